import { scanText } from "../segment/scan.ts";
import { WordKind } from "../segment/types.ts";
import { emptyTextCounts, type SentenceCounts, type TextCounts } from "./types.ts";
import { isRare, MAX_RARITY, RARE_ZIPF, wordFeatures } from "./word-features.ts";

const RARE_RARITY = MAX_RARITY - RARE_ZIPF;

/** Sentences of more than this many words are long (HIX: % sentences > 20 words). */
export const LONG_SENTENCE_MIN_WORDS = 21;

function emptySentence(): SentenceCounts {
  return {
    start: 0,
    end: 0,
    characters: 0,
    letters: 0,
    words: 0,
    syllables: 0,
    polysyllables: 0,
    longWords: 0,
    commas: 0,
    nominalisations: 0,
    subordinators: 0,
    rareWords: 0,
    raritySum: 0,
    rarityExcessSum: 0,
    maxRarity: 0,
    unknownWords: 0,
    capitalisedWords: 0,
    longRareWords: 0,
    rareCapitalisedWords: 0,
    bracketedWords: 0,
    quotes: 0,
    formalWords: 0,
    nonKlexikonWords: 0,
    letterNgramSum: 0,
  };
}

function resetSentence(sentence: SentenceCounts): void {
  sentence.letters = 0;
  sentence.words = 0;
  sentence.syllables = 0;
  sentence.polysyllables = 0;
  sentence.longWords = 0;
  sentence.nominalisations = 0;
  sentence.subordinators = 0;
  sentence.rareWords = 0;
  sentence.raritySum = 0;
  sentence.rarityExcessSum = 0;
  sentence.maxRarity = 0;
  sentence.unknownWords = 0;
  sentence.capitalisedWords = 0;
  sentence.longRareWords = 0;
  sentence.rareCapitalisedWords = 0;
  sentence.bracketedWords = 0;
  sentence.quotes = 0;
  sentence.formalWords = 0;
  sentence.nonKlexikonWords = 0;
  sentence.letterNgramSum = 0;
}

const OPEN_BRACKET = 0x28;
const CLOSE_BRACKET = 0x29;

/** Quotation marks: " „ “ ” » «. */
function isQuote(code: number): boolean {
  return (
    code === 0x22 || code === 0x201e || code === 0x201c || code === 0x201d || code === 0xbb || code === 0xab
  );
}

/**
 * Counts a text in one pass without keeping its words: totals for the formulas, and each
 * sentence's counts handed to `onSentence` (one reused object) for the complexity model.
 */
export function collectCounts(text: string, onSentence?: (sentence: SentenceCounts) => void): TextCounts {
  const counts = emptyTextCounts();
  const sentence = emptySentence();
  // Text between words is scanned once for brackets and quotation marks.
  let gapStart = 0;
  let bracketDepth = 0;
  const scanGap = (end: number): void => {
    for (let index = gapStart; index < end; index += 1) {
      const code = text.charCodeAt(index);
      if (code === OPEN_BRACKET) bracketDepth += 1;
      else if (code === CLOSE_BRACKET) bracketDepth = Math.max(0, bracketDepth - 1);
      else if (isQuote(code)) sentence.quotes += 1;
    }
  };
  scanText(text, {
    word(start, end, kind) {
      scanGap(start);
      gapStart = end;
      if (bracketDepth > 0) sentence.bracketedWords += 1;
      const features = wordFeatures(text.slice(start, end), (kind & WordKind.link) !== 0);
      if (features.isCapitalised && sentence.words > 0) {
        sentence.capitalisedWords += 1;
        if (features.isVeryRare) sentence.rareCapitalisedWords += 1;
      }
      if (features.isLongRare) sentence.longRareWords += 1;
      sentence.words += 1;
      sentence.letters += features.letters;
      sentence.syllables += features.syllables;
      if (features.syllables === 1) counts.monosyllables += 1;
      if (features.syllables >= 3) sentence.polysyllables += 1;
      if (features.isLong) sentence.longWords += 1;
      if (features.isNominalisation) sentence.nominalisations += 1;
      if (features.isSubordinator) sentence.subordinators += 1;
      if (isRare(features)) sentence.rareWords += 1;
      sentence.raritySum += features.rarity;
      if (features.rarity > RARE_RARITY) sentence.rarityExcessSum += features.rarity - RARE_RARITY;
      if (features.rarity > sentence.maxRarity) sentence.maxRarity = features.rarity;
      if (features.rarity >= MAX_RARITY) sentence.unknownWords += 1;
      if (features.isFormal) sentence.formalWords += 1;
      if (features.isOutsideVectorVocabulary) sentence.nonKlexikonWords += 1;
      sentence.letterNgramSum += features.letterNgramScore;
    },
    sentence(start, end, commas) {
      scanGap(end);
      gapStart = Math.max(gapStart, end);
      bracketDepth = 0;
      sentence.start = start;
      sentence.end = end;
      sentence.characters = end - start;
      sentence.commas = commas;
      counts.sentences += 1;
      counts.words += sentence.words;
      counts.letters += sentence.letters;
      counts.syllables += sentence.syllables;
      counts.polysyllables += sentence.polysyllables;
      counts.longWords += sentence.longWords;
      counts.commas += commas;
      counts.nominalisations += sentence.nominalisations;
      counts.subordinators += sentence.subordinators;
      counts.rareWords += sentence.rareWords;
      if (sentence.words >= LONG_SENTENCE_MIN_WORDS) counts.longSentences += 1;
      onSentence?.(sentence);
      resetSentence(sentence);
    },
    line() {
      counts.lines += 1;
    },
    paragraph() {
      counts.paragraphs += 1;
    },
  });
  return counts;
}
