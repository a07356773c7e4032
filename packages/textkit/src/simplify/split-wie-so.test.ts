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

describe("a leading wie clause of perception before words said", () => {
  it("reads 'wie' as 'als' and tells the moment first", () => {
    expect(split("Wie er den Jesus entlanggehen sieht, sagt er", ":")).toEqual([
      "Er sieht den Jesus entlanggehen.",
      "Da sagt er:",
    ]);
    expect(split("Wie Jesus sieht, dass sie ihm folgen, sagt er ihnen", ":")).toEqual([
      "Jesus sieht:",
      "Sie folgen ihm.",
      "Da sagt er ihnen:",
    ]);
  });

  it("leaves comments, comparisons, other main verbs and a pronoun before a named speaker", () => {
    const cases: [string, string][] = [
      ["Wie Sie sehen, sagen wir Ihnen", ":"],
      ["Wie ich das sehe, gibt es zwei Möglichkeiten", ":"],
      ["Wie er ihn sieht, sagt Jesus", ":"],
      ["Wie er das hörte, stand er auf", "."],
      ["Wie die Propheten es gesehen haben, sage ich euch", ":"],
    ];
    for (const [sentence, end] of cases) expect(split(sentence, end)).toEqual([`${sentence}${end}`]);
  });
});
