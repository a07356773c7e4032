// clause-tools.ts: the verb-second order of a verb-final clause that opens with a prepositional
// phrase (prepositionFirstOrder), seen through the split of a dass clause.
import { describe, expect, it } from "vitest";
import { citationEnd, prefixMain } from "./clause-tools.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("subjectFirstOrder: the subject's own attributes", () => {
  it("keeps a phrase with 'für' after Preis or Miete with the subject", () => {
    // Was "Der Preis ändert sich für Ihre Stromlieferung zum 1. Mai 2026."
    expect(
      split(
        "Wir müssen Ihnen leider mitteilen, dass sich der Preis für Ihre Stromlieferung zum 1. Mai 2026 ändert.",
      ),
    ).toEqual([
      "Wir müssen Ihnen leider mitteilen:",
      "Der Preis für Ihre Stromlieferung ändert sich zum 1. Mai 2026.",
    ]);
    // Was "Der Preis ändert für Ihre Stromlieferung sich zum 1. Mai."
    expect(
      split("Wir teilen Ihnen mit, dass der Preis für Ihre Stromlieferung sich zum 1. Mai ändert."),
    ).toEqual(["Wir teilen Ihnen mit:", "Der Preis für Ihre Stromlieferung ändert sich zum 1. Mai."]);
  });

  it("takes Eigenanteil and Zuzahlung with their für-phrase, but not before a place that may be the verb's", () => {
    expect(
      split("Wir teilen Ihnen mit, dass sich die Zuzahlung für Ihre Medikamente ab Januar erhöht."),
    ).toEqual(["Wir teilen Ihnen mit:", "Die Zuzahlung für Ihre Medikamente erhöht sich ab Januar."]);
    // "im Pflegeheim" may qualify "Platz": the phrase stays after the verb (not "Der Eigenanteil für
    // Ihren Platz ändert sich im Pflegeheim", where the change happens in the home).
    expect(
      split(
        "Wir teilen Ihnen mit, dass sich der Eigenanteil für Ihren Platz im Pflegeheim zum 1. Juli 2026 ändert.",
      ),
    ).toEqual([
      "Wir teilen Ihnen mit:",
      "Der Eigenanteil ändert sich für Ihren Platz im Pflegeheim zum 1. Juli 2026.",
    ]);
    expect(
      split("Wir teilen Ihnen mit, dass sich die Miete für Ihre Wohnung in der Gartenstraße erhöht."),
    ).toEqual(["Wir teilen Ihnen mit:", "Die Miete erhöht sich für Ihre Wohnung in der Gartenstraße."]);
    // A time after the phrase is the verb's.
    expect(split("Wir teilen Ihnen mit, dass sich der Preis für Ihre Stromlieferung im Mai ändert.")).toEqual(
      ["Wir teilen Ihnen mit:", "Der Preis für Ihre Stromlieferung ändert sich im Mai."],
    );
  });

  it("leaves the clause when a possessive in -er after the subject may be a genitive or a dative", () => {
    // Was "Die Adresse ändert sich unserer Filiale im Juni." and "Die Adresse ist Ihrer Tochter falsch."
    for (const sentence of [
      "Bitte beachten Sie, dass sich die Adresse unserer Filiale im Juni ändert.",
      "Wir teilen Ihnen mit, dass der Antrag Ihrer Tochter vorliegt.",
      "Wir teilen Ihnen mit, dass die Adresse Ihrer Tochter falsch ist.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // "der" after a copula opens the predicate; a dative verb takes its object.
    expect(split("Wir wissen, dass Jesus der Sohn Davids ist.")).toEqual([
      "Wir wissen:",
      "Jesus ist der Sohn Davids.",
    ]);
    expect(split("Wir wissen, dass die Mutter der Tochter ein Buch gibt.")).toEqual([
      "Wir wissen:",
      "Die Mutter gibt der Tochter ein Buch.",
    ]);
  });
});

