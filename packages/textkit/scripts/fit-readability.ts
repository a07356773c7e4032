/**
 * Fits the complexity model on TextComplexityDE ratings (mos_complexity, optionally blended with
 * mos_lexical_difficulty: LEXICAL_DIFFICULTY_SHARE) and writes src/score/model-weights.ts,
 * src/score/letter-ngram-weights.ts and src/score/word-vector-weights.ts.
 * Usage: node --import tsx packages/textkit/scripts/fit-readability.ts /work/shared/data/eval-dev
 * Stage 1: ridge regression on the standardised linear sentence features. Stage 2: ridge on the
 * counts of letter 2- and 3-grams (those in at least MIN_NGRAM_ROWS rows), fitted to the residuals
 * of stage 1 (dual form), together with the sum of the row's Klexikon word vectors
 * (data/word-vectors-de.txt.gz, scripts/build-word-vectors.ts) weighted by λ from VECTOR_WEIGHTS;
 * each word's projection on the learnt direction becomes its score. Each penalty and λ is chosen
 * by cross-validation grouped by article (leave one article out), so no article's sentences sit on
 * both sides, by the sum of r over all rows and r over the wikipedia rows; stage 1 first, then the
 * n-gram penalty, then λ, with stage 1 refitted inside every fold.
 * With stage 2 comes the lexical stage: the same two stages fitted to the raters' lexical
 * difficulty, whose prediction is one more stage-1 column (fitted on the same training rows in every
 * fold); it is linear in the features and the stage-2 columns, so the written weights fold it in.
 * The stage-2 term is clamped to the range it spans on the training rows (a long sentence must not
 * add up n-gram weights beyond anything fitted). The final fit uses all rows.
 */
import { writeFileSync } from "node:fs";
import { fitDualRidge, predictDualRidge, primalWeights } from "../src/score/dual-ridge.ts";
import { LETTER_NGRAM_SIZES } from "../src/score/letter-ngrams.ts";
import { fitRidge, predictRidge } from "../src/score/ridge.ts";
import { FEATURE_NAMES, LINEAR_FEATURE_COUNT } from "../src/score/sentence-features.ts";
import { requireFolder } from "./eval-data.ts";
import { clampTo, loadFitData, MIN_NGRAM_ROWS, type Range } from "./readability-data.ts";

const ALPHAS = [0.3, 1, 3, 10, 30, 100];
const NGRAM_ALPHAS = [300, 1000, 3000];
/**
 * Weight of the word vectors against the n-grams in stage 2 (0 = n-grams only), relative to the
 * n-grams' share of the kernel: the vector columns are scaled so that λ = 1 gives them the same
 * mean squared row norm as the n-gram columns.
 */
const VECTOR_WEIGHTS = [0, 0.1, 0.3, 1];
const selectionScore = (r: number, rWiki: number): number => r + rWiki;

const folder = requireFolder(process.argv);
/**
 * Share of the raters' lexical difficulty (same 1..7 scale, r 0.91 with complexity) in the fitting
 * target; every figure is measured against mos_complexity alone. 0: blends of 0.15 to 0.5 raised
 * CV r(wikipedia) by 0.002 to 0.005 and left r(all) within ±0.001, but lowered the pairs figure
 * (97.27 % at 0.3 instead of 97.51 %; README "Analysis"), so the model is fitted on complexity.
 */
const LEXICAL_DIFFICULTY_SHARE = 0;
const data = loadFitData(folder, LEXICAL_DIFFICULTY_SHARE);
const {
  rows,
  features,
  targets,
  articles,
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
} = data;
let gram = ngramGram;
/** The auxiliary target of the lexical stage (`fitLexicalStage`). */
const lexicalTargets = rows.map((row) => row.mos_lexical_difficulty);

