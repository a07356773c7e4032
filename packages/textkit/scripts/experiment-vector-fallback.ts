/**
 * Experiment (round 5; nothing of it ships unless the README says so): vectors for the stage-2
 * words that have no Klexikon word vector, taken from data the project already ships, measured
 * with the protocol of scripts/fit-readability.ts (leave-one-article-out CV, stage 1 alpha 10,
 * stage 2 n-grams alpha 1000, word-vector weight λ from the fit script's grid).
 * Fallbacks, in the order given by a setting:
 *   lemma    - the lexicon's lemma (lemmaOf) of the form, if it has a vector;
 *   head     - the compound splitter's last part (or its lemma) if it has a vector;
 *   parts    - the mean of the vectors of the compound's parts that have one (linking s dropped);
 *   synonyms - the mean of the vectors of its OpenThesaurus synonyms (single words; of the lemma too).
 *   strip / headplain / partsplain - without the lexicon: the form minus one ending
 *              (-en, -es, -er, -e, -s, -n), the compound's last part or its parts (each also stripped).
 * A fallback vector is the mean of known vectors (not renormalised), so its run-time score would
 * be the mean of those words' scores. Optionally the count of stage-2 words still without a vector
 * (log(1 + n), averaged over sentences) as a tenth stage-1 feature.
 * Usage: [CHAINS=none,strip,…] [FALLBACK_WEIGHTS=1,0.5,0] [UNKNOWN=no,stage1] [LAMBDAS=0.1,0.3,1]
 *   node --import tsx packages/textkit/scripts/experiment-vector-fallback.ts /work/shared/data/eval-dev
 * FALLBACK_WEIGHTS 0: a fallback only decides which words count as known (no borrowed vector).
 * Results: README "Tried in round 5" (what ships: the strip count, weight 0, as logNonKlexikonWords).
 */
import { splitCompound } from "../src/lexicon/compound/split-compound.ts";
import { lemmaOf } from "../src/lexicon/morphology/lemma-of.ts";
import { synonymEntriesOf } from "../src/lexicon/synonyms/synonyms-of.ts";
import { fitDualRidge, gramMatrix, predictDualRidge } from "../src/score/dual-ridge.ts";
import { forEachLetterNgram, isStageTwoWord } from "../src/score/letter-ngrams.ts";
import { fitRidge, pearson, predictRidge } from "../src/score/ridge.ts";
import { LINEAR_FEATURE_COUNT } from "../src/score/sentence-features.ts";
import { segmentText } from "../src/segment/segment.ts";
import { type ComplexityRow, readJsonl, readWordVectors, requireFolder, textFeatures } from "./eval-data.ts";

const STAGE1_ALPHA = 10;
const NGRAM_ALPHA = 1000;
const LAMBDAS = (process.env.LAMBDAS ?? "0.1,0.3,1").split(",").map(Number);
const MIN_NGRAM_ROWS = 5;
const BASE = { r: 0.8423, rWiki: 0.7892 };

const folder = requireFolder(process.argv);
const rows = readJsonl<ComplexityRow>(folder, "complexity.jsonl");
const baseFeatures = rows.map((row) => textFeatures(row.text).slice(0, LINEAR_FEATURE_COUNT));
const truth = rows.map((row) => row.mos_complexity);
const articles = [...new Set(rows.map((row) => row.article_id))];
const wikiRows = rows.flatMap((row, index) => (row.register === "wikipedia" ? [index] : []));
const n = rows.length;
const rowSentences = rows.map((row) => segmentText(row.text).sentences);

const rowGrams = rowSentences.map((sentences) => {
  const counts = new Map<string, number>();
  const share = 1 / Math.max(1, sentences.length);
  for (const sentence of sentences)
    for (const word of sentence.words)
      forEachLetterNgram(word.text, (gram) => counts.set(gram, (counts.get(gram) ?? 0) + share));
  return counts;
});
const rowsPerGram = new Map<string, number>();
for (const grams of rowGrams)
  for (const gram of grams.keys()) rowsPerGram.set(gram, (rowsPerGram.get(gram) ?? 0) + 1);
const vocabulary = [...rowsPerGram]
  .filter(([, c]) => c >= MIN_NGRAM_ROWS)
  .map(([g]) => g)
  .sort();
const column = new Map(vocabulary.map((gram, index) => [gram, index]));
const ngramGram = gramMatrix(
  rowGrams.map(
    (grams) => new Map([...grams].flatMap(([g, c]) => (column.has(g) ? [[column.get(g) ?? 0, c]] : []))),
  ),
);

