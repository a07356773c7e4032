// "Dann erreichen Sie uns montags bis freitags von 8 bis 18 Uhr unter 0800 1234567." -> "Dann
// erreichen Sie uns montags bis freitags von 8 bis 18 Uhr am Telefon." + "Die Telefonnummer ist 0800
// 1234567.": in Leichte Sprache a telephone number stands in a sentence of its own. So do the hours
// of a long clause: "Dann erreichen Sie uns am Telefon." + "Die Telefonnummer ist 0800 1234567." +
// "Sie können montags bis freitags von 8 bis 18 Uhr anrufen."

import { MONTH_NAMES } from "../language/month-names.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { WEEKDAY_ADVERBS, WEEKDAY_NAMES } from "../language/weekday-names.ts";
import type { Clause } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";
import { OBJECT_PRONOUNS, SUBJECT_PRONOUNS } from "./word-classes.ts";

/** "unter der Telefonnummer 0421 …": the nouns that may name the number. */
const NUMBER_NOUNS = /^(?:Telefonnummer|Rufnummer|Durchwahl|Servicenummer|Telefon)$/;
/** Without such a noun the clause must be about calling ("Sie erreichen uns unter 030 …"). */
const CONTACT_WORDS =
  /^(?:erreichen|erreicht|erreichbar|anrufen|rufen|ruft|telefonisch|melden|Termin|Termine|vereinbaren|Terminvereinbarung|absagen|Absage|Verfügung|Fragen|Rückfragen)$/i;
/** A fax number is no telephone number ("per Fax unter …"). */
const FAX = /^(?:Fax|Telefax|Faxnummer)$/;
/** Separators inside a written telephone number ("0421 361-4470", "0761/76707-0"). */
const NUMBER_JOINS = /^[-/]$/;
/** A German telephone number has an area code (it starts with 0) and at least this many digits. */
const MIN_DIGITS = 6;
/** The clause says the telephone already: no "am Telefon" for it. */
const SAYS_TELEPHONE = /^(?:telefonisch|an|anrufen|anzurufen|angerufen|rufen|ruft|ruf|Telefon)$/;

/** "montags", "Montag", "werktags": the days of office hours. */
const DAYS: ReadonlySet<string> = new Set([...WEEKDAY_ADVERBS, "werktags", ...WEEKDAY_NAMES]);
/** A clock time: "8", "8:30", "12.00" is read as "12:00" by then. */
const CLOCK = /^\d{1,2}(?::\d{2})?$/;
/** The hours go to a sentence of their own from this many words of the clause on. */
const HOURS_FROM_WORDS = 13;
/** Another way or place to reach someone: the hours may belong to it, not to the telephone. */
const OTHER_WAY = /^(?:persönlich|oder|Sprechzeiten|Sprechzeit|Öffnungszeiten|Büro|vor)$/;
/**
 * Words that bind the hours to the rest of the clause: "außer mittwochs …", "ab dem 1. Mai nur noch
 * montags …", "auch montags …". Hours next to such a word stay in the clause (NEGATION_WORDS too).
 */
const RESTRICTING =
  /^(?:außer|ausgenommen|ausnahmsweise|nur|noch|auch|ab|seit|bis|erst|lediglich|ausschließlich|zusätzlich|wieder|zudem|sonst|jedoch|aber|statt|anstatt|allein)$/i;

/** "von 8 bis 12 Uhr" / "zwischen 8 und 12 Uhr" at `at`: its end, or `at`. */
function hoursEnd(tokens: readonly Token[], at: number): number {
  const open = tokens[at]?.text;
  const join = open === "von" ? "bis" : open === "zwischen" ? "und" : undefined;
  if (
    join === undefined ||
    !CLOCK.test(tokens[at + 1]?.text ?? "") ||
    tokens[at + 2]?.text !== join ||
    !CLOCK.test(tokens[at + 3]?.text ?? "") ||
    tokens[at + 4]?.text !== "Uhr"
  )
    return at;
  return at + 5;
}

/**
 * "(jeweils) montags bis donnerstags von 8:30 bis 12:00 Uhr (und von 14 bis 16 Uhr)", "Montag bis
 * Freitag zwischen 8 und 18 Uhr": office hours in `tokens`, as start and end; or undefined.
 */