/**
 * The lexical stage: the same two stages fitted to the raters' lexical difficulty
 * (mos_lexical_difficulty, r 0.91 with complexity) on the rows `train`; its prediction for every
 * row (stage 2 unclamped) is the extra stage-1 column of the complexity fit. It is linear in the
 * features and in the stage-2 columns, so the written model folds it into the ordinary weights.
 */
function fitLexicalStage(train: number[], alpha: number, ngramAlpha: number) {
  const linear = fitRidge(
    train.map((index) => features[index] ?? []),
    train.map((index) => lexicalTargets[index] ?? 0),
    alpha,
  );
  const linearValues = features.map((row) => predictRidge(linear, row));
  const stage2 = fitDualRidge(
    gram,
    n,
    train,
    train.map((index) => (lexicalTargets[index] ?? 0) - (linearValues[index] ?? 0)),
    ngramAlpha,
  );
  const stage2Values = rows.map((_, index) => predictDualRidge(stage2, gram, n, index));
  return { linear, stage2, linearValues, stage2Values };
}

/**
 * Fits the model on the rows `train` and predicts every row: stage 1 alone (no `ngramAlpha`), or
 * stage 1 on the features plus the lexical stage's prediction and stage 2 on its residuals, the
 * lexical stage's stage-2 part counted with stage 2 (as the written model adds it) and the sum kept
 * within the range it spans on the training rows.
 */
function fitAndPredict(train: number[], alpha: number, ngramAlpha?: number) {
  if (ngramAlpha === undefined) {
    const model = fitRidge(
      train.map((index) => features[index] ?? []),
      train.map((index) => targets[index] ?? 0),
      alpha,
    );
    return { predictions: features.map((row) => predictRidge(model, row)) };
  }
  const lexical = fitLexicalStage(train, alpha, ngramAlpha);
  const extended = features.map((row, index) => [
    ...row,
    (lexical.linearValues[index] ?? 0) + (lexical.stage2Values[index] ?? 0),
  ]);
  const model = fitRidge(
    train.map((index) => extended[index] ?? []),
    train.map((index) => targets[index] ?? 0),
    alpha,
  );
  const linearValues = extended.map((row) => predictRidge(model, row));
  const stage2 = fitDualRidge(
    gram,
    n,
    train,
    train.map((index) => (targets[index] ?? 0) - (linearValues[index] ?? 0)),
    ngramAlpha,
  );
  /** Weight of the lexical prediction (MOS per MOS of lexical difficulty). */
  const lexicalWeight =
    (model.weights[LINEAR_FEATURE_COUNT] ?? 0) / (model.scales[LINEAR_FEATURE_COUNT] ?? 1);
  const stage2Values = rows.map(
    (_, index) =>
      predictDualRidge(stage2, gram, n, index) + lexicalWeight * (lexical.stage2Values[index] ?? 0),
  );
  const range: Range = {
    min: Math.min(...train.map((index) => stage2Values[index] ?? 0)),
    max: Math.max(...train.map((index) => stage2Values[index] ?? 0)),
  };
  const predictions = rows.map(
    (_, index) =>
      (linearValues[index] ?? 0) -
      lexicalWeight * (lexical.stage2Values[index] ?? 0) +
      clampTo(range, stage2Values[index] ?? 0),
  );
  return { predictions, lexical, model, stage2, lexicalWeight, range };
}

/** Leave-one-article-out predictions of stage 1, plus stage 2 when `ngramAlpha` is given. */
function crossValidate(alpha: number, ngramAlpha?: number): number[] {
  const predictions = new Array<number>(n).fill(0);
  for (const article of articles) {
    const train = rows.flatMap((row, index) => (row.article_id === article ? [] : [index]));
    const fitted = fitAndPredict(train, alpha, ngramAlpha).predictions;
    rows.forEach((row, index) => {
      if (row.article_id === article) predictions[index] = fitted[index] ?? 0;
    });
  }
  return predictions;
}

