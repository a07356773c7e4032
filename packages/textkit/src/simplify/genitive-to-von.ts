// Genitive attribute -> "von" + dative: "die Höhe des Einkommens" -> "die Höhe vom Einkommen",
// "die Kosten der Wohnung" -> "die Kosten von der Wohnung".
import { nounReadings } from "./lexicon-access.ts";
import { inflectPhrase, phraseLength } from "./noun-phrase.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";

const GENITIVE_START =
  /^(des|der|eines|einer|meines|meiner|deines|deiner|seines|seiner|ihres|ihrer|Ihres|Ihrer|unseres|unserer|eures|eurer|keines|keiner|dieses|dieser|jenes|jener)$/;

/** Genitive prepositions and what they become with a dative ("wegen dem Wetter", "innerhalb von einem Monat"). */
const GENITIVE_PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  wegen: ["wegen"],
  trotz: ["trotz"],
  aufgrund: ["wegen"],
  innerhalb: ["innerhalb", "von"],
  außerhalb: ["außerhalb", "von"],
  unterhalb: ["unterhalb", "von"],
  oberhalb: ["oberhalb", "von"],
  inmitten: ["mitten", "in"],
};
const CONTRACTIONS: Readonly<Record<string, string>> = { von: "vom", in: "im" };

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
    // "wegen des Regens" -> "wegen dem Regen"; "innerhalb eines Monats" -> "innerhalb von einem Monat" (a deadline; "in einem Monat" would name a point in time).
    const preposition = GENITIVE_PREPOSITIONS[token.text.toLowerCase()];
    if (preposition !== undefined && GENITIVE_START.test(tokens[index + 1]?.text ?? "")) {
      const length = phraseLength(tokens, index + 1);
      const phrase = tokens.slice(index + 1, index + 1 + length);
      const dative =
        length > 0 && genitiveNoun(phrase.at(-1)) ? inflectPhrase(phrase, "gen", "dat") : undefined;
      const sameWords = preposition.length === 1 && preposition[0] === token.text.toLowerCase();
      const changed =
        dative !== undefined && (!sameWords || dative.some((part, at) => part.text !== phrase[at]?.text));
      if (dative !== undefined && changed) {
        const words = preposition.map((text, at) => (at === 0 ? matchCase(text, token.text) : text));
        const last = words.at(-1) ?? "";
        const contracted = CONTRACTIONS[last];
        if (dative[0]?.text === "dem" && contracted !== undefined) {
          out.push(...words.slice(0, -1).map(word), word(contracted), ...dative.slice(1));
        } else out.push(...words.map(word), ...dative);
        if (out.length > 0 && index === 0) out[0] = { ...(out[0] as Token), space: token.space };
        count += 1;
        index += length;
        continue;
      }
    }
    // "das Haus Gottes" -> "das Haus von Gott" (the name-like genitive without an article).
    if (token.text === "Gottes" && previous !== undefined && nounReadings(previous).length > 0) {
      out.push(word("von"), { ...token, text: "Gott" });
      count += 1;
      continue;
    }
    if (
      GENITIVE_START.test(token.text) &&
      previous !== undefined &&
      isCapitalised(previous.text) &&
      nounReadings(previous).length > 0
    ) {
      const length = phraseLength(tokens, index);
      const phrase = tokens.slice(index, index + length);
      const noun = phrase.at(-1);
      const genitiveOnly = genitiveNoun(noun);
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

function genitiveNoun(noun: Token | undefined): boolean {
  return noun !== undefined && nounReadings(noun).some((reading) => reading.cases.includes("gen"));
}

function matchCase(text: string, original: string): string {
  return isCapitalised(original) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
