// wordfreq large_de -> data/wordfreq-de.txt.gz, a precomputed hash table (see hashed-word-table.ts)
// whose payloads are Zipf x 100 in base 36. Words below MIN_SHIPPED_ZIPF are dropped.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { decode } from "@msgpack/msgpack";
import { layOutHashedTable } from "../../packages/textkit/src/lexicon/hashed-word-table.ts";
import { writeGzipText } from "./io.ts";

export const MIN_SHIPPED_ZIPF = 1.5;

export function buildFrequency(contentDir: string, dataDir: string): string {
  const packed = decode(gunzipSync(readFileSync(join(contentDir, "wordfreq/large_de.msgpack.gz"))));
  if (!Array.isArray(packed)) throw new Error("wordfreq: expected a msgpack list");
  const entries: Array<[string, string]> = [];
  for (let index = 1; index < packed.length; index += 1) {
    const centiZipf = 900 - (index - 1);
    if (centiZipf < MIN_SHIPPED_ZIPF * 100) break;
    const bin: unknown = packed[index];
    if (!Array.isArray(bin)) continue;
    for (const word of bin) {
      if (typeof word === "string" && word.length > 0 && !/[\t\n]/.test(word))
        entries.push([word, centiZipf.toString(36)]);
    }
  }
  const lines = layOutHashedTable(entries);
  const bytes = writeGzipText(join(dataDir, "wordfreq-de.txt.gz"), lines.join("\n"));
  return `wordfreq-de.txt.gz: ${entries.length} words with Zipf >= ${MIN_SHIPPED_ZIPF} in ${lines.length} slots, ${bytes} bytes`;
}
