import type { ComplexityValues } from "@leicht/contracts";

/** The card's value (spec 001 §2): 100 minus the readability score, so higher means easier. */
export function displayValue(complexity: ComplexityValues): number {
  return Math.round(Math.max(0, Math.min(100, 100 - complexity.average_readability_score)));
}

export function gradeLabel(complexity: ComplexityValues): number {
  return Math.max(1, Math.round(complexity.estimated_grade_level));
}