/** Within this much of the best CV score the larger penalty wins (simpler model, same fit). */
const TOLERANCE = 0.002;
type Result = { alpha: number; r: number; rWiki: number };
function choose(results: Result[]): Result {
  const top = Math.max(...results.map((result) => selectionScore(result.r, result.rWiki)));
  return results
    .filter((result) => selectionScore(result.r, result.rWiki) >= top - TOLERANCE)
    .reduce((chosen, result) => (result.alpha > chosen.alpha ? result : chosen));
}

const linearResults = ALPHAS.map((alpha) => {
  const result = { alpha, ...figures(crossValidate(alpha)) };
  console.log(
    `stage 1 alpha ${alpha}: CV by article r(all) ${result.r.toFixed(4)}, r(wikipedia) ${result.rWiki.toFixed(4)}`,
  );
  return result;
});
const best = choose(linearResults);
console.log(
  `${vocabulary.length} letter n-grams (sizes ${LETTER_NGRAM_SIZES.join(", ")}) in >= ${MIN_NGRAM_ROWS} rows`,
);
const ngramResults = NGRAM_ALPHAS.map((alpha) => {
  const result = { alpha, ...figures(crossValidate(best.alpha, alpha)) };
  console.log(
    `stage 2 alpha ${alpha}: CV by article r(all) ${result.r.toFixed(4)}, r(wikipedia) ${result.rWiki.toFixed(4)}`,
  );
  return result;
});
const bestNgram = choose(ngramResults);
console.log(
  `${wordVectors.size} word vectors of ${dimensions} dimensions; vector columns scaled by ${vectorScale.toFixed(1)}`,
);
const vectorResults = VECTOR_WEIGHTS.map((lambda) => {
  gram = combinedGram(lambda);
  const result = { alpha: lambda, ...figures(crossValidate(best.alpha, bestNgram.alpha)) };
  console.log(
    `stage 2 + word vectors weight ${lambda}: CV by article r(all) ${result.r.toFixed(4)}, r(wikipedia) ${result.rWiki.toFixed(4)}`,
  );
  return result;
});
/** The best weight; within the tolerance the smaller one (less weight on the vectors). */
const vectorTop = Math.max(...vectorResults.map((result) => selectionScore(result.r, result.rWiki)));
const bestVector = vectorResults.find(
  (result) => selectionScore(result.r, result.rWiki) >= vectorTop - TOLERANCE,
) ??
  vectorResults[0] ?? { alpha: 0, r: 0, rWiki: 0 };
gram = combinedGram(bestVector.alpha);
const columnScale = Math.sqrt(bestVector.alpha * vectorScale);
const stageTwoRows = sparseRows.map((row, index) => {
  const extended = new Map(row);
  rowVectors[index]?.forEach((value, d) => {
    if (columnScale > 0) extended.set(vocabulary.length + d, columnScale * value);
  });
  return extended;
});

const all = rows.map((_, index) => index);
const final = fitAndPredict(all, best.alpha, bestNgram.alpha);
if (!final.lexical || !final.model || !final.stage2 || final.lexicalWeight === undefined || !final.range)
  throw new Error("stage 2 missing");
const { lexical, stage2, lexicalWeight } = final;
const inSample = figures(final.predictions);
/**
 * The written model folds the lexical stage in: its linear part into the feature weights (both
 * fits standardise the same features on the same rows, so the weights add), its stage-2 weights
 * into the n-gram weights and word scores.
 */
