// Public API of the German language engine. Each stage lives in its own folder (architecture §9).

export {
  type AnalysisMetrics,
  type AnalysisReport,
  type AnalyzeOptions,
  analyzeText,
  type SentenceScore,
} from "./analyze.ts";
export { collectCounts } from "./counts/collect-counts.ts";
export type { SentenceCounts, TextCounts } from "./counts/types.ts";
export { fleschAmstad } from "./formulas/flesch-amstad.ts";
export { lix } from "./formulas/lix.ts";
export { longSentenceShare } from "./formulas/long-sentence-share.ts";
export { longWordShare } from "./formulas/long-word-share.ts";
export { meanSentenceLength, meanWordLength } from "./formulas/mean-sentence-length.ts";
export { rix } from "./formulas/rix.ts";
export { smogGerman } from "./formulas/smog-german.ts";
export { wienerSachtextformel } from "./formulas/wiener-sachtextformel.ts";
// Lexicon (frequency, compounds, synonyms, morphology); data in packages/textkit/data.
export * from "./lexicon/index.ts";
// Rule checker (Leichte / Einfache Sprache): findings in place and conformity.
export { type CheckTextOptions, checkText } from "./rules/check-text.ts";
export { EINFACH_PROFILE, LEICHT_PROFILE, PROFILES, resolveProfile } from "./rules/profiles.ts";
export { RULE_IDS, RULES } from "./rules/registry.ts";
export type {
  CheckOptions,
  CheckResult,
  Finding,
  NumberStyle,
  Profile,
  ProfileName,
  RuleLevel,
  Separator,
  Severity,
  Switches,
  Thresholds,
} from "./rules/types.ts";
export { scoreFromMos } from "./score/complexity-scale.ts";
export { GER_LEVELS, type GerLevel, gerLevel } from "./score/ger-level.ts";
export { schoolGrade } from "./score/school-grade.ts";
export { scanText } from "./segment/scan.ts";
export { segmentText } from "./segment/segment.ts";
export type { Paragraph, ScanSink, Segmentation, Sentence, Span, Word } from "./segment/types.ts";
export { WordKind } from "./segment/types.ts";
export { wordParts } from "./segment/word-parts.ts";
// Rule-based simplifier and translation results (Leichte / Einfache Sprache).
export { simplifyText } from "./simplify/pipeline.ts";
export { rerollText } from "./simplify/reroll.ts";
export type {
  CompoundSeparator,
  RerollType,
  SimplifyLevel,
  SimplifyOptions,
  SimplifyOutput,
} from "./simplify/types.ts";
export { countSyllables } from "./syllables/count-syllables.ts";
export {
  type ComplexitySnapshot,
  countWords,
  measureTranslation,
  RULES_MODEL_VERSION,
  type RuleReport,
  rerollTranslation,
  type TranslationResult,
  translateText,
} from "./translate.ts";
