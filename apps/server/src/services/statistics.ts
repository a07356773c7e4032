import { CHARACTERS_PER_PAGE, type Statistics } from "@leicht/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { rowsOf } from "../db/database.ts";

/**
 * Figures of the statistics strip, from real data:
 * - words: words of every charged translation (usage ledger; a text translated into both levels
 *   counts once; the per-network mirror rows of anonymous charges are left out);
 * - pages: characters of the same rows divided by 1,800, rounded down;
 * - explanations: glossary entries plus glossary lookups served.
 */
export async function readStatistics(db: Database): Promise<Statistics> {
  const usage = await db.orm.execute(sql`
    select coalesce(sum(words), 0)::bigint as words, coalesce(sum(characters), 0)::bigint as characters
    from usage_ledger where subject_kind <> 'ip'`);
  const glossary = await db.orm.execute(sql`
    select count(*)::bigint as entries, coalesce(sum(lookups), 0)::bigint as lookups from glossary_entries`);
  const u = rowsOf(usage)[0] ?? {};
  const g = rowsOf(glossary)[0] ?? {};
  return {
    number_of_words: Number(u.words ?? 0),
    number_of_pages: Math.floor(Number(u.characters ?? 0) / CHARACTERS_PER_PAGE),
    number_of_explanations: Number(g.entries ?? 0) + Number(g.lookups ?? 0),
  };
}
