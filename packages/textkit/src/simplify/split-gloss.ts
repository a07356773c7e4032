// A translation gloss after a word, set off by commas: "Wir haben den Messias, das heißt übersetzt
// Christus, gefunden." The gloss is no relative clause about the thing but a statement about the
// word: it becomes a sentence of its own ("Messias heißt übersetzt Christus.").

import { type Clause, hasFiniteVerb, joinSegments, type SplitRest } from "./clause-tools.ts";
import { isNonFiniteVerb, PARTICLES } from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";

/** "heißt übersetzt", "bedeutet übersetzt": the gloss's verb before the word that marks a translation. */
const GLOSS_VERB = /^(?:heißt|bedeutet)$/;

/**
 * The verb and the tokens of the gloss after "das heißt übersetzt" (also "was übersetzt X heißt"),
 * or undefined when the segment is no such gloss. Only with "übersetzt": a bare "das heißt" means
 * "that is" and explains ("Ihr Einkommen, das heißt Ihr Lohn, …").
 */
function glossOf(segment: readonly Token[]): { verb: Token; tokens: Token[] } | undefined {
  const [pronoun, second, third] = segment;
  const lead = pronoun?.text.toLowerCase();
  // "das heißt übersetzt Christus" / "das heißt übersetzt: Ort vom Schädel"
  if (lead === "das" && second !== undefined && GLOSS_VERB.test(second.text) && third?.text === "übersetzt")
    return { verb: second, tokens: segment.slice(3) };
  // "was übersetzt Dorf des Nahum heißt"
  const last = segment.at(-1);
  if (lead === "was" && second?.text === "übersetzt" && last !== undefined && GLOSS_VERB.test(last.text))
    return { verb: last, tokens: segment.slice(2, -1) };
  return undefined;
}

/**
 * "…, das heißt übersetzt X, …" after a capitalised word that ends the segment before: the sentence
 * without the gloss, split on its own, then "Word heißt übersetzt X." (first when the sentence ends
 * in a colon, which announces what follows; "…, das heißt übersetzt:" + the gloss in the next
 * sentence gives "Word heißt übersetzt:"). A last segment without a finite verb goes on with the
 * clause before the gloss ("Wir haben den Messias, …, gefunden." -> "Wir haben den Messias
 * gefunden."). Undefined when there is no such gloss, the word before it is not capitalised or the
 * gloss holds a finite verb of its own.
 */
export function translationGloss(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  for (let index = 1; index < segments.length; index += 1) {
    const gloss = glossOf(segments[index] ?? []);
    if (gloss === undefined) continue;
    const host = segments[index - 1] ?? [];
    // "… zu dem Ort Golgata gebracht, das heißt übersetzt: …": the word before the closing verbs.
    let at = host.length - 1;
    while (at > 1 && (isNonFiniteVerb(host[at]) || PARTICLES.has(host[at]?.text ?? ""))) at -= 1;
    const name = host[at];
    const words = gloss.tokens.filter((token) => token.kind === "w");
    const announced = words.length === 0 && end === ":" && index + 1 === segments.length;
    if (name === undefined || name.kind !== "w" || !isCapitalised(name.text)) return undefined;
    if ((words.length === 0 && !announced) || hasFiniteVerb(gloss.tokens)) return undefined;
    const next = segments[index + 1];
    const joined = next !== undefined && !hasFiniteVerb(next) && index + 2 === segments.length;
    const rest = joined
      ? [...segments.slice(0, index - 1), [...host, ...next]]
      : segments.filter((_, other) => other !== index);
    const sentence = [
      { ...name, space: false },
      { ...gloss.verb, space: true },
      word("übersetzt"),
      ...gloss.tokens.map((token, at) =>
        at === 0 && token.kind === "w" ? { ...token, space: true } : token,
      ),
    ];
    if (announced) {
      const main = splitRest(rest, ".") ?? [{ tokens: joinSegments(rest), end: "." }];
      return [...main, { tokens: sentence, end: ":" }];
    }
    const main = splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }];
    if (end === ":") return [{ tokens: sentence, end: "." }, ...main];
    return [...main, { tokens: sentence, end: "." }];
  }
  return undefined;
}
