// german-adjectives-dict -> data/adjectives-de.tsv.gz. Only the lemma and, where the declined
// stem differs from it (dunkel -> dunkl-e, hoch -> hoh-e), that stem: the endings -e/-en/-em/-er/-es
// are regular, so the full declension tables (24 MB) need not ship.
import { createRequire } from "node:module";
import { join } from "node:path";
import { writeGzipText } from "./io.ts";

const require = createRequire(import.meta.url);

type GenderForms = Partial<Record<"M" | "F" | "N" | "P", string | null>>;
type AdjectiveEntry = Partial<
  Record<"NOM" | "AKK" | "DAT" | "GEN", Partial<Record<"DEF" | "IND" | "SOL", GenderForms | null>> | null>
>;

export function buildAdjectives(dataDir: string): string {
  const adjectives = require("german-adjectives-dict/dist/adjectives.json") as Record<string, AdjectiveEntry>;
  const lines: string[] = [];
  let irregular = 0;
  for (const [lemma, entry] of Object.entries(adjectives)) {
    if (/[\t\n ]/.test(lemma)) continue;
    const feminine = entry.NOM?.SOL?.F ?? "";
    const stem = feminine.endsWith("e") ? feminine.slice(0, -1) : "";
    if (stem && stem !== lemma) {
      irregular += 1;
      lines.push(`${lemma}\t${stem}`);
    } else {
      lines.push(lemma);
    }
  }
  lines.sort();
  const bytes = writeGzipText(join(dataDir, "adjectives-de.tsv.gz"), `${lines.join("\n")}\n`);
  return `adjectives-de.tsv.gz: ${lines.length} lemmas (${irregular} with own stem), ${bytes} bytes`;
}
