import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { focusedText, openShell, quickAxeViolations, waitForPage } from "../support/shell.ts";

const phone = { width: 390, height: 844 };

describe("the mobile menu at a phone viewport (390x844)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("replaces the bar with Menü, works by keyboard and closes after a choice", async () => {
    const { page, context, consoleErrors } = await openShell(browser, { viewport: phone });
    await page.goto("/");
    await waitForPage(page);
    expect(await page.getByRole("button", { name: "Produkte" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Leichte Sprache" }).isVisible()).toBe(true);
    const menu = page.getByRole("button", { name: "Menü" });
    expect(await menu.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Der Übersetzer");
    expect(await quickAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedText(page)).toContain("Menü");

    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Navigation" }).getByRole("link", { name: "Preise" }).click();
    await page.waitForURL("**/preise");
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");

    await menu.click();
    await page.getByRole("navigation", { name: "Navigation" }).waitFor();
    await page.getByRole("button", { name: "Registrieren" }).click();
    await page.getByRole("dialog", { name: "Registrieren" }).waitFor();
    expect(await quickAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
