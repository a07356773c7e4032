// A full stop or exclamation mark inside one segmented sentence: the source ended a sentence but
// went on in lower case ("… mit Feuer taufen. seine Worfschaufel hält er …", "Ehre deinen Vater!
// und wer …"), so the segmenter kept both in one sentence. Two clauses around such a mark are
// two sentences; the mark stays with the first.

import { ABBREVIATIONS } from "../segment/abbreviations.ts";
import { type Clause, hasFiniteVerb, LEADING_CONJUNCTIONS } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { SUBORDINATORS } from "./word-classes.ts";

const MARKS: ReadonlySet<string> = new Set([".", "!"]);

/**
 * The mark at `index` ends a sentence: it follows a word of at least three letters that is no
 * abbreviation ("3. und 4. Mai", "Dr. med. Müller" stay) and a lower-case word that opens no
 * subordinate clause follows it ("… zu ihnen. damit erfüllt würde …" stays).
 */
function endsSentence(tokens: readonly Token[], index: number): boolean {
  const mark = tokens[index];
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (mark?.kind !== "p" || !MARKS.has(mark.text)) return false;
  if (before?.kind !== "w" || before.text.length < 3 || ABBREVIATIONS.has(before.text.toLowerCase()))
    return false;
  if (after?.kind !== "w" || isCapitalised(after.text)) return false;
  return !SUBORDINATORS.has(after.text) && after.text !== "daß";
}

/** A clause: a finite verb, or a request that opens with an imperative ("Ehre deinen Vater"). */
function isClause(tokens: readonly Token[]): boolean {
  return tokens.length >= 2 && (hasFiniteVerb(tokens) || isImperative(tokens[0]));
}

/** "Kaufe für dich! und zog seinen Schuh aus.": a verb right after the conjunction needs the subject before. */
function sharesSubject(tokens: readonly Token[]): boolean {
  return LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") && finiteReadings(tokens[1]).length > 0;
}

/** The sentences around inner full stops, or the clause itself when there are none to cut. */
export function splitAtInnerSentenceEnds(clause: Clause): Clause[] {
  const parts: Clause[] = [];
  let start = 0;
  for (let index = 1; index < clause.tokens.length - 1; index += 1) {
    if (!endsSentence(clause.tokens, index)) continue;
    const left = clause.tokens.slice(start, index);
    const right = clause.tokens.slice(index + 1);
    if (!isClause(left) || !hasFiniteVerb(right) || sharesSubject(right)) continue;
    parts.push({ tokens: left, end: clause.tokens[index]?.text ?? "." });
    start = index + 1;
  }
  if (parts.length === 0) return [clause];
  const all = [...parts, { tokens: clause.tokens.slice(start), end: clause.end }];
  return all.map((part, index) => (index === 0 ? part : { ...part, tokens: lowerPronoun(part.tokens) }));
}

/** "und Ich habe ihm …" (a capital left from the source): a subject pronoun after the conjunction is written small. */
function lowerPronoun(tokens: readonly Token[]): Token[] {
  const pronoun = tokens[1];
  if (!LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") || !/^(?:Ich|Er|Es|Wir)$/.test(pronoun?.text ?? ""))
    return [...tokens];
  return tokens.map((token, index) => (index === 1 ? { ...token, text: token.text.toLowerCase() } : token));
}
