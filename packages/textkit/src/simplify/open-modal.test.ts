import { describe, expect, it } from "vitest";
import { insertionInOpenClause } from "./open-modal.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens, segmentsOf } from "./test-helpers.ts";
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

  it("keeps a list of objects before the participle as one clause, not a relative clause", () => {
    // Was "Dabei werden das Sehen." / "Das Sehen überprüft Hören und die Sprache …".
    expect(split("Dabei werden das Sehen, das Hören und die Sprache Ihres Kindes überprüft.")).toEqual([
      "Dabei werden das Sehen, das Hören und die Sprache Ihres Kindes überprüft.",
    ]);
    expect(
      insertionInOpenClause(segmentsOf("Dabei werden die Augen, die Ohren und die Sprache überprüft")),
    ).toBe(true);
    // A real relative clause after a closed verb bracket, or without a list end, still splits.
    expect(split("Morgen wird der Arzt kommen, der die Augen und die Ohren überprüft.")).toHaveLength(2);
    expect(insertionInOpenClause(segmentsOf("Dabei wird die Frau, die Kinder betreut"))).toBe(false);
  });

  it("keeps a clause whose verb cluster closes after a time between commas", () => {
    // Was "Der Wahlschein kann bis zum 26. September 2025, 15:00 Uhr." / "Der Wahlschein beantragt werden."
    for (const sentence of [
      "Der Wahlschein kann bis zum 26. September 2025, 15:00 Uhr, beantragt werden.",
      "Der Antrag muss bis Freitag, 12 Uhr, gestellt worden sein.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // A finite verb before the closing infinitive is a main clause of its own.
    expect(split("Sie können uns bis Freitag anrufen, wir werden kommen.")).toHaveLength(2);
  });

  it("does not join a second main clause or a clause whose verb bracket is closed", () => {
    expect(split("Sie können uns jederzeit anrufen, wir helfen Ihnen gern.")).toHaveLength(2);
    expect(
      split("Wir haben Ihren Antrag geprüft, die Unterlagen sind vollständig, die Zahlung beginnt im Mai."),
    ).toHaveLength(3);
  });
});

describe("joinOpenClauseList", () => {
  it("keeps a list of objects in its open clause and splits only after the closing verb", () => {
    expect(
      split(
        "Wir haben Ihren Antrag, Ihre Meldebescheinigung und Ihre Lohnabrechnungen erhalten und prüfen sie jetzt.",
      ),
    ).toEqual([
      "Wir haben Ihren Antrag, Ihre Meldebescheinigung und Ihre Lohnabrechnungen erhalten.",
      "Wir prüfen sie jetzt.",
    ]);
    expect(
      split(
        "Sie müssen Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen vorlegen und das Formular unterschreiben.",
      ),
    ).toEqual([
      "Sie müssen Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen vorlegen.",
      "Sie müssen das Formular unterschreiben.",
    ]);
  });

  it("takes the particle of the host's separable verb as the list's end", () => {
    expect(
      split(
        "Bitte bringen Sie Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen mit und legen Sie diese am Empfang vor.",
      ),
    ).toEqual([
      "Bitte bringen Sie Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen mit.",
      "Bitte legen Sie diese am Empfang vor.",
    ]);
    // "an" + "geben" is a verb, but the host's own particle already stands after it.
    expect(
      split(
        "Bitte geben Sie uns Ihren Namen an, Ihre Adresse und Ihre Telefonnummer an und schicken Sie alles zurück.",
      ),
    ).not.toContain("Bitte geben Sie uns Ihren Namen an, Ihre Adresse und Ihre Telefonnummer an.");
  });

  it("leaves clauses alone whose first segment is closed or whose list has no end", () => {
    expect(
      split(
        "Wir haben Ihren Antrag geprüft, die Unterlagen sind vollständig und die Zahlung beginnt im Mai.",
      ),
    ).toEqual([
      "Wir haben Ihren Antrag geprüft.",
      "Die Unterlagen sind vollständig.",
      "Die Zahlung beginnt im Mai.",
    ]);
  });
});
