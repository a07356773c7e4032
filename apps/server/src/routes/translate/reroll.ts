import { API_BASE, RerollRequestSchema, RerollResponseSchema, routes } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REROLL_TIER_REQUIRED_MESSAGE, requireTierFlag, requireUser } from "../../lib/require-user.ts";
import { rerollForUser } from "../../services/translation/reroll.ts";

/** POST /api/v1/translate/reroll: 401 without a session, 403 without the tier's `reroll` flag. */
export async function rerollRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.translateReroll}`,
    {
      // Authenticate before validating: an anonymous caller gets 401 whatever it sent.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { body: RerollRequestSchema, response: { 200: RerollResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      const tier = requireTierFlag(requireUser(request), "reroll", REROLL_TIER_REQUIRED_MESSAGE);
      return rerollForUser(app.engine, tier, request.body);
    },
  );
}
