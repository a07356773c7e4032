import { describe, expect, it } from "vitest";
import { expandAbbreviations, requiredLiteral, romanValue } from "./expand-abbreviations.ts";
import { numberWordValue, percentInWords, roundLargeNumber, simplifyNumbers } from "./numbers-and-dates.ts";
import { simplifyText } from "./pipeline.ts";
import { leftoverSemicolons, replaceSpecialCharacters } from "./replace-special-characters.ts";
import { clauseTokens, render } from "./test-helpers.ts";
import { tokenize } from "./tokens.ts";

describe("expandAbbreviations", () => {
  it("expands common abbreviations and SGB with Roman numerals", () => {
    expect(
      expandAbbreviations(
        "Bringen Sie z. B. Ihren Ausweis bzw. Pass mit, ggf. auch Nachweise usw.",
        "leicht",
      ),
    ).toBe("Bringen Sie zum Beispiel Ihren Ausweis oder Pass mit, vielleicht auch Nachweise und so weiter");
    expect(expandAbbreviations("nach § 7 Abs. 2 SGB II", "leicht")).toBe(
      "nach § 7 Absatz 2 Sozialgesetzbuch 2",
    );
    expect(expandAbbreviations("ggf. bzw.", "einfach")).toBe("gegebenenfalls beziehungsweise");
  });

  it("writes out 'ff.' after a number, keeping the full stop where it ended the sentence", () => {
    expect(expandAbbreviations("gemäß §§ 60 ff. SGB I erforderlich", "leicht")).toBe(
      "gemäß §§ 60 und folgende Sozialgesetzbuch 1 erforderlich",
    );
    expect(expandAbbreviations("auf Seite 3 ff. der Broschüre", "leicht")).toBe(
      "auf Seite 3 und folgende der Broschüre",
    );
    expect(expandAbbreviations("in Anlage 2 ff. Sie müssen", "einfach")).toBe(
      "in Anlage 2 und folgende. Sie müssen",
    );
    expect(expandAbbreviations("Der Stoff ff. ist neu", "leicht")).toBe("Der Stoff ff. ist neu");
  });

  it("reads Art. as Artikel only before its number, not the noun Art ending a sentence", () => {
    expect(expandAbbreviations("nach Art. 3 GG", "leicht")).toBe("nach Artikel 3 GG");
    expect(expandAbbreviations("schreibt das Kunstmagazin Art. Unter Streetart", "einfach")).toBe(
      "schreibt das Kunstmagazin Art. Unter Streetart",
    );
    expect(expandAbbreviations("Initiativen jeglicher Art. Das Internet", "leicht")).toBe(
      "Initiativen jeglicher Art. Das Internet",
    );
  });

  it("writes out the short names of tax and benefit laws, the genitive with its ending", () => {
    expect(expandAbbreviations("nach § 70 Abs. 2 EStG aufgehoben", "leicht")).toBe(
      "nach § 70 Absatz 2 Einkommensteuergesetz aufgehoben",
    );
    expect(expandAbbreviations("im Sinne des EStG und nach § 24 WoGG", "einfach")).toBe(
      "im Sinne des Einkommensteuergesetzes und nach § 24 Wohngeldgesetz",
    );
    expect(expandAbbreviations("nach § 263 StGB, § 6 BKGG und § 1 UStG", "leicht")).toBe(
      "nach § 263 Strafgesetzbuch, § 6 Bundeskindergeldgesetz und § 1 Umsatzsteuergesetz",
    );
    // Not the short name that a bracket defines, nor inside a hyphenated word.
    expect(expandAbbreviations("Das Einkommensteuergesetz (EStG) und der EStG-Satz", "leicht")).toBe(
      "Das Einkommensteuergesetz (EStG) und der EStG-Satz",
    );
  });

  it("reads Roman numerals only in canonical form and leaves words alone", () => {
    expect(romanValue("XII")).toBe(12);
    expect(romanValue("IIII")).toBeUndefined();
    expect(expandAbbreviations("Ludwig XIV. und Teil IV", "leicht")).toBe("Ludwig XIV. und Teil 4");
    expect(expandAbbreviations("Die Abstimmung war klar.", "leicht")).toBe("Die Abstimmung war klar.");
  });
});

describe("expandAbbreviations: weekdays of opening hours", () => {
  it("writes out abbreviated weekdays and a dash between two days as bis", () => {
    expect(expandAbbreviations("Mo–Fr 8–12 Uhr", "leicht")).toBe("Montag bis Freitag 8–12 Uhr");
    expect(expandAbbreviations("Abfallberatung: Mo–Do 8–16 Uhr, Fr 8–13 Uhr", "einfach")).toBe(
      "Abfallberatung: Montag bis Donnerstag 8–16 Uhr, Freitag 8–13 Uhr",
    );
    expect(expandAbbreviations("Mo., Mi. und Fr. 9:00–12:00 Uhr", "leicht")).toBe(
      "Montag, Mittwoch und Freitag 9:00–12:00 Uhr",
    );
    // Written-out days with a dash: not "Montag, Freitag" after the dash rule of Leichte Sprache.
    expect(expandAbbreviations("Montag – Freitag 8 bis 12 Uhr", "leicht")).toBe(
      "Montag bis Freitag 8 bis 12 Uhr",
    );
    expect(expandAbbreviations("Geöffnet Mo.–Fr.", "leicht")).toBe("Geöffnet Montag bis Freitag.");
  });

  it("leaves a lone abbreviation without a clock time alone", () => {
    expect(expandAbbreviations("So gehen Sie vor.", "leicht")).toBe("So gehen Sie vor.");
    expect(expandAbbreviations("Fr. Müller ruft Sie an.", "leicht")).toBe("Fr. Müller ruft Sie an.");
    expect(expandAbbreviations("Am Montag und Dienstag kommen wir.", "leicht")).toBe(
      "Am Montag und Dienstag kommen wir.",
    );
    // A word of opening hours before the time, but not after a lone "So" ("so ab 10 Uhr" = about).
    expect(expandAbbreviations("So ab 10 Uhr sind wir da.", "leicht")).toBe("So ab 10 Uhr sind wir da.");
    expect(expandAbbreviations("Fr. Müller ab jetzt", "leicht")).toBe("Fr. Müller ab jetzt");
  });

  it("writes out a lone abbreviation before a word of opening hours and a clock time", () => {
    // Was "Do zusätzlich 14:00–18:00 Uhr".
    expect(expandAbbreviations("Mo–Fr 9:00–12:00 Uhr, Do zusätzlich 14:00–18:00 Uhr", "leicht")).toBe(
      "Montag bis Freitag 9:00–12:00 Uhr, Donnerstag zusätzlich 14:00–18:00 Uhr",
    );
    expect(expandAbbreviations("Sa von 9 bis 12 Uhr", "einfach")).toBe("Samstag von 9 bis 12 Uhr");
    // No sentence end after the days when the time follows a word ("Montag bis Freitag. von 8 …").
    expect(expandAbbreviations("Geöffnet Mo.–Fr. von 8 bis 12 Uhr.", "leicht")).toBe(
      "Geöffnet Montag bis Freitag von 8 bis 12 Uhr.",
    );
  });
});

