import type { FastifyInstance } from "fastify";
import type { TranslationEngine } from "../engines/types.ts";
import { translationEnginePlugin } from "../plugins/translation-engine.ts";
import { feedbackRoute } from "./feedback/feedback.ts";
import { glossaryRoute } from "./glossary/glossary.ts";
import { glossaryTermsRoute } from "./glossary/glossary-terms.ts";
import { quotaRoute } from "./quota/quota.ts";
import { statisticsRoute } from "./statistics/statistics.ts";
import { rerollRoute } from "./translate/reroll.ts";
import { translateRoute } from "./translate/translate.ts";
import { translateLogRoute } from "./translate/translate-log.ts";

/** The translator's endpoints (spec 001 §7): translate, log, reroll, quota, glossary, statistics, feedback. */
export async function translationRoutes(
  app: FastifyInstance,
  options: { engine?: TranslationEngine },
): Promise<void> {
  await app.register(translationEnginePlugin, { engine: options.engine });
  await app.register(translateRoute);
  await app.register(translateLogRoute);
  await app.register(rerollRoute);
  await app.register(quotaRoute);
  await app.register(glossaryRoute);
  await app.register(glossaryTermsRoute);
  await app.register(statisticsRoute);
  await app.register(feedbackRoute);
}
