/**
 * Experiment (round 8; nothing of it ships unless the README says so): unmarked compounds
 * ("Kinderzimmer", "Krankenversicherungsbeitrag") read part by part with the project's compound
 * splitter (`splitCompound`), as compounds with visible parts already are. The variants change only
 * how a word counts in stage 1 (long rare words, rare capitalised words, words outside the
 * Klexikon vocabulary, optionally a new count of compound parts); stage 2 and the other features are
 * those of scripts/fit-readability.ts (data from scripts/readability-data.ts, same folds, stage 1
 * ridge α 10, n-grams α 1000, word vectors λ 0.1 / 0.3 / 1). Variants (comma list in VARIANTS):
 *   base   - the shipped word properties (must reproduce the fit script's CV figures)
 *   a      - a split compound below Zipf 4 as a whole gets the Zipf of its rarest part (a non-final
 *            part also read without its linking s) and is long only when a part has ≥ 7 letters
 *   aall   - as a, also for compounds of Zipf ≥ 4
 *   azipf  - as a, Zipf only (long by its letters as before)
 *   along  - as a, long only (Zipf of the whole word as before)
 *   b      - as a, but the higher of the whole word's Zipf and the rarest part's
 *   c      - a word outside the Klexikon vocabulary counts as inside when its head (last part) is inside
 *   d      - an eleventh feature: log(1 + parts beyond one), summed over the sentence's compounds
 *   e      - with a or b: only compounds whose rarest part has Zipf ≥ 4.5 (every part common)
 *   u      - with a or b: only compounds the frequency list does not know as a whole (Zipf 0)
 *   runs   - suffix: split with keepLexicalisedRuns (Wohngeld|antrag) instead of the smallest parts
 * Combinations join letters: "ac", "bc", "acd", "a-runs". NESTED=1 also reports, for every
 * variant, the nested figure of choosing between base and the variant inside each fold by an
 * inner leave-one-article-out CV (λ 0.3).
 * Usage: [VARIANTS=base,a,b,…] [NESTED=1] node --import tsx packages/textkit/scripts/experiment-compound-parts.ts /work/shared/data/eval-dev
 * Results (2026-11-26; "+x" the change of r(all) + r(wikipedia) at λ 0.3 against the shipped
 * 0.8488 / 0.7955): a −0.0125, aall −0.0125, azipf −0.0116, along −0.0031, b −0.0125, c +0.0012
 * (λ 1 +0.0025; nested −0.0019), d −0.0030 (nested: chosen in 0 of 13 folds), ac −0.0295,
 * bc −0.0294, cd −0.0011, a-runs −0.0132, b-runs −0.0132, c-runs +0.0012, ae +0.0009 (nested
 * −0.0066), au −0.0063, aeu +0.0011 (8 rows change; nested +0.0011), alonge −0.0023, aeuc +0.0020
 * (nested −0.0010). Nothing shipped: the learners who rated the sentences found compounds of
 * common parts hard ("Wärmestromdichte", "Meeresspiegelerhöhung"), so reading them as their parts
 * removes signal; the two small gains are within what choosing among 18 variants adds.
 */
import { collectCounts } from "../src/counts/collect-counts.ts";
import { LONG_RARE_ZIPF, LONG_WORD_MIN_LETTERS, VERY_RARE_ZIPF } from "../src/counts/word-features.ts";
import { splitCompound } from "../src/lexicon/compound/split-compound.ts";
import { zipfFrequency } from "../src/lexicon/frequency/zipf-frequency.ts";
import { fitDualRidge, predictDualRidge } from "../src/score/dual-ridge.ts";
import { fitRidge, predictRidge } from "../src/score/ridge.ts";
import {
  FEATURE_COUNT,
  LINEAR_FEATURE_COUNT,
  writeSentenceFeatures,
} from "../src/score/sentence-features.ts";
import { isOutsideVectorVocabulary } from "../src/score/word-vectors.ts";
import { scanText } from "../src/segment/scan.ts";
import { WordKind } from "../src/segment/types.ts";
import { requireFolder } from "./eval-data.ts";
import { clampTo, loadFitData, trainingRange } from "./readability-data.ts";

