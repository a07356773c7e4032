// Reads the lexicon files shipped in packages/textkit/data (built by scripts/build-lexicon.ts).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const DATA_DIR = new URL("../../data/", import.meta.url);

/** Returns the text of a shipped data file; ".gz" files are decompressed. */
export function readDataText(fileName: string): string {
  const bytes = readFileSync(new URL(fileName, DATA_DIR));
  return (fileName.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** Wraps a loader so it runs once, on first use. */
export function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  let loaded = false;
  return () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value as T;
  };
}
