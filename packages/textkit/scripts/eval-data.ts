import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { collectCounts } from "../src/counts/collect-counts.ts";
import { FEATURE_COUNT, writeSentenceFeatures } from "../src/score/sentence-features.ts";

export type ComplexityRow = {
  id: string;
  text: string;
  mos_complexity: number;
  register: string;
  article_id: number;
};
export type MonoRow = { id: string; text: string; granularity?: string };

/** Reads a JSONL file of the evaluation folder (path given on the command line; never shipped). */
export function readJsonl<T>(folder: string, file: string): T[] {
  return readFileSync(join(folder, file), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as T);
}

/** Mean of the sentence feature vectors of a text (rows are mostly single sentences). */
export function textFeatures(text: string): number[] {
  const sum = new Array<number>(FEATURE_COUNT).fill(0);
  const buffer = new Float64Array(FEATURE_COUNT);
  let sentences = 0;
  collectCounts(text, (sentence) => {
    writeSentenceFeatures(sentence, buffer);
    for (let index = 0; index < FEATURE_COUNT; index += 1)
      sum[index] = (sum[index] ?? 0) + (buffer[index] ?? 0);
    sentences += 1;
  });
  return sum.map((value) => value / Math.max(1, sentences));
}

export function requireFolder(argv: string[]): string {
  const folder = argv[2];
  if (!folder) {
    process.stderr.write("Aufruf: node --import tsx <script> <pfad/zu/eval-dev>\n");
    process.exit(2);
  }
  return folder;
}

/**
 * The word vectors of data/word-vectors-de.txt.gz (built by scripts/build-word-vectors.ts: one
 * "word<TAB>base64 int8 vector" line per word), scaled back to unit length.
 */
export function readWordVectors(): Map<string, Float64Array> {
  const vectors = new Map<string, Float64Array>();
  const file = gunzipSync(readFileSync(new URL("../data/word-vectors-de.txt.gz", import.meta.url)));
  for (const line of file.toString("utf8").split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const bytes = new Int8Array(Buffer.from(line.slice(tab + 1), "base64"));
    const norm = Math.sqrt(bytes.reduce((sum, value) => sum + value * value, 0)) || 1;
    vectors.set(
      line.slice(0, tab),
      Float64Array.from(bytes, (value) => value / norm),
    );
  }
  return vectors;
}
