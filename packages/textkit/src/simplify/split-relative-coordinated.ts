// A relative clause on the first of two coordinated noun phrases, and perhaps one on the second:
// "Er hat eine Schwester, die in Hamburg wohnt, und einen Bruder, der in München lebt." -> "Er hat
// eine Schwester und einen Bruder." + "Die Schwester wohnt in Hamburg." + "Der Bruder lebt in
// München." The host keeps both phrases; each relative clause becomes its own sentence.

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { type Clause, hasFiniteVerb, joinSegments, NOMINATIVE_ONLY, type SplitRest } from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { quantifiedAntecedent } from "./relative-antecedent.ts";
import {
  afterCoordinatedNoun,
  closesMainClause,
  relativeStart,
  relativeToMain,
  splitWhereClause,
} from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, SUBJECT_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

const CONJUNCTION = /^(?:und|oder|sowie)$/;

/**
 * `relative` is the first relative clause as a main clause (segment `index`, after the host). The
 * next segment is "und"/"oder" + a noun phrase (and the host's closing particle or verbs when no
 * relative clause follows it); the chain ends the sentence. Undefined when it does not fit.
 */
export function coordinatedNounRelatives(
  segments: readonly Token[][],
  index: number,
  relative: Token[],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const phrase = segments[index + 1] ?? [];
  const second = segments[index + 2];
  // "eine Abschrift aus dem Geburtenregister, die …, sowie ein Ehefähigkeitszeugnis" (a list after
  // a colon): a host with no verb is a noun phrase from its article on, and so is the phrase.
  const fragment =
    !hasFiniteVerb(host) &&
    DETERMINERS.has(host[0]?.text.toLowerCase() ?? "") &&
    !hasFiniteVerb(phrase) &&
    !host.some((token) => isNonFiniteVerb(token));
  if (index !== 1 || end.includes("?") || !(hasFiniteVerb(host) || fragment)) return undefined;
  if (segments.length !== index + (second === undefined ? 2 : 3)) return undefined;
  if (!CONJUNCTION.test(phrase[0]?.text ?? "") || phrase.length > 8) return undefined;
  // The noun that ends the phrase, before the host's closing particle or verbs ("… und den Vertrag mit").
  let nounAt = phrase.length - 1;
  while (nounAt > 1 && phrase.length - nounAt <= 2 && closingWord(phrase[nounAt])) nounAt -= 1;
  const noun = phrase[nounAt];
  // "… sowie ein Ehefähigkeitszeugnis für Frau Ramadani": a name after its title ends the phrase too.
  const titled = second === undefined && /^(?:Herrn?|Frau)$/.test(phrase[nounAt - 1]?.text ?? "");
  if (noun === undefined || !isCapitalised(noun.text) || (nounReadings(noun).length === 0 && !titled))
    return undefined;
  // "… und du den Käse": a subject of its own makes it a clause without its verb.
  const inner = phrase.slice(1, nounAt + 1);
  if (hasFiniteVerb(inner) || inner.some((token) => SUBJECT_PRONOUNS.has(token.text.toLowerCase())))
    return undefined;
  const closing = nounAt < phrase.length - 1;
  if (fragment && closing) return undefined;
  let content = [relative];
  if (second !== undefined) {
    // A relative clause after the second phrase: it ends the phrase and refers to its noun only.
    if (closing || relativeStart(second) === undefined) return undefined;
    const own = phrase.slice(1);
    if (quantifiedAntecedent(own, noun, true) || afterCoordinatedNoun(own, second)) return undefined;
    const other = relativeToMain(noun, second, { formal });
    if (other === undefined) return undefined;
    content = [relative, other];
  }
  const main = [...host, ...phrase];
  const clauses = splitRest([main], ".") ?? [{ tokens: main, end: "." }];
  const all = [...clauses, ...content.map((tokens) => ({ tokens, end: "." }))];
  const last = all.at(-1);
  return last === undefined ? undefined : [...all.slice(0, -1), { ...last, end }];
}

/** A separated particle or a non-finite verb that closes the host ("mit", "unterschreiben"). */
function closingWord(token: Token | undefined): boolean {
  return (
    token !== undefined && !isCapitalised(token.text) && (PARTICLES.has(token.text) || isNonFiniteVerb(token))
  );
}

/**
 * A relative clause before "und"/"oder" + a verb-first clause that goes on with the host's subject:
 * "Bitte lesen Sie den Bescheid, den wir Ihnen geschickt haben, und rufen Sie uns an." -> "Bitte
 * lesen Sie den Bescheid." + "Wir haben Ihnen den Bescheid geschickt." + "Bitte rufen Sie uns an."
 * The host and the last segment are split as one clause; the relative clause follows the sentence
 * that holds its antecedent. The last segment must not end in a finite verb ("und es aß" would be
 * a second verb of the relative clause). It may also be a nonFiniteConjunct under the host's
 * auxiliary ("Wir haben einen Antrag erhalten, den …, und die Unterlagen geprüft."). Undefined when
 * it does not fit.
 */