describe("expandAbbreviations: units after a number", () => {
  it("writes out a unit and a unit per unit in Leichte Sprache", () => {
    expect(expandAbbreviations("Der Weg ist 35 km lang.", "leicht")).toBe("Der Weg ist 35 Kilometer lang.");
    expect(expandAbbreviations("CO2-Emissionen von 139 g/km.", "leicht")).toBe(
      "CO2-Emissionen von 139 Gramm pro Kilometer.",
    );
    expect(expandAbbreviations("höchstens 30 km/h", "leicht")).toBe("höchstens 30 Kilometer pro Stunde");
    expect(expandAbbreviations("Es wiegt 200g.", "leicht")).toBe("Es wiegt 200 Gramm.");
    expect(expandAbbreviations("Es wiegt 200 g.", "einfach")).toBe("Es wiegt 200 g.");
  });

  it("leaves the letter of a paragraph, article or item number", () => {
    expect(expandAbbreviations("gemäß § 802g ZPO", "leicht")).toBe("gemäß § 802g Zivilprozessordnung");
    expect(expandAbbreviations("nach Paragraf 35m und Art. 5g", "leicht")).toBe(
      "nach Paragraf 35m und Artikel 5g",
    );
    expect(expandAbbreviations("§ 7 Abs. 1g und Nr. 3m", "leicht")).toBe("§ 7 Absatz 1g und Nummer 3m");
    // A list mark and an hour range stay.
    expect(expandAbbreviations("3 g) Kopie", "leicht")).toBe("3 g) Kopie");
  });
});

describe("expandAbbreviations: a law's short name the letter defined", () => {
  it("cites the law's name again where its short name follows a paragraph", () => {
    expect(
      expandAbbreviations(
        "Gemäß § 802f der Zivilprozessordnung (ZPO) fordere ich Sie auf. Eine Ratenzahlung ist nach § 802b ZPO möglich.",
        "leicht",
      ),
    ).toBe(
      "Gemäß § 802f der Zivilprozessordnung (ZPO) fordere ich Sie auf. Eine Ratenzahlung ist nach § 802b der Zivilprozessordnung möglich.",
    );
    expect(
      expandAbbreviations(
        "nach § 9 des Kraftfahrzeugsteuergesetzes (KraftStG) fest. Die Steuer ist gemäß § 11 Abs. 1 KraftStG zu zahlen.",
        "einfach",
      ),
    ).toBe(
      "nach § 9 des Kraftfahrzeugsteuergesetzes (KraftStG) fest. Die Steuer ist gemäß § 11 Absatz 1 des Kraftfahrzeugsteuergesetzes zu zahlen.",
    );
  });

  it("leaves the short name before its definition, without a paragraph and without a definition", () => {
    for (const text of [
      "Nach § 5 KraftStG gilt das. Das Kraftfahrzeugsteuergesetz (KraftStG) regelt es.",
      "des Kraftfahrzeugsteuergesetzes (KraftStG) folgend. Das KraftStG gilt für alle.",
      "Nach § 5 KraftStG gilt das.",
    ])
      expect(expandAbbreviations(text, "leicht")).toBe(text);
  });
});

