import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export type StoredComplexity = {
  average_readability_score: number;
  ger_language_level: string;
  estimated_grade_level: number;
};
export type GlossaryComplexity = {
  leicht: StoredComplexity;
  einfach: StoredComplexity;
  before: StoredComplexity;
};

/** Glossary terms, seeded at start from packages/textkit/data/glossary/*.json. */
export const glossaryEntries = pgTable(
  "glossary_entries",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull().unique(),
    /** Lower-cased, NFC: the lookup key. */
    termNormalised: text("term_normalised").notNull().unique(),
    domain: text("domain"),
    /** Inflected forms as written in the data file. */
    forms: jsonb("forms").$type<string[]>().notNull().default([]),
    /** The same forms lower-cased, for `@>` lookups. */
    formsNormalised: text("forms_normalised").array().notNull().default([]),
    explanationLeicht: text("explanation_leicht").notNull(),
    explanationEinfach: text("explanation_einfach").notNull(),
    synonyms: jsonb("synonyms").$type<string[]>().notNull().default([]),
    complexity: jsonb("complexity").$type<GlossaryComplexity | null>(),
    source: text("source"),
    sourceUrl: text("source_url"),
    /** Lookups served with this entry (statistics strip); incremented atomically. */
    lookups: integer("lookups").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("glossary_entries_term_trgm_idx").using("gin", table.termNormalised.op("gin_trgm_ops")),
    index("glossary_entries_forms_idx").using("gin", table.formsNormalised),
  ],
);
