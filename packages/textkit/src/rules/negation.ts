// Rule 7: avoid negation, bold it when it is needed (LanguageTool VERNEINUNG flags "nicht";
// acolono adds kein, nie, niemand, nichts, weder ... noch). A double negation ("nicht unwichtig")
// gets its own message.
import { NEGATION_WORDS } from "../language/negation-words.ts";
import type { SentenceRule } from "./types.ts";

/** Words with "un-" that are not negations. */
const UN_WORDS: ReadonlySet<string> = new Set([
  "und",
  "uns",
  "unser",
  "unsere",
  "unseren",
  "unserem",
  "unter",
  "unten",
  "um",
]);

export const negation: SentenceRule = {
  id: "negation",
  scope: "sentence",
  messages: {
    default: {
      de: "Verneinung („{word}“). Formulieren Sie positiv oder heben Sie die Verneinung fett hervor.",
      leicht:
        "Das Wort „{word}“ ist eine Verneinung. Schreiben Sie das Wort fett. Oder schreiben Sie den Satz anders.",
    },
    double: {
      de: "Doppelte Verneinung („{word}“). Schreiben Sie es positiv.",
      leicht: "Hier stehen 2 Verneinungen. Das ist schwer. Schreiben Sie es positiv.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token === undefined || !NEGATION_WORDS.has(token.lower)) continue;
      const next = tokens[index + 1];
      const isDouble =
        token.lower === "nicht" &&
        next !== undefined &&
        next.before === "" &&
        next.lower.startsWith("un") &&
        next.lower.length > 4 &&
        !UN_WORDS.has(next.lower);
      if (isDouble) {
        report({
          start: token.start,
          end: next.end,
          key: "double",
          values: { word: `${token.text} ${next.text}` },
        });
        index += 1;
        continue;
      }
      report({ start: token.start, end: token.end, values: { word: token.text } });
    }
  },
};