describe("expandAbbreviations: laws and floors in letters", () => {
  it("writes out OWiG and IfSG, the genitive with -es", () => {
    expect(expandAbbreviations("Gemäß § 55 OWiG erhalten Sie Gelegenheit.", "leicht")).toBe(
      "Gemäß § 55 Ordnungswidrigkeitengesetz erhalten Sie Gelegenheit.",
    );
    expect(expandAbbreviations("nach den Regeln des OWiG", "leicht")).toBe(
      "nach den Regeln des Ordnungswidrigkeitengesetzes",
    );
    expect(expandAbbreviations("(§ 20 Abs. 8 IfSG)", "einfach")).toBe(
      "(§ 20 Absatz 8 Infektionsschutzgesetz)",
    );
  });

  it("writes out the laws letters cite, the genitive with -es, AO only after a paragraph", () => {
    expect(expandAbbreviations("Sie sind gemäß § 48 StPO verpflichtet.", "leicht")).toBe(
      "Sie sind gemäß § 48 Strafprozessordnung verpflichtet.",
    );
    expect(expandAbbreviations("eine Bescheinigung gemäß § 81 Abs. 4 AufenthG", "leicht")).toBe(
      "eine Bescheinigung gemäß § 81 Absatz 4 Aufenthaltsgesetz",
    );
    // At the end of a bracketed citation the short name is running text, not a definition.
    expect(expandAbbreviations("als erlaubt (Fiktionswirkung nach § 81 Abs. 4 AufenthG).", "leicht")).toBe(
      "als erlaubt (Fiktionswirkung nach § 81 Absatz 4 Aufenthaltsgesetz).",
    );
    expect(expandAbbreviations("der Zivilprozessordnung (ZPO) folgend", "leicht")).toBe(
      "der Zivilprozessordnung (ZPO) folgend",
    );
    for (const text of ["das Aufenthaltsgesetz (kurz AufenthG)", "das Aufenthaltsgesetz (kurz: AufenthG)"])
      expect(expandAbbreviations(text, "leicht")).toBe(text);
    expect(expandAbbreviations("nach den Regeln des AufenthG", "einfach")).toBe(
      "nach den Regeln des Aufenthaltsgesetzes",
    );
    expect(expandAbbreviations("gemäß § 278 FamFG und § 13e RDG", "leicht")).toBe(
      "gemäß § 278 Familienverfahrensgesetz und § 13e Rechtsdienstleistungsgesetz",
    );
    expect(expandAbbreviations("gemäß § 126 Abs. 1 Nr. 5 SchulG NRW ordnungswidrig", "leicht")).toBe(
      "gemäß § 126 Absatz 1 Nummer 5 Schulgesetz Nordrhein-Westfalen ordnungswidrig",
    );
    expect(expandAbbreviations("Säumniszuschläge gemäß § 240 AO: 9,00 Euro", "leicht")).toBe(
      "Säumniszuschläge gemäß § 240 Abgabenordnung: 9,00 Euro",
    );
    expect(expandAbbreviations("nach § 802b ZPO möglich", "leicht")).toBe(
      "nach § 802b Zivilprozessordnung möglich",
    );
    // "AO" without a paragraph before it stays (a name, a plain word).
    for (const text of [
      "Die AO gilt.",
      "Das Team AO hilft.",
      "nach § 240 der Abgabenordnung (AO) für jeden Monat",
    ])
      expect(expandAbbreviations(text, "leicht")).toBe(text);
  });

  it("inflects the civil code after an article", () => {
    expect(expandAbbreviations("gemäß § 288 BGB", "leicht")).toBe("gemäß § 288 Bürgerliches Gesetzbuch");
    expect(expandAbbreviations("nach den Regeln des BGB und im BGB", "leicht")).toBe(
      "nach den Regeln des Bürgerlichen Gesetzbuchs und im Bürgerlichen Gesetzbuch",
    );
    expect(expandAbbreviations("Das BGB regelt das. Es steht ins BGB.", "leicht")).toBe(
      "Das Bürgerliche Gesetzbuch regelt das. Es steht ins Bürgerliche Gesetzbuch.",
    );
  });

  it("writes out Az., drops o. g. and writes Dr. before a name as Doktor", () => {
    expect(expandAbbreviations("Az.: 51.3-BS-0442/26", "leicht")).toBe("Aktenzeichen: 51.3-BS-0442/26");
    expect(expandAbbreviations("vom 27.01.2026 (Az. 4 M 1187/26) zugestellt", "einfach")).toBe(
      "vom 27.01.2026 (Aktenzeichen 4 M 1187/26) zugestellt",
    );
    expect(expandAbbreviations("Ihr o. g. Antrag ist eingegangen.", "leicht")).toBe(
      "Ihr Antrag ist eingegangen.",
    );
    expect(expandAbbreviations("Der o.g. Termin fällt aus.", "einfach")).toBe("Der Termin fällt aus.");
    for (const text of [
      "Bitte rufen Sie uns unter o. g. Telefonnummer an.",
      "Wie o. g. fehlen noch Unterlagen.",
    ])
      expect(expandAbbreviations(text, "leicht")).toBe(text);
    expect(expandAbbreviations("Richterin am Amtsgericht Dr. Hoffmann", "leicht")).toBe(
      "Richterin am Amtsgericht Doktor Hoffmann",
    );
    expect(expandAbbreviations("Prof. Dr. Christa Kleindienst", "leicht")).toBe(
      "Professor Doktor Christa Kleindienst",
    );
    // "Dr." not before a name, "Az" without its dot and "NRW-Ticket" in a compound stay.
    for (const text of ["Er ist Dr. der Medizin.", "Das Az ist neu.", "Das NRW-Ticket gilt."])
      expect(expandAbbreviations(text, "leicht")).toBe(text);
  });

  it("writes out OG only after a floor's number", () => {
    expect(expandAbbreviations("Goethestraße 31, 2. OG links", "leicht")).toBe(
      "Goethestraße 31, 2. Stock links",
    );
    expect(expandAbbreviations("Goethestraße 31, 2. OG links", "einfach")).toBe(
      "Goethestraße 31, 2. Obergeschoss links",
    );
    expect(expandAbbreviations("Das OG ist neu.", "leicht")).toBe("Das OG ist neu.");
  });
});

describe("expandAbbreviations: books of the social code", () => {
  it("cites a book once, as Sozialgesetzbuch with a number", () => {
    expect(
      expandAbbreviations("Sie sind nach § 60 Erstes Buch Sozialgesetzbuch (SGB I) verpflichtet.", "leicht"),
    ).toBe("Sie sind nach § 60 Sozialgesetzbuch 1 verpflichtet.");
    expect(expandAbbreviations("nach § 24 Zehntes Buch Sozialgesetzbuch (SGB X)", "einfach")).toBe(
      "nach § 24 Sozialgesetzbuch 10",
    );
    expect(expandAbbreviations("nach dem Sozialgesetzbuch Zweites Buch (SGB II) und", "leicht")).toBe(
      "nach dem Sozialgesetzbuch 2 und",
    );
    expect(expandAbbreviations("die Leistungen des Zwölften Buches Sozialgesetzbuch", "leicht")).toBe(
      "die Leistungen des Sozialgesetzbuchs 12",
    );
    expect(expandAbbreviations("nach dem Vierten Kapitel des SGB XII", "einfach")).toBe(
      "nach dem Vierten Kapitel des Sozialgesetzbuchs 12",
    );
    expect(expandAbbreviations("nach dem SGB XII und dem Sozialgesetzbuch II", "einfach")).toBe(
      "nach dem Sozialgesetzbuch 12 und dem Sozialgesetzbuch 2",
    );
  });

  it("leaves other books and ordinals alone", () => {
    expect(expandAbbreviations("Das Zweite Buch Mose erzählt vom Auszug.", "leicht")).toBe(
      "Das Zweite Buch Mose erzählt vom Auszug.",
    );
    expect(expandAbbreviations("Das erste Buch Sozialgesetzbuch hat er gelesen.", "leicht")).toBe(
      "Das erste Buch Sozialgesetzbuch hat er gelesen.",
    );
  });
});

