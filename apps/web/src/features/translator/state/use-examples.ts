import type { Separator } from "@leicht/contracts";
import { type Dispatch, useCallback } from "react";
import { analyzeReadability, checkRules } from "../api/example-measures.ts";
import { translatorExamples } from "../examples-data.ts";
import { exampleOutput, plainOfMarkdown } from "../lib/to-level-output.ts";
import type { ExampleId, TranslatorAction, TranslatorState } from "./translator-reducer.ts";
import { EMPTY_COMPLEXITY, type Work } from "./translator-types.ts";

function exampleWork(id: ExampleId): Work | null {
  const example = translatorExamples.find((candidate) => candidate.id === id);
  if (!example) return null;
  return {
    input: example.original,
    outputs: { leicht: exampleOutput(example.leicht), einfach: exampleOutput(example.einfach) },
    lastTranslatedText: example.original,
    complexity: EMPTY_COMPLEXITY,
  };
}

/**
 * Beispiel 1-3: the canned texts appear at once; their readability and rule findings are measured
 * by the server (POST /analyze, /check: no quota), so the cards show honest figures.
 */
export function useExamples(
  state: TranslatorState,
  dispatch: Dispatch<TranslatorAction>,
  separator: Separator,
) {
  return useCallback(
    async (id: ExampleId) => {
      const work = exampleWork(id);
      const example = translatorExamples.find((candidate) => candidate.id === id);
      if (!work || !example) return;
      const isClosing = state.example?.id === id;
      dispatch({ type: "example-clicked", id, work });
      if (isClosing) return;
      try {
        const [original, leichte, einfache] = await Promise.all([
          analyzeReadability(example.original),
          analyzeReadability(plainOfMarkdown(example.leicht)),
          analyzeReadability(plainOfMarkdown(example.einfach)),
        ]);
        dispatch({ type: "example-complexity", id, complexity: { original, leichte, einfache } });
        const [leichtCheck, einfachCheck] = await Promise.all([
          checkRules(plainOfMarkdown(example.leicht), "leicht", separator),
          checkRules(plainOfMarkdown(example.einfach), "einfach", separator),
        ]);
        dispatch({
          type: "example-findings",
          id,
          level: "leicht",
          output: exampleOutput(example.leicht, leichtCheck),
        });
        dispatch({
          type: "example-findings",
          id,
          level: "einfach",
          output: exampleOutput(example.einfach, einfachCheck),
        });
      } catch {
        // The example text is shown anyway; without the server the cards stay empty.
      }
    },
    [state.example, dispatch, separator],
  );
}