const lexicalMean = final.model.means[LINEAR_FEATURE_COUNT] ?? 0;
const model = {
  intercept: final.model.intercept + lexicalWeight * (lexical.linear.intercept - lexicalMean),
  means: final.model.means.slice(0, LINEAR_FEATURE_COUNT),
  scales: final.model.scales.slice(0, LINEAR_FEATURE_COUNT),
  weights: final.model.weights
    .slice(0, LINEAR_FEATURE_COUNT)
    .map((weight, index) => weight + lexicalWeight * (lexical.linear.weights[index] ?? 0)),
};
const complexityPart = primalWeights(stage2, stageTwoRows, vocabulary.length + dimensions);
const lexicalPart = primalWeights(lexical.stage2, stageTwoRows, vocabulary.length + dimensions);
const stageTwoWeights = complexityPart.weights.map(
  (weight, index) => weight + lexicalWeight * (lexicalPart.weights[index] ?? 0),
);
const centre = complexityPart.centre + lexicalWeight * lexicalPart.centre;
const ngramWeights = stageTwoWeights.subarray(0, vocabulary.length);
/** The learnt direction in vector space (MOS points per unit vector component). */
const direction = Float64Array.from(
  { length: dimensions },
  (_, d) => columnScale * (stageTwoWeights[vocabulary.length + d] ?? 0),
);
const ngramRange = final.range;

const date = new Date().toISOString().slice(0, 10);
/** Biome's layout for a number array: on one line when it fits, else filled lines of up to 110 columns. */
const LINE_WIDTH = 110;
const list = (values: number[], prefix: string): string => {
  const items = values.map((value) => String(Number(value.toFixed(6))));
  const flat = `[${items.join(", ")}];`;
  if (prefix.length + flat.length <= LINE_WIDTH) return flat;
  const lines: string[] = [];
  let line = "";
  for (const item of items) {
    const next = line === "" ? `  ${item},` : `${line} ${item},`;
    if (next.length > LINE_WIDTH && line !== "") {
      lines.push(line);
      line = `  ${item},`;
    } else line = next;
  }
  if (line !== "") lines.push(line);
  return `[\n${lines.join("\n")}\n];`;
};
const targetName =
  LEXICAL_DIFFICULTY_SHARE === 0
    ? "mos_complexity"
    : `${1 - LEXICAL_DIFFICULTY_SHARE} × mos_complexity + ${LEXICAL_DIFFICULTY_SHARE} × mos_lexical_difficulty`;
const header = `// Generated by packages/textkit/scripts/fit-readability.ts on ${date}. Do not edit by hand; refit.
// Data: TextComplexityDE 2019 ratings (eval-dev/complexity.jsonl, ${rows.length} sentences, ${articles.length} articles,
// ${targetName} 1..7; MIT, Wikipedia text CC BY-SA). Penalties chosen by leave-one-article-out
// cross-validation (best r(all) + r(wikipedia)): stage 1 ridge alpha ${best.alpha} (CV r(all) ${best.r.toFixed(4)},
// r(wikipedia) ${best.rWiki.toFixed(4)}), stage 2 letter n-grams alpha ${bestNgram.alpha} (CV r(all) ${bestNgram.r.toFixed(4)},
// r(wikipedia) ${bestNgram.rWiki.toFixed(4)}), with Klexikon word vectors weight ${bestVector.alpha} (CV r(all) ${bestVector.r.toFixed(4)},
// r(wikipedia) ${bestVector.rWiki.toFixed(4)}); in-sample r(all) ${inSample.r.toFixed(4)}, r(wikipedia) ${inSample.rWiki.toFixed(4)}.
// Stage 2 from the n-gram grid on includes the lexical stage (the same two stages fitted to
// mos_lexical_difficulty), a stage-1 column of weight ${lexicalWeight.toFixed(4)} folded into the weights written here.
`;
const source = `${header}// Features (in order): ${FEATURE_NAMES.join(", ")}.
export const MODEL_FIT =
  "${date} ridge alpha ${best.alpha} + letter n-grams alpha ${bestNgram.alpha} + word vectors weight ${bestVector.alpha} + lexical stage on TextComplexityDE dev (${rows.length} rows)";
export const MODEL_INTERCEPT = ${Number(model.intercept.toFixed(6))};
export const MODEL_FEATURE_MEANS: readonly number[] = ${list(model.means, "export const MODEL_FEATURE_MEANS: readonly number[] = ")}
export const MODEL_FEATURE_SCALES: readonly number[] = ${list(model.scales, "export const MODEL_FEATURE_SCALES: readonly number[] = ")}
export const MODEL_WEIGHTS: readonly number[] = ${list(model.weights, "export const MODEL_WEIGHTS: readonly number[] = ")}
`;
writeFileSync(new URL("../src/score/model-weights.ts", import.meta.url), source);
const ngramLines = vocabulary
  .map((gram, index) => `${gram} ${Number((ngramWeights[index] ?? 0).toFixed(6))}`)
  .join("\n");
