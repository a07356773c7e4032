import { describe, expect, it } from "vitest";
import { axeViolations, browserForSuite } from "../support/browser.ts";
import {
  countTranslateRequests,
  grantClipboard,
  LETTER,
  openHome,
  THEMES,
  translateText,
  visibleOutput,
  waitForTranslation,
} from "./translator-helpers.ts";

describe("the translator on the home page", () => {
  const browser = browserForSuite();

  it.each(THEMES)(
    "translates a letter from an authority into both levels, with copy, Markdown, findings and cards (%s)",
    async (theme) => {
      const { page, context, consoleErrors } = await openHome(browser(), { theme });
      await grantClipboard(context);
      expect(await page.locator("main h1").textContent()).toBe("Schwere Texte einfach verständlich machen");
      await page.waitForSelector('[data-testid="free-pages"]');
      expect(await page.getByTestId("free-pages").textContent()).toMatch(/^Noch \d+ freie Seiten?$/);
      expect(await axeViolations(page)).toEqual([]);

      // Paste and translate; the live region announces the result.
      await translateText(page, LETTER);
      await waitForTranslation(page);
      await expect
        .poll(() => page.getByTestId("translator-live").textContent())
        .toBe("Die Übersetzung ist fertig.");
      const leicht = await visibleOutput(page).textContent();
      expect(leicht?.length).toBeGreaterThan(100);
      expect(leicht).toContain("Lohn·abrechnungen");

      // Both cards: display value, Sprachniveau and Schulklasse.
      for (const card of ["card-before", "card-after"]) {
        const text = await page.getByTestId(card).textContent();
        expect(text).toMatch(/\d+ von 100/);
        expect(text).toMatch(/Sprachniveau\s*(A1|A2|B1|B2|C1|C2)/);
        expect(text).toMatch(/Schulklasse\s*\d+/);
      }
      const cardValue = async (card: string) =>
        Number((await page.getByTestId(`${card}-value`).textContent())?.split(" ")[0]);
      expect(await cardValue("card-after")).toBeGreaterThan(await cardValue("card-before"));
      expect(await axeViolations(page)).toEqual([]);

      // Einfach tab: the notification dot goes after the first click and stays gone (cookie).
      const einfachTab = page.getByRole("tab", { name: /Einfache Sprache/ });
      expect(await page.getByTestId("einfach-dot").count()).toBe(1);
      await einfachTab.click();
      expect(await einfachTab.getAttribute("aria-selected")).toBe("true");
      expect(await page.getByTestId("einfach-dot").count()).toBe(0);
      const einfach = await visibleOutput(page).textContent();
      expect(einfach).not.toBe(leicht);
      expect((await context.cookies()).some((cookie) => cookie.name === "einfachTabClicked")).toBe(true);
      // Arrow keys move between the tabs; both outputs are kept.
      await einfachTab.focus();
      await page.keyboard.press("ArrowLeft");
      expect(await page.getByRole("tab", { name: /Leichte Sprache/ }).getAttribute("aria-selected")).toBe(
        "true",
      );
      expect(await visibleOutput(page).textContent()).toBe(leicht);

      // Copy: plain text and HTML, both ending with the attribution that links to the product.
      await page.getByRole("button", { name: "Kopieren" }).first().click();
      await page.getByRole("button", { name: "Kopiert!" }).waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const html = item ? await (await item.getType("text/html")).text() : "";
        return { plain: await navigator.clipboard.readText(), html };
      });
      expect(clipboard.plain).toMatch(
        /Dieser Text wurde mit Leicht übersetzt.*http:\/\/127\.0\.0\.1:\d+\/produkt$/s,
      );
      expect(clipboard.plain).toContain("Lohn·abrechnungen");
      expect(clipboard.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/produkt">/);
      await page.getByRole("button", { name: "Kopieren" }).first().waitFor({ timeout: 3000 });

      // Markdown on (default) shows formatting; off shows the plain text.
      const markdownToggle = page.getByRole("button", { name: "Formatierung anzeigen" }).first();
      expect(await markdownToggle.getAttribute("aria-pressed")).toBe("true");
      expect(await visibleOutput(page).getAttribute("data-view")).toBe("markdown");
      await markdownToggle.click();
      expect(await visibleOutput(page).getAttribute("data-view")).toBe("plain");
      expect(await markdownToggle.getAttribute("aria-pressed")).toBe("false");

      // Prüfen: findings marked in the text and listed; a finding moves the focus to its mark.
      await page
        .getByRole("button", { name: /^Prüfen/ })
        .first()
        .click();
      const marks = visibleOutput(page).locator("mark");
      expect(await marks.count()).toBeGreaterThan(0);
      const firstFinding = page
        .getByRole("list", { name: "Hinweise zu den Regeln" })
        .getByRole("button")
        .first();
      await firstFinding.click();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MARK");
      expect(await axeViolations(page)).toEqual([]);

      // Details expand and collapse.
      const details = page.getByRole("button", { name: "Details anzeigen" }).first();
      await details.click();
      expect(
        await page.getByRole("button", { name: "Details ausblenden" }).first().getAttribute("aria-expanded"),
      ).toBe("true");

      // Account features say what they need.
      await page.getByRole("button", { name: "Gute Übersetzung" }).first().click();
      expect(await page.getByTestId("account-requirement").first().textContent()).toContain(
        "Anmeldung erforderlich",
      );
      await page.getByRole("button", { name: "Kürzen" }).first().click();
      expect(await page.getByTestId("account-requirement").first().textContent()).toContain(
        "Anmeldung erforderlich",
      );
      expect(await axeViolations(page)).toEqual([]);

      // The saved state brings everything back after a reload; preferences stay (cookie).
      await page.waitForTimeout(700);
      await page.reload();
      await page.waitForSelector('[data-testid="output-text"]');
      expect(await page.getByLabel("Text zum Übersetzen").inputValue()).toBe(LETTER);
      expect(await visibleOutput(page).getAttribute("data-view")).toBe("plain");
      expect(await page.getByTestId("einfach-dot").count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it("reuses the pre-translation when translate is pressed on the same text: one request pair", async () => {
    const { page, context } = await openHome(browser());
    const requests = countTranslateRequests(page);
    await page.waitForSelector('[data-testid="free-pages"]');
    await page.getByLabel("Text zum Übersetzen").fill(LETTER);
    // 500 ms after pasting, the pre-translation sends the pair.
    await expect.poll(requests.count, { timeout: 5000 }).toBe(2);
    await page.getByRole("button", { name: "Übersetzen", exact: true }).click();
    await waitForTranslation(page);
    await page.keyboard.press("Tab");
    // Ctrl+Enter on the same text again: still the same pair.
    await page.getByLabel("Text zum Übersetzen").press("Control+Enter");
    await waitForTranslation(page);
    await page.waitForTimeout(800);
    expect(requests.count()).toBe(2);
    await context.close();
  });

  it("shows an example and brings the visitor's own work back on a second click", async () => {
    const { page, context, consoleErrors } = await openHome(browser());
    const own = "Mein eigener Entwurf für einen Aushang im Treppenhaus ist noch nicht fertig.";
    await page.getByLabel("Text zum Übersetzen").fill(own);
    const example = page.getByRole("button", { name: "Beispiel 2" });
    await example.click();
    expect(await example.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByLabel("Text zum Übersetzen").inputValue()).toContain("Stadtbibliothek");
    expect(await visibleOutput(page).textContent()).toContain("Stadt·bibliothek");
    expect(await page.getByText(/Klicken Sie noch einmal auf „Beispiel 2“/).count()).toBe(1);
    // Honest cards: the server measures the canned texts.
    await expect.poll(() => page.getByTestId("card-before-value").count()).toBe(1);
    expect(await page.getByTestId("card-after-value").textContent()).toMatch(/\d+ von 100/);
    expect(await axeViolations(page)).toEqual([]);

    await example.click();
    expect(await example.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByLabel("Text zum Übersetzen").inputValue()).toBe(own);
    // The saved state is the visitor's own text, not the example.
    await page.waitForTimeout(700);
    expect(await page.evaluate(() => localStorage.getItem("input"))).toBe(own);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(THEMES)(
    "explains a 2-word input from the glossary instead of translating it (%s)",
    async (theme) => {
      const { page, context } = await openHome(browser(), { theme });
      const requests = countTranslateRequests(page);
      await translateText(page, "Wohngeld beantragen");
      const result = page.locator('[role="tabpanel"]:not([hidden]) [data-testid="glossary-result"]');
      await result.waitFor();
      const text = await result.textContent();
      expect(text?.length).toBeGreaterThan(20);
      expect(requests.count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await translateText(page, "Quxbartelwort Zzz");
      await result.getByText("Keine Erklärung gefunden.").waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Empty input clears everything.
      await page.getByLabel("Text zum Übersetzen").fill("");
      expect(await page.getByTestId("glossary-result").count()).toBe(0);
      expect(await page.getByText("Noch keine Werte.").count()).toBe(2);
      await context.close();
    },
  );
});
