import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitImperativeSeries } from "./split-imperatives.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] | undefined =>
  splitImperativeSeries({ tokens: clauseTokens(sentence, false), end })?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitImperativeSeries", () => {
  it("reads a third-person verb first with its subject as a condition in a Sie text", () => {
    const formal = (sentence: string) =>
      splitImperativeSeries({ tokens: clauseTokens(sentence, true), end: "." }, true)?.map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(formal("Besteht ein Beitragsrückstand, ruht der Anspruch auf Leistungen")).toBeUndefined();
    expect(formal("Fehlt ein Nachweis, ruht das Verfahren")).toBeUndefined();
    expect(
      simplifyText(
        "Sehr geehrter Herr Kowalski,\nbitte beachten Sie: Besteht ein Beitragsrückstand, ruht der Anspruch auf Leistungen.",
        { level: "leicht", explanations: "none" },
      ).simplified_text,
    ).toBe(
      "Sehr geehrter Herr Kowalski,\nBitte beachten Sie:\nVielleicht besteht ein Beitrags·rückstand.\nDann ruht der Anspruch auf Leistungen.",
    );
    // Requests to "ihr" outside a Sie text still split; so does a series without a subject.
    expect(split("Füllt die Erde, unterwerft sie")).toEqual(["Füllt die Erde.", "Unterwerft sie."]);
    expect(formal("Kommt mit mir an einen Ort und ruht euch aus")).toEqual([
      "Kommt mit mir an einen Ort.",
      "Ruht euch aus.",
    ]);
  });

  it("makes one sentence per request", () => {
    expect(split("Steh auf, nimm das Kind und seine Mutter und gehe in das Land Israel")).toEqual([
      "Steh auf.",
      "Nimm das Kind und seine Mutter.",
      "Gehe in das Land Israel.",
    ]);
    expect(split("Kommt doch mit mir an einen abgelegenen Ort und ruht euch ein wenig aus", "!")).toEqual([
      "Kommt doch mit mir an einen abgelegenen Ort!",
      "Ruht euch ein wenig aus!",
    ]);
    // "sie" after a plural imperative is its object, not its subject.
    expect(split("Füllt die Erde, unterwerft sie und herrscht über die Fische", "!")).toEqual([
      "Füllt die Erde!",
      "Unterwerft sie!",
      "Herrscht über die Fische!",
    ]);
    // Only the last request keeps a colon.
    expect(split("Nimm deinen Schuldschein und schreibe darauf", ":")).toEqual([
      "Nimm deinen Schuldschein.",
      "Schreibe darauf:",
    ]);
  });

  it("keeps statements, questions, infinitives, subordinate clauses and one-word requests", () => {
    for (const sentence of [
      "Er nahm das Brot, brach es und gab es ihnen",
      "Geh hin, sagt er zu ihm",
      "Lass uns heute essen und trinken",
      "Betet im Verborgenen, wenn ihr betet und fastet im Geheimen",
      "Forsche nach und sieh, dass kein Prophet aus Galiläa kommt",
      "Kommt und seht",
      "Bitte schicken Sie uns den Antrag und rufen Sie uns an",
    ])
      expect(split(sentence)).toBeUndefined();
    expect(split("Kommst du heute und bringst du das Buch mit", "?")).toBeUndefined();
  });

  it("takes a leading adverb (dann, darum, nun …) before the first request", () => {
    expect(split("Darum lasst das Lügen und sprecht die Wahrheit")).toEqual([
      "Darum lasst das Lügen.",
      "Sprecht die Wahrheit.",
    ]);
    expect(split("Dann geht aus dieser Stadt hinaus, schüttelt den Staub von euren Füßen")).toEqual([
      "Dann geht aus dieser Stadt hinaus.",
      "Schüttelt den Staub von euren Füßen.",
    ]);
    // The series is found again after a condition split left "Dann" in front of it.
    const out = simplifyText(
      "Und wenn sie euch nicht empfangen, geht aus dieser Stadt hinaus, schüttelt den Staub von euren Füßen.",
      { level: "leicht", explanations: "none" },
    );
    expect(out.simplified_text.split("\n").slice(-2)).toEqual([
      "Dann geht aus dieser Stadt hinaus.",
      "Schüttelt den Staub von euren Füßen.",
    ]);
  });

  it("keeps a statement after a leading adverb (a subject after the verb)", () => {
    for (const sentence of [
      "Dann geht der Mann aus der Stadt hinaus, schüttelt den Staub von seinen Füßen",
      "Dann geht er hinaus und schüttelt den Staub von seinen Füßen",
      "Nun kommt aus dem Haus ein Kind und sagt nichts",
    ])
      expect(split(sentence)).toBeUndefined();
  });

  it("puts a two-word request after a colon on its own line", () => {
    const out = simplifyText("Er kam zu ihm und sagte: Steh auf, nimm das Kind und gehe nach Hause!", {
      level: "leicht",
      explanations: "none",
    });
    expect(out.simplified_text.split("\n")).toEqual([
      "Er ist zu ihm gekommen.",
      "Dann hat er gesagt:",
      "Steh auf!",
      "Nimm das Kind!",
      "Gehe nach Hause!",
    ]);
  });

  it("splits a request of sein, werden or bleiben before its nominative complement", () => {
    expect(split("Sei ein guter Nachbar, hilf den Alten und grüße freundlich")).toEqual([
      "Sei ein guter Nachbar.",
      "Hilf den Alten.",
      "Grüße freundlich.",
    ]);
    expect(split("Werde ein Held, kämpfe für dein Land")).toEqual([
      "Werde ein Held.",
      "Kämpfe für dein Land.",
    ]);
    expect(split("Sei kein Frosch, spring ins Wasser")).toEqual(["Sei kein Frosch.", "Spring ins Wasser."]);
    expect(split("Bleib ein treuer Freund, hilf deinem Bruder und sei freundlich")).toEqual([
      "Bleib ein treuer Freund.",
      "Hilf deinem Bruder.",
      "Sei freundlich.",
    ]);
    // A third-person present before a nominative has its subject there: a condition.
    expect(split("Ist der Antrag vollständig, bearbeiten wir ihn sofort")).toBeUndefined();
    expect(split("Bleibt der Antrag unvollständig, lehnen wir ihn ab")).toBeUndefined();
    expect(split("Wird ein Antrag abgelehnt, erhalten Sie einen Bescheid")).toBeUndefined();
  });

  it("reads a verb before 'sich' or before a phrase that is only nominative as no request, also outside a Sie text", () => {
    expect(
      split("Fällt ein Abfuhrtag auf einen Feiertag, verschiebt sich die Abholung um einen Tag"),
    ).toBeUndefined();
    expect(split("Ändert sich die Anschrift, verschiebt sich der Termin")).toBeUndefined();
    // "der Mieter" is nominative or genitive plural, never an object (was "Kommt der Mieter nicht." /
    // "Endet die Sitzung.").
    expect(split("Kommt der Mieter nicht, endet die Sitzung")).toBeUndefined();
    expect(
      simplifyText("Zieht der Mieter aus oder stirbt er, endet das Mietverhältnis.", {
        level: "leicht",
        explanations: "none",
      }).simplified_text,
    ).toBe("Vielleicht zieht der Mieter aus.\nOder er stirbt.\nDann endet das Miet·verhältnis.");
    expect(
      simplifyText("Fällt ein Abfuhrtag auf einen Feiertag, verschiebt sich die Abholung um einen Tag.", {
        level: "leicht",
        explanations: "none",
      }).simplified_text,
    ).toBe(
      "Vielleicht fällt ein Abfuhrtag auf einen Feiertag.\nDann verschiebt sich die Abholung um einen Tag.",
    );
    // A phrase that may be an object leaves the requests as they were.
    expect(split("Füllt die Erde, unterwerft sie")).toEqual(["Füllt die Erde.", "Unterwerft sie."]);
    expect(split("Geht hin, sucht ein Haus und bleibt dort")).toEqual([
      "Geht hin.",
      "Sucht ein Haus.",
      "Bleibt dort.",
    ]);
  });
});
