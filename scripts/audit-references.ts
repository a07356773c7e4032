// Audits error-level findings on human-written Leichte Sprache (dev data; path as argument):
//   node --import tsx scripts/audit-references.ts /work/shared/data/eval-dev [examples per rule]
// Reads parallel.jsonl rows with level "leicht", checks their `simple` text with profile leicht and
// prints the conformity (share of sentences without an error finding, pooled over all rows), the
// error findings per rule and example sentences. Good Leichte Sprache by professionals should
// mostly pass: an error here is a false positive or a rule whose level is too strict.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkText } from "../packages/textkit/src/rules/check-text.ts";
import { segmentText } from "../packages/textkit/src/segment/segment.ts";

type Row = { id: string; simple?: string; level?: string };

function main(): void {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write(
      "Aufruf: node --import tsx scripts/audit-references.ts <eval-dev-Ordner> [Beispiele]\n",
    );
    process.exit(2);
  }
  const examplesPerRule = Number(process.argv[3] ?? 20);
  const rows = readFileSync(join(dir, "parallel.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Row)
    .filter((row) => row.level === "leicht" && typeof row.simple === "string");
  let sentences = 0;
  let rowConformity = 0;
  let sentencesWithError = 0;
  const counts = new Map<string, number>();
  const examples = new Map<string, string[]>();
  for (const row of rows) {
    const text = row.simple ?? "";
    const result = checkText(text, { profile: "leicht" });
    sentences += result.sentences_checked;
    rowConformity += result.conformity;
    sentencesWithError += Math.round((1 - result.conformity) * result.sentences_checked);
    const spans = segmentText(text).sentences;
    for (const finding of result.findings) {
      if (finding.severity !== "error") continue;
      counts.set(finding.ruleId, (counts.get(finding.ruleId) ?? 0) + 1);
      const list = examples.get(finding.ruleId) ?? [];
      if (list.length < examplesPerRule) {
        const sentence = spans.find((span) => span.start <= finding.start && finding.start < span.end);
        const context = sentence
          ? text.slice(sentence.start, sentence.end)
          : text.slice(finding.start, finding.end);
        list.push(`[${text.slice(finding.start, finding.end)}] ${context.replace(/\s+/gu, " ")}`);
        examples.set(finding.ruleId, list);
      }
    }
  }
  console.log(
    `Rows ${rows.length}, sentences ${sentences}, with an error ${sentencesWithError}; ` +
      `conformity ${((sentences - sentencesWithError) / Math.max(1, sentences)).toFixed(3)} pooled, ${(rowConformity / Math.max(1, rows.length)).toFixed(3)} mean per row`,
  );
  for (const [rule, count] of [...counts].sort((a, b) => b[1] - a[1])) {
    console.log(`\n${rule}: ${count} error findings`);
    for (const example of examples.get(rule) ?? []) console.log(`  ${example}`);
  }
}

main();
