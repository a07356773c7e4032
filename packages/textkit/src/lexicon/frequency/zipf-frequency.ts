// Word frequency on the Zipf scale from wordfreq (large_de), trimmed to Zipf >= 1.5 at build time.
import { lazy, readDataText } from "../data-file.ts";
import { parseHashedTable } from "../hashed-word-table.ts";

/** Zipf values below this were not shipped; such words count as unknown (0). */
export const MIN_KNOWN_ZIPF = 1.5;

/** Payloads are Zipf x 100 in base 36 ("fa" = 5.50). */
const loadZipfTable = lazy(() => parseHashedTable(readDataText("wordfreq-de.txt.gz")));

/**
 * Zipf frequency of a word (log10 of occurrences per billion words): 7 is "und", 3 is a word
 * seen once per million words. Lookup is lower-cased with ß as ss, as wordfreq stores its words
 * ("Straße" is found as "strasse"); unknown or rare (< 1.5) words give 0.
 */
export function zipfFrequency(word: string): number {
  if (typeof word !== "string" || word.length === 0) return 0;
  const payload = loadZipfTable().get(word.toLowerCase().replaceAll("ß", "ss"));
  return payload === undefined ? 0 : Number.parseInt(payload, 36) / 100;
}
