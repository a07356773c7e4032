import type { RuleFinding } from "@leicht/contracts";

export type Segment =
  | { kind: "text"; text: string }
  /** `findings` are indexes into the sorted findings list; overlapping findings share one mark. */
  | { kind: "mark"; text: string; findings: number[] };

/** Findings in reading order; offsets are clamped to the text, empty or inverted ranges dropped. */
export function sortFindings(findings: readonly RuleFinding[], textLength: number): RuleFinding[] {
  return findings
    .map((finding) => ({
      ...finding,
      start: Math.max(0, Math.min(finding.start, textLength)),
      end: Math.max(0, Math.min(finding.end, textLength)),
    }))
    .filter((finding) => finding.end > finding.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Splits the text into plain runs and marks; overlapping findings are merged into one mark. */
export function findingSegments(text: string, sorted: readonly RuleFinding[]): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  let current: { start: number; end: number; findings: number[] } | null = null;
  const flush = () => {
    if (!current) return;
    if (current.start > cursor) segments.push({ kind: "text", text: text.slice(cursor, current.start) });
    segments.push({ kind: "mark", text: text.slice(current.start, current.end), findings: current.findings });
    cursor = current.end;
    current = null;
  };
  sorted.forEach((finding, index) => {
    if (current && finding.start < current.end) {
      current.end = Math.max(current.end, finding.end);
      current.findings.push(index);
      return;
    }
    flush();
    current = { start: finding.start, end: finding.end, findings: [index] };
  });
  flush();
  if (cursor < text.length) segments.push({ kind: "text", text: text.slice(cursor) });
  return segments;
}
