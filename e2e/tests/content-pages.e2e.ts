import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, launchBrowser, openPage } from "../support/browser.ts";
import { CONSENT_COOKIE_VALUE, preferencesScript, waitForPage } from "../support/shell.ts";

/** The content pages with a sentence each language must show (real text, not a placeholder). */
const PAGES = [
  { path: "/uber-uns", de: "Mara Hoffmann", leicht: "Wir heißen Leicht." },
  { path: "/mission", de: "Verstehen ist ein Recht", leicht: "Verstehen ist ein Recht" },
  { path: "/datenschutz", de: "Art. 77 DSGVO", leicht: "Beschwerde beim Amt für Daten·schutz" },
  {
    path: "/nutzungsbedingungen",
    de: "Qualität der Ergebnisse",
    leicht: "Die Ergebnisse können Fehler haben",
  },
  { path: "/impressum", de: "Angaben gemäß § 5 DDG", leicht: "Angaben zum Anbieter" },
  { path: "/widerrufsbelehrung", de: "Muster-Widerrufsformular", leicht: "Formular für den Widerruf" },
  { path: "/kulturpark", de: "Museen und Ausstellungshäuser", leicht: "Für wen ist der Kultur·park?" },
  { path: "/kontakt", de: "Nachricht senden", leicht: "Nachricht schicken" },
  { path: "/api", de: "x-api-key", leicht: "Der API-Schlüssel" },
] as const;

describe("content pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ["de", "de-leicht"] as const) {
    it(`render their own text in ${language} with no console error and no axe finding`, async () => {
      const { page, context, consoleErrors } = await openPage(browser);
      await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() }]);
      await context.addInitScript(preferencesScript({ language }));
      for (const entry of PAGES) {
        await page.goto(entry.path);
        await waitForPage(page);
        await page.waitForFunction(() => !document.body.textContent?.includes("werden geladen"));
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text, entry.path).toContain(language === "de" ? entry.de : entry.leicht);
        expect(text, entry.path).not.toMatch(/lorem ipsum|pages:|legal:|\.title\b/i);
        expect(await axeViolations(page), entry.path).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it("shows on /impressum which operator detail is missing and which variable sets it", async () => {
    const { page, context } = await openPage(browser);
    await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() }]);
    await context.addInitScript(preferencesScript({ language: "de", dark: true }));
    await page.goto("/impressum");
    await waitForPage(page);
    const main = page.locator("main");
    await expect.poll(() => main.textContent()).toContain("Umgebungsvariable OPERATOR_NAME");
    const text = (await main.textContent()) ?? "";
    for (const variable of ["OPERATOR_ADDRESS", "OPERATOR_EMAIL", "OPERATOR_REGISTER", "OPERATOR_VAT_ID"]) {
      expect(text).toContain(`(Umgebungsvariable ${variable})`);
    }
    expect(text).toContain("Angabe fehlt: Der Betreiber hat den Namen des Anbieters noch nicht eingetragen");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
