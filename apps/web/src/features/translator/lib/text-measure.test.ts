import { describe, expect, it } from "vitest";
import { classifyInput, countCharacters, countWords, cutToCap } from "./text-measure.ts";

describe("text measures", () => {
  it("counts words, not punctuation, and keeps Mediopunkt words whole", () => {
    expect(countWords("Bürger·geld beantragen, bitte!")).toBe(3);
    expect(countWords(" – … ")).toBe(0);
    expect(countWords("Am 15.03.2026 um 8 Uhr")).toBe(5);
  });

  it("counts an emoji as one character, like the server", () => {
    expect(countCharacters("Hallo 👋")).toBe(7);
  });

  it("cuts to the cap without splitting an emoji", () => {
    expect(cutToCap("ab👋cd", 3)).toBe("ab👋");
    expect(cutToCap("abc", 10)).toBe("abc");
    expect(cutToCap("abc", 0)).toBe("");
  });

  it("treats blank input as empty, fewer than 4 words as a term, and more as a text", () => {
    expect(classifyInput("  \n ")).toBe("empty");
    expect(classifyInput("Wohngeld beantragen")).toBe("term");
    expect(classifyInput("Bitte reichen Sie ein")).toBe("text");
  });
});
