import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = ".", formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("repeatedSubordinate", () => {
  it("states each clause and gives the main clause its connector once", () => {
    expect(
      split(
        "Warum nennt ihr mich Noomi, obwohl Gott mich erniedrigt hat, obwohl Schaddai mir Leid zugefügt hat",
        "?",
      ),
    ).toEqual([
      "Gott hat mich erniedrigt.",
      "Schaddai hat mir Leid zugefügt.",
      "Warum nennt ihr mich trotzdem Noomi?",
    ]);
    // A semicolon before the same subordinator cuts like a comma.
    expect(
      split(
        "Warum nennt ihr mich Noomi, obwohl Gott mich erniedrigt hat; obwohl Schaddai mir Leid zugefügt hat",
        "?",
      ),
    ).toEqual([
      "Gott hat mich erniedrigt.",
      "Schaddai hat mir Leid zugefügt.",
      "Warum nennt ihr mich trotzdem Noomi?",
    ]);
    expect(
      split("Sie bekommen kein Geld, weil der Ausweis fehlt, weil die Miete nicht bezahlt ist.", ".", true),
    ).toEqual(["Der Ausweis fehlt.", "Die Miete ist nicht bezahlt.", "Deshalb bekommen Sie kein Geld."]);
  });

  it("does not fire for different subordinators or a dependent main clause", () => {
    expect(
      split("Wir lehnen den Antrag ab, weil er zu spät kam, obwohl wir Sie erinnert haben.", ".", true),
    ).not.toContain("Deshalb lehnen wir den Antrag ab.");
    const dependent = "Wenn er kommt, weil er krank ist, weil er Hilfe braucht, helfen wir ihm.";
    expect(split(dependent)).not.toContain("Er ist krank.");
  });

  it("keeps the main clause first when one pair does (a pronoun that points back)", () => {
    expect(split("Der Mann war mir voraus, weil er vor mir war, weil er stark war.")).toEqual([
      "Der Mann war mir voraus.",
      "Denn er war vor mir.",
      "Denn er war stark.",
    ]);
  });
});

describe("two or more dass clauses after one main clause", () => {
  it("gives the main clause a colon and each content a sentence of its own", () => {
    expect(
      split("Ruft zu ihm, dass sein Frondienst vollendet ist, dass seine Schuld abgetragen ist."),
    ).toEqual(["Ruft zu ihm:", "Sein Frondienst ist vollendet.", "Seine Schuld ist abgetragen."]);
  });

  it("not when a dass clause may take the next one ('dass er hofft, dass …'), or a negated main clause", () => {
    for (const sentence of [
      "Er sagte, dass er hofft, dass sie kommt.",
      "Er sagte, dass er froh ist, dass sie kommt.",
      "Er sagte, dass er Angst hat, dass sie kommt.",
      "Er sagte, dass er darauf wartet, dass sie kommt.",
      "Er sagte nicht, dass er kommt, dass er bleibt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
