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

/** The end of a sentence: not the dot of an ordinal day ("am 2. März"). */
export const SENTENCE_END = /(?<!(?:^|[^\p{N}])\p{N}{1,2})[.!?](?=\s*\n|\s+\p{Lu}|\s*$)|\n/gu;

/** An aside in parentheses, before a space or punctuation. */
const PARENTHESIS = / \(([^()\n]{1,120})\)(?=[ ,.;:!?])/gu;
/** An aside between two dashes (a spaced hyphen counts as a dash), before a space or comma. */
const DASH_PAIR = / [–—-] ([^–—\n]{1,120}?) [–—-](?=[ ,])/gu;

/** Demonstratives that open a clause as its subject, with the pronouns' agreement (3rd person). */
const DEMONSTRATIVE_SUBJECTS: ReadonlySet<string> = new Set(["das", "dies"]);

/** The first word is a subject pronoun and the second its finite verb: "das sind …", "sie beginnt …". */
function isAsideClause(inner: string): boolean {
  const words = inner.trim().split(/\s+/);
  const [first = "", second = ""] = words;
  if (words.length < 3 || /[,;:]$/.test(inner.trim()) || !/^\p{Ll}+$/u.test(second)) return false;
  const lower = first === "Sie" ? "Sie" : first.toLowerCase();
  // "das heißt die Kaltmiete": says the same again in other words, it is no statement of its own.
  if (DEMONSTRATIVE_SUBJECTS.has(lower) && second === "heißt") return false;
  const agreements: readonly Agreement[] | undefined = DEMONSTRATIVE_SUBJECTS.has(lower)
    ? [
        { person: 3, number: "singular" },
        { person: 3, number: "plural" },
      ]
    : lower === "Sie"
      ? [{ person: 3, number: "plural" }]
      : SUBJECT_PRONOUNS.get(lower);
  if (agreements === undefined) return false;
  return finiteReadings(word(second)).some((reading) =>
    agreements.some(
      (agreement) => agreement.person === reading.person && agreement.number === reading.number,
    ),
  );
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
  const match = /^(\p{Lu}[\p{L}-]+(?:, \p{Lu}[\p{L}-]+)*) (und|oder) (\p{Lu}[\p{L}-]+)$/u.exec(inner.trim());
  if (match === null) return undefined;
  const [, head = "", join = "", last = ""] = match;
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
  const listed = `${phrases.slice(0, -1).join(", ")} ${join} ${phrases.at(-1)}`;
  return `Das ${verb} ${listed}.`;
}

/** "Frau Müller (Mutter und Betreuerin)": a person's roles, not a list of things. */
const PERSON_BEFORE = /(?:^|\s)(?:Frau|Herrn?|Familie)\s+\S+\s*$/u;

/** The sentence(s) an aside becomes, or undefined when it stays in the sentence. */
function asideSentence(inner: string, before: string, parenthesis: boolean): string | undefined {
  if (isAsideClause(inner)) {
    const text = capitaliseFirst(inner.trim());
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }
  if (!parenthesis || PERSON_BEFORE.test(before)) return undefined;
  return nounListSentence(inner);
}

/**
 * Moves the asides of each sentence behind it (Leichte Sprache). A quick exit when the text has no
 * parenthesis or spaced dash.
 */
export function asidesAfterSentence(text: string): string {
  if (!text.includes(" (") && !/ [–—-] /.test(text)) return text;
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
        return "";
      };
    const body = sentence.replace(PARENTHESIS, take(true)).replace(DASH_PAIR, take(false));
    out += notes.length === 0 ? sentence : body.replace(/ +,/g, ",") + notes.join("");
  }
  return out;
}
