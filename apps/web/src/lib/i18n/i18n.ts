import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "./i18n-options.ts";
import { isEasyLanguage } from "./languages.ts";

/** <html lang> stays a valid tag ("de"); the easy variant is marked with data-ui-language. */
export function syncDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = "de";
  root.dataset.uiLanguage = isEasyLanguage(language) ? "de-leicht" : "de";
}

export async function initI18n(): Promise<typeof i18next> {
  i18next.on("languageChanged", syncDocumentLanguage);
  await i18next.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
  syncDocumentLanguage(i18next.resolvedLanguage ?? i18next.language);
  return i18next;
}
