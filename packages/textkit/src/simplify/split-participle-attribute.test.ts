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
    expect(split("Die in Ihrem Haushalt wohnenden Kinder sind mitversichert")).toEqual([
      "In Ihrem Haushalt wohnen Kinder.",
      "Diese Kinder sind mitversichert.",
    ]);
    expect(split("Die seit dem 1. Januar 2026 geltenden Beiträge finden Sie in der Anlage")).toEqual([
      "Seit dem 1. Januar 2026 gelten Beiträge.",
      "Diese Beiträge finden Sie in der Anlage.",
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
