import type { CheckResponse, TranslationResult } from "@leicht/contracts";
import type { LevelOutput } from "../state/translator-types.ts";
import { type Line, parseMarkdown } from "./markdown.ts";

const lineText = (line: Line) => line.map((piece) => piece.text).join("");

export function levelOutputOf(result: TranslationResult): LevelOutput {
  return {
    formatted: result.formatted_text,
    plain: result.simplified_text,
    findings: result.rule_report.findings,
    conformity: result.rule_report.conformity,
    modelVersion: result.simplification_model_version,
    wordCount: result.word_count,
  };
}

/** Plain text of a canned Markdown example: the bold markers go, the lines stay. */
export function plainOfMarkdown(markdown: string): string {
  return parseMarkdown(markdown)
    .map((block) =>
      block.kind === "paragraph"
        ? block.lines.map(lineText).join("\n")
        : block.items.map((item) => `- ${item.map(lineText).join("\n  ")}`).join("\n"),
    )
    .join("\n\n");
}

/** A canned example text as output; its findings arrive later from POST /check. */
export function exampleOutput(markdown: string, check?: CheckResponse): LevelOutput {
  return {
    formatted: markdown,
    plain: plainOfMarkdown(markdown),
    findings: check?.findings ?? [],
    conformity: check?.conformity ?? null,
    modelVersion: null,
    wordCount: null,
  };
}
