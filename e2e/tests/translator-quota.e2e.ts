import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../apps/server/src/app.ts";
import { testConfig } from "../../apps/server/src/config/env.ts";
import { type Database, openMigratedDatabase } from "../../apps/server/src/db/database.ts";
import { axeViolations, chromiumPath } from "../support/browser.ts";
import { CONSENT_COOKIE_VALUE, waitForPage } from "../support/shell.ts";

/**
 * The anonymous quota is kept by the server (architecture §8): 5,400 characters a month per
 * visitor cookie (3 Normseiten), at most 1,800 per request, and a ceiling per network that clearing
 * cookies cannot escape. Using it up on the shared e2e server would starve the other journeys
 * (they all come from 127.0.0.1), so this file runs its own server in-process on a fresh embedded
 * database, with the network ceiling lowered from 27,000 to 7,200 characters (4 pages) so the
 * journey reaches it quickly. The server's defaults are otherwise unchanged.
 */
const NETWORK_CEILING = 7200;
const CAP = 1800;

/** A distinct text of exactly `CAP` characters (so each is charged; one text is charged once). */
function pageOfText(index: number): string {
  const sentence = `Absatz ${index}: Die Gemeinde informiert über die neue Satzung zur Abfallentsorgung und bittet alle Haushalte um Beachtung der geänderten Abholtermine. `;
  return sentence.repeat(Math.ceil((CAP + 200) / sentence.length));
}

describe("the anonymous quota", () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "leicht-e2e-quota-"));
    database = await openMigratedDatabase({ dataDir });
    const config = testConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "5000",
      ANON_IP_CHARS_PER_MONTH: String(NETWORK_CEILING),
    });
    app = await buildApp(config, { database });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("cuts long text, counts down the free pages, stops at the limit, and keeps it after cookies are cleared", async () => {
    const context = await browser.newContext({ baseURL: origin, locale: "de-DE" });
    await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: origin }]);
    const page = await context.newPage();
    await page.goto("/");
    await waitForPage(page);
    const freePages = page.getByTestId("free-pages");
    await expect.poll(() => freePages.textContent()).toBe("Noch 3 freie Seiten");
    const input = page.getByLabel("Text zum Übersetzen");
    const translateButton = page.getByRole("button", { name: "Übersetzen", exact: true });

    const translatePage = async (index: number, expectedFreePages: string) => {
      await input.fill(pageOfText(index));
      await translateButton.click();
      await expect.poll(() => freePages.textContent(), { timeout: 30_000 }).toBe(expectedFreePages);
    };

    // Text over the cap is cut to 1,800 characters with the info toast.
    await input.fill(pageOfText(1));
    await expect
      .poll(() => page.locator('[aria-label="Meldungen"]').textContent())
      .toContain(
        "Text zu lang für dein aktuelles Limit! Text wurde gekürzt. Kostenlos registrieren für mehr Zeichen!",
      );
    expect((await input.inputValue()).length).toBe(CAP);
    expect(await page.locator("#translator-input-counter").textContent()).toBe("1.800 von 1.800 Zeichen");

    await translatePage(1, "Noch 2 freie Seiten");
    await translatePage(2, "Noch 1 freie Seite");
    await translatePage(3, "Noch 0 freie Seiten");
    const limit = page.getByTestId("quota-limit");
    await limit.waitFor();
    expect(await limit.textContent()).toContain("Kostenlos registrieren für mehr Übersetzungen!");
    expect(await limit.getByRole("button", { name: "Kostenlos registrieren" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The server refuses too, whatever the page does: 402 quota_exceeded.
    const refused = await page.evaluate(
      async (text) => {
        const response = await fetch("/api/v1/translate", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text, language_level: "leichte-sprache-sonnet" }),
        });
        return { status: response.status, body: await response.json() };
      },
      pageOfText(4).slice(0, 300),
    );
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: "quota_exceeded",
      message: "Kostenlos registrieren für mehr Übersetzungen!",
    });

    // New cookie, same network: only what is left of the network's ceiling (1 page), not 3 again.
    await context.clearCookies();
    await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: origin }]);
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => freePages.textContent()).toBe("Noch 1 freie Seite");
    await translatePage(5, "Noch 0 freie Seiten");

    // Cleared again: the limit stays.
    await context.clearCookies();
    await context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: origin }]);
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => freePages.textContent()).toBe("Noch 0 freie Seiten");
    await limit.waitFor();
    expect(await limit.textContent()).toContain("Kostenlos registrieren für mehr Übersetzungen!");
    await context.close();
  });
});
