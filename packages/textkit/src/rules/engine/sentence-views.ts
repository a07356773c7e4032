// Builds the views the rules read: per sentence its tokens with lexicon facts and the text
// between tokens, in one pass over the segmentation.
import type { Segmentation } from "../../segment/types.ts";
import type { SentenceView, Token } from "../types.ts";
import { factsOf } from "./word-facts.ts";

const EMPTY_FACTS = factsOf("");

function isUpperStart(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** Views of every sentence; `lines` maps each sentence to the line it starts on. */
export function buildSentenceViews(text: string, segmentation: Segmentation): SentenceView[] {
  const views: SentenceView[] = [];
  const { lines } = segmentation;
  let lineIndex = 0;
  for (const sentence of segmentation.sentences) {
    while (lineIndex + 1 < lines.length && (lines[lineIndex]?.end ?? 0) < sentence.start) lineIndex += 1;
    const tokens: Token[] = [];
    let previousEnd = sentence.start;
    for (const word of sentence.words) {
      // Explicit fields, no object spread: spread is the slowest step of the check under tsx/esbuild.
      const gapLength = word.start - previousEnd;
      const before =
        gapLength === 0 || (gapLength === 1 && text.charCodeAt(previousEnd) === 32)
          ? ""
          : text.slice(previousEnd, word.start).trim();
      tokens.push({
        start: word.start,
        end: word.end,
        text: word.text,
        kind: word.kind,
        parts: word.parts,
        index: tokens.length,
        lower: word.text.toLowerCase(),
        isCapitalised: isUpperStart(word.text),
        before,
        facts: (word.kind & 1) !== 0 && (word.kind & 8) === 0 ? factsOf(word.text) : EMPTY_FACTS,
      });
      previousEnd = word.end;
    }
    views.push({
      index: views.length,
      start: sentence.start,
      end: sentence.end,
      text: sentence.text,
      tokens,
      after: text.slice(previousEnd, sentence.end).trim(),
      lineIndex,
    });
  }
  return views;
}
