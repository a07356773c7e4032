// clause-tools.ts: the verb-second order of a verb-final clause that opens with a prepositional
// phrase (prepositionFirstOrder), seen through the split of a dass clause.
import { describe, expect, it } from "vitest";
import { prefixMain } from "./clause-tools.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

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
