import { describe, expect, it } from "vitest";
import { sariSentence, sariTokens } from "./sari.ts";

// Vectors from the Hugging Face `sari` metric card (tensor2tensor implementation of Xu et al. 2016).
const source = "About 95 species are currently accepted.";
const references = [
  "About 95 species are currently known.",
  "About 95 species are now accepted.",
  "95 species are now accepted.",
];

describe("sariSentence", () => {
  it("matches the published value for 'About 95 you now get in.'", () => {
    expect(sariSentence(source, "About 95 you now get in.", references).sari).toBeCloseTo(
      26.953601953601954,
      6,
    );
  });

  it("gives copying the source a low score and the reference a high one", () => {
    const copy = sariSentence(source, source, references).sari;
    const good = sariSentence(source, "About 95 species are now accepted.", references).sari;
    expect(good).toBeGreaterThan(copy);
  });

  it("tokenises lower-case with punctuation split off", () => {
    expect(sariTokens("Er kam, spät.")).toEqual(["er", "kam", ",", "spät", "."]);
  });
});
