// A relative clause on the first of two coordinated noun phrases, and perhaps one on the second:
// "Er hat eine Schwester, die in Hamburg wohnt, und einen Bruder, der in München lebt." -> "Er hat
// eine Schwester und einen Bruder." + "Die Schwester wohnt in Hamburg." + "Der Bruder lebt in
// München." The host keeps both phrases; each relative clause becomes its own sentence.

import { type Clause, hasFiniteVerb } from "./clause-tools.ts";
import { isNonFiniteVerb, nounReadings, PARTICLES } from "./lexicon-access.ts";
import { quantifiedAntecedent } from "./relative-antecedent.ts";
import { afterCoordinatedNoun, relativeStart, relativeToMain } from "./split-relative.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { SUBJECT_PRONOUNS } from "./word-classes.ts";

const CONJUNCTION = /^(?:und|oder|sowie)$/;

/**
 * `relative` is the first relative clause as a main clause (segment `index`, after the host). The
 * next segment is "und"/"oder" + a noun phrase (and the host's closing particle or verbs when no
 * relative clause follows it); the chain ends the sentence. Undefined when it does not fit.
 */
export function coordinatedNounRelatives(
  segments: readonly Token[][],
  index: number,
  relative: Token[],
  end: string,
  formal: boolean,
  splitRest: (segments: Token[][], end: string) => Clause[] | undefined,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const phrase = segments[index + 1] ?? [];
  const second = segments[index + 2];
  if (index !== 1 || end.includes("?") || !hasFiniteVerb(host)) return undefined;
  if (segments.length !== index + (second === undefined ? 2 : 3)) return undefined;
  if (!CONJUNCTION.test(phrase[0]?.text ?? "") || phrase.length > 8) return undefined;
  // The noun that ends the phrase, before the host's closing particle or verbs ("… und den Vertrag mit").
  let nounAt = phrase.length - 1;
  while (nounAt > 1 && phrase.length - nounAt <= 2 && closingWord(phrase[nounAt])) nounAt -= 1;
  const noun = phrase[nounAt];
  if (noun === undefined || !isCapitalised(noun.text) || nounReadings(noun).length === 0) return undefined;
  // "… und du den Käse": a subject of its own makes it a clause without its verb.
  const inner = phrase.slice(1, nounAt + 1);
  if (hasFiniteVerb(inner) || inner.some((token) => SUBJECT_PRONOUNS.has(token.text.toLowerCase())))
    return undefined;
  const closing = nounAt < phrase.length - 1;
  let content = [relative];
  if (second !== undefined) {
    // A relative clause after the second phrase: it ends the phrase and refers to its noun only.
    if (closing || relativeStart(second) === undefined) return undefined;
    const own = phrase.slice(1);
    if (quantifiedAntecedent(own, noun, true) || afterCoordinatedNoun(own, second)) return undefined;
    const other = relativeToMain(noun, second, { formal });
    if (other === undefined) return undefined;
    content = [relative, other];
  }
  const main = [...host, ...phrase];
  const clauses = splitRest([main], ".") ?? [{ tokens: main, end: "." }];
  const all = [...clauses, ...content.map((tokens) => ({ tokens, end: "." }))];
  const last = all.at(-1);
  return last === undefined ? undefined : [...all.slice(0, -1), { ...last, end }];
}

/** A separated particle or a non-finite verb that closes the host ("mit", "unterschreiben"). */
function closingWord(token: Token | undefined): boolean {
  return (
    token !== undefined && !isCapitalised(token.text) && (PARTICLES.has(token.text) || isNonFiniteVerb(token))
  );
}
