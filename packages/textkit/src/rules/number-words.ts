// Rule 9: numbers as digits. Profile switch "numbers":
// - "digits" (Leichte Sprache, LT ZAHLWOERTER, MUC): every number word is flagged: "fünf" -> "5".
// - "words-up-to-12" (Einfache Sprache, ZH): number words above 12 are flagged, and the digits
//   0-12 unless a unit, time or money follows (deadlines and measures stay digits).
import { parseNumberWord } from "../language/number-words.ts";
import { isPlainDigits } from "./engine/numbers.ts";
import type { SentenceRule } from "./types.ts";

const WORDS_UP_TO_12 = [
  "null",
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
];
/** Words after a digit that keep it a digit in Einfache Sprache. */
const UNITS_AFTER_DIGITS: ReadonlySet<string> = new Set([
  "euro",
  "cent",
  "uhr",
  "prozent",
  "meter",
  "kilometer",
  "zentimeter",
  "millimeter",
  "kilogramm",
  "kilo",
  "gramm",
  "liter",
  "minuten",
  "minute",
  "stunden",
  "stunde",
  "tage",
  "tag",
  "tagen",
  "wochen",
  "woche",
  "monate",
  "monat",
  "monaten",
  "jahre",
  "jahr",
  "jahren",
  "km",
  "kg",
  "cm",
  "mm",
  "m",
  "g",
  "l",
  "h",
  "min",
  "std",
  "mio",
  "millionen",
  "milliarden",
  "grad",
  "seite",
  "seiten",
]);
/** Words before a digit that make it a label, not a quantity ("Nummer 3", "Absatz 2"). */
const LABELS_BEFORE_DIGITS: ReadonlySet<string> = new Set([
  "nummer",
  "nr",
  "seite",
  "absatz",
  "abs",
  "paragraf",
  "paragraph",
  "artikel",
  "art",
  "kapitel",
  "teil",
  "zimmer",
  "raum",
  "gleis",
  "linie",
  "haus",
  "stufe",
  "klasse",
  "anlage",
  "punkt",
  "ziffer",
  "buchstabe",
  "tür",
  "etage",
]);
/** Words the number parser accepts that are mostly not numbers in running text. */
const NOT_NUMBER_WORDS: ReadonlySet<string> = new Set(["acht", "elf"]);

export const numberWords: SentenceRule = {
  id: "number-words",
  scope: "sentence",
  messages: {
    default: {
      de: "Zahlwort „{word}“. Schreiben Sie Zahlen als Ziffern: „{digits}“.",
      leicht: "Schreiben Sie die Zahl so: {digits}.",
    },
    word: {
      de: "Zahlen bis 12 schreibt man in Einfacher Sprache als Wort: „{words}“.",
      leicht: "Schreiben Sie die Zahl als Wort: {words}.",
    },
  },
  check(sentence, { profile, text }, report) {
    const upTo12 = profile.numbers === "words-up-to-12";
    const { tokens } = sentence;
    for (const token of tokens) {
      if ((token.kind & 2) !== 0) {
        if (!upTo12 || !isPlainDigits(token.text)) continue;
        const value = Number(token.text);
        if (token.text.length > 2 || value > 12) continue;
        const next = tokens[token.index + 1];
        const previous = tokens[token.index - 1];
        if (text.charAt(token.end) === "." || text.charAt(token.end) === ":") continue;
        if (next !== undefined && (UNITS_AFTER_DIGITS.has(next.lower) || next.before !== "")) continue;
        if (next === undefined || previous === undefined || LABELS_BEFORE_DIGITS.has(previous.lower))
          continue;
        if (previous.before.includes("§")) continue;
        const words = WORDS_UP_TO_12[value] ?? token.text;
        report({ start: token.start, end: token.end, key: "word", values: { words }, suggestion: words });
        continue;
      }
      if (NOT_NUMBER_WORDS.has(token.lower) && token.isCapitalised) continue;
      const value = parseNumberWord(token.lower);
      if (value === undefined || (upTo12 && value <= 12)) continue;
      if (token.lower === "acht" && tokens[token.index + 1]?.lower === "geben") continue;
      const digits = String(value);
      const suggestion = token.isCapitalised && token.index > 0 ? undefined : digits;
      report({
        start: token.start,
        end: token.end,
        values: { word: token.text, digits },
        suggestion,
      });
    }
  },
};
