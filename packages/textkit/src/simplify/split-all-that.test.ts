import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a 'was' clause after 'alles'/'das' inside a longer sentence", () => {
  it("puts the content before the sentence with the pronoun ('das alles')", () => {
    expect(split("Gott sah, dass alles, was er gemacht hatte, sehr gut war.")).toEqual([
      "Gott sah:",
      "Er hatte etwas gemacht.",
      "Das alles war sehr gut.",
    ]);
    expect(split("Wir teilen Ihnen mit, dass alles, was Sie geschickt haben, angekommen ist.", true)).toEqual(
      ["Wir teilen Ihnen mit:", "Sie haben etwas geschickt.", "Das alles ist angekommen."],
    );
  });

  it("keeps the rest whole when it does not split", () => {
    expect(split("Er sagte, dass das, was sie getan hatte, gut war.")).toEqual([
      "Sie hatte etwas getan.",
      "Er sagte, dass das gut war.",
    ]);
  });

  it("splits a rest with a second verb after 'und' ('aufgegeben und sind dir nachgefolgt')", () => {
    expect(split("Siehe, wir haben alles, was wir besaßen, aufgegeben und sind dir nachgefolgt.")).toEqual([
      "Siehe, wir besaßen etwas.",
      "Wir haben das alles aufgegeben.",
      "Wir sind dir nachgefolgt.",
    ]);
  });

  it("leaves a copula after 'alles', a host that goes on with a clause, and questions", () => {
    for (const sentence of [
      // "Etwas ist auf der Erde." would name one thing.
      "Er sah, dass alles, was auf der Erde ist, gut war.",
      // "was" is no relative after a noun.
      "Er sah, dass der Mann, was er nicht glaubte, krank war.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
