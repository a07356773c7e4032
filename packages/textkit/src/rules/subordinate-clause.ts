// Rule 3: main clauses only. A subordinate clause starts at a subordinator or relative pronoun
// (after a comma, or a subordinator at the sentence start) and must end in a finite verb
// (verb-final test, engine notes), which separates "..., die Miete und das Foto" (a list) from
// "..., die Sie bezahlen". Infinitive clauses ", um ... zu" count too. A subordinator followed
// directly by the finite verb is an adverb or question word in a main clause (verb second).
import { isFiniteCandidate, isVerbFinal, segmentEnd } from "./engine/clauses.ts";
import { Fact } from "./engine/word-facts.ts";
import { hasComma, NOT_VERBS, PREPOSITIONS, RELATIVE_PRONOUNS, SUBORDINATORS } from "./engine/word-lists.ts";
import type { SentenceRule, SentenceView, Token } from "./types.ts";

const INFINITIVE_OPENERS: ReadonlySet<string> = new Set(["um", "ohne", "statt", "anstatt"]);
/** Words that are also prepositions or adverbs ("Bis Freitag müssen Sie ..."): at the sentence
 * start they open a clause only when a comma closes it. */
const AMBIGUOUS_OPENERS: ReadonlySet<string> = new Set([
  "bis",
  "seit",
  "während",
  "als",
  "da",
  "wie",
  "wo",
  "damit",
  "was",
  "wer",
  "wann",
]);

type Clause = { from: number; to: number; kind: "conjunction" | "relative" | "infinitive" };

function hasZuInfinitive(tokens: readonly Token[], from: number, to: number): boolean {
  for (let index = from + 1; index <= to; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (token.lower === "zu" && index < to) return true;
    if (token.lower.includes("zu") && (token.facts.flags & Fact.verb) !== 0 && !token.isCapitalised) {
      if (token.lower.endsWith("en") || token.lower.endsWith("ern") || token.lower.endsWith("eln"))
        return true;
    }
  }
  return false;
}

/** Modals and "werden" whose infinitive or participle closes the verb bracket; "haben" with a participle. */
const BRACKET_OPENERS: ReadonlySet<string> = new Set([
  "müssen",
  "können",
  "sollen",
  "dürfen",
  "wollen",
  "werden",
  "haben",
]);

/**
 * "Dem Antrag müssen Sie den Pass, die Geburtsurkunde und die Nachweise beifügen" / "Sie haben in
 * Dortmund, als Führer des Wagens die Geschwindigkeit überschritten": the words after the comma
 * are the rest of the main clause, not a relative or subordinate clause. Only when the first part
 * of the sentence is a main clause (no subordinator) with a modal, "werden" or "haben" still waiting
 * for its infinitive or participle, the parts between hold no finite verb (list items), the word
 * after the comma reads as an article or "als"/"wie" before a noun ("die Geburtsurkunde", "als
 * Führer"), and the supposed clause runs to the end of the sentence and ends in such a form.
 */
function closesOpenBracket(tokens: readonly Token[], from: number, to: number): boolean {
  const first = tokens[from];
  const next = tokens[from + 1];
  if (to !== tokens.length - 1 || first === undefined || next === undefined) return false;
  // "…, die Geburtsurkunde …" / "…, als Führer …": an article or "als"/"wie" right before a noun
  // (not "wenn Sie …", "die Ihr Sohn besucht").
  if (!next.isCapitalised || /^(?:Sie|Ihr\w*)$/.test(next.text)) return false;
  const rest = tokens.slice(from + 2, to + 1);
  if (SUBORDINATORS.has(first.lower)) {
    // "als Führer des Wagens …" (a role: noun + its genitive or prepositional phrase), not "als
    // Bürger erwarten", "wie Schüler es lernen".
    const after = tokens[from + 2]?.lower ?? "";
    if (first.lower !== "als" || !(/^(?:des|der|eines|einer)$/.test(after) || PREPOSITIONS.has(after)))
      return false;
  } else if (!rest.some((token) => token.lower === "und" || token.lower === "oder")) {
    // A list goes on with "und"/"oder" ("die Geburtsurkunde und Nachweise … beifügen"); without it
    // the words may be a relative clause after a modal used as a full verb ("Sie können gut
    // Deutsch, das Kinder in der Schule lernen").
    return false;
  }
  const last = tokens[to];
  const nonFinite = (token: Token | undefined, flags: number) =>
    token !== undefined &&
    !token.isCapitalised &&
    !NOT_VERBS.has(token.lower) &&
    (token.facts.flags & flags) !== 0;
  let auxiliary: Token | undefined;
  let firstSegment = true;
  for (let index = 0; index < from; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (index > 0 && hasComma(token.before)) {
      if (auxiliary === undefined) return false;
      firstSegment = false;
    }
    if (firstSegment && SUBORDINATORS.has(token.lower)) return false;
    if (auxiliary === undefined) {
      // Words must follow the auxiliary in its clause ("Sprechen sollen, die Gott fürchten" has none).
      const after = tokens[index + 1];
      if (
        isFiniteCandidate(token) &&
        BRACKET_OPENERS.has(token.facts.verbLemma) &&
        after !== undefined &&
        !hasComma(after.before)
      )
        auxiliary = token;
      continue;
    }
    if (nonFinite(token, Fact.infinitive | Fact.pastParticiple)) return false;
    if (!firstSegment && isFiniteCandidate(token)) return false;
  }
  if (auxiliary === undefined) return false;
  const closing =
    auxiliary.facts.verbLemma === "haben" ? Fact.pastParticiple : Fact.infinitive | Fact.pastParticiple;
  return nonFinite(last, closing);
}

