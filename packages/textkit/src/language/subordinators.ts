// Words that open a subordinate (verb-final) clause, lower case. Each user builds its set from
// these and adds, by name, what only it needs.

/** Conjunctions that only ever open a subordinate clause ("weil", "dass", "obwohl"). */
export const SUBORDINATING_CONJUNCTIONS: readonly string[] = [
  "weil",
  "dass",
  "wenn",
  "ob",
  "obwohl",
  "obgleich",
  "damit",
  "nachdem",
  "bevor",
  "ehe",
  "während",
  "sodass",
  "falls",
  "sofern",
  "indem",
];

/**
 * Words that open a subordinate clause but also stand elsewhere: "als", "bis", "seit" (comparison,
 * prepositions), relative adverbs ("wobei", "weshalb"), and the old spelling "daß". The checker and
 * the readability counts take them as subordinators; clause splitting leaves them alone.
 */
export const AMBIGUOUS_SUBORDINATORS: readonly string[] = [
  "daß",
  "als",
  "bis",
  "seit",
  "seitdem",
  "sobald",
  "solange",
  "soweit",
  "wobei",
  "wodurch",
  "weshalb",
  "weswegen",
];
