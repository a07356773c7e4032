// The checks that a date phrase in the middle field of a long statement can leave it for a
// sentence of its own ("Das gilt ab dem …", "Das war am …"): shared by split-start-date.ts and
// split-past-date.ts.
import type { Clause } from "./clause-tools.ts";
import { finiteReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { MIN_WORDS } from "./split-deadline.ts";
import { countWords, isCapitalised, type Token } from "./tokens.ts";
import { NEGATION_WORD } from "./word-classes.ts";

/** Participles of the Perfekt with "sein" that say nothing of a state ("ist … gewesen", "ist … worden"). */
const SEIN_PARTICIPLE = /^(?:gewesen|worden)$/;
/**
 * A word that binds the date to itself ("erst ab dem 24. Mai", "auch ab dem 1. März", "bereits am
 * 3. Mai") or hedges it ("voraussichtlich ab dem 1. März": moved away, the hedge would fall on the
 * rest of the statement).
 */
const FOCUS =
  /^(?:erst|schon|bereits|auch|nur|noch|wieder|frühestens|spätestens|ebenfalls|sogar|voraussichtlich|wahrscheinlich|vermutlich|vielleicht|möglicherweise|eventuell|etwa|ungefähr|circa|rund)$/;

export interface MiddleFieldPhrase {
  /** The phrase's first token and the index after it. */
  readonly start: number;
  readonly end: number;
  readonly before: Token[];
  readonly after: Token[];
  /** The first finite verb after the first clause part (the verb in second position). */
  readonly finite: Token;
}

/**
 * The one phrase that `phraseEnd` finds (its end, or `at` when none starts at `at`) in the middle
 * field of a statement of 13 words or more: after the finite verb, not at the head of the clause,
 * no comma or other mark before it, no negation before it, no word that binds it, a clause part
 * (`minAfter` words: 1 lets a verb particle alone close the clause, "… teilweise in Höhe von … auf")
 * after it, and after it only an apposition between commas ("…, Am Stadtpark 5, …"), no clause
 * that a conjunction or relative pronoun opens. A phrase inside a longer one counts once.
 * Undefined otherwise.
 */
export function middleFieldPhrase(
  clause: Clause,
  phraseEnd: (tokens: readonly Token[], at: number) => number,
  minAfter = 2,
): MiddleFieldPhrase | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  if (/^bitte$/i.test(tokens[0]?.text ?? "")) return undefined;
  const ends = tokens.map((_, index) => phraseEnd(tokens, index));
  const starts = tokens
    .map((_, index) => index)
    .filter((index) => (ends[index] ?? index) > index)
    .filter((index, _, all) => !all.some((other) => other < index && (ends[other] ?? other) > index));
  const [start] = starts;
  // Not at the head of the clause ("Ab dem 1. Januar 2026 zahlen wir …" stays).
  if (start === undefined || starts.length !== 1 || start < 2) return undefined;
  const end = ends[start] ?? start;
  const before = tokens.slice(0, start);
  const after = tokens.slice(end);
  // A statement in verb-second order: the finite verb after the first part, before the phrase. A
  // verb first is a question or a request ("Melden Sie sich ab dem …").
  const first = tokens[0] as Token;
  const verbFirst = finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0;
  if (verbFirst && /^(?:Sie|sie|du|ihr|wir)$/.test(tokens[1]?.text ?? "")) return undefined;
  const finite = before.slice(1).find((token) => finiteReadings(token).length > 0);
  if (finite === undefined) return undefined;
  // The phrase in the main clause: no comma or other mark before it but the points of a date.
  if (before.some((token) => token.kind === "p" && token.text !== ".")) return undefined;
  if (before.some((token) => NEGATION_WORD.test(token.text))) return undefined;
  if (FOCUS.test(tokens[start - 1]?.text ?? "")) return undefined;
  if (countWords(after) < minAfter) return undefined;
  let open = false;
  for (let index = 0; index < after.length; index += 1) {
    const token = after[index] as Token;
    if (token.kind !== "p") continue;
    // The point of a date ("vom 27. Januar"); inside an apposition also that of an abbreviation
    // and a slash ("…, Az. 4 M 1187/26, …").
    if (token.text === "." && /^\d+$/.test(after[index - 1]?.text ?? "")) continue;
    if (open && (token.text === "." || token.text === "/")) continue;
    if (token.text !== ",") return undefined;
    const next = after[index + 1];
    // The comma that opens the apposition is followed by a name or a number; the one that closes it
    // by the rest of the clause.
    if (!open && (next === undefined || (next.kind !== "n" && !isCapitalised(next.text)))) return undefined;
    open = !open;
  }
  if (open) return undefined;
  return { start, end, before, after, finite };
}

/**
 * Perfekt ("haben" with a past participle at the end, "ist … gewesen/worden") or Präteritum
 * ("wurde … zugestellt", "teilten … mit"), never the present, the future or a Konjunktiv.
 */
export function isPastStatement(tokens: readonly Token[], finite: Token): boolean {
  const readings = finiteReadings(finite);
  // "Sie sollten am 3. Mai erscheinen": sollten and wollten are also the Konjunktiv II (a plan).
  if (readings.some((reading) => reading.lemma === "sollen" || reading.lemma === "wollen")) return false;
  if (readings.some((reading) => reading.tense === "praeteritum")) return true;
  if (!readings.some((reading) => reading.tense === "praesens")) return false;
  const last = tokens.at(-1);
  if (pastParticipleLemmas(last).length === 0 || tokens.at(-2)?.text === "zu") return false;
  if (readings.some((reading) => reading.lemma === "haben")) return true;
  return readings.some((reading) => reading.lemma === "sein") && SEIN_PARTICIPLE.test(last?.text ?? "");
}
