import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config/env.ts";
import { createLlmClient } from "./llm-client.ts";
import { createOpenAiEngine } from "./openai-engine.ts";
import { createRulesEngine } from "./rules-engine.ts";
import { textkitSimplifier } from "./simplifier.ts";
import type { TranslationEngine } from "./types.ts";

/** The engine TRANSLATION_ENGINE asks for; `openai` always has `rules` behind it as fallback. */
export function selectEngine(config: Config, log: FastifyBaseLogger): TranslationEngine {
  const rules = createRulesEngine(textkitSimplifier);
  if (config.TRANSLATION_ENGINE !== "openai" || !config.LLM_BASE_URL || !config.LLM_MODEL) return rules;
  return createOpenAiEngine({
    models: {
      leicht: config.LLM_MODEL_LEICHT ?? config.LLM_MODEL,
      einfach: config.LLM_MODEL_EINFACH ?? config.LLM_MODEL,
    },
    chat: createLlmClient({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      timeoutMs: config.LLM_TIMEOUT_MS,
      stream: config.LLM_STREAM,
    }),
    fallback: rules,
    onFallback: (reason, error) => log.warn({ err: error, reason }, "LLM failed, rules engine answered"),
  });
}
