// An apposition after a name becomes its own sentence: "Da starb Elimelech, der Mann von Noomi,
// und sie blieb zurück." -> "Da starb Elimelech, und sie blieb zurück." + "Elimelech war der Mann
// von Noomi." The apposition is a simple noun phrase (determiner, adjectives, noun; its case must
// be certain, it is put in the nominative) with at most a genitive name or a short genitive or
// von-phrase after it, between two commas; two such appositions in a row give two statements.
// Also: a person named after a role ("mit Ihrem Sachbearbeiter, Herrn Krüger, …" -> "Ihr
// Sachbearbeiter ist Herr Krüger.") and a closing "…, das ist X." ("Das ist X.").
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import { attributeEnd, attributePhraseEnd, dateEnd, hasFiniteVerb } from "./clause-tools.ts";
import { bareRolePhrase } from "./comma-insertion.ts";
import { finiteReadings, isNonFiniteVerb, nounReadings, readingsOf } from "./lexicon-access.ts";
import { determinerSlots, inflectPhrase, phraseLength } from "./noun-phrase.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import {
  COORDINATORS,
  DETERMINERS,
  FUNCTION_WORDS,
  LEGAL_FORM,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "./word-classes.ts";

function isInflectedAdjective(token: Token): boolean {
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected);
}

const CASES = ["nom", "akk", "dat", "gen"] as const;
/** The title before a person's name ("Herrn Meier", "Frau Schulz"). */
const TITLE = /^(?:Herr|Herrn|Frau)$/;
/** Unknown capitalised words rarer than this are names ("Elimelech", "Andreas"). */
const NAME_ZIPF = 5;
const MAX_TAIL = 4;

function isName(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !isCapitalised(token.text)) return false;
  if (FUNCTION_WORDS.has(token.text.toLowerCase()) || token.text === token.text.toUpperCase()) return false;
  return readingsOf(token.text).length === 0 && zipfFrequency(token.text) < NAME_ZIPF;
}

/** "Noomis", "des Simon Petrus", "von seinem Bruder", "aus Magdala": no verb, no punctuation. */
function plainTail(tail: readonly Token[]): boolean {
  return (
    tail.length <= MAX_TAIL &&
    tail.every(
      (token) =>
        token.kind === "w" &&
        !COORDINATORS.has(token.text) &&
        finiteReadings(token).length === 0 &&
        !isNonFiniteVerb(token),
    )
  );
}

/** Determiners of a feminine singular noun in the nominative/accusative, and their dative/genitive forms. */
const FEMININE_DETERMINER = /^(?:die|eine|meine|deine|seine|ihre|unsere|eure)$/;
const FEMININE_OBLIQUE: Readonly<Record<string, string>> = {
  der: "die",
  einer: "eine",
  meiner: "meine",
  deiner: "deine",
  seiner: "seine",
  ihrer: "ihre",
  unserer: "unsere",
  eurer: "eure",
};

/** Endings of a man's noun for a person: Moabiter, Bethlehemit, Jurist, Praktikant, Student, Sekretär. */
const PERSON_STEM = /(?:er|it|ist|ant|ent|är|eur|og|at)$/;

/**
 * "die Moabiterin", "der Samariterin" -> "die Samariterin": a determiner and a woman's noun in
 * "-in" that the lexicon lacks ("-innen" is the plural, so the noun is singular).
 */
function feminineNominative(head: readonly Token[]): Token[] | undefined {
  const [determiner, noun] = head;
  if (head.length !== 2 || determiner === undefined || noun === undefined) return undefined;
  if (nounReadings(noun).length > 0 || readingsOf(noun.text).length > 0 || !/\p{Ll}{2}in$/u.test(noun.text))
    return undefined;
  // A woman's noun is a man's noun + "in" ("Moabiter-in", "Bethlehemit-in", "Zar-in"); "der
  // Paladin", "der Harlekin", "Kevin" end in "-in" without one ("Roland, der Paladin, …").
  const stem = noun.text.slice(0, -2);
  if (!PERSON_STEM.test(stem) && !nounReadings(word(stem)).some((reading) => reading.gender === "m"))
    return undefined;
  if (FEMININE_DETERMINER.test(determiner.text)) return [...head];
  const nominativeForm = FEMININE_OBLIQUE[determiner.text];
  return nominativeForm === undefined ? undefined : [{ ...determiner, text: nominativeForm }, noun];
}

/** The phrase in the nominative when every case it can have gives the same form ("den Sohn" -> "der Sohn"). */
function nominative(head: readonly Token[]): Token[] | undefined {
  const feminine = feminineNominative(head);
  if (feminine !== undefined) return feminine;
  const forms = new Map<string, Token[]>();
  for (const grammaticalCase of CASES) {
    const inflected = inflectPhrase(head, grammaticalCase, "nom");
    if (inflected !== undefined) forms.set(inflected.map((token) => token.text).join(" "), inflected);
  }
  if (forms.size !== 1) return undefined;
  const [only] = forms.values();
  // Singular only: "Elimelech war der Mann …", never "Söhne".
  const noun = only?.at(-1);
  const singular = nounReadings(noun).some(
    (reading) => reading.number === "singular" && reading.cases.includes("nom"),
  );
  return singular ? only : undefined;
}

