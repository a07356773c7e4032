import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config/env.ts";
import type { Database } from "./db/database.ts";
import type { TranslationEngine } from "./engines/types.ts";
import { loggerOptions } from "./lib/logger.ts";
import { databasePlugin } from "./plugins/database.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { mailerPlugin } from "./plugins/mailer.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { originCheckPlugin } from "./plugins/origin-check.ts";
import { retentionPlugin } from "./plugins/retention.ts";
import { securityPlugin } from "./plugins/security.ts";
import { type SessionResolver, sessionPlugin } from "./plugins/session.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { analyzeRoutes } from "./routes/analysis/analyze.ts";
import { checkRoutes } from "./routes/analysis/check.ts";
import { contactRoutes } from "./routes/contact/contact.ts";
import { clientErrorRoutes } from "./routes/log/client-errors.ts";
import { siteRoutes } from "./routes/site/site.ts";
import { healthRoutes } from "./routes/system/health.ts";
import { translationRoutes } from "./routes/translation-routes.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, "../../web/dist");

export type AppDependencies = {
  database: Database;
  /** Test seam: who is signed in. Production uses the session plugin's own resolver. */
  resolveSession?: SessionResolver;
  /** Test seam: a translation engine instead of the configured one. */
  engine?: TranslationEngine;
};

/** Builds the whole app without listening; `server.ts` runs it, tests call `app.inject`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(originCheckPlugin, { config });
  await app.register(databasePlugin, { database: deps.database });
  await app.register(metricsPlugin);
  await app.register(sessionPlugin, { resolve: deps.resolveSession });
  await app.register(mailerPlugin);
  await app.register(retentionPlugin);
  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(analyzeRoutes);
  await app.register(checkRoutes);
  await app.register(contactRoutes);
  await app.register(siteRoutes);
  await app.register(translationRoutes, { engine: deps.engine });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR ?? defaultWebDist });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}
