// "Der Termin findet am Dienstag, den 3. Juni 2025, um 9:30 Uhr in unserem Dienstgebäude, Zimmer
// 214, statt." -> "Der Termin ist am Dienstag, den 3. Juni 2025, um 9:30 Uhr." + "Der Termin ist in
// unserem Dienstgebäude, Zimmer 214.": an event's time and place, each with a plain "ist" (also for
// "Die Übergabe erfolgt am …").

import { MONTH_NAMES } from "../language/month-names.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { WEEKDAY_ADVERBS, WEEKDAY_NAMES } from "../language/weekday-names.ts";
import type { Clause } from "./clause-tools.ts";
import { subjectAt } from "./clause-tools.ts";
import { nounReadings } from "./lexicon-access.ts";
import { postalAddressClose } from "./passive-to-active.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";

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
const TIME_STARTS = /^(?:am|um|ab|vom|von|bis|zwischen|gegen|jeden|jede|jedes)$/;
/** Prepositions that open a place ("in der Aula", "im Rathaus", "bei uns"). */
const PLACE_STARTS = /^(?:in|im|bei|beim|auf)$/;
const DAYS = new Set([...WEEKDAY_NAMES, "Wochenende", "Vormittag", "Nachmittag", "Abend", "Morgen"]);
/** "montags", "dienstags", …: a time word of its own. */
const DAILY = new Set(WEEKDAY_ADVERBS);
/** Words a time phrase may hold besides numbers, weekdays and months. */
const TIME_WORDS =
  /^(?:den|dem|der|Uhr|bis|und|,|\.|:|nächsten|kommenden|Ende|Anfang|Mitte|jeweils|immer|täglich|wöchentlich|heute|morgen|übermorgen)$/;
const MAX_SUBJECT = 4;
/** Shorter sentences keep time and place together (only the verb becomes "ist"). */
const SPLIT_FROM_WORDS = 11;

/** Words that make a phrase a time: "von 732 von 100" is none ("Hebesatz von 732 Prozent"). */
const TIME_ANCHORS =
  /^(?:Uhr|heute|morgen|übermorgen|täglich|wöchentlich|Ende|Anfang|Mitte|nächsten|kommenden)$/;

/** The phrase names a day, a month, an hour or a year (not just numbers). */
function hasTimeAnchor(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      DAYS.has(token.text) ||
      DAILY.has(token.text) ||
      MONTH_NAMES.includes(token.text) ||
      TIME_ANCHORS.test(token.text) ||
      /^(?:19|20)\d\d$/.test(token.text) ||
      (token.kind === "n" && tokens[index + 1]?.text === "."),
  );
}

/** "auf dem Parkplatz" is a place, "auf Grundlage", "auf Antrag" are not (no article). */
const PLACE_AUF_NEXT = /^(?:dem|der|den|einem|einer|unserem|unserer|Ihrem|Ihrer|diesem|dieser)$/;

