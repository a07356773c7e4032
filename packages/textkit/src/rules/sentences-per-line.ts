// Rule 27 (layout): one sentence per line in Leichte Sprache. Every sentence that starts on the
// same line as the sentence before it is flagged.
import type { TextRule } from "./types.ts";

export const sentencesPerLine: TextRule = {
  id: "sentences-per-line",
  scope: "text",
  messages: {
    default: {
      de: "Mehrere Sätze in einer Zeile. Beginnen Sie jeden Satz in einer neuen Zeile.",
      leicht: "Schreiben Sie jeden Satz in eine neue Zeile.",
    },
  },
  check(sentences, _context, report) {
    for (let index = 1; index < sentences.length; index += 1) {
      const sentence = sentences[index];
      const previous = sentences[index - 1];
      if (sentence === undefined || previous === undefined || sentence.lineIndex !== previous.lineIndex)
        continue;
      report(index, { start: sentence.start, end: sentence.end });
    }
  },
};