describe("prepositionFirstOrder: a name after a noun that takes one", () => {
  it("keeps an unknown name, or a name ending in a legal form, in the leading phrase", () => {
    expect(split("Wir teilen Ihnen mit, dass in der Stadt Wittenbach ein Fehler passiert ist.")).toEqual([
      "Wir teilen Ihnen mit:",
      "In der Stadt Wittenbach ist ein Fehler passiert.",
    ]);
    // Was "In der Firma ist Haustechnik Lemke ein Fehler passiert."
    expect(
      split("Wir teilen Ihnen mit, dass in der Firma Haustechnik Lemke ein Fehler passiert ist."),
    ).toEqual(["Wir teilen Ihnen mit:", "In der Firma Haustechnik Lemke ist ein Fehler passiert."]);
    expect(split("Wir teilen Ihnen mit, dass bei der Firma Müller GmbH ein Fehler passiert ist.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Bei der Firma Müller GmbH ist ein Fehler passiert.",
    ]);
    // No name: the verb follows the phrase as before.
    expect(split("Wir teilen Ihnen mit, dass in der Stadt ein Fehler passiert ist.")).toEqual([
      "Wir teilen Ihnen mit:",
      "In der Stadt ist ein Fehler passiert.",
    ]);
  });

  it("keeps a known word after such a noun as its name when a later phrase has the subject", () => {
    // "Läuse" after the second phrase is the subject, so "Igel" is the group's name (the clause
    // stayed whole; before that it read "In der Gruppe sind Igel bei mehreren Kindern …").
    expect(
      split("Wir teilen Ihnen mit, dass in der Gruppe Igel bei mehreren Kindern Läuse gefunden wurden."),
    ).toEqual(["Wir teilen Ihnen mit:", "In der Gruppe Igel wurden bei mehreren Kindern Läuse gefunden."]);
  });

  it("leaves the clause when a known word after such a noun may be its name or the subject", () => {
    const alone = "Wir teilen Ihnen mit, dass in der Gruppe Igel gefunden wurden.";
    expect(split(alone)).toEqual([alone]);
    // No noun subject after the second phrase: "Igel" may still be the subject.
    const later = "Wir teilen Ihnen mit, dass in der Gruppe Igel bei Kindern gestern gefunden wurden.";
    expect(split(later)).toEqual([later]);
  });
});

describe("prepositionFirstOrder: the end of the leading phrase", () => {
  it("reads a declined quantifier as the phrase's determiner", () => {
    // Was left whole: "mehreren" was no word of a noun phrase.
    expect(
      split(
        "Wir möchten Sie darüber informieren, dass bei mehreren Kindern Kopfläuse festgestellt worden sind.",
      ),
    ).toEqual([
      "Wir möchten Sie darüber informieren:",
      "Bei mehreren Kindern sind Kopfläuse festgestellt worden.",
    ]);
    expect(split("Wir teilen Ihnen mit, dass bei einigen Anträgen Unterlagen fehlen.")).toEqual([
      "Wir teilen Ihnen mit:",
      "Bei einigen Anträgen fehlen Unterlagen.",
    ]);
  });

  it("keeps a street and house number after the noun in the phrase", () => {
    // Was left whole ("Birkenweg" may have been the subject).
    expect(
      split(
        "Wir kündigen Ihnen an, dass in dem Gebäude Birkenweg 9 umfangreiche Arbeiten durchgeführt werden.",
      ),
    ).toEqual([
      "Wir kündigen Ihnen an:",
      "In dem Gebäude Birkenweg 9 werden umfangreiche Arbeiten durchgeführt.",
    ]);
    // The relative clause after the address is about the building.
    expect(
      split(
        "Wir kündigen Ihnen an, dass in dem Gebäude Birkenweg 9, in dem sich Ihre Wohnung befindet, umfangreiche Arbeiten durchgeführt werden.",
      ),
    ).toEqual([
      "Wir kündigen Ihnen an:",
      "In dem Gebäude Birkenweg 9 werden umfangreiche Arbeiten durchgeführt.",
      "In dem Gebäude befindet sich Ihre Wohnung.",
    ]);
  });

  it("does not read a number after a street that is the phrase's own noun as a house number of another noun", () => {
    // "Hauptstraße" is the noun of the phrase; "5 Kinder" is the subject.
    expect(split("Wir teilen Ihnen mit, dass in der Hauptstraße 5 Kinder spielen.")).toEqual([
      "Wir teilen Ihnen mit:",
      "In der Hauptstraße spielen 5 Kinder.",
    ]);
  });
});

