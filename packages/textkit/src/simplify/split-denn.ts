// "denn" after a comma joins two main clauses and nothing else, so the sentence may always be cut
// there: "Das Ende allen Fleisches tritt vor mein Angesicht, denn die Erde ist voller Gewalt …" ->
// "Das Ende allen Fleisches tritt vor mein Angesicht." / "Denn die Erde ist voller Gewalt …". A
// fallback for sentences no other step splits (a part the steps leave whole keeps the other one
// from being split): each side is split again on its own.
// Only when sure: the left side has a finite verb or opens with an imperative and has at least two
// words ("Sprich, denn dein Diener hört!" stays); the sentence is no
// question; the right side has a finite verb and no later comma segment that opens with a finite
// verb unless its first segment is a dependent clause ("…, der krank war, denn er hatte Fieber,
// blieb zu Hause": the left side's host goes on after it) and no "sondern"/"oder"/"noch" segment
// that answers the left side's "nicht"/"entweder"/"weder".

import { type Clause, commaSegments, hasFiniteVerb, isComma, mainClauseSubject } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { isFiniteVerbToken, isNonFiniteVerb, isZuInfinitive } from "./lexicon-access.ts";
import { clauseAfterConjunction, invertedSubject } from "./split-coordination.ts";
import { relativeStart } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { capitaliseFirst, countWords, isCapitalised, type Token } from "./tokens.ts";
import { COORDINATORS } from "./word-classes.ts";

/**
 * The sentence cut before its first ", denn" + main clause, each side split by `split`; undefined
 * when there is no safe cut.
 */
export function splitBeforeDenn(part: Clause, split: (clause: Clause) => Clause[]): Clause[] | undefined {
  const { tokens, end } = part;
  if (end.includes("?")) return undefined;
  // "… wache ich doch immer wieder auf - denn Gott ist mein Helfer": a single dash works as a comma.
  const dashes = tokens.filter((token) => token.kind === "p" && DASH.test(token.text)).length;
  const at = tokens.findIndex(
    (token, index) =>
      index > 1 &&
      token.kind === "w" &&
      (token.text === "denn" || (token.text === "Denn" && dashes === 1)) &&
      (isComma(tokens[index - 1]) || (dashes === 1 && DASH.test(tokens[index - 1]?.text ?? ""))),
  );
  if (at < 0) return undefined;
  const left = tokens.slice(0, at - 1);
  const right = tokens.slice(at + 1);
  if (!(hasFiniteVerb(left) || isImperative(left[0])) || !hasFiniteVerb(right)) return undefined;
  // "Sprich, denn dein Diener hört!": a one-word request stays with its reason.
  if (countWords(left) < 2) return undefined;
  if (left.some((token) => token.kind === "p" && token.text !== ",")) return undefined;
  const [first = [], ...later] = commaSegments(right);
  if (first.length === 0) return undefined;
  const dependent = subordinatorOf(first) !== undefined;
  // "…, denn wenn Sie das nicht tun, kürzen wir das Geld": cut off, the reason would open with the
  // condition ("Denn vielleicht tun Sie das nicht."), which no longer reads as a reason.
  if (CONDITION.test(first[0]?.text ?? "")) return undefined;
  if (!dependent && later.some((segment) => isFiniteVerbToken(segment[0]))) return undefined;
  // "Nicht, weil …, hat er euch gewählt, denn …, sondern weil …": the left side's "nicht" (or
  // "entweder", "weder") waits for its second part after the reason.
  if (later.some((segment) => /^(?:sondern|oder|noch)$/.test(segment[0]?.text ?? ""))) return undefined;
  if (left.some((token) => /^(?:entweder|weder|sowohl)$/i.test(token.text))) return undefined;
  const conjunction = tokens[at] as Token;
  const denn: Token = { ...conjunction, text: capitaliseFirst(conjunction.text) };
  return [...split({ tokens: left, end: "." }), ...split({ tokens: [denn, ...right], end })];
}

const DASH = /^[-–—]$/;

/** Subordinators of a condition. */
const CONDITION = /^(?:wenn|falls|sofern|soweit|solange)$/i;

/** Words that open a dependent segment besides the subordinators. */
const DEPENDENT = /^(?:wo|wohin|woher|was|wer|wie|warum|ob|als|um|ohne|statt|anstatt)$/i;

/** The conjunctions of `splitBeforeJoinedMainClause` and the word each new sentence opens with. */
const JOINED: Readonly<Record<string, string | undefined>> = { und: undefined, aber: "Aber", doch: "Doch" };

/**
 * The same fallback for ", und/aber/doch" + a main clause of its own that ends the sentence:
 * "Nun, am Tag eures Fastens geht ihr euren Geschäften nach, und alle Arbeiter treibt ihr an." ->
 * "Nun, am Tag eures Fastens geht ihr euren Geschäften nach." / "Alle Arbeiter treibt ihr an."
 * Only when every segment on the left is a main clause or a word before it (no subordinate,
 * relative or w-clause, whose condition or reference might reach the right side too), and the
 * right side opens with a comma segment that `clauseAfterConjunction` reads as a clause; its
 * later segments go on with it.
 */
