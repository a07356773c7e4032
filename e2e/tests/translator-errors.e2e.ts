import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { countTranslateRequests, LETTER, openHome, THEMES, translateText } from "./translator-helpers.ts";

const TRANSLATE = "**/api/v1/translate";
const errorAlert = (page: Page) => page.getByTestId("translation-error");

async function expectError(page: Page, text: string): Promise<void> {
  await errorAlert(page).waitFor({ timeout: 20_000 });
  const alert = await errorAlert(page).textContent();
  expect(alert).toContain("Übersetzungsfehler");
  expect(alert).toContain(text);
  // The toast says the same, titled "Übersetzungsfehler".
  await expect
    .poll(() => page.locator('[aria-label="Meldungen"]').textContent())
    .toContain(`Übersetzungsfehler: ${text}`);
  // Back to idle: no panel is busy.
  expect(await page.locator('[role="tabpanel"][aria-busy="true"]').count()).toBe(0);
}

describe.each(THEMES)("translation errors (%s)", (theme) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("answers 500: tries 3 times per level (1 s, then 2 s), then says the server is busy", async () => {
    const { page, context } = await openHome(browser, { theme });
    await page.route(TRANSLATE, (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Interner Fehler" } }),
      }),
    );
    const requests = countTranslateRequests(page);
    await translateText(page, LETTER);
    await expectError(
      page,
      "Der Server ist momentan überlastet. Bitte versuche es in ein paar Minuten nochmal.",
    );
    expect(requests.count()).toBe(6);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("answers 400: no retry, the general message and a way to contact us", async () => {
    const { page, context } = await openHome(browser, { theme });
    await page.route(TRANSLATE, (route: Route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "validation_failed", message: "Bitte geben Sie einen Text ein." },
        }),
      }),
    );
    const requests = countTranslateRequests(page);
    await translateText(page, LETTER);
    await expectError(page, "Beim Übersetzen ist ein Fehler aufgetreten.");
    expect(await errorAlert(page).getByRole("link", { name: "zum Kontaktformular" }).count()).toBe(1);
    expect(requests.count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("is offline: says so after the retries", async () => {
    const { page, context } = await openHome(browser, { theme });
    await page.getByTestId("free-pages").waitFor();
    await context.setOffline(true);
    await translateText(page, LETTER);
    await expectError(page, "Du scheinst offline zu sein. Bitte überprüfe deine Internetverbindung.");
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  it("does not answer within 60 s: says the connection timed out", async () => {
    const { page, context } = await openHome(browser, { theme });
    await page.clock.install();
    await page.reload();
    await page.getByTestId("free-pages").waitFor();
    // The server never answers; the page's 60 s time-out runs on the fake clock.
    await page.route(TRANSLATE, () => {});
    const requests = countTranslateRequests(page);
    await translateText(page, LETTER);
    for (const sent of [2, 4, 6]) {
      await expect.poll(requests.count, { timeout: 10_000 }).toBe(sent);
      await page.clock.fastForward(60_000);
    }
    await expectError(
      page,
      "Die Verbindung zum Server ist abgelaufen. Bitte überprüfe deine Internetverbindung und versuche es erneut.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
