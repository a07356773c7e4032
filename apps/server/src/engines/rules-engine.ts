import { rulesModelVersion } from "./model-version.ts";
import { postProcess } from "./post-process.ts";
import type { Simplifier } from "./simplifier.ts";
import { type EngineOptions, type EngineResult, NO_USAGE, type TranslationEngine } from "./types.ts";

/** The longest "kuerzen" result keeps this share of the output's sentences (at least one). */
const SHORTEN_SHARE = 0.6;

function shortenBySentences(output: string): string {
  const lines = output.split("\n").filter((line) => line.trim().length > 0);
  const keep = Math.max(1, Math.ceil(lines.length * SHORTEN_SHARE));
  return lines.slice(0, keep).join("\n");
}

/** Rule-based engine (default): textkit's pipeline. Deterministic, offline, no tokens used. */
export function createRulesEngine(simplifier: Simplifier): TranslationEngine {
  const simplify = (text: string, options: EngineOptions): EngineResult => {
    const output = simplifier.translateText(text, { level: options.level, separator: options.separator });
    return {
      simplified_text: output.simplified_text,
      formatted_text: output.formatted_text,
      usage: NO_USAGE,
      model_version: rulesModelVersion(options.level),
    };
  };
  return {
    name: "rules",
    async translate(text, options) {
      return simplify(text, options);
    },
    async reroll(input, output, type, options) {
      if (simplifier.rerollText) {
        const rerolled = simplifier.rerollText(input, output, type, {
          level: options.level,
          separator: options.separator,
        });
        return { ...rerolled, usage: NO_USAGE, model_version: rulesModelVersion(options.level) };
      }
      if (type === "uebersetzen") return simplify(input, options);
      // Without textkit's reroll: "kuerzen" keeps the first sentences, "erklaeren" translates again.
      if (type === "kuerzen") {
        const processed = postProcess(shortenBySentences(output), options.level, "none");
        return { ...processed, usage: NO_USAGE, model_version: rulesModelVersion(options.level) };
      }
      return simplify(input, options);
    },
  };
}
