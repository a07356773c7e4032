// Re-inflects a simple noun phrase (determiner, adjectives, noun) or a personal pronoun for
// another case: "der neue Antrag" (nom) -> "den neuen Antrag" (akk); "des Einkommens" -> "dem Einkommen".
import { parseNumberWord } from "../language/number-words.ts";
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { definiteArticle, nounForm } from "../lexicon/morphology/noun-helpers.ts";
import type { Gender, GrammaticalCase, GrammaticalNumber } from "../lexicon/morphology/word-info.ts";
import { nounReadings, readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import {
  ATTRIBUTE_ADVERB,
  DECLINED_ENDING,
  PLURAL_QUANTIFIER,
  SUFFIX_DECLINED_ADJECTIVE,
} from "./word-classes.ts";

const EIN_STEMS = new Set(["ein", "kein", "mein", "dein", "sein", "ihr", "Ihr", "unser", "euer"]);
const EIN_ENDINGS: Readonly<Record<GrammaticalCase, readonly [string, string, string, string]>> = {
  // m, f, n, plural
  nom: ["", "e", "", "e"],
  akk: ["en", "e", "", "e"],
  dat: ["em", "er", "em", "en"],
  gen: ["es", "er", "es", "er"],
};
/** Adjective endings after the definite article (weak), by case: m, f, n, plural. */
export const DEFINITE_ADJECTIVE: Readonly<
  Record<GrammaticalCase, readonly [string, string, string, string]>
> = {
  nom: ["e", "e", "e", "en"],
  akk: ["en", "e", "e", "en"],
  dat: ["en", "en", "en", "en"],
  gen: ["en", "en", "en", "en"],
};
const EIN_ADJECTIVE: Readonly<Record<GrammaticalCase, readonly [string, string, string, string]>> = {
  nom: ["er", "e", "es", "en"],
  akk: ["en", "e", "es", "en"],
  dat: ["en", "en", "en", "en"],
  gen: ["en", "en", "en", "en"],
};

const PRONOUNS: Readonly<Record<string, Partial<Record<GrammaticalCase, string>>>> = {
  ich: { nom: "ich", akk: "mich", dat: "mir" },
  du: { nom: "du", akk: "dich", dat: "dir" },
  er: { nom: "er", akk: "ihn", dat: "ihm" },
  es: { nom: "es", akk: "es", dat: "ihm" },
  wir: { nom: "wir", akk: "uns", dat: "uns" },
  Sie: { nom: "Sie", akk: "Sie", dat: "Ihnen" },
  sie: { nom: "sie", akk: "sie" },
  ihr: { nom: "ihr", akk: "euch", dat: "euch" },
};

const slotOf = (gender: Gender | undefined, number: GrammaticalNumber): 0 | 1 | 2 | 3 =>
  number === "plural" ? 3 : gender === "f" ? 1 : gender === "n" ? 2 : 0;

type Determiner = { kind: "definite" } | { kind: "ein"; stem: string } | { kind: "dies"; stem: string };

/** Endings of dies-/jen-/jed- words, by the definite article they correspond to. */
const DIES_ENDINGS: Readonly<Record<string, string>> = {
  der: "er",
  die: "e",
  das: "es",
  den: "en",
  dem: "em",
  des: "es",
};

function readDeterminer(
  text: string,
): { determiner: Determiner; options: Array<[GrammaticalCase, 0 | 1 | 2 | 3]> } | undefined {
  const options: Array<[GrammaticalCase, 0 | 1 | 2 | 3]> = [];
  const cases: GrammaticalCase[] = ["nom", "akk", "dat", "gen"];
  if (/^(der|die|das|den|dem|des)$/.test(text)) {
    for (const grammaticalCase of cases) {
      for (const slot of [0, 1, 2, 3] as const) {
        const gender: Gender = slot === 1 ? "f" : slot === 2 ? "n" : "m";
        const number: GrammaticalNumber = slot === 3 ? "plural" : "singular";
        if (definiteArticle(gender, grammaticalCase, number) === text) options.push([grammaticalCase, slot]);
      }
    }
    return { determiner: { kind: "definite" }, options };
  }
  const dies = /^(dies|jen|jed)(er|e|es|en|em)$/.exec(text);
  if (dies !== null) {
    for (const grammaticalCase of cases) {
      for (const slot of [0, 1, 2, 3] as const) {
        const gender: Gender = slot === 1 ? "f" : slot === 2 ? "n" : "m";
        const number: GrammaticalNumber = slot === 3 ? "plural" : "singular";
        if (dies[1] === "jed" && number === "plural") continue;
        if (DIES_ENDINGS[definiteArticle(gender, grammaticalCase, number)] === dies[2])
          options.push([grammaticalCase, slot]);
      }
    }
    return { determiner: { kind: "dies", stem: dies[1] ?? "dies" }, options };
  }
  for (const stem of EIN_STEMS) {
    if (!text.startsWith(stem)) continue;
    const ending = text.slice(stem.length);
    for (const grammaticalCase of cases) {
      EIN_ENDINGS[grammaticalCase].forEach((candidate, slot) => {
        if (candidate === ending && !(stem === "ein" && slot === 3))
          options.push([grammaticalCase, slot as 0 | 1 | 2 | 3]);
      });
    }
    if (options.length > 0) return { determiner: { kind: "ein", stem }, options };
  }
  return undefined;
}

/**
 * The genders, numbers and cases a determiner's form allows: "dem" -> m/n singular dative, "die" ->
 * f singular and plural nominative/accusative. Undefined when the word is no determiner.
 */
export function determinerSlots(
  text: string,
): Array<{ gender: Gender | "pl"; grammaticalCase: GrammaticalCase }> | undefined {
  const read = readDeterminer(text);
  if (read === undefined || read.options.length === 0) return undefined;
  return read.options.map(([grammaticalCase, slot]) => ({
    gender: slot === 3 ? "pl" : slot === 1 ? "f" : slot === 2 ? "n" : "m",
    grammaticalCase,
  }));
}

/**
 * The cases a phrase of `determiner` and `noun` can be in, determiner and noun agreeing: "ein
 * Abfuhrtag" -> nom; "die Abholung" -> nom, akk; "dem Kind" -> dat. Empty when they do not agree or
 * the word is no determiner.
 */
export function determinerPhraseCases(determiner: string, noun: Token | undefined): Set<GrammaticalCase> {
  const slots = determinerSlots(determiner) ?? [];
  const readings = nounReadings(noun);
  return new Set(
    slots
      .filter((slot) =>
        readings.some(
          (reading) =>
            reading.cases.includes(slot.grammaticalCase) &&
            (slot.gender === "pl"
              ? reading.number === "plural"
              : reading.number === "singular" && reading.gender === slot.gender),
        ),
      )
      .map((slot) => slot.grammaticalCase),
  );
}

/**
 * The determiner, a declined adjective and the noun agree as one noun phrase: "zur" (zu der)
 * "vereinbarten Zeit", "meinen geliebten Sohn", "das verheißene Land"; not "das bedeutete Ärger"
 * (masculine noun) nor "die kosteten Geld" (singular noun). `adjectiveStem` is the adjective's
 * lemma ("vereinbart").
 */
export function agreesAsNounPhrase(
  determiner: string,
  adjective: string,
  adjectiveStem: string,
  noun: Token,
): boolean {
  const read = readDeterminer(determiner);
  if (read === undefined || !adjective.startsWith(adjectiveStem)) return false;
  const ending = adjective.slice(adjectiveStem.length);
  const endings = read.determiner.kind === "ein" ? EIN_ADJECTIVE : DEFINITE_ADJECTIVE;
  const readings = nounReadings(noun);
  return read.options.some(
    ([grammaticalCase, slot]) =>
      endings[grammaticalCase][slot] === ending &&
      readings.some(
        (reading) =>
          reading.cases.includes(grammaticalCase) && slotOf(reading.gender, reading.number) === slot,
      ),
  );
}

/**
 * Re-inflects `tokens` (one noun phrase) from case `from` to case `to`. Returns undefined when the
 * phrase is not a simple one or its gender/number is not certain.
 */
export function inflectPhrase(
  tokens: readonly Token[],
  from: GrammaticalCase,
  to: GrammaticalCase,
): Token[] | undefined {
  // "die hierdurch entstehenden Kosten": the adverb before a declined attribute keeps its form
  // and its place; the rest of the phrase is inflected without it.
  const adverb = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      index < tokens.length - 2 &&
      ATTRIBUTE_ADVERB.test(token.text) &&
      DECLINED_ENDING.test(tokens[index + 1]?.text ?? ""),
  );
  if (adverb > 0) {
    const inflected = inflectPhrase(tokens.toSpliced(adverb, 1), from, to);
    return inflected?.toSpliced(adverb, 0, tokens[adverb] as Token);
  }
  if (tokens.length === 1) {
    const only = tokens[0];
    const forms = only === undefined ? undefined : PRONOUNS[only.text];
    if (only !== undefined && forms !== undefined && forms[from] === only.text && forms[to] !== undefined) {
      return [{ ...only, text: forms[to] ?? only.text }];
    }
  }
  const [first, ...rest] = tokens;
  const noun = tokens.at(-1);
  if (first !== undefined && rest.length === 0) return bareNounIn(first, from, to);
  if (first === undefined || noun === undefined || rest.length === 0 || rest.length > 3) return undefined;
  if (
    !isCapitalised(noun.text) ||
    rest.slice(0, -1).some((token, at) => !isModifier(token) && !isNameAdjective(token, rest[at + 1]))
  )
    return undefined;
  // "Folgende Unterlagen" / "alle Kinder" / "manche Kinder": in the plural the nominative and the accusative are the
  // same form ("Man muss folgende Unterlagen beifügen").
  if (
    (PLURAL_QUANTIFIER.test(first.text.toLowerCase()) || /^manche$/i.test(first.text)) &&
    [from, to].every((grammaticalCase) => grammaticalCase === "nom" || grammaticalCase === "akk") &&
    nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes(from))
  )
    return [{ ...first, text: first.text.toLowerCase() }, ...rest];
  // "Diese Schäden" at the start of a clause: the capital is the position's ("diese Schäden").
  const read =
    readDeterminer(first.text) ??
    (/^Ihr/.test(first.text) ? undefined : readDeterminer(first.text.toLowerCase()));
  if (read === undefined) return undefined;
  const adjectiveEndings = read.determiner.kind === "ein" ? EIN_ADJECTIVE : DEFINITE_ADJECTIVE;
  const adjectiveNoun = nominalisedAdjectiveStem(noun);
  if (adjectiveNoun !== undefined)
    return inflectAdjectiveNoun(tokens, read, adjectiveNoun, adjectiveEndings, from, to);
  // Every reading the determiner allows; "des Glaubens" is masculine (Glaube) or neuter (Glauben):
  // readings that give different forms are unsure, readings that give the same form are not.
  const results = new Map<string, Token[] | undefined>();
  for (const reading of nounReadings(noun)) {
    // The lexicon lists the old dative "dem Amte"; today's dative singular equals the nominative.
    const oldDative =
      from === "dat" &&
      reading.number === "singular" &&
      reading.gender !== "f" &&
      reading.cases.includes("nom");
    if (!reading.cases.includes(from) && !oldDative) continue;
    const slot = slotOf(reading.gender, reading.number);
    if (!read.options.some(([grammaticalCase, option]) => grammaticalCase === from && option === slot))
      continue;
    const chosen = { lemma: reading.lemma, gender: reading.gender, number: reading.number, slot };
    const result = inflectWith(tokens, read, chosen, adjectiveEndings, from, to);
    results.set(result === undefined ? "" : result.map((token) => token.text).join(" "), result);
  }
  const [only] = [...results.values()];
  return results.size === 1 ? only : undefined;
}

