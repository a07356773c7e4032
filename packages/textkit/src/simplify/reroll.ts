// Rerolls of a translation: shorter (kuerzen), more explanations (erklaeren), another valid
// wording (uebersetzen). Deterministic: the same input gives the same reroll.
import { segmentText } from "../segment/segment.ts";
import { simplifyText } from "./pipeline.ts";
import type { RerollType, SimplifyOptions, SimplifyOutput } from "./types.ts";

/** Sentence openers that add to a statement rather than carry it (dropped by "kuerzen" when repeated). */
const ADDITIVE = /^(Außerdem|Zum Beispiel|Auch|Das heißt|Dabei|Übrigens)\b/;

/** Small stable hash of a text (FNV-1a), for choosing a variant per input. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function normalise(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, "")
    .trim();
}

/**
 * "kuerzen": no glossary explanations, no sentences that only add examples, no repeated
 * sentences; every core statement stays. Works on lines so the Leichte-Sprache layout stays.
 */
function shorten(input: string, options: SimplifyOptions): SimplifyOutput {
  const base = simplifyText(input, { ...options, explanations: "none" });
  const seen = new Set<string>();
  const keepLine = (line: string): boolean => {
    const key = normalise(line);
    if (key === "") return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return !ADDITIVE.test(line.trim());
  };
  const filter = (text: string): string => {
    if (options.level === "leicht") {
      const kept = text.split("\n").filter((line) => line.trim() === "" || keepLine(line));
      return kept
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim();
    }
    return text
      .split("\n\n")
      .map((paragraph) => {
        const { sentences } = segmentText(paragraph);
        return sentences
          .map((sentence) => sentence.text)
          .filter(keepLine)
          .join(" ");
      })
      .filter((paragraph) => paragraph !== "")
      .join("\n\n");
  };
  seen.clear();
  const simplified = filter(base.simplified_text);
  seen.clear();
  const formatted = filter(base.formatted_text);
  return {
    simplified_text: simplified,
    formatted_text: formatted,
    applied: [...base.applied, "reroll-kuerzen"],
  };
}

/**
 * A reroll of `input` given the current output. The current output is used to make sure
 * "uebersetzen" really differs: when the chosen variant gives the same text, the next is tried.
 */
export function rerollText(
  input: string,
  currentOutput: string,
  type: RerollType,
  options: SimplifyOptions,
): SimplifyOutput {
  if (typeof input !== "string" || input.trim() === "")
    return { simplified_text: "", formatted_text: "", applied: [] };
  switch (type) {
    case "kuerzen":
      return shorten(input, options);
    case "erklaeren": {
      const out = simplifyText(input, { ...options, explanations: "more" });
      return { ...out, applied: [...out.applied, "reroll-erklaeren"] };
    }
    case "uebersetzen": {
      const start = 1 + (textHash(input) % 3);
      let out = simplifyText(input, { ...options, variant: start });
      for (let step = 1; step < 4 && out.simplified_text === currentOutput; step += 1) {
        out = simplifyText(input, { ...options, variant: start + step });
      }
      return { ...out, applied: [...out.applied, "reroll-uebersetzen"] };
    }
    default:
      return simplifyText(input, options);
  }
}
