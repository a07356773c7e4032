import { postProcess } from "../engines/post-process.ts";
import type { Simplifier } from "../engines/simplifier.ts";

/**
 * Test double for the rules engine: only the layout post-processing, no rewriting, so engine
 * tests can predict the fallback's text exactly.
 */
export const layoutOnlySimplifier: Simplifier = {
  translateText(text, options) {
    return {
      ...postProcess(text, options.level, options.separator ?? "mediopunkt"),
      applied: ["layout-only"],
    };
  },
  rerollText(_input, output, _type, options) {
    return { ...postProcess(output, options.level, "none"), applied: ["layout-only"] };
  },
};
