// The date (and time) of a past event gets a sentence of its own in Leichte Sprache, like the start
// date of a decision (split-start-date.ts): "Sie haben am 3. September 2025 um 14:22 Uhr in
// Dortmund, Hohe Straße, als Führer des Pkw … überschritten." -> "Sie haben als Führer des Pkw …
// überschritten." + "Das war am 3. September 2025 um 14:22 Uhr in Dortmund, Hohe Straße."
// The date of a paper goes the same way: "Wir haben Ihren Antrag vom 3. Juni 2025 auf Versorgung mit
// einem elektrischen Rollstuhl geprüft." -> "Wir haben Ihren Antrag auf Versorgung mit einem
// elektrischen Rollstuhl geprüft." + "Der Antrag ist vom 3. Juni 2025." (splitDocumentDate).
import { MONTH_NAMES } from "../language/month-names.ts";
import { type Clause, dateEnd } from "./clause-tools.ts";
import { finiteReadings, isNounLike, nounReadings } from "./lexicon-access.ts";
import { isPastStatement, middleFieldPhrase } from "./middle-field-phrase.ts";
import { MIN_WORDS } from "./split-deadline.ts";
import { capitaliseFirst, countWords, isCapitalised, type Token, word } from "./tokens.ts";
import {
  COMMON_CONTRACTIONS,
  DECLINED_ENDING,
  DEFINITE_NOMINATIVE,
  DETERMINERS,
  FUNCTION_WORDS,
} from "./word-classes.ts";

/** The event that the date belongs to: "in seiner Sitzung am …", "bei der Kontrolle am …". */
const EVENT_PREPOSITION = /^(?:in|bei)$/;
const EVENT_DETERMINER = /^(?:der|dem|einer|einem|seiner|seinem|ihrer|ihrem|Ihrer|Ihrem|unserer|unserem)$/;
const SUBJECT_ARTICLE = /^(?:der|die|das|ein|eine)$/;
const OBJECT_DETERMINER =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein\p{Ll}*|[Ii]hr\p{Ll}*|sein\p{Ll}*|unser\p{Ll}*|dies\p{Ll}*)$/u;

/** "3. September 2025" or "3.9.2025" at `at`: its end, or `at`. A day with its month and year only. */
function calendarDayEnd(tokens: readonly Token[], at: number): number {
  if (/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(tokens[at]?.text ?? "")) return at + 1;
  const end = dateEnd(tokens, at);
  const date = tokens.slice(at, end).map((token) => token.text);
  const [day, point, month, year] = date;
  const calendar =
    date.length === 4 &&
    /^\d{1,2}$/.test(day ?? "") &&
    point === "." &&
    MONTH_NAMES.includes(month ?? "") &&
    /^\d{4}$/.test(year ?? "");
  return calendar ? end : at;
}

/** A place name: capitalised, no noun of the lexicon and no function word ("Dortmund", "Nürnberg"). */
function isPlaceName(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    isNounLike(token) &&
    nounReadings(token).length === 0 &&
    !FUNCTION_WORDS.has(token.text.toLowerCase())
  );
}

/**
 * "Darum hat der Medizinische Dienst am …": an adverb first, the verb second and then a subject of
 * up to three words that ends at `at` (before the subject a verb cannot have an object).
 */
function isSubjectAfterVerb(tokens: readonly Token[], at: number): boolean {
  const first = tokens[0];
  if (
    first === undefined ||
    nounReadings(first).length > 0 ||
    /^(?:Sie|Wir|Ich|Er|Es|Ihr|Du)$/.test(first.text)
  )
    return false;
  if (finiteReadings(tokens[1]).length === 0 || !SUBJECT_ARTICLE.test(tokens[2]?.text ?? "")) return false;
  // One phrase only: a second determiner opens an object ("hat die Stadt den Termin am …").
  const rest = tokens.slice(3, at);
  return (
    at - 2 <= 4 &&
    tokens.slice(2, at).every((token) => token.kind === "w") &&
    !rest.some((token) => OBJECT_DETERMINER.test(token.text))
  );
}

/**
 * "am 3. September 2025", with "um 14:22 Uhr" and a place "in Dortmund" (with its street between
 * commas: "in Dortmund, Hohe Straße,") after it, and the event it belongs to before it ("in seiner
 * Sitzung am …"): its end, or `at`.
 */
