// OpenThesaurus (LGPL-2.1-or-later) is shipped unmodified, header included, as a separate
// replaceable file: data/openthesaurus-de.txt.gz. Replace it with a newer openthesaurus.txt
// (gzip-compressed) to update the synonyms; the reader parses the original format.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeGzipText } from "./io.ts";

export function buildSynonyms(contentDir: string, dataDir: string): string {
  const text = readFileSync(join(contentDir, "openthesaurus/openthesaurus.txt"), "utf8");
  if (!text.startsWith("# OpenThesaurus")) throw new Error("openthesaurus.txt: header missing");
  const sets = text.split("\n").filter((line) => line && !line.startsWith("#")).length;
  const bytes = writeGzipText(join(dataDir, "openthesaurus-de.txt.gz"), text);
  return `openthesaurus-de.txt.gz: ${sets} synonym sets, ${bytes} bytes`;
}
