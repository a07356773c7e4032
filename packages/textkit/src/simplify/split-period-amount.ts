// A period or an amount in the middle of a long statement gets a sentence of its own in Leichte
// Sprache, like the period a clause opens with (splitPeriodLead, split-deadline.ts): "Wir heben die
// Entscheidung über die Bewilligung von Bürgergeld für die Zeit vom 1. Mai 2025 bis 31. Mai 2025
// teilweise in Höhe von 312,40 Euro auf." -> "Wir heben die Entscheidung über die Bewilligung von
// Bürger·geld teilweise auf." + "Es geht um die Zeit vom 1. Mai 2025 bis 31. Mai 2025." + "Es geht
// um 312,40 Euro." A limit that trails a long statement after a comma goes the same way: "…, mindestens
// aber 300 Euro und höchstens 1.800 Euro monatlich." -> "…." + "Es sind aber mindestens 300 Euro und
// höchstens 1.800 Euro monatlich."
import { MONTH_NAMES } from "../language/month-names.ts";
import { type Clause, dateEnd, isComma } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { isPastStatement, middleFieldPhrase } from "./middle-field-phrase.ts";
import { MIN_WORDS, periodDateEnd } from "./split-deadline.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";
import { NEGATION_WORD } from "./word-classes.ts";

/** A clause that says what the period is for: "Die Bewilligung gilt für die Zeit vom …". */
const VALIDITY = /^(?:gilt|gelten|galt|galten|gegolten|gültig|befristet|beschränkt|begrenzt)$/;
const NEGATIVE_PRONOUN = /^(?:niemand\p{Ll}*|nichts)$/u;
/** A statement with a negation: without its period it would deny for all time ("Sie müssen keine Beiträge zahlen."). */
const isNegated = (tokens: readonly Token[]): boolean =>
  tokens.some((token) => NEGATION_WORD.test(token.text) || NEGATIVE_PRONOUN.test(token.text));
/** Words that open a first part naming a thing beside the statement's ("Zusätzlich zum Wohngeld …"). */
const BESIDES = /^(?:zusätzlich|neben|außer|anstelle|statt|anstatt|abgesehen|ergänzend)$/i;
const isMonth = (token: Token | undefined): boolean => MONTH_NAMES.includes(token?.text ?? "");
const isYear = (token: Token | undefined): boolean => /^\d{4}$/.test(token?.text ?? "");
const bare = (token: Token | undefined): string => (token?.text ?? "").replaceAll("·", "");

/** The period a "für" phrase names and the noun phrase that "Es geht um" takes. */
interface Period {
  readonly end: number;
  readonly about: Token[];
}

/**
 * "Mai bis Juli 2025", "Dezember 2025 bis Februar 2026", "Juni und Juli 2025" at `at` (after "die
 * Monate"): its end, or `at`. The last month has its year.
 */
function monthsEnd(tokens: readonly Token[], at: number): number {
  if (!isMonth(tokens[at])) return at;
  const joint = isYear(tokens[at + 1]) ? at + 2 : at + 1;
  if (!/^(?:bis|und)$/.test(tokens[joint]?.text ?? "") || !isMonth(tokens[joint + 1])) return at;
  return isYear(tokens[joint + 2]) ? joint + 3 : at;
}

/**
 * "vom 1. Mai 2025 bis (zum) 31. Mai 2025", "von Mai bis Juli 2025" at `at` ("vom"/"von" may be
 * missing after "Zeitraum"): its end, or `at`. The last date names its month.
 */
function spanEnd(tokens: readonly Token[], at: number): number {
  const from = /^(?:vom|von)$/.test(tokens[at]?.text ?? "") ? at + 1 : at;
  const first =
    isMonth(tokens[from]) && !/^\d/.test(tokens[from + 1]?.text ?? "") ? from + 1 : dateEnd(tokens, from);
  if (first === from || tokens[first]?.text !== "bis") return at;
  const until = tokens[first + 1]?.text === "zum" ? first + 2 : first + 1;
  const end = periodDateEnd(tokens, until);
  return end === until ? at : end;
}

/**
 * "für die Zeit vom 1. Mai 2025 bis 31. Mai 2025", "für den (Abrechnungs)zeitraum (vom) 1. Januar
 * 2024 bis 31. Dezember 2024", "für die Monate Juli bis September 2025" at `at`: its end and "die
 * Zeit vom …" / "die Monate …". Undefined otherwise.
 */
