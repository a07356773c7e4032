import { NEGATION_WORDS } from "../language/negation-words.ts";
import { type Clause, LEADING_CONJUNCTIONS, readVerbFinal, subjectFirstOrder } from "./clause-tools.ts";
import { isFiniteVerbToken } from "./lexicon-access.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/**
 * "Wie der Vater mich liebt, so liebe ich euch." -> "Der Vater liebt mich." / "Genauso liebe ich
 * euch." A leading comparison of manner taken up by "so" + the finite verb: the wie clause becomes
 * a statement in subject-first order, the main clause opens with "Genauso". A leading und/aber/denn
 * stays in front of the first sentence. Not for questions, a negation, or a wie clause without a
 * subject that agrees with its final verb (exclamations: "Wie schwer ist es, …").
 */
export function leadingWieSo(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  const opener = LEADING_CONJUNCTIONS.has(first[0]?.text.toLowerCase() ?? "") ? first[0] : undefined;
  const comparison = opener === undefined ? first : first.slice(1);
  if (
    comparison[0]?.text.toLowerCase() !== "wie" ||
    second[0]?.text !== "so" ||
    !isFiniteVerbToken(second[1])
  )
    return undefined;
  if (
    [...first, ...second].some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase()))
  )
    return undefined;
  const sub = readVerbFinal(comparison.slice(1));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  const statement = subjectFirstOrder(sub, formal);
  if (statement === undefined) return undefined;
  // The wie clause stood inside the sentence: its first word is already in lower case.
  const head = opener === undefined ? statement : [opener, ...statement];
  return [
    { tokens: head, end: "." },
    { tokens: [word("Genauso"), ...second.slice(1)], end },
  ];
}
