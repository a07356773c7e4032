// Rule 2: one statement per sentence (DIN SPEC 33429; StaGE 2024 annotates statements the same
// way: every clause, every coordinated part and every added detail is a statement).
// Estimate without a parser:
// - clauses: a clause is a stretch with its own finite verb, split at clause punctuation,
//   coordinating conjunctions and subordinators (LanguageTool ZWEI_INFORMATIONSEINHEITEN_PRO_SATZ);
//   an infinitive at the end of a coordinated part after a modal ("müssen ... und gleich behandelt
//   werden") and the formula "Das heißt:" open no clause;
// - coordination: "und"/"oder" between two words adds a statement ("Äpfel und Birnen sind gesund");
// - detail: StaGE counts optional adverbials and attributes (time, place, manner, "bei Schniposa")
//   as statements of their own. Without valency data we estimate them from the length and the
//   number of phrases: detail score = 2 x words + phrases + prepositions + 4 x commas; from
//   DETAIL_SCORE on the sentence carries more than one statement. Phrases are counted by their
//   first word (preposition, article, pronoun, number, noun, adjective or adverb that does not
//   continue the phrase before it). Fit on one half of the StaGE dev rows (split by row id),
//   checked on the other half (see scripts/eval-rules.ts).
// - frames: a short clause that only introduces what follows ("Manche sagen:", "Im Gesetz steht,",
//   "X bedeutet:") is no statement of its own when another clause follows.
// A sentence without a finite verb ("In Godalming, Surrey.") has no statement.
import { segmentText } from "../segment/segment.ts";
import { isFiniteCandidate } from "./engine/clauses.ts";
import { buildSentenceViews } from "./engine/sentence-views.ts";
import { Fact } from "./engine/word-facts.ts";
import { COORDINATORS, hasClauseBreak, PREPOSITIONS, SUBORDINATORS } from "./engine/word-lists.ts";
import type { SentenceRule, SentenceView, Token } from "./types.ts";

/** Detail score (2 x words + phrases + prepositions + 4 x commas) from which a sentence carries more than one statement. */
export const DETAIL_SCORE = 22;
/** Verbs that frame a quotation or explanation: "Manche sagen:", "Das bedeutet:", "Im Gesetz steht,". */
const FRAME_LEMMAS: ReadonlySet<string> = new Set([
  "sagen",
  "heißen",
  "bedeuten",
  "stehen",
  "meinen",
  "schreiben",
  "sprechen",
  "erklären",
  "glauben",
  "denken",
  "finden",
]);
/** Longest frame clause in words ("Im Allgemeinen Gleichbehandlungsgesetz steht"). */
const FRAME_WORDS = 5;
const CONTRACTIONS: ReadonlySet<string> = new Set([
  "am",
  "im",
  "ins",
  "zum",
  "zur",
  "vom",
  "beim",
  "ans",
  "aufs",
  "ums",
]);
const DETERMINERS: ReadonlySet<string> = new Set(
  (
    "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner mein meine " +
    "meinen meinem meiner sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer unser unsere unseren " +
    "unserem dein deine diese dieser diesen diesem dieses jede jeder jeden jedem jedes manche mancher " +
    "manchen viele vielen alle allen einige einigen andere anderen beide beiden"
  ).split(" "),
);
const PRONOUNS: ReadonlySet<string> = new Set(
  "ich du er sie es wir man mich dich ihn ihm ihnen uns euch mir dir dies jemand niemand etwas nichts alles".split(
    " ",
  ),
);
const PARTICLES: ReadonlySet<string> = new Set(
  "und oder aber sondern denn nicht auch noch nur schon so wie als zu sich".split(" "),
);
const Kind = {
  none: 0,
  prep: 1,
  det: 2,
  pron: 3,
  num: 4,
  noun: 5,
  adj: 6,
  adv: 7,
  verb: 8,
  particle: 9,
} as const;
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
    // "Das heißt:", "Manche sagen:" introduce an explanation; they are no statement of their own.
    if (isFrame(tokens, token)) continue;
    verbs.push(token.index);
    hasVerb = true;
    if (MODAL_LEMMAS.has(token.facts.verbLemma)) modalPending = true;
  }
  return verbs;
}

/** True when the verb ends a short opening clause that frames what follows after ":" or ",". */
function isFrame(tokens: readonly Token[], verb: Token): boolean {
  if (verb.index >= FRAME_WORDS || !FRAME_LEMMAS.has(verb.facts.verbLemma)) return false;
  for (let index = 1; index < verb.index; index += 1) {
    if (hasClauseBreak(tokens[index]?.before ?? "")) return false;
  }
  const next = tokens[verb.index + 1];
  if (next === undefined) return false;
  return next.before.includes(":") || next.before.includes(",") || next.before.includes("•");
}