function isTimeToken(token: Token): boolean {
  return (
    token.kind === "n" ||
    DAYS.has(token.text) ||
    DAILY.has(token.text) ||
    MONTH_NAMES.includes(token.text) ||
    TIME_WORDS.test(token.text)
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
  const found = subjectAt(tokens, 0, formal);
  if (found === undefined) return frontedTime(clause);
  // "Der Termin zur Anhörung findet …": a "zur"/"zum" noun after the subject's noun belongs to it.
  const subject =
    /^(?:zur|zum)$/.test(tokens[found.end]?.text ?? "") &&
    nounReadings(tokens[found.end + 1]).length > 0 &&
    VERBS[tokens[found.end + 2]?.text ?? ""] !== undefined
      ? { end: found.end + 2 }
      : found;
  if (subject.end > MAX_SUBJECT) return frontedTime(clause);
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
  if (words < SPLIT_FROM_WORDS) return [{ tokens: [...head, be, ...trimCommas(middle)], end }];
  // "jeden Dienstag von 8:30 bis 12:00 Uhr und jeden Donnerstag von 14:00 bis 17:30 Uhr": two times,
  // the second with "auch".
  const phrases = [first, second]
    .filter((phrase) => phrase.length > 0)
    .flatMap((phrase) => timePair(phrase) ?? [phrase]);
  if (phrases.length < 2) return [{ tokens: [...head, be, ...trimCommas(middle)], end }];
  const again = head.map((token, index) => (index === 0 ? { ...token, space: false } : token));
  return phrases.map((phrase, index) => ({
    tokens: [
      ...(index === 0 ? head : again),
      be,
      ...phrase.map((token, at) => (at === 0 ? { ...token, space: true } : token)),
    ],
    end,
  }));
}

/** A time phrase that names its own hours or month on both sides ("um 9 Uhr", "im Mai"). */
function fullTime(tokens: readonly Token[]): boolean {
  return (
    tokens.some((token) => token.text === "Uhr") || tokens.some((token) => MONTH_NAMES.includes(token.text))
  );
}

/**
 * "jeden Dienstag von 8:30 bis 12:00 Uhr und jeden Donnerstag von 14:00 bis 17:30 Uhr" -> the two
 * times, the second with "auch" ("Die Sprechstunde ist auch jeden Donnerstag …"). Only when each
 * side names its hours or month ("am 3. und am 4. Mai" stays: its first day has no month).
 */
function timePair(phrase: readonly Token[]): Token[][] | undefined {
  if (!TIME_STARTS.test(phrase[0]?.text ?? "")) return undefined;
  const joins = phrase.flatMap((token, index) =>
    token.text === "und" && TIME_STARTS.test(phrase[index + 1]?.text ?? "") ? [index] : [],
  );
  if (joins.length !== 1) return undefined;
  const at = joins[0] as number;
  const left = trimCommas(phrase.slice(0, at));
  const right = trimCommas(phrase.slice(at + 1));
  if (!left.every((token) => TIME_STARTS.test(token.text) || isTimeToken(token))) return undefined;
  if (!right.every((token) => TIME_STARTS.test(token.text) || isTimeToken(token))) return undefined;
  if (!fullTime(left) || !fullTime(right)) return undefined;
  // The month or hours of the second part may belong to the first too ("am 3. Mai und am 4. Mai"
  // is fine; "um 9 Uhr am Montag und am Dienstag" is not split above).
  if (
    right.some((token) => MONTH_NAMES.includes(token.text)) !==
    left.some((token) => MONTH_NAMES.includes(token.text))
  )
    return undefined;
  return [left, [{ ...word("auch"), space: true }, ...right]];
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

/** The head noun of an appointment and its nominative article ("Einschulungsuntersuchung" -> Die). */
function appointmentArticle(noun: string): string | undefined {
  if (/(?:^T|t)ermin$/.test(noun)) return "Der";
  if (/(?:^G|g)espräch$/.test(noun)) return "Das";
  if (
    /(?:^U|u)ntersuchung$|(?:^S|s)prechstunde$|^Anhörung$|^Beratung$|(?:^V|v)ersammlung$|^Informationsveranstaltung$/.test(
      noun,
    )
  )
    return "Die";
  return undefined;
}

/**
 * The verb part that closes a clause which sets an appointment: "reserviert", "festgelegt",
 * "vereinbart", the particle of "laden … ein". A verb that changes or cancels it ("verschoben",
 * "abgesagt") or that says what happened on the day ("wahrgenommen") is none: there the time may
 * belong to the verb.
 */
const SETTING_CLOSERS =
  /^(?:reserviert|festgelegt|festgesetzt|vereinbart|angesetzt|ein|eingeladen|einladen)$/;
/** "laden … herzlich ein": a word of the closing verb part before "ein". */
const BEFORE_EIN = /^(?:herzlich|gern|gerne|hiermit)$/;
/**
 * "Wir hatten Sie zu einem Gespräch am … eingeladen": a Plusquamperfekt speaks of an appointment
 * that is over; "Der Termin ist am …" would put it ahead.
 */
const PAST_AUXILIARIES = /^(?:hatte|hatten|hattest|hattet|war|waren|warst|wart)$/;
/** A clause that is a condition, its consequence or an alternative keeps its details together. */
const NO_FACT_START = /^(?:vielleicht|dann|sonst|nur|erst)$/i;
/** A subordinate clause anywhere in the sentence (a condition, a reason) keeps it whole. */
const SUBORDINATORS =
  /^(?:wenn|falls|sofern|soweit|ob|dass|weil|da|sobald|solange|nachdem|bevor|damit|obwohl)$/i;

/** A negation, or a conjunction that makes the sentence more than one plain statement. */
function hasNegation(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) => NEGATION_WORDS.has(token.text.toLowerCase()) || SUBORDINATORS.test(token.text),
  );
}

