// Rule 22: pronouns with unclear reference. A sentence that starts with "Er/Ihn/Ihm", "Es" (not
// "Es gibt", "Es ist ...") or a demonstrative "Dieser/Diese/Dieses" used alone, while the sentence
// before has two or more different nouns it could point to (same gender, singular), is flagged:
// repeat the noun instead (ZH/MUC). "Sie" is left alone: in letters it is the reader.
import { Fact } from "./engine/word-facts.ts";
import type { SentenceView, TextRule } from "./types.ts";

const PRONOUN_GENDER: ReadonlyMap<string, number> = new Map([
  ["er", Fact.nounMasculine],
  ["ihn", Fact.nounMasculine],
  ["ihm", Fact.nounMasculine],
  ["dieser", Fact.nounMasculine],
  ["es", Fact.nounNeuter],
  ["dieses", Fact.nounNeuter],
]);
/** "Es gibt", "Es geht um", "Es regnet": "es" without a referent. */
const EXPLETIVE_NEXT: ReadonlySet<string> = new Set([
  "gibt",
  "gab",
  "geht",
  "ging",
  "regnet",
  "schneit",
  "kommt",
  "tut",
  "fällt",
  "klappt",
]);

/** "Es ist wichtig, dass ...", "Es war schwer, zu ...": expletive when a clause follows. */
const COPULA: ReadonlySet<string> = new Set(["ist", "war", "wird", "wäre"]);

function candidateNouns(sentence: SentenceView, gender: number): number {
  const lemmas = new Set<string>();
  for (const token of sentence.tokens) {
    if (!token.isCapitalised || token.index === 0) continue;
    const { flags, nounLemma } = token.facts;
    if ((flags & Fact.noun) === 0 || (flags & gender) === 0 || (flags & Fact.nounSingular) === 0) continue;
    lemmas.add(nounLemma);
  }
  return lemmas.size;
}

export const unclearPronouns: TextRule = {
  id: "unclear-pronouns",
  scope: "text",
  messages: {
    default: {
      de: "Unklarer Bezug: „{pronoun}“ kann sich auf mehrere Wörter im Satz davor beziehen. Wiederholen Sie das Nomen.",
      leicht: "Es ist nicht klar: Wer ist mit „{pronoun}“ gemeint? Schreiben Sie das Wort noch einmal.",
    },
  },
  check(sentences, _context, report) {
    for (let index = 1; index < sentences.length; index += 1) {
      const sentence = sentences[index];
      const previous = sentences[index - 1];
      const first = sentence?.tokens[0];
      const second = sentence?.tokens[1];
      if (sentence === undefined || previous === undefined || first === undefined) continue;
      const gender = PRONOUN_GENDER.get(first.lower);
      if (gender === undefined) continue;
      if (first.lower === "es" && EXPLETIVE_NEXT.has(second?.lower ?? "")) continue;
      const hasClauseAfter = sentence.tokens.some(
        (token) => token.before.includes(",") || token.lower === "zu",
      );
      if (first.lower === "es" && COPULA.has(second?.lower ?? "") && hasClauseAfter) continue;
      // "Dieser Antrag": a determiner, not a pronoun.
      if (first.lower.startsWith("dies") && second?.isCapitalised) continue;
      if (candidateNouns(previous, gender) < 2) continue;
      report(index, { start: first.start, end: first.end, values: { pronoun: first.text } });
    }
  },
};