/** The phrase in case `to` for one reading of its noun (lemma, gender, number, ending slot). */
function inflectWith(
  tokens: readonly Token[],
  read: { determiner: Determiner },
  chosen: { lemma: string; gender: Gender | undefined; number: GrammaticalNumber; slot: 0 | 1 | 2 | 3 },
  adjectiveEndings: Readonly<Record<GrammaticalCase, readonly [string, string, string, string]>>,
  from: GrammaticalCase,
  to: GrammaticalCase,
): Token[] | undefined {
  const [first, ...rest] = tokens;
  const noun = tokens.at(-1);
  if (first === undefined || noun === undefined) return undefined;
  const gender: Gender = chosen.gender ?? "m";
  const article = definiteArticle(gender, to, chosen.number);
  const determinerText = determinerIn(read.determiner, article, to, chosen.slot);
  const adjectives = shiftEndings(
    rest.slice(0, -1),
    adjectiveEndings[from][chosen.slot],
    adjectiveEndings[to][chosen.slot],
  );
  if (adjectives === undefined) return undefined;
  const form =
    sameSeriesForm(noun.text, chosen.lemma, to, chosen.number) ?? nounForm(chosen.lemma, to, chosen.number);
  if (form === undefined) return undefined;
  const nounText = noun.text.charAt(0) + form.slice(1);
  return [{ ...first, text: determinerText }, ...adjectives, { ...noun, text: nounText }];
}

