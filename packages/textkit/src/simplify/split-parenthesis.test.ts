import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { splitAroundParenthesis } from "./split-parenthesis.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

const around = (sentence: string): string[] | undefined =>
  splitAroundParenthesis({ tokens: clauseTokens(sentence, false), end: "." }, false, "Dann")?.map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

describe("coordination around a phrase between two commas", () => {
  it("splits at 'und' and keeps the phrase in the first sentence", () => {
    expect(
      split("Und Jakobus und Johannes, die Söhne des Zebedäus, kamen auf ihn zu und sagten etwas zu ihm."),
    ).toEqual([
      "Und Jakobus und Johannes, die Söhne des Zebedäus, kamen auf ihn zu.",
      "Dann sagten Jakobus und Johannes etwas zu ihm.",
    ]);
    expect(
      split("Durch ihn, Christus, wird der ganze Bau zusammengefügt und wächst zu einem heiligen Tempel."),
    ).toEqual([
      "Durch ihn, Christus, wird der ganze Bau zusammengefügt.",
      "Dann wächst der ganze Bau zu einem heiligen Tempel.",
    ]);
  });

  it("leaves lists, addresses before other phrases and verb phrases alone", () => {
    for (const sentence of [
      "Wir wollen euch aber nicht in Unkenntnis lassen, Brüder, über unsere Bedrängnis.",
      "Er kaufte Brot, Milch, Käse und Eier und ging nach Hause.",
      "Da sprach Petrus, erfüllt mit heiligem Geist, zu ihnen und sagte etwas.",
    ])
      expect(around(sentence)).toBeUndefined();
  });
});
