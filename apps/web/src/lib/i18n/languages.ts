/** The two UI languages (spec 000 §1). "de-leicht" is Leichte Sprache, never reduced to "de". */
export const SUPPORTED_LANGUAGES = ["de", "de-leicht"] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: UiLanguage = "de";
export const EASY_LANGUAGE: UiLanguage = "de-leicht";

/** Detection order of spec 000 §1. */
export const DETECTION_ORDER = [
  "querystring",
  "cookie",
  "localStorage",
  "sessionStorage",
  "navigator",
  "htmlTag",
];

/** Namespaces loaded before the first render; pages may load more on demand. */
export const INITIAL_NAMESPACES = [
  "common",
  "nav",
  "dialogs",
  "consent",
  "pages",
  "errors",
  "translator",
  "home",
];

export function isEasyLanguage(language: string | undefined): boolean {
  return language === EASY_LANGUAGE;
}
