// OpenThesaurus (LGPL-2.1-or-later) is shipped unmodified, header included, as a separate
// replaceable file: data/openthesaurus-de.txt.gz. Beside it, data/openthesaurus-index-de.txt.gz
// (derived from it, so also LGPL) maps each single-word term to its sets, as a precomputed hash
// table (see hashed-word-table.ts) whose last line "#sets=N" ties it to the thesaurus file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { layOutHashedTable } from "../../packages/textkit/src/lexicon/hashed-word-table.ts";
import { indexSynsets, synsetLinesOf } from "../../packages/textkit/src/lexicon/synonyms/openthesaurus.ts";
import { writeGzipText } from "./io.ts";

export function buildSynonyms(contentDir: string, dataDir: string): string {
  const text = readFileSync(join(contentDir, "openthesaurus/openthesaurus.txt"), "utf8");
  if (!text.startsWith("# OpenThesaurus")) throw new Error("openthesaurus.txt: header missing");
  const lines = synsetLinesOf(text);
  const entries = [...indexSynsets(lines)].map(([term, ids]): [string, string] => [
    term,
    ids.map((id) => id.toString(36)).join(","),
  ]);
  const index = [...layOutHashedTable(entries), `#sets=${lines.length}`].join("\n");
  const bytes = writeGzipText(join(dataDir, "openthesaurus-de.txt.gz"), text);
  const indexBytes = writeGzipText(join(dataDir, "openthesaurus-index-de.txt.gz"), index);
  return `openthesaurus-de.txt.gz: ${lines.length} synonym sets, ${bytes} bytes; openthesaurus-index-de.txt.gz: ${entries.length} terms, ${indexBytes} bytes`;
}
