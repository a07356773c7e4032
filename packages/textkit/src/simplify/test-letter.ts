// Test helper: the simplified body of a short letter to "Frau Schulz" (a text that addresses its
// reader, so the letter rewrites apply), without the salutation and the blank line after it.
import { simplifyText } from "./pipeline.ts";
import type { SimplifyLevel } from "./types.ts";

export function letterBody(body: string, level: SimplifyLevel = "leicht"): string {
  return simplifyText(`Sehr geehrte Frau Schulz,\n\n${body}`, { level, explanations: "none" })
    .simplified_text.split("\n")
    .slice(2)
    .join("\n");
}