function pastDateEnd(tokens: readonly Token[], at: number): number {
  const event =
    EVENT_PREPOSITION.test(tokens[at]?.text ?? "") &&
    EVENT_DETERMINER.test(tokens[at + 1]?.text ?? "") &&
    nounReadings(tokens[at + 2]).length > 0;
  const am = event ? at + 3 : at;
  if (tokens[am]?.text !== "am") return at;
  // "Wir haben den Termin am 3. März 2026 abgesagt": the date belongs to the noun before it, not to
  // the event the clause tells; only the subject right after the verb is no such noun.
  if (!event && isNounLike(tokens[at - 1]) && !isSubjectAfterVerb(tokens, at)) return at;
  let end = calendarDayEnd(tokens, am + 1);
  if (end === am + 1) return at;
  if (
    tokens[end]?.text === "um" &&
    /^\d{1,2}(?::\d{2})?$/.test(tokens[end + 1]?.text ?? "") &&
    tokens[end + 2]?.text === "Uhr"
  )
    end += 3;
  if (tokens[end]?.text !== "in" || !isPlaceName(tokens[end + 1])) return end;
  end += 2;
  // "in Dortmund, Hohe Straße, …": the street between commas goes along.
  if (tokens[end]?.text !== ",") return end;
  let close = end + 1;
  while (
    close < tokens.length &&
    (tokens[close]?.kind === "n" || isCapitalised(tokens[close]?.text ?? "")) &&
    tokens[close]?.kind !== "p"
  )
    close += 1;
  return close > end + 1 && tokens[close]?.text === "," ? close + 1 : end;
}

/**
 * "Der Widerspruchs·ausschuss hat in seiner Sitzung am 18. Februar 2026 über Ihren Widerspruch …
 * entschieden." -> "Der Widerspruchs·ausschuss hat über Ihren Widerspruch … entschieden." + "Das war
 * in seiner Sitzung am 18. Februar 2026." Only a statement in a past tense of 13 words or more with
 * one such date in its middle field (see middleFieldPhrase). "vom 5. November 2025" belongs to the
 * noun before it and stays; a plan ("Die Trauung kann am … stattfinden") stays whole. Undefined
 * otherwise.
 */
export function splitPastDate(clause: Clause): Clause[] | undefined {
  const phrase = middleFieldPhrase(clause, pastDateEnd);
  if (phrase === undefined || !isPastStatement(clause.tokens, phrase.finite)) return undefined;
  const { start, end, before, after } = phrase;
  const moved = clause.tokens.slice(start, end);
  const date = (moved.at(-1)?.text === "," ? moved.slice(0, -1) : moved).map((token, index) =>
    index === 0 ? { ...token, space: true } : token,
  );
  return [
    { ...clause, tokens: [...before, ...after] },
    { tokens: [{ ...word("Das"), space: false }, word("war"), ...date], end: ".", dated: true },
  ];
}

/**
 * Papers that carry the date they were written ("Ihr Antrag vom …", "den Bescheid vom …"), compound
 * heads too ("Weiterbewilligungsantrag", "Schadenmeldung", "Mahnbescheid").
 */
const PAPER =
  /(?:antrag|bescheid|schreiben|brief|kündigung|meldung|verordnung|widerspruch|entscheidung|beschluss|rechnung|mahnung|mitteilung|bescheinigung|vertrag|einladung|erklärung|aufforderung|urteil|attest|gutachten|abrechnung|nachricht|anfrage|vollmacht|vereinbarung)$/i;
/** "Antrag auf Leistungen zur medizinischen Reha vom …": the "auf" phrase between may hold so many tokens. */
const MAX_REQUEST_OBJECT = 6;

/** Adjectives between a paper's determiner and its noun: "dem neuen Bescheid", "Ihren letzten Antrag". */
const MAX_ADJECTIVES = 2;

/**
 * The nominative singular and its article of the paper noun at `at` ("Antrag" -> Der Antrag), or
 * undefined. The noun needs its determiner ("Ihren Antrag", "dem neuen Bescheid", "zum Schreiben"):
 * "Mit Bescheid vom …" without the date leaves a bare "Mit Bescheid".
 */
