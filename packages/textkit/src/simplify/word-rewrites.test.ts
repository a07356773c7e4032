import { describe, expect, it } from "vitest";
import { glossaryEntryOf } from "./glossary.ts";
import { replaceSynonyms } from "./replace-synonyms.ts";
import { separateCompounds } from "./separate-compounds.ts";
import { clauseTokens, render } from "./test-helpers.ts";
import { word } from "./tokens.ts";

const synonyms = (sentence: string) => render(replaceSynonyms(clauseTokens(sentence)).tokens);

describe("replaceSynonyms", () => {
  it("writes 'nicht bereits' as 'noch nicht' (was 'nicht schon')", () => {
    expect(synonyms("Ein Foto wurde nicht bereits vorgelegt.")).toBe("Ein Foto wurde noch nicht vorgelegt.");
    expect(synonyms("Das ist bereits erledigt, aber nicht schon heute.")).toBe(
      "Das ist schon erledigt, aber nicht schon heute.",
    );
  });

  it("writes 'beispielsweise' as 'zum Beispiel', but not between a preposition and its noun", () => {
    expect(synonyms("Sie können beispielsweise online zahlen.")).toBe(
      "Sie können zum Beispiel online zahlen.",
    );
    expect(synonyms("Das gilt für beispielsweise Kinder.")).toBe("Das gilt für beispielsweise Kinder.");
  });

  it("replaces verbs in the same person, number and tense", () => {
    expect(synonyms("Sie erhalten einen Bescheid.")).toBe("Sie bekommen einen Bescheid.");
    expect(synonyms("Er erhielt den Brief.")).toBe("Er bekam den Brief.");
    expect(synonyms("Wir benötigen Ihre Unterschrift.")).toBe("Wir brauchen Ihre Unterschrift.");
    expect(synonyms("Wir haben den Brief erhalten.")).toBe("Wir haben den Brief bekommen.");
  });

  it("reads a verb before man/er/ich/du/wir as finite of that person, not as a participle", () => {
    expect(synonyms("Vielleicht entrichtet man den Betrag nicht.")).toBe(
      "Vielleicht zahlt man den Betrag nicht.",
    );
    expect(synonyms("Er hat den Betrag entrichtet.")).toBe("Er hat den Betrag gezahlt.");
  });

  it("replaces uninflected words, but not in a position that breaks word order", () => {
    expect(synonyms("Bitte melden Sie sich unverzüglich.")).toBe("Bitte melden Sie sich sofort.");
    expect(synonyms("Jedoch kam er nicht.")).toBe("Jedoch kam er nicht.");
  });

  it("takes 'doch' for a 'jedoch' that opens a comma clause before its finite verb, else 'aber'", () => {
    expect(
      synonyms(
        "Ein Anspruch auf eine bestimmte Klinik besteht nicht, jedoch wurde Ihr Wunsch berücksichtigt.",
      ),
    ).toBe("Ein Anspruch auf eine bestimmte Klinik besteht nicht, doch wurde Ihr Wunsch beachtet.");
    expect(synonyms("Die Kosten werden übernommen, jedoch nur bis 500 Euro.")).toBe(
      "Die Kosten werden übernommen, aber nur bis 500 Euro.",
    );
    expect(synonyms("Das ist jedoch nicht möglich.")).toBe("Das ist aber nicht möglich.");
    expect(synonyms("Es gibt mindestens jedoch 300 Euro.")).toBe("Es gibt mindestens aber 300 Euro.");
  });

  it("replaces long adverbs and adjectives by short everyday words", () => {
    expect(synonyms("Füllen Sie das Formular ordnungsgemäß und fristgerecht aus.")).toBe(
      "Füllen Sie das Formular richtig und pünktlich aus.",
    );
    expect(synonyms("Das gilt ausschließlich für Mieter.")).toBe("Das gilt nur für Mieter.");
    expect(synonyms("Es gibt die verschiedensten Angebote.")).toBe("Es gibt die verschiedenen Angebote.");
  });

  it("leaves nouns alone", () => {
    expect(synonyms("Der Erhalt des Briefes ist wichtig.")).toBe("Der Erhalt des Briefes ist wichtig.");
  });
});

