// A relative clause after a noun with attributes, whose pronoun is the object of a verb that
// handles papers: "eine Rechnung nach der Gebührenordnung für Ärzte, die sie bei ihrer
// Krankenversicherung einreichen können" is about the Rechnung, the one paper among the nouns
// that agree with "die" (one hands in a bill, not a fee schedule or doctors).

import { nounReadings, readingsOf } from "./lexicon-access.ts";
import { attributeChain, determinerBefore, relativeStart, relativeToMain } from "./split-relative.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { SUBJECT_PRONOUNS } from "./word-classes.ts";

/** Papers one hands in, fills in or takes from a form (compound heads too: "Schulbescheinigung"). */
const PAPER =
  /(?:rechnung|bescheinigung|bestätigung|nachweis|attest|beleg|quittung|kopie|abschrift|formular|vordruck|antrag|urkunde|zeugnis|ausweis|vollmacht|unterlagen)$/i;

/** Verbs whose object is a paper (lemmas): what else would one hand in, fill in or print out. */
const PAPER_VERBS = new Set([
  "einreichen",
  "vorlegen",
  "entnehmen",
  "ausfüllen",
  "unterschreiben",
  "unterzeichnen",
  "einsenden",
  "beifügen",
  "beilegen",
  "ausdrucken",
  "herunterladen",
  "vorzeigen",
  "zurückschicken",
  "zurücksenden",
]);

/** A clause with a verb of PAPER_VERBS ("die Sie ausgefüllt haben"). */
export function handlesPaper(segment: readonly Token[]): boolean {
  return segment.some(
    (token) =>
      !isCapitalised(token.text) &&
      readingsOf(token.text).some(
        (reading) => reading.partOfSpeech === "verb" && PAPER_VERBS.has(reading.lemma),
      ),
  );
}

/** A paper of PAPER, also in the plural ("Unterlagen", "Schulbescheinigung", "Formulare", "Anträge"). */
export function isPaper(token: Token | undefined): boolean {
  return PAPER.test(token?.text ?? "") || nounReadings(token).some((reading) => PAPER.test(reading.lemma));
}

/**
 * The paper a relative clause after `near` is about, when several nouns of its attribute chain
 * agree with the pronoun: "die"/"das" without a preposition right before a subject pronoun ("die
 * sie …", "die Sie …": the relative pronoun is the object), a verb of PAPER_VERBS in the clause,
 * and exactly one of the agreeing nouns a paper with a determiner of its own. Undefined otherwise.
 */
export function paperAntecedent(near: readonly Token[], segment: readonly Token[]): Token | undefined {
  const start = relativeStart(segment);
  if (start === undefined || start.preposition !== undefined || !/^(?:die|das)$/.test(start.pronoun))
    return undefined;
  const subject = segment[1]?.text ?? "";
  if (!SUBJECT_PRONOUNS.has(subject.toLowerCase()) || /^(?:es|das)$/i.test(subject)) return undefined;
  if (!handlesPaper(segment)) return undefined;
  const agreeing = attributeChain(near).filter((noun) => relativeToMain(noun, segment) !== undefined);
  const papers = agreeing.filter(isPaper);
  const [paper] = papers;
  if (papers.length !== 1 || paper === undefined) return undefined;
  // "eine Rechnung …", "Ihre Bescheinigung …": not a bare noun, which the clause may restrict.
  const at = near.lastIndexOf(paper);
  return determinerBefore(near.slice(0, at + 1)) === undefined ? undefined : paper;
}
