import type { Separator } from "@leicht/contracts";
import { segmentText } from "@leicht/textkit";
import { separateCompound } from "@leicht/textkit/lexicon/compound/separate-compound.ts";
import type { EngineLevel } from "./types.ts";

const NEGATION =
  /(?<![\p{L}*])(nicht|nichts|kein|keine|keinen|keinem|keiner|keines|nie|niemals|niemand)(?![\p{L}*])/giu;
const LONG_WORD = /\p{L}{10,}/gu;

/** Separates long compounds with the chosen separator; words already joined stay as they are. */
export function separateCompounds(text: string, separator: Separator): string {
  if (separator === "none") return text;
  return text.replace(LONG_WORD, (word, offset: number, whole: string) => {
    const before = whole.charAt(offset - 1);
    const after = whole.charAt(offset + word.length);
    if (before === "-" || before === "·" || after === "-" || after === "·") return word;
    return separateCompound(word, separator);
  });
}

/** Cuts a paragraph after every sentence end; text the segmenter skips (emoji, symbols) is kept. */
function sentenceLines(paragraph: string): string[] {
  const lines: string[] = [];
  let position = 0;
  for (const sentence of segmentText(paragraph).sentences) {
    if (sentence.end <= position || sentence.end >= paragraph.length) continue;
    lines.push(paragraph.slice(position, sentence.end));
    position = sentence.end;
  }
  lines.push(paragraph.slice(position));
  return lines.map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line.length > 0);
}

/** One sentence per line, paragraphs separated by a blank line (Leichte Sprache layout). */
export function linePerSentence(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => sentenceLines(paragraph).join("\n"))
    .filter((block) => block.length > 0)
    .join("\n\n");
}

/** Negation words in bold for the Markdown output of Leichte Sprache. */
export function boldNegations(text: string): string {
  return text.replace(NEGATION, "**$1**");
}

/**
 * The post-processing every engine's Leichte-Sprache text gets: one sentence per line and
 * separated compounds; Einfache Sprache keeps its layout and words. Returns plain and Markdown.
 */
export function postProcess(
  text: string,
  level: EngineLevel,
  separator: Separator,
): { simplified_text: string; formatted_text: string } {
  const trimmed = text.trim();
  if (level === "einfach") return { simplified_text: trimmed, formatted_text: trimmed };
  const simplified = separateCompounds(linePerSentence(trimmed), separator);
  const formatted = boldNegations(simplified).replaceAll("\n", "  \n").replaceAll("  \n  \n", "\n\n");
  return { simplified_text: simplified, formatted_text: formatted };
}