/**
 * A finite verb of the past: a Präteritum reading and no present one. A weak verb's Präteritum is
 * also its Konjunktiv II ("kehrte", "wohnte"), so "every reading Präteritum" would miss it.
 */
function tellsPast(readings: readonly FiniteVerbInfo[]): boolean {
  return (
    readings.some((reading) => reading.tense === "praeteritum") &&
    !readings.some((reading) => reading.tense === "praesens")
  );
}

/** "ist", or "war" when the clause tells of the past (its first finite verb is a Präteritum). */
function copulaFor(tokens: readonly Token[]): string {
  const verb = tokens.find((token) => finiteReadings(token).length > 0);
  return tellsPast(finiteReadings(verb)) ? "war" : "ist";
}

/** `after`: the statement goes right after the clause that holds this word (the role noun). */
type Found = { start: number; close: number; statement: Token[]; after?: string; keepClose?: boolean };

/** A statement taken out of a sentence; `after` as in Found. */
export type Apposition = { tokens: Token[]; after?: string };

/** The cases a noun phrase can be read in. */
const casesOf = (phrase: readonly Token[]): (typeof CASES)[number][] =>
  CASES.filter((grammaticalCase) => inflectPhrase(phrase, grammaticalCase, "nom") !== undefined);

/** A noun phrase starts at `start` that may have a case of `head` ("ihre Schwester" / "ihre Kinder"). */
function sharesCase(head: readonly Token[], tokens: readonly Token[], start: number): boolean {
  const length = phraseLength(tokens, start);
  if (length === 0) return false;
  const next = casesOf(tokens.slice(start, start + length));
  return next.length === 0 || casesOf(head).some((grammaticalCase) => next.includes(grammaticalCase));
}

/** From `start` a noun phrase (perhaps with a plain tail) closed by a comma: "eine Witwe aus Betlehem,". */
function phraseBeforeComma(tokens: readonly Token[], start: number): boolean {
  const length = phraseLength(tokens, start);
  if (length === 0) return false;
  const close = tokens.findIndex((token, position) => position >= start && token.kind === "p");
  return close > 0 && tokens[close]?.text === "," && plainTail(tokens.slice(start + length, close));
}

/**
 * "Und Noomi, ihre Schwiegermutter, eine Witwe, war bei ihr": from `start` a second apposition
 * (a noun phrase with a certain nominative) closed by a comma before a finite verb in the singular
 * (a list of two would take the plural).
 */
function secondApposition(tokens: readonly Token[], start: number): boolean {
  if (!phraseBeforeComma(tokens, start)) return false;
  const length = phraseLength(tokens, start);
  const close = tokens.findIndex((token, position) => position >= start && token.kind === "p");
  const readings = finiteReadings(tokens[close + 1]);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.number === "singular") &&
    nominative(tokens.slice(start, start + length)) !== undefined
  );
}

