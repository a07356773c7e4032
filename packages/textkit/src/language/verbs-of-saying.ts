/** Verbs of saying (lemmas) after which a clause can be reported speech ("Er sagte, er sei krank"). */
export const VERBS_OF_SAYING: readonly string[] = [
  "sagen",
  "erzählen",
  "antworten",
  "meinen",
  "erklären",
  "behaupten",
  "berichten",
  "mitteilen",
  "schreiben",
];

/** Verbs that open or close direct speech ("Er sprach:", "„…“, fragte sie.", "Da rief er:"). */
export const INQUIT_VERBS: ReadonlySet<string> = new Set([...VERBS_OF_SAYING, "sprechen", "fragen", "rufen"]);

/** Verbs that introduce quoted words after a colon ("Er sagte:", "Sie fragte:", "Da rief er:"). */
export const VERBS_BEFORE_QUOTED_WORDS: ReadonlySet<string> = new Set([
  ...INQUIT_VERBS,
  "schreien",
  "befehlen",
  "erwidern",
]);
