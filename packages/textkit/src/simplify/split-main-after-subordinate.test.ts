import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { splitMainAfterSubordinate } from "./split-main-after-subordinate.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const cut = (sentence: string): string[] | undefined =>
  splitMainAfterSubordinate({ tokens: clauseTokens(sentence, false), end: "." })?.map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => render(clause.tokens, clause.end) ?? "",
  );

describe("a main clause after 'und' at the end of a trailing subordinate clause", () => {
  it("cuts before a subject pronoun with its verb in second place", () => {
    expect(cut("Und er ging an den Ort, wo Johannes zuerst getauft hatte und er blieb dort.")).toEqual([
      "Und er ging an den Ort, wo Johannes zuerst getauft hatte.",
      "Er blieb dort.",
    ]);
    expect(split("Ich weiß, dass du kommst, und ich freue mich darauf.")).toEqual([
      "Ich weiß:",
      "Du kommst.",
      "Ich freue mich darauf.",
    ]);
  });

  it("leaves a second verb-final conjunct, a leading condition and questions alone", () => {
    for (const sentence of [
      "Er ging an den Ort, wo Johannes getauft hatte und er lange geblieben war.",
      "Wenn du kommst und ich bin nicht da, dann warte.",
      "Er sagte, wenn du kommst und ich bin nicht da, dann sollst du warten.",
      "Ich hoffe, dass du kommst und wir helfen können.",
    ])
      expect(cut(sentence)).toBeUndefined();
    expect(
      splitMainAfterSubordinate({
        tokens: clauseTokens("Weißt du, wo er wohnt und er arbeitet dort", false),
        end: "?",
      }),
    ).toBeUndefined();
  });
});
