import { ErrorBodySchema } from "./errors.ts";
import { ComplexityValuesSchema } from "./translate.ts";
import { z } from "./zod.ts";

export const GLOSSARY_TERM_MIN = 2;
export const GLOSSARY_TERM_MAX = 50;
export const GLOSSARY_PAGE_SIZE = 30;
export const GLOSSARY_TERM_TOO_SHORT = "Bitte geben Sie mindestens 2 Zeichen ein.";
export const GLOSSARY_TERM_TOO_LONG = "Bitte geben Sie höchstens 50 Zeichen ein.";

const termField = z
  .string({ error: GLOSSARY_TERM_TOO_SHORT })
  .trim()
  .min(GLOSSARY_TERM_MIN, { error: GLOSSARY_TERM_TOO_SHORT })
  .max(GLOSSARY_TERM_MAX, { error: GLOSSARY_TERM_TOO_LONG });

/** POST /api/v1/glossary (spec 001 §7). */
export const GlossaryRequestSchema = z.object({ term: termField });
export type GlossaryRequest = z.infer<typeof GlossaryRequestSchema>;

export const GlossaryComplexitySchema = z.object({
  leicht: ComplexityValuesSchema,
  einfach: ComplexityValuesSchema,
  before: ComplexityValuesSchema,
});

/** A glossary entry (spec 001 §3). `complexity` is null when it could not be computed. */
export const GlossaryEntrySchema = z.object({
  term: z.string(),
  domain: z.string().nullable(),
  explanation_leicht: z.string(),
  explanation_einfach: z.string(),
  synonyms: z.array(z.string()),
  complexity: GlossaryComplexitySchema.nullable(),
  source: z.string().nullable(),
  source_url: z.string().nullable(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

/** The 404 answer "Keine Erklärung gefunden." carries near misses: `{ error, suggestions }`. */
export const GlossaryNotFoundSchema = ErrorBodySchema.extend({ suggestions: z.array(z.string()) });
export type GlossaryNotFound = z.infer<typeof GlossaryNotFoundSchema>;

/** GET /api/v1/glossary/terms?page=&q= : 30 terms per page, page counted from 1. */
export const GlossaryListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Die Seite muss eine Zahl sein." })
    .int({ error: "Die Seite muss eine ganze Zahl sein." })
    .min(1, { error: "Die Seite beginnt bei 1." })
    .max(100_000, { error: "Diese Seite gibt es nicht." })
    .default(1),
  q: z.string().trim().max(GLOSSARY_TERM_MAX, { error: GLOSSARY_TERM_TOO_LONG }).optional(),
});
export type GlossaryListQuery = z.infer<typeof GlossaryListQuerySchema>;

export const GlossaryListResponseSchema = z.object({
  terms: z.array(z.string()),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type GlossaryListResponse = z.infer<typeof GlossaryListResponseSchema>;
