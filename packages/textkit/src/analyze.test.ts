import { describe, expect, it } from "vitest";
import { analyzeText } from "./analyze.ts";

const LEICHT = "Das ist Frau Meier.\nSie wohnt in Berlin.\nSie hat einen Hund.\nDer Hund heißt Max.";
const HARD =
  "Die Zuständigkeit der Verwaltungsgerichtsbarkeit erstreckt sich, sofern keine abweichende gesetzliche " +
  "Regelung besteht, auf sämtliche öffentlich-rechtlichen Streitigkeiten nichtverfassungsrechtlicher Art.";

describe("analyzeText", () => {
  it("rates a Leichte-Sprache text easier than an administrative sentence", () => {
    const easy = analyzeText(LEICHT);
    const hard = analyzeText(HARD);
    expect(easy.average_readability_score).toBeLessThan(hard.average_readability_score);
    expect(["A1", "A2"]).toContain(easy.ger_language_level);
    expect(["B2", "C1", "C2"]).toContain(hard.ger_language_level);
    expect(hard.estimated_grade_level).toBeGreaterThan(easy.estimated_grade_level);
  });

  it("reports the card value as 100 minus the score and every formula in metrics", () => {
    const report = analyzeText(HARD);
    expect(report.display_value).toBe(Math.round(100 - report.average_readability_score));
    expect(report.metrics.sentences).toBe(1);
    expect(report.metrics.words).toBe(18);
    expect(report.metrics.lix).toBeGreaterThan(60);
    expect(report.metrics.flesch_amstad).toBeLessThan(30);
    expect(report.metrics.wiener_sachtextformel_1).toBeGreaterThan(12);
  });

  it("gives very short input a defined, easy result, never C2", () => {
    for (const text of ["Hallo", "Donaudampfschifffahrtsgesellschaftskapitän", "Ja."]) {
      const report = analyzeText(text);
      expect(report.ger_language_level).not.toBe("C2");
      expect(report.ger_language_level).not.toBe("C1");
    }
    expect(analyzeText("Hallo").ger_language_level).toBe("A1");
  });

  it("adds per-sentence scores with offsets on request", () => {
    const report = analyzeText(`${LEICHT}\n${HARD}`, { includeSentences: true });
    expect(report.sentences).toHaveLength(5);
    const last = report.sentences?.at(-1);
    expect(last?.score).toBeGreaterThan(report.sentences?.[0]?.score ?? 100);
  });

  it("never throws and returns finite numbers on odd input", () => {
    const odd = [
      "",
      "   ",
      "?!.,;:",
      "😀🎉👍",
      "Привет мир. 你好世界。 مرحبا",
      "\ud800 lone \udc00 surrogates \ud83d",
      "x".repeat(1_000_000),
      "1 2 3 4 5 6 7 8 9",
    ];
    for (const text of odd) {
      const report = analyzeText(text);
      expect(Number.isFinite(report.average_readability_score)).toBe(true);
      expect(report.average_readability_score).toBeGreaterThanOrEqual(0);
      expect(report.average_readability_score).toBeLessThanOrEqual(100);
      for (const value of Object.values(report.metrics)) expect(Number.isFinite(value)).toBe(true);
    }
    expect(analyzeText("")).toMatchObject({
      average_readability_score: 0,
      ger_language_level: "A1",
      display_value: 100,
    });
  });
});
