// Noun questions for rewrites such as genitive -> "von" + dative.

import { MIN_PART_LENGTH } from "../compound/find-compound-parts.ts";
import { findNounEntry, NOUN_SLOTS } from "./noun-lexicon.ts";
import { capitaliseFirst, isCompoundModifier } from "./noun-readings.ts";
import type { Gender, GrammaticalCase, GrammaticalNumber } from "./word-info.ts";

/**
 * The entry of a noun lemma; for an unknown compound (Wohngeld) the entry of its longest known
 * head noun, with the left part put in front of every form (Wohngeld -> Wohn + Geld: Wohngeldern).
 */
function entryOrHead(lemma: string): { gender: Gender | undefined; forms: readonly string[] } | undefined {
  if (typeof lemma !== "string" || lemma.length === 0 || lemma.length > 100) return undefined;
  const direct = findNounEntry(lemma);
  if (direct !== undefined) return direct;
  for (let cut = MIN_PART_LENGTH; cut <= lemma.length - MIN_PART_LENGTH; cut += 1) {
    const rest = lemma.slice(0, cut);
    if (!isCompoundModifier(rest.toLowerCase())) continue;
    const head = findNounEntry(capitaliseFirst(lemma.slice(cut)));
    if (head === undefined) continue;
    return { gender: head.gender, forms: head.forms.map((form) => (form ? rest + form.toLowerCase() : "")) };
  }
  return undefined;
}

/** Gender of a noun lemma ("Antrag" -> "m"; compounds by their head: "Wohngeld" -> "n"). */
export function nounGender(lemma: string): Gender | undefined {
  return entryOrHead(lemma)?.gender;
}

/**
 * A case/number form of a noun lemma: nounForm("Antrag", "dat", "plural") -> "Anträgen".
 * The source's old dative singular in -e ("dem Antrage") is given in today's form ("dem Antrag").
 */
export function nounForm(
  lemma: string,
  grammaticalCase: GrammaticalCase,
  number: GrammaticalNumber,
): string | undefined {
  const entry = entryOrHead(lemma);
  if (entry === undefined) return undefined;
  const slot = NOUN_SLOTS.findIndex(
    ([kase, slotNumber]) => kase === grammaticalCase && slotNumber === number,
  );
  const form = entry.forms[slot];
  if (!form) return undefined;
  const nominative = entry.forms[0];
  // The old dative in -e ("dem Amte", "dem Mietverhältnisse") is written as the nominative today.
  const oldDative = [`${nominative}e`, `${nominative}${nominative?.at(-1) ?? ""}e`];
  if (grammaticalCase === "dat" && number === "singular" && oldDative.includes(form)) return nominative;
  return form;
}

const DEFINITE: Readonly<Record<GrammaticalCase, readonly [string, string, string, string]>> = {
  // masculine, feminine, neuter, plural
  nom: ["der", "die", "das", "die"],
  gen: ["des", "der", "des", "der"],
  dat: ["dem", "der", "dem", "den"],
  akk: ["den", "die", "das", "die"],
};

const INDEFINITE: Readonly<Record<GrammaticalCase, readonly [string, string, string]>> = {
  nom: ["ein", "eine", "ein"],
  gen: ["eines", "einer", "eines"],
  dat: ["einem", "einer", "einem"],
  akk: ["einen", "eine", "ein"],
};

const GENDER_INDEX: Readonly<Record<Gender, 0 | 1 | 2>> = { m: 0, f: 1, n: 2 };

/** The definite article: definiteArticle("m", "dat", "singular") -> "dem"; plural ignores gender. */
export function definiteArticle(
  gender: Gender,
  grammaticalCase: GrammaticalCase,
  number: GrammaticalNumber,
): string {
  const row = DEFINITE[grammaticalCase];
  return number === "plural" ? row[3] : row[GENDER_INDEX[gender]];
}

/** The indefinite article (singular only): indefiniteArticle("f", "dat") -> "einer". */
export function indefiniteArticle(gender: Gender, grammaticalCase: GrammaticalCase): string {
  return INDEFINITE[grammaticalCase][GENDER_INDEX[gender]];
}