describe("expandAbbreviations: units after a number", () => {
  it("writes units out in Leichte Sprache", () => {
    expect(expandAbbreviations("nicht 42 km, sondern 35km", "leicht")).toBe(
      "nicht 42 Kilometer, sondern 35 Kilometer",
    );
    expect(expandAbbreviations("2.340 kWh, 60 m² und 50 km/h", "leicht")).toBe(
      "2.340 Kilowattstunden, 60 Quadratmeter und 50 Kilometer pro Stunde",
    );
  });

  it("leaves units without a number, list marks and Einfache Sprache alone", () => {
    expect(expandAbbreviations("Die Angabe in km fehlt.", "leicht")).toBe("Die Angabe in km fehlt.");
    expect(expandAbbreviations("nach § 35 g) und 3 mg", "leicht")).toBe("nach § 35 g) und 3 mg");
    expect(expandAbbreviations("35 km", "einfach")).toBe("35 km");
  });
});

describe("requiredLiteral: the quick test before an abbreviation pattern", () => {
  it("takes the longest literal run outside groups, the later one on a tie", () => {
    expect(requiredLiteral(/(?<![\p{L}\p{N}])z\.\s?B\.(?![\p{L}\p{N}])/gu)).toBe("B.");
    expect(requiredLiteral(/(?<![\p{L}\p{N}])des\s+BGB(?![\p{L}\p{N}])/gu)).toBe("BGB");
    expect(requiredLiteral(/(?<![\p{L}\p{N}])([Dd]as|[Ii]ns)\s+BGB(?![\p{L}\p{N}])/gu)).toBe("BGB");
    expect(requiredLiteral(/(?<=\d)\s?ff\.(?=\s+(?:\p{Lu}{2,}|\p{Ll}))/gu)).toBe("ff.");
    expect(requiredLiteral(/(?<![\p{L}\p{N}])Art\.(?=\s?\d)/gu)).toBe("Art.");
  });

  it("leaves out an optional or counted character", () => {
    expect(requiredLiteral(/Herrn?/gu)).toBe("Herr");
    expect(requiredLiteral(/ab{2}c/gu)).toBe("c");
  });

  it("gives none for a top-level alternative, ignored case or an unread escape", () => {
    expect(requiredLiteral(/Nr\.|Nummer/gu)).toBe("");
    expect(requiredLiteral(/bzw\./giu)).toBe("");
    expect(requiredLiteral(/\u00e4b/gu)).toBe("");
  });

  it("expands a law's name after its article", () => {
    expect(expandAbbreviations("Das steht im BGB.", "leicht")).toBe("Das steht im Bürgerlichen Gesetzbuch.");
  });
});

describe("replaceSpecialCharacters", () => {
  it("writes symbols as words", () => {
    expect(
      replaceSpecialCharacters("Nach § 44 zahlen Sie 30 € für Mieter/Vermieter & Eltern.", { leicht: true }),
    ).toBe("Nach Paragraf 44 zahlen Sie 30 Euro für Mieter oder Vermieter und Eltern.");
    expect(replaceSpecialCharacters("Alle Bürger*innen kommen von 9–12 Uhr.", { leicht: false })).toBe(
      "Alle Bürgerinnen und Bürger kommen von 9 bis 12 Uhr.",
    );
  });

  it("says a legal citation in parentheses at the sentence end in a sentence of its own (Leichte Sprache)", () => {
    expect(
      replaceSpecialCharacters("Ein Zuschlag ist zu zahlen (§ 24 Absatz 1 SGB IV).", { leicht: true }),
    ).toBe("Ein Zuschlag ist zu zahlen. Das steht in Paragraf 24 Absatz 1 SGB IV.");
    // "vgl." only compares: no "Das steht in".
    expect(replaceSpecialCharacters("Sie müssen zahlen (vgl. § 24 SGB IV).", { leicht: true })).not.toContain(
      "Das steht in",
    );
    // Inside the sentence, without a number, or in Einfache Sprache it stays a parenthesis.
    expect(replaceSpecialCharacters("Der Zuschlag (§ 24 SGB IV) ist fällig.", { leicht: true })).toBe(
      "Der Zuschlag, Paragraf 24 SGB IV, ist fällig.",
    );
    expect(replaceSpecialCharacters("Ein Zuschlag ist zu zahlen (§ 24 SGB IV).", { leicht: false })).toBe(
      "Ein Zuschlag ist zu zahlen (Paragraf 24 SGB IV).",
    );
  });

  it("gives Paragraf its ending after an article (was 'im Sinne des Paragraf 2')", () => {
    expect(replaceSpecialCharacters("im Sinne des § 2 Abs. 2", { leicht: false })).toBe(
      "im Sinne des Paragrafen 2 Abs. 2",
    );
    expect(replaceSpecialCharacters("nach dem § 5 und diesen § 7", { leicht: false })).toBe(
      "nach dem Paragrafen 5 und diesen Paragrafen 7",
    );
    // Without an article, or before no number: as before.
    expect(replaceSpecialCharacters("gemäß § 5, siehe den §", { leicht: false })).toBe(
      "gemäß Paragraf 5, siehe den Paragraf ",
    );
  });

  it("writes a range of clock times with minutes with bis", () => {
    expect(replaceSpecialCharacters("Dienstag 9:00–12:00 Uhr", { leicht: true })).toBe(
      "Dienstag 9:00 bis 12:00 Uhr",
    );
    expect(replaceSpecialCharacters("Montag 8.30 - 12 Uhr", { leicht: false })).toBe(
      "Montag 8.30 bis 12 Uhr",
    );
    expect(replaceSpecialCharacters("Montag 8:00–12:00, Telefon 0321 123-4567", { leicht: true })).toBe(
      "Montag 8:00 bis 12:00, Telefon 0321 123-4567",
    );
    // Dates, pages and phone numbers are no clock times.
    expect(replaceSpecialCharacters("vom 15.04.–17.04. auf Seite 12-14", { leicht: false })).toBe(
      "vom 15.04.–17.04. auf Seite 12-14",
    );
  });

  it("removes quotation marks only when asked and keeps links and dates", () => {
    expect(replaceSpecialCharacters("Gott nannte sie „Tag“.", { leicht: true })).toBe("Gott nannte sie Tag.");
    expect(replaceSpecialCharacters("Siehe www.jobcenter.de/antrag am 1/2 Tag", { leicht: true })).toBe(
      "Siehe www.jobcenter.de/antrag am 1/2 Tag",
    );
  });
});

