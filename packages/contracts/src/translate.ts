import { z } from "./zod.ts";

/** One Normseite: 1,800 characters including spaces (spec 001 §9). */
export const CHARACTERS_PER_PAGE = 1800;

/** The two output levels (spec 001 §2): tab values sent as `language_level`. */
export const LANGUAGE_LEVELS = ["leichte-sprache-sonnet", "einfache-sprache-2"] as const;
export const LanguageLevelSchema = z.enum(LANGUAGE_LEVELS, {
  error: "Bitte wählen Sie leichte-sprache-sonnet oder einfache-sprache-2.",
});
export type LanguageLevel = z.infer<typeof LanguageLevelSchema>;

/** How long compounds are separated in Leichte Sprache: the web's `mediopoint` preference. */
export const SeparatorSchema = z.enum(["mediopunkt", "hyphen", "none"], {
  error: "Bitte wählen Sie mediopunkt, hyphen oder none.",
});
export type Separator = z.infer<typeof SeparatorSchema>;

export const ComplexityValuesSchema = z.object({
  /** 0..100, higher = harder. The card shows 100 minus this value. */
  average_readability_score: z.number(),
  ger_language_level: z.string(),
  estimated_grade_level: z.number(),
});
export type ComplexityValues = z.infer<typeof ComplexityValuesSchema>;

/** Readability before and after translation (spec 001 §3 `complexity`). */
export const TranslationComplexitySchema = z.object({
  before: ComplexityValuesSchema,
  after: ComplexityValuesSchema,
});
export type TranslationComplexity = z.infer<typeof TranslationComplexitySchema>;

export const RuleFindingSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(["error", "warning", "info"]),
  /** Offsets into `simplified_text`, in UTF-16 code units, end exclusive. */
  start: z.number().int(),
  end: z.number().int(),
  message: z.string(),
  message_leicht: z.string(),
  suggestion: z.string().optional(),
});
export type RuleFinding = z.infer<typeof RuleFindingSchema>;

export const RuleReportSchema = z.object({
  /** Share of checked rules the text meets, 0..1. */
  conformity: z.number(),
  findings: z.array(RuleFindingSchema),
  counts_per_rule: z.record(z.string(), z.number().int()),
});
export type RuleReport = z.infer<typeof RuleReportSchema>;

export const TokenUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/** POST /api/v1/translate (spec 001 §7). Called once per level. */
export const TranslateRequestSchema = z.object({
  text: z.string({ error: "Bitte geben Sie einen Text ein." }),
  language_level: LanguageLevelSchema.default("leichte-sprache-sonnet"),
  summarize: z.coerce.number().int().min(0).max(1).default(0),
  log: z.boolean().default(false),
  active_tab: z.string().max(50).optional(),
  separator: SeparatorSchema.optional(),
});
export type TranslateRequest = z.input<typeof TranslateRequestSchema>;

/** One translation result (spec 001 §3), plus the rule report of the output. */
export const TranslationResultSchema = z.object({
  /** Markdown. */
  formatted_text: z.string(),
  /** Plain text; in Leichte Sprache one sentence per line. */
  simplified_text: z.string(),
  translated_text: z.string(),
  usage: TokenUsageSchema,
  token_usage: TokenUsageSchema,
  complexity: TranslationComplexitySchema,
  /** Which engine produced the text, e.g. "rules-leicht-1" or "llm:<model>". See the server README. */
  simplification_model_version: z.string(),
  /** SHA-256 (hex) of the normalised input text; the same for both levels. */
  hashed_entry: z.string(),
  input_word_count: z.number().int(),
  word_count: z.number().int(),
  language_level: LanguageLevelSchema,
  rule_report: RuleReportSchema,
});
export type TranslationResult = z.infer<typeof TranslationResultSchema>;

/** The answer is a list whose first item is the result. */
export const TranslateResponseSchema = z.array(TranslationResultSchema).min(1);
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;
