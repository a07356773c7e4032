// Clause analysis without a parser (engine notes): finite-verb candidates, clause segments
// between punctuation, and the verb-final test for subordinate clauses.
import type { SentenceView, Token } from "../types.ts";
import { Fact } from "./word-facts.ts";
import { hasClauseBreak, NOT_VERBS } from "./word-lists.ts";

/** A token that can be the finite verb of a clause: lower case (or sentence-initial) with a finite reading. */
export function isFiniteCandidate(token: Token): boolean {
  if (token.isCapitalised && token.index > 0) return false;
  if ((token.facts.flags & Fact.finite) === 0) return false;
  return !NOT_VERBS.has(token.lower);
}

/** Index of the last token of the segment that starts at `from`: before the next clause break. */
export function segmentEnd(tokens: readonly Token[], from: number): number {
  let last = from;
  for (let index = from + 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined || hasClauseBreak(token.before)) break;
    last = index;
  }
  return last;
}

/** True when tokens[from..to] look like a verb-final clause: its last token is a finite-verb candidate. */
export function isVerbFinal(tokens: readonly Token[], from: number, to: number): boolean {
  if (to <= from) return false;
  const last = tokens[to];
  return last !== undefined && isFiniteCandidate(last);
}

/** Token index ranges of the sentence split at clause punctuation. */
export function clauseSegments(sentence: SentenceView): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  const { tokens } = sentence;
  let start = 0;
  for (let index = 1; index <= tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined || hasClauseBreak(token.before)) {
      if (start < tokens.length) segments.push([start, index - 1]);
      start = index;
    }
  }
  return segments;
}