describe("dashes and semicolons left inside a sentence", () => {
  it("drops a dash that closes an aside before a comma", () => {
    expect(replaceSpecialCharacters("Rabbi, das heißt Lehrer –, wo wohnst du?", { leicht: true })).toBe(
      "Rabbi, das heißt Lehrer, wo wohnst du?",
    );
    expect(replaceSpecialCharacters("Er kam – leider – zu spät.", { leicht: true })).toBe(
      "Er kam, leider, zu spät.",
    );
    // Einfache Sprache allows dashes: an aside stays as it is.
    expect(replaceSpecialCharacters("Er kam – leider – zu spät.", { leicht: false })).toBe(
      "Er kam – leider – zu spät.",
    );
  });

  it("turns a semicolon the splitter left into a comma, a final one into a full stop", () => {
    const semicolons = (sentence: string, end: string) => {
      const clause = leftoverSemicolons({ tokens: clauseTokens(sentence), end });
      return render(clause.tokens, clause.end);
    };
    expect(semicolons("Schön bist du, mein Geliebter; ja, lieblich", ".")).toBe(
      "Schön bist du, mein Geliebter, ja, lieblich.",
    );
    expect(semicolons("Und so sammelte sie auf dem Feld bis zum Abend;", "")).toBe(
      "Und so sammelte sie auf dem Feld bis zum Abend.",
    );
    expect(semicolons("Es wird seine Festungen fressen; Und ich werde sie ausrotten", ".")).toBe(
      "Es wird seine Festungen fressen, und ich werde sie ausrotten.",
    );
    expect(semicolons("Er kam", "!")).toBe("Er kam!");
  });
});

