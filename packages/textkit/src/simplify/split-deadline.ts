// A deadline gets a sentence of its own in Leichte Sprache: one statement per sentence, and the
// date the reader must act by stands out. "Sie müssen den Betrag bis zum 15. August 2025 auf das
// unten angegebene Konto überweisen." -> "Sie müssen den Betrag auf das unten angegebene Konto
// überweisen." + "Das müssen Sie bis zum 15. August 2025 machen." So does the period a long clause
// opens with: "Für den Zeitraum von Oktober 2025 bis März 2026 ergibt sich eine Überzahlung von
// 3.180 Euro." -> "Es geht um die Zeit von Oktober 2025 bis März 2026." + "Für diese Zeit ergibt
// sich eine Überzahlung von 3.180 Euro."
import { MONTH_NAMES } from "../language/month-names.ts";
import { type Clause, dateEnd } from "./clause-tools.ts";
import { finiteReadings, infinitiveLemmas } from "./lexicon-access.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";
import { NEGATION_WORD } from "./word-classes.ts";

/**
 * Longer clauses only: a short one ("Bitte zahlen Sie bis zum 3. Mai.") is fine as it is. The
 * length at which a clause is too long for Leichte Sprache, for the splits of its phrases here and
 * in split-despite-reminder.ts.
 */
export const MIN_WORDS = 13;

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
  if (tokens.some((token) => (token.kind === "p" && token.text !== ".") || NEGATION_WORD.test(token.text)))
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
  // "Sie müssen den Betrag bis zum 30. Juni zahlen oder in Raten bezahlen": two acts joined after an
  // infinitive; the date may limit one of them only, its own sentence would cover both. Not a bare
  // pair of verbs ("ausfüllen und unterschreiben") or of states ("ausgefüllt und unterschrieben").
  if (
    tokens.some(
      (token, index) =>
        /^(?:und|oder)$/.test(token.text) &&
        infinitiveLemmas(tokens[index - 1]).length > 0 &&
        index + 2 < tokens.length,
    )
  )
    return undefined;
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

/** The period's opening and the words that take its place: "Für den Zeitraum" -> "Für diese Zeit". */
const PERIOD_OPENERS: readonly { words: readonly string[]; replacement: readonly string[] }[] = [
  { words: ["Für", "den", "Zeitraum"], replacement: ["Für", "diese", "Zeit"] },
  { words: ["Im", "Zeitraum"], replacement: ["In", "dieser", "Zeit"] },
  { words: ["In", "der", "Zeit"], replacement: ["In", "dieser", "Zeit"] },
  { words: ["Für", "die", "Zeit"], replacement: ["Für", "diese", "Zeit"] },
];

/** A date or a month with its year: "1. April 2025", "Oktober 2025". */
export function periodDateEnd(tokens: readonly Token[], at: number): number {
  const end = dateEnd(tokens, at);
  return tokens.slice(at, end).some((token) => MONTH_NAMES.includes(token.text)) ? end : at;
}

/**
 * "Für den Zeitraum vom 1. April 2025 bis 30. September 2025 hat man … nicht gezahlt." -> "Es geht
 * um die Zeit vom 1. April 2025 bis 30. September 2025." + "Für diese Zeit hat man … nicht
 * gezahlt." Only a clause of 13 words or more that opens with the period (two dates, each with its
 * month) right before its finite verb. Undefined otherwise.
 */
