import {
  API_BASE,
  GlossaryEntrySchema,
  GlossaryNotFoundSchema,
  GlossaryRequestSchema,
  routes,
} from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, errorBody } from "../../lib/app-error.ts";
import { lookUpGlossaryTerm } from "../../services/glossary/lookup.ts";

// The route accepts any string and checks length itself, so the answer carries the spec's
// exact message ("Bitte geben Sie mindestens 2 Zeichen ein.") without a prefix.
const LooseBodySchema = z.object({ term: z.string({ error: "Bitte geben Sie einen Begriff ein." }) });

/**
 * POST /api/v1/glossary { term }: the entry, or 404 "Keine Erklärung gefunden." with
 * `suggestions` (near misses) beside the error.
 */
export async function glossaryRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.glossary}`,
    {
      schema: { body: LooseBodySchema, response: { 200: GlossaryEntrySchema, 404: GlossaryNotFoundSchema } },
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const parsed = GlossaryRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Ungültiger Begriff.";
        throw new AppError("validation_failed", message, { fields: ["term"] });
      }
      try {
        return await lookUpGlossaryTerm(app.db, parsed.data.term);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "not_found") throw error;
        const suggestions = (error.details?.suggestions as string[] | undefined) ?? [];
        return reply.status(404).send({ ...errorBody(error.code, error.message), suggestions });
      }
    },
  );
}
