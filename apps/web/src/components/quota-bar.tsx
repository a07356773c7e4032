import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../lib/format.ts";

export type QuotaBarProps = {
  /** Pages still available; undefined while loading. */
  available: number | undefined;
  total: number | undefined;
  label?: string;
};

/** Share of the bar to fill, 0..100 and never more (spec 000 §2). */
export function quotaPercent(available: number, total: number): number {
  if (!(total > 0) || !(available > 0)) return 0;
  return Math.min(100, (available / total) * 100);
}

/** "Verfügbare Seiten": available of total in German number format. */
export function QuotaBar({ available, total, label }: QuotaBarProps) {
  const { t } = useTranslation("dialogs");
  const labelId = useId();
  const heading = label ?? t("quota.label");
  if (available === undefined || total === undefined) {
    return (
      <div className="w-full" aria-busy="true">
        <p id={labelId} className="mb-1 text-sm font-semibold">
          {heading}
        </p>
        <div className="h-3 w-full rounded-full bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700" />
        <p className="sr-only">{t("quota.loading")}</p>
      </div>
    );
  }
  const percent = quotaPercent(available, total);
  const valueText = t("quota.value", { available: formatNumber(available), total: formatNumber(total) });
  return (
    <div className="w-full">
      <div className="mb-1 flex justify-between gap-2 text-sm">
        <span id={labelId} className="font-semibold">
          {heading}
        </span>
        <span>{valueText}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in all browsers; this carries the same ARIA. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(available, total)}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full border border-slate-600 bg-slate-100 dark:border-slate-400 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-blue-800 dark:bg-sky-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
