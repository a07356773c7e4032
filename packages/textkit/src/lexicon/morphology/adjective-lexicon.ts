// Adjective lemmas from german-adjectives-dict (data/adjectives-de.tsv.gz), with own declension
// stems where they differ from the lemma (dunkel -> dunkl-).
import { lazy, readDataText } from "../data-file.ts";

export interface AdjectiveLexicon {
  readonly lemmas: ReadonlySet<string>;
  /** Declension stem -> lemma, for stems that differ from the lemma ("dunkl" -> "dunkel"). */
  readonly stems: ReadonlyMap<string, string>;
}

export const loadAdjectiveLexicon = lazy((): AdjectiveLexicon => {
  const lemmas = new Set<string>();
  const stems = new Map<string, string>();
  for (const line of readDataText("adjectives-de.tsv.gz").split("\n")) {
    const [lemma, stem] = line.split("\t");
    if (!lemma) continue;
    lemmas.add(lemma);
    if (stem) stems.set(stem, lemma);
  }
  return { lemmas, stems };
});

const ENDINGS = ["em", "en", "er", "es", "e"] as const;

/** The lemma of an adjective form and whether it is declined; undefined if not an adjective. */
export function findAdjective(lowerForm: string): { lemma: string; inflected: boolean } | undefined {
  const { lemmas, stems } = loadAdjectiveLexicon();
  if (lemmas.has(lowerForm)) return { lemma: lowerForm, inflected: false };
  for (const ending of ENDINGS) {
    if (!lowerForm.endsWith(ending)) continue;
    const stem = lowerForm.slice(0, -ending.length);
    const lemma = stems.get(stem) ?? [stem, `${stem}e`].find((candidate) => lemmas.has(candidate));
    if (lemma !== undefined) return { lemma, inflected: true };
  }
  return undefined;
}
