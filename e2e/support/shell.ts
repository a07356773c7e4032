import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { baseUrl, openPage, type WatchedPage } from "./browser.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Same WCAG 2.1 A/AA check as axeViolations() in browser.ts, but axe is injected once per page
 * load and reused across client-side navigations: about 0.4 s per scan instead of 3 s.
 */
export async function quickAxeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  });
}

/** Consent already given, so a journey starts without the banner (the banner has its own tests). */
export const CONSENT_COOKIE_VALUE = encodeURIComponent(
  JSON.stringify({ necessary: true, analytics: false, marketing: false }),
);

/** Sets UI language and theme before any script of the app runs. */
export function preferencesScript(options: { language?: "de" | "de-leicht"; dark?: boolean }): string {
  const lines: string[] = [];
  if (options.language)
    lines.push(`localStorage.setItem("i18nextLng", ${JSON.stringify(options.language)});`);
  if (options.dark !== undefined)
    lines.push(`localStorage.setItem("darkMode", ${JSON.stringify(String(options.dark))});`);
  return lines.join("\n");
}

/** The page has rendered a route: splash and "Lade..." gone, one h1 in main. */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector("[data-loading]") && document.querySelectorAll("main h1").length === 1,
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Client-side navigation as the router sees a back/forward step: no reload, so a loop over
 * many routes stays fast. Resolves when the new page's h1 has taken the focus.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState({}, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForFunction(() => document.activeElement?.tagName === "H1", undefined, { timeout: 10_000 });
  await waitForPage(page);
}

/** A logged-in session for journeys, answered in place of GET /api/v1/auth/me (accounts come later). */
export async function mockLoggedIn(page: Page, tier: { tier: number; name: string; images_search: boolean }) {
  await page.route("**/api/v1/auth/me", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        id: 7,
        email: "erika@example.org",
        name: "Erika Muster",
        profile_picture: null,
        tier: { ...tier, pages_per_month: 30 },
        pages_available: 12,
      }),
    }),
  );
}

/** A watched page with consent already given (unless `consent: false`) and optional preferences. */
export async function openShell(
  browser: Browser,
  options: {
    consent?: boolean;
    language?: "de" | "de-leicht";
    dark?: boolean;
    viewport?: { width: number; height: number };
  } = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, options.viewport ? { viewport: options.viewport } : {});
  if (options.consent !== false) {
    await watched.context.addCookies([
      { name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() },
    ]);
  }
  const script = preferencesScript(options);
  if (script) await watched.context.addInitScript(script);
  return watched;
}

/** Is the focused element inside the element matched by the selector? */
export function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => Boolean(document.activeElement?.closest(target)), selector);
}

export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? "");
}
