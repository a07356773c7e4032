import { API_BASE, QuotaResponseSchema, routes } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resolveCaller } from "../../services/quota/caller.ts";
import { quotaPlan } from "../../services/quota/plan.ts";
import { quotaStatus } from "../../services/quota/status.ts";

/**
 * POST /api/v1/token/quota: the caller's characters left this month and the figures the web
 * shows ("Noch {n} freie Seiten"). Also issues the anonymous-id cookie on a first visit.
 */
export async function quotaRoute(app: FastifyInstance): Promise<void> {
  // The spec's payload is "empty": accept a JSON request without a body (this route only).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${API_BASE}${routes.quota}`,
      { schema: { response: { 200: QuotaResponseSchema } } },
      async (request, reply) => {
        const plan = quotaPlan(resolveCaller(request, reply, app.config), app.config);
        return [await quotaStatus(app.db, plan)];
      },
    );
}
