// A single dash between two main clauses works like a full stop: "Nennt mich Mara - denn Gott hat
// mich verbittert!" -> "Nennt mich Mara." + "Denn Gott hat mich verbittert!". The two sides are
// judged like comma-joined main clauses (split-coordination.ts); a pair of dashes around an aside
// and a dash before a verb-less addition ("- er, seine Frau und seine Söhne") stay.
import type { Clause } from "./clause-tools.ts";
import { opensMainClause, splitCommaMainClauses } from "./split-coordination.ts";
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
  // "Und eine Frau, die …, die … - diese Frau berührte …": the left side must open with its own
  // main clause; after a leading subordinate clause the dash usually resumes it ("Wer …, - er wird …").
  if (!opensMainClause(leftSegments[0] ?? [], true)) return undefined;
  const last = leftSegments.length === 1 ? left : leftSegments.at(-1);
  const pair = splitCommaMainClauses(left, head, end, formal, last);
  if (pair === undefined || pair.length !== 2) return undefined;
  const [first, second] = pair;
  if (first === undefined || second === undefined) return undefined;
  return [first, { tokens: [...second.tokens, ...(comma < 0 ? [] : right.slice(comma))], end }];
}

function commaSplit(tokens: readonly Token[]): Token[][] {
  const segments: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "p" && token.text === ",") segments.push([]);
    else segments.at(-1)?.push(token);
  }
  return segments;
}