function periodAt(tokens: readonly Token[], at: number): Period | undefined {
  if (tokens[at]?.text !== "für") return undefined;
  const article = tokens[at + 1]?.text;
  const noun = bare(tokens[at + 2]);
  const start = at + 3;
  if (article === "die" && noun === "Monate") {
    const end = monthsEnd(tokens, start);
    return end === start
      ? undefined
      : { end, about: [word("die"), word("Monate"), ...tokens.slice(start, end)] };
  }
  const span =
    (article === "die" && noun === "Zeit") ||
    (article === "den" && /^\p{L}*(?:zeitraum|Zeitraum)$/u.test(noun));
  if (!span) return undefined;
  // "für die Zeit vom …" needs its "vom": "für die Zeit 1. Mai …" is no phrase of ours.
  const from = tokens[start]?.text ?? "";
  if (noun === "Zeit" && !/^(?:vom|von)$/.test(from)) return undefined;
  const end = spanEnd(tokens, start);
  if (end === start) return undefined;
  const dates = /^(?:vom|von)$/.test(from) ? tokens.slice(start + 1, end) : tokens.slice(start, end);
  const preposition = word(/^\d/.test(dates[0]?.text ?? "") ? "vom" : "von");
  return { end, about: [word("die"), word("Zeit"), preposition, ...dates] };
}

const periodEnd = (tokens: readonly Token[], at: number): number => periodAt(tokens, at)?.end ?? at;

/**
 * "für diese Zeit" / "für diese Monate" in place of the period that "Es geht um …" names: a negated
 * statement keeps its period this way ("Sie müssen für diese Zeit keine Beiträge zahlen.").
 */
function periodPointer(about: readonly Token[]): Token[] {
  return [word("für"), word("diese"), word(about[1]?.text === "Monate" ? "Monate" : "Zeit")];
}

/** "Es geht um …." on a line of its own. */
function aboutSentence(about: readonly Token[]): Clause {
  return {
    tokens: [
      { ...word("Es"), space: false },
      word("geht"),
      word("um"),
      ...about.map((token) => ({ ...token, space: true })),
    ],
    end: ".",
    dated: true,
  };
}

/** The finite verb of a statement before `end` (not the request "Zahlen Sie …"). */
function hasStatementVerb(tokens: readonly Token[], end: number): boolean {
  return tokens.slice(1, end).some((token) => finiteReadings(token).length > 0);
}

/** The statement without its period and the sentence "Es geht um …", which comes first when `lead`. */
interface PeriodSplit {
  readonly head: Clause;
  readonly about: Clause;
  readonly lead: boolean;
}

/**
 * The statement without its period, or for a negated one with "für diese Zeit" in its place after
 * "Es geht um …" (without it, "Sie müssen keine Beiträge zahlen." would deny for all time).
 */
function periodSplit(clause: Clause, before: Token[], after: Token[], period: Period): PeriodSplit {
  const about = aboutSentence(period.about);
  if (!isNegated(clause.tokens))
    return { head: { ...clause, tokens: [...before, ...after] }, about, lead: false };
  const pointer = periodPointer(period.about);
  return { head: { ...clause, tokens: [...before, ...pointer, ...after] }, about, lead: true };
}

/**
 * "Ihre Krankenkasse zahlt für die Zeit vom 3. März 2025 bis 14. April 2025 Krankengeld an Sie." ->
 * "Ihre Krankenkasse zahlt Krankengeld an Sie." + "Es geht um die Zeit vom 3. März 2025 bis 14.
 * April 2025." A negated statement keeps the period as "für diese Zeit/Monate" after "Es geht um …":
 * "Nach unseren Unterlagen sind die Beiträge für die Monate Juli bis September 2025 nicht bei uns
 * eingegangen." -> "Es geht um die Monate Juli bis September 2025." + "Nach unseren Unterlagen sind
 * die Beiträge für diese Monate nicht bei uns eingegangen." Only a statement of 13 words or more with one such "für"
 * phrase in its middle field (see middleFieldPhrase), closing its first part right before the finite
 * verb ("Die Miete für die Monate Januar bis März 2026 ist …") or closing it ("…, 2. Stock links, für
 * den Abrechnungszeitraum 1. Januar 2024 bis 31. Dezember 2024."), never one that "gilt" for the period.
 * Undefined otherwise.
 */
