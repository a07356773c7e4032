import type { TextCounts } from "../counts/types.ts";
import { averageSentenceLength, ratio } from "./ratios.ts";

/**
 * Neue Wiener Sachtextformeln (Bamberger/Vanecek 1984), school grade 4..15:
 * WSTF = a·MS + b·SL + c·IW + d·ES + e with MS = % words ≥ 3 syllables, SL = words per sentence,
 * IW = % words > 6 letters, ES = % words of one syllable.
 * Coefficients as in textstat `wiener_sachtextformel.py` and ReadabilityStudio.
 */
export const WIENER_SACHTEXTFORMEL_WEIGHTS = {
  1: { ms: 0.1935, sl: 0.1672, iw: 0.1297, es: -0.0327, constant: -0.875 },
  2: { ms: 0.2007, sl: 0.1682, iw: 0.1373, es: 0, constant: -2.779 },
  3: { ms: 0.2963, sl: 0.1905, iw: 0, es: 0, constant: -1.1144 },
  4: { ms: 0.2744, sl: 0.2656, iw: 0, es: 0, constant: -1.693 },
} as const;

export type WienerSachtextformelVariant = keyof typeof WIENER_SACHTEXTFORMEL_WEIGHTS;

/** One of the four Wiener Sachtextformeln; 0 for empty text. */
export function wienerSachtextformel(counts: TextCounts, variant: WienerSachtextformelVariant = 1): number {
  if (counts.words === 0) return 0;
  const weights = WIENER_SACHTEXTFORMEL_WEIGHTS[variant];
  const ms = 100 * ratio(counts.polysyllables, counts.words);
  const iw = 100 * ratio(counts.longWords, counts.words);
  const es = 100 * ratio(counts.monosyllables, counts.words);
  const sl = averageSentenceLength(counts);
  return weights.ms * ms + weights.sl * sl + weights.iw * iw + weights.es * es + weights.constant;
}
