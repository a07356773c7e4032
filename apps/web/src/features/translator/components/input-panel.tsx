import type { QuotaItem, Separator } from "@leicht/contracts";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../../components/button-styles.ts";
import { formatNumber } from "../../../lib/format.ts";
import { countCharacters } from "../lib/text-measure.ts";
import type { ExampleId } from "../state/translator-reducer.ts";
import { ExampleButtons } from "./example-buttons.tsx";
import { SeparatorControl } from "./separator-control.tsx";

export type InputPanelProps = {
  value: string;
  onChange: (text: string) => void;
  onTranslate: () => void;
  isBusy: boolean;
  quota: QuotaItem | undefined;
  isAnonymous: boolean;
  activeExample: ExampleId | null;
  onExample: (id: ExampleId) => void;
  separator: Separator;
  onSeparator: (separator: Separator) => void;
};

export function InputPanel(props: InputPanelProps) {
  const { t } = useTranslation("translator");
  const characters = countCharacters(props.value);
  const cap = props.quota?.max_characters_per_request;
  const isOverCap = cap !== undefined && characters > cap;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onTranslate();
    }
  };

  return (
    <section aria-labelledby="translator-input-heading" className="flex flex-col gap-3">
      <h2 id="translator-input-heading" className="text-xl font-bold">
        {t("input.heading")}
      </h2>
      <ExampleButtons active={props.activeExample} onExample={props.onExample} />
      <label htmlFor="translator-input" className="font-semibold">
        {t("input.label")}
      </label>
      <p id="translator-input-hint" className="text-sm text-slate-700 dark:text-slate-300">
        {t("input.hint")}
      </p>
      <textarea
        id="translator-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={12}
        aria-describedby="translator-input-hint translator-input-counter"
        spellCheck
        lang="de"
        className="min-h-64 w-full resize-y rounded-lg border-2 border-slate-600 bg-white p-3 text-slate-900 placeholder:text-slate-600 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-300"
        placeholder={t("input.placeholder")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          id="translator-input-counter"
          className={isOverCap ? "font-semibold text-red-800 dark:text-red-300" : undefined}
        >
          {cap === undefined
            ? t("input.counterNoCap", { count: characters, value: formatNumber(characters) })
            : t("input.counter", { value: formatNumber(characters), cap: formatNumber(cap) })}
        </p>
        {props.isAnonymous && props.quota && (
          <p data-testid="free-pages" className="font-semibold">
            {t("input.freePages", { count: props.quota.free_pages_left })}
          </p>
        )}
      </div>
      <SeparatorControl value={props.separator} onChange={props.onSeparator} />
      <div>
        <button
          type="button"
          className={primaryButton}
          onClick={props.onTranslate}
          aria-disabled={props.isBusy || undefined}
          aria-describedby="translator-shortcut"
        >
          {props.isBusy ? t("translate.busy") : t("translate.button")}
        </button>
        <p id="translator-shortcut" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("translate.shortcut")}
        </p>
      </div>
    </section>
  );
}
