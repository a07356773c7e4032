// Lexicon: frequency, compounds, synonyms and morphology from the data in packages/textkit/data.
// Every function loads its data lazily on first use and answers synchronously.

export { isLexicalisedByFrequency } from "./compound/is-lexicalised.ts";
export {
  type CompoundSeparator,
  MIN_SEPARATED_LENGTH,
  separateCompound,
} from "./compound/separate-compound.ts";
export { type SplitCompoundOptions, splitCompound } from "./compound/split-compound.ts";
export { MIN_KNOWN_ZIPF, zipfFrequency } from "./frequency/zipf-frequency.ts";
export { auxiliaryOf } from "./morphology/auxiliary.ts";
export { lemmaOf } from "./morphology/lemma-of.ts";
export { lookupWord } from "./morphology/lookup-word.ts";
export { definiteArticle, indefiniteArticle, nounForm, nounGender } from "./morphology/noun-helpers.ts";
export {
  finiteFormOf,
  isFiniteVerb,
  isKonjunktiv,
  isPastParticiple,
  isPraeteritum,
  participleOf,
} from "./morphology/verb-helpers.ts";
export type {
  AdjectiveInfo,
  FiniteTense,
  FiniteVerbInfo,
  Gender,
  GrammaticalCase,
  GrammaticalNumber,
  NonFiniteVerbForm,
  NonFiniteVerbInfo,
  NounInfo,
  Person,
  VerbInfo,
  WordInfo,
} from "./morphology/word-info.ts";
export { simplerSynonym } from "./synonyms/simpler-synonym.ts";
export { type SynonymEntry, synonymEntriesOf, synonymsOf } from "./synonyms/synonyms-of.ts";
