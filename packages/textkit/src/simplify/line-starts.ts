// Poetry whose line breaks were flattened into one sentence keeps the capital of every former line
// start: "Ich werde schicken Feuer in das Haus Hasaëls Und es wird fressen die Festungen …". Such a
// capitalised function word inside a sentence is lower-cased, so the splitters see normal syntax
// ("… Hasaëls und es wird fressen …" is then split at "und" like prose).
import { isHouseNumber } from "../language/street-names.ts";
import { hasFiniteVerb, mainClauseSubject } from "./clause-tools.ts";
import { readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import {
  COORDINATORS,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from "./word-classes.ts";

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
  if (streetNameStart(tokens, index)) return false;
  if (previous.text === ",") return true;
  // "79576 Weil am Rhein": after a postcode the capital is the town's name.
  if (previous.kind === "n") return !/^\d{5}$/.test(previous.text);
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

/**
 * "Am Schlossberg 3", "An der Alster 5", "Zur Mühle 2a": a street named with a preposition, a
 * capitalised name and a house number (up to three digits, "2a" too).
 */
function streetNameStart(tokens: readonly Token[], index: number): boolean {
  let name = index + 1;
  if (/^(?:der|dem|den)$/.test(tokens[name]?.text ?? "")) name += 1;
  const number = tokens[name + 1];
  return (
    isCapitalised(tokens[name]?.text ?? "") &&
    (number?.kind === "n" || number?.kind === "u") &&
    isHouseNumber(number.text)
  );
}

const QUOTES: ReadonlySet<string> = new Set(["„", "“", "”", '"', "«", "»", "‚", "‘"]);

/** Token positions inside quotation marks (a title: "„Lesen und Schreiben, Mein Schlüssel zur Welt“"). */
function quotedPositions(tokens: readonly Token[]): Set<number> {
  const quoted = new Set<number>();
  let inside = false;
  tokens.forEach((token, index) => {
    if (token.kind === "p" && QUOTES.has(token.text)) inside = !inside;
    else if (inside) quoted.add(index);
  });
  return quoted;
}

/** A word that can end a clause ("Artikel", "erkennen"), not "und", "Daß", "dem". */
function contentWord(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w") return false;
  const lower = token.text.toLowerCase();
  return !FUNCTION_WORDS.has(lower) && !SUBORDINATORS.has(lower) && lower !== "daß";
}

/**
 * "… jeglicher Artikel Das Internet ist …", "… nichts erkennen Denn das Herz … ist …": a single
 * line start after a content word, between two clauses, is a lost full stop. A ";" goes in its
 * place, which the splitter turns into a sentence end; the capital stays.
 */
function lostFullStop(tokens: readonly Token[], index: number, formal: boolean): boolean {
  const [lead, ...rest] = tokens.slice(index);
  if (lead === undefined) return false;
  // Read as a sentence start: "Das Internet ist …" -> "das Internet ist …", "Denn das Herz …".
  const clause = [{ ...lead, text: lead.text.toLowerCase() }, ...rest];
  return hasFiniteVerb(tokens.slice(0, index)) && mainClauseSubject(clause, formal) !== undefined;
}

/**
 * Lower-cases capitalised function words inside a sentence (former line starts of a poem). One
 * such word right after a content word is more often a lost full stop ("… jeglicher Artikel Das
 * Internet ist …") or a title ("die Zeitschrift Der Spiegel"): then a ";" marks the sentence end
 * when a main clause follows, and otherwise the word stays as it is, unless the sentence shows a
 * second line start.
 */
export function lowerFlattenedLineStarts(tokens: readonly Token[], formal = false): Token[] {
  const quoted = quotedPositions(tokens);
  const starts = tokens.flatMap((_, index) =>
    index > 0 && !quoted.has(index) && flattenedLineStart(tokens, index) ? [index] : [],
  );
  const single = starts.length === 1 ? starts[0] : undefined;
  // "… Ephratah Und rufe …", "… erkennen Denn das Herz …": a conjunction is lower-cased in any
  // case (the coordination step splits a main clause after it); other words need a second start.
  if (
    single !== undefined &&
    contentWord(tokens[single - 1]) &&
    !COORDINATORS.has(tokens[single]?.text.toLowerCase() ?? "")
  ) {
    if (!lostFullStop(tokens, single, formal)) return [...tokens];
    return [...tokens.slice(0, single), { kind: "p", text: ";", space: false }, ...tokens.slice(single)];
  }
  const lowered = new Set(starts);
  return tokens.map((token, index) =>
    lowered.has(index) ? { ...token, text: token.text.toLowerCase() } : token,
  );
}
