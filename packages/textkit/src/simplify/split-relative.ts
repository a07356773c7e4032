// Relative clause -> its own sentence, with the antecedent noun repeated in the pronoun's case:
// "Der Antrag, den Sie gestellt haben, ist vollständig." -> "Der Antrag ist vollständig." + "Den Antrag haben Sie gestellt."
import { definiteArticle, nounForm } from "../lexicon/morphology/noun-helpers.ts";
import type { Gender, GrammaticalCase, GrammaticalNumber } from "../lexicon/morphology/word-info.ts";
import { agrees, readVerbFinal, subjectAt } from "./clause-tools.ts";
import { nounReadings } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";
import { PREPOSITIONS } from "./word-classes.ts";

type Slot = { gender: Gender | "pl"; grammaticalCase: GrammaticalCase };

/** Which antecedents a relative pronoun can refer to, and its case (genitive deren/dessen excluded). */
const PRONOUN_SLOTS: Readonly<Record<string, readonly Slot[]>> = {
  der: [
    { gender: "m", grammaticalCase: "nom" },
    { gender: "f", grammaticalCase: "dat" },
  ],
  die: [
    { gender: "f", grammaticalCase: "nom" },
    { gender: "pl", grammaticalCase: "nom" },
  ],
  das: [{ gender: "n", grammaticalCase: "nom" }],
  den: [{ gender: "m", grammaticalCase: "akk" }],
  dem: [
    { gender: "m", grammaticalCase: "dat" },
    { gender: "n", grammaticalCase: "dat" },
  ],
  denen: [{ gender: "pl", grammaticalCase: "dat" }],
};

/** Where the relative pronoun sits in a comma segment: "den ..." or "in dem ...". */
export function relativeStart(
  segment: readonly Token[],
): { preposition: Token | undefined; pronoun: string } | undefined {
  const first = segment[0];
  if (first === undefined || first.kind !== "w") return undefined;
  if (PRONOUN_SLOTS[first.text] !== undefined) return { preposition: undefined, pronoun: first.text };
  const second = segment[1];
  if (PREPOSITIONS.has(first.text) && second !== undefined && PRONOUN_SLOTS[second.text] !== undefined) {
    return { preposition: first, pronoun: second.text };
  }
  return undefined;
}

/**
 * The relative clause as a main clause, or undefined when unsure. `antecedent` is the token
 * before the comma; it must be a noun whose gender and number fit the pronoun in exactly one way.
 */
export function relativeToMain(
  antecedent: Token | undefined,
  segment: readonly Token[],
  options: { subjectFirst?: boolean; formal?: boolean } = {},
): Token[] | undefined {
  const start = relativeStart(segment);
  if (start === undefined) return undefined;
  const body = segment.slice(start.preposition ? 2 : 1);
  // "die deren Früchte …" stays; after a preposition an article opens the clause's subject
  // ("aus der die Dauer … hervorgeht").
  const opener = body[0]?.text ?? "";
  if (/^(deren|dessen)$/.test(opener) || (start.preposition === undefined && /^(der|die|das)$/.test(opener)))
    return undefined;
  const verbFinal = readVerbFinal(body);
  if (verbFinal === undefined || body.length < 2) return undefined;
  const phrase = antecedentPhrase(antecedent, start.pronoun, start.preposition !== undefined);
  if (phrase === undefined) return undefined;
  const lead = start.preposition ? [{ ...start.preposition, space: true }, ...phrase] : phrase;
  const tail = verbFinal.particle ? [verbFinal.particle, ...verbFinal.nonFinite] : verbFinal.nonFinite;
  if (options.subjectFirst) {
    // "den Sie gestellt haben" -> "Sie haben den Antrag gestellt" (the clause's own subject first).
    const subject = subjectAt(verbFinal.middle, 0, options.formal ?? false);
    if (subject !== undefined && agrees(verbFinal.readings, subject.agreements)) {
      const subjectTokens = verbFinal.middle.slice(0, subject.end);
      const first = subjectTokens[0];
      if (first !== undefined && !(first.text === "Sie" && !options.formal))
        return [...subjectTokens, verbFinal.finite, ...lead, ...verbFinal.middle.slice(subject.end), ...tail];
    }
  }
  return [...lead, verbFinal.finite, ...verbFinal.middle, ...tail];
}

function antecedentPhrase(
  antecedent: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
): Token[] | undefined {
  const readings = nounReadings(antecedent);
  if (antecedent === undefined || readings.length === 0) return undefined;
  const slots = PRONOUN_SLOTS[pronoun] ?? [];
  const phrases = new Set<string>();
  for (const reading of readings) {
    const number: GrammaticalNumber = reading.number;
    for (const slot of slots) {
      const fits =
        slot.gender === "pl" ? number === "plural" : number === "singular" && reading.gender === slot.gender;
      if (!fits) continue;
      let grammaticalCase = slot.grammaticalCase;
      if (afterPreposition && grammaticalCase === "nom") grammaticalCase = "akk";
      const gender: Gender = slot.gender === "pl" ? "m" : slot.gender;
      const noun =
        nounForm(reading.lemma, grammaticalCase, number) ??
        (reading.cases.includes(grammaticalCase) ? antecedent.text : undefined);
      if (noun === undefined) continue;
      phrases.add(`${definiteArticle(gender, grammaticalCase, number)} ${capitalise(noun, antecedent.text)}`);
    }
  }
  if (phrases.size !== 1) return undefined;
  const [phrase = ""] = [...phrases];
  return phrase.split(" ").map(word);
}

/** nounForm gives compounds read through their head in lower case after the first part. */
function capitalise(noun: string, original: string): string {
  return original.charAt(0) + noun.slice(1);
}
