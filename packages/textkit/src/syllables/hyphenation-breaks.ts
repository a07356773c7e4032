/// <reference path="./hyphen-de.d.ts" />
import hyphenDe from "hyphen/de/index.js";

const { hyphenateSync } = hyphenDe;

const SOFT_HYPHEN = "\u00ad";

/**
 * Break positions of a lower-case word after the German hyphenation patterns (`hyphen/de`,
 * Liang patterns from CTAN, 1996 spelling): index `i` means a syllable starts at `word[i]`.
 */
export function hyphenationBreaks(word: string): Set<number> {
  const breaks = new Set<number>();
  let hyphenated: string;
  try {
    hyphenated = hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 2 });
  } catch {
    return breaks;
  }
  let position = 0;
  for (let index = 0; index < hyphenated.length; index += 1) {
    if (hyphenated.charAt(index) === SOFT_HYPHEN) breaks.add(position);
    else position += 1;
  }
  return breaks;
}
