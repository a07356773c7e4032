// Abbreviations -> full words (text level, before segmentation): "z. B." -> "zum Beispiel",
// "SGB II" -> "Sozialgesetzbuch 2". Roman numerals are expanded only after a known keyword.

type Expansion = readonly [RegExp, string];

const b = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, "gu");
/**
 * A law's or state's short name in running text: not the one in parentheses that defines it ("der
 * Zivilprozessordnung (ZPO)") and not in a hyphenated compound ("NRW-Ticket"); at the end of a
 * bracketed citation it is running text ("(… nach § 81 Abs. 4 AufenthG)"), not after "(kurz", which
 * defines it too ("das Aufenthaltsgesetz (kurz AufenthG)").
 */
const short = (source: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}(-])(?<!\\((?:kurz|abgekürzt|Abkürzung)\\s*:?\\s*)${source}(?![\\p{L}\\p{N}-])`,
    "gu",
  );

/** Leichte Sprache choices (engine notes: ggf. -> vielleicht, bzw. -> oder). */
const LEICHT: readonly Expansion[] = [
  [b("z\\.\\s?B\\."), "zum Beispiel"],
  [b("Z\\.\\s?B\\."), "Zum Beispiel"],
  [b("d\\.\\s?h\\."), "das heißt"],
  [b("u\\.\\s?a\\."), "unter anderem"],
  [b("u\\.\\s?U\\."), "vielleicht"],
  [b("o\\.\\s?Ä\\."), "oder so ähnlich"],
  [b("i\\.\\s?d\\.\\s?R\\."), "meistens"],
  [b("ggf\\."), "vielleicht"],
  [b("evtl\\."), "vielleicht"],
  [b("bzw\\."), "oder"],
  [b("usw\\."), "und so weiter"],
  [b("etc\\."), "und so weiter"],
  [b("ca\\."), "etwa"],
  [b("inkl\\."), "mit"],
  [b("zzgl\\."), "plus"],
  [b("mtl\\."), "im Monat"],
  // "§§ 60 ff. SGB I": the paragraphs after it too; at the end of a sentence its dot stays.
  [/(?<=\d)\s?ff\.(?=\s+(?:\p{Lu}{2,}|\p{Ll}))/gu, " und folgende"],
  [/(?<=\d)\s?ff\./gu, " und folgende."],
  [b("Abs\\."), "Absatz"],
  [b("Nr\\."), "Nummer"],
  [b("Tel\\."), "Telefon"],
  [b("Str\\."), "Straße"],
  // "Art." is "Artikel" only before its number ("Art. 3 GG"); elsewhere it is the noun "Art" ending a sentence.
  [b("Art\\.(?=\\s?\\d)"), "Artikel"],
  [b("Kap\\."), "Kapitel"],
  [b("Mio\\."), "Millionen"],
  [b("Mrd\\."), "Milliarden"],
  [b("Std\\."), "Stunden"],
  [b("Min\\."), "Minuten"],
  [b("gem\\."), "nach"],
  [b("EUR"), "Euro"],
  // "Az.: 51.3-BS-0442/26", "(Az. 4 M 1187/26)": the reference line's label.
  [b("Az\\."), "Aktenzeichen"],
  // "Ihr o. g. Antrag" -> "Ihr Antrag": the letter names the matter in its subject line; "oben
  // genannt" would point back into the text (the cross-references rule flags it). Only after a
  // determiner: "unter o. g. Telefonnummer" and "wie o. g." would lose a word the sentence needs.
  [
    /(?<=(?:^|\s)(?:[Dd](?:er|ie|as|en|em|es)|[Ii]hr|[Ii]hre[mnrs]?|[Uu]nser|[Uu]nsere[mnrs]?|[Dd]iese[mnrs]?)\s)o\.\s?g\.\s+(?=\p{L})/gu,
    "",
  ],
  // The civil code takes the weak adjective after a genitive or dative article: "nach dem
  // Bürgerlichen Gesetzbuch" ("das BGB" -> "das Bürgerliche Gesetzbuch").
  [b("des\\s+BGB"), "des Bürgerlichen Gesetzbuchs"],
  [/(?<![\p{L}\p{N}])([Dd]as|[Ii]ns|[Aa]ufs)\s+BGB(?![\p{L}\p{N}])/gu, "$1 Bürgerliche Gesetzbuch"],
  [
    /(?<![\p{L}\p{N}])([Dd]em|[Ii]m|[Vv]om|[Zz]um|[Aa]m)\s+BGB(?![\p{L}\p{N}])/gu,
    "$1 Bürgerlichen Gesetzbuch",
  ],
  [b("BGB"), "Bürgerliches Gesetzbuch"],
  // Laws cited in letters ("gemäß § 55 OWiG", "§ 20 Abs. 8 IfSG"); the genitive keeps its -es.
  [b("des\\s+OWiG"), "des Ordnungswidrigkeitengesetzes"],
  [b("OWiG"), "Ordnungswidrigkeitengesetz"],
  [b("des\\s+IfSG"), "des Infektionsschutzgesetzes"],
  [b("IfSG"), "Infektionsschutzgesetz"],
  [short("des\\s+AufenthG"), "des Aufenthaltsgesetzes"],
  [short("AufenthG"), "Aufenthaltsgesetz"],
  [short("des\\s+SchulG"), "des Schulgesetzes"],
  [short("SchulG"), "Schulgesetz"],
  [short("des\\s+RDG"), "des Rechtsdienstleistungsgesetzes"],
  [short("RDG"), "Rechtsdienstleistungsgesetz"],
  [short("des\\s+FamFG"), "des Familienverfahrensgesetzes"],
  [short("FamFG"), "Familienverfahrensgesetz"],
  // Tax, criminal and benefit laws of money letters ("nach § 32 Abs. 4 EStG", "§ 24 WoGG").
  [short("des\\s+EStG"), "des Einkommensteuergesetzes"],
  [short("EStG"), "Einkommensteuergesetz"],
  [short("des\\s+UStG"), "des Umsatzsteuergesetzes"],
  [short("UStG"), "Umsatzsteuergesetz"],
  [short("des\\s+StGB"), "des Strafgesetzbuchs"],
  [short("StGB"), "Strafgesetzbuch"],
  [short("des\\s+WoGG"), "des Wohngeldgesetzes"],
  [short("WoGG"), "Wohngeldgesetz"],
  [short("des\\s+BKGG"), "des Bundeskindergeldgesetzes"],
  [short("BKGG"), "Bundeskindergeldgesetz"],
  [short("StPO"), "Strafprozessordnung"],
  [short("ZPO"), "Zivilprozessordnung"],
  [short("NRW"), "Nordrhein-Westfalen"],
  // A floor after its number: "2. OG links" -> "2. Stock links" (Einfache Sprache: Obergeschoss).
  [/(?<=\d\.\s?)OG(?![\p{L}\p{N}])/gu, "Stock"],
  [b("SGB"), "Sozialgesetzbuch"],
  [b("ALG"), "Arbeitslosengeld"],
];

/**
 * The longest run of literal characters a pattern must match outside any group ("z\\.\\s?B\\." ->
 * "z."), or "" when there is none, or the pattern has a top-level alternative, ignores case or
 * holds an escape not read here. A text without it cannot match, so the pattern is skipped.
 */
export function requiredLiteral(pattern: RegExp): string {
  if (pattern.flags.includes("i")) return "";
  const source = pattern.source;
  let best = "";
  let run = "";
  let depth = 0;
  const close = () => {
    if (run.length >= best.length && run.length > 0) best = run;
    run = "";
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] as string;
    if (char === "\\") {
      index += 1;
      const next = source[index] ?? "";
      if (/^[.()[\]{}?*+|^$\\/-]$/.test(next)) {
        if (depth === 0) run += next;
      } else if (next === "p" || next === "P") {
        index = source.indexOf("}", index);
        if (depth === 0) close();
      } else if (/^[sSdDwWbBn]$/.test(next)) {
        if (depth === 0) close();
      } else return "";
    } else if (char === "[") {
      // The class up to its closing bracket (escapes inside it included).
      for (index += 1; index < source.length && source[index] !== "]"; index += 1)
        if (source[index] === "\\") index += 1;
      if (depth === 0) close();
    } else if (char === "(") {
      if (depth === 0) close();
      depth += 1;
    } else if (char === ")") {
      depth -= 1;
    } else if (char === "|" && depth === 0) {
      return "";
    } else if (char === "?" || char === "*" || char === "{") {
      // The character before is optional or counted: not required as written.
      if (depth === 0) {
        run = run.slice(0, -1);
        close();
      }
      if (char === "{") index = source.indexOf("}", index);
    } else if (char === "+" || char === "^" || char === "$" || char === ".") {
      if (depth === 0) close();
    } else if (depth === 0) {
      run += char;
    }
  }
  close();
  return best;
}

/**
 * Titles before a name, written out in Leichte Sprache only ("Dr. Petra Holm" -> "Doktor Petra
 * Holm", "Herr Dr. Schmidt" -> "Herr Doktor Schmidt"); Einfache Sprache keeps the name as written.
 */
const TITLES: readonly Expansion[] = [
  [/(?<![\p{L}\p{N}])Dr\.(?=\s+\p{Lu})/gu, "Doktor"],
  [/(?<![\p{L}\p{N}])Prof\.(?=\s+(?:Dr\.\s+)?\p{Lu})/gu, "Professor"],
];

/**
 * Units after a number, written out in Leichte Sprache only ("35 km" -> "35 Kilometer"); not a list
 * mark ("3 g)"), and not the letter of a paragraph or item number ("§ 802g ZPO", "Nr. 5a").
 */
const CITED_NUMBER = "(?<!(?:§|Paragraf|Paragrafen|Art\\.|Artikel|Abs\\.|Absatz|Nr\\.|Nummer)\\s?\\d+)";
const afterNumber = (unit: string): RegExp =>
  new RegExp(`(?<=\\d)${CITED_NUMBER}\\s?${unit}(?![\\p{L}\\p{N})/])`, "gu");
const UNIT_WORDS: readonly (readonly [string, string])[] = [
  ["km", "Kilometer"],
  ["cm", "Zentimeter"],
  ["mm", "Millimeter"],
  ["m²", "Quadratmeter"],
  ["qm", "Quadratmeter"],
  ["m³", "Kubikmeter"],
  ["m", "Meter"],
  ["kg", "Kilogramm"],
  ["g", "Gramm"],
  ["kWh", "Kilowattstunden"],
];
/** "per" units: "139 g/km" -> "139 Gramm pro Kilometer", "50 km/h" -> "50 Kilometer pro Stunde". */
const PER_WORDS: readonly (readonly [string, string])[] = [...UNIT_WORDS, ["h", "Stunde"]];
/** [pattern, words, the unit as written]: a pattern runs only when its unit occurs in the text (a quick test). */
const UNITS: readonly (readonly [RegExp, string, string])[] = [
  ...UNIT_WORDS.flatMap(([unit, name]) =>
    PER_WORDS.filter(([per]) => per !== unit).map(
      ([per, perName]) =>
        [afterNumber(`${unit}/${per}`), `${name} pro ${perName}`, `${unit}/${per}`] as const,
    ),
  ),
  ...UNIT_WORDS.map(([unit, name]) => [afterNumber(unit), name, unit] as const),
];

/** Each LEICHT pattern's required literal, a quick test before the pattern runs. */
const LEICHT_KEYS: readonly string[] = LEICHT.map(([pattern]) => requiredLiteral(pattern));

/** Einfache Sprache keeps the precise words (gegebenenfalls, beziehungsweise). */
const EINFACH_OVERRIDES: ReadonlyMap<string, string> = new Map([
  ["vielleicht", "gegebenenfalls"],
  ["oder", "beziehungsweise"],
  ["meistens", "in der Regel"],
  ["mit", "inklusive"],
  ["Stock", "Obergeschoss"],
]);

const ROMAN_AFTER =
  /(?<![\p{L}])(Sozialgesetzbuchs?|SGB|Teil|Kapitel|Band|Buch|Abschnitt|Stufe|Klasse|Pflegegrad|Arbeitslosengeld|Nummer)\s+([IVX]{1,5})(?![\p{L}])/gu;
const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };

/** Value of a Roman numeral made of I, V and X (up to 39), or undefined when malformed. */
export function romanValue(numeral: string): number | undefined {
  let total = 0;
  for (let index = 0; index < numeral.length; index += 1) {
    const value = ROMAN[numeral.charAt(index)];
    const next = ROMAN[numeral.charAt(index + 1)] ?? 0;
    if (value === undefined) return undefined;
    total += value < next ? -value : value;
  }
  const canonical = toRoman(total);
  return canonical === numeral ? total : undefined;
}

function toRoman(value: number): string {
  const tens = "X".repeat(Math.floor(value / 10));
  const units = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][value % 10] ?? "";
  return tens + units;
}

/**
 * The divine name JHWH (Bible translations such as the Offene Bibel) is an abbreviation readers
 * cannot pronounce; Leichte-Sprache Bibles write "Gott". "JHWH, dein Gott" -> "Gott"; the genitive
 * "JHWHs" -> "Gottes", which the genitive step later makes "die Hand von Gott" in Leichte Sprache
 * (as a genitive it stays with its noun when a splitter moves the verb: "dass die Hand Gottes gegen
 * mich ging" -> "Die Hand Gottes ging …", not "Die Hand ging von Gott …").
 */
function divineName(text: string): string {
  return text
    .replace(/\bJHWH,\s+(?:dein|euer|unser|sein|ihr|mein)\s+Gott\b,?/g, "Gott")
    .replace(/\bJHWHs\b/g, "Gottes")
    .replace(/\bJHWH\b/g, "Gott");
}

const BOOK_ORDINALS = [
  "Erst",
  "Zweit",
  "Dritt",
  "Viert",
  "Fünft",
  "Sechst",
  "Siebt",
  "Acht",
  "Neunt",
  "Zehnt",
  "Elft",
  "Zwölft",
] as const;
const ORDINAL_BOOK =
  /(?<![\p{L}])(des\s+)?(Erst|Zweit|Dritt|Viert|Fünft|Sechst|Siebt|Acht|Neunt|Zehnt|Elft|Zwölft)e[sn]?\s+Buch(?:es|s)?\s+(?:des\s+)?Sozialgesetzbuch(?:es|s)?(?:\s*\(SGB\s+[IVX]{1,4}\))?(?![\p{L}])/gu;
const BOOK_AFTER_CODE =
  /(?<![\p{L}])Sozialgesetzbuch\s+[–-]?\s*(Erst|Zweit|Dritt|Viert|Fünft|Sechst|Siebt|Acht|Neunt|Zehnt|Elft|Zwölft)es\s+Buch\s*(?:[–-]\s*)?(?:\(SGB\s+[IVX]{1,4}\))?(?![\p{L}])/gu;

/**
 * Letters cite a book of the social code twice: "§ 60 Erstes Buch Sozialgesetzbuch (SGB I)",
 * "Sozialgesetzbuch Zweites Buch (SGB II)". Both become "Sozialgesetzbuch 1"; the genitive keeps its
 * article ("die Regeln des Zweiten Buches Sozialgesetzbuch" -> "die Regeln des Sozialgesetzbuchs 2"). Before, the bracket became an apposition
 * that a splitter cut apart ("Sie sind nach Paragraf 60 Erstes Buch Sozialgesetzbuch, Sozialgesetzbuch 1.").
 */
function socialCodeBooks(text: string): string {
  const number = (ordinal: string): number => BOOK_ORDINALS.indexOf(ordinal as never) + 1;
  // Both book citations spell out "Sozialgesetzbuch": without it their patterns need no scan.
  const books = !text.includes("Sozialgesetzbuch")
    ? text
    : text
        .replace(ORDINAL_BOOK, (_whole, article: string | undefined, ordinal: string) =>
          article ? `${article}Sozialgesetzbuchs ${number(ordinal)}` : `Sozialgesetzbuch ${number(ordinal)}`,
        )
        .replace(BOOK_AFTER_CODE, (_whole, ordinal: string) => `Sozialgesetzbuch ${number(ordinal)}`);
  return books.replace(GENITIVE_CODE, (_whole, article: string) => `${article}Sozialgesetzbuchs`);
}

/** "des SGB XII", "eines Sozialgesetzbuch": the genitive takes its -s ("des Sozialgesetzbuchs 12"). */
const GENITIVE_CODE = /(?<![\p{L}])((?:des|eines|dieses)\s+)(?:SGB|Sozialgesetzbuch)(?![\p{L}])/gu;

const WEEKDAYS: Readonly<Record<string, string>> = {
  Mo: "Montag",
  Di: "Dienstag",
  Mi: "Mittwoch",
  Do: "Donnerstag",
  Fr: "Freitag",
  Sa: "Samstag",
  So: "Sonntag",
};
const DAY =
  "(?:Mo|Di|Mi|Do|Fr|Sa|So)\\.?(?![\\p{L}])|(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)(?![\\p{L}])";
const DAY_SEPARATOR = "\\s?[–-]\\s?|\\s?[,/+]\\s?|\\s+(?:und|bis)\\s+";
/** A run of weekdays in opening hours: "Mo–Fr", "Mo., Mi. und Fr.", "Montag – Freitag". */
const DAY_RUN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DAY})(?:(?:${DAY_SEPARATOR})(?:${DAY}))*`, "gu");
const DAY_IN_RUN = new RegExp(DAY, "gu");
const DAY_OR_SEPARATOR = new RegExp(`(${DAY})|(${DAY_SEPARATOR})`, "gu");
/** A clock time after a weekday: "Do 14–18 Uhr", "Mo: 8:00–12:00", "Fr. 9 bis 12". */
const TIME_AFTER = /^:?\s*\d{1,2}(?:[:.]\d{2})?\s?(?:[–-]|bis\b|Uhr\b)/u;
/**
 * A clock time after a word of opening hours: "Do zusätzlich 14:00–18:00 Uhr", "Sa von 9 bis 12 Uhr",
 * "Fr nur 8–12 Uhr". Not after a lone "So" ("So ab 10 Uhr …" may be "so" = about).
 */
