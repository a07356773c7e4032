// Number helpers: digit tokens, years and months (number words: language/number-words.ts).
import { MONTH_NAMES } from "../../language/month-names.ts";
import type { SentenceView, Token } from "../types.ts";

/** The months, with the Austrian "Jänner". */
const MONTH_SET: ReadonlySet<string> = new Set([...MONTH_NAMES, "Jänner"]);

/** Words before a year: "im Jahr 1871", "seit 1990", "von 1914 bis 1918". */
const YEAR_CUES: ReadonlySet<string> = new Set([
  "im",
  "jahr",
  "jahre",
  "jahres",
  "seit",
  "bis",
  "von",
  "ab",
  "nach",
  "vor",
  "um",
  "anfang",
  "ende",
  "mitte",
  "herbst",
  "frühling",
  "frühjahr",
  "sommer",
  "winter",
  "geboren",
  "gestorben",
  "zwischen",
  "und",
  "oder",
  "in",
  "stand",
  "jahrgang",
  "baujahr",
]);

/** True for a token of digits only ("2024", "15"). */
export function isPlainDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

export function isMonth(word: string | undefined): boolean {
  return word !== undefined && MONTH_SET.has(word);
}

/**
 * True when a 4-digit token 1000-2099 is a year, not a quantity: a year cue or month before it,
 * or no noun after it ("2000 Euro" is a quantity, "im Jahr 2000" and "1871 war" are years).
 */
export function isYearToken(sentence: SentenceView, token: Token): boolean {
  if (token.text.length !== 4 || !isPlainDigits(token.text)) return false;
  const value = Number(token.text);
  if (value < 1000 || value > 2099) return false;
  const previous = sentence.tokens[token.index - 1];
  if (previous !== undefined && (YEAR_CUES.has(previous.lower) || isMonth(previous.text))) return true;
  const next = sentence.tokens[token.index + 1];
  return next === undefined || !next.isCapitalised || isMonth(next.text) || next.before !== "";
}
