import { describe, expect, it } from "vitest";
import { analyzeText } from "../analyze.ts";
import { collectCounts } from "./collect-counts.ts";
import type { SentenceCounts } from "./types.ts";

function sentenceCounts(text: string): SentenceCounts[] {
  const sentences: SentenceCounts[] = [];
  collectCounts(text, (sentence) => sentences.push({ ...sentence }));
  return sentences;
}

describe("formal function words in the sentence counts", () => {
  it("counts the simplifier's hard plain words, genitive prepositions and welch-/dessen/deren", () => {
    const [formal] = sentenceCounts(
      "Hinsichtlich der Kosten, deren Höhe jedoch bereits feststeht, erhalten Sie einen Bescheid.",
    );
    expect(formal?.formalWords).toBe(4);
  });

  it("does not count their plain equivalents or the article der/die/das", () => {
    const [plain] = sentenceCounts("Wegen der Kosten, die aber schon feststehen, bekommen Sie einen Brief.");
    // "wegen" is a genitive preposition; "die", "aber" and "schon" are not formal words.
    expect(plain?.formalWords).toBe(1);
    const [none] = sentenceCounts("Die Kosten stehen schon fest.");
    expect(none?.formalWords).toBe(0);
  });

  it("makes a sentence with formal words score harder than the same sentence in plain words", () => {
    const formal = analyzeText("Der Antrag wurde jedoch bereits geprüft, sofern die Unterlagen vorliegen.");
    const plain = analyzeText("Der Antrag wurde aber schon geprüft, wenn die Unterlagen vorliegen.");
    expect(formal.average_readability_score).toBeGreaterThan(plain.average_readability_score);
  });
});

describe("very easy sentences", () => {
  it("stay ordered below the level line of A2 rather than all on one floor value", () => {
    const greeting = analyzeText("Ich bin da.").average_readability_score;
    const plain = analyzeText("Wir haben Ihren Antrag bekommen.").average_readability_score;
    expect(greeting).toBeLessThan(plain);
    expect(plain).toBeLessThan(28);
    expect(analyzeText("").average_readability_score).toBe(0);
  });
});
