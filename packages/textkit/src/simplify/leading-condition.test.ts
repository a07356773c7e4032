import { describe, expect, it } from "vitest";
import { unrealMain } from "./leading-condition.ts";
import { simplifyText } from "./pipeline.ts";
import { tokenize } from "./tokens.ts";

const einfach = (text: string) =>
  simplifyText(text, { level: "einfach", explanations: "none" }).simplified_text;
const words = (text: string) => tokenize(text);

describe("unrealMain", () => {
  it("finds an unreal condition under a main clause in Konjunktiv II", () => {
    expect(unrealMain(words("wenn ich Zeit hätte"), words("würde ich Ihnen helfen"))).toBe(true);
    expect(unrealMain(words("wenn Sie verheiratet wären"), words("bekämen Sie mehr Geld"))).toBe(true);
    expect(unrealMain(words("wenn Sie Fragen haben"), words("rufen Sie uns an"))).toBe(false);
    expect(unrealMain(words("wenn Sie möchten"), words("könnten wir Sie anrufen"))).toBe(false);
    // A weak verb's Konjunktiv II looks like its Präteritum.
    expect(unrealMain(words("wenn die Großmutter noch lebte"), words("wäre sie heute hundert"))).toBe(true);
    expect(unrealMain(words("wenn er kam"), words("war sie froh"))).toBe(false);
  });
});

describe("Einfache Sprache: the effect of an unreal condition", () => {
  it("keeps its Konjunktiv II", () => {
    // Was "Wenn ich Zeit hätte, helfe ich Ihnen." (a real effect of an unreal condition).
    for (const sentence of [
      "Wenn ich Zeit hätte, würde ich Ihnen helfen.",
      "Wenn Sie verheiratet wären, bekämen Sie mehr Geld.",
      "Wenn Sie krank wären, müssten Sie zu Hause bleiben.",
      "Wenn Sie die Sprache verstehen würden, könnten Sie den Brief lesen.",
      "Wenn Sie Mitglied wären, hätten Sie Anspruch auf die Leistung.",
      // Was "…, ist sie heute hundert Jahre alt.".
      "Wenn die Großmutter noch lebte, wäre sie heute hundert Jahre alt.",
      "Wenn er mehr arbeitete, hätte er mehr Geld.",
    ])
      expect(einfach(sentence)).toBe(sentence);
    // A real condition still gets its main clause rewritten.
    expect(einfach("Sollten Sie verhindert gewesen sein, rufen Sie uns an.")).toBe(
      "Wenn Sie verhindert gewesen sind, rufen Sie uns an.",
    );
  });
});
