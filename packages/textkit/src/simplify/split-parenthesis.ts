// A clause with a verbless phrase between two commas (an apposition or comparison) is split at
// "und" as if the phrase were not there, and the phrase goes back into the first new sentence:
// "Jakobus und Johannes, die Söhne des Zebedäus, kamen auf ihn zu und sagten zu ihm …" ->
// "Jakobus und Johannes, die Söhne des Zebedäus, kamen auf ihn zu." / "Dann sagten Jakobus und
// Johannes zu ihm …". Only when sure: exactly two commas, the phrase between them has no verb, no
// conjunction or subordinator first (a comparison "wie das Wehen …" may), the part after it goes
// on with the finite verb or "und"/"aber" + finite verb (not a further list item: "Brot, Milch,
// Käse und …"), and the first new sentence still starts with the words before the phrase.

import { type Clause, hasFiniteVerb } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb } from "./lexicon-access.ts";
import { splitCoordinationOrPhrases } from "./split-distribute.ts";
import { countWords, type Token } from "./tokens.ts";
import { COORDINATORS, SUBORDINATORS } from "./word-classes.ts";

/** A parenthesis has at most this many words. */
const MAX_WORDS = 8;

/** A verbless phrase that can stand between two commas. */
function parenthesis(segment: readonly Token[]): boolean {
  const first = segment[0]?.text.toLowerCase() ?? "";
  const comparison = /^(?:wie|als)$/.test(first);
  return (
    segment.length > 0 &&
    countWords(segment) <= MAX_WORDS &&
    !COORDINATORS.has(first) &&
    (comparison || !SUBORDINATORS.has(first)) &&
    !hasFiniteVerb(segment) &&
    !segment.some((token) => isNonFiniteVerb(token) || token.kind === "p")
  );
}

/** The part after the parenthesis goes on with the clause: a finite verb, or und/aber + finite verb. */
function goesOn(rest: readonly Token[]): boolean {
  const lead = /^(?:und|aber)$/.test(rest[0]?.text ?? "") ? 1 : 0;
  const verb = rest[lead];
  return finiteReadings(verb).length > 0 && !isNonFiniteVerb(verb);
}

/** The clauses, or undefined when the clause has no such parenthesis or does not split without it. */
export function splitAroundParenthesis(
  part: Clause,
  formal: boolean,
  connector: string,
): Clause[] | undefined {
  const { tokens, end } = part;
  const commas = tokens.flatMap((token, index) => (token.text === "," ? [index] : []));
  const [open, close] = commas;
  if (commas.length !== 2 || open === undefined || close === undefined || open < 1) return undefined;
  const inner = tokens.slice(open + 1, close);
  const rest = tokens.slice(close + 1);
  if (!parenthesis(inner) || !goesOn(rest) || !hasFiniteVerb(tokens.slice(0, open).concat(rest)))
    return undefined;
  // "…, wie das Wehen eines Windes, und erfüllte …": the comma before "und" goes with the phrase.
  const clauses = splitCoordinationOrPhrases([...tokens.slice(0, open), ...rest], end, formal, connector);
  const first = clauses?.[0];
  if (clauses === undefined || first === undefined || clauses.length < 2) return undefined;
  const before = tokens.slice(0, open);
  if (!before.every((token, index) => first.tokens[index]?.text === token.text)) return undefined;
  // At the end of the first sentence the phrase loses its closing comma ("… ein Rauschen, wie …").
  const phrase = tokens.slice(open, first.tokens.length > open ? close + 1 : close);
  return [{ ...first, tokens: [...before, ...phrase, ...first.tokens.slice(open)] }, ...clauses.slice(1)];
}
