import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a time adverbial before a leading temporal clause", () => {
  it("replaces the connector of the main clause", () => {
    expect(
      split("Und am folgenden Tag, nachdem er sie herausgezogen hatte, gab er dem Herbergswirt zwei Dinare."),
    ).toEqual([
      "Und zuerst hatte er sie herausgezogen.",
      "Am folgenden Tag gab er dem Herbergswirt zwei Dinare.",
    ]);
    expect(split("Dann, als er kam, ging sie weg.")).toEqual(["Er kam.", "Dann ging sie weg."]);
  });

  it("leaves an als clause after a noun of time, which says which day", () => {
    for (const sentence of [
      "Am Tag, als er kam, war ich krank.",
      "Am Abend, als es dunkel wurde, kamen sie.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("needs a main clause that starts with its verb", () => {
    const sentence = "Am Morgen, nachdem er gegessen hatte, er ging weg.";
    expect(split(sentence)).not.toContain("Am Morgen er ging weg.");
  });
});
