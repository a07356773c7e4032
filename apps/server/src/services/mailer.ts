import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config/env.ts";

/** One e-mail as the app composes it; `from` is always MAIL_FROM. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string } | string;
};

export type MailDelivery =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; file: string };

/**
 * The one mailer of the app (contact form now, account e-mails later). With SMTP_URL it sends
 * through that server; without it, every mail is written as an .eml file into DATA_DIR/outbox/
 * so `npm start` works with no mail server and a developer can open what would have been sent.
 * `send` rejects when delivery fails; callers decide what that means for their data.
 */
export type Mailer = {
  readonly mode: "smtp" | "outbox";
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
};

export type MailerConfig = Pick<Config, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;

// Short time-outs: a request that sends mail must not hang for nodemailer's default two minutes.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function outboxDir(dataDir: string): string {
  return path.resolve(dataDir, "outbox");
}

function createSmtpMailer(config: MailerConfig & { SMTP_URL: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(config.SMTP_URL, smtpTimeouts);
  return {
    mode: "smtp",
    async send(message) {
      const info = await transport.sendMail({ ...message, from: config.MAIL_FROM });
      return { via: "smtp", messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(config: MailerConfig, logger: FastifyBaseLogger): Mailer {
  // streamTransport builds the complete RFC 822 message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = outboxDir(config.DATA_DIR);
  return {
    mode: "outbox",
    async send(message) {
      const info = await transport.sendMail({ ...message, from: config.MAIL_FROM });
      const file = path.join(dir, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, file }, "mail written to outbox (SMTP_URL not set)");
      return { via: "outbox", messageId: info.messageId, file };
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(config: MailerConfig, logger: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ ...config, SMTP_URL: config.SMTP_URL });
  return createOutboxMailer(config, logger);
}
