import { LETTER_NGRAM_CENTRE, LETTER_NGRAM_MAX, LETTER_NGRAM_MIN } from "./letter-ngram-weights.ts";
import {
  MODEL_FEATURE_MEANS,
  MODEL_FEATURE_SCALES,
  MODEL_INTERCEPT,
  MODEL_WEIGHTS,
} from "./model-weights.ts";
import { LETTER_NGRAM_INDEX } from "./sentence-features.ts";

/**
 * Predicted complexity (MOS 1..7 scale of TextComplexityDE) of one sentence from its features:
 * the ridge stage on the linear features plus the letter n-gram stage (the sentence's sum of
 * n-gram weights, centred as in the fit, and kept within the range it spans on the training rows:
 * a long sentence, such as a pasted list without full stops, must not add up n-gram weights far
 * beyond anything fitted). Not clamped to the rating scale: below MOS 1 the
 * value still orders very easy sentences (score 0..20); `scoreFromMos` clamps the score.
 */
export function predictMos(features: Float64Array): number {
  const ngrams = (features[LETTER_NGRAM_INDEX] ?? 0) - LETTER_NGRAM_CENTRE;
  let value = MODEL_INTERCEPT + Math.min(LETTER_NGRAM_MAX, Math.max(LETTER_NGRAM_MIN, ngrams));
  for (let index = 0; index < MODEL_WEIGHTS.length; index += 1) {
    const scale = MODEL_FEATURE_SCALES[index] ?? 1;
    value +=
      ((MODEL_WEIGHTS[index] ?? 0) * ((features[index] ?? 0) - (MODEL_FEATURE_MEANS[index] ?? 0))) / scale;
  }
  return value;
}