function splitPeriod(clause: Clause): PeriodSplit | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  if (tokens.some((token) => VALIDITY.test(token.text))) return undefined;
  const middle = middleFieldPhrase(clause, periodEnd);
  if (middle !== undefined) {
    const period = periodAt(tokens, middle.start);
    if (period === undefined) return undefined;
    return periodSplit(clause, middle.before, middle.after, period);
  }
  const starts = tokens.map((_, index) => index).filter((index) => periodAt(tokens, index) !== undefined);
  const [start] = starts;
  if (start === undefined || starts.length !== 1) return undefined;
  const period = periodAt(tokens, start);
  if (period === undefined) return undefined;
  // The period ends the first part of the statement, its finite verb right after it: "Die Miete für
  // die Monate Januar bis März 2026 ist bis heute nicht eingegangen."
  const before = tokens.slice(0, start);
  // Not after a word that sets another thing beside the statement's: after "Zusätzlich zum
  // Wohngeld" the period is the Wohngeld's, and "Es geht um die Zeit …" after the statement would
  // give it to what the statement grants.
  const fronted =
    start >= 2 &&
    !BESIDES.test(before[0]?.text ?? "") &&
    finiteReadings(tokens[period.end]).length > 0 &&
    countWords(tokens.slice(period.end)) >= 3 &&
    !before.some((token) => token.kind === "p" || finiteReadings(token).length > 0);
  if (fronted) return periodSplit(clause, before, tokens.slice(period.end), period);
  // The period closes the statement, after a comma or not.
  if (period.end !== tokens.length) return undefined;
  const cut = isComma(tokens[start - 1]) ? start - 1 : start;
  const rest = tokens.slice(0, cut);
  if (countWords(rest) < 4 || !hasStatementVerb(rest, rest.length)) return undefined;
  // A negated statement stays whole: "Wir haben keine Zahlung erhalten für diese Zeit." would be odd.
  if (isNegated(rest)) return undefined;
  return { head: { ...clause, tokens: rest }, about: aboutSentence(period.about), lead: false };
}

export function splitPeriodPhrase(clause: Clause): Clause[] | undefined {
  const split = splitPeriod(clause);
  if (split === undefined) return undefined;
  return split.lead ? [split.about, split.head] : [split.head, split.about];
}

/** A sum's unit and the words that say how often it is due ("monatlich", "pro Tag"). */
const UNIT = /^(?:Euro|EUR|€|Prozent)$/;
const RATE = /^(?:monatlich|jährlich|täglich|wöchentlich)$/;
const RATE_LEAD = /^(?:pro|je|im)$/;
const RATE_NOUN = /^(?:Tag|Woche|Monat|Jahr|Kalendermonat|Kalenderjahr|Person|Stück)$/;
const FOCUS_LIMIT = /^(?:mindestens|höchstens)$/;
/** Words after the limit's number that may go along with it ("im Kalenderjahr", "vor und nach der Geburt"). */
const MAX_TAIL = 5;

/** "312,40 Euro", "5 bis 10 Euro", "300 Euro" at `at`: its end, or `at`. */
function sumEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.kind !== "n") return at;
  let end = at + 1;
  if (tokens[end]?.text === "bis" && tokens[end + 1]?.kind === "n") end += 2;
  return UNIT.test(tokens[end]?.text ?? "") ? end + 1 : at;
}

/** "monatlich", "pro Tag", "im Kalenderjahr", "je Medikament" at `at`: its end, or `at`. */
function rateEnd(tokens: readonly Token[], at: number): number {
  if (RATE.test(tokens[at]?.text ?? "")) return at + 1;
  const lead = tokens[at]?.text ?? "";
  const noun = tokens[at + 1];
  if (lead === "im") return RATE_NOUN.test(bare(noun)) ? at + 2 : at;
  // "je Medikament", "pro Person": any noun after "je" and "pro".
  return RATE_LEAD.test(lead) && noun?.kind === "w" && isCapitalised(noun.text) ? at + 2 : at;
}

