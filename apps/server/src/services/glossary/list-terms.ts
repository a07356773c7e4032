import { GLOSSARY_PAGE_SIZE, type GlossaryListResponse } from "@leicht/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowsOf } from "../../db/database.ts";
import { normaliseTerm } from "./glossary-data.ts";

// German order without an ICU collation (PGlite has none): umlauts sort with their base letter.
const sortKey = sql.raw("translate(term_normalised, 'äöüß', 'aous')");

function likePattern(query: string): string {
  return `%${normaliseTerm(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page (30 terms) of the glossary list, optionally filtered by a part of the term. */
export async function listGlossaryTerms(
  db: Database,
  page: number,
  query?: string,
): Promise<GlossaryListResponse> {
  const filter = query ? sql`where term_normalised like ${likePattern(query)}` : sql``;
  const counted = await db.orm.execute(sql`select count(*)::int as total from glossary_entries ${filter}`);
  const total = Number(rowsOf(counted)[0]?.total ?? 0);
  const offset = (page - 1) * GLOSSARY_PAGE_SIZE;
  const listed = await db.orm.execute(sql`
    select term from glossary_entries ${filter}
    order by ${sortKey}, term
    limit ${GLOSSARY_PAGE_SIZE} offset ${offset}`);
  return {
    terms: rowsOf(listed).map((row) => String(row.term)),
    page,
    page_size: GLOSSARY_PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / GLOSSARY_PAGE_SIZE),
  };
}
