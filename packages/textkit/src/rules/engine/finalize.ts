// Makes findings well-formed whatever a rule produced: inside the text, start < end, never
// splitting a surrogate pair, sorted by position.
import type { Finding } from "../types.ts";

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Widens a span so that it starts and ends on code-point boundaries; undefined if empty. */
export function clampSpan(
  text: string,
  start: number,
  end: number,
): { start: number; end: number } | undefined {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return undefined;
  let from = Math.max(0, Math.min(Math.trunc(start), text.length));
  let to = Math.max(0, Math.min(Math.trunc(end), text.length));
  if (from >= to) return undefined;
  if (from > 0 && isLowSurrogate(text.charCodeAt(from)) && isHighSurrogate(text.charCodeAt(from - 1)))
    from -= 1;
  if (to < text.length && isLowSurrogate(text.charCodeAt(to)) && isHighSurrogate(text.charCodeAt(to - 1)))
    to += 1;
  return { start: from, end: to };
}

/** Valid findings sorted by start, then end, then rule id. */
export function finalizeFindings(text: string, findings: Finding[]): Finding[] {
  const valid: Finding[] = [];
  for (const finding of findings) {
    const span = clampSpan(text, finding.start, finding.end);
    if (span === undefined) continue;
    finding.start = span.start;
    finding.end = span.end;
    valid.push(finding);
  }
  return valid.sort((a, b) => a.start - b.start || a.end - b.end || (a.ruleId < b.ruleId ? -1 : 1));
}
