// Rule 14: no Roman numerals (LanguageTool ROEMISCHE_ZAHL). Upper-case tokens of two or more
// letters that form a valid Roman numeral, minus a stop list of acronyms (CD, DC, MC, ...); a
// single I, V or X only after a word such as "Teil", "Band" or "SGB".
import type { SentenceRule } from "./types.ts";

const VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
const NOT_ROMAN: ReadonlySet<string> = new Set([
  "CD",
  "DC",
  "CC",
  "CI",
  "CL",
  "CM",
  "DM",
  "LI",
  "MD",
  "MC",
  "MM",
  "MI",
  "DI",
  "XL",
  "ML",
  "DL",
  "IC",
  "MIX",
  "CV",
  "LCD",
  "MDL",
  "DIV",
  "CIV",
  "MCM",
  "LIV",
  "CDI",
]);
const SINGLE_CUES: ReadonlySet<string> = new Set([
  "teil",
  "band",
  "kapitel",
  "abschnitt",
  "stufe",
  "klasse",
  "sgb",
  "buch",
  "anlage",
  "artikel",
  "phase",
  "typ",
  "grad",
  "akt",
  "papst",
  "könig",
  "kaiser",
  "ludwig",
  "heinrich",
  "karl",
  "friedrich",
  "wilhelm",
  "elisabeth",
  "otto",
  "ii",
  "iii",
]);

/** The value of a canonical Roman numeral ("XIV" 14), or undefined ("IIII", "VX", "IL" fail). */
export function romanValue(word: string): number | undefined {
  if (word.length === 0 || word.length > 15) return undefined;
  let total = 0;
  for (let index = 0; index < word.length; index += 1) {
    const value = VALUES[word.charAt(index)];
    if (value === undefined) return undefined;
    const next = VALUES[word.charAt(index + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && toRoman(total) === word ? total : undefined;
}

function toRoman(value: number): string {
  const table: Array<[number, string]> = [
    [1000, "M"],
    [900, "CM"],
    [500, "D"],
    [400, "CD"],
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let rest = value;
  let out = "";
  for (const [amount, letters] of table) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

export const romanNumerals: SentenceRule = {
  id: "roman-numerals",
  scope: "sentence",
  messages: {
    default: {
      de: "Römische Zahl „{word}“. Schreiben Sie „{value}“.",
      leicht: "Schreiben Sie die Zahl so: {value}.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (const token of tokens) {
      if (token.kind !== 1 || token.text !== token.text.toUpperCase()) continue;
      const value = romanValue(token.text);
      if (value === undefined) continue;
      if (token.text.length === 1) {
        const previous = tokens[token.index - 1];
        if (previous === undefined || !SINGLE_CUES.has(previous.lower) || previous.before.includes("."))
          continue;
      } else if (NOT_ROMAN.has(token.text) && !SINGLE_CUES.has(tokens[token.index - 1]?.lower ?? ""))
        continue;
      report({
        start: token.start,
        end: token.end,
        values: { word: token.text, value },
        suggestion: String(value),
      });
    }
  },
};