const wordVectors = readWordVectors();
const dimensions = wordVectors.values().next().value?.length ?? 0;

const mean = (vectors: Float64Array[]): Float64Array | undefined => {
  if (vectors.length === 0) return undefined;
  const sum = new Float64Array(dimensions);
  for (const v of vectors)
    for (let d = 0; d < dimensions; d += 1) sum[d] = (sum[d] ?? 0) + (v[d] ?? 0) / vectors.length;
  return sum;
};
const known = (word: string | undefined): Float64Array | undefined =>
  word === undefined ? undefined : wordVectors.get(word.toLowerCase());
/** A word's own vector or that of its lemma. */
const withLemma = (word: string): Float64Array | undefined => {
  const own = known(word);
  if (own) return own;
  const cap = word.charAt(0).toUpperCase() + word.slice(1);
  return known(lemmaOf(word)) ?? known(lemmaOf(cap));
};
/** Without the lexicon (cheap at run time): the form minus an inflection ending, if that has a vector. */
const ENDINGS = ["en", "es", "er", "e", "s", "n"];
const stripped = (word: string): Float64Array | undefined => {
  const own = known(word);
  if (own) return own;
  const lower = word.toLowerCase();
  for (const ending of ENDINGS) {
    if (lower.length - ending.length < 3 || !lower.endsWith(ending)) continue;
    const v = wordVectors.get(lower.slice(0, -ending.length));
    if (v) return v;
  }
  return undefined;
};
type Source = "lemma" | "head" | "parts" | "synonyms" | "strip" | "headplain" | "partsplain";
const fallbacks: Record<Source, (word: string) => Float64Array | undefined> = {
  lemma: (word) => known(lemmaOf(word)),
  head: (word) => {
    const parts = splitCompound(word);
    if (parts.length < 2) return undefined;
    return withLemma(parts.at(-1) ?? "");
  },
  parts: (word) => {
    const parts = splitCompound(word);
    if (parts.length < 2) return undefined;
    const vectors = parts.flatMap((part) => {
      const v =
        withLemma(part) ?? (part.length > 4 && part.endsWith("s") ? withLemma(part.slice(0, -1)) : undefined);
      return v ? [v] : [];
    });
    return mean(vectors);
  },
  strip: (word) => stripped(word),
  headplain: (word) => {
    const parts = splitCompound(word);
    return parts.length < 2 ? undefined : stripped(parts.at(-1) ?? "");
  },
  partsplain: (word) => {
    const parts = splitCompound(word);
    if (parts.length < 2) return undefined;
    return mean(
      parts.flatMap((part) => {
        const v = stripped(part);
        return v ? [v] : [];
      }),
    );
  },
  synonyms: (word) => {
    const terms = new Set<string>();
    for (const key of [word, lemmaOf(word)]) {
      if (key === undefined) continue;
      for (const entry of synonymEntriesOf(key))
        if (!entry.term.includes(" ")) terms.add(entry.term.toLowerCase());
    }
    return mean(
      [...terms].flatMap((term) => (wordVectors.get(term) ? [wordVectors.get(term) as Float64Array] : [])),
    );
  },
};
const cache = new Map<string, Float64Array | undefined>();
function fallbackVector(word: string, chain: readonly Source[]): Float64Array | undefined {
  for (const source of chain) {
    const key = `${source}\t${word}`;
    if (!cache.has(key)) cache.set(key, fallbacks[source](word));
    const v = cache.get(key);
    if (v) return v;
  }
  return undefined;
}

type Built = {
  vectors: Float64Array[];
  unknown: number[];
  coverage: number;
  tokens: number;
  fallback: number;
};
function buildRows(chain: readonly Source[], fallbackWeight: number): Built {
  let tokens = 0;
  let covered = 0;
  let fallback = 0;
  const unknown: number[] = [];
  const vectors = rowSentences.map((sentences) => {
    const sum = new Float64Array(dimensions);
    const share = 1 / Math.max(1, sentences.length);
    let missing = 0;
    for (const sentence of sentences) {
      let sentenceMissing = 0;
      for (const word of sentence.words) {
        if (!isStageTwoWord(word.text)) continue;
        tokens += 1;
        let vector = wordVectors.get(word.text.toLowerCase());
        let weight = 1;
        if (!vector) {
          vector = fallbackVector(word.text, chain);
          weight = fallbackWeight;
          if (vector) fallback += 1;
        }
        if (!vector) {
          sentenceMissing += 1;
          continue;
        }
        covered += 1;
        for (let d = 0; d < dimensions; d += 1) sum[d] = (sum[d] ?? 0) + share * weight * (vector[d] ?? 0);
      }
      missing += share * Math.log1p(sentenceMissing);
    }
    unknown.push(missing);
    return sum;
  });
  return { vectors, unknown, coverage: covered / tokens, tokens, fallback };
}