function officeHours(tokens: readonly Token[]): { start: number; end: number } | undefined {
  const first = tokens.findIndex((token) => DAYS.has(token.text));
  if (first < 0) return undefined;
  let at = first + 1;
  if (/^(?:bis|und|-)$/.test(tokens[at]?.text ?? "") && DAYS.has(tokens[at + 1]?.text ?? "")) at += 2;
  let end = hoursEnd(tokens, at);
  if (end === at) return undefined;
  if (tokens[end]?.text === "und") {
    const second = hoursEnd(tokens, end + 1);
    if (second > end + 1) end = second;
  }
  return { start: tokens[first - 1]?.text === "jeweils" ? first - 1 : first, end };
}

/**
 * The word before the hours leaves the clause whole without them: its verb ("erreichen Sie uns
 * montags …" ends in "uns"), a pronoun or a noun ("Frau Krüger montags …"), not a month ("ab dem 1.
 * Mai montags …") or a particle ("nur montags …").
 */
function standsAlone(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (OBJECT_PRONOUNS.test(token.text) || SUBJECT_PRONOUNS.has(token.text.toLowerCase())) return true;
  if (MONTH_NAMES.includes(token.text)) return false;
  return token.text === "telefonisch" || isCapitalised(token.text) || finiteReadings(token).length > 0;
}

/**
 * The telephone clause without its office hours and "Sie können … anrufen." with them; undefined
 * when the clause is short, has no such hours or another way to reach someone, or when a word
 * restricts the hours or the clause ("außer mittwochs …", "nicht montags …", "ab dem 1. Mai nur
 * noch montags …"): without the hours the clause would say something else.
 */
function hoursApart(kept: readonly Token[], number: number): { kept: Token[]; hours: Clause } | undefined {
  if (countWords(kept) < HOURS_FROM_WORDS || kept.some((token) => OTHER_WAY.test(token.text)))
    return undefined;
  const hours = officeHours(kept);
  if (hours === undefined || !standsAlone(kept[hours.start - 1])) return undefined;
  // "Die Kita ist montags … geöffnet, Sie können uns unter … anrufen": hours in another clause than
  // the number's (a comma between them) are not the telephone's.
  const between = hours.end <= number ? kept.slice(hours.end, number) : kept.slice(number, hours.start);
  if (between.some((token) => token.text === ",")) return undefined;
  const rest = [...kept.slice(0, hours.start), ...kept.slice(hours.end)];
  if (
    rest.filter((token) => token.kind === "w").length < 4 ||
    rest.some((token) => RESTRICTING.test(token.text) || NEGATION_WORDS.has(token.text.toLowerCase()))
  )
    return undefined;
  const when = kept
    .slice(hours.start, hours.end)
    .map((token, index) => (index === 0 ? { ...token, space: true } : token));
  return {
    kept: rest,
    hours: { tokens: [{ ...word("Sie"), space: false }, word("können"), ...when, word("anrufen")], end: "." },
  };
}

/** End (exclusive) of the telephone number starting at `start`, or undefined. */
function numberEnd(tokens: readonly Token[], start: number): number | undefined {
  const first = tokens[start];
  if (first?.kind !== "n" || !first.text.startsWith("0")) return undefined;
  let end = start + 1;
  while (
    tokens[end]?.kind === "n" ||
    (NUMBER_JOINS.test(tokens[end]?.text ?? "") && tokens[end + 1]?.kind === "n")
  )
    end += 1;
  const digits = tokens
    .slice(start, end)
    .reduce((sum, token) => sum + (token.kind === "n" ? token.text.replace(/\D/g, "").length : 0), 0);
  return digits >= MIN_DIGITS ? end : undefined;
}

/**
 * The tokens of the clause around `start`..`end`: up to "und", "oder" or ";" on either side (commas
 * also close a name in apposition: "mit Herrn Krüger, unter …").
 */
function clauseAround(tokens: readonly Token[], start: number, end: number): readonly Token[] {
  const boundary = (token: Token | undefined) => /^(?:und|oder|;)$/.test(token?.text ?? "");
  let from = start;
  while (from > 0 && !boundary(tokens[from - 1])) from -= 1;
  let to = end;
  while (to < tokens.length && !boundary(tokens[to])) to += 1;
  return tokens.slice(from, to);
}

