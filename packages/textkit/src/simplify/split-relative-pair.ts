// Two relative clauses on one noun, joined by "und" with the pronoun repeated: "eine Leistung, die
// Ihnen hilft und die Sie nicht zurückzahlen müssen" -> "Die Leistung hilft Ihnen und Sie müssen
// die Leistung nicht zurückzahlen." Each clause is turned on its own with the same antecedent; the
// later coordination step makes two sentences of the result.

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { finiteReadings, isFiniteVerbToken, isNonFiniteVerb } from "./lexicon-access.ts";
import { relativeGenders, relativeStart, relativeToMain } from "./split-relative.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS } from "./word-classes.ts";

const AUXILIARY_OR_MODAL: ReadonlySet<string> = new Set(AUXILIARY_AND_MODAL_VERBS);

type Options = NonNullable<Parameters<typeof relativeToMain>[2]>;

/**
 * Where a second relative clause starts in `segment` (after "und", right after the first clause's
 * finite verb), or undefined. The repeated pronoun must not read as an article of the second verb's
 * object ("die sagte und die Kinder rief": one subject, "die Kinder" the object): no noun and no
 * adjective before a noun right after it.
 */
function secondRelativeAt(segment: readonly Token[]): number | undefined {
  const first = relativeStart(segment);
  if (first === undefined) return undefined;
  for (let at = 2; at < segment.length - 2; at += 1) {
    if (segment[at]?.text !== "und" || !isFiniteVerbToken(segment[at - 1])) continue;
    const rest = segment.slice(at + 1);
    // "über die ein Subjekt verfügen und die es ausdrücken kann": an infinitive before "und" shares
    // the modal at the end.
    const modal = finiteReadings(rest.at(-1)).some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma));
    if (isNonFiniteVerb(segment[at - 1]) && modal) return undefined;
    const second = relativeStart(rest);
    if (second === undefined) return undefined;
    const body = rest.slice(second.preposition === undefined ? 1 : 2);
    if (articleReading(body)) return undefined;
    const genders = relativeGenders(second.pronoun);
    const shared = relativeGenders(first.pronoun).some((gender) => genders.includes(gender));
    return shared ? at : undefined;
  }
  return undefined;
}

/**
 * The pronoun may be an article: a noun follows it, perhaps after adjectives ("die Kinder", "die
 * verbliebenen sowjetischen Gesellschaften"). Lower-case words up to the first determiner, pronoun
 * or verb are read as adjectives.
 */
function articleReading(body: readonly Token[]): boolean {
  for (const token of body) {
    const polite = /^(?:Sie|Ihnen|Ihr\p{Ll}*)$/u.test(token.text);
    if (isCapitalised(token.text)) return !polite;
    const lower = token.text.toLowerCase();
    if (token.kind !== "w" || DETERMINERS.has(lower) || SUBJECT_PRONOUNS.has(lower)) return false;
    if (isFiniteVerbToken(token) || PREPOSITIONS.has(lower)) return false;
  }
  return body.length === 0;
}

/**
 * "die Ihnen hilft und die Sie nicht zurückzahlen müssen" -> both clauses as main clauses with the
 * same antecedent, joined by "und"; undefined when there is no second clause or either fails.
 */
export function relativePairToMain(
  antecedent: Token | undefined,
  segment: readonly Token[],
  options: Options,
): Token[] | undefined {
  // "Familien, die … und die …" would need "manche" once and "diese" after; a pronoun antecedent
  // ("er") or a sure subject pronoun have their own steps.
  if (options.some || options.personal || options.subjectPronoun) return undefined;
  const at = secondRelativeAt(segment);
  const conjunction = segment[at ?? -1];
  if (at === undefined || conjunction === undefined) return undefined;
  const first = relativeToMain(antecedent, segment.slice(0, at), options);
  const second = relativeToMain(antecedent, segment.slice(at + 1), options);
  if (first === undefined || second === undefined) return undefined;
  // The later step cuts the result at its "und": no other one may be there ("zum Wohle des Ganzen
  // und zu allgemeiner Harmonie tendiert und in dem …").
  const joined = (tokens: readonly Token[]) =>
    tokens.some((token) => /^(?:und|oder|sowie)$/i.test(token.text));
  if (joined(first) || joined(second)) return undefined;
  const [head, ...rest] = second;
  if (head === undefined) return undefined;
  // The second clause goes on after "und": its first word loses the capital of a sentence start.
  const lowered = /^(?:Der|Die|Das|Den|Dem)$/.test(head.text)
    ? { ...head, text: head.text.toLowerCase() }
    : head;
  return [...first, { ...conjunction, space: true }, { ...lowered, space: true }, ...rest];
}

/**
 * "Die Frau, die hier wohnt, die ich kenne, ist krank.": a second relative clause right after the
 * first (perhaps after "und"), on the same noun -> the two as one segment joined by "und", for relativePairToMain. Only
 * when no noun inside the first clause fits the second pronoun ("der aus der Stadt kam, die …"
 * goes with "Stadt") and the pair turns on `antecedent`. Undefined otherwise.
 */
export function stackedRelatives(
  antecedent: Token | undefined,
  segment: readonly Token[],
  next: readonly Token[] | undefined,
  options: Options,
): Token[] | undefined {
  // "…, die hier wohnt, und die ich kenne": the "und" may follow the comma.
  const second = next?.[0]?.text === "und" ? next.slice(1) : next;
  if (second === undefined || relativeStart(second) === undefined || relativeStart(segment) === undefined)
    return undefined;
  const inner = segment.some(
    (token) =>
      isCapitalised(token.text) && token !== segment[0] && relativeToMain(token, second) !== undefined,
  );
  if (inner) return undefined;
  const merged = [...segment, { ...word("und"), space: true }, ...second];
  return relativePairToMain(antecedent, merged, options) === undefined ? undefined : merged;
}
