import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Tier } from "../lib/tiers.ts";

/** The signed-in user as routes see it: who it is and the flags of its effective tier. */
export type SessionUser = { id: string; tier: Tier };

/** Resolves the caller's session; null when nobody is signed in. */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

/**
 * Seam for the accounts issue: sessions (access and refresh cookies) do not exist yet, so the
 * default resolver reads nothing and everyone is anonymous. The accounts work replaces
 * `noSession` with a resolver that verifies the access-token cookie. Tests may pass their own
 * resolver through `buildApp(config, { resolveSession })`; production never does.
 */
export const noSession: SessionResolver = async () => null;

export const sessionPlugin = fp(async (app: FastifyInstance, options: { resolve?: SessionResolver }) => {
  const resolve = options.resolve ?? noSession;
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    request.user = await resolve(request);
  });
});

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
