import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { purgeExpiredData } from "../services/retention.ts";

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Purges expired data once the app is ready and then every six hours; a failure is logged, never fatal. */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const result = await purgeExpiredData(app.db);
      if (result.clientErrorLogs + result.contactMessages > 0) app.log.info(result, "expired data purged");
    } catch (error) {
      app.log.warn({ err: error }, "purging expired data failed");
    }
  };
  app.addHook("onReady", async () => {
    void purge();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
});
