import { API_BASE, routes, TranslateLogRequestSchema, TranslateLogResponseSchema } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeTranslationLog } from "../../services/translation/translation-log.ts";

/** POST /api/v1/translate/log: stores both levels' entries (history for signed-in users). */
export async function translateLogRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.translateLog}`,
    {
      schema: { body: TranslateLogRequestSchema, response: { 201: TranslateLogResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const stored = await storeTranslationLog(app.db, request.user?.id ?? null, request.body);
      return reply.status(201).send({ stored });
    },
  );
}
