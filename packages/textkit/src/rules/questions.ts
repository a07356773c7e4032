// Rule 26: avoid questions (LanguageTool FRAGEN, off by default there; ZH recommends question
// headings). Switch `questionsAllowed` turns the rule off. A sentence ending in "?" is flagged.
import type { SentenceRule } from "./types.ts";

export const questions: SentenceRule = {
  id: "questions",
  scope: "sentence",
  messages: {
    default: {
      de: "Frage. Schreiben Sie eine Aussage, wenn es keine Überschrift ist.",
      leicht: "Das ist eine Frage. Schreiben Sie besser einen Aussage-Satz.",
    },
  },
  check(sentence, _context, report) {
    if (!sentence.after.includes("?")) return;
    report({ start: sentence.start, end: sentence.end });
  },
};
