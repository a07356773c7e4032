import { ComplexityValuesSchema } from "./translate.ts";
import { z } from "./zod.ts";

/** Largest text the analysis endpoints accept (characters): 100 Normseiten. */
export const ANALYZE_MAX_CHARS = 180_000;

export const AnalyzeRequestSchema = z.object({
  text: z.string({ error: "Bitte senden Sie einen Text." }).max(ANALYZE_MAX_CHARS, {
    error: `Der Text ist zu lang: höchstens ${ANALYZE_MAX_CHARS.toLocaleString("de-DE")} Zeichen.`,
  }),
  include_sentences: z.boolean().optional(),
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

export const GerLevelSchema = z.enum(["A1", "A2", "B1", "B2", "C1", "C2"]);

export const AnalyzeResponseSchema = ComplexityValuesSchema.extend({
  display_value: z.number(),
  metrics: z.record(z.string(), z.number()),
  sentences: z
    .array(
      z.object({
        start: z.number(),
        end: z.number(),
        words: z.number(),
        score: z.number(),
        ger_language_level: GerLevelSchema,
      }),
    )
    .optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;
