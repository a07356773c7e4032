import { API_BASE, ContactRequestSchema, ContactResponseSchema, routes } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { receiveContactMessage } from "../../services/contact.ts";

/**
 * POST /api/v1/contact: the contact form (/kontakt). Validated by the contract, rate-limited per
 * client, stored and mailed to CONTACT_EMAIL by the service.
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.contact}`,
    {
      bodyLimit: 32 * 1024,
      schema: { body: ContactRequestSchema, response: { 202: ContactResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      await receiveContactMessage(
        { db: app.db, mailer: app.mailer, contactEmail: app.config.CONTACT_EMAIL, log: request.log },
        request.body,
      );
      return reply.status(202).send({ received: true });
    },
  );
}
