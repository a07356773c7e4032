import { readFileSync } from "node:fs";

export type GoldWord = { word: string; syllables: number };

/** Reads the hand-checked gold list in `fixtures/syllables-gold.txt` ("Ü|ber|set|zung" per line). */
export function readSyllableGold(): GoldWord[] {
  const url = new URL("../../fixtures/syllables-gold.txt", import.meta.url);
  return readFileSync(url, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("#"))
    .map((line) => ({ word: line.replaceAll("|", ""), syllables: line.split("|").length }));
}
