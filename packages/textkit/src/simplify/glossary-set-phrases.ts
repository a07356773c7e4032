// Set phrases in which a glossary term has another sense than its entry explains.
import type { Token } from "./tokens.ts";

/**
 * Per term, phrases around it (lower-case words, "_" for the term in any of its forms, each other
 * word a regular expression for one word) in which the entry does not fit:
 * - "in Gegenwart der Ältesten", "in seiner Gegenwart": presence, not the present time;
 * - "die Heilige Schrift", "wie die Schrift sagt", "die Schriften der Propheten": a text (Scripture,
 *   writings), not a writing system; "die lateinische Schrift" keeps the explanation;
 * - "nach unseren Unterlagen": the sender's own records, not papers the reader hands in.
 */
const SET_PHRASES: Readonly<Record<string, readonly string[]>> = {
  Gegenwart: [
    "in _",
    "in (?:meiner|deiner|seiner|ihrer|unserer|eurer|dessen|deren) _",
    "in der _ (?:des|der|von|vom|seines|seiner|ihres|ihrer|meines|meiner|deines|deiner|unseres|unserer)",
  ],
  Schrift: ["heilige[nr]? _", "(?:die|der|den) _"],
  Unterlagen: ["unser(?:e|er|en|em)? _", "vorliegenden _"],
};

const compiled = new Map<string, { before: RegExp[]; after: RegExp[] }[]>();

function phrasesOf(term: string): { before: RegExp[]; after: RegExp[] }[] {
  let phrases = compiled.get(term);
  if (phrases === undefined) {
    phrases = (SET_PHRASES[term] ?? []).map((phrase) => {
      const words = phrase.split(" ");
      const at = words.indexOf("_");
      const word = (source: string) => new RegExp(`^(?:${source})$`, "iu");
      return { before: words.slice(0, at).map(word), after: words.slice(at + 1).map(word) };
    });
    compiled.set(term, phrases);
  }
  return phrases;
}

/** Whether the term's token `found` stands in one of the term's set phrases (see SET_PHRASES). */
export function inSetPhrase(term: string, tokens: readonly Token[], found: Token): boolean {
  const at = tokens.indexOf(found);
  if (at < 0) return false;
  return phrasesOf(term).some(
    ({ before, after }) =>
      before.every((pattern, index) => matches(tokens[at - before.length + index], pattern)) &&
      after.every((pattern, index) => matches(tokens[at + 1 + index], pattern)),
  );
}

function matches(token: Token | undefined, pattern: RegExp): boolean {
  return token !== undefined && token.kind === "w" && pattern.test(token.text);
}
