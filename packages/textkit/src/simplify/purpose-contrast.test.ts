import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("purposeContrast", () => {
  it("moves the negation of the main clause to the first purpose; the second one is wanted", () => {
    expect(split("Ich bin nicht gekommen, um die Gerechten zu rufen, sondern die Sünder.")).toEqual([
      "Ich bin gekommen.",
      "Ich wollte nicht die Gerechten rufen.",
      "Ich wollte die Sünder rufen.",
    ]);
    expect(
      split("Der Menschensohn ist nicht gekommen, um sich dienen zu lassen, sondern um zu dienen."),
    ).toEqual([
      "Der Menschensohn ist gekommen.",
      "Der Menschensohn wollte sich nicht dienen lassen.",
      "Der Menschensohn wollte dienen.",
    ]);
    expect(split("Er kam nicht, um zu helfen, sondern um zu stören.")).toEqual([
      "Er kam.",
      "Er wollte nicht helfen.",
      "Er wollte stören.",
    ]);
  });

  it("leaves a second clause with a verb, a negation elsewhere and a passive whole", () => {
    for (const sentence of [
      "Gott hat seinen Sohn nicht in die Welt geschickt, um die Welt zu richten, sondern damit die Welt gerettet wird.",
      "Er hat nicht oft angerufen, um zu fragen, sondern um zu erzählen.",
      "Er wurde nicht geschickt, um zu richten, sondern um zu retten.",
      "Ich bin nicht gekommen, um ihn zu rufen, sondern die Sünder.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