/** "in das Jobcenter" (a direction) -> "im Jobcenter" (a place), "in die Schule" -> "in der Schule". */
function asPlace(place: readonly Token[]): Token[] | undefined {
  const [first, second] = place;
  if (first === undefined) return undefined;
  if (first.text === "ins") return [{ ...first, text: "im" }, ...place.slice(1)];
  if (first.text !== "in") return PLACE_STARTS.test(first.text) ? [...place] : undefined;
  if (second?.text === "das") return [{ ...first, text: "im" }, ...place.slice(2)];
  // "in die Schule" -> "in der Schule": a feminine singular only ("in die Räume" is a plural).
  if (second?.text === "die")
    return nounReadings(place[2]).some(
      (reading) => reading.gender === "f" && reading.number === "singular",
    ) && nounReadings(place[2]).every((reading) => reading.number === "singular")
      ? [first, { ...second, text: "der" }, ...place.slice(2)]
      : undefined;
  // Already a place: "in der Schule", "in dem Haus", "in Berlin". Not "in den Saal", "in unsere
  // Beratungsstelle" (a direction that "ist" cannot take).
  if (/^(?:der|dem|einer|einem|unserer|unserem|Ihrer|Ihrem)$/.test(second?.text ?? "")) return [...place];
  return second !== undefined && isCapitalised(second.text) && nounReadings(second).length === 0
    ? [...place]
    : undefined;
}

/**
 * "Für die Vorsprache haben wir für Sie einen Termin am Dienstag, 12. August 2025, um 9:30 Uhr im
 * Bürgeramt, Zimmer 214, reserviert." -> "Für die Vorsprache haben wir für Sie einen Termin
 * reserviert." + "Der Termin ist am Dienstag, 12. August 2025, um 9:30 Uhr." + "Der Termin ist im
 * Bürgeramt, Zimmer 214.": a clause that sets an appointment (Termin, Gespräch, Untersuchung)
 * and names its time and place right after the noun. Only when nothing but the closing verb part
 * follows the place, without a negation and not in a condition or its consequence.
 */
export function splitAppointmentDetails(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== "." || NO_FACT_START.test(tokens[0]?.text ?? "") || hasNegation(tokens)) return undefined;
  if (countWords(tokens) < SPLIT_FROM_WORDS) return undefined;
  if (tokens.some((token) => PAST_AUXILIARIES.test(token.text))) return undefined;
  const noun = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      appointmentArticle(token.text) !== undefined &&
      /^(?:am|um)$/.test(tokens[index + 1]?.text ?? "") &&
      /^[a-zäöü]/.test(tokens[index - 1]?.text ?? ""),
  );
  if (noun < 0) return undefined;
  const article = appointmentArticle(tokens[noun]?.text ?? "") as string;
  // The closing verb part: one or two words that set the appointment.
  let close = tokens.length;
  while (close > noun + 1 && tokens.length - close < 2 && SETTING_CLOSERS.test(tokens[close - 1]?.text ?? ""))
    close -= 1;
  if (close === tokens.length) return undefined;
  if (tokens.at(-1)?.text === "ein" && BEFORE_EIN.test(tokens[close - 1]?.text ?? "")) close -= 1;
  let timeEnd = noun + 1;
  while (timeEnd < close) {
    const token = tokens[timeEnd] as Token;
    if (!(TIME_STARTS.test(token.text) || isTimeToken(token)) || /^(?:und|bis)$/.test(token.text)) break;
    timeEnd += 1;
  }
  const time = trimCommas(tokens.slice(noun + 1, timeEnd));
  if (time.length < 2 || !hasTimeAnchor(time)) return undefined;
  const rest = trimCommas(tokens.slice(timeEnd, close));
  // "zu einem Gespräch … in die Räume Ihres Arbeitgebers ein": a direction "ist" cannot take stays
  // with the invitation; only the time leaves.
  const asDirection = rest.length > 0 && asPlace(rest) === undefined && rest[0]?.text === "in";
  const place = rest.length === 0 ? [] : asDirection ? rest : asPlace(rest);
  if (place === undefined) return undefined;
  // The place is one phrase: no second event, no verb, no list of alternatives.
  // "in unserer Dienststelle für Sie reserviert": "für Sie" goes with the verb, not the place.
  if (
    place.length > 12 ||
    place.some((token) =>
      /^(?:und|oder|sowie|bzw|statt|für|mit|wegen|zu|zur|zum|Sie|Ihnen|uns|ihn|ihr|ihm|bitte|gemeinsam)$/.test(
        token.text,
      ),
    )
  )
    return undefined;
  if (place.length > 0 && place[0]?.text === "auf" && !PLACE_AUF_NEXT.test(place[1]?.text ?? ""))
    return undefined;
  const subject = (): Token[] => [
    { ...word(article), space: false },
    { ...(tokens[noun] as Token), space: true },
    { ...word("ist"), space: true },
  ];
  const spaced = (phrase: readonly Token[]): Token[] =>
    phrase.map((token, index) => (index === 0 ? { ...token, space: true } : token));
  // The direction keeps an address after it between its commas, for splitAddressApposition.
  const direction = asDirection
    ? spaced(tokens.slice(timeEnd + (tokens[timeEnd]?.text === "," ? 1 : 0), close))
    : [];
  const out: Clause[] = [
    { tokens: [...tokens.slice(0, noun + 1), ...direction, ...spaced(tokens.slice(close))], end },
    { tokens: [...subject(), ...spaced(time)], end },
  ];
  if (place.length > 0 && !asDirection) out.push({ tokens: [...subject(), ...spaced(place)], end });
  return out;
}

