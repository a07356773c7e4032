import { describe, expect, it } from "vitest";
import { countSyllables } from "./count-syllables.ts";
import { readSyllableGold } from "./gold-list.ts";

describe("countSyllables", () => {
  it.each([
    ["Übersetzung", 4],
    ["Abend", 2],
    ["Museum", 3],
    ["Ideen", 3],
    ["Familie", 4],
    ["Haus", 1],
    ["Bundes·ministerium", 7],
    ["E-Mail", 2],
    ["Quittung", 2],
    ["Theorien", 4],
  ])("counts %s as %i syllables", (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });

  it("reaches at least 97 % on the hand-checked gold list of 500+ words", () => {
    const gold = readSyllableGold();
    expect(gold.length).toBeGreaterThanOrEqual(500);
    const misses = gold.filter((entry) => countSyllables(entry.word) !== entry.syllables);
    const accuracy = 1 - misses.length / gold.length;
    console.info(
      `syllable accuracy ${(accuracy * 100).toFixed(2)} % (${gold.length - misses.length}/${gold.length}); misses: ${misses
        .map((miss) => `${miss.word} ${countSyllables(miss.word)}≠${miss.syllables}`)
        .join(", ")}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
  });

  it("never throws and stays defined on odd input", () => {
    for (const odd of ["", "123", "😀", "\ud800", "x".repeat(100_000), "BGB", "日本語", "--", "·"]) {
      const count = countSyllables(odd);
      expect(Number.isFinite(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(0);
    }
  });
});
