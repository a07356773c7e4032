import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Translations the web asked us to keep (POST /translate/log), one row per level. */
export const translationLogs = pgTable(
  "translation_logs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user's id from the session; null for anonymous visitors (never the client's word). */
    userId: text("user_id"),
    sourceText: text("source_text").notNull(),
    translatedText: text("translated_text").notNull(),
    formattedText: text("formatted_text"),
    tokenUsage: jsonb("token_usage"),
    complexity: jsonb("complexity"),
    simplificationModelVersion: text("simplification_model_version"),
    hashedEntry: text("hashed_entry"),
    languageLevel: text("language_level").notNull(),
    summarize: integer("summarize").notNull().default(0),
    wordCount: integer("word_count"),
    activeTab: text("active_tab"),
    reroll: text("reroll"),
  },
  (table) => [index("translation_logs_user_idx").on(table.userId, table.createdAt)],
);
