import { describe, expect, it } from "vitest";
import { habenZuToModal } from "./haben-zu.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
const rewrite = (text: string): string | undefined => {
  const tokens = habenZuToModal(clauseTokens(text));
  return tokens === undefined ? undefined : render(tokens);
};

describe("habenZuToModal", () => {
  it("turns the duty 'haben … zu V' into 'müssen … V'", () => {
    expect(rewrite("Sie haben die Unterlagen bis zum 3. Mai vorzulegen.")).toBe(
      "Sie müssen die Unterlagen bis zum 3. Mai vorlegen.",
    );
    expect(rewrite("Der Mieter hat die Wohnung bei Auszug zu räumen.")).toBe(
      "Der Mieter muss die Wohnung bei Auszug räumen.",
    );
    expect(rewrite("Dann habt ihr das Gesetz zu halten.")).toBe("Dann müsst ihr das Gesetz halten.");
    // What the parents must see to must happen ("muss", dass-obligation.ts), no fact.
    expect(leicht("Die Eltern haben dafür zu sorgen, dass ihr Kind zur Schule geht.")).toBe(
      "Die Eltern müssen dafür sorgen:\nIhr Kind muss zur Schule gehen.",
    );
  });

  it("leaves 'haben' with a quantity, a noun of the infinitive, a question, 'zu tun' and an auxiliary", () => {
    for (const text of [
      "Sie haben nichts zu befürchten.",
      "Wir haben viel zu tun.",
      "Die Eltern haben ein Recht zu erfahren.",
      "Er hat keine Zeit zu warten.",
      "Was hast du hier zu suchen?",
      "Damit hat er zu tun.",
      "Vielleicht haben Sie die Verspätung nicht zu vertreten.",
      "Sie haben das Haus nicht zu betreten.",
      "Sie haben keine Tiere zu halten.",
      "Wir haben eine Wohnung zu vermieten.",
      "Wir haben Zimmer zu vermieten.",
      "Sie haben gut zu lachen.",
      "Ich habe Ihnen ein Angebot zu machen.",
      "Sie haben vergessen zu zahlen.",
      "Sie hatten die Miete pünktlich zu zahlen.",
      "Sie haben versucht, ihn zu erreichen.",
    ])
      expect(rewrite(text)).toBeUndefined();
  });
});
