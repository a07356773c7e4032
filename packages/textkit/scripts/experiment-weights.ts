/**
 * Experiment (round 7; nothing of it ships unless the README says so): variants of the fitting
 * procedure of scripts/fit-readability.ts, with its data (scripts/readability-data.ts), folds and
 * shipped penalties (stage 1 ridge α 10, stage 2 n-grams α 1000, word vectors λ 0.3), judged by the
 * same unweighted leave-one-article-out CV r(all) / r(wikipedia):
 *   weights  - reliability weights per row in the fits: w = 1 / (std² / votes + τ) (the sampling
 *              variance of the row's mean rating plus a floor τ), or w = votes; normalised to mean 1
 *              over the training rows. Weighted ridge: centre with the weighted means, scale each
 *              row (features and target) by √w; the dual ridge likewise (kernel √wᵢ√wⱼ K̃ᵢⱼ).
 *   bagging  - the average of the models fitted on the training rows with each training article
 *              left out in turn (inside every CV fold): stage 2 only (stage 1 on all training rows)
 *              or both stages.
 *   crossfit - stage 2 fitted to out-of-fold stage-1 residuals (stage 1 refitted with each
 *              training article left out) instead of in-sample residuals, which are too small.
 *   article  - a random intercept per article (ratings were collected article by article, so the
 *              errors of one article are correlated): article indicator columns with penalty κ =
 *              σ²/σ²ₐ in stage 1, estimated inside each fold by the method of moments from the
 *              per-article mean residuals (no grid, nothing chosen by CV); a new article gets 0.
 * Nested: `NESTED=1` chooses among the weight settings inside each fold by an inner
 * leave-one-article-out CV on the 12 training articles (same criterion r(all) + r(wikipedia)).
 * Usage: [NESTED=1] [ONLY=base,tau0.1,…] node --import tsx packages/textkit/scripts/experiment-weights.ts /work/shared/data/eval-dev
 * Results: README "Tried in round 7".
 */
import type { DualRidgeModel } from "../src/score/dual-ridge.ts";
import { gramMatrix, predictDualRidge } from "../src/score/dual-ridge.ts";
import { fitRidge, pearson, predictRidge, type RidgeModel } from "../src/score/ridge.ts";
import { requireFolder } from "./eval-data.ts";
import { clampTo, loadFitData, trainingRange } from "./readability-data.ts";

const STAGE1_ALPHA = 10;
const NGRAM_ALPHA = 1000;
const LAMBDA = 0.3;

const data = loadFitData(requireFolder(process.argv));
const { rows, features, targets, n, articleRows, figures } = data;
const gram = data.combinedGram(LAMBDA);
/** A stage-2 kernel and its penalty. */
type Kernel = { gram: Float64Array; alpha: number };
const SHIPPED: Kernel = { gram, alpha: NGRAM_ALPHA };
const articleOf = rows.map((row) => row.article_id);

/** Solves the symmetric positive definite system A x = b (A row-major size × size) by Cholesky. */
function choleskySolve(a: Float64Array, b: Float64Array, size: number): Float64Array {
  const l = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = a[i * size + j] ?? 0;
      const ri = i * size;
      const rj = j * size;
      for (let k = 0; k < j; k += 1) sum -= (l[ri + k] ?? 0) * (l[rj + k] ?? 0);
      l[ri + j] = i === j ? Math.sqrt(Math.max(sum, 1e-300)) : sum / (l[rj + j] ?? 1);
    }
  }
  const y = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k += 1) sum -= (l[i * size + k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (l[i * size + i] ?? 1);
  }
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < size; k += 1) sum -= (l[k * size + i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i * size + i] ?? 1);
  }
  return x;
}

/** Weights over `train`, normalised to mean 1 (all 1 when `raw` is undefined). */
function normalised(raw: readonly number[] | undefined, train: readonly number[]): number[] {
  if (!raw) return train.map(() => 1);
  const mean = train.reduce((sum, index) => sum + (raw[index] ?? 0), 0) / train.length;
  return train.map((index) => (raw[index] ?? 0) / mean);
}

/**
 * Stage 1: ridge on the standardised features (weighted means and scales), optional article
 * indicator columns with penalty `kappa`; returns a RidgeModel (a new article's indicator is 0).
 */