/**
 * The capitalised adjective stem of a nominalised adjective: "Sterbliche" -> "Sterblich", "Kranken"
 * -> "Krank" (the lexicon knows "sterblich" and reads "Sterbliche" at most as a noun "Sterbliche").
 * Not a noun of its own ("Tag", "Lehrer").
 */
function nominalisedAdjectiveStem(noun: Token): string | undefined {
  const lower = noun.text.charAt(0).toLowerCase() + noun.text.slice(1);
  const stems = readingsOf(lower)
    .filter((reading) => reading.partOfSpeech === "adjective" && reading.inflected)
    .map((reading) => reading.lemma)
    .filter((lemma) => /^(?:e|en|er|es|em)$/.test(lower.slice(lemma.length)) && lower.startsWith(lemma));
  const [stem] = stems;
  if (stem === undefined) return undefined;
  const capitalised = noun.text.charAt(0) + stem.slice(1);
  const ownNoun = nounReadings(noun).some((reading) => reading.lemma !== `${capitalised}e`);
  return ownNoun ? undefined : capitalised;
}

/**
 * Re-inflects a phrase whose noun is a nominalised adjective like an adjective: "das Sterbliche"
 * (nom) -> "das Sterbliche" (akk), "der Kranke" -> "den Kranken", "ein Fremder" -> "einen Fremden".
 * Undefined when the ending fits more than one gender/number.
 */
