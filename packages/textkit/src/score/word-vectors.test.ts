import { describe, expect, it } from "vitest";
import { wordFeatures } from "../counts/word-features.ts";
import { letterNgramScore } from "./letter-ngrams.ts";
import { WORD_VECTOR_WEIGHTS } from "./word-vector-weights.ts";
import { wordVectorScore } from "./word-vectors.ts";

const table = new Map(
  WORD_VECTOR_WEIGHTS.split("\n")
    .filter((line) => line.includes(" "))
    .map((line) => [line.split(" ")[0] ?? "", Number(line.split(" ")[1])]),
);

describe("word vector scores of the complexity model", () => {
  it("has a fitted score for thousands of Klexikon words", () => {
    expect(table.size).toBeGreaterThan(5000);
    for (const score of table.values()) expect(Math.abs(score)).toBeLessThan(0.5);
  });

  it("looks a word up in lower case", () => {
    const [word, score] = [...table][0] ?? ["", 0];
    const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
    expect(wordVectorScore(word)).toBe(score);
    expect(wordVectorScore(capitalised)).toBe(score);
  });

  it("gives 0 to unknown words, the most frequent words and words with digits or hyphens", () => {
    for (const word of ["Quuxbarzelmoff", "die", "und", "E-Mail", "B135"])
      expect(wordVectorScore(word)).toBe(0);
  });

  it("adds to the n-gram sum of the word's second-stage score", () => {
    for (const word of ["Beispiel", "Mantelkonvektion", "Erdkruste", "Antrag"]) {
      expect(wordFeatures(word).letterNgramScore).toBeCloseTo(
        letterNgramScore(word) + wordVectorScore(word),
        12,
      );
    }
  });
});
