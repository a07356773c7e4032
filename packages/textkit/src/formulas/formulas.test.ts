import { describe, expect, it } from "vitest";
import { collectCounts } from "../counts/collect-counts.ts";
import { emptyTextCounts, type TextCounts } from "../counts/types.ts";
import { fleschAmstad } from "./flesch-amstad.ts";
import { lix } from "./lix.ts";
import { longSentenceShare } from "./long-sentence-share.ts";
import { longWordShare } from "./long-word-share.ts";
import { meanSentenceLength } from "./mean-sentence-length.ts";
import { rix } from "./rix.ts";
import { smogGerman } from "./smog-german.ts";
import { wienerSachtextformel } from "./wiener-sachtextformel.ts";

const counts = (values: Partial<TextCounts>): TextCounts => ({ ...emptyTextCounts(), ...values });

describe("readability formulas", () => {
  it("gives textstat's Wiener Sachtextformel vector: 3.8 for 'Alle meine Entchen' (variant 1)", () => {
    const text = "Alle meine Entchen schwimmen auf dem See, Köpfchen unters Wasser, Schwänzchen in die Höh.";
    expect(Number(wienerSachtextformel(collectCounts(text), 1).toFixed(1))).toBe(3.8);
  });

  it("computes the four Wiener Sachtextformeln from percentages", () => {
    // 100 words, 10 sentences, 20 % ≥ 3 syllables, 30 % long, 40 % one syllable.
    const c = counts({ words: 100, sentences: 10, polysyllables: 20, longWords: 30, monosyllables: 40 });
    expect(wienerSachtextformel(c, 1)).toBeCloseTo(
      0.1935 * 20 + 0.1672 * 10 + 0.1297 * 30 - 0.0327 * 40 - 0.875,
      10,
    );
    expect(wienerSachtextformel(c, 2)).toBeCloseTo(0.2007 * 20 + 0.1682 * 10 + 0.1373 * 30 - 2.779, 10);
    expect(wienerSachtextformel(c, 3)).toBeCloseTo(0.2963 * 20 + 0.1905 * 10 - 1.1144, 10);
    expect(wienerSachtextformel(c, 4)).toBeCloseTo(0.2744 * 20 + 0.2656 * 10 - 1.693, 10);
  });

  it("computes Amstad's Flesch: 180 − ASL − 58.5 × ASW", () => {
    expect(fleschAmstad(counts({ words: 20, sentences: 2, syllables: 30 }))).toBeCloseTo(
      180 - 10 - 58.5 * 1.5,
      10,
    );
  });

  it("computes LIX, RIX, German SMOG and the shares", () => {
    const c = counts({ words: 50, sentences: 5, longWords: 10, polysyllables: 6, longSentences: 1 });
    expect(lix(c)).toBeCloseTo(10 + 20, 10);
    expect(rix(c)).toBe(2);
    expect(smogGerman(c)).toBeCloseTo(Math.sqrt((6 * 30) / 5) - 2, 10);
    expect(meanSentenceLength(c)).toBe(10);
    expect(longWordShare(c)).toBeCloseTo(0.2, 10);
    expect(longSentenceShare(c)).toBeCloseTo(0.2, 10);
  });

  it("returns finite zeros for an empty text", () => {
    const c = emptyTextCounts();
    for (const value of [fleschAmstad(c), lix(c), rix(c), smogGerman(c), wienerSachtextformel(c, 4)]) {
      expect(value).toBe(0);
    }
  });
});
