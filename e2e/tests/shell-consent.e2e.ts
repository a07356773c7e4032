import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "../support/browser.ts";
import { focusedText, openShell, quickAxeViolations, waitForPage } from "../support/shell.ts";

async function consentCookie(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies(baseUrl())).find((entry) => entry.name === "cookieConsent");
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies und Datenschutz" });

describe("cookie banner", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("comes right after the skip link, hides nothing, passes axe, and Alle akzeptieren persists", async () => {
    const { page, context, consoleErrors } = await openShell(browser, { consent: false });
    await page.goto("/impressum");
    await waitForPage(page);
    await banner(page).waitFor();
    expect(await quickAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("×");

    // Tabbing to the last footer link scrolls it into view above the banner, not behind it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).focus();
    await page.keyboard.press("Tab");
    const isCovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused.tagName !== "A" || !focused.contains(hit);
    });
    expect(isCovered).toBe(false);

    await banner(page).getByRole("link", { name: "Mehr in der Datenschutzerklärung" }).waitFor();
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(await consentCookie(page)).toEqual({ necessary: true, analytics: true, marketing: true });
    const cookie = (await context.cookies(baseUrl())).find((entry) => entry.name === "cookieConsent");
    expect(cookie?.sameSite).toBe("Lax");
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.reload();
    await waitForPage(page);
    expect(await banner(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("Alle ablehnen stores necessary only and persists", async () => {
    const { page, context } = await openShell(browser, { consent: false });
    await page.goto("/");
    await waitForPage(page);
    await banner(page).getByRole("button", { name: "Alle ablehnen" }).click();
    expect(await consentCookie(page)).toEqual({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await waitForPage(page);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it("Auswahl speichern stores the selection, which the footer link shows again", async () => {
    const { page, context } = await openShell(browser, { consent: false });
    await page.goto("/");
    await waitForPage(page);
    const necessary = banner(page).getByRole("checkbox", { name: "Notwendig (immer aktiv)" });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await banner(page).getByRole("checkbox", { name: "Statistik" }).check();
    await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
    expect(await consentCookie(page)).toEqual({ necessary: true, analytics: true, marketing: false });
    await page.reload();
    await waitForPage(page);
    expect(await banner(page).count()).toBe(0);
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    expect(await banner(page).getByRole("checkbox", { name: "Statistik" }).isChecked()).toBe(true);
    expect(await banner(page).getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(false);
    await context.close();
  });

  it("the cross stores nothing, so the banner asks again after a reload; a broken cookie asks again", async () => {
    const { page, context } = await openShell(browser, { consent: false });
    await page.goto("/");
    await waitForPage(page);
    await banner(page).getByRole("button", { name: "Hinweis schließen, ohne etwas zu speichern" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(await consentCookie(page)).toBeUndefined();
    await page.reload();
    await waitForPage(page);
    await banner(page).waitFor();

    await context.addCookies([{ name: "cookieConsent", value: "kaputt%7B", url: baseUrl() }]);
    await page.reload();
    await waitForPage(page);
    await banner(page).waitFor();
    await context.close();
  });
});
