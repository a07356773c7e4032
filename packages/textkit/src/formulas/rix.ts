import type { TextCounts } from "../counts/types.ts";
import { ratio } from "./ratios.ts";

/** RIX (Anderson 1983): long words (more than six letters) per sentence, as the ZIX uses it. */
export function rix(counts: TextCounts): number {
  return ratio(counts.longWords, counts.sentences);
}
