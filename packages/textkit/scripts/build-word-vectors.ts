/**
 * Builds data/word-vectors-de.txt.gz: distributional word vectors from the Klexikon articles
 * (CC BY-SA 4.0, one sentence per line), read only by scripts/fit-readability.ts (the complexity
 * model's stage 2 adds a learnt direction of these vectors per word; run time reads only the
 * per-word scores the fit writes to src/score/word-vector-weights.ts).
 * Usage: node --import tsx packages/textkit/scripts/build-word-vectors.ts /work/shared/content/klexikon
 * Method: lower-cased letter words; words seen at least MIN_COUNT times; co-occurrence counts within
 * ±WINDOW words of the same line; positive PMI with the context distribution raised to 0.75;
 * truncated SVD (randomised subspace iteration, fixed seed) to DIMENSIONS dimensions; word vector
 * U·√S, scaled to unit length and stored as int8 (each row divided by its largest absolute value,
 * times 127; the reader scales back to unit length), base64, one "word<TAB>vector" line per word,
 * most frequent first. Same input, same file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const MIN_COUNT = 5;
const WINDOW = 4;
const DIMENSIONS = 100;
const OVERSAMPLE = 20;
const POWER_ITERATIONS = 6;
const CONTEXT_POWER = 0.75;

const folder = process.argv[2];
if (!folder) {
  process.stderr.write("Aufruf: node --import tsx build-word-vectors.ts <pfad/zu/klexikon>\n");
  process.exit(2);
}
const out = new URL("../data/word-vectors-de.txt.gz", import.meta.url);

const lines: string[][] = [];
const counts = new Map<string, number>();
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith(".txt"))
  .sort()) {
  for (const line of readFileSync(join(folder, file), "utf8").split("\n")) {
    const words = line.toLowerCase().match(/\p{L}+/gu);
    if (!words) continue;
    lines.push(words);
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
const vocabulary = [...counts]
  .filter(([, count]) => count >= MIN_COUNT)
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .map(([word]) => word);
const size = vocabulary.length;
const index = new Map(vocabulary.map((word, position) => [word, position]));
console.log(`${lines.length} lines, ${counts.size} word forms, ${size} with >= ${MIN_COUNT} occurrences`);

// Co-occurrence counts (symmetric window), then PPMI as a CSR matrix.
const pairs = new Map<number, number>();
for (const words of lines) {
  const ids = words.map((word) => index.get(word) ?? -1);
  ids.forEach((a, i) => {
    if (a < 0) return;
    for (let j = Math.max(0, i - WINDOW); j <= Math.min(ids.length - 1, i + WINDOW); j += 1) {
      const b = ids[j] ?? -1;
      if (j === i || b < 0) continue;
      const key = a * size + b;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  });
}
const rowSums = new Float64Array(size);
let total = 0;
for (const [key, count] of pairs) {
  const a = Math.floor(key / size);
  rowSums[a] = (rowSums[a] ?? 0) + count;
  total += count;
}
let contextTotal = 0;
for (const sum of rowSums) contextTotal += sum ** CONTEXT_POWER;
const keys = [...pairs.keys()].sort((a, b) => a - b);
const rowStart = new Int32Array(size + 1);
const columns: number[] = [];
const values: number[] = [];
let row = 0;
for (const key of keys) {
  const a = Math.floor(key / size);
  const b = key - a * size;
  const pmi = Math.log(
    (pairs.get(key) ?? 0) / (rowSums[a] ?? 1) / ((rowSums[b] ?? 0) ** CONTEXT_POWER / contextTotal),
  );
  if (pmi <= 0) continue;
  while (row < a) rowStart[++row] = columns.length;
  columns.push(b);
  values.push(pmi);
}
while (row < size) rowStart[++row] = columns.length;
console.log(`${pairs.size} co-occurring pairs (${total} in all), ${values.length} with positive PMI`);

// Randomised truncated SVD. Dense matrices are row-major size × width.
const width = DIMENSIONS + OVERSAMPLE;
let seed = 20261126;
/** mulberry32: a fixed-seed generator, so the same input gives the same file. */
const random = (): number => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
};
const gaussian = (): number => Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());

/** P · M (transpose false) or Pᵀ · M (transpose true) for a dense size × width matrix M. */
function multiply(matrix: Float64Array, transpose: boolean): Float64Array<ArrayBuffer> {
  const result = new Float64Array(size * width);
  for (let i = 0; i < size; i += 1) {
    for (let k = rowStart[i] ?? 0; k < (rowStart[i + 1] ?? 0); k += 1) {
      const j = columns[k] ?? 0;
      const value = values[k] ?? 0;
      const [to, from] = transpose ? [j, i] : [i, j];
      for (let c = 0; c < width; c += 1)
        result[to * width + c] = (result[to * width + c] ?? 0) + value * (matrix[from * width + c] ?? 0);
    }
  }
  return result;
}

