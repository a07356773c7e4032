// SARI (Xu et al. 2016, "Optimizing Statistical Machine Translation for Text Simplification"),
// as in the tensor2tensor / Hugging Face `sari` implementation that EASSE users report:
// n-grams 1-4, keep F1, deletion precision, addition F1, 0/0 = 1, the keep-recall fix.
// Text is lower-cased and punctuation split off (close to sacrebleu's 13a tokenizer).

type Counts = Map<string, number>;

/** Lower-case tokens with punctuation split off: "Er kam." -> ["er", "kam", "."]. */
export function sariTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}·'’-]+|[^\s\p{L}\p{N}]/gu) ?? [];
}

function ngrams(tokens: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let index = 0; index + n <= tokens.length; index += 1)
    out.push(tokens.slice(index, index + n).join(" "));
  return out;
}

function count(items: readonly string[], factor = 1): Counts {
  const counts: Counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + factor);
  return counts;
}

function intersect(a: Counts, b: Counts): Counts {
  const out: Counts = new Map();
  for (const [key, value] of a) {
    const other = b.get(key) ?? 0;
    if (Math.min(value, other) > 0) out.set(key, Math.min(value, other));
  }
  return out;
}

function subtract(a: Counts, b: Counts): Counts {
  const out: Counts = new Map();
  for (const [key, value] of a) {
    const rest = value - (b.get(key) ?? 0);
    if (rest > 0) out.set(key, rest);
  }
  return out;
}

const f1 = (precision: number, recall: number): number =>
  precision > 0 || recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;

/** Keep F1, deletion precision and addition F1 for one n-gram order. */
export function sariNgram(
  source: string[],
  candidate: string[],
  references: string[][],
): [number, number, number] {
  const numberOfReferences = references.length;
  const referenceCounts = count(references.flat());
  const sourceRep = count(source, numberOfReferences);
  const candidateRep = count(candidate, numberOfReferences);

  const keep = intersect(sourceRep, candidateRep);
  const keepGood = intersect(keep, referenceCounts);
  const keepAll = intersect(sourceRep, referenceCounts);
  let keepScore1 = 0;
  let keepScore2 = 0;
  for (const [gram, value] of keep) {
    keepScore1 += (keepGood.get(gram) ?? 0) / value;
    keepScore2 += keepGood.get(gram) ?? 0;
  }
  const keepPrecision = keep.size > 0 ? keepScore1 / keep.size : 1;
  let keepAllSum = 0;
  for (const value of keepAll.values()) keepAllSum += value;
  const keepRecall = keepAll.size > 0 ? keepScore2 / keepAllSum : 1;

  const deleted = subtract(sourceRep, candidateRep);
  const deletedGood = subtract(deleted, referenceCounts);
  let deleteScore = 0;
  for (const [gram, value] of deleted) deleteScore += (deletedGood.get(gram) ?? 0) / value;
  const deletePrecision = deleted.size > 0 ? deleteScore / deleted.size : 1;

  const sourceSet = new Set(source);
  const referenceSet = new Set(referenceCounts.keys());
  const added = new Set([...new Set(candidate)].filter((gram) => !sourceSet.has(gram)));
  let addedGood = 0;
  for (const gram of added) if (referenceSet.has(gram)) addedGood += 1;
  let addedAll = 0;
  for (const gram of referenceSet) if (!sourceSet.has(gram)) addedAll += 1;
  const addPrecision = added.size > 0 ? addedGood / added.size : 1;
  const addRecall = addedAll > 0 ? addedGood / addedAll : 1;

  return [f1(keepPrecision, keepRecall), deletePrecision, f1(addPrecision, addRecall)];
}

export type SariParts = { sari: number; keep: number; deletion: number; addition: number };

/** Sentence SARI on the 0..100 scale with its three parts. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): SariParts {
  const sourceTokens = sariTokens(source);
  const candidateTokens = sariTokens(candidate);
  const referenceTokens = references.map(sariTokens);
  let keep = 0;
  let deletion = 0;
  let addition = 0;
  for (let n = 1; n <= 4; n += 1) {
    const [k, d, a] = sariNgram(
      ngrams(sourceTokens, n),
      ngrams(candidateTokens, n),
      referenceTokens.map((tokens) => ngrams(tokens, n)),
    );
    keep += k / 4;
    deletion += d / 4;
    addition += a / 4;
  }
  return {
    sari: (100 * (keep + deletion + addition)) / 3,
    keep: 100 * keep,
    deletion: 100 * deletion,
    addition: 100 * addition,
  };
}
