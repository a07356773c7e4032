import { collectCounts } from "./counts/collect-counts.ts";
import type { TextCounts } from "./counts/types.ts";
import { fleschAmstad } from "./formulas/flesch-amstad.ts";
import { lix } from "./formulas/lix.ts";
import { longSentenceShare } from "./formulas/long-sentence-share.ts";
import { longWordShare } from "./formulas/long-word-share.ts";
import { meanSentenceLength, meanWordLength } from "./formulas/mean-sentence-length.ts";
import { averageSyllablesPerWord } from "./formulas/ratios.ts";
import { rix } from "./formulas/rix.ts";
import { smogGerman } from "./formulas/smog-german.ts";
import { wienerSachtextformel } from "./formulas/wiener-sachtextformel.ts";
import { SentenceAggregator } from "./score/aggregate-sentences.ts";
import { scoreFromMos } from "./score/complexity-scale.ts";
import { type GerLevel, gerLevel } from "./score/ger-level.ts";
import { predictMos } from "./score/predict-mos.ts";
import { schoolGrade } from "./score/school-grade.ts";
import { FEATURE_COUNT, writeSentenceFeatures } from "./score/sentence-features.ts";

/** Texts with fewer words are too short to judge; their score is capped (never C1/C2). */
export const SHORT_TEXT_WORDS = 5;
export const SHORT_TEXT_MAX_SCORE = 64;

export type AnalysisMetrics = {
  words: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  syllables: number;
  letters: number;
  monosyllables: number;
  polysyllables: number;
  long_words: number;
  long_sentences: number;
  commas: number;
  nominalisations: number;
  subordinators: number;
  rare_words: number;
  mean_sentence_length: number;
  mean_word_length: number;
  syllables_per_word: number;
  long_word_share: number;
  long_sentence_share: number;
  flesch_amstad: number;
  wiener_sachtextformel_1: number;
  wiener_sachtextformel_2: number;
  wiener_sachtextformel_3: number;
  wiener_sachtextformel_4: number;
  lix: number;
  rix: number;
  smog_german: number;
  /** The model's prediction on the TextComplexityDE scale (1..7, 7 = hardest). */
  predicted_complexity: number;
};

export type SentenceScore = {
  start: number;
  end: number;
  words: number;
  score: number;
  ger_language_level: GerLevel;
};

export type AnalysisReport = {
  /** 0..100, higher = harder. */
  average_readability_score: number;
  ger_language_level: GerLevel;
  estimated_grade_level: number;
  /** What the card shows: 100 minus the score, rounded. */
  display_value: number;
  metrics: AnalysisMetrics;
  sentences?: SentenceScore[];
};

export type AnalyzeOptions = {
  /** Adds per-sentence scores with offsets (memory grows with the text). Default false. */
  includeSentences?: boolean;
};

const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Number.isFinite(rounded) ? rounded : 0;
};

function buildMetrics(counts: TextCounts, predicted: number): AnalysisMetrics {
  return {
    words: counts.words,
    sentences: counts.sentences,
    paragraphs: counts.paragraphs,
    lines: counts.lines,
    syllables: counts.syllables,
    letters: counts.letters,
    monosyllables: counts.monosyllables,
    polysyllables: counts.polysyllables,
    long_words: counts.longWords,
    long_sentences: counts.longSentences,
    commas: counts.commas,
    nominalisations: counts.nominalisations,
    subordinators: counts.subordinators,
    rare_words: counts.rareWords,
    mean_sentence_length: round(meanSentenceLength(counts)),
    mean_word_length: round(meanWordLength(counts)),
    syllables_per_word: round(averageSyllablesPerWord(counts)),
    long_word_share: round(longWordShare(counts), 4),
    long_sentence_share: round(longSentenceShare(counts), 4),
    flesch_amstad: round(fleschAmstad(counts)),
    wiener_sachtextformel_1: round(wienerSachtextformel(counts, 1)),
    wiener_sachtextformel_2: round(wienerSachtextformel(counts, 2)),
    wiener_sachtextformel_3: round(wienerSachtextformel(counts, 3)),
    wiener_sachtextformel_4: round(wienerSachtextformel(counts, 4)),
    lix: round(lix(counts)),
    rix: round(rix(counts)),
    smog_german: round(smogGerman(counts)),
    predicted_complexity: round(predicted, 3),
  };
}

/**
 * Full readability analysis of a German text in one pass: counts, classic formulas, and the
 * fitted complexity model (score 0..100, GER level, school grade). Never throws; an empty text
 * gets score 0, A1, grade 1 and zero metrics.
 */
export function analyzeText(text: string, options: AnalyzeOptions = {}): AnalysisReport {
  const input = typeof text === "string" ? text : "";
  const features = new Float64Array(FEATURE_COUNT);
  const aggregator = new SentenceAggregator();
  const sentences: SentenceScore[] | undefined = options.includeSentences ? [] : undefined;
  const counts = collectCounts(input, (sentence) => {
    writeSentenceFeatures(sentence, features);
    const mos = predictMos(features);
    aggregator.add(mos);
    if (sentences) {
      const score = round(scoreFromMos(mos), 1);
      sentences.push({
        start: sentence.start,
        end: sentence.end,
        words: sentence.words,
        score,
        ger_language_level: gerLevel(score),
      });
    }
  });
  const predicted = aggregator.value();
  let score = counts.words === 0 ? 0 : scoreFromMos(predicted);
  if (counts.words < SHORT_TEXT_WORDS) score = Math.min(score, SHORT_TEXT_MAX_SCORE);
  score = round(score, 1);
  const report: AnalysisReport = {
    average_readability_score: score,
    ger_language_level: gerLevel(score),
    estimated_grade_level: schoolGrade(score),
    display_value: Math.round(100 - score),
    metrics: buildMetrics(counts, predicted),
  };
  if (sentences) report.sentences = sentences;
  return report;
}
