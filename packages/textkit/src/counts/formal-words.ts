import { GENITIVE_PREPOSITIONS } from "../rules/genitive.ts";
import { PLAIN_SYNONYMS } from "../simplify/replace-synonyms.ts";

/**
 * Formal function words of written and office German, lower case: the uninflected hard words
 * the simplifier replaces ("jedoch" → "aber", "sofern" → "wenn", "bereits" → "schon"), the
 * genitive prepositions the checker flags ("hinsichtlich", "aufgrund", "seitens") and the
 * formal relative pronouns ("welche", "dessen", "deren"). The complexity model counts them:
 * learners rate sentences with them harder at the same length.
 */
export const FORMAL_WORDS: ReadonlySet<string> = new Set([
  ...PLAIN_SYNONYMS.keys(),
  ...GENITIVE_PREPOSITIONS,
  "welcher",
  "welche",
  "welches",
  "welchem",
  "welchen",
  "dessen",
  "deren",
]);
