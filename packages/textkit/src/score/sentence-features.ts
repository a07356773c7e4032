import type { SentenceCounts } from "../counts/types.ts";

/**
 * Features of one sentence for the complexity model (engine notes, "Readability model";
 * TextComplexityDE: log length is the strongest single signal). Absolute counts on a log scale
 * rather than shares: a sentence is hard by how much a reader has to take in. The first eight
 * were chosen by forward selection under leave-one-article-out cross-validation (the same set in
 * 12 of 13 folds), formal words by nested selection (first in 12 of 13 folds; see README
 * "Analysis"); words outside the Klexikon vocabulary in round 5 (README "Tried in round 5").
 * Order matches the ridge weights.
 */
export const FEATURE_NAMES = [
  "logLetters",
  "logLongRareWords",
  "logCapitalisedWords",
  "nominalisationShare",
  "logRareCapitalisedWords",
  "logUnbracketedWords",
  "logClauseMarkers",
  "quotes",
  "logFormalWords",
  "logNonKlexikonWords",
] as const;

/** Features of the linear (ridge) stage. */
export const LINEAR_FEATURE_COUNT = FEATURE_NAMES.length;
/** Where the letter n-gram sum (second stage, added with weight 1) follows them. */
export const LETTER_NGRAM_INDEX = LINEAR_FEATURE_COUNT;
/** Length of the feature buffer: the linear features plus the letter n-gram sum. */
export const FEATURE_COUNT = LINEAR_FEATURE_COUNT + 1;

/** Writes the features of `sentence` into `out` (length `FEATURE_COUNT`); no allocation. */
export function writeSentenceFeatures(sentence: SentenceCounts, out: Float64Array): void {
  const words = Math.max(1, sentence.words);
  out[0] = Math.log1p(sentence.letters);
  out[1] = Math.log1p(sentence.longRareWords);
  out[2] = Math.log1p(sentence.capitalisedWords);
  out[3] = sentence.nominalisations / words;
  out[4] = Math.log1p(sentence.rareCapitalisedWords);
  out[5] = Math.log1p(Math.max(0, sentence.words - sentence.bracketedWords));
  out[6] = Math.log1p(sentence.commas + sentence.subordinators);
  out[7] = sentence.quotes;
  out[8] = Math.log1p(sentence.formalWords);
  out[9] = Math.log1p(sentence.nonKlexikonWords);
  out[LETTER_NGRAM_INDEX] = sentence.letterNgramSum;
}
