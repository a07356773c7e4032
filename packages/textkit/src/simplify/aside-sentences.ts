// Leichte Sprache avoids brackets and inserted remarks: an aside that says something of its own
// leaves the sentence and follows it as a sentence of its own (text level, before the short
// parentheses are dropped and the dashes become commas in replace-special-characters.ts).
// - A whole main clause in parentheses or between two dashes: "Ihr Einkommen – das sind Lohn,
//   Rente und Kindergeld – ist zu hoch." -> "Ihr Einkommen ist zu hoch. Das sind Lohn, Rente und
//   Kindergeld." Only a clause that opens with a subject pronoun ("das", "sie", "wir" …) and its
//   finite verb right after it, in agreement with it.
// - Two or more bare nouns in parentheses, joined by "und"/"oder": "Bitte bringen Sie Ihren Ausweis
//   (Personalausweis oder Reisepass) mit." -> "Bitte bringen Sie Ihren Ausweis mit. Das ist der
//   Personalausweis oder der Reisepass." (dropped, the reader lost what to bring). Only when the
//   lexicon gives every noun one gender and number in the nominative.
// Everything else stays as it was: a verbless remark ("(wie immer)", "– sie und ihre Töchter –"),
// "das heißt …", a sentence whose end is not a full stop, "!" or "?" (a heading, a list line).
import { finiteReadings, nounReadings } from "./lexicon-access.ts";
import { capitaliseFirst, word } from "./tokens.ts";
import { type Agreement, SUBJECT_PRONOUNS } from "./word-classes.ts";

/**
 * The end of a sentence: not the dot of an ordinal day ("am 2. März"). Global, for `matchAll` only
 * (which copies it); `test`/`exec` would carry its lastIndex from call to call.
 */
export const SENTENCE_END = /(?<!(?:^|[^\p{N}])\p{N}{1,2})[.!?](?=\s*\n|\s+\p{Lu}|\s*$)|\n/gu;

/** An aside in parentheses, before a space or punctuation. */
const PARENTHESIS = / \(([^()\n]{1,120})\)(?=[ ,.;:!?])/gu;
/** An aside between two dashes (a spaced hyphen counts as a dash), before a space or comma. */
const DASH_PAIR = / [–—-] ([^–—\n]{1,120}?) [–—-](?=[ ,])/gu;

/** A whole sentence in parentheses, after a sentence end or at the start of a line. */
const WHOLE_SENTENCE = /(^|[.!?][ \t]+)\((\p{Lu}[^()\n]{0,300}?[.!?])\)(?=\s|$)/gmu;

/** Demonstratives that open a clause as its subject, with the pronouns' agreement (3rd person). */
const DEMONSTRATIVE_SUBJECTS: ReadonlySet<string> = new Set(["das", "dies"]);

/** Determiners before a noun subject ("die Frist beginnt …", "Ihr Antrag liegt vor"). */
const SUBJECT_DETERMINERS =
  /^(?:der|die|das|ein|eine|kein|keine|ihr|ihre|unser|unsere|dieser|diese|dieses)$/i;

/** The person and number a subject of one or two words agrees with, or undefined when it is none. */
function subjectAgreements(subject: readonly string[]): readonly Agreement[] | undefined {
  const [first = "", noun] = subject;
  if (noun === undefined) {
    const lower = first === "Sie" ? "Sie" : first.toLowerCase();
    if (DEMONSTRATIVE_SUBJECTS.has(lower))
      return [
        { person: 3, number: "singular" },
        { person: 3, number: "plural" },
      ];
    if (lower === "Sie") return [{ person: 3, number: "plural" }];
    const pronoun = SUBJECT_PRONOUNS.get(lower);
    if (pronoun !== undefined) return pronoun;
  } else if (!SUBJECT_DETERMINERS.test(first)) return undefined;
  // "Mehrfachnennungen sind möglich", "die Frist beginnt …": a noun in the nominative.
  const readings = nounReadings(word(noun ?? first)).filter((reading) => reading.cases.includes("nom"));
  return readings.map((reading) => ({ person: 3, number: reading.number }));
}

/**
 * A main clause: its subject (a pronoun, "das"/"dies", a noun with or without its determiner) and
 * right after it the finite verb, in agreement with it: "das sind …", "sie beginnt …",
 * "Mehrfachnennungen sind möglich".
 */
function isAsideClause(inner: string): boolean {
  const words = inner.trim().split(/\s+/);
  if (words.length < 3 || /[,;:]$/.test(inner.trim())) return false;
  // "das heißt die Kaltmiete": says the same again in other words, it is no statement of its own.
  if (/^(?:das|dies)$/i.test(words[0] ?? "") && words[1] === "heißt") return false;
  return [1, 2].some((length) => {
    const verb = words[length] ?? "";
    if (!/^\p{Ll}+$/u.test(verb) || words.length < length + 2) return false;
    const agreements = subjectAgreements(words.slice(0, length));
    return (
      agreements !== undefined &&
      finiteReadings(word(verb)).some((reading) =>
        agreements.some(
          (agreement) => agreement.person === reading.person && agreement.number === reading.number,
        ),
      )
    );
  });
}

const ARTICLE = { m: "der", f: "die", n: "das" } as const;

/**
 * "Personalausweis oder Reisepass" -> "Das ist der Personalausweis oder der Reisepass.";
 * "Miete und Heizung" -> "Das sind die Miete und die Heizung." Undefined unless every item is one
 * capitalised noun with one nominative reading (gender and number) and the items are joined by
 * commas and one final "und" or "oder". A form that is singular and plural alike ("Ehepartner")
 * is plural when another item is ("Ehepartner, Kinder und Eltern").
 */
