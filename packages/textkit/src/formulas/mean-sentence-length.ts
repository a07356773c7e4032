import type { TextCounts } from "../counts/types.ts";
import { averageSentenceLength, ratio } from "./ratios.ts";

/** Mean sentence length in words (the SL/ASL of every formula here). */
export function meanSentenceLength(counts: TextCounts): number {
  return averageSentenceLength(counts);
}

/** Mean word length in letters (HIX input). */
export function meanWordLength(counts: TextCounts): number {
  return ratio(counts.letters, counts.words);
}
