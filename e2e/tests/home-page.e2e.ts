import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, browserForSuite } from "../support/browser.ts";
import { openHome, THEMES } from "./translator-helpers.ts";

type FeedbackBody = { starRating: number; feedback: string; name?: string; email?: string };

function recordFeedback(page: Page): { bodies: FeedbackBody[]; statuses: number[] } {
  const record = { bodies: [] as FeedbackBody[], statuses: [] as number[] };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/feedback")
      record.bodies.push(request.postDataJSON() as FeedbackBody);
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/v1/feedback") record.statuses.push(response.status());
  });
  return record;
}

describe("the home page around the translator", () => {
  const browser = browserForSuite();

  it.each(THEMES)(
    "shows statistics, services, founders and the lazy FAQ without axe findings (%s)",
    async (theme) => {
      const { page, context, consoleErrors } = await openHome(browser(), { theme });
      await page.getByRole("heading", { name: "Leicht in Zahlen" }).waitFor();
      expect(await page.getByTestId("statistics").locator("dd").count()).toBe(3);
      expect(await page.getByRole("heading", { name: "Was Leicht für Sie tut" }).count()).toBe(1);
      expect(await page.locator('section[aria-labelledby="services-heading"] li').count()).toBe(4);
      expect(await page.getByRole("link", { name: "Preise und Angebote ansehen" }).getAttribute("href")).toBe(
        "/preise",
      );
      expect(await page.getByRole("heading", { name: "Mara Hoffmann" }).count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Jonas Keller" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Mehr über uns" }).getAttribute("href")).toBe("/uber-uns");

      // The FAQ arrives as its own chunk; its answers are real text.
      await page.getByRole("heading", { name: "Häufige Fragen" }).waitFor();
      const question = page.getByText("Wer prüft die übersetzten Texte?");
      await question.click();
      expect(
        await page
          .getByText(/Prüfgruppe/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it("passes axe in Leichte Sprache too, light and dark", async () => {
    for (const theme of THEMES) {
      const { page, context } = await openHome(browser(), { theme, language: "de-leicht" });
      expect(await page.locator("main h1").textContent()).toBe("Schwere Texte leicht machen");
      await page.getByRole("button", { name: "Beispiel 1" }).click();
      await page.getByTestId("card-after-value").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it("keeps the new-offer box collapsed on narrow screens and remembers when it was closed", async () => {
    const narrow = await openHome(browser(), { context: { viewport: { width: 390, height: 800 } } });
    const toggle = narrow.page.getByRole("button", { name: /Neu: Einmalkauf für 12 Monate/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await narrow.context.close();

    const wide = await openHome(browser(), { context: { viewport: { width: 1280, height: 900 } } });
    const wideToggle = wide.page.getByRole("button", { name: /Neu: Einmalkauf für 12 Monate/ });
    expect(await wideToggle.getAttribute("aria-expanded")).toBe("true");
    await wideToggle.click();
    expect(await wideToggle.getAttribute("aria-expanded")).toBe("false");
    await wide.page.reload();
    await wide.page.waitForSelector("#translator-input");
    expect(
      await wide.page
        .getByRole("button", { name: /Neu: Einmalkauf für 12 Monate/ })
        .getAttribute("aria-expanded"),
    ).toBe("false");
    await wide.context.close();
  });

  it.each(THEMES)("feedback widget: 5 stars are sent at once as a quick rating (%s)", async (theme) => {
    const { page, context } = await openHome(browser(), { theme });
    const feedback = recordFeedback(page);
    const button = page.getByRole("button", { name: "Feedback", exact: true });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The first star has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("1 Stern");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "5 Sterne" }).click();
    await page.getByText("Vielen Dank für Ihr Feedback!").waitFor();
    // The animation lasts 5 s: counted before the slower checks (an axe scan on a loaded machine
    // took longer than that and the count came too late).
    expect(await page.getByTestId("feedback-celebration").count()).toBe(1);
    expect(feedback.bodies).toEqual([{ starRating: 5, feedback: "Quick rating" }]);
    await expect.poll(() => feedback.statuses).toEqual([201]);
    expect(await axeViolations(page)).toEqual([]);
    // The thanks close the widget after 3 s; the animation ends after 5 s.
    await expect.poll(() => button.getAttribute("aria-expanded"), { timeout: 6000 }).toBe("false");
    await expect.poll(() => page.getByTestId("feedback-celebration").count(), { timeout: 6000 }).toBe(0);
    await context.close();
  });

  it.each(THEMES)(
    "feedback widget: 2 stars open the comment form, whose text is required (%s)",
    async (theme) => {
      const { page, context } = await openHome(browser(), { theme });
      const feedback = recordFeedback(page);
      await page.getByRole("button", { name: "Feedback", exact: true }).click();
      await page.getByRole("button", { name: "2 Sterne" }).click();
      const comment = page.getByRole("textbox", { name: "Ihr Feedback" });
      await comment.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("feedback-text");
      await page.getByRole("button", { name: "Feedback senden" }).click();
      expect(await comment.getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByText("Bitte schreiben Sie Ihr Feedback.").count()).toBe(1);
      expect(feedback.bodies).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await comment.fill("Die Schrift im Ergebnis dürfte größer sein.");
      await page.getByLabel("Name (freiwillig)").fill("Erika");
      await page.getByRole("button", { name: "Feedback senden" }).click();
      await page.getByText("Vielen Dank für Ihr Feedback!").waitFor();
      expect(feedback.bodies).toEqual([
        { starRating: 2, feedback: "Die Schrift im Ergebnis dürfte größer sein.", name: "Erika" },
      ]);
      await expect.poll(() => feedback.statuses).toEqual([201]);
      await context.close();
    },
  );

  it("feedback widget: Escape closes it and returns the focus to the button", async () => {
    const { page, context } = await openHome(browser());
    const button = page.getByRole("button", { name: "Feedback", exact: true });
    await button.click();
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Feedback");
    await context.close();
  });

  it("feedback button bounces for 1.5 s every 60 s, but never with reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page, context } = await openHome(browser(), { context: { reducedMotion } });
      await page.clock.install();
      await page.reload();
      await page.waitForSelector("#translator-input");
      const button = page.getByRole("button", { name: "Feedback", exact: true });
      expect(await button.getAttribute("data-bouncing")).toBe("false");
      await page.clock.fastForward(60_000);
      await page.waitForTimeout(100);
      expect(await button.getAttribute("data-bouncing")).toBe(reducedMotion === "reduce" ? "false" : "true");
      await page.clock.fastForward(1_600);
      await page.waitForTimeout(100);
      expect(await button.getAttribute("data-bouncing")).toBe("false");
      await context.close();
    }
  });
});
