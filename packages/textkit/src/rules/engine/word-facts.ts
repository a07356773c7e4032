// What the lexicon says about a word form, reduced to bit flags and cached per form, so each
// distinct form is looked up once however often it occurs (the checker's hot path).
import { zipfFrequency } from "../../lexicon/frequency/zipf-frequency.ts";
import { lookupWord } from "../../lexicon/morphology/lookup-word.ts";

export const Fact = {
  finite: 1,
  praesens: 2,
  praeteritum: 4,
  /** Konjunktiv reading that is not also an indicative of the same verb ("wäre", "käme"). */
  konjunktiv: 8,
  konjunktiv1: 16,
  pastParticiple: 32,
  infinitive: 64,
  noun: 128,
  adjective: 256,
  nounMasculine: 512,
  nounFeminine: 1024,
  nounNeuter: 2048,
  nounPlural: 4096,
  /** A noun reading in the genitive. */
  nounGenitive: 8192,
  /** A noun reading in another case than the genitive. */
  nounOtherCase: 16384,
  /** Any verb reading. */
  verb: 32768,
  /** A noun reading in the singular. */
  nounSingular: 65536,
  inflectedAdjective: 131072,
} as const;

export type WordFacts = {
  flags: number;
  /** Zipf frequency of the form (0 = unknown or rare). */
  zipf: number;
  /** Lemma of the first finite verb reading, "" if none. */
  verbLemma: string;
  /** Noun lemma, "" if none. */
  nounLemma: string;
};

const EMPTY: WordFacts = { flags: 0, zipf: 0, verbLemma: "", nounLemma: "" };
const MAX_CACHED = 200_000;
const MAX_FORM_LENGTH = 60;
const cache = new Map<string, WordFacts>();

function computeFacts(form: string): WordFacts {
  let flags = 0;
  let verbLemma = "";
  let nounLemma = "";
  const indicative = new Set<string>();
  const konjunktiv = new Set<string>();
  for (const reading of lookupWord(form)) {
    if (reading.partOfSpeech === "noun") {
      flags |= Fact.noun;
      if (nounLemma === "") nounLemma = reading.lemma;
      if (reading.gender === "m") flags |= Fact.nounMasculine;
      if (reading.gender === "f") flags |= Fact.nounFeminine;
      if (reading.gender === "n") flags |= Fact.nounNeuter;
      flags |= reading.number === "plural" ? Fact.nounPlural : Fact.nounSingular;
      for (const kase of reading.cases) flags |= kase === "gen" ? Fact.nounGenitive : Fact.nounOtherCase;
      continue;
    }
    if (reading.partOfSpeech === "adjective") {
      flags |= Fact.adjective;
      if (reading.inflected) flags |= Fact.inflectedAdjective;
      continue;
    }
    flags |= Fact.verb;
    if (reading.form === "finite") {
      flags |= Fact.finite;
      if (verbLemma === "") verbLemma = reading.lemma;
      if (reading.tense === "praesens") {
        flags |= Fact.praesens;
        indicative.add(reading.lemma);
      } else if (reading.tense === "praeteritum") {
        flags |= Fact.praeteritum;
        indicative.add(reading.lemma);
      } else {
        konjunktiv.add(reading.lemma);
        if (reading.tense === "konjunktiv1") flags |= Fact.konjunktiv1;
      }
    } else if (reading.form === "pastParticiple") flags |= Fact.pastParticiple;
    else if (reading.form === "infinitive") flags |= Fact.infinitive;
  }
  for (const lemma of konjunktiv) if (!indicative.has(lemma)) flags |= Fact.konjunktiv;
  return { flags, zipf: zipfFrequency(form), verbLemma, nounLemma };
}

/** Facts of a word form (case-sensitive key; the lexicon decides case itself). Never throws. */
export function factsOf(form: string): WordFacts {
  const cached = cache.get(form);
  if (cached !== undefined) return cached;
  let facts = EMPTY;
  if (form.length > 0 && form.length <= MAX_FORM_LENGTH) {
    try {
      facts = computeFacts(form);
    } catch {
      facts = EMPTY;
    }
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(form, facts);
  return facts;
}

export function hasFact(facts: WordFacts, fact: number): boolean {
  return (facts.flags & fact) !== 0;
}
