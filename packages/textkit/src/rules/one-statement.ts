// Rule 2: one statement per sentence (DIN SPEC 33429; StaGE 2024 annotates statements the same
// way: every clause, every coordinated part and every added detail is a statement).
// Estimate without a parser:
// - clauses: a clause is a stretch with its own finite verb, split at clause punctuation,
//   coordinating conjunctions and subordinators (LanguageTool ZWEI_INFORMATIONSEINHEITEN_PRO_SATZ);
//   an infinitive at the end of a coordinated part after a modal ("müssen ... und gleich behandelt
//   werden") and the formula "Das heißt:" open no clause;
// - coordination: "und"/"oder" between two words adds a statement ("Äpfel und Birnen sind gesund");
// - detail: a clause of 9 or more words carries added details (time, place, manner) and counts as
//   more than one statement.
// A sentence without a finite verb ("In Godalming, Surrey.") has no statement.
import { segmentText } from "../segment/segment.ts";
import { isFiniteCandidate } from "./engine/clauses.ts";
import { buildSentenceViews } from "./engine/sentence-views.ts";
import { Fact } from "./engine/word-facts.ts";
import { COORDINATORS, hasClauseBreak, SUBORDINATORS } from "./engine/word-lists.ts";
import type { SentenceRule, SentenceView } from "./types.ts";

/** Words in one clause from which it carries more than one statement (fit on StaGE dev rows). */
export const DETAIL_WORDS = 9;
const MODAL_LEMMAS: ReadonlySet<string> = new Set([
  "können",
  "müssen",
  "dürfen",
  "sollen",
  "wollen",
  "werden",
  "mögen",
]);
const LISTING: ReadonlySet<string> = new Set(["und", "oder"]);

/** Token index of the first finite verb of every clause that has one. */
export function statementVerbs(sentence: SentenceView): number[] {
  const verbs: number[] = [];
  const { tokens } = sentence;
  let hasVerb = false;
  let modalPending = false;
  for (const token of tokens) {
    const coordinated = COORDINATORS.has(token.lower);
    const opens =
      token.index > 0 && (hasClauseBreak(token.before) || coordinated || SUBORDINATORS.has(token.lower));
    if (opens) hasVerb = false;
    if (hasVerb || !isFiniteCandidate(token)) continue;
    const isLast = token.index === tokens.length - 1 || hasClauseBreak(tokens[token.index + 1]?.before ?? "");
    const isInfinitive = (token.facts.flags & Fact.infinitive) !== 0;
    if (modalPending && isLast && isInfinitive && verbs.length > 0) continue;
    // "Das heißt:" introduces an explanation; it is no statement of its own.
    if (token.lower === "heißt" && token.index === 1 && tokens[0]?.lower === "das") {
      const next = tokens[2];
      if (next === undefined || next.before.includes(":") || next.before.includes(",")) continue;
    }
    verbs.push(token.index);
    hasVerb = true;
    if (MODAL_LEMMAS.has(token.facts.verbLemma)) modalPending = true;
  }
  return verbs;
}

/** True when "und"/"oder" joins two words inside the sentence. */
function hasCoordination(sentence: SentenceView): boolean {
  const { tokens } = sentence;
  return tokens.some(
    (token) => token.index > 0 && token.index < tokens.length - 1 && LISTING.has(token.lower),
  );
}

/** Estimated statements of a sentence: 0 without a finite verb, at least 2 when one of the signs above holds. */
export function estimateStatements(sentence: SentenceView): number {
  const clauses = statementVerbs(sentence).length;
  if (clauses === 0) return 0;
  const extra = (hasCoordination(sentence) ? 1 : 0) + (sentence.tokens.length >= DETAIL_WORDS ? 1 : 0);
  return clauses >= 2 ? clauses + extra : 1 + Math.min(1, extra);
}

/** Statements in a text: the sum over its sentences (used to compare with StaGE annotations). */
export function countStatementsInText(text: string): number {
  const input = typeof text === "string" ? text : "";
  return buildSentenceViews(input, segmentText(input)).reduce(
    (sum, sentence) => sum + estimateStatements(sentence),
    0,
  );
}

export const oneStatement: SentenceRule = {
  id: "one-statement",
  scope: "sentence",
  messages: {
    default: {
      de: "Der Satz enthält wohl mehrere Aussagen. Schreiben Sie jede Aussage in einen eigenen Satz.",
      leicht: "In dem Satz stehen mehrere Sachen. Schreiben Sie für jede Sache einen eigenen Satz.",
    },
  },
  check(sentence, _context, report) {
    if (estimateStatements(sentence) < 2) return;
    report({ start: sentence.start, end: sentence.end });
  },
};
