import { describe, expect, it } from "vitest";
import { dropFillerParticles } from "./filler-particles.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const drop = (sentence: string, end = "."): string =>
  renderTokens(dropFillerParticles(clauseTokens(sentence, false), end));

describe("dropFillerParticles", () => {
  it("drops modal particles inside a clause", () => {
    expect(drop("Sonst verdürbe ich ja meinen eigenen Erbbesitz")).toBe(
      "Sonst verdürbe ich meinen eigenen Erbbesitz",
    );
    expect(drop("Sie hatte nämlich Angst")).toBe("Sie hatte Angst");
    expect(drop("Wir haben doch Abraham als Vater")).toBe("Wir haben Abraham als Vater");
    expect(drop("Was wollt ihr denn", "?")).toBe("Was wollt ihr");
  });

  it("keeps conjunctions, answers, measures, concessions and denn/etwa outside questions", () => {
    for (const [sentence, end] of [
      ["Doch er kam nicht", "."],
      ["Ja, das stimmt", "."],
      ["Er kam nicht, denn er war krank", "."],
      ["Wir zahlen etwa 15.000 Euro", "."],
      ["Kostet das etwa 20 Euro", "?"],
      ["Kommt der Christus etwa aus Galiläa", "?"],
      ["Und schlaf ich auch ein, wache ich doch wieder auf", "."],
      ["Er hat 2 Söhne, nämlich Machlon und Kiljon", "."],
      ["Das kostet etwa so viel wie ein Auto", "."],
      ["Sagst du ja oder nein", "?"],
      ["Bitte teilen Sie mit, ob Sie ja sagen", "."],
      ["Kommen Sie morgen denn wir brauchen Sie", "?"],
    ] as const)
      expect(drop(sentence, end)).toBe(sentence);
  });
});
