import { describe, expect, it } from "vitest";
import { wordFeatures } from "./word-features.ts";

describe("a compound with its parts shown", () => {
  it("is as frequent as its rarest part and long only when a part is long", () => {
    const shown = wordFeatures("Freizeit-Angebote");
    expect(shown.isLong).toBe(true);
    expect(shown.isLongRare).toBe(false);
    expect(wordFeatures("Land-Kreise").isLong).toBe(false);
    expect(wordFeatures("Land-Kreise").isVeryRare).toBe(false);
    expect(wordFeatures("Bundes·ministerium").isVeryRare).toBe(false);
    // The same words without the separator count as one long word; unknown forms stay rare.
    expect(wordFeatures("Landkreise").isLong).toBe(true);
    expect(wordFeatures("Quaxel-Blubbertopf").isVeryRare).toBe(true);
  });

  it("keeps its letters and leaves a hyphen without letters on both sides alone", () => {
    expect(wordFeatures("Freizeit-Angebote").letters).toBe(16);
    expect(wordFeatures("Ost-").letters).toBe(3);
  });
});
