import { describe, expect, it } from "vitest";
import { checkText } from "./check-text.ts";
import { resolveProfile } from "./profiles.ts";
import { RULE_IDS } from "./registry.ts";
import type { CheckResult } from "./types.ts";

function expectWellFormed(text: string, result: CheckResult): void {
  for (const finding of result.findings) {
    expect(finding.start).toBeGreaterThanOrEqual(0);
    expect(finding.end).toBeLessThanOrEqual(text.length);
    expect(finding.start).toBeLessThan(finding.end);
    const before = text.charCodeAt(finding.start - 1);
    const first = text.charCodeAt(finding.start);
    // Never starts on the low half of a surrogate pair.
    expect(first >= 0xdc00 && first <= 0xdfff && before >= 0xd800 && before <= 0xdbff).toBe(false);
    expect(typeof finding.message).toBe("string");
    expect(finding.message_leicht.length).toBeGreaterThan(0);
    expect(RULE_IDS).toContain(finding.ruleId);
  }
  expect(result.conformity).toBeGreaterThanOrEqual(0);
  expect(result.conformity).toBeLessThanOrEqual(1);
}

describe("checkText", () => {
  it("finds rule breaks in place, with German and Leichte-Sprache messages", () => {
    const text = "Der Antrag wird vom Jobcenter geprüft.";
    const result = checkText(text, { profile: "leicht" });
    const passive = result.findings.find((finding) => finding.ruleId === "passive");
    expect(passive && text.slice(passive.start, passive.end)).toBe("wird vom Jobcenter geprüft");
    expect(passive?.message).toContain("Passiv");
    expect(passive?.severity).toBe("error");
    expect(result.counts_per_rule.passive).toBe(1);
  });

  it("gives recommendations a warning and hard limits an error (leicht)", () => {
    const severity = (text: string, rule: string) =>
      checkText(text, { profile: "leicht", options: { only: [rule] } }).findings[0]?.severity;
    // Quotation marks of direct speech: warning; other special characters: error.
    expect(severity("Da sagt Noomi: „Geht nach Hause.“", "special-characters")).toBe("warning");
    expect(severity("Das kostet 5 % mehr.", "special-characters")).toBe("error");
    // 11-15 words: warning; more than 15 (ACO hard limit): error.
    expect(
      severity("Die Priester bringen die Lade an einen Ort in dem Haus für Gott.", "sentence-length"),
    ).toBe("warning");
    expect(
      severity(
        "Die Priester bringen die Lade und die Stangen an einen bestimmten Ort in dem großen Haus für Gott.",
        "sentence-length",
      ),
    ).toBe("error");
  });

  it("defines conformity as the share of sentences without an error", () => {
    const text = "Wir helfen Ihnen.\nDer Antrag wird geprüft.\nSie bekommen Geld.\nDas wäre schön.";
    const result = checkText(text, { profile: "leicht" });
    expect(result.sentences_checked).toBe(4);
    expect(result.conformity).toBe(0.5);
  });

  it("applies profile differences: genitive and Präteritum pass in Einfache Sprache", () => {
    const text = "Die Höhe des Einkommens stieg.";
    const leicht = checkText(text, { profile: "leicht" }).findings.map((finding) => finding.ruleId);
    const einfach = checkText(text, { profile: "einfach" }).findings.map((finding) => finding.ruleId);
    expect(leicht).toEqual(expect.arrayContaining(["genitive", "praeteritum"]));
    expect(einfach).not.toContain("genitive");
    expect(einfach).not.toContain("praeteritum");
  });

  it("honours the switches: separator, numbers, questions and acronyms", () => {
    const compound = (separator: "hyphen" | "mediopunkt") =>
      checkText("Bringen Sie den Einkommensnachweis mit.", { options: { separator } }).findings.find(
        (finding) => finding.ruleId === "long-words",
      )?.suggestion;
    expect(compound("hyphen")).toBe("Einkommens-Nachweis");
    expect(compound("mediopunkt")).toBe("Einkommens·nachweis");
    // A street's name before its house number is an address, as the sign writes it.
    const street = (text: string) =>
      checkText(text).findings.filter((finding) => finding.ruleId === "long-words").length;
    expect(street("Kommen Sie in die Bahnhofstraße 14.")).toBe(0);
    expect(street("Die Bahnhofstraße ist lang.")).toBe(1);
    // So is a name after "Kita", "Firma", "Stadt" ….
    expect(street("Die Kita Sonnenblume ist im Ort.")).toBe(0);
    // A sign that belongs to a name, as the simplifier keeps it (language/name-signs.ts).
    const signs = (text: string) =>
      checkText(text).findings.filter((finding) => finding.ruleId === "special-characters").length;
    expect(signs("Die Hausverwaltung Meyer & Söhne schreibt Ihnen.")).toBe(0);
    expect(signs("Mit freundlichen Grüßen\nIhr Team Reha/Leistung")).toBe(0);
    expect(signs("Kosten & Gebühren sind hoch.")).toBe(1);
    expect(signs("Mieter/Vermieter zahlen.")).toBe(1);
    const words = checkText("Sie bekommen 3 Briefe und dreizehn Karten.", { profile: "einfach" });
    expect(words.findings.filter((f) => f.ruleId === "number-words").map((f) => f.suggestion)).toEqual([
      "drei",
      "13",
    ]);
    expect(
      checkText("Haben Sie Fragen?", { options: { questionsAllowed: true } }).counts_per_rule.questions,
    ).toBeUndefined();
    expect(
      checkText("Haben Sie Fragen?", { options: { questionsAllowed: false } }).counts_per_rule.questions,
    ).toBe(1);
    expect(
      checkText("Wir fahren mit dem ICE.", { options: { wellKnownAcronymsAllowed: false } }).counts_per_rule
        .abbreviations,
    ).toBe(1);
    expect(checkText("Wir fahren mit dem ICE.").counts_per_rule.abbreviations).toBeUndefined();
  });

  it("ignores malformed options and unknown profiles", () => {
    const profile = resolveProfile("klingonisch", {
      separator: "x" as never,
      thresholds: { sentenceWordsWarn: Number.NaN },
    });
    expect(profile.name).toBe("leicht");
    expect(profile.separator).toBe("hyphen");
    expect(profile.thresholds.sentenceWordsWarn).toBe(10);
  });

  it("never throws on odd input and keeps offsets valid", () => {
    const inputs = [
      "",
      "   \n\n  ",
      "😀😀 Das ist 😀 gut. 👩‍👩‍👧 Familie?",
      "\ud800 lone \udc00 surrogates \ud83d",
      "x".repeat(1_000_000),
      "Привет мир. 你好世界。 مرحبا بالعالم.",
      "(((((((((( „“ §§§ %%% ;;; ……",
      "A-B-C-D-E-F-G-H-I-J-K ".repeat(50),
      "1.2.3.4.5.6.7.8.9 12,5,6 99-99-99 XIV.XIV",
      "Der\u0000Antrag\u200b wird\u00ad geprüft.",
    ];
    for (const text of inputs) {
      for (const profile of ["leicht", "einfach"] as const) {
        const result = checkText(text, { profile });
        expectWellFormed(text, result);
      }
    }
    expect(checkText(undefined).sentences_checked).toBe(0);
    expect(checkText(42 as never).conformity).toBe(1);
  });

  it("keeps overlapping findings well-formed and sorted", () => {
    const text = "Wegen des Regens wurde das Fest, das wir z. B. planten, (siehe Seite 4) abgesagt.";
    const result = checkText(text, { profile: "leicht" });
    expectWellFormed(text, result);
    const starts = result.findings.map((finding) => finding.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(result.findings.map((finding) => finding.ruleId)).size).toBeGreaterThan(4);
  });
});
