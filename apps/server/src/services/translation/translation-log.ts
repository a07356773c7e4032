import type { TranslateLogEntry } from "@leicht/contracts";
import type { Database } from "../../db/database.ts";
import { translationLogs } from "../../db/schema.ts";

/**
 * Stores the entries of POST /translate/log (one per level). The user is the session's, never
 * the `user_id` the client sent: an anonymous visitor cannot write into someone's history.
 */
export async function storeTranslationLog(
  db: Database,
  userId: string | null,
  entries: TranslateLogEntry[],
): Promise<number> {
  const rows = entries.map((entry) => ({
    userId,
    sourceText: entry.source_text,
    translatedText: entry.translated_text,
    formattedText: entry.formatted_text ?? null,
    tokenUsage: entry.token_usage ?? null,
    complexity: entry.complexity ?? null,
    simplificationModelVersion: entry.simplification_model_version ?? null,
    hashedEntry: entry.hashed_entry ?? null,
    languageLevel: entry.language_level,
    summarize: entry.summarize,
    wordCount: entry.word_count ?? null,
    activeTab: entry.active_tab ?? null,
    reroll: entry.reroll === undefined ? null : String(entry.reroll),
  }));
  await db.orm.insert(translationLogs).values(rows);
  return rows.length;
}