function inflectAdjectiveNoun(
  tokens: readonly Token[],
  read: { determiner: Determiner; options: Array<[GrammaticalCase, 0 | 1 | 2 | 3]> },
  stem: string,
  adjectiveEndings: Readonly<Record<GrammaticalCase, readonly [string, string, string, string]>>,
  from: GrammaticalCase,
  to: GrammaticalCase,
): Token[] | undefined {
  const [first, ...rest] = tokens;
  const noun = tokens.at(-1);
  if (first === undefined || noun === undefined) return undefined;
  const slots = new Set(
    read.options
      .filter(
        ([grammaticalCase, slot]) =>
          grammaticalCase === from && noun.text === stem + adjectiveEndings[from][slot],
      )
      .map(([, slot]) => slot),
  );
  // "der Alten" (genitive): a woman or the elders; the noun readings decide ("Alten" plural).
  if (slots.size > 1) {
    const nounSlots = new Set(
      nounReadings(noun)
        .filter((reading) => reading.cases.includes(from))
        .map((reading) => slotOf(reading.gender, reading.number)),
    );
    for (const slot of slots) if (!nounSlots.has(slot)) slots.delete(slot);
  }
  const [slot] = slots;
  if (slot === undefined || slots.size !== 1) return undefined;
  const gender: Gender = slot === 1 ? "f" : slot === 2 ? "n" : "m";
  const article = definiteArticle(gender, to, slot === 3 ? "plural" : "singular");
  const reinflected = shiftEndings(rest, adjectiveEndings[from][slot], adjectiveEndings[to][slot]);
  if (reinflected === undefined) return undefined;
  return [{ ...first, text: determinerIn(read.determiner, article, to, slot) }, ...reinflected];
}

