import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitAddressApposition } from "./split-address-apposition.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const split = (sentence: string): string[] | undefined =>
  splitAddressApposition({ tokens: clauseTokens(sentence), end: "." })?.map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

describe("splitAddressApposition", () => {
  it("states an address between commas after a place on its own", () => {
    expect(
      split("Sie müssen den Widerspruch beim Bürgermeister von der Stadt Marl, Creiler Platz 1, einlegen"),
    ).toEqual([
      "Sie müssen den Widerspruch beim Bürgermeister von der Stadt Marl einlegen.",
      "Die Adresse ist Creiler Platz 1.",
    ]);
    expect(
      split(
        "Für Ihr Kind können wir einen Platz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, anbieten",
      ),
    ).toEqual([
      "Für Ihr Kind können wir einen Platz in der Kindertagesstätte Sonnenblume anbieten.",
      "Die Adresse ist Am Stadtpark 5.",
    ]);
    expect(
      split(
        "Wir laden Sie zu einem Gespräch am 16. März um 9:30 Uhr in die Räume von Ihrem Arbeitgeber, Industriestraße 41, 66333 Völklingen, ein",
      ),
    ).toEqual([
      "Wir laden Sie zu einem Gespräch am 16. März um 9:30 Uhr in die Räume von Ihrem Arbeitgeber ein.",
      "Die Adresse ist Industriestraße 41, 66333 Völklingen.",
    ]);
  });

  it("keeps short clauses, rooms, genitives, relative clauses and lists after the address", () => {
    for (const sentence of [
      // Short enough.
      "Bitte kommen Sie zum Rathaus, Marktplatz 1, hin",
      // A room, no address.
      "Die Unterlagen liegen während der Öffnungszeiten im Rathaus, Zimmer 14, zur Einsichtnahme für alle Bürger aus",
      // The address of a genitive after the place ("dem Mahnverfahren der Vodafix GmbH").
      "In dem Mahnverfahren der Vodafix GmbH, Rheinallee 9, 40210 Düsseldorf, gegen Sie stellen wir Ihnen den Mahnbescheid zu",
      // A relative clause after the address may be about the place.
      "Wir laden Sie in die Mehrzweckhalle Wittenbach, Schulstraße 8, die am Markt liegt, zu einer Versammlung ein",
      // More parts of the address follow.
      "Der Termin findet morgen um 10 Uhr in meinem Geschäftszimmer, Viktoriastraße 14, 44787 Bochum, Zimmer 2, statt",
    ])
      expect(split(sentence)).toBeUndefined();
  });

  it("keeps the address list of an office after 'bei' ('Das ist die Adresse:')", () => {
    const out = simplifyText(
      "Sie müssen den Widerspruch bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einlegen.",
      {
        level: "leicht",
        explanations: "none",
      },
    );
    expect(out.simplified_text).toContain(
      "Das ist die Adresse:\n- AOK Nordwest\n- Kopstadtplatz 24\n- 45127 Essen",
    );
  });
});
