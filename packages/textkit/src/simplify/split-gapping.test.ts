import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("gapping: the verb left out in the second clause comes back", () => {
  it("after a comma, with the same opening on both sides", () => {
    expect(
      split("Deine Gerechtigkeit ist wie die Berge Gottes, dein Rechtsspruch wie die große Urflut."),
    ).toEqual([
      "Deine Gerechtigkeit ist wie die Berge Gottes.",
      "Dein Rechtsspruch ist wie die große Urflut.",
    ]);
  });

  it("puts the copula in the number of the new subject and keeps the closing infinitive", () => {
    expect(
      split("Und der Libanon ist nicht genug zum Ausplündern, und seine Tiere nicht genug als Brandopfer."),
    ).toEqual([
      "Und der Libanon ist nicht genug zum Ausplündern.",
      "Seine Tiere sind nicht genug als Brandopfer.",
    ]);
    expect(
      split("Dann wird das Zerklüftete zu einer Ebene werden und der steile Pass zu einem weiten Tal."),
    ).toEqual([
      "Dann wird das Zerklüftete zu einer Ebene werden.",
      "Der steile Pass wird zu einem weiten Tal werden.",
    ]);
  });

  it("leaves coordinated objects, predicates and appositions", () => {
    for (const sentence of [
      "Er sah den Mann im Haus und die Frau im Garten.",
      "Er ist der König und der Herr der Welt.",
      "Ich bin der Herr, dein Gott.",
      "Gott ist der Schöpfer und der Richter aller Menschen.",
      "Die Wolkensäule wich nicht von dem Volk bei Tag, noch die Feuersäule bei Nacht.",
    ])
      expect(split(sentence)).toHaveLength(1);
  });
});
