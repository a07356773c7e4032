/**
 * The data of the complexity fit, shared by scripts/fit-readability.ts and the experiments that
 * use its protocol: the rated rows of eval-dev/complexity.jsonl, their linear features, their
 * letter n-gram counts and Klexikon word-vector sums with the Gram matrices of stage 2, the
 * leave-one-article-out folds and the figures (Pearson r over all rows and over the wikipedia rows).
 */
import {
  type DualRidgeModel,
  gramMatrix,
  predictDualRidge,
  type SparseRow,
} from "../src/score/dual-ridge.ts";
import { forEachLetterNgram, isStageTwoWord } from "../src/score/letter-ngrams.ts";
import { pearson } from "../src/score/ridge.ts";
import { LINEAR_FEATURE_COUNT } from "../src/score/sentence-features.ts";
import { segmentText } from "../src/segment/segment.ts";
import { type ComplexityRow, readJsonl, readWordVectors, textFeatures } from "./eval-data.ts";

/** An n-gram gets a weight only when this many rows contain it. */
export const MIN_NGRAM_ROWS = 5;

export type FitRow = ComplexityRow & {
  mos_lexical_difficulty: number;
  std_complexity: number;
  votes_complexity: number;
};

/** Letter n-gram counts per row, averaged over its sentences as the linear features are. */
function ngramCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const { sentences } = segmentText(text);
  const share = 1 / Math.max(1, sentences.length);
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      forEachLetterNgram(word.text, (gram) => counts.set(gram, (counts.get(gram) ?? 0) + share));
    }
  }
  return counts;
}

/**
 * Reads and prepares everything the fit needs. `lexicalShare`: share of mos_lexical_difficulty in
 * the fitting target (figures are always against mos_complexity).
 */
export function loadFitData(folder: string, lexicalShare = 0) {
  const rows = readJsonl<FitRow>(folder, "complexity.jsonl");
  const features = rows.map((row) => textFeatures(row.text).slice(0, LINEAR_FEATURE_COUNT));
  /** What the model is judged on. */
  const truth = rows.map((row) => row.mos_complexity);
  /** What the model is fitted to. */
  const targets = rows.map(
    (row) => (1 - lexicalShare) * row.mos_complexity + lexicalShare * row.mos_lexical_difficulty,
  );
  const articles = [...new Set(rows.map((row) => row.article_id))];
  const wikiRows = rows.flatMap((row, index) => (row.register === "wikipedia" ? [index] : []));
  const n = rows.length;

  const rowGrams = rows.map((row) => ngramCounts(row.text));
  const rowsPerGram = new Map<string, number>();
  for (const grams of rowGrams)
    for (const gram of grams.keys()) rowsPerGram.set(gram, (rowsPerGram.get(gram) ?? 0) + 1);
  const vocabulary = [...rowsPerGram]
    .filter(([, count]) => count >= MIN_NGRAM_ROWS)
    .map(([gram]) => gram)
    .sort();
  const column = new Map(vocabulary.map((gram, index) => [gram, index]));
  const sparseRows: SparseRow[] = rowGrams.map(
    (grams) =>
      new Map(
        [...grams].flatMap(([gram, count]) =>
          column.has(gram) ? [[column.get(gram) ?? 0, count] as [number, number]] : [],
        ),
      ),
  );
  const ngramGram = gramMatrix(sparseRows);

  /** Word vectors (unit length) from data/word-vectors-de.txt.gz (Klexikon, scripts/build-word-vectors.ts). */
  const wordVectors = readWordVectors();
  const dimensions = wordVectors.values().next().value?.length ?? 0;
  /** Per row: the sum of the vectors of its stage-2 words (averaged over its sentences, as the n-grams). */
  const rowVectors = rows.map((row) => {
    const sum = new Float64Array(dimensions);
    const { sentences } = segmentText(row.text);
    const share = 1 / Math.max(1, sentences.length);
    for (const sentence of sentences) {
      for (const word of sentence.words) {
        const vector = isStageTwoWord(word.text) ? wordVectors.get(word.text.toLowerCase()) : undefined;
        if (vector) for (let d = 0; d < dimensions; d += 1) sum[d] = (sum[d] ?? 0) + share * (vector[d] ?? 0);
      }
    }
    return sum;
  });
  const trace = (matrix: Float64Array): number => {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += matrix[i * n + i] ?? 0;
    return sum;
  };
  const vectorGram = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      let dot = 0;
      for (let d = 0; d < dimensions; d += 1) dot += (rowVectors[i]?.[d] ?? 0) * (rowVectors[j]?.[d] ?? 0);
      vectorGram[i * n + j] = dot;
    }
  }
  /** Scale of the vector columns (unsupervised: from the row norms only). */
  const vectorScale = trace(ngramGram) / Math.max(1e-12, trace(vectorGram));
  /** The stage-2 Gram matrix with the word vectors weighted by λ (0 = n-grams only). */
  const combinedGram = (lambda: number): Float64Array =>
    ngramGram.map((value, index) => value + lambda * vectorScale * (vectorGram[index] ?? 0));

  function figures(predictions: number[]): { r: number; rWiki: number } {
    return {
      r: pearson(predictions, truth),
      rWiki: pearson(
        wikiRows.map((index) => predictions[index] ?? 0),
        wikiRows.map((index) => truth[index] ?? 0),
      ),
    };
  }
  /** Indexes of the rows of each article (the folds of leave-one-article-out CV), in article order. */
  const articleRows = articles.map((article) =>
    rows.flatMap((row, index) => (row.article_id === article ? [index] : [])),
  );

  return {
    rows,
    features,
    truth,
    targets,
    articles,
    articleRows,
    wikiRows,
    n,
    vocabulary,
    sparseRows,
    ngramGram,
    wordVectors,
    dimensions,
    rowVectors,
    vectorScale,
    combinedGram,
    figures,
  };
}

export type FitData = ReturnType<typeof loadFitData>;

export type Range = { min: number; max: number };
/** The range of the stage-2 term (as `predictMos` adds it) on the model's training rows. */
export function trainingRange(model: DualRidgeModel, gram: Float64Array, n: number): Range {
  const values = model.train.map((index) => predictDualRidge(model, gram, n, index));
  return { min: Math.min(...values), max: Math.max(...values) };
}
export const clampTo = (range: Range, value: number): number =>
  Math.min(range.max, Math.max(range.min, value));
