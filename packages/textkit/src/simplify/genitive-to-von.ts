// Genitive attribute -> "von" + dative: "die Höhe des Einkommens" -> "die Höhe vom Einkommen",
// "die Kosten der Wohnung" -> "die Kosten von der Wohnung".
import { nounReadings } from "./lexicon-access.ts";
import { inflectPhrase, phraseLength } from "./noun-phrase.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";

const GENITIVE_START =
  /^(des|der|eines|einer|meines|meiner|deines|deiner|seines|seiner|ihres|ihrer|Ihres|Ihrer|unseres|unserer|keines|keiner)$/;

/**
 * Rewrites genitive phrases that directly follow a noun. The phrase must be determiner +
 * (adjectives) + noun with a genitive reading that the determiner confirms; "der" + masculine
 * noun (a nominative) is left alone. Returns the tokens and how many rewrites were made.
 */
export function genitiveToVon(tokens: readonly Token[]): { tokens: Token[]; count: number } {
  const out: Token[] = [];
  let count = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const previous = tokens[index - 1];
    if (
      GENITIVE_START.test(token.text) &&
      previous !== undefined &&
      isCapitalised(previous.text) &&
      nounReadings(previous).length > 0
    ) {
      const length = phraseLength(tokens, index);
      const phrase = tokens.slice(index, index + length);
      const noun = phrase.at(-1);
      const genitiveOnly =
        noun !== undefined && nounReadings(noun).some((reading) => reading.cases.includes("gen"));
      const dative = length > 0 && genitiveOnly ? inflectPhrase(phrase, "gen", "dat") : undefined;
      if (dative !== undefined) {
        const [determiner, ...rest] = dative;
        if (determiner?.text === "dem") out.push(word("vom"), ...rest);
        else out.push(word("von"), ...dative);
        count += 1;
        index += length - 1;
        continue;
      }
    }
    out.push(token);
  }
  return { tokens: out, count };
}
