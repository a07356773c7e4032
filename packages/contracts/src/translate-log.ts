import { LanguageLevelSchema, TranslationComplexitySchema } from "./translate.ts";
import { z } from "./zod.ts";

// Two entries of three texts each must fit the 1 MB body limit.
const MAX_LOG_TEXT = 50_000;

/** One entry of POST /api/v1/translate/log (spec 001 §7); the web sends one per level. */
export const TranslateLogEntrySchema = z.object({
  user_id: z.string().max(100).default("anonymous"),
  source_text: z.string().max(MAX_LOG_TEXT),
  translated_text: z.string().max(MAX_LOG_TEXT),
  formatted_text: z.string().max(MAX_LOG_TEXT).optional(),
  token_usage: z.unknown().optional(),
  complexity: TranslationComplexitySchema.optional(),
  simplification_model_version: z.string().max(200).optional(),
  hashed_entry: z.string().max(128).optional(),
  language_level: LanguageLevelSchema,
  summarize: z.coerce.number().int().min(0).max(1).default(0),
  word_count: z.number().int().nonnegative().optional(),
  active_tab: z.string().max(50).optional(),
  reroll: z.union([z.boolean(), z.string().max(50)]).optional(),
});
export type TranslateLogEntry = z.infer<typeof TranslateLogEntrySchema>;

export const TranslateLogRequestSchema = z
  .array(TranslateLogEntrySchema)
  .min(1, { error: "Bitte senden Sie mindestens einen Eintrag." })
  .max(2, { error: "Bitte senden Sie höchstens zwei Einträge (einen pro Sprachstufe)." });
export type TranslateLogRequest = z.input<typeof TranslateLogRequestSchema>;

export const TranslateLogResponseSchema = z.object({ stored: z.number().int() });
export type TranslateLogResponse = z.infer<typeof TranslateLogResponseSchema>;
