import { describe, expect, it } from "vitest";
import { markAttributiveParticiples } from "./attributive-participles.ts";
import { simplifyText } from "./pipeline.ts";
import { splitParticipleAttribute } from "./split-participle-attribute.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, leicht = true): string[] | undefined =>
  splitParticipleAttribute(
    { tokens: markAttributiveParticiples(clauseTokens(sentence)), end: "." },
    { formal: true, variant: 0, leicht, letter: true },
  )?.map((clause) => renderTokens(clause.tokens) + clause.end);
const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("splitParticipleAttribute: 'Die durch … entstehenden Kosten …'", () => {
  it("makes the attribute a sentence of its own and takes the noun up with 'Diese'", () => {
    expect(split("Die durch den Umzug entstehenden Kosten übernehmen wir nicht")).toEqual([
      "Durch den Umzug entstehen Kosten.",
      "Diese Kosten übernehmen wir nicht.",
    ]);
    expect(split("Die seit dem 1. Januar 2026 geltenden Beiträge finden Sie in der Anlage")).toEqual([
      "Seit dem 1. Januar 2026 gelten Beiträge.",
      "Diese Beiträge finden Sie in der Anlage.",
    ]);
  });

  it("tells a place in the reader's life as a possibility ('Vielleicht wohnen in Ihrem Haushalt Kinder.')", () => {
    expect(split("Die in Ihrem Haushalt wohnenden Kinder sind mitversichert")).toEqual([
      "Vielleicht wohnen in Ihrem Haushalt Kinder.",
      "Diese Kinder sind mitversichert.",
    ]);
    expect(split("Die auf Ihrem Konto eingehenden Zahlungen buchen wir jeden Monat")).toEqual([
      "Vielleicht gehen auf Ihrem Konto Zahlungen ein.",
      "Diese Zahlungen buchen wir jeden Monat.",
    ]);
    // Not a place of the reader's: the fact stays a fact.
    expect(split("Die auf Ihre Wohnung entfallenden Betriebskosten betragen 2.874,36 Euro")).toEqual([
      "Auf Ihre Wohnung entfallen Betriebskosten.",
      "Diese Betriebskosten betragen 2.874,36 Euro.",
    ]);
    expect(split("Die an der Prüfung teilnehmenden Schüler müssen pünktlich sein")).toEqual([
      "An der Prüfung nehmen Schüler teil.",
      "Diese Schüler müssen pünktlich sein.",
    ]);
  });

  it("gives a nominalised adjective its ending without article ('Angestellte')", () => {
    expect(split("Die in Ihrem Betrieb arbeitenden Angestellten sind zu melden")).toEqual([
      "Vielleicht arbeiten in Ihrem Betrieb Angestellte.",
      "Diese Angestellten sind zu melden.",
    ]);
    expect(split("Die bei der Stadt beschäftigten Mitarbeiter haben frei")).toBeUndefined();
    expect(split("Die für die Kita eingehenden Spenden buchen wir jeden Monat")).toEqual([
      "Für die Kita gehen Spenden ein.",
      "Diese Spenden buchen wir jeden Monat.",
    ]);
  });

  it("puts the particle of a separable verb last", () => {
    expect(split("Die bei der Reparatur anfallenden Kosten trägt die Vermieterin")).toEqual([
      "Bei der Reparatur fallen Kosten an.",
      "Diese Kosten trägt die Vermieterin.",
    ]);
    expect(split("Die auf dem Konto eingehenden Zahlungen buchen wir jeden Monat")).toEqual([
      "Auf dem Konto gehen Zahlungen ein.",
      "Diese Zahlungen buchen wir jeden Monat.",
    ]);
  });

  it("keeps a declined participle inside the phrase ('Ihre verspätete Zahlung')", () => {
    expect(
      split("Die durch Ihre verspätete Zahlung entstehenden Mahngebühren zahlen Sie bitte bald"),
    ).toEqual([
      "Durch Ihre verspätete Zahlung entstehen Mahngebühren.",
      "Diese Mahngebühren zahlen Sie bitte bald.",
    ]);
  });

  it("leaves the sentence whole when it is not sure", () => {
    // An adverb would need its own place in the new sentence.
    expect(split("Die durch den Umzug eventuell entstehenden Kosten übernehmen wir nicht")).toBeUndefined();
    // No preposition first: the pronoun object stays in the attribute.
    expect(split("Die Ihnen zustehenden Leistungen zahlen wir monatlich aus")).toBeUndefined();
    // A past participle: who acted would have to be said.
    expect(split("Die vom Finanzamt festgestellten Beträge sind verbindlich")).toBeUndefined();
    // A zu-participle ("to be handed in") is no present participle.
    expect(split("Die für den Antrag einzureichenden Unterlagen finden Sie unten")).toBeUndefined();
    // A singular noun ("die entstehende Lücke").
    expect(split("Die durch die Kündigung entstehende Lücke schließen wir bald")).toBeUndefined();
    // Not the subject at the start.
    expect(split("Bitte zahlen Sie die durch den Umzug entstehenden Kosten")).toBeUndefined();
    // Participles that live as adjectives: "entsprechen" wants a dative, "laufende Verträge" are current.
    expect(split("Die im Bescheid entsprechenden Beträge werden überwiesen")).toBeUndefined();
    expect(split("Die in diesem Jahr laufenden Verträge bleiben gültig")).toBeUndefined();
    expect(split("Die im Antrag folgenden Angaben sind freiwillig")).toBeUndefined();
    expect(split("Die den Antrag betreffenden Unterlagen liegen vor")).toBeUndefined();
    // A reflexive stays in the attribute.
    expect(split("Die sich in Ihrer Wohnung befindenden Geräte gehören dem Vermieter")).toBeUndefined();
    // Einfache Sprache keeps the attribute.
    expect(split("Die durch den Umzug entstehenden Kosten übernehmen wir nicht", false)).toBeUndefined();
  });

  it("splits the office letter's sentence in the whole pipeline", () => {
    expect(
      leicht(
        "Die durch die Unterbrechung und die Wiederherstellung der Versorgung entstehenden Kosten sind von Ihnen zu tragen.",
      ),
    ).toBe(
      "Durch die Unterbrechung und die Wiederherstellung von der Versorgung entstehen Kosten.\nDiese Kosten sind von Ihnen zu tragen.",
    );
    expect(leicht("Die für die Teilnahme anfallenden Gebühren sind bis zum 15. Mai 2026 zu zahlen.")).toBe(
      "Für die Teilnahme fallen Gebühren an.\nMan muss diese Gebühren bis zum 15. Mai 2026 zahlen.",
    );
  });
});
