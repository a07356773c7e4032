import type { LanguageLevel, Separator } from "@leicht/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session/session-context.tsx";
import {
  hasClickedEinfachTab,
  type Preferences,
  readPreferences,
  rememberEinfachTabClicked,
  separatorOf,
  writePreferences,
} from "../lib/preferences.ts";
import { isTranslating } from "../state/translator-reducer.ts";
import { levelKeyOf } from "../state/translator-types.ts";
import { useExamples } from "../state/use-examples.ts";
import { useTranslator } from "../state/use-translator.ts";
import { InputPanel } from "./input-panel.tsx";
import { OutputPanel } from "./output-panel.tsx";
import { ReadabilityCards } from "./readability-cards.tsx";
import { TranslationNotice } from "./translation-notice.tsx";

/** The translator of the home page: input left, output right, readability cards below. */
export function Translator() {
  const { t } = useTranslation("translator");
  const session = useSession();
  const [preferences, setPreferences] = useState<Preferences>(readPreferences);
  const [showEinfachDot, setShowEinfachDot] = useState(() => !hasClickedEinfachTab());
  const separator = separatorOf(preferences);
  const translator = useTranslator(separator);
  const { state, quota } = translator;
  const onExample = useExamples(state, translator.dispatch, separator);

  useEffect(() => writePreferences(preferences), [preferences]);

  const update = (change: Partial<Preferences>) => setPreferences((current) => ({ ...current, ...change }));
  const onSeparator = (value: Separator) =>
    update(value === "mediopunkt" ? { mediopoint: true } : { mediopoint: false, separator: value });
  const onSelectLevel = (level: LanguageLevel) => {
    update({ languageLevel: level });
    if (level === "einfache-sprache-2" && showEinfachDot) {
      rememberEinfachTabClicked();
      setShowEinfachDot(false);
    }
  };

  const isBusy = isTranslating(state);
  const isAnonymous = session.status !== "authenticated";
  const isQuotaUsedUp = quota.data !== undefined && quota.data.tokens <= 0;
  const level = preferences.languageLevel;
  const { complexity } = state.work;
  const glossaryComplexity = state.glossary.status === "found" ? state.glossary.entry.complexity : null;
  const before =
    glossaryComplexity?.before ?? (state.glossary.status === "idle" ? complexity.original : null);
  const after = glossaryComplexity
    ? levelKeyOf(level) === "leicht"
      ? glossaryComplexity.leicht
      : glossaryComplexity.einfach
    : state.glossary.status === "idle"
      ? levelKeyOf(level) === "leicht"
        ? complexity.leichte
        : complexity.einfache
      : null;

  return (
    <div>
      <div className="grid gap-8 lg:grid-cols-2">
        <InputPanel
          value={state.work.input}
          onChange={translator.changeInput}
          onTranslate={() => {
            if (!isBusy) void translator.translate();
          }}
          isBusy={isBusy}
          quota={quota.data}
          isAnonymous={isAnonymous}
          activeExample={state.example?.id ?? null}
          onExample={(id) => void onExample(id)}
          separator={separator}
          onSeparator={onSeparator}
        />
        <OutputPanel
          activeLevel={level}
          onSelectLevel={onSelectLevel}
          outputs={state.work.outputs}
          loading={{
            "leichte-sprache-sonnet": state.loading.leicht,
            "einfache-sprache-2": state.loading.einfach,
          }}
          glossary={state.glossary}
          showEinfachDot={showEinfachDot}
          showMarkdown={preferences.showMarkdown}
          onShowMarkdown={(value) => update({ showMarkdown: value })}
          onSuggestion={(term) => void translator.chooseSuggestion(term)}
        />
      </div>
      <div className="mt-4">
        <TranslationNotice
          failure={translator.failure}
          isQuotaUsedUp={isQuotaUsedUp}
          isAnonymous={isAnonymous}
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="translator-live">
        {translator.announcement === "busy"
          ? t("output.busyAnnouncement")
          : translator.announcement === "done"
            ? t("output.done")
            : ""}
      </p>
      <ReadabilityCards
        before={before}
        after={after}
        levelName={t(level === "leichte-sprache-sonnet" ? "tabs.leicht" : "tabs.einfach")}
      />
    </div>
  );
}
