import type { FastifyInstance } from "fastify";

/** Liveness and readiness. /readyz follows the database: 503 while unreachable, 200 once back. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", { config: { rateLimit: false } }, async () => ({ status: "ok" }));

  app.get("/readyz", { config: { rateLimit: false } }, async (_request, reply) => {
    const databaseReady = await app.db.probe();
    if (!databaseReady) {
      return reply.status(503).send({ status: "unavailable", database: "unreachable" });
    }
    return { status: "ready", database: app.db.kind };
  });
}