const TIME_AFTER_WORD =
  /^:?\s*(?:zusätzlich|auch|nur|außerdem|zudem|von|ab)\s+\d{1,2}(?:[:.]\d{2})?\s?(?:[–-]|bis\b|Uhr\b)/u;

/**
 * Opening hours: abbreviated weekdays are written out and a dash between two days becomes "bis"
 * ("Mo–Fr 8–12 Uhr" -> "Montag bis Freitag 8–12 Uhr", "Montag – Freitag" -> "Montag bis Freitag",
 * which the dash rule of Leichte Sprache would otherwise turn into "Montag, Freitag"). A lone
 * abbreviation counts only before a clock time, so "So gehen Sie vor" and "Fr. Müller" stay.
 */
function weekdays(text: string): string {
  return text.replace(DAY_RUN, (run: string, offset: number, all: string) => {
    const days = run.match(DAY_IN_RUN) ?? [];
    const after = all.slice(offset + run.length, offset + run.length + 30);
    const timeAfter = TIME_AFTER.test(after) || (!/^So\.?$/.test(run) && TIME_AFTER_WORD.test(after));
    if (days.length < 2 && !timeAfter) return run;
    const written = run.replace(DAY_OR_SEPARATOR, (part: string, day?: string) => {
      if (day !== undefined) return WEEKDAYS[day.replace(".", "")] ?? day;
      return /[–-]/.test(part) ? " bis " : /\//.test(part) ? " und " : part;
    });
    // "Geöffnet Mo.–Fr." at the end of a sentence: the last dot also ends the sentence.
    return run.endsWith(".") && !timeAfter && !/^\s*[\d:]/.test(after) ? `${written}.` : written;
  });
}

