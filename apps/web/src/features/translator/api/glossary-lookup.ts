import { GlossaryEntrySchema, GlossaryNotFoundSchema, routes } from "@leicht/contracts";
import { apiPost, isApiError } from "../../../lib/api-client.ts";
import type { GlossaryState } from "../state/translator-types.ts";

/** POST /api/v1/glossary with the lower-cased term (spec 001 §5); 404 carries suggestions. */
export async function lookupTerm(rawTerm: string): Promise<GlossaryState> {
  const term = rawTerm.trim().toLowerCase();
  try {
    const entry = GlossaryEntrySchema.parse(await apiPost<unknown>(routes.glossary, { term }));
    return { status: "found", term, entry };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      const parsed = GlossaryNotFoundSchema.safeParse(error.body);
      return { status: "not-found", term, suggestions: parsed.success ? parsed.data.suggestions : [] };
    }
    return { status: "error", term };
  }
}
