import { API_BASE, routes, TranslateRequestSchema, TranslateResponseSchema } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resolveCaller } from "../../services/quota/caller.ts";
import { quotaPlan } from "../../services/quota/plan.ts";
import { translateForCaller } from "../../services/translation/translate.ts";

/**
 * POST /api/v1/translate: one level per call (the web sends both in parallel). Answers a list
 * whose first item is the result. 400 for empty text or text over the caller's cap, 402 when the
 * month's quota is used up.
 */
export async function translateRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.translate}`,
    {
      schema: { body: TranslateRequestSchema, response: { 200: TranslateResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const caller = resolveCaller(request, reply, app.config);
      const plan = quotaPlan(caller, app.config);
      const result = await translateForCaller({ db: app.db, engine: app.engine }, plan, request.body);
      return [result];
    },
  );
}
