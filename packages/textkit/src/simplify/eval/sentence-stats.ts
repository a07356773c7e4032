// Sentence lengths of a text as the segmenter counts them (lines without final punctuation count).
import { segmentText } from "../../segment/segment.ts";

export type SentenceStats = { sentences: number; meanLength: number; shortShare: number; lengths: number[] };

/** Mean words per sentence and the share of sentences with at most `limit` words. */
export function sentenceStats(text: string, limit = 12): SentenceStats {
  const lengths = segmentText(text)
    .sentences.map((sentence) => sentence.words.length)
    .filter((length) => length > 0);
  if (lengths.length === 0) return { sentences: 0, meanLength: 0, shortShare: 1, lengths };
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    sentences: lengths.length,
    meanLength: total / lengths.length,
    shortShare: lengths.filter((length) => length <= limit).length / lengths.length,
    lengths,
  };
}