describe("simplifyNumbers", () => {
  it("writes dates with the month name", () => {
    expect(simplifyNumbers("bis zum 15.04.2026", "leicht")).toBe("bis zum 15. April 2026");
    expect(simplifyNumbers("am 1.2.", "einfach")).toBe("am 1. Februar");
  });

  it("writes both numbers of a range as digits", () => {
    expect(simplifyNumbers("Die Bearbeitung dauert drei bis vier Wochen.", "leicht")).toBe(
      "Die Bearbeitung dauert 3 bis 4 Wochen.",
    );
    expect(simplifyNumbers("Das dauert ein bis zwei Tage.", "leicht")).toBe("Das dauert 1 bis 2 Tage.");
    expect(simplifyNumbers("zwei oder drei Termine", "leicht")).toBe("2 oder 3 Termine");
    // "ein" without a second number is the article; "eins" stays a word.
    expect(simplifyNumbers("Sie bekommen ein oder mehr Briefe.", "leicht")).toBe(
      "Sie bekommen ein oder mehr Briefe.",
    );
    expect(simplifyNumbers("ein und zwei", "leicht")).toBe("ein und 2");
  });

  it("writes every date of a list after a date", () => {
    expect(simplifyNumbers("fällig am 15.02., 15.05., 15.08. und 15.11.", "leicht")).toBe(
      "fällig am 15. Februar, 15. Mai, 15. August und 15. November",
    );
    expect(simplifyNumbers("vom 01.03. bis 31.03.", "einfach")).toBe("vom 1. März bis 31. März");
    // Section numbers and versions are no dates.
    expect(simplifyNumbers("nach Abschnitt 3.1. und 3.2.", "leicht")).toBe("nach Abschnitt 3.1. und 3.2.");
    expect(simplifyNumbers("Version 10.15. und 10.16.", "leicht")).toBe("Version 10.15. und 10.16.");
  });

  it("writes sums of money plainly in both levels", () => {
    for (const level of ["leicht", "einfach"] as const) {
      expect(simplifyNumbers("eine Nachzahlung in Höhe von 862,00 Euro", level)).toBe(
        "eine Nachzahlung von 862 Euro",
      );
      expect(simplifyNumbers("Sie zahlen 12,50 Euro.", level)).toBe("Sie zahlen 12,50 Euro.");
      expect(simplifyNumbers("Die Mauer hat eine Höhe von 3 Metern.", level)).toBe(
        "Die Mauer hat eine Höhe von 3 Metern.",
      );
      expect(simplifyNumbers("in Höhe von 3 Metern", level)).toBe("in Höhe von 3 Metern");
      // After a legal citation "von" would measure the law.
      expect(simplifyNumbers("Säumniszuschläge gemäß § 24 SGB IV in Höhe von 18,00 Euro", level)).toBe(
        "Säumniszuschläge gemäß § 24 SGB IV in Höhe von 18 Euro",
      );
      expect(
        simplifyNumbers(
          "Säumniszuschläge gemäß Paragraf 24 Sozialgesetzbuch 4 in Höhe von 18,00 Euro",
          level,
        ),
      ).toBe("Säumniszuschläge gemäß Paragraf 24 Sozialgesetzbuch 4 in Höhe von 18 Euro");
      expect(simplifyNumbers("Säumniszuschläge in Höhe von 18,00 Euro", level)).toBe(
        "Säumniszuschläge von 18 Euro",
      );
      // After an adverb or a verb "von" alone would not say how much.
      expect(simplifyNumbers("wird teilweise in Höhe von 312,40 Euro aufgehoben", level)).toBe(
        "wird teilweise in Höhe von 312,40 Euro aufgehoben",
      );
      expect(simplifyNumbers("Die Leistung wird in Höhe von 50,00 Euro erstattet", level)).toBe(
        "Die Leistung wird in Höhe von 50 Euro erstattet",
      );
    }
  });

  it("does not read version numbers or chapters as dates", () => {
    expect(simplifyNumbers("Kapitel 1.2. beginnt hier", "leicht")).toBe("Kapitel 1.2. beginnt hier");
  });

  it("turns number words into digits but not 'acht' as a noun or 'ein'", () => {
    expect(simplifyNumbers("Sie haben drei Monate und einundzwanzig Tage Zeit.", "leicht")).toBe(
      "Sie haben 3 Monate und 21 Tage Zeit.",
    );
    expect(simplifyNumbers("Lassen Sie das außer Acht. Ein Brief kommt.", "leicht")).toBe(
      "Lassen Sie das außer Acht. Ein Brief kommt.",
    );
    expect(numberWordValue("zweihundertfünf")).toBe(205);
  });

  it("writes percentages and large numbers in plain words, money stays exact", () => {
    expect(percentInWords("75")).toBe("3 von 4");
    expect(percentInWords("7,5")).toBe("etwas mehr als 7 von 100");
    expect(roundLargeNumber("15.237")).toBe("etwa 15.000");
    expect(simplifyNumbers("75 % der Menschen, 15.237 Besucher, 1.234,56 Euro", "leicht")).toBe(
      "3 von 4 Menschen, etwa 15.000 Besucher, 1.234,56 Euro",
    );
    expect(simplifyNumbers("Die Miete steigt um 5 %.", "einfach")).toBe("Die Miete steigt um 5 Prozent.");
    // A measured amount with its unit is stated exactly, as a notice does.
    expect(simplifyNumbers("ein Hubraum von 1.598 ccm und 1.598 Punkte", "leicht")).toBe(
      "ein Hubraum von 1.598 ccm und 1.598 Punkte",
    );
    // More than the whole is no share: "732 von 100" reads wrong.
    expect(simplifyNumbers("ein Hebesatz von 732 Prozent", "leicht")).toBe("ein Hebesatz von 732 Prozent");
  });

  it("keeps a number that names something exact (Kassenzeichen, Kundennummer)", () => {
    expect(simplifyNumbers("unter Angabe des Kassenzeichens 630.118.447", "leicht")).toBe(
      "unter Angabe des Kassenzeichens 630.118.447",
    );
    expect(simplifyNumbers("Ihre Kundennummer: 1.204.377", "leicht")).toBe("Ihre Kundennummer: 1.204.377");
    expect(simplifyNumbers("Az. 4.711.230", "leicht")).toBe("Az. 4.711.230");
    // A number right after a noun labels it (a room); a count after an article or a verb is rounded.
    expect(simplifyNumbers("Ort: Amtsgericht, Gerichtsstraße 22, Saal 1.104", "leicht")).toBe(
      "Ort: Amtsgericht, Gerichtsstraße 22, Saal 1.104",
    );
    expect(simplifyNumbers("Kommen Sie in das Zimmer 1.215 im Erdgeschoss.", "leicht")).toBe(
      "Kommen Sie in das Zimmer 1.215 im Erdgeschoss.",
    );
    expect(simplifyNumbers("In Saal 3 saßen 1.104 Menschen.", "leicht")).toBe(
      "In Saal 3 saßen etwa 1.100 Menschen.",
    );
    expect(simplifyNumbers("Im Sommer kamen 15.237.", "leicht")).toBe("Im Sommer kamen etwa 15.000.");
    expect(simplifyNumbers("Wir haben Ihnen 1.104 Briefe geschickt.", "leicht")).toBe(
      "Wir haben Ihnen etwa 1.100 Briefe geschickt.",
    );
    expect(simplifyNumbers("In der Stadt leben 15.237 Menschen.", "leicht")).toBe(
      "In der Stadt leben etwa 15.000 Menschen.",
    );
  });

  it("rewrites 'in Höhe von' only as a word of its own", () => {
    expect(simplifyNumbers("ein Bußgeld in Höhe von 5 Euro", "leicht")).toBe("ein Bußgeld von 5 Euro");
    expect(simplifyNumbers("Bußgeldin Höhe von 5 Euro", "leicht")).toBe("Bußgeldin Höhe von 5 Euro");
  });

  it("keeps a measured amount with its unit exact (a bill states it)", () => {
    expect(simplifyNumbers("Ihr Verbrauch wurde mit 2.340 kWh ermittelt.", "leicht")).toBe(
      "Ihr Verbrauch wurde mit 2.340 kWh ermittelt.",
    );
    expect(simplifyNumbers("Sie sind 1.250 Kilometer gefahren.", "leicht")).toBe(
      "Sie sind 1.250 Kilometer gefahren.",
    );
    expect(simplifyNumbers("Es kamen 2.340 Kinder.", "leicht")).toBe("Es kamen etwa 2.300 Kinder.");
  });

  it("keeps Prozent before a genitive of things and after um/auf (a change)", () => {
    expect(simplifyNumbers("Das Amt zahlt 10 % der Kosten.", "leicht")).toBe(
      "Das Amt zahlt 10 Prozent der Kosten.",
    );
    expect(simplifyNumbers("Der Beitrag beträgt 3,6 Prozent Ihres Einkommens.", "leicht")).toBe(
      "Der Beitrag beträgt 3,6 Prozent Ihres Einkommens.",
    );
    expect(simplifyNumbers("Die Miete steigt um 10 %.", "leicht")).toBe("Die Miete steigt um 10 Prozent.");
    // A rate after "von": was "eine Ermäßigung von 1 von 2".
    expect(simplifyNumbers("Sie erhalten eine Ermäßigung von 50 Prozent.", "leicht")).toBe(
      "Sie erhalten eine Ermäßigung von 50 Prozent.",
    );
    expect(simplifyNumbers("Die Hälfte, also 50 %, zahlt das Amt.", "leicht")).toBe(
      "Die Hälfte, also 1 von 2, zahlt das Amt.",
    );
    expect(simplifyNumbers("Etwa 10 % der Kinder sind krank.", "leicht")).toBe(
      "Etwa 1 von 10 Kinder sind krank.",
    );
    expect(simplifyNumbers("Nur 25 % bekommen Geld.", "leicht")).toBe("Nur 1 von 4 bekommen Geld.");
    // A word of degree between "um" and the number: still a change (was "um mindestens 1 von 5").
    expect(simplifyNumbers("Ihre Erwerbsfähigkeit ist um mindestens 20 Prozent gemindert.", "leicht")).toBe(
      "Ihre Erwerbsfähigkeit ist um mindestens 20 Prozent gemindert.",
    );
    expect(simplifyNumbers("Der Beitrag steigt um etwa 10 %.", "leicht")).toBe(
      "Der Beitrag steigt um etwa 10 Prozent.",
    );
    // The degree word alone, or "um" further back, is no change: the share stays in words.
    expect(simplifyNumbers("Mindestens 20 % der Kinder sind krank.", "leicht")).toBe(
      "Mindestens 1 von 5 Kinder sind krank.",
    );
    expect(simplifyNumbers("Es geht um Familien, und etwa 25 % bekommen Geld.", "leicht")).toBe(
      "Es geht um Familien, und etwa 1 von 4 bekommen Geld.",
    );
  });
});

