// Types of the rule checker: findings, profiles, rules and the views rules read.
import type { Word } from "../segment/types.ts";
import type { WordFacts } from "./engine/word-facts.ts";

export type Severity = "error" | "warning" | "info";
/** A rule's level in a profile; "off" disables the rule. */
export type RuleLevel = Severity | "off";

export type ProfileName = "leicht" | "einfach";
export type Separator = "mediopunkt" | "hyphen" | "none";
/** "digits": every number as digits (Leichte Sprache); "words-up-to-12": 0-12 in words (Einfache Sprache). */
export type NumberStyle = "digits" | "words-up-to-12";

/** A place in the text that breaks a rule. Offsets are UTF-16 code units into the checked text. */
export type Finding = {
  ruleId: string;
  severity: Severity;
  start: number;
  end: number;
  /** German explanation. */
  message: string;
  /** The same in Leichte Sprache. */
  message_leicht: string;
  /** A replacement for text.slice(start, end), when the rule knows one. */
  suggestion?: string;
};

/** Thresholds of the rules; every profile sets all of them. */
export type Thresholds = {
  /** Words per sentence (segments split at ":" and ";"): warning above, error above. */
  sentenceWordsWarn: number;
  sentenceWordsError: number;
  /** Subordinate clauses allowed per sentence before the rule fires. */
  subordinateClausesAllowed: number;
  /** Letters from which a word that cannot be split is "long". */
  longWordLetters: number;
  /** Letters from which a compound should be separated (when a separator is set). */
  compoundLetters: number;
  /** Parts from which a compound should be separated. */
  compoundParts: number;
  /** Zipf below which a word is rare. */
  rareWordZipf: number;
  /** Digits from which a number is large (years excepted). */
  largeNumberDigits: number;
  /** Years more than this many years ago are "old". */
  oldYearAge: number;
};

export type Switches = {
  separator: Separator;
  numbers: NumberStyle;
  questionsAllowed: boolean;
  /** Well-known acronyms (WC, Lkw, ICE, ADAC, EU ...) pass. */
  wellKnownAcronymsAllowed: boolean;
};

export type Profile = Switches & {
  name: ProfileName;
  thresholds: Thresholds;
  levels: Readonly<Record<string, RuleLevel>>;
};

/** Overrides a caller may pass with the profile name. */
export type CheckOptions = Partial<Switches> & {
  thresholds?: Partial<Thresholds>;
  /** Per-rule level overrides, e.g. { questions: "off" }. */
  levels?: Readonly<Record<string, RuleLevel>>;
  /** Only run these rules (ids); default all. */
  only?: readonly string[];
  /** The current year for the old-years rule (default: the system clock). */
  currentYear?: number;
};

export type CheckResult = {
  /** Share of checked sentences without an error-level finding, 0..1 (1 for a text without sentences). */
  conformity: number;
  findings: Finding[];
  counts_per_rule: Record<string, number>;
  sentences_checked: number;
};

/** A word of a sentence with what the rules ask about it. */
export type Token = Word & {
  /** Position in the sentence. */
  index: number;
  lower: string;
  /** First character is upper case. */
  isCapitalised: boolean;
  /** Text between the previous token (or sentence start) and this one, trimmed of spaces. */
  before: string;
  facts: WordFacts;
};

export type SentenceView = {
  index: number;
  start: number;
  end: number;
  text: string;
  tokens: Token[];
  /** Text after the last token up to the sentence end ("." "?" ...). */
  after: string;
  /** Index of the line the sentence starts on. */
  lineIndex: number;
};

export type FindingDraft = {
  start: number;
  end: number;
  /** Message key in the rule's message table; default "default". */
  key?: string;
  /** Values for {placeholders} in the messages. */
  values?: Readonly<Record<string, string | number>>;
  suggestion?: string | undefined;
  /** Overrides the profile level for this finding (e.g. warning instead of error). */
  severity?: Severity;
};

export type RuleContext = {
  text: string;
  profile: Profile;
  currentYear: number;
};

export type Messages = Readonly<Record<string, { de: string; leicht: string }>>;

export type SentenceRule = {
  id: string;
  scope: "sentence";
  messages: Messages;
  check(sentence: SentenceView, context: RuleContext, report: (draft: FindingDraft) => void): void;
};

export type TextRule = {
  id: string;
  scope: "text";
  messages: Messages;
  check(
    sentences: readonly SentenceView[],
    context: RuleContext & { lines: ReadonlyArray<{ start: number; end: number }> },
    report: (sentenceIndex: number, draft: FindingDraft) => void,
  ): void;
};

export type Rule = SentenceRule | TextRule;
