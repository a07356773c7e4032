// Poetry whose line breaks were flattened into one sentence keeps the capital of every former line
// start: "Ich werde schicken Feuer in das Haus Hasaëls Und es wird fressen die Festungen …". Such a
// capitalised function word inside a sentence is lower-cased, so the splitters see normal syntax
// ("… Hasaëls und es wird fressen …" is then split at "und" like prose).
import { readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, FUNCTION_WORDS, PREPOSITIONS, SUBJECT_PRONOUNS } from "./word-classes.ts";

/**
 * Capitalised pronouns of address stay: the polite "Sie/Ihr/Ihnen" and the letter-style
 * "Du/Dich/Dir/Dein/Euch/Euer" are correct with their capital.
 */
const ADDRESS = /^(?:Sie|Ihr|Ihre[nmrs]?|Ihnen|Du|Dich|Dir|Dein|Deine[nmrs]?|Euch|Euer|Eure[nmrs]?)$/;

/**
 * A word that may start a flattened line: a function word, written with a capital after a word or
 * a comma inside the sentence (not after ":", a quotation mark or a dash, where a new sentence
 * may start). "Wenn Gott brüllt Und von Jerusalem her …, Dann vertrocknen …" -> "… und von … dann …".
 */
function flattenedLineStart(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined || token.kind !== "w") return false;
  if (!isCapitalised(token.text) || token.text.length < 2 || token.text === token.text.toUpperCase())
    return false;
  if (ADDRESS.test(token.text) || !FUNCTION_WORDS.has(token.text.toLowerCase())) return false;
  // "zum Morgen", "eine Bitte", "das Nichts": the capital belongs to a noun.
  if (readingsOf(token.text).some((reading) => reading.partOfSpeech === "noun")) return false;
  if (previous.text === ",") return true;
  if (previous.kind === "n") return true;
  if (previous.kind !== "w") return false;
  const before = previous.text.toLowerCase();
  // "die Seinen", "zu Einem", "auf das Eine", "der Man": a word after an article or (an ein-word or
  // possessive) after a preposition is a nominalisation.
  if (DETERMINERS.has(before)) return false;
  if (PREPOSITIONS.has(before) && /^(?:ein|mein|dein|sein|unser|euer|ihr)/i.test(token.text)) return false;
  // "Wir haben 5 Brote und 2 Fische Er befahl:": a subject pronoun after a content word starts a
  // sentence whose full stop is missing; lower-casing would hide that.
  if (SUBJECT_PRONOUNS.has(token.text.toLowerCase()) && !FUNCTION_WORDS.has(before)) return false;
  return true;
}

/** Lower-cases capitalised function words inside a sentence (former line starts of a poem). */
export function lowerFlattenedLineStarts(tokens: readonly Token[]): Token[] {
  return tokens.map((token, index) =>
    index > 0 && flattenedLineStart(tokens, index) ? { ...token, text: token.text.toLowerCase() } : token,
  );
}
