// The compound-part dictionary (jWordSplitter lists, built into data/compound-*-de.*).
import { lazy, readDataText } from "../data-file.ts";

export interface CompoundDictionary {
  /** Lower-case words that may be compound parts (jWordSplitter dictionary + additions + prefixes). */
  readonly parts: ReadonlySet<string>;
  /** Lower-case whole word -> its parts in lower case; one part means "never split". */
  readonly exceptions: ReadonlyMap<string, readonly string[]>;
}

/** Parses exception lines such as "Buchungs|tricks" or "Bahnsteig". */
export function parseCompoundExceptions(text: string): Map<string, string[]> {
  const exceptions = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const entry = line.trim().toLowerCase();
    if (!entry || entry.startsWith("#")) continue;
    const parts = entry.split("|").filter((part) => part.length > 0);
    exceptions.set(parts.join(""), parts);
  }
  return exceptions;
}

export const loadCompoundDictionary = lazy(
  (): CompoundDictionary => ({
    parts: new Set(readDataText("compound-parts-de.txt.gz").split("\n").filter(Boolean)),
    exceptions: parseCompoundExceptions(readDataText("compound-exceptions-de.txt")),
  }),
);
