import { describe, expect, it } from "vitest";
import { separateCompound } from "./separate-compound.ts";

describe("separateCompound", () => {
  it("separates with a Mediopunkt", () => {
    expect(separateCompound("Einkommensnachweis", "mediopunkt")).toBe("Einkommens·nachweis");
    expect(separateCompound("Bundesministerium", "mediopunkt")).toBe("Bundes·ministerium");
  });

  it("separates with a hyphen and capitalises the next part of a noun", () => {
    expect(separateCompound("Einkommensnachweis", "hyphen")).toBe("Einkommens-Nachweis");
    expect(separateCompound("Rentenversicherungsträger", "hyphen")).toBe("Renten-Versicherungs-Träger");
  });

  it("reads an s before a vowel as the linking s when the rest is a part of its own", () => {
    expect(separateCompound("Landratsamt", "mediopunkt")).toBe("Landrats·amt");
    expect(separateCompound("Staatsanwalt", "mediopunkt")).toBe("Staats·anwalt");
    // "s" + consonant, or a rest that is no part, stays with the next part.
    expect(separateCompound("Kartoffelsalat", "mediopunkt")).toBe("Kartoffel·salat");
    expect(separateCompound("Ostseeküste", "mediopunkt")).toBe("Ostsee·küste");
  });

  it("reads an s as the linking s when the head without it is a much more frequent word", () => {
    // Skonto is a rare word, Konto a frequent one, and "Vertrags" a genitive.
    expect(separateCompound("Vertragskonto", "mediopunkt")).toBe("Vertrags·konto");
    expect(separateCompound("Gehaltskonto", "mediopunkt")).toBe("Gehalts·konto");
    // Heads that really start with s: no rarer word, or no genitive in -s before them.
    expect(separateCompound("Zeitstempel", "mediopunkt")).toBe("Zeit·stempel");
    expect(separateCompound("Kampfstier", "mediopunkt")).toBe("Kampf·stier");
    // "Bürgersteig" is lexicalised and its plural read "Bürgers·teige": it stays whole (opaque-compounds.ts).
    expect(separateCompound("Bürgersteig", "mediopunkt")).toBe("Bürgersteig");
    expect(separateCompound("Lohnsteuer", "mediopunkt")).toBe("Lohn·steuer");
    expect(separateCompound("Wintersport", "mediopunkt")).toBe("Winter·sport");
    expect(separateCompound("Antragsteller", "mediopunkt")).toBe("Antrag·steller");
  });

  it("keeps the obligatory linking s after -ung, -heit, -schaft, -tion, -tät on the left part", () => {
    expect(separateCompound("Ordnungsamt", "mediopunkt")).toBe("Ordnungs·amt");
    expect(separateCompound("Gesundheitsamt", "mediopunkt")).toBe("Gesundheits·amt");
    expect(separateCompound("Versorgungsamtes", "mediopunkt")).toBe("Versorgungs·amtes");
    // The next part really starts with s, or the compound has no linking s.
    expect(separateCompound("Wohnungsschlüssel", "mediopunkt")).toBe("Wohnungs·schlüssel");
    expect(separateCompound("Wohnungsuche", "mediopunkt")).toBe("Wohnung·suche");
    expect(separateCompound("Einkommensteuer", "mediopunkt")).toBe("Einkommen·steuer");
  });

  it("knows the office word Vorschuss as a part", () => {
    expect(separateCompound("Unterhaltsvorschussgesetz", "mediopunkt")).toBe("Unterhalts·vorschuss·gesetz");
    expect(separateCompound("Unterhaltsvorschusskasse", "mediopunkt")).toBe("Unterhalts·vorschuss·kasse");
  });

  it("keeps lexicalised runs together", () => {
    expect(separateCompound("Wohngeldantrag", "mediopunkt")).toBe("Wohngeld·antrag");
  });

  it("leaves the word unchanged for 'none', short words and unknown words", () => {
    expect(separateCompound("Einkommensnachweis", "none")).toBe("Einkommensnachweis");
    expect(separateCompound("Wohngeld", "mediopunkt")).toBe("Wohngeld");
    expect(separateCompound("Haustür", "hyphen")).toBe("Haustür");
    expect(separateCompound("Quarkspeisenwqz", "mediopunkt")).toBe("Quarkspeisenwqz");
    expect(separateCompound("", "hyphen")).toBe("");
  });

  it("finds the joint of a long compound whose one part the part dictionary lacks", () => {
    // Lästerung: a noun in -ung of the verb lästern; Wallfahrt: a frequent word before linking s.
    expect(separateCompound("Gotteslästerung", "mediopunkt")).toBe("Gottes·lästerung");
    expect(separateCompound("Wallfahrtslied", "mediopunkt")).toBe("Wallfahrts·lied");
    expect(separateCompound("Gesetzeskundiger", "mediopunkt")).toBe("Gesetzes·kundiger");
    expect(separateCompound("Eselsmühlstein", "mediopunkt")).toBe("Esels·mühlstein");
    expect(separateCompound("Dreschschlitten", "mediopunkt")).toBe("Dresch·schlitten");
    expect(separateCompound("Koordinierungsaufgaben", "hyphen")).toBe("Koordinierungs-Aufgaben");
    expect(separateCompound("Datenausspähung", "mediopunkt")).toBe("Daten·ausspähung");
  });

  it("finds the joint of a long compound the noun lexicon holds whole when both parts are nouns", () => {
    expect(separateCompound("Einverständniserklärung", "mediopunkt")).toBe("Einverständnis·erklärung");
    expect(separateCompound("Einverständniserklärung", "hyphen")).toBe("Einverständnis-Erklärung");
  });

  it("separates a frequent long word only at a joint with a strong head", () => {
    expect(separateCompound("Wallfahrtskirche", "mediopunkt")).toBe("Wallfahrts·kirche");
    expect(separateCompound("Stromerzeugung", "mediopunkt")).toBe("Strom·erzeugung");
    expect(separateCompound("Sehenswürdigkeiten", "mediopunkt")).toBe("Sehenswürdigkeiten");
  });

  it("separates the long segments of a hyphenated word and leaves short ones and names whole", () => {
    expect(separateCompound("Straßenverkehrs-Ordnung", "mediopunkt")).toBe("Straßen·verkehrs-Ordnung");
    expect(separateCompound("Straßenverkehrs-Ordnung", "hyphen")).toBe("Straßen-Verkehrs-Ordnung");
    expect(separateCompound("SEPA-Lastschriftmandat", "mediopunkt")).toBe("SEPA-Lastschrift·mandat");
    // "Justizvergütungs- und -entschädigungsgesetz": the word before "und" keeps its hyphen.
    expect(separateCompound("Justizvergütungs-", "mediopunkt")).toBe("Justiz·vergütungs-");
    expect(separateCompound("Bürgergeld-Antragstellerin", "mediopunkt")).toBe("Bürgergeld-Antrag·stellerin");
    for (const word of [
      "Kleindienst-Cachay",
      "Bismarck-Schönhausen",
      "Schweigen-Rechtenbach",
      "Mecklenburg-Vorpommern",
      "Recklinghausen-Süd",
      "Max-Planck-Gesellschaft",
      "Corona-Schutzimpfung",
      "deutsch-französischen",
      "-entschädigungsgesetz",
    ])
      expect(separateCompound(word, "mediopunkt"), word).toBe(word);
  });

  it("leaves derivations, adverbs, participles and ambiguous joints whole", () => {
    for (const word of [
      "Barmherzigkeit",
      "Schwangerschaft",
      "Verwandtschaft",
      "Priesterschaft",
      "Nachkommenschaft",
      "Gefangenschaft",
      "Standhaftigkeit",
      "Gegebenenfalls",
      "Vergleichsweise",
      "Intensivierende",
      "Kulturschaffenden",
      "Wissenschaftstheoretisch",
      // Barbara|stollen or Barbaras|tollen: the s may start the head.
      "Barbarastollen",
      // Frequent long words that are no compounds (long-words reports them; glossary or synonyms help).
      "Berücksichtigung",
      "Voraussetzungen",
      "Geschwindigkeit",
      "Entschuldigung",
      "Schwierigkeiten",
      "Rehabilitation",
      "Einverständnis",
      "Wahrscheinlichkeit",
      "Recklinghausen",
      "Alleinerziehenden",
    ]) {
      expect(separateCompound(word, "mediopunkt"), word).toBe(word);
    }
  });

  it("does not cut off the suffix of a nominalised adjective", () => {
    expect(separateCompound("Kraftlosen", "mediopunkt")).toBe("Kraftlosen");
    expect(separateCompound("Heimatlosen", "mediopunkt")).toBe("Heimatlosen");
    expect(separateCompound("Amerikanischen", "hyphen")).toBe("Amerikanischen");
    expect(separateCompound("Schriftgelehrten", "mediopunkt")).toBe("Schrift·gelehrten");
  });

  it("keeps the agent noun or -ung noun of a verb with a particle whole (vollziehen, vollstrecken)", () => {
    // Was "Gerichts·voll·zieher" and "Testaments·volls·trecker" (s + Trecker).
    expect(separateCompound("Gerichtsvollzieher", "mediopunkt")).toBe("Gerichts·vollzieher");
    expect(separateCompound("Testamentsvollstrecker", "mediopunkt")).toBe("Testaments·vollstrecker");
    expect(separateCompound("Zwangsvollstreckung", "mediopunkt")).toBe("Zwangs·vollstreckung");
    expect(separateCompound("Teilnehmerinnen", "mediopunkt")).toBe("Teilnehmerinnen");
    // A longer left part keeps its joint, though "krankenversichern" is a verb.
    expect(separateCompound("Krankenversicherung", "mediopunkt")).toBe("Kranken·versicherung");
    expect(separateCompound("Rentenauszahlung", "mediopunkt")).toBe("Renten·auszahlung");
    expect(separateCompound("Kundenberaterin", "mediopunkt")).toBe("Kunden·beraterin");
  });

  it("keeps a known word whole when its s may start the next part (Schrift + Steller)", () => {
    expect(separateCompound("Schriftsteller", "mediopunkt")).toBe("Schriftsteller");
    expect(separateCompound("Vollstreckern", "mediopunkt")).toBe("Vollstreckern");
    expect(separateCompound("Geburtstagsfeier", "mediopunkt")).toBe("Geburtstags·feier");
    expect(separateCompound("Antragsteller", "mediopunkt")).toBe("Antrag·steller");
  });

  it("does not split verbs, also capitalised at the start of a sentence", () => {
    expect(separateCompound("Unterwerft", "mediopunkt")).toBe("Unterwerft");
    expect(separateCompound("Unterschlage", "hyphen")).toBe("Unterschlage");
    expect(separateCompound("Unterschreiben", "mediopunkt")).toBe("Unterschreiben");
    expect(separateCompound("Weiterleben", "mediopunkt")).toBe("Weiterleben");
  });

  it("shows the clear joints of dictionary words of 10 to 13 letters", () => {
    const sep = (word: string) => separateCompound(word, "mediopunkt");
    expect(sep("Sprechzeiten")).toBe("Sprech·zeiten");
    expect(sep("Sprechstunde")).toBe("Sprech·stunde");
    expect(sep("Merkzeichen")).toBe("Merk·zeichen");
    expect(sep("Mahnverfahren")).toBe("Mahn·verfahren");
    expect(sep("Lebensmittel")).toBe("Lebens·mittel");
    expect(sep("Arbeitsplatz")).toBe("Arbeits·platz");
    expect(sep("Fragebogen")).toBe("Frage·bogen");
    expect(sep("Wartezimmer")).toBe("Warte·zimmer");
    expect(sep("Tippfehler")).toBe("Tipp·fehler");
    expect(sep("Führerschein")).toBe("Führer·schein");
  });

  it("keeps mid-length words whole when a joint is not clear", () => {
    const whole = [
      // Derivations of a whole stem: notwendig, feststellen, Wirt, gesellen, geheim.
      "Notwendigkeit",
      "Feststellung",
      "Wirtschaft",
      "Landschaft",
      "Gesellschaft",
      "Bevölkerung",
      "Geheimnisse",
      "Gleichnisse",
      // Short parts, particles and prefixes.
      "Heuschrecken",
      "Überweisung",
      "Mitmenschen",
      "Rückstände",
      "Wohlgefallen",
      "Transaktion",
      "Zehntausende",
      // False heads, place names, lexicalised base forms, adjectives and verbs.
      "Personalien",
      "Gliedmaßen",
      "Außenseiter",
      "Karosserie",
      "Koreanischen",
      "Schwarzwald",
      "Griechenland",
      "Deutschlands",
      "Generationen",
      "Fahrrädern",
      "Westdeutschen",
      "Kennenlernen",
      "Bürgerinnen",
    ];
    for (const word of whole) expect(separateCompound(word, "mediopunkt")).toBe(word);
  });

  it("keeps foreign stems, feminine -in words, verbal genitives and opaque words whole", () => {
    const whole = [
      // Greek and Latin stems, "wider", "eins".
      "Thermodynamik",
      "Photosynthese",
      "Hydrotherapie",
      "Telegrafen",
      "Semifinale",
      "Indoeuropäer",
      "Widerworte",
      "Einsteller",
      // Foreign heads and the genitive of a place name.
      "Alternation",
      "Organellen",
      "Schwarzwaldes",
      // "Kontrolleurin" is no compound on "Urin", "Verbrennens" no "Verb".
      "Kontrolleurin",
      "Requisiteurin",
      "Verbrennens",
      "Kennenlernens",
      // Opaque words whose parts mislead.
      "Junggeselle",
      "Junggesellen",
      "Brombeeren",
      "Murmeltiere",
      "Maultier",
      "Kickstarter",
      "Augenblicke",
      "Handschuhe",
      "Bürgersteige",
      "Bürgersteigs",
    ];
    for (const word of whole) expect(separateCompound(word, "mediopunkt")).toBe(word);
    // Clear joints stay, also in a compound with an opaque first part.
    expect(separateCompound("Schulfreundin", "mediopunkt")).toBe("Schul·freundin");
    expect(separateCompound("Blaubeeren", "mediopunkt")).toBe("Blau·beeren");
    expect(separateCompound("Handschuhfach", "mediopunkt")).toBe("Handschuh·fach");
    expect(separateCompound("Kraftfahrzeug", "mediopunkt")).toBe("Kraft·fahrzeug");
  });

  it("splits 'voraus' off a frequent head only, and never adverbs", () => {
    expect(separateCompound("Vorauszahlungen", "mediopunkt")).toBe("Voraus·zahlungen");
    expect(separateCompound("Vorauszahlung", "mediopunkt")).toBe("Voraus·zahlung");
    expect(separateCompound("Voraussetzungen", "mediopunkt")).toBe("Voraussetzungen");
    expect(separateCompound("Voraussetzung", "mediopunkt")).toBe("Voraussetzung");
    expect(separateCompound("Übermorgen", "mediopunkt")).toBe("Übermorgen");
    expect(separateCompound("Zwischendurch", "mediopunkt")).toBe("Zwischendurch");
    expect(separateCompound("Beziehungsweise", "mediopunkt")).toBe("Beziehungsweise");
  });
});