/** The determiner in case `to`: the definite article itself, or a "dies-"/"ein-" stem with its ending. */
function determinerIn(
  determiner: Determiner,
  article: string,
  to: GrammaticalCase,
  slot: 0 | 1 | 2 | 3,
): string {
  if (determiner.kind === "definite") return article;
  if (determiner.kind === "dies") return determiner.stem + (DIES_ENDINGS[article] ?? "");
  return determiner.stem + EIN_ENDINGS[to][slot];
}

/** Adjectives with `fromEnding` replaced by `toEnding` (cardinals stay); undefined when one lacks it. */
function shiftEndings(words: readonly Token[], fromEnding: string, toEnding: string): Token[] | undefined {
  const shifted: Token[] = [];
  for (const word of words) {
    if (isCardinal(word)) {
      shifted.push(word);
      continue;
    }
    if (!word.text.endsWith(fromEnding)) return undefined;
    shifted.push({ ...word, text: word.text.slice(0, word.text.length - fromEnding.length) + toEnding });
  }
  return shifted;
}

/** A head found as the longest known noun at the end of an unknown compound has this many letters or more. */
const MIN_SUFFIX_HEAD = 4;

/**
 * A compound read by its last part: "EU-Parkausweises" (Parkausweises), or one the lexicon lacks:
 * "Abfallwirtschaftsbetriebs" (Betriebs); when the splitter knows no parts, the longest known noun
 * at its end after at least three letters: "Entlassbrief" (Brief). The part before it stays as it is.
 */
export function compoundHead(noun: Token): { prefix: string; head: Token } | undefined {
  const hyphen = noun.text.lastIndexOf("-");
  if (hyphen < 0 && nounReadings(noun).length > 0) return undefined;
  const split = hyphen > 0 ? noun.text.slice(hyphen + 1) : splitCompound(noun.text).at(-1);
  const last = split === noun.text && hyphen < 0 ? knownNounAtEnd(noun) : split;
  if (last === undefined || last === noun.text || last.length < 3) return undefined;
  const head = { ...noun, text: last.charAt(0).toUpperCase() + last.slice(1) };
  if (nounReadings(head).length === 0) return undefined;
  return { prefix: noun.text.slice(0, noun.text.length - last.length), head };
}

/** The longest known noun that ends a capitalised word the lexicon lacks ("Entlassbrief": "brief"). */
function knownNounAtEnd(noun: Token): string | undefined {
  if (!/^\p{Lu}\p{Ll}+$/u.test(noun.text)) return undefined;
  for (let cut = 3; cut <= noun.text.length - MIN_SUFFIX_HEAD; cut += 1) {
    const rest = noun.text.slice(cut);
    if (nounReadings({ ...noun, text: rest.charAt(0).toUpperCase() + rest.slice(1) }).length > 0) return rest;
  }
  return undefined;
}

/** inflectPhrase, for a compound the lexicon lacks by its last part (see compoundHead). */
export function inflectByHead(
  phrase: readonly Token[],
  from: GrammaticalCase,
  to: GrammaticalCase,
): Token[] | undefined {
  const noun = phrase.at(-1);
  const whole = inflectPhrase(phrase, from, to);
  const compound = noun === undefined || whole !== undefined ? undefined : compoundHead(noun);
  if (noun === undefined || compound === undefined) return whole;
  const inflected = inflectPhrase([...phrase.slice(0, -1), compound.head], from, to);
  const form = inflected?.at(-1)?.text;
  if (inflected === undefined || form === undefined) return undefined;
  const joined = compound.prefix.endsWith("-") ? form : form.charAt(0).toLowerCase() + form.slice(1);
  return [...inflected.slice(0, -1), { ...noun, text: compound.prefix + joined }];
}

