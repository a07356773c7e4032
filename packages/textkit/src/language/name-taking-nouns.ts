// Nouns after which a capitalised word is a name: a town after "Stadt", a firm after "Firma", a Kita
// after "Kita" (the simplifier keeps such a name whole, the checker does not flag it as long).

const PLACE_NOUNS =
  "(?:Hanse|Kreis)?[Ss]tadt|Gemeinde|(?:Land)?[Kk]reis(?:es)?|Bezirk(?:s|es)?|(?:Orts|Stadt)teil(?:s|es)?|Freistaat(?:s|es)?";
/** Nouns of a town or district, also in the genitive: the capitalised word after them is its name ("Stadt Lindenfeld", "des Landkreises Rosenau"). */
export const PLACE_NOUN = new RegExp(`^(?:${PLACE_NOUNS})$`);
/**
 * Nouns that take a name right after them ("der Stadt Köln", "der Firma Lemke", "die Gruppe
 * Igel"): a capitalised word after one of them belongs to its phrase or may.
 */
export const NAME_TAKING_NOUN = new RegExp(
  `^(?:${PLACE_NOUNS}|Firma|Gruppe|Familie|Praxis|Kanzlei|Klinik|Schule|Grundschule|Kita|Kindertagesstätte|Kindergarten|Verein|Stiftung|Genossenschaft)$`,
);
