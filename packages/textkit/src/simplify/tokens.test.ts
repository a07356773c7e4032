import { describe, expect, it } from "vitest";
import { renderTokens, tokenize } from "./tokens.ts";

const texts = (sentence: string) => tokenize(sentence).map((token) => token.text);

describe("tokenize: apostrophes", () => {
  it("keeps an apostrophe inside a word and the genitive apostrophe after s/ß/x/z", () => {
    expect(texts("Wie geht's dir?")).toEqual(["Wie", "geht's", "dir", "?"]);
    expect(texts("Jesus' Jünger kamen.")).toEqual(["Jesus'", "Jünger", "kamen", "."]);
    expect(texts("Er setzte es auf's Spiel.")).toEqual(["Er", "setzte", "es", "auf's", "Spiel", "."]);
  });

  it("reads an apostrophe after another letter as a closing quote", () => {
    expect(texts("'Macht gerade den Weg des Herrn'.")).toEqual([
      "'",
      "Macht",
      "gerade",
      "den",
      "Weg",
      "des",
      "Herrn",
      "'",
      ".",
    ]);
    expect(texts("‚Noomi’ und ‚Mara’")).toEqual(["‚", "Noomi", "’", "und", "‚", "Mara", "’"]);
  });
});

describe("renderTokens with guillemets", () => {
  it("keeps German »…« and Swiss «…» quotes as they were spaced", () => {
    const german = "Hiermit bedeutet »mit diesem Schreiben« oder »auf diese Weise«.";
    expect(renderTokens(tokenize(german))).toBe(german);
    const swiss = "Er sagte «Guten Tag» und ging.";
    expect(renderTokens(tokenize(swiss))).toBe(swiss);
    expect(renderTokens(tokenize("»Hiermit lege ich Widerspruch ein«, schreiben Sie."))).toBe(
      "»Hiermit lege ich Widerspruch ein«, schreiben Sie.",
    );
  });
});
