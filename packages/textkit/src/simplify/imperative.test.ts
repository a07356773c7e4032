import { describe, expect, it } from "vitest";
import { isImperative } from "./imperative.ts";
import { simplifyText } from "./pipeline.ts";
import { word } from "./tokens.ts";

describe("isImperative", () => {
  it("knows imperatives, also the short forms the lexicon lacks", () => {
    for (const form of ["Nimm", "Geh", "Komm", "Sag"]) expect(isImperative(word(form))).toBe(true);
  });

  it("reads a verb whose other reading is only an old dative in -e as an imperative", () => {
    // "im Kaufe": the old dative of "Kauf" never opens a clause.
    expect(isImperative(word("Kaufe"))).toBe(true);
    const out = simplifyText(
      "Kaufe es in Gegenwart der Sitzenden und in Gegenwart der Ältesten meines Volkes.",
      { level: "leicht", explanations: "none" },
    );
    expect(out.simplified_text).toBe(
      "Kaufe es in Gegenwart von den Sitzenden.\nKaufe es in Gegenwart von den Ältesten von meinem Volk.",
    );
  });

  it("does not take nouns or other words for imperatives", () => {
    for (const form of ["Land", "Ausweis", "Haus", "und", "Eine", "Ein", "Liebe", "Sage"])
      expect(isImperative(word(form))).toBe(false);
  });

  it("takes a noun's homograph for the imperative before an object pronoun", () => {
    expect(isImperative(word("Ruf"))).toBe(false);
    expect(isImperative(word("Ruf"), word("mich"))).toBe(true);
    expect(isImperative(word("Kauf"), word("dir"))).toBe(true);
    // Not before other words ("Ruf der Stadt"); only first and second person objects count.
    expect(isImperative(word("Ruf"), word("der"))).toBe(false);
    expect(isImperative(word("Land"), word("ihn"))).toBe(false);
    const out = simplifyText("Ruf mich an, wenn du Zeit hast.", { level: "leicht", explanations: "none" });
    expect(out.simplified_text).toBe("Vielleicht hast du Zeit.\nDann ruf mich an.");
  });

  it("lets a two-word clause with a subject pronoun after a colon start its own line", () => {
    const out = simplifyText("Er sagte: Du fragst: Wer ist das?", { level: "leicht", explanations: "none" });
    expect(out.simplified_text).toBe("Er hat gesagt:\nDu fragst:\nWer ist das?");
    const label = simplifyText("Sie brauchen: Ausweis und Foto.", { level: "leicht", explanations: "none" });
    expect(label.simplified_text).toBe("Sie brauchen: Ausweis und Foto.");
  });

  it("lets an imperative after a colon start its own line in Leichte Sprache", () => {
    const out = simplifyText("Er rief: Komm sofort nach Hause!", { level: "leicht", explanations: "none" });
    expect(out.simplified_text).toBe("Er hat gerufen:\nKomm sofort nach Hause!");
    const list = simplifyText("Sie brauchen: Ausweis und Foto.", { level: "leicht", explanations: "none" });
    expect(list.simplified_text).toBe("Sie brauchen: Ausweis und Foto.");
  });
});
