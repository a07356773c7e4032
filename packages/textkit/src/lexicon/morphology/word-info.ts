// What the lexicon knows about a word form.

export type Gender = "m" | "f" | "n";
export type GrammaticalCase = "nom" | "gen" | "dat" | "akk";
export type GrammaticalNumber = "singular" | "plural";
export type Person = 1 | 2 | 3;
/** Finite verb paradigms: indicative present and past, Konjunktiv I and II. */
export type FiniteTense = "praesens" | "praeteritum" | "konjunktiv1" | "konjunktiv2";
export type NonFiniteVerbForm = "infinitive" | "zuInfinitive" | "presentParticiple" | "pastParticiple";

export interface NounInfo {
  readonly partOfSpeech: "noun";
  readonly lemma: string;
  /** Unknown for the few plural-only entries of the source. */
  readonly gender: Gender | undefined;
  readonly number: GrammaticalNumber;
  /** All cases this form can be in ("Anträge": nom, gen, akk). */
  readonly cases: readonly GrammaticalCase[];
}

export interface FiniteVerbInfo {
  readonly partOfSpeech: "verb";
  readonly lemma: string;
  readonly form: "finite";
  readonly tense: FiniteTense;
  readonly person: Person;
  readonly number: GrammaticalNumber;
  /** Separable particle ("an" for anstellen) when the form was found without it ("stellte ... an"). */
  readonly particle: string | undefined;
}

export interface NonFiniteVerbInfo {
  readonly partOfSpeech: "verb";
  readonly lemma: string;
  readonly form: NonFiniteVerbForm | "imperative";
  readonly number: GrammaticalNumber | undefined;
}

export type VerbInfo = FiniteVerbInfo | NonFiniteVerbInfo;

export interface AdjectiveInfo {
  readonly partOfSpeech: "adjective";
  readonly lemma: string;
  /** True for declined forms ("schwierigen"), false for the base form ("schwierig"). */
  readonly inflected: boolean;
}

export type WordInfo = NounInfo | VerbInfo | AdjectiveInfo;
