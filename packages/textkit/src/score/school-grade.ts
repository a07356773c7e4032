/**
 * School grade (Klassenstufe) from the complexity score: lower score bound of each grade.
 * Monotone; chosen so that the spec rows hold exactly (15/20 → 2, 25 → 3, 30 → 4, 35/40 → 5,
 * 60 → 9, 65 → 10, 75 → 11) and it spreads evenly in between, like the Wiener Sachtextformel's 4..15.
 */
export const SCHOOL_GRADE_THRESHOLDS: ReadonlyArray<readonly [number, number]> = [
  [92, 13],
  [80, 12],
  [70, 11],
  [63, 10],
  [58, 9],
  [53, 8],
  [48, 7],
  [43, 6],
  [33, 5],
  [28, 4],
  [23, 3],
  [12, 2],
];

export function schoolGrade(score: number): number {
  for (const [threshold, grade] of SCHOOL_GRADE_THRESHOLDS) if (score >= threshold) return grade;
  return 1;
}
