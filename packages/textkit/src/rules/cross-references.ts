// Rule 24: no cross-references or footnotes (LanguageTool QUERVERWEIS "siehe", FUSSNOTE ¹²³).
// Flags "siehe", "vgl.", "s. o.", "weiter oben/unten", "oben genannt", references to a page,
// chapter, section or annex with a number ("auf Seite 4", "Anlage 2"), footnote digits
// (superscripts, "[1]") and a star right after a word ("Gebühr*"). The interjection "siehe" of
// Bible translations ("Siehe, ich bin bei euch", "und siehe da") points at nothing: not flagged.
import type { SentenceRule, Token } from "./types.ts";

const CUE_WORDS: ReadonlySet<string> = new Set([
  "siehe",
  "vgl",
  "vergleiche",
  "s.o",
  "s.u",
  "obengenannte",
  "obengenannten",
]);
const TARGETS: ReadonlySet<string> = new Set([
  "seite",
  "seiten",
  "kapitel",
  "abschnitt",
  "anlage",
  "anhang",
  "fußnote",
  "punkt",
  "ziffer",
  "absatz",
]);
const DIRECTIONS: ReadonlySet<string> = new Set(["oben", "unten"]);
const DIRECTION_CUES: ReadonlySet<string> = new Set(["weiter", "wie", "siehe", "s", "oben", "unten"]);
/** Words after which "siehe" is the interjection "look": "Siehe, deine Schwägerin …", "siehe da", "Siehe euer Gott!". */
const INTERJECTION_FOLLOWERS: ReadonlySet<string> = new Set([
  "da",
  "ich",
  "du",
  "er",
  "es",
  "wir",
  "ihr",
  "der",
  "die",
  "das",
  "dein",
  "deine",
  "sein",
  "seine",
  "mein",
  "meine",
  "euer",
  "eure",
  "unser",
  "unsere",
]);
/**
 * "siehe" as the interjection "look": followed by a comma, "!" or ":" and a word that is no
 * reference target ("Siehe, ich …"; not "siehe: Seite 4"), or by "da" or a pronoun or determiner
 * ("siehe da", "Siehe euer Gott!"). "siehe Seite 4", "siehe auch", "siehe oben" stay references.
 */
function isInterjection(next: Token | undefined): boolean {
  if (next === undefined) return false;
  if (/[,!:]/u.test(next.before))
    return (
      (next.kind & 2) === 0 &&
      !TARGETS.has(next.lower) &&
      !DIRECTIONS.has(next.lower) &&
      next.lower !== "auch"
    );
  return next.before === "" && INTERJECTION_FOLLOWERS.has(next.lower);
}

const SUPERSCRIPTS = new Set([..."¹²³⁴⁵⁶⁷⁸⁹⁰"]);

export const crossReferences: SentenceRule = {
  id: "cross-references",
  scope: "sentence",
  messages: {
    default: {
      de: "Verweis („{word}“). Schreiben Sie die Information direkt in den Text.",
      leicht: "Schreiben Sie die Information hier hin. Die Leser sollen nicht suchen.",
    },
    footnote: {
      de: "Fußnote. Schreiben Sie die Information direkt in den Text.",
      leicht: "Schreiben Sie keine Fuß-Noten. Schreiben Sie die Information in den Text.",
    },
  },
  check(sentence, { text }, report) {
    const { tokens } = sentence;
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const previous = tokens[token.index - 1];
      if (CUE_WORDS.has(token.lower)) {
        if (token.lower === "siehe" && isInterjection(next)) continue;
        report({ start: token.start, end: next?.end ?? token.end, values: { word: token.text } });
        continue;
      }
      if (
        DIRECTIONS.has(token.lower) &&
        previous !== undefined &&
        DIRECTION_CUES.has(previous.lower) &&
        previous.lower !== token.lower
      ) {
        report({ start: previous.start, end: token.end, values: { word: `${previous.text} ${token.text}` } });
        continue;
      }
      if (token.lower === "oben" && next !== undefined && next.lower.startsWith("genannt")) {
        report({ start: token.start, end: next.end, values: { word: `${token.text} ${next.text}` } });
        continue;
      }
      if (
        TARGETS.has(token.lower) &&
        next !== undefined &&
        (next.kind & 2) !== 0 &&
        (previous?.lower === "auf" ||
          previous?.lower === "in" ||
          previous?.lower === "unter" ||
          previous?.lower === "nach")
      ) {
        report({
          start: previous.start,
          end: next.end,
          values: { word: `${previous.text} ${token.text} ${next.text}` },
        });
        continue;
      }
      const after = text.charAt(token.end);
      if (
        (token.kind & 1) !== 0 &&
        (SUPERSCRIPTS.has(after) || (after === "*" && !/\p{L}/u.test(text.charAt(token.end + 1))))
      ) {
        report({ start: token.end, end: token.end + 1, key: "footnote" });
      } else if (
        (token.kind & 1) !== 0 &&
        after === "[" &&
        /^\[\d{1,3}\]/u.test(text.slice(token.end, token.end + 5))
      ) {
        report({ start: token.end, end: text.indexOf("]", token.end) + 1, key: "footnote" });
      }
    }
  },
};
