import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who is charged: a signed-in user, an anonymous visitor (signed cookie id) or an IP address
 * (keyed hash, so clearing cookies does not reset the limit).
 */
export type SubjectKind = "user" | "anon" | "ip";

/**
 * Append-only record of every charge; balances can be rebuilt from it. Rows are never deleted;
 * after 12 months the retention job replaces an anonymous or network id with "abgelaufen".
 */
export const usageLedger = pgTable(
  "usage_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subjectKind: text("subject_kind").$type<SubjectKind>().notNull(),
    subjectId: text("subject_id").notNull(),
    /** Calendar month in UTC, "2026-11". */
    month: text("month").notNull(),
    characters: integer("characters").notNull(),
    /** Words of the charged text, for the statistics strip. */
    words: integer("words").notNull().default(0),
    hashedEntry: text("hashed_entry"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("usage_ledger_subject_idx").on(table.subjectKind, table.subjectId, table.month)],
);

/** Characters used per subject and month; changed only by one conditional upsert. */
export const usageBalances = pgTable(
  "usage_balances",
  {
    subjectKind: text("subject_kind").$type<SubjectKind>().notNull(),
    subjectId: text("subject_id").notNull(),
    month: text("month").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subjectKind, table.subjectId, table.month] })],
);

/**
 * Charge-once marks: a text (hashed_entry) charged to a subject stays free for that subject for
 * a short window, so the second level of the same text costs nothing.
 */
export const usageCharges = pgTable(
  "usage_charges",
  {
    subjectKind: text("subject_kind").$type<SubjectKind>().notNull(),
    subjectId: text("subject_id").notNull(),
    hashedEntry: text("hashed_entry").notNull(),
    chargedAt: timestamp("charged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subjectKind, table.subjectId, table.hashedEntry] })],
);
