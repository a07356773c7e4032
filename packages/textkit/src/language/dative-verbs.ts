// Verbs (lemmas) that commonly take a dative object ("der Tochter ein Buch geben", "der Menge
// gefallen"): after a subject noun, "der"/"einer" + noun is then read as that object, not as a
// genitive attribute.

export const DATIVE_VERBS: ReadonlySet<string> = new Set([
  "geben",
  "schenken",
  "schicken",
  "senden",
  "zeigen",
  "sagen",
  "erklären",
  "helfen",
  "danken",
  "gehören",
  "gefallen",
  "antworten",
  "bringen",
  "leihen",
  "zahlen",
  "überweisen",
  "mitteilen",
  "empfehlen",
  "anbieten",
  "folgen",
  "glauben",
  "schreiben",
  "kündigen",
  "verbieten",
  "erlauben",
  "vorwerfen",
  "drohen",
  "begegnen",
  "gratulieren",
  "vertrauen",
  "widersprechen",
  "zustimmen",
]);

/**
 * Verbs whose one object is a dative ("Die Beratung hilft Menschen"): a bare plural right after
 * them is that dative ("diesen Menschen"), never an accusative.
 */
export const DATIVE_ONLY_VERBS: ReadonlySet<string> = new Set([
  "helfen",
  "danken",
  "gratulieren",
  "begegnen",
  "vertrauen",
  "folgen",
  "schaden",
  "nützen",
  "drohen",
  "antworten",
  "widersprechen",
  "zustimmen",
  "zuhören",
  "beistehen",
]);
