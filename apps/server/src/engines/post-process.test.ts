import { describe, expect, it } from "vitest";
import { boldNegations, linePerSentence, postProcess, separateCompounds } from "./post-process.ts";

describe("post-processing of an engine's answer", () => {
  it("puts one sentence per line and keeps paragraphs apart", () => {
    expect(linePerSentence("Das ist gut. Wir helfen Ihnen.\n\nRufen Sie an!")).toBe(
      "Das ist gut.\nWir helfen Ihnen.\n\nRufen Sie an!",
    );
  });

  it("separates long compounds with the chosen separator and leaves joined words alone", () => {
    expect(separateCompounds("Der Arbeitsvertrag ist da.", "mediopunkt")).toBe("Der Arbeits·vertrag ist da.");
    expect(separateCompounds("Der Arbeitsvertrag ist da.", "hyphen")).toBe("Der Arbeits-Vertrag ist da.");
    expect(separateCompounds("Der Arbeitsvertrag ist da.", "none")).toBe("Der Arbeitsvertrag ist da.");
    expect(separateCompounds("Der Arbeits-Vertrag ist da.", "mediopunkt")).toBe(
      "Der Arbeits-Vertrag ist da.",
    );
  });

  it("bolds negations in Markdown only as whole words", () => {
    expect(boldNegations("Das ist nicht schwer. Keine Angst. Nichtraucher.")).toBe(
      "Das ist **nicht** schwer. **Keine** Angst. Nichtraucher.",
    );
  });

  it("leaves Einfache Sprache as written, and never throws on odd input", () => {
    expect(postProcess(" Ein Satz. Noch einer. ", "einfach", "mediopunkt").simplified_text).toBe(
      "Ein Satz. Noch einer.",
    );
    expect(postProcess("", "leicht", "mediopunkt")).toEqual({ simplified_text: "", formatted_text: "" });
    expect(postProcess("😀😀 🙂", "leicht", "hyphen").simplified_text).toBe("😀😀 🙂");
  });
});
