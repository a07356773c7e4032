// Declined participles between a determiner or preposition and their noun have the form of a
// finite verb ("vereinbarten", "bestellte", "verheißene"): "Zur vereinbarten Zeit kam er" has one
// finite verb, "kam". Marks them so that finiteReadings (lexicon-access.ts) skips them.

import { SUBORDINATING_CONJUNCTIONS } from "../language/subordinators.ts";
import { readingsOf } from "./lexicon-access.ts";
import { agreesAsNounPhrase } from "./noun-phrase.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { CONTRACTED_PREPOSITIONS, PREPOSITIONS } from "./word-classes.ts";

/** The article in a contracted preposition: "zur" = "zu der", "im" = "in dem", "ins" = "in das". */
const CONTRACTED_ARTICLE: Readonly<Record<string, string>> = {
  im: "dem",
  am: "dem",
  vom: "dem",
  zum: "dem",
  beim: "dem",
  zur: "der",
  ins: "das",
  ans: "das",
  übers: "das",
  aufs: "das",
  durchs: "das",
  fürs: "das",
  ums: "das",
};

/** Quantifiers before a plural noun with the adjective ending they take: "alle vereinbarten Termine". */
const QUANTIFIER_ENDING: Readonly<Record<string, string>> = {
  alle: "en",
  beide: "en",
  viele: "e",
  einige: "e",
  mehrere: "e",
};

/** Declined forms: the stem + e, en, er, es, em. */
const DECLINED = /(?:e|en|er|es|em)$/;
const DECLINED_ENDING = /^(?:e|en|er|es|em)$/;

/**
 * The participle in a declined form that also reads as a finite form of the same verb:
 * "vereinbarten" -> "vereinbart" (vereinbaren), "bestellte" -> "bestellt". Not adjectives with a
 * verb of their own ("deutschen", "wahre"): their finite readings are left as they are.
 */
function participleStem(token: Token): string | undefined {
  if (token.kind !== "w" || isCapitalised(token.text) || !DECLINED.test(token.text)) return undefined;
  const readings = readingsOf(token.text);
  const verbs = new Set(
    readings.flatMap((reading) =>
      reading.partOfSpeech === "verb" && reading.form === "finite" ? [reading.lemma] : [],
    ),
  );
  if (verbs.size === 0) return undefined;
  const stem = readings.find(
    (reading) =>
      reading.partOfSpeech === "adjective" &&
      reading.inflected &&
      token.text.startsWith(reading.lemma) &&
      DECLINED_ENDING.test(token.text.slice(reading.lemma.length)),
  )?.lemma;
  if (stem === undefined) return undefined;
  const isParticiple = readingsOf(stem).some(
    (reading) =>
      reading.partOfSpeech === "verb" && reading.form === "pastParticiple" && verbs.has(reading.lemma),
  );
  return isParticiple ? stem : undefined;
}

/** The word before is a preposition or a determiner that agrees with the word and the noun after it. */
function isAttributiveBetween(before: Token, word: Token, stem: string, noun: Token): boolean {
  if (before.kind !== "w") return false;
  const lower = before.text.toLowerCase();
  const article = CONTRACTED_ARTICLE[lower];
  if (article !== undefined) return agreesAsNounPhrase(article, word.text, stem, noun);
  // After a plain preposition no finite verb can stand: "nach vereinbarten Regeln", "mit geliebten Menschen".
  if (PREPOSITIONS.has(lower) && CONTRACTED_PREPOSITIONS[lower] === undefined) return true;
  const quantifierEnding = QUANTIFIER_ENDING[lower];
  if (quantifierEnding !== undefined)
    return (
      word.text === stem + quantifierEnding &&
      readingsOf(noun.text).some((reading) => reading.partOfSpeech === "noun" && reading.number === "plural")
    );
  return (
    agreesAsNounPhrase(lower, word.text, stem, noun) || agreesAsNounPhrase(before.text, word.text, stem, noun)
  );
}

/** An undeclined adjective used as an adverb ("ärztlich", "amtlich"), no verb form. */
function plainAdverb(token: Token): boolean {
  if (token.kind !== "w" || isCapitalised(token.text)) return false;
  const readings = readingsOf(token.text);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.partOfSpeech === "adjective" && !reading.inflected)
  );
}

/** Conjunctions that open a verb-final clause, whose finite verb stands last. */
const OPENS_VERB_FINAL: ReadonlySet<string> = new Set(SUBORDINATING_CONJUNCTIONS);

/**
 * "wenn das Einkommen bestimmte Grenzen nicht überschreitet": inside a verb-final clause a form
 * in -e right before a plural noun, with more words of the clause after the noun, is the strong
 * plural of the participle, not the clause's verb (that comes last). Only after a conjunction
 * that always opens such a clause; a main clause keeps "Er bestimmte Regeln".
 */
function bareInVerbFinal(tokens: readonly Token[], index: number, stem: string): boolean {
  const word = tokens[index];
  const noun = tokens[index + 1];
  const after = tokens[index + 2];
  if (word === undefined || noun === undefined || word.text !== `${stem}e`) return false;
  if (after === undefined || after.kind === "p") return false;
  if (
    !readingsOf(noun.text).some((reading) => reading.partOfSpeech === "noun" && reading.number === "plural")
  )
    return false;
  for (let at = index - 1; at >= 0; at -= 1) {
    const token = tokens[at] as Token;
    if (token.kind === "p") return false;
    if (OPENS_VERB_FINAL.has(token.text.toLowerCase())) return at < index - 1;
  }
  return false;
}

/**
 * The tokens with every declined participle between a preposition or an agreeing determiner and
 * a noun marked attributive: "Zur vereinbarten Zeit", "die bestellten Waren", "meinen geliebten
 * Sohn", also with one adverb before the participle ("keine ärztlich bestätigte Gegenanzeige"). Not "Sie vereinbarten einen Termin" (no determiner before), "Das bedeutete Ärger" (the
 * neuter "das" does not fit "Ärger").
 */
export function markAttributiveParticiples(tokens: readonly Token[]): Token[] {
  return tokens.map((token, index) => {
    const before = tokens[index - 1];
    const noun = tokens[index + 1];
    if (before === undefined || noun === undefined || noun.kind !== "w" || !isCapitalised(noun.text))
      return token;
    const stem = participleStem(token);
    if (stem === undefined) return token;
    // "eine ärztlich bestätigte Bescheinigung", "die bereits gezahlten Beiträge": one adverb
    // between the determiner and the participle.
    const further = tokens[index - 2];
    const between =
      isAttributiveBetween(before, token, stem, noun) ||
      (further !== undefined && plainAdverb(before) && isAttributiveBetween(further, token, stem, noun)) ||
      bareInVerbFinal(tokens, index, stem);
    return between ? { ...token, attributive: true } : token;
  });
}
