import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { selectEngine } from "../engines/select-engine.ts";
import type { TranslationEngine } from "../engines/types.ts";

/** Picks the translation engine once (TRANSLATION_ENGINE) and shares it as `app.engine`. */
export const translationEnginePlugin = fp(
  async (app: FastifyInstance, options: { engine?: TranslationEngine }) => {
    app.decorate("engine", options.engine ?? selectEngine(app.config, app.log));
  },
);

declare module "fastify" {
  interface FastifyInstance {
    engine: TranslationEngine;
  }
}