/** A law's name in the genitive with the short name it defines: "der Zivilprozessordnung (ZPO)". */
const DEFINED_LAW =
  /(?<![\p{L}])(der|des)\s+(\p{Lu}[\p{L}-]*(?:gesetzes|gesetzbuchs|gesetzbuches|ordnung|satzung))\s+\((\p{Lu}[\p{L}]{1,9})\)/gu;
/** A cited number with its subdivisions, before the law's short name: "§ 802b ", "§ 11 Abs. 1 ". */
const CITED_BEFORE =
  "(?<=(?:§|Paragraf|Paragrafen|Art\\.|Artikel)\\s?\\d+[a-z]?(?:\\s+(?:Abs\\.|Absatz|Satz|Nr\\.|Nummer)\\s+\\d+[a-z]?)*\\s+)";

/**
 * A law's short name that the letter defined in parentheses after the law's one-word name, cited
 * again later after a paragraph: "… der Zivilprozessordnung (ZPO) … nach § 802b ZPO" -> "… nach
 * § 802b der Zivilprozessordnung" (the reader of Leichte Sprache never sees the parenthesis; the
 * genitive as the letter wrote it). Only after the definition and only right after a cited number.
 */
function definedLawNames(text: string): string {
  let out = text;
  for (const match of text.matchAll(DEFINED_LAW)) {
    const [whole, article, name, short] = match;
    if (article === undefined || name === undefined || short === undefined) continue;
    const from = out.indexOf(whole) + whole.length;
    if (from < whole.length) continue;
    const cited = new RegExp(`${CITED_BEFORE}${short}(?![\\p{L}\\p{N}])`, "gu");
    out = out.slice(0, from) + out.slice(from).replace(cited, `${article} ${name}`);
  }
  return out;
}