/** The first apposition after a name in `tokens`, or undefined. */
function findApposition(tokens: readonly Token[]): Found | undefined {
  for (let index = 0; index + 3 < tokens.length; index += 1) {
    const name = tokens[index];
    if (!isName(name) || tokens[index + 1]?.text !== ",") continue;
    // "Ich danke dir, Petrus, mein Freund": a name after a comma is an address or a list item.
    const before = tokens[index - 1];
    if (before?.kind === "p") continue;
    // "das Jobcenter Berlin, Ihr Ansprechpartner": the phrase's head is the noun before the name.
    if (before !== undefined && !TITLE.test(before.text) && nounReadings(before).length > 0) continue;
    // "den Herrn, deinen Gott", "die Moabiterin, ihre Schwiegertochter": an unknown noun, no name.
    if (before !== undefined && (DETERMINERS.has(before.text.toLowerCase()) || isInflectedAdjective(before)))
      continue;
    // "Jerobeam, dem Sohn von Joasch, dem König von Israel": a name inside an apposition may not
    // be the one the next apposition describes.
    const segmentStart = tokens.findLastIndex((token, position) => position < index && token.text === ",");
    if (segmentStart >= 0 && DETERMINERS.has(tokens[segmentStart + 1]?.text.toLowerCase() ?? "")) continue;
    const length = phraseLength(tokens, index + 2);
    if (length === 0) continue;
    const close = tokens.findIndex((token, position) => position > index + 1 && token.kind === "p");
    if (close < 0 || tokens[close]?.text !== "," || close + 1 >= tokens.length) continue;
    const head = tokens.slice(index + 2, index + 2 + length);
    const tail = tokens.slice(index + 2 + length, close);
    if (!plainTail(tail)) continue;
    const after = tokens[close + 1];
    const next = after?.text.toLowerCase() ?? "";
    // "Rut, die Moabiterin, die zurückkehrte": the clause after it may belong to the apposition.
    if (RELATIVE_PRONOUNS.has(next) || /^(?:wo|was|wer|wie|als|welche[nmrs]?)$/.test(next)) continue;
    // At the start of a sentence only a subject is sure: "Andreas, der Bruder …, war einer …",
    // not the address "Simon, mein Freund, komm her".
    const opening = tokens.slice(0, index).every((token) => COORDINATORS.has(token.text.toLowerCase()));
    const finiteAfter = finiteReadings(after).length > 0;
    if (opening && !finiteAfter && !secondApposition(tokens, close + 1)) continue;
    // "Er rief Maria, ihre Schwester, ihre Kinder und die Nachbarn": a phrase in a case the
    // apposition may have, not closed by a comma, makes a list.
    if (!finiteAfter && !phraseBeforeComma(tokens, close + 1) && sharesCase(head, tokens, close + 1))
      continue;
    const inNominative = nominative(head);
    if (inNominative === undefined || name === undefined) continue;
    const copula = copulaFor([...tokens.slice(0, index), ...tokens.slice(close + 1)]);
    // "Herrn Meier, den Leiter …" -> "Herr Meier ist der Leiter …".
    const title = TITLE.test(before?.text ?? "") ? [word(before?.text === "Frau" ? "Frau" : "Herr")] : [];
    const statement = [...title, { ...name, space: true }, word(copula), ...inNominative, ...tail].map(
      (token, position) => (position === 0 ? token : { ...token, space: true }),
    );
    // A second apposition follows: its comma stays after the name ("Und Noomi, eine Witwe, war …").
    return {
      start: index + 1,
      close,
      statement,
      keepClose: !finiteAfter && phraseBeforeComma(tokens, close + 1),
    };
  }
  return undefined;
}

const MAX_BORN_NAME = 3;

/**
 * A birth date in apposition to a name: "Für Ihr Kind Samira Haddad, geboren am 17. Juni 2023,
 * können wir …" -> "Samira Haddad ist am 17. Juni 2023 geboren." The name is up to three
 * capitalised words right before the comma, one of them a rare unknown word; the date closes with
 * a comma before a verb or a lower-case word (not another apposition: "Arben, geboren am …,
 * Schüler der Klasse 8b, …"), or ends the tokens.
 */
function findBirthDate(tokens: readonly Token[]): Found | undefined {
  for (let index = 1; index + 4 < tokens.length; index += 1) {
    if (
      tokens[index]?.text !== "," ||
      tokens[index + 1]?.text !== "geboren" ||
      tokens[index + 2]?.text !== "am"
    )
      continue;
    const close = dateEnd(tokens, index + 3);
    if (close === index + 3) continue;
    let first = index;
    while (
      first > 0 &&
      index - first < MAX_BORN_NAME &&
      tokens[first - 1]?.kind === "w" &&
      isCapitalised(tokens[first - 1]?.text ?? "") &&
      !FUNCTION_WORDS.has(tokens[first - 1]?.text.toLowerCase() ?? "") &&
      nounReadings(tokens[first - 1] as Token).length === 0
    )
      first -= 1;
    const name = tokens.slice(first, index);
    if (name.length === 0 || !name.some(isName)) continue;
    const after = tokens[close + 1];
    const before = tokens[first - 1]?.text ?? "";
    // "Ihr Sohn Arben, geboren am …, Schüler der Klasse 8b, ist …": the role stays for findRoleAfterName.
    const roleFollows =
      tokens[close]?.text === "," &&
      roleAfterComma(tokens, close, opensSubordinate(tokens, TITLE.test(before) ? first - 1 : first)) !==
        undefined;
    const closed =
      close === tokens.length ||
      roleFollows ||
      (tokens[close]?.text === "," &&
        after !== undefined &&
        (finiteReadings(after).length > 0 || !isCapitalised(after.text)));
    if (!closed) continue;
    // "Frau Erika Lindqvist, geboren am …" -> "Frau Erika Lindqvist ist am … geboren."
    const title = TITLE.test(before) ? [word(before === "Frau" ? "Frau" : "Herr")] : [];
    const statement = [
      ...title,
      ...name,
      word("ist"),
      word("am"),
      ...tokens.slice(index + 3, close),
      word("geboren"),
    ].map((token, position) =>
      position === 0 ? { ...token, space: false } : { ...token, space: token.text !== "." },
    );
    return { start: index, close: Math.min(close, tokens.length - 1), statement, keepClose: roleFollows };
  }
  return undefined;
}

