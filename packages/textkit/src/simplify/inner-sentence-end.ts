// A full stop or exclamation mark inside one segmented sentence: the source ended a sentence but
// went on in lower case ("… mit Feuer taufen. seine Worfschaufel hält er …", "Ehre deinen Vater!
// und wer …"), so the segmenter kept both in one sentence. Two clauses around such a mark are
// two sentences; the mark stays with the first. So do quoted words whose quotation marks Leichte
// Sprache dropped: "Er sagte: „Komm mit!“ und ging los." -> "Er sagte: Komm mit!" / "Dann ging er
// los." (the clause after them shares the subject of the frame that says them).

import { VERBS_BEFORE_QUOTED_WORDS } from "../language/verbs-of-saying.ts";
import { ABBREVIATIONS } from "../segment/abbreviations.ts";
import { type Clause, hasFiniteVerb, LEADING_CONJUNCTIONS, mainClauseSubject } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { invertedSubject, subjectAfterSpeech } from "./split-coordination.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { SUBORDINATORS } from "./word-classes.ts";

const MARKS: ReadonlySet<string> = new Set([".", "!"]);

/**
 * The mark at `index` ends a sentence: it follows a word of at least three letters that is no
 * abbreviation ("3. und 4. Mai", "Dr. med. Müller" stay) and a lower-case word that opens no
 * subordinate clause follows it ("… zu ihnen. damit erfüllt würde …" stays). A question mark
 * only ends quoted words ("Sie fragte: Kommst du mit? und lachte.").
 */
function endsSentence(tokens: readonly Token[], index: number, quoted: boolean): boolean {
  const mark = tokens[index];
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (mark?.kind !== "p" || !(MARKS.has(mark.text) || (quoted && mark.text === "?"))) return false;
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

/**
 * "Wer sagte: Du sollst nicht die Ehe brechen!, der sagte auch: …", "Iss dich satt!, aber er gab
 * ihm nichts": a comma after the mark of quoted words (their closing mark stood between the two)
 * and a main clause with its own subject after it, maybe after a conjunction. Its tokens ("und"
 * dropped, as the split drops it), or undefined: not before a speaker ("Komm mit!, sagte er": see
 * trailing-inquit.ts), a verb without subject ("…!, und ging los") or a relative clause ("…!, der
 * uns rettet").
 */
function ownClauseAfterComma(tokens: readonly Token[], index: number, formal: boolean): Token[] | undefined {
  const mark = tokens[index]?.text ?? "";
  if ((mark !== "!" && mark !== "?") || tokens[index + 1]?.text !== ",") return undefined;
  const joined = /^(?:und|aber|doch|denn)$/.test(tokens[index + 2]?.text ?? "");
  const right = tokens.slice(index + (joined ? 3 : 2));
  const first = right[0];
  if (first === undefined || first.kind !== "w" || isCapitalised(first.text)) return undefined;
  if (finiteReadings(first).length > 0 || SUBORDINATORS.has(first.text)) return undefined;
  // "der sagte auch: …": a demonstrative before its verb, the clause going on after it.
  const demonstrative =
    !joined &&
    /^(?:der|die|das)$/.test(first.text) &&
    finiteReadings(right[1]).some((reading) => reading.person === 3) &&
    right.length >= 3;
  if (
    !demonstrative &&
    mainClauseSubject(right, formal) === undefined &&
    invertedSubject(right, formal) === undefined
  )
    return undefined;
  return tokens[index + 2]?.text === "und" ? right : tokens.slice(index + 2);
}

/**
 * The frame before the colon when the words from the colon up to `index` are what a verb of saying
 * in it says ("Der Löser sprach also zu Boas:", "Er hat gesagt:"), else undefined.
 */
function speechFrame(tokens: readonly Token[], start: number, index: number): Token[] | undefined {
  const colon = tokens.slice(start, index).findLastIndex((token) => token.text === ":") + start;
  if (colon <= start || colon >= index - 1) return undefined;
  const frame = tokens.slice(start, colon);
  const says = frame.some(
    (token) =>
      finiteReadings(token).some((reading) => VERBS_BEFORE_QUOTED_WORDS.has(reading.lemma)) ||
      pastParticipleLemmas(token).some((lemma) => VERBS_BEFORE_QUOTED_WORDS.has(lemma)),
  );
  return says ? frame : undefined;
}

/**
 * The sentences around inner full stops, or the clause itself when there are none to cut. After
 * quoted words, a clause that shares the subject gets the one of the frame ("Der Löser sprach zu
 * Boas: Kaufe für dich! und zog seinen Schuh aus." -> … / "Dann zog der Löser seinen Schuh aus.").
 */
export function splitAtInnerSentenceEnds(clause: Clause, formal = false, connector = "Dann"): Clause[] {
  const parts: Clause[] = [];
  let start = 0;
  let tail: Token[] | undefined;
  for (let index = 1; index < clause.tokens.length - 1; index += 1) {
    const own = ownClauseAfterComma(clause.tokens, index, formal);
    if (own !== undefined && isClause(clause.tokens.slice(start, index))) {
      parts.push({ tokens: clause.tokens.slice(start, index), end: clause.tokens[index]?.text ?? "!" });
      start = clause.tokens.length - own.length;
      continue;
    }
    const frame = speechFrame(clause.tokens, start, index);
    if (!endsSentence(clause.tokens, index, frame !== undefined)) continue;
    const left = clause.tokens.slice(start, index);
    const right = clause.tokens.slice(index + 1);
    if (!isClause(left) || !hasFiniteVerb(right)) continue;
    if (sharesSubject(right)) {
      const own = frame && subjectAfterSpeech(frame, right.slice(1), formal, connector);
      if (own === undefined) continue;
      parts.push({ tokens: left, end: clause.tokens[index]?.text ?? "." });
      tail = own;
      break;
    }
    parts.push({ tokens: left, end: clause.tokens[index]?.text ?? "." });
    start = index + 1;
  }
  if (parts.length === 0) return [clause];
  const all = [...parts, { tokens: tail ?? clause.tokens.slice(start), end: clause.end }];
  return all.map((part, index) => (index === 0 ? part : { ...part, tokens: lowerPronoun(part.tokens) }));
}

/** "und Ich habe ihm …" (a capital left from the source): a subject pronoun after the conjunction is written small. */
function lowerPronoun(tokens: readonly Token[]): Token[] {
  const pronoun = tokens[1];
  if (!LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") || !/^(?:Ich|Er|Es|Wir)$/.test(pronoun?.text ?? ""))
    return [...tokens];
  return tokens.map((token, index) => (index === 1 ? { ...token, text: token.text.toLowerCase() } : token));
}
