import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("'wie' + a verb of saying -> 'So …'", () => {
  it("splits the clause off with 'So' and the verb second", () => {
    expect(split("Wir überweisen das Geld, wie Sie es beantragt haben.")).toEqual([
      "Wir überweisen das Geld.",
      "So haben Sie es beantragt.",
    ]);
    expect(split("Die Jünger gingen zu dem Berg, wie Jesus es ihnen gesagt hatte.", false)).toEqual([
      "Die Jünger gingen zu dem Berg.",
      "So hatte Jesus es ihnen gesagt.",
    ]);
  });

  it("leaves comparisons and clauses that are no main clause", () => {
    for (const sentence of [
      "Er lief, wie ein Hase läuft.",
      "Erfreue uns so viele Tage, wie du uns bedrückt hast.",
      "Wer an mich glaubt, wie die Schrift gesagt hat.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});
