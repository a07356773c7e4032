// splitCompound: our own German compound splitter on the jWordSplitter word lists.

import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { findNounLemmasOfForm } from "../morphology/noun-lexicon.ts";
import { type CompoundDictionary, loadCompoundDictionary } from "./compound-dictionary.ts";
import { findPartLengths, MIN_PART_LENGTH } from "./find-compound-parts.ts";
import { isLexicalisedByFrequency } from "./is-lexicalised.ts";

export interface SplitCompoundOptions {
  /** Join neighbouring parts that form a lexicalised word (Wohngeld|antrag). Default false: smallest parts. */
  readonly keepLexicalisedRuns?: boolean;
}

/** Longer input is returned whole (the search is quadratic in the word length). */
const MAX_WORD_LENGTH = 80;
const LETTERS_ONLY = /^\p{L}+$/u;
/**
 * A dictionary word this long is still split (Schwieger|tochter, Schrift|gelehrte): readers of
 * Leichte Sprache need the joints of long words (the long-word limit of the rules, 14 letters).
 */
export const SPLIT_WHOLE_WORDS_FROM = 14;

/**
 * Splits a German compound into its parts as they appear in the word, linking "s" kept on the
 * left part: "Einkommensnachweis" -> ["Einkommens", "nachweis"]. Returns [word] for words that
 * are not compounds, unknown, lexicalised (Wohngeld, Bahnhof, Frühstück) or not plain letters
 * (hyphenated words, digits). Never throws; "" gives [].
 *
 * Method: a word lexicalised by frequency stays whole (see isLexicalisedByFrequency); then the
 * exception list decides; a word that is itself in the part dictionary stays whole; otherwise the fewest dictionary parts that cover the word (see
 * findPartLengths). With `keepLexicalisedRuns`, neighbouring parts that together form a
 * lexicalised word are joined again (Wohn|geld|antrag -> Wohngeld|antrag), as separateCompound does.
 */
export function splitCompound(word: string, options: SplitCompoundOptions = {}): string[] {
  if (typeof word !== "string" || word.length === 0) return [];
  if (word.length > MAX_WORD_LENGTH || !LETTERS_ONLY.test(word)) return [word];
  if (word.length < 2 * MIN_PART_LENGTH) return [word];
  const lengths = partLengthsOf(word, loadCompoundDictionary(), options.keepLexicalisedRuns === true);
  return lengths === undefined ? [word] : cutAt(word, lengths);
}

function partLengthsOf(
  word: string,
  dictionary: CompoundDictionary,
  keepLexicalisedRuns: boolean,
): readonly number[] | undefined {
  const lower = word.toLowerCase();
  if (lower.length !== word.length) return undefined;
  const capitals = capitalsInside(word);
  if (capitals.size === 0 && isLexicalisedByFrequency(lower)) return undefined;
  const exception = dictionary.exceptions.get(lower);
  if (exception !== undefined) return exception.map((part) => part.length);
  const plain = plainLengths(lower, dictionary, capitals, keepLexicalisedRuns);
  // The masculine's joints unless the word splits into fewer parts as it stands
  // (Schwimm|weltmeisterin, not Schwimm|welt|meisterin).
  const feminine = feminineLengths(lower, dictionary, capitals, keepLexicalisedRuns);
  return feminine !== undefined && (plain === undefined || feminine.length <= plain.length)
    ? feminine
    : plain;
}

function plainLengths(
  lower: string,
  dictionary: CompoundDictionary,
  capitals: ReadonlySet<number>,
  keepLexicalisedRuns: boolean,
): readonly number[] | undefined {
  const long = lower.length >= SPLIT_WHOLE_WORDS_FROM;
  if (capitals.size === 0 && dictionary.parts.has(lower) && !long) return undefined;
  let lengths = findPartLengths(lower, dictionary, capitals, !long);
  if (long && (lengths === undefined || lengths.length < 2)) lengths = inflectedLengths(lower, dictionary);
  if (lengths === undefined || lengths.length < 2) return undefined;
  if (long && dictionary.parts.has(lower) && !clearJoints(lower, lengths)) return undefined;
  return keepLexicalisedRuns ? mergeLexicalisedRuns(lower, lengths) : lengths;
}

/** A feminine person noun on an agent noun in -er: "antragsteller" + "in", "empfänger" + "innen". */
const FEMININE = /^(.{4,}er)(in|innen)$/u;

/**
 * "Antragstellerin" -> Antrag|stellerin, "Leistungsempfängerinnen" -> Leistungs|empfängerinnen:
 * the joints of the masculine agent noun (Antrag|steller, an exception entry), the feminine
 * ending on the last part. Undefined when the masculine stays whole (Einwohnerin, Bundeskanzlerin).
 */
