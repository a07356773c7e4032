import { useTranslation } from "react-i18next";
import { EASY_LANGUAGE, FALLBACK_LANGUAGE, isEasyLanguage } from "../../lib/i18n/languages.ts";
import { useTheme } from "../../lib/theme/theme-context.tsx";
import { navItemClass } from "./nav-styles.ts";

/** Switches the UI between de and de-leicht; the detector caches the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation("nav");
  const isEasy = isEasyLanguage(i18n.resolvedLanguage);
  return (
    <button
      type="button"
      className={navItemClass}
      aria-pressed={isEasy}
      onClick={() => void i18n.changeLanguage(isEasy ? FALLBACK_LANGUAGE : EASY_LANGUAGE)}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-4 rounded-full border-2 border-current ${isEasy ? "bg-current" : ""}`}
      />
      {t("easyLanguage")}
    </button>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation("nav");
  const { isDark, toggle } = useTheme();
  return (
    <button type="button" className={navItemClass} aria-pressed={isDark} onClick={toggle}>
      <span aria-hidden="true">{isDark ? "☾" : "☀"}</span>
      {t("darkMode")}
    </button>
  );
}
