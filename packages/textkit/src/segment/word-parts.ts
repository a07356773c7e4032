/** Joiners inside a compound: hyphen, non-breaking hyphens, Mediopunkt, hyphenation point. */
const JOINER = /[-\u2010\u2011\u00b7\u2027\u22c5]/u;

/** Parts of a compound word: "Bundes·ministerium" → ["Bundes", "ministerium"]. */
export function wordParts(word: string): string[] {
  if (!JOINER.test(word)) return [word];
  return word.split(JOINER).filter((part) => part.length > 0);
}
