import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { mockLoggedIn, navigateInApp, openShell, quickAxeViolations, waitForPage } from "../support/shell.ts";

describe("session-dependent parts of the shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends visitors who are not logged in from /bilder to /login, replacing the history entry", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/preise");
    await waitForPage(page);
    expect(await page.getByRole("link", { name: "Bilder" }).count()).toBe(0);
    await navigateInApp(page, "/bilder");
    expect(await page.evaluate(() => window.location.pathname)).toBe("/login");
    await page.goBack();
    await page.waitForURL("**/preise");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows Bilder with a dot until clicked once, the user menu, and the images page", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await mockLoggedIn(page, { tier: 2, name: "Team", images_search: true });
    await page.route("**/api/v1/auth/logout", (route) => route.fulfill({ status: 204 }));
    await page.goto("/");
    await waitForPage(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: /Bilder/ }).waitFor();
    expect(await nav.getByTestId("images-dot").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Anmelden" }).count()).toBe(0);

    const userMenu = page.getByRole("button", { name: "Konto-Menü von Erika Muster" });
    await userMenu.focus();
    await page.keyboard.press("Enter");
    expect(await page.getByRole("meter", { name: "Nutzung" }).getAttribute("aria-valuetext")).toBe(
      "12 von 30",
    );
    await page.getByRole("link", { name: "Konto" }).waitFor();
    expect(await quickAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await nav.getByRole("link", { name: /Bilder/ }).click();
    await page.waitForURL("**/bilder");
    await page.getByRole("heading", { level: 1, name: "Bilder suchen" }).waitFor();
    expect(await nav.getByTestId("images-dot").count()).toBe(0);
    await page.reload();
    await waitForPage(page);
    await nav.getByRole("link", { name: "Bilder" }).waitFor();
    expect(await nav.getByTestId("images-dot").count()).toBe(0);

    // After the logout the server no longer knows the session.
    await page.unroute("**/api/v1/auth/me");
    await userMenu.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Anmelden" }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the notice with its two links to a logged-in user whose tier lacks images_search", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await mockLoggedIn(page, { tier: 1, name: "Pro", images_search: false });
    await page.goto("/bilder");
    await waitForPage(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Diese Funktion ist nicht verfügbar.",
    );
    await page.getByText("Diese Funktion ist nur für Team Abonnenten verfügbar.").waitFor();
    expect(await page.getByRole("link", { name: "Jetzt upgraden" }).getAttribute("href")).toBe("/preise");
    expect(await page.getByRole("link", { name: "Zurück zur Startseite" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Bilder" }).count()).toBe(0);
    expect(await quickAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
