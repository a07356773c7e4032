import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/databases.ts";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/leicht.mjs");

/** Runs the real `leicht` command as a user would, with text on stdin. */
function leicht(args: string[], input = "") {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const letter =
  "Sehr geehrte Frau Yilmaz,\n\nIhr Antrag wird vom Jobcenter geprüft, weil die Unterlagen unvollständig sind. Bitte reichen Sie die Nachweise bis zum 15.04.2026 ein.";

describe("leicht CLI", () => {
  it("analyze: text on stdin gives a JSON report", () => {
    const { code, stdout } = leicht(["analyze"], letter);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.average_readability_score).toBeGreaterThan(0);
    expect(report.display_value).toBe(Math.round(100 - report.average_readability_score));
    expect(report.metrics.sentences).toBeGreaterThanOrEqual(3);
  });

  it("analyze --format jsonl: one line per input, an error line for an unreadable one", () => {
    const input = `${JSON.stringify({ id: "a", text: "Das ist kurz." })}\nkaputt\n${JSON.stringify({ id: 7 })}\n`;
    const { code, stdout } = leicht(["analyze", "--format", "jsonl"], input);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      id: "a",
      ger_language_level: expect.any(String),
      display_value: expect.any(Number),
    });
    expect(Object.keys(lines[0])).toEqual(
      expect.arrayContaining([
        "id",
        "average_readability_score",
        "ger_language_level",
        "estimated_grade_level",
        "metrics",
      ]),
    );
    expect(lines[1]).toMatchObject({ line: 2, error: "Zeile ist kein gültiges JSON." });
    expect(lines[2]).toMatchObject({ id: 7, error: expect.stringContaining("text") });
  });

  it("check: findings with offsets into the text", () => {
    const { code, stdout } = leicht(["check", "--profile", "leicht"], letter);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.conformity).toBeLessThan(1);
    const passive = result.findings.find((finding: { ruleId: string }) => finding.ruleId === "passive");
    expect(letter.slice(passive.start, passive.end)).toMatch(/wird/);
  });

  it("translate: Leichte Sprache with one sentence per line and the chosen separator", () => {
    const { code, stdout } = leicht(["translate", "--level", "leicht", "--separator", "hyphen"], letter);
    expect(code).toBe(0);
    expect(stdout).toContain("Deshalb");
    expect(stdout).not.toContain(", weil");
    expect(stdout).toContain("15. April 2026");
  });

  it("translate --format jsonl gives every field the issue names", () => {
    const input = `${JSON.stringify({ id: 1, text: "Der Antrag wird vom Amt geprüft." })}\n`;
    const { code, stdout } = leicht(["translate", "--level", "einfach", "--format", "jsonl"], input);
    expect(code).toBe(0);
    const line = JSON.parse(stdout.trim());
    expect(Object.keys(line)).toEqual(
      expect.arrayContaining([
        "id",
        "simplified_text",
        "formatted_text",
        "complexity",
        "rule_report",
        "simplification_model_version",
      ]),
    );
  });

  it("eval: reads source/reference pairs and reports SARI and conformity", () => {
    const dir = tempDir("leicht-cli-");
    const file = path.join(dir, "pairs.jsonl");
    writeFileSync(
      file,
      `${JSON.stringify({ id: "1", source: "Sie bekommen kein Geld, weil die Unterlagen fehlen.", simple: "Die Unterlagen fehlen.\nDeshalb bekommen Sie kein Geld.", level: "leicht", granularity: "sentence" })}\n`,
    );
    const { code, stdout } = leicht(["eval", "--data", file, "--level", "leicht"]);
    const einfach = leicht(["eval", "--data", file, "--level", "einfach"]);
    const wrong = leicht(["eval", "--data", file, "--level", "leichter"]);
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(0);
    expect(stdout).toMatch(/"sari_sentence": \d/);
    expect(stdout).toMatch(/"content_word_recall": \d/);
    // No einfach pairs and no unlabelled ones: a German error, not a table of zeros.
    expect(einfach.stderr).toContain("Keine Paare mit level=einfach");
    expect(einfach.stderr).toContain("Keine passenden Paare");
    expect(einfach.code).not.toBe(0);
    expect(wrong.stderr).toContain("--level muss leicht oder einfach sein");
  });

  it("rejects unknown commands and options with a German message", () => {
    const unknown = leicht(["zaubern"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unbekannter Befehl");
    const badOption = leicht(["analyze", "--farbe", "blau"], "Text.");
    expect(badOption.code).not.toBe(0);
    expect(badOption.stderr).toContain("Unbekannte Option. Erlaubt sind: --format <wert>");
  });

  it("prints the options of a command for --help", () => {
    const help = leicht(["translate", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Aufruf: leicht translate");
    expect(help.stdout).toContain("--level <wert>");
    expect(help.stdout).toContain("--explanations <wert>");
  });
});
