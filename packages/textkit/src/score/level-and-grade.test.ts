import { describe, expect, it } from "vitest";
import { scoreFromMos } from "./complexity-scale.ts";
import { gerLevel } from "./ger-level.ts";
import { schoolGrade } from "./school-grade.ts";

describe("level and grade cut-offs", () => {
  it.each([
    [75, "C1", 11],
    [65, "B2", 10],
    [60, "B2", 9],
    [40, "A2", 5],
    [35, "A2", 5],
    [30, "A2", 4],
    [25, "A1", 3],
    [20, "A1", 2],
    [15, "A1", 2],
  ])("maps score %i to %s and grade %i exactly (spec rows)", (score, level, grade) => {
    expect(gerLevel(score)).toBe(level);
    expect(schoolGrade(score)).toBe(grade);
  });

  it("is monotone over the whole scale", () => {
    const levels = ["A1", "A2", "B1", "B2", "C1", "C2"];
    for (let score = 0; score < 100; score += 0.5) {
      expect(levels.indexOf(gerLevel(score + 0.5))).toBeGreaterThanOrEqual(levels.indexOf(gerLevel(score)));
      expect(schoolGrade(score + 0.5)).toBeGreaterThanOrEqual(schoolGrade(score));
    }
  });

  it("maps MOS monotonically into 0..100", () => {
    expect(scoreFromMos(1)).toBe(20);
    expect(scoreFromMos(4)).toBe(65);
    expect(scoreFromMos(99)).toBe(100);
    expect(scoreFromMos(-5)).toBe(0);
    expect(scoreFromMos(Number.NaN)).toBe(0);
  });
});
