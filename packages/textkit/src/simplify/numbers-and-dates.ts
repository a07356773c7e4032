// Numbers for Leichte Sprache: number words -> digits ("drei Monate" -> "3 Monate"), dates
// ("15.04.2026" -> "15. April 2026"), percentages ("75 %" -> "3 von 4") and large numbers
// ("15.237 Menschen" -> "etwa 15.000 Menschen"). Money amounts and years stay exact.
import { MONTH_NAMES } from "../language/month-names.ts";
import { parseNumberWord } from "../language/number-words.ts";

/** Number words that are seldom a count in running text ("eins ist klar", "bei null anfangen"). */
const NOT_WRITTEN_AS_DIGITS: ReadonlySet<string> = new Set(["null", "eins"]);

/** Value of a German cardinal number word up to 999 or "tausend" ("fünfundzwanzig" -> 25), or undefined. */
export function numberWordValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (NOT_WRITTEN_AS_DIGITS.has(lower)) return undefined;
  const value = parseNumberWord(lower);
  return value !== undefined && (value < 1000 || lower === "tausend") ? value : undefined;
}

const NUMBER_WORD = /(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu;

/** The second number of a range or choice: "drei bis vier Wochen", "ein oder zwei Tage". */
const PARTNER_AFTER = /^\s+(?:bis|oder|und)\s+(\p{Ll}+)/u;

function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORD, (whole: string, word: string, offset: number, all: string) => {
    // Most words are no number words and not "ein"/"eine": they stay as they are (below, only
    // those two return anything but themselves without a value), without reading what follows.
    const value = numberWordValue(word);
    if (value === undefined && !/^eine?$/.test(word)) return whole;
    const rest = all.slice(offset + whole.length);
    const partner = PARTNER_AFTER.exec(rest)?.[1];
    const rangeStart = partner !== undefined && numberWordValue(partner) !== undefined;
    // "ein bis zwei Wochen" -> "1 bis 2 Wochen" (the article "ein" is a number only here).
    if (/^eine?$/.test(word) && rangeStart && !/^\s+und/.test(rest)) return "1";
    if (value === undefined) return whole;
    const next = /^\s+(\p{L}+)/u.exec(rest)?.[1] ?? "";
    const capital = word.charAt(0) !== word.charAt(0).toLowerCase();
    if (capital && (/^(Acht|Elf|Sieben)$/.test(word) || !/^\p{Lu}/u.test(next))) return whole;
    // A small number before "mal/und/bis/oder" stays a word ("zwei mal"), except as the first of
    // two numbers, which are both written as digits ("drei bis vier Wochen" -> "3 bis 4 Wochen").
    if (/^(mal|und|bis|oder)$/.test(next) && value < 13 && !rangeStart) return whole;
    return String(value);
  });
}

function formatDate(day: string, month: string, year: string | undefined): string | undefined {
  const dayValue = Number(day);
  const monthName = MONTH_NAMES[Number(month) - 1];
  if (monthName === undefined || dayValue < 1 || dayValue > 31) return undefined;
  let fullYear = year;
  if (year !== undefined && year.length === 2) fullYear = `20${year}`;
  return fullYear === undefined ? `${dayValue}. ${monthName}` : `${dayValue}. ${monthName} ${fullYear}`;
}

/**
 * Dates: "15.04.2026"; "15.04." after am/vom/bis/…; and "15.05." in a list after such a date
 * ("am 15.02., 15.05. und 15.08.": both two-digit, so "Abschnitt 3.1. und 3.2." stays).
 * Each starts with a digit: "(?=\d)" says so first, so that the lookbehinds are only tried there.
 */
const DATE =
  /(?=\d)(?:(?<![\p{N}.])(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}|\d{2}))(?![\p{N}])|(?<=\b(?:am|vom|bis|zum|ab|seit|den)\s)(\d{1,2})\.(\d{1,2})\.(?![\p{N}])|(?<=(?<![\p{N}.])\d{2}\.\d{2}\.(?:,|\s(?:und|oder|bis))\s)(\d{2})\.(\d{2})\.(?![\p{N}]))/gu;
