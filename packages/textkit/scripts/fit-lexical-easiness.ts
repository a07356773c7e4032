/**
 * Experiment (README "Analysis", not part of the shipped model): a lexical easiness classifier
 * learnt from weakly labelled text, written as "feature weight" lines to the output file.
 * Usage: node --import tsx packages/textkit/scripts/fit-lexical-easiness.ts /work/shared/data/eval-dev /work/shared/content/klexikon [out.txt]
 * The value of a word is its log-odds "Wikipedia rather than Klexikon" (positive = harder); the
 * word sees neither its sentence nor the sentence's length. Tried as a stage-1 feature of the
 * complexity model (mean, sum, positive sum over the sentence's words): it did not raise the
 * cross-validated r, so the product does not use it.
 * Weak labels: every word of a Wikipedia article (`source` of eval-dev/parallel_klexikon.jsonl) is
 * "hard", every word of a Klexikon article (the folder of .txt files, one sentence per line) "easy".
 * A logistic regression on word features (the word, its letter n-grams, its Zipf bin) learns the
 * log-odds of the two; the two corpora weigh the same in total. Per word, not per sentence, so
 * the classifier cannot learn that Klexikon sentences are shorter.
 * Leakage guards: training sentences that also occur (normalised) in complexity.jsonl,
 * leicht_mono.jsonl or standard_mono.jsonl are dropped, and so are Klexikon articles about the
 * topic of a TextComplexityDE article (same title) and Wikipedia articles of such a title.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { zipfFrequency } from "../src/lexicon/frequency/zipf-frequency.ts";
import { segmentText } from "../src/segment/segment.ts";
import { type ComplexityRow, type MonoRow, readJsonl } from "./eval-data.ts";

const [folder, klexikonFolder, output = "lexical-easiness-weights.txt"] = process.argv.slice(2);
if (!folder || !klexikonFolder) {
  process.stderr.write("Aufruf: node --import tsx <script> <pfad/zu/eval-dev> <pfad/zu/klexikon>\n");
  process.exit(2);
}
/** Words (unigram features) and letter n-grams kept: the most frequent in the two corpora. */
const WORD_FEATURES = Number(process.env.LEX_WORDS ?? 1500);
const NGRAM_FEATURES = Number(process.env.LEX_NGRAMS ?? 2000);
/** L2 penalty per feature, relative to the total sample weight (1 per corpus). */
const L2 = Number(process.env.LEX_L2 ?? 1e-4);
const ITERATIONS = 400;

/**
 * Features of a word: `w:<word>` the lower-case word (frequent words common to both corpora),
 * `g:<gram>` letter 2- and 3-grams of the lower-case word between "<" and ">", `z:<C|l><bin>` its
 * Zipf frequency in half-point bins by capitalisation, `t:digits` / `t:mixed` for words with digits
 * or other signs.
 */
const LEXICAL_NGRAM_SIZES: readonly number[] = [2, 3];
const LETTERS_ONLY = /^\p{L}+$/u;
const DIGIT = /\p{N}/u;
const MAX_ZIPF_BIN = 7;

/** Zipf bin feature of a word: half points from 0 (unknown) to 7, capitalised or not. */
function zipfFeature(word: string, lower: string): string {
  const bin = Math.min(MAX_ZIPF_BIN, Math.floor(zipfFrequency(lower) * 2) / 2);
  const first = word.charAt(0);
  return `z:${first === first.toLowerCase() ? "l" : "C"}${bin}`;
}

/** Calls `visit` for every feature of `word` (repeats included). */
function forEachLexicalFeature(word: string, visit: (feature: string) => void): void {
  if (!LETTERS_ONLY.test(word)) {
    visit(DIGIT.test(word) ? "t:digits" : "t:mixed");
    return;
  }
  const lower = word.toLowerCase();
  visit(`w:${lower}`);
  visit(zipfFeature(word, lower));
  const marked = `<${lower}>`;
  for (const size of LEXICAL_NGRAM_SIZES) {
    for (let index = 0; index + size <= marked.length; index += 1)
      visit(`g:${marked.slice(index, index + size)}`);
  }
}

type ParallelRow = { title: string; source: string; simple: string };
const normalise = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const sentencesOf = (text: string): string[] =>
  segmentText(text).sentences.map((sentence) => text.slice(sentence.start, sentence.end));

// Leakage guards.
const complexityRows = readJsonl<ComplexityRow & { article: string }>(folder, "complexity.jsonl");
const evaluationTexts = [
  ...complexityRows.map((row) => row.text),
  ...readJsonl<MonoRow>(folder, "leicht_mono.jsonl").map((row) => row.text),
  ...readJsonl<MonoRow>(folder, "standard_mono.jsonl").map((row) => row.text),
];
const evaluationSentences = new Set<string>();
for (const text of evaluationTexts) {
  evaluationSentences.add(normalise(text));
  for (const sentence of sentencesOf(text)) evaluationSentences.add(normalise(sentence));
}
const ratedTopics = new Set(complexityRows.map((row) => row.article.toLowerCase()));