function feminineLengths(
  lower: string,
  dictionary: CompoundDictionary,
  capitals: ReadonlySet<number>,
  keepLexicalisedRuns: boolean,
): readonly number[] | undefined {
  const match = FEMININE.exec(lower);
  if (match === null || capitals.size > 0) return undefined;
  const [, masculine = "", ending = ""] = match;
  const lengths = partLengthsOf(masculine, dictionary, keepLexicalisedRuns);
  if (lengths === undefined || lengths.length < 2) return undefined;
  return [...lengths.slice(0, -1), (lengths.at(-1) ?? 0) + ending.length];
}

/** Verb particles: "Zurückstellens", "Unterscheidens" are nominalised verbs, not compounds. */
export const PARTICLE_FIRST_PARTS: ReadonlySet<string> = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "durch",
  "ein",
  "fort",
  "gegen",
  "heraus",
  "herein",
  "herunter",
  "hinaus",
  "hinein",
  "hinweg",
  "herüber",
  "hinter",
  "hinunter",
  "los",
  "mit",
  "nach",
  "nieder",
  "über",
  "um",
  "unter",
  "voran",
  "voraus",
  "vorbei",
  "weg",
  "weiter",
  "wieder",
  "zurecht",
  "zurück",
  "zusammen",
  "zwischen",
]);

/**
 * "voraus" before a head that is a frequent noun on its own is a first part a reader sees
 * (Voraus·zahlungen, as the unlisted "Voraus·zahlung"); before a rare one it belongs to a verb
 * ("Voraussetzungen": Setzungen 2.4).
 */
const FREQUENT_HEAD_ZIPF = 3.5;

/**
 * A long dictionary word is split only at joints a reader recognises: every part has at least 4
 * letters, the last part is a known noun form (not a suffix such as "innen" or "nischen"), and the
 * first part is not a verb particle (except "voraus" before a frequent head).
 */
export function clearJoints(lower: string, lengths: readonly number[]): boolean {
  if (lengths.some((length) => length < 4)) return false;
  const first = lower.slice(0, lengths[0] ?? 0);
  const last = lower.slice(lower.length - (lengths.at(-1) ?? 0));
  if (PARTICLE_FIRST_PARTS.has(first) && !(first === "voraus" && zipfFrequency(last) >= FREQUENT_HEAD_ZIPF))
    return false;
  if (last === "innen" || last.endsWith("innen")) return false;
  return findNounLemmasOfForm(last.charAt(0).toUpperCase() + last.slice(1)).length > 0;
}

/** Case and plural endings a long word may carry beyond the dictionary form of its last part. */
const INFLECTION_ENDINGS = ["n", "en", "s", "es", "e", "er"] as const;

/** "Schriftgelehrten": the joints of the dictionary form "schriftgelehrte", the ending on the last part. */
function inflectedLengths(lower: string, dictionary: CompoundDictionary): number[] | undefined {
  for (const ending of INFLECTION_ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length);
    if (dictionary.parts.has(lower)) return undefined;
    const lengths = findPartLengths(stem, dictionary, new Set(), false);
    if (lengths === undefined || lengths.length < 2 || !clearJoints(stem, lengths)) continue;
    return [...lengths.slice(0, -1), (lengths.at(-1) ?? 0) + ending.length];
  }
  return undefined;
}

/** Positions of capital letters after the first character ("FußballStürmer" -> {7}). */
function capitalsInside(word: string): Set<number> {
  const joints = new Set<number>();
  for (let index = 1; index < word.length; index += 1) {
    const char = word.charAt(index);
    if (char !== char.toLowerCase()) joints.add(index);
  }
  return joints;
}

/** Joins two neighbouring parts again when together they form a lexicalised word. */
function mergeLexicalisedRuns(lower: string, lengths: readonly number[]): number[] {
  const merged: number[] = [];
  let offset = 0;
  for (const length of lengths) {
    const previous = merged.at(-1);
    if (previous !== undefined && merged.length + 1 <= lengths.length) {
      const run = lower.slice(offset - previous, offset + length);
      if (isLexicalisedByFrequency(run)) {
        merged[merged.length - 1] = previous + length;
        offset += length;
        continue;
      }
    }
    merged.push(length);
    offset += length;
  }
  return merged;
}

/** The word cut into parts of these lengths. */
export function cutAt(word: string, lengths: readonly number[]): string[] {
  const parts: string[] = [];
  let position = 0;
  for (const length of lengths) {
    parts.push(word.slice(position, position + length));
    position += length;
  }
  return parts;
}
