import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type GlossaryComplexity, glossaryEntries } from "../../db/schema.ts";
import { complexityOf } from "../translation/measure.ts";
import { type GlossaryDataProblem, normaliseTerm, readGlossaryData } from "./glossary-data.ts";

const BATCH = 100;

/**
 * Complexity of an entry: both explanations, and `before` as the bare term the reader looked up
 * (short texts are capped by analyzeText, so a single hard word scores high but never C2).
 */
function complexityOfEntry(term: string, leicht: string, einfach: string): GlossaryComplexity {
  return { leicht: complexityOf(leicht), einfach: complexityOf(einfach), before: complexityOf(term) };
}

/**
 * Idempotent upsert of the shipped glossary, run at start after the migrations. Entries are keyed
 * by the normalised term; a later file wins over an earlier one for the same term. Lookup counts
 * are kept. Entries that left the data files stay in the table.
 */
export async function seedGlossary(
  db: Database,
  dir?: string,
): Promise<{ upserted: number; problems: GlossaryDataProblem[] }> {
  const { entries, problems } = readGlossaryData(dir);
  const byKey = new Map(entries.map((entry) => [normaliseTerm(entry.term), entry]));
  const rows = [...byKey].map(([key, entry]) => ({
    term: entry.term.trim(),
    termNormalised: key,
    domain: entry.domain ?? null,
    forms: entry.forms,
    formsNormalised: [...new Set(entry.forms.map(normaliseTerm))],
    explanationLeicht: entry.explanation_leicht,
    explanationEinfach: entry.explanation_einfach,
    synonyms: entry.synonyms,
    complexity: complexityOfEntry(entry.term, entry.explanation_leicht, entry.explanation_einfach),
    source: entry.source ?? null,
    sourceUrl: entry.source_url ?? null,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.orm
      .insert(glossaryEntries)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: glossaryEntries.termNormalised,
        set: {
          term: sql`excluded.term`,
          domain: sql`excluded.domain`,
          forms: sql`excluded.forms`,
          formsNormalised: sql`excluded.forms_normalised`,
          explanationLeicht: sql`excluded.explanation_leicht`,
          explanationEinfach: sql`excluded.explanation_einfach`,
          synonyms: sql`excluded.synonyms`,
          complexity: sql`excluded.complexity`,
          source: sql`excluded.source`,
          sourceUrl: sql`excluded.source_url`,
          updatedAt: sql`now()`,
        },
      });
  }
  return { upserted: rows.length, problems };
}
