// A series of imperatives joined by commas or "und" becomes one sentence per request:
// "Steh auf, nimm das Kind und gehe in das Land Israel." -> "Steh auf." / "Nimm das Kind." /
// "Gehe in das Land Israel." The sentence must open with an imperative; a later request starts
// with a lower-case imperative after "," or "und" (the "und" is dropped, "oder" never splits).
import {
  agrees,
  type Clause,
  commaSegments,
  nominativeSubjectAt,
  nounPhraseEnd,
  SENTENCE_ADVERBS,
} from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings, readingsOf } from "./lexicon-access.ts";
import { determinerPhraseCases } from "./noun-phrase.ts";
import { relativeStart } from "./split-relative.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { verbFirstConditional } from "./verb-first-conditional.ts";
import {
  COMMON_CONTRACTIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from "./word-classes.ts";

/**
 * Request forms of sein, werden and bleiben; none is a third-person present, so the nominative after
 * them is their complement ("Sei ein guter Nachbar"), not a subject ("Ist der Antrag …", "Bleibt der …").
 */
const COPULA_REQUEST = /^(?:sei|seid|werd|werde|werdet|bleib|bleibe)$/i;

/** "sagt er", "Kommt ihr", "sagt Jesus": a verb before its subject is no request. */
function subjectFollows(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (next === undefined || next.kind !== "w") return false;
  // "…, verschiebt sich die Abholung": a request would have "euch"; "Fällt ein Abfuhrtag auf …":
  // a phrase that can only be nominative is the verb's subject (a request's phrase is its object).
  if (next.text === "sich") return true;
  // "Bestimmt findet der Hund den Weg": a sentence adverb (that looks like "bestimmt!") before a
  // finite verb opens a statement.
  if (SENTENCE_ADVERBS.has(tokens[index]?.text.toLowerCase() ?? "") && finiteReadings(next).length > 0)
    return true;
  // "Sei ein guter Nachbar", "Werde ein Held": the complement of a copula request is nominative.
  if (!COPULA_REQUEST.test(tokens[index]?.text ?? "") && nominativeOnly(tokens, index + 1)) return true;
  // "sagt er", "Kommt ihr": the pronoun agrees with the verb; "unterwerft sie" has an object.
  const pronoun = SUBJECT_PRONOUNS.get(next.text.toLowerCase());
  const verb = tokens[index];
  if (pronoun !== undefined && verb !== undefined)
    return agrees(finiteReadings({ ...verb, text: verb.text.toLowerCase() }), pronoun) || next.text === "Sie";
  // A third-person form before a capitalised word may be a statement ("…, sagt Jesus").
  const thirdPerson = readingsOf(tokens[index]?.text ?? "").some(
    (reading) => reading.partOfSpeech === "verb" && reading.form === "finite" && reading.person === 3,
  );
  return thirdPerson && isCapitalised(next.text) && !FUNCTION_WORDS.has(next.text.toLowerCase());
}

/**
 * "ein Abfuhrtag", "der Termin", "kein neuer Bescheid": determiner and noun agree only as a
 * nominative, or as a genitive besides ("der Mieter" is also a genitive plural), never as an object.
 */
function nominativeOnly(tokens: readonly Token[], start: number): boolean {
  const determiner = tokens[start]?.text.toLowerCase() ?? "";
  if (!DETERMINERS.has(determiner)) return false;
  const end = nounPhraseEnd(tokens, start);
  if (end <= start + 1) return false;
  const cases = determinerPhraseCases(determiner, tokens[end - 1]);
  // "Kommt der Mieter nicht, endet die Sitzung." gave "Kommt der Mieter nicht." / "Endet die Sitzung.".
  return cases.has("nom") && !cases.has("akk") && !cases.has("dat");
}

/**
 * A lower-case word inside the sentence that reads as an imperative ("nimm", "lüge", "ruht"),
 * never an infinitive ("Lass uns essen und trinken"), a function word or a noun.
 */
function laterImperative(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  if (FUNCTION_WORDS.has(token.text)) return false;
  const readings = readingsOf(token.text).filter((reading) => reading.partOfSpeech === "verb");
  if (readings.some((reading) => reading.form === "infinitive" || reading.form === "pastParticiple"))
    return false;
  const imperative =
    readings.some((reading) => reading.form === "imperative") ||
    (readings.length === 0 && isImperative(token));
  return imperative && !subjectFollows(tokens, index);
}

/**
 * A clause after a comma or dash that is a request: a lower-case imperative first, no agreeing
 * subject after it, a word after it ("…, kehre also auch du zurück!"; not "…, sagt er").
 */
export function opensRequest(tokens: readonly Token[]): boolean {
  return tokens.length >= 2 && tokens[1]?.kind === "w" && laterImperative(tokens, 0);
}

/** "…, wenn ihr betet und fastet": a subordinate or relative clause goes on with its own verbs. */
function dependentSegment(segment: readonly Token[]): boolean {
  const first = segment[0]?.text.toLowerCase() ?? "";
  return SUBORDINATORS.has(first) || DEPENDENT_OPENERS.test(first) || relativeStart(segment) !== undefined;
}

const DEPENDENT_OPENERS = /^(?:als|wie|was|wer|wen|wem|wo|wohin|woher|ob|daß|um|bis|seit|sobald|solange)$/;

function wordsBeforeComma(part: readonly Token[]): number {
  const comma = part.findIndex((token) => token.text === ",");
  return (comma < 0 ? part : part.slice(0, comma)).filter((token) => token.kind === "w").length;
}

/**
 * Adverbs that may stand before a request: "Dann geht aus dieser Stadt hinaus, schüttelt den Staub
 * …" (also what a condition split leaves: "Wenn sie euch nicht empfangen, geht …, schüttelt …").
 */
const REQUEST_LEADS = /^(?:dann|darum|deshalb|also|nun|jetzt)$/i;

/**
 * After a leading adverb the verb is in second place, where a statement has it too ("Dann geht der
 * Mann hinaus, schüttelt …"): a phrase in the first clause that may be a nominative subject
 * agreeing with the verb (not inside a prepositional phrase) makes it a statement.
 */
function subjectInMidfield(tokens: readonly Token[], verb: number): boolean {
  const readings = finiteReadings({
    ...(tokens[verb] as Token),
    text: (tokens[verb]?.text ?? "").toLowerCase(),
  });
  for (let index = verb + 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind === "p" || token.text === "und") return false;
    const previous = tokens[index - 1]?.text.toLowerCase() ?? "";
    if (PREPOSITIONS.has(previous) || COMMON_CONTRACTIONS.test(previous) || DETERMINERS.has(previous))
      continue;
    const lower = token.text.toLowerCase();
    if (!DETERMINERS.has(lower) && !SUBJECT_PRONOUNS.has(lower) && !isCapitalised(token.text)) continue;
    const subject = nominativeSubjectAt(tokens, index, false);
    if (subject !== undefined && agrees(readings, subject.agreements)) return true;
  }
  return false;
}

