import {
  MODEL_FEATURE_MEANS,
  MODEL_FEATURE_SCALES,
  MODEL_INTERCEPT,
  MODEL_WEIGHTS,
} from "./model-weights.ts";

/** Predicted complexity (MOS 1..7 scale of TextComplexityDE) of one sentence from its features. */
export function predictMos(features: Float64Array): number {
  let value = MODEL_INTERCEPT;
  for (let index = 0; index < MODEL_WEIGHTS.length; index += 1) {
    const scale = MODEL_FEATURE_SCALES[index] ?? 1;
    value +=
      ((MODEL_WEIGHTS[index] ?? 0) * ((features[index] ?? 0) - (MODEL_FEATURE_MEANS[index] ?? 0))) / scale;
  }
  return value;
}
