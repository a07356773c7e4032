/**
 * Throughput and memory of the full analysis (issue 4, item 8).
 * Usage: node --import tsx packages/textkit/bench/analyze.bench.ts [text-file]
 * Without a file it builds ≥ 1 MB of German text from the package's own fixtures and a generator
 * of German sentences. Runs GNU diction's `style -L de` on the same text when installed.
 * Writes bench-results/analyze.json.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyzeText } from "../src/analyze.ts";
import { buildGermanText } from "./german-text.ts";

const ONE_MB = 1 << 20;
const text = process.argv[2] ? readFileSync(process.argv[2], "utf8") : buildGermanText(ONE_MB);

function measure(input: string): { words: number; seconds: number } {
  const started = process.hrtime.bigint();
  const report = analyzeText(input);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { words: report.metrics.words, seconds };
}

const cold = measure(text);
const warmRuns = [measure(text), measure(text), measure(text)];
const warm = warmRuns.reduce((best, run) => (run.seconds < best.seconds ? run : best));
const wordsPerSecond = warm.words / warm.seconds;
console.log(`text: ${(Buffer.byteLength(text) / ONE_MB).toFixed(2)} MB, ${warm.words} words`);
console.log(
  `analyzeText cold (first run, syllable memo empty): ${Math.round(cold.words / cold.seconds)} words/s`,
);
console.log(`analyzeText warm (best of 3): ${Math.round(wordsPerSecond)} words/s`);

let style: { seconds: number; wordsPerSecond: number; ratio: number } | null = null;
const hasStyle = spawnSync("sh", ["-c", "command -v style"]).status === 0;
if (hasStyle) {
  const file = join(tmpdir(), `leicht-bench-${process.pid}.txt`);
  writeFileSync(file, text);
  const started = process.hrtime.bigint();
  execFileSync("style", ["-L", "de", file], { stdio: ["ignore", "ignore", "ignore"] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const styleWordsPerSecond = warm.words / seconds;
  style = { seconds, wordsPerSecond: styleWordsPerSecond, ratio: wordsPerSecond / styleWordsPerSecond };
  console.log(
    `style -L de: ${Math.round(styleWordsPerSecond)} words/s (same word count); ratio leicht/style = ${style.ratio.toFixed(2)}`,
  );
} else {
  console.log("style (GNU diction) not installed: no ratio (apt-get install -y diction)");
}

// Latin-1 only, so V8 keeps it as a one-byte string (10 MB, not 20 MB).
const tenMb = buildGermanText(ONE_MB).repeat(10);
const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const timer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);
const big = measure(tenMb);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
clearInterval(timer);
const rssMb = peakRss / ONE_MB;
console.log(
  `10 MB: ${big.words} words in ${big.seconds.toFixed(2)} s; peak RSS ${rssMb.toFixed(1)} MB (limit 200 MB)`,
);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  textBytes: Buffer.byteLength(text),
  words: warm.words,
  coldWordsPerSecond: Math.round(cold.words / cold.seconds),
  wordsPerSecond: Math.round(wordsPerSecond),
  style,
  tenMb: { words: big.words, seconds: big.seconds, peakRssMb: Number(rssMb.toFixed(1)) },
};
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/analyze.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("written bench-results/analyze.json");
