import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { LETTER_NGRAM_WEIGHTS } from "./letter-ngram-weights.ts";
import { parseWeightTable } from "./weight-table.ts";

/**
 * Letter n-grams of a word for the second stage of the complexity model: the 2- and 3-grams of
 * the lower-case word between the boundary marks "<" and ">" ("Amt" → <a, am, mt, t>, <am, amt,
 * mt>). Only words made of letters alone count (no digits, hyphens or dots), and only below Zipf
 * 5.5: the most frequent function words ("die", "und", "zu") are left to the linear features;
 * with them the n-grams learnt that short native words are hard and rated Leichte Sprache harder.
 */
export const LETTER_NGRAM_SIZES: readonly number[] = [2, 3];
export const LETTER_NGRAM_MAX_ZIPF = 5.5;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * Whether a word takes part in the second stage (its letter n-grams and its word vector score,
 * `word-vectors.ts`): letters only, below Zipf 5.5.
 */
export function isStageTwoWord(word: string): boolean {
  return LETTERS_ONLY.test(word) && zipfFrequency(word) < LETTER_NGRAM_MAX_ZIPF;
}

/** Calls `visit` for every letter n-gram of `word` (repeats included). */
export function forEachLetterNgram(word: string, visit: (gram: string) => void): void {
  if (!isStageTwoWord(word)) return;
  const marked = `<${word.toLowerCase()}>`;
  for (const size of LETTER_NGRAM_SIZES) {
    for (let index = 0; index + size <= marked.length; index += 1) visit(marked.slice(index, index + size));
  }
}

let weights: Map<string, number> | undefined;

function loadWeights(): Map<string, number> {
  weights ??= parseWeightTable(LETTER_NGRAM_WEIGHTS);
  return weights;
}

/**
 * Sum of the fitted weights of a word's letter n-grams (MOS points; negative = easier). Called
 * once per word form (the caller memoises); unknown n-grams weigh 0.
 */
export function letterNgramScore(word: string): number {
  const table = loadWeights();
  let sum = 0;
  forEachLetterNgram(word, (gram) => {
    sum += table.get(gram) ?? 0;
  });
  return sum;
}
