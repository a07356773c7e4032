import { API_BASE, CheckRequestSchema, routes } from "@leicht/contracts";
import { checkText } from "@leicht/textkit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";

/** POST /api/v1/check: findings in place and conformity for a text, without translating it. */
export async function checkRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${API_BASE}${routes.check}`,
      { schema: { body: CheckRequestSchema }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
      async (request) => {
        const { text, profile, options } = request.body;
        if (text.trim() === "") throw new AppError("validation_failed", "Bitte geben Sie einen Text ein.");
        return checkText(text, { profile, options: options ?? {} });
      },
    );
}
