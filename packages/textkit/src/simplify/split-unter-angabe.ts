// Leichte Sprache: what the reader must state with a payment or a message gets a sentence of its
// own. "Dann teilen Sie dies dem Gericht bitte sofort unter Angabe vom Geschäftszeichen mit." ->
// "Dann teilen Sie dies dem Gericht bitte sofort mit." + "Bitte geben Sie dabei das Geschäftszeichen
// an."; with a payment "Bitte geben Sie bei der Zahlung … an." (bank details may stand between).

import type { Clause } from "./clause-tools.ts";
import { inflectPhrase } from "./noun-phrase.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";

/** Determiners of a dative after "von" ("von der Kundennummer") and of a genitive ("des Zeichens"). */
const DATIVE = /^(?:der|dem|einem|einer|Ihrem|Ihrer|unserem|unserer)$/;
const GENITIVE = /^(?:des|der|eines|einer|Ihres|Ihrer|unseres|unserer)$/;
/** At most this many words (adverbs, adjectives) between the determiner and the noun: "oben genannten". */
const MAX_ATTRIBUTES = 3;

/**
 * The noun phrase after "unter Angabe" at `at`: its end and its accusative ("vom Aktenzeichen" ->
 * "das Aktenzeichen", "des Kassenzeichens 630.118.447" -> "das Kassenzeichen 630.118.447"), or
 * undefined when its case or its end is unsure.
 */
function statedPhrase(
  tokens: readonly Token[],
  at: number,
): { end: number; accusative: Token[] } | undefined {
  const first = tokens[at]?.text ?? "";
  let start: number;
  let determiner: Token | undefined;
  let from: "dat" | "gen";
  if (first === "vom") {
    start = at + 1;
    determiner = word("dem");
    from = "dat";
  } else if (first === "von" && DATIVE.test(tokens[at + 1]?.text ?? "")) {
    start = at + 2;
    determiner = tokens[at + 1];
    from = "dat";
  } else if (GENITIVE.test(first)) {
    start = at + 1;
    determiner = tokens[at];
    from = "gen";
  } else return undefined;
  if (determiner === undefined) return undefined;
  let noun = start;
  while (noun < start + MAX_ATTRIBUTES && /^\p{Ll}+$/u.test(tokens[noun]?.text ?? "")) noun += 1;
  const nounToken = tokens[noun];
  if (nounToken === undefined || nounToken.kind !== "w" || !isCapitalised(nounToken.text)) return undefined;
  const accusative = inflectPhrase([determiner, ...tokens.slice(start, noun + 1)], from, "akk");
  if (accusative === undefined) return undefined;
  // The sign itself: "Kassenzeichens 630.118.447", "Schadennummer HR-2025-118734".
  let end = noun + 1;
  while (/\d/.test(tokens[end]?.text ?? "") && tokens[end]?.kind !== "p") end += 1;
  // A genitive or "von" attribute would be torn from its noun ("des Aktenzeichens der Stadt").
  if (/^(?:des|der|von|vom)$/.test(tokens[end]?.text ?? "")) return undefined;
  return { end, accusative: [...accusative, ...tokens.slice(noun + 1, end)] };
}

/**
 * "… unter Angabe des/vom X …" -> the clause without it + "Bitte geben Sie dabei X an." Only in a
 * statement whose rest keeps four words or more. Undefined otherwise.
 */
export function splitUnterAngabe(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." && clause.end !== "!") return undefined;
  const at = tokens.findIndex(
    (token, index) => token.text.toLowerCase() === "unter" && tokens[index + 1]?.text === "Angabe",
  );
  if (at < 0) return undefined;
  const phrase = statedPhrase(tokens, at + 2);
  if (phrase === undefined) return undefined;
  const rest = [...tokens.slice(0, at), ...tokens.slice(phrase.end)];
  if (countWords(rest) < 4 || rest.at(-1)?.kind === "p") return undefined;
  const [head, ...others] = rest;
  if (head === undefined) return undefined;
  // "Unter Angabe … überweisen Sie …": the verb opens no statement.
  if (at === 0) return undefined;
  // With a payment the bank details may come between: "bei der Zahlung" says when.
  const payment = rest.some((token) => PAYMENT.test(token.text));
  const when = payment ? [word("bei"), word("der"), word("Zahlung")] : [word("dabei")];
  return [
    { ...clause, tokens: [head, ...others] },
    {
      tokens: [word("Bitte"), word("geben"), word("Sie"), ...when, ...phrase.accusative, word("an")],
      end: ".",
    },
  ];
}

/** Words of paying: the stated sign goes with the payment. */
const PAYMENT = /^(?:überweis\p{L}*|zahl\p{L}*|Zahlung|Überweisung)$/u;
