import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowsOf } from "../../db/database.ts";
import { AppError } from "../../lib/app-error.ts";
import { monthOf, type QuotaPlan } from "./plan.ts";

/** The second level of the same text within this window costs nothing (charge once). */
export const CHARGE_ONCE_WINDOW_MINUTES = 10;

export type ChargeRequest = { characters: number; words: number; hashedEntry: string; now?: Date };
export type ChargeResult = { charged: boolean };

function quotaExceeded(plan: QuotaPlan): AppError {
  return new AppError("quota_exceeded", plan.limitMessage);
}

/**
 * Charges a translation in one transaction, with conditional SQL only:
 * 1. a charge-once mark (chargeKey, hashed_entry) is inserted, or refreshed when older than the
 *    window; when it is fresh, the text was paid for minutes ago and nothing is charged;
 * 2. every balance is raised by one upsert whose WHERE refuses to pass its limit; a refused
 *    upsert returns no row, the transaction rolls back (mark included) and the caller gets 402;
 * 3. one ledger row per subject records the charge.
 */
export async function chargeTranslation(
  db: Database,
  plan: QuotaPlan,
  request: ChargeRequest,
): Promise<ChargeResult> {
  const { characters, words, hashedEntry } = request;
  if (characters <= 0) return { charged: false };
  if (plan.subjects.some((subject) => characters > subject.limit)) throw quotaExceeded(plan);
  const month = monthOf(request.now ?? new Date());
  const key = plan.chargeKey;
  return db.orm.transaction(async (tx) => {
    const mark = await tx.execute(sql`
      insert into usage_charges (subject_kind, subject_id, hashed_entry, charged_at)
      values (${key.kind}, ${key.id}, ${hashedEntry}, now())
      on conflict (subject_kind, subject_id, hashed_entry) do update set charged_at = now()
      where usage_charges.charged_at < now() - make_interval(mins => ${CHARGE_ONCE_WINDOW_MINUTES})
      returning 1 as fresh`);
    if (rowsOf(mark).length === 0) return { charged: false };
    for (const subject of plan.subjects) {
      const raised = await tx.execute(sql`
        insert into usage_balances (subject_kind, subject_id, month, used, updated_at)
        values (${subject.kind}, ${subject.id}, ${month}, ${characters}, now())
        on conflict (subject_kind, subject_id, month) do update
          set used = usage_balances.used + excluded.used, updated_at = now()
          where usage_balances.used + excluded.used <= ${subject.limit}
        returning used`);
      if (rowsOf(raised).length === 0) throw quotaExceeded(plan);
      await tx.execute(sql`
        insert into usage_ledger (subject_kind, subject_id, month, characters, words, hashed_entry)
        values (${subject.kind}, ${subject.id}, ${month}, ${characters}, ${words}, ${hashedEntry})`);
    }
    // Old marks are useless after the window; drop this key's stale ones while we hold its lock.
    await tx.execute(sql`
      delete from usage_charges
      where subject_kind = ${key.kind} and subject_id = ${key.id} and charged_at < now() - interval '1 day'`);
    return { charged: true };
  });
}