/** A cited number with its subdivisions right before a point: "§ 240 ", "Paragraf 11 Abs. 1 ". */
const CITED_END =
  /(?:§|Paragraf|Paragrafen|Art\.|Artikel)\s?\d+[a-z]?(?:\s+(?:Abs\.|Absatz|Satz|Nr\.|Nummer)\s+\d+[a-z]?)*\s+$/u;

/**
 * "AO" is a plain word or a name elsewhere; only right after a cited paragraph it is the tax code:
 * "Säumniszuschläge gemäß § 240 AO" -> "… gemäß § 240 Abgabenordnung".
 */
function taxCode(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}(-])AO(?![\p{L}\p{N})-])/gu, (whole, offset: number) =>
    CITED_END.test(text.slice(Math.max(0, offset - 60), offset)) ? "Abgabenordnung" : whole,
  );
}

/** Expands abbreviations and keyword + Roman numeral; `level` picks the wording. */
export function expandAbbreviations(text: string, level: "leicht" | "einfach"): string {
  let out = taxCode(weekdays(socialCodeBooks(divineName(definedLawNames(text)))));
  for (const [index, [pattern, replacement]] of LEICHT.entries()) {
    if (!out.includes(LEICHT_KEYS[index] ?? "")) continue;
    const chosen = level === "einfach" ? (EINFACH_OVERRIDES.get(replacement) ?? replacement) : replacement;
    out = out.replace(pattern, chosen);
  }
  if (level === "leicht") {
    for (const [pattern, title] of TITLES) out = out.replace(pattern, title);
    for (const [pattern, unit, written] of UNITS)
      if (out.includes(written)) out = out.replace(pattern, ` ${unit}`);
  }
  return out.replace(ROMAN_AFTER, (whole, keyword: string, numeral: string) => {
    const value = romanValue(numeral);
    return value === undefined ? whole : `${keyword} ${value}`;
  });
}