type Article = { title: string; sentences: string[] };
const wikipedia: Article[] = readJsonl<ParallelRow>(folder, "parallel_klexikon.jsonl").map((row) => ({
  title: row.title,
  sentences: sentencesOf(row.source),
}));
const klexikon: Article[] = readdirSync(klexikonFolder)
  .filter((file) => file.endsWith(".txt"))
  .sort()
  .map((file) => ({
    title: file.slice(0, -4).replaceAll("_", " "),
    sentences: readFileSync(join(klexikonFolder, file), "utf8")
      .split("\n")
      .flatMap((line) => (line.trim() === "" ? [] : sentencesOf(line))),
  }));

const stats = { droppedSentences: 0, droppedArticles: [] as string[] };
function keep(articles: Article[]): Article[] {
  return articles.flatMap((article) => {
    if (ratedTopics.has(article.title.toLowerCase())) {
      stats.droppedArticles.push(article.title);
      return [];
    }
    const sentences = article.sentences.filter((sentence) => {
      const seen = evaluationSentences.has(normalise(sentence));
      if (seen) stats.droppedSentences += 1;
      return !seen;
    });
    return [{ title: article.title, sentences }];
  });
}
const hard = keep(wikipedia);
const easy = keep(klexikon);
console.log(
  `Wikipedia ${hard.length} articles, Klexikon ${easy.length} articles; dropped ${stats.droppedSentences} sentences seen in the evaluation data and the articles ${stats.droppedArticles.join(", ") || "(none)"}`,
);

/**
 * A word feature only when the word occurs in this share of the articles of each corpus: topic
 * words (names, the subject of one article) would otherwise mark 132 Wikipedia topics as hard.
 */
const MIN_ARTICLE_SHARE = Number(process.env.LEX_ARTICLE_SHARE ?? 0.05);
/** Lower-case words in at least MIN_ARTICLE_SHARE of the articles of both corpora. */
let commonWords: Set<string> | undefined;
function articleShares(articles: Article[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const article of articles) {
    const seen = new Set(
      article.sentences.flatMap((sentence) =>
        segmentText(sentence)
          .sentences.flatMap((s) => s.words)
          .map((word) => word.text.toLowerCase()),
      ),
    );
    for (const word of seen) shares.set(word, (shares.get(word) ?? 0) + 1 / articles.length);
  }
  return shares;
}

/** Word form counts per corpus (a word's features depend on its form only). */
function countForms(articles: Article[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const article of articles)
    for (const sentence of article.sentences)
      for (const word of segmentText(sentence).sentences.flatMap((s) => s.words))
        counts.set(word.text, (counts.get(word.text) ?? 0) + 1);
  return counts;
}

type Sample = { indices: number[]; label: number; weight: number };
type Model = { names: string[]; weights: Float64Array };

/** Selects the feature vocabulary from the word form counts of both corpora (each weighing 1). */
function vocabulary(hardForms: Map<string, number>, easyForms: Map<string, number>): string[] {
  const mass = new Map<string, number>();
  for (const [forms, total] of [
    [hardForms, sum(hardForms)],
    [easyForms, sum(easyForms)],
  ] as const)
    for (const [form, count] of forms)
      forEachLexicalFeature(form, (feature) => mass.set(feature, (mass.get(feature) ?? 0) + count / total));
  const ranked = [...mass].sort((a, b) => b[1] - a[1]);
  const take = (prefix: string, limit: number): string[] =>
    ranked
      .filter(([name]) => name.startsWith(prefix))
      .slice(0, limit)
      .map(([name]) => name);
  const common = commonWords;
  const words = ranked
    .filter(([name]) => name.startsWith("w:") && (common === undefined || common.has(name.slice(2))))
    .slice(0, WORD_FEATURES)
    .map(([name]) => name);
  return [...words, ...take("g:", NGRAM_FEATURES), ...take("z:", 100), ...take("t:", 10)];
}

function sum(counts: Map<string, number>): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}

