import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "../support/browser.ts";
import {
  CONSENT_COOKIE_VALUE,
  navigateInApp,
  preferencesScript,
  quickAxeViolations,
  waitForPage,
} from "../support/shell.ts";

/** Every route of spec 000 §2 / 001 §2 plus /lizenzen and an unknown path; `lands` where a redirect ends. */
const ROUTES: { path: string; lands?: string }[] = [
  { path: "/" },
  { path: "/home" },
  { path: "/glossar" },
  { path: "/glossar/Antrag%20stellen" },
  { path: "/uber-uns" },
  { path: "/mission" },
  { path: "/datenschutz" },
  { path: "/nutzungsbedingungen" },
  { path: "/impressum" },
  { path: "/login" },
  { path: "/reset-password" },
  { path: "/activate-account" },
  { path: "/einladung" },
  { path: "/konto", lands: "/konto/profil" },
  { path: "/konto/uebersetzungen" },
  { path: "/konto/abonnement" },
  { path: "/konto/kontingent" },
  { path: "/konto/organisation" },
  { path: "/api" },
  { path: "/kontakt" },
  { path: "/blog" },
  { path: "/blog/leitfaden" },
  { path: "/preise" },
  { path: "/produkt" },
  { path: "/product" },
  { path: "/checkout" },
  { path: "/success" },
  { path: "/kulturpark" },
  { path: "/widerrufsbelehrung" },
  { path: "/revocation?product_name=Pro&promotion_code=START" },
  { path: "/bilder", lands: "/login" },
  { path: "/lizenzen" },
  { path: "/diese-seite-gibt-es-nicht" },
];

/** Paths that show the same page, so they may share a title. */
const SAME_PAGE = [
  ["/", "/home"],
  ["/produkt", "/product"],
  ["/bilder", "/login"],
];

const COMBINATIONS = [
  { language: "de", dark: false },
  { language: "de", dark: true },
  { language: "de-leicht", dark: false },
  { language: "de-leicht", dark: true },
] as const;

describe("every route in both languages and both themes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const combination of COMBINATIONS) {
    const label = `${combination.language}, ${combination.dark ? "dunkel" : "hell"}`;
    it(`renders each route with its own title and one h1, no console error, no axe finding (${label})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        colorScheme: combination.dark ? "light" : "dark", // the stored choice must win over the system
      });
      await context.addInitScript(preferencesScript(combination));
      await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() }]);
      const problems: string[] = [];
      const titles = new Map<string, string>();

      // Start elsewhere: the loop's first step must be a real change of path.
      await page.goto("/lizenzen");
      await waitForPage(page);
      for (const route of ROUTES) {
        try {
          await navigateInApp(page, route.path);
        } catch (error) {
          problems.push(`${route.path}: ${(error as Error).message.split("\n")[0]}`);
          continue;
        }
        const state = await page.evaluate(() => ({
          path: window.location.pathname,
          title: document.title,
          h1: document.querySelector("main h1")?.textContent?.trim() ?? "",
          isDark: document.documentElement.classList.contains("dark"),
          lang: document.documentElement.lang,
          uiLanguage: document.documentElement.dataset.uiLanguage,
        }));
        const expectedPath = route.lands ?? route.path.split("?")[0];
        if (state.path !== expectedPath) problems.push(`${route.path}: landed on ${state.path}`);
        if (!state.h1) problems.push(`${route.path}: empty h1`);
        if (!state.title.endsWith("– Leicht") || state.title === "– Leicht")
          problems.push(`${route.path}: title "${state.title}"`);
        if (state.isDark !== combination.dark) problems.push(`${route.path}: dark=${state.isDark}`);
        if (state.lang !== "de" || state.uiLanguage !== combination.language) {
          problems.push(`${route.path}: lang=${state.lang} ui=${state.uiLanguage}`);
        }
        titles.set(route.path, state.title);
        for (const violation of await quickAxeViolations(page)) problems.push(`${route.path}: ${violation}`);
      }

      const aliases = new Set(SAME_PAGE.flatMap((group) => group.slice(1)));
      const distinct = new Map<string, string>();
      for (const [path, title] of titles) {
        if (aliases.has(path)) continue;
        const other = distinct.get(title);
        if (other) problems.push(`${path} and ${other} share the title "${title}"`);
        distinct.set(title, path);
      }
      expect(problems).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