describe("citationEnd: a cited unit keeps its number and law in a noun phrase", () => {
  const end = (phrase: string, at: number) => {
    const tokens = tokenize(phrase);
    return renderTokens(tokens.slice(0, citationEnd(tokens, at)));
  };

  it("reads the number, the subdivisions and a law named after them", () => {
    expect(end("Paragrafen 4 Absatz 5 Satz 1 Nummer 6b EStG nicht", 0)).toBe(
      "Paragrafen 4 Absatz 5 Satz 1 Nummer 6b EStG",
    );
    expect(end("Paragrafen 7 Sozialgesetzbuch 2 nicht", 0)).toBe("Paragrafen 7 Sozialgesetzbuch 2");
    expect(end("Paragrafen 32 Absatz 4 Einkommensteuergesetz erfüllt", 0)).toBe(
      "Paragrafen 32 Absatz 4 Einkommensteuergesetz",
    );
    // No number: the noun alone; any other noun: itself.
    expect(end("Paragrafen nicht", 0)).toBe("Paragrafen");
    expect(end("Antrag 4 Absatz", 0)).toBe("Antrag");
  });

  it("keeps the citation in the subject when the verb moves behind it", () => {
    // Was "Denn die Bedingungen vom Paragrafen sind 4 Absatz 5 … nicht erfüllt."
    expect(
      split(
        "Die Aufwendungen konnten nicht berücksichtigt werden, da die Voraussetzungen des Paragrafen 4 Absatz 5 Satz 1 Nummer 6b EStG nicht erfüllt sind.",
      ),
    ).toEqual([
      "Die Voraussetzungen des Paragrafen 4 Absatz 5 Satz 1 Nummer 6b EStG sind nicht erfüllt.",
      "Deshalb konnten die Aufwendungen nicht berücksichtigt werden.",
    ]);
    expect(
      split(
        "Der Antrag wurde abgelehnt, weil die Voraussetzungen des Paragrafen 7 Sozialgesetzbuch 2 nicht vorliegen.",
      ),
    ).toEqual([
      "Die Voraussetzungen des Paragrafen 7 Sozialgesetzbuch 2 liegen nicht vor.",
      "Deshalb wurde der Antrag abgelehnt.",
    ]);
  });
});

describe("prefixMain: a connector first, the subject after the verb", () => {
  const prefixed = (clause: string, formal = true) => {
    const result = prefixMain(tokenize(clause), "dann", formal);
    return result === undefined ? undefined : renderTokens(result);
  };

  it("puts unstressed object pronouns before a subject that is no pronoun", () => {
    // Was "Nur dann entstehen Kosten Ihnen."
    expect(prefixed("Kosten entstehen Ihnen")).toBe("Dann entstehen Ihnen Kosten");
    expect(split("Das Amt hilft Ihnen, wenn Sie einen Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie einen Antrag.",
      "Dann hilft Ihnen das Amt.",
    ]);
  });

  it("keeps the order after a pronoun subject and with a noun object", () => {
    expect(prefixed("Sie hilft uns", false)).toBe("Dann hilft sie uns");
    expect(split("Das Amt zahlt die Miete, wenn Sie einen Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie einen Antrag.",
      "Dann zahlt das Amt die Miete.",
    ]);
    // "ihr" may be a possessive ("ihr Kind"): not moved.
    expect(prefixed("Kosten entstehen ihr")).toBe("Dann entstehen Kosten ihr");
  });
});

describe("subjectAt: a title, a rank and a surname (hrevn)", () => {
  it("keeps 'Frau Doktor Berg' and 'Herr Pfarrer Klein' one subject", () => {
    expect(split("Dass Frau Doktor Berg die Praxis übernommen hat, freut uns.")).toEqual([
      "Frau Doktor Berg hat die Praxis übernommen.",
      "Das freut uns.",
    ]);
    expect(split("Wir hoffen, dass Herr Pfarrer Klein die Messe hält.")).toEqual([
      "Wir hoffen:",
      "Herr Pfarrer Klein hält die Messe.",
    ]);
    expect(split("Ich glaube, dass Herr Bauer Kinder hat.")).toEqual([
      "Ich glaube:",
      "Herr Bauer hat Kinder.",
    ]);
  });
});

describe("subjectAt: an adjective of a name written large", () => {
  it("keeps 'der Medizinische Dienst' together when the verb moves (was 'Der Medizinische hat Dienst …')", () => {
    expect(split("Weil der Medizinische Dienst Sie besucht hat, übernehmen wir die Kosten.")).toEqual([
      "Der Medizinische Dienst hat Sie besucht.",
      "Deshalb übernehmen wir die Kosten.",
    ]);
    expect(split("Da die Deutsche Bahn gestreikt hat, kam der Zug zu spät.")[0]).toBe(
      "Die Deutsche Bahn hat gestreikt.",
    );
  });
  it("reads a noun after a nominalised adjective as its object", () => {
    expect(split("Weil der Kranke Fieber hat, rufen wir den Arzt.")[0]).toBe("Der Kranke hat Fieber.");
  });
});

describe("subjectAt: a name after a noun that takes one", () => {
  it("keeps the name with its noun when the verb moves (was 'Die Stadt spart Köln.')", () => {
    expect(split("Weil die Stadt Wittenbach spart, steigen die Gebühren.")[0]).toBe("Die Stadt Wittenbach spart.");
    expect(split("Weil die Praxis Doktor Sommer schließt, müssen Sie wechseln.")[0]).toBe(
      "Die Praxis Doktor Sommer schließt.",
    );
  });
  it("reads a known noun after it as the object", () => {
    expect(split("Weil die Familie Kinder hat, bekommt sie Kindergeld.")[0]).toBe("Die Familie hat Kinder.");
    expect(split("Weil die Schule Geld braucht, gibt es ein Fest.")[0]).toBe("Die Schule braucht Geld.");
  });
});
