import { describe, expect, it } from "vitest";
import { testAppForSuite } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/analyze";

describe("POST /api/v1/analyze", () => {
  const test = testAppForSuite(databaseTargets()[0]);

  it("rates a hard administrative sentence harder than a Leichte-Sprache sentence", async () => {
    const hard = await test.app.inject({
      method: "POST",
      url,
      payload: {
        text: "Die Bewilligung der beantragten Leistungen zur Sicherung des Lebensunterhalts erfolgt vorbehaltlich der fristgerechten Vorlage sämtlicher Nachweise.",
      },
    });
    const easy = await test.app.inject({
      method: "POST",
      url,
      payload: { text: "Sie bekommen Geld vom Amt.\nDas Geld ist für die Miete." },
    });
    expect(hard.statusCode).toBe(200);
    expect(easy.statusCode).toBe(200);
    const hardReport = hard.json();
    const easyReport = easy.json();
    expect(hardReport.average_readability_score).toBeGreaterThan(easyReport.average_readability_score);
    expect(hardReport.display_value).toBe(Math.round(100 - hardReport.average_readability_score));
    expect(["A1", "A2", "B1", "B2", "C1", "C2"]).toContain(hardReport.ger_language_level);
    expect(easyReport.metrics.sentences).toBe(2);
  });

  it("adds per-sentence scores with offsets on request", async () => {
    const text = "Das ist kurz. Dieser zweite Satz ist deutlich länger als der erste Satz.";
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: { text, include_sentences: true },
    });
    const sentences = response.json().sentences as { start: number; end: number }[];
    expect(sentences).toHaveLength(2);
    expect(text.slice(sentences[0]?.start, sentences[0]?.end)).toBe("Das ist kurz.");
  });

  it("rejects empty, missing and oversized texts with German messages", async () => {
    const empty = await test.app.inject({ method: "POST", url, payload: { text: "   " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Bitte geben Sie einen Text ein.");
    const missing = await test.app.inject({ method: "POST", url, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/text/);
    const huge = await test.app.inject({ method: "POST", url, payload: { text: "a".repeat(180_001) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/zu lang/);
  });

  it("handles odd Unicode without failing", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: { text: "😀 \uD800 Ελληνικά 中文 ‽‽" },
    });
    expect(response.statusCode).toBe(200);
  });
});
