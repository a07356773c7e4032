import { describe, expect, it } from "vitest";
import { inSignature } from "../language/letter-closing.ts";
import { simplifyText } from "./pipeline.ts";
import { replaceSpecialCharacters } from "./replace-special-characters.ts";

const special = (text: string, leicht = true) => replaceSpecialCharacters(text, { leicht: leicht });

describe("'&' in a name", () => {
  it("keeps the sign of a firm's name (was 'Meyer und Söhne')", () => {
    for (const text of [
      "Die Hausverwaltung Meyer & Söhne schreibt Ihnen.",
      "Hausverwaltung Krämer & Söhne GmbH",
      "Bitte zahlen Sie an Lemke & Co. KG.",
      // A legal form after the second name.
      "Die Bäckerei liefert an Bauer & Fischer GmbH.",
      // A surname or a foreign word on one side.
      "Das zeigt eine Studie von McKinsey & Company.",
      "Die Wirtschaftsprüfer von Ernst & Young sagen das.",
      // A firm noun before the name.
      "Die Kanzlei Koch & Wolf vertritt Sie.",
      // A quoted title.
      "Das Programm „Schwerpunkt Kitas Sprache & Integration“ hilft.",
      "Es gibt das Programm „Schwerpunkt Kitas Sprache & Integration“.",
      'Die Studie ist im Fachmagazin "Environmental Science & Technology" erschienen.',
    ])
      expect(special(text, false)).toBe(text);
  });

  it("keeps it in a signature, below the closing formula", () => {
    expect(special("Mit freundlichen Grüßen\nIhre Wäscherei Koch & Wolf")).toBe(
      "Mit freundlichen Grüßen\nIhre Wäscherei Koch & Wolf",
    );
    const letter =
      "Sehr geehrte Frau Nowak,\n\ndie Kaution zahlen wir zurück.\n\nMit freundlichen Grüßen\nHausverwaltung Meyer & Söhne";
    for (const level of ["leicht", "einfach"] as const)
      expect(simplifyText(letter, { level, explanations: "none" }).simplified_text).toContain(
        "Meyer & Söhne",
      );
  });

  it("writes 'und' between nouns in running text and in a heading (every German noun has a capital)", () => {
    expect(special("Die Kosten & Gebühren zahlen Sie bis Mai.")).toBe(
      "Die Kosten und Gebühren zahlen Sie bis Mai.",
    );
    expect(special("Wir zahlen Miete & Nebenkosten.")).toBe("Wir zahlen Miete und Nebenkosten.");
    // A heading describes, it is no name.
    expect(special("Essen & Trinken\nIm Kurs kochen wir.")).toBe("Essen und Trinken\nIm Kurs kochen wir.");
    // Lower case on one side: no name.
    expect(special("Die Meyers kommen früh & bleiben lange.")).toBe(
      "Die Meyers kommen früh und bleiben lange.",
    );
    // Quotation marks closed before the sign.
    expect(special("Der Kurs „Kochen“ & Backen beginnt.", false)).toBe(
      "Der Kurs „Kochen“ und Backen beginnt.",
    );
    // Running text after the signature's blank line.
    expect(special("Mit freundlichen Grüßen\nIhr Amt\n\nKosten & Gebühren")).toBe(
      "Mit freundlichen Grüßen\nIhr Amt\n\nKosten und Gebühren",
    );
  });
});

describe("inSignature", () => {
  it("finds the lines below a closing formula up to the next blank line", () => {
    const text = "Mit freundlichen Grüßen\nIhr Team\nReha\n\nAnlage";
    expect(inSignature(text, text.indexOf("Team"))).toBe(true);
    expect(inSignature(text, text.indexOf("Reha"))).toBe(true);
    expect(inSignature(text, text.indexOf("Mit"))).toBe(false);
    expect(inSignature(text, text.indexOf("Anlage"))).toBe(false);
    expect(inSignature("Wir grüßen Sie.\nIhr Team", 20)).toBe(false);
  });
});

describe("'/' in the name of a unit", () => {
  it("keeps the slash after a unit noun and in a signature (was 'Ihr Team Reha oder Leistung')", () => {
    for (const text of [
      "Mit freundlichen Grüßen\nIhr Team Reha/Leistung",
      "Ihr Team Reha/Leistung ist für Sie da.",
      "Schreiben Sie an die Abteilung Wohngeld/Lastenzuschuss.",
      "Das Leistungsreferat Pflege/Reha prüft den Antrag.",
      "Mit freundlichen Grüßen\nWohngeldstelle Nord/Süd",
    ])
      expect(special(text, false)).toBe(text);
    const letter =
      "Sehr geehrter Herr Yilmaz,\n\nwir zahlen Ihnen Verletztengeld.\n\nMit freundlichen Grüßen\nIhr Team Reha/Leistung";
    for (const level of ["leicht", "einfach"] as const)
      expect(simplifyText(letter, { level, explanations: "none" }).simplified_text).toContain(
        "Ihr Team Reha/Leistung",
      );
  });

  it("writes 'oder' in running text, after a unit noun before lower-case words, and below the signature", () => {
    expect(special("Das gilt für Mieter/Vermieter.")).toBe("Das gilt für Mieter oder Vermieter.");
    expect(special("Wir arbeiten im Team planen/handeln.")).toBe("Wir arbeiten im Team planen oder handeln.");
    // The unit noun must stand right before the first word.
    expect(special("Das Team hilft Eltern/Kindern.")).toBe("Das Team hilft Eltern oder Kindern.");
    expect(special("Mit freundlichen Grüßen\nIhr Amt\n\nAnlage: Antrag/Formular")).toBe(
      "Mit freundlichen Grüßen\nIhr Amt\n\nAnlage: Antrag oder Formular",
    );
  });
});
