import type { TranslateLogEntry } from "@leicht/contracts";
import type { Database } from "../../db/database.ts";
import { translationLogs } from "../../db/schema.ts";
import { storableJson, storableOptional, storableText } from "../../lib/storable-text.ts";

/**
 * Stores the entries of POST /translate/log (one per level) as the signed-in user's history.
 * The user is the session's, never the `user_id` the client sent. Texts of anonymous visitors
 * are not stored at all (privacy by design, as the privacy page says): they have no history.
 */
export async function storeTranslationLog(
  db: Database,
  userId: string | null,
  entries: TranslateLogEntry[],
): Promise<number> {
  if (userId === null) return 0;
  const rows = entries.map((entry) => ({
    userId,
    sourceText: storableText(entry.source_text),
    translatedText: storableText(entry.translated_text),
    formattedText: storableOptional(entry.formatted_text),
    tokenUsage: entry.token_usage === undefined ? null : storableJson(entry.token_usage),
    complexity: entry.complexity === undefined ? null : storableJson(entry.complexity),
    simplificationModelVersion: storableOptional(entry.simplification_model_version),
    hashedEntry: storableOptional(entry.hashed_entry),
    languageLevel: entry.language_level,
    summarize: entry.summarize,
    wordCount: entry.word_count ?? null,
    activeTab: storableOptional(entry.active_tab),
    reroll: entry.reroll === undefined ? null : storableText(String(entry.reroll)),
  }));
  await db.orm.insert(translationLogs).values(rows);
  return rows.length;
}
