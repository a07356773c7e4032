import type { TextCounts } from "../counts/types.ts";
import { averageSentenceLength, averageSyllablesPerWord } from "./ratios.ts";

/** Amstad (1978), German Flesch reading ease: FRE = 180 − ASL − 58.5 × ASW. Higher is easier. */
export const AMSTAD_BASE = 180;
export const AMSTAD_SENTENCE_LENGTH_WEIGHT = 1;
export const AMSTAD_SYLLABLES_PER_WORD_WEIGHT = 58.5;

/** Flesch reading ease after Amstad, unclamped (textstat `LANG_CONFIGS["de"]`); 0 for empty text. */
export function fleschAmstad(counts: TextCounts): number {
  if (counts.words === 0) return 0;
  return (
    AMSTAD_BASE -
    AMSTAD_SENTENCE_LENGTH_WEIGHT * averageSentenceLength(counts) -
    AMSTAD_SYLLABLES_PER_WORD_WEIGHT * averageSyllablesPerWord(counts)
  );
}
