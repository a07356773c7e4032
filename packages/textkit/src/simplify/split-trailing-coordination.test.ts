import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { splitTrailingCoordination } from "./split-trailing-coordination.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

const trailing = (sentence: string): string[] | undefined =>
  splitTrailingCoordination({ tokens: clauseTokens(sentence, false), end: "." }, false, "Dann")?.map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

describe("two main clauses in the last comma segment", () => {
  it("cuts between them and keeps the commas before", () => {
    expect(
      split("Siehe, der Herr Gott, mit Kraft wird er kommen und sein Arm wird für ihn herrschen."),
    ).toEqual(["Siehe, der Herr Gott, mit Kraft wird er kommen.", "Sein Arm wird für ihn herrschen."]);
    expect(
      trailing("Wie der Vater mich kennt, kenne auch ich den Vater und ich setze mein Leben für die Schafe."),
    ).toEqual([
      "Wie der Vater mich kennt, kenne auch ich den Vater.",
      "Ich setze mein Leben für die Schafe.",
    ]);
  });

  it("leaves lists, reported speech, dashes and dependent segments alone", () => {
    for (const sentence of [
      "Es gibt Umzüge mit Wagen, die lokale, nationale und internationale Politik kommentieren und von vielen Menschen besucht werden.",
      "Er sagte, er komme morgen und er bringe Brot mit.",
      "Er hat uns lebendig gemacht - ihr seid gerettet - und er hat uns auferweckt.",
      "Ich weiß nicht, wo er wohnt und wo er arbeitet.",
    ])
      expect(trailing(sentence)).toBeUndefined();
  });
});
