/**
 * Throughput of the full rule check (issue 5, item 7: >= 100,000 words per second per core).
 * Usage: node --import tsx packages/textkit/bench/check.bench.ts [text-file]
 * Without a file it checks >= 1 MB of generated German text (bench/german-text.ts).
 * Times are CPU seconds of this process (user + system), so the figure is words per second per
 * core even when other processes share the machine. Prints a table, writes bench-results/check.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { checkText } from "../src/rules/check-text.ts";
import type { ProfileName } from "../src/rules/types.ts";
import { segmentText } from "../src/segment/segment.ts";
import { buildGermanText } from "./german-text.ts";

const ONE_MB = 1 << 20;
const TARGET_WORDS_PER_SECOND = 100_000;
const text = process.argv[2] ? readFileSync(process.argv[2], "utf8") : buildGermanText(ONE_MB);
const words = segmentText(text).sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);

/** CPU seconds (user + system) of one run: words per second per core, robust on a busy machine. */
function seconds(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1e6;
}

type Row = {
  profile: ProfileName;
  findings: number;
  coldSeconds: number;
  warmSeconds: number;
  wordsPerSecond: number;
};
const rows: Row[] = [];
for (const profile of ["leicht", "einfach"] as const) {
  let findings = 0;
  // Cold: the first run loads the lexicon and fills the word caches.
  const coldSeconds = seconds(() => {
    findings = checkText(text, { profile }).findings.length;
  });
  const warmSeconds = Math.min(...[0, 1, 2].map(() => seconds(() => checkText(text, { profile }))));
  rows.push({ profile, findings, coldSeconds, warmSeconds, wordsPerSecond: Math.round(words / warmSeconds) });
}

console.log(`text: ${(Buffer.byteLength(text) / ONE_MB).toFixed(2)} MB, ${words} words`);
console.table(
  rows.map((row) => ({
    profile: row.profile,
    findings: row.findings,
    "cold CPU s": row.coldSeconds.toFixed(2),
    "warm CPU s (best of 3)": row.warmSeconds.toFixed(2),
    "words/s": row.wordsPerSecond,
    ">= 100k": row.wordsPerSecond >= TARGET_WORDS_PER_SECOND ? "yes" : "NO",
  })),
);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/check.json",
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, textBytes: Buffer.byteLength(text), words, rows }, null, 2)}\n`,
);
console.log("written bench-results/check.json");
