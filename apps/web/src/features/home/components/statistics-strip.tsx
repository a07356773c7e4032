import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { useStatistics } from "../api/statistics.ts";

const compact = new Intl.NumberFormat("de-DE", { notation: "compact", maximumFractionDigits: 1 });

/** "3,5 Mio." for large counts, "13.990" below a million. */
export function formatStatistic(value: number): string {
  return value >= 1_000_000 ? compact.format(value) : formatNumber(value);
}

/** Words, pages and explanations served so far. */
export function StatisticsStrip() {
  const { t } = useTranslation("home");
  const { data, isPlaceholderData } = useStatistics();
  if (!data) return null;
  const items = [
    { key: "words", value: data.number_of_words },
    { key: "pages", value: data.number_of_pages },
    { key: "explanations", value: data.number_of_explanations },
  ];
  return (
    <section aria-labelledby="statistics-heading" className="rounded-2xl bg-slate-100 p-6 dark:bg-slate-900">
      <h2 id="statistics-heading" className="text-xl font-bold">
        {t("statistics.heading")}
      </h2>
      <dl
        className="mt-4 grid gap-4 sm:grid-cols-3"
        data-testid="statistics"
        data-placeholder={isPlaceholderData}
      >
        {items.map((item) => (
          <div key={item.key} className="flex flex-col-reverse">
            <dt>{t(`statistics.${item.key}`)}</dt>
            <dd className="text-3xl font-bold text-blue-900 dark:text-sky-200">
              {isPlaceholderData && item.key === "words" ? t("statistics.about") : ""}
              {formatStatistic(item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
