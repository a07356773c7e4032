import type { ContactRequest } from "@leicht/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { contactMessages } from "../db/schema.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

export type ContactDependencies = {
  db: Database;
  mailer: Mailer;
  contactEmail: string;
  log: FastifyBaseLogger;
};

export type ContactOutcome =
  | { kind: "dropped" }
  | { kind: "stored"; id: string; mailStatus: "sent" | "failed" };

const berlinTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

export function contactMail(to: string, id: string, receivedAt: Date, input: ContactRequest): MailMessage {
  const text = [
    "Neue Nachricht über das Kontaktformular",
    "",
    `Name: ${input.name}`,
    `E-Mail: ${input.email}`,
    `Betreff: ${input.subject}`,
    `Eingegangen: ${berlinTime.format(receivedAt)} (Nummer ${id})`,
    "",
    input.message,
    "",
    "Antworten Sie direkt auf diese E-Mail, um der Person zu schreiben.",
  ].join("\n");
  return {
    to,
    subject: `Kontaktformular: ${input.subject}`,
    text,
    replyTo: { name: input.name, address: input.email },
  };
}

/**
 * Stores the message first and then mails it to CONTACT_EMAIL, so a mail failure never loses
 * it: the row then says mailStatus "failed" with the error for the operator. A filled honeypot
 * means a bot; it gets the same answer as a person but nothing is stored or sent.
 */
export async function receiveContactMessage(
  deps: ContactDependencies,
  input: ContactRequest,
): Promise<ContactOutcome> {
  if (input.website && input.website.trim() !== "") {
    deps.log.info("contact message dropped: honeypot filled");
    return { kind: "dropped" };
  }
  const [row] = await deps.db.orm
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("contact message insert returned no row");

  try {
    await deps.mailer.send(contactMail(deps.contactEmail, row.id, row.createdAt, input));
    await deps.db.orm
      .update(contactMessages)
      .set({
        mailStatus: "sent",
        attempts: sql`${contactMessages.attempts} + 1`,
        mailedAt: sql`now()`,
        mailError: null,
      })
      .where(eq(contactMessages.id, row.id));
    return { kind: "stored", id: row.id, mailStatus: "sent" };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ contactMessageId: row.id, reason }, "contact message stored, but mailing it failed");
    await deps.db.orm
      .update(contactMessages)
      .set({ mailStatus: "failed", attempts: sql`${contactMessages.attempts} + 1`, mailError: reason })
      .where(eq(contactMessages.id, row.id));
    return { kind: "stored", id: row.id, mailStatus: "failed" };
  }
}
