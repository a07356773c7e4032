import type { QuotaItem } from "@leicht/contracts";
import { classifyInput, countCharacters } from "./text-measure.ts";

/** Spec 001 §9: pre-translation starts this long after typing or pasting. */
export const PRETRANSLATE_DELAY_MS = 500;

/**
 * Pre-translate only real texts (4 words or more) that fit the cap and the characters left, that
 * were not just translated, and never while an example is shown.
 */
export function shouldPretranslate(input: {
  text: string;
  quota: QuotaItem | undefined;
  lastTranslatedText: string;
  isExampleActive: boolean;
}): boolean {
  const { text, quota } = input;
  if (input.isExampleActive || !quota) return false;
  if (classifyInput(text) !== "text") return false;
  if (text === input.lastTranslatedText) return false;
  const characters = countCharacters(text);
  return characters <= quota.max_characters_per_request && characters <= quota.tokens;
}

/** Refused before sending when the characters left are fewer than the text's (spec 001 §5). */
export function exceedsQuota(text: string, quota: QuotaItem | undefined): boolean {
  return quota !== undefined && countCharacters(text) > quota.tokens;
}