function fitStage1(
  train: readonly number[],
  y: readonly number[],
  w: readonly number[],
  kappa?: number,
): RidgeModel {
  const uniform = w.every((value) => value === 1);
  if (uniform && kappa === undefined) {
    return fitRidge(
      train.map((index) => features[index] ?? []),
      [...y],
      STAGE1_ALPHA,
    );
  }
  const width = features[0]?.length ?? 0;
  const total = w.reduce((sum, value) => sum + value, 0);
  const means = Array.from(
    { length: width },
    (_, j) => train.reduce((sum, index, k) => sum + (w[k] ?? 0) * (features[index]?.[j] ?? 0), 0) / total,
  );
  const scales = means.map((mean, j) => {
    const variance =
      train.reduce((sum, index, k) => sum + (w[k] ?? 0) * ((features[index]?.[j] ?? 0) - mean) ** 2, 0) /
      total;
    return variance > 0 ? Math.sqrt(variance) : 1;
  });
  const groups = kappa === undefined ? [] : [...new Set(train.map((index) => articleOf[index]))];
  /** Columns: intercept, standardised features, article indicators. */
  const size = 1 + width + groups.length;
  const design = train.map((index) => {
    const row = new Float64Array(size);
    row[0] = 1;
    for (let j = 0; j < width; j += 1)
      row[1 + j] = ((features[index]?.[j] ?? 0) - (means[j] ?? 0)) / (scales[j] ?? 1);
    const group = groups.indexOf(articleOf[index]);
    if (group >= 0) row[1 + width + group] = 1;
    return row;
  });
  const matrix = new Float64Array(size * size);
  const right = new Float64Array(size);
  design.forEach((row, k) => {
    const weight = w[k] ?? 0;
    for (let i = 0; i < size; i += 1) {
      const ri = (row[i] ?? 0) * weight;
      if (ri === 0) continue;
      right[i] = (right[i] ?? 0) + ri * (y[k] ?? 0);
      for (let j = 0; j < size; j += 1)
        matrix[i * size + j] = (matrix[i * size + j] ?? 0) + ri * (row[j] ?? 0);
    }
  });
  for (let j = 1; j < size; j += 1)
    matrix[j * size + j] = (matrix[j * size + j] ?? 0) + (j <= width ? STAGE1_ALPHA : (kappa ?? 0));
  const solution = choleskySolve(matrix, right, size);
  return {
    intercept: solution[0] ?? 0,
    means,
    scales,
    weights: Array.from(solution.subarray(1, 1 + width)),
  };
}

/**
 * Stage 2: dual ridge on the stage-2 Gram matrix with row weights (rows centred with the weighted
 * mean and scaled by √w); returns a DualRidgeModel for predictDualRidge (coefficients include √w).
 */
function fitStage2(
  train: readonly number[],
  y: readonly number[],
  w: readonly number[],
  { gram, alpha }: Kernel = SHIPPED,
): DualRidgeModel {
  const size = train.length;
  const total = w.reduce((sum, value) => sum + value, 0);
  const meanDots = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = 0;
    train.forEach((k, index) => {
      sum += (w[index] ?? 0) * (gram[i * n + k] ?? 0);
    });
    meanDots[i] = sum / total;
  }
  let meanSquare = 0;
  train.forEach((k, index) => {
    meanSquare += (w[index] ?? 0) * (meanDots[k] ?? 0);
  });
  meanSquare /= total;
  const targetMean = y.reduce((sum, value, index) => sum + (w[index] ?? 0) * value, 0) / total;
  const root = w.map(Math.sqrt);
  const matrix = new Float64Array(size * size);
  const right = new Float64Array(size);
  for (let a = 0; a < size; a += 1) {
    const k = train[a] ?? 0;
    right[a] = (root[a] ?? 0) * ((y[a] ?? 0) - targetMean);
    for (let b = 0; b < size; b += 1) {
      const l = train[b] ?? 0;
      const centred = (gram[k * n + l] ?? 0) - (meanDots[k] ?? 0) - (meanDots[l] ?? 0) + meanSquare;
      matrix[a * size + b] = (root[a] ?? 0) * (root[b] ?? 0) * centred + (a === b ? alpha : 0);
    }
  }
  const solution = choleskySolve(matrix, right, size);
  return {
    train,
    coefficients: Array.from(solution, (value, a) => value * (root[a] ?? 0)),
    meanDots,
    meanSquare,
    targetMean,
  };
}

