import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_WORK, type Work } from "../state/translator-types.ts";
import { readSavedWork, SAVED_STATE_KEYS, writeSavedWork } from "./saved-state.ts";

const complexity = { average_readability_score: 40, ger_language_level: "A2", estimated_grade_level: 5 };
const work: Work = {
  input: "Bitte reichen Sie die Unterlagen ein.",
  outputs: {
    leicht: {
      formatted: "Bitte schicken Sie uns **alle** Papiere.",
      plain: "Bitte schicken Sie uns alle Papiere.",
      findings: [],
      conformity: 1,
      modelVersion: "rules-leicht-1",
      wordCount: 6,
    },
    einfach: null,
  },
  lastTranslatedText: "Bitte reichen Sie die Unterlagen ein.",
  complexity: { leichte: complexity, einfache: null, original: complexity },
};

describe("the saved local state", () => {
  afterEach(() => localStorage.clear());

  it("writes the spec's keys and reads the same work back", () => {
    writeSavedWork(work);
    expect(Object.keys(localStorage).sort()).toEqual(Object.values(SAVED_STATE_KEYS).sort());
    expect(localStorage.getItem("input")).toBe(work.input);
    expect(JSON.parse(localStorage.getItem("complexityData") ?? "{}")).toEqual(work.complexity);
    expect(readSavedWork()).toEqual(work);
  });

  it("starts empty without saved state", () => {
    expect(readSavedWork()).toEqual(EMPTY_WORK);
  });

  it("ignores damaged entries instead of failing", () => {
    localStorage.setItem("input", "Mein Text");
    localStorage.setItem("outputLeicht", "{kaputt");
    localStorage.setItem("outputEinfach", JSON.stringify({ formatted: 3 }));
    localStorage.setItem("complexityData", JSON.stringify({ leichte: "x", original: complexity }));
    const restored = readSavedWork();
    expect(restored.input).toBe("Mein Text");
    expect(restored.outputs).toEqual({ leicht: null, einfach: null });
    expect(restored.complexity).toEqual({ leichte: null, einfache: null, original: complexity });
  });
});
