// "Je früher Sie den Antrag stellen, desto schneller bekommen Sie Ihr Geld." says: if you apply
// earlier, you get your money sooner. Rewritten as that "wenn" clause ("Wenn Sie den Antrag früher
// stellen, bekommen Sie Ihr Geld schneller."), so the subordinate split turns it into
// "Vielleicht … Dann …" like any other condition. Cut apart at the comma, "Je früher Sie den
// Antrag stellen." would be no sentence.

import {
  finiteReadings,
  isComparative,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
} from "./lexicon-access.ts";
import { punct, type Token, word } from "./tokens.ts";
import { SUBJECT_PRONOUNS } from "./word-classes.ts";

/** Comparatives isComparative does not read from an adjective in the lexicon ("eher", "öfter", "früher"). */
const ADVERB_COMPARATIVE = /^(?:eher|öfter|früher)$/;
/** Comparatives of amount take a noun along: "mehr Geld", "weniger Wohngeld". */
const AMOUNT = /^(?:mehr|weniger)$/;

/** The comparative phrase at `start`: the comparative, with its noun after mehr/weniger. */
function comparativeEnd(tokens: readonly Token[], start: number): number | undefined {
  const comparative = tokens[start];
  if (comparative === undefined || !(isComparative(comparative) || ADVERB_COMPARATIVE.test(comparative.text)))
    return undefined;
  const next = tokens[start + 1];
  const noun =
    AMOUNT.test(comparative.text) &&
    next?.kind === "w" &&
    /^\p{Lu}/u.test(next.text) &&
    !SUBJECT_PRONOUNS.has(next.text.toLowerCase()) &&
    nounReadings(next).length > 0;
  return noun ? start + 2 : start + 1;
}

/** Where the verbs (and a separated particle) at the end of `tokens` begin. */
function verbClusterStart(tokens: readonly Token[], finite: boolean): number {
  let start = tokens.length;
  while (start > 0) {
    const token = tokens[start - 1];
    const verb =
      isNonFiniteVerb(token) || (finite && isFiniteVerbToken(token)) || PARTICLES.has(token?.text ?? "");
    if (!verb) break;
    start -= 1;
  }
  return start;
}

/** `tokens` with `phrase` put before the verbs at their end. */
function beforeVerbs(tokens: readonly Token[], phrase: readonly Token[], finite: boolean): Token[] {
  const at = verbClusterStart(tokens, finite);
  return [...tokens.slice(0, at), ...phrase, ...tokens.slice(at)];
}

/**
 * `segments` are the comma segments of a sentence. When they are exactly "je …, desto/umso …",
 * returns the tokens of "Wenn …, …" that say the same; otherwise undefined (a verbless half
 * "desto niedriger der Beitrag", "je nachdem", "je 5 Euro" are no such pair).
 */
export function jeDestoAsCondition(segments: readonly (readonly Token[])[]): Token[] | undefined {
  const [je, desto] = segments;
  if (segments.length !== 2 || je === undefined || desto === undefined) return undefined;
  if (je[0]?.text.toLowerCase() !== "je") return undefined;
  const jeEnd = comparativeEnd(je, 1);
  const jeRest = je.slice(jeEnd);
  // The je half ends with its finite verb: "Je früher Sie den Antrag stellen". Not in a story
  // ("Je weiter sie gingen, desto dunkler wurde es": a fact, no condition to guess).
  const jeVerb = jeRest.at(-1);
  if (jeEnd === undefined || jeVerb === undefined || !isFiniteVerbToken(jeVerb)) return undefined;
  if (!finiteReadings(jeVerb).some((reading) => reading.tense === "praesens")) return undefined;
  const twoWords = desto[0]?.text.toLowerCase() === "um" && desto[1]?.text === "so";
  const opener = twoWords ? 2 : /^(?:desto|umso)$/i.test(desto[0]?.text ?? "") ? 1 : undefined;
  if (opener === undefined) return undefined;
  const destoEnd = comparativeEnd(desto, opener);
  if (destoEnd === undefined) return undefined;
  const verb = desto[destoEnd];
  const rest = desto.slice(destoEnd + 1);
  // "desto schneller bekommen Sie Ihr Geld": the finite verb follows the comparative.
  if (verb === undefined || !isFiniteVerbToken(verb) || rest.length === 0) return undefined;
  const condition = beforeVerbs(jeRest, je.slice(1, jeEnd), true);
  const main = [verb, ...beforeVerbs(rest, desto.slice(opener, destoEnd), false)];
  return [word("Wenn"), ...condition, punct(","), ...main];
}
