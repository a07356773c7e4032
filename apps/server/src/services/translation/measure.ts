import type { ComplexityValues, RuleReport, Separator } from "@leicht/contracts";
import { analyzeText } from "@leicht/textkit";
import { checkText } from "@leicht/textkit/rules/check-text.ts";
import { countWords } from "@leicht/textkit/translate.ts";
import type { EngineLevel } from "../../engines/types.ts";

/** Readability of a text as the cards show it (spec 001 §3). */
export function complexityOf(text: string): ComplexityValues {
  const report = analyzeText(text);
  return {
    average_readability_score: report.average_readability_score,
    ger_language_level: report.ger_language_level,
    estimated_grade_level: report.estimated_grade_level,
  };
}

/** The rule report of an output against its level's profile, with the user's separator. */
export function ruleReportOf(text: string, level: EngineLevel, separator: Separator): RuleReport {
  const result = checkText(text, { profile: level, options: level === "leicht" ? { separator } : {} });
  return {
    conformity: Math.round(result.conformity * 1000) / 1000,
    findings: result.findings,
    counts_per_rule: result.counts_per_rule,
  };
}

/** Words as textkit's segmenter counts them. */
export function wordCount(text: string): number {
  return countWords(text);
}
