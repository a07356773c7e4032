// checkText: runs every rule of a profile over a text and measures conformity.
import { segmentText } from "../segment/segment.ts";
import { clampSpan, finalizeFindings } from "./engine/finalize.ts";
import { formatMessage } from "./engine/format-message.ts";
import { buildSentenceViews } from "./engine/sentence-views.ts";
import { resolveProfile } from "./profiles.ts";
import { RULES } from "./registry.ts";
import type {
  CheckOptions,
  CheckResult,
  Finding,
  FindingDraft,
  ProfileName,
  Rule,
  RuleContext,
  Severity,
} from "./types.ts";

export type CheckTextOptions = { profile?: ProfileName; options?: CheckOptions };

const RANK: Readonly<Record<Severity, number>> = { info: 1, warning: 2, error: 3 };

/** A rule may lower a finding's severity below the profile level, never raise it above. */
function severityOf(level: Severity, requested: Severity | undefined): Severity {
  return requested !== undefined && RANK[requested] < RANK[level] ? requested : level;
}

function toFinding(rule: Rule, level: Severity, draft: FindingDraft): Finding {
  const messages = rule.messages[draft.key ?? "default"] ?? rule.messages.default;
  const finding: Finding = {
    ruleId: rule.id,
    severity: severityOf(level, draft.severity),
    start: draft.start,
    end: draft.end,
    message: formatMessage(messages?.de ?? rule.id, draft.values),
    message_leicht: formatMessage(messages?.leicht ?? rule.id, draft.values),
  };
  if (draft.suggestion !== undefined) finding.suggestion = draft.suggestion;
  return finding;
}

/**
 * Checks a text against the rules of a profile ("leicht" by default). Findings carry UTF-16
 * offsets into `text`. Conformity is the share of sentences without an error-level finding
 * (a finding belongs to the sentence it was reported in); a text without sentences has
 * conformity 1. Never throws: a non-string text is checked as "".
 */
export function checkText(text: unknown, { profile, options }: CheckTextOptions = {}): CheckResult {
  const input = typeof text === "string" ? text : "";
  const resolved = resolveProfile(profile, options);
  const currentYear =
    typeof options?.currentYear === "number" && Number.isFinite(options.currentYear)
      ? options.currentYear
      : new Date().getFullYear();
  const segmentation = segmentText(input);
  const sentences = buildSentenceViews(input, segmentation);
  const context: RuleContext = { text: input, profile: resolved, currentYear };
  const findings: Finding[] = [];
  const failed = new Uint8Array(sentences.length);

  for (const rule of RULES) {
    const level = resolved.levels[rule.id] ?? "off";
    if (level === "off") continue;
    const add = (sentenceIndex: number, draft: FindingDraft): void => {
      const span = clampSpan(input, draft.start, draft.end);
      if (span === undefined) return;
      draft.start = span.start;
      draft.end = span.end;
      const finding = toFinding(rule, level, draft);
      findings.push(finding);
      if (finding.severity === "error" && sentenceIndex >= 0 && sentenceIndex < failed.length) {
        failed[sentenceIndex] = 1;
      }
    };
    try {
      if (rule.scope === "text") {
        rule.check(sentences, { ...context, lines: segmentation.lines }, add);
      } else {
        for (const sentence of sentences)
          rule.check(sentence, context, (draft) => add(sentence.index, draft));
      }
    } catch {
      // A rule that fails on odd input reports nothing; the others still run.
    }
  }

  const final = finalizeFindings(input, findings);
  const counts: Record<string, number> = {};
  for (const finding of final) counts[finding.ruleId] = (counts[finding.ruleId] ?? 0) + 1;
  let failedCount = 0;
  for (const flag of failed) failedCount += flag;
  const checked = sentences.length;
  return {
    conformity: checked === 0 ? 1 : (checked - failedCount) / checked,
    findings: final,
    counts_per_rule: counts,
    sentences_checked: checked,
  };
}
