// lookupWord: every reading the lexicon has for a word form.
import { findAdjective } from "./adjective-lexicon.ts";
import { findNounReadings } from "./noun-readings.ts";
import { FINITE_TENSES, VERB_CODE } from "./verb-codes.ts";
import { findVerbCodesOfForm, findVerbEntry } from "./verb-lexicon.ts";
import type { GrammaticalNumber, Person, VerbInfo, WordInfo } from "./word-info.ts";

const MAX_FORM_LENGTH = 100;

/**
 * All readings of a word form: nouns (lemma, gender, number, cases), verbs (finite with tense,
 * person and number; infinitive, zu-infinitive, participles, imperative) and adjectives.
 * Nouns match with a capital first letter, verbs and adjectives lower-cased, so a sentence-initial
 * "Ging" is found. Unknown or odd input gives [].
 */
export function lookupWord(form: string): WordInfo[] {
  if (typeof form !== "string" || form.length === 0 || form.length > MAX_FORM_LENGTH) return [];
  const lower = form.toLowerCase();
  const readings: WordInfo[] = [...findNounReadings(form), ...findVerbReadings(lower)];
  const adjective = findAdjective(lower);
  if (adjective !== undefined) readings.push({ partOfSpeech: "adjective", ...adjective });
  return readings;
}

/** Verb readings of a lower-case form. */
export function findVerbReadings(lower: string): VerbInfo[] {
  const readings: VerbInfo[] = [];
  for (const { infinitive, codes } of findVerbCodesOfForm(lower)) {
    const particle = codes.some((code) => code >= VERB_CODE.detachedOffset)
      ? (findVerbEntry(infinitive)?.particle ?? "")
      : "";
    for (const code of codes) readings.push(verbReading(infinitive, particle, code));
  }
  if (readings.length > 0) return readings;
  const fused = fusedZuInfinitive(lower);
  return fused === undefined
    ? readings
    : [{ partOfSpeech: "verb", lemma: fused, form: "zuInfinitive", number: undefined }];
}

/**
 * Separable particles of two parts (and a few adjectives used as particles) that the dictionary
 * lacks verbs for: "hinzuziehen", "heranziehen", "bereithalten".
 */
const COMPOUND_PARTICLE =
  /^(hinzu|heran|herauf|heraus|herbei|herein|herum|herunter|hervor|hinauf|hinaus|hinein|hinunter|hinweg|voran|voraus|vorbei|vorweg|zurück|zusammen|entgegen|weiter|bereit|fest|frei|offen)zu(\p{Ll}{3,})$/u;

/**
 * "hinzuzuziehen" -> "hinzuziehen": a zu-infinitive the dictionary lacks, made of a separable
 * particle, "zu" and a verb it knows ("ziehen"). The infinitive of the whole verb, or undefined.
 */
function fusedZuInfinitive(lower: string): string | undefined {
  const match = COMPOUND_PARTICLE.exec(lower);
  if (match === null) return undefined;
  const [, particle = "", verb = ""] = match;
  return findVerbEntry(verb) === undefined ? undefined : `${particle}${verb}`;
}

function verbReading(lemma: string, particle: string, code: number): VerbInfo {
  const detached = code >= VERB_CODE.detachedOffset;
  const finiteCode = detached ? code - VERB_CODE.detachedOffset : code;
  if (finiteCode < VERB_CODE.infinitive) {
    const slot = finiteCode % 6;
    return {
      partOfSpeech: "verb",
      lemma,
      form: "finite",
      tense: FINITE_TENSES[Math.floor(finiteCode / 6)] ?? "praesens",
      person: ((slot % 3) + 1) as Person,
      number: slot < 3 ? "singular" : "plural",
      particle: detached ? particle : undefined,
    };
  }
  switch (code) {
    case VERB_CODE.zuInfinitive:
      return { partOfSpeech: "verb", lemma, form: "zuInfinitive", number: undefined };
    case VERB_CODE.presentParticiple:
      return { partOfSpeech: "verb", lemma, form: "presentParticiple", number: undefined };
    case VERB_CODE.pastParticiple:
      return { partOfSpeech: "verb", lemma, form: "pastParticiple", number: undefined };
    case VERB_CODE.imperativeSingular:
    case VERB_CODE.imperativePlural: {
      const number: GrammaticalNumber = code === VERB_CODE.imperativeSingular ? "singular" : "plural";
      return { partOfSpeech: "verb", lemma, form: "imperative", number };
    }
    default:
      return { partOfSpeech: "verb", lemma, form: "infinitive", number: undefined };
  }
}
