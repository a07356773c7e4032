import { z } from "./zod.ts";

export const ANONYMOUS_LIMIT_MESSAGE = "Kostenlos registrieren für mehr Übersetzungen!";
export const FREE_LIMIT_MESSAGE = "Monatliches Limit erreicht";
export const SUBSCRIBER_LIMIT_MESSAGE = "Monatliches Kontingent aufgebraucht";

/**
 * POST /api/v1/token/quota (spec 001 §7): a list whose first item has `tokens`, the characters
 * the caller may still translate this month. The server's figures; the web only displays them.
 */
export const QuotaItemSchema = z.object({
  tokens: z.number().int(),
  chars_per_month: z.number().int(),
  max_characters_per_request: z.number().int(),
  pages_available: z.number().int(),
  free_pages_left: z.number().int(),
});
export type QuotaItem = z.infer<typeof QuotaItemSchema>;

export const QuotaResponseSchema = z.array(QuotaItemSchema).min(1);
export type QuotaResponse = z.infer<typeof QuotaResponseSchema>;
