// The parts of a cited rule: "Paragraf 4 Absatz 5 Satz 1 Nummer 6b Einkommensteuergesetz".

/** The cited unit, then its number: "Paragraf 5", "Paragrafen 44 und 45", "Artikel 3". */
export const CITED_UNIT = /^(?:Paragraf|Paragrafen|Artikel)$/;
/** Its subdivisions, each with a number: "Absatz 1 Nummer 11", "Satz 2". */
export const CITED_SUBDIVISION = /^(?:Absatz|Satz|Nummer|Buchstabe|Halbsatz|Unterabsatz)$/;
/** Nouns that name a body of rules: "Bundeswahlgesetz", "Abgabenordnung", "Hundesteuersatzung". */
export const LAW_NOUN =
  /(?:gesetz|gesetzes|gesetzbuch|gesetzbuchs|gesetzbuches|ordnung|satzung|verordnung|richtlinie|vertrag|vertrags|vertrages)$/;
/** A law's short name the abbreviation step left: "BAföG", "EStG", "StVO" (two capitals or more). */
export const LAW_ACRONYM = /^(?=(?:.*\p{Lu}){2})\p{Lu}[\p{L}]{1,7}$/u;
