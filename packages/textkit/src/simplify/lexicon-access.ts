// Small questions to the lexicon, phrased for the transformations (token-aware, case-aware).
import { lookupWord } from "../lexicon/morphology/lookup-word.ts";
import type { FiniteVerbInfo, NounInfo, WordInfo } from "../lexicon/morphology/word-info.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { FUNCTION_WORDS } from "./word-classes.ts";

const cache = new Map<string, WordInfo[]>();
const CACHE_LIMIT = 50_000;

/** lookupWord with a bounded cache (texts repeat their words). */
export function readingsOf(form: string): WordInfo[] {
  let readings = cache.get(form);
  if (readings === undefined) {
    readings = lookupWord(form);
    // The dictionary spells some forms the old way: "muss", "musste", "lässt" are "muß", "mußte", "läßt".
    if (readings.length === 0 && form.includes("ss")) readings = lookupWord(form.replaceAll("ss", "ß"));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(form, readings);
  }
  return readings;
}

/**
 * A bounded cache of readings per word form: the arrays are shared between calls and frozen, so
 * a caller must not change them (as with readingsOf).
 */
function cachedReadings<T>(store: Map<string, readonly T[]>, form: string, read: (form: string) => T[]): T[] {
  let readings = store.get(form);
  if (readings === undefined) {
    readings = Object.freeze(read(form));
    if (store.size >= CACHE_LIMIT) store.clear();
    store.set(form, readings);
  }
  return readings as T[];
}

const nounCache = new Map<string, readonly NounInfo[]>();
const finiteCache = new Map<string, readonly FiniteVerbInfo[]>();

/** Noun readings; only for capitalised tokens that are not function words. Read-only (shared). */
export function nounReadings(token: Token | undefined): NounInfo[] {
  if (token === undefined || token.kind !== "w") return [];
  return cachedReadings(nounCache, token.text, nounReadingsOf);
}

function nounReadingsOf(text: string): NounInfo[] {
  if (!isCapitalised(text)) return [];
  if (FUNCTION_WORDS.has(text.toLowerCase())) return [];
  const nouns = readingsOf(text).filter((reading): reading is NounInfo => reading.partOfSpeech === "noun");
  // "Abschlusses" is read as Abschluss and as the old spelling Abschluß: one noun, not two.
  return nouns.filter(
    (reading) =>
      !reading.lemma.includes("ß") ||
      !nouns.some(
        (other) =>
          other.lemma === reading.lemma.replaceAll("ß", "ss") &&
          other.gender === reading.gender &&
          other.number === reading.number,
      ),
  );
}

/** A capitalised token inside a sentence that is a known noun or an unknown capitalised word (name). */
export function isNounLike(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !isCapitalised(token.text)) return false;
  if (FUNCTION_WORDS.has(token.text.toLowerCase())) return false;
  return true;
}

/**
 * Finite verb readings of a lower-case token ("prüft", "ging", "umziehen"); none for a token
 * marked attributive ("zur vereinbarten Zeit", see attributive-participles.ts).
 */
export function finiteReadings(token: Token | undefined): FiniteVerbInfo[] {
  if (token === undefined || token.kind !== "w" || token.attributive) return [];
  return cachedReadings(finiteCache, token.text, finiteReadingsOf);
}

/** Read-only (shared), see cachedReadings. */
function finiteReadingsOf(text: string): FiniteVerbInfo[] {
  if (isCapitalised(text) || FUNCTION_WORDS.has(text)) return [];
  return readingsOf(text).filter(
    (reading): reading is FiniteVerbInfo => reading.partOfSpeech === "verb" && reading.form === "finite",
  );
}

export function isFiniteVerbToken(token: Token | undefined): boolean {
  return finiteReadings(token).length > 0;
}

/** "beizufügen", "mitzuteilen": the one-word zu-infinitive ("zu" before a separate infinitive is another token). */
export function isZuInfinitive(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    readingsOf(token.text).some(
      (reading) => reading.partOfSpeech === "verb" && reading.form === "zuInfinitive",
    )
  );
}

/** Infinitive, zu-infinitive or past participle (lower-case). */
export function isNonFiniteVerb(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  if (FUNCTION_WORDS.has(token.text)) return false;
  return readingsOf(token.text).some(
    (reading) =>
      reading.partOfSpeech === "verb" &&
      (reading.form === "infinitive" || reading.form === "pastParticiple" || reading.form === "zuInfinitive"),
  );
}

export function pastParticipleLemmas(token: Token | undefined): string[] {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return [];
  return readingsOf(token.text)
    .filter((reading) => reading.partOfSpeech === "verb" && reading.form === "pastParticiple")
    .map((reading) => reading.lemma);
}

