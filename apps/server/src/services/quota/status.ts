import { CHARACTERS_PER_PAGE, type QuotaItem } from "@leicht/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { usageBalances } from "../../db/schema.ts";
import { monthOf, type QuotaPlan } from "./plan.ts";

/** Characters left this month: the smallest room of all subjects (anonymous: visitor and network). */
export async function remainingCharacters(db: Database, plan: QuotaPlan, now = new Date()): Promise<number> {
  const month = monthOf(now);
  let remaining = Number.POSITIVE_INFINITY;
  for (const subject of plan.subjects) {
    const rows = await db.orm
      .select({ used: usageBalances.used })
      .from(usageBalances)
      .where(
        and(
          eq(usageBalances.subjectKind, subject.kind),
          eq(usageBalances.subjectId, subject.id),
          eq(usageBalances.month, month),
        ),
      );
    const used = rows[0]?.used ?? 0;
    remaining = Math.min(remaining, Math.max(0, subject.limit - used));
  }
  return Number.isFinite(remaining) ? remaining : 0;
}

/** The answer of POST /token/quota, from the server's own figures. */
export async function quotaStatus(db: Database, plan: QuotaPlan): Promise<QuotaItem> {
  const tokens = await remainingCharacters(db, plan);
  const pages = Math.floor(tokens / CHARACTERS_PER_PAGE);
  return {
    tokens,
    chars_per_month: plan.charsPerMonth,
    max_characters_per_request: plan.maxCharactersPerRequest,
    pages_available: pages,
    free_pages_left: plan.isFree ? pages : 0,
  };
}
