import { API_BASE, GlossaryListQuerySchema, GlossaryListResponseSchema, routes } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listGlossaryTerms } from "../../services/glossary/list-terms.ts";

/** GET /api/v1/glossary/terms?page=&q= : 30 terms per page in German order. */
export async function glossaryTermsRoute(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${API_BASE}${routes.glossaryList}`,
      { schema: { querystring: GlossaryListQuerySchema, response: { 200: GlossaryListResponseSchema } } },
      async (request) => listGlossaryTerms(app.db, request.query.page, request.query.q || undefined),
    );
}
