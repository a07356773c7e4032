// The date a decision starts from gets a sentence of its own in Leichte Sprache: one statement per
// sentence, and the date stands out. "Darum bewilligen wir Ihnen ab dem 1. März 2026
// Arbeitslosengeld in Höhe von täglich 48,27 Euro." -> "Darum bewilligen wir Ihnen
// Arbeitslosengeld in Höhe von täglich 48,27 Euro." + "Das gilt ab dem 1. März 2026."
import { MONTH_NAMES } from "../language/month-names.ts";
import { type Clause, dateEnd } from "./clause-tools.ts";
import { finiteReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { isPastStatement, middleFieldPhrase } from "./middle-field-phrase.ts";
import { type Token, word } from "./tokens.ts";

/** A clause that already says what holds from when ("Die Regel gilt ab dem …"). */
const VALIDITY = /^(?:gilt|gelten|galt|galten|gegolten|gültig|geltend\p{Ll}*)$/u;
const YEAR_NOUN = /^(?:Jahr|Kalenderjahr)$/;
/**
 * A request or notice that the date belongs to ("Ihren Antrag auf Wohngeld ab dem 1. März", "die
 * Kündigung ab dem …"): the date is what was asked for, not when the decision holds.
 */
const REQUEST =
  /^(?:Antrag|Anträge|Antrags|Kündigung|Abmeldung|Anmeldung|Ummeldung|Wechsel|Umzug|Auszug|Einzug|Wunsch)$/;
/** Asking for the date ("Sie haben Elterngeld ab dem 1. März beantragt", "Sie melden sich ab … an"). */
const REQUEST_VERBS: ReadonlySet<string> = new Set([
  "beantragen",
  "kündigen",
  "anmelden",
  "abmelden",
  "ummelden",
]);

/** A verb of the clause asks for what the date belongs to: its finite form or its participle. */
function requestsIt(tokens: readonly Token[]): boolean {
  const particle = tokens.at(-1)?.text ?? "";
  return tokens.some(
    (token) =>
      pastParticipleLemmas(token).some((lemma) => REQUEST_VERBS.has(lemma)) ||
      finiteReadings(token).some(
        (reading) => REQUEST_VERBS.has(reading.lemma) || REQUEST_VERBS.has(`${particle}${reading.lemma}`),
      ),
  );
}

/**
 * "ab dem 1. März 2026", "ab Mai 2026", "ab dem Kalenderjahr 2025" starting at `at`: its end, or
 * `at`. A calendar date only, never "ab dem dritten Kind", "ab dem Alter von 18 Jahren" or
 * "ab sofort".
 */
function startDateEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== "ab") return at;
  const next = tokens[at + 1]?.text === "dem" ? at + 2 : at + 1;
  const year = (index: number) => /^\d{4}$/.test(tokens[index]?.text ?? "");
  if (next === at + 2 && YEAR_NOUN.test((tokens[next]?.text ?? "").replaceAll("·", "")) && year(next + 1))
    return next + 2;
  const end = dateEnd(tokens, next);
  const date = tokens.slice(next, end);
  // "ab dem 1. März 2026" (a day with its month and year) or "ab Mai 2026" (a month with its year).
  const monthAt = date.findIndex((token) => MONTH_NAMES.includes(token.text));
  if (monthAt < 0 || !year(next + monthAt + 1)) return at;
  if (next === at + 2 ? monthAt === 0 : monthAt !== 0) return at;
  return end;
}

/**
 * "Bei Ihnen stellen wir ab dem 14. November 2025 einen Grad der Behinderung von 50 fest." ->
 * "Bei Ihnen stellen wir einen Grad der Behinderung von 50 fest." + "Das gilt ab dem 14. November
 * 2025." Only a statement of 13 words or more whose start date sits in its middle field: after the
 * finite verb, no comma before it, a clause part after it, no negation before it, no range ("ab …
 * bis …"), no word that binds it ("erst ab …") and no "gilt" of its own. Undefined otherwise.
 */
export function splitStartDate(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  // "… gilt ab dem …" says it already; "Seit dem Umzug … ab dem …" has a time frame of its own.
  if (tokens.some((token) => VALIDITY.test(token.text) || /^seit$/i.test(token.text))) return undefined;
  const phrase = middleFieldPhrase(clause, startDateEnd);
  if (phrase === undefined) return undefined;
  const { start, end, before, after } = phrase;
  // What was paid, begun or asked for ("Sie haben ab dem 1. März Bürgergeld erhalten", "Ihre
  // Tochter hat ab dem 1. Oktober eine Ausbildung begonnen"): no decision that holds from the date.
  if (isPastStatement(tokens, phrase.finite) || requestsIt(tokens)) return undefined;
  // The request in the middle field, however long its object ("Wir lehnen Ihren Antrag auf
  // Leistungen zur Teilhabe am Arbeitsleben ab dem 1. März ab"); a lead ("Wegen Ihrer Anmeldung
  // vom …") only says why.
  const middle = before.slice(before.indexOf(phrase.finite) + 1);
  if (middle.some((token) => REQUEST.test(token.text.replaceAll("·", "")))) return undefined;
  // "ab dem 1. März 2026 um 10 Uhr": the time belongs to the date.
  if (after[0]?.text === "um" && after[1]?.kind === "n") return undefined;
  // "ab dem 1. März bis zum 30. Juni": a range stays whole.
  if (after[0]?.text === "bis" || tokens.some((token) => token.text === "bis")) return undefined;
  const date = tokens
    .slice(start, end)
    .map((token, index) => (index === 0 ? { ...token, space: true } : token));
  return [
    { ...clause, tokens: [...before, ...after] },
    { tokens: [{ ...word("Das"), space: false }, word("gilt"), ...date], end: ".", dated: true },
  ];
}
