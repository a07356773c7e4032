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