/** The subordinate clauses of a sentence, in order. */
export function findSubordinateClauses(sentence: SentenceView): Clause[] {
  const clauses: Clause[] = [];
  const { tokens } = sentence;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const opensHere = index === 0 || hasComma(token.before);
    if (!opensHere) continue;
    const to = segmentEnd(tokens, index);
    if (SUBORDINATORS.has(token.lower)) {
      // Verb second: an adverb or question word followed by the finite verb opens a main clause
      // ("Da ist Helligkeit entstanden", "Seitdem können wir ...", "Warum soll ich ...?").
      const second = tokens[index + 1];
      if (second !== undefined && index + 1 < to && !hasComma(second.before) && isFiniteCandidate(second))
        continue;
      const needsComma = index === 0 && AMBIGUOUS_OPENERS.has(token.lower);
      if (needsComma && to === tokens.length - 1) continue;
      if (isVerbFinal(tokens, index, to) && !closesOpenBracket(tokens, index, to))
        clauses.push({ from: index, to, kind: "conjunction" });
      continue;
    }
    if (index > 0 && INFINITIVE_OPENERS.has(token.lower) && hasZuInfinitive(tokens, index, to)) {
      clauses.push({ from: index, to, kind: "infinitive" });
      continue;
    }
    if (index === 0) continue;
    const next = tokens[index + 1];
    const isRelative =
      RELATIVE_PRONOUNS.has(token.lower) ||
      (PREPOSITIONS.has(token.lower) && next !== undefined && RELATIVE_PRONOUNS.has(next.lower));
    if (isRelative && isVerbFinal(tokens, index, to) && !closesOpenBracket(tokens, index, to))
      clauses.push({ from: index, to, kind: "relative" });
  }
  return clauses;
}

export const subordinateClause: SentenceRule = {
  id: "subordinate-clause",
  scope: "sentence",
  messages: {
    conjunction: {
      de: "Nebensatz mit „{word}“. Schreiben Sie zwei Hauptsätze.",
      leicht: "Das ist ein Neben-Satz. Machen Sie 2 kurze Sätze daraus.",
    },
    relative: {
      de: "Relativsatz. Schreiben Sie zwei Hauptsätze.",
      leicht: "Das ist ein Neben-Satz. Machen Sie 2 kurze Sätze daraus.",
    },
    infinitive: {
      de: "Infinitivsatz mit „{word} … zu“. Schreiben Sie einen eigenen Satz.",
      leicht: "Das ist ein Neben-Satz. Machen Sie 2 kurze Sätze daraus.",
    },
    default: {
      de: "Nebensatz. Schreiben Sie zwei Hauptsätze.",
      leicht: "Das ist ein Neben-Satz. Machen Sie 2 kurze Sätze daraus.",
    },
  },
  check(sentence, { profile }, report) {
    const clauses = findSubordinateClauses(sentence);
    if (clauses.length <= profile.thresholds.subordinateClausesAllowed) return;
    for (const clause of clauses.slice(profile.thresholds.subordinateClausesAllowed)) {
      const first = sentence.tokens[clause.from];
      const last = sentence.tokens[clause.to];
      if (first === undefined || last === undefined) continue;
      report({ start: first.start, end: last.end, key: clause.kind, values: { word: first.text } });
    }
  },
};
