import { API_BASE, routes, WidgetFeedbackResponseSchema, WidgetFeedbackSchema } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeWidgetFeedback } from "../../services/feedback.ts";

/** POST /api/v1/feedback: the floating widget's rating and comment. */
export async function feedbackRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE}${routes.feedback}`,
    {
      schema: { body: WidgetFeedbackSchema, response: { 201: WidgetFeedbackResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await storeWidgetFeedback(app.db, request.user?.id ?? null, request.body);
      return reply.status(201).send({ received: true as const });
    },
  );
}
