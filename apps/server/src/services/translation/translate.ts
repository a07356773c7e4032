import type { LanguageLevel, Separator, TranslationResult } from "@leicht/contracts";
import type { Database } from "../../db/database.ts";
import type { EngineLevel, TranslationEngine } from "../../engines/types.ts";
import { AppError } from "../../lib/app-error.ts";
import { chargeTranslation } from "../quota/charge.ts";
import type { QuotaPlan } from "../quota/plan.ts";
import { characterCount, hashEntry } from "./hash-entry.ts";
import { complexityOf, ruleReportOf, wordCount } from "./measure.ts";

export const EMPTY_TEXT_MESSAGE = "Bitte geben Sie einen Text ein.";

export type TranslateInput = {
  text: string;
  language_level: LanguageLevel;
  summarize: number;
  separator?: Separator | undefined;
};

export function engineLevelOf(level: LanguageLevel): EngineLevel {
  return level === "einfache-sprache-2" ? "einfach" : "leicht";
}

/** Refuses empty input and input over the caller's per-request cap (the client's cut is not trusted). */
export function checkTextInput(text: string, plan: QuotaPlan): number {
  if (text.trim().length === 0)
    throw new AppError("validation_failed", EMPTY_TEXT_MESSAGE, { fields: ["text"] });
  const characters = characterCount(text);
  const cap = plan.maxCharactersPerRequest;
  if (characters > cap) {
    throw new AppError(
      "text_too_long",
      `Der Text ist zu lang: höchstens ${cap.toLocaleString("de-DE")} Zeichen pro Anfrage (gesendet: ${characters.toLocaleString("de-DE")}).`,
      { fields: ["text"], max_characters_per_request: cap, characters },
    );
  }
  return characters;
}

/** Validates, charges (once per text and subject), translates and measures one level. */
export async function translateForCaller(
  deps: { db: Database; engine: TranslationEngine },
  plan: QuotaPlan,
  input: TranslateInput,
): Promise<TranslationResult> {
  const characters = checkTextInput(input.text, plan);
  const hashed_entry = hashEntry(input.text);
  const input_word_count = wordCount(input.text);
  await chargeTranslation(deps.db, plan, { characters, words: input_word_count, hashedEntry: hashed_entry });
  const level = engineLevelOf(input.language_level);
  const separator = input.separator ?? "mediopunkt";
  const result = await deps.engine.translate(input.text, {
    level,
    separator,
    summarize: input.summarize > 0,
  });
  return {
    formatted_text: result.formatted_text,
    simplified_text: result.simplified_text,
    translated_text: result.simplified_text,
    usage: result.usage,
    token_usage: result.usage,
    complexity: { before: complexityOf(input.text), after: complexityOf(result.simplified_text) },
    simplification_model_version: result.model_version,
    hashed_entry,
    input_word_count,
    word_count: wordCount(result.simplified_text),
    language_level: input.language_level,
    rule_report: ruleReportOf(result.simplified_text, level, separator),
  };
}