/** Words of an office's name after "bei": capitalised words and the articles of a genitive. */
const OFFICE_NAME_WORDS = 6;

/**
 * "Sie müssen den Widerspruch … bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einlegen." ->
 * "Sie müssen den Widerspruch … bei der AOK Nordwest einlegen." + "Das ist die Adresse:" + the
 * address, one part a line ("AOK Nordwest" / "Kopstadtplatz 24" / "45127 Essen"): a postal address
 * between commas after "bei/beim" + an office's name, right before the closing verb part.
 */
export function splitPostalAddress(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== "." || hasNegation(tokens)) return undefined;
  const at = tokens.findIndex((token) => /^(?:bei|beim)$/.test(token.text));
  if (at < 1) return undefined;
  let name = at + 1;
  if (tokens[at]?.text === "bei" && /^(?:der|dem)$/.test(tokens[name]?.text ?? "")) name += 1;
  const comma = tokens.findIndex((token, index) => index > name && token.text === ",");
  const office = tokens.slice(name, comma);
  if (
    comma < 0 ||
    office.length === 0 ||
    // "bei Ihren Eltern, Hauptstraße 5, …", "bei Ihrem Arbeitgeber": a person's address, no office.
    /^(?:Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)$/.test(office[0]?.text ?? "") ||
    office.length > OFFICE_NAME_WORDS ||
    !/^[A-ZÄÖÜ]/.test(office[0]?.text ?? "") ||
    !office.every(
      (token) =>
        token.kind === "w" && (/^[A-ZÄÖÜ]/.test(token.text) || /^(?:der|des|von|für)$/.test(token.text)),
    )
  )
    return undefined;
  const close = postalAddressClose(tokens, comma);
  if (close === undefined) return undefined;
  // Only the closing verb part after the address ("einlegen", "erhoben werden", "einzulegen").
  const verbs = tokens.slice(close + 1);
  if (
    verbs.length === 0 ||
    verbs.length > 3 ||
    !verbs.every((token) => token.kind === "w" && /^[a-zäöü]/.test(token.text)) ||
    // "…, übernehmen wir": a finite verb and its subject are no closing verb part.
    verbs.some((token) => /^(?:wir|ich|er|sie|es|man|du|ihr)$/.test(token.text))
  )
    return undefined;
  const lines: Token[][] = [office.map((token) => ({ ...token })), []];
  for (let index = comma + 1; index < close; index += 1) {
    const token = tokens[index] as Token;
    if (token.text === ",") lines.push([]);
    else lines.at(-1)?.push(token);
  }
  const spaced = (phrase: readonly Token[]): Token[] =>
    phrase.map((token, index) => (index === 0 ? { ...token, space: true } : token));
  return [
    { tokens: [...tokens.slice(0, comma), ...spaced(verbs)], end },
    {
      tokens: [
        { ...word("Das"), space: false },
        ...["ist", "die", "Adresse"].map((text) => ({ ...word(text), space: true })),
      ],
      end: ":",
    },
    ...lines.map((line) => ({ tokens: spaced(line), end: "", bullet: true })),
  ];
}