export function splitPeriodLead(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  const opener = PERIOD_OPENERS.find(({ words }) =>
    words.every((text, index) =>
      index === 0 ? tokens[0]?.text.toLowerCase() === text.toLowerCase() : tokens[index]?.text === text,
    ),
  );
  if (opener === undefined) return undefined;
  const from = opener.words.length;
  if (!/^(?:von|vom)$/.test(tokens[from]?.text ?? "")) return undefined;
  const fromEnd = periodDateEnd(tokens, from + 1);
  if (fromEnd === from + 1 || tokens[fromEnd]?.text !== "bis") return undefined;
  const until = tokens[fromEnd + 1]?.text === "zum" ? fromEnd + 2 : fromEnd + 1;
  const end = periodDateEnd(tokens, until);
  const verb = tokens[end];
  if (end === until || verb === undefined || finiteReadings(verb).length === 0) return undefined;
  if (countWords(tokens.slice(end)) < 4) return undefined;
  // The first word keeps the case it had (the line's first letter is set later).
  const lowered = tokens[0]?.text !== opener.words[0];
  const period = [
    { ...word(lowered ? "es" : "Es"), space: tokens[0]?.space ?? false },
    word("geht"),
    word("um"),
    word("die"),
    word("Zeit"),
    ...tokens.slice(from, end),
  ];
  const [head, ...others] = opener.replacement.map((text) => word(text));
  const opened = head && {
    ...head,
    text: lowered ? head.text.toLowerCase() : head.text,
    space: tokens[0]?.space ?? false,
  };
  const frame = opened === undefined ? [] : [opened, ...others];
  return [
    { tokens: period, end: "." },
    { ...clause, tokens: [...frame, ...tokens.slice(end)] },
  ];
}

/** "zum 15. Februar, 15. Mai, 15. August und 15. November" starting at `at`: its dates and its end. */
function dueDates(tokens: readonly Token[], at: number): { dates: Token[][]; end: number } | undefined {
  if (tokens[at]?.text !== "zum") return undefined;
  const dates: Token[][] = [];
  let next = at + 1;
  for (;;) {
    const end = periodDateEnd(tokens, next);
    if (end === next) return undefined;
    dates.push(tokens.slice(next, end));
    const joint = tokens[end]?.text;
    if (joint === ",") next = end + 1;
    else if (joint === "und") {
      const last = tokens[end + 1]?.text === tokens[at]?.text ? end + 2 : end + 1;
      const close = periodDateEnd(tokens, last);
      if (close === last) return undefined;
      dates.push(tokens.slice(last, close));
      return { dates, end: close };
    } else return undefined;
    // "zum 15. Februar, 15. Mai": a further date after the comma, with or without "zum".
    if (tokens[next]?.text === tokens[at]?.text) next += 1;
  }
}

/**
 * "Die Grundsteuer ist in 4 Teilbeträgen von je 96,60 Euro zum 15. Februar, 15. Mai, 15. August
 * und 15. November fällig." -> "Die Grundsteuer ist in 4 Teilbeträgen von je 96,60 Euro fällig." +
 * "Die Termine sind: 15. Februar, 15. Mai, 15. August und 15. November." Only a clause of 13 words
 * or more with one list of two dates or more that its verb or adjective still follows.
 */
export function splitDueDates(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || countWords(tokens) < MIN_WORDS) return undefined;
  for (let at = 1; at < tokens.length; at += 1) {
    const found = dueDates(tokens, at);
    if (found === undefined) continue;
    // The clause ends in the dates or its last word(s), not an attribute of the dates ("von jedem Jahr").
    const after = tokens.slice(found.end);
    if (after.length > 2 || after.some((token) => token.kind !== "w")) return undefined;
    if (/^(?:von|vom|des|jedes|jeden|im|in)$/.test(after[0]?.text ?? "")) return undefined;
    const rest = [...tokens.slice(0, at), ...after];
    const listed = found.dates.flatMap((date, index) => [
      ...(index === 0
        ? []
        : [
            index === found.dates.length - 1
              ? word("und")
              : { ...word(","), kind: "p" as const, space: false },
          ]),
      ...date.map((token, position) => (position === 0 ? { ...token, space: true } : token)),
    ]);
    return [
      { ...clause, tokens: rest },
      {
        tokens: [
          { ...word("Die"), space: false },
          word("Termine"),
          word("sind"),
          { ...word(":"), kind: "p", space: false },
          ...listed,
        ],
        end: ".",
      },
    ];
  }
  return undefined;
}
