// When a compound is read as one word and should not be split (Wohngeld, Bahnhof, Wochenende).
import { zipfFrequency } from "../frequency/zipf-frequency.ts";

/** A word of at most this many letters with at least this Zipf value counts as lexicalised. */
export const LEXICALISED_SHORT = { maxLength: 9, minZipf: 2.8 } as const;
/** A longer word needs to be very common (Krankenhaus 4.75, Wochenende 4.96). */
export const LEXICALISED_LONG = { maxLength: 11, minZipf: 4.0 } as const;

/**
 * True when a word (or a run of parts inside a longer compound) is frequent enough as a whole to
 * be read as one word: at most 9 letters and Zipf >= 2.8 (Wohngeld 2.81, Bahnhof 4.4), or at most
 * 11 letters and Zipf >= 4.0. Longer words are never lexicalised by frequency alone.
 */
export function isLexicalisedByFrequency(word: string): boolean {
  const length = [...word].length;
  if (length > LEXICALISED_LONG.maxLength) return false;
  const zipf = zipfFrequency(word);
  if (length <= LEXICALISED_SHORT.maxLength && zipf >= LEXICALISED_SHORT.minZipf) return true;
  return zipf >= LEXICALISED_LONG.minZipf;
}
