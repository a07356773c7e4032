import type { Separator } from "@leicht/contracts";
import type { ChatAnswer, ChatRequest } from "./llm-client.ts";
import { FallbackReason, fallbackModelVersion, llmModelVersion } from "./model-version.ts";
import { postProcess } from "./post-process.ts";
import { rerollPrompt, systemPrompt, translatePrompt } from "./prompts.ts";
import type { EngineLevel, EngineOptions, EngineResult, TranslationEngine } from "./types.ts";

export type OpenAiEngineSettings = {
  /** Model per level (LLM_MODEL_LEICHT / LLM_MODEL_EINFACH, else LLM_MODEL). */
  models: Record<EngineLevel, string>;
  chat: (request: ChatRequest) => Promise<ChatAnswer>;
  /** Answers when the LLM fails or is too slow. */
  fallback: TranslationEngine;
  onFallback?: (reason: string, error: unknown) => void;
};

/** Strips wrappers models like to add: a code fence or our own <text> tags. */
export function cleanAnswer(answer: string): string {
  return answer
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*?)\n```$/i, "$1")
    .replace(/^<(text|uebersetzung|leichtesprache|einfachesprache)>\s*([\s\S]*?)\s*<\/\1>$/i, "$2")
    .trim();
}

function reasonOf(error: unknown): FallbackReason {
  const reason = (error as { reason?: unknown } | null)?.reason;
  const known = Object.values(FallbackReason) as string[];
  return typeof reason === "string" && known.includes(reason)
    ? (reason as FallbackReason)
    : FallbackReason.serverError;
}

/**
 * OpenAI-compatible engine. The answer gets the same post-processing as the rules engine's output
 * (line per sentence and compound separation in Leichte Sprache); on any failure the fallback
 * engine answers and `model_version` says so.
 */
export function createOpenAiEngine(settings: OpenAiEngineSettings): TranslationEngine {
  const run = async (
    options: EngineOptions,
    user: string,
    fallback: () => Promise<EngineResult>,
  ): Promise<EngineResult> => {
    const model = settings.models[options.level];
    try {
      const answer = await settings.chat({
        model,
        system: systemPrompt(options.level, options.separator),
        user,
      });
      const text = cleanAnswer(answer.text);
      if (!text) throw Object.assign(new Error("empty answer"), { reason: FallbackReason.emptyAnswer });
      const separator: Separator = options.separator;
      return {
        ...postProcess(text, options.level, separator),
        usage: answer.usage,
        model_version: llmModelVersion(model),
      };
    } catch (error) {
      const reason = reasonOf(error);
      settings.onFallback?.(reason, error);
      const result = await fallback();
      return { ...result, model_version: fallbackModelVersion(result.model_version, model, reason) };
    }
  };
  return {
    name: "openai",
    translate(text, options) {
      return run(options, translatePrompt(text, options.summarize), () =>
        settings.fallback.translate(text, options),
      );
    },
    reroll(input, output, type, options) {
      return run(options, rerollPrompt(input, output, type), () =>
        settings.fallback.reroll(input, output, type, options),
      );
    },
  };
}
