// Reader of OpenThesaurus (LGPL-2.1-or-later, Daniel Naber, openthesaurus.de), shipped unmodified
// as data/openthesaurus-de.txt.gz. Any newer openthesaurus.txt, gzip-compressed, can replace it.
import { lazy, readDataText } from "../data-file.ts";
import { HashedWordTable } from "../hashed-word-table.ts";

/** Labels that mark a term as unsuited for plain language. */
export const EXCLUDED_LABELS = [
  "ugs.",
  "veraltet",
  "fachspr.",
  "geh.",
  "derb",
  "vulg.",
  "abwertend",
  "selten",
];

export interface ThesaurusTerm {
  /** The term without labels or bracketed parts: "abdampfen (ugs.)" -> "abdampfen". */
  readonly term: string;
  /** Labels found in brackets, e.g. ["ugs."] or ["fachspr.", "technisch"]. */
  readonly labels: readonly string[];
}

export interface Thesaurus {
  /** Synonym sets as raw lines; parse one with parseSynset. */
  readonly lines: readonly string[];
  /** Indexes (into lines) of the sets that contain a lower-case single-word term. */
  readonly setsOf: (lowerTerm: string) => readonly number[];
}

const BRACKETS = /\(([^)]*)\)/g;

/** Splits "Rufschädigung (Hauptform)" into term and labels; "(sich) kümmern" keeps only "kümmern". */
export function parseThesaurusTerm(raw: string): ThesaurusTerm {
  if (!raw.includes("(")) return { term: raw.trim(), labels: [] };
  const labels: string[] = [];
  for (const match of raw.matchAll(BRACKETS)) {
    for (const label of (match[1] ?? "").split(",")) if (label.trim()) labels.push(label.trim());
  }
  const term = raw.replace(BRACKETS, " ").replace(/\s+/g, " ").trim();
  return { term, labels };
}

export function parseSynset(line: string): ThesaurusTerm[] {
  return line.split(";").map(parseThesaurusTerm);
}

/** The single word a raw term stands for, without labels; "" for phrases. */
export function indexKeyOf(raw: string): string {
  const bracket = raw.indexOf("(");
  const term = (bracket === -1 ? raw : raw.slice(0, bracket)).trim();
  if (term.length === 0 || term.includes(" ")) return "";
  if (bracket !== -1 && raw.indexOf(")", bracket) !== raw.length - 1) return "";
  return term.toLowerCase();
}

/** The synonym-set lines of an openthesaurus.txt (header and empty lines dropped). */
export function synsetLinesOf(text: string): string[] {
  return text.split("\n").filter((line) => line.length > 0 && !line.startsWith("#"));
}

/** Term -> set indexes, built in memory (slow path when the shipped index does not fit). */
export function indexSynsets(lines: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  lines.forEach((line, id) => {
    for (const raw of line.split(";")) {
      const key = indexKeyOf(raw);
      if (key === "") continue;
      const ids = index.get(key);
      if (ids === undefined) index.set(key, [id]);
      else if (ids.at(-1) !== id) ids.push(id);
    }
  });
  return index;
}

/**
 * Loads the thesaurus with its prebuilt index (data/openthesaurus-index-de.txt.gz, whose last line
 * "#sets=N" must match); if the thesaurus file was replaced without rebuilding the index, the
 * index is built in memory instead.
 */
export const loadThesaurus = lazy((): Thesaurus => {
  const lines = synsetLinesOf(readDataText("openthesaurus-de.txt.gz"));
  const indexLines = readDataText("openthesaurus-index-de.txt.gz").split("\n");
  if (indexLines.at(-1) === `#sets=${lines.length}`) {
    const table = new HashedWordTable(indexLines);
    return {
      lines,
      setsOf: (term) =>
        table
          .get(term)
          ?.split(",")
          .map((id) => Number.parseInt(id, 36)) ?? [],
    };
  }
  const index = indexSynsets(lines);
  return { lines, setsOf: (term) => index.get(term) ?? [] };
});
