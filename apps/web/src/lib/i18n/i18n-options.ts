import type { InitOptions } from "i18next";
import { DETECTION_ORDER, FALLBACK_LANGUAGE, INITIAL_NAMESPACES, SUPPORTED_LANGUAGES } from "./languages.ts";

/** Shared by the app and the tests, so the tests check the configuration that ships. */
export const i18nOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // "de-DE" from the browser resolves to "de"; "de-leicht" stays itself and loads only its own files.
  nonExplicitSupportedLngs: false,
  load: "currentOnly",
  fallbackLng: FALLBACK_LANGUAGE,
  ns: INITIAL_NAMESPACES,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  detection: {
    order: DETECTION_ORDER,
    lookupQuerystring: "lng",
    lookupCookie: "i18next",
    lookupLocalStorage: "i18nextLng",
    lookupSessionStorage: "i18nextLng",
    // The choice is a UI preference (strictly necessary), kept on this device only.
    caches: ["localStorage"],
  },
  backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
  react: { useSuspense: true },
};
