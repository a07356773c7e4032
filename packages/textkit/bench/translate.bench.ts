// Benchmark: rule-based translation of one Normseite (1,800 characters) per level.
// Run: node --import tsx packages/textkit/bench/translate.bench.ts  (prints a table, writes bench-results/translate.json)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { simplifyText } from "../src/simplify/pipeline.ts";
import type { SimplifyLevel } from "../src/simplify/types.ts";
import { translateText } from "../src/translate.ts";

const NORMSEITE = 1800;
const RUNS = 200;
/**
 * Runs before measuring. A server translates with compiled code; V8 goes on compiling the pipeline's
 * ~150 steps for the first few hundred calls (about 41 ms CPU per leicht call in the first 300, 19 ms
 * after), so with 20 warm-up runs the p95 measured the compiler, not the translation.
 */
const WARMUP = 300;

function normseite(): string {
  const letters = ["jobcenter", "wohngeld", "krankenkasse"].map((name) =>
    readFileSync(new URL(`../fixtures/letters/${name}.txt`, import.meta.url), "utf8"),
  );
  let text = "";
  for (let index = 0; text.length < NORMSEITE; index += 1) text += `${letters[index % letters.length]}\n\n`;
  const cut = text.lastIndexOf(".", NORMSEITE);
  return text.slice(0, cut + 1);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Figures = { mean: number; p50: number; p95: number; max: number; cpu_p50: number; cpu_p95: number };

/**
 * Wall-clock time and CPU time (process.cpuUsage, user + system) per run. On a loaded machine
 * the CPU time is the fairer "one core" figure: it does not count time spent waiting for a core.
 */
function measure(run: () => void): Figures {
  for (let index = 0; index < WARMUP; index += 1) run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    mean: round(times.reduce((sum, value) => sum + value, 0) / times.length),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? 0),
    cpu_p50: round(percentile(cpu, 50)),
    cpu_p95: round(percentile(cpu, 95)),
  };
}

const text = normseite();
const results: Record<string, unknown> = { characters: text.length, runs: RUNS, budget_p95_ms: 25 };
const header = ["mean", "p50", "p95", "max", "cpu_p50", "cpu_p95"];
const rows: string[] = [`${"case".padEnd(24)}${header.map((name) => name.padStart(9)).join("")}`];
results.load_average = (await import("node:os")).loadavg().map((value) => Math.round(value * 100) / 100);
for (const level of ["leicht", "einfach"] as SimplifyLevel[]) {
  const cases: Array<[string, () => void]> = [
    [`simplifyText ${level}`, () => simplifyText(text, { level })],
    [`translateText ${level}`, () => translateText(text, { level })],
  ];
  for (const [name, run] of cases) {
    const figures = measure(run);
    results[name] = figures;
    const cells = [figures.mean, figures.p50, figures.p95, figures.max, figures.cpu_p50, figures.cpu_p95];
    rows.push(`${name.padEnd(24)}${cells.map((value) => String(value).padStart(9)).join("")}`);
  }
}
process.stdout.write(
  `Normseite: ${text.length} characters, ${RUNS} runs (ms), load average ${String(results.load_average)}\n${rows.join("\n")}\n`,
);
const out = new URL("../../../bench-results/", import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL("translate.json", out), `${JSON.stringify(results, null, 2)}\n`);
