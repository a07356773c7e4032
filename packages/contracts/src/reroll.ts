import { ComplexityValuesSchema, LanguageLevelSchema } from "./translate.ts";
import { z } from "./zod.ts";

export const REROLL_TYPES = ["kuerzen", "erklaeren", "uebersetzen"] as const;
export const RerollTypeSchema = z.enum(REROLL_TYPES, {
  error: "Bitte wählen Sie kuerzen, erklaeren oder uebersetzen.",
});
export type RerollType = z.infer<typeof RerollTypeSchema>;

/** POST /api/v1/translate/reroll (spec 001 §7). Needs login and a tier with the `reroll` flag. */
export const RerollRequestSchema = z.object({
  input_text: z.string({ error: "Bitte senden Sie den Ausgangstext." }),
  output_text: z.string({ error: "Bitte senden Sie die Übersetzung." }),
  language_level: LanguageLevelSchema,
  reroll_type: RerollTypeSchema,
  active_tab: z.string().max(50).optional(),
  separator: z.enum(["mediopunkt", "hyphen", "none"]).optional(),
});
export type RerollRequest = z.input<typeof RerollRequestSchema>;

export const RerollResponseSchema = z.object({
  rerolled_text: z.string(),
  rerolled_complexity: z.object({ after: ComplexityValuesSchema }),
});
export type RerollResponse = z.infer<typeof RerollResponseSchema>;
