import { useTranslation } from "react-i18next";
import { EASY_LANGUAGE, FALLBACK_LANGUAGE, isEasyLanguage } from "../../lib/i18n/languages.ts";
import { useTheme } from "../../lib/theme/theme-context.tsx";

const toggleClass =
  "inline-flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-1 font-semibold text-slate-900 hover:bg-slate-200 dark:text-slate-50 dark:hover:bg-slate-800";

/** A switch look for a toggle button (the state itself is aria-pressed on the button). */
function SwitchVisual({ isOn }: { isOn: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 ${
        isOn
          ? "border-blue-800 bg-blue-800 dark:border-sky-300 dark:bg-sky-300"
          : "border-slate-600 bg-white dark:border-slate-400 dark:bg-slate-950"
      }`}
    >
      <span
        className={`absolute size-4 rounded-full motion-safe:transition-transform ${
          isOn
            ? "translate-x-[1.1rem] bg-white dark:bg-slate-950"
            : "translate-x-0.5 bg-slate-600 dark:bg-slate-400"
        }`}
      />
    </span>
  );
}

/** Switches the UI between de and de-leicht; the detector caches the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation("nav");
  const isEasy = isEasyLanguage(i18n.resolvedLanguage);
  return (
    <button
      type="button"
      className={toggleClass}
      aria-pressed={isEasy}
      onClick={() => void i18n.changeLanguage(isEasy ? FALLBACK_LANGUAGE : EASY_LANGUAGE)}
    >
      <SwitchVisual isOn={isEasy} />
      {t("easyLanguage")}
    </button>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation("nav");
  const { isDark, toggle } = useTheme();
  return (
    <button type="button" className={toggleClass} aria-pressed={isDark} onClick={toggle}>
      <SwitchVisual isOn={isDark} />
      {t("darkMode")}
    </button>
  );
}
