import type { TextCounts } from "../counts/types.ts";

/** `part / whole`, or 0 when there is nothing to divide by (empty text). */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** Average sentence length in words (ASL / SL). */
export function averageSentenceLength(counts: TextCounts): number {
  return ratio(counts.words, counts.sentences);
}

/** Average syllables per word (ASW / WL). */
export function averageSyllablesPerWord(counts: TextCounts): number {
  return ratio(counts.syllables, counts.words);
}
