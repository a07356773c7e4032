// Numbers for Leichte Sprache: number words -> digits ("drei Monate" -> "3 Monate"), dates
// ("15.04.2026" -> "15. April 2026"), percentages ("75 %" -> "3 von 4") and large numbers
// ("15.237 Menschen" -> "etwa 15.000 Menschen"). Money amounts and years stay exact.

const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

const UNITS: Readonly<Record<string, number>> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  hundert: 100,
  tausend: 1000,
};
const SMALL: Readonly<Record<string, number>> = {
  ein: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};

/** Value of a German cardinal number word up to 999 ("fünfundzwanzig" -> 25), or undefined. */
export function numberWordValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  const direct = UNITS[lower];
  if (direct !== undefined) return direct;
  const compound =
    /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)$/.exec(
      lower,
    );
  if (compound) return (SMALL[compound[1] ?? ""] ?? 0) + (UNITS[compound[2] ?? ""] ?? 0);
  const hundreds = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)hundert(.*)$/.exec(lower);
  if (hundreds) {
    const rest = hundreds[2] ?? "";
    const restValue = rest === "" ? 0 : numberWordValue(rest);
    return restValue === undefined || restValue >= 100
      ? undefined
      : (SMALL[hundreds[1] ?? ""] ?? 0) * 100 + restValue;
  }
  return undefined;
}

const NUMBER_WORD = /(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu;

function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORD, (whole: string, word: string, offset: number, all: string) => {
    const value = numberWordValue(word);
    if (value === undefined) return whole;
    const next = /^\s+(\p{L}+)/u.exec(all.slice(offset + whole.length))?.[1] ?? "";
    const capital = word.charAt(0) !== word.charAt(0).toLowerCase();
    if (capital && (/^(Acht|Elf|Sieben)$/.test(word) || !/^\p{Lu}/u.test(next))) return whole;
    if (/^(mal|und|bis|oder)$/.test(next) && value < 13) return whole;
    return String(value);
  });
}

function formatDate(day: string, month: string, year: string | undefined): string | undefined {
  const dayValue = Number(day);
  const monthName = MONTHS[Number(month) - 1];
  if (monthName === undefined || dayValue < 1 || dayValue > 31) return undefined;
  let fullYear = year;
  if (year !== undefined && year.length === 2) fullYear = `20${year}`;
  return fullYear === undefined ? `${dayValue}. ${monthName}` : `${dayValue}. ${monthName} ${fullYear}`;
}

const DATE =
  /(?<![\p{N}.])(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}|\d{2}))(?![\p{N}])|(?<=\b(?:am|vom|bis|zum|ab|seit|den)\s)(\d{1,2})\.(\d{1,2})\.(?![\p{N}])/gu;
const PERCENT = /(?<![\p{N},.])(\d{1,3}(?:,\d+)?)\s?(?:%|Prozent)(?![\p{L}])/gu;
const GENITIVE_AFTER = /^\s+(?:der|des|aller|dieser|ihrer|Ihrer|seiner|unserer|eines|einer)\s/u;
/** People and things one can count: "3 von 4 Menschen" reads well, "1 von 10 Kosten" does not. */
const COUNTABLE_AFTER =
  /^\s+der\s+(?:Menschen|Leute|Personen|Kinder|Frauen|Männer|Deutschen|Schüler|Schülerinnen|Studierenden|Beschäftigten|Arbeitnehmer|Befragten|Einwohner|Bürger|Haushalte|Familien|Jugendlichen|Rentner|Patienten|Patientinnen|Fälle|Betriebe|Firmen|Kranken)\b/u;
/** "steigen um 10 %", "sinkt auf 5 %": a change, not a share of people or things. */
const CHANGE_BEFORE = /(?:^|\s)(?:um|auf)\s$/u;
const LARGE = /(?<![\p{N},.])(\d{1,3}(?:\.\d{3})+)(?![\p{N}]|,\d|\s?(?:Euro|€|EUR))/gu;

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

/** All number rewrites for a level. Einfache Sprache only writes dates out and "%" as "Prozent". */
export function simplifyNumbers(text: string, level: "leicht" | "einfach"): string {
  let out = text.replace(
    DATE,
    (whole, day?: string, month?: string, year?: string, shortDay?: string, shortMonth?: string) =>
      formatDate(day ?? shortDay ?? "", month ?? shortMonth ?? "", year) ?? whole,
  );
  if (level === "einfach") return out.replace(/(\p{N})\s?%/gu, "$1 Prozent");
  out = out
    // "10 % der Kosten": "1 von 10 Kosten" reads wrong; "10 Prozent der Kosten" lets the
    // genitive step write "10 Prozent von den Kosten".
    .replace(PERCENT, (whole, value: string, offset: number, input: string) =>
      (GENITIVE_AFTER.test(input.slice(offset + whole.length, offset + whole.length + 12)) &&
        !COUNTABLE_AFTER.test(input.slice(offset + whole.length, offset + whole.length + 30))) ||
      CHANGE_BEFORE.test(input.slice(Math.max(0, offset - 6), offset))
        ? `${value} Prozent`
        : percentInWords(value),
    )
    .replace(/(\d+ von \d+) der (?=\p{Lu})/gu, "$1 ");
  out = out.replace(LARGE, (_whole, value: string) => roundLargeNumber(value));
  return numberWordsToDigits(out);
}
