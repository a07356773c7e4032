// A clause after "und"/"aber"/"denn"/"doch" that opens with a noun-phrase subject the shared
// subject reader does not take: a quantifier ("denn alles Fleisch war verdorben", "und viel Volk
// kam zusammen"), adjectives without an article ("und große Gunst war bei ihnen") or two phrases
// joined by "und" ("doch die Gnade und die Wahrheit sind durch Jesus gekommen").

import { extendPrefield } from "./clause-tools.ts";
import { finiteReadings, nounReadings, readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS } from "./word-classes.ts";

type Number = "singular" | "plural";

/** Quantifiers that open a noun phrase, with the number they give it (undefined: the noun's). */
const QUANTIFIERS: Readonly<Record<string, Number | undefined>> = {
  all: undefined,
  alles: "singular",
  viel: "singular",
  jedes: "singular",
  jeder: "singular",
  jede: "singular",
  alle: "plural",
  viele: "plural",
  manche: "plural",
  einige: "plural",
  wenige: "plural",
  beide: "plural",
};

/** Determiner forms that are never nominative ("den", "dem", "einem", "meinen", "des", "seines"). */
const NOT_NOMINATIVE = /^(?:de[mns]|.*e[mns])$/;

function adjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  if (token.text === "beiden") return true;
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected);
}

/**
 * A noun phrase from `start`: determiner or quantifier and/or up to 3 inflected adjectives, then a
 * capitalised head. Its end and the numbers it may have, or undefined.
 */
function phraseAt(tokens: readonly Token[], start: number): { end: number; numbers: Number[] } | undefined {
  const lead = tokens[start]?.text.toLowerCase() ?? "";
  const quantified = lead in QUANTIFIERS;
  const determined = quantified || DETERMINERS.has(lead);
  if (determined && !quantified && NOT_NOMINATIVE.test(lead)) return undefined;
  let index = determined ? start + 1 : start;
  // "alle seine Güte", "all die Völker": the article after the quantifier; the noun gives the number.
  const next = tokens[index]?.text.toLowerCase() ?? "";
  const articled = quantified && DETERMINERS.has(next) && !NOT_NOMINATIVE.test(next);
  if (articled) index += 1;
  while (index < start + 5 && adjective(tokens[index])) index += 1;
  if (index === start) return undefined;
  const head = tokens[index];
  if (head === undefined || head.kind !== "w" || !isCapitalised(head.text)) return undefined;
  const given = articled ? undefined : QUANTIFIERS[lead];
  const readings = nounReadings(head).filter((reading) => reading.cases.includes("nom"));
  const numbers: Number[] = given
    ? [given]
    : [...new Set(readings.map((reading) => reading.number))].filter(
        (number): number is Number => number === "singular" || number === "plural",
      );
  // An unknown capitalised head (a name, a noun made of an adjective) needs a quantifier's number.
  if (numbers.length === 0) return undefined;
  return { end: index + 1, numbers };
}

/**
 * "der Name der anderen war Rut": a short genitive after the head ("der"/"des" and up to two words
 * without a verb form) when the finite verb follows right after it; otherwise `end`.
 */
function genitiveEnd(tokens: readonly Token[], end: number): number {
  if (!/^(?:der|des)$/.test(tokens[end]?.text ?? "")) return end;
  for (let index = end + 1; index <= end + 3; index += 1) {
    const token = tokens[index];
    if (token === undefined || token.kind !== "w") return end;
    if (finiteReadings(token).length > 0) return index > end + 1 ? index : end;
  }
  return end;
}

/**
 * The clause opens with such a subject, then its finite verb in the 3rd person of the fitting
 * number, then at least one more word (a clause ending in its verb may be verb-final).
 */
export function nounPhraseSubjectClause(tokens: readonly Token[]): boolean {
  const first = phraseAt(tokens, 0);
  if (first === undefined) return false;
  let end = extendPrefield(tokens, genitiveEnd(tokens, first.end));
  let numbers = first.numbers;
  if (tokens[first.end]?.text === "und") {
    const second = phraseAt(tokens, first.end + 1);
    if (second === undefined) return false;
    end = extendPrefield(tokens, second.end);
    numbers = ["plural"];
  }
  if (tokens.length < end + 2) return false;
  return finiteReadings(tokens[end]).some(
    (reading) => reading.person === 3 && numbers.includes(reading.number as Number),
  );
}