type Setting = {
  name: string;
  /** Raw row weights (normalised inside each fit); undefined = unweighted. */
  weights?: number[];
  weightStage1?: boolean;
  weightStage2?: boolean;
  bag?: "none" | "stage2" | "both";
  crossFit?: boolean;
  /** Random intercept per article in stage 1 (κ estimated by moments inside each fit). */
  article?: boolean;
  /** Stage 2 as the mean of the models on these kernels (default: the shipped one). */
  kernels?: Kernel[];
};

/** Method-of-moments κ = σ²/σ²ₐ from per-article mean residuals of a plain stage-1 fit. */
function estimateKappa(
  train: readonly number[],
  y: readonly number[],
  w: readonly number[],
): number | undefined {
  const plain = fitStage1(train, y, w);
  const residuals = new Map<number, number[]>();
  train.forEach((index, k) => {
    const list = residuals.get(articleOf[index] ?? 0) ?? [];
    list.push((y[k] ?? 0) - predictRidge(plain, features[index] ?? []));
    residuals.set(articleOf[index] ?? 0, list);
  });
  let within = 0;
  let withinCount = 0;
  const means: { mean: number; count: number }[] = [];
  for (const list of residuals.values()) {
    const mean = list.reduce((sum, value) => sum + value, 0) / list.length;
    within += list.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    withinCount += list.length - 1;
    means.push({ mean, count: list.length });
  }
  const sigma2 = within / Math.max(1, withinCount);
  const grand = means.reduce((sum, item) => sum + item.mean, 0) / means.length;
  const between =
    means.reduce((sum, item) => sum + (item.mean - grand) ** 2, 0) / Math.max(1, means.length - 1);
  const noise = means.reduce((sum, item) => sum + sigma2 / item.count, 0) / means.length;
  const sigmaA2 = between - noise;
  return sigmaA2 > 0 ? sigma2 / sigmaA2 : undefined;
}

type Predictor = (index: number) => number;

/** Fits the two stages on `train` (no bagging). */
function fitOnce(train: readonly number[], setting: Setting): { stage1: Predictor; stage2: Predictor } {
  const y = train.map((index) => targets[index] ?? 0);
  const w = normalised(setting.weights, train);
  const ones = train.map(() => 1);
  const w1 = setting.weightStage1 === false ? ones : w;
  const w2 = setting.weightStage2 === false ? ones : w;
  const kappa = setting.article ? estimateKappa(train, y, w1) : undefined;
  const model1 = fitStage1(train, y, w1, kappa);
  const stage1: Predictor = (index) => predictRidge(model1, features[index] ?? []);
  let fitted: number[];
  if (setting.crossFit) {
    const outOfFold = new Map<number, number>();
    for (const group of new Set(train.map((index) => articleOf[index]))) {
      const inner = train.filter((index) => articleOf[index] !== group);
      const innerW = normalised(setting.weightStage1 === false ? undefined : setting.weights, inner);
      const innerY = inner.map((index) => targets[index] ?? 0);
      const innerKappa = setting.article ? estimateKappa(inner, innerY, innerW) : undefined;
      const innerModel = fitStage1(inner, innerY, innerW, innerKappa);
      for (const index of train)
        if (articleOf[index] === group) outOfFold.set(index, predictRidge(innerModel, features[index] ?? []));
    }
    fitted = train.map((index) => outOfFold.get(index) ?? 0);
  } else fitted = train.map((index) => stage1(index));
  const stage2s = (setting.kernels ?? [SHIPPED]).map((kernel) => {
    const model2 = fitStage2(
      train,
      y.map((value, k) => value - (fitted[k] ?? 0)),
      w2,
      kernel,
    );
    const range = trainingRange(model2, kernel.gram, n);
    return (index: number) => clampTo(range, predictDualRidge(model2, kernel.gram, n, index));
  });
  return {
    stage1,
    stage2: (index) => stage2s.reduce((sum, predict) => sum + predict(index), 0) / stage2s.length,
  };
}