/** Orthonormal columns (modified Gram-Schmidt, twice). */
function orthonormalise(matrix: Float64Array): Float64Array<ArrayBuffer> {
  const cols = Array.from({ length: width }, (_, c) => {
    const column = new Float64Array(size);
    for (let i = 0; i < size; i += 1) column[i] = matrix[i * width + c] ?? 0;
    return column;
  });
  for (let pass = 0; pass < 2; pass += 1) {
    cols.forEach((column, c) => {
      for (let previous = 0; previous < c; previous += 1) {
        const other = cols[previous] ?? column;
        let dot = 0;
        for (let i = 0; i < size; i += 1) dot += (column[i] ?? 0) * (other[i] ?? 0);
        for (let i = 0; i < size; i += 1) column[i] = (column[i] ?? 0) - dot * (other[i] ?? 0);
      }
      let norm = 0;
      for (let i = 0; i < size; i += 1) norm += (column[i] ?? 0) ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < size; i += 1) column[i] = (column[i] ?? 0) / norm;
    });
  }
  const result = new Float64Array(size * width);
  cols.forEach((column, c) => {
    for (let i = 0; i < size; i += 1) result[i * width + c] = column[i] ?? 0;
  });
  return result;
}

let basis = new Float64Array(size * width);
for (let i = 0; i < basis.length; i += 1) basis[i] = gaussian();
basis = orthonormalise(multiply(basis, false));
for (let iteration = 0; iteration < POWER_ITERATIONS; iteration += 1) {
  basis = orthonormalise(multiply(orthonormalise(multiply(basis, true)), false));
}
// B = Qᵀ P (width × size) is the transpose of Pᵀ Q; eigen-decompose B Bᵀ (width × width).
const projected = multiply(basis, true);
const small = Array.from({ length: width }, (_, a) =>
  Array.from({ length: width }, (_, b) => {
    let sum = 0;
    for (let i = 0; i < size; i += 1)
      sum += (projected[i * width + a] ?? 0) * (projected[i * width + b] ?? 0);
    return sum;
  }),
);

/** Eigenvalues and eigenvectors (columns) of a symmetric matrix by cyclic Jacobi rotations. */
function jacobi(matrix: number[][]): { eigenvalues: number[]; vectors: number[][] } {
  const n = matrix.length;
  const a = matrix.map((line) => [...line]);
  const v = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j): number => (i === j ? 1 : 0)),
  );
  for (let sweep = 0; sweep < 100; sweep += 1) {
    let off = 0;
    for (let p = 0; p < n; p += 1) for (let q = p + 1; q < n; q += 1) off += (a[p]?.[q] ?? 0) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        const apq = a[p]?.[q] ?? 0;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = ((a[q]?.[q] ?? 0) - (a[p]?.[p] ?? 0)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = a[k]?.[p] ?? 0;
          const akq = a[k]?.[q] ?? 0;
          (a[k] ?? [])[p] = c * akp - s * akq;
          (a[k] ?? [])[q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = a[p]?.[k] ?? 0;
          const aqk = a[q]?.[k] ?? 0;
          (a[p] ?? [])[k] = c * apk - s * aqk;
          (a[q] ?? [])[k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k]?.[p] ?? 0;
          const vkq = v[k]?.[q] ?? 0;
          (v[k] ?? [])[p] = c * vkp - s * vkq;
          (v[k] ?? [])[q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { eigenvalues: a.map((line, i) => line[i] ?? 0), vectors: v };
}
const { eigenvalues, vectors } = jacobi(small);
const order = eigenvalues
  .map((value, position) => ({ value, position }))
  .sort((a, b) => b.value - a.value)
  .slice(0, DIMENSIONS);
console.log(
  `singular values ${order
    .slice(0, 5)
    .map(({ value }) => Math.sqrt(value).toFixed(2))
    .join(", ")} … ${Math.sqrt(order[DIMENSIONS - 1]?.value ?? 0).toFixed(2)}`,
);

// Word vectors U·√S = Q·W·S^(1/2), unit length, int8.
const linesOut: string[] = [];
const vector = new Float64Array(DIMENSIONS);
for (let i = 0; i < size; i += 1) {
  order.forEach(({ value, position }, d) => {
    let sum = 0;
    for (let c = 0; c < width; c += 1) sum += (basis[i * width + c] ?? 0) * (vectors[c]?.[position] ?? 0);
    vector[d] = sum * Math.sqrt(Math.sqrt(Math.max(0, value)));
  });
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const bytes = Int8Array.from(vector, (value) => Math.round((value / (largest || 1)) * 127));
  linesOut.push(`${vocabulary[i]}\t${Buffer.from(bytes.buffer).toString("base64")}`);
}
writeFileSync(out, gzipSync(`${linesOut.join("\n")}\n`, { level: 9 }));
console.log(`${size} vectors of ${DIMENSIONS} dimensions written to ${out.pathname}`);
