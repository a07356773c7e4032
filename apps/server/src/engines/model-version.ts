import { RULES_MODEL_VERSION } from "@leicht/textkit/translate.ts";
import type { EngineLevel } from "./types.ts";

/**
 * `simplification_model_version` values:
 * - `rules-leicht-1`, `rules-einfach-1`: the rule-based textkit pipeline (textkit's RULES_MODEL_VERSION);
 * - `llm:<model>`: the OpenAI-compatible engine with that model;
 * - `rules-leicht-1 (Ersatz für llm:<model>: <Grund>)`: the LLM failed, the rules engine answered
 *   instead. <Grund> is one of the FallbackReason texts below.
 */
export function rulesModelVersion(level: EngineLevel): string {
  return RULES_MODEL_VERSION[level];
}

export function llmModelVersion(model: string): string {
  return `llm:${model}`;
}

export const FallbackReason = {
  timeout: "Zeitlimit überschritten",
  unreachable: "LLM nicht erreichbar",
  serverError: "LLM-Fehler",
  emptyAnswer: "leere Antwort",
} as const;
export type FallbackReason = (typeof FallbackReason)[keyof typeof FallbackReason];

export function fallbackModelVersion(rulesVersion: string, model: string, reason: FallbackReason): string {
  return `${rulesVersion} (Ersatz für ${llmModelVersion(model)}: ${reason})`;
}
