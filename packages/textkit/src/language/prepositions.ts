// Prepositions (lower case) that open a noun phrase: "in", "mit", "für" …; contracted forms ("im",
// "zum") are listed where they are needed.

export const PREPOSITIONS: ReadonlySet<string> = new Set([
  "in",
  "an",
  "auf",
  "aus",
  "bei",
  "mit",
  "nach",
  "von",
  "zu",
  "für",
  "über",
  "unter",
  "vor",
  "hinter",
  "neben",
  "zwischen",
  "durch",
  "gegen",
  "ohne",
  "um",
  "seit",
]);

/** Prepositions that always take the dative ("mit dem Antrag", "gegenüber Ihren Kindern"). */
export const DATIVE_PREPOSITIONS: ReadonlySet<string> = new Set([
  "aus",
  "bei",
  "mit",
  "nach",
  "seit",
  "von",
  "zu",
  "gegenüber",
]);

/** Prepositions that always take the accusative ("für den Antrag"). */
export const ACCUSATIVE_PREPOSITIONS: ReadonlySet<string> = new Set(["durch", "für", "gegen", "ohne", "um"]);