/** Fits a setting on `train` (with bagging over its articles when asked). */
function fit(train: readonly number[], setting: Setting): Predictor {
  const bag = setting.bag ?? "none";
  if (bag === "none") {
    const model = fitOnce(train, setting);
    return (index) => model.stage1(index) + model.stage2(index);
  }
  const groups = [...new Set(train.map((index) => articleOf[index]))];
  const models = groups.map((group) =>
    fitOnce(
      train.filter((index) => articleOf[index] !== group),
      setting,
    ),
  );
  const full = bag === "stage2" ? fitOnce(train, { ...setting }) : undefined;
  /** Stage 2 only: stage 1 on all training rows, stage 2 refitted on its residuals per bag. */
  const bagged2 =
    bag === "stage2"
      ? groups.map((group) => {
          const sub = train.filter((index) => articleOf[index] !== group);
          const subY = sub.map((index) => targets[index] ?? 0);
          const w2 = normalised(setting.weightStage2 === false ? undefined : setting.weights, sub);
          const model2 = fitStage2(
            sub,
            subY.map((value, k) => value - (full?.stage1(sub[k] ?? 0) ?? 0)),
            w2,
          );
          const range = trainingRange(model2, gram, n);
          return (index: number) => clampTo(range, predictDualRidge(model2, gram, n, index));
        })
      : [];
  return (index) => {
    if (full) {
      return full.stage1(index) + bagged2.reduce((sum, predict) => sum + predict(index), 0) / bagged2.length;
    }
    return models.reduce((sum, model) => sum + model.stage1(index) + model.stage2(index), 0) / models.length;
  };
}

/** Leave-one-article-out predictions over the rows of `groups` (indexes into articleRows). */
function crossValidate(groups: readonly number[], setting: Setting): Map<number, number> {
  const predictions = new Map<number, number>();
  for (const held of groups) {
    const train = groups.filter((group) => group !== held).flatMap((group) => articleRows[group] ?? []);
    const predict = fit(train, setting);
    for (const index of articleRows[held] ?? []) predictions.set(index, predict(index));
  }
  return predictions;
}

const score = (predictions: Map<number, number>): { r: number; rWiki: number; sum: number } => {
  const indexes = [...predictions.keys()].sort((a, b) => a - b);
  const all = new Array<number>(n).fill(0);
  for (const index of indexes) all[index] = predictions.get(index) ?? 0;
  if (indexes.length === n) {
    const { r, rWiki } = figures(all);
    return { r, rWiki, sum: r + rWiki };
  }
  const truth = indexes.map((index) => data.truth[index] ?? 0);
  const wiki = indexes.filter((index) => rows[index]?.register === "wikipedia");
  const r = pearson(
    indexes.map((index) => predictions.get(index) ?? 0),
    truth,
  );
  const rWiki = pearson(
    wiki.map((index) => predictions.get(index) ?? 0),
    wiki.map((index) => data.truth[index] ?? 0),
  );
  return { r, rWiki, sum: r + rWiki };
};

const sampling = rows.map((row) => row.std_complexity ** 2 / Math.max(1, row.votes_complexity));
const reliability = (tau: number): number[] => sampling.map((variance) => 1 / (variance + tau));
const votes = rows.map((row) => row.votes_complexity);
/** The raters' pooled variance (mean std² over the rows): the sampling variance without a row's own noisy std. */
const pooled = rows.reduce((sum, row) => sum + row.std_complexity ** 2, 0) / rows.length;
const pooledReliability = (tau: number): number[] =>
  votes.map((count) => 1 / (pooled / Math.max(1, count) + tau));
const TAUS = [0.05, 0.1, 0.2, 0.5];
const weightSettings: Setting[] = [
  { name: "base" },
  ...TAUS.map((tau) => ({ name: `tau${tau}`, weights: reliability(tau) })),
  { name: "votes", weights: votes },
  ...TAUS.map((tau) => ({ name: `pooled${tau}`, weights: pooledReliability(tau) })),
];
const settings: Setting[] = [
  ...weightSettings,
  ...TAUS.map((tau) => ({ name: `tau${tau}-s1only`, weights: reliability(tau), weightStage2: false })),
  ...TAUS.map((tau) => ({ name: `tau${tau}-s2only`, weights: reliability(tau), weightStage1: false })),
  { name: "bag-stage2", bag: "stage2" },
  { name: "bag-both", bag: "both" },
  { name: "crossfit", crossFit: true },
  { name: "article", article: true },
  { name: "article+crossfit", article: true, crossFit: true },
  ...averaged(),
];
/**
 * Model averaging instead of choosing: stage 2 as the mean of the models over the fit script's
 * grids (n-gram α {300, 1000, 3000} × λ {0.1, 0.3, 1}), or over λ only at α 1000; and IDF-scaled
 * n-gram columns (idf = log(rows / rows with the n-gram), vector scale recomputed from the traces).
 */
