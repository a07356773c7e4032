import { AMBIGUOUS_SUBORDINATORS, SUBORDINATING_CONJUNCTIONS } from "../language/subordinators.ts";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { letterNgramScore } from "../score/letter-ngrams.ts";
import { isOutsideVectorVocabulary, wordVectorScore } from "../score/word-vectors.ts";
import { countSyllables } from "../syllables/count-syllables.ts";
import { FORMAL_WORDS } from "./formal-words.ts";

/** What the analysis needs of one word form; computed once per form and memoised. */
export type WordFeatures = {
  syllables: number;
  letters: number;
  isLong: boolean;
  isNominalisation: boolean;
  isSubordinator: boolean;
  /** 7 − Zipf frequency, clamped to 0..7; unknown words 7; numbers and links 0. */
  rarity: number;
  /** Starts with a capital letter (a noun or a name when not sentence-initial). */
  isCapitalised: boolean;
  /** Long (more than six letters) and below Zipf 4: the long words a learner does not know. */
  isLongRare: boolean;
  /** Below Zipf 3 (or unknown): very rare. */
  isVeryRare: boolean;
  /** A formal function word of office German ("jedoch", "hinsichtlich", "dessen"). */
  isFormal: boolean;
  /**
   * The word's part of the complexity model's second stage: the sum of its letter n-gram weights
   * (`score/letter-ngrams.ts`) plus its word vector score (`score/word-vectors.ts`).
   */
  letterNgramScore: number;
  /**
   * A stage-2 word (letters only, below Zipf 5.5) missing from the Klexikon word-vector vocabulary,
   * also after stripping one inflection ending (`score/word-vectors.ts`).
   */
  isOutsideVectorVocabulary: boolean;
};

/** Long word after Björnsson (LIX) and Bamberger/Vanecek: more than six letters. */
export const LONG_WORD_MIN_LETTERS = 7;
/** Below this Zipf value a word counts as rare (engine notes, "Readability model"). */
export const RARE_ZIPF = 3.5;
const MAX_ZIPF = 7;
/** Rarity of a word the frequency list does not know. */
export const MAX_RARITY = MAX_ZIPF;
/** Long words below this Zipf value count as long and rare (complexity model). */
export const LONG_RARE_ZIPF = 4;
/** Words below this Zipf value count as very rare (complexity model). */
export const VERY_RARE_ZIPF = 3;

const NOMINAL_SUFFIXES = [
  "ung",
  "ungen",
  "heit",
  "heiten",
  "keit",
  "keiten",
  "ion",
  "ionen",
  "ität",
  "itäten",
  "schaft",
  "schaften",
  "nis",
  "nisse",
  "nissen",
];

/** The readability model was fitted with these subordinators; "da" is left out (mostly an adverb). */
const SUBORDINATORS: ReadonlySet<string> = new Set([
  ...SUBORDINATING_CONJUNCTIONS,
  ...AMBIGUOUS_SUBORDINATORS,
  "wenngleich",
  "insofern",
  "wohingegen",
]);

const LETTER = /\p{L}/u;
const MEMO_LIMIT = 200_000;
const memo = new Map<string, WordFeatures>();

function countLetters(word: string): number {
  let letters = 0;
  for (const char of word) if (LETTER.test(char)) letters += 1;
  return letters;
}

/** Hyphen or Mediopunkt between letters. */
const VISIBLE_JOINT = /(?<=\p{L})[-\u00b7\u2027\u22c5](?=\p{L})/u;

/** The parts of a compound joined by hyphens or Mediopunkte, each with letters; else undefined. */
function visibleParts(word: string): string[] | undefined {
  if (!VISIBLE_JOINT.test(word)) return undefined;
  const parts = word.split(/[-\u00b7\u2027\u22c5]/u).filter((part) => LETTER.test(part));
  return parts.length > 1 ? parts : undefined;
}

function isNominal(word: string, lower: string, letters: number): boolean {
  if (letters < 5) return false;
  const first = word.charAt(0);
  if (first === first.toLowerCase()) return false;
  return NOMINAL_SUFFIXES.some((suffix) => lower.endsWith(suffix));
}

function computeFeatures(word: string, isLink: boolean): WordFeatures {
  const letters = isLink ? 0 : countLetters(word);
  if (letters === 0) {
    return {
      syllables: 1,
      letters,
      isLong: false,
      isNominalisation: false,
      isSubordinator: false,
      rarity: 0,
      isCapitalised: false,
      isLongRare: false,
      isVeryRare: false,
      isFormal: false,
      letterNgramScore: 0,
      isOutsideVectorVocabulary: false,
    };
  }
  const lower = word.toLowerCase();
  const parts = visibleParts(word);
  // A compound with its parts shown ("Freizeit-Angebote", "Bundes·ministerium") is read part by
  // part: as frequent as its rarest part and long only when a part is.
  const zipf =
    parts === undefined
      ? Math.min(MAX_ZIPF, zipfFrequency(lower))
      : Math.min(MAX_ZIPF, ...parts.map((part) => zipfFrequency(part)));
  const first = word.charAt(0);
  const isLong =
    parts === undefined
      ? letters >= LONG_WORD_MIN_LETTERS
      : parts.some((part) => countLetters(part) >= LONG_WORD_MIN_LETTERS);
  return {
    syllables: Math.max(1, countSyllables(word)),
    letters,
    isLong,
    isNominalisation: isNominal(word, lower, letters),
    isSubordinator: SUBORDINATORS.has(lower),
    rarity: MAX_ZIPF - zipf,
    isCapitalised: first !== first.toLowerCase(),
    isLongRare: isLong && zipf < LONG_RARE_ZIPF,
    isVeryRare: zipf < VERY_RARE_ZIPF,
    isFormal: FORMAL_WORDS.has(lower),
    letterNgramScore: letterNgramScore(word) + wordVectorScore(word),
    isOutsideVectorVocabulary: !isLink && isOutsideVectorVocabulary(word),
  };
}

/** Features of a word form (memoised; links such as URLs count as one short, known word). */
export function wordFeatures(word: string, isLink = false): WordFeatures {
  const cached = memo.get(word);
  if (cached !== undefined) return cached;
  const features = computeFeatures(word, isLink);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, features);
  return features;
}

export function isRare(features: WordFeatures): boolean {
  return features.letters > 0 && MAX_ZIPF - features.rarity < RARE_ZIPF;
}
