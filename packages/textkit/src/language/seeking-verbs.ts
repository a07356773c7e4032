// Verbs whose object need not exist: what one looks for, chooses, wants, needs or asks for ("Ich
// suche eine Wohnung, die billig ist" says nothing about any flat being cheap; "Er suchte Leute, die
// ihm helfen konnten" says which people he looked for).

export const SEEKING_VERBS: ReadonlySet<string> = new Set([
  "suchen",
  "aussuchen",
  "wählen",
  "auswählen",
  "wollen",
  "brauchen",
  "benötigen",
  "wünschen",
  "verlangen",
  "fordern",
  "anfordern",
  "erwarten",
]);
