import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config/env.ts";
import { errorBody } from "../lib/app-error.ts";

/** helmet with a CSP the built app satisfies, compression, cookies and a global rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": config.isSecure ? [] : null,
      },
    },
    strictTransportSecurity: config.isSecure,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, {
    secret: config.SESSION_SECRET ?? "leicht-development-cookie-secret-not-for-production",
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    allowList: (request) => request.url === "/healthz" || request.url === "/readyz",
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(
        "rate_limited",
        `Zu viele Anfragen. Bitte warten Sie ${Math.ceil(context.ttl / 1000)} Sekunden und versuchen Sie es dann erneut.`,
      ),
    }),
  });
});
