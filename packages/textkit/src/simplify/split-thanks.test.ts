import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitThanks", () => {
  it("gives a thanks formula before or after a main clause its own sentence", () => {
    expect(split("Vielen Dank für Ihre Nachricht, wir kümmern uns umgehend darum.")).toEqual([
      "Vielen Dank für Ihre Nachricht.",
      "Wir kümmern uns umgehend darum.",
    ]);
    expect(split("Die Zahlung ist eingegangen, vielen Dank.")).toEqual([
      "Die Zahlung ist eingegangen.",
      "Vielen Dank.",
    ]);
    expect(split("Bitte schicken Sie uns die Unterlagen bis zum 3. Mai, vielen Dank.")).toEqual([
      "Bitte schicken Sie uns die Unterlagen bis zum 3. Mai.",
      "Vielen Dank.",
    ]);
  });

  it("leaves thanks for a dass-clause, thanks that were said and a clause without a verb", () => {
    expect(split("Vielen Dank, dass Sie uns geschrieben haben.")).not.toContain("Vielen Dank.");
    expect(split("Er sagte, vielen Dank.")).toEqual(["Er sagte, vielen Dank."]);
    expect(split("Für Ihre Hilfe, vielen Dank.")).toEqual(["Für Ihre Hilfe, vielen Dank."]);
  });
});
