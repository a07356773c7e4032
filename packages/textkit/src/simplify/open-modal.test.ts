import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("completesOpenModal", () => {
  it("keeps the infinitive after an inserted relative clause with its modal verb", () => {
    for (const sentence of [
      "Sie können bis zum Ablauf des Monats, der auf den Zugang dieser Ankündigung folgt, Einwände mitteilen.",
      "Sie müssen bis zum Ende des Monats, der auf den Bescheid folgt, Unterlagen nachreichen.",
    ])
      expect(split(sentence).some((clause) => /^(?:Einwände|Unterlagen) \p{Ll}+en\.$/u.test(clause))).toBe(
        false,
      );
  });

  it("still cuts a main clause of its own after a clause with its infinitive", () => {
    expect(split("Sie können uns jederzeit anrufen, wir helfen Ihnen gern.")).toEqual([
      "Sie können uns jederzeit anrufen.",
      "Wir helfen Ihnen gern.",
    ]);
  });
});

describe("insertionInOpenClause", () => {
  it("keeps a clause whose participle comes after an apposition between commas", () => {
    expect(
      split("Auf Ihren Antrag wird Ihnen für Ihr Kind Mia, geboren am 20. Juli 2026, Elterngeld bewilligt."),
    ).toEqual([
      "Auf Ihren Antrag wird Ihnen für Ihr Kind Mia, geboren am 20. Juli 2026, Elterngeld bewilligt.",
    ]);
    expect(split("Wir haben Ihrem Sohn, dem Schüler Leon Nowak, die Bescheinigung ausgestellt.")).toEqual([
      "Wir haben Ihrem Sohn, dem Schüler Leon Nowak, die Bescheinigung ausgestellt.",
    ]);
  });

  it("does not join a second main clause or a clause whose verb bracket is closed", () => {
    expect(split("Sie können uns jederzeit anrufen, wir helfen Ihnen gern.")).toHaveLength(2);
    expect(
      split("Wir haben Ihren Antrag geprüft, die Unterlagen sind vollständig, die Zahlung beginnt im Mai."),
    ).toHaveLength(3);
  });
});
