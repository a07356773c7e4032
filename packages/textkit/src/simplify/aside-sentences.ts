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
import { isModifier } from "./noun-phrase.ts";
import { capitaliseFirst, word } from "./tokens.ts";
import {
  type Agreement,
  DEFINITE_NOMINATIVE,
  DETERMINERS,
  POSSESSIVE_DETERMINER,
  SUBJECT_PRONOUNS,
} from "./word-classes.ts";

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
    // A determiner that is no nominative ("den Antrag prüfen wir") still opens a main clause.
  } else if (!DETERMINERS.has(first.toLowerCase())) return undefined;
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

/**
 * "Personalausweis oder Reisepass" -> "Das ist der Personalausweis oder der Reisepass.";
 * "Miete und Heizung" -> "Das sind die Miete und die Heizung." Undefined unless every item is one
 * capitalised noun with one nominative reading (gender and number) and the items are joined by
 * commas and one final "und" or "oder". A form that is singular and plural alike ("Ehepartner")
 * is plural when another item is ("Ehepartner, Kinder und Eltern").
 */
function nounListSentence(inner: string, possessive: string | undefined): string | undefined {
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
      singular: gender === undefined ? undefined : DEFINITE_NOMINATIVE[gender],
      plural: nominative.some((reading) => reading.number === "plural"),
    };
  });
  if (readings.some((reading) => !reading.known)) return undefined;
  const anyPlural = readings.some((reading) => reading.plural && reading.singular === undefined);
  const phrases: string[] = [];
  for (const { noun, singular, plural } of readings) {
    if (singular !== undefined && plural && !anyPlural) return undefined;
    const article = singular === undefined || (plural && anyPlural) ? "die" : singular;
    // "Ihr Kind (Sohn oder Tochter)": the items get the host's possessive ("Ihr Sohn oder Ihre Tochter").
    const determiner =
      possessive === undefined
        ? article
        : article === "die"
          ? `${possessive.replace(/^(eu)er$/i, "$1r")}e`
          : possessive;
    phrases.push(`${determiner} ${noun}`);
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

/** A noun's nominative: a gender in the singular, or "p" for the plural. */
type Kind = "m" | "f" | "n" | "p";

/** A possessive's form without ending ("eur" of "eure" -> "euer"). */
const uninflected = (stem: string): string => (stem.toLowerCase() === "eur" ? `${stem.slice(0, 2)}er` : stem);

/** The nouns a definite or demonstrative nominative opens ("die" a feminine or a plural). */
const DEFINITE_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  der: ["m"],
  die: ["f", "p"],
  das: ["n"],
  dieser: ["m"],
  diese: ["f", "p"],
  dieses: ["n"],
};

/**
 * The nominative a determiner opens, as it stands or from the masculine accusative ("den Antrag" ->
 * "der Antrag", "Ihren Antrag" -> "Ihr Antrag"). Only determiners of a known thing: definite,
 * demonstrative, possessive ("eine Tochter (sie ist 3)" is not "Eine Tochter ist 3").
 */
function nominativeOf(determiner: string): { kinds: readonly Kind[]; nominative: string } | undefined {
  const lower = determiner.toLowerCase();
  const kinds = DEFINITE_KINDS[lower];
  if (kinds !== undefined) return { kinds, nominative: determiner };
  if (lower === "den" || lower === "diesen")
    return { kinds: ["m"], nominative: determiner.replace(/n$/, "r") };
  const [, stem = "", ending = ""] = POSSESSIVE_DETERMINER.exec(determiner) ?? [];
  if (stem === "" || (stem.toLowerCase() === "eur" && ending === "")) return undefined;
  const full = uninflected(stem);
  if (ending === "") return { kinds: ["m", "n"], nominative: full };
  if (ending === "e") return { kinds: ["f", "p"], nominative: determiner };
  return ending === "en" ? { kinds: ["m"], nominative: full } : undefined;
}

/** An adjective, "beiden" or a cardinal between a determiner and its noun ("Ihre beiden Kinder"). */
const isAdjectiveForm = (form: string): boolean => isModifier(word(form));

