import { describe, expect, it } from "vitest";
import { quotedCitations } from "./legal-basis.ts";
import { simplifyText } from "./pipeline.ts";

/** The body lines of a letter around `sentence` (salutation and closing cut off). */
const letter = (sentence: string, level: "leicht" | "einfach" = "leicht"): string[] =>
  simplifyText(`Sehr geehrte Frau Lindner,\n\n${sentence}\n\nMit freundlichen Grüßen\nIhr Jobcenter`, {
    level,
    explanations: "none",
  })
    .simplified_text.split("\n")
    .slice(2, -3);

describe("takeLegalBasis (Leichte Sprache)", () => {
  it("states a cited paragraph in its own sentence after the clause", () => {
    expect(
      letter(
        "Kommen Sie jedoch einer Einladung ohne wichtigen Grund nicht nach, kann Ihr Bürgergeld nach § 32 SGB II um 10 Prozent des maßgebenden Regelbedarfs für einen Monat gemindert werden.",
      ),
    ).toEqual([
      "Vielleicht kommen Sie aber einer Einladung ohne wichtigen Grund nicht nach.",
      "Dann können wir Ihr Bürger·geld um 10 Prozent vom maßgebenden Regel·bedarf für einen Monat mindern.",
      "Das steht in Paragraf 32 vom Sozial·gesetz·buch 2.",
    ]);
    expect(
      letter(
        "Wer nicht lesen kann oder wegen einer Behinderung bei der Stimmabgabe beeinträchtigt ist, darf sich nach § 33 Abs. 2 Bundeswahlgesetz von einer Person seines Vertrauens helfen lassen.",
      ),
    ).toEqual([
      "Vielleicht kann jemand nicht lesen oder ist wegen einer Behinderung bei der Stimm·abgabe eingeschränkt.",
      "Dann darf er sich von einer Person von seinem Vertrauen helfen lassen.",
      "Das steht in Paragraf 33 Absatz 2 vom Bundes·wahl·gesetz.",
    ]);
    expect(
      letter(
        "Für die Entscheidung über die Leistungen im Arbeitsbereich wird ein Gesamtplanverfahren nach § 117 SGB IX durchgeführt.",
      ),
    ).toEqual([
      "Für die Entscheidung über die Leistungen im Arbeits·bereich führt man ein Gesamt·plan·verfahren durch.",
      "Das steht in Paragraf 117 vom Sozial·gesetz·buch 9.",
    ]);
  });

  it("puts the subject first when the citation opened the sentence", () => {
    // "nur" stays with its condition.
    expect(
      letter(
        "Nach § 46 Abs. 1 Nr. 11 der Straßenverkehrs-Ordnung kann der Parkausweis nur ausgestellt werden, wenn in Ihrem Schwerbehindertenausweis das Merkzeichen aG eingetragen ist.",
      ),
    ).toEqual([
      "Vielleicht ist in Ihrem Schwer·behinderten·ausweis das Merk·zeichen aG eingetragen.",
      "Nur dann können wir den Park·ausweis ausstellen.",
      "Das steht in Paragraf 46 Absatz 1 Nummer 11 von der Straßen·verkehrs-Ordnung.",
    ]);
    expect(letter("Gemäß § 55 OWiG erhalten Sie Gelegenheit, sich zu dem Vorwurf zu äußern.")).toEqual([
      "Sie können sich zu dem Vorwurf äußern.",
      "Das steht in Paragraf 55 vom Ordnungs·widrigkeiten·gesetz.",
    ]);
    expect(letter("Nach Artikel 3 des Grundgesetzes sind Sie vor dem Gesetz gleich.")).toEqual([
      "Sie sind vor dem Gesetz gleich.",
      "Das steht in Artikel 3 vom Grundgesetz.",
    ]);
    // A number after a law's name is the sentence's own; only a book's number belongs to it.
    expect(letter("Wir setzen nach § 17 OWiG 300 Euro fest.")).toEqual([
      "Wir setzen 300 Euro fest.",
      "Das steht in Paragraf 17 vom Ordnungs·widrigkeiten·gesetz.",
    ]);
    expect(letter("Die Miete beträgt nach § 2 des Mietvertrags 650 Euro.")).toEqual([
      "Die Miete beträgt 650 Euro.",
      "Das steht in Paragraf 2 vom Miet·vertrag.",
    ]);
    // The Civil Code has books too, but a letter cites it without one: "sechs Monate" stays.
    expect(letter("Die Kündigungsfrist beträgt gemäß § 573c Abs. 1 BGB sechs Monate.")).toEqual([
      "Die Kündigungs·frist beträgt 6 Monate.",
      "Das steht in Paragraf 573c Absatz 1 vom Bürgerlichen Gesetz·buch.",
    ]);
    // A genitive contract with its date; an adjective before the law's name.
    expect(
      letter(
        "Nach § 4 Ihres Arbeitsvertrags vom 01.02.2023 sind Sie verpflichtet, eine Verhinderung unverzüglich telefonisch mitzuteilen.",
      ),
    ).toEqual([
      "Sie müssen eine Verhinderung sofort telefonisch mitteilen.",
      "Das steht in Paragraf 4 von Ihrem Arbeits·vertrag vom 1. Februar 2023.",
    ]);
    expect(letter("Nach § 823 BGB muss der Schädiger den Schaden ersetzen.")).toEqual([
      "Der Schädiger muss den Schaden ersetzen.",
      "Das steht in Paragraf 823 vom Bürgerlichen Gesetz·buch.",
    ]);
    // A compound law the lexicon lacks takes the gender of its head noun (Gesetz, Verordnung).
    expect(letter("Nach § 1 Abs. 3 Unterhaltsvorschussgesetz muss der andere Elternteil zahlen.")).toEqual([
      "Der andere Eltern·teil muss zahlen.",
      "Das steht in Paragraf 1 Absatz 3 vom Unterhalts·vorschuss·gesetz.",
    ]);
  });

  it("fronts a connective adverb when the citation opened the sentence", () => {
    expect(
      letter("Gemäß § 159 Abs. 1 Satz 2 Nr. 1 SGB III tritt daher eine Sperrzeit wegen Arbeitsaufgabe ein."),
    ).toEqual([
      "Daher tritt eine Sperrzeit wegen Arbeits·aufgabe ein.",
      "Das steht in Paragraf 159 Absatz 1 Satz 2 Nummer 1 vom Sozial·gesetz·buch 3.",
    ]);
    // "aber" cannot take the first place of a verb-second clause.
    expect(letter("Nach § 5 BEEG gilt aber eine andere Frist.").join(" ")).not.toMatch(/^Aber gilt/);
  });

  it("reads a second paragraph of the same law and a time after a named law", () => {
    expect(
      letter(
        "Wir setzen die Kraftfahrzeugsteuer nach § 1 Abs. 1 Nr. 1 und § 9 des Kraftfahrzeugsteuergesetzes auf jährlich 186 Euro fest.",
      ),
    ).toEqual([
      "Wir setzen die Kraftfahrzeug·steuer auf jährlich 186 Euro fest.",
      "Das steht in Paragraf 1 Absatz 1 Nummer 1 und Paragraf 9 vom Kraftfahrzeug·steuer·gesetz.",
    ]);
    expect(
      letter(
        "Dann ist nach § 240 der Abgabenordnung für jeden angefangenen Monat ein Säumniszuschlag von 1 Prozent zu zahlen.",
      ).at(-1),
    ).toBe("Das steht in Paragraf 240 von der Abgaben·ordnung.");
    // "für" after a law's title goes on with the title.
    expect(
      letter("Sie müssen nach § 5 des Gesetzes für die Förderung der Bildung keine Auskunft geben.").join(
        " ",
      ),
    ).not.toContain("Das steht");
  });

  it("reads every subdivision and an acronym of the law", () => {
    expect(
      letter("Sie sind nach Artikel 6 Absatz 1 Buchstabe c DSGVO verpflichtet, uns die Daten zu geben."),
    ).toEqual(["Sie müssen uns die Daten geben.", "Das steht in Artikel 6 Absatz 1 Buchstabe c DSGVO."]);
    expect(letter("Eine Erstattung ist nach §§ 44 und 45 SGB X nicht möglich.")).toEqual([
      "Eine Erstattung ist nicht möglich.",
      "Das steht in den Paragrafen 44 und 45 vom Sozial·gesetz·buch 10.",
    ]);
    expect(
      letter(
        "Eine Beschäftigung ist im Sinne des Paragrafen 8 SGB IV geringfügig, wenn das Entgelt 556 Euro nicht übersteigt.",
      ),
    ).toEqual([
      "Vielleicht übersteigt das Entgelt 556 Euro nicht.",
      "Dann ist eine Beschäftigung geringfügig.",
      "Das steht in Paragraf 8 vom Sozial·gesetz·buch 4.",
    ]);
    // A second citation it does not read: the sentence stays.
    expect(letter("Nach § 5 in Verbindung mit § 7 SGB II haben Sie keinen Anspruch.")).toEqual([
      "Nach Paragraf 5 in Verbindung mit Paragraf 7 Sozial·gesetz·buch 2 haben Sie keinen Anspruch.",
    ]);
  });

  it("keeps a state's name with the law ('SchulG NRW', written out)", () => {
    expect(
      letter(
        "Wer dieser Pflicht nicht nachkommt, handelt gemäß § 126 Abs. 1 Nr. 5 SchulG NRW ordnungswidrig.",
      ),
    ).toEqual([
      "Vielleicht kommt jemand dieser Pflicht nicht nach.",
      "Dann handelt er ordnungswidrig.",
      "Das steht in Paragraf 126 Absatz 1 Nummer 5 vom Schul·gesetz Nordrhein-Westfalen.",
    ]);
    expect(letter("Sie müssen gemäß § 13 WFNG NRW Ihr Einkommen nachweisen.")).toEqual([
      "Sie müssen Ihr Einkommen nachweisen.",
      "Das steht in Paragraf 13 WFNG Nordrhein-Westfalen.",
    ]);
  });

  it("keeps a public body's name and a version with the law", () => {
    expect(
      letter(
        "Wegen Ihrer Anmeldung vom 14.01.2026 wird für Ihren Hund Bruno gemäß § 2 der Hundesteuersatzung der Stadt Kassel ab dem 01.01.2026 eine jährliche Hundesteuer in Höhe von 120,00 Euro festgesetzt.",
      ),
    ).toEqual([
      "Wegen Ihrer Anmeldung setzen wir für Ihren Hund Bruno eine jährliche Hunde·steuer von 120 Euro fest.",
      "Das steht in Paragraf 2 von der Hunde·steuer·satzung von der Stadt Kassel.",
      "Das gilt ab dem 1. Januar 2026.",
      "Die Anmeldung ist vom 14. Januar 2026.",
    ]);
    expect(
      letter(
        "Wir haben Ihren Antrag auf Grundlage des Wohngeldgesetzes in der Fassung vom 1. Januar 2025 geprüft.",
      ),
    ).toEqual([
      "Wir haben Ihren Antrag geprüft.",
      "Das steht im Wohngeld·gesetz in der Fassung vom 1. Januar 2025.",
    ]);
    expect(
      letter(
        "Für das Grundstück Birkenweg 12 werden die Abfallgebühren auf Grundlage der Abfallgebührensatzung in der ab dem 01.01.2026 geltenden Fassung festgesetzt.",
      ),
    ).toEqual([
      "Für das Grundstück Birkenweg 12 setzen wir die Abfall·gebühren fest.",
      "Das steht in der Abfall·gebühren·satzung in der ab dem 1. Januar 2026 geltenden Fassung.",
    ]);
  });

  it("names a label that stood in parentheses", () => {
    expect(
      letter(
        "Vor einer endgültigen Entscheidung erhalten Sie Gelegenheit, sich bis zum 27.03.2026 zu äußern (Anhörung nach § 24 SGB X).",
      ),
    ).toEqual([
      "Vor einer endgültigen Entscheidung können Sie sich äußern.",
      "Das können Sie bis zum 27. März 2026 machen.",
      "Das ist eine Anhörung.",
      "Das steht in Paragraf 24 vom Sozial·gesetz·buch 10.",
    ]);
  });

  it("follows a clause that leans on the one it came from", () => {
    expect(
      letter(
        "Wir teilen Ihnen mit, dass Ihr Bürgergeld nach § 32 SGB II gemindert wird, weil Sie nicht zum Termin gekommen sind.",
      ),
    ).toEqual([
      "Wir teilen Ihnen mit:",
      "Wir mindern Ihr Bürger·geld.",
      "Denn Sie sind nicht zum Termin gekommen.",
      "Das steht in Paragraf 32 vom Sozial·gesetz·buch 2.",
    ]);
  });

  it("follows what the clause announces with a colon", () => {
    expect(
      letter(
        "Gemäß § 802f Abs. 1 ZPO fordere ich Sie hiermit auf, den Betrag binnen zwei Wochen an mich zu zahlen.",
      ),
    ).toEqual([
      "Ich fordere Sie auf:",
      "Sie müssen den Betrag binnen 2 Wochen an mich zahlen.",
      "Das steht in Paragraf 802f Absatz 1 von der Zivil·prozess·ordnung.",
    ]);
  });

  it("leaves a noun subject that may take an attribute, two citations and a law's title", () => {
    for (const sentence of [
      // Moved first, "Eltern" would leave "von Kindern unter 3 Jahren" behind.
      "Nach § 5 BEEG können Eltern von Kindern unter 3 Jahren Elterngeld beantragen.",
      "Nach Artikel 3 des Grundgesetzes sind alle Menschen vor dem Gesetz gleich.",
      "Sie haben nach § 7 SGB II in Verbindung mit § 19 SGB II Anspruch auf Bürgergeld.",
      "Sie sind nach § 5 EStG und nach § 3 UStG steuerpflichtig.",
      "Sie müssen nach § 5 des Gesetzes über den Datenschutz keine Auskunft geben.",
    ])
      expect(letter(sentence).join(" ")).toMatch(/Paragraf|Artikel/);
    expect(
      letter(
        "Wir haben die Leistung nach § 48 SGB X aufgehoben und fordern nach § 50 SGB X 300 Euro zurück.",
      ),
    ).not.toContain("Das steht in Paragraf 48 vom Sozial·gesetz·buch 10.");
    for (const sentence of [
      "Sie sind nach § 5 EStG und nach § 3 UStG steuerpflichtig.",
      "Sie müssen nach § 5 des Gesetzes über den Datenschutz keine Auskunft geben.",
    ])
      expect(letter(sentence).join(" ")).not.toContain("Das steht");
  });

  it("names the tax law in full and keeps a cited unit in its noun phrase (fresh Familienkasse letter)", () => {
    expect(
      letter("Die Festsetzung des Kindergeldes wird ab August 2024 nach § 70 Abs. 2 EStG aufgehoben."),
    ).toEqual([
      "Wir heben die Festsetzung vom Kinder·geld ab August 2024 auf.",
      "Das steht in Paragraf 70 Absatz 2 vom Einkommen·steuer·gesetz.",
    ]);
    expect(
      letter(
        "Die Aufwendungen konnten nicht berücksichtigt werden, da die Voraussetzungen des § 4 Abs. 5 Satz 1 Nr. 6b EStG nicht erfüllt sind.",
      ),
    ).toEqual([
      "Die Bedingungen von Paragraf 4 Absatz 5 Satz 1 Nummer 6b Einkommen·steuer·gesetz sind nicht erfüllt.",
      "Deshalb konnten wir die Aufwendungen nicht berücksichtigen.",
    ]);
  });

  it("takes named laws joined by 'in Verbindung mit' as one reference", () => {
    expect(
      letter("Sie haben nach § 7 SGB II in Verbindung mit § 19 SGB II Anspruch auf Bürgergeld."),
    ).toEqual([
      "Sie haben Anspruch auf Bürger·geld.",
      "Das steht in Paragraf 7 vom Sozial·gesetz·buch 2 und in Paragraf 19 vom Sozial·gesetz·buch 2.",
    ]);
    expect(
      letter("Wir heben den Bescheid gemäß § 40 SGB II in Verbindung mit § 48 Abs. 1 SGB X auf."),
    ).toEqual([
      "Wir heben den Bescheid auf.",
      "Das steht in Paragraf 40 vom Sozial·gesetz·buch 2 und in Paragraf 48 Absatz 1 vom Sozial·gesetz·buch 10.",
    ]);
    // A first paragraph without its law stays as it is.
    expect(
      letter("Wir heben den Bescheid gemäß § 40 in Verbindung mit § 48 SGB X auf.").join(" "),
    ).not.toContain("Das steht");
  });

  it("leaves a citation that is no frame of the sentence", () => {
    const unchanged: [string, string][] = [
      // The reference is the subject or the object.
      ["§ 32 SGB II regelt die Minderung.", "Paragraf 32 Sozial·gesetz·buch 2 regelt die Minderung."],
      ["Lesen Sie bitte § 5 der Satzung.", "Lesen Sie bitte Paragraf 5 von der Satzung."],
      // "nach" is the verb's object.
      [
        "Die Höhe des Zuschlags richtet sich nach § 5 der Satzung.",
        "Die Höhe vom Zuschlag richtet sich nach Paragraf 5 von der Satzung.",
      ],
      // An attribute of the subject before the verb.
      [
        "Auch ein Ausnahmefall nach § 2 Abs. 1a SGB V ist nicht gegeben.",
        "Auch ein Ausnahme·fall nach Paragraf 2 Absatz 1a Sozial·gesetz·buch 5 ist nicht gegeben.",
      ],
      // No paragraph and no law: a basis of fact, a kind of benefit.
      [
        "Die Festsetzung erfolgt auf Grundlage des Gutachtens.",
        "Die Festsetzung erfolgt auf Grundlage vom Gutachten.",
      ],
      ["Sie beziehen Leistungen nach dem SGB II.", "Sie beziehen Leistungen nach dem Sozial·gesetz·buch 2."],
      // A question.
      ["Können wir Ihnen nach § 5 helfen?", "Können wir Ihnen nach Paragraf 5 helfen?"],
    ];
    for (const [source, expected] of unchanged) expect(letter(source)).toEqual([expected]);
    // Before a colon: the citation would come between it and what it announces.
    expect(
      letter(
        "Die Gebühren werden auf Grundlage der Abfallgebührensatzung wie folgt festgesetzt: Die Grundgebühr beträgt 38,40 Euro.",
      ),
    ).toEqual([
      "Wir setzen die Gebühren auf Grundlage von der Abfall·gebühren·satzung wie folgt fest:",
      "Die Grund·gebühr beträgt 38,40 Euro.",
    ]);
    // A quotation is cited as it stands.
    expect(letter("Im Bescheid steht, dass Ihr Bürgergeld „nach § 32 SGB II gemindert“ wird.")).not.toContain(
      "Das steht in Paragraf 32 vom Sozial·gesetz·buch 2.",
    );
  });

  it("leaves a text that does not address its reader alone (news)", () => {
    const news = "Der Bundestag hat den Kanzler nach Artikel 63 des Grundgesetzes gewählt.";
    expect(simplifyText(news, { level: "leicht", explanations: "none" }).simplified_text).not.toContain(
      "Das steht",
    );
  });

  it("leaves Einfache Sprache alone", () => {
    expect(
      letter("Gemäß § 55 OWiG erhalten Sie Gelegenheit, sich zu dem Vorwurf zu äußern.", "einfach"),
    ).toEqual([
      "Gemäß Paragraf 55 Ordnungswidrigkeitengesetz bekommen Sie Gelegenheit, sich zu dem Vorwurf zu äußern.",
    ]);
  });
});

describe("quotedCitations", () => {
  it("finds the numbers cited inside quotation marks", () => {
    expect([...quotedCitations("Dort heißt es: „Nach § 5 Abs. 2 und Art. 3 …“, sonst § 7.")]).toEqual([
      "5",
      "3",
    ]);
  });
});
