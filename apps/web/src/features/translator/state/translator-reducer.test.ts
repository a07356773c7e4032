import { describe, expect, it } from "vitest";
import { initialTranslatorState, ownWork, translatorReducer } from "./translator-reducer.ts";
import { EMPTY_WORK, type LevelOutput, type Work } from "./translator-types.ts";

const output = (text: string): LevelOutput => ({
  formatted: text,
  plain: text,
  findings: [],
  conformity: 1,
  modelVersion: "rules-leicht-1",
  wordCount: 3,
});
const complexity = { average_readability_score: 60, ger_language_level: "B2", estimated_grade_level: 9 };
const myWork: Work = {
  input: "Mein eigener Brief an das Amt.",
  outputs: { leicht: output("Mein Brief."), einfach: output("Mein eigener Brief.") },
  lastTranslatedText: "Mein eigener Brief an das Amt.",
  complexity: { leichte: complexity, einfache: complexity, original: complexity },
};
const example = (input: string): Work => ({ ...EMPTY_WORK, input, lastTranslatedText: input });

describe("the translator state", () => {
  it("shows an example and restores the visitor's own work when it is clicked again", () => {
    let state = initialTranslatorState(myWork);
    state = translatorReducer(state, { type: "example-clicked", id: 1, work: example("Beispiel eins") });
    expect(state.work.input).toBe("Beispiel eins");
    expect(ownWork(state)).toBe(myWork);
    // Switching to another example keeps the same own work aside.
    state = translatorReducer(state, { type: "example-clicked", id: 2, work: example("Beispiel zwei") });
    expect(state.example?.id).toBe(2);
    state = translatorReducer(state, { type: "example-clicked", id: 2, work: example("Beispiel zwei") });
    expect(state.example).toBeNull();
    expect(state.work).toEqual(myWork);
  });

  it("turns an edited example into the visitor's own text", () => {
    let state = translatorReducer(initialTranslatorState(myWork), {
      type: "example-clicked",
      id: 3,
      work: example("Beispiel drei"),
    });
    state = translatorReducer(state, { type: "input-changed", text: "Beispiel drei, geändert" });
    expect(state.example).toBeNull();
    expect(ownWork(state).input).toBe("Beispiel drei, geändert");
  });

  it("clears every result when the input becomes empty", () => {
    let state = initialTranslatorState(myWork);
    state = translatorReducer(state, { type: "glossary", glossary: { status: "loading", term: "amt" } });
    state = translatorReducer(state, { type: "input-changed", text: "   " });
    expect(state.work.outputs).toEqual({ leicht: null, einfach: null });
    expect(state.work.complexity).toEqual({ leichte: null, einfache: null, original: null });
    expect(state.work.lastTranslatedText).toBe("");
    expect(state.glossary).toEqual({ status: "idle" });
  });

  it("loads both levels separately and keeps both outputs", () => {
    let state = translatorReducer(initialTranslatorState(EMPTY_WORK), {
      type: "translation-started",
      text: "x",
    });
    expect(state.loading).toEqual({ leicht: true, einfach: true });
    state = translatorReducer(state, {
      type: "level-translated",
      level: "einfach",
      text: "Ein langer Text hier.",
      output: output("Einfach."),
      before: complexity,
      after: { ...complexity, average_readability_score: 30 },
    });
    expect(state.loading).toEqual({ leicht: true, einfach: false });
    state = translatorReducer(state, { type: "level-failed", level: "leicht" });
    expect(state.loading).toEqual({ leicht: false, einfach: false });
    expect(state.work.outputs.einfach?.plain).toBe("Einfach.");
    expect(state.work.complexity.einfache?.average_readability_score).toBe(30);
    expect(state.work.lastTranslatedText).toBe("Ein langer Text hier.");
  });

  it("ignores late example measurements after the visitor left the example", () => {
    let state = translatorReducer(initialTranslatorState(myWork), {
      type: "example-clicked",
      id: 1,
      work: example("Beispiel eins"),
    });
    state = translatorReducer(state, { type: "example-clicked", id: 1, work: example("Beispiel eins") });
    const after = translatorReducer(state, {
      type: "example-complexity",
      id: 1,
      complexity: { leichte: null, einfache: null, original: null },
    });
    expect(after).toBe(state);
  });
});
