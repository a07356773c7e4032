/**
 * Ridge regression in dual form (kernel ridge with a linear kernel) on sparse count rows, for the
 * letter n-gram stage of the complexity model: thousands of n-grams but only a few hundred rows,
 * so the n × n system is the small one. Columns are centred, not scaled (counts share one scale);
 * the intercept is the target mean. Used by the fit script only.
 */
import { solve } from "./ridge.ts";

/** One row: column index → count. */
export type SparseRow = ReadonlyMap<number, number>;

function dot(a: SparseRow, b: SparseRow): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [column, value] of small) sum += value * (large.get(column) ?? 0);
  return sum;
}

/** All pairwise dot products of the rows (row-major n × n). */
export function gramMatrix(rows: readonly SparseRow[]): Float64Array {
  const n = rows.length;
  const gram = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = i; j < n; j += 1) {
      const value = dot(rows[i] ?? new Map(), rows[j] ?? new Map());
      gram[i * n + j] = value;
      gram[j * n + i] = value;
    }
  }
  return gram;
}

export type DualRidgeModel = {
  train: readonly number[];
  /** Dual coefficients, one per training row (they sum to 0). */
  coefficients: number[];
  /** Each row's dot product with the training rows' mean (all n rows). */
  meanDots: Float64Array;
  /** The training mean's dot product with itself. */
  meanSquare: number;
  targetMean: number;
};

/** Fits on the rows `train` (indexes into the Gram matrix) with targets given per training row. */
export function fitDualRidge(
  gram: Float64Array,
  n: number,
  train: readonly number[],
  targets: readonly number[],
  alpha: number,
): DualRidgeModel {
  const size = train.length;
  const meanDots = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = 0;
    for (const k of train) sum += gram[i * n + k] ?? 0;
    meanDots[i] = sum / size;
  }
  let meanSquare = 0;
  for (const k of train) meanSquare += meanDots[k] ?? 0;
  meanSquare /= size;
  const targetMean = targets.reduce((sum, value) => sum + value, 0) / size;
  const matrix = train.map((k, row) =>
    train.map(
      (l, column) =>
        (gram[k * n + l] ?? 0) -
        (meanDots[k] ?? 0) -
        (meanDots[l] ?? 0) +
        meanSquare +
        (row === column ? alpha : 0),
    ),
  );
  const coefficients = solve(
    matrix,
    targets.map((value) => value - targetMean),
  );
  return { train, coefficients, meanDots, meanSquare, targetMean };
}

/** Prediction for row `i` of the Gram matrix. */
export function predictDualRidge(model: DualRidgeModel, gram: Float64Array, n: number, i: number): number {
  let value = model.targetMean;
  model.train.forEach((k, index) => {
    const centred =
      (gram[i * n + k] ?? 0) - (model.meanDots[i] ?? 0) - (model.meanDots[k] ?? 0) + model.meanSquare;
    value += (model.coefficients[index] ?? 0) * centred;
  });
  return value;
}

/**
 * The primal weights (one per column) and the centre to subtract from a row's weighted sum:
 * prediction = Σ count · weight − centre.
 */
export function primalWeights(
  model: DualRidgeModel,
  rows: readonly SparseRow[],
  columns: number,
): { weights: Float64Array; centre: number } {
  const weights = new Float64Array(columns);
  const mean = new Float64Array(columns);
  model.train.forEach((k, index) => {
    const a = model.coefficients[index] ?? 0;
    for (const [column, value] of rows[k] ?? new Map()) {
      weights[column] = (weights[column] ?? 0) + a * value;
      mean[column] = (mean[column] ?? 0) + value / model.train.length;
    }
  });
  let meanDot = 0;
  for (let column = 0; column < columns; column += 1) meanDot += (mean[column] ?? 0) * (weights[column] ?? 0);
  return { weights, centre: meanDot - model.targetMean };
}
