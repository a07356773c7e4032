// separateCompound: shows the joints of a long compound for readers of Leichte Sprache.
import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { findNounLemmasOfForm } from "../morphology/noun-lexicon.ts";
import { findVerbCodesOfForm } from "../morphology/verb-lexicon.ts";
import { loadCompoundDictionary } from "./compound-dictionary.ts";
import { cutsAdjectiveSuffix, hasAmbiguousLinkingS, joinVerbalNouns } from "./joint-checks.ts";
import { lexiconJoint } from "./lexicon-joint.ts";
import { midLengthParts } from "./mid-length-joints.ts";
import { isOpaqueCompound } from "./opaque-compounds.ts";
import { SPLIT_WHOLE_WORDS_FROM, splitCompound } from "./split-compound.ts";

export type CompoundSeparator = "mediopunkt" | "hyphen" | "none";

/** Words shorter than this are easy enough to read whole (Wohngeld, Mietvertrag: 11 is split). */
export const MIN_SEPARATED_LENGTH = 10;
const MEDIOPUNKT = "\u00b7";

/**
 * Adverbs and conjunctions the splitter reads as compounds, capitalised at a sentence start:
 * "Übermorgen" (not "Über·morgen"), "Zwischendurch", "Beziehungsweise".
 */
const NO_NOUN: ReadonlySet<string> = new Set([
  "übermorgen",
  "übermorgens",
  "vorgestern",
  "zwischendurch",
  "beziehungsweise",
]);

/** Results per separator and word: the same words come back in every text. */
const separated = new Map<string, string>();
const SEPARATED_CACHE_LIMIT = 50_000;

/**
 * Marks the joints of a long compound: "Einkommensnachweis" -> "Einkommens·nachweis" (mediopunkt),
 * "Einkommens-Nachweis" (hyphen; later parts are capitalised when the word is a noun, i.e. starts
 * with a capital), unchanged for "none". Only words of at least 10 letters are separated, and only
 * at joints the splitter is sure of: every part is a dictionary word, lexicalised runs stay together
 * (Wohngeld·antrag), and unknown or lexicalised words come back unchanged.
 */
export function separateCompound(word: string, separator: CompoundSeparator): string {
  if (typeof word !== "string" || separator === "none") return word;
  const key = `${separator}\u0000${word}`;
  let form = separated.get(key);
  if (form === undefined) {
    form = separateUncached(word, separator);
    if (separated.size >= SEPARATED_CACHE_LIMIT) separated.clear();
    separated.set(key, form);
  }
  return form;
}

function separateUncached(word: string, separator: "mediopunkt" | "hyphen"): string {
  if (word.includes("-")) return separateHyphenated(word, separator);
  if ([...word].length < MIN_SEPARATED_LENGTH || isVerbForm(word)) return word;
  if (NO_NOUN.has(word.toLowerCase()) || isOpaqueCompound(word)) return word;
  let parts = splitCompound(word, { keepLexicalisedRuns: true });
  if (parts.length < 2) parts = midLengthParts(word, MIN_SEPARATED_LENGTH, SPLIT_WHOLE_WORDS_FROM) ?? parts;
  if (parts.length < 2) {
    const joint = isCapitalised(word)
      ? lexiconJoint(word.toLowerCase(), loadCompoundDictionary())
      : undefined;
    if (joint === undefined) return word;
    parts = [word.slice(0, joint[0]), word.slice(joint[0])];
  }
  parts = joinVerbalNouns(linkingSBeforeVowel(parts));
  if (parts.length < 2) return word;
  if (cutsAdjectiveSuffix(word.toLowerCase(), parts)) return word;
  if (isKnownWhole(word) && hasAmbiguousLinkingS(parts)) return word;
  if (separator === "mediopunkt") return parts.join(MEDIOPUNKT);
  const isNoun = isCapitalised(word);
  return parts.map((part, index) => (index > 0 && isNoun ? capitalise(part) : part)).join("-");
}

