import type { ComplexityValues, GlossaryEntry, LanguageLevel, RuleFinding } from "@leicht/contracts";

/** What the output panel shows for one level. */
export type LevelOutput = {
  /** Markdown. */
  formatted: string;
  /** Plain text; the findings' offsets point into it. */
  plain: string;
  findings: RuleFinding[];
  /** Share of rules met, 0..1; null when not checked. */
  conformity: number | null;
  modelVersion: string | null;
  wordCount: number | null;
};

export type ComplexityData = {
  leichte: ComplexityValues | null;
  einfache: ComplexityValues | null;
  original: ComplexityValues | null;
};

export const EMPTY_COMPLEXITY: ComplexityData = { leichte: null, einfache: null, original: null };

export type Outputs = { leicht: LevelOutput | null; einfach: LevelOutput | null };

export const NO_OUTPUTS: Outputs = { leicht: null, einfach: null };

/** The visitor's work: what is saved locally and restored after an example. */
export type Work = {
  input: string;
  outputs: Outputs;
  lastTranslatedText: string;
  complexity: ComplexityData;
};

export const EMPTY_WORK: Work = {
  input: "",
  outputs: NO_OUTPUTS,
  lastTranslatedText: "",
  complexity: EMPTY_COMPLEXITY,
};

export type LevelKey = keyof Outputs;

export function levelKeyOf(level: LanguageLevel): LevelKey {
  return level === "einfache-sprache-2" ? "einfach" : "leicht";
}

export type GlossaryState =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "found"; term: string; entry: GlossaryEntry }
  | { status: "not-found"; term: string; suggestions: string[] }
  | { status: "error"; term: string };
