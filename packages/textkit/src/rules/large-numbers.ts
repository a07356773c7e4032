// Rule 10: avoid large numbers, decimals and percentages (LanguageTool ZAHLEN; MUC: "15.000
// Menschen" -> "viele Menschen"). Years, dates, times, phone numbers and postcodes are left to
// other rules or pass.
import { isPlainDigits, isYearToken } from "./engine/numbers.ts";
import type { SentenceRule, Token } from "./types.ts";

function digitCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/** "15.000", "1.500.000": digits grouped by dots in threes. */
function isGrouped(text: string): boolean {
  const groups = text.split(".");
  if (groups.length < 2) return false;
  return groups.every(
    (group, index) => isPlainDigits(group) && (index === 0 ? group.length <= 3 : group.length === 3),
  );
}

function isDecimal(text: string): boolean {
  const parts = text.split(",");
  return parts.length === 2 && isPlainDigits(parts[0] ?? "") && isPlainDigits(parts[1] ?? "");
}

function percentAfter(text: string, token: Token, next: Token | undefined): boolean {
  let index = token.end;
  while (text.charAt(index) === " " || text.charAt(index) === "\u00a0" || text.charAt(index) === "\u202f")
    index += 1;
  if (text.charAt(index) === "%") return true;
  return next?.lower === "prozent";
}

export const largeNumbers: SentenceRule = {
  id: "large-numbers",
  scope: "sentence",
  messages: {
    large: {
      de: "Große Zahl „{number}“. Runden Sie oder schreiben Sie „viele“.",
      leicht: "Die Zahl ist groß. Schreiben Sie zum Beispiel: viele.",
    },
    decimal: {
      de: "Kommazahl „{number}“. Runden Sie: „ungefähr {rounded}“.",
      leicht: "Schreiben Sie keine Komma-Zahlen. Schreiben Sie: ungefähr {rounded}.",
    },
    percent: {
      de: "Prozentangabe. Schreiben Sie zum Beispiel „{number} von 100“.",
      leicht: "Prozent ist schwer. Schreiben Sie: {number} von 100.",
    },
    default: { de: "Große Zahl.", leicht: "Die Zahl ist schwer." },
  },
  check(sentence, { profile, text }, report) {
    const { tokens } = sentence;
    for (const token of tokens) {
      if ((token.kind & 2) === 0 || (token.kind & 1) !== 0 || (token.kind & 4) !== 0) continue;
      const number = token.text;
      const next = tokens[token.index + 1];
      if (percentAfter(text, token, next)) {
        const end = next?.lower === "prozent" ? next.end : text.indexOf("%", token.end) + 1;
        report({ start: token.start, end, key: "percent", values: { number } });
        continue;
      }
      if (isDecimal(number)) {
        const rounded = String(Math.round(Number(number.replace(",", "."))));
        report({ start: token.start, end: token.end, key: "decimal", values: { number, rounded } });
        continue;
      }
      const isPlain = isPlainDigits(number);
      if (!isPlain && !isGrouped(number)) continue;
      if (digitCount(number) < profile.thresholds.largeNumberDigits) continue;
      if (isPlain && (number.startsWith("0") || isYearToken(sentence, token))) continue;
      // Postcode before a place name: "10115 Berlin".
      if (isPlain && number.length === 5 && next?.isCapitalised && next.facts.flags === 0) continue;
      // Phone numbers: several digit groups in a row.
      const previous = tokens[token.index - 1];
      const isGroupOfDigits = (neighbour: Token | undefined): boolean =>
        neighbour !== undefined && (neighbour.kind & 2) !== 0 && (neighbour.kind & 1) === 0;
      if (
        (isGroupOfDigits(next) && next?.before === "") ||
        (isGroupOfDigits(previous) && token.before === "")
      )
        continue;
      report({ start: token.start, end: token.end, key: "large", values: { number } });
    }
  },
};
