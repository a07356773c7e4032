import type { RerollType, Separator } from "@leicht/contracts";
import { simplifyText } from "@leicht/textkit/simplify/pipeline.ts";
import { rerollText } from "@leicht/textkit/simplify/reroll.ts";
import type { EngineLevel } from "./types.ts";

/**
 * The simplifier the rules engine calls: textkit's pipeline without its measurements (the
 * translation service measures every engine's output the same way).
 */
export type SimplifierOptions = { level: EngineLevel; separator?: Separator };
export type SimplifierOutput = { simplified_text: string; formatted_text: string; applied: string[] };
export type Simplifier = {
  translateText(text: string, options: SimplifierOptions): SimplifierOutput;
  rerollText(input: string, output: string, type: RerollType, options: SimplifierOptions): SimplifierOutput;
};

export const textkitSimplifier: Simplifier = {
  translateText: (text, options) => simplifyText(text, options),
  rerollText: (input, output, type, options) => rerollText(input, output, type, options),
};