export function relativeBeforeVerbConjunct(
  segments: readonly Token[][],
  index: number,
  relative: Token[],
  antecedent: Token | undefined,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const next = segments[index + 1] ?? [];
  if (index + 2 !== segments.length || end.includes("?") || antecedent === undefined) return undefined;
  // The segments before hold a main clause ("Und er nahm Dickmilch, Milch und das Rind, …").
  const main = (part: readonly Token[]) =>
    hasFiniteVerb(part) && subordinatorOf(part) === undefined && relativeStart(part) === undefined;
  if (
    !(verbConjunct(next) || nonFiniteConjunct(host, next) || closingThenConjunct(host, next)) ||
    !segments.slice(0, index).some(main) ||
    subordinatorOf(host) !== undefined ||
    relativeStart(host) !== undefined
  )
    return undefined;
  const rest = [...segments.slice(0, index - 1), [...host, ...next]];
  const clauses = splitRest(rest, ".") ?? [{ tokens: joinSegments(rest), end: "." }];
  const at = clauses.findIndex((clause) => clause.tokens.some((token) => token.text === antecedent.text));
  if (at < 0) return undefined;
  const after = clauses.slice(at + 1);
  const last = after.at(-1);
  if (last === undefined) return [...clauses, { tokens: relative, end }];
  return [
    ...clauses.slice(0, at + 1),
    { tokens: relative, end: "." },
    ...after.slice(0, -1),
    { ...last, end },
  ];
}

/**
 * A "wo" clause after a place before "und"/"oder" + a verb-first clause of the host, as in
 * relativeBeforeVerbConjunct: "Bitte gehen Sie zum Bürgeramt, wo Sie den Antrag stellen können, und
 * bringen Sie Ihren Ausweis mit." -> "Bitte gehen Sie zum Bürgeramt." + "Dort können Sie den Antrag
 * stellen." + "Bitte bringen Sie Ihren Ausweis mit." Undefined when it does not fit.
 */
export function whereBeforeVerbConjunct(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const index = segments.length - 2;
  const clause = segments[index] ?? [];
  if (index < 1 || clause[0]?.text !== "wo") return undefined;
  const before = joinSegments(segments.slice(0, index));
  const there = splitWhereClause(before, clause, ".")?.[1];
  if (there === undefined) return undefined;
  return relativeBeforeVerbConjunct(segments, index, there, before.at(-1), end, splitRest);
}

/**
 * "und rufen Sie uns an", "und setzte es ihnen vor": "und"/"oder", a finite verb first and more
 * after it, not ending in a finite verb ("und es aß" ends a verb-final clause). It may have a
 * subject of its own after the verb ("und rief Gott zu Samuel").
 */
export function verbFirstConjunct(segment: readonly Token[]): boolean {
  const last = segment.at(-1);
  return (
    /^(?:und|oder)$/.test(segment[0]?.text ?? "") &&
    segment.length >= 3 &&
    isFiniteVerbToken(segment[1]) &&
    !(isFiniteVerbToken(last) && !PARTICLES.has(last?.text ?? ""))
  );
}

/**
 * A verbFirstConjunct that goes on with the host's subject: not with a noun or name without a
 * determiner right after the verb, which may be the clause's own subject ("und rief Gott zu
 * Samuel") and would be lost when the clause is split off with the host's subject.
 */
export function verbConjunct(segment: readonly Token[]): boolean {
  const afterVerb = segment[2];
  return verbFirstConjunct(segment) && !(isCapitalised(afterVerb?.text ?? "") && !addressesReader(afterVerb));
}

/** The polite "Sie", "Ihnen" or a form of "Ihr" with its capital. */
export function addressesReader(token: Token | undefined): boolean {
  return /^(?:Sie|Ihnen|Ihr\p{Ll}*)$/u.test(token?.text ?? "");
}

/**
 * "und die Unterlagen geprüft", "und die Formulare ausfüllen": "und", then words with no finite verb
 * and a participle or infinitive at the end, which the host's auxiliary or modal governs too. The
 * host holds a finite auxiliary or modal and ends in a verb of the same form ("Wir haben einen
 * Antrag erhalten" + "und die Unterlagen geprüft"; "Sie müssen den Bescheid lesen" + "und die
 * Formulare ausfüllen"). Not with a punctuation mark, a subordinator or a subject pronoun inside.
 */
export function nonFiniteConjunct(host: readonly Token[], segment: readonly Token[]): boolean {
  const hostVerb = host.at(-1);
  const verb = segment.at(-1);
  if (segment[0]?.text !== "und" || segment.length < 2 || segment.length > 10) return false;
  if (!isNonFiniteVerb(hostVerb) || !isNonFiniteVerb(verb)) return false;
  const participles = pastParticipleLemmas(hostVerb).length > 0 && pastParticipleLemmas(verb).length > 0;
  const infinitives = infinitiveLemmas(hostVerb).length > 0 && infinitiveLemmas(verb).length > 0;
  if (!participles && !infinitives) return false;
  const auxiliary = host.some((token) =>
    finiteReadings(token).some((reading) => AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma)),
  );
  if (!auxiliary) return false;
  return segment.slice(1).every((token) => {
    const lower = token.text.toLowerCase();
    return (
      token.kind !== "p" &&
      !SUBORDINATORS.has(lower) &&
      !NOMINATIVE_ONLY.test(lower) &&
      (isNonFiniteVerb(token) || !isFiniteVerbToken(token))
    );
  });
}

/**
 * "geprüft und die Unterlagen gelesen" after an embedded relative clause: a part that closes the
 * host (closesMainClause: "Wir haben Ihren Antrag, den …, geprüft"), then "und" and a
 * nonFiniteConjunct under the same auxiliary.
 */
export function closingThenConjunct(host: readonly Token[], segment: readonly Token[]): boolean {
  const join = segment.findIndex((token) => token.text === "und");
  if (join < 1) return false;
  const closing = segment.slice(0, join);
  return closesMainClause(host, closing) && nonFiniteConjunct([...host, ...closing], segment.slice(join));
}
