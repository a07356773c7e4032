// Rule 17: long words and unseparated compounds. With a separator (hyphen or Mediopunkt), a
// capitalised compound (a noun) of at least `compoundLetters` letters that the compound splitter
// can separate into at least `compoundParts` parts is flagged with the separated form as suggestion
// (separateCompound: lexicalised words such as Wohngeld stay whole). Any other word, or part of a
// joined word, of at least `longWordLetters` letters is flagged as long (LanguageTool LANGES_WORT: 14).
// A town right after a five-digit postcode (see townAfterPostcode) and a street's name before its
// house number are names and never flagged.
import { NAME_TAKING_NOUN } from "../language/name-taking-nouns.ts";
import { isStreetName } from "../language/street-names.ts";
import { separateCompound } from "../lexicon/compound/separate-compound.ts";
import type { SentenceRule, Token } from "./types.ts";

const MEDIOPUNKT = "\u00b7";
function partsOf(form: string): number {
  let parts = 1;
  for (const char of form) if (char === "-" || char === MEDIOPUNKT) parts += 1;
  return parts;
}

/**
 * "Rathausplatz 4, 34567 Lindenfeld": a town after its postcode (opening the sentence or after an
 * address part and a comma, no counted noun; punctuation, a capital or nothing after it) is a name.
 * The same test as the simplifier's, which keeps such names whole.
 */
function townAfterPostcode(tokens: readonly Token[], index: number): boolean {
  const code = tokens[index - 1];
  if (code === undefined || !/^\d{5}$/.test(code.text)) return false;
  const next = tokens[index + 1];
  const part = tokens[index - 2];
  // A counted noun before the comma ("35000 Anträge, 12000 …") is no address part.
  const counted = part?.isCapitalised === true && /^\d+$/.test(tokens[index - 3]?.text ?? "");
  const opens = code.index === 0 || (code.before === "," && part !== undefined && !counted);
  return opens && (next === undefined || next.before !== "" || next.isCapitalised);
}

export const longWords: SentenceRule = {
  id: "long-words",
  scope: "sentence",
  messages: {
    compound: {
      de: "Langes zusammengesetztes Wort. Trennen Sie es: „{suggestion}“.",
      leicht: "Das Wort ist lang. Schreiben Sie es so: {suggestion}.",
    },
    long: {
      de: "Langes Wort ({letters} Buchstaben). Suchen Sie ein kürzeres Wort oder erklären Sie es.",
      leicht: "Das Wort ist sehr lang. Suchen Sie ein kürzeres Wort.",
    },
    default: { de: "Langes Wort.", leicht: "Das Wort ist lang." },
  },
  check(sentence, { profile }, report) {
    const { longWordLetters, compoundLetters, compoundParts } = profile.thresholds;
    for (const [index, token] of sentence.tokens.entries()) {
      if ((token.kind & 1) === 0 || (token.kind & (2 | 8 | 16)) !== 0) continue;
      if (townAfterPostcode(sentence.tokens, index)) continue;
      // "Kita Sonnenblume", "Firma Haustechnik Lemke": a name after a noun that takes one.
      if (NAME_TAKING_NOUN.test((sentence.tokens[index - 1]?.text ?? "").replace(/\u00b7/g, ""))) continue;
      // "Bahnhofstraße 14": a street's name before its house number, as the simplifier keeps it.
      const [previous, next, after] = [index - 1, index + 1, index + 2].map(
        (at) => sentence.tokens[at]?.text,
      );
      if (isStreetName(previous, token.text, next, after)) continue;
      const length = token.text.length;
      if ((token.kind & 4) !== 0) {
        const longest = token.parts.reduce((max, part) => Math.max(max, part.length), 0);
        if (longest >= longWordLetters)
          report({ start: token.start, end: token.end, key: "long", values: { letters: longest } });
        continue;
      }
      if (length < Math.min(compoundLetters, longWordLetters) || token.text === token.text.toUpperCase())
        continue;
      // The separator is for nouns ("Einkommens-Nachweis", ZH: capital after the hyphen); verbs
      // and adjectives ("hinausgehen", "vergleichbar") are only flagged when long.
      if (profile.separator !== "none" && length >= compoundLetters && /^\p{Lu}/u.test(token.text)) {
        const form = separateCompound(token.text, profile.separator);
        if (form !== token.text && partsOf(form) >= compoundParts) {
          report({
            start: token.start,
            end: token.end,
            key: "compound",
            values: { suggestion: form },
            suggestion: form,
          });
          continue;
        }
      }
      if (length >= longWordLetters)
        report({ start: token.start, end: token.end, key: "long", values: { letters: length } });
    }
  },
};
