// Gapping: the second of two parallel clauses leaves out the verb it shares with the first.
// "Der Acker ist die Welt, und der gute Samen die Söhne des Reiches." -> "Der Acker ist die Welt." /
// "Der gute Samen ist die Söhne des Reiches." The verb comes back, in the number of the new subject.
// Only when sure: the right side opens with a noun phrase that is certainly nominative (der/ein/mein …
// with a masculine noun; after sein/werden/bleiben also die/das/eine … phrases), has no verb of its
// own, and goes on like the left side after its verb (both with an article, the same preposition or
// the same word: "wie", "zu", "nicht").

import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { MainSubject } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, nounReadings, PARTICLES, readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import {
  CONTRACTED_PREPOSITIONS,
  DETERMINERS,
  MASCULINE_NOMINATIVE,
  PREPOSITIONS,
  SUBORDINATORS,
} from "./word-classes.ts";

type Number = "singular" | "plural";

/** Articles that are nominative with a masculine singular noun only ("der Pass", "mein Weg"). */

/** Articles of a phrase that may be nominative (feminine, neuter, plural; sure only after a copula). */
const OPEN_ARTICLES =
  /^(?:die|das|diese|dieses|eine|keine|meine|deine|seine|ihre|unsere|eure|alle|ein|kein|mein|dein|sein|ihr|unser|euer)$/i;

/** Genitive articles that attach a phrase to the noun before ("der Samen des Reiches"). */
const GENITIVE_ARTICLES =
  /^(?:des|der|eines|einer|meines|meiner|deines|deiner|seines|seiner|ihres|ihrer|unseres|unserer|eures|eurer|dieses|dieser|aller)$/i;

const COPULAS: ReadonlySet<string> = new Set(["sein", "werden", "bleiben"]);

function adjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective");
}

function noun(token: Token | undefined): boolean {
  return (
    token !== undefined && token.kind === "w" && isCapitalised(token.text) && nounReadings(token).length > 0
  );
}

/** Article, adjectives and noun from `start`: the index of the noun, or -1. */
function headAt(tokens: readonly Token[], start: number): number {
  if (!DETERMINERS.has(tokens[start]?.text.toLowerCase() ?? "")) return -1;
  let index = start + 1;
  while (adjective(tokens[index])) index += 1;
  return noun(tokens[index]) ? index : -1;
}

/** The end of the phrase whose noun is at `head`, with genitive and von-phrases attached. */
function phraseEnd(tokens: readonly Token[], head: number): number {
  let end = head + 1;
  for (;;) {
    const lower = tokens[end]?.text.toLowerCase() ?? "";
    const at = GENITIVE_ARTICLES.test(lower) ? end : /^(?:von|vom)$/.test(lower) ? end + 1 : -1;
    if (at < 0) return end;
    const attached = lower === "vom" ? (noun(tokens[at]) ? at : -1) : headAt(tokens, at);
    if (attached < 0) {
      // "von Gott": a name without an article.
      if (lower === "von" && tokens[at] !== undefined && isCapitalised(tokens[at]?.text ?? "")) {
        end = at + 1;
        continue;
      }
      return end;
    }
    end = attached + 1;
  }
}

/** How a part of a clause opens, to compare the two sides. */
function opening(token: Token | undefined): string | undefined {
  if (token === undefined || token.kind !== "w") return undefined;
  const lower = token.text.toLowerCase();
  if (DETERMINERS.has(lower)) return "article";
  if (PREPOSITIONS.has(lower) || lower in CONTRACTED_PREPOSITIONS)
    return CONTRACTED_PREPOSITIONS[lower] ?? lower;
  if (/^(?:wie|als|nicht|zu)$/.test(lower)) return lower;
  return undefined;
}

/** A verb form, a subordinator or punctuation: the right side is a clause of its own or more. */
function hasOwnVerb(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.kind === "p" ||
      SUBORDINATORS.has(token.text.toLowerCase()) ||
      (!isCapitalised(token.text) && !adjective(token) && finiteReadings(token).length > 0),
  );
}

/**
 * The right side with the verb of the left side put back, or undefined. `subject` is the left
 * side's subject and verb; `kept` the conjunction that opens the new sentence ("Aber"), if any.
 */
export function gappedClause(
  left: readonly Token[],
  subject: MainSubject | undefined,
  right: readonly Token[],
  kept: string | undefined,
): Token[] | undefined {
  if (subject === undefined) return undefined;
  const verb = left[subject.verb];
  const reading = subject.readings.find((candidate) => candidate.person === 3);
  if (verb === undefined || reading === undefined || reading.particle !== undefined) return undefined;
  // The left side after its verb and subject, without its closing verb forms.
  let bracket = left.length;
  while (bracket > 0 && (isNonFiniteVerb(left[bracket - 1]) || PARTICLES.has(left[bracket - 1]?.text ?? "")))
    bracket -= 1;
  const from = Math.max(subject.verb, subject.end - 1) + 1;
  if (from >= bracket) return undefined;
  // "Der Vermieter ist für die Reparatur zuständig, der Mieter für …": a word after the phrase
  // (an adjective, an adverb) is left out on the right too; only a phrase that ends the side is sure.
  const lastWord = left[bracket - 1];
  if (lastWord === undefined || !(lastWord.kind === "n" || isCapitalised(lastWord.text))) return undefined;
  // The right side: its subject, then the rest.
  const head = headAt(right, 0);
  if (head < 0) return undefined;
  const end = phraseEnd(right, head);
  const rest = right.slice(end);
  if (rest.length === 0 || hasOwnVerb(right)) return undefined;
  const kind = opening(rest[0]);
  if (kind === undefined || kind !== opening(left[from])) return undefined;
  // Certainly nominative, and the number of the new subject.
  const article = right[0]?.text ?? "";
  const nominatives = nounReadings(right[head]).filter((candidate) => candidate.cases.includes("nom"));
  let number: Number | undefined;
  const masculine = nominatives.some(
    (candidate) => candidate.gender === "m" && candidate.number === "singular",
  );
  if (MASCULINE_NOMINATIVE.test(article) && masculine) number = "singular";
  else if (COPULAS.has(reading.lemma) && OPEN_ARTICLES.test(article)) {
    const numbers = new Set(nominatives.map((candidate) => candidate.number));
    if (numbers.size !== 1) return undefined;
    number = [...numbers][0] as Number;
    // "die" with a feminine singular or a plural noun; "das"/"ein…" with a neuter or masculine singular.
    if (/^(?:das|dieses|ein|kein|mein|dein|sein|ihr|unser|euer)$/i.test(article) && number !== "singular")
      return undefined;
  }
  if (number === undefined) return undefined;
  const form =
    number === reading.number
      ? verb.text
      : finiteFormOf(reading.lemma, reading.tense, 3, number)?.split(" ")[0];
  if (form === undefined) return undefined;
  const phrase = right
    .slice(0, end)
    .map((token, index) => (index === 0 && kept ? { ...token, space: true } : token));
  const clause = [...phrase, { ...verb, text: form, space: true }, ...rest, ...left.slice(bracket)];
  return kept ? [word(kept), ...clause] : clause;
}
