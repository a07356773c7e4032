import { describe, expect, it } from "vitest";
import { parseNumberWord } from "../language/number-words.ts";
import { parseIdioms } from "./idioms.ts";
import { romanValue } from "./roman-numerals.ts";
import { parseSynonymGroups } from "./synonym-variation.ts";

describe("rule helpers", () => {
  it("reads German number words", () => {
    expect(parseNumberWord("sieben")).toBe(7);
    expect(parseNumberWord("dreihundertfünfundzwanzig")).toBe(325);
    expect(parseNumberWord("zweitausendvierundzwanzig")).toBe(2024);
    expect(parseNumberWord("ein")).toBeUndefined();
    expect(parseNumberWord("undzwanzig")).toBeUndefined();
    expect(parseNumberWord("haus")).toBeUndefined();
  });

  it("accepts canonical Roman numerals only", () => {
    expect(romanValue("XIV")).toBe(14);
    expect(romanValue("MCMXC")).toBe(1990);
    expect(romanValue("IIII")).toBeUndefined();
    expect(romanValue("IL")).toBeUndefined();
    expect(romanValue("ABC")).toBeUndefined();
  });

  it("parses the idiom and synonym-group data formats", () => {
    const idioms = parseIdioms("# comment\nauf den Arm nehmen\tarm\tauf nehm,nahm\tveralbern\n");
    expect(idioms.get("arm")?.[0]?.required).toEqual([["auf"], ["nehm", "nahm"]]);
    const groups = parseSynonymGroups("Arzt|Doktor|Mediziner\n");
    expect([...(groups.get("Doktor") ?? [])]).toEqual(["Arzt", "Mediziner"]);
  });
});
