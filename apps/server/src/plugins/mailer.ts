import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer, type Mailer } from "../services/mailer.ts";

/** Makes the one mailer available as `app.mailer` (SMTP_URL or the outbox) and closes it with the app. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config, app.log);
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => {
    mailer.close();
  });
});

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
