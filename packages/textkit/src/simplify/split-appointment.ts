// "Der Termin findet am Dienstag, den 3. Juni 2025, um 9:30 Uhr in unserem Dienstgebäude, Zimmer
// 214, statt." -> "Der Termin ist am Dienstag, den 3. Juni 2025, um 9:30 Uhr." + "Der Termin ist in
// unserem Dienstgebäude, Zimmer 214.": an event's time and place, each with a plain "ist" (also for
// "Die Übergabe erfolgt am …").

import { NEGATION_WORDS } from "../language/negation-words.ts";
import type { Clause } from "./clause-tools.ts";
import { subjectAt } from "./clause-tools.ts";
import { countWords, type Token, word } from "./tokens.ts";

const VERBS: Readonly<Record<string, string>> = {
  findet: "ist",
  finden: "sind",
  fand: "war",
  fanden: "waren",
};
/** "Die Übergabe erfolgt am 31. August": the same without a particle. */
const PLAIN_VERBS: Readonly<Record<string, string>> = {
  erfolgt: "ist",
  erfolgen: "sind",
  erfolgte: "war",
  erfolgten: "waren",
};
/** Prepositions that open a time ("am Dienstag", "um 9 Uhr", "vom 3. bis 5. Mai"). */
const TIME_STARTS = /^(?:am|um|ab|vom|von|bis|zwischen|gegen)$/;
/** Prepositions that open a place ("in der Aula", "im Rathaus", "bei uns"). */
const PLACE_STARTS = /^(?:in|im|bei|beim|auf)$/;
const WEEKDAYS =
  /^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Wochenende|Vormittag|Nachmittag|Abend|Morgen)$/;
const MONTHS = /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/;
/** Words a time phrase may hold besides numbers, weekdays and months. */
const TIME_WORDS =
  /^(?:den|dem|der|Uhr|bis|und|,|\.|:|nächsten|kommenden|Ende|Anfang|Mitte|jeweils|immer|täglich|wöchentlich|heute|morgen|übermorgen|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)$/;
const MAX_SUBJECT = 4;
/** Shorter sentences keep time and place together (only the verb becomes "ist"). */
const SPLIT_FROM_WORDS = 11;

/** Words that make a phrase a time: "von 732 von 100" is none ("Hebesatz von 732 Prozent"). */
const TIME_ANCHORS =
  /^(?:Uhr|heute|morgen|übermorgen|täglich|wöchentlich|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|Ende|Anfang|Mitte|nächsten|kommenden)$/;

/** The phrase names a day, a month, an hour or a year (not just numbers). */
function hasTimeAnchor(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      WEEKDAYS.test(token.text) ||
      MONTHS.test(token.text) ||
      TIME_ANCHORS.test(token.text) ||
      /^(?:19|20)\d\d$/.test(token.text) ||
      (token.kind === "n" && tokens[index + 1]?.text === "."),
  );
}

/** "auf dem Parkplatz" is a place, "auf Grundlage", "auf Antrag" are not (no article). */
const PLACE_AUF_NEXT = /^(?:dem|der|den|einem|einer|unserem|unserer|Ihrem|Ihrer|diesem|dieser)$/;

function isTimeToken(token: Token): boolean {
  return (
    token.kind === "n" || WEEKDAYS.test(token.text) || MONTHS.test(token.text) || TIME_WORDS.test(token.text)
  );
}

/** Index where the place phrase starts, or undefined; the time part must be all time words. */
function timeThenPlace(middle: readonly Token[]): number | undefined {
  if (!TIME_STARTS.test(middle[0]?.text ?? "")) return undefined;
  const place = middle.findIndex((token, index) => index > 0 && PLACE_STARTS.test(token.text));
  const end = place < 0 ? middle.length : place;
  const time = middle.slice(0, end);
  return time.every((token) => TIME_STARTS.test(token.text) || isTimeToken(token)) && hasTimeAnchor(time)
    ? end
    : undefined;
}

