import type { SentenceCounts } from "../counts/types.ts";

/**
 * Features of one sentence for the complexity model (engine notes, "Readability model";
 * TextComplexityDE: log length is the strongest single signal). Order matches the weights.
 */
export const FEATURE_NAMES = [
  "logCharacters",
  "logWords",
  "logLongWords",
  "longWordShare",
  "syllablesPerWord",
  "lettersPerWord",
  "nominalisationShare",
  "logClauseMarkers",
  "meanRarity",
  "rareWordShare",
  "logRareWords",
  "wordsPerTen",
  "maxRarity",
  "logRarityExcess",
  "logUnknownWords",
  "logPolysyllables",
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Writes the features of `sentence` into `out` (length `FEATURE_COUNT`); no allocation. */
export function writeSentenceFeatures(sentence: SentenceCounts, out: Float64Array): void {
  const words = Math.max(1, sentence.words);
  out[0] = Math.log1p(sentence.characters);
  out[1] = Math.log1p(sentence.words);
  out[2] = Math.log1p(sentence.longWords);
  out[3] = sentence.longWords / words;
  out[4] = sentence.syllables / words;
  out[5] = sentence.letters / words;
  out[6] = sentence.nominalisations / words;
  out[7] = Math.log1p(sentence.commas + sentence.subordinators);
  out[8] = sentence.raritySum / words;
  out[9] = sentence.rareWords / words;
  out[10] = Math.log1p(sentence.rareWords);
  out[11] = sentence.words / 10;
  out[12] = sentence.maxRarity;
  out[13] = Math.log1p(sentence.rarityExcessSum);
  out[14] = Math.log1p(sentence.unknownWords);
  out[15] = Math.log1p(sentence.polysyllables);
}
