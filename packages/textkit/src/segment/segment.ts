import { scanText } from "./scan.ts";
import { type Paragraph, type Segmentation, type Sentence, type Span, type Word, WordKind } from "./types.ts";
import { wordParts } from "./word-parts.ts";

/**
 * Segments text into paragraphs, lines, sentences and words with character offsets into `text`
 * (UTF-16 code units, as `String.prototype.slice` uses). Never throws.
 */
export function segmentText(text: string): Segmentation {
  const paragraphs: Paragraph[] = [];
  const lines: Span[] = [];
  const sentences: Sentence[] = [];
  let pendingWords: Word[] = [];
  let paragraphSentences: number[] = [];
  scanText(text, {
    word(start, end, kind) {
      const wordText = text.slice(start, end);
      const parts = kind & WordKind.joined ? wordParts(wordText) : [wordText];
      pendingWords.push({ text: wordText, start, end, kind, parts });
    },
    sentence(start, end, commas) {
      paragraphSentences.push(sentences.length);
      sentences.push({
        text: text.slice(start, end),
        start,
        end,
        words: pendingWords,
        commas,
        paragraphIndex: paragraphs.length,
      });
      pendingWords = [];
    },
    line(start, end) {
      lines.push({ start, end });
    },
    paragraph(start, end) {
      paragraphs.push({ start, end, sentenceIndexes: paragraphSentences });
      paragraphSentences = [];
    },
  });
  return { paragraphs, lines, sentences };
}
