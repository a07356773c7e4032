/** Ridge regression on standardised features, closed form: (XᵀX + αI) w = Xᵀy. Used by the fit script. */
export type RidgeModel = { intercept: number; means: number[]; scales: number[]; weights: number[] };

/** Solves matrix · x = vector by Gauss-Jordan elimination with partial pivoting. */
export function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const a = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = a[pivot] ?? [];
    a[pivot] = a[column] ?? [];
    a[column] = pivotRow;
    const divisor = pivotRow[column] ?? 1;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const target = a[row] ?? [];
      const factor = (target[column] ?? 0) / divisor;
      for (let k = column; k <= size; k += 1) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return a.map((row, index) => (row[size] ?? 0) / (row[index] ?? 1));
}

/** Fits ridge regression with penalty `alpha` (features standardised, intercept unpenalised). */
export function fitRidge(rows: number[][], targets: number[], alpha: number): RidgeModel {
  const count = rows.length;
  const width = rows[0]?.length ?? 0;
  const means = Array.from(
    { length: width },
    (_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / count,
  );
  const scales = means.map((mean, j) => {
    const variance = rows.reduce((sum, row) => sum + ((row[j] ?? 0) - mean) ** 2, 0) / count;
    return variance > 0 ? Math.sqrt(variance) : 1;
  });
  const z = rows.map((row) => row.map((value, j) => (value - (means[j] ?? 0)) / (scales[j] ?? 1)));
  const intercept = targets.reduce((sum, value) => sum + value, 0) / count;
  const gram = Array.from({ length: width }, (_, i) =>
    Array.from(
      { length: width },
      (_, j) => z.reduce((sum, row) => sum + (row[i] ?? 0) * (row[j] ?? 0), 0) + (i === j ? alpha : 0),
    ),
  );
  const right = Array.from({ length: width }, (_, i) =>
    z.reduce((sum, row, index) => sum + (row[i] ?? 0) * ((targets[index] ?? 0) - intercept), 0),
  );
  return { intercept, means, scales, weights: solve(gram, right) };
}

export function predictRidge(model: RidgeModel, row: ArrayLike<number>): number {
  let value = model.intercept;
  for (let j = 0; j < model.weights.length; j += 1) {
    value += ((model.weights[j] ?? 0) * ((row[j] ?? 0) - (model.means[j] ?? 0))) / (model.scales[j] ?? 1);
  }
  return value;
}

/** Pearson correlation; 0 when either side has no variance. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n === 0) return 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i += 1) {
    mx += xs[i] ?? 0;
    my += ys[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}
