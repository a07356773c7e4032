// Evaluates the rule checker on the development data (path as argument; never shipped):
//   node --import tsx scripts/eval-rules.ts /work/shared/data/eval-dev
// 1. AUC of "findings per sentence" (profile leicht) separating standard_mono (Wikipedia) from
//    leicht_mono (Hurraki, TextComplexityDE Leichte Sprache, Offene Bibel via DEplain).
// 2. Agreement of the one-statement detector with the annotated `num_statements > 1` of the
//    Hurraki sentences (StaGE 2024) in leicht_mono.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkText } from "../packages/textkit/src/rules/check-text.ts";
import { countStatementsInText } from "../packages/textkit/src/rules/one-statement.ts";

type Row = { id: string; text: string; origin?: string; num_statements?: number };

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
  let agree = 0;
  let truePositive = 0;
  let predictedPositive = 0;
  let actualPositive = 0;
  for (const row of hurraki) {
    const predicted = countStatementsInText(row.text) > 1;
    const actual = (row.num_statements ?? 0) > 1;
    if (predicted === actual) agree += 1;
    if (predicted) predictedPositive += 1;
    if (actual) actualPositive += 1;
    if (predicted && actual) truePositive += 1;
  }
  console.log(
    `One-statement agreement with Hurraki num_statements > 1: ${agree}/${hurraki.length} = ${((agree / hurraki.length) * 100).toFixed(1)} % ` +
      `(precision ${(truePositive / Math.max(1, predictedPositive)).toFixed(3)}, recall ${(truePositive / Math.max(1, actualPositive)).toFixed(3)}, ` +
      `base rate ${((1 - actualPositive / hurraki.length) * 100).toFixed(1)} % "one")`,
  );
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main();
