import { describe, expect, it } from "vitest";
import { praeteritumToPerfekt } from "./praeteritum-to-perfekt.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string) => render(praeteritumToPerfekt(clauseTokens(sentence)));

describe("praeteritumToPerfekt", () => {
  it("uses sein or haben and puts the participle last", () => {
    expect(rewrite("Er ging zum Amt.")).toBe("Er ist zum Amt gegangen.");
    expect(rewrite("Dann trennte Gott das Licht vom Wasser.")).toBe(
      "Dann hat Gott das Licht vom Wasser getrennt.",
    );
    expect(rewrite("Ich schrieb einen Brief.")).toBe("Ich habe einen Brief geschrieben.");
  });

  it("folds a separated particle into the participle", () => {
    expect(rewrite("Sie rief uns gestern an.")).toBe("Sie hat uns gestern angerufen.");
  });

  it("keeps sein, haben, werden and modals", () => {
    expect(rewrite("Er war krank.")).toBeUndefined();
    expect(rewrite("Es wurde Abend.")).toBeUndefined();
    expect(rewrite("Wir konnten nicht kommen.")).toBeUndefined();
  });

  it("does not fire on present tense or on clauses with punctuation inside", () => {
    expect(rewrite("Er geht zum Amt.")).toBeUndefined();
    expect(rewrite("Gott machte zwei Lichter: ein großes Licht; auch die Sterne.")).toBeUndefined();
  });
});
