// Rule 2: one statement per sentence. A statement is a clause with its own finite verb; clauses
// are split at clause punctuation, coordinating conjunctions (und, oder, aber, sondern, denn) and
// subordinators (LanguageTool ZWEI_INFORMATIONSEINHEITEN_PRO_SATZ: two finite verbs joined by
// und/oder, ", aber/denn/sondern"). A noun list ("Äpfel und Birnen") has one verb and passes.
import { isFiniteCandidate } from "./engine/clauses.ts";
import { COORDINATORS, hasClauseBreak, SUBORDINATORS } from "./engine/word-lists.ts";
import type { SentenceRule, SentenceView } from "./types.ts";

/** Token index of the first finite verb of every clause that has one. */
export function statementVerbs(sentence: SentenceView): number[] {
  const verbs: number[] = [];
  let hasVerb = false;
  for (const token of sentence.tokens) {
    const opens =
      token.index > 0 &&
      (hasClauseBreak(token.before) || COORDINATORS.has(token.lower) || SUBORDINATORS.has(token.lower));
    if (opens) hasVerb = false;
    if (!hasVerb && isFiniteCandidate(token)) {
      verbs.push(token.index);
      hasVerb = true;
    }
  }
  return verbs;
}

/** Estimated number of statements (clauses with a finite verb); at least 1 for a sentence with words. */
export function countStatements(sentence: SentenceView): number {
  return Math.max(sentence.tokens.length > 0 ? 1 : 0, statementVerbs(sentence).length);
}

export const oneStatement: SentenceRule = {
  id: "one-statement",
  scope: "sentence",
  messages: {
    default: {
      de: "Der Satz enthält {count} Aussagen. Schreiben Sie jede Aussage in einen eigenen Satz.",
      leicht: "In dem Satz stehen {count} Sachen. Schreiben Sie für jede Sache einen eigenen Satz.",
    },
  },
  check(sentence, _context, report) {
    const verbs = statementVerbs(sentence);
    if (verbs.length < 2) return;
    const second = sentence.tokens[verbs[1] ?? 0];
    if (second === undefined) return;
    report({ start: sentence.start, end: sentence.end, values: { count: verbs.length } });
  },
};