/**
 * The target form built on the given one, for nouns with two plurals: "dieser Worte" -> "diesen
 * Worten" (not "Wörtern", the dictionary's plural). Undefined when neither the form nor form + "n"
 * is the lemma's form in that case.
 */
function sameSeriesForm(
  text: string,
  lemma: string,
  to: GrammaticalCase,
  number: GrammaticalNumber,
): string | undefined {
  return [text, `${text}n`].find((candidate) =>
    readingsOf(candidate).some(
      (reading) =>
        reading.partOfSpeech === "noun" &&
        reading.lemma === lemma &&
        reading.number === number &&
        reading.cases.includes(to),
    ),
  );
}

/**
 * A noun without determiner keeps its form when every reading in the first case has the second
 * too: "Beiträge" (nominative and accusative plural), "Widerspruch"; not "Kunde" (accusative "Kunden").
 */
function bareNounIn(noun: Token, from: GrammaticalCase, to: GrammaticalCase): Token[] | undefined {
  if (noun.kind !== "w" || !isCapitalised(noun.text)) return undefined;
  const readings = nounReadings(noun).filter((reading) => reading.cases.includes(from));
  if (readings.length === 0 || !readings.every((reading) => reading.cases.includes(to))) return undefined;
  return [noun];
}

/** A cardinal before the noun ("der letzten 3 Monate", "der drei Kinder"): it does not inflect. */
function isCardinal(token: Token): boolean {
  if (token.kind === "n") return /^\d+$/.test(token.text);
  return (
    token.kind === "w" &&
    token.text !== "ein" &&
    token.text !== "eins" &&
    parseNumberWord(token.text) !== undefined
  );
}

/** A lower-case declined adjective ("großen", "dunkle"): an inflected ending and an adjective reading. */
export function isDeclinedAdjective(token: Token | undefined): boolean {
  return (
    token?.kind === "w" &&
    /^\p{Ll}+(?:e|en|er|es|em)$/u.test(token.text) &&
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected)
  );
}

/** Adjectives and cardinals between determiner and noun. */
export function isModifier(token: Token): boolean {
  return isPlainAdjective(token) || isCardinal(token) || ORDINAL.test(token.text);
}

/** A declined ordinal the lexicon lacks: "des zwölften Monats", "am dreißigsten Tag". */
const ORDINAL =
  /^(?:erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft|\p{Ll}+zehnt|\p{Ll}*zigst|\p{Ll}*ßigst|hundertst|tausendst)(?:e|en|em|er|es)$/u;

function isPlainAdjective(token: Token): boolean {
  if (token.kind !== "w" || isCapitalised(token.text)) return false;
  if (token.text === "beiden" || token.text === "jeden") return true;
  // "kein weiterer Verstoß", "ein anderer Termin": the lexicon lists these forms as nouns only.
  if (/^(?:andere|weitere)[mnrs]?$/.test(token.text)) return true;
  const readings = readingsOf(token.text);
  // A declined present participle the dictionary lacks: "des maßgebenden Regelbedarfs"; a compound
  // whose last part is a declined adjective: "von einem sorgeberechtigten Elternteil".
  if (readings.length === 0) {
    const last = splitCompound(token.text).at(-1);
    return (
      /^\p{Ll}{3,}end(?:e|en|er|es|em)$/u.test(token.text) ||
      SUFFIX_DECLINED_ADJECTIVE.test(token.text) ||
      (last !== undefined &&
        last !== token.text &&
        readingsOf(last).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected))
    );
  }
  return readings.some((reading) => reading.partOfSpeech === "adjective" && reading.inflected);
}

/** The adjective of a name before its noun: "des Medizinischen Dienstes", "der Deutschen Rentenversicherung". */
export function isNameAdjective(token: Token | undefined, next: Token | undefined): boolean {
  if (token?.kind !== "w" || !isCapitalised(token.text) || next?.kind !== "w" || !isCapitalised(next.text))
    return false;
  return (
    nounReadings(next).length > 0 &&
    readingsOf(token.text.toLowerCase()).some(
      (reading) => reading.partOfSpeech === "adjective" && reading.inflected,
    )
  );
}

