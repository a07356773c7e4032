import { describe, expect, it } from "vitest";
import { indirectToDirect } from "./indirect-to-direct.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string, formal = false) =>
  render(indirectToDirect(clauseTokens(sentence, formal), formal));
const leicht = (text: string) => simplifyText(text, { level: "leicht" }).simplified_text;

describe("indirectToDirect", () => {
  it("turns reported speech with Konjunktiv into a colon and the indicative", () => {
    expect(rewrite("Der Arzt sagte, die Frau sei krank.")).toBe("Der Arzt sagte: Die Frau ist krank.");
    expect(rewrite("Er behauptete, er habe das Geld nie bekommen.")).toBe(
      "Er behauptete: Er hat das Geld nie bekommen.",
    );
    expect(rewrite("Die Ärztin erklärte, die Kinder seien gesund.")).toBe(
      "Die Ärztin erklärte: Die Kinder sind gesund.",
    );
    expect(rewrite("Sie antwortete, das gehe nicht.")).toBe("Sie antwortete: Das geht nicht.");
    expect(rewrite("Sie meinte, das Wetter werde morgen besser.")).toBe(
      "Sie meinte: Das Wetter wird morgen besser.",
    );
    expect(rewrite("Ihr Arbeitgeber teilte uns mit, Sie seien seit dem 1. Mai arbeitslos.", true)).toBe(
      "Ihr Arbeitgeber teilte uns mit: Sie sind seit dem 1. Mai arbeitslos.",
    );
  });

  it("reads a possessive subject and a second verb after und", () => {
    expect(rewrite("Sie hat gesagt, ihr Sohn sei krank.")).toBe("Sie hat gesagt: Ihr Sohn ist krank.");
    expect(rewrite("Er sagte, er sei krank und komme morgen nicht.")).toBe(
      "Er sagte: Er ist krank und kommt morgen nicht.",
    );
    expect(rewrite("Er sagte, er sei krank, weil er friere.")).toBeUndefined();
    expect(rewrite("Ihre Nachbarin hat gesagt, ihr Sohn sei krank.", true)).toBeUndefined();
  });

  it("reads separated and Perfekt verbs of saying", () => {
    expect(rewrite("Das Amt teilte mit, Ihr Antrag sei unvollständig.", true)).toBe(
      "Das Amt teilte mit: Ihr Antrag ist unvollständig.",
    );
    expect(rewrite("Er hat geschrieben, er komme morgen an.")).toBe(
      "Er hat geschrieben: Er kommt morgen an.",
    );
  });

  it("does not fire on other clauses", () => {
    // A subordinate clause, a question word, a second comma, no verb of saying.
    expect(rewrite("Wenn er sagt, er sei krank, glaube ich ihm.")).toBeUndefined();
    expect(rewrite("Er sagte, was er wollte.")).toBeUndefined();
    expect(rewrite("Er sagte, dass er krank sei.")).toBeUndefined();
    expect(rewrite("Er kam nach Hause, er war müde.")).toBeUndefined();
    // In a letter "sie sind" after the colon would read as "Sie sind".
    expect(rewrite("Ihre Eltern sagten, sie seien krank.", true)).toBeUndefined();
  });

  it("keeps the reported clause's own colon and what it announces", () => {
    expect(rewrite("Er sagte, er wolle dir etwas zeigen: ein neues Auto.")).toBe(
      "Er sagte: Er will dir etwas zeigen: ein neues Auto.",
    );
    expect(rewrite("Sie schrieb, sie brauche folgende Unterlagen: den Ausweis und die Geburtsurkunde.")).toBe(
      "Sie schrieb: Sie braucht folgende Unterlagen: den Ausweis und die Geburtsurkunde.",
    );
    // A colon before the comma, a second colon, a colon right after the comma: not the reported clause's.
    expect(rewrite("Bitte beachten Sie: Er sagte, er sei krank.")).toBeUndefined();
    expect(rewrite("Er sagte, er habe zwei Ziele: das Haus: das Auto.")).toBeUndefined();
    expect(rewrite("Er sagte, er: Nein.")).toBeUndefined();
    // Was "Er hat gesagt." (what he said lost) / "Er will dir etwas zeigen: ein neues Auto."
    expect(leicht("Er hat gesagt, er will dir etwas zeigen: ein neues Auto.")).toBe(
      "Er hat gesagt:\nEr will dir etwas zeigen: ein neues Auto.",
    );
  });

  it("gives one line for the speaker and one for what was said", () => {
    expect(leicht("Der Minister sagte, die Lage sei ernst.")).toBe(
      "Der Minister hat gesagt:\nDie Lage ist ernst.",
    );
    expect(leicht("Er sagte, er würde morgen kommen.")).toBe("Er hat gesagt:\nEr kommt morgen.");
  });
});

describe("indirectToDirect: plural verbs of saying and verbs of thinking", () => {
  it("reads a plural verb that is also the infinitive right after its subject ('Sie behaupten')", () => {
    expect(rewrite("Sie behaupten, es gäbe keine Auferstehung.")).toBe(
      "Sie behaupten: Es gibt keine Auferstehung.",
    );
    // Split apart, the claim would read as a fact.
    expect(leicht("Sie behaupten, es gäbe keine Auferstehung.")).toBe(
      "Sie behaupten:\nEs gibt keine Auferstehung.",
    );
  });

  it("reports after glauben/denken with a Konjunktiv, or with nothing but subject and verb", () => {
    expect(rewrite("Die Leute glaubten, er hätte einen Dämon.")).toBe(
      "Die Leute glaubten: Er hat einen Dämon.",
    );
    expect(rewrite("Sie dachten, er wäre ein Geist.")).toBe("Sie dachten: Er ist ein Geist.");
    expect(rewrite("Ich glaube, er kommt morgen.")).toBe("Ich glaube: Er kommt morgen.");
    // An object before the comma: the next clause is a statement of its own.
    expect(rewrite("Glaubt an Gott, er hilft euch.")).toBeUndefined();
    expect(rewrite("Er glaubte an Gott, er war ein guter Mensch.")).toBeUndefined();
  });

  it("takes further reported clauses after ', und' when their verb is only a Konjunktiv", () => {
    expect(rewrite("Er sagte, er komme morgen, und er bringe das Brot mit.")).toBe(
      "Er sagte: Er kommt morgen, und er bringt das Brot mit.",
    );
    expect(leicht("Er sagte, er komme morgen, und er bringe das Brot mit.")).toMatch(
      /^Er hat gesagt:\nEr kommt morgen\.\nEr bringt das Brot mit\./,
    );
    expect(rewrite("Sie sagte, sie sei krank, aber sie komme trotzdem.")).toBe(
      "Sie sagte: Sie ist krank, aber sie kommt trotzdem.",
    );
    // The narrator's own clause, a subordinate clause: not reported.
    expect(rewrite("Er sagte, er komme morgen, und ich freute mich.")).toBeUndefined();
    expect(rewrite("Er sagte, er komme morgen, und sie bringen das Brot mit.")).toBeUndefined();
    expect(rewrite("Er sagte, er komme morgen, weil er krank sei.")).toBeUndefined();
  });
});