const PERCENT = /(?<![\p{N},.])(\d{1,3}(?:,\d+)?)\s?(?:%|Prozent)(?![\p{L}])/gu;
const GENITIVE_AFTER =
  /^\s+(?:der|des|aller|dieser|dieses|jeder|jedes|eines|einer|(?:[mdsM]ein|[iI]hr|unser|eur)(?:es|er))\s/u;
/** People and things one can count: "3 von 4 Menschen" reads well, "1 von 10 Kosten" does not. */
const COUNTABLE_AFTER =
  /^\s+der\s+(?:Menschen|Leute|Personen|Kinder|Frauen|Männer|Deutschen|Schüler|Schülerinnen|Studierenden|Beschäftigten|Arbeitnehmer|Befragten|Einwohner|Bürger|Haushalte|Familien|Jugendlichen|Rentner|Patienten|Patientinnen|Fälle|Betriebe|Firmen|Kranken)\b/u;
/**
 * "steigen um 10 %", "sinkt auf 5 %", also with a word of degree between ("um mindestens 20
 * Prozent gemindert", not "um mindestens 1 von 5 gemindert"): a change, not a share of people or things; "eine Ermäßigung
 * von 50 %", "Zinsen von 5 %": a rate ("eine Ermäßigung von 1 von 2" reads wrong).
 */
const CHANGE_BEFORE =
  /(?:^|\s)(?:um|auf|von)\s(?:(?:mindestens|höchstens|maximal|etwa|ungefähr|rund|circa|knapp|fast|bis zu|mehr als|weniger als|über|unter|voraussichtlich|wahrscheinlich|insgesamt|jeweils)\s)?$/u;
/**
 * Large numbers to round: not money and not a measured amount with its unit, which a bill or a
 * notice states exactly ("2.340 kWh", "1.200 km", "1.050 Liter", "1.598 ccm", "1.598 Punkte").
 */
const LARGE =
  /(?<![\p{N},.])(\d{1,3}(?:\.\d{3})+)(?![\p{N}]|,\d|\s?(?:Euro|€|EUR|kWh|Kilowattstunden|m²|m³|qm|Quadratmeter|Kubikmeter|km|Kilometer|kg|Kilogramm|Liter|ccm|cm³|Kubikzentimeter|Gramm|Meter|kW|Kilowatt|PS|Punkte|Entgeltpunkte|Stunden|Minuten|Tage|Kalendertage|Stück|Seiten)(?![\p{L}]))/gu;

const FRACTIONS: Readonly<Record<number, string>> = {
  10: "1 von 10",
  20: "1 von 5",
  25: "1 von 4",
  50: "die Hälfte",
  75: "3 von 4",
  80: "4 von 5",
  90: "9 von 10",
  100: "alle",
};

/** "75" -> "3 von 4"; "7,5" -> "etwas mehr als 7 von 100"; other integers -> "p von 100". */
export function percentInWords(value: string): string {
  const number = Number(value.replace(",", "."));
  if (!Number.isFinite(number)) return `${value} Prozent`;
  const fraction = FRACTIONS[number];
  if (fraction !== undefined && fraction !== "die Hälfte") return fraction;
  // "ein Hebesatz von 732 Prozent": more than the whole is no share ("732 von 100").
  if (number > 100) return `${value} Prozent`;
  if (number === 50) return "1 von 2";
  if (Number.isInteger(number)) return `${number} von 100`;
  const whole = Math.floor(number);
  return `etwas mehr als ${whole} von 100`;
}

/** "15.237" -> "etwa 15.000"; numbers below 10.000 keep two leading digits too ("1.234" -> "etwa 1.200"). */
export function roundLargeNumber(value: string): string {
  const number = Number(value.replaceAll(".", ""));
  const magnitude = 10 ** Math.max(0, String(number).length - 2);
  const rounded = Math.round(number / magnitude) * magnitude;
  if (rounded === number) return value;
  return `etwa ${rounded.toLocaleString("de-DE")}`;
}

/**
 * A number that names something ("Kassenzeichen 630.118.447", "Kundennummer: 1.204.377"), not an
 * amount: it must stay exact.
 */