/** The possessive before the noun right before an aside, as written ("Ihr Kind (…)" -> "Ihr"). */
function hostPossessive(before: string): string | undefined {
  const words = before.trim().split(/\s+/);
  for (let at = words.length - 2; at >= Math.max(0, words.length - 4); at -= 1) {
    const [, stem] = POSSESSIVE_DETERMINER.exec(words[at] ?? "") ?? [];
    if (stem !== undefined) return uninflected(stem);
    if (!isAdjectiveForm(words[at] ?? "")) return undefined;
  }
  return undefined;
}

/** What a subject pronoun can stand for; "das"/"dies" for any noun. */
const PRONOUN_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  sie: ["f", "p"],
  er: ["m"],
  das: ["m", "f", "n", "p"],
  dies: ["m", "f", "n", "p"],
};

/**
 * The noun phrase right before an aside, in the nominative, when the pronoun that opens the aside
 * and its verb can stand for it: "Ihre Eltern (sie wohnen …)" -> "Ihre Eltern"; "Ihren Antrag (er
 * kam …)" -> "Ihr Antrag". A determiner (definite, demonstrative, possessive), at most two
 * adjectives (not after an accusative made nominative) and the noun; undefined otherwise ("der
 * Kinder (sie sind …)" is a genitive, "Frau Müller (sie …)" has no determiner).
 */
function antecedentPhrase(before: string, pronoun: string, verb: string): string | undefined {
  const words = before.trim().split(/\s+/);
  const noun = words.at(-1) ?? "";
  const allowed = PRONOUN_KINDS[pronoun];
  if (allowed === undefined || !/^\p{Lu}[\p{L}-]*$/u.test(noun)) return undefined;
  const numbers = new Set(
    finiteReadings(word(verb))
      .filter((reading) => reading.person === 3)
      .map((reading) => reading.number),
  );
  const kindsOfNoun = new Set<Kind>(
    nounReadings(word(noun))
      .filter((reading) => reading.cases.includes("nom") && numbers.has(reading.number))
      .flatMap((reading): Kind[] =>
        reading.number === "plural" ? ["p"] : reading.gender === undefined ? [] : [reading.gender],
      ),
  );
  for (let adjectives = 0; adjectives <= 2; adjectives += 1) {
    const at = words.length - 2 - adjectives;
    const between = words.slice(at + 1, -1);
    if (at < 0 || !between.every(isAdjectiveForm)) return undefined;
    const determiner = nominativeOf(words[at] ?? "");
    if (determiner === undefined) continue;
    const changed = determiner.nominative !== words[at];
    // "… und ihre Eltern (sie …)": at the start of a sentence "Ihre" would read as the reader's.
    if ((changed && adjectives > 0) || /^ihr/.test(determiner.nominative)) return undefined;
    const kinds = determiner.kinds.filter((kind) => kindsOfNoun.has(kind) && allowed.includes(kind));
    return kinds.length === 0 ? undefined : [determiner.nominative, ...between, noun].join(" ");
  }
  return undefined;
}

/**
 * Head nouns of a predicate that judges or obliges rather than says what a thing is: "(das ist
 * Gesetz)", "(das ist Ihre Pflicht)", "(das ist kein Problem)" after "Bitte melden Sie den Umzug"
 * speak of the act, not of the noun before them.
 */
const JUDGING_NOUN =
  /(?:pflicht|gesetz|vorschrift|problem|regel|bedingung|voraussetzung|aufgabe|fehler|ausnahme|recht|sache|fall|grund|vorteil|nachteil|risiko|möglichkeit|chance|ziel|wunsch)(?:e|en|n|s|es)?$/i;

/**
 * "das ist …" says what the noun before it is: a noun phrase ("Ihr Einkommen im Alter", "Geld vom
 * Staat") whose head is no judging noun, and no "kein …"; not an adjective ("das ist wichtig").
 */