/**
 * The clauses of an imperative series, or undefined when the sentence is not one (or has one
 * request). A text that addresses its reader as "Sie" (`formal`) has no "ihr" requests: there
 * "Besteht ein Rückstand, ruht der Anspruch" (a third-person form that is also an "ihr"
 * imperative, then its subject) is a condition and its consequence.
 */
export function splitImperativeSeries(clause: Clause, formal = false): Clause[] | undefined {
  const { tokens, end } = clause;
  const lead = REQUEST_LEADS.test(tokens[0]?.text ?? "") ? 1 : 0;
  if (end.includes("?") || !isImperative(tokens[lead]) || subjectFollows(tokens, lead)) return undefined;
  if (lead === 1 && subjectInMidfield(tokens, 1)) return undefined;
  if (formal && lead === 0) {
    const [first = [], second = []] = commaSegments(tokens);
    if (verbFirstConditional(first, second, formal) !== undefined) return undefined;
  }
  const parts: Token[][] = [[]];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const separator = token.text === "," || token.text === "und";
    const skip = token.text === "," && tokens[index + 1]?.text === "und" ? 2 : 1;
    const previous = parts.at(-1) ?? [];
    const segment = previous.slice(previous.findLastIndex((item) => item.text === ",") + 1);
    if (
      separator &&
      segment.length > 0 &&
      !dependentSegment(segment) &&
      laterImperative(tokens, index + skip)
    ) {
      parts.push([]);
      index += skip - 1;
      continue;
    }
    previous.push(token);
  }
  // "Forsche nach und sieh, dass …": a one-word request before a comma leaves the clause after it
  // without the main clause it needs; "Kommt und seht" stays too.
  if (parts.length < 2 || parts.some((part) => wordsBeforeComma(part) < 2)) return undefined;
  // Only the last request keeps a colon ("…, und denkt nicht, dass ihr sagen könntet:").
  const inner = end === "!" ? "!" : ".";
  return parts.map((part, index) => ({ tokens: part, end: index === parts.length - 1 ? end : inner }));
}