describe("replaceSpecialCharacters: braces and parentheses (Leichte Sprache)", () => {
  it("drops editorial braces and a short parenthesis, keeps one with a date as commas", () => {
    expect(replaceSpecialCharacters("{Und Gott sah es.", { leicht: true })).toBe("Und Gott sah es.");
    expect(replaceSpecialCharacters("Die Macht ⸂unseres Gottes⸃ ist groß.", { leicht: true })).toBe(
      "Die Macht unseres Gottes ist groß.",
    );
    expect(replaceSpecialCharacters("Die Miete (ohne Heizung) beträgt 400 Euro.", { leicht: true })).toBe(
      "Die Miete beträgt 400 Euro.",
    );
    expect(
      replaceSpecialCharacters("Schicken Sie den Nachweis (Bescheid vom 3. März) bis Freitag.", {
        leicht: true,
      }),
    ).toBe("Schicken Sie den Nachweis, Bescheid vom 3. März, bis Freitag.");
  });

  it("says what a spelled-out abbreviation stands for in a sentence after its own", () => {
    // Was "… das Merkzeichen aG oder Bl eingetragen ist." (the meaning of the codes was lost).
    expect(
      replaceSpecialCharacters(
        "Der Ausweis wird ausgestellt, wenn das Merkzeichen „aG“ (außergewöhnliche Gehbehinderung) oder „Bl“ (Blindheit) eingetragen ist. Wir prüfen am 2. März.",
        { leicht: true },
      ),
    ).toBe(
      "Der Ausweis wird ausgestellt, wenn das Merkzeichen aG oder Bl eingetragen ist. Die Abkürzung aG steht für außergewöhnliche Gehbehinderung. Die Abkürzung Bl steht für Blindheit. Wir prüfen am 2. März.",
    );
    expect(
      replaceSpecialCharacters("Ihr GdB (Grad der Behinderung) beträgt am 2. März 50.", { leicht: true }),
    ).toBe("Ihr GdB beträgt am 2. März 50. Die Abkürzung GdB steht für Grad der Behinderung.");
    // A parenthesis that only says what the abbreviation is, not what its letters stand for.
    for (const sentence of [
      "Früher war die ARGE (heute Jobcenter) zuständig.",
      "Sie brauchen die IBAN (Kontonummer).",
    ])
      expect(replaceSpecialCharacters(sentence, { leicht: true })).not.toContain("steht für");
    // A word with its abbreviation after it, and a plain word before a remark: dropped as before.
    expect(
      replaceSpecialCharacters("Es gelten die Empfehlungen der Impfkommission (STIKO).", { leicht: true }),
    ).toBe("Es gelten die Empfehlungen der Impfkommission.");
    expect(replaceSpecialCharacters("Er ging (wie immer) nach Hause.", { leicht: true })).toBe(
      "Er ging nach Hause.",
    );
    expect(replaceSpecialCharacters("Das Gesetz (IfSG) gilt.", { leicht: true })).toBe("Das Gesetz gilt.");
  });

  it("says what a quoted code means when the words do not spell it out letter by letter", () => {
    // Was "… des Merkzeichens G liegen nicht vor." (what G means was lost).
    expect(
      replaceSpecialCharacters(
        "Die Voraussetzungen des Merkzeichens „G“ (erhebliche Beeinträchtigung der Bewegungsfähigkeit) liegen nicht vor.",
        { leicht: true },
      ),
    ).toBe(
      "Die Voraussetzungen des Merkzeichens G liegen nicht vor. Die Abkürzung G steht für erhebliche Beeinträchtigung der Bewegungsfähigkeit.",
    );
    // A quoted word, or one word in the parenthesis: dropped as before.
    expect(replaceSpecialCharacters("Kreuzen Sie „Ja“ (bitte deutlich) an.", { leicht: true })).toBe(
      "Kreuzen Sie Ja an.",
    );
    expect(replaceSpecialCharacters("Wählen Sie „B“ (Begleitung).", { leicht: true })).toBe(
      "Wählen Sie B. Die Abkürzung B steht für Begleitung.",
    );
    expect(replaceSpecialCharacters("Wählen Sie „C“ (Sonstiges).", { leicht: true })).toBe("Wählen Sie C.");
  });

  it("keeps a parenthesis with examples as commas", () => {
    // Was "- Nachweis über die Trennung," (what counts as proof was lost).
    expect(
      replaceSpecialCharacters("- Nachweis über die Trennung (zum Beispiel Meldebescheinigung),", {
        leicht: true,
      }),
    ).toBe("- Nachweis über die Trennung, zum Beispiel Meldebescheinigung,");
    expect(replaceSpecialCharacters("Bringen Sie Nachweise (etwa Kontoauszüge) mit.", { leicht: true })).toBe(
      "Bringen Sie Nachweise, etwa Kontoauszüge, mit.",
    );
    expect(replaceSpecialCharacters("Er ging (etwas müde) nach Hause.", { leicht: true })).toBe(
      "Er ging nach Hause.",
    );
  });

  it("writes a later use of an abbreviation out when its defining parenthesis is dropped", () => {
    expect(
      replaceSpecialCharacters(
        "Sie erhalten Leistungen nach dem Unterhaltsvorschussgesetz (UVG). Nach § 1 UVG besteht kein Anspruch.",
        { leicht: true },
      ),
    ).toBe(
      "Sie erhalten Leistungen nach dem Unterhaltsvorschussgesetz. Nach Paragraf 1 Unterhaltsvorschussgesetz besteht kein Anspruch.",
    );
    // Not inside a hyphenated word, not after a genitive article (the word would need its ending),
    // not when the letters do not stand in the word, and not in Einfache Sprache.
    expect(
      replaceSpecialCharacters("Das Einkommensteuergesetz (EStG) gilt. Der Einzel-EStG-Satz und des EStG.", {
        leicht: true,
      }),
    ).toBe("Das Einkommensteuergesetz, kurz EStG, gilt. Der Einzel-EStG-Satz und des EStG.");
    expect(replaceSpecialCharacters("Die Impfkommission (STIKO) rät. Die STIKO rät.", { leicht: true })).toBe(
      "Die Impfkommission, kurz STIKO, rät. Die STIKO rät.",
    );
    // Only after a cited number: elsewhere the short name may name the benefit, not the law.
    expect(
      replaceSpecialCharacters(
        "Sie erhalten Leistungen nach dem Bundesausbildungsförderungsgesetz (BAföG). Das BAföG wird als Zuschuss gezahlt.",
        { leicht: true },
      ),
    ).toBe(
      "Sie erhalten Leistungen nach dem Bundesausbildungsförderungsgesetz, kurz BAföG. Das BAföG wird als Zuschuss gezahlt.",
    );
    const einfach = "Das Einkommensteuergesetz (EStG) gilt. Nach dem EStG gilt das.";
    expect(replaceSpecialCharacters(einfach, { leicht: false })).toBe(einfach);
  });

  it("keeps a short name the text uses again as ', kurz …,' (its later use would be unexplained)", () => {
    expect(
      replaceSpecialCharacters(
        "Wir wandeln Ihr Konto in ein Pfändungsschutzkonto (P-Konto) um. Auf einem P-Konto ist Geld geschützt.",
        { leicht: true },
      ),
    ).toBe(
      "Wir wandeln Ihr Konto in ein Pfändungsschutzkonto, kurz P-Konto, um. Auf einem P-Konto ist Geld geschützt.",
    );
    // Not used again, or no short name: dropped as before.
    expect(
      replaceSpecialCharacters("Wir wandeln Ihr Konto in ein Pfändungsschutzkonto (P-Konto) um.", {
        leicht: true,
      }),
    ).toBe("Wir wandeln Ihr Konto in ein Pfändungsschutzkonto um.");
    expect(replaceSpecialCharacters("Das Kind (Mia) ist krank. Mia bleibt zu Hause.", { leicht: true })).toBe(
      "Das Kind ist krank. Mia bleibt zu Hause.",
    );
  });

  it("keeps parentheses in Einfache Sprache", () => {
    const text = "Die Miete (ohne Heizung) beträgt 400 Euro.";
    expect(replaceSpecialCharacters(text, { leicht: false })).toBe(text);
  });
});

