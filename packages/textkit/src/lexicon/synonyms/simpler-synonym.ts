// simplerSynonym: a clearly more frequent single-word synonym that can replace a word safely.
import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { lookupWord } from "../morphology/lookup-word.ts";
import type { Gender } from "../morphology/word-info.ts";
import { synonymEntriesOf, synonymSetCount } from "./synonyms-of.ts";

/** A synonym no longer than the word must be more frequent (Zipf) by at least this... */
export const MIN_ZIPF_GAIN_NOT_LONGER = 0.01;
/** ...a longer synonym by at least this... */
export const MIN_ZIPF_GAIN_LONGER = 0.5;
/** ...and common in itself. */
export const MIN_SYNONYM_ZIPF = 3.5;
/** A candidate in more sets than this has too many senses to replace a word blindly (direkt: 8). */
export const MAX_CANDIDATE_SENSES = 6;
/** Light verbs whose meaning depends on the context are never offered ("gewähren" -> "lassen"). */
const LIGHT_VERBS = new Set([
  "lassen",
  "machen",
  "geben",
  "haben",
  "sein",
  "werden",
  "tun",
  "kommen",
  "gehen",
  "stehen",
  "liegen",
  "halten",
  "nehmen",
  "bringen",
  "stellen",
  "setzen",
  "legen",
  "ziehen",
  "sehen",
  "finden",
]);
/** A word in more sets (senses) than this needs candidates that share two of them. */
export const MAX_SENSES_FOR_SINGLE_SET = 3;

type WordClass =
  | { partOfSpeech: "noun"; gender: Gender | undefined }
  | { partOfSpeech: "verb" | "adjective" };

/** The class of a base form: a noun lemma, a verb infinitive or an adjective's base form. */
function wordClassOf(word: string): WordClass | undefined {
  for (const reading of lookupWord(word)) {
    if (reading.partOfSpeech === "noun" && reading.lemma === word && reading.cases.includes("nom")) {
      return { partOfSpeech: "noun", gender: reading.gender };
    }
    if (reading.partOfSpeech === "verb" && reading.form === "infinitive" && reading.lemma === word) {
      return { partOfSpeech: "verb" };
    }
    if (reading.partOfSpeech === "adjective" && !reading.inflected && reading.lemma === word) {
      return { partOfSpeech: "adjective" };
    }
  }
  return undefined;
}

/**
 * "nutzen" is also the noun "der Nutzen": its lower-case Zipf counts both, so it is not trusted.
 * Neuter nouns are skipped: every infinitive is also a neuter noun (das Bekommen).
 */
function isAlsoNoun(word: string): boolean {
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  return lookupWord(capitalised).some(
    (reading) => reading.partOfSpeech === "noun" && reading.lemma === capitalised && reading.gender !== "n",
  );
}

function isSameClass(a: WordClass, b: WordClass): boolean {
  if (a.partOfSpeech !== b.partOfSpeech) return false;
  if (a.partOfSpeech === "noun" && b.partOfSpeech === "noun") return a.gender === b.gender;
  return true;
}

/**
 * A simpler synonym of a base form (noun lemma, verb infinitive, adjective base form), or
 * undefined. Safety rule, all must hold:
 * - the candidate is one word without a marking label (ugs., geh., fachspr., veraltet, ...);
 * - it has the same word class as the word, nouns also the same gender (so articles still fit);
 * - its Zipf is >= 3.5 and above the word's: by 0.5 if it is longer than the word, else by any
 *   margin (erhalten 5.31 -> bekommen 5.42; both counts include the participle uses);
 * - it shares at least two synonym sets (senses) with the word, or the word is in at most three
 *   sets, so a candidate from one unrelated sense of a many-sense word is not offered
 *   ("gewähren" -> "lassen" is refused);
 * - it is in at most 6 sets itself and is not a light verb (lassen, machen, geben, ...);
 * - a verb or adjective candidate is not also a noun ("nutzen"/"Nutzen"): Zipf is counted
 *   lower-case, so such a candidate's frequency is inflated.
 * The most frequent candidate wins: "erhalten" -> "bekommen", "verwenden" -> "benutzen".
 */
export function simplerSynonym(word: string): string | undefined {
  if (typeof word !== "string" || word.length === 0 || word.length > 100 || word.includes(" "))
    return undefined;
  const wordClass = wordClassOf(word);
  if (wordClass === undefined) return undefined;
  const entries = synonymEntriesOf(word);
  const setCount = synonymSetCount(word);
  const wordZipf = zipfFrequency(word);
  let best: { term: string; zipf: number } | undefined;
  for (const entry of entries) {
    if (entry.isMarked || !/^\p{L}+$/u.test(entry.term) || LIGHT_VERBS.has(entry.term)) continue;
    if (setCount > MAX_SENSES_FOR_SINGLE_SET && entry.sharedSets < 2) continue;
    const zipf = zipfFrequency(entry.term);
    const gain = entry.term.length > word.length ? MIN_ZIPF_GAIN_LONGER : MIN_ZIPF_GAIN_NOT_LONGER;
    if (zipf < MIN_SYNONYM_ZIPF || zipf < wordZipf + gain || (best !== undefined && zipf <= best.zipf))
      continue;
    if (synonymSetCount(entry.term) > MAX_CANDIDATE_SENSES) continue;
    const candidateClass = wordClassOf(entry.term);
    if (candidateClass === undefined || !isSameClass(wordClass, candidateClass)) continue;
    if (candidateClass.partOfSpeech !== "noun" && isAlsoNoun(entry.term)) continue;
    best = { term: entry.term, zipf };
  }
  return best?.term;
}
