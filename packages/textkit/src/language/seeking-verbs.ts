// Verbs whose object need not exist: what one looks for, needs or asks for ("Ich suche eine
// Wohnung, die billig ist" says nothing about any flat being cheap).

export const SEEKING_VERBS: ReadonlySet<string> = new Set([
  "suchen",
  "brauchen",
  "benötigen",
  "wünschen",
  "verlangen",
  "fordern",
  "anfordern",
  "erwarten",
]);
