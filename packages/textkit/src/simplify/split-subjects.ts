// A long clause with two subjects joined by "und" and a verb of going, coming or staying becomes
// one sentence per subject, the finite verb agreeing with each:
// "Eines Tages sind die Pharisäer und einige Schriftgelehrte aus Jerusalem zu Jesus gekommen." ->
// "Eines Tages sind die Pharisäer zu Jesus gekommen." / "Eines Tages sind einige Schriftgelehrte
// aus Jerusalem zu Jesus gekommen."
// Only for these verbs: each subject does what the verb says on its own. Verbs of doing something
// together or to each other ("Der Bund und die Länder zahlen 5 Milliarden", "Peter und Maria
// treffen sich") are never split, nor clauses with a number, a reflexive or "zusammen".

import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { type Clause, LEADING_CONJUNCTIONS, nominativeSubjectAt } from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { countWords, isCapitalised, type Token } from "./tokens.ts";
import { CONTRACTED_PREPOSITIONS, DETERMINERS, PREPOSITIONS, SUBORDINATORS } from "./word-classes.ts";

/** Clauses up to this many words stay whole (a Präteritum clause gains a word in the Perfekt). */
const MIN_WORDS = 10;

/** Tokens before the finite verb when the subjects follow it. */
const MAX_PREFIELD = 8;

/** Verbs of going, coming and staying (also with a particle: "hinausgehen", "zurückkommen"). */
const OWN_MOTION =
  /(?:kommen|gehen|fahren|laufen|fliehen|reisen|kehren|stehen|sitzen|liegen|bleiben|wohnen|warten)$/;

/** Words that make the subjects act together or on each other. */
const TOGETHER =
  /^(?:sich|einander|zusammen|gemeinsam|miteinander|beide|beiden|zwischen|gegeneinander|nebeneinander|sowohl|weder|entweder|jeweils)$/i;

/** An attribute after a subject that belongs to it: "aus Jerusalem", "von der Stadt". */
const ATTRIBUTE_PREPOSITIONS = /^(?:aus|von|vom)$/;

type Phrase = { start: number; end: number; number: "singular" | "plural"; possessor: boolean };

/** A nominative phrase with one number at `start`, with an attached "aus/von" phrase. */
function subjectPhrase(tokens: readonly Token[], start: number, formal: boolean): Phrase | undefined {
  const subject = nominativeSubjectAt(tokens, start, formal);
  if (subject === undefined) return undefined;
  if (subject.agreements.some((agreement) => agreement.person !== 3)) return undefined;
  const number = numberOf(tokens, start, subject.end, subject.agreements);
  if (number === undefined) return undefined;
  const end = attributeEnd(tokens, subject.end);
  const possessor = end > subject.end && /^(?:von|vom)$/.test(tokens[subject.end]?.text ?? "");
  return { start, end, number, possessor };
}

/** Quantifiers that make a phrase plural ("einige Schriftgelehrte"). */
const PLURAL_QUANTIFIERS = /^(?:einige|viele|alle|manche|wenige|mehrere)$/;

/**
 * The number of a subject phrase: from the reader when it gives one, else from its first word
 * ("einige …" plural; "die Pharisäer": plural unless the noun is a feminine singular).
 */
function numberOf(
  tokens: readonly Token[],
  start: number,
  end: number,
  agreements: readonly { number: "singular" | "plural" }[],
): "singular" | "plural" | undefined {
  const numbers = new Set(agreements.map((agreement) => agreement.number));
  const [only] = numbers;
  if (numbers.size === 1) return only;
  const first = tokens[start]?.text.toLowerCase() ?? "";
  if (PLURAL_QUANTIFIERS.test(first)) return "plural";
  const head = tokens[end - 1];
  const readings = nounReadings(head).filter((reading) => reading.cases.includes("nom"));
  if (/^(?:die|meine|deine|seine|ihre|unsere|eure|keine|diese|jene)$/.test(first) && readings.length > 0) {
    const feminine = readings.some((reading) => reading.number === "singular" && reading.gender === "f");
    return feminine ? undefined : "plural";
  }
  return undefined;
}

/** A name in the genitive after the head: "die Gemeinde Israels". */
function genitiveName(token: Token | undefined): boolean {
  return token !== undefined && /^\p{Lu}\p{Ll}+s$/u.test(token.text) && nounReadings(token).length === 0;
}

