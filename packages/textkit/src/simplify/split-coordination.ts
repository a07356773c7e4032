// Two main clauses joined by "und"/"aber"/"oder" or a comma become two sentences:
// "Wir prüfen den Antrag und schicken Ihnen einen Brief." -> "Wir prüfen den Antrag." + "Dann schicken wir Ihnen einen Brief."
// "Es wurde Abend und es wurde Morgen." -> "Es wurde Abend." + "Es wurde Morgen."
import { agrees, type Clause, hasFiniteVerb, subjectAt } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";
import { SUBORDINATORS } from "./word-classes.ts";

/** The connector a second clause keeps; "und" is dropped, "oder" and "aber" stay. */
const KEPT: Readonly<Record<string, string | undefined>> = {
  und: undefined,
  aber: "Aber",
  oder: "Oder",
  denn: "Denn",
};

function clauseAfterConjunction(tokens: readonly Token[], formal: boolean): boolean {
  const subject = subjectAt(tokens, 0, formal);
  if (subject === undefined) return false;
  return agrees(finiteReadings(tokens[subject.end]), subject.agreements);
}

/**
 * Splits a comma-free clause at "und"/"aber"/"oder" when both sides are main clauses: either the
 * right side has its own subject + finite verb, or the conjunction is followed directly by a
 * finite verb that agrees with the left side's subject (shared subject, repeated). Returns
 * undefined when no split is safe.
 */
export function splitCoordination(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  connector = "Dann",
): Clause[] | undefined {
  if (tokens.some((token) => token.text === "," || SUBORDINATORS.has(token.text))) return undefined;
  for (let index = 2; index < tokens.length - 2; index += 1) {
    const conjunction = tokens[index]?.text;
    if (conjunction === undefined || !(conjunction in KEPT)) continue;
    const left = tokens.slice(0, index);
    const right = tokens.slice(index + 1);
    if (!hasFiniteVerb(left) || right.length < 2) continue;
    const kept = KEPT[conjunction];
    if (clauseAfterConjunction(right, formal)) {
      const second = kept ? [word(kept), ...right] : right;
      return [
        { tokens: left, end: "." },
        ...(splitCoordination(second, end, formal, connector) ?? [{ tokens: second, end }]),
      ];
    }
    const shared = sharedSubjectClause(left, right, formal, kept ?? connector);
    if (shared !== undefined)
      return [
        { tokens: left, end: "." },
        { tokens: shared, end },
      ];
  }
  return undefined;
}

/** "... und schicken Ihnen einen Brief" with the left subject "Wir" -> "Dann schicken wir Ihnen einen Brief". */
function sharedSubjectClause(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  connector: string,
): Token[] | undefined {
  const verb = right[0];
  const readings = finiteReadings(verb);
  if (verb === undefined || readings.length === 0) return undefined;
  const subject = subjectAt(left, 0, formal);
  if (subject === undefined) return undefined;
  const leftVerb = finiteReadings(left[subject.end]);
  if (!agrees(leftVerb, subject.agreements) || !agrees(readings, subject.agreements)) return undefined;
  const subjectTokens = left.slice(0, subject.end).map((token) => ({ ...token, space: true }));
  return [word(connector), verb, ...subjectTokens, ...right.slice(1)];
}

/** Comma segments "A, B" where B is a main clause of its own (optionally after und/aber). */
export function splitCommaMainClauses(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (!hasFiniteVerb(first)) return undefined;
  const lead = second[0]?.text ?? "";
  const hasConjunction = lead in KEPT;
  const rest = hasConjunction ? second.slice(1) : second;
  if (!clauseAfterConjunction(rest, formal)) return undefined;
  const kept = hasConjunction ? KEPT[lead] : undefined;
  return [
    { tokens: [...first], end: "." },
    { tokens: kept ? [word(kept), ...rest] : [...rest], end },
  ];
}
