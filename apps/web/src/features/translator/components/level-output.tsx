import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/button-styles.ts";
import { sortFindings } from "../lib/finding-segments.ts";
import type { LevelOutput as Output } from "../state/translator-types.ts";
import { AccountActions } from "./account-actions.tsx";
import { CheckedText, FindingsList } from "./checked-text.tsx";
import { CopyButton } from "./copy-button.tsx";
import { MarkdownView } from "./markdown-view.tsx";

const toggle = `${secondaryButton} px-3 py-1.5 text-sm aria-pressed:bg-slate-800 aria-pressed:text-white dark:aria-pressed:bg-slate-200 dark:aria-pressed:text-slate-950`;

/** One level's result: toolbar, text (formatted, plain or checked), details and account actions. */
export function LevelOutput({
  output,
  idPrefix,
  showMarkdown,
  onShowMarkdown,
}: {
  output: Output;
  idPrefix: string;
  showMarkdown: boolean;
  onShowMarkdown: (value: boolean) => void;
}) {
  const { t } = useTranslation("translator");
  const [isChecking, setChecking] = useState(false);
  const [isDetailOpen, setDetailOpen] = useState(false);
  const detailId = useId();
  const findings = sortFindings(output.findings, output.plain.length);

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <CopyButton output={output} showMarkdown={showMarkdown} />
        <button
          type="button"
          className={toggle}
          aria-pressed={showMarkdown}
          onClick={() => onShowMarkdown(!showMarkdown)}
        >
          {t("view.markdown")}
        </button>
        <button
          type="button"
          className={toggle}
          aria-pressed={isChecking}
          onClick={() => setChecking(!isChecking)}
        >
          {t("check.button", { count: findings.length })}
        </button>
        <button
          type="button"
          className={`${secondaryButton} px-3 py-1.5 text-sm`}
          aria-expanded={isDetailOpen}
          aria-controls={detailId}
          onClick={() => setDetailOpen(!isDetailOpen)}
        >
          {isDetailOpen ? t("details.hide") : t("details.show")}
        </button>
      </div>

      <div
        className="mt-4 rounded-lg border-2 border-slate-300 p-4 dark:border-slate-600"
        data-testid="output-text"
        data-view={isChecking ? "check" : showMarkdown ? "markdown" : "plain"}
        lang="de"
      >
        {isChecking ? (
          <CheckedText text={output.plain} findings={findings} idPrefix={idPrefix} />
        ) : showMarkdown ? (
          <MarkdownView source={output.formatted} />
        ) : (
          <div className="whitespace-pre-line">{output.plain}</div>
        )}
      </div>

      {isChecking && (
        <section aria-labelledby={`${idPrefix}-findings`} className="mt-4">
          <h3 id={`${idPrefix}-findings`} className="font-bold">
            {t("check.heading")}
          </h3>
          {output.conformity !== null && (
            <p className="mt-1 text-sm">
              {t("check.conformity", { percent: Math.round(output.conformity * 100) })}
            </p>
          )}
          <div className="mt-2">
            <FindingsList findings={findings} idPrefix={idPrefix} />
          </div>
        </section>
      )}

      <div id={detailId} hidden={!isDetailOpen} className="mt-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>{t("details.engine")}</dt>
          <dd>{output.modelVersion ?? t("details.example")}</dd>
          <dt>{t("details.words")}</dt>
          <dd>{output.wordCount ?? "–"}</dd>
          <dt>{t("details.findings")}</dt>
          <dd>{findings.length}</dd>
          <dt>{t("details.conformity")}</dt>
          <dd>{output.conformity === null ? "–" : `${Math.round(output.conformity * 100)} %`}</dd>
        </dl>
      </div>

      <AccountActions hasOutput />
    </div>
  );
}