describe("separateCompounds", () => {
  it("separates long nouns with the chosen separator", () => {
    const tokens = [word("Einkommensnachweis")];
    expect(separateCompounds(tokens, "mediopunkt").tokens[0]?.text).toBe("Einkommens·nachweis");
    expect(separateCompounds(tokens, "hyphen").tokens[0]?.text).toBe("Einkommens-Nachweis");
    expect(separateCompounds(tokens, "none").tokens[0]?.text).toBe("Einkommensnachweis");
  });

  it("does not separate names: a capital inside the word, the name after Stadt or Gemeinde", () => {
    const texts = (words: string[]) =>
      separateCompounds(words.map(word), "mediopunkt").tokens.map((token) => token.text);
    expect(texts(["das", "Portal", "ElterngeldDigital"])).toEqual(["das", "Portal", "ElterngeldDigital"]);
    expect(texts(["der", "Stadt", "Musterstadt"])).toEqual(["der", "Stadt", "Musterstadt"]);
    // The name of a Kita, a school, a firm (was "Kita Sonnen·blume").
    expect(texts(["die", "Kita", "Sonnenblume"])).toEqual(["die", "Kita", "Sonnenblume"]);
    expect(texts(["die", "Schule", "Waldkirchen"])).toEqual(["die", "Schule", "Waldkirchen"]);
    // The same word in running text is separated.
    expect(texts(["die", "Musterstadt", "und", "Elterngeldstelle"])).toEqual([
      "die",
      "Muster·stadt",
      "und",
      "Eltern·geld·stelle",
    ]);
  });

  it("separates mid-length dictionary nouns with clear joints, not adverbs or names", () => {
    const separated = (text: string) => render(separateCompounds(clauseTokens(text), "mediopunkt").tokens);
    expect(separated("Übermorgen ist Ihre Sprechstunde beim Hausarzt.")).toBe(
      "Übermorgen ist Ihre Sprech·stunde beim Hausarzt.",
    );
    expect(separated("Die Vorauszahlungen für die Heizkosten steigen ab März.")).toBe(
      "Die Voraus·zahlungen für die Heiz·kosten steigen ab März.",
    );
    expect(separated("Die Wirtschaft im Schwarzwald wächst langsam.")).toBe(
      "Die Wirtschaft im Schwarzwald wächst langsam.",
    );
    expect(separated("Wir ziehen den Betrag per Lastschrift ein.")).toBe(
      "Wir ziehen den Betrag per Last·schrift ein.",
    );
    expect(render(separateCompounds(clauseTokens("Die Sprechzeiten ändern sich."), "none").tokens)).toBe(
      "Die Sprechzeiten ändern sich.",
    );
  });

  it("does not separate the town after a postcode that opens the line or follows a comma", () => {
    const separated = (text: string) => render(separateCompounds(clauseTokens(text), "mediopunkt").tokens);
    expect(separated("Am Markt 12, 16515 Wiesenburg.")).toBe("Am Markt 12, 16515 Wiesenburg.");
    expect(separated("16515 Wiesenburg.")).toBe("16515 Wiesenburg.");
    // A street's name before its house number is part of an address; without a number it is a word.
    expect(separated("Bitte kommen Sie in die Bahnhofstraße 14.")).toBe(
      "Bitte kommen Sie in die Bahnhofstraße 14.",
    );
    expect(separated("Die Bahnhofstraße ist lang.")).toBe("Die Bahnhof·straße ist lang.");
    expect(separated("Am Klinikpark 1, 24611 Hohenfelde.")).toBe("Am Klinikpark 1, 24611 Hohenfelde.");
    // A word in -park or -markt before a count is no street, nor after a lower-case preposition.
    expect(separated("Wir waren im Schweinestall 40 Minuten.")).toBe(
      "Wir waren im Schweine·stall 40 Minuten.",
    );
    expect(separated("Auf der Landstraße 20 Kilometer fahren.")).toBe(
      "Auf der Land·straße 20 Kilometer fahren.",
    );
    expect(separated("Der Freizeitpark 12 Stunden offen.")).toBe("Der Freizeit·park 12 Stunden offen.");
    expect(separated("Im Kalenderjahr 2025 zahlen Sie mehr.")).toBe("Im Kalender·jahr 2025 zahlen Sie mehr.");
    // A number in running text is no postcode: the noun after it is separated.
    expect(separated("Wir haben 12000 Einkommensnachweise geprüft.")).toBe(
      "Wir haben 12000 Einkommens·nachweise geprüft.",
    );
    expect(separated("Im Jahr 2025 Einkommensnachweise.")).toBe("Im Jahr 2025 Einkommens·nachweise.");
    // Other address parts before the comma, a district after the town.
    expect(separated("Bürgeramt, 34567 Lindenfeld.")).toBe("Bürgeramt, 34567 Lindenfeld.");
    expect(separated("Rathausplatz 4, 34567 Lindenfeld OT Kleinhausen.")).toBe(
      "Rathausplatz 4, 34567 Lindenfeld OT Klein·hausen.",
    );
    // A count in a list after a comma is no town.
    expect(separated("Es gab 35000 Anträge, 12000 Widerspruchsverfahren und 5000 Klagen.")).toBe(
      "Es gab 35000 Anträge, 12000 Widerspruchs·verfahren und 5000 Klagen.",
    );
  });

  it("does not separate verbs or short words", () => {
    expect(
      separateCompounds([word("unterwerft"), word("Wohngeld")], "mediopunkt").tokens.map((t) => t.text),
    ).toEqual(["unterwerft", "Wohngeld"]);
  });
});

