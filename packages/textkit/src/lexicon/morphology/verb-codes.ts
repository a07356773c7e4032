// Codes of verb forms in data/verbs-by-form-de.txt.gz (shared with scripts/lexicon/build-verbs.ts).
import type { FiniteTense } from "./word-info.ts";

/** Finite codes are tense * 6 + slot (1s, 2s, 3s, 1p, 2p, 3p), in this tense order: 0-23. */
export const FINITE_TENSES: readonly FiniteTense[] = [
  "praesens",
  "praeteritum",
  "konjunktiv1",
  "konjunktiv2",
];

export const VERB_CODE = {
  infinitive: 24,
  zuInfinitive: 25,
  presentParticiple: 26,
  pastParticiple: 27,
  imperativeSingular: 28,
  imperativePlural: 29,
  /** Added to a finite code: a separable verb's form found without its particle ("stellte ... an"). */
  detachedOffset: 32,
} as const;