/**
 * Predicative words that open an aside after a name, and the verb of their statement. Always the
 * present: the aside tells the person's state as the writer knows it, and a past would say it has
 * ended ("Frau Yilmaz, verheiratet mit Herrn Kaya, beantragte …" is no "war verheiratet").
 */
const PREDICATIVE_ASIDE: Readonly<Record<string, string>> = {
  wohnhaft: "wohnt",
  zuständig: "ist zuständig",
  verheiratet: "ist verheiratet",
  tätig: "arbeitet",
  beschäftigt: "arbeitet",
};
const PREDICATIVE_PREPOSITION = /^(?:in|im|bei|beim|für|mit|als|an|am|auf)$/;

/**
 * From the comma at `comma` a role ("Schüler der Klasse 8b") or a predicative aside ("wohnhaft in
 * Köln") closed by a comma before a finite verb in the singular: the close and the statement's
 * verb and rest, or undefined.
 */
function roleAfterComma(
  tokens: readonly Token[],
  comma: number,
  subordinate: boolean,
): { close: number; verb: string[]; rest: Token[] } | undefined {
  // A dot after a number belongs to a date ("11.07.2012").
  const boundary = (from: number) =>
    tokens.findIndex(
      (token, position) =>
        position > from && token.kind === "p" && !(token.text === "." && tokens[position - 1]?.kind === "n"),
    );
  const close = boundary(comma);
  if (close < 0 || tokens[close]?.text !== ",") return undefined;
  // "dass Ihr Sohn Arben, Schüler der Klasse 8b, … ferngeblieben ist": the verb ends the clause.
  const clauseEnd = boundary(close);
  const verb = subordinate ? tokens[(clauseEnd < 0 ? tokens.length : clauseEnd) - 1] : tokens[close + 1];
  const readings = finiteReadings(verb);
  if (!thirdPersonSingular(readings)) return undefined;
  const segment = tokens.slice(comma + 1, close);
  const past = tellsPast(readings);
  const first = segment[0];
  const predicative = PREDICATIVE_ASIDE[first?.text ?? ""];
  if (predicative !== undefined) {
    if (!PREDICATIVE_PREPOSITION.test(segment[1]?.text ?? "") || !plainAside(segment.slice(1)))
      return undefined;
    return { close, verb: predicative.split(" "), rest: segment.slice(1) };
  }
  // "geboren in Tirana" -> "ist in Tirana geboren", in a past story too (as a birth date is).
  if (first?.text === "geboren" && segment[1]?.text === "in" && plainAside(segment.slice(1)))
    return {
      close,
      verb: ["ist", ...segment.slice(1).map((token) => token.text), "geboren"],
      rest: [],
    };
  const singular = nounReadings(first).some(
    (reading) => reading.number === "singular" && reading.cases.includes("nom"),
  );
  if (!singular || !bareRolePhrase(segment) || segment.length > MAX_TAIL + 2) return undefined;
  return { close, verb: [past ? "war" : "ist"], rest: segment };
}

/** "in Köln", "für die Abrechnung", "im Jobcenter Mitte": words and numbers, no verb. */
function plainAside(segment: readonly Token[]): boolean {
  return (
    segment.length >= 2 &&
    segment.length <= MAX_TAIL + 1 &&
    segment.every(
      (token) =>
        (token.kind === "w" &&
          finiteReadings(token).length === 0 &&
          !isNonFiniteVerb(token) &&
          !COORDINATORS.has(token.text)) ||
        token.kind === "n",
    )
  );
}

const MAX_ROLE_NAME_WORDS = 3;

/** The name at `start`, perhaps after "Ihr Sohn", is the subject right after "dass"/"weil"/… */
function opensSubordinate(tokens: readonly Token[], start: number): boolean {
  const kin = tokens[start - 1];
  const subject =
    kin !== undefined &&
    nounReadings(kin).length > 0 &&
    DETERMINERS.has(tokens[start - 2]?.text.toLowerCase() ?? "")
      ? start - 2
      : start;
  return SUBORDINATORS.has(tokens[subject - 1]?.text ?? "");
}

/**
 * A role or a predicative aside after a person's name before the finite verb: "Ihr Sohn Arben,
 * Schüler der Klasse 8b, ist …" -> "Ihr Sohn Arben ist …" + "Arben ist Schüler der Klasse 8b.";
 * "Frau Müller, wohnhaft in Köln, hat …" -> "Frau Müller wohnt in Köln." The name is "Herr"/"Frau"
 * and up to two capitalised words, or up to three rare unknown words; not after a comma (a list:
 * "Anna, Ben, …"). The verb after the aside must be a third person singular (not "Frau Müller,
 * Mieterin der Wohnung, haben Sie …", which speaks to her).
 */
