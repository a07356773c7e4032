// Noun readings of a form, from the noun lexicon; unknown compounds are read through their head.
import { loadCompoundDictionary } from "../compound/compound-dictionary.ts";
import { findPartLengths, MIN_PART_LENGTH } from "../compound/find-compound-parts.ts";
import { AFTER_LINKING_S } from "../compound/separate-compound.ts";
import { findNounEntry, findNounLemmasOfForm, NOUN_SLOTS } from "./noun-lexicon.ts";
import type { GrammaticalCase, NounInfo } from "./word-info.ts";

export function capitaliseFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Noun readings of a form, one per lemma and number with all matching cases. A compound missing
 * from the lexicon (Wohngeldes, Bürgergeld) is read through its longest known head noun whose
 * left rest is a compound part: lemma = rest + the head's lemma; gender and cases of the head.
 */
export function findNounReadings(form: string): NounInfo[] {
  const capitalised = capitaliseFirst(form);
  const direct = readingsOf(capitalised);
  if (direct.length > 0 || capitalised !== form) return direct;
  // "Kita-Platz", "Online-Portal", "Bürger·geld": the part after the last hyphen or Mediopunkt is
  // the head and decides gender, number and case.
  const joint = Math.max(form.lastIndexOf("-"), form.lastIndexOf("·"));
  if (joint > 0 && joint < form.length - 1) {
    // After a Mediopunkt the head is written in lower case ("Bürger·geld"), after a hyphen not.
    const head = form[joint] === "·" ? capitaliseFirst(form.slice(joint + 1)) : form.slice(joint + 1);
    if (head !== capitaliseFirst(head)) return [];
    return findNounReadings(head).map((reading) => ({
      ...reading,
      lemma: form.slice(0, joint + 1) + reading.lemma,
    }));
  }
  for (let cut = MIN_PART_LENGTH; cut <= form.length - MIN_PART_LENGTH; cut += 1) {
    const rest = form.slice(0, cut);
    if (!isCompoundModifier(rest.toLowerCase())) continue;
    // "Bundes|amt", not "Bunde|samt" (velvet): the linking s goes with the modifier.
    if (AFTER_LINKING_S.test(form.slice(cut))) continue;
    const readings = readingsOf(capitaliseFirst(form.slice(cut)));
    if (readings.length === 0) continue;
    return readings.map((reading) => ({ ...reading, lemma: rest + reading.lemma.toLowerCase() }));
  }
  return [];
}

/**
 * True for a left compound part: "wohn", "einkommens", "kranken", "schwerbehinderten",
 * "arbeitsunfähigkeits".
 */
export function isCompoundModifier(lower: string): boolean {
  const dictionary = loadCompoundDictionary();
  if (dictionary.parts.has(lower)) return true;
  if (lower.endsWith("s") && dictionary.parts.has(lower.slice(0, -1))) return true;
  if (findPartLengths(lower, dictionary) !== undefined) return true;
  // A modifier of several parts with a linking "s" at its end: "arbeitsunfähigkeits", "sozialversicherungs".
  return (
    lower.endsWith("s") && lower.length > 8 && findPartLengths(lower.slice(0, -1), dictionary) !== undefined
  );
}

function readingsOf(form: string): NounInfo[] {
  const readings: NounInfo[] = [];
  for (const { lemma, slots } of findNounLemmasOfForm(form)) {
    const gender = findNounEntry(lemma)?.gender;
    for (const number of ["singular", "plural"] as const) {
      const cases: GrammaticalCase[] = [];
      for (const slot of slots) {
        const [kase, slotNumber] = NOUN_SLOTS[slot] ?? [];
        if (kase !== undefined && slotNumber === number && !cases.includes(kase)) cases.push(kase);
      }
      if (cases.length > 0) readings.push({ partOfSpeech: "noun", lemma, gender, number, cases });
    }
  }
  return readings;
}
