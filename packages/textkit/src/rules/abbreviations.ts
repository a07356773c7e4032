// Rule 16: no abbreviations (LanguageTool ABKUERZUNG): listed abbreviations with a full stop
// ("bzw.", "Nr."), dotted forms ("z.B.", "z. B.", "d. h."), acronyms of two or more capitals
// ("SGB", "KV") and unit symbols ("km", "kg"). Switch: well-known acronyms (WC, Lkw, ICE, ADAC,
// EU ...) pass (MUC). Roman numerals are left to their own rule.
import { codeGroupOfReference } from "../language/reference-numbers.ts";
import { ABBREVIATIONS } from "../segment/abbreviations.ts";
import { romanValue } from "./roman-numerals.ts";
import type { SentenceRule, Token } from "./types.ts";

const EXPANSIONS: Readonly<Record<string, string>> = {
  "z.b": "zum Beispiel",
  "d.h": "das heißt",
  "u.a": "unter anderem",
  bzw: "oder",
  usw: "und so weiter",
  etc: "und so weiter",
  ca: "ungefähr",
  ggf: "wenn nötig",
  evtl: "vielleicht",
  inkl: "mit",
  nr: "Nummer",
  abs: "Absatz",
  str: "Straße",
  tel: "Telefon",
  vgl: "vergleiche",
  "z.t": "zum Teil",
  mind: "mindestens",
  max: "höchstens",
  min: "Minuten",
  std: "Stunden",
  mio: "Millionen",
  mrd: "Milliarden",
  tsd: "Tausend",
  dr: "Doktor",
  prof: "Professor",
  bspw: "zum Beispiel",
  zzgl: "und dazu",
  "u.ä": "und so ähnlich",
  "o.ä": "oder so ähnlich",
  "s.o": "siehe oben",
  "s.u": "siehe unten",
  km: "Kilometer",
  kg: "Kilogramm",
  cm: "Zentimeter",
  mm: "Millimeter",
  "km/h": "Kilometer pro Stunde",
  sgb: "Sozialgesetzbuch",
  bgb: "Bürgerliches Gesetzbuch",
  kfz: "Auto",
  pkw: "Auto",
  ggü: "gegenüber",
  "i.d.r": "meistens",
  insb: "besonders",
  sog: "so genannt",
  jh: "Jahrhundert",
  mwst: "Mehrwertsteuer",
};
/** Unit symbols and abbreviations written without a full stop. */
const BARE_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "km",
  "kg",
  "cm",
  "mm",
  "ml",
  "qm",
  "kfz",
  "pkw",
  "lkw",
  "usw",
  "bzw",
  "ggf",
  "evtl",
  "inkl",
  "zzgl",
  "ca",
]);
const WELL_KNOWN: ReadonlySet<string> = new Set([
  "WC",
  "LKW",
  "Lkw",
  "PKW",
  "Pkw",
  "ICE",
  "ADAC",
  "EU",
  "USA",
  "TV",
  "PC",
  "SMS",
  "DVD",
  "CD",
  "USB",
  "WLAN",
  "PIN",
  "TÜV",
  "OK",
  "UNO",
  "DDR",
  "BRD",
  "ZDF",
  "ARD",
  "WDR",
  "NDR",
  "SPD",
  "CDU",
  "CSU",
  "FDP",
  "AfD",
  "DB",
  "VW",
  "BMW",
  "WM",
  "EM",
  "FC",
  "DJ",
  "IT",
  "KI",
  "DNA",
  "HIV",
  "AIDS",
  "NATO",
  "UNICEF",
  "FIFA",
  "GmbH",
  "AG",
  "App",
  "Kita",
  "Azubi",
  "Hartz",
  "U-Bahn",
  "S-Bahn",
]);

function capitalsIn(word: string): number {
  let count = 0;
  for (const char of word) if (char !== char.toLowerCase()) count += 1;
  return count;
}

function isAcronym(token: Token): boolean {
  if (token.kind !== 1 || token.text.length < 2 || token.text.length > 8) return false;
  if (capitalsIn(token.text) < 2) return false;
  // "SCHULE" in capitals is shouting, not an acronym: long all-capital words with vowels pass.
  return !(
    token.text.length > 5 &&
    token.text === token.text.toUpperCase() &&
    /[AEIOUÄÖÜ].*[AEIOUÄÖÜ]/u.test(token.text)
  );
}

export const abbreviations: SentenceRule = {
  id: "abbreviations",
  scope: "sentence",
  messages: {
    default: {
      de: "Abkürzung „{word}“. Schreiben Sie das Wort aus{hint}.",
      leicht: "„{word}“ ist eine Abkürzung. Schreiben Sie das ganze Wort.",
    },
  },
  check(sentence, { profile, text }, report) {
    const { tokens } = sentence;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token === undefined || (token.kind & 8) !== 0) continue;
      const dotAfter = text.charAt(token.end) === ".";
      let end = token.end;
      let key = token.lower.replaceAll(". ", ".");
      let hit = false;
      if (token.text.length === 1 && (token.kind & 1) !== 0 && dotAfter) {
        // "z. B.", "d. h.", "u. a.": single letters with full stops in a row.
        let last = index;
        while (tokens[last + 1]?.text.length === 1 && text.charAt(tokens[last + 1]?.end ?? 0) === ".")
          last += 1;
        if (last > index) {
          const lastToken = tokens[last];
          end = (lastToken?.end ?? token.end) + 1;
          key = tokens
            .slice(index, last + 1)
            .map((part) => part.lower)
            .join(".");
          index = last;
          hit = true;
        }
      } else if ((token.kind & 16) !== 0 && (token.kind & 1) !== 0 && token.text.length <= 8) {
        hit = true;
        end = token.end + (dotAfter ? 1 : 0);
      } else if (dotAfter && ABBREVIATIONS.has(token.lower)) {
        // At the end of a sentence "Art." is the word "Art" and its full stop.
        hit = index < tokens.length - 1 || token.facts.flags === 0;
        end = token.end + 1;
      } else if (BARE_ABBREVIATIONS.has(token.lower) && token.text === token.lower) {
        hit = true;
      } else if (isAcronym(token) && romanValue(token.text) === undefined) {
        // The letter group of a reference number is copied as written: "Aktenzeichen: UV 51.3-2291/26".
        hit =
          !(profile.wellKnownAcronymsAllowed && WELL_KNOWN.has(token.text)) &&
          !codeGroupOfReference(text, token.start, token.end);
      }
      if (!hit) continue;
      const expansion = EXPANSIONS[key.replace(/\.$/u, "")];
      const word = text.slice(token.start, end);
      report({
        start: token.start,
        end,
        values: { word, hint: expansion ? `: „${expansion}“` : "" },
        suggestion: expansion,
      });
    }
  },
};