function findRoleAfterName(tokens: readonly Token[]): Found | undefined {
  for (let index = 1; index + 3 < tokens.length; index += 1) {
    if (tokens[index]?.text !== ",") continue;
    let first = index;
    let title: string | undefined;
    for (let back = 1; back <= 3 && index - back - 1 >= 0; back += 1) {
      const candidate = tokens[index - back - 1]?.text ?? "";
      const words = tokens.slice(index - back, index);
      if (
        TITLE.test(candidate) &&
        words.every(
          (token) =>
            token.kind === "w" && isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase()),
        )
      ) {
        first = index - back;
        title = candidate;
        break;
      }
    }
    if (title === undefined)
      while (first > 0 && index - first < MAX_ROLE_NAME_WORDS && isName(tokens[first - 1])) first -= 1;
    if (first === index) continue;
    const opening = title === undefined ? first : first - 1;
    if (tokens[opening - 1]?.kind === "p") continue;
    const role = roleAfterComma(tokens, index, opensSubordinate(tokens, opening));
    if (role === undefined) continue;
    const titleWords = title === undefined ? [] : [word(title === "Frau" ? "Frau" : "Herr")];
    const statement = [
      ...titleWords,
      ...tokens.slice(first, index),
      ...role.verb.map((text) => word(text)),
      ...role.rest,
    ].map((token, position) =>
      position === 0 ? { ...token, space: false } : { ...token, space: token.text !== "." || token.space },
    );
    return { start: index, close: role.close, statement };
  }
  return undefined;
}

/**
 * A finite verb of the third person singular, never of the third plural ("lebt" may be "ihr lebt",
 * which no name takes; "haben" after "Frau Müller, …," speaks to her as "Sie").
 */
function thirdPersonSingular(readings: readonly FiniteVerbInfo[]): boolean {
  return (
    readings.some((reading) => reading.person === 3 && reading.number === "singular") &&
    !readings.some((reading) => reading.person === 3 && reading.number === "plural")
  );
}

const PRONOUN_PARTICLE = /^(?:aber|nun|jedoch|also|selbst|allein)$/;
const MAX_PRONOUN_NAME = 2;

/**
 * "Er aber, Johannes, hatte ein Kleid aus Kamelhaar." -> "Johannes aber hatte ein Kleid aus
 * Kamelhaar.": "er"/"sie" opening the clause with a name in apposition before a finite verb of
 * the third person singular; the name takes the pronoun's place. Not "du"/"ihr" (an address), not
 * "Sie" + a plural verb (the reader), not a noun ("Er, der Herr, …"). Changes `tokens` in place.
 */
function nameForPronoun(tokens: Token[]): boolean {
  let index = 0;
  while (COORDINATORS.has(tokens[index]?.text.toLowerCase() ?? "")) index += 1;
  const pronoun = tokens[index];
  if (pronoun === undefined || !/^(?:er|sie)$/i.test(pronoun.text)) return false;
  const comma = PRONOUN_PARTICLE.test(tokens[index + 1]?.text ?? "") ? index + 2 : index + 1;
  if (tokens[comma]?.text !== ",") return false;
  let close = comma + 1;
  while (close - comma <= MAX_PRONOUN_NAME && isName(tokens[close])) close += 1;
  if (close === comma + 1 || tokens[close]?.text !== ",") return false;
  const readings = finiteReadings(tokens[close + 1]);
  if (!thirdPersonSingular(readings)) return false;
  const name = tokens.slice(comma + 1, close);
  tokens.splice(comma, close - comma + 1);
  tokens.splice(
    index,
    1,
    ...name.map((token, position) => (position === 0 ? { ...token, space: pronoun.space } : token)),
  );
  return true;
}

/**
 * Definite determiners of a subject at the start of a sentence ("Ihr Arbeitgeber, …, hat"); not
 * "Eine Frau, Martha, …" (repeated as "Eine Frau", it would be another one).
 */
const SUBJECT_DETERMINER =
  /^(?:der|die|das|mein|meine|dein|deine|sein|seine|ihr|ihre|Ihr|Ihre|unser|unsere|euer|eure)$/i;
/**
 * Persons that "Herr"/"Frau" + name can name ("Ihr Ansprechpartner, Herr Müller, …"); after other
 * nouns the title and name address the reader ("Ihr Antrag, Herr Müller, wurde abgelehnt").
 */
const PERSON_ROLE =
  /^(?:Mutter|Vater|Sohn|Tochter|Bruder|Schwester|Mann|Ehemann|Ehefrau|Frau|Kind|Onkel|Tante|Oma|Opa|Großmutter|Großvater|Enkel|Enkelin|Chef|Chefin|Kollege|Kollegin|Arzt|Ärztin|Anwalt|Anwältin|Nachbar|Nachbarin)$|(?:partner|leiter|bearbeiter|betreuer|vertreter|berater|vermieter|arbeitgeber|richter|lehrer|mitarbeiter|sprecher|verwalter|pfleger|vollzieher|meister|manager)(?:in)?$|(?:beauftragte|vorgesetzte|vorsitzende)[nr]?$|leitung$/i;
