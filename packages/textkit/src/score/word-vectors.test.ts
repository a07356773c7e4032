import { describe, expect, it } from "vitest";
import { collectCounts } from "../counts/collect-counts.ts";
import type { SentenceCounts } from "../counts/types.ts";
import { wordFeatures } from "../counts/word-features.ts";
import { letterNgramScore } from "./letter-ngrams.ts";
import { WORD_VECTOR_WEIGHTS } from "./word-vector-weights.ts";
import { isOutsideVectorVocabulary, wordVectorScore } from "./word-vectors.ts";

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
    const word = "beispiel";
    const score = table.get(word);
    expect(score).toBeDefined();
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

  it("holds the whole vocabulary, so it also tells which words have a vector", () => {
    expect(table.size).toBeGreaterThan(12_000);
    expect(table.has("die")).toBe(true);
  });

  it("counts a stage-2 word outside the vocabulary only when no inflection ending leads into it", () => {
    for (const word of ["Gletscher", "Gletschern", "gletschern", "Kindern"])
      expect(isOutsideVectorVocabulary(word)).toBe(false);
    for (const word of ["Mantelkonvektion", "Quuxbarzelmoff"])
      expect(isOutsideVectorVocabulary(word)).toBe(true);
    // Not stage-2 words: the most frequent words, digits, hyphens.
    for (const word of ["die", "und", "E-Mail", "B135"]) expect(isOutsideVectorVocabulary(word)).toBe(false);
    expect(wordFeatures("Mantelkonvektion").isOutsideVectorVocabulary).toBe(true);
  });

  it("counts those words per sentence for the stage-1 feature", () => {
    const sentences: SentenceCounts[] = [];
    collectCounts(
      "Der Gletscher schmilzt. Die Mantelkonvektion endet unter der Quuxbarzelmoff-Kruste.",
      (s) => sentences.push({ ...s }),
    );
    expect(sentences.map((s) => s.nonKlexikonWords)).toEqual([0, 1]);
  });
});
