import { API_BASE, CLIENT_ERROR_BODY_LIMIT, ClientErrorReportSchema, routes } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeClientError } from "../../services/client-errors.ts";

/** POST /api/v1/log/client-errors: stores a redacted client error report. Needs no credentials. */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.clientErrors}`,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: { body: ClientErrorReportSchema },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await storeClientError(app.db, request.ip, request.body);
      return reply.status(202).send({ stored: true });
    },
  );
}
