import { describe, expect, it } from "vitest";
import { restoreListCommas } from "./list-in-subordinate.ts";
import { joinNonFiniteSegments } from "./non-finite-segment.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens, segmentsOf } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence.slice(0, -1)), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("joinNonFiniteSegments", () => {
  it("keeps closing verbs after an address with their clause", () => {
    for (const sentence of [
      "Sie können sich beim Amt für Jugend und Familie, Hauptstraße 5, Zimmer, beraten lassen.",
      "Sie müssen das Formular beim Amt, Hauptstraße 5, Raum 3.14, abgeben.",
      "Sie können den Antrag bei der Stadt, Hauptstraße 5, Abteilung 2, einreichen.",
      "Wir haben den Antrag beim Amt, Hauptstraße 5, Zimmer 2, geprüft.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("still splits off a condition after the closing verbs", () => {
    expect(
      split("Sie können sich beim Amt, Hauptstraße 5, Zimmer 2, beraten lassen, wenn Sie Fragen haben."),
    ).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann können Sie sich beim Amt, Hauptstraße 5, Zimmer 2, beraten lassen.",
    ]);
  });

  it("joins a segment of non-finite verbs only to the one before it", () => {
    const joined = joinNonFiniteSegments(segmentsOf("Sie können sich beim Amt, Zimmer 2, beraten lassen"));
    expect(
      joined?.map((segment) => renderTokens(restoreListCommas([{ tokens: segment }])[0]?.tokens ?? [])),
    ).toEqual(["Sie können sich beim Amt", "Zimmer 2, beraten lassen"]);
    expect(
      joinNonFiniteSegments(segmentsOf("Bitte schicken Sie den Brief an das Amt, 12345 Ort, zu schicken"))
        ?.length,
    ).toBe(2);
  });

  it("leaves infinitive clauses, verb series and clauses with objects alone", () => {
    for (const clause of [
      "Er bat ihn, zu kommen",
      "Wir bitten Sie, uns anzurufen",
      "Er stand auf, ging hinaus und betete",
      "Er kam herein, setzte sich, und sie redeten",
      "Wir prüfen den Antrag, schicken Sie uns die Belege",
    ])
      expect(joinNonFiniteSegments(segmentsOf(clause))).toBeUndefined();
    expect(split("Er bat ihn, zu kommen.")).toEqual(["Er bat ihn:", "Er soll kommen."]);
  });
});
