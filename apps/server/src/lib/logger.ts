import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config/env.ts";

/** Paths pino hides in every log line: credentials in headers and secret-like body fields. */
export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-auth-token"]',
  'req.headers["session-id"]',
  'req.headers["csrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.secret",
  "*.api_key",
  "*.apiKey",
  "config.SESSION_SECRET",
  "config.LLM_API_KEY",
  "config.SMTP_URL",
  "config.DATABASE_URL",
];

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: "[REDACTED]" },
  };
}
