// "Sie können sich beim Amt, Hauptstraße 5, Zimmer 2, beraten lassen.": a comma segment of nothing
// but the closing non-finite verbs belongs to the clause before it. Split off, it became a sentence
// with an invented subject ("Sie beraten lassen.").

import { hasFiniteVerb } from "./clause-tools.ts";
import { isNonFiniteVerb, PARTICLES } from "./lexicon-access.ts";
import { LIST_COMMA } from "./list-in-subordinate.ts";
import { relativeStart } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";

/**
 * A segment of non-finite verbs only (infinitives, participles, zu-infinitives, "zu" and verb
 * particles between them) ending in one. Not after a relative or subordinate clause ("…, die ihn
 * anrufen, eintreten": the verb closes the host before it, which the split handles). A zu-infinitive
 * counts only after a segment without a finite verb: after a clause, "…, zu kommen" is its
 * infinitive clause.
 */
function nonFiniteOnly(segment: readonly Token[], previous: readonly Token[]): boolean {
  const words = segment.filter((token) => token.kind === "w");
  if (words.length === 0 || words.length > 4 || !isNonFiniteVerb(words.at(-1))) return false;
  if (!words.every((token) => isNonFiniteVerb(token) || token.text === "zu" || PARTICLES.has(token.text)))
    return false;
  if (relativeStart(previous) !== undefined || subordinatorOf(previous) !== undefined) return false;
  const zu = words.some((token) => token.text === "zu" || /.zu[a-zäöü]/.test(token.text));
  return !zu || !hasFiniteVerb(previous);
}

/**
 * The segments with each non-finite-only segment joined to the one before it (its comma held as a
 * list comma); undefined when there is none.
 */
export function joinNonFiniteSegments(segments: readonly (readonly Token[])[]): Token[][] | undefined {
  const joined: Token[][] = [];
  for (const [index, segment] of segments.entries()) {
    const previous = joined.at(-1);
    if (index > 0 && previous !== undefined && nonFiniteOnly(segment, segments[index - 1] ?? []))
      joined[joined.length - 1] = [...previous, { ...LIST_COMMA }, ...segment];
    else joined.push([...segment]);
  }
  return joined.length < segments.length ? joined : undefined;
}