function isDefinition(predicate: readonly string[]): boolean {
  const [first = ""] = predicate;
  if (/^kein/i.test(first)) return false;
  let at = DETERMINERS.has(first.toLowerCase()) ? 1 : 0;
  while (at < predicate.length && at <= 3 && isAdjectiveForm(predicate[at] ?? "")) at += 1;
  const head = predicate[at] ?? "";
  if (!/^\p{Lu}[\p{L}-]*$/u.test(head)) return false;
  // "(das ist der Grund für die Krankheit)", "(das ist ein Unfall bei der Arbeit)": an article
  // names a kind of thing, a definition whatever its noun; "(das ist Pflicht)", "(das ist Ihre
  // Pflicht)" judge the act.
  return /^(?:der|die|das|ein|eine)$/i.test(first) || !JUDGING_NOUN.test(head);
}

/**
 * A clause aside whose subject pronoun stands for the noun right before it gets that noun as its
 * subject: "Ihre Eltern (sie wohnen bei Ihnen)" -> "Ihre Eltern wohnen bei Ihnen." ("Sie wohnen bei
 * Ihnen" reads as the polite "Sie"); "Die Rente (das ist Ihr Einkommen im Alter) wird …" -> "Die
 * Rente ist Ihr Einkommen im Alter." ("Das ist …" after the sentence points at all of it). "das"
 * only before a defining noun phrase, inside the sentence (at its end it may mean the whole clause:
 * "Sie zahlen die Miete (das ist Pflicht)"). A plural "sie" without a sure noun becomes "die":
 * "Viele Menschen (sie haben wenig Geld)" -> "Die haben wenig Geld." (never dropped, and no polite
 * "Sie"). A singular "sie"/"er" stays ("Sie ist 3 Jahre alt." cannot be the polite "Sie").
 */
function clauseAside(inner: string, before: string, atEnd: boolean): string {
  const words = inner.trim().split(/\s+/);
  const [pronoun = "", verb = ""] = words;
  let text = capitaliseFirst(inner.trim());
  const definition =
    /^(?:das|dies)$/.test(pronoun) && /^(?:ist|sind)$/.test(verb) && !atEnd && isDefinition(words.slice(2));
  // Not "es": it may be no pronoun ("es gibt …", "es fehlt noch die Unterschrift").
  if (/^(?:sie|er)$/.test(pronoun) || definition) {
    const phrase = antecedentPhrase(before, pronoun, verb);
    if (phrase !== undefined) text = capitaliseFirst([phrase, ...words.slice(1)].join(" "));
    else if (
      pronoun === "sie" &&
      finiteReadings(word(verb)).some((reading) => reading.person === 3 && reading.number === "plural")
    ) {
      // "Viele Menschen (sie haben wenig Geld)" -> "Diese Menschen haben wenig Geld." when a plural
      // noun stands right before; else the demonstrative alone ("Die sind beide minderjährig.").
      // Not after a genitive or a coordination ("Die Eltern der Kinder", "Eltern und Lehrer"),
      // where the noun may not be the one meant.
      const near = before.trim().split(/\s+/).slice(-3);
      const last = near.at(-1) ?? "";
      const plural =
        /^\p{Lu}/u.test(last) &&
        !near.slice(0, -1).some((text) => /^(?:der|des|und|oder|sowie)$/.test(text)) &&
        nounReadings(word(last)).some((reading) => reading.number === "plural");
      text = [...(plural ? ["Diese", last] : ["Die"]), ...words.slice(1)].join(" ");
    }
  }
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The sentence(s) an aside becomes, or undefined when it stays in the sentence. */
function asideSentence(
  inner: string,
  before: string,
  after: string,
  parenthesis: boolean,
): string | undefined {
  if (isAsideClause(inner)) return clauseAside(inner, before, /^\s*[.!?]/.test(after));
  if (!parenthesis || !afterCommonNoun(before)) return undefined;
  return nounListSentence(inner, hostPossessive(before));
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
        const note = asideSentence(
          inner,
          all.slice(0, offset),
          all.slice(offset + whole.length),
          parenthesis,
        );
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