/** Weighted logistic regression with an L2 penalty, full-batch gradient steps with AdaGrad rates. */
function fit(hardForms: Map<string, number>, easyForms: Map<string, number>): Model {
  const names = vocabulary(hardForms, easyForms);
  const column = new Map(names.map((name, index) => [name, index]));
  const samples: Sample[] = [];
  for (const [forms, label] of [
    [hardForms, 1],
    [easyForms, 0],
  ] as const) {
    const total = sum(forms);
    for (const [form, count] of forms) {
      const features = new Map<number, number>();
      forEachLexicalFeature(form, (feature) => {
        const index = column.get(feature);
        if (index !== undefined) features.set(index, (features.get(index) ?? 0) + 1);
      });
      // Repeated features appear repeatedly (value = number of occurrences).
      const indices = [...features].flatMap(([index, value]) => Array<number>(value).fill(index));
      samples.push({ indices, label, weight: count / total });
    }
  }
  const weights = new Float64Array(names.length);
  let bias = 0;
  const squares = new Float64Array(names.length).fill(1e-8);
  let biasSquares = 1e-8;
  const gradient = new Float64Array(names.length);
  const RATE = 0.5;
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    gradient.fill(0);
    let biasGradient = 0;
    let loss = 0;
    for (const sample of samples) {
      let z = bias;
      for (const index of sample.indices) z += weights[index] ?? 0;
      const p = 1 / (1 + Math.exp(-z));
      loss -= sample.weight * (sample.label ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12));
      const error = sample.weight * (p - sample.label);
      biasGradient += error;
      for (const index of sample.indices) gradient[index] = (gradient[index] ?? 0) + error;
    }
    for (let index = 0; index < names.length; index += 1) {
      const g = (gradient[index] ?? 0) + 2 * L2 * (weights[index] ?? 0);
      squares[index] = (squares[index] ?? 0) + g * g;
      weights[index] = (weights[index] ?? 0) - (RATE * g) / Math.sqrt(squares[index] ?? 1);
    }
    biasSquares += biasGradient * biasGradient;
    bias -= (RATE * biasGradient) / Math.sqrt(biasSquares);
    if (iteration % 100 === 99) console.log(`  iteration ${iteration + 1}: loss ${loss.toFixed(5)}`);
  }
  return { names, weights };
}

function wordScore(model: Map<string, number>, word: string): number {
  let total = 0;
  forEachLexicalFeature(word, (feature) => {
    total += model.get(feature) ?? 0;
  });
  return total;
}

/** Held-out check: every tenth article of each corpus left out; sentences by mean word log-odds. */
function heldOutCheck(): void {
  const part = (articles: Article[], held: boolean): Article[] =>
    articles.filter((_, index) => (index % 10 === 0) === held);
  const model = fit(countForms(part(hard, false)), countForms(part(easy, false)));
  const table = new Map(model.names.map((name, index) => [name, model.weights[index] ?? 0]));
  const scores = (articles: Article[]): number[] =>
    articles.flatMap((article) =>
      article.sentences.flatMap((sentence) => {
        const words = segmentText(sentence).sentences.flatMap((s) => s.words);
        if (words.length === 0) return [];
        return [words.reduce((total, word) => total + wordScore(table, word.text), 0) / words.length];
      }),
    );
  const hardScores = scores(part(hard, true));
  const easyScores = scores(part(easy, true));
  // AUC: share of (hard, easy) sentence pairs ordered correctly.
  const sortedEasy = [...easyScores].sort((a, b) => a - b);
  let correct = 0;
  for (const score of hardScores) {
    let low = 0;
    let high = sortedEasy.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sortedEasy[middle] ?? 0) < score) low = middle + 1;
      else high = middle;
    }
    correct += low;
  }
  console.log(
    `held-out articles (every tenth): ${hardScores.length} Wikipedia and ${easyScores.length} Klexikon sentences, AUC of the mean word log-odds ${(correct / (hardScores.length * easyScores.length)).toFixed(4)}`,
  );
}

{
  const hardShares = articleShares(hard);
  const easyShares = articleShares(easy);
  commonWords = new Set(
    [...hardShares].flatMap(([word, share]) =>
      share >= MIN_ARTICLE_SHARE && (easyShares.get(word) ?? 0) >= MIN_ARTICLE_SHARE ? [word] : [],
    ),
  );
  console.log(`${commonWords.size} words in >= ${MIN_ARTICLE_SHARE * 100} % of the articles of both corpora`);
}
if (process.env.LEX_SKIP_CHECK !== "1") heldOutCheck();
const model = fit(countForms(hard), countForms(easy));
const lines = model.names
  .map((name, index) => [name, Number((model.weights[index] ?? 0).toFixed(4))] as const)
  .filter(([, weight]) => weight !== 0)
  .map(([name, weight]) => `${name} ${weight}`);
writeFileSync(output, `${lines.join("\n")}\n`);
const ranked = model.names.map((name, index) => ({ name, weight: model.weights[index] ?? 0 }));
ranked.sort((a, b) => a.weight - b.weight);
const show = (items: typeof ranked): string =>
  items.map((item) => `${item.name} ${item.weight.toFixed(2)}`).join(", ");
console.log(`${lines.length} weights written to ${output}`);
console.log(`  easiest: ${show(ranked.slice(0, 25))}`);
console.log(`  hardest: ${show(ranked.slice(-25).reverse())}`);
