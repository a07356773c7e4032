import { lt } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { clientErrorLogs, contactMessages } from "../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long data is kept, as the privacy notice (/datenschutz) promises. Changing a value here
 * means changing the notice in apps/web/public/locales/{de,de-leicht}/legal.json too.
 */
export const retention = {
  clientErrorLogsDays: 30,
  contactMessagesDays: 365,
} as const;

export type PurgeResult = { clientErrorLogs: number; contactMessages: number };

/** Deletes what has passed its retention period; safe to run any time and on any instance. */
export async function purgeExpiredData(db: Database, now: Date = new Date()): Promise<PurgeResult> {
  const errorsBefore = new Date(now.getTime() - retention.clientErrorLogsDays * DAY_MS);
  const contactBefore = new Date(now.getTime() - retention.contactMessagesDays * DAY_MS);
  const errors = await db.orm
    .delete(clientErrorLogs)
    .where(lt(clientErrorLogs.receivedAt, errorsBefore))
    .returning({ id: clientErrorLogs.id });
  const messages = await db.orm
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, contactBefore))
    .returning({ id: contactMessages.id });
  return { clientErrorLogs: errors.length, contactMessages: messages.length };
}
