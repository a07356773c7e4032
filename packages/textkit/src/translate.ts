// translateText: simplification plus the measurements every translation result carries
// (complexity before and after, rule report of the output, word counts, model version).
import { analyzeText } from "./analyze.ts";
import { checkText } from "./rules/check-text.ts";
import type { Finding } from "./rules/types.ts";
import { segmentText } from "./segment/segment.ts";
import { simplifyText } from "./simplify/pipeline.ts";
import { rerollText } from "./simplify/reroll.ts";
import type { RerollType, SimplifyLevel, SimplifyOptions, SimplifyOutput } from "./simplify/types.ts";

export type ComplexitySnapshot = {
  average_readability_score: number;
  ger_language_level: string;
  estimated_grade_level: number;
};

export type RuleReport = { conformity: number; findings: Finding[]; counts_per_rule: Record<string, number> };

export type TranslationResult = {
  simplified_text: string;
  formatted_text: string;
  translated_text: string;
  complexity: { before: ComplexitySnapshot; after: ComplexitySnapshot };
  rule_report: RuleReport;
  input_word_count: number;
  word_count: number;
  simplification_model_version: string;
  applied: string[];
};

/** Version names of the rule-based engine, one per level. */
export const RULES_MODEL_VERSION: Readonly<Record<SimplifyLevel, string>> = {
  leicht: "rules-leicht-1",
  einfach: "rules-einfach-1",
};

/** The complexity snapshot and the word count of one analysis (one scan of the text). */
function snapshot(text: string): { complexity: ComplexitySnapshot; words: number } {
  const report = analyzeText(text);
  return {
    complexity: {
      average_readability_score: report.average_readability_score,
      ger_language_level: report.ger_language_level,
      estimated_grade_level: report.estimated_grade_level,
    },
    // The analysis counts the words of the same scan as segmentText (equal to countWords).
    words: report.metrics.words,
  };
}

/** Words as the segmenter counts them. */
export function countWords(text: string): number {
  let count = 0;
  for (const sentence of segmentText(text).sentences) count += sentence.words.length;
  return count;
}

function ruleReport(text: string, options: SimplifyOptions): RuleReport {
  const separator = options.level === "einfach" ? "none" : (options.separator ?? "mediopunkt");
  const result = checkText(text, { profile: options.level, options: { separator } });
  return {
    conformity: result.conformity,
    findings: result.findings,
    counts_per_rule: result.counts_per_rule,
  };
}

/** Wraps a simplifier output with the measurements. */
export function measureTranslation(
  input: string,
  output: SimplifyOutput,
  options: SimplifyOptions,
): TranslationResult {
  const before = snapshot(input);
  const after = snapshot(output.simplified_text);
  return {
    simplified_text: output.simplified_text,
    formatted_text: output.formatted_text,
    translated_text: output.simplified_text,
    complexity: { before: before.complexity, after: after.complexity },
    rule_report: ruleReport(output.simplified_text, options),
    input_word_count: before.words,
    word_count: after.words,
    simplification_model_version: RULES_MODEL_VERSION[options.level] ?? RULES_MODEL_VERSION.leicht,
    applied: output.applied,
  };
}

/**
 * Translates German text into Leichte or Einfache Sprache with the rule-based engine. Never
 * throws: empty or whitespace input gives empty texts, zero counts and the empty-text analysis.
 */
export function translateText(text: string, options: SimplifyOptions): TranslationResult {
  const input = typeof text === "string" ? text : "";
  const level: SimplifyLevel = options?.level === "einfach" ? "einfach" : "leicht";
  const safeOptions = { ...options, level };
  return measureTranslation(input, simplifyText(input, safeOptions), safeOptions);
}

/** A reroll with the same measurements as translateText. */
export function rerollTranslation(
  input: string,
  currentOutput: string,
  type: RerollType,
  options: SimplifyOptions,
): TranslationResult {
  const level: SimplifyLevel = options?.level === "einfach" ? "einfach" : "leicht";
  const safeOptions = { ...options, level };
  return measureTranslation(input, rerollText(input, currentOutput, type, safeOptions), safeOptions);
}
