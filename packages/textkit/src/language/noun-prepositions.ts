// Nouns that take a prepositional attribute ("der Antrag auf Wohngeld", "die Teilnahme am Kurs"):
// after such a noun the phrase belongs to it, not to the verb. Keys are the head noun (also the last
// part of a compound: "Wohngeldantrag"), values the prepositions and contractions it takes.

const NOUN_PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  antrag: ["auf", "für"],
  anspruch: ["auf"],
  recht: ["auf"],
  teilnahme: ["an", "am"],
  interesse: ["an", "am"],
  kosten: ["für"],
  // "der Preis für Ihre Stromlieferung", "die Miete für die Wohnung"
  preis: ["für"],
  miete: ["für"],
  // "der Eigenanteil für Ihren Platz im Pflegeheim", "die Zuzahlung für Arzneimittel", "der Abschlag
  // für Strom", "die Pauschale für Heizkosten"
  anteil: ["für", "an", "am"],
  zuzahlung: ["für", "zu", "zum", "zur"],
  abschlag: ["für"],
  pauschale: ["für"],
  gebühr: ["für"],
  zuschuss: ["zu", "zum", "zur", "für"],
  beitrag: ["zu", "zum", "zur", "für"],
  frist: ["für"],
  bescheid: ["über"],
  nachweis: ["über"],
  bescheinigung: ["über"],
  pflicht: ["zu", "zum", "zur"],
  bitte: ["um"],
  frage: ["nach", "zu", "zum", "zur"],
  hinweis: ["auf"],
  verzicht: ["auf"],
  zugang: ["zu", "zum", "zur"],
  angst: ["vor"],
  hilfe: ["für"],
  grund: ["für"],
  vertrag: ["über"],
  zustimmung: ["zu", "zum", "zur"],
  widerspruch: ["gegen"],
  einspruch: ["gegen"],
  klage: ["gegen"],
};

/** The noun takes a phrase with this preposition as its attribute ("Antrag" + "auf"). */
export function takesPrepositionalAttribute(noun: string, preposition: string): boolean {
  const lower = noun.toLowerCase();
  for (const [head, prepositions] of Object.entries(NOUN_PREPOSITIONS))
    if (
      (lower === head || (lower.endsWith(head) && lower.length > head.length + 2)) &&
      prepositions.includes(preposition)
    )
      return true;
  return false;
}