function averaged(): Setting[] {
  const lambdas = [0.1, 0.3, 1];
  const grams = new Map(lambdas.map((lambda) => [lambda, data.combinedGram(lambda)]));
  const grid = [300, 1000, 3000].flatMap((alpha) =>
    lambdas.map((lambda) => ({ gram: grams.get(lambda) ?? gram, alpha })),
  );
  const rowsWith = new Map<number, number>();
  for (const row of data.sparseRows)
    for (const column of row.keys()) rowsWith.set(column, (rowsWith.get(column) ?? 0) + 1);
  const idfRows = data.sparseRows.map(
    (row) =>
      new Map([...row].map(([column, value]) => [column, value * Math.log(n / (rowsWith.get(column) ?? 1))])),
  );
  const idfGram = gramMatrix(idfRows);
  const trace = (matrix: Float64Array): number => {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += matrix[i * n + i] ?? 0;
    return sum;
  };
  /** The same share of the kernel for the vectors as in the shipped model (λ 0.3 of the n-grams' trace). */
  const vectorPart = gram.map((value, index) => value - (data.ngramGram[index] ?? 0));
  const ratio = trace(idfGram) / trace(data.ngramGram);
  const idfCombined = idfGram.map((value, index) => value + ratio * (vectorPart[index] ?? 0));
  return [
    { name: "avg-grid9", kernels: grid },
    { name: "avg-grid9+crossfit", kernels: grid, crossFit: true },
    {
      name: "avg-lambda3",
      kernels: lambdas.map((lambda) => ({ gram: grams.get(lambda) ?? gram, alpha: 1000 })),
    },
    ...[300, 1000, 3000].map((alpha) => ({
      name: `idf-a${alpha}`,
      kernels: [{ gram: idfCombined, alpha: alpha * ratio }],
    })),
  ];
}
const only = process.env.ONLY?.split(",");
const allGroups = articleRows.map((_, group) => group);
const BASE = 0.8488 + 0.7955;
const started = Date.now();
for (const setting of settings) {
  if (only && !only.includes(setting.name)) continue;
  const { r, rWiki, sum } = score(crossValidate(allGroups, setting));
  console.log(
    `${setting.name.padEnd(18)} CV r(all) ${r.toFixed(4)}, r(wikipedia) ${rWiki.toFixed(4)}, sum ${(sum - BASE >= 0 ? "+" : "") + (sum - BASE).toFixed(4)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
if (process.env.ARTICLE_KAPPA) {
  const y = targets;
  const all = rows.map((_, index) => index);
  console.log(
    `κ on all rows: ${estimateKappa(
      all,
      y,
      all.map(() => 1),
    )}`,
  );
}

if (process.env.NESTED) {
  /** Nested CV: the weight setting chosen inside each fold by an inner leave-one-article-out CV. */
  const candidates = (
    process.env.NESTED_SET?.split(",") ?? weightSettings.map((setting) => setting.name)
  ).map((name) => settings.find((setting) => setting.name === name) ?? { name: "base" });
  const predictions = new Map<number, number>();
  const chosen: string[] = [];
  for (const held of allGroups) {
    const inner = allGroups.filter((group) => group !== held);
    const best = candidates
      .map((setting) => ({ setting, sum: score(crossValidate(inner, setting)).sum }))
      .reduce((a, b) => (b.sum > a.sum ? b : a));
    chosen.push(best.setting.name);
    const predict = fit(
      inner.flatMap((group) => articleRows[group] ?? []),
      best.setting,
    );
    for (const index of articleRows[held] ?? []) predictions.set(index, predict(index));
  }
  const { r, rWiki, sum } = score(predictions);
  console.log(
    `nested (${candidates.map((setting) => setting.name).join(", ")}): CV r(all) ${r.toFixed(4)}, r(wikipedia) ${rWiki.toFixed(4)}, sum ${(sum - BASE).toFixed(4)}; chosen ${chosen.join(", ")}`,
  );
}
