import type { RerollType, Separator, TokenUsage } from "@leicht/contracts";

export type EngineLevel = "leicht" | "einfach";

export type EngineOptions = {
  level: EngineLevel;
  /** Compound separator for Leichte Sprache (the user's `mediopoint` preference). */
  separator: Separator;
  /** `summarize` of the request: 1 asks for the most important content only. */
  summarize: boolean;
};

/** What an engine produces; the translation service adds complexity, rule report and counts. */
export type EngineResult = {
  /** Plain text; Leichte Sprache one sentence per line. */
  simplified_text: string;
  /** Markdown. */
  formatted_text: string;
  usage: TokenUsage;
  /** Which engine made the text, see `modelVersion` in ./model-version.ts. */
  model_version: string;
};

export type TranslationEngine = {
  readonly name: string;
  translate(text: string, options: EngineOptions): Promise<EngineResult>;
  /** Shortens (kuerzen), explains more (erklaeren) or translates the input again (uebersetzen). */
  reroll(input: string, output: string, type: RerollType, options: EngineOptions): Promise<EngineResult>;
};

export const NO_USAGE: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