/** Length of a simple noun phrase starting at `start` (determiner, up to 2 adjectives, noun), or 0. */
export function phraseLength(tokens: readonly Token[], start: number): number {
  const first = tokens[start];
  if (first === undefined || readDeterminer(first.text) === undefined) return 0;
  for (let index = start + 1; index < tokens.length && index <= start + 3; index += 1) {
    const token = tokens[index];
    if (token === undefined) return 0;
    if (isNameAdjective(token, tokens[index + 1])) continue;
    if (token.kind === "w" && isCapitalised(token.text)) return index - start + 1;
    // "des oben genannten Zeichens": an adverb before a declined attribute.
    const attribute = tokens[index + 1];
    if (ATTRIBUTE_ADVERB.test(token.text) && attribute !== undefined && isModifier(attribute)) continue;
    if (!isModifier(token)) return 0;
  }
  return 0;
}

/** Plural quantifiers that pick out some of a kind: "manche", "viele", "einige", "wenige" … */
const SOME_PLURAL = /^(?:manche|viele|einige|wenige|mehrere|etliche)$/;

/**
 * "Manche Personen wohnen hier und sind älter als 65." -> "Manche Personen wohnen hier." + "Diese
 * Personen sind älter als 65.": the same ones again, not "Manche Personen sind älter als 65.", which
 * would be some others. A plural noun in the nominative; adjectives take the weak ending after
 * "diese" ("viele kleine Kinder" -> "diese kleinen Kinder").
 */
function theseSubject(article: Token, rest: readonly Token[], noun: Token): Token[] | undefined {
  // "viele Studierende" -> "diese Studierenden": a nominalised adjective is declined as one.
  const lower = noun.text.toLowerCase();
  const adjectiveNoun =
    lower.endsWith("e") &&
    readingsOf(lower).some(
      (reading) => reading.partOfSpeech === "adjective" && `${reading.lemma}e` === lower,
    );
  const plural =
    adjectiveNoun ||
    nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes("nom"));
  const adjectives = rest.slice(0, -1);
  if (!plural || !adjectives.every((token) => isPlainAdjective(token) && token.text.endsWith("e")))
    return undefined;
  const these = article.text === article.text.toLowerCase() ? "diese" : "Diese";
  const weak = (token: Token): Token => ({ ...token, text: `${token.text}n` });
  return [{ ...article, text: these }, ...adjectives.map(weak), adjectiveNoun ? weak(noun) : noun];
}

/**
 * A subject named again in a new sentence with its definite article: "ein Engel" -> "der Engel",
 * "eine große Frau" -> "die große Frau" (the reader knows it now). Only "ein"/"eine" + a noun whose
 * gender in the nominative singular is sure, with adjectives only after "eine" (their ending stays).
 */
export function definiteSubject(tokens: readonly Token[]): Token[] | undefined {
  const [article, ...rest] = tokens;
  const noun = tokens.at(-1);
  if (article === undefined || noun === undefined || rest.length === 0) return undefined;
  // "irgendein Mann" is "ein Mann" once more: "der Mann".
  const lower = article.text.toLowerCase().replace(/^irgend(?=eine?$)/, "");
  if (SOME_PLURAL.test(lower)) return theseSubject(article, rest, noun);
  if (lower !== "ein" && lower !== "eine") return undefined;
  if (rest.length > 1 && (lower !== "eine" || !rest.slice(0, -1).every(isPlainAdjective))) return undefined;
  const genders = new Set(
    nounReadings(noun)
      .filter((reading) => reading.number === "singular" && reading.cases.includes("nom"))
      .map((reading) => reading.gender),
  );
  const [gender] = genders;
  if (genders.size !== 1 || gender === undefined) return undefined;
  // "ein" is masculine or neuter, "eine" feminine: the noun must agree.
  if ((lower === "eine") !== (gender === "f")) return undefined;
  const definite = definiteArticle(gender, "nom", "singular");
  return [
    {
      ...article,
      text: isCapitalised(article.text) ? definite[0]?.toUpperCase() + definite.slice(1) : definite,
    },
    ...rest,
  ];
}
