import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitAroundInsertions", () => {
  it("splits a dass clause around a participle phrase and an address between commas", () => {
    expect(
      split(
        "Wir freuen uns, Ihnen mitteilen zu können, dass für Ihr Kind Samira Haddad, geboren am 17.06.2023, ab dem 01.09.2025 ein Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, angeboten werden kann.",
      ),
    ).toEqual([
      "Wir freuen uns, Ihnen mitteilen zu können:",
      "Für Ihr Kind Samira Haddad, geboren am 17.06.2023, kann ab dem 01.09.2025 ein Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, angeboten werden.",
    ]);
    expect(
      split("Wir teilen Ihnen mit, dass Herr Klaus Berger, wohnhaft in Kassel, den Antrag gestellt hat."),
    ).toEqual(["Wir teilen Ihnen mit:", "Herr Klaus Berger, wohnhaft in Kassel, hat den Antrag gestellt."]);
  });

  it("leaves a main clause with an insertion and a clause between commas alone", () => {
    // A main clause: one clause, as before.
    const main =
      "Auf Ihren Antrag wird Ihnen für Ihr Kind Mia, geboren am 20. Juli 2026, Elterngeld bewilligt.";
    expect(split(main)).toEqual([main]);
    // A finite verb between the commas is a clause of its own, not an insertion.
    expect(
      split("Wir teilen Ihnen mit, dass Ihr Kind, das am 3. Mai geboren ist, einen Platz bekommt."),
    ).not.toContain("Ihr Kind, das am 3. Mai geboren ist, bekommt einen Platz.");
  });
});
