import { isNounLike, nounReadings } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";
import { COMMON_CONTRACTIONS, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/**
 * Verbs of handling a paper that always take an accusative object. In "dass Ihr Arbeitgeber die
 * Bescheinigung ausfüllt und an uns zurücksendet" the second verb shares the first one's object;
 * as a main clause of its own it needs the object back as a pronoun ("Er sendet sie an uns zurück").
 */
const PAPER_VERBS: ReadonlySet<string> = new Set([
  "ausfüllen",
  "unterschreiben",
  "unterzeichnen",
  "zurücksenden",
  "zurückschicken",
  "zurückgeben",
  "senden",
  "schicken",
  "zusenden",
  "zuschicken",
  "übersenden",
  "einreichen",
  "einsenden",
  "vorlegen",
  "abgeben",
  "weiterleiten",
  "beifügen",
  "mitbringen",
  "aufbewahren",
  "hochladen",
  "kopieren",
  "prüfen",
  "bearbeiten",
]);

const ACCUSATIVE_PRONOUN = { m: "ihn", f: "sie", n: "es" } as const;

/**
 * Words that may be an accusative object of their own outside a prepositional phrase; a dative
 * pronoun ("uns zusendet") may not, and the shared object goes before it ("sendet sie uns zu").
 */
function opensNounPhrase(token: Token): boolean {
  return (
    DETERMINERS.has(token.text.toLowerCase()) ||
    /^(?:Sie|sie|ihn|ihr|es|mich|dich|sich|euch|diese[nmrs]?|alle|alles|etwas|nichts)$/.test(token.text) ||
    nounReadings(token).length > 0
  );
}

/** A preposition or a contraction with its article ("bis", "zum", "innerhalb"). */
function isPreposition(token: Token): boolean {
  const lower = token.text.toLowerCase();
  return (
    PREPOSITIONS.has(lower) ||
    COMMON_CONTRACTIONS.test(lower) ||
    /^(?:bis|zur|wegen|trotz|während|innerhalb|außerhalb|ab|per|pro|laut)$/.test(lower)
  );
}

/**
 * A determiner that is never nominative or accusative: "dem", "einem", "Ihrem" (dative) and "einer",
 * "Ihrer" (dative or genitive feminine, genitive plural). Its phrase ("Ihrem Arbeitgeber") is no
 * object of its own; "der", "dieser" and "jeder" may be a masculine nominative and do not count.
 */
function dativeOrGenitiveDeterminer(token: Token): boolean {
  const lower = token.text.toLowerCase();
  return (
    DETERMINERS.has(lower) &&
    (/em$/.test(lower) || /^(?:ein|kein|mein|dein|sein|ihr|unser|eur)er$/.test(lower))
  );
}

/** The tokens of a clause middle that stand outside its prepositional, dative and genitive phrases. */
function outsidePrepositions(middle: readonly Token[]): Token[] {
  const out: Token[] = [];
  let inPhrase = false;
  for (const token of middle) {
    if (isPreposition(token) || dativeOrGenitiveDeterminer(token)) {
      inPhrase = true;
      continue;
    }
    if (inPhrase) {
      // The phrase's noun or pronoun closes it; articles, adjectives and numbers go before it.
      if (isNounLike(token) || /^(?:uns|ihm|ihr|ihnen|mir|dir|mich|dich|ihn|sie|es|euch)$/.test(token.text)) {
        inPhrase = false;
        continue;
      }
      // "bis zum 3. Mai": an ordinal is a number and its point.
      if (DETERMINERS.has(token.text.toLowerCase()) || /^(?:\p{Ll}+e[mnrs]?|\d+|\.)$/u.test(token.text))
        continue;
      inPhrase = false;
    }
    out.push(token);
  }
  return out;
}

/**
 * The accusative pronoun for the object a second verb-final conjunct shares with the first one:
 * "die beigefügte Bescheinigung ausfüllt und an uns zurücksendet" -> "sie". Only when the first
 * conjunct (after its subject) holds exactly one noun phrase outside prepositional phrases, the
 * second holds none, and the second verb is one that always takes an object. Undefined otherwise.
 */
export function sharedObjectPronoun(
  leftRest: readonly Token[],
  rightMiddle: readonly Token[],
  rightLemmas: readonly string[],
): Token | undefined {
  if (rightLemmas.length === 0 || !rightLemmas.every((lemma) => PAPER_VERBS.has(lemma))) return undefined;
  if (outsidePrepositions(rightMiddle).some(opensNounPhrase)) return undefined;
  const left = outsidePrepositions(leftRest);
  const openers = left.filter((token) => DETERMINERS.has(token.text.toLowerCase()));
  if (
    openers.length !== 1 ||
    left.some((token) => /^(?:Ihnen|ihm|ihr|ihnen|uns|mir|dir|sich)$/.test(token.text))
  )
    return undefined;
  const head = left.slice(left.indexOf(openers[0] as Token)).find((token) => nounReadings(token).length > 0);
  const readings = nounReadings(head).filter((reading) => reading.cases.includes("akk"));
  const numbers = new Set(readings.map((reading) => reading.number));
  const genders = new Set(readings.map((reading) => reading.gender));
  const [gender] = [...genders];
  if (numbers.size !== 1) return undefined;
  if (numbers.has("plural")) return word("sie");
  if (genders.size !== 1 || gender === undefined) return undefined;
  return word(ACCUSATIVE_PRONOUN[gender]);
}
