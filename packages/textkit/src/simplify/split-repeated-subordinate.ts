// One main clause with two or more trailing clauses under the same subordinator of cause or
// concession: each clause becomes a statement, then the main clause with its connector once.

import type { Clause } from "./clause-tools.ts";
import { relativeStart } from "./split-relative.ts";
import { leadingAls, subordinatorOf } from "./split-subordinate.ts";
import { renderTokens, type Token } from "./tokens.ts";

type SplitPair = (segments: Token[][], end: string) => Clause[] | undefined;

/** Subordinators whose clause is a fact the main clause builds on (cause, concession). */
const FACT = /^(?:weil|da|obwohl)$/;

/** "…, obwohl A; obwohl B": a semicolon before the same subordinator cuts like a comma. */
function atSemicolons(segment: Token[], kind: string | undefined): Token[][] {
  const parts: Token[][] = [[]];
  segment.forEach((token, index) => {
    const next = segment.slice(index + 1);
    if (token.text === ";" && kind !== undefined && subordinatorOf(next)?.word === kind) parts.push([]);
    else parts.at(-1)?.push(token);
  });
  return parts;
}

/**
 * "Warum nennt ihr mich Noomi, obwohl Gott mich erniedrigt hat, obwohl Schaddai mir Leid zugefügt
 * hat?" -> "Gott hat mich erniedrigt." / "Schaddai hat mir Leid zugefügt." / "Warum nennt ihr mich
 * trotzdem Noomi?" Each clause is split with the main clause on its own; this fires only when every
 * such pair puts the fact first and the main clause comes out the same each time. Not for a main
 * clause that is itself dependent, nor for different subordinators.
 */
export function repeatedSubordinate(
  segments: Token[][],
  end: string,
  splitPair: SplitPair,
): Clause[] | undefined {
  const kind = subordinatorOf(segments[1] ?? [])?.word;
  const [main = [], ...rest] = segments.flatMap((segment) => atSemicolons(segment, kind));
  if (rest.length < 2 || kind === undefined || !FACT.test(kind)) return undefined;
  if (rest.some((segment) => subordinatorOf(segment)?.word !== kind)) return undefined;
  if (subordinatorOf(main) !== undefined || leadingAls(main) || relativeStart(main) !== undefined)
    return undefined;
  const facts: Clause[] = [];
  let effect: Clause | undefined;
  for (const segment of rest) {
    const pair = splitPair([main, segment], end);
    const [fact, host] = pair ?? [];
    if (pair?.length !== 2 || fact === undefined || host === undefined || fact.end !== ".") return undefined;
    // The main clause last, the same each time ("Warum nennt ihr mich trotzdem Noomi?").
    const rendered = renderTokens(host.tokens) + host.end;
    if (effect !== undefined && rendered !== renderTokens(effect.tokens) + effect.end) return undefined;
    if (renderTokens(fact.tokens).includes(renderTokens(main))) return undefined;
    effect = host;
    facts.push(fact);
  }
  return effect === undefined ? undefined : [...facts, effect];
}