/**
 * Kin of the reader: "Ihre Tochter, Frau Müller, hat …" may speak to Frau Müller about her
 * daughter; only a first name and a surname ("Frau Marion Lindqvist") make it an apposition.
 */
const KIN =
  /^(?:Mutter|Vater|Sohn|Tochter|Bruder|Schwester|Kind|Onkel|Tante|Oma|Opa|Großmutter|Großvater|Enkel|Enkelin)$/;
const MAX_NAME_TOKENS = 6;

/** Tokens that make a name: capitalised words, acronyms, legal forms, "e. V."; no verbs. */
function namePhrase(tokens: readonly Token[]): boolean {
  const title = TITLE.test(tokens[0]?.text ?? "");
  const article = !title && /^(?:der|die|das)$/.test(tokens[0]?.text ?? "");
  const name = tokens.slice(title || article ? 1 : 0);
  if (name.length === 0 || name.length > MAX_NAME_TOKENS) return false;
  const plain = name.every(
    (token) =>
      (token.kind === "w" && isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase())) ||
      (token.kind === "w" && token.text === "e") ||
      (token.kind === "p" && token.text === "."),
  );
  if (!plain || name.some((token) => token.kind === "w" && finiteReadings(token).length > 0)) return false;
  // Something in it must be a name: an unknown rare word, an acronym or a legal form. After
  // "Herr"/"Frau" the words are a person's name.
  return (
    (title && name.every((token) => token.kind === "w")) ||
    name.some(
      (token) =>
        isName(token) ||
        LEGAL_FORM.test(token.text) ||
        (token.text.length >= 2 && /^\p{Lu}+$/u.test(token.text)),
    )
  );
}

/**
 * A name in apposition to the subject a sentence starts with: "Ihr Arbeitgeber, die Lagerhaus
 * Remstal GmbH, hat uns mitgeteilt …" -> "Ihr Arbeitgeber ist die Lagerhaus Remstal GmbH." and
 * "Ihr Arbeitgeber hat uns mitgeteilt …"; "Ihr Ansprechpartner, Herr Müller, ist …". The finite
 * verb must follow the second comma (the phrase is the subject).
 */
function findNamedApposition(tokens: readonly Token[]): Found | undefined {
  if (!SUBJECT_DETERMINER.test(tokens[0]?.text ?? "")) return undefined;
  const head = phraseLength(tokens, 0);
  if (head === 0) return undefined;
  // "Der Vater vom Kind, Herr Seidel, …", "Die Leiterin des Amtes, Frau Yilmaz, …": a von-phrase
  // or a genitive goes with the subject.
  const genitive = attributeEnd(tokens, head);
  const length =
    genitive > head
      ? genitive
      : /^(?:von|vom)$/.test(tokens[head]?.text ?? "")
        ? attributePhraseEnd(tokens, head)
        : head;
  if (tokens[length]?.text !== ",") return undefined;
  const close = tokens.findIndex((token, position) => position > length && token.text === ",");
  if (close < 0) return undefined;
  const name = tokens.slice(length + 1, close);
  const verb = tokens[close + 1];
  const readings = finiteReadings(verb);
  if (readings.length === 0 || !namePhrase(name)) return undefined;
  // One name names one: "Ihre Unterlagen, Frau Schulz, sind vollständig" addresses the reader.
  if (readings.every((reading) => reading.number === "plural")) return undefined;
  if (TITLE.test(name[0]?.text ?? "") && !PERSON_ROLE.test(tokens[head - 1]?.text ?? "")) return undefined;
  const copula = tellsPast(readings) ? "war" : "ist";
  const statement = [...tokens.slice(0, length), word(copula), ...name].map((token, position) =>
    position === 0
      ? token
      : { ...token, space: token.kind === "w" || token.text !== "." ? true : token.space },
  );
  return { start: length, close, statement };
}

/**
 * "Und die Soldaten führten ihn in den Hof, das ist das sogenannte Prätorium." -> "… in den Hof."
 * + "Das ist das sogenannte Prätorium." A closing "das ist/war" + a noun phrase (or a name) after
 * a capitalised word names what that word is; it becomes a sentence after the clause with the word.
 * Not after a lower-case word ("…, zu leiden, das ist Gnade": "das" takes up the clause), nor
 * after words without a finite verb ("Mein Hirte, das ist unser Gott").
 */
