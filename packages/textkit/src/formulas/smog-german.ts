import type { TextCounts } from "../counts/types.ts";
import { ratio } from "./ratios.ts";

/** German SMOG (Bamberger/Vanecek; GNU diction `style -L de`): √(polysyllables × 30 / sentences) − 2. */
export const SMOG_GERMAN_SAMPLE_SENTENCES = 30;
export const SMOG_GERMAN_CONSTANT = -2;

/** German SMOG grade; 0 for empty text. */
export function smogGerman(counts: TextCounts): number {
  if (counts.sentences === 0) return 0;
  return (
    Math.sqrt(ratio(counts.polysyllables * SMOG_GERMAN_SAMPLE_SENTENCES, counts.sentences)) +
    SMOG_GERMAN_CONSTANT
  );
}