const IDENTIFIER_BEFORE = /(?:zeichen|nummer|Nr\.|Az\.|Kennung|ID)s?:?\s+$/iu;
/**
 * A number right after a noun inside the sentence, with no counted noun after it, labels a thing
 * ("Saal 1.104", "im Zimmer 2.300 im Erdgeschoss"): a count stands after its article or preposition
 * ("in Saal 3 waren 1.104 Menschen"). Not after "Sie/Ihnen/Ihr…" or a word that opens the sentence
 * ("Rund 15.237 Menschen").
 */
const LABEL_BEFORE = /(?<=[\p{Ll},] )(?!(?:Sie|Ihnen|Ihr\p{L}*) )\p{Lu}\p{Ll}+ $/u;
const LABEL_AFTER = /^(?:$|[,.;:)\n]|\s+(?:im|in|am|an|auf|des|der|vom|von)\s)/u;

/** ",00" of a sum in Euro, which only says that there are no cents. */
const ZERO_CENTS = /(\d),00(?=\s?(?:Euro|EUR|€)(?![\p{L}]))/gu;
/**
 * "in Höhe von" before an amount of money or a percentage (officialese for "von") after the noun
 * it gives the size of ("eine Nachzahlung in Höhe von 862 Euro"), not after a lower-case word:
 * after an adverb or a verb ("teilweise in Höhe von 312,40 Euro aufgehoben") a bare "von" would
 * not say how much, and right after a legal citation ("gemäß § 24 SGB IV von 18 Euro") it would
 * measure the law.
 */
const AMOUNT_OF =
  /(?<![\p{L}\p{N}])(?<!(?:^|\s)\p{Ll}\S*\s|(?:§|Paragraf)[^,.;:\n]{0,30})in Höhe von (?=[\d.,]+\s?(?:Euro|EUR|€|Prozent|%))/gu;

/**
 * All number rewrites for a level. Einfache Sprache only writes dates out, "%" as "Prozent" and
 * sums of money plainly ("4.812 Euro", "von 862 Euro").
 */
export function simplifyNumbers(text: string, level: "leicht" | "einfach"): string {
  let out = text.replace(
    DATE,
    (
      whole,
      day?: string,
      month?: string,
      year?: string,
      shortDay?: string,
      shortMonth?: string,
      listDay?: string,
      listMonth?: string,
    ) => formatDate(day ?? shortDay ?? listDay ?? "", month ?? shortMonth ?? listMonth ?? "", year) ?? whole,
  );
  // "4.812,00 Euro" -> "4.812 Euro"; "eine Nachzahlung in Höhe von 862 Euro" -> "… von 862 Euro".
  out = out.replace(ZERO_CENTS, "$1").replace(AMOUNT_OF, "von ");
  if (level === "einfach") return out.replace(/(\p{N})\s?%/gu, "$1 Prozent");
  out = out
    // "10 % der Kosten": "1 von 10 Kosten" reads wrong; "10 Prozent der Kosten" lets the
    // genitive step write "10 Prozent von den Kosten".
    .replace(PERCENT, (whole, value: string, offset: number, input: string) =>
      (GENITIVE_AFTER.test(input.slice(offset + whole.length, offset + whole.length + 12)) &&
        !COUNTABLE_AFTER.test(input.slice(offset + whole.length, offset + whole.length + 30))) ||
      CHANGE_BEFORE.test(input.slice(Math.max(0, offset - 30), offset))
        ? `${value} Prozent`
        : percentInWords(value),
    )
    .replace(/(\d+ von \d+) der (?=\p{Lu})/gu, "$1 ");
  out = out.replace(LARGE, (whole, value: string, offset: number, input: string) =>
    IDENTIFIER_BEFORE.test(input.slice(Math.max(0, offset - 30), offset)) ||
    (LABEL_BEFORE.test(input.slice(Math.max(0, offset - 30), offset)) &&
      LABEL_AFTER.test(input.slice(offset + whole.length, offset + whole.length + 8)))
      ? whole
      : roundLargeNumber(value),
  );
  return numberWordsToDigits(out);
}
