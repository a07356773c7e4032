import { NEGATION_WORDS } from "../language/negation-words.ts";
import { type Clause, LEADING_CONJUNCTIONS, readVerbFinal, subjectFirstOrder } from "./clause-tools.ts";
import { finiteReadings, isFiniteVerbToken } from "./lexicon-access.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/**
 * "Wie der Vater mich liebt, so liebe ich euch." -> "Der Vater liebt mich." / "Genauso liebe ich
 * euch." A leading comparison of manner taken up by "so" + the finite verb: the wie clause becomes
 * a statement in subject-first order, the main clause opens with "Genauso". A leading und/aber/denn
 * stays in front of the first sentence. Not for questions, a negation, or a wie clause without a
 * subject that agrees with its final verb (exclamations: "Wie schwer ist es, …").
 */
export function leadingWieSo(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  const opener = LEADING_CONJUNCTIONS.has(first[0]?.text.toLowerCase() ?? "") ? first[0] : undefined;
  const comparison = opener === undefined ? first : first.slice(1);
  if (
    comparison[0]?.text.toLowerCase() !== "wie" ||
    second[0]?.text !== "so" ||
    !isFiniteVerbToken(second[1])
  )
    return undefined;
  if (
    [...first, ...second].some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase()))
  )
    return undefined;
  const sub = readVerbFinal(comparison.slice(1));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  const statement = subjectFirstOrder(sub, formal);
  if (statement === undefined) return undefined;
  // The wie clause stood inside the sentence: its first word is already in lower case.
  const head = opener === undefined ? statement : [opener, ...statement];
  return [
    { tokens: head, end: "." },
    { tokens: [word("Genauso"), ...second.slice(1)], end },
  ];
}

/** Verbs of perception after which a leading "Wie" tells the moment ("Wie er ihn sieht, …"). */
const PERCEIVING = /^(?:sehen|hören|bemerken|merken|erblicken)$/;
/** Verbs that open words said after a colon. */
const SPEAKING = /^(?:sagen|sprechen|fragen|antworten|rufen|erwidern)$/;

/**
 * "Wie er den Jesus entlanggehen sieht, sagt er:" -> the segments with "als" for "Wie" ("Er sieht
 * den Jesus entlanggehen." / "Da sagt er:"): a leading "wie" clause of perception (with an object
 * or more: "Wie Sie sehen, …" is a comment) before a main clause that opens with a verb of speaking
 * and ends in a colon is temporal, as "als" is. A dass clause may follow the wie clause ("Wie er
 * sieht, dass sie ihm folgen, sagt er ihnen:"). Not with "so" (a comparison) or a question, nor
 * with a pronoun subject before a speaker named by a noun.
 */
export function temporalWie(segments: readonly Token[][], end: string): Token[][] | undefined {
  const [first = [], next = []] = segments;
  if (end !== ":" || !/^wie$/i.test(first[0]?.text ?? "") || segments.length < 2) return undefined;
  const main = /^dass$/.test(next[0]?.text ?? "") ? segments[2] : next;
  if (main === undefined || segments.indexOf(main) !== segments.length - 1) return undefined;
  const sub = readVerbFinal(first.slice(1));
  if (sub === undefined || sub.middle.length < (main === next ? 2 : 1)) return undefined;
  if (!sub.readings.some((reading) => PERCEIVING.test(reading.lemma))) return undefined;
  const verb = main[0];
  if (verb === undefined || !isFiniteVerbToken(verb)) return undefined;
  if (!finiteReadings(verb).some((reading) => SPEAKING.test(reading.lemma))) return undefined;
  // "Wie er ihn sieht, sagt Jesus:": "er" points forward to the speaker; split apart, "Er sieht
  // ihn." would point back to the last man named. A pronoun subject stays only before a pronoun.
  const pronoun = /^(?:er|sie|es)$/;
  if (
    pronoun.test(sub.middle[0]?.text ?? "") &&
    !/^(?:er|sie|es|ich|du|wir|ihr|man)$/.test(main[1]?.text ?? "")
  )
    return undefined;
  const wie = first[0];
  return wie && [[{ ...wie, text: "als" }, ...first.slice(1)], ...segments.slice(1)];
}
