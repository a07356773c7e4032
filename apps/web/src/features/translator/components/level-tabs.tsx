import type { LanguageLevel } from "@leicht/contracts";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";

export const TAB_ORDER: LanguageLevel[] = ["leichte-sprache-sonnet", "einfache-sprache-2"];

export const tabId = (level: LanguageLevel) => `translator-tab-${level}`;
export const panelId = (level: LanguageLevel) => `translator-panel-${level}`;

/** The two level tabs as a WAI-ARIA tablist: arrow keys, Home and End move between them. */
export function LevelTabs({
  active,
  onSelect,
  loading,
  showEinfachDot,
}: {
  active: LanguageLevel;
  onSelect: (level: LanguageLevel) => void;
  loading: Record<LanguageLevel, boolean>;
  showEinfachDot: boolean;
}) {
  const { t } = useTranslation("translator");
  const refs = useRef<Partial<Record<LanguageLevel, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TAB_ORDER.indexOf(active);
    let next: number | null = null;
    if (event.key === "ArrowRight") next = (index + 1) % TAB_ORDER.length;
    if (event.key === "ArrowLeft") next = (index - 1 + TAB_ORDER.length) % TAB_ORDER.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = TAB_ORDER.length - 1;
    const level = next === null ? undefined : TAB_ORDER[next];
    if (!level) return;
    event.preventDefault();
    onSelect(level);
    refs.current[level]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("tabs.label")}
      className="flex gap-1 border-b-2 border-slate-600 dark:border-slate-400"
      onKeyDown={onKeyDown}
    >
      {TAB_ORDER.map((level) => {
        const isActive = level === active;
        const hasDot = level === "einfache-sprache-2" && showEinfachDot;
        return (
          <button
            key={level}
            ref={(element) => {
              refs.current[level] = element;
            }}
            id={tabId(level)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={panelId(level)}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onSelect(level)}
            className={`relative -mb-0.5 rounded-t-lg border-2 px-4 py-2 font-semibold ${
              isActive
                ? "border-slate-600 border-b-white bg-white text-blue-900 dark:border-slate-400 dark:border-b-slate-950 dark:bg-slate-950 dark:text-sky-200"
                : "border-transparent text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {t(level === "leichte-sprache-sonnet" ? "tabs.leicht" : "tabs.einfach")}
            {loading[level] && (
              <span
                aria-hidden="true"
                className="ml-2 inline-block size-3 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
              />
            )}
            {hasDot && (
              <>
                <span
                  aria-hidden="true"
                  data-testid="einfach-dot"
                  className="absolute top-1 right-1 size-2.5 rounded-full bg-red-700 dark:bg-red-300"
                />
                <span className="sr-only"> {t("tabs.new")}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
