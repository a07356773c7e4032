// A deadline gets a sentence of its own in Leichte Sprache: one statement per sentence, and the
// date the reader must act by stands out. "Sie müssen den Betrag bis zum 15. August 2025 auf das
// unten angegebene Konto überweisen." -> "Sie müssen den Betrag auf das unten angegebene Konto
// überweisen." + "Das müssen Sie bis zum 15. August 2025 machen."
import { MONTH_NAMES } from "../language/month-names.ts";
import { type Clause, dateEnd } from "./clause-tools.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";

/** Longer clauses only: a short one ("Bitte zahlen Sie bis zum 3. Mai.") is fine as it is. */
const MIN_WORDS = 13;
const NEGATION = /^(?:nicht|kein\p{Ll}*|nie|niemals)$/u;

/** "bis (spätestens) (zum) 15. August 2025" starting at `at`: its end, or `at`. */
function dateDeadlineEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== "bis") return at;
  let next = at + 1;
  if (tokens[next]?.text === "spätestens") next += 1;
  if (tokens[next]?.text === "zum") next += 1;
  const end = dateEnd(tokens, next);
  // A day with its month ("15. August 2025"), not a clock time ("bis spätestens 12 Uhr").
  return tokens.slice(next, end).some((token) => MONTH_NAMES.includes(token.text)) ? end : at;
}

const SPAN_COUNT = /^(?:\d+|einem|einer|zwei|drei|vier)$/;
const SPAN_UNIT = /^(?:Tag|Tagen|Woche|Wochen|Monat|Monaten)$/;
const SPAN_OWNER = /^(?:der|dem|seiner|ihrer|Ihrer|dieser)$/;

/**
 * "innerhalb von einem Monat (nach (seiner) Bekanntgabe / nach Zugang von diesem Schreiben)"
 * starting at `at`: its end, or `at`.
 */
function spanDeadlineEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== "innerhalb" || tokens[at + 1]?.text !== "von") return at;
  if (!SPAN_COUNT.test(tokens[at + 2]?.text ?? "") || !SPAN_UNIT.test(tokens[at + 3]?.text ?? "")) return at;
  let end = at + 4;
  if (tokens[end]?.text !== "nach") return end;
  let next = end + 1;
  if (SPAN_OWNER.test(tokens[next]?.text ?? "")) next += 1;
  if (!isCapitalised(tokens[next]?.text ?? "")) return end;
  end = next + 1;
  // "nach Zugang von diesem Schreiben", "nach Bekanntgabe des Bescheids", "nach der Geburt Ihres
  // Kindes": the phrase that belongs to the noun goes with it (or the clause keeps a torn piece).
  const owner = tokens[end]?.text === "von" ? end + 1 : end;
  if (owner > end || GENITIVE_DETERMINER.test(tokens[owner]?.text ?? "")) {
    let noun = owner + 1;
    while (noun < tokens.length && !isCapitalised(tokens[noun]?.text ?? "")) noun += 1;
    if (noun > owner + 3 || noun >= tokens.length) return at;
    end = noun + 1;
  }
  return end;
}

const STATE_VERBS = /(?:^sein|^haben|^werden|rechnen|bleiben|warten|wohnen|leben|gelten|dauern)$/;
const LIMITED_NOUNS = /^(?:Frist|Fristen|Öffnungszeiten|Sprechzeiten|Zeiten|Regel|Regeln|Angebot)$/;

/** Nouns of time that a following "bis …" closes as their span ("die Zeit bis zum 3. Mai"). */
const SPAN_NOUN = /^(?:Zeit|Zeitraum|Monate|Jahre|Wochen|Tage)$/;

const GENITIVE_DETERMINER =
  /^(?:des|der|eines|einer|Ihres|Ihrer|seines|seiner|ihres|ihrer|dieses|dieser|diesem|dem)$/;

function deadlineEnd(tokens: readonly Token[], at: number): number {
  // "für die Zeit bis zum 3. Mai", "vom 1. März bis zum 3. Mai", "für Mai bis Juli": the end of a
  // span, no deadline; so is anything after a month name or a span word just before it.
  const before = tokens.slice(Math.max(0, at - 4), at);
  if (
    SPAN_NOUN.test(tokens[at - 1]?.text ?? "") ||
    before.some((token) => MONTH_NAMES.includes(token.text) || /^\d+$/.test(token.text))
  )
    return at;
  const date = dateDeadlineEnd(tokens, at);
  return date > at ? date : spanDeadlineEnd(tokens, at);
}

/**
 * "Sie müssen … bis zum DATE … V." -> "Sie müssen … V." + "Das müssen Sie bis zum DATE machen.";
 * "Bitte V Sie … bis zum DATE …" -> "Bitte V Sie ….” + "Bitte machen Sie das bis zum DATE." Only a
 * clause of 13 words or more that asks the reader to act ("Sie müssen" or "Bitte … Sie"), without a
 * negation or a comma, with one deadline that is not its last words. Undefined otherwise.
 */
export function splitDeadline(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  // A point only inside a date ("15. August"); no comma or other mark.
  if (tokens.some((token) => (token.kind === "p" && token.text !== ".") || NEGATION.test(token.text)))
    return undefined;
  // "Sie müssen/können …" or, after a phrase put first, "Gegen diesen Bescheid können Sie …".
  const modalAt = tokens.findIndex(
    (token, index) =>
      index <= 4 &&
      /^(?:müssen|können)$/.test(token.text) &&
      (index === 1 ? tokens[0]?.text === "Sie" : tokens[index + 1]?.text === "Sie"),
  );
  const modal = tokens[modalAt]?.text;
  const please = /^bitte$/i.test(tokens[0]?.text ?? "") && tokens[2]?.text === "Sie";
  if (modal === undefined && !please) return undefined;
  const starts = tokens.map((_, index) => index).filter((index) => deadlineEnd(tokens, index) > index);
  const [start] = starts;
  if (start === undefined || starts.length !== 1) return undefined;
  // A state or an expectation is no act to finish by a date ("… gemeldet sein", "… mit einer
  // Nachzahlung rechnen", "Bitte haben Sie … Geduld"); a date that limits a rule or a period ("die
  // Frist bis zum …", "die Öffnungszeiten bis zum …"); "oder auch später" that the date would cover.
  const verb = tokens.at(-1)?.text ?? "";
  if (STATE_VERBS.test(verb) || /^(?:haben|sein)$/.test(tokens[1]?.text ?? "")) return undefined;
  if (LIMITED_NOUNS.test(tokens[start - 1]?.text ?? "")) return undefined;
  if (tokens.some((token) => /^(?:später|danach|anschließend)$/.test(token.text))) return undefined;
  const end = deadlineEnd(tokens, start);
  // The deadline must sit inside the clause, so that what is left still ends in its verb.
  if (end >= tokens.length) return undefined;
  const rest = [...tokens.slice(0, start), ...tokens.slice(end)];
  const deadline = tokens.slice(start, end);
  const second =
    modal !== undefined
      ? [word("Das"), word(modal), word("Sie"), ...deadline, word("machen")]
      : [word("Bitte"), word("machen"), word("Sie"), word("das"), ...deadline];
  return [
    { ...clause, tokens: rest },
    { tokens: second, end: "." },
  ];
}
