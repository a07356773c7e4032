import type { ComplexityValues } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { displayValue, gradeLabel } from "../lib/readability.ts";

function Card({ title, values, testId }: { title: string; values: ComplexityValues | null; testId: string }) {
  const { t } = useTranslation("translator");
  return (
    <article
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="rounded-xl border-2 border-slate-300 p-4 dark:border-slate-600"
    >
      <h3 id={`${testId}-title`} className="font-bold">
        {title}
      </h3>
      {values ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>{t("cards.value")}</dt>
          <dd className="font-semibold" data-testid={`${testId}-value`}>
            {t("cards.valueOf", { value: displayValue(values) })}
          </dd>
          <dt>{t("cards.level")}</dt>
          <dd className="font-semibold">{values.ger_language_level}</dd>
          <dt>{t("cards.grade")}</dt>
          <dd className="font-semibold">{gradeLabel(values)}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("cards.empty")}</p>
      )}
    </article>
  );
}

/** Readability before and after translation: display value 100 minus score, level, school grade. */
export function ReadabilityCards({
  before,
  after,
  levelName,
}: {
  before: ComplexityValues | null;
  after: ComplexityValues | null;
  levelName: string;
}) {
  const { t } = useTranslation("translator");
  return (
    <section aria-labelledby="readability-heading" className="mt-8">
      <h2 id="readability-heading" className="text-xl font-bold">
        {t("cards.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("cards.explain")}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Card title={t("cards.before")} values={before} testId="card-before" />
        <Card title={t("cards.after", { level: levelName })} values={after} testId="card-after" />
      </div>
    </section>
  );
}
