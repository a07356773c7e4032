// Rule 11: no old or historic years ("vor langer Zeit" instead of 1871). A year is a 4-digit
// number 1000-2099 read as a year (see isYearToken) older than the profile's age limit.
import { isYearToken } from "./engine/numbers.ts";
import type { SentenceRule } from "./types.ts";

export const oldYears: SentenceRule = {
  id: "old-years",
  scope: "sentence",
  messages: {
    default: {
      de: "Alte Jahreszahl „{year}“. Schreiben Sie zum Beispiel „vor {age} Jahren“ oder „vor langer Zeit“.",
      leicht: "Die Jahres-Zahl ist alt. Schreiben Sie: vor langer Zeit.",
    },
  },
  check(sentence, { profile, currentYear }, report) {
    for (const token of sentence.tokens) {
      if (token.kind !== 2 || !isYearToken(sentence, token)) continue;
      const year = Number(token.text);
      const age = currentYear - year;
      if (age <= profile.thresholds.oldYearAge) continue;
      report({ start: token.start, end: token.end, values: { year, age } });
    }
  },
};