const STAGE1_ALPHA = 10;
const NGRAM_ALPHA = 1000;
const LAMBDAS = [0.1, 0.3, 1];
const NESTED_LAMBDA = 0.3;
const MAX_ZIPF = 7;
/** Variant e: only compounds whose every part is at least this frequent ("Kinder|zimmer"). */
const COMMON_PART_ZIPF = 4.5;

const data = loadFitData(requireFolder(process.argv));
const { rows, n, articleRows, figures, targets } = data;
const grams = new Map(LAMBDAS.map((lambda) => [lambda, data.combinedGram(lambda)]));

type Variant = {
  name: string;
  zipfParts: boolean;
  longParts: boolean;
  allCompounds: boolean;
  keepHigher: boolean;
  head: boolean;
  partsFeature: boolean;
  runs: boolean;
  commonPartsOnly: boolean;
  unknownOnly: boolean;
};
function parseVariant(name: string): Variant {
  const [letters = "", suffix] = name.split("-");
  const has = (letter: string): boolean => letters !== "base" && letters.includes(letter);
  const onlyZipf = letters.includes("azipf");
  const onlyLong = letters.includes("along");
  const partsRead = has("a") || has("b");
  return {
    name,
    zipfParts: partsRead && !onlyLong,
    longParts: partsRead && !onlyZipf,
    allCompounds: letters.includes("aall"),
    keepHigher: has("b"),
    head: has("c"),
    partsFeature: has("d"),
    runs: suffix === "runs",
    commonPartsOnly: has("e"),
    unknownOnly: has("u"),
  };
}

const splitMemo = new Map<string, string[]>();
function partsOf(word: string, runs: boolean): string[] {
  const key = `${runs ? 1 : 0}${word}`;
  let parts = splitMemo.get(key);
  if (parts === undefined) {
    parts = splitCompound(word, { keepLexicalisedRuns: runs });
    splitMemo.set(key, parts);
  }
  return parts;
}

/** A part's Zipf; a non-final part also without its linking s ("Einkommens" → einkommen). */
function partZipf(part: string, isLast: boolean): number {
  const own = zipfFrequency(part);
  if (isLast || part.length < 5 || !part.endsWith("s")) return own;
  return Math.max(own, zipfFrequency(part.slice(0, -1)));
}

const LETTER = /\p{L}/u;
const countLetters = (word: string): number => [...word].filter((char) => LETTER.test(char)).length;
const VISIBLE_JOINT = /(?<=\p{L})[-\u00b7\u2027\u22c5](?=\p{L})/u;

type WordCounts = { longRare: number; rareCapital: number; outside: number; extraParts: number };
function wordCounts(word: string, isLink: boolean, capitalNotFirst: boolean, variant: Variant): WordCounts {
  const none = { longRare: 0, rareCapital: 0, outside: 0, extraParts: 0 };
  const letters = isLink ? 0 : countLetters(word);
  if (letters === 0) return none;
  const visible = VISIBLE_JOINT.test(word)
    ? word.split(/[-\u00b7\u2027\u22c5]/u).filter((part) => LETTER.test(part))
    : undefined;
  const shown = visible !== undefined && visible.length > 1 ? visible : undefined;
  let zipf =
    shown === undefined
      ? Math.min(MAX_ZIPF, zipfFrequency(word))
      : Math.min(MAX_ZIPF, ...shown.map((part) => zipfFrequency(part)));
  let isLong =
    shown === undefined
      ? letters >= LONG_WORD_MIN_LETTERS
      : shown.some((part) => countLetters(part) >= LONG_WORD_MIN_LETTERS);
  const split = shown === undefined ? partsOf(word, variant.runs) : [];
  const compound = split.length > 1;
  const partsZipf = compound
    ? Math.min(MAX_ZIPF, ...split.map((part, index) => partZipf(part, index === split.length - 1)))
    : 0;
  const applies =
    compound &&
    (variant.allCompounds || zipf < LONG_RARE_ZIPF) &&
    (!variant.commonPartsOnly || partsZipf >= COMMON_PART_ZIPF) &&
    (!variant.unknownOnly || zipf === 0);
  if (applies) {
    if (variant.zipfParts) zipf = variant.keepHigher ? Math.max(zipf, partsZipf) : partsZipf;
    if (variant.longParts) isLong = split.some((part) => part.length >= LONG_WORD_MIN_LETTERS);
  }
  let outside = isOutsideVectorVocabulary(word);
  if (outside && variant.head && compound) outside = isOutsideVectorVocabulary(split.at(-1) ?? "");
  const partCount = shown?.length ?? split.length;
  return {
    longRare: isLong && zipf < LONG_RARE_ZIPF ? 1 : 0,
    rareCapital: capitalNotFirst && zipf < VERY_RARE_ZIPF ? 1 : 0,
    outside: outside ? 1 : 0,
    extraParts: Math.max(0, partCount - 1),
  };
}

