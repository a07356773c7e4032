import { describe, expect, it } from "vitest";
import { konjunktivToIndicative } from "./konjunktiv-to-indicative.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string, end = ".") => render(konjunktivToIndicative(clauseTokens(sentence)), end);

describe("konjunktivToIndicative", () => {
  it("turns würde + infinitive into the present", () => {
    expect(rewrite("Wir würden uns über Ihren Besuch freuen.")).toBe("Wir freuen uns über Ihren Besuch.");
    expect(rewrite("Er würde Sie morgen anrufen.")).toBe("Er ruft Sie morgen an.");
  });

  it("swaps Konjunktiv II of auxiliaries and modals", () => {
    expect(rewrite("Das wäre gut.")).toBe("Das ist gut.");
    expect(rewrite("Könnten Sie uns den Nachweis schicken?", "?")).toBe(
      "Können Sie uns den Nachweis schicken?",
    );
  });

  it("does not fire on indicative clauses or clauses with commas", () => {
    expect(rewrite("Wir freuen uns.")).toBeUndefined();
    expect(rewrite("Wenn Sie kämen, wäre das schön.")).toBeUndefined();
  });
});
