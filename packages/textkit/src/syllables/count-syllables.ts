import { hiatusBreaks, isVowel, LOANWORD_ENDINGS } from "./corrections.ts";
import { hyphenationBreaks } from "./hyphenation-breaks.ts";

/** Vowel pairs spoken as one nucleus unless a syllable break falls between them. */
const DIGRAPHS: ReadonlySet<string> = new Set([
  "ai",
  "au",
  "äu",
  "ei",
  "eu",
  "ey",
  "ay",
  "ie",
  "aa",
  "ee",
  "oo",
  "ou",
]);

const JOINERS = /[-\u2010\u2011\u00b7\u2027\u22c5]/u;
const NOT_LETTER = /[^\p{L}]/gu;
const MEMO_LIMIT = 200_000;
const memo = new Map<string, number>();

/** Number of vowel nuclei in a lower-case word, splitting digraphs at the given breaks. */
function countNuclei(word: string, breaks: ReadonlySet<number>): number {
  let count = 0;
  let index = 0;
  const length = word.length;
  while (index < length) {
    const char = word.charAt(index);
    const next = word.charAt(index + 1);
    const isConsonantU = char === "u" && index > 0 && word.charAt(index - 1) === "q";
    const isConsonantY = char === "y" && isVowel(next) && (index === 0 || !isVowel(word.charAt(index - 1)));
    if (!isVowel(char) || isConsonantU || isConsonantY) {
      index += 1;
      continue;
    }
    count += 1;
    if (word.startsWith("eau", index) && !breaks.has(index + 1) && !breaks.has(index + 2)) {
      index += 3;
      continue;
    }
    const pair = char + next;
    const isHiatusIe = pair === "ie" && isVowel(word.charAt(index + 2));
    if (DIGRAPHS.has(pair) && !breaks.has(index + 1) && !isHiatusIe) index += 2;
    else index += 1;
  }
  return count;
}

function isSpelledAcronym(part: string): boolean {
  return part.length >= 2 && part.length <= 5 && part === part.toUpperCase() && !/[AEIOUYÄÖÜ]/u.test(part);
}

/** Syllables of one part of a word (no joiners). */
function countPart(part: string): number {
  const letters = part.replace(NOT_LETTER, "");
  if (letters.length === 0) return part.length > 0 ? 1 : 0;
  if (isSpelledAcronym(letters)) return letters.length;
  const word = letters.toLowerCase();
  for (let cut = 0; cut < word.length - 2; cut += 1) {
    const loan = LOANWORD_ENDINGS.get(word.slice(cut));
    if (loan !== undefined) return (cut > 0 ? countPlain(word.slice(0, cut)) : 0) + loan;
  }
  return countPlain(word);
}

function countPlain(word: string): number {
  const breaks = hyphenationBreaks(word);
  for (const extra of hiatusBreaks(word)) breaks.add(extra);
  return Math.max(1, countNuclei(word, breaks));
}

/**
 * Syllables of a German word form: hyphenation patterns (`hyphen/de`) decide where vowel
 * digraphs split (Mu-se-um, be-ein-flus-sen); every vowel nucleus counts, so one-letter
 * syllables the patterns never split off are kept (Ü-ber-set-zung, A-bend); hiatus and loanword
 * corrections on top. Compounds count part by part. Memoised per form. Never throws; 0 for no letters
 * or digits.
 */
export function countSyllables(word: string): number {
  const cached = memo.get(word);
  if (cached !== undefined) return cached;
  let total = 0;
  if (word.length > 200) {
    total = Math.max(1, Math.round(word.length / 3));
  } else {
    for (const part of word.split(JOINERS)) total += countPart(part);
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, total);
  return total;
}
