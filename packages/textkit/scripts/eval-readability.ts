/**
 * Prints the readability figures of issue 4, item 5, on the evaluation folder.
 * Usage: node --import tsx packages/textkit/scripts/eval-readability.ts /work/shared/data/eval-dev
 */
import { analyzeText } from "../src/analyze.ts";
import { pearson } from "../src/score/ridge.ts";
import { type ComplexityRow, type MonoRow, readJsonl, requireFolder } from "./eval-data.ts";

const folder = requireFolder(process.argv);
const rows = readJsonl<ComplexityRow>(folder, "complexity.jsonl");
const scores = rows.map((row) => analyzeText(row.text).average_readability_score);
const mos = rows.map((row) => row.mos_complexity);
const wiki = rows.flatMap((row, index) => (row.register === "wikipedia" ? [index] : []));
const rAll = pearson(scores, mos);
const rWiki = pearson(
  wiki.map((index) => scores[index] ?? 0),
  wiki.map((index) => mos[index] ?? 0),
);

const leicht = readJsonl<MonoRow>(folder, "leicht_mono.jsonl").filter(
  (row) => row.granularity === "sentence",
);
const standard = readJsonl<MonoRow>(folder, "standard_mono.jsonl").filter(
  (row) => row.granularity === "sentence",
);
const leichtScores = leicht.map((row) => analyzeText(row.text).average_readability_score);
const standardScores = standard
  .map((row) => analyzeText(row.text).average_readability_score)
  .sort((a, b) => a - b);

/** Share of all (leicht, standard) pairs where the leicht sentence scores lower; ties count half. */
function pairShare(low: number[], high: number[]): number {
  let wins = 0;
  for (const value of low) {
    let below = 0;
    let equal = 0;
    for (const other of high) {
      if (other < value) below += 1;
      else if (other === value) equal += 1;
    }
    wins += high.length - below - equal + equal / 2;
  }
  return wins / (low.length * high.length);
}

const levels = new Map<string, number>();
for (const row of leicht) {
  const level = analyzeText(row.text).ger_language_level;
  levels.set(level, (levels.get(level) ?? 0) + 1);
}
const easyShare = ((levels.get("A1") ?? 0) + (levels.get("A2") ?? 0)) / Math.max(1, leicht.length);

console.log(`complexity.jsonl: ${rows.length} rows (${wiki.length} wikipedia)`);
console.log(`Pearson r(score, mos_complexity) all rows:       ${rAll.toFixed(4)}  (target >= 0.85)`);
console.log(`Pearson r(score, mos_complexity) wikipedia rows: ${rWiki.toFixed(4)}  (target >= 0.80)`);
console.log(
  `leicht_mono sentence below standard_mono sentence: ${(pairShare(leichtScores, standardScores) * 100).toFixed(2)} % of ${leicht.length} x ${standard.length} pairs (target >= 97 %)`,
);
console.log(
  `leicht_mono sentences in A1/A2: ${(easyShare * 100).toFixed(1)} %; levels ${JSON.stringify(Object.fromEntries(levels))}`,
);
