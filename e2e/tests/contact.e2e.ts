import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, baseUrl, launchBrowser, openPage } from "../support/browser.ts";
import { CONSENT_COOKIE_VALUE, preferencesScript, waitForPage } from "../support/shell.ts";

function outboxMails(): string[] {
  const dir = path.join(inject("dataDir"), "outbox");
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFileSync(path.join(dir, name), "utf8"));
  } catch {
    return [];
  }
}

async function openContactPage(browser: Browser, language: "de" | "de-leicht", query = "") {
  const watched = await openPage(browser);
  await watched.context.addCookies([{ name: "cookieConsent", value: CONSENT_COOKIE_VALUE, url: baseUrl() }]);
  await watched.context.addInitScript(preferencesScript({ language }));
  await watched.page.goto(`/kontakt${query}`);
  await waitForPage(watched.page);
  return watched;
}

const status = (page: Page) => page.locator('[role="status"][data-testid="contact-status"]');

describe("the contact form (/kontakt)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows, links and announces validation errors, then sends the message and announces success", async () => {
    const { page, context, consoleErrors } = await openContactPage(browser, "de");
    expect(await page.locator("main h1").textContent()).toBe("Kontakt");
    expect(await axeViolations(page)).toEqual([]);

    // Empty form: nothing is sent, each field says what is wrong, the live region sums it up.
    await page.getByLabel("E-Mail-Adresse").fill("erika(at)beispiel");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect.poll(() => status(page).textContent()).toContain("Die Nachricht wurde nicht gesendet.");
    expect(await status(page).textContent()).toContain("Bitte prüfen Sie diese 4 Angaben:");

    const name = page.getByLabel("Name", { exact: true });
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.getAttribute("aria-describedby")).toContain("contact-name-error");
    expect(await page.locator("#contact-name-error").textContent()).toContain(
      "Bitte geben Sie Ihren Namen ein.",
    );
    const email = page.getByLabel("E-Mail-Adresse");
    expect(await email.getAttribute("aria-describedby")).toBe("contact-email-hint contact-email-error");
    expect(await page.locator("#contact-email-error").textContent()).toContain("gültige E-Mail-Adresse");
    // Focus moved to the first field with an error.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    // The summary's links lead into the fields.
    await status(page).getByRole("link", { name: "Nachricht" }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-message");
    expect(await axeViolations(page)).toEqual([]);

    // The honeypot is out of reach for people and assistive technology.
    expect(await page.locator("#contact-website").getAttribute("tabindex")).toBe("-1");
    expect(await page.getByRole("textbox", { name: "Dieses Feld bitte leer lassen" }).count()).toBe(0);

    const mailsBefore = outboxMails().length;
    await name.fill("Erika Mustermann");
    await email.fill("erika@beispiel.de");
    await page.getByLabel("Betreff").fill("Frage aus dem Browsertest");
    await page
      .getByLabel("Nachricht", { exact: true })
      .fill("Guten Tag, ich möchte Leicht in unserem Amt einsetzen.");
    // Fixed fields lose their error at once.
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("button", { name: "Nachricht senden" }).click();

    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain("Vielen Dank!");
    expect(await status(page).textContent()).toContain("erika@beispiel.de");
    expect(await name.inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);

    // The server stored it and, without SMTP_URL, wrote the mail into DATA_DIR/outbox.
    await expect.poll(() => outboxMails().length).toBe(mailsBefore + 1);
    expect(outboxMails().some((mail) => mail.includes("Frage aus dem Browsertest"))).toBe(true);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("takes the subject from ?betreff= and speaks Leichte Sprache in de-leicht, in dark mode too", async () => {
    const { page, context, consoleErrors } = await openContactPage(
      browser,
      "de-leicht",
      "?betreff=Kultur%C2%B7park",
    );
    await context.addInitScript(preferencesScript({ dark: true }));
    await page.reload();
    await waitForPage(page);
    expect(await page.getByLabel("Worum geht es?").inputValue()).toBe("Kultur·park");
    await page.getByRole("button", { name: "Nachricht schicken" }).click();
    await expect.poll(() => status(page).textContent()).toContain("Wir haben Ihre Nachricht nicht bekommen.");
    expect(await page.locator("#contact-name-error").textContent()).toContain(
      "Bitte schreiben Sie Ihren Namen",
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
