import { and, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { clientErrorLogs, contactMessages, usageBalances, usageCharges, usageLedger } from "../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long data is kept, as the privacy notice (/datenschutz) promises. Changing a value here
 * means changing the notice in apps/web/public/locales/{de,de-leicht}/legal.json too.
 */
export const retention = {
  clientErrorLogsDays: 30,
  contactMessagesDays: 365,
  /** Anonymous and network (keyed IP hash) usage counters: 12 months, then the id is dropped. */
  anonymousUsageDays: 365,
  /** Charge-once marks only matter for minutes. */
  chargeMarksDays: 1,
} as const;

/** Subject id left on ledger rows whose anonymous or network id has expired. */
export const EXPIRED_SUBJECT = "abgelaufen";

export type PurgeResult = {
  clientErrorLogs: number;
  contactMessages: number;
  anonymousBalances: number;
  anonymousLedgerRows: number;
  chargeMarks: number;
};

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
  const usageBefore = new Date(now.getTime() - retention.anonymousUsageDays * DAY_MS);
  const anonymousKinds = inArray(usageBalances.subjectKind, ["anon", "ip"]);
  const balances = await db.orm
    .delete(usageBalances)
    .where(and(anonymousKinds, lt(usageBalances.updatedAt, usageBefore)))
    .returning({ month: usageBalances.month });
  // Ledger rows stay for the statistics (words, pages); only the visitor's id is dropped.
  const ledger = await db.orm
    .update(usageLedger)
    .set({ subjectId: EXPIRED_SUBJECT })
    .where(
      and(
        inArray(usageLedger.subjectKind, ["anon", "ip"]),
        lt(usageLedger.createdAt, usageBefore),
        ne(usageLedger.subjectId, EXPIRED_SUBJECT),
      ),
    )
    .returning({ id: usageLedger.id });
  const marksBefore = new Date(now.getTime() - retention.chargeMarksDays * DAY_MS);
  const marks = await db.orm
    .delete(usageCharges)
    .where(lt(usageCharges.chargedAt, marksBefore))
    .returning({ id: usageCharges.hashedEntry });
  return {
    clientErrorLogs: errors.length,
    contactMessages: messages.length,
    anonymousBalances: balances.length,
    anonymousLedgerRows: ledger.length,
    chargeMarks: marks.length,
  };
}
