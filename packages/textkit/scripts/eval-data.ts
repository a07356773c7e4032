import { readFileSync } from "node:fs";
import { join } from "node:path";
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
