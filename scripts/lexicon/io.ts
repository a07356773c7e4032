// Small file helpers shared by the lexicon build steps.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";

/** Reads a UTF-8 text file and returns its non-empty lines without comments ("#"). */
export function readListFile(path: string): string[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("#"));
}

/** Writes text gzip-compressed (level 9, no timestamp, so rebuilds are byte-identical). */
export function writeGzipText(path: string, text: string): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, gzipSync(Buffer.from(text, "utf8"), { level: 9 }));
  return statSync(path).size;
}

export function writeText(path: string, text: string): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, "utf8");
  return statSync(path).size;
}
