import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AuthTab } from "../../lib/auth-dialog-context.ts";

const TABS: AuthTab[] = ["login", "register"];

/** WAI-ARIA tabs: arrow keys, Home and End move between the two tabs (roving tabindex). */
export function AuthTabs({
  active,
  onChange,
  idPrefix,
}: {
  active: AuthTab;
  onChange: (tab: AuthTab) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation("dialogs");
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(active);
    let next: AuthTab | undefined;
    if (event.key === "ArrowRight") next = TABS[(index + 1) % TABS.length];
    else if (event.key === "ArrowLeft") next = TABS[(index + TABS.length - 1) % TABS.length];
    else if (event.key === "Home") next = TABS[0];
    else if (event.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t("auth.tabsLabel")}
      className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={active === tab}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={active === tab ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onChange(tab)}
          className={`rounded-md px-3 py-2 font-semibold ${
            active === tab
              ? "bg-white text-slate-950 shadow dark:bg-slate-950 dark:text-white"
              : "text-slate-800 hover:bg-white/60 dark:text-slate-200 dark:hover:bg-slate-700"
          }`}
        >
          {t(`auth.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}