function findThatIs(tokens: readonly Token[]): Found | undefined {
  for (let index = 1; index + 3 < tokens.length; index += 1) {
    const host = tokens[index - 1];
    const verb = tokens[index + 2];
    if (
      tokens[index]?.text !== "," ||
      tokens[index + 1]?.text !== "das" ||
      verb === undefined ||
      !/^(?:ist|war)$/.test(verb.text) ||
      host === undefined ||
      host.kind !== "w" ||
      !isCapitalised(host.text)
    )
      continue;
    const start = index + 3;
    const length = phraseLength(tokens, start);
    const rest = tokens.slice(start);
    const phrase = (length > 0 && plainTail(rest.slice(length))) || (rest.length === 1 && isName(rest[0]));
    // "Mein Hirte, das ist unser Gott.": the words before need a verb of their own.
    if (!phrase || rest.some((token) => token.kind === "p") || !hasFiniteVerb(tokens.slice(0, index)))
      continue;
    const statement = [
      { ...(tokens[index + 1] as Token), text: "Das", space: false },
      ...tokens.slice(index + 2),
    ];
    return { start: index, close: tokens.length - 1, statement, after: host.text };
  }
  return undefined;
}

/** The cases a title's form allows: "Herrn" is no nominative, "Herr" only one. */
const TITLE_CASES: Readonly<Record<string, readonly (typeof CASES)[number][]>> = {
  Herr: ["nom"],
  Herrn: ["akk", "dat", "gen"],
  Frau: CASES,
};
const MAX_ROLE_NAME = 3;
const MAX_ROLE_PHRASE = 4;

/** "unserem Hausmeister" -> "unser Hausmeister": one singular form of the title's gender, else undefined. */
function roleNominative(role: readonly Token[], title: string): Token[] | undefined {
  const gender = title === "Frau" ? "f" : "m";
  const forms = new Map<string, Token[]>();
  for (const grammaticalCase of TITLE_CASES[title] ?? []) {
    const inflected = inflectPhrase(role, grammaticalCase, "nom");
    const slots = determinerSlots(inflected?.[0]?.text ?? "");
    if (inflected === undefined || slots === undefined) continue;
    if (!slots.some((slot) => slot.gender === gender && slot.grammaticalCase === "nom")) continue;
    forms.set(inflected.map((token) => token.text).join(" "), inflected);
  }
  const [only] = forms.values();
  return forms.size === 1 ? only : undefined;
}

/**
 * A person named after a role inside a sentence: "Dann erreichen Sie Ihren Hausmeister, Herrn
 * Schubert, montags …" -> "Dann erreichen Sie Ihren Hausmeister montags …" + "Ihr Hausmeister ist
 * Herr Schubert." The role is a noun phrase with a determiner whose noun names a person's role
 * (PERSON_ROLE) and agrees with the title in gender; the name is "Herr"/"Herrn"/"Frau" and up to
 * three words, closed by a comma before a lower-case word or a finite verb, or by the end. Not at
 * the start (findNamedApposition's subject). A person's role in a letter holds now: always "ist".
 */
function findRoleApposition(tokens: readonly Token[]): Found | undefined {
  for (let index = 2; index + 2 < tokens.length; index += 1) {
    const title = tokens[index + 1]?.text ?? "";
    if (tokens[index]?.text !== "," || !TITLE.test(title)) continue;
    const noun = tokens[index - 1];
    if (noun === undefined || !PERSON_ROLE.test(noun.text)) continue;
    let close = tokens.findIndex((token, position) => position > index + 1 && token.kind === "p");
    if (close < 0) close = tokens.length;
    const name = tokens.slice(index + 2, close);
    if (
      name.length === 0 ||
      name.length > MAX_ROLE_NAME ||
      !namePhrase([tokens[index + 1] as Token, ...name])
    )
      continue;
    if (close < tokens.length) {
      const after = tokens[close + 1];
      if (tokens[close]?.text !== "," || after === undefined || after.kind !== "w") continue;
      if (isCapitalised(after.text) && finiteReadings(after).length === 0) continue;
      // "… mit unserem Hausmeister, Herrn Adler, der unter … erreichbar ist": the clause is about him.
      if (RELATIVE_PRONOUNS.has(after.text) || /^(?:wo|was|wer|welche[nmrs]?)$/.test(after.text)) continue;
    }
    let start = -1;
    for (let from = index - 2; from >= Math.max(0, index - MAX_ROLE_PHRASE); from -= 1) {
      if (
        DETERMINERS.has(tokens[from]?.text.toLowerCase() ?? "") &&
        phraseLength(tokens, from) === index - from
      )
        start = from;
    }
    if (start <= 0) continue;
    const role = tokens.slice(start, index);
    if (KIN.test(noun.text) && /^ihr/i.test(role[0]?.text ?? "") && name.length < 2) continue;
    const nominativeRole = roleNominative(role, title);
    if (nominativeRole === undefined) continue;
    const statement = [...nominativeRole, word("ist"), word(title === "Frau" ? "Frau" : "Herr"), ...name].map(
      (token, position) =>
        position === 0
          ? { ...token, text: token.text.charAt(0).toUpperCase() + token.text.slice(1), space: false }
          : { ...token, space: true },
    );
    return { start: index, close: Math.min(close, tokens.length - 1), statement, after: noun.text };
  }
  return undefined;
}

