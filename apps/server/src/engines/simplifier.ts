import type { RerollType, Separator } from "@leicht/contracts";
import { postProcess } from "./post-process.ts";
import type { EngineLevel } from "./types.ts";

/**
 * The textkit simplifier as the rules engine calls it (packages/textkit/src/simplify/types.ts):
 * `translateText(text, options)` and `rerollText(input, output, type, options)`.
 */
export type SimplifierOptions = { level: EngineLevel; separator?: Separator; boldNegations?: boolean };
export type SimplifierOutput = { simplified_text: string; formatted_text: string; applied: string[] };
export type Simplifier = {
  translateText(text: string, options: SimplifierOptions): SimplifierOutput;
  rerollText?(input: string, output: string, type: RerollType, options: SimplifierOptions): SimplifierOutput;
};

/**
 * Layout-only stand-in while textkit's translate.ts is being written: the same post-processing
 * the LLM answer gets, no rewriting. `loadSimplifier` prefers textkit's pipeline whenever it exists.
 */
export const layoutOnlySimplifier: Simplifier = {
  translateText(text, options) {
    const processed = postProcess(text, options.level, options.separator ?? "mediopunkt");
    return { ...processed, applied: ["layout-only"] };
  },
};

// A variable specifier: the module may not exist yet, and tsc must not resolve it.
const TEXTKIT_TRANSLATE = "@leicht/textkit/translate.ts";

function isSimplifier(value: unknown): value is Simplifier {
  return typeof (value as Partial<Simplifier> | null)?.translateText === "function";
}

/** textkit's `translateText`/`rerollText`, or the layout-only stand-in when they are missing. */
export async function loadSimplifier(): Promise<Simplifier> {
  try {
    const module: unknown = await import(TEXTKIT_TRANSLATE);
    if (isSimplifier(module)) return module;
  } catch {
    // Not there yet: fall through to the stand-in.
  }
  return layoutOnlySimplifier;
}
