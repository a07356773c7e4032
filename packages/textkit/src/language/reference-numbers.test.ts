import { describe, expect, it } from "vitest";
import { checkText } from "../rules/check-text.ts";

const found = (text: string, rule: string): string[] =>
  checkText(text, { profile: "leicht", options: { only: [rule] } }).findings.map((finding) =>
    text.slice(finding.start, finding.end),
  );

describe("reference numbers in the checker", () => {
  it("does not flag the slash of a reference number", () => {
    for (const text of [
      "Bei der Überweisung müssen Sie die Steuer·nummer 21/815/08150 angeben.",
      "Akten·zeichen: 50.2-GS-1187/26",
      "BG-Nummer: 07301//0048215",
      "Förderungs·nummer: 482/25-3310",
      "Geschäfts·zeichen: 731 Ds 214/25",
      "Geschäfts·nummer: 7 XVII 214/25",
      "Uns wurde ein Beschluss vom Amtsgericht Nürnberg, Az. 4 M 1187/26, zugestellt.",
      "DR II 1432/26",
    ])
      expect(found(text, "special-characters"), text).toEqual([]);
  });

  it("still flags a slash between words, a gender slash and a lone fraction or school year", () => {
    expect(found("Sie können anrufen und/oder schreiben.", "special-characters")).toEqual(["/"]);
    expect(found("Alle Mitarbeiter/innen bekommen einen Brief.", "special-characters")).toEqual([
      "Mitarbeiter/innen",
    ]);
    expect(found("Mieter/Vermieter zahlen das (siehe oben).", "special-characters")).toEqual(["/", "(", ")"]);
    expect(found("Das ist 1/2 Liter.", "special-characters")).toEqual(["/"]);
    expect(found("Im Schuljahr 2025/26 gibt es neue Bücher.", "special-characters")).toEqual(["/"]);
    // Years in a row, a label far before or across a comma, a capitalised first word and "KW" are
    // no reference numbers.
    for (const text of [
      "Die Kosten für 2024/2025 sind gleich.",
      "Bitte geben Sie Ihre Steuernummer an, wir übernehmen 2/3 der Kosten.",
      "Unter dieser Nummer erreichen Sie uns 24/7.",
      "Ab 2025/26 gibt es neue Bücher.",
      "Zu 2/3 zahlen wir.",
      "Die KW 12/13 ist frei.",
    ])
      expect(found(text, "special-characters"), text).toContain("/");
    expect(found("Die Kosten für 2024/2025/2026 sind gleich.", "special-characters")).toEqual(["/", "/"]);
    expect(found("Die KW 12/13 ist frei.", "abbreviations")).toEqual(["KW"]);
  });

  it("does not flag the letter groups of a reference number as abbreviations", () => {
    for (const text of [
      "Akten·zeichen: UV 51.3-2291/26",
      "Akten·zeichen: StA 34/2026-NE",
      "Akten·zeichen: IA 3-5521/26",
      "DR II 1432/26",
    ])
      expect(found(text, "abbreviations"), text).toEqual([]);
  });

  it("still flags an acronym in running text, before a range or before a law's number", () => {
    expect(found("Die KW 12-14 ist frei.", "abbreviations")).toEqual(["KW"]);
    expect(found("Das steht im SGB II.", "abbreviations")).toEqual(["SGB"]);
    expect(found("Die GKV zahlt 20/30 Euro.", "abbreviations")).toEqual(["GKV"]);
    expect(found("Az. 4 M 1187/26", "abbreviations")).toEqual(["Az."]);
  });
});
