// Genitive relative clauses: "der Mann, dessen Auto gestohlen wurde" -> "Das Auto von dem Mann wurde
// gestohlen." Only when the owned noun is the clause's subject: nothing else in the clause can be
// one, and the verb agrees with it. The owner follows it with "von" and the dative, as Leichte
// Sprache says it. Undefined when unsure.

import { readVerbFinal } from "./clause-tools.ts";
import { finiteReadings, nounReadings } from "./lexicon-access.ts";
import { antecedentPhraseFor, relativeToMain, type Slot, someInstead } from "./split-relative.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DEFINITE_NOMINATIVE, DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS } from "./word-classes.ts";

/** The owner's slots: "dessen" -> a masculine or neuter noun, "deren" -> a feminine or plural one. */
const OWNER_SLOTS: Readonly<Record<string, readonly Slot[]>> = {
  dessen: [
    { gender: "m", grammaticalCase: "dat" },
    { gender: "n", grammaticalCase: "dat" },
  ],
  deren: [
    { gender: "f", grammaticalCase: "dat" },
    { gender: "pl", grammaticalCase: "dat" },
  ],
};

/**
 * "Der Mann, dessen Auto gestohlen wurde" -> "Das Auto von dem Mann wurde gestohlen."; "Familien, deren
 * Kinder klein sind" (`some`) -> "Die Kinder von manchen Familien sind klein."
 */
export function genitiveRelativeToMain(
  antecedent: Token | undefined,
  segment: readonly Token[],
  formal: boolean,
  some: boolean,
): Token[] | undefined {
  const [pronoun, owned, ...rest] = segment;
  const slots = OWNER_SLOTS[pronoun?.text ?? ""];
  if (slots === undefined || owned === undefined || !isCapitalised(owned.text)) return undefined;
  const owner = antecedentPhraseFor(antecedent, slots, false);
  // "deren Eltern arbeiten": a lone verb is the clause.
  const clause = rest.length === 1 ? { middle: [], readings: finiteReadings(rest[0]) } : readVerbFinal(rest);
  if (owner === undefined || clause === undefined || !onlyObjects(clause.middle)) return undefined;
  // The verb agrees with the owned noun as a nominative, in one way only.
  const verbNumbers = new Set(
    clause.readings.filter((reading) => reading.person === 3).map((reading) => reading.number),
  );
  const pronouns = new Set(
    nounReadings(owned)
      .filter((reading) => reading.cases.includes("nom") && verbNumbers.has(reading.number))
      .map((reading) =>
        reading.number === "plural" ? "die" : reading.gender && DEFINITE_NOMINATIVE[reading.gender],
      ),
  );
  const [subjectPronoun] = pronouns;
  if (pronouns.size !== 1 || subjectPronoun === undefined) return undefined;
  const main = relativeToMain(owned, [word(subjectPronoun), ...rest], { formal });
  const [article, noun, ...after] = main ?? [];
  if (article === undefined || noun === undefined || !/^(?:der|die|das)$/i.test(article.text))
    return undefined;
  if (nounReadings(noun).length === 0) return undefined;
  const ownerPhrase = some && owner.number === "plural" ? someInstead(owner.phrase) : owner.phrase;
  return [article, noun, word("von"), ...ownerPhrase, ...after];
}

/**
 * The words before the verb hold no other subject: no subject pronoun, and articles and nouns only
 * inside a prepositional phrase ("von den Ärzten"); adverbs, participles and object pronouns pass.
 */
function onlyObjects(middle: readonly Token[]): boolean {
  let inPhrase = false;
  for (const token of middle) {
    const lower = token.text.toLowerCase();
    if (token.kind !== "w") return false;
    if (SUBJECT_PRONOUNS.has(lower) && lower !== "ihr") return false;
    if (PREPOSITIONS.has(lower)) {
      inPhrase = true;
      continue;
    }
    // "nach Ihrem Einkommen": the polite possessive is a determiner inside the phrase.
    if (/^Ihr\p{Ll}*$/u.test(token.text)) {
      if (!inPhrase) return false;
      continue;
    }
    if (isCapitalised(token.text)) {
      if (!inPhrase) return false;
      inPhrase = false;
      continue;
    }
    if (DETERMINERS.has(lower) && !inPhrase) return false;
    if (finiteReadings(token).length > 0) return false;
  }
  return !inPhrase;
}
