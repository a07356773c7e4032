// "nicht …, um A zu V, sondern um B zu W": the negation belongs to the purpose, not to the main
// clause. "Ich bin nicht gekommen, um die Gerechten zu rufen, sondern die Sünder." -> "Ich bin
// gekommen." / "Ich wollte nicht die Gerechten rufen." / "Ich wollte die Sünder rufen."
import type { Clause } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb } from "./lexicon-access.ts";
import { purposeToMain } from "./split-purpose.ts";
import { type Token, word } from "./tokens.ts";
import { OBJECT_PRONOUNS } from "./word-classes.ts";

/**
 * Three comma segments: a main clause with one "nicht" right before its last verb form (or last),
 * "um … zu V" and "sondern" + a second "um … zu W" or a noun phrase that takes the place of the
 * first purpose's words ("sondern die Sünder"). Returns the main clause without "nicht", the first
 * purpose negated and the second one, each as a wish with the main clause's subject; undefined
 * when unsure (no wish with "wollen", verb forms in the noun phrase, another negation).
 */
export function purposeContrast(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const [main = [], purpose = [], contrast = []] = segments;
  if (segments.length !== 3 || purpose[0]?.text !== "um" || contrast[0]?.text !== "sondern") return undefined;
  if (end.includes("?")) return undefined;
  const negations = main.filter((token) => token.text === "nicht");
  const at = main.findIndex((token) => token.text === "nicht");
  const after = main.slice(at + 1);
  if (negations.length !== 1 || after.length > 1 || (after.length === 1 && !isNonFiniteVerb(after[0])))
    return undefined;
  const positive = main.filter((_, index) => index !== at);
  const first = purposeToMain(positive, purpose, formal);
  const modal = first?.findIndex((token) =>
    finiteReadings(token).some((reading) => reading.lemma === "wollen"),
  );
  if (first === undefined || modal === undefined || modal < 1) return undefined;
  const head = first.slice(0, modal + 1);
  const action = first.slice(modal + 1);
  let pronouns = 0;
  while (pronouns < action.length - 1 && OBJECT_PRONOUNS.test(action[pronouns]?.text ?? "")) pronouns += 1;
  const denied = [...head, ...action.slice(0, pronouns), word("nicht"), ...action.slice(pronouns)];
  const second = contrast[1]?.text === "um" ? purposeToMain(positive, contrast.slice(1), formal) : instead();
  if (second === undefined) return undefined;
  return [
    { tokens: positive, end: "." },
    { tokens: denied, end: "." },
    { tokens: second, end },
  ];

  /** "sondern die Sünder": the words of the first purpose before its verb replaced. */
  function instead(): Token[] | undefined {
    const phrase = contrast.slice(1);
    const verb = action.at(-1);
    if (phrase.length === 0 || verb === undefined) return undefined;
    const words = [...action.slice(0, -1), ...phrase];
    if (
      words.some((token) => token.kind !== "w" || isNonFiniteVerb(token) || finiteReadings(token).length > 0)
    )
      return undefined;
    if (action.slice(0, -1).some((token) => OBJECT_PRONOUNS.test(token.text))) return undefined;
    return [...head, ...phrase, verb];
  }
}
