/**
 * Maps the model's prediction on the TextComplexityDE scale (MOS 1..7, 7 = hardest) to the
 * 0..100 `average_readability_score` by a fixed affine, monotone function, clamped:
 * MOS 1 → 20 (Leichte Sprache sentences, A1), MOS 2 → 35 (A2), MOS 3.2 → 53 (an average
 * Wikipedia sentence, B1), MOS 4 → 65 (B2), MOS 5 → 80 (C1), MOS ≥ 6.3 → 100.
 * Affine, so Pearson r with MOS is the model's own r (as long as nothing is clamped).
 */
export const SCORE_AT_MOS_ONE = 20;
export const SCORE_PER_MOS_POINT = 15;

export function scoreFromMos(mos: number): number {
  if (!Number.isFinite(mos)) return 0;
  return Math.min(100, Math.max(0, SCORE_AT_MOS_ONE + SCORE_PER_MOS_POINT * (mos - 1)));
}