const ngramSource = `${header}// Stage 2: weight per letter n-gram (MOS points per occurrence), "<" and ">" mark word boundaries.
// Centre and range are those of the whole stage 2 (n-grams plus word vector scores, word-vector-weights.ts).
export const LETTER_NGRAM_CENTRE = ${Number(centre.toFixed(6))};
/** The n-gram term (sum − centre) stays within the range it spans on the ${rows.length} training rows. */
export const LETTER_NGRAM_MIN = ${Number(ngramRange.min.toFixed(6))};
export const LETTER_NGRAM_MAX = ${Number(ngramRange.max.toFixed(6))};
export const LETTER_NGRAM_WEIGHTS = \`
${ngramLines}
\`;
`;
writeFileSync(new URL("../src/score/letter-ngram-weights.ts", import.meta.url), ngramSource);
/**
 * Every vocabulary word, also those above Zipf 5.5 (score unused) and those whose score rounds to 0:
 * the table also tells which words have a vector (the stage-1 feature logNonKlexikonWords).
 */
const wordScores = [...wordVectors].map(([word, vector]) => {
  let score = 0;
  for (let d = 0; d < dimensions; d += 1) score += (direction[d] ?? 0) * (vector[d] ?? 0);
  return { word, score };
});
const vectorSource = `${header}// Stage 2: per word of the Klexikon vocabulary (lower case), its word vector's projection on the learnt
// direction (MOS points per occurrence; vectors: data/word-vectors-de.txt.gz, Klexikon CC BY-SA 4.0).
export const WORD_VECTOR_WEIGHTS = \`
${wordScores.map(({ word, score }) => `${word} ${Number(score.toFixed(5))}`).join("\n")}
\`;
`;
writeFileSync(new URL("../src/score/word-vector-weights.ts", import.meta.url), vectorSource);
console.log(
  `stage 1 alpha ${best.alpha}, stage 2 alpha ${bestNgram.alpha}; in-sample r(all) ${inSample.r.toFixed(4)}, r(wikipedia) ${inSample.rWiki.toFixed(4)}`,
);
console.log(
  "weights written to src/score/model-weights.ts, src/score/letter-ngram-weights.ts and src/score/word-vector-weights.ts",
);
FEATURE_NAMES.forEach((name, index) => {
  console.log(`  ${name.padEnd(24)} ${(model.weights[index] ?? 0).toFixed(4)}`);
});
const ranked = vocabulary.map((gram, index) => ({ gram, weight: ngramWeights[index] ?? 0 }));
ranked.sort((a, b) => a.weight - b.weight);
const show = (items: typeof ranked): string =>
  items.map((item) => `${item.gram} ${item.weight.toFixed(3)}`).join(", ");
console.log(`  easiest n-grams: ${show(ranked.slice(0, 15))}`);
console.log(`  hardest n-grams: ${show(ranked.slice(-15).reverse())}`);
const rankedWords = wordScores.map(({ word, score }) => ({ gram: word, weight: score }));
rankedWords.sort((a, b) => a.weight - b.weight);
console.log(`  easiest words: ${show(rankedWords.slice(0, 20))}`);
console.log(`  hardest words: ${show(rankedWords.slice(-20).reverse())}`);
