import { describe, expect, it } from "vitest";
import { lowerFlattenedLineStarts } from "./line-starts.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const lower = (sentence: string, formal = false): string =>
  renderTokens(lowerFlattenedLineStarts(clauseTokens(sentence, formal)));

describe("lowerFlattenedLineStarts", () => {
  it("lower-cases capitalised function words inside a sentence (former line starts)", () => {
    expect(lower("Wenn Gott vom Zion her brüllt Und von Jerusalem her ruft, Dann vertrocknen die Auen")).toBe(
      "Wenn Gott vom Zion her brüllt und von Jerusalem her ruft, dann vertrocknen die Auen",
    );
    expect(lower("Seine Huld wird ewig währen Für jene, Die ihn fürchten")).toBe(
      "Seine Huld wird ewig währen für jene, die ihn fürchten",
    );
    expect(lower("Und Er hat geantwortet")).toBe("Und er hat geantwortet");
  });

  it("keeps pronouns of address, nouns, nominalisations and a pronoun that starts a new sentence", () => {
    for (const sentence of [
      "Wir danken Ihnen für Ihre Nachricht und bitten Sie um Geduld",
      "Ich danke Dir und Deiner Familie",
      "Wir warten bis zum Morgen",
      "Wir haben eine Bitte",
      "Er kam zu den Seinen",
      "Er hat die beiden zu Einem gemacht",
      "Wir haben 5 Brote und 2 Fische Er befahl",
      // After a postcode the capital is a town's name.
      "Die Adresse ist Hauptstraße 3, 79576 Weil am Rhein",
      // A street named with a preposition keeps its capital.
      "Bürgerbüro, Am Schlossberg 3, 88400 Talheim",
      "Sie finden uns im Rathaus, An der Alster 5",
    ])
      expect(lower(sentence, true)).toBe(sentence);
  });

  it("lets the splitters see the clauses of a flattened poem", () => {
    const out = simplifyText(
      "Ich werde schicken Feuer in das Haus Hasaëls Und es wird fressen die Festungen Ben-Hadads Und ich werde den Riegel von Damaskus zerbrechen.",
      { level: "leicht", explanations: "none" },
    );
    expect(out.simplified_text.split("\n")).toEqual([
      "Ich werde schicken Feuer in das Haus Hasaëls.",
      "Es wird fressen die Festungen Ben-Hadads.",
      "Ich werde den Riegel von Damaskus zerbrechen.",
    ]);
  });

  it("reads a single capital after a content word as a lost full stop only before a main clause", () => {
    expect(lower("Er kam spät nach Hause Die Kinder schliefen schon")).toBe(
      "Er kam spät nach Hause; Die Kinder schliefen schon",
    );
    // A title, a poem line without a clause of its own: unchanged.
    for (const sentence of [
      "Nach Informationen der Zeitschrift Der Spiegel soll er der Initiator sein",
      "Seine Huld wird ewig währen Für jene",
    ])
      expect(lower(sentence)).toBe(sentence);
    const out = simplifyText("Er kam spät nach Hause Die Kinder schliefen schon.", {
      level: "leicht",
      explanations: "none",
    });
    expect(out.simplified_text.split("\n")).toEqual([
      "Er ist spät nach Hause gekommen.",
      "Die Kinder haben schon geschlafen.",
    ]);
  });
});
