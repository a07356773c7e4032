// The two profiles: thresholds, switches and the level of every rule. Sources: research notes
// §1.2 (table) and §1.3; LT = LanguageTool de-DE-x-simple-language, ZH = Canton of Zurich prompts,
// MUC = MUCGPT, ACO = acolono config.
import type { CheckOptions, Profile, ProfileName, RuleLevel } from "./types.ts";

/** Leichte Sprache after DIN SPEC 33429 and the Netzwerk Leichte Sprache. */
export const LEICHT_PROFILE: Profile = {
  name: "leicht",
  // The Netzwerk uses the hyphen (01/2022 note: 80 % of checkers prefer it).
  separator: "hyphen",
  numbers: "digits",
  // LT's FRAGEN rule; its default is off and ZH recommends question headings, so only "info".
  questionsAllowed: false,
  // MUC allows acronyms in general use (WC, Lkw, ICE, ADAC).
  wellKnownAcronymsAllowed: true,
  thresholds: {
    // ACO/DIN SPEC "8-10" for the warning; error above ACO's hard limit of 15. LT and ZH name 12
    // as a maximum they recommend (LT's rule is a hint); human Leichte Sprache often has 11-15.
    sentenceWordsWarn: 10,
    sentenceWordsError: 15,
    // Bredel/Maaß: main clauses only.
    subordinateClausesAllowed: 0,
    // LT LANGES_WORT: 14 letters and more.
    longWordLetters: 14,
    // separateCompound separates from 10 letters.
    compoundLetters: 10,
    compoundParts: 2,
    rareWordZipf: 3.5,
    // LT ZAHLEN flags 3 digits; we start at 4 so that "100 Euro" passes (MUC: "15.000 Menschen").
    largeNumberDigits: 4,
    oldYearAge: 50,
  },
  levels: {
    "sentence-length": "error",
    "one-statement": "warning",
    "subordinate-clause": "error",
    passive: "error",
    genitive: "error",
    konjunktiv: "error",
    negation: "warning",
    praeteritum: "warning",
    "number-words": "warning",
    "large-numbers": "warning",
    "old-years": "warning",
    dates: "warning",
    "roman-numerals": "error",
    "special-characters": "error",
    abbreviations: "error",
    "long-words": "error",
    "rare-words": "warning",
    idioms: "error",
    "synonym-variation": "warning",
    nominalisations: "warning",
    "unclear-pronouns": "warning",
    "indirect-speech": "error",
    "cross-references": "error",
    "von-bis": "warning",
    questions: "info",
    "sentences-per-line": "warning",
  },
};

/** Einfache Sprache after DIN 8581-1 (about B1): subordinate clauses, genitive and Präteritum allowed. */
export const EINFACH_PROFILE: Profile = {
  name: "einfach",
  separator: "none",
  // ZH ES: 0-12 in words, 13 and above in digits.
  numbers: "words-up-to-12",
  questionsAllowed: true,
  wellKnownAcronymsAllowed: true,
  thresholds: {
    // LIMES citing DIN 8581-1: at most 15; HIX counts sentences over 20 words.
    sentenceWordsWarn: 15,
    sentenceWordsError: 20,
    subordinateClausesAllowed: 1,
    longWordLetters: 18,
    // ZH ES: hyphen only for compounds of 4 or more words.
    compoundLetters: 14,
    compoundParts: 4,
    rareWordZipf: 3,
    // ES groups 5 and more digits.
    largeNumberDigits: 5,
    oldYearAge: 100,
  },
  levels: {
    "sentence-length": "error",
    "one-statement": "info",
    "subordinate-clause": "warning",
    passive: "warning",
    genitive: "off",
    konjunktiv: "warning",
    negation: "info",
    praeteritum: "off",
    "number-words": "warning",
    "large-numbers": "info",
    "old-years": "off",
    dates: "warning",
    "roman-numerals": "warning",
    "special-characters": "warning",
    abbreviations: "warning",
    "long-words": "warning",
    "rare-words": "warning",
    idioms: "info",
    "synonym-variation": "warning",
    nominalisations: "warning",
    "unclear-pronouns": "info",
    "indirect-speech": "off",
    "cross-references": "info",
    "von-bis": "off",
    questions: "info",
    "sentences-per-line": "off",
  },
};

export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  leicht: LEICHT_PROFILE,
  einfach: EINFACH_PROFILE,
};

const SEPARATORS = new Set(["mediopunkt", "hyphen", "none"]);
const NUMBER_STYLES = new Set(["digits", "words-up-to-12"]);
const LEVELS = new Set<RuleLevel>(["error", "warning", "info", "off"]);

function finiteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** The profile with the caller's options applied; unknown or malformed options are ignored. */
export function resolveProfile(name: unknown, options: CheckOptions = {}): Profile {
  const base = name === "einfach" ? EINFACH_PROFILE : LEICHT_PROFILE;
  const safe: CheckOptions = typeof options === "object" && options !== null ? options : {};
  const thresholds = { ...base.thresholds };
  for (const [key, value] of Object.entries(safe.thresholds ?? {})) {
    if (key in thresholds && finiteNumber(value)) thresholds[key as keyof typeof thresholds] = value;
  }
  const levels: Record<string, RuleLevel> = { ...base.levels };
  for (const [key, value] of Object.entries(safe.levels ?? {})) {
    if (key in levels && LEVELS.has(value)) levels[key] = value;
  }
  if (Array.isArray(safe.only)) {
    const only = new Set(safe.only);
    for (const key of Object.keys(levels)) if (!only.has(key)) levels[key] = "off";
  }
  // Questions allowed switches the rule off, whatever the profile says.
  const questionsAllowed =
    typeof safe.questionsAllowed === "boolean" ? safe.questionsAllowed : base.questionsAllowed;
  if (questionsAllowed) levels.questions = "off";
  return {
    name: base.name,
    separator: SEPARATORS.has(safe.separator ?? "") ? (safe.separator ?? base.separator) : base.separator,
    numbers: NUMBER_STYLES.has(safe.numbers ?? "") ? (safe.numbers ?? base.numbers) : base.numbers,
    questionsAllowed,
    wellKnownAcronymsAllowed:
      typeof safe.wellKnownAcronymsAllowed === "boolean"
        ? safe.wellKnownAcronymsAllowed
        : base.wellKnownAcronymsAllowed,
    thresholds,
    levels,
  };
}
