import { isStageTwoWord } from "./letter-ngrams.ts";
import { parseWeightTable } from "./weight-table.ts";
import { WORD_VECTOR_WEIGHTS } from "./word-vector-weights.ts";

/**
 * Word meaning for the second stage of the complexity model: each word of the Klexikon
 * vocabulary (words seen at least 5 times in the 2,898 articles of the children's encyclopedia)
 * has a distributional vector (`data/word-vectors-de.txt.gz`, built by
 * `scripts/build-word-vectors.ts`); the fit learns one direction in that space together with the
 * letter n-gram weights and writes each word's projection on it to `word-vector-weights.ts`
 * (MOS points per occurrence). So run time needs no vectors: one table lookup per word form.
 * Same words as the n-grams (letters only, below Zipf 5.5); a word not in the table adds 0.
 * The table holds every word of the vocabulary (also those above Zipf 5.5, whose score is unused),
 * so it also tells which words have a vector (`isOutsideVectorVocabulary`).
 */
let weights: Map<string, number> | undefined;

function loadWeights(): Map<string, number> {
  weights ??= parseWeightTable(WORD_VECTOR_WEIGHTS);
  return weights;
}

/**
 * Inflection endings stripped (one at a time, longest first) before a stage-2 word counts as
 * outside the vocabulary: "Gletschern" has the vector of "gletscher", "Flüssen" that of "flüss"…
 * only when the vocabulary holds that string.
 */
const INFLECTION_ENDINGS = ["en", "es", "er", "e", "s", "n"] as const;
/** The stem left after stripping an ending keeps at least this many letters. */
const MIN_STEM_LENGTH = 3;

/**
 * Whether a stage-2 word (letters only, below Zipf 5.5) is missing from the word-vector
 * vocabulary, also after stripping one inflection ending: a word the children's encyclopedia
 * does not use. The complexity model counts these per sentence (stage 1, `logNonKlexikonWords`).
 * Called once per word form (memoised by the caller).
 */
export function isOutsideVectorVocabulary(word: string): boolean {
  if (!isStageTwoWord(word)) return false;
  const table = loadWeights();
  const lower = word.toLowerCase();
  if (table.has(lower)) return false;
  for (const ending of INFLECTION_ENDINGS) {
    if (lower.length - ending.length >= MIN_STEM_LENGTH && lower.endsWith(ending)) {
      if (table.has(lower.slice(0, -ending.length))) return false;
    }
  }
  return true;
}

/** The word's vector score (MOS points; negative = easier). Called once per word form (memoised by the caller). */
export function wordVectorScore(word: string): number {
  if (!isStageTwoWord(word)) return 0;
  return loadWeights().get(word.toLowerCase()) ?? 0;
}