/** Index where the time phrase starts after a place, or undefined. */
function placeThenTime(middle: readonly Token[]): number | undefined {
  if (!PLACE_STARTS.test(middle[0]?.text ?? "")) return undefined;
  if (middle[0]?.text === "auf" && !PLACE_AUF_NEXT.test(middle[1]?.text ?? "")) return undefined;
  const time = middle.findIndex(
    (token, index) =>
      index > 0 &&
      TIME_STARTS.test(token.text) &&
      middle.slice(index + 1).every((rest) => TIME_STARTS.test(rest.text) || isTimeToken(rest)) &&
      hasTimeAnchor(middle.slice(index + 1)),
  );
  return time < 0 ? middle.length : time;
}

const trimCommas = (tokens: readonly Token[]): Token[] => {
  let start = 0;
  let end = tokens.length;
  while (tokens[start]?.text === ",") start += 1;
  while (end > start && tokens[end - 1]?.text === ",") end -= 1;
  return tokens.slice(start, end);
};

/**
 * "SUBJECT findet/fand TIME PLACE statt." or "SUBJECT erfolgt TIME PLACE." (either order) -> "SUBJECT ist TIME." + "SUBJECT ist
 * PLACE." from 11 words on, else one clause with "ist". Only a short subject first, only time and
 * place phrases between the verb and "statt"; anything else stays as it is.
 */
export function splitAppointment(clause: Clause, formal: boolean): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== ".") return undefined;
  const subject = subjectAt(tokens, 0, formal);
  if (subject === undefined || subject.end > MAX_SUBJECT) return frontedTime(clause);
  const verb = tokens[subject.end];
  // "findet … statt" or "erfolgt …" (no particle).
  const particle = tokens.at(-1)?.text === "statt" ? 1 : 0;
  const copula = (particle ? VERBS : PLAIN_VERBS)[verb?.text ?? ""];
  if (verb === undefined || copula === undefined) return undefined;
  const middle = tokens.slice(subject.end + 1, tokens.length - particle);
  if (middle.length === 0) return undefined;
  const boundary = timeThenPlace(middle) ?? placeThenTime(middle);
  if (boundary === undefined) return undefined;
  const head = tokens.slice(0, subject.end);
  const be = { ...word(copula), space: true };
  const words = countWords(tokens);
  const first = trimCommas(middle.slice(0, boundary));
  const second = trimCommas(middle.slice(boundary));
  if (second.length === 0 || words < SPLIT_FROM_WORDS)
    return [{ tokens: [...head, be, ...trimCommas(middle)], end }];
  const again = head.map((token, index) => (index === 0 ? { ...token, space: false } : token));
  return [
    { tokens: [...head, be, ...first], end },
    {
      tokens: [
        ...again,
        be,
        ...second.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      ],
      end,
    },
  ];
}

/**
 * "Am Freitag, dem 14. März, findet an unserer Schule ein Elternabend statt." -> "Am Freitag, dem
 * 14. März, ist an unserer Schule ein Elternabend.": a time phrase first, then "findet … statt"
 * (or "erfolgt"), no negation ("findet nicht statt" means it is cancelled).
 */
function frontedTime({ tokens, end }: Clause): Clause[] | undefined {
  if (!TIME_STARTS.test(tokens[0]?.text ?? "")) return undefined;
  const verb = tokens.findIndex(
    (token) => VERBS[token.text] !== undefined || PLAIN_VERBS[token.text] !== undefined,
  );
  if (verb < 2 || !tokens.slice(1, verb).every((token) => TIME_STARTS.test(token.text) || isTimeToken(token)))
    return undefined;
  const finite = tokens[verb] as Token;
  const particle = tokens.at(-1)?.text === "statt" ? 1 : 0;
  const copula = (particle ? VERBS : PLAIN_VERBS)[finite.text];
  const rest = tokens.slice(verb + 1, tokens.length - particle);
  if (copula === undefined || rest.length === 0) return undefined;
  if (rest.some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase())))
    return undefined;
  return [{ tokens: [...tokens.slice(0, verb), { ...finite, text: copula }, ...rest], end }];
}