function nounListSentence(inner: string): string | undefined {
  // The last item may have a genitive attribute ("Regelbedarf, Mehrbedarf und Kosten der
  // Unterkunft"); before "und" it could hold the next noun too ("Kosten der Miete und Heizung").
  const match =
    /^(\p{Lu}[\p{L}-]+(?:, \p{Lu}[\p{L}-]+)*) (und|oder) (\p{Lu}[\p{L}-]+)((?: de[rs] \p{Lu}[\p{L}-]+)?)$/u.exec(
      inner.trim(),
    );
  if (match === null) return undefined;
  const [, head = "", join = "", last = "", attribute = ""] = match;
  const nouns = [...head.split(", "), last];
  // Per noun its article in the singular, "die" in the plural, or both when the form is both.
  const readings = nouns.map((noun) => {
    const nominative = nounReadings(word(noun)).filter((reading) => reading.cases.includes("nom"));
    const singular = new Set(
      nominative.filter((reading) => reading.number === "singular").map((reading) => reading.gender),
    );
    const [gender] = singular;
    return {
      noun,
      known: nominative.length > 0 && singular.size <= 1 && !(singular.size === 1 && gender === undefined),
      singular: gender === undefined ? undefined : ARTICLE[gender],
      plural: nominative.some((reading) => reading.number === "plural"),
    };
  });
  if (readings.some((reading) => !reading.known)) return undefined;
  const anyPlural = readings.some((reading) => reading.plural && reading.singular === undefined);
  const phrases: string[] = [];
  for (const { noun, singular, plural } of readings) {
    if (singular !== undefined && plural && !anyPlural) return undefined;
    phrases.push(`${singular === undefined || (plural && anyPlural) ? "die" : singular} ${noun}`);
  }
  // "Original oder Kopien": singular and plural after "oder" leave the verb's number open.
  if (
    join === "oder" &&
    anyPlural &&
    readings.some((reading) => reading.singular !== undefined && !reading.plural)
  )
    return undefined;
  const verb = join === "und" || anyPlural ? "sind" : "ist";
  const listed = `${phrases.slice(0, -1).join(", ")} ${join} ${phrases.at(-1)}${attribute}`;
  return `Das ${verb} ${listed}.`;
}

/**
 * The nouns in parentheses name what a common noun right before them means ("Ausweis
 * (Personalausweis oder Reisepass)"); after a name they are a person's roles ("Frau Müller (Mutter
 * und Betreuerin)", "Jack Cathcart (Piano und Arrangements)").
 */
function afterCommonNoun(before: string): boolean {
  if (/(?:^|\s)(?:Frau|Herrn?|Familie)\s+\S+\s*$/u.test(before)) return false;
  const last = /(\p{Lu}[\p{L}-]*)\s*$/u.exec(before)?.[1];
  return last !== undefined && nounReadings(word(last)).length > 0;
}

/** A verb form on both sides of a removed aside: it stood for the comma between two clauses. */
function verbAt(text: string, side: "end" | "start"): boolean {
  const form = (side === "end" ? /(\p{Ll}+)\s*$/u : /^\s*(\p{Ll}+)/u).exec(text)?.[1];
  return form !== undefined && finiteReadings(word(form)).length > 0;
}

/** The sentence(s) an aside becomes, or undefined when it stays in the sentence. */
function asideSentence(inner: string, before: string, parenthesis: boolean): string | undefined {
  if (isAsideClause(inner)) {
    const text = capitaliseFirst(inner.trim());
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }
  if (!parenthesis || !afterCommonNoun(before)) return undefined;
  return nounListSentence(inner);
}

/**
 * Moves the asides of each sentence behind it (Leichte Sprache). A quick exit when the text has no
 * parenthesis or spaced dash.
 */
export function asidesAfterSentence(source: string): string {
  if (!source.includes("(") && !/ [–—-] /.test(source)) return source;
  // "… aus. (Bitte beachten Sie die Frist.) Wir …": a whole sentence in parentheses loses them.
  const text = source.replace(WHOLE_SENTENCE, "$1$2");
  let out = "";
  let start = 0;
  const ends = [...text.matchAll(SENTENCE_END)].map((end) => (end[0] === "\n" ? end.index : end.index + 1));
  for (const cut of [...ends, text.length]) {
    if (cut < start) continue;
    const sentence = text.slice(start, cut);
    start = cut;
    // Only a sentence that ends in a full stop, "!" or "?": a heading or list line has no place for a note.
    if (!/[.!?]\s*$/.test(sentence) || (!sentence.includes(" (") && !/ [–—-] /.test(sentence))) {
      out += sentence;
      continue;
    }
    const notes: string[] = [];
    const take =
      (parenthesis: boolean) =>
      (whole: string, inner: string, offset: number, all: string): string => {
        const note = asideSentence(inner, all.slice(0, offset), parenthesis);
        if (note === undefined) return whole;
        notes.push(` ${note}`);
        // "Während sich … beziehen - eine Schere soll … - beziehen sich …": the clauses keep a comma.
        return verbAt(all.slice(0, offset), "end") && verbAt(all.slice(offset + whole.length), "start")
          ? ","
          : "";
      };
    const body = sentence.replace(PARENTHESIS, take(true)).replace(DASH_PAIR, take(false));
    out += notes.length === 0 ? sentence : body.replace(/ +,/g, ",") + notes.join("");
  }
  return out;
}
