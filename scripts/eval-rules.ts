// Evaluates the rule checker on the development data (path as argument; never shipped):
//   node --import tsx scripts/eval-rules.ts /work/shared/data/eval-dev
// 1. AUC of "findings per sentence" (profile leicht) separating standard_mono (Wikipedia) from
//    leicht_mono (Hurraki, TextComplexityDE Leichte Sprache, Offene Bibel via DEplain).
// 2. Agreement of the one-statement detector with the annotated `num_statements > 1` of the
//    Hurraki sentences (StaGE 2024) in leicht_mono, counted per row with countStatementsInRow
//    (lines joined into one sentence; a row of several complete sentences counts 0, as StaGE does).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkText } from "../packages/textkit/src/rules/check-text.ts";
import { countStatementsInRow } from "../packages/textkit/src/rules/one-statement.ts";

type Row = { id: string; text: string; origin?: string; num_statements?: number; doc_id?: string };

/** Half 0 or 1 of a key (FNV-1a), for split-half checks of fitted thresholds. */
export function halfOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 1;
}

function readRows(path: string): Row[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Row);
}

/** Findings per checked sentence; `exclude` drops rules whose input the corpus lost (layout). */
function score(text: string, exclude: ReadonlySet<string>): number {
  const result = checkText(text, { profile: "leicht" });
  const count = result.findings.filter((finding) => !exclude.has(finding.ruleId)).length;
  return count / Math.max(1, result.sentences_checked);
}

/** Probability that a random positive scores above a random negative (ties count half). */
export function areaUnderCurve(positives: readonly number[], negatives: readonly number[]): number {
  const all = [
    ...positives.map((value) => ({ value, positive: true })),
    ...negatives.map((value) => ({ value, positive: false })),
  ];
  all.sort((a, b) => a.value - b.value);
  let rankSum = 0;
  for (let index = 0; index < all.length; ) {
    let end = index;
    while (end + 1 < all.length && all[end + 1]?.value === all[index]?.value) end += 1;
    const averageRank = (index + end + 2) / 2;
    for (let tie = index; tie <= end; tie += 1) if (all[tie]?.positive) rankSum += averageRank;
    index = end + 1;
  }
  const p = positives.length;
  const n = negatives.length;
  return (rankSum - (p * (p + 1)) / 2) / (p * n);
}

function main(): void {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write("Aufruf: node --import tsx scripts/eval-rules.ts <eval-dev-Ordner>\n");
    process.exit(2);
  }
  const leicht = readRows(join(dir, "leicht_mono.jsonl"));
  const standard = readRows(join(dir, "standard_mono.jsonl"));
  const started = performance.now();
  for (const [label, exclude] of [
    ["all rules", new Set<string>()],
    ["without sentences-per-line (layout lost in the corpus)", new Set(["sentences-per-line"])],
  ] as const) {
    const auc = areaUnderCurve(
      standard.map((row) => score(row.text, exclude)),
      leicht.map((row) => score(row.text, exclude)),
    );
    console.log(
      `AUC findings/sentence, standard_mono (${standard.length}) vs leicht_mono (${leicht.length}), ${label}: ${auc.toFixed(4)}`,
    );
  }
  const hurraki = leicht.filter(
    (row) => row.origin?.includes("Hurraki") && typeof row.num_statements === "number",
  );
  const agreeByHalf = [
    [0, 0],
    [0, 0],
  ];
  const agreeByDoc = [
    [0, 0],
    [0, 0],
  ];
  let agree = 0;
  let truePositive = 0;
  let predictedPositive = 0;
  let actualPositive = 0;
  for (const row of hurraki) {
    const predicted = countStatementsInRow(row.text) > 1;
    const actual = (row.num_statements ?? 0) > 1;
    const ok = predicted === actual ? 1 : 0;
    const half = agreeByHalf[halfOf(row.id)];
    const doc = agreeByDoc[halfOf(row.doc_id ?? row.id)];
    if (half) {
      half[0] = (half[0] ?? 0) + ok;
      half[1] = (half[1] ?? 0) + 1;
    }
    if (doc) {
      doc[0] = (doc[0] ?? 0) + ok;
      doc[1] = (doc[1] ?? 0) + 1;
    }
    agree += ok;
    if (predicted) predictedPositive += 1;
    if (actual) actualPositive += 1;
    if (predicted && actual) truePositive += 1;
  }
  const share = (pair: number[] | undefined): string =>
    `${(((pair?.[0] ?? 0) / Math.max(1, pair?.[1] ?? 0)) * 100).toFixed(1)} %`;
  console.log(
    `One-statement agreement with Hurraki num_statements > 1: ${agree}/${hurraki.length} = ${((agree / hurraki.length) * 100).toFixed(1)} % ` +
      `(precision ${(truePositive / Math.max(1, predictedPositive)).toFixed(3)}, recall ${(truePositive / Math.max(1, actualPositive)).toFixed(3)}, ` +
      `base rate ${((1 - actualPositive / hurraki.length) * 100).toFixed(1)} % "one")`,
  );
  console.log(
    `  split halves by row id: ${share(agreeByHalf[0])} / ${share(agreeByHalf[1])}; by document: ${share(agreeByDoc[0])} / ${share(agreeByDoc[1])}`,
  );
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