const trace = (m: Float64Array): number => {
  let s = 0;
  for (let i = 0; i < n; i += 1) s += m[i * n + i] ?? 0;
  return s;
};
function vectorGramOf(vectors: Float64Array[]): Float64Array {
  const g = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j <= i; j += 1) {
      let dot = 0;
      const a = vectors[i] as Float64Array;
      const b = vectors[j] as Float64Array;
      for (let d = 0; d < dimensions; d += 1) dot += (a[d] ?? 0) * (b[d] ?? 0);
      g[i * n + j] = dot;
      g[j * n + i] = dot;
    }
  return g;
}
/** The fit script's scale: from the known-word vectors only (as shipped), so λ means the same. */
const plainGram = vectorGramOf(buildRows([], 1).vectors);
const vectorScale = trace(ngramGram) / trace(plainGram);

function crossValidate(features: number[][], gram: Float64Array): { r: number; rWiki: number } {
  const predictions = new Array<number>(n).fill(0);
  for (const article of articles) {
    const train = rows.flatMap((row, index) => (row.article_id === article ? [] : [index]));
    const model = fitRidge(
      train.map((i) => features[i] ?? []),
      train.map((i) => truth[i] ?? 0),
      STAGE1_ALPHA,
    );
    const stage2 = fitDualRidge(
      gram,
      n,
      train,
      train.map((i) => (truth[i] ?? 0) - predictRidge(model, features[i] ?? [])),
      NGRAM_ALPHA,
    );
    const values = train.map((i) => predictDualRidge(stage2, gram, n, i));
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    rows.forEach((row, index) => {
      if (row.article_id !== article) return;
      const s2 = Math.min(hi, Math.max(lo, predictDualRidge(stage2, gram, n, index)));
      predictions[index] = predictRidge(model, features[index] ?? []) + s2;
    });
  }
  return {
    r: pearson(predictions, truth),
    rWiki: pearson(
      wikiRows.map((i) => predictions[i] ?? 0),
      wikiRows.map((i) => truth[i] ?? 0),
    ),
  };
}
const report = (label: string, f: { r: number; rWiki: number }): void => {
  const delta = f.r + f.rWiki - BASE.r - BASE.rWiki;
  console.log(
    `${label}: ${f.r.toFixed(4)} / ${f.rWiki.toFixed(4)} sum ${delta >= 0 ? "+" : ""}${delta.toFixed(4)}`,
  );
};

const CHAINS: Record<string, Source[]> = {
  none: [],
  lemma: ["lemma"],
  "lemma+head": ["lemma", "head"],
  "lemma+parts": ["lemma", "parts"],
  synonyms: ["synonyms"],
  "lemma+head+synonyms": ["lemma", "head", "synonyms"],
  "lemma+parts+synonyms": ["lemma", "parts", "synonyms"],
  strip: ["strip"],
  "strip+headplain": ["strip", "headplain"],
  "strip+partsplain": ["strip", "partsplain"],
};
const chainNames = (process.env.CHAINS ?? Object.keys(CHAINS).join(",")).split(",");
const weights = (process.env.FALLBACK_WEIGHTS ?? "1").split(",").map(Number);
const unknownModes = (process.env.UNKNOWN ?? "no").split(",");
for (const name of chainNames) {
  for (const fw of weights) {
    const built = buildRows(CHAINS[name] ?? [], fw);
    const g = vectorGramOf(built.vectors);
    console.log(
      `chain ${name} weight ${fw}: ${built.tokens} stage-2 tokens, ${(100 * built.coverage).toFixed(1)} % with a vector (${built.fallback} by fallback)`,
    );
    for (const mode of unknownModes) {
      const features =
        mode === "stage1" ? baseFeatures.map((f, i) => [...f, built.unknown[i] ?? 0]) : baseFeatures;
      for (const lambda of LAMBDAS) {
        const combined = ngramGram.map((v, i) => v + lambda * vectorScale * (g[i] ?? 0));
        report(`  ${name} w ${fw} unknown-feature ${mode} λ ${lambda}`, crossValidate(features, combined));
      }
    }
  }
}
