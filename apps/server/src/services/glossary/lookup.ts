import type { GlossaryEntry } from "@leicht/contracts";
import { lemmaOf } from "@leicht/textkit/lexicon/morphology/lemma-of.ts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowsOf } from "../../db/database.ts";
import { glossaryEntries } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { normaliseTerm } from "./glossary-data.ts";

export const GLOSSARY_NOT_FOUND_MESSAGE = "Keine Erklärung gefunden.";
/** pg_trgm similarity from which a term is offered as a near miss. */
export const SUGGESTION_SIMILARITY = 0.3;
export const SUGGESTION_COUNT = 5;

type Row = typeof glossaryEntries.$inferSelect;

function present(row: Row): GlossaryEntry {
  return {
    term: row.term,
    domain: row.domain,
    explanation_leicht: row.explanationLeicht,
    explanation_einfach: row.explanationEinfach,
    synonyms: row.synonyms,
    complexity: row.complexity ?? null,
    source: row.source,
    source_url: row.sourceUrl,
  };
}

async function findByKey(db: Database, key: string): Promise<Row | undefined> {
  const rows = await db.orm
    .select()
    .from(glossaryEntries)
    .where(
      sql`${glossaryEntries.termNormalised} = ${key} or ${glossaryEntries.formsNormalised} @> array[${key}]::text[]`,
    )
    .orderBy(sql`${glossaryEntries.termNormalised} = ${key} desc`, glossaryEntries.id)
    .limit(1);
  return rows[0];
}

/** Lemmas textkit knows for the term, trying the noun reading (capitalised) first. */
function lemmaKeys(term: string): string[] {
  const trimmed = term.normalize("NFC").trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  const lemmas = [lemmaOf(capitalised), lemmaOf(trimmed.toLowerCase())];
  return [...new Set(lemmas.filter((lemma): lemma is string => Boolean(lemma)).map(normaliseTerm))];
}

async function suggestionsFor(db: Database, key: string): Promise<string[]> {
  const result = await db.orm.execute(sql`
    select term from glossary_entries
    where similarity(term_normalised, ${key}) >= ${SUGGESTION_SIMILARITY}
    order by similarity(term_normalised, ${key}) desc, term
    limit ${SUGGESTION_COUNT}`);
  return rowsOf(result).map((row) => String(row.term));
}

/**
 * The entry for a term: exact (lower-cased) term or listed form, then the lemma ("Anträge" ->
 * "Antrag"). Counts the lookup. Nothing found: 404 "Keine Erklärung gefunden." with near misses.
 */
export async function lookUpGlossaryTerm(db: Database, term: string): Promise<GlossaryEntry> {
  const key = normaliseTerm(term);
  let row = await findByKey(db, key);
  for (const lemma of row ? [] : lemmaKeys(term)) {
    row = await findByKey(db, lemma);
    if (row) break;
  }
  if (row) {
    await db.orm
      .update(glossaryEntries)
      .set({ lookups: sql`${glossaryEntries.lookups} + 1` })
      .where(eq(glossaryEntries.id, row.id));
    return present(row);
  }
  const suggestions = await suggestionsFor(db, key);
  throw new AppError("not_found", GLOSSARY_NOT_FOUND_MESSAGE, { suggestions });
}
