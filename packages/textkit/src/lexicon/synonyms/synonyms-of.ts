// synonymsOf: OpenThesaurus synonyms of a word, without labels, sorted by frequency.
import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { EXCLUDED_LABELS, loadThesaurus, parseSynset, type ThesaurusTerm } from "./openthesaurus.ts";

export interface SynonymEntry extends ThesaurusTerm {
  /** How many of the word's synonym sets (senses) contain this term. */
  readonly sharedSets: number;
  /** True when a label marks it colloquial, old, technical, elevated, crude or rare. */
  readonly isMarked: boolean;
}

const MAX_WORD_LENGTH = 100;

/** How many synonym sets (senses) contain the word. */
export function synonymSetCount(word: string): number {
  if (typeof word !== "string" || word.length === 0 || word.length > MAX_WORD_LENGTH) return 0;
  return loadThesaurus().setsOf(word.trim().toLowerCase()).length;
}

/** Every synonym of a word with its labels (flagged, not filtered); [] for unknown words. */
export function synonymEntriesOf(word: string): SynonymEntry[] {
  if (typeof word !== "string" || word.length === 0 || word.length > MAX_WORD_LENGTH) return [];
  const lower = word.trim().toLowerCase();
  const thesaurus = loadThesaurus();
  const entries = new Map<string, { term: string; labels: Set<string>; sharedSets: number }>();
  for (const id of thesaurus.setsOf(lower)) {
    for (const { term, labels } of parseSynset(thesaurus.lines[id] ?? "")) {
      if (term.length === 0 || term.toLowerCase() === lower) continue;
      const entry = entries.get(term) ?? { term, labels: new Set<string>(), sharedSets: 0 };
      for (const label of labels) entry.labels.add(label);
      entry.sharedSets += 1;
      entries.set(term, entry);
    }
  }
  return [...entries.values()].map(({ term, labels, sharedSets }) => ({
    term,
    labels: [...labels],
    sharedSets,
    isMarked: [...labels].some((label) => EXCLUDED_LABELS.includes(label)),
  }));
}

/**
 * Synonyms of a word from OpenThesaurus, labels stripped, without terms labelled (ugs.),
 * (veraltet), (fachspr.), (geh.), (derb), (vulg.), (abwertend) or (selten). Most frequent first
 * (Zipf); phrases after single words. Note: the sets mix senses ("erhalten": bekommen / bewahren).
 */
export function synonymsOf(word: string): string[] {
  return synonymEntriesOf(word)
    .filter((entry) => !entry.isMarked)
    .map((entry) => ({ term: entry.term, zipf: entry.term.includes(" ") ? -1 : zipfFrequency(entry.term) }))
    .sort((a, b) => b.zipf - a.zipf)
    .map((entry) => entry.term);
}
