import { AnalyzeRequestSchema, API_BASE, routes } from "@leicht/contracts";
import { analyzeText } from "@leicht/textkit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";

/** POST /api/v1/analyze: readability of a text without translating it. */
export async function analyzeRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${API_BASE}${routes.analyze}`,
      { schema: { body: AnalyzeRequestSchema }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
      async (request) => {
        const { text, include_sentences } = request.body;
        if (text.trim() === "") throw new AppError("validation_failed", "Bitte geben Sie einen Text ein.");
        return analyzeText(text, { includeSentences: include_sentences ?? false });
      },
    );
}
