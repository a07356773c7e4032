import { sql } from "drizzle-orm";
import { bigserial, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Client error reports (spec 000 §3, §7), stored after redaction and truncation on the server. */
export const clientErrorLogs = pgTable("client_error_logs", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  clientKey: text("client_key").notNull(),
  errorType: text("error_type"),
  message: text("message"),
  code: text("code"),
  pageUrl: text("page_url"),
  userAgent: text("user_agent"),
  report: jsonb("report").notNull(),
});

/** Messages sent through the contact form (/kontakt). */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  /** "pending" until the mailer answered, then "sent" or "failed"; the message is kept either way. */
  mailStatus: text("mail_status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
  /** The mailer's error of the last failed attempt, for the operator; never shown to the sender. */
  mailError: text("mail_error"),
});

export * from "./tables/feedback.ts";
export * from "./tables/glossary.ts";
export * from "./tables/translation.ts";
export * from "./tables/usage.ts";
