/** GER (CEFR) levels from easiest to hardest. */
export const GER_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type GerLevel = (typeof GER_LEVELS)[number];

/**
 * Lower score bound of each level above A1 (score 0..100, higher = harder). Chosen so that the
 * spec's example rows hold exactly: 15/20/25 → A1, 30/35/40 → A2, 60/65 → B2, 75 → C1.
 */
export const GER_LEVEL_THRESHOLDS: ReadonlyArray<readonly [number, GerLevel]> = [
  [85, "C2"],
  [70, "C1"],
  [55, "B2"],
  [45, "B1"],
  [28, "A2"],
];

export function gerLevel(score: number): GerLevel {
  for (const [threshold, level] of GER_LEVEL_THRESHOLDS) if (score >= threshold) return level;
  return "A1";
}
