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

  it("takes the main clause after 'und' and states a lone temporal clause", () => {
    expect(split("Und es geschah, als sie sich von ihm trennten, und der Petrus sagte zu Jesus.")).toEqual([
      "Und sie trennten sich von ihm.",
      "Da sagte der Petrus zu Jesus.",
    ]);
    expect(split("Es begab sich aber, als sie dort waren, kam die Zeit der Geburt.")).toEqual([
      "Aber sie waren dort.",
      "Da kam die Zeit der Geburt.",
    ]);
    // Not "Und es geschah." / "Da betete er.": the frame is no main clause of its own.
    expect(split("Und es geschah, als er betete.")).toEqual(["Und er betete."]);
  });

  it("is dropped in a prophecy too ('Und es wird geschehen, wenn …')", () => {
    expect(split("Und es wird geschehen, wenn die Ägypter dich sehen, werden sie dich töten.")).toEqual([
      "Und vielleicht sehen die Ägypter dich.",
      "Dann werden sie dich töten.",
    ]);
    // Not a frame: "Es wird schwer sein, wenn …" has a predicate of its own.
    expect(split("Es wird schwer sein, wenn du gehst, sagt er.")).not.toContain("Vielleicht gehst du.");
  });

  it("stays when the clause after it is no temporal clause", () => {
    for (const sentence of [
      "Und es war, als ob er schliefe.",
      "Als wenn ein Sturm käme, fürchteten sich alle.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Es war, als wenn ein Sturm käme, und alle fürchteten sich.")).not.toContain(
      "Zuerst käme wenn ein Sturm.",
    );
  });

  it("is not taken for another first segment", () => {
    expect(split("Es war gut, als sie kamen.")).toEqual(["Es war gut.", "Da kamen sie."]);
  });
});