/** Per row and sentence: the shipped feature vector and the words (text, link, capitalised after the first word). */
type SentenceWords = { text: string; isLink: boolean; capitalNotFirst: boolean }[];
const rowSentences = rows.map((row) => {
  const shipped: number[][] = [];
  const buffer = new Float64Array(FEATURE_COUNT);
  collectCounts(row.text, (sentence) => {
    writeSentenceFeatures(sentence, buffer);
    shipped.push([...buffer].slice(0, LINEAR_FEATURE_COUNT));
  });
  const words: SentenceWords[] = [];
  let current: SentenceWords = [];
  scanText(row.text, {
    word(start, end, kind) {
      const text = row.text.slice(start, end);
      const first = text.charAt(0);
      current.push({
        text,
        isLink: (kind & WordKind.link) !== 0,
        capitalNotFirst: current.length > 0 && first !== first.toLowerCase(),
      });
    },
    sentence() {
      words.push(current);
      current = [];
    },
    line() {},
    paragraph() {},
  });
  if (words.length !== shipped.length) throw new Error(`sentence count differs: ${row.text}`);
  return { shipped, words };
});

function featuresOf(variant: Variant): number[][] {
  return rowSentences.map(({ shipped, words }) => {
    const width = LINEAR_FEATURE_COUNT + (variant.partsFeature ? 1 : 0);
    const sum = new Array<number>(width).fill(0);
    shipped.forEach((vector, s) => {
      const totals = { longRare: 0, rareCapital: 0, outside: 0, extraParts: 0 };
      for (const word of words[s] ?? []) {
        const counts = wordCounts(word.text, word.isLink, word.capitalNotFirst, variant);
        totals.longRare += counts.longRare;
        totals.rareCapital += counts.rareCapital;
        totals.outside += counts.outside;
        totals.extraParts += counts.extraParts;
      }
      const out = [...vector];
      out[1] = Math.log1p(totals.longRare);
      out[4] = Math.log1p(totals.rareCapital);
      out[9] = Math.log1p(totals.outside);
      if (variant.partsFeature) out.push(Math.log1p(totals.extraParts));
      out.forEach((value, index) => {
        sum[index] = (sum[index] ?? 0) + value;
      });
    });
    return sum.map((value) => value / Math.max(1, shipped.length));
  });
}

/** Stage 1 + stage 2 fitted on `train`, predictions for `test`. */
function fitPredict(
  features: number[][],
  gram: Float64Array,
  train: readonly number[],
  test: readonly number[],
): number[] {
  const model = fitRidge(
    train.map((index) => features[index] ?? []),
    train.map((index) => targets[index] ?? 0),
    STAGE1_ALPHA,
  );
  const stage2 = fitDualRidge(
    gram,
    n,
    [...train],
    train.map((index) => (targets[index] ?? 0) - predictRidge(model, features[index] ?? [])),
    NGRAM_ALPHA,
  );
  const range = trainingRange(stage2, gram, n);
  return test.map(
    (index) =>
      predictRidge(model, features[index] ?? []) + clampTo(range, predictDualRidge(stage2, gram, n, index)),
  );
}

