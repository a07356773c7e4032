import type { ComplexityValues } from "@leicht/contracts";
import { isBlank } from "../lib/text-measure.ts";
import {
  EMPTY_COMPLEXITY,
  type GlossaryState,
  type LevelKey,
  type LevelOutput,
  NO_OUTPUTS,
  type Work,
} from "./translator-types.ts";

export type ExampleId = 1 | 2 | 3;

export type TranslatorState = {
  /** What the panels show. */
  work: Work;
  /** Example mode: which example is shown and the visitor's own work to restore. */
  example: { id: ExampleId; ownWork: Work } | null;
  loading: Record<LevelKey, boolean>;
  glossary: GlossaryState;
};

export type TranslatorAction =
  | { type: "input-changed"; text: string }
  | { type: "translation-started"; text: string }
  | {
      type: "level-translated";
      level: LevelKey;
      text: string;
      output: LevelOutput;
      before: ComplexityValues;
      after: ComplexityValues;
    }
  | { type: "level-failed"; level: LevelKey }
  | { type: "example-clicked"; id: ExampleId; work: Work }
  | { type: "example-complexity"; id: ExampleId; complexity: Work["complexity"] }
  | { type: "example-findings"; id: ExampleId; level: LevelKey; output: LevelOutput }
  | { type: "glossary"; glossary: GlossaryState };

export function initialTranslatorState(saved: Work): TranslatorState {
  return {
    work: saved,
    example: null,
    loading: { leicht: false, einfach: false },
    glossary: { status: "idle" },
  };
}

const CLEARED_RESULTS = { outputs: NO_OUTPUTS, lastTranslatedText: "", complexity: EMPTY_COMPLEXITY };

/** The work that belongs to the visitor: in example mode the one put aside, else the shown one. */
export function ownWork(state: TranslatorState): Work {
  return state.example ? state.example.ownWork : state.work;
}

export function isTranslating(state: TranslatorState): boolean {
  return state.loading.leicht || state.loading.einfach;
}

export function translatorReducer(state: TranslatorState, action: TranslatorAction): TranslatorState {
  switch (action.type) {
    case "input-changed": {
      // Empty input clears everything (spec 001 §5); editing an example makes it the visitor's own text.
      if (isBlank(action.text)) {
        return {
          ...state,
          example: null,
          work: { input: action.text, ...CLEARED_RESULTS },
          glossary: { status: "idle" },
        };
      }
      return { ...state, example: null, work: { ...state.work, input: action.text } };
    }
    case "translation-started":
      return { ...state, loading: { leicht: true, einfach: true }, glossary: { status: "idle" } };
    case "level-translated": {
      const complexityKey = action.level === "leicht" ? "leichte" : "einfache";
      const work: Work = {
        ...state.work,
        lastTranslatedText: action.text,
        outputs: { ...state.work.outputs, [action.level]: action.output },
        complexity: { ...state.work.complexity, original: action.before, [complexityKey]: action.after },
      };
      return { ...state, work, loading: { ...state.loading, [action.level]: false } };
    }
    case "level-failed":
      return { ...state, loading: { ...state.loading, [action.level]: false } };
    case "example-clicked": {
      if (state.example?.id === action.id) {
        // Clicking the active example again brings the visitor's own work back.
        return { ...state, work: state.example.ownWork, example: null, glossary: { status: "idle" } };
      }
      const saved = state.example ? state.example.ownWork : state.work;
      return {
        ...state,
        work: action.work,
        example: { id: action.id, ownWork: saved },
        glossary: { status: "idle" },
      };
    }
    case "example-complexity":
      if (state.example?.id !== action.id) return state;
      return { ...state, work: { ...state.work, complexity: action.complexity } };
    case "example-findings":
      if (state.example?.id !== action.id) return state;
      return {
        ...state,
        work: { ...state.work, outputs: { ...state.work.outputs, [action.level]: action.output } },
      };
    case "glossary":
      return { ...state, glossary: action.glossary };
  }
}
