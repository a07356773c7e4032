import { ANALYZE_MAX_CHARS } from "./analyze.ts";
import { RuleFindingSchema, SeparatorSchema } from "./translate.ts";
import { z } from "./zod.ts";

/** POST /api/v1/check: rule check of a text against Leichte or Einfache Sprache. */
export const CheckRequestSchema = z.object({
  text: z.string({ error: "Bitte senden Sie einen Text." }).max(ANALYZE_MAX_CHARS, {
    error: `Der Text ist zu lang: höchstens ${ANALYZE_MAX_CHARS.toLocaleString("de-DE")} Zeichen.`,
  }),
  profile: z
    .enum(["leicht", "einfach"], { error: "Bitte wählen Sie das Profil leicht oder einfach." })
    .default("leicht"),
  options: z
    .object({
      separator: SeparatorSchema.optional(),
      numbers: z.enum(["digits", "words-up-to-12"]).optional(),
      questionsAllowed: z.boolean().optional(),
      wellKnownAcronymsAllowed: z.boolean().optional(),
    })
    .optional(),
});
export type CheckRequest = z.input<typeof CheckRequestSchema>;

export const CheckResponseSchema = z.object({
  conformity: z.number(),
  findings: z.array(RuleFindingSchema),
  counts_per_rule: z.record(z.string(), z.number()),
  sentences_checked: z.number(),
});
export type CheckResponse = z.infer<typeof CheckResponseSchema>;