/**
 * A word joined with hyphens ("Straßenverkehrs-Ordnung", "SEPA-Lastschriftmandat", the
 * "Justizvergütungs-" of "Justizvergütungs- und -entschädigungsgesetz"): a capitalised segment of
 * at least 14 letters (a long word for the rules) gets its own joints ("Straßen·verkehrs-Ordnung").
 * Shorter segments stay whole: the hyphen already shows a joint, and they are often names
 * ("Kleindienst-Cachay", "Bismarck-Schönhausen"). Lower-case segments stay whole too.
 */
function separateHyphenated(word: string, separator: "mediopunkt" | "hyphen"): string {
  return word
    .split("-")
    .map((segment) =>
      isCapitalised(segment) && [...segment].length >= SPLIT_WHOLE_WORDS_FROM
        ? separateCompound(segment, separator)
        : segment,
    )
    .join("-");
}

/**
 * Heads that follow a linking s and also make a word with it ("Samt", "Sanwalt" no): "-samt" as
 * the last part is always "-s·amt". Not a rule for every s before a vowel: "Wurst·sorten",
 * "Fernseh·sendung", "Konzert·saal" have a part that starts with s.
 */
export const AFTER_LINKING_S = /^s(?:amt|amts|amtes|ämter|ämtern|anwalt|anwalts|anwälte|anwälten)$/i;

/**
 * A rare head that starts with s whose rest is a much more frequent word, after a left part whose
 * genitive in -s is a word: the s is the linking s ("Vertrag|skonto" -> "Vertrags|konto": Konto
 * 4.4, Skonto 2.3, "Vertrags" a word). Not "Zeit|stempel" (Tempel is no rarer head, "Zeits" no
 * word), "Schrift|steller" ("Schrifts" no word) or "Antrag|steller" (Steller of stellen).
 */
const LINKING_S_HEAD_ZIPF_GAP = 1.5;
const LINKING_S_GENITIVE_ZIPF = 2;

function linkingSByFrequency(left: string, right: string): boolean {
  const rest = right.slice(1);
  if (!/^s/i.test(right) || rest.length < 3 || /[sßxz]$|[aeiouäöü]$/i.test(left)) return false;
  return (
    zipfFrequency(rest) - zipfFrequency(right) >= LINKING_S_HEAD_ZIPF_GAP &&
    zipfFrequency(`${left}s`) >= LINKING_S_GENITIVE_ZIPF &&
    loadCompoundDictionary().parts.has(rest.toLowerCase()) &&
    // "Antrag|steller": the head is the agent noun of a verb (stellen), not s + Teller.
    !hasAmbiguousLinkingS([`${left}s`, rest])
  );
}

/** "Landrat|samt" -> "Landrats|amt", "Bezirk|samt" -> "Bezirks|amt", "Vertrag|skonto" -> "Vertrags|konto". */
function linkingSBeforeVowel(parts: readonly string[]): string[] {
  const out = [...parts];
  for (let index = 1; index < out.length; index += 1) {
    const left = out[index - 1] ?? "";
    const right = out[index] ?? "";
    const rest = right.slice(1);
    if (left.endsWith("s") || !(AFTER_LINKING_S.test(right) || linkingSByFrequency(left, right))) continue;
    out[index - 1] = `${left}${right.charAt(0)}`;
    out[index] = rest;
  }
  return out;
}

/**
 * A verb, also capitalised at the start of a sentence ("Unterwerft sie!", "Unterschlage nicht."),
 * or a nominalised infinitive ("das Unterschreiben"): its particle is no compound part. A form that
 * is also a noun of another lemma stays a noun ("Unterlagen": die Unterlage, unterlagen).
 */
function isVerbForm(word: string): boolean {
  const verbs = findVerbCodesOfForm(word.toLowerCase());
  if (verbs.length === 0) return false;
  const infinitives = new Set(verbs.map((verb) => verb.infinitive));
  return findNounLemmasOfForm(capitalise(word)).every(({ lemma }) => infinitives.has(lemma.toLowerCase()));
}

/** A word the part dictionary or the noun lexicon holds whole ("Schriftsteller"). */
function isKnownWhole(word: string): boolean {
  return (
    loadCompoundDictionary().parts.has(word.toLowerCase()) ||
    findNounLemmasOfForm(capitalise(word)).length > 0
  );
}

function isCapitalised(word: string): boolean {
  return word.charAt(0) !== word.charAt(0).toLowerCase();
}

function capitalise(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1);
}
