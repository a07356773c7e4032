import { LETTER_NGRAM_CENTRE } from "./letter-ngram-weights.ts";
import {
  MODEL_FEATURE_MEANS,
  MODEL_FEATURE_SCALES,
  MODEL_INTERCEPT,
  MODEL_WEIGHTS,
} from "./model-weights.ts";
import { LETTER_NGRAM_INDEX } from "./sentence-features.ts";

/** The rating scale of TextComplexityDE: 1 (very easy) to 7 (very hard). */
export const MOS_MIN = 1;
export const MOS_MAX = 7;

/**
 * Keeps a prediction on the rating scale: the linear model runs below 1 for very short, plain
 * sentences, where no rating can lie (also raises r on the dev data, see README "Analysis").
 */
export function clampMos(value: number): number {
  return Math.min(MOS_MAX, Math.max(MOS_MIN, value));
}

/**
 * Predicted complexity (MOS 1..7 scale of TextComplexityDE) of one sentence from its features:
 * the ridge stage on the linear features plus the letter n-gram stage (the sentence's sum of
 * n-gram weights, centred as in the fit), clamped to the scale.
 */
export function predictMos(features: Float64Array): number {
  let value = MODEL_INTERCEPT + (features[LETTER_NGRAM_INDEX] ?? 0) - LETTER_NGRAM_CENTRE;
  for (let index = 0; index < MODEL_WEIGHTS.length; index += 1) {
    const scale = MODEL_FEATURE_SCALES[index] ?? 1;
    value +=
      ((MODEL_WEIGHTS[index] ?? 0) * ((features[index] ?? 0) - (MODEL_FEATURE_MEANS[index] ?? 0))) / scale;
  }
  return clampMos(value);
}
