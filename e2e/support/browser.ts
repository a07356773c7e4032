import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const launchArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function baseUrl(): string {
  return inject("baseUrl");
}

/** Starts Debian's Chromium; a missing browser fails the run instead of skipping it. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium fehlt unter ${chromiumPath}: apt-get install -y chromium (oder CHROMIUM_PATH setzen).`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

/**
 * Registers beforeAll/afterAll in the enclosing describe: one browser for its tests, closed after them.
 * Call the returned function inside a test to get the browser.
 */
export function browserForSuite(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running (call browserForSuite inside a describe)");
    return browser;
  };
}

/**
 * Chromium logs every 4xx answer as "Failed to load resource". The session check
 * (GET /api/v1/auth/me) answers 401 or 404 for every visitor who is not logged in: expected, not an error.
 */
const EXPECTED_FAILED_RESOURCES = [/\/api\/v1\/auth\/me(\?|$)/];

function isExpectedResourceError(text: string, url: string): boolean {
  return (
    text.startsWith("Failed to load resource") &&
    EXPECTED_FAILED_RESOURCES.some((pattern) => pattern.test(url))
  );
}

export type WatchedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A page in a fresh context that records console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "de-DE", ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || isExpectedResourceError(message.text(), message.location().url)) return;
    consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

/** Runs axe (WCAG 2.1 A/AA) on the current page and returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
