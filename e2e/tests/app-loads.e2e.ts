import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage } from "../support/browser.ts";

describe("the built app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("loads at / in Chromium with no console error and no axe finding", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/");
    // The shell shows a 500 ms splash first (spec 000 §2), so wait for the heading.
    await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
