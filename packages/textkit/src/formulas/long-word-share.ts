import type { TextCounts } from "../counts/types.ts";
import { ratio } from "./ratios.ts";

/** Share (0..1) of words with more than six letters (LIX/Bamberger-Vanecek definition). */
export function longWordShare(counts: TextCounts): number {
  return ratio(counts.longWords, counts.words);
}
