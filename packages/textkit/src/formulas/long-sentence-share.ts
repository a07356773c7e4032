import type { TextCounts } from "../counts/types.ts";
import { ratio } from "./ratios.ts";

/** Share (0..1) of sentences with more than 20 words (HIX input, TextLab Hohenheim). */
export function longSentenceShare(counts: TextCounts): number {
  return ratio(counts.longSentences, counts.sentences);
}
