import type { TokenUsage } from "@leicht/contracts";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { FallbackReason } from "./model-version.ts";
import { NO_USAGE } from "./types.ts";

export type LlmSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  /** Budget for the whole call, streaming included. */
  timeoutMs: number;
  stream: boolean;
};

export type ChatRequest = { model: string; system: string; user: string };
export type ChatAnswer = { text: string; usage: TokenUsage };

/** Why an LLM call failed; carries the German reason that goes into the model version. */
export class LlmFailure extends Error {
  readonly reason: FallbackReason;
  constructor(reason: FallbackReason, cause?: unknown) {
    super(reason, { cause });
    this.name = "LlmFailure";
    this.reason = reason;
  }
}

function usageOf(usage: OpenAI.CompletionUsage | null | undefined): TokenUsage {
  if (!usage) return NO_USAGE;
  return {
    prompt_tokens: usage.prompt_tokens ?? 0,
    completion_tokens: usage.completion_tokens ?? 0,
    total_tokens: usage.total_tokens ?? 0,
  };
}

function classify(error: unknown, timedOut: boolean): LlmFailure {
  if (error instanceof LlmFailure) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new LlmFailure(FallbackReason.timeout, error);
  }
  if (error instanceof APIConnectionError) return new LlmFailure(FallbackReason.unreachable, error);
  if (error instanceof APIError) return new LlmFailure(FallbackReason.serverError, error);
  return new LlmFailure(FallbackReason.serverError, error);
}

/**
 * One chat completion against any OpenAI-compatible endpoint, streamed or not, within one time
 * budget for the whole call. No retries: a failure falls back to the rules engine at once.
 */
export function createLlmClient(settings: LlmSettings): (request: ChatRequest) => Promise<ChatAnswer> {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
    apiKey: settings.apiKey ?? "kein-schluessel",
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  return async ({ model, system, user }) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: "system", content: system },
      { role: "user", content: user },
    ];
    try {
      if (!settings.stream) {
        const completion = await client.chat.completions.create(
          { model, messages, temperature: 0.2 },
          { signal: controller.signal },
        );
        return { text: completion.choices[0]?.message?.content ?? "", usage: usageOf(completion.usage) };
      }
      const stream = await client.chat.completions.create(
        { model, messages, temperature: 0.2, stream: true, stream_options: { include_usage: true } },
        { signal: controller.signal },
      );
      let text = "";
      let usage = NO_USAGE;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta?.content ?? "";
        if (chunk.usage) usage = usageOf(chunk.usage);
      }
      if (timedOut) throw new LlmFailure(FallbackReason.timeout);
      return { text, usage };
    } catch (error) {
      throw classify(error, timedOut);
    } finally {
      clearTimeout(timer);
    }
  };
}
