import { describe, expect, it } from "vitest";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";
import { speechBeforeInquit } from "./trailing-inquit.ts";

/** The clauses with the speaker first, or undefined (the quotation marks are gone, as in Leichte Sprache). */
const reorder = (sentence: string): string[] | undefined =>
  speechBeforeInquit({ tokens: clauseTokens(sentence, false), end: "." }, false, "Dann")?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("speechBeforeInquit", () => {
  it("puts the speaker before the words after a comma", () => {
    expect(reorder("Ich komme morgen, sagte der Vater leise.")).toEqual([
      "Der Vater sagte leise:",
      "Ich komme morgen.",
    ]);
    expect(reorder("Die Zahl der Anträge ist gestiegen, teilte das Amt mit.")).toEqual([
      "Das Amt teilte mit:",
      "Die Zahl der Anträge ist gestiegen.",
    ]);
    expect(reorder("Ich bin müde, ich will schlafen, sagte sie zu ihrer Mutter.")).toEqual([
      "Sie sagte zu ihrer Mutter:",
      "Ich bin müde, ich will schlafen.",
    ]);
  });

  it("keeps the mark of a request or question, and the speaker's next step after it", () => {
    expect(reorder("Ihr Heuchler!, rief Jesus.")).toEqual(["Jesus rief:", "Ihr Heuchler!"]);
    expect(reorder("Kommst du mit?, fragte sie.")).toEqual(["Sie fragte:", "Kommst du mit?"]);
    expect(reorder("Komm mit!, rief er und lief los.")).toEqual([
      "Er rief:",
      "Komm mit!",
      "Dann lief er los.",
    ]);
  });

  it("leaves a series of verbs, objects, negations and clauses that are no words said", () => {
    for (const sentence of [
      // The verb goes on with the subject before the comma (same tense, agrees).
      "Er stand auf, fragte die Lehrerin.",
      "Er hörte zu, fragte sie.",
      "Ich war krank, sagte er.",
      // An object or a dative, no speaker.
      "Sie ging nach Hause, erzählte ihrer Mutter alles.",
      "Er kam herein, sagte Hallo.",
      "Er öffnete die Tür, rief die Kinder.",
      // A negation, an indirect question, a subordinate clause.
      "Das stimmt, sagte er nicht.",
      "Was er wollte, sagte er nicht.",
      "Wenn du kommst, sagte er.",
      // No verb of saying.
      "Ich komme morgen, dachte er.",
    ])
      expect(reorder(sentence)).toBeUndefined();
  });
});