/**
 * "… unter (der Telefonnummer) 0421 361-4470 …" -> the clause without it (with "am Telefon" where
 * nothing else says so) + "Die Telefonnummer ist 0421 361-4470." ("Die Rufnummer ist …" after
 * "unter der Rufnummer"). Statements and requests only; a clause that is nothing but the number
 * stays.
 */
export function splitPhoneNumber(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== "." || clause.bullet) return undefined;
  for (let at = 0; at < tokens.length; at += 1) {
    if (tokens[at]?.text !== "unter") continue;
    let start = at + 1;
    // The source's own noun is kept ("Rufnummer"): what the text says stays in it.
    let noun = "Telefonnummer";
    if (tokens[start]?.text === "der" && NUMBER_NOUNS.test(tokens[start + 1]?.text ?? "")) {
      noun = tokens[start + 1]?.text === "Telefon" ? noun : (tokens[start + 1]?.text ?? noun);
      start += 2;
    }
    const stop = numberEnd(tokens, start);
    if (stop === undefined) continue;
    // "unter 0800 1234567 oder 0800 7654321", "… oder per E-Mail": a number in a coordination
    // ("… oder schreiben Sie uns" is a clause of its own).
    if (
      /^(?:oder|und|bzw)$/.test(tokens[stop]?.text ?? "") &&
      (tokens[stop + 1]?.kind === "n" || /^(?:per|unter|über|an|E-Mail)$/.test(tokens[stop + 1]?.text ?? ""))
    )
      return undefined;
    if (tokens.some((token) => FAX.test(token.text))) return undefined;
    if (start === at + 1 && !clauseAround(tokens, at, stop).some((token) => CONTACT_WORDS.test(token.text)))
      return undefined;
    const rest = [...tokens.slice(0, at), ...tokens.slice(stop)];
    // Not a whole clause without it ("Unter 030 123456." or a lone "Telefon unter …").
    if (rest.filter((token) => token.kind === "w").length < 3) return undefined;
    const said = rest.some((token) => SAYS_TELEPHONE.test(token.text));
    const kept = said ? rest : [...tokens.slice(0, at), word("am"), word("Telefon"), ...tokens.slice(stop)];
    const number = tokens
      .slice(start, stop)
      .map((token, index) => (index === 0 ? { ...token, space: true } : token));
    const apart = hoursApart(kept, at);
    return [
      { ...clause, tokens: apart?.kept ?? kept },
      {
        tokens: [word("Die"), word(noun), word("ist"), ...number].map((token, index) =>
          index === 0 ? { ...token, space: false } : token,
        ),
        end: ".",
      },
      ...(apart === undefined ? [] : [apart.hours]),
    ];
  }
  return undefined;
}

/** The groups of an IBAN as the tokenizer gives them: "DE12", "2005", … */
const IBAN_GROUP = /^(?:[A-Z]{2}\d{2}|\d{1,4})$/;

/**
 * An account number between commas is a sentence of its own, too: "… auf unser Konto bei der
 * Hamburger Sparkasse, IBAN DE12 2005 0550 1234 5678 90, überweisen." -> "… auf unser Konto bei der
 * Hamburger Sparkasse überweisen." + "Die IBAN ist DE12 2005 0550 1234 5678 90."
 */
export function splitIban(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if ((end !== "." && end !== "!") || clause.bullet) return undefined;
  const at = tokens.findIndex((token, index) => token.text === "IBAN" && tokens[index - 1]?.text === ",");
  if (at < 2) return undefined;
  let stop = at + 1;
  while (IBAN_GROUP.test(tokens[stop]?.text ?? "")) stop += 1;
  // A whole IBAN (its country and check digits first), closed by the second comma.
  if (!/^[A-Z]{2}\d{2}$/.test(tokens[at + 1]?.text ?? "") || stop - at < 5 || tokens[stop]?.text !== ",")
    return undefined;
  const rest = [...tokens.slice(0, at - 1), ...tokens.slice(stop + 1)];
  if (rest.filter((token) => token.kind === "w").length < 4) return undefined;
  const iban = tokens.slice(at + 1, stop);
  return [
    { ...clause, tokens: rest },
    { tokens: [{ ...word("Die"), space: false }, word("IBAN"), word("ist"), ...iban], end: "." },
  ];
}
