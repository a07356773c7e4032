// A clause whose object is a list with commas, followed by "und" and a second verb with the same
// subject, becomes two sentences:
// "Er kaufte Brot, Milch und Käse und ging dann nach Hause." -> "Er kaufte Brot, Milch und Käse." /
// "Dann ging er nach Hause."
// "Wir haben Ihren Antrag, Ihre Unterlagen und Ihren Brief erhalten und werden sie prüfen." ->
// "Wir haben Ihren Antrag, Ihre Unterlagen und Ihren Brief erhalten." / "Wir werden sie prüfen."
// The comma split cannot see this: its segments after the first are list items, not clauses.
// Only when sure: the first comma segment is a main clause, every later segment is a list item
// (no verb, no subordinator or relative pronoun first), the last one closes the list with
// "und"/"oder", and the verb after the final "und" agrees with the subject of the first clause.

import { type Clause, mainClauseSubject } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb } from "./lexicon-access.ts";
import { invertedSubject, sharedSubjectOrAuxiliary } from "./split-coordination.ts";
import type { Token } from "./tokens.ts";
import { SUBORDINATORS } from "./word-classes.ts";

/** Words after which a comma segment is no list item. */
const NO_ITEM_START = /^(?:und|oder|aber|sondern|denn|doch|wie|als|was|wer|wo|um|zu)$/;

/** A list item: no verb form, no subordinator, no conjunction or w-word first. */
function listItem(segment: readonly Token[]): boolean {
  const first = segment[0]?.text.toLowerCase() ?? "";
  // A relative clause ("…, die wir brauchen, …") has a verb: the check below excludes it.
  if (segment.length === 0 || NO_ITEM_START.test(first)) return false;
  return segment.every(
    (token) =>
      (token.kind === "w" || token.kind === "n") &&
      !SUBORDINATORS.has(token.text.toLowerCase()) &&
      finiteReadings(token).length === 0 &&
      !isNonFiniteVerb(token),
  );
}

/**
 * "A, B und C und <verb> …" -> the clause with the list, then the clause after the last "und".
 * `tokens` is a clause without its final mark. Undefined when unsure.
 */
export function splitAfterEnumeration(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  connector: string,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  const commas = tokens.flatMap((token, index) => (token.text === "," ? [index] : []));
  const firstComma = commas[0];
  const lastComma = commas.at(-1);
  if (firstComma === undefined || lastComma === undefined) return undefined;
  const head = tokens.slice(0, firstComma);
  // "Da nahm Jesus Petrus, Jakobus und …": the list after the head tells its subject from its object.
  const subject =
    mainClauseSubject(head, formal) ?? invertedSubject(head, formal) ?? invertedSubject(tokens, formal);
  if (subject === undefined || head.some((token) => SUBORDINATORS.has(token.text.toLowerCase())))
    return undefined;
  const middle = commas.slice(1).map((comma, index) => tokens.slice((commas[index] ?? 0) + 1, comma));
  if (!middle.every(listItem)) return undefined;
  for (let index = lastComma + 2; index < tokens.length - 1; index += 1) {
    if (tokens[index]?.text !== "und") continue;
    const last = tokens.slice(lastComma + 1, index);
    // The last item closes the list: "…, Ihre Unterlagen und Ihren Brief" (a verb may end it: "erhalten").
    const closing = last.findIndex((token) => token.text === "und" || token.text === "oder");
    if (closing < 1 || !listItem(last.slice(0, closing))) continue;
    const tail = last.slice(closing + 1);
    let itemEnd = tail.length;
    while (itemEnd > 0 && isNonFiniteVerb(tail[itemEnd - 1])) itemEnd -= 1;
    if (!listItem(tail.slice(0, itemEnd))) continue;
    const left = tokens.slice(0, index);
    const right = tokens.slice(index + 1);
    const shared = sharedSubjectOrAuxiliary(left, right, formal, connector);
    if (shared === undefined) continue;
    return [
      { tokens: left, end: "." },
      { tokens: shared, end },
    ];
  }
  return undefined;
}
