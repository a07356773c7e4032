// Rule 25: write "von ... bis" instead of a dash (LanguageTool VON_BIS): "9–10 Uhr", "von 9 - 10",
// "vom 7.–10. Mai", "Mo–Fr", "Montag–Freitag". Phone numbers and ISO dates pass.
import { isPlainDigits } from "./engine/numbers.ts";
import type { SentenceRule, Token } from "./types.ts";

const DAYS: ReadonlySet<string> = new Set([
  "mo",
  "di",
  "mi",
  "do",
  "fr",
  "sa",
  "so",
  "montag",
  "dienstag",
  "mittwoch",
  "donnerstag",
  "freitag",
  "samstag",
  "sonntag",
]);
const DASH_GAPS: ReadonlySet<string> = new Set(["-", "–", "—", ".–", ".-", ".—"]);

function isRangeEnd(token: Token): boolean {
  return ((token.kind & 2) !== 0 && token.text.length <= 5) || DAYS.has(token.lower);
}

export const vonBis: SentenceRule = {
  id: "von-bis",
  scope: "sentence",
  messages: {
    default: {
      de: "Bereich mit Strich („{range}“). Schreiben Sie „von … bis …“: „{suggestion}“.",
      leicht: "Schreiben Sie: {suggestion}.",
    },
  },
  check(sentence, { text }, report) {
    const { tokens } = sentence;
    for (const token of tokens) {
      // "9-10" scanned as one word.
      if (
        (token.kind & 4) !== 0 &&
        (token.kind & 1) === 0 &&
        token.parts.length === 2 &&
        token.text.includes("-")
      ) {
        const [from = "", to = ""] = token.parts;
        if (
          isPlainDigits(from) &&
          isPlainDigits(to) &&
          !from.startsWith("0") &&
          from.length <= 4 &&
          to.length <= 4
        ) {
          const suggestion = `${from} bis ${to}`;
          report({
            start: token.start,
            end: token.end,
            values: { range: token.text, suggestion },
            suggestion,
          });
        }
        continue;
      }
      const next = tokens[token.index + 1];
      if (next === undefined || !DASH_GAPS.has(next.before.replaceAll(" ", ""))) continue;
      if (!isRangeEnd(token) || !isRangeEnd(next)) continue;
      const isDay = DAYS.has(token.lower);
      if (isDay !== DAYS.has(next.lower)) continue;
      const afterNext = tokens[token.index + 2];
      if (!isDay && afterNext !== undefined && (afterNext.kind & 2) !== 0 && afterNext.before !== ".")
        continue;
      const dot = next.before.startsWith(".") ? "." : "";
      const suggestion = `${token.text}${dot} bis ${next.text}`;
      report({
        start: token.start,
        end: next.end,
        values: { range: text.slice(token.start, next.end), suggestion },
        suggestion,
      });
    }
  },
};
