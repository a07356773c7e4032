// Rule 12: dates written out ("31.01.2026" -> "31. Januar 2026"; LanguageTool DATUM, ZH, MUC).
// Numeric dates d.m., d.m.yy, d.m.yyyy and ISO yyyy-mm-dd are flagged; written-out dates pass.
import { MONTH_NAMES } from "../language/month-names.ts";
import { isPlainDigits } from "./engine/numbers.ts";
import type { SentenceRule } from "./types.ts";

type NumericDate = { day: number; month: number; year: string };

function parseNumericDate(word: string, dotAfter: boolean): NumericDate | undefined {
  const iso = word.split("-");
  if (iso.length === 3 && iso[0]?.length === 4 && iso.every(isPlainDigits)) {
    return validDate(Number(iso[2]), Number(iso[1]), iso[0]);
  }
  const parts = word.split(".");
  if (!parts.every(isPlainDigits)) return undefined;
  if (parts.length === 3) {
    const year = parts[2] ?? "";
    if (year.length !== 2 && year.length !== 4) return undefined;
    return validDate(Number(parts[0]), Number(parts[1]), year.length === 2 ? `20${year}` : year);
  }
  if (parts.length === 2 && dotAfter && (parts[1]?.length ?? 0) <= 2) {
    return validDate(Number(parts[0]), Number(parts[1]), "");
  }
  return undefined;
}

function validDate(day: number, month: number, year: string): NumericDate | undefined {
  if (day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  return { day, month, year };
}

export const dates: SentenceRule = {
  id: "dates",
  scope: "sentence",
  messages: {
    default: {
      de: "Datum in Ziffern. Schreiben Sie den Monat aus: „{written}“.",
      leicht: "Schreiben Sie das Datum so: {written}.",
    },
  },
  check(sentence, { text }, report) {
    for (const token of sentence.tokens) {
      if ((token.kind & 2) === 0 || (token.kind & 1) !== 0) continue;
      const dotAfter = text.charAt(token.end) === ".";
      const date = parseNumericDate(token.text, dotAfter);
      if (date === undefined) continue;
      const written = `${date.day}. ${MONTH_NAMES[date.month - 1] ?? ""}${date.year ? ` ${date.year}` : ""}`;
      const end = token.end + (dotAfter && !token.text.includes("-") && date.year === "" ? 1 : 0);
      report({ start: token.start, end, values: { written }, suggestion: written });
    }
  },
};
