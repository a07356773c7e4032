import type { LanguageLevel } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import type { GlossaryState, Outputs } from "../state/translator-types.ts";
import { levelKeyOf } from "../state/translator-types.ts";
import { GlossaryExplanation } from "./glossary-explanation.tsx";
import { LevelOutput } from "./level-output.tsx";
import { LevelTabs, panelId, TAB_ORDER, tabId } from "./level-tabs.tsx";

export type OutputPanelProps = {
  activeLevel: LanguageLevel;
  onSelectLevel: (level: LanguageLevel) => void;
  outputs: Outputs;
  loading: Record<LanguageLevel, boolean>;
  glossary: GlossaryState;
  showEinfachDot: boolean;
  showMarkdown: boolean;
  onShowMarkdown: (value: boolean) => void;
  onSuggestion: (term: string) => void;
};

/** The right-hand side: both levels as tabs; switching shows that level's stored output. */
export function OutputPanel(props: OutputPanelProps) {
  const { t } = useTranslation("translator");
  return (
    <section aria-labelledby="translator-output-heading" className="flex flex-col gap-3">
      <h2 id="translator-output-heading" className="text-xl font-bold">
        {t("output.heading")}
      </h2>
      <LevelTabs
        active={props.activeLevel}
        onSelect={props.onSelectLevel}
        loading={props.loading}
        showEinfachDot={props.showEinfachDot}
      />
      {TAB_ORDER.map((level) => {
        const output = props.outputs[levelKeyOf(level)];
        const isLoading = props.loading[level];
        const levelName = t(level === "leichte-sprache-sonnet" ? "tabs.leicht" : "tabs.einfach");
        return (
          <div
            key={level}
            id={panelId(level)}
            role="tabpanel"
            aria-labelledby={tabId(level)}
            aria-busy={isLoading}
            hidden={level !== props.activeLevel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tab pattern makes the panel focusable.
            tabIndex={0}
            className="min-h-64 pt-2"
          >
            {isLoading ? (
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-block size-6 rounded-full border-4 border-blue-800 border-t-transparent motion-safe:animate-spin dark:border-sky-300 dark:border-t-transparent"
                />
                {t("output.loading", { level: levelName })}
              </p>
            ) : props.glossary.status !== "idle" ? (
              <GlossaryExplanation
                glossary={props.glossary}
                level={level}
                onSuggestion={props.onSuggestion}
              />
            ) : output ? (
              <LevelOutput
                output={output}
                idPrefix={`translator-${levelKeyOf(level)}`}
                showMarkdown={props.showMarkdown}
                onShowMarkdown={props.onShowMarkdown}
              />
            ) : (
              <p className="text-slate-700 dark:text-slate-300">{t("output.empty")}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
