import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("direct speech in Leichte Sprache (quotation marks dropped)", () => {
  it("ends the quoted words on their own line; the clause after them keeps the speaker", () => {
    // Was "Komm mit! und ging los." (the dropped closing mark glued the two together).
    expect(leicht("Er sagte: „Komm mit!“ und ging los.")).toBe(
      "Er hat gesagt:\nKomm mit!\nDann ist er losgegangen.",
    );
    expect(leicht("Der Löser sprach also zu Boas: „Kaufe für dich! “ und zog seinen Schuh aus.")).toBe(
      "Der Löser hat also zu Boas gesprochen:\nKaufe für dich!\nDann hat der Löser seinen Schuh ausgezogen.",
    );
    expect(leicht("Sie fragte: „Kommst du mit?“ und lachte.")).toBe(
      "Sie hat gefragt:\nKommst du mit?\nSie hat gelacht.",
    );
  });

  it("keeps the colon with the verb of saying when a time clause stood between them", () => {
    // Was "Der Lehrer hat gesagt." / "Da ist er in die Klasse gekommen: Guten Morgen!".
    expect(leicht("Der Lehrer sagte, als er in die Klasse kam: Guten Morgen!")).toBe(
      "Der Lehrer ist in die Klasse gekommen.\nDa hat er gesagt: Guten Morgen!",
    );
    expect(leicht("Die Mutter rief, nachdem sie die Tür geöffnet hatte: Kommt herein!")).toBe(
      "Zuerst hat die Mutter die Tür geöffnet.\nDanach hat sie gerufen:\nKommt herein!",
    );
  });

  it("puts an explanation after the quotation, not between two of its sentences", () => {
    const text =
      "Seine Jünger sagten: „Die Schafe sind hungrig. Schick die Leute nach Hause!“ Er antwortete.";
    const lines = simplifyText(text, { level: "leicht" }).simplified_text.split("\n");
    const explanation = lines.findIndex((line) => line.startsWith("Schafe sind"));
    // Was right after "Die Schafe sind hungrig.", inside what the disciples said.
    expect(explanation).toBe(lines.indexOf("Schick die Leute nach Hause!") + 1);
  });

  it("puts it after the sentence as before when no quotation goes on", () => {
    const lines = simplifyText("Die Schafe sind hungrig. Schick die Leute nach Hause!", {
      level: "leicht",
    }).simplified_text.split("\n");
    expect(lines.findIndex((line) => line.startsWith("Schafe sind"))).toBe(1);
  });

  it("puts the speaker before the words said", () => {
    // Was "Ich komme morgen." / "Dann habe ich der Vater leise gesagt."
    expect(leicht("„Ich komme morgen“, sagte der Vater leise.")).toBe(
      "Der Vater hat leise gesagt:\nIch komme morgen.",
    );
    // Was "Ihr Heuchler!, rief Jesus."
    expect(leicht("„Ihr Heuchler! “, rief Jesus.")).toBe("Jesus hat gerufen: Ihr Heuchler!");
    // A letter's sentence with a speaker after it, and one without.
    expect(leicht("Wir prüfen Ihren Antrag, sagte die Sachbearbeiterin.")).toBe(
      "Die Sach·bearbeiterin hat gesagt:\nWir prüfen Ihren Antrag.",
    );
    expect(leicht("Er stand auf, fragte die Lehrerin.")).toBe("Er stand auf, fragte die Lehrerin.");
  });

  it("ends a line with the mark of the quoted words, not a full stop after it", () => {
    // Was "Iss dich satt!." (the closing quotation mark between the two dropped).
    expect(leicht("Er sagte zu ihm: „Lebe wohl und iss dich satt! “, aber er gab ihm nichts.")).toContain(
      "Iss dich satt!\n",
    );
    expect(leicht("Er fragte: Wer bist du?")).toBe("Er hat gefragt:\nWer bist du?");
  });

  it("leaves colons of letters, lists and questions as they were", () => {
    expect(leicht("Bitte beachten Sie: Die Frist endet am 3. Mai.")).toBe(
      "Bitte beachten Sie:\nDie Frist endet am 3. Mai.",
    );
    expect(leicht("Das ist die Adresse:")).toBe("Das ist die Adresse:");
    expect(leicht("Das ist die Adresse: Kopstadtplatz 24, 45127 Essen.")).toBe(
      "Das ist die Adresse: Kopstadtplatz 24, 45127 Essen.",
    );
    expect(leicht("Sie brauchen folgende Unterlagen: den Ausweis, die Geburtsurkunde und ein Foto.")).toBe(
      "Sie brauchen folgende Unterlagen: den Ausweis, die Geburts·urkunde und ein Foto.",
    );
    expect(leicht("Haben Sie Fragen?")).toBe("Haben Sie Fragen?");
    // No frame of saying: the lower-case clause is not cut off.
    expect(leicht("Kaufe für dich! und zog seinen Schuh aus.")).toBe(
      "Kaufe für dich! und zog seinen Schuh aus.",
    );
  });
});
