import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { distributeSubjects } from "./split-subjects.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const subjects = (sentence: string, formal = false): string[] | undefined =>
  distributeSubjects(clauseTokens(sentence, formal), ".", formal)?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("one sentence per subject of a verb of going, coming or staying", () => {
  it("repeats the clause for each subject, the verb agreeing with it", () => {
    expect(
      split("Eines Tages sind die Pharisäer und einige Schriftgelehrte aus Jerusalem zu Jesus gekommen."),
    ).toEqual([
      "Eines Tages sind die Pharisäer zu Jesus gekommen.",
      "Eines Tages sind einige Schriftgelehrte aus Jerusalem zu Jesus gekommen.",
    ]);
    expect(
      subjects("Und König Salomo und die ganze Gemeinde Israels haben lange vor der Lade gestanden."),
    ).toEqual([
      "Und König Salomo hat lange vor der Lade gestanden.",
      "Und die ganze Gemeinde Israels hat lange vor der Lade gestanden.",
    ]);
    expect(
      subjects("Die Kinder und die Lehrerin sind am Freitag mit dem Zug nach Hamburg gefahren."),
    ).toEqual([
      "Die Kinder sind am Freitag mit dem Zug nach Hamburg gefahren.",
      "Die Lehrerin ist am Freitag mit dem Zug nach Hamburg gefahren.",
    ]);
  });

  it("leaves joint actions, reflexives, numbers, possessors and short clauses", () => {
    for (const sentence of [
      // not a verb of going or staying: the subjects may act together
      "Der Bund und die Länder zahlen in diesem Jahr viele Milliarden Euro für die Schulen.",
      "Die Mieter und die Vermieter schließen am Montag einen neuen Vertrag über die Wohnung.",
      // reflexive or reciprocal
      "Peter und Maria haben sich am Montag in der Stadt vor dem Rathaus getroffen.",
      // "zusammen"
      "Die Kinder und die Eltern sind am Freitag zusammen mit dem Zug nach Hamburg gefahren.",
      // a possessor that may belong to both
      "Der Vater und die Mutter von dem kleinen Kind sind am Abend nach Hause gekommen.",
      // a number
      "Die Kinder und die Eltern sind am Freitag um 8 Uhr mit dem Zug gefahren.",
      // 10 words or fewer
      "Die Kinder und die Lehrerin sind nach Hamburg gefahren.",
    ])
      expect(subjects(sentence)).toBeUndefined();
  });
});
