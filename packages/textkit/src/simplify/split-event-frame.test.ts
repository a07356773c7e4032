import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("the narrative frame 'Und es geschah, als …'", () => {
  it("is dropped when the temporal clause and its main clause split", () => {
    expect(
      split("Und es war, Als sie nach Betlehem kamen, geriet die ganze Stadt wegen ihnen außer sich."),
    ).toEqual(["Und sie kamen nach Betlehem.", "Da geriet die ganze Stadt wegen ihnen außer sich."]);
    expect(split("Es geschah, während er betete, öffnete sich der Himmel.")).toEqual([
      "Er betete.",
      "Gleichzeitig öffnete sich der Himmel.",
    ]);
  });

  it("stays when no main clause follows or the rest does not split", () => {
    // Not "Und es geschah." / "Da betete er.": the frame is no main clause of its own.
    expect(split("Und es geschah, als er betete.")).toEqual(["Und es geschah, als er betete."]);
    expect(split("Und es war, als sie kamen, und der Petrus sagte zu Jesus.")).toEqual([
      "Und es war, als sie kamen.",
      "Der Petrus sagte zu Jesus.",
    ]);
  });

  it("is not taken for another first segment", () => {
    expect(split("Es war gut, als sie kamen.")).toEqual(["Es war gut.", "Da kamen sie."]);
  });
});
