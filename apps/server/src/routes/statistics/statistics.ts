import { API_BASE, routes, StatisticsSchema } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readStatistics } from "../../services/statistics.ts";

/** GET /api/v1/user-data/statistics: words, pages and explanations served so far. */
export async function statisticsRoute(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${API_BASE}${routes.statistics}`,
      { schema: { response: { 200: StatisticsSchema } } },
      async (_request, reply) => {
        // The web refreshes every 5 minutes; a minute of caching costs nobody anything.
        reply.header("cache-control", "public, max-age=60");
        return readStatistics(app.db);
      },
    );
}
