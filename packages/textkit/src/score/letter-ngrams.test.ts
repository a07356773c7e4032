import { describe, expect, it } from "vitest";
import { analyzeText } from "../analyze.ts";
import { forEachLetterNgram, letterNgramScore } from "./letter-ngrams.ts";

function ngramsOf(word: string): string[] {
  const grams: string[] = [];
  forEachLetterNgram(word, (gram) => grams.push(gram));
  return grams;
}

describe("letter n-grams of the complexity model", () => {
  it("takes the 2- and 3-grams of the lower-case word between boundary marks", () => {
    expect(ngramsOf("Amt")).toEqual(["<a", "am", "mt", "t>", "<am", "amt", "mt>"]);
  });

  it("skips the most frequent words and words with digits, hyphens or dots", () => {
    for (const word of ["die", "und", "zu", "E-Mail", "B135", "z.B."]) {
      expect(ngramsOf(word)).toEqual([]);
      expect(letterNgramScore(word)).toBe(0);
    }
  });

  it("does not let a long list without full stops add up to an easy score", () => {
    const terms = ["Information", "Kommunikation", "Organisation", "Administration", "Koordination"];
    const list = `${Array.from({ length: 200 }, (_, index) => terms[index % terms.length]).join(" und ")}.`;
    expect(analyzeText(list).average_readability_score).toBeGreaterThan(70);
  });
});
