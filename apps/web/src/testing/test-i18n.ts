import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "../lib/i18n/i18n-options.ts";

const localesDir = path.resolve(import.meta.dirname, "../../public/locales");

function loadLanguage(language: string): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(path.join(localesDir, language))) {
    if (!file.endsWith(".json")) continue;
    resources[file.replace(/\.json$/, "")] = JSON.parse(
      readFileSync(path.join(localesDir, language, file), "utf8"),
    );
  }
  return resources;
}

/** The global i18next with the real locale files, synchronously: components render their real texts. */
export function initTestI18n(language: "de" | "de-leicht" = "de"): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      ...i18nOptions,
      lng: language,
      initAsync: false,
      detection: undefined,
      backend: undefined,
      resources: { de: loadLanguage("de"), "de-leicht": loadLanguage("de-leicht") },
      react: { useSuspense: false },
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  return i18next;
}
