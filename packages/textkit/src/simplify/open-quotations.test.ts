import { describe, expect, it } from "vitest";
import { openQuotations } from "./open-quotations.ts";

/** Whether a quotation is open after the sentence of `without` that ends with `sentenceEnd`. */
const openAfter = (withMarks: string, without: string, sentenceEnd: string): boolean | undefined =>
  openQuotations(withMarks, without)?.(without.indexOf(sentenceEnd) + sentenceEnd.length);

describe("openQuotations", () => {
  const withMarks =
    "Sie sagten: „Der Ort ist weit weg. Schick die Leute nach Hause! “ Doch er sagte: „Nein.“";
  const without = "Sie sagten: Der Ort ist weit weg. Schick die Leute nach Hause! Doch er sagte: Nein.";

  it("sees a quotation open after a sentence inside it", () => {
    expect(openAfter(withMarks, without, "weit weg.")).toBe(true);
  });

  it("sees it closed after the marks that follow a sentence, and outside quotations", () => {
    expect(openAfter(withMarks, without, "nach Hause!")).toBe(false);
    expect(openAfter(withMarks, without, "Nein.")).toBe(false);
    expect(openAfter("Er kam. Er ging.", "Er kam. Er ging.", "Er kam.")).toBe(false);
  });

  it("reads text that keeps its marks (Einfache Sprache) and English marks", () => {
    const kept = "Er rief: “Kommt her. Schnell!” Dann ging er.";
    expect(openAfter(kept, kept, "Kommt her.")).toBe(true);
    expect(openAfter(kept, kept, "Schnell!")).toBe(false);
  });

  it("closes at a new paragraph and knows nothing when the texts differ in more than marks", () => {
    expect(openAfter("„Er kam.\n\nEr ging.", "Er kam.\n\nEr ging.", "Er ging.")).toBe(false);
    expect(openQuotations("„Er kam.“", "Sie kam.")).toBeUndefined();
  });
});