describe("glossaryEntryOf", () => {
  it("finds a term by an inflected form", () => {
    expect(glossaryEntryOf(word("Bescheide"))?.term).toBe("Bescheid");
    expect(glossaryEntryOf(word("Hund"))).toBeUndefined();
  });

  it("does not explain the general verb 'mindern' as a rent reduction", () => {
    // "Ihr Bürgergeld wird um 10 Prozent gemindert" is a benefit reduction, not a Mietminderung.
    expect(glossaryEntryOf(word("gemindert"))).toBeUndefined();
    expect(glossaryEntryOf(word("mindern"))).toBeUndefined();
    expect(glossaryEntryOf(word("Mietminderung"))?.term).toBe("Mietminderung");
  });
});

describe("words that mean the letter itself", () => {
  const letter = (sentence: string, inLetter: boolean) =>
    render(replaceSynonyms(clauseTokens(sentence), inLetter).tokens);

  it("says 'mit diesem Brief' for 'hiermit' in a letter, wherever it stands", () => {
    expect(letter("Hiermit laden wir Sie zu einem Gespräch ein.", true)).toBe(
      "Mit diesem Brief laden wir Sie zu einem Gespräch ein.",
    );
    expect(letter("Wir bestätigen Ihnen hiermit den Eingang.", true)).toBe(
      "Wir bestätigen Ihnen mit diesem Brief den Eingang.",
    );
  });

  it("keeps 'hiermit verbunden' (with this) and 'hiermit' outside letters (in a form it is the form)", () => {
    expect(letter("Hiermit verbunden ist eine Gebühr.", true)).toBe("Hiermit verbunden ist eine Gebühr.");
    expect(letter("Hiermit bestätige ich meine Angaben.", false)).toBe(
      "Hiermit bestätige ich meine Angaben.",
    );
  });
});
