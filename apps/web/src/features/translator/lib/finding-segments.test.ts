import type { RuleFinding } from "@leicht/contracts";
import { describe, expect, it } from "vitest";
import { findingSegments, sortFindings } from "./finding-segments.ts";

const finding = (start: number, end: number, ruleId = "r"): RuleFinding => ({
  ruleId,
  severity: "warning",
  start,
  end,
  message: "m",
  message_leicht: "ml",
});

describe("finding marks", () => {
  const text = "Das Wohngeld wird nicht gezahlt.";

  it("marks each finding in place, in reading order", () => {
    const sorted = sortFindings([finding(18, 23, "neg"), finding(4, 12, "word")], text.length);
    expect(findingSegments(text, sorted)).toEqual([
      { kind: "text", text: "Das " },
      { kind: "mark", text: "Wohngeld", findings: [0] },
      { kind: "text", text: " wird " },
      { kind: "mark", text: "nicht", findings: [1] },
      { kind: "text", text: " gezahlt." },
    ]);
  });

  it("merges overlapping findings into one mark", () => {
    const sorted = sortFindings([finding(0, 12), finding(4, 23)], text.length);
    expect(findingSegments(text, sorted)[0]).toEqual({
      kind: "mark",
      text: "Das Wohngeld wird nicht",
      findings: [0, 1],
    });
  });

  it("clamps offsets past the end and drops empty ranges", () => {
    const sorted = sortFindings([finding(27, 99), finding(5, 5), finding(-3, -1)], text.length);
    expect(sorted).toHaveLength(1);
    expect(findingSegments(text, sorted).at(-1)).toEqual({ kind: "mark", text: "ahlt.", findings: [0] });
  });
});
