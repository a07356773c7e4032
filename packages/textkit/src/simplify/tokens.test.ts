import { describe, expect, it } from "vitest";
import { renderTokens, tokenize } from "./tokens.ts";

const texts = (sentence: string) => tokenize(sentence).map((token) => token.text);

describe("tokenize: truncated compounds in a list", () => {
  it("keeps the list comma after a truncated part before another truncated part", () => {
    expect(texts("Beiträge zur Renten-, Arbeitslosen- und Pflegeversicherung werden abgezogen.")).toEqual([
      "Beiträge",
      "zur",
      "Renten-,",
      "Arbeitslosen-",
      "und",
      "Pflegeversicherung",
      "werden",
      "abgezogen",
      ".",
    ]);
    expect(renderTokens(tokenize("Kosten für Arznei-, Heil- und Hilfsmittel"))).toBe(
      "Kosten für Arznei-, Heil- und Hilfsmittel",
    );
  });

  it("not after a hyphen before a word that is no truncated part", () => {
    expect(texts("Er kam mit Bus-, dann ging er.")).toContain(",");
    expect(texts("Wir zahlen Kranken- und Pflegegeld, wenn Sie krank sind.")).toContain(",");
  });
});

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

describe("renderTokens: guillemets", () => {
  it("spaces German »…« and Swiss «…» quotes by the first one, which opens", () => {
    expect(renderTokens(tokenize("Hiermit bedeutet »mit diesem Schreiben« oder »auf diese Weise«."))).toBe(
      "Hiermit bedeutet »mit diesem Schreiben« oder »auf diese Weise«.",
    );
    expect(renderTokens(tokenize("Man sagt «Grüezi» in der Schweiz."))).toBe(
      "Man sagt «Grüezi» in der Schweiz.",
    );
  });
});
