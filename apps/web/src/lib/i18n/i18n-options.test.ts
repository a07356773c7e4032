import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nOptions } from "./i18n-options.ts";

/** Runs the shipped configuration (without the HTTP backend) and returns the language it settles on. */
async function detectLanguage(): Promise<string | undefined> {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    ...i18nOptions,
    ns: ["common"],
    resources: { de: { common: { a: "de" } }, "de-leicht": { common: { a: "leicht" } } },
  });
  return instance.resolvedLanguage;
}

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0] ?? "");
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
  // biome-ignore lint/suspicious/noDocumentCookie: test setup writes the raw cookie.
  document.cookie = "i18next=; Max-Age=0; Path=/";
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute("lang");
});

describe("language detection", () => {
  it("uses the spec's order", () => {
    expect(i18nOptions.detection).toMatchObject({
      order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
      lookupQuerystring: "lng",
    });
  });

  it("takes ?lng= before everything else", async () => {
    window.history.replaceState(null, "", "/?lng=de-leicht");
    // biome-ignore lint/suspicious/noDocumentCookie: test setup writes the raw cookie.
    document.cookie = "i18next=de; Path=/";
    localStorage.setItem("i18nextLng", "de");
    expect(await detectLanguage()).toBe("de-leicht");
  });

  it("takes the cookie before local storage", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup writes the raw cookie.
    document.cookie = "i18next=de-leicht; Path=/";
    localStorage.setItem("i18nextLng", "de");
    expect(await detectLanguage()).toBe("de-leicht");
  });

  it("takes local storage before session storage", async () => {
    localStorage.setItem("i18nextLng", "de");
    sessionStorage.setItem("i18nextLng", "de-leicht");
    expect(await detectLanguage()).toBe("de");
  });

  it("takes session storage before the browser setting", async () => {
    browserLanguages("de-DE");
    sessionStorage.setItem("i18nextLng", "de-leicht");
    expect(await detectLanguage()).toBe("de-leicht");
  });

  it("maps a German browser (de-DE, de-AT) to de", async () => {
    browserLanguages("de-DE", "en-US");
    expect(await detectLanguage()).toBe("de");
    vi.restoreAllMocks();
    browserLanguages("de-AT");
    expect(await detectLanguage()).toBe("de");
  });

  it("falls through to the html tag when the browser language is not supported", async () => {
    browserLanguages("en-US", "fr");
    document.documentElement.lang = "de-leicht";
    expect(await detectLanguage()).toBe("de-leicht");
  });

  it("falls back to de for anything unsupported", async () => {
    browserLanguages("en-US");
    window.history.replaceState(null, "", "/?lng=tlh");
    expect(await detectLanguage()).toBe("de");
  });

  it("never reduces de-leicht to de and loads only its own files", async () => {
    window.history.replaceState(null, "", "/?lng=de-leicht");
    const instance = i18next.createInstance();
    await instance.use(LanguageDetector).init({
      ...i18nOptions,
      ns: ["common"],
      resources: { de: { common: { a: "de" } }, "de-leicht": { common: { a: "leicht" } } },
    });
    expect(instance.language).toBe("de-leicht");
    expect(instance.languages).toEqual(["de-leicht", "de"]);
    expect(instance.t("a")).toBe("leicht");
  });
});