/** "in Höhe von (monatlich) 312,40 Euro (monatlich)" at `at`: its end, or `at`. */
function amountEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== "in" || tokens[at + 1]?.text !== "Höhe" || tokens[at + 2]?.text !== "von")
    return at;
  const sum = RATE.test(tokens[at + 3]?.text ?? "") ? at + 4 : at + 3;
  const end = sumEnd(tokens, sum);
  return end === sum ? at : rateEnd(tokens, end);
}

/**
 * "Wir heben die Entscheidung über die Bewilligung von Bürger·geld teilweise in Höhe von 312,40 Euro
 * auf." -> "Wir heben die Entscheidung über die Bewilligung von Bürger·geld teilweise auf." + "Es
 * geht um 312,40 Euro." Only a statement of 13 words or more (after the other splits) with one "in
 * Höhe von" and a sum in its middle field (see middleFieldPhrase: no "nur" or negation before it)
 * or closing it. "bis zur Höhe von …" and "von bis zu 1.000 Euro" limit the sum and stay.
 */
export function splitAmountPhrase(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  // A negated statement keeps its amount: "Sie müssen keine Erstattung zahlen." would deny for any sum.
  if (isNegated(tokens)) return undefined;
  const middle = middleFieldPhrase(clause, amountEnd, 1);
  const starts = tokens.map((_, index) => index).filter((index) => amountEnd(tokens, index) > index);
  const [start] = starts;
  if (start === undefined || starts.length !== 1) return undefined;
  const end = amountEnd(tokens, start);
  let rest: Token[];
  if (middle !== undefined) rest = [...middle.before, ...middle.after];
  else {
    // Closing the statement: "Wir fordern von Ihnen die Erstattung … in Höhe von 312,40 Euro."
    if (end !== tokens.length || start < 4 || isComma(tokens[start - 1])) return undefined;
    rest = tokens.slice(0, start);
    if (!hasStatementVerb(rest, rest.length)) return undefined;
    if (/^(?:nur|bis|zu|etwa|rund|ungefähr|circa|insgesamt)$/.test(tokens[start - 1]?.text ?? ""))
      return undefined;
  }
  // "in Höhe von monatlich 245 Euro" -> "Es geht um 245 Euro monatlich."
  const sum = tokens.slice(start + 3, end);
  const about = RATE.test(sum[0]?.text ?? "") ? [...sum.slice(1), sum[0] as Token] : sum;
  return [{ ...clause, tokens: rest }, aboutSentence(about)];
}

/**
 * "…, mindestens aber 300 Euro und höchstens 1.800 Euro monatlich" or "…, höchstens aber für 42
 * Tage im Kalenderjahr" closing a statement at its only comma: the limit and its statement, or
 * undefined.
 */
function trailingLimit(tokens: readonly Token[]): { cut: number; limit: Token[] } | undefined {
  const comma = tokens.findIndex((token) => isComma(token));
  // A statement of the past takes "Es waren aber …" and keeps a limit of time ("Das gilt" would be wrong).
  const finite = tokens.slice(1, Math.max(comma, 0)).find((token) => finiteReadings(token).length > 0);
  const past = finite !== undefined && isPastStatement(tokens.slice(0, comma), finite);
  if (comma < 0 || tokens.slice(comma + 1).some((token) => token.kind === "p" && token.text !== "."))
    return undefined;
  const [one, two] = [tokens[comma + 1]?.text ?? "", tokens[comma + 2]?.text ?? ""];
  const focus =
    FOCUS_LIMIT.test(one) && /^(?:aber|jedoch)$/.test(two)
      ? one
      : FOCUS_LIMIT.test(two) && /^(?:aber|jedoch)$/.test(one)
        ? two
        : undefined;
  if (focus === undefined) return undefined;
  const at = comma + 3;
  // "für 42 Tage (im Kalenderjahr / vor und nach der Geburt)": "Das gilt aber höchstens für 42 Tage …".
  if (
    tokens[at]?.text === "für" &&
    tokens[at + 1]?.kind === "n" &&
    /^(?:Tage|Wochen|Monate|Jahre|Stunden)$/.test(tokens[at + 2]?.text ?? "")
  ) {
    const tail = tokens.slice(at + 3);
    if (past || tail.length > MAX_TAIL || tail.some((token) => token.kind !== "w")) return undefined;
    return {
      cut: comma,
      limit: [{ ...word("Das"), space: false }, word("gilt"), word("aber"), word(focus), ...tokens.slice(at)],
    };
  }
  // "300 Euro (und höchstens 1.800 Euro) (monatlich)": "Es sind aber mindestens 300 Euro …".
  let end = sumEnd(tokens, at);
  if (end === at) return undefined;
  if (
    tokens[end]?.text === "und" &&
    FOCUS_LIMIT.test(tokens[end + 1]?.text ?? "") &&
    tokens[end + 1]?.text !== focus
  ) {
    const second = sumEnd(tokens, end + 2);
    if (second === end + 2) return undefined;
    end = second;
  }
  end = rateEnd(tokens, end);
  // "90 Prozent vom Nettoarbeitsentgelt": the base of a share goes along.
  const base = tokens.slice(end);
  if (
    /^Prozent$/.test(tokens[end - 1]?.text ?? "") &&
    /^(?:von|vom)$/.test(base[0]?.text ?? "") &&
    base.length <= MAX_TAIL &&
    base.every((token) => token.kind === "w")
  )
    end = tokens.length;
  if (end !== tokens.length) return undefined;
  return {
    cut: comma,
    limit: [
      { ...word("Es"), space: false },
      word(past ? "waren" : "sind"),
      word("aber"),
      word(focus),
      ...tokens.slice(at, end),
    ],
  };
}