export function infinitiveLemmas(token: Token | undefined): string[] {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return [];
  return readingsOf(token.text)
    .filter((reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive")
    .map((reading) => reading.lemma);
}

/** Lemmas of a participle or infinitive form ("gegeben", "geben" -> geben): a non-finite verb's lemmas. */
export function nonFiniteLemmas(token: Token | undefined): string[] {
  return [...pastParticipleLemmas(token), ...infinitiveLemmas(token)];
}

/**
 * The proper case of a sentence-initial word: function words, verbs and adjectives are
 * lower-cased, nouns and unknown words (names) keep their capital. "Sie" stays when the text
 * addresses its reader.
 */
export function trueCaseInitial(text: string, formalAddress: boolean): string {
  if (!isCapitalised(text)) return text;
  const lower = text.toLowerCase();
  if (text === "Sie" || text === "Ihnen" || /^Ihr(e|en|em|er|es)?$/.test(text))
    return formalAddress ? text : lower;
  if (FUNCTION_WORDS.has(lower)) return lower;
  if (text.length > 1 && text === text.toUpperCase()) return text;
  const readings = readingsOf(text);
  if (readings.some((reading) => reading.partOfSpeech === "noun")) return text;
  if (readings.length > 0) return lower;
  return text;
}

/** Prefixes that never separate and keep "ge" out of the participle (erkannt, bereitet, vertraut). */
export const INSEPARABLE_PREFIX = /^(?:be|emp|ent|er|miss|ver|zer)/;

/**
 * A finite form for a main clause, split into verb and particle only for truly separable verbs:
 * the lexicon marks some inseparable verbs (übernehmen) as separable; their participle has no "ge"
 * after the prefix (übernommen), which decides. A particle before an inseparable prefix has no
 * "ge" either and still separates: "anerkannt" → "erkennt … an", "vorbereitet" → "bereitet … vor".
 */
export function mainClauseForm(
  form: string,
  lemma: string,
  participle: string | undefined,
): [string, string | undefined] {
  const [verb = form, particle] = form.split(" ");
  if (particle === undefined) return [form, undefined];
  if (
    participle !== undefined &&
    !participle.startsWith(`${particle}ge`) &&
    !(participle.startsWith(particle) && INSEPARABLE_PREFIX.test(participle.slice(particle.length)))
  )
    return [`${particle}${verb}`, undefined];
  return lemma.startsWith(particle) ? [verb, particle] : [`${particle}${verb}`, undefined];
}

/** Separable verb particles that can stand at the end of a main clause. */
export const PARTICLES: ReadonlySet<string> = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "ein",
  "fest",
  "fort",
  "her",
  "hin",
  "los",
  "mit",
  "nach",
  "vor",
  "weg",
  "zu",
  "zurück",
  "zusammen",
  "weiter",
  "hinzu",
  "heraus",
  "herein",
  "hinaus",
  "vorbei",
  "um",
  "dar",
  "statt",
  "teil",
  "hinauf",
  "herauf",
  "hinab",
  "herab",
  "hinunter",
  "herunter",
  "hinüber",
  "herüber",
  "davon",
  "entgegen",
  "vorüber",
  "voran",
  "voraus",
  "nieder",
  "empor",
  "herbei",
  "heran",
  "herum",
  "umher",
]);

/** Comparatives whose stem is no adjective of its own ("besser" from "gut", "höher" from "hoch"). */
const IRREGULAR_COMPARATIVE_STEMS: ReadonlySet<string> = new Set([
  "besser",
  "höher",
  "näher",
  "mehr",
  "weniger",
  "lieber",
  "teurer",
  "dunkler",
]);

/**
 * "früher", "lieber", also inflected ("größeren Einfluss", "älteren"): a lower-case form in -er
 * (before an ending) whose stem without -er, umlaut undone, is an adjective (a comparative,
 * roughly; the lexicon lists few comparatives).
 */
export function isComparative(token: Token): boolean {
  if (token.kind !== "w" || !/^\p{Ll}/u.test(token.text)) return false;
  const lower = token.text.toLowerCase();
  const base = /er(?:e|en|er|es|em)$/.test(lower) ? lower.replace(/(?:e|en|er|es|em)$/, "") : lower;
  if (IRREGULAR_COMPARATIVE_STEMS.has(base)) return true;
  if (!base.endsWith("er")) return false;
  const plain = base.replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u");
  // "früher" (listed as a form of "früh"), "größer" -> "groß", "älter" -> "alt".
  return [base, base.slice(0, -2), plain.slice(0, -2)].some((form) =>
    readingsOf(form).some(
      (reading) =>
        reading.partOfSpeech === "adjective" &&
        reading.lemma.length < base.length &&
        plain.startsWith(reading.lemma),
    ),
  );
}
