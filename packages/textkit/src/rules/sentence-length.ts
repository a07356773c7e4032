// Rule 1: short sentences. Words are counted per segment between ":" and ";" (as LanguageTool's
// LongSentenceRule does); hyphen and Mediopunkt compounds count as one word.
import type { SentenceRule } from "./types.ts";

export const sentenceLength: SentenceRule = {
  id: "sentence-length",
  scope: "sentence",
  messages: {
    default: {
      de: "Der Satz hat {words} Wörter. Empfohlen sind höchstens {max}.",
      leicht: "Der Satz ist lang. Er hat {words} Wörter. Machen Sie kurze Sätze.",
    },
    tooLong: {
      de: "Der Satz hat {words} Wörter, mehr als {limit}. Empfohlen sind höchstens {max}. Teilen Sie den Satz.",
      leicht: "Der Satz ist zu lang. Er hat {words} Wörter. Machen Sie 2 kurze Sätze daraus.",
    },
  },
  check(sentence, { profile }, report) {
    const { sentenceWordsWarn, sentenceWordsError } = profile.thresholds;
    let longest = 0;
    let count = 0;
    for (const token of sentence.tokens) {
      if (token.before.includes(":") || token.before.includes(";")) count = 0;
      count += 1;
      if (count > longest) longest = count;
    }
    if (longest <= sentenceWordsWarn) return;
    const tooLong = longest > sentenceWordsError;
    report({
      start: sentence.start,
      end: sentence.end,
      key: tooLong ? "tooLong" : "default",
      values: { words: longest, max: sentenceWordsWarn, limit: sentenceWordsError },
      severity: tooLong ? "error" : "warning",
    });
  },
};
