import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { focusedText, focusIsInside, openShell, quickAxeViolations, waitForPage } from "../support/shell.ts";

describe("the shell by keyboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("starts with the skip link, which jumps to the content", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/preise");
    await waitForPage(page);
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Zum Inhalt springen");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens a dropdown with Enter, reaches its link with Tab, closes it with Escape and navigates", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/");
    await waitForPage(page);
    const products = page.getByRole("button", { name: "Produkte" });
    await products.focus();
    await page.keyboard.press("Enter");
    expect(await products.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Der Übersetzer");
    await page.keyboard.press("Escape");
    expect(await products.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedText(page)).toContain("Produkte");

    // A keyboard-opened dropdown has no time limit.
    await page.keyboard.press("Enter");
    await page.waitForTimeout(4500);
    expect(await products.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/produkt");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await products.getAttribute("aria-expanded")).toBe("false");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens a dropdown on hover and closes it shortly after the pointer leaves", async () => {
    const { page, context } = await openShell(browser);
    await page.goto("/");
    await waitForPage(page);
    const about = page.getByRole("button", { name: "Über uns" });
    await about.hover();
    expect(await about.getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Mission" })
      .hover();
    expect(await about.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(5, 600);
    await page.waitForFunction(
      () => document.querySelector('header button[aria-expanded="true"]') === null,
      undefined,
      { timeout: 2000 },
    );
    await context.close();
  });

  it("traps focus in the login dialog, closes on Escape and returns focus", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/glossar");
    await waitForPage(page);
    const login = page.getByRole("button", { name: "Anmelden" }).first();
    await login.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Anmelden" });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press(step % 5 === 4 ? "Shift+Tab" : "Tab");
      expect(await focusIsInside(page, "dialog"), `Tab ${step + 1}`).toBe(true);
    }
    expect(await quickAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focusedText(page)).toBe("Anmelden");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("validates the registration tab and leads to the password reset dialog", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/");
    await waitForPage(page);
    const register = page.getByRole("button", { name: "Registrieren" }).first();
    await register.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Registrieren" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Registrieren" }).click();
    expect(await dialog.getByRole("alert").textContent()).toBe("Bitte alle Felder ausfüllen.");

    await page.getByRole("tab", { name: "Registrieren" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByRole("dialog", { name: "Anmelden" }).waitFor();
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    const reset = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await reset.waitFor();
    await reset.getByRole("button", { name: "Link senden" }).click();
    expect(await reset.getByRole("alert").textContent()).toBe("Bitte gib deine E-Mail-Adresse ein.");
    expect(await quickAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await reset.waitFor({ state: "detached" });
    expect(await focusedText(page)).toBe("Registrieren");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("closes the dialog on a click outside it", async () => {
    const { page, context } = await openShell(browser);
    await page.goto("/");
    await waitForPage(page);
    await page.getByRole("button", { name: "Anmelden" }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.mouse.click(5, 5);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });

  it("switches language and theme by keyboard and keeps both after a reload", async () => {
    const { page, context, consoleErrors } = await openShell(browser, { language: undefined });
    await page.goto("/datenschutz");
    await waitForPage(page);
    const easy = page.getByRole("button", { name: "Leichte Sprache" });
    await easy.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.documentElement.dataset.uiLanguage === "de-leicht");
    expect(await easy.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("link", { name: "Wörter·buch" }).first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Dunkle Farben" }).focus();
    await page.keyboard.press("Space");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

    await page.reload();
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.dataset.uiLanguage)).toBe("de-leicht");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows Login erfolgreich! for ?loginSuccess=true and removes the parameter", async () => {
    const { page, context, consoleErrors } = await openShell(browser);
    await page.goto("/preise?loginSuccess=true&x=1");
    await waitForPage(page);
    await page.getByText("Login erfolgreich!").waitFor();
    expect(await page.evaluate(() => window.location.search)).toBe("?x=1");
    await page.getByRole("button", { name: "Meldung schließen" }).click();
    await page.getByText("Login erfolgreich!").waitFor({ state: "detached" });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