export function splitBeforeJoinedMainClause(
  part: Clause,
  formal: boolean,
  split: (clause: Clause) => Clause[],
): Clause[] | undefined {
  const { tokens, end } = part;
  if (end.includes("?")) return undefined;
  const at = tokens.findLastIndex(
    (token, index) => index > 1 && token.kind === "w" && token.text in JOINED && isComma(tokens[index - 1]),
  );
  if (at < 0) return undefined;
  const left = tokens.slice(0, at - 1);
  const right = tokens.slice(at + 1);
  if (!hasFiniteVerb(left) || countWords(left) < 3) return undefined;
  if (right.some((token) => token.kind === "p" && !/^[.!,]$/.test(token.text))) return undefined;
  const rightSegments = commaSegments(right);
  if (left.some((token) => token.kind === "p" && token.text !== ",")) return undefined;
  const segments = commaSegments(left);
  const dependentLeft = segments.some(
    (segment, index) =>
      subordinatorOf(segment) !== undefined ||
      DEPENDENT.test(segment[0]?.text ?? "") ||
      (index > 0 && relativeStart(segment) !== undefined),
  );
  if (dependentLeft && !closedDependents(segments, formal)) return undefined;
  if (left.some((token) => /^(?:entweder|weder|sowohl|zwar)$/i.test(token.text))) return undefined;
  const [lead = [], main = []] = rightSegments;
  // After dependent clauses on the left only a clause with its own subject and its verb second.
  if (dependentLeft && !ownSubjectVerbSecond(lead, formal)) return undefined;
  // "…, und wo ich bin, dorthin könnt ihr nicht kommen": a dependent clause, then the main clause
  // it opens (its finite verb first or after one word); "…, aber der mich gesandt hat, sagte mir:"
  // / "…, aber der, der mich gesandt hat, ist wahrhaftig": a subject that holds a relative clause.
  const fronted =
    !dependentLeft &&
    ((rightSegments.length === 2 &&
      (subordinatorOf(lead) !== undefined || DEPENDENT.test(lead[0]?.text ?? "")) &&
      (isFiniteVerbToken(main[0]) || isFiniteVerbToken(main[1]))) ||
      relativeSubject(rightSegments));
  // "…, und viel Volk kam zusammen, um zu hören": later segments go on with the right clause (a
  // purpose, a relative or dependent clause); not a segment that opens with a finite verb (the
  // host of a dislocated phrase) or a conjunction ("…, sondern …", "…, aber …").
  const continued = rightSegments
    .slice(1)
    .every(
      (segment) =>
        segment.length > 0 && !isFiniteVerbToken(segment[0]) && !COORDINATORS.has(segment[0]?.text ?? ""),
    );
  if (!fronted && (!continued || !clauseAfterConjunction(lead, formal))) return undefined;
  const conjunction = tokens[at] as Token;
  const kept = JOINED[conjunction.text];
  const second = kept === undefined ? right : [{ ...conjunction, text: kept }, ...right];
  return [...split({ tokens: left, end: "." }), ...split({ tokens: second, end })];
}

/**
 * "Seht, welche Liebe uns der Vater geschenkt hat, dass man uns Kinder Gottes nennt, …": the left
 * side opens with its main clause (its own subject, or a request) and every later segment is a
 * dependent clause that closes itself with its finite verb or zu-infinitive; no condition, whose
 * reach might take in the clause after "und" too.
 */
function closedDependents(segments: readonly Token[][], formal: boolean): boolean {
  const [head = [], ...later] = segments;
  const own = (mainClauseSubject(head, formal) ?? invertedSubject(head, formal)) !== undefined;
  if (!own && !isImperative(head[0])) return false;
  if (subordinatorOf(head) !== undefined || DEPENDENT.test(head[0]?.text ?? "")) return false;
  return later.every((segment) => {
    const last = segment.at(-1);
    const closes =
      (isFiniteVerbToken(last) && !isCapitalised(last?.text ?? "")) ||
      isZuInfinitive(last) ||
      segment.at(-2)?.text === "zu";
    return segment.length >= 2 && closes && !CONDITION.test(segment[0]?.text ?? "");
  });
}

/**
 * "und wir sind es auch", "und er sah ihn": a subject of its own before or after the finite verb,
 * and at least one word after the verb (a verb-final clause could end in its verb: "und wir gehen").
 */
function ownSubjectVerbSecond(lead: readonly Token[], formal: boolean): boolean {
  const subject = mainClauseSubject(lead, formal) ?? invertedSubject(lead, formal);
  return subject !== undefined && subject.verb < lead.length - 1 && subject.verb <= subject.start + 6;
}

/** "der", "die", "derjenige": a demonstrative that a relative clause after it completes. */
const DEMONSTRATIVE = /^(?:der|die|das|derjenige|diejenige|dasjenige)$/;

/**
 * The right side is a main clause whose subject holds a relative clause: a free relative ("der
 * mich gesandt hat") or a lone demonstrative and relative clauses after it ("der, der mich gesandt
 * hat und den ihr nicht kennt"), each closing with its finite verb, then the last segment, which
 * opens with a finite verb (not an infinitive or participle) and has at least one more word.
 */
function relativeSubject(segments: readonly Token[][]): boolean {
  const main = segments.at(-1) ?? [];
  const subject = segments.slice(0, -1);
  const [first = [], ...relatives] = subject;
  if (subject.length === 0 || main.length < 2) return false;
  if (!isFiniteVerbToken(main[0]) || isNonFiniteVerb(main[0])) return false;
  const closed = (segment: readonly Token[]) =>
    segment.length >= 2 && relativeStart(segment) !== undefined && isFiniteVerbToken(segment.at(-1));
  const opening =
    (first.length === 1 && DEMONSTRATIVE.test(first[0]?.text ?? "") && relatives.length > 0) || closed(first);
  return opening && relatives.every(closed);
}