describe("expandAbbreviations: the divine name JHWH", () => {
  it("writes Gott, also for the genitive after a noun and the apposition 'dein Gott'", () => {
    expect(expandAbbreviations("Und JHWH sprach zu Mose.", "leicht")).toBe("Und Gott sprach zu Mose.");
    expect(expandAbbreviations("Die Hand JHWHs war gegen mich.", "leicht")).toBe(
      "Die Hand Gottes war gegen mich.",
    );
    // The genitive step makes it "von Gott" after the split, which keeps it with its noun.
    const leicht = (text: string) =>
      simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
    expect(leicht("Die Hand JHWHs war gegen mich.")).toBe("Die Hand von Gott war gegen mich.");
    expect(leicht("Mir ist es sehr bitter, dass die Hand JHWHs gegen mich ging.")).toContain(
      "Die Hand von Gott ist gegen mich gegangen.",
    );
    expect(expandAbbreviations("JHWH, dein Gott, hat dich erwählt.", "leicht")).toBe(
      "Gott hat dich erwählt.",
    );
  });

  it("keeps the prenominal genitive as 'Gottes' after a word that is not a noun", () => {
    expect(expandAbbreviations("Denn JHWHs Hand war schwer.", "leicht")).toBe("Denn Gottes Hand war schwer.");
  });
});

describe("tokens", () => {
  it("keeps a code that starts with digits and a house number as one token ('1ESY116', '3a')", () => {
    const sentence = "Die Zählernummer 1ESY1160512345 gilt für die Hauptstraße 3a.";
    expect(render(clauseTokens(sentence))).toBe(sentence);
    expect(tokenize("3a").map((token) => token.kind)).toEqual(["u"]);
  });

  it("keeps a bare domain whole ('jobcenter.digital', 'bund.de/formulare'), not a sentence end", () => {
    const sentence = "Laden Sie die Unterlagen auf jobcenter.digital oder bund.de/formulare hoch.";
    expect(render(clauseTokens(sentence))).toBe(sentence);
    expect(tokenize("bund.de").map((token) => token.kind)).toEqual(["u"]);
    expect(tokenize("zu.De").map((token) => token.text)).toEqual(["zu", ".", "De"]);
  });
});

describe("the old spelling 'daß'", () => {
  it("is today's 'dass' (also 'sodaß'), so the dass steps split it; other words with 'daß' inside stay", () => {
    const leicht = (text: string) =>
      simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
    expect(leicht("Denn er wusste, daß sie ihn aus Neid überliefert hatten.")).toBe(
      "Denn er wusste:\nSie hatten ihn aus Neid überliefert.",
    );
    expect(leicht("Daß er kommt, freut mich.")).toBe("Er kommt.\nDas freut mich.");
    const einfach = simplifyText("Er lief schnell, sodaß er den Zug erreichte.", {
      level: "einfach",
      explanations: "none",
    }).simplified_text;
    expect(einfach).toContain("sodass");
    expect(einfach).not.toContain("daß");
  });
});
