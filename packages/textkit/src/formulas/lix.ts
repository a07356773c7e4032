import type { TextCounts } from "../counts/types.ts";
import { averageSentenceLength, ratio } from "./ratios.ts";

/** LIX (Björnsson 1968): words per sentence + 100 × share of words with more than six letters. */
export function lix(counts: TextCounts): number {
  return averageSentenceLength(counts) + 100 * ratio(counts.longWords, counts.words);
}