function paperSubject(tokens: readonly Token[], at: number): Token[] | undefined {
  const token = tokens[at];
  if (token === undefined || !PAPER.test(token.text)) return undefined;
  let before = at - 1;
  while (
    before > at - 1 - MAX_ADJECTIVES &&
    /^\p{Ll}/u.test(tokens[before]?.text ?? "") &&
    DECLINED_ENDING.test(tokens[before]?.text ?? "") &&
    !DETERMINERS.has(tokens[before]?.text ?? "")
  )
    before -= 1;
  const determiner = tokens[before]?.text ?? "";
  if (!DETERMINERS.has(determiner.toLowerCase()) && !COMMON_CONTRACTIONS.test(determiner)) return undefined;
  const singular = nounReadings(token).filter((reading) => reading.number === "singular");
  const [first] = singular;
  const gender = first?.gender;
  if (
    first === undefined ||
    gender === undefined ||
    singular.some((reading) => reading.gender !== gender || reading.lemma !== first.lemma)
  )
    return undefined;
  if (!PAPER.test(first.lemma)) return undefined;
  return [
    { ...word(capitaliseFirst(DEFINITE_NOMINATIVE[gender])), space: false },
    { ...token, text: first.lemma, space: true },
  ];
}

/** The paper's kind ("bescheid" for "Änderungsbescheid"): `token` names a paper of that kind. */
function namesPaper(token: Token, kind: string): boolean {
  const lemmas = [token.text, ...nounReadings(token).map((reading) => reading.lemma)];
  return lemmas.some((lemma) => lemma.toLowerCase().endsWith(kind));
}

/**
 * The paper whose date follows at `at` ("vom"): the noun right before it, or a request before its
 * "auf" phrase ("Ihr Antrag auf Kinderzuschlag vom …") when that phrase holds no paper of its own
 * ("Antrag auf Überprüfung von dem Bescheid vom …" is the Bescheid's date). Undefined otherwise,
 * and when the clause names another paper of that kind ("den Bescheid vom … durch einen neuen
 * Bescheid ersetzt": "Der Bescheid ist vom …" could be either).
 */
function paperBefore(tokens: readonly Token[], at: number): Token[] | undefined {
  const head = paperHead(tokens, at);
  const paper = head === undefined ? undefined : paperSubject(tokens, head);
  const kind = paper?.[1]?.text.match(PAPER)?.[0].toLowerCase();
  if (kind === undefined) return undefined;
  const again = tokens.some(
    (token, index) => index !== head && isCapitalised(token.text) && namesPaper(token, kind),
  );
  return again ? undefined : paper;
}

/** The index of the paper noun whose date follows at `at`, or undefined (see paperBefore). */
function paperHead(tokens: readonly Token[], at: number): number | undefined {
  if (PAPER.test(tokens[at - 1]?.text ?? "")) return at - 1;
  for (let auf = at - 2; auf >= Math.max(1, at - MAX_REQUEST_OBJECT); auf -= 1) {
    if (tokens[auf]?.text !== "auf") continue;
    if (!/antrag$/i.test(tokens[auf - 1]?.text ?? "")) return undefined;
    const phrase = tokens.slice(auf + 1, at);
    if (
      phrase.some(
        (token) =>
          token.kind !== "w" ||
          PAPER.test(token.text) ||
          /^(?:und|oder|sowie|bzw|als|wie)$/.test(token.text) ||
          finiteReadings(token).length > 0,
      )
    )
      return undefined;
    return auf - 1;
  }
  return undefined;
}

/**
 * "Wir haben Ihren Antrag vom 22. September 2025 auf Versorgung mit 2 Hörgeräten bekommen und
 * geprüft." -> "Wir haben Ihren Antrag auf Versorgung mit 2 Hörgeräten bekommen und geprüft." +
 * "Der Antrag ist vom 22. September 2025.": the date of a paper (a calendar day with its year)
 * leaves a statement of 13 words or more, one sentence per date in their order. Not a period ("vom
 * 1. Mai bis 31. Mai"), not a date with a time or a file number after it ("vom 27. Januar 2026,
 * Aktenzeichen …"), not in a question, a request list's lead (":") or a list item.
 */
export function splitDocumentDate(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || clause.bullet || countWords(tokens) < MIN_WORDS) return undefined;
  const kept: Token[] = [];
  const dates: Clause[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const end = token.text === "vom" ? calendarDayEnd(tokens, at + 1) : at + 1;
    const paper = end > at + 1 ? paperBefore(tokens, at) : undefined;
    // "nach dem Bescheid vom 1. Juli 2025 an": the date is when something starts or ends.
    if (paper === undefined || /^(?:bis|um|,|und|an|ab)$/.test(tokens[end]?.text ?? "")) {
      kept.push(token);
      continue;
    }
    const date = tokens.slice(at, end).map((part, index) => (index === 0 ? { ...part, space: true } : part));
    dates.push({ tokens: [...paper, word("ist"), ...date], end: ".", dated: true });
    at = end - 1;
  }
  if (dates.length === 0) return undefined;
  return [{ ...clause, tokens: kept }, ...dates];
}