function crossValidate(features: number[][], gram: Float64Array, folds: readonly number[][]): number[] {
  const predictions = new Array<number>(n).fill(0);
  for (const test of folds) {
    const held = new Set(test);
    const train = folds.flat().filter((index) => !held.has(index));
    fitPredict(features, gram, train, test).forEach((value, k) => {
      predictions[test[k] ?? 0] = value;
    });
  }
  return predictions;
}

const wikiSet = new Set(data.wikiRows);
/** r(all) + r(wikipedia) of predictions over a subset of rows. */
function score(predictions: Map<number, number>): number {
  const indexes = [...predictions.keys()];
  const pearsonOf = (subset: number[]): number => {
    const x = subset.map((index) => predictions.get(index) ?? 0);
    const y = subset.map((index) => data.truth[index] ?? 0);
    const mx = x.reduce((a, b) => a + b, 0) / x.length;
    const my = y.reduce((a, b) => a + b, 0) / y.length;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    x.forEach((value, k) => {
      sxy += (value - mx) * ((y[k] ?? 0) - my);
      sxx += (value - mx) ** 2;
      syy += ((y[k] ?? 0) - my) ** 2;
    });
    return sxy / Math.sqrt(sxx * syy);
  };
  return pearsonOf(indexes) + pearsonOf(indexes.filter((index) => wikiSet.has(index)));
}

/** Nested: inside each outer fold, base or the variant by an inner leave-one-article-out CV. */
function nested(base: number[][], variant: number[][]): { r: number; rWiki: number; chosen: number } {
  const gram = grams.get(NESTED_LAMBDA) ?? data.ngramGram;
  const predictions = new Array<number>(n).fill(0);
  let chosen = 0;
  articleRows.forEach((test, outer) => {
    const inner = articleRows.filter((_, index) => index !== outer);
    const innerScore = (features: number[][]): number => {
      const values = crossValidate(features, gram, inner);
      return score(new Map(inner.flat().map((index) => [index, values[index] ?? 0])));
    };
    const pick = innerScore(variant) > innerScore(base) ? variant : base;
    if (pick === variant) chosen += 1;
    const train = inner.flat();
    fitPredict(pick, gram, train, test).forEach((value, k) => {
      predictions[test[k] ?? 0] = value;
    });
  });
  return { ...figures(predictions), chosen };
}

const names = (process.env.VARIANTS ?? "base,a,aall,azipf,along,b,c,d,ac,bc,ad,a-runs").split(",");
const baseFeatures = featuresOf(parseVariant("base"));
const shippedRows = data.features;
const mismatch = baseFeatures.findIndex((row, index) =>
  row.some((value, j) => Math.abs(value - (shippedRows[index]?.[j] ?? 0)) > 1e-12),
);
if (mismatch >= 0) throw new Error(`base variant differs from the shipped features at row ${mismatch}`);
const baseSum = (() => {
  const f = figures(crossValidate(baseFeatures, grams.get(0.3) ?? data.ngramGram, articleRows));
  return f.r + f.rWiki;
})();
for (const name of names) {
  const variant = parseVariant(name);
  const features = featuresOf(variant);
  const changed = features.filter((row, index) =>
    row.some((value, j) => value !== (baseFeatures[index]?.[j] ?? 0)),
  ).length;
  const cells = LAMBDAS.map((lambda) => {
    const f = figures(crossValidate(features, grams.get(lambda) ?? data.ngramGram, articleRows));
    const delta = f.r + f.rWiki - baseSum;
    return `λ ${lambda}: ${f.r.toFixed(4)} / ${f.rWiki.toFixed(4)} (${delta >= 0 ? "+" : ""}${delta.toFixed(4)})`;
  });
  console.log(`${name.padEnd(8)} rows changed ${String(changed).padStart(3)}  ${cells.join("  ")}`);
  if (process.env.NESTED === "1" && name !== "base") {
    const f = nested(baseFeatures, features);
    const delta = f.r + f.rWiki - baseSum;
    console.log(
      `         nested (base or ${name}, λ ${NESTED_LAMBDA}): ${f.r.toFixed(4)} / ${f.rWiki.toFixed(4)} (${delta >= 0 ? "+" : ""}${delta.toFixed(4)}), ${name} in ${f.chosen} of ${articleRows.length} folds`,
    );
  }
}
