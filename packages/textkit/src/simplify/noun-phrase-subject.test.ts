import { describe, expect, it } from "vitest";
import { nounPhraseSubjectClause } from "./noun-phrase-subject.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("nounPhraseSubjectClause", () => {
  it("reads quantified, bare adjective and coordinated subjects before an agreeing verb", () => {
    for (const clause of [
      "alles Fleisch war verdorben",
      "große Gunst war bei ihnen",
      "viele Menschen kamen zu ihm",
      "alle seine Güte ist wie eine Blume",
      "die Gnade und die Wahrheit sind durch Jesus gekommen",
      "das breite Tor und der breite Weg führen ins Verderben",
    ])
      expect(nounPhraseSubjectClause(tokenize(clause))).toBe(true);
  });

  it("refuses a verb that does not agree, a verb at the end or a phrase that is no nominative", () => {
    for (const clause of [
      "die Gnade und die Wahrheit ist da",
      "alle Menschen kam zu ihm",
      "große Gunst war",
      "den Mann sah er nicht",
      "Hurer und Ehebrecher wird Gott verurteilen",
    ])
      expect(nounPhraseSubjectClause(tokenize(clause))).toBe(false);
  });
});

describe("splitting at such a clause", () => {
  it("splits '…, denn alles Fleisch war …' and '…, doch A und B sind …'", () => {
    expect(split("Sie war verdorben, denn alles Fleisch war verdorben auf der Erde.")).toEqual([
      "Sie war verdorben.",
      "Denn alles Fleisch war verdorben auf der Erde.",
    ]);
    expect(
      split(
        "Das Gesetz ist durch Mose gegeben worden, doch die Gnade und die Wahrheit sind durch Jesus gekommen.",
      ),
    ).toEqual([
      "Das Gesetz ist durch Mose gegeben worden.",
      "Aber die Gnade und die Wahrheit sind durch Jesus gekommen.",
    ]);
  });

  it("takes a short genitive after the head ('der Name der anderen war …')", () => {
    expect(split("Der Name der einen war Orpa und der Name der anderen war Rut.")).toEqual([
      "Der Name der einen war Orpa.",
      "Der Name der anderen war Rut.",
    ]);
  });

  it("leaves a right side that ends in its verb", () => {
    expect(split("Er wusste, dass der Tag kam, und große Angst herrschte.")).toHaveLength(1);
  });
});
