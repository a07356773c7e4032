// A single dash between two main clauses works like a full stop: "Nennt mich Mara - denn Gott hat
// mich verbittert!" -> "Nennt mich Mara." + "Denn Gott hat mich verbittert!". The two sides are
// judged like comma-joined main clauses (split-coordination.ts); a pair of dashes around an aside
// and a dash before a verb-less addition ("- er, seine Frau und seine Söhne") stay.
import { type Clause, hasFiniteVerb } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { opensMainClause, splitCommaMainClauses } from "./split-coordination.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isLeadingAddress } from "./split-vocative.ts";
import type { Token } from "./tokens.ts";

const DASHES: ReadonlySet<string> = new Set(["-", "–", "—"]);

function isDash(token: Token): boolean {
  return token.kind === "p" && DASHES.has(token.text);
}

/** The two sides of the only dash as clauses (left ending in "."), or undefined when unsure. */
export function splitAtDash(tokens: readonly Token[], end: string, formal: boolean): Clause[] | undefined {
  const dashes = tokens.flatMap((token, index) => (isDash(token) ? [index] : []));
  const [dash] = dashes;
  if (dash === undefined || dashes.length !== 1) return undefined;
  const left = tokens.slice(0, dash);
  const right = tokens.slice(dash + 1);
  if (left.length < 2 || right.length < 2 || left.at(-1)?.kind === "p") return undefined;
  // The right side up to its first comma decides whether it opens a main clause.
  const comma = right.findIndex((token) => token.kind === "p" && token.text === ",");
  const head = comma < 0 ? right : right.slice(0, comma);
  const leftSegments = commaSplit(left);
  // "Siehe, deine Schwägerin kehrt zurück - …": a leading address or one-word request stands
  // before the main clause.
  const [opening = [], afterOpening = []] = leftSegments;
  const address = leftSegments.length > 1 && isLeadingAddress(opening, afterOpening) ? 1 : 0;
  // "Und eine Frau, die …, die … - diese Frau berührte …": the left side must open with its own
  // main clause; after a leading subordinate clause the dash usually resumes it ("Wer …, - er wird …").
  if (!opensMainClause(leftSegments[address] ?? [], true)) return undefined;
  // "Kaufe es vor den Ältesten - wenn du lösen willst, dann löse.": the right side is a whole
  // sentence, a dependent clause and the main clause after its comma.
  if (comma > 0 && leftSegments.length === 1 && hasFiniteVerb(left) && wholeSentenceAfter(right, comma))
    return [
      { tokens: [...left], end: "." },
      { tokens: [...right], end },
    ];
  // The clauses are judged without the address, which goes back in front of the first.
  const prefix = address === 1 ? left.slice(0, opening.length + 1) : [];
  const body = left.slice(prefix.length);
  const bodySegments = leftSegments.slice(address);
  const last = bodySegments.length === 1 ? body : bodySegments.at(-1);
  const pair = splitCommaMainClauses(body, head, end, formal, last);
  if (pair === undefined || pair.length !== 2) return undefined;
  const [first, second] = pair;
  if (first === undefined || second === undefined) return undefined;
  return [
    { ...first, tokens: [...prefix, ...first.tokens] },
    { tokens: [...second.tokens, ...(comma < 0 ? [] : right.slice(comma))], end },
  ];
}

function commaSplit(tokens: readonly Token[]): Token[][] {
  const segments: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "p" && token.text === ",") segments.push([]);
    else segments.at(-1)?.push(token);
  }
  return segments;
}

/**
 * "wenn du lösen willst, dann löse": a dependent clause (a subordinator first, its verb at the end
 * of the first comma segment) and right after its comma the main clause, its finite verb first or
 * after a resuming "dann"/"so". The rest of the sentence may follow.
 */
function wholeSentenceAfter(right: readonly Token[], comma: number): boolean {
  const head = right.slice(0, comma);
  if (subordinatorOf(head) === undefined || finiteReadings(head.at(-1)).length === 0) return false;
  const main = right.slice(comma + 1);
  const verb = /^(?:dann|so)$/i.test(main[0]?.text ?? "") ? main[1] : main[0];
  return main.length >= 2 && finiteReadings(verb).length > 0 && !main.some((token) => token.text === ",");
}
