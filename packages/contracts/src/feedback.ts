import { z } from "./zod.ts";

/** What the widget sends for a 4 or 5 star rating without a comment (spec 001 §4). */
export const QUICK_RATING = "Quick rating";
export const FEEDBACK_TEXT_MAX = 5000;
export const FEEDBACK_TEXT_REQUIRED = "Bitte schreiben Sie Ihr Feedback.";

/** POST /api/v1/feedback: widget feedback (spec 001 §3). */
export const WidgetFeedbackSchema = z.object({
  name: z.string().trim().max(200, { error: "Der Name darf höchstens 200 Zeichen lang sein." }).optional(),
  email: z
    .string()
    .trim()
    .max(254, { error: "Die E-Mail-Adresse ist zu lang." })
    .pipe(z.union([z.literal(""), z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." })]))
    .optional(),
  userId: z.string().max(100).optional(),
  starRating: z
    .number({ error: "Bitte wählen Sie 1 bis 5 Sterne." })
    .int({ error: "Bitte wählen Sie 1 bis 5 Sterne." })
    .min(1, { error: "Bitte wählen Sie 1 bis 5 Sterne." })
    .max(5, { error: "Bitte wählen Sie 1 bis 5 Sterne." }),
  feedback: z
    .string({ error: FEEDBACK_TEXT_REQUIRED })
    .trim()
    .min(1, { error: FEEDBACK_TEXT_REQUIRED })
    .max(FEEDBACK_TEXT_MAX, { error: `Das Feedback darf höchstens ${FEEDBACK_TEXT_MAX} Zeichen lang sein.` }),
});
export type WidgetFeedback = z.infer<typeof WidgetFeedbackSchema>;

export const WidgetFeedbackResponseSchema = z.object({ received: z.literal(true) });
export type WidgetFeedbackResponse = z.infer<typeof WidgetFeedbackResponseSchema>;
