/** Counts of a whole text, the input of every formula in `formulas/`. */
export type TextCounts = {
  /** Letters in words (no digits, joiners or punctuation). */
  letters: number;
  /** Words: letter or digit runs, hyphen and Mediopunkt compounds count once. */
  words: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  syllables: number;
  /** Words of exactly one syllable (ES in the Wiener Sachtextformel). */
  monosyllables: number;
  /** Words of three or more syllables (MS in the Wiener Sachtextformel, SMOG). */
  polysyllables: number;
  /** Words of more than six letters (LIX, RIX, IW). */
  longWords: number;
  /** Sentences of more than 20 words. */
  longSentences: number;
  commas: number;
  /** Nouns ending in -ung, -heit, -keit, -ion, -ität, -schaft, -nis. */
  nominalisations: number;
  /** Subordinating conjunctions (weil, dass, obwohl, ...). */
  subordinators: number;
  /** Words whose Zipf frequency is below 3.5 or unknown (rare words). */
  rareWords: number;
};

/** Counts of one sentence, reused between sentences by the collector (copy what you keep). */
export type SentenceCounts = {
  start: number;
  end: number;
  /** Characters of the sentence span. */
  characters: number;
  letters: number;
  words: number;
  syllables: number;
  polysyllables: number;
  longWords: number;
  commas: number;
  nominalisations: number;
  subordinators: number;
  rareWords: number;
  /** Sum over words of rarity = 7 − Zipf (clamped to 0..7; unknown words count 7). */
  raritySum: number;
  /** Sum over words of how far their Zipf value lies below the rare line (3.5). */
  rarityExcessSum: number;
  /** Highest rarity of a word in the sentence. */
  maxRarity: number;
  /** Words the frequency list does not know (Zipf 0). */
  unknownWords: number;
  /** Capitalised words after the first word (nouns and names). */
  capitalisedWords: number;
  /** Words of more than six letters below Zipf 4. */
  longRareWords: number;
  /** Capitalised words after the first word below Zipf 3 (or unknown): rare nouns, technical terms. */
  rareCapitalisedWords: number;
  /** Words inside round brackets (asides a reader can skip). */
  bracketedWords: number;
  /** Quotation marks (" „ “ ” » «) in the sentence. */
  quotes: number;
  /** Formal function words ("jedoch", "hinsichtlich", "dessen"; `counts/formal-words.ts`). */
  formalWords: number;
  /** Stage-2 words missing from the Klexikon word-vector vocabulary (`score/word-vectors.ts`). */
  nonKlexikonWords: number;
  /** Sum over words of their letter n-gram weights (second stage of the complexity model). */
  letterNgramSum: number;
};

export function emptyTextCounts(): TextCounts {
  return {
    letters: 0,
    words: 0,
    sentences: 0,
    paragraphs: 0,
    lines: 0,
    syllables: 0,
    monosyllables: 0,
    polysyllables: 0,
    longWords: 0,
    longSentences: 0,
    commas: 0,
    nominalisations: 0,
    subordinators: 0,
    rareWords: 0,
  };
}
