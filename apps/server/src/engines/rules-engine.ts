import { rulesModelVersion } from "./model-version.ts";
import type { Simplifier } from "./simplifier.ts";
import { NO_USAGE, type TranslationEngine } from "./types.ts";

/** Rule-based engine (default): textkit's pipeline. Deterministic, offline, no tokens used. */
export function createRulesEngine(simplifier: Simplifier): TranslationEngine {
  return {
    name: "rules",
    async translate(text, options) {
      const output = simplifier.translateText(text, { level: options.level, separator: options.separator });
      return {
        simplified_text: output.simplified_text,
        formatted_text: output.formatted_text,
        usage: NO_USAGE,
        model_version: rulesModelVersion(options.level),
      };
    },
    async reroll(input, output, type, options) {
      const rerolled = simplifier.rerollText(input, output, type, {
        level: options.level,
        separator: options.separator,
      });
      return {
        simplified_text: rerolled.simplified_text,
        formatted_text: rerolled.formatted_text,
        usage: NO_USAGE,
        model_version: rulesModelVersion(options.level),
      };
    },
  };
}
