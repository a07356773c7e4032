import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text.ts";
import { RULE_IDS } from "./registry.ts";
import type { ProfileName } from "./types.ts";

/** Hand-labelled sentences, one file per rule: {"text", "expected": rule fires?, "profile"?}. */
type Row = { text: string; expected: boolean; profile?: ProfileName };
const FIXTURES = new URL("../../fixtures/rules/", import.meta.url);

function readFixtures(): Map<string, Row[]> {
  const byRule = new Map<string, Row[]>();
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith(".jsonl"))) {
    const rows = readFileSync(new URL(file, FIXTURES), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Row);
    byRule.set(file.replace(/\.jsonl$/u, ""), rows);
  }
  return byRule;
}

function fires(rule: string, row: Row): boolean {
  const result = checkText(row.text, {
    profile: row.profile ?? "leicht",
    options: { only: [rule], questionsAllowed: false, currentYear: 2026 },
  });
  return result.findings.some((finding) => finding.ruleId === rule);
}

const fixtures = readFixtures();

describe("rule accuracy on the hand-labelled fixtures", () => {
  it("has at least 300 sentences with positive and negative cases for every rule", () => {
    const total = [...fixtures.values()].reduce((sum, rows) => sum + rows.length, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    for (const id of RULE_IDS) {
      const rows = fixtures.get(id) ?? [];
      expect(
        rows.some((row) => row.expected),
        id,
      ).toBe(true);
      expect(
        rows.some((row) => !row.expected),
        id,
      ).toBe(true);
    }
  });

  it("reaches precision >= 0.9 and recall >= 0.8 for every rule", () => {
    const lines: string[] = [];
    const misses: string[] = [];
    for (const id of RULE_IDS) {
      let truePositive = 0;
      let falsePositive = 0;
      let falseNegative = 0;
      for (const row of fixtures.get(id) ?? []) {
        const predicted = fires(id, row);
        if (predicted && row.expected) truePositive += 1;
        else if (predicted) {
          falsePositive += 1;
          misses.push(`${id} FP: ${row.text}`);
        } else if (row.expected) {
          falseNegative += 1;
          misses.push(`${id} FN: ${row.text}`);
        }
      }
      const precision = truePositive / Math.max(1, truePositive + falsePositive);
      const recall = truePositive / Math.max(1, truePositive + falseNegative);
      lines.push(
        `${id.padEnd(20)} P ${precision.toFixed(2)}  R ${recall.toFixed(2)}  (tp ${truePositive}, fp ${falsePositive}, fn ${falseNegative})`,
      );
      expect.soft(precision, `${id} precision`).toBeGreaterThanOrEqual(0.9);
      expect.soft(recall, `${id} recall`).toBeGreaterThanOrEqual(0.8);
    }
    console.info(
      `Rule accuracy on fixtures:\n${lines.join("\n")}${misses.length ? `\nMisses:\n${misses.join("\n")}` : ""}`,
    );
  });
});
