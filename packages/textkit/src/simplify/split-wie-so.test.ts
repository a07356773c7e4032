import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a leading wie clause taken up by so", () => {
  it("states the comparison first and goes on with 'Genauso'", () => {
    expect(split("Wie der Vater mich liebt, so liebe ich euch.")).toEqual([
      "Der Vater liebt mich.",
      "Genauso liebe ich euch.",
    ]);
    expect(
      split(
        "Denn wie er uns die Leiden überreich zuteil werden lässt, so lässt er durch Christus auch unseren Trost überreich vorhanden sein.",
      ),
    ).toEqual([
      "Denn er lässt uns die Leiden überreich zuteil werden.",
      "Genauso lässt er durch Christus auch unseren Trost überreich vorhanden sein.",
    ]);
  });

  it("leaves exclamations, questions and negations alone", () => {
    expect(split("Wie schwer es ist, so ist es.")).toEqual(["Wie schwer es ist, so ist es."]);
    expect(split("Wie der Vater mich liebt, so liebe ich euch?", "?")).toEqual([
      "Wie der Vater mich liebt, so liebe ich euch?",
    ]);
    expect(split("Wie er nicht gehandelt hat, so handelt auch ihr.")).toEqual([
      "Wie er nicht gehandelt hat, so handelt auch ihr.",
    ]);
  });
});
