import { describe, expect, it } from "vitest";
import { splitAtDash } from "./split-dash.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] | undefined =>
  splitAtDash(clauseTokens(sentence, formal), ".", formal)?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitAtDash", () => {
  it("splits two main clauses at a single dash", () => {
    expect(split("Bitte schicken Sie uns die Unterlagen - sonst können wir nicht helfen.")).toEqual([
      "Bitte schicken Sie uns die Unterlagen.",
      "Sonst können wir nicht helfen.",
    ]);
    expect(
      split("Nennt mich nicht Noomi, nennt mich Mara - denn Gott hat mich traurig gemacht.", false),
    ).toEqual(["Nennt mich nicht Noomi, nennt mich Mara.", "Denn Gott hat mich traurig gemacht."]);
  });

  it("reads a subject with a prepositional attribute before 'wurde' + participle as a main clause", () => {
    expect(split("Wir haben eine gute Nachricht für Sie - Ihr Antrag auf Wohngeld wurde bewilligt.")).toEqual(
      ["Wir haben eine gute Nachricht für Sie.", "Ihr Antrag auf Wohngeld wurde bewilligt."],
    );
    // Participle first, auxiliary last: verb-final, no main clause.
    expect(split("Wir haben eine gute Nachricht - der Antrag auf Wohngeld bewilligt wurde.")).toBeUndefined();
  });

  it("reads an article at the sentence start as an article, not a relative pronoun", () => {
    expect(split("Das Kind ist gar nicht tot - es schläft nur.", false)).toEqual([
      "Das Kind ist gar nicht tot.",
      "Es schläft nur.",
    ]);
  });

  it("splits off a request after a statement", () => {
    const request = (sentence: string): string[] | undefined =>
      splitAtDash(clauseTokens(sentence, false), "!", false)?.map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(
      request("Deine Schwägerin kehrt zu ihrem Volk zurück - kehre also auch du mit ihr zurück!"),
    ).toEqual(["Deine Schwägerin kehrt zu ihrem Volk zurück.", "Kehre also auch du mit ihr zurück!"]);
    // A leading address or "Siehe" stays in front of the first clause.
    expect(
      request("Siehe, deine Schwägerin kehrt zu ihrem Volk zurück - kehre also auch du mit ihr zurück!"),
    ).toEqual(["Siehe, deine Schwägerin kehrt zu ihrem Volk zurück.", "Kehre also auch du mit ihr zurück!"]);
    // Not a verb with its subject after it, nor without "!".
    expect(request("Das Kind schläft nur - sagt er!")).toBeUndefined();
    expect(split("Das Kind schläft nur - geh nach Hause.", false)).toBeUndefined();
  });

  it("splits before a whole sentence that opens with its dependent clause", () => {
    expect(split("Kaufe es vor den Ältesten - wenn du lösen willst, dann löse.", false)).toEqual([
      "Kaufe es vor den Ältesten.",
      "Wenn du lösen willst, dann löse.",
    ]);
    expect(split("Der Antrag ist vollständig - sobald wir ihn geprüft haben, schreiben wir Ihnen.")).toEqual([
      "Der Antrag ist vollständig.",
      "Sobald wir ihn geprüft haben, schreiben wir Ihnen.",
    ]);
    // Not a dependent clause alone, nor one whose main clause does not follow its comma.
    for (const sentence of [
      "Kaufe es vor den Ältesten - wenn du willst.",
      "Er blieb zu Hause - weil es regnete, weil es kalt war.",
    ])
      expect(split(sentence, false)).toBeUndefined();
  });

  it("keeps a verb-less addition, a pair of dashes and a left side without its own main clause", () => {
    for (const sentence of [
      "Da verließ ein Mann die Stadt - er, seine Frau und seine beiden Söhne.",
      "Ihr Antrag - das haben wir geprüft - ist vollständig.",
      "Und eine Frau, die lange krank war, die viel Geld ausgegeben hatte - diese Frau kam zu ihm.",
      "Wer Ihnen hilft, weil Sie krank sind - er bekommt Geld dafür.",
    ])
      expect(split(sentence, false)).toBeUndefined();
  });
});
