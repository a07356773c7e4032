// A leading address ("Herr, wenn du willst, …", "Guter Lehrer, was muss ich tun …?") is no part
// of the clauses after it: the rest is split on its own and the address stays in front.
import { hasFiniteVerb, mainClauseSubject } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings, nounReadings, readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

/** Words that may stand before the noun of an address ("Bitte Herr", "Meine Geschwister", "Ihr Schlangenbrut"). */
const ADDRESS_OPENERS = /^(?:bitte|o|oh|ach|mein|meine|unser|unsere|ihr|lieber|liebe|liebes|guter|gute)$/i;

/** Interjections of feeling that may stand alone before a clause; not the answers "Ja"/"Nein". */
const INTERJECTIONS = /^(?:ach|oh|o|ah)$/i;

/** Capitalised adverbs of time that open a sentence ("Heute, wenn ihr seine Stimme hört, …"). */
const TIME_WORDS = /^(?:Heute|Morgen|Gestern|Jetzt|Nun|Damals|Dann|Danach|Später|Früher|Einst)$/;

/** Question words that open the clause after an address ("Guter Lehrer, was muss ich tun?"). */
const QUESTION_OPENERS = /^(?:was|wer|wen|wem|wie|wo|wohin|woher|warum|weshalb|wann|welche[mnrs]?)$/i;

/**
 * True when `segment` is an address of one to three words that ends in a noun or name (or a
 * one-word imperative: "Siehe, …") and the
 * next segment opens a clause of its own: a subordinator, a subject pronoun, a question word or
 * a finite verb ("Herr, wenn du willst", "Meister, es ist gut", "Lehrer, wir wollen"). Not a
 * list ("Petrus, Jakobus und Johannes gingen"), an article ("Der Mann, …") or a preposition.
 */
export function isLeadingAddress(segment: readonly Token[], next: readonly Token[]): boolean {
  const last = segment.at(-1);
  const first = segment[0];
  // "Siehe, ich habe …", "Geh, verkaufe alles …": a one-word imperative stays in front as well.
  // Not "Kommt, wir …" or "Tröstet, tröstet …": forms that are also finite stay with the splitters.
  const finite =
    first !== undefined && finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0;
  if (segment.length === 1 && isImperative(first) && !finite) return opensClause(next);
  // "Ach, mir ist es bitter, dass …": an interjection of feeling stays in front as well.
  if (segment.length === 1 && INTERJECTIONS.test(first?.text ?? "")) return hasFiniteVerb(next);
  if (last === undefined || first === undefined || segment.length > 3 || hasFiniteVerb(segment)) return false;
  if (segment.some((token) => token.kind !== "w")) return false;
  const lower = first.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || (DETERMINERS.has(lower) && !ADDRESS_OPENERS.test(lower))) return false;
  if (!isCapitalised(last.text) || TIME_WORDS.test(last.text)) return false;
  // A noun, or a name the lexicon does not know in either case ("Rabbuni").
  const noun =
    nounReadings(last).length > 0 ||
    (readingsOf(last.text).length === 0 && readingsOf(last.text.toLowerCase()).length === 0);
  const before = segment.slice(0, -1);
  const openers = before.every(
    (token, index) =>
      ADDRESS_OPENERS.test(token.text) ||
      (index === before.length - 1 &&
        readingsOf(token.text.toLowerCase()).some((reading) => reading.partOfSpeech === "adjective")),
  );
  return noun && openers && opensClause(next);
}

/**
 * A segment that starts a clause: subordinator, subject pronoun, question word, finite verb, or a
 * subject (after at most one adverb such as "jetzt") that agrees with the verb after it ("Siehe,
 * deine Schwägerin kehrt …", "Geliebte, jetzt sind wir …").
 */
function opensClause(segment: readonly Token[]): boolean {
  const first = segment[0];
  if (first === undefined || segment.length < 2) return false;
  const lower = first.text.toLowerCase();
  return (
    SUBORDINATORS.has(lower) ||
    SUBJECT_PRONOUNS.has(lower) ||
    QUESTION_OPENERS.test(lower) ||
    finiteReadings({ ...first, text: lower }).length > 0 ||
    mainClauseSubject([{ ...first, text: lower }, ...segment.slice(1)], false) !== undefined
  );
}
