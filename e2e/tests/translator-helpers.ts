import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, openPage, type WatchedPage } from "../support/browser.ts";
import { CONSENT_COOKIE_VALUE, preferencesScript, waitForPage } from "../support/shell.ts";

/**
 * A real letter from an authority (Wohngeldstelle), as people receive it. All journeys translate
 * this one text: the server charges a text once per network and 10 minutes, so the shared e2e
 * server's anonymous network ceiling is not used up by repeated runs.
 */
export const LETTER = `Sehr geehrte Frau Schneider,

hiermit teilen wir Ihnen mit, dass Ihr Antrag auf Wohngeld vom 12. Januar nicht abschließend bearbeitet werden kann, da die erforderlichen Nachweise über Ihr Einkommen bislang nicht vollständig vorliegen. Bitte reichen Sie die fehlenden Unterlagen, insbesondere die Lohnabrechnungen der letzten drei Monate, innerhalb von zwei Wochen nach Erhalt dieses Schreibens ein. Sollten die Unterlagen nicht fristgerecht eingehen, muss Ihr Antrag gemäß § 66 SGB I wegen fehlender Mitwirkung abgelehnt werden.

Mit freundlichen Grüßen
Ihre Wohngeldstelle`;

export type Theme = "light" | "dark";
export const THEMES: Theme[] = ["light", "dark"];

export async function openHome(
  browser: Browser,
  options: {
    theme?: Theme;
    language?: "de" | "de-leicht";
    context?: Parameters<Browser["newContext"]>[0];
  } = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, options.context);
  await watched.context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() }]);
  await watched.context.addInitScript(
    preferencesScript({ language: options.language ?? "de", dark: options.theme === "dark" }),
  );
  await watched.page.goto("/");
  await waitForPage(watched.page);
  await watched.page.waitForSelector("#translator-input");
  return watched;
}

export function countTranslateRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/translate") count += 1;
  });
  return { count: () => count };
}

/** Both level panels done: no tab panel busy, and the visible one shows a result. */
export async function waitForTranslation(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="tabpanel"][aria-busy="true"]').length === 0 &&
      document.querySelector('[role="tabpanel"]:not([hidden]) [data-testid="output-text"]') !== null,
    undefined,
    { timeout: 30_000 },
  );
}

export async function translateText(page: Page, text: string): Promise<void> {
  await page.getByLabel("Text zum Übersetzen").fill(text);
  await page.getByRole("button", { name: "Übersetzen", exact: true }).click();
}

export const visibleOutput = (page: Page) =>
  page.locator('[role="tabpanel"]:not([hidden]) [data-testid="output-text"]');

export async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
}
