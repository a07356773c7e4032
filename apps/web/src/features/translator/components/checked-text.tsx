import type { RuleFinding } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { isEasyLanguage } from "../../../lib/i18n/languages.ts";
import { findingSegments } from "../lib/finding-segments.ts";

const SEVERITY_CLASSES: Record<RuleFinding["severity"], string> = {
  error:
    "bg-red-100 text-red-950 decoration-red-800 dark:bg-red-950 dark:text-red-50 dark:decoration-red-300",
  warning:
    "bg-amber-100 text-amber-950 decoration-amber-800 dark:bg-amber-950 dark:text-amber-50 dark:decoration-amber-300",
  info: "bg-sky-100 text-sky-950 decoration-sky-800 dark:bg-sky-950 dark:text-sky-50 dark:decoration-sky-300",
};

function focusMark(idPrefix: string, findingIndex: number): void {
  const mark = document
    .getElementById(`${idPrefix}-text`)
    ?.querySelector<HTMLElement>(`mark[data-findings~="${findingIndex}"]`);
  mark?.focus();
}

export function findingMessage(finding: RuleFinding, language: string): string {
  return isEasyLanguage(language) ? finding.message_leicht || finding.message : finding.message;
}

/** The plain output with every finding marked in place ("Prüfen"); marks are numbered like the list. */
export function CheckedText({
  text,
  findings,
  idPrefix,
}: {
  text: string;
  findings: RuleFinding[];
  idPrefix: string;
}) {
  const { t } = useTranslation("translator");
  const segments = findingSegments(text, findings);
  return (
    <div id={`${idPrefix}-text`} className="whitespace-pre-line" data-testid="checked-text">
      {segments.map((segment, index) => {
        if (segment.kind === "text") return segment.text;
        const first = segment.findings[0] ?? 0;
        const severity = findings[first]?.severity ?? "info";
        const numbers = segment.findings.map((findingIndex) => findingIndex + 1).join(", ");
        return (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are recomputed from one text.
            key={index}
            data-findings={segment.findings.join(" ")}
            tabIndex={-1}
            className={`rounded px-0.5 underline decoration-2 underline-offset-4 ${SEVERITY_CLASSES[severity]}`}
          >
            {segment.text}
            <sup className="ml-0.5 font-semibold">
              <span className="sr-only">{t("check.markLabel")} </span>
              {numbers}
            </sup>
          </mark>
        );
      })}
    </div>
  );
}

/** The findings as a list; each is a button that moves the focus to its mark in the text. */
export function FindingsList({ findings, idPrefix }: { findings: RuleFinding[]; idPrefix: string }) {
  const { t, i18n } = useTranslation("translator");
  if (findings.length === 0) return <p>{t("check.none")}</p>;
  return (
    <ol className="space-y-2" aria-label={t("check.listLabel")}>
      {findings.map((finding, index) => (
        <li key={`${finding.ruleId}-${finding.start}-${finding.end}`}>
          <button
            type="button"
            className="w-full rounded-lg border-2 border-slate-300 p-2 text-left hover:border-slate-600 dark:border-slate-600 dark:hover:border-slate-300"
            onClick={() => focusMark(idPrefix, index)}
          >
            <span className="font-semibold">
              {index + 1}. {t(`check.severity.${finding.severity}`)}:
            </span>{" "}
            {findingMessage(finding, i18n.resolvedLanguage ?? i18n.language)}
          </button>
        </li>
      ))}
    </ol>
  );
}