/**
 * "Das Basiselterngeld beträgt in der Regel 65 Prozent vom Nettoeinkommen vor der Geburt, mindestens
 * aber 300 Euro und höchstens 1.800 Euro monatlich." -> "Das Basis·eltern·geld beträgt in der Regel
 * 65 Prozent vom Netto·einkommen vor der Geburt." + "Es sind aber mindestens 300 Euro und höchstens
 * 1.800 Euro monatlich." Only a statement of 13 words or more whose one comma opens the limit, with
 * at least 4 words and a finite verb before it. Undefined otherwise.
 */
export function splitTrailingLimit(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  const found = trailingLimit(tokens);
  if (found === undefined) return undefined;
  const rest = tokens.slice(0, found.cut);
  if (countWords(rest) < 4 || !hasStatementVerb(rest, rest.length)) return undefined;
  const limit = found.limit.map((token, index) => (index === 0 ? token : { ...token, space: true }));
  return [
    { ...clause, tokens: rest },
    { tokens: limit, end: "." },
  ];
}

/** The statement, the sentences that go before it ("Es geht um …" for a negated one) and after it. */
interface Parts {
  readonly leads: Clause[];
  readonly head: Clause;
  readonly details: Clause[];
}

/**
 * The three splits in turn on what is left of the statement, each only while it is still 13 words
 * or more: the statement first, then its period, its amount and its limit in that order.
 */
export function splitPeriodAndAmount(clause: Clause): Parts | undefined {
  const leads: Clause[] = [];
  const details: Clause[] = [];
  let rest = clause;
  const period = splitPeriod(rest);
  if (period !== undefined) {
    rest = period.head;
    (period.lead ? leads : details).push(period.about);
  }
  for (const split of [splitAmountPhrase, splitTrailingLimit]) {
    const parts = split(rest);
    if (parts === undefined) continue;
    const [head, ...others] = parts;
    if (head === undefined) continue;
    rest = head;
    details.push(...others);
  }
  return leads.length + details.length === 0 ? undefined : { leads, head: rest, details };
}

/**
 * splitPeriodAndAmount on every clause; the date sentence that an earlier step gave the clause
 * ("Das war am 2. Februar 2026.", "Das gilt ab …") stays right after it, before "Es geht um …":
 * after "Es geht um die Zeit vom 1. März …" its "Das" would point at the period.
 */
export function splitPeriodsAndAmounts(clauses: readonly Clause[]): Clause[] {
  const result: Clause[] = [];
  for (let index = 0; index < clauses.length; index += 1) {
    const clause = clauses[index] as Clause;
    const parts = splitPeriodAndAmount(clause);
    if (parts === undefined) {
      result.push(clause);
      continue;
    }
    result.push(...parts.leads, parts.head);
    while (clauses[index + 1]?.dated === true && clauses[index + 1]?.tokens[0]?.text === "Das") {
      result.push(clauses[index + 1] as Clause);
      index += 1;
    }
    result.push(...parts.details);
  }
  return result;
}
