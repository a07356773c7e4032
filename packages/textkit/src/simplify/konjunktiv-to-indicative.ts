// Simple Konjunktiv -> indicative: "Wir würden uns freuen." -> "Wir freuen uns.";
// "Könnten Sie uns anrufen?" -> "Können Sie uns anrufen?"; "Das wäre gut." -> "Das ist gut."
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  mainClauseForm,
} from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";

/** Konjunktiv II forms of auxiliaries and modals that have a plain present tense meaning. */
const SWAPPABLE = new Set([
  "wäre",
  "wären",
  "wärst",
  "hätte",
  "hätten",
  "hättest",
  "könnte",
  "könnten",
  "müsste",
  "müssten",
  "sollte",
  "sollten",
  "sei",
  "seien",
]);
const LEMMA: Readonly<Record<string, string>> = {
  wär: "sein",
  hät: "haben",
  kön: "können",
  müs: "müssen",
  sol: "sollen",
  sei: "sein",
};

/**
 * Rewrites the first finite Konjunktiv form of a clause (tokens without final punctuation).
 * "würde" + infinitive at the clause end becomes the present of that verb in the würde-slot
 * (separable particle to the end); other modal/auxiliary forms are swapped in place.
 * The clause must contain exactly one finite verb.
 */
export function konjunktivToIndicative(tokens: readonly Token[]): Token[] | undefined {
  const finiteIndexes = tokens
    .map((token, index) => (isFiniteVerbToken(token) ? index : -1))
    .filter((index) => index >= 0);
  const konjunktivIndex = tokens.findIndex(
    (token) => /^würde(n|st)?$/.test(token.text) || SWAPPABLE.has(token.text),
  );
  if (konjunktivIndex < 0) return undefined;
  const verb = tokens[konjunktivIndex];
  if (verb === undefined) return undefined;
  const others = finiteIndexes.filter(
    (index) => index !== konjunktivIndex && !isNonFiniteVerb(tokens[index]),
  );
  if (others.length > 0 || tokens.some((token) => token.kind === "p")) return undefined;
  const konjunktiv = finiteReadings(verb).find(
    (candidate) => candidate.tense === "konjunktiv2" || candidate.tense === "konjunktiv1",
  );
  if (konjunktiv === undefined) return undefined;
  const reading = { ...konjunktiv, person: personOf(tokens, konjunktiv.number) };
  if (verb.text.startsWith("würde")) {
    const last = tokens.at(-1);
    const lemmas = [...new Set(infinitiveLemmas(last))];
    const before = tokens.at(-2);
    if (
      last === undefined ||
      lemmas.length !== 1 ||
      tokens.length - 1 === konjunktivIndex + 1 ||
      isNonFiniteVerb(before)
    ) {
      if (last === undefined || lemmas.length !== 1 || konjunktivIndex + 1 === tokens.length - 1)
        return undefined;
    }
    const [lemma = ""] = lemmas;
    const form = finiteFormOf(lemma, "praesens", reading.person, reading.number);
    if (form === undefined) return undefined;
    const [main, particle] = mainClauseForm(form, lemma, participleOf(lemma));
    const middle = tokens.slice(konjunktivIndex + 1, -1);
    return [
      ...tokens.slice(0, konjunktivIndex),
      { ...verb, text: main },
      ...middle,
      ...(particle ? [word(particle)] : []),
    ];
  }
  const lemma = LEMMA[verb.text.slice(0, 3)];
  if (lemma === undefined) return undefined;
  const form = finiteFormOf(lemma, "praesens", reading.person, reading.number);
  if (form === undefined) return undefined;
  return tokens.map((token, index) => (index === konjunktivIndex ? { ...token, text: form } : token));
}

/** The person of the clause's subject: 1st/2nd for ich/du/wir/ihr among the tokens, else 3rd. */
function personOf(tokens: readonly Token[], number: GrammaticalNumber): Person {
  const words = new Set(tokens.map((token) => token.text));
  if (number === "singular") return words.has("ich") ? 1 : words.has("du") ? 2 : 3;
  return words.has("wir") ? 1 : words.has("ihr") ? 2 : 3;
}
