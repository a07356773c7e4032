// "nicht X, sondern Y" with a verb-less Y: the second sentence repeats the clause with Y in the
// place of "nicht X". "Wir steinigen dich nicht wegen einem guten Werk, sondern wegen Gotteslästerung."
// -> "Wir steinigen dich nicht wegen einem guten Werk." / "Wir steinigen dich wegen Gotteslästerung."
// Only when X and Y open alike (both with a preposition, or both with an article of a shared case)
// and X runs from "nicht" to the verb forms that close the clause (or to its end).

import { finiteReadings, isNonFiniteVerb, PARTICLES } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBORDINATORS } from "./word-classes.ts";

const CONTRACTED = /^(?:im|ins|am|ans|vom|zum|zur|beim|übers|aufs|durchs|fürs)$/;

/** Words after "nicht" that make the negation part of a larger phrase ("nicht nur", "nicht allein"). */
const SCOPE_WORDS = /^(?:nur|allein|bloß|einmal|mehr|so|etwa|ganz|sehr|wie|als)$/;

/** Cases an article may mark (singular and plural together). */
function articleCases(text: string): Set<string> {
  const lower = text.toLowerCase();
  if (lower === "den") return new Set(["akk", "dat"]);
  if (lower.endsWith("em")) return new Set(["dat"]);
  if (lower === "des" || lower.endsWith("es")) return new Set(["gen", "nom", "akk"]);
  if (lower.endsWith("en")) return new Set(["akk", "dat"]);
  if (lower.endsWith("er")) return new Set(["nom", "dat", "gen"]);
  return new Set(["nom", "akk"]);
}

function kind(token: Token | undefined): string | undefined {
  if (token === undefined || token.kind !== "w") return undefined;
  const lower = token.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || CONTRACTED.test(lower)) return "preposition";
  if (DETERMINERS.has(lower)) return "article";
  return undefined;
}

function alike(x: Token | undefined, y: Token | undefined): boolean {
  const kx = kind(x);
  if (kx === undefined || kx !== kind(y)) return false;
  if (kx === "preposition") return true;
  const cases = articleCases(x?.text ?? "");
  return [...articleCases(y?.text ?? "")].some((grammaticalCase) => cases.has(grammaticalCase));
}

/**
 * The clause with Y in the place of "nicht X", or undefined. `left` is the clause before the comma,
 * `replacement` the words after "sondern".
 */
export function replaceNegated(left: readonly Token[], replacement: readonly Token[]): Token[] | undefined {
  if (replacement.length === 0 || left.some((token) => token.kind === "p")) return undefined;
  if (
    replacement.some(
      (token) =>
        token.kind === "p" ||
        SUBORDINATORS.has(token.text.toLowerCase()) ||
        (!isCapitalised(token.text) && (finiteReadings(token).length > 0 || isNonFiniteVerb(token))),
    )
  )
    return undefined;
  const negations = left.flatMap((token, index) => (token.text === "nicht" ? [index] : []));
  const not = negations[0];
  if (not === undefined || not === 0 || SCOPE_WORDS.test(left[not + 1]?.text ?? "")) return undefined;
  if (!alike(left[not + 1], replacement[0])) return undefined;
  // The closing verb forms of the left side stay; X runs up to them.
  let bracket = left.length;
  while (
    bracket > not + 2 &&
    !isCapitalised(left[bracket - 1]?.text ?? "A") &&
    (isNonFiniteVerb(left[bracket - 1]) || PARTICLES.has(left[bracket - 1]?.text ?? ""))
  )
    bracket -= 1;
  const negated = left.slice(not + 1, bracket);
  // X holds no verb form of its own (then it would not be one phrase).
  if (negated.some((token) => !isCapitalised(token.text) && finiteReadings(token).length > 0))
    return undefined;
  const phrase = replacement.map((token, index) => (index === 0 ? { ...token, space: true } : token));
  return [...left.slice(0, not), ...phrase, ...left.slice(bracket)];
}