/**
 * The role statement in the present in a text that addresses its reader (a letter), and after a
 * title in a text that addresses its reader ("Frau Richter, Sachbearbeiterin im Sozialamt, hatte
 * Ihnen geschrieben." -> "Frau Richter ist Sach·bearbeiterin im Sozialamt.": "war" would say she no
 * longer is); a story keeps its past ("Rut war die Moabiterin.", "Herr Schmidt, der Bäcker des
 * Dorfes, starb 1900." is no "ist"), and so does a role with a time of its own ("Frau Merkel,
 * Bundeskanzlerin von 2005 bis 2021, …" is no "ist Bundeskanzlerin von 2005 bis 2021").
 */
function inPresent(statement: Token[], present: boolean, formal: boolean): Token[] {
  const titled = formal && /^(?:Frau|Herr)$/.test(statement[0]?.text ?? "");
  if (!present && !titled) return statement;
  if (statement.some((token) => /^\d{4}$/.test(token.text) || PAST_TIME.test(token.text))) return statement;
  const copula = statement.findIndex((token) => token.text === "war");
  if (copula < 0) return statement;
  return statement.map((token, index) => (index === copula ? { ...token, text: "ist" } : token));
}

/** Words that put a role in the past ("damals Leiter des Amtes", "früher Lehrerin"). */
const PAST_TIME = /^(?:damals|früher|ehemals|einst|bis|ehemalige[nmrs]?)$/;

/**
 * Takes the appositions after names, and the names after a subject, out of `tokens` (changed in
 * place) and returns them as statements ("Elimelech war der Mann Noomis", "Ihr Arbeitgeber ist die
 * Lagerhaus Remstal GmbH"). The comma after the apposition stays only before
 * "und"/"aber" + a clause of its own ("Da starb Elimelech, und sie blieb …"), a subordinate or an
 * infinitive clause.
 */
export function takeAppositions(
  tokens: Token[],
  options: { present?: boolean; formal?: boolean } = {},
): Apposition[] {
  const statements: Apposition[] = [];
  nameForPronoun(tokens);
  const next = () =>
    findApposition(tokens) ??
    findNamedApposition(tokens) ??
    findBirthDate(tokens) ??
    findRoleAfterName(tokens) ??
    findRoleApposition(tokens) ??
    findThatIs(tokens);
  for (let found = next(); found !== undefined; found = next()) {
    const after = tokens[found.close + 1];
    const rest = tokens.slice(found.close + 2);
    const nextComma = rest.findIndex((token) => token.text === ",");
    // "…, um den Namen … aufzurichten": an infinitive clause keeps its comma.
    const clauseAfter =
      found.keepClose === true ||
      /^(?:um|ohne|statt|anstatt)$/.test(after?.text ?? "") ||
      SUBORDINATORS.has(after?.text ?? "") ||
      (/^(?:und|aber|oder)$/.test(after?.text ?? "") &&
        (nextComma < 0 ? rest : rest.slice(0, nextComma)).some((token) => finiteReadings(token).length > 0));
    tokens.splice(found.start, found.close - found.start + (clauseAfter ? 0 : 1));
    statements.push({
      tokens: inPresent(found.statement, options.present === true, options.formal === true),
      after: found.after,
    });
    if (statements.length >= 3) break;
  }
  return statements;
}

/**
 * The clauses with each statement right after the first clause that names its person ("Da starb
 * Elimelech." / "Elimelech war der Mann Noomis." / "Und sie blieb …"); before it when that clause
 * opens a colon or a list ("Im Vorbeigehen sah er Levi …" / "Levi war …" / "Dann sagte er zu ihm:"),
 * and before the clause of a subject named in apposition ("Ihr Arbeitgeber ist die … GmbH." first).
 */
export function placeAppositions<T extends { tokens: readonly Token[]; end: string; bullet?: boolean }>(
  clauses: readonly T[],
  statements: readonly Apposition[],
  make: (tokens: Token[]) => T,
): T[] {
  const out = [...clauses];
  // Backwards, so that two statements about one clause keep their order.
  for (const { tokens: statement, after } of [...statements].reverse()) {
    const name = after ?? statement[0]?.text;
    const index = out.findIndex((clause) => clause.tokens.some((token) => token.text === name));
    if (index < 0) {
      out.push(make(statement));
      continue;
    }
    // "Ihr Arbeitgeber ist die … GmbH." comes before what the employer did; "Ihr Hausmeister ist
    // Herr Schubert." after the clause that names the role.
    const opensMore =
      out[index]?.end === ":" ||
      out[index + 1]?.bullet === true ||
      (after === undefined && DETERMINERS.has(name?.toLowerCase() ?? ""));
    out.splice(opensMore ? index : index + 1, 0, make(statement));
  }
  return out;
}