function kindOf(token: Token): number {
  const { lower } = token;
  const flags = token.facts.flags;
  if (PREPOSITIONS.has(lower) || CONTRACTIONS.has(lower)) return Kind.prep;
  if (token.index > 0 && token.isCapitalised) return Kind.noun;
  if (DETERMINERS.has(lower)) return Kind.det;
  if (PRONOUNS.has(lower)) return Kind.pron;
  if ((token.kind & 2) !== 0) return Kind.num;
  if (PARTICLES.has(lower)) return Kind.particle;
  if ((flags & Fact.finite) !== 0 && (flags & Fact.adjective) === 0) return Kind.verb;
  if (token.index === 0) return Kind.adv;
  if ((flags & Fact.inflectedAdjective) !== 0) return Kind.adj;
  if ((flags & (Fact.pastParticiple | Fact.infinitive)) !== 0) return Kind.verb;
  return Kind.adv;
}

/** Phrases of the sentence, counted by the word that opens each (see the notes at the top). */
function countPhrases(tokens: readonly Token[], from: number): number {
  let phrases = 0;
  let previous: number = Kind.none;
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const kind = kindOf(token);
    let opens = false;
    if (kind === Kind.prep || kind === Kind.det || kind === Kind.pron) opens = previous !== Kind.prep;
    else if (kind === Kind.num)
      opens = previous !== Kind.prep && previous !== Kind.det && previous !== Kind.num;
    else if (kind === Kind.noun)
      opens =
        previous !== Kind.prep &&
        previous !== Kind.det &&
        previous !== Kind.adj &&
        previous !== Kind.num &&
        previous !== Kind.noun;
    else if (kind === Kind.adj)
      opens =
        previous !== Kind.prep && previous !== Kind.det && previous !== Kind.adv && previous !== Kind.num;
    else if (kind === Kind.adv) opens = previous !== Kind.adv && previous !== Kind.prep;
    if (opens) phrases += 1;
    previous = kind;
  }
  return phrases;
}

/** Index of the first token after an opening label or frame ("Zum Beispiel:", "Das heißt,", "Manche sagen:"). */
function contentStart(tokens: readonly Token[]): number {
  const limit = Math.min(tokens.length - 1, FRAME_WORDS + 1);
  for (let index = 1; index <= limit; index += 1) {
    const before = tokens[index]?.before ?? "";
    if (!(before.includes(":") || before.includes(",") || before.includes("•"))) continue;
    for (let verb = 0; verb < index; verb += 1) {
      const token = tokens[verb];
      if (token !== undefined && isFiniteCandidate(token) && !isFrame(tokens, token)) return 0;
    }
    return index;
  }
  return 0;
}

/** Detail score of a sentence after its label or frame: 2 x words + phrases + prepositions + 4 x commas. */
export function detailScore(sentence: SentenceView): number {
  const { tokens } = sentence;
  const from = contentStart(tokens);
  let prepositions = 0;
  let commas = 0;
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (PREPOSITIONS.has(token.lower) || CONTRACTIONS.has(token.lower)) prepositions += 1;
    if (index > from && token.before.includes(",")) commas += 1;
  }
  const words = tokens.length - from;
  return 2 * words + countPhrases(tokens, from) + prepositions + 4 * commas;
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
  const extra = (hasCoordination(sentence) ? 1 : 0) + (detailScore(sentence) >= DETAIL_SCORE ? 1 : 0);
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

/** Words that open a continuation rather than a sentence of its own ("Und …", "Weil …" after a full stop). */
const CONTINUATION_OPENERS: ReadonlySet<string> = new Set([...COORDINATORS, ...SUBORDINATORS]);

/**
 * Statements of one annotated row, the unit StaGE counts (see the README, "One statement vs StaGE"):
 * - line breaks without a final full stop, "?" or "!" do not end the sentence ("Das heißt:⏎X",
 *   "Schniposa ist:⏎Schnitzel, Pommes und Salat.", "… erzählen⏎Oder …"), so the row is estimated
 *   as one sentence after joining its lines;
 * - a row that holds two or more complete sentences (each with its own finite verb, not continuing
 *   the one before after ":"/"," or with und/weil/…) is no sentence of its own; StaGE annotates such
 *   rows 0 (38 of 44 in the dev data), so the row counts 0.
 */
export function countStatementsInRow(text: string): number {
  const input = typeof text === "string" ? text : "";
  const views = buildSentenceViews(input, segmentText(input));
  let complete = 0;
  let previousEnd = "";
  for (const view of views) {
    const first = view.tokens[0]?.lower ?? "";
    const continues = previousEnd === ":" || previousEnd === "," || CONTINUATION_OPENERS.has(first);
    if (!continues && statementVerbs(view).length > 0) complete += 1;
    previousEnd = input.slice(view.start, view.end).trimEnd().slice(-1);
  }
  if (complete >= 2) return 0;
  return countStatementsInText(input.replace(/([^.!?\s])[^\S\n]*(?:\r?\n\s*)+/g, "$1 "));
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
