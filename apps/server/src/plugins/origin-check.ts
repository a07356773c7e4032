import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config/env.ts";
import { errorBody } from "../lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}

/**
 * Cross-site request protection (architecture §7): an unsafe API request that carries an `Origin`
 * header must come from our own site (PUBLIC_URL or the host it was sent to). Requests without
 * `Origin` (curl, server-to-server with an API key) pass; browsers always send it on POST.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const publicOrigin = new URL(options.config.PUBLIC_URL).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin || origin === requestOrigin(request)) return;
    return reply
      .status(403)
      .send(
        errorBody("forbidden", "Diese Anfrage kommt von einer fremden Webseite und wurde deshalb abgelehnt."),
      );
  });
});
