// Number helpers: German number words, digit tokens, years and months.
import type { SentenceView, Token } from "../types.ts";

const UNITS: Readonly<Record<string, number>> = {
  null: 0,
  eins: 1,
  ein: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Readonly<Record<string, number>> = {
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

function parseBelowHundred(word: string): number | undefined {
  if (word === "") return 0;
  const unit = UNITS[word];
  if (unit !== undefined) return unit;
  const tens = TENS[word];
  if (tens !== undefined) return tens;
  const und = word.indexOf("und");
  if (und <= 0) return undefined;
  const left = UNITS[word.slice(0, und)];
  const right = TENS[word.slice(und + 3)];
  return left !== undefined && left < 10 && right !== undefined ? left + right : undefined;
}

function parseBelowThousand(word: string): number | undefined {
  const at = word.indexOf("hundert");
  if (at < 0) return parseBelowHundred(word);
  const head = word.slice(0, at);
  const count = head === "" ? 1 : UNITS[head];
  const rest = parseBelowHundred(word.slice(at + 7));
  return count !== undefined && count > 0 && count < 10 && rest !== undefined
    ? count * 100 + rest
    : undefined;
}

/**
 * The value of a German cardinal number word ("sieben" 7, "dreihundertfünfundzwanzig" 325,
 * "zweitausend" 2000), or undefined. The article forms "ein", "eine" are not numbers here.
 */
export function parseNumberWord(lower: string): number | undefined {
  if (lower.length < 3 || lower.length > 60 || lower === "ein") return undefined;
  const at = lower.indexOf("tausend");
  if (at < 0) return parseBelowThousand(lower);
  const head = lower.slice(0, at);
  const count = head === "" ? 1 : parseBelowThousand(head);
  const rest = parseBelowThousand(lower.slice(at + 7));
  return count !== undefined && count > 0 && rest !== undefined ? count * 1000 + rest : undefined;
}

export const MONTHS: readonly string[] = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const MONTH_SET: ReadonlySet<string> = new Set([...MONTHS, "Jänner"]);

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