/** After "aus"/"von": a determiner, adjectives and one or two capitalised words. */
function attributeEnd(tokens: readonly Token[], end: number): number {
  if (genitiveName(tokens[end])) return end + 1;
  if (!ATTRIBUTE_PREPOSITIONS.test(tokens[end]?.text ?? "")) return end;
  let index = end + 1;
  if (DETERMINERS.has(tokens[index]?.text.toLowerCase() ?? "")) index += 1;
  while (isAdjective(tokens[index])) index += 1;
  const head = tokens[index];
  if (head === undefined || head.kind !== "w" || !isCapitalised(head.text)) return end;
  index += 1;
  if (tokens[index]?.kind === "w" && isCapitalised(tokens[index]?.text ?? "") && !noPhraseWord(tokens[index]))
    index += 1;
  return index;
}

function noPhraseWord(token: Token | undefined): boolean {
  const lower = token?.text.toLowerCase() ?? "";
  return PREPOSITIONS.has(lower) || lower in CONTRACTED_PREPOSITIONS || DETERMINERS.has(lower);
}

function isAdjective(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.kind === "w" &&
    !isCapitalised(token.text) &&
    !DETERMINERS.has(token.text) &&
    !PREPOSITIONS.has(token.text) &&
    /^[a-zäöüß]+(?:e|en|er|es|em)$/.test(token.text) &&
    finiteReadings(token).length === 0 &&
    !isNonFiniteVerb(token)
  );
}

/** The verb that tells what each subject does: the full verb at the end, else the finite one. */
function tellsOwnMotion(tokens: readonly Token[], verb: Token): boolean {
  const last = [...tokens].reverse().find((token) => token.kind === "w" && !PARTICLES.has(token.text));
  const closing =
    last === undefined || last === verb ? [] : [...pastParticipleLemmas(last), ...infinitiveLemmas(last)];
  const lemmas =
    closing.length > 0
      ? closing
      : finiteReadings(verb).map((reading) => `${reading.particle ?? ""}${reading.lemma}`);
  return lemmas.length > 0 && lemmas.every((lemma) => OWN_MOTION.test(lemma));
}

/** The finite verb in the number of one subject, or undefined. */
function inflected(verb: Token, number: "singular" | "plural"): Token | undefined {
  const reading = finiteReadings(verb).find(
    (candidate) => candidate.person === 3 && candidate.number === "plural",
  );
  if (reading === undefined) return undefined;
  const form = finiteFormOf(reading.lemma, reading.tense, 3, number)?.split(" ")[0];
  return form === undefined ? undefined : { ...verb, text: form };
}

/**
 * One clause per subject, or undefined. `tokens` is a clause without its final mark, with the
 * subjects first ("Die Pharisäer und … sind …") or right after the finite verb ("Eines Tages sind
 * die Pharisäer und … gekommen").
 */
export function distributeSubjects(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const words = countWords(tokens);
  if (words <= MIN_WORDS || end.includes("?")) return undefined;
  if (
    tokens.some(
      (token) =>
        token.kind === "p" ||
        token.kind === "n" ||
        TOGETHER.test(token.text) ||
        SUBORDINATORS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  const lead = LEADING_CONJUNCTIONS.has(tokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  // Subjects first, or right after the first finite verb (an adverb or phrase before it).
  const firstVerb = tokens.findIndex((token, index) => index > lead && finiteReadings(token).length > 0);
  const starts = firstVerb > lead && firstVerb <= lead + MAX_PREFIELD ? [lead, firstVerb + 1] : [lead];
  for (const start of starts) {
    const first = subjectPhrase(tokens, start, formal);
    if (first === undefined || tokens[first.end]?.text !== "und") continue;
    const second = subjectPhrase(tokens, first.end + 1, formal);
    if (second === undefined) continue;
    const verbIndex = start === lead ? second.end : start - 1;
    const verb = tokens[verbIndex];
    if (verb === undefined || !inflected(verb, "plural")) continue;
    // Inverted: the finite verb right before the subjects, no other verb before it.
    if (start !== lead && tokens.slice(lead, verbIndex).some((token) => finiteReadings(token).length > 0))
      continue;
    // "der Vater und die Mutter von dem Kind": a possessor after the second subject may belong to both.
    if (second.possessor) continue;
    const rest = start === lead ? tokens.slice(verbIndex + 1) : tokens.slice(second.end);
    if (rest.length < 2 || rest.some((token) => token.text === "und" || token.text === "oder")) continue;
    if (!tellsOwnMotion(tokens, verb)) return undefined;
    const clauses: Clause[] = [];
    for (const phrase of [first, second]) {
      const form = inflected(verb, phrase.number);
      if (form === undefined) return undefined;
      const subject = tokens.slice(phrase.start, phrase.end);
      const before = tokens.slice(0, start);
      clauses.push({
        tokens:
          start === lead
            ? [...before, ...subject, form, ...rest]
            : [...tokens.slice(0, verbIndex), form, ...subject, ...rest],
        end,
      });
    }
    return clauses;
  }
  return undefined;
}
