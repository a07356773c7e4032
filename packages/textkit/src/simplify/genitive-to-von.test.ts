import { describe, expect, it } from "vitest";
import { genitiveToVon } from "./genitive-to-von.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string) => render(genitiveToVon(clauseTokens(sentence)).tokens);

describe("genitiveToVon", () => {
  it("rewrites des + noun after a noun", () => {
    expect(rewrite("Wir prüfen die Höhe des Einkommens.")).toBe("Wir prüfen die Höhe vom Einkommen.");
  });

  it("rewrites feminine and plural genitives and keeps adjectives right", () => {
    expect(rewrite("Die Kosten der Wohnung sind hoch.")).toBe("Die Kosten von der Wohnung sind hoch.");
    expect(rewrite("Die Zahl der neuen Anträge steigt.")).toBe("Die Zahl von den neuen Anträgen steigt.");
    expect(rewrite("Das ist die Höhe Ihres monatlichen Einkommens.")).toBe(
      "Das ist die Höhe von Ihrem monatlichen Einkommen.",
    );
  });

  it("does not fire after a preposition or on a nominative 'der'", () => {
    expect(rewrite("Wegen des Regens bleiben wir zu Hause.")).toBe("Wegen des Regens bleiben wir zu Hause.");
    expect(rewrite("Heute gibt dem Kind der Vater ein Buch.")).toBe(
      "Heute gibt dem Kind der Vater ein Buch.",
    );
  });
});
