import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { purgeExpiredData } from "../services/retention.ts";

const FIRST_PURGE_AFTER_MS = 60 * 1000;
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Purges expired data a minute after start and then every six hours; a failure is logged, never
 * fatal. The first run waits so that start-up (and short-lived test apps) never race with it.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const result = await purgeExpiredData(app.db);
      if (Object.values(result).some((count) => count > 0)) app.log.info(result, "expired data purged");
    } catch (error) {
      app.log.warn({ err: error }, "purging expired data failed");
    }
  };
  app.addHook("onReady", async () => {
    first = setTimeout(() => void purge(), FIRST_PURGE_AFTER_MS);
    first.unref();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
});
