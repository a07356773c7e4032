// `leicht eval --data <file.jsonl> [--level leicht|einfach] [--limit n] [--out file.json] [--dump file.jsonl]`
// Runs the rule-based engine over source/reference pairs and reports readability, rule conformity,
// sentence lengths, SARI, content-word recall, length ratio and latency (JSON plus a short table).
import { readFileSync, writeFileSync } from "node:fs";
import { analyzeText, type SimplifyLevel, translateText } from "@leicht/textkit";
import { checkText } from "@leicht/textkit/rules/check-text.ts";
import { contentWordRecall } from "@leicht/textkit/simplify/eval/content-recall.ts";
import { sariSentence } from "@leicht/textkit/simplify/eval/sari.ts";
import { sentenceStats } from "@leicht/textkit/simplify/eval/sentence-stats.ts";
import { parseOptions, writeJson } from "../io.ts";

type Row = { id: string; source: string; simple: string; level: string; granularity: string };

function readRows(file: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const parsed = JSON.parse(line) as Partial<Row>;
    if (typeof parsed.source !== "string" || typeof parsed.simple !== "string") continue;
    rows.push({
      id: String(parsed.id ?? rows.length),
      source: parsed.source,
      simple: parsed.simple,
      level: String(parsed.level ?? "unknown"),
      granularity: String(parsed.granularity ?? "sentence"),
    });
  }
  return rows;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number, digits = 3): number => Math.round(value * 10 ** digits) / 10 ** digits;

type Side = { score: number[]; fre: number[]; conformity: number[]; lengths: number[]; words: number[] };
const emptySide = (): Side => ({ score: [], fre: [], conformity: [], lengths: [], words: [] });

function measure(side: Side, text: string, level: SimplifyLevel): void {
  const report = analyzeText(text);
  side.score.push(report.average_readability_score);
  side.fre.push(report.metrics.flesch_amstad);
  side.conformity.push(checkText(text, { profile: level }).conformity);
  const stats = sentenceStats(text);
  side.lengths.push(...stats.lengths);
  side.words.push(report.metrics.words);
}

function summarise(side: Side) {
  return {
    score: round(mean(side.score), 2),
    flesch_amstad: round(mean(side.fre), 2),
    conformity: round(mean(side.conformity)),
    mean_sentence_length: round(mean(side.lengths), 2),
    share_sentences_le_12: round(
      side.lengths.filter((length) => length <= 12).length / Math.max(1, side.lengths.length),
    ),
    words: side.words.reduce((sum, value) => sum + value, 0),
  };
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    data: { type: "string" },
    level: { type: "string" },
    limit: { type: "string" },
    out: { type: "string" },
    dump: { type: "string" },
  });
  if (!values.data) throw new Error("--data <datei.jsonl> fehlt.");
  if (values.level !== undefined && values.level !== "leicht" && values.level !== "einfach")
    throw new Error(`--level muss leicht oder einfach sein (bekommen: ${values.level}).`);
  const level: SimplifyLevel = values.level === "einfach" ? "einfach" : "leicht";
  let rows = readRows(values.data);
  if (values.level) {
    const matching = rows.filter((row) => row.level === values.level);
    // No pairs of that level (the dev data has no "einfach" pairs): the unlabelled pairs are the
    // closest references (learner texts), and the user is told so.
    if (matching.length === 0) {
      const unlabelled = rows.filter((row) => row.level === "unknown");
      process.stderr.write(
        `Keine Paare mit level=${values.level} in der Datei; ausgewertet werden die ${unlabelled.length} Paare ohne Stufe (level=unknown).\n`,
      );
      rows = unlabelled;
    } else rows = matching;
  }
  if (rows.length === 0) throw new Error("Keine passenden Paare in der Datei.");
  if (values.limit) rows = rows.slice(0, Number(values.limit));
  const source = emptySide();
  const output = emptySide();
  const reference = emptySide();
  const sari: Record<string, number[]> = { sentence: [], document: [] };
  const recall: number[] = [];
  const ratio: number[] = [];
  const latency: number[] = [];
  const dump: string[] = [];
  for (const row of rows) {
    const started = performance.now();
    const result = translateText(row.source, { level });
    latency.push(performance.now() - started);
    measure(source, row.source, level);
    measure(output, result.simplified_text, level);
    measure(reference, row.simple, level);
    const granularity = row.granularity === "document" ? "document" : "sentence";
    const rowSari = sariSentence(row.source, result.simplified_text, [row.simple]).sari;
    sari[granularity]?.push(rowSari);
    const rowRecall = contentWordRecall(row.source, result.simplified_text);
    recall.push(rowRecall);
    ratio.push(result.word_count / Math.max(1, result.input_word_count));
    if (values.dump)
      dump.push(
        JSON.stringify({
          id: row.id,
          source: row.source,
          output: result.simplified_text,
          reference: row.simple,
          sari: round(rowSari, 2),
          recall: round(rowRecall, 2),
        }),
      );
  }
  if (values.dump) writeFileSync(values.dump, `${dump.join("\n")}\n`);
  const sourceCopySari = rows.map((row) => sariSentence(row.source, row.source, [row.simple]).sari);
  const report = {
    data: values.data,
    level,
    rows: rows.length,
    source: summarise(source),
    output: summarise(output),
    reference: summarise(reference),
    sari_sentence: round(mean(sari.sentence ?? []), 2),
    sari_document: round(mean(sari.document ?? []), 2),
    sari_copy_source: round(mean(sourceCopySari), 2),
    content_word_recall: round(mean(recall)),
    length_ratio: round(mean(ratio)),
    latency_ms: { mean: round(mean(latency), 2), p95: round(percentile(latency, 95), 2) },
  };
  if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  writeJson(report);
  const line = (name: string, ours: number | string, ref: number | string, src: number | string) =>
    `${name.padEnd(26)} ${String(ours).padStart(9)} ${String(ref).padStart(9)} ${String(src).padStart(9)}`;
  const table = [
    line("metric", "output", "reference", "source"),
    line("score (0-100, lower=easier)", report.output.score, report.reference.score, report.source.score),
    line(
      "Flesch-Amstad",
      report.output.flesch_amstad,
      report.reference.flesch_amstad,
      report.source.flesch_amstad,
    ),
    line("rule conformity", report.output.conformity, report.reference.conformity, report.source.conformity),
    line(
      "mean sentence length",
      report.output.mean_sentence_length,
      report.reference.mean_sentence_length,
      report.source.mean_sentence_length,
    ),
    line(
      "share sentences <= 12",
      report.output.share_sentences_le_12,
      report.reference.share_sentences_le_12,
      report.source.share_sentences_le_12,
    ),
    line("SARI sentence pairs", report.sari_sentence, "", report.sari_copy_source),
    line("SARI document pairs", report.sari_document, "", ""),
    line("content-word recall", report.content_word_recall, "", 1),
    line("length ratio", report.length_ratio, "", 1),
    line("latency ms mean / p95", `${report.latency_ms.mean}/${report.latency_ms.p95}`, "", ""),
  ];
  process.stderr.write(`${table.join("\n")}\n`);
  return 0;
}
