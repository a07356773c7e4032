// Clause surgery shared by the splitting transformations: verb-final analysis, the subject at
// the start of a clause, verb-second order with and without a connector.

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { DATIVE_VERBS } from "../language/dative-verbs.ts";
import { CITED_SUBDIVISION, CITED_UNIT, LAW_ACRONYM, LAW_NOUN } from "../language/law-citations.ts";
import { MONTH_NAMES } from "../language/month-names.ts";
import { NAME_TAKING_NOUN } from "../language/name-taking-nouns.ts";
import { takesPrepositionalAttribute } from "../language/noun-prepositions.ts";
import { isStreetName } from "../language/street-names.ts";
import { WEEKDAY_NAMES } from "../language/weekday-names.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { FiniteVerbInfo, GrammaticalNumber } from "../lexicon/morphology/word-info.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isNonFiniteVerb,
  nounReadings,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  ATTRIBUTE_ADVERB,
  COMMON_CONTRACTIONS,
  DECLINED_ENDING,
  DETERMINERS,
  FUNCTION_WORDS,
  LEGAL_FORM,
  MASCULINE_NOMINATIVE,
  PLURAL_QUANTIFIER,
  POSSESSIVE_DETERMINER,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  SUFFIX_DECLINED_ADJECTIVE,
} from "./word-classes.ts";

/** A clause: tokens without final punctuation, and how it ends ("." "?" "!" or ":" = continues). */
export type Clause = {
  tokens: Token[];
  end: string;
  /** Leichte Sprache: an item of a list, on its own line after "- ". */
  bullet?: boolean;
  /**
   * The purpose of an errand to someone else ("Bitte vereinbaren Sie einen Termin bei Ihrer
   * Hausarztpraxis, damit … überprüft werden kann"): a passive without agent is not the writer's act.
   */
  othersAct?: boolean;
  /** Leichte Sprache: only the date of the clause before it ("Das gilt ab …", "Das war am …"). */
  dated?: boolean;
  /** The effect of an unreal condition ("…, würde ich Ihnen helfen"): its Konjunktiv II stays. */
  unreal?: boolean;
};

/** Splits comma segments that are left after a step took its part ("the rest of the sentence"). */
export type SplitRest = (segments: Token[][], end: string) => Clause[] | undefined;

/** Comma segments joined back into one token list ("A", "B" -> "A, B"). */
export function joinSegments(segments: readonly (readonly Token[])[]): Token[] {
  const out: Token[] = [];
  segments.forEach((segment, index) => {
    if (index > 0) out.push({ kind: "p", text: ",", space: false });
    out.push(...segment);
  });
  return out;
}

export type VerbFinal = {
  /** Tokens before the verb complex. */
  middle: Token[];
  /** The finite verb as it stands in a main clause (separable verbs: the verb part only). */
  finite: Token;
  /** The separated particle of a separable verb ("um" in "ziehen ... um"), if any. */
  particle: Token | undefined;
  /** Infinitives and participles before the finite verb, in order. */
  nonFinite: Token[];
  readings: FiniteVerbInfo[];
  /** A comparison after the verb ("… zahlen wie in den letzten Jahren"), kept at the end. */
  after?: Token[];
};

/**
 * Reads a verb-final clause ("der Antrag noch nicht vollständig ist"): the last token must be a
 * finite verb. Returns undefined when the clause does not end in one.
 */
export function readVerbFinal(tokens: readonly Token[]): VerbFinal | undefined {
  const last = tokens.at(-1);
  if (last === undefined || tokens.length < 2) return undefined;
  const readings = finiteReadings(last);
  if (readings.length === 0) return undefined;
  let start = tokens.length - 1;
  while (start > 0 && isNonFiniteVerb(tokens[start - 1]) && start - 1 > 0) start -= 1;
  const middle = tokens.slice(0, start);
  const nonFinite = tokens.slice(start, -1);
  // "der uns nicht hat fehlen lassen", "dass wir nicht haben helfen können": the finite auxiliary
  // stands before the infinitives (Ersatzinfinitiv); no verb-second order is sure then.
  if (start < tokens.length - 1 && FRONTED_AUXILIARY.test(middle.at(-1)?.text ?? "")) return undefined;
  if (nonFinite.length >= 2 && FRONTED_AUXILIARY.test(nonFinite[0]?.text ?? "")) return undefined;
  // "wenn Sie den Antrag ausgefüllt zurückschicken", "wenn die Unterlagen unterschrieben vorliegen":
  // a participle before a separable full verb is a predicate of its own, no part of the verb
  // cluster ("schicken Sie den Antrag ausgefüllt zurück", not "zurückschicken Sie …").
  const separable = splitSeparable(last, readings);
  const predicative =
    separable !== undefined &&
    nonFinite.length === 1 &&
    pastParticipleLemmas(nonFinite[0]).length > 0 &&
    infinitiveLemmas(nonFinite[0]).length === 0 &&
    !readings.some((reading) => AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma));
  const split = nonFinite.length === 0 || predicative ? separable : undefined;
  return {
    middle: predicative ? tokens.slice(0, -1) : middle,
    finite: split ? { ...last, text: split[0], space: true } : { ...last, space: true },
    particle: split ? word(split[1]) : undefined,
    nonFinite: predicative ? [] : nonFinite,
    readings,
  };
}

/** Finite auxiliaries and modals that can stand before two infinitives ("hat kommen können"). */
export const FRONTED_AUXILIARY =
  /^(?:hat|haben|habe|hast|habt|hatte|hatten|wird|werden|würde|würden|kann|können|konnte|konnten|muss|müssen|musste|mussten|soll|sollen|sollte|sollten|darf|dürfen|will|wollen|wollte|wollten)$/;

/**
 * A verb-final clause followed by a comparison after its verb ("wenn Sie weiterhin Beiträge zahlen
 * wie in den letzten fünf Jahren"): the comparison moves to the end of the main-clause order.
 * Only "wie"/"als" right after the verb and up to 8 tokens without a finite verb after it.
 */
export function readVerbFinalWithComparison(tokens: readonly Token[]): VerbFinal | undefined {
  const plain = readVerbFinal(tokens);
  if (plain !== undefined) return plain;
  const at = tokens.findIndex(
    (token, index) =>
      index >= 2 &&
      (token.text === "wie" || token.text === "als") &&
      finiteReadings(tokens[index - 1]).length > 0,
  );
  const comparison = tokens.slice(at + 1);
  if (at < 0 || comparison.length === 0 || comparison.length > 8 || hasFiniteVerb(comparison))
    return undefined;
  const clause = readVerbFinal(tokens.slice(0, at));
  return clause === undefined ? undefined : { ...clause, after: tokens.slice(at) };
}

/** "umziehen" -> ["ziehen", "um"] when the form is a separable verb's finite form with its particle. */
function splitSeparable(token: Token, readings: readonly FiniteVerbInfo[]): [string, string] | undefined {
  for (const reading of readings) {
    if (reading.particle !== undefined) continue;
    const form = finiteFormOf(reading.lemma, reading.tense, reading.person, reading.number);
    if (form === undefined) continue;
    const [verb = "", particle = ""] = form.split(" ");
    if (particle === "") continue;
    if (`${particle}${verb}` === token.text) return [verb, particle];
    // "freiliess": the Swiss spelling with "ss" for "ß".
    if (`${particle}${verb}`.replaceAll("ß", "ss") === token.text && token.text.startsWith(particle))
      return [token.text.slice(particle.length), particle];
  }
  // "vorbereiteten": the dictionary may give a wrong form of the verb after the particle
  // ("beritten vor"); the form as written still splits when the rest is a finite verb of its own
  // (was "Gleichzeitig vorbereiteten die Eltern das Essen.").
  for (const reading of readings) {
    if (reading.particle !== undefined) continue;
    const particle = finiteFormOf(reading.lemma, reading.tense, reading.person, reading.number)?.split(
      " ",
    )[1];
    if (particle === undefined || !token.text.startsWith(particle)) continue;
    const rest = token.text.slice(particle.length);
    if (
      rest.length > 2 &&
      finiteReadings({ ...token, text: rest }).some((other) => other.tense === reading.tense)
    )
      return [rest, particle];
  }
  return undefined;
}

const lower = (token: Token | undefined): string => token?.text.toLowerCase() ?? "";

/** Units a number counts before an adjective of measure ("25 Jahre alt", "3 Meter hoch"). */
const MEASURE_UNIT =
  /^(?:Jahre|Monate|Wochen|Tage|Stunden|Minuten|Meter|Zentimeter|Kilometer|Kilo|Kilogramm|Gramm|Liter)$/;
/** Adjectives a measure goes with. */
const MEASURE_ADJECTIVE =
  /^(?:alt|älter|jung|jünger|lang|länger|groß|größer|hoch|höher|breit|breiter|tief|tiefer|schwer|schwerer|weit|weiter|dick|dicker|entfernt)$/;

/**
 * Length of the noun phrase or pronoun that starts at `start` and can be a subject, with the
 * agreements it allows; undefined when the tokens there are not one.
 * Accepted: personal pronoun; determiner + adjectives/numbers + noun; a bare noun; two capitalised
 * words (Frau Müller).
 */
export function subjectAt(
  tokens: readonly Token[],
  start: number,
  formal: boolean,
): { end: number; agreements: Agreement[] } | undefined {
  const first = tokens[start];
  // "2 Menschen": a number and a noun (plural unless the number is 1).
  const counted = tokens[start + 1];
  if (
    first?.kind === "n" &&
    /^\d+$/.test(first.text) &&
    counted !== undefined &&
    nounReadings(counted).some((reading) => reading.number === "plural" && reading.cases.includes("nom"))
  ) {
    if (first.text === "1") return undefined;
    // "die 25 Jahre alt sind": a measure before its adjective is no subject ("25 Jahre sind
    // manche Kinder alt" read the pronoun as the object).
    if (MEASURE_UNIT.test(counted.text) && MEASURE_ADJECTIVE.test(tokens[start + 2]?.text ?? ""))
      return undefined;
    return { end: start + 2, agreements: [{ person: 3, number: "plural" }] };
  }
  if (first === undefined || first.kind !== "w") return undefined;
  const text = first.text;
  if (text === "Sie" && (formal || start > 0)) {
    return {
      end: start + 1,
      agreements: [
        { person: 3, number: "plural" },
        { person: 3, number: "singular" },
      ],
    };
  }
  const pronoun = SUBJECT_PRONOUNS.get(text.toLowerCase());
  // "Ihr Antrag": the possessive, not the pronoun "ihr", when a noun follows.
  const next = tokens[start + 1];
  const possessive =
    text === "Ihr" &&
    formal &&
    next !== undefined &&
    next.kind === "w" &&
    isCapitalised(next.text) &&
    !FUNCTION_WORDS.has(next.text.toLowerCase());
  if (pronoun !== undefined && !possessive && (start === 0 || !isCapitalised(text)))
    return { end: start + 1, agreements: [...pronoun] };
  // "Ihre Adresse" inside a clause: the capital is the polite possessive, not a sentence start.
  const politePossessive = formal && /^Ihr(?:e[mnrs]?)?$/.test(text);
  if (DETERMINERS.has(lower(first)) && (start === 0 || !isCapitalised(text) || politePossessive)) {
    let index = start + 1;
    while (index < tokens.length && index < start + 5) {
      const token = tokens[index];
      if (token === undefined) return undefined;
      if (token.kind === "w" && isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase())) {
        // "der Medizinische Dienst", "die Deutsche Bahn": an adjective of a name, written large,
        // before its noun (was "Der Medizinische hat Dienst … festgestellt").
        const head = index === start + 1 && namedAdjective(tokens, lower(first), index) ? index + 1 : index;
        const end = namedRelative(tokens, first, head);
        return end === undefined
          ? undefined
          : { end, agreements: nounAgreements(tokens[head] as Token, lower(first)) };
      }
      // "die hierdurch entstehenden Kosten", "die oben genannten Unterlagen": an adverb before a
      // declined participle or adjective belongs to it.
      const next = tokens[index + 1];
      const modified =
        ATTRIBUTE_ADVERB.test(token.text) &&
        next !== undefined &&
        isAdjectiveLike(next) &&
        DECLINED_ENDING.test(next.text);
      if (!(token.kind === "n" || isAdjectiveLike(token) || modified))
        return standalonePronoun(tokens, start);
      index += 1;
    }
    return standalonePronoun(tokens, start);
  }
  // "immer mehr ältere Menschen", "weniger Kinder", "folgende Unterlagen": a quantifier before its noun.
  const quantified = comparativeQuantified(tokens, start);
  if (quantified !== undefined) return quantified;
  // "dass alles gut war": "alles" without a noun after it is a singular subject.
  if (lower(first) === "alles" && !isCapitalised(tokens[start + 1]?.text ?? ""))
    return { end: start + 1, agreements: [{ person: 3, number: "singular" }] };
  // "nichts ist verborgen", "dass nichts geschah": "nichts" right before a third person singular
  // verb; elsewhere it is mostly the object ("und nichts verraten wollte").
  const verbAfter = finiteReadings(tokens[start + 1]).some(
    (reading) => reading.person === 3 && reading.number === "singular",
  );
  if (lower(first) === "nichts" && verbAfter)
    return { end: start + 1, agreements: [{ person: 3, number: "singular" }] };
  // "alles Fleisch", "alles Planen": "alles" before a singular noun.
  const noun = tokens[start + 1];
  if (
    lower(first) === "alles" &&
    noun?.kind === "w" &&
    isCapitalised(noun.text) &&
    !FUNCTION_WORDS.has(lower(noun))
  )
    return { end: start + 2, agreements: [{ person: 3, number: "singular" }] };
  if (first.kind === "w" && isCapitalised(text) && !FUNCTION_WORDS.has(text.toLowerCase())) {
    const second = tokens[start + 1];
    // "Frau Müller", "Herr Schneider": after a title a capitalised word is a surname, whatever
    // noun the lexicon also knows ("dass Frau Müller die Miete … bezahlt hat").
    const isName =
      second !== undefined &&
      second.kind === "w" &&
      isCapitalised(second.text) &&
      (nounReadings(second).length === 0 ||
        (/^(?:Herr|Frau)$/.test(text) && !FUNCTION_WORDS.has(second.text.toLowerCase())));
    // "als Konrad Duden sein Buch veröffentlichte": after a name, a capitalised noun with a noun
    // phrase behind it may be a surname (subject) or a bare object; unsure.
    const surnameOrObject =
      !isName &&
      isBareName(first) &&
      second?.kind === "w" &&
      isCapitalised(second.text) &&
      !FUNCTION_WORDS.has(second.text.toLowerCase()) &&
      DETERMINERS.has(lower(tokens[start + 2]));
    if (surnameOrObject) return undefined;
    // "Herr Klaus Berger", "Frau Anna Berger": a title with a first name and a surname; "Frau
    // Doktor Berg", "Herr Pfarrer Klein": a title, a rank and a surname the lexicon may know.
    const third = tokens[start + 2];
    const titled =
      isName &&
      /^(?:Herr|Frau)$/.test(text) &&
      (unknownName(third) ||
        (RANK_AFTER_TITLE.test(second.text) &&
          third?.kind === "w" &&
          isCapitalised(third.text) &&
          !FUNCTION_WORDS.has(third.text.toLowerCase())));
    const end = titled ? start + 3 : isName ? start + 2 : start + 1;
    const head = tokens[end - 1];
    return head === undefined ? undefined : { end, agreements: nounAgreements(head, "") };
  }
  return undefined;
}

/** Ranks between "Herr"/"Frau" and a surname: "Frau Doktor Berg", "Herr Pfarrer Klein". */
const RANK_AFTER_TITLE =
  /^(?:Doktor|Professor|Professorin|Pfarrer|Pfarrerin|Pastor|Pastorin|Bürgermeister|Bürgermeisterin|Oberbürgermeister|Oberbürgermeisterin|Minister|Ministerin|Präsident|Präsidentin|Direktor|Direktorin|Rektor|Rektorin|Kommissar|Kommissarin|Kaplan|Dekan|Dekanin|Bischof|Bischöfin)$/;

/**
 * "(immer) mehr/weniger" + adjectives + a noun: the noun decides the number ("immer mehr Deutsche"
 * plural, "mehr Geld" singular); a plural quantifier ("folgende", "alle", "viele" …) + adjectives +
 * a plural noun. Undefined without such a quantifier or without a noun after it.
 */
function comparativeQuantified(
  tokens: readonly Token[],
  start: number,
): { end: number; agreements: Agreement[] } | undefined {
  let index = start;
  if (lower(tokens[index]) === "immer") index += 1;
  const plural = PLURAL_QUANTIFIER.test(lower(tokens[index])) && index === start;
  // "viel Volk", "viel Schlechtes": "viel"/"wenig" before a singular noun.
  const singular = /^(?:viel|wenig)$/.test(lower(tokens[index])) && index === start;
  if (!/^(?:mehr|weniger)$/.test(lower(tokens[index])) && !plural && !singular) return undefined;
  index += 1;
  while (index < start + 6 && tokens[index] !== undefined && isAdjectiveLike(tokens[index] as Token))
    index += 1;
  const noun = tokens[index];
  if (noun === undefined || noun.kind !== "w" || !isCapitalised(noun.text) || FUNCTION_WORDS.has(lower(noun)))
    return undefined;
  const agreements = nounAgreements(noun, "").filter(
    (agreement) =>
      (!plural || agreement.number === "plural") && (!singular || agreement.number === "singular"),
  );
  return agreements.length === 0 ? undefined : { end: index + 1, agreements };
}

const KIN = /^(?:Kind|Sohn|Tochter|Bruder|Schwester|Vater|Mutter|Mann|Frau|Enkel|Enkelin|Enkelkind)$/;

/**
 * End of a subject "Ihr Kind Lena", "sein Sohn Salomo": after a possessive and a word for a relative,
 * a name (capitalised, no noun in the lexicon, and a second such word for a surname) belongs to
 * the subject; undefined (unsure) when another capitalised word follows the name. Article + noun +
 * name stays as it was ("dass der Mann Jesus sah": Jesus is the object).
 */
function namedRelative(tokens: readonly Token[], determiner: Token, noun: number): number | undefined {
  let end = noun + 1;
  // "weil die Stadt Köln spart", "die Firma Lemke": after a noun that takes a name, up to two
  // capitalised words the lexicon does not know are the name (was "Die Stadt spart Köln."). A known
  // noun there may be the object ("weil die Schule Geld braucht", "die Familie Kinder hat").
  if (NAME_TAKING_NOUN.test(tokens[noun]?.text ?? "")) {
    // "die Praxis Doktor Sommer": a title and the name after it.
    if (
      /^(?:Doktor|Professor|Professorin)$/.test(tokens[end]?.text ?? "") &&
      isPlainName(tokens[end + 1] ?? word(""))
    )
      return end + 2;
    while (end < noun + 3 && unknownName(tokens[end])) end += 1;
    if (end > noun + 1) return end;
  }
  const possessive = POSSESSIVE_DETERMINER.exec(determiner.text);
  // "Ihr Kind", "Ihre Tochter": a possessive without ending or with "-e" (not "Ihren", "Ihrem").
  if (possessive === null || !/^e?$/.test(possessive[2] ?? "") || !KIN.test(tokens[noun]?.text ?? ""))
    return end;
  while (end < noun + 3 && isBareName(tokens[end])) end += 1;
  // "Ihre Tochter Anna Müller": a surname that is also a noun leaves the subject's end unsure.
  const next = tokens[end];
  if (
    end > noun + 1 &&
    next?.kind === "w" &&
    isCapitalised(next.text) &&
    !FUNCTION_WORDS.has(next.text.toLowerCase())
  )
    return undefined;
  return end;
}

function isBareName(token: Token | undefined): boolean {
  return token?.kind === "w" && isCapitalised(token.text) && nounReadings(token).length === 0;
}

/** Demonstrative and indefinite pronouns that can be a subject on their own ("dass dieser der Christus ist"). */
const STANDALONE_PRONOUNS: ReadonlyMap<string, readonly Agreement[]> = new Map<string, readonly Agreement[]>([
  ["dieser", [{ person: 3, number: "singular" }]],
  ["dieses", [{ person: 3, number: "singular" }]],
  ["jeder", [{ person: 3, number: "singular" }]],
  ["jede", [{ person: 3, number: "singular" }]],
  ["jedes", [{ person: 3, number: "singular" }]],
  ["alle", [{ person: 3, number: "plural" }]],
  ["beide", [{ person: 3, number: "plural" }]],
  ["viele", [{ person: 3, number: "plural" }]],
  ["einige", [{ person: 3, number: "plural" }]],
  // Feminine singular or plural: the verb decides ("denn diese merkten").
  [
    "diese",
    [
      { person: 3, number: "singular" },
      { person: 3, number: "plural" },
    ],
  ],
]);

/**
 * "dieser", "alle" … without a noun after them (the determiner path found none): a pronoun
 * subject of one word ("diese" singular or plural, not before an adjective).
 */
function standalonePronoun(
  tokens: readonly Token[],
  start: number,
): { end: number; agreements: Agreement[] } | undefined {
  const word = lower(tokens[start]);
  const agreements = STANDALONE_PRONOUNS.get(word);
  // "einige der Beistehenden", "jeder von euch": a quantifier with a partitive is a longer subject.
  const next = lower(tokens[start + 1]);
  if (!word.startsWith("dies") && (DETERMINERS.has(next) || next === "von")) {
    const end = partitiveEnd(tokens, start + 1);
    return agreements === undefined || end === undefined ? undefined : { end, agreements: [...agreements] };
  }
  // "diese großen …": an adjective after it belongs to a noun phrase the lexicon did not close.
  const following = tokens[start + 1];
  if (
    word === "diese" &&
    following !== undefined &&
    isAdjectiveLike(following) &&
    finiteReadings(following).length === 0
  )
    return undefined;
  return agreements === undefined ? undefined : { end: start + 1, agreements: [...agreements] };
}

/** Genitive plural determiners of a partitive ("einige der Wächter", "viele seiner Jünger"). */
const PARTITIVE_DETERMINERS = /^(?:der|dieser|jener|meiner|deiner|seiner|ihrer|unserer|eurer)$/;

/**
 * The end of a partitive after a quantifier, from `at`: a genitive plural noun phrase ("der
 * Wächter", "seiner Jünger") or "von" + a plural pronoun ("von ihnen"). Undefined when unsure.
 */
function partitiveEnd(tokens: readonly Token[], at: number): number | undefined {
  const first = lower(tokens[at]);
  if (first === "von") return /^(?:ihnen|uns|euch)$/.test(lower(tokens[at + 1])) ? at + 2 : undefined;
  if (!PARTITIVE_DETERMINERS.test(first)) return undefined;
  const end = nounPhraseEnd(tokens, at);
  const noun = tokens[end - 1];
  if (end === at || noun === undefined) return undefined;
  // The noun must be read as a genitive plural ("der Wächter"), not as "der Frau".
  return nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes("gen")) ||
    (nounReadings(noun).length === 0 && nominalisedAdjective(noun))
    ? end
    : undefined;
}

/** The gender of a singular noun after a nominative definite article. */
const ARTICLE_GENDER: Readonly<Record<string, string>> = { der: "m", die: "f", das: "n" };

/**
 * "Medizinische" in "der Medizinische Dienst": a capitalised adjective with "-e" between a definite
 * article and a capitalised singular noun of the article's gender. Not "der Kleine" before a verb,
 * "der Kranke Fieber" (a noun and its object) nor "die Kranken Kinder" (plural: may be the same).
 */
function namedAdjective(tokens: readonly Token[], determiner: string, index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  const gender = ARTICLE_GENDER[determiner];
  if (gender === undefined || token === undefined || !token.text.endsWith("e")) return false;
  if (next === undefined || next.kind !== "w" || !isCapitalised(next.text) || next.text === "Sie")
    return false;
  return (
    readingsOf(token.text.toLowerCase()).some((reading) => reading.partOfSpeech === "adjective") &&
    nounReadings(next).some(
      (reading) =>
        reading.gender === gender && reading.number === "singular" && reading.cases.includes("nom"),
    )
  );
}

function isAdjectiveLike(token: Token): boolean {
  if (token.kind !== "w" || isCapitalised(token.text)) return false;
  // "ihre beiden Schwiegertöchter", "kein anderer Name", "ein weiterer Hund": "beiden", "andere"
  // and "weitere" stand between determiner and noun like an adjective.
  if (token.text === "beiden" || /^(?:andere|weitere)[mnrs]?$/.test(token.text)) return true;
  const readings = readingsOf(token.text);
  // "das hälftige Kindergeld": an adjective the lexicon lacks, by its suffix.
  if (readings.length === 0) return SUFFIX_DECLINED_ADJECTIVE.test(token.text);
  return readings.some((reading) => reading.partOfSpeech === "adjective" || reading.partOfSpeech === "verb");
}

const SINGULAR_DETERMINERS = /^(der|das|ein|kein|mein|dein|sein|unser|euer|dieser|dieses|jeder|jedes)$/;
const PLURAL_DETERMINERS = /^(alle|viele|einige|manche|beide|mehrere)$/;

function nounAgreements(noun: Token, determiner: string): Agreement[] {
  const numbers = new Set<GrammaticalNumber>();
  const readings = nounReadings(noun);
  for (const reading of readings) if (reading.cases.includes("nom")) numbers.add(reading.number);
  if (readings.length === 0) {
    // An unknown noun: its determiner decides ("die Hohepriester" may be plural).
    numbers.add("singular");
    if (
      /^(?:die|keine|meine|deine|seine|ihre|unsere|eure|diese|jene)$/.test(determiner) ||
      PLURAL_DETERMINERS.test(determiner)
    )
      numbers.add("plural");
  }
  // "Schriftgelehrte diskutierten": without an article a nominalised adjective in -e is plural.
  if (determiner === "" && nominalisedAdjective(noun)) numbers.add("plural");
  if (SINGULAR_DETERMINERS.test(determiner)) numbers.delete("plural");
  // "Ihr Einkommen": a possessive without ending is singular ("Ihre Einkommen" is the plural).
  if (determiner === "ihr" && numbers.has("singular")) numbers.delete("plural");
  if (PLURAL_DETERMINERS.test(determiner)) numbers.delete("singular");
  if (
    /^(eine|keine|meine|deine|seine|ihre|unsere|eure|diese|jede)$/.test(determiner) &&
    numbers.has("singular")
  ) {
    // feminine singular or plural: both stay possible
  }
  return [...numbers].map((number) => ({ person: 3, number }));
}

/**
 * "Gelehrte", "Schriftgelehrte", "Kranke": a capitalised word in -e whose lower-case form (or the
 * lower-case end of the compound) is an inflected adjective; the lexicon lists only its singular.
 */
function nominalisedAdjective(noun: Token): boolean {
  const text = noun.text;
  if (!text.endsWith("e") || text.length < 4) return false;
  for (let start = 0; start <= text.length - 4; start += 1) {
    const part = text.slice(start).toLowerCase();
    if (readingsOf(part).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected))
      return true;
    if (start === 0) start = 2;
  }
  return false;
}

export function agrees(readings: readonly FiniteVerbInfo[], agreements: readonly Agreement[]): boolean {
  return readings.some((reading) =>
    agreements.some(
      (agreement) => agreement.person === reading.person && agreement.number === reading.number,
    ),
  );
}

/** Connector + finite verb + the rest in order: "weil die Unterlagen fehlen" -> "Deshalb fehlen die Unterlagen". */
export function connectorOrder(clause: VerbFinal, connector: string): Token[] {
  return [word(connector), clause.finite, ...clause.middle, ...tail(clause)];
}

/** Question order: "ob Sie Anspruch haben" -> "Haben Sie Anspruch". */
export function questionOrder(clause: VerbFinal): Token[] {
  return [clause.finite, ...clause.middle, ...tail(clause)];
}

/** Verbs that cannot stand without an accusative object ("weil Lisa Fieber hatte"). */
export const OBJECT_VERBS = /^(?:haben|brauchen|bekommen|besitzen|kriegen)$/;

/** Subject first, when the clause starts with a subject that agrees with the verb. */
export function subjectFirstOrder(clause: VerbFinal, formal: boolean): Token[] | undefined {
  const subject = coordinatedSubjectAt(clause.middle, formal);
  if (subject === undefined || !agrees(clause.readings, subject.agreements)) return undefined;
  // "weil Lisa Fieber hatte": a noun the lexicon lacks reads as a surname, but "haben", "brauchen" …
  // alone need their object: a first name and that noun are all the clause holds ("Lisa hatte
  // Fieber.", not "Lisa Fieber hatte.").
  const [name, object] = clause.middle;
  if (
    clause.middle.length === 2 &&
    subject.end === 2 &&
    clause.nonFinite.length === 0 &&
    clause.particle === undefined &&
    name !== undefined &&
    object !== undefined &&
    isBareName(name) &&
    isBareName(object) &&
    clause.readings.every((reading) => OBJECT_VERBS.test(reading.lemma))
  )
    return [name, clause.finite, object, ...tail(clause)];
  // "weil Konrad Duden ein Wörterbuch veröffentlichte": a name and a capitalised word after it are
  // one name when that word is no known noun or an object with its article follows ("Konrad
  // veröffentlichte Duden …" would split it); "weil Petrus Angst hatte" keeps its object.
  const after = clause.middle[subject.end];
  const objectFollows = clause.middle
    .slice(subject.end + 1)
    .some((token) => DETERMINERS.has(token.text.toLowerCase()));
  if (
    subject.end === 1 &&
    isBareName(clause.middle[0]) &&
    isPlainName(clause.middle[0] as Token) &&
    after !== undefined &&
    isPlainName(after) &&
    (isBareName(after) || objectFollows)
  )
    return undefined;
  // "weil die Tochter einer Freundin ein Auto besitzt": "einer"/"der" + noun right after the
  // subject's noun may be its genitive attribute or a dative object; moving the verb between them
  // could give "Die Tochter besitzt einer Freundin ein Auto.", so the clause keeps its order.
  // A copula takes a predicate ("der Sohn Davids ist"), a dative verb its object ("der Tochter
  // ein Buch gibt"); otherwise the phrase may be either.
  // A possessive in -er is never a predicate's nominative: after a copula it stays unsure ("dass
  // die Adresse Ihrer Tochter falsch ist" is no "Die Adresse ist Ihrer Tochter falsch").
  const copulaVerb = clause.readings.some((reading) => /^(?:sein|werden|bleiben)$/.test(reading.lemma));
  const dativeVerb = clause.readings.some((reading) => DATIVE_VERBS.has(reading.lemma));
  if (!dativeVerb && ambiguousAttribute(clause.middle, subject.end, copulaVerb)) return undefined;
  // "dass der Antrag auf Wohngeld abgelehnt ist": the noun's own phrase stays with it ("Der Antrag
  // auf Wohngeld ist abgelehnt", not "Der Antrag ist auf Wohngeld abgelehnt").
  const copula = clause.readings.some((reading) => /^(?:sein|werden|bleiben)$/.test(reading.lemma));
  const end = withNounAttribute(clause.middle, subject.end, copula && clause.nonFinite.length === 0);
  return [...clause.middle.slice(0, end), clause.finite, ...clause.middle.slice(end), ...tail(clause)];
}

/** Dative determiners: after auf/über/für/gegen/um (which take an accusative attribute) a place or way. */
const DATIVE_DETERMINER =
  /^(?:dem|einem|Ihrem|Ihrer|ihrem|ihrer|seinem|seiner|unserem|unserer|meinem|meiner|deinem|deiner|diesem|dieser)$/;
/** Set phrases that belong to the verb: "auf Dauer", "auf Antrag" (bare), "über das Internet", "auf Ihrer Seite". */
function adverbialPhrase(preposition: string, phrase: readonly Token[]): boolean {
  const last = phrase.at(-1)?.text ?? "";
  return (
    (phrase.length === 1 && /^(?:Dauer|Antrag|Wunsch|Zeit)$/.test(last)) ||
    (preposition === "über" && /^(?:Internet|Telefon|Post)$/.test(last)) ||
    last === "Seite"
  );
}

/**
 * `end` moved past a prepositional attribute the noun before it takes ("der Antrag auf Wohngeld"),
 * with a genitive after it ("auf Leistungen des Jobcenters"); unchanged for a time, a date, a
 * set phrase of the verb ("auf Dauer"), a dative after an accusative preposition ("auf Ihrer
 * Seite"), an unsure "der"/"einer" after the phrase, or when a copula would keep no predicate.
 */
export function withNounAttribute(tokens: readonly Token[], end: number, copula: boolean): number {
  const head = tokens[end - 1];
  const preposition = tokens[end];
  if (head === undefined || preposition === undefined || !isPlainName(head)) return end;
  if (!takesPrepositionalAttribute(head.text, preposition.text)) return end;
  const phraseEnd = attributePhraseEnd(tokens, end);
  const phrase = tokens.slice(end + 1, phraseEnd);
  if (
    phraseEnd === end ||
    phrase.some((token) => token.kind === "n" || MONTH_NAMES.includes(token.text)) ||
    adverbialPhrase(preposition.text, phrase) ||
    (/^(?:auf|über|für|gegen|um)$/.test(preposition.text) && DATIVE_DETERMINER.test(phrase[0]?.text ?? ""))
  )
    return end;
  // "auf Leistungen des Jobcenters vom 3. Mai": a genitive and a date after it go along.
  const withGenitive = dateAttributeEnd(tokens, attributeEnd(tokens, phraseEnd));
  // "auf Pflege Ihrer Mutter": "der", "einer", "Ihrer" may be a genitive or a dative; unsure.
  if (/^(?:der|einer|Ihrer|ihrer|seiner|meiner|deiner|unserer|eurer)$/.test(tokens[withGenitive]?.text ?? ""))
    return end;
  if (copula && withGenitive >= tokens.length) return end;
  // "der Eigenanteil für Ihren Platz im Pflegeheim": a place after the phrase may belong to it or to
  // the verb ("Der Eigenanteil für Ihren Platz ändert sich im Pflegeheim" was made); unsure, the
  // phrase stays after the verb. A time after it is the verb's ("für Ihre Stromlieferung im Mai").
  if (PLACE_PREPOSITION.test(tokens[withGenitive]?.text ?? "")) {
    const after = tokens.slice(
      withGenitive + 1,
      Math.max(withGenitive + 2, attributePhraseEnd(tokens, withGenitive)),
    );
    if (!after.some((token, index) => namesTime(token, index, after))) return end;
  }
  return withGenitive;
}

/** Prepositions of a place that may qualify the noun before them ("Platz im Pflegeheim"). */
const PLACE_PREPOSITION = /^(?:im|in|am|an|beim|bei|auf|aus|vom)$/;

/**
 * The subject at the start of a clause, noun phrases joined by und/oder included ("viele
 * Pharisäer und Sadduzäer" is one plural subject, so is "Menschen und Maschinen und die gesamten
 * Prozesse"). Undefined when a coordinator follows that does not join a further noun phrase.
 */
function coordinatedSubjectAt(
  tokens: readonly Token[],
  formal: boolean,
): { end: number; agreements: Agreement[] } | undefined {
  const subject = subjectAt(tokens, 0, formal);
  if (subject === undefined) return undefined;
  let end = attributeEnd(tokens, subject.end);
  let agreements = subject.agreements;
  let joiner = tokens[end]?.text;
  while (joiner === "und" || joiner === "oder" || joiner === "sowie") {
    const next = subjectAt(tokens, end + 1, formal);
    if (
      next === undefined ||
      SUBJECT_PRONOUNS.has(lower(tokens[0])) ||
      SUBJECT_PRONOUNS.has(lower(tokens[end + 1]))
    )
      return undefined;
    // "A oder B" agrees with the nearer noun phrase; "A und B" is plural.
    agreements = joiner === "oder" ? next.agreements : [{ person: 3, number: "plural" }];
    end = attributeEnd(tokens, next.end);
    joiner = tokens[end]?.text;
  }
  return { end, agreements };
}

/** Genitive determiners that cannot be dative or accusative ("seiner", "dieses" can). */
export const ONLY_GENITIVE_DETERMINER = /^(?:des|eines|meines|deines|seines|ihres|Ihres|unseres|eures)$/;

/**
 * The end of a noun subject ending at `end` with a genitive attribute right after it, which must
 * stay with it when the verb moves behind the subject: "dass die Hand Gottes / des Herrn / der
 * Sohn Davids …" (not "Die Hand ging Gottes …"). Only forms that can be nothing but a genitive:
 * a genitive-only noun, an unambiguous genitive determiner, "der"/"aller" + a plural-only noun
 * ("die Abgabe der Unterlagen"), a name in consonant + "s" the lexicon does not know. Pronoun subjects and everything else keep `end`.
 */
export function attributeEnd(tokens: readonly Token[], end: number): number {
  const head = tokens[end - 1];
  const next = tokens[end];
  if (head === undefined || next === undefined || !isPlainName(head)) return end;
  if (ONLY_GENITIVE_DETERMINER.test(next.text)) return nounPhraseEnd(tokens, end);
  // "die Abgabe der/aller Unterlagen": "der"/"aller" before a noun that is only plural is a
  // genitive too (a dative plural takes "den"/"allen"). Singular readings that cannot follow
  // "der"/"aller" do not count: a neuter ("die Menge der Spenden" is no "das Spenden") or a
  // masculine one that is not nominative ("das Spenden der Kunden" is no "des Kunden").
  if (next.text === "der" || next.text === "aller") {
    const phraseEnd = nounPhraseEnd(tokens, end);
    const readings = nounReadings(tokens[phraseEnd - 1]).filter(
      (reading) =>
        reading.number === "plural" ||
        reading.gender === "f" ||
        (reading.gender === "m" && reading.cases.includes("nom")),
    );
    if (phraseEnd > end && readings.length > 0 && readings.every((reading) => reading.number === "plural"))
      return phraseEnd;
  }
  const genitiveName =
    /^\p{Lu}\p{Ll}*[^aeiouäöü\P{Ll}]s$/u.test(next.text) &&
    readingsOf(next.text).length === 0 &&
    readingsOf(next.text.toLowerCase()).length === 0;
  return genitiveOnlyNoun(next) || genitiveName ? end + 1 : end;
}

/** Possessives in -er: genitive or dative, never nominative ("Ihrer Tochter", "unserer Filiale"). */
const POSSESSIVE_ER = /^(?:meiner|deiner|seiner|ihrer|Ihrer|unserer|eurer)$/;
/** Determiners that may open a genitive attribute or a dative object (after a copula "der" is a predicate). */
const GENITIVE_OR_DATIVE = /^(?:einer|der|meiner|deiner|seiner|ihrer|Ihrer|unserer|eurer|dieser|jener)$/;

/**
 * A common noun at `end - 1` followed by "einer"/"der"/"unserer"/"Ihrer" … + a noun: genitive
 * attribute or dative object (a name takes no such genitive: "weil Pilatus der Menge gefallen
 * wollte"; "dass sich die Adresse unserer Filiale ändert" is no "Die Adresse ändert sich unserer
 * Filiale"). With `copula`, only a possessive in -er ("der Sohn Davids ist": "der" opens the
 * predicate).
 */
export function ambiguousAttribute(tokens: readonly Token[], end: number, copula = false): boolean {
  const head = tokens[end - 1];
  if (
    head === undefined ||
    nounReadings(head).length === 0 ||
    !(copula ? POSSESSIVE_ER : GENITIVE_OR_DATIVE).test(tokens[end]?.text ?? "")
  )
    return false;
  return nounPhraseEnd(tokens, end) > end + 1;
}

function tail(clause: VerbFinal): Token[] {
  const verbs = clause.particle ? [clause.particle, ...clause.nonFinite] : [...clause.nonFinite];
  return [...verbs, ...(clause.after ?? [])];
}

/**
 * Puts a connector in front of a main clause: "Sie bekommen kein Geld" -> "Deshalb bekommen Sie
 * kein Geld". A clause that starts with its finite verb just gets the connector; otherwise the
 * first constituent must be the subject and agree with the verb.
 */
export function prefixMain(
  tokens: readonly Token[],
  connector: string,
  formal: boolean,
): Token[] | undefined {
  const first = tokens[0];
  if (first === undefined) return undefined;
  // "Wenn …, dann werde ich …": the main clause's own "dann"/"so" gives way to the connector.
  const second = tokens[1];
  if (/^(?:dann|so)$/i.test(first.text) && second !== undefined && finiteReadings(second).length > 0)
    return [word(connector), ...tokens.slice(1)];
  // "Bitte rufen Sie an" -> "Dann rufen Sie bitte an": "bitte" after the subject and its pronouns.
  if (/^bitte$/i.test(first.text) && second !== undefined && tokens[2]?.text === "Sie" && formal) {
    if (finiteReadings({ ...second, text: second.text.toLowerCase() }).length === 0) return undefined;
    let at = 3;
    while (/^(?:sich|uns|mir|mich|ihn|ihm|es|Ihnen|ihnen)$/.test(tokens[at]?.text ?? "")) at += 1;
    return [
      word(connector),
      { ...second, text: second.text.toLowerCase() },
      ...tokens.slice(2, at),
      word("bitte"),
      ...tokens.slice(at),
    ];
  }
  const firstReadings = finiteReadings({ ...first, text: first.text.toLowerCase() });
  // "Wenden Sie sich an uns", "Rufen wir ihn": a word that is also a plural noun ("Wenden", "Rufen")
  // is the verb when a subject pronoun that agrees with it follows; a noun in front would be
  // followed by its verb.
  const verbFirst = !isCapitalisedNoun(first) || agrees(firstReadings, pronounAgreements(second, formal));
  if (firstReadings.length > 0 && verbFirst) {
    return [
      word(connector),
      { ...first, text: first.text.toLowerCase() === first.text ? first.text : first.text.toLowerCase() },
      ...tokens.slice(1),
    ];
  }
  const head = subjectAt(tokens, 0, formal);
  if (head === undefined) return undefined;
  if (expletiveEs(tokens)) return undefined;
  // "Die Bearbeitung Ihres Antrags erfolgt": a genitive or von-phrase belongs to the subject.
  const subject = { ...head, end: extendPrefield(tokens, head.end, true) };
  const verb = tokens[subject.end];
  const readings = finiteReadings(verb);
  if (verb === undefined || !agrees(readings, subject.agreements)) return undefined;
  // "Fragen beantworten wir gern": a pronoun that can only be a subject ("wir", "ich" …) after the
  // verb is the subject, and the phrase in front is an object: "Dann beantworten wir Fragen gern".
  const pronoun = tokens[subject.end + 1];
  const existential = existentialEs(tokens, subject.end);
  if (
    pronoun !== undefined &&
    (existential ||
      (NOMINATIVE_ONLY.test(pronoun.text) && agrees(readings, pronounAgreements(pronoun, formal))))
  )
    return [
      word(connector),
      verb,
      pronoun,
      ...tokens.slice(0, subject.end),
      ...tokens.slice(subject.end + 2),
    ];
  // "Sie zahlt, wenn …" -> "Dann zahlt sie.": with a verb that has no 3rd person plural reading
  // "Sie" is no polite form.
  const moved =
    subject.end === 1 &&
    first.text === "Sie" &&
    !readings.some((reading) => reading.person === 3 && reading.number === "plural")
      ? [{ ...first, text: "sie" }]
      : tokens.slice(0, subject.end);
  // "Kosten entstehen Ihnen nur, wenn …" -> "Nur dann entstehen Ihnen Kosten" (not "entstehen
  // Kosten Ihnen"): unstressed object pronouns go before a subject that is no pronoun.
  const rest = tokens.slice(subject.end + 1);
  const pronounSubject = subject.end === 1 && SUBJECT_PRONOUNS.has(first.text.toLowerCase());
  let pronouns = 0;
  while (!pronounSubject && UNSTRESSED_OBJECT_PRONOUN.test(rest[pronouns]?.text ?? "")) pronouns += 1;
  return [word(connector), verb, ...rest.slice(0, pronouns), ...moved, ...rest.slice(pronouns)];
}

/** Adverbs after "es gibt" that leave it existential ("Wohngeld gibt es nur, wenn …"). */
const EXISTENTIAL_ADVERB =
  /^(?:nur|auch|noch|bald|jetzt|hier|dort|online|dafür|dann|wieder|ebenfalls|außerdem)$/;

/**
 * "Wohngeld gibt es, wenn …" -> "Dann gibt es Wohngeld.": in "es gibt" the "es" is the subject and
 * the phrase in front its object. Not with a pronoun or a masculine nominative in front ("Er gibt
 * es zu", "Der Verkäufer gibt es billiger"), nor with anything after "es" but adverbs of scope or
 * time and a prepositional phrase ("Das Amt gibt es Ihnen / schriftlich / nicht", "Sie gibt es
 * ab"): there "es" is the object. "Hilfe gibt es bei der Stadt" stays existential.
 */
function existentialEs(tokens: readonly Token[], subjectEnd: number): boolean {
  if (tokens[subjectEnd + 1]?.text !== "es" || !/^(?:gibt|gab|gäbe)$/.test(tokens[subjectEnd]?.text ?? ""))
    return false;
  // "Er gibt es zu", "Jemand gibt es ab": a subject pronoun in front; "Der Verkäufer gibt es
  // billiger": a masculine nominative names the giver.
  const front = lower(tokens[0]);
  if (subjectEnd === 1 && (SUBJECT_PRONOUNS.has(front) || /^(?:jemand|niemand)$/.test(front))) return false;
  if (MASCULINE_NOMINATIVE.test(front)) return false;
  const rest = tokens.slice(subjectEnd + 2);
  let at = 0;
  while (EXISTENTIAL_ADVERB.test(rest[at]?.text ?? "")) at += 1;
  return at === rest.length || PREPOSITIONS.has(rest[at]?.text.toLowerCase() ?? "");
}

/** Object pronouns that stand before a noun subject after the verb ("Dann hilft Ihnen das Amt"). */
const UNSTRESSED_OBJECT_PRONOUN = /^(?:mir|dir|ihm|uns|euch|Ihnen|ihnen|mich|dich|ihn|sich)$/;

/** Determiners that can open a subject: "die Möglichkeit", "ein Anspruch", "Ihr Antrag". */
const NOMINATIVE_DETERMINER =
  /^(?:der|die|das|ein|eine|kein|keine|diese[rs]?|jede[rs]?|mein|meine|dein|deine|sein|seine|ihr|ihre|Ihr|Ihre|unser|unsere|euer|eure)$/;

/**
 * "Es besteht die Möglichkeit …": "es" first may only hold the place of a subject after the verb;
 * with a connector in front it must go ("Dann besteht die Möglichkeit", not "Dann besteht es die
 * Möglichkeit"). A noun phrase that may be nominative within two words after the verb counts
 * ("Es besteht jedoch die Möglichkeit"); "Es gibt einen Zuschuss" and "Es freut uns" keep "es".
 */
function expletiveEs(tokens: readonly Token[]): boolean {
  if (tokens[0]?.text.toLowerCase() !== "es") return false;
  return tokens.slice(2, 5).some((token) => NOMINATIVE_DETERMINER.test(token.text));
}

/** Personal pronouns that can only be the subject of their clause. */
export const NOMINATIVE_ONLY = /^(?:ich|du|er|wir|man)$/;

/** Person and number of a subject pronoun ("Sie" in a letter: the polite form), or none. */
function pronounAgreements(token: Token | undefined, formal: boolean): readonly Agreement[] {
  if (token === undefined) return [];
  if (token.text === "Sie" && formal) return [{ person: 3, number: "plural" }];
  return NOMINATIVE_ONLY.test(token.text) ? (SUBJECT_PRONOUNS.get(token.text) ?? []) : [];
}

/**
 * A verb-final clause that opens with a prepositional phrase, in main-clause order with that
 * phrase first: "von der Rente noch Beiträge abgezogen werden" -> "von der Rente werden noch
 * Beiträge abgezogen"; "bei verspäteter Zahlung", "nach Ablauf der Frist" (a genitive attribute
 * whose noun can be a genitive). Undefined when the phrase is followed by a capitalised word, a
 * "der" or genitive determiner that may still belong to it, or und/oder.
 */
export function prepositionFirstOrder(clause: VerbFinal): Token[] | undefined {
  const { middle } = clause;
  // "am nächsten Tag keine Schule war" -> "Am nächsten Tag war keine Schule": a contraction holds
  // the article.
  const contracted = COMMON_CONTRACTIONS.test(lower(middle[0]));
  if (!PREPOSITIONS.has(lower(middle[0])) && !contracted) return undefined;
  // "bei Ihnen die Voraussetzungen vorliegen" -> "Bei Ihnen liegen die Voraussetzungen vor": a
  // personal pronoun closes the phrase; a noun phrase that agrees with the verb is the subject.
  if (/^(?:Ihnen|uns|ihm|ihr|ihnen|mir|dir|euch)$/.test(middle[1]?.text ?? "")) {
    // "bei Ihnen ab dem 1. Mai 2025 die Voraussetzungen": a date may stand before the subject.
    const timed = /^(?:ab|seit|am|zum)$/.test(middle[2]?.text ?? "");
    const dated = timed ? dateEnd(middle, middle[3]?.text === "dem" ? 4 : 3) : 2;
    const at = dated > 3 ? dated : 2;
    const subject = middle[at]?.text === "Sie" ? undefined : nominativeSubjectAt(middle, at, true);
    if (subject === undefined || !agrees(clause.readings, subject.agreements)) return undefined;
    return [...middle.slice(0, 2), clause.finite, ...middle.slice(2), ...tail(clause)];
  }
  const start = DETERMINERS.has(lower(middle[1])) ? 1 : 0;
  let end = nounPhraseEnd(middle, start, contracted);
  if (end === start) return undefined;
  const genitive = /^(?:der|des|eines|einer)$/;
  if (genitive.test(middle[end]?.text ?? "")) {
    const attribute = nounPhraseEnd(middle, end);
    const noun = middle[attribute - 1];
    if (attribute === end || !nounReadings(noun).some((reading) => reading.cases.includes("gen")))
      return undefined;
    end = attribute;
  }
  // "für die Zeit vom 1. September 1989 bis 31. August 1992": a date span right after the noun
  // belongs to it; the verb comes after the whole phrase.
  end = dateAttributeEnd(middle, end);
  // "in dem Gebäude Birkenweg 9": a street and its house number after the noun are its address.
  if (
    isStreetName(middle[end - 1]?.text, middle[end]?.text ?? "", middle[end + 1]?.text, middle[end + 2]?.text)
  )
    end += 2;
  // "für Ihr Kind Samira Haddad": a first name and a surname the lexicon does not know after a
  // noun with its article are its apposition (one name alone may be the subject: "… Jesus sah").
  if (start === 1 && unknownName(middle[end]) && unknownName(middle[end + 1])) end += 2;
  // "in der Stadt Wittenbach", "bei der Firma Müller GmbH": after a noun that takes a name, a name
  // the lexicon does not know (or one ending in a legal form) goes with the phrase; a known word
  // there ("in der Gruppe Igel") may be the name or the subject: unsure, unless a second phrase
  // after it is followed by a noun subject that agrees ("in der Gruppe Igel bei mehreren Kindern
  // Läuse gefunden wurden": "Läuse" is the subject, so "Igel" is the group's name).
  if (NAME_TAKING_NOUN.test(middle[end - 1]?.text ?? "") && isPlainName(middle[end] ?? word(""))) {
    const name = takenNameLength(middle, end) || (subjectAfterPhrase(clause, end + 1) ? 1 : 0);
    if (name === 0) return undefined;
    end += name;
  }
  const next = middle[end];
  // "bei verspäteter Zahlung Mahngebühren anfallen": a capitalised word after a phrase with its
  // own article or adjective may open the subject, when it agrees with the verb ("mit Frau Müller"
  // stays: a bare noun may take a name).
  const closed = start === 1 || contracted || end - start > 2;
  const subject = next !== undefined && closed ? subjectAt(middle, end, true) : undefined;
  const nounSubject =
    subject !== undefined && next?.text !== "Sie" && agrees(clause.readings, subject.agreements);
  if (
    next === undefined ||
    GENITIVE_DETERMINER.test(next.text) ||
    genitive.test(next.text) ||
    (isCapitalised(next.text) && !nounSubject) ||
    /^(?:und|oder|sowie)$/.test(next.text)
  )
    return undefined;
  return [...middle.slice(0, end), clause.finite, ...middle.slice(end), ...tail(clause)];
}

/**
 * The clause's middle from `from` on opens with a prepositional phrase followed by a noun subject
 * that agrees with the verb ("bei mehreren Kindern Läuse"): the word before `from` is then no subject.
 */
function subjectAfterPhrase(clause: VerbFinal, from: number): boolean {
  const rest = clause.middle.slice(from);
  if (!PREPOSITIONS.has(lower(rest[0]))) return false;
  const ordered = prepositionFirstOrder({ ...clause, middle: rest });
  const after = ordered === undefined ? undefined : rest[ordered.indexOf(clause.finite)];
  return after !== undefined && isPlainName(after);
}

/**
 * The name after a noun that takes one, at `at`: up to three capitalised words, no capital after
 * them, the last one a name the lexicon does not know or a legal form ("Wittenbach", "Haustechnik
 * Lemke", "Müller GmbH"); their number, or 0.
 */
function takenNameLength(tokens: readonly Token[], at: number): number {
  let end = at;
  while (
    end < at + 3 &&
    tokens[end] !== undefined &&
    (isPlainName(tokens[end] as Token) || LEGAL_FORM.test(tokens[end]?.text ?? ""))
  )
    end += 1;
  const next = tokens[end];
  if (end === at || (next !== undefined && (isPlainName(next) || LEGAL_FORM.test(next.text)))) return 0;
  const last = tokens[end - 1];
  return LEGAL_FORM.test(last?.text ?? "") || unknownName(last) ? end - at : 0;
}

/** A capitalised word without any reading in the lexicon (a name: "Samira", "Haddad"). */
const unknownName = (token: Token | undefined): boolean =>
  token !== undefined && isPlainName(token) && readingsOf(token.text).length === 0;

/** The end of a date: "1. September 1989", "31.08.1992", "März 2025". */
export function dateEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  while (end < tokens.length) {
    const text = tokens[end]?.text ?? "";
    if (!/^(?:\d+|\.)$/.test(text) && !MONTH_NAMES.includes(text)) break;
    // A point only inside a date ("1. September"), not the end of one.
    if (text === "." && !/^\d+$/.test(tokens[end - 1]?.text ?? "")) break;
    end += 1;
  }
  return end > at && tokens.slice(at, end).some((token) => /^\d+$/.test(token.text)) ? end : at;
}

/**
 * "vom 1. September 1989 bis 31. August 1992", "vom 3. Mai": a date (span) after a noun phrase
 * at `at`, where it is the noun's attribute ("die Zeit vom …", "Ihr Schreiben vom …"). Returns the
 * index after it, or `at` when none follows.
 */
export function dateAttributeEnd(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== "vom") return at;
  const from = dateEnd(tokens, at + 1);
  if (from === at + 1) return at;
  if (tokens[from]?.text !== "bis") return from;
  const start = tokens[from + 1]?.text === "zum" ? from + 2 : from + 1;
  const until = dateEnd(tokens, start);
  return until === start ? at : until;
}

function isCapitalisedNoun(token: Token): boolean {
  return (
    isCapitalised(token.text) && readingsOf(token.text).some((reading) => reading.partOfSpeech === "noun")
  );
}

/** True when some token of the clause is a finite verb. */
export function hasFiniteVerb(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      (index === 0 ? finiteReadings({ ...token, text: token.text.toLowerCase() }) : finiteReadings(token))
        .length > 0,
  );
}

/** Words that may stand before the finite verb of a main clause whose subject follows the verb. */
export const LEADING_ADVERBS: ReadonlySet<string> = new Set([
  "da",
  "dann",
  "so",
  "nun",
  "jetzt",
  "danach",
  "darauf",
  "deshalb",
  "darum",
  "daher",
  "trotzdem",
  "dort",
  "hier",
  "heute",
  "also",
  "sonst",
  "außerdem",
  "zusätzlich",
  // Connective adverbs of written German: never a subject ("Demzufolge wird das Parlament …").
  "demzufolge",
  "folglich",
  "somit",
  "deswegen",
  "dennoch",
  "jedoch",
  "allerdings",
  "zudem",
  "ferner",
  "anschließend",
  "inzwischen",
  "mittlerweile",
  "hingegen",
  "stattdessen",
  "infolgedessen",
  "demnach",
  // Pronominal adverbs of a purpose or an occasion: "Dazu bringen Sie das Wasser zum Kochen und …".
  "dazu",
  "dafür",
  "dabei",
]);

/**
 * Sentence adverbs of doubt, hope or regret ("Vielleicht hat der Nachbar …"): never a subject, and
 * before the finite verb of two joined clauses they say something about both.
 */
export const SENTENCE_ADVERBS: ReadonlySet<string> = new Set([
  "vielleicht",
  "wahrscheinlich",
  "hoffentlich",
  "leider",
  "vermutlich",
  "sicher",
  "sicherlich",
  "bestimmt",
  "eventuell",
  "möglicherweise",
  "womöglich",
  "voraussichtlich",
  "glücklicherweise",
  "angeblich",
]);

/** Adverbs of a day that stand before the finite verb ("Morgen wird der Bürgermeister …"). */
export const DAY_ADVERBS: ReadonlySet<string> = new Set(["morgen", "übermorgen", "gestern", "vorgestern"]);

/**
 * A word that names a time of its own: a day, a month, a date or a word of sequence. A clock time
 * ("um 13 Uhr") or a part of the day ("am Abend") only narrows the day, so it is no time of its
 * own: "Am Montag beginnt die Schule und endet um 13 Uhr." -> "Am Montag endet die Schule um 13
 * Uhr." (was "Die Schule endet um 13 Uhr.", any day).
 */
function namesTime(token: Token, index: number, tokens: readonly Token[]): boolean {
  const next = tokens[index + 1]?.text;
  return (
    WEEKDAY_NAMES.includes(token.text) ||
    MONTH_NAMES.includes(token.text) ||
    (/^\d/.test(token.text) && next !== "Uhr") ||
    /^(?:heute|morgen|übermorgen|gestern|vorgestern|danach|später|bald|anschließend|nachher|vorher|dann|nächste[nmrs]?|kommende[nmrs]?|Woche|Monat|Jahr|Wochenende)$/.test(
      token.text,
    )
  );
}

/**
 * A sentence adverb, an adverb of time ("heute", "morgen") or a day or month ("am Montag", "im
 * Mai") that alone fills the prefield of a verb-second clause whose subject follows the verb: it
 * holds for a second clause that shares the subject ("Vielleicht hat der Nachbar den Schlüssel
 * gefunden und bringt ihn vorbei"). Its tokens and whether it is a sentence adverb; undefined
 * otherwise, and for a time when the second clause (`rest`) names a time of its own.
 */
export function scopingAdverb(
  tokens: readonly Token[],
  subject: MainSubject,
  rest: readonly Token[],
): { tokens: Token[]; doubt: boolean } | undefined {
  const index = LEADING_CONJUNCTIONS.has(lower(tokens[0])) ? 1 : 0;
  if (subject.start <= subject.verb) return undefined;
  const prefield = tokens.slice(index, subject.verb);
  const [first, second] = prefield;
  if (first === undefined) return undefined;
  const text = lower(first);
  // "Sonst kann Ihr Antrag nicht bearbeitet werden und muss abgelehnt werden": "sonst" (if not)
  // is a condition for both.
  if (prefield.length === 1 && (SENTENCE_ADVERBS.has(text) || /^(?:sonst|andernfalls)$/.test(text)))
    return { tokens: prefield, doubt: true };
  // A second clause with its own time keeps it alone: "Heute ist das Amt geschlossen und öffnet
  // erst am Dienstag" is not "Heute öffnet das Amt erst am Dienstag".
  if (rest.some(namesTime)) return undefined;
  if (prefield.length === 1 && (DAY_ADVERBS.has(text) || text === "heute"))
    return { tokens: prefield, doubt: false };
  const day =
    prefield.length === 2 &&
    ((text === "am" && (WEEKDAY_NAMES.includes(second?.text ?? "") || second?.text === "Wochenende")) ||
      (text === "im" && MONTH_NAMES.includes(second?.text ?? "")));
  return day ? { tokens: prefield, doubt: false } : undefined;
}

/**
 * A subject moved behind the finite verb: a sentence-initial article or pronoun loses its capital
 * ("Die Jünger" -> "die Jünger", "Man" -> "man"); the polite possessive keeps it ("Ihr Antrag").
 */
export function subjectInMidfield(named: readonly Token[], formal: boolean): Token[] {
  const polite = formal && named.length > 1;
  return named.map((token, index) => ({
    ...token,
    space: true,
    text:
      index === 0 &&
      (DETERMINERS.has(token.text.toLowerCase()) || /^(?:Man|Er|Es|Wir|Ich)$/.test(token.text)) &&
      !(polite && /^Ihre?[mnrs]?$/.test(token.text))
        ? token.text.toLowerCase()
        : token.text,
  }));
}

/** Conjunctions that may open a main clause without changing its word order. */
export const LEADING_CONJUNCTIONS: ReadonlySet<string> = new Set(["und", "aber", "denn", "doch", "oder"]);

/** Determiners that cannot open a nominative noun phrase (dative, accusative, genitive). */
const NON_NOMINATIVE =
  /^(?:den|dem|des|\w*(?:em|en)|eines|keines|meines|deines|seines|ihres|unseres|eures|dieses)$/;

export type MainSubject = {
  /** Index of the first and after the last token of the subject. */
  start: number;
  end: number;
  /** Index of the finite verb. */
  verb: number;
  agreements: Agreement[];
  readings: FiniteVerbInfo[];
};

/**
 * The subject of a verb-second main clause: "Er verkaufte ...", "Und die Apostel kamen ...",
 * "Da liefen sie ...", "Dann brachte er ...". At most one leading conjunction and one adverb from
 * the lists; the subject must be a nominative-capable noun phrase or pronoun that agrees with the
 * finite verb. Undefined when unsure.
 */
export function mainClauseSubject(tokens: readonly Token[], formal: boolean): MainSubject | undefined {
  let index = 0;
  if (LEADING_CONJUNCTIONS.has(lower(tokens[index]))) index += 1;
  const adverb =
    LEADING_ADVERBS.has(lower(tokens[index])) ||
    SENTENCE_ADVERBS.has(lower(tokens[index])) ||
    DAY_ADVERBS.has(lower(tokens[index]));
  if (!adverb) {
    const head = nominativeSubjectAt(tokens, index, formal);
    // In a verb-second clause everything before the finite verb is one constituent, so the
    // subject may carry a genitive or a von-phrase: "Der Name seiner Frau war Noomi".
    const subject = head && { ...head, end: extendPrefield(tokens, head.end) };
    if (subject !== undefined) {
      const readings = finiteReadings(tokens[subject.end]);
      // "Die Unterlagen haben wir erhalten": a nominative pronoun that agrees with the verb right
      // after it is the subject; the phrase before the verb is the object.
      if (pronounSubjectAfter(tokens, subject.end, readings)) return undefined;
      if (unknownWordBeforeSubject(tokens, index, subject.end, readings, formal)) return undefined;
      if (agrees(readings, subject.agreements))
        return {
          start: index,
          end: subject.end,
          verb: subject.end,
          agreements: subject.agreements,
          readings,
        };
    }
    // "Jakobus und Johannes kamen auf ihn zu": noun phrases joined by "und" before the verb.
    const joined = head && /^(?:und|oder|sowie)$/.test(tokens[head.end]?.text ?? "");
    const coordinated = joined ? coordinatedSubjectAt(tokens.slice(index), formal) : undefined;
    if (coordinated === undefined) return undefined;
    const verb = index + coordinated.end;
    const verbReadings = finiteReadings(tokens[verb]);
    // "…, der Eltern oder Kinder verlassen hat", "Ihre Unterlagen und Ihren Brief erhalten und …": a
    // verb form that may be an infinitive or participle before a finite verb, a conjunction or the
    // end closes a verb-final clause; "Ihren" opens no subject.
    const after = tokens[verb + 1];
    const closing =
      isNonFiniteVerb(tokens[verb]) &&
      (after === undefined ||
        after.kind === "p" ||
        finiteReadings(after).length > 0 ||
        /^(?:und|oder)$/.test(after.text));
    const objects = tokens
      .slice(index, verb)
      .some((token) => NON_NOMINATIVE.test(lower(token)) && DETERMINERS.has(lower(token)));
    // "…, die Einheit, Freiheit und Demokratie forderten": a bare noun may end a list in a verb-final
    // clause; the first phrase must be a name or open with an article ("die Kostüme und Masken").
    const first = tokens[index];
    const named = first !== undefined && (DETERMINERS.has(lower(first)) || nounReadings(first).length === 0);
    return agrees(verbReadings, coordinated.agreements) &&
      !closing &&
      !objects &&
      named &&
      after?.kind === "w"
      ? { start: index, end: verb, verb, agreements: coordinated.agreements, readings: verbReadings }
      : undefined;
  }
  const verbIndex = index + 1;
  const readings = finiteReadings(tokens[verbIndex]);
  if (readings.length === 0) return undefined;
  const subject = nominativeSubjectAt(tokens, verbIndex + 1, formal);
  if (subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  if (namePair(tokens, verbIndex + 1, subject.end)) return undefined;
  return {
    start: verbIndex + 1,
    // "Da kamen Verwandte des Vorstehers": the genitive attribute belongs to the subject.
    end: attributeEnd(tokens, subject.end),
    verb: verbIndex,
    agreements: subject.agreements,
    readings,
  };
}

/**
 * "Wahrscheinlich hat der Nachbar …", "Damals kam der König …": a lone capitalised word the lexicon
 * does not know (read as a name) before the verb is an adverb when a masculine noun phrase that
 * can only be nominative and agrees with the verb follows the verb ("Petrus nahm das Brot" keeps
 * its subject: "das Brot" may be the object).
 */
function unknownWordBeforeSubject(
  tokens: readonly Token[],
  start: number,
  verb: number,
  readings: FiniteVerbInfo[],
  formal: boolean,
): boolean {
  const first = tokens[start];
  if (verb !== start + 1 || first === undefined || !isCapitalised(first.text)) return false;
  if (readingsOf(first.text).length > 0 || readingsOf(first.text.toLowerCase()).length > 0) return false;
  // "Dieser ist mein Sohn": a pronoun, and a copula with two nominatives.
  if (DETERMINERS.has(first.text.toLowerCase()) || SUBJECT_PRONOUNS.has(first.text.toLowerCase()))
    return false;
  if (readings.some((reading) => /^(?:sein|werden|bleiben|heißen)$/.test(reading.lemma))) return false;
  const after = tokens[verb + 1]?.text ?? "";
  if (!MASCULINE_NOMINATIVE.test(after) || /^ihr$/i.test(after)) return false;
  const subject = nominativeSubjectAt(tokens, verb + 1, formal);
  const head = subject === undefined ? undefined : tokens[subject.end - 1];
  const masculine = nounReadings(head).some(
    (reading) => reading.gender === "m" && reading.number === "singular" && reading.cases.includes("nom"),
  );
  return subject !== undefined && masculine && agrees(readings, subject.agreements);
}

/** Pronouns that are only nominative ("sie", "es" and "Sie" may be objects). */
const NOMINATIVE_PRONOUNS = /^(?:ich|du|er|wir|ihr)$/;

/** A nominative pronoun right after the verb at `verb` that agrees with it. */
function pronounSubjectAfter(tokens: readonly Token[], verb: number, readings: FiniteVerbInfo[]): boolean {
  const pronoun = tokens[verb + 1]?.text ?? "";
  const agreements = NOMINATIVE_PRONOUNS.test(pronoun) ? SUBJECT_PRONOUNS.get(pronoun) : undefined;
  return agreements !== undefined && agrees(readings, agreements);
}

/**
 * Two names right after the finite verb ("Da nahm Jesus Petrus …"): a subject and its object, or
 * one name in two words ("Da sagte Simon Petrus …"); which one is unsure.
 */
export function namePair(tokens: readonly Token[], start: number, end: number): boolean {
  return end - start === 2 && tokens.slice(start, end).every((token) => isBareName(token));
}

/**
 * "Da nahm Jesus Petrus, Jakobus und Johannes …": the second name of a pair right after the verb
 * opens a list of bare names ("Petrus, Jakobus und Johannes"). "Jesus Petrus" cannot be one name
 * there, for with a singular verb the whole list would not be its subject: the first name is the
 * subject, the list the object. True when names at `start` and `start + 1` are followed by a comma,
 * more bare names between commas and "und" + a last bare name.
 */
export function pairOpensNameList(tokens: readonly Token[], start: number): boolean {
  if (!namePair(tokens, start, start + 2) || tokens[start + 2]?.text !== ",") return false;
  let at = start + 3;
  while (isBareName(tokens[at]) && tokens[at + 1]?.text === ",") at += 2;
  return isBareName(tokens[at]) && tokens[at + 1]?.text === "und" && isBareName(tokens[at + 2]);
}

const GENITIVE_DETERMINER =
  /^(?:des|eines|meines|deines|seines|ihres|Ihres|unseres|eures|dieses|jenes|seiner|ihrer|meiner|deiner|unserer|eurer)$/;

/** Determiners that are genitive or dative ("der Welt", "aller Völker"): a genitive only after a noun. */
const SHARED_GENITIVE_DETERMINER = /^(?:der|aller|dieser|jener|vieler|mancher|einiger|beider)$/;

/**
 * "Das Ende der Welt tritt …", "Die Kinder aller Völker kommen …": after a noun, an article that
 * may be genitive opens a genitive attribute when its noun has a genitive reading (the finite
 * verb right after it, which extendPrefield checks, rules out the dative). Not after a pronoun
 * ("die der Mann sieht" is a relative clause). The end of the attribute, or `at`.
 */
function genitiveAfterNoun(tokens: readonly Token[], at: number): number {
  const head = tokens[at - 1];
  if (head === undefined || !isCapitalised(head.text) || nounReadings(head).length === 0) return at;
  const next = nounPhraseEnd(tokens, at);
  const noun = tokens[next - 1];
  const genitive = nounReadings(noun).some((reading) => reading.cases.includes("gen"));
  return next > at && genitive ? next : at;
}

/**
 * The end of the prefield after a noun phrase that ends at `end`: up to two attached genitive,
 * von- or other prepositional phrases ("der Name seiner Frau", "ein Wind von Gott", "die Gebühr
 * für die Verlängerung"), but only when a finite verb follows right after them; otherwise `end`
 * unchanged. In a verb-second clause all of that is one constituent. After another preposition
 * than "von" more words must follow the verb (sureFiniteAt), unless `mainClause` says the tokens
 * are a whole main clause: then a verb that ends it and is no infinitive is its second position
 * ("Ein Anspruch auf Kinderzuschlag besteht").
 */
export function extendPrefield(tokens: readonly Token[], end: number, mainClause = false): number {
  if (finiteReadings(tokens[end]).length > 0) return end;
  let at = end;
  let prepositional = false;
  for (let round = 0; round < 2; round += 1) {
    const first = tokens[at];
    if (first === undefined) return end;
    let next = at;
    if (GENITIVE_DETERMINER.test(first.text)) next = nounPhraseEnd(tokens, at);
    else if (SHARED_GENITIVE_DETERMINER.test(first.text)) next = genitiveAfterNoun(tokens, at);
    else if (genitiveOnlyNoun(first)) next = at + 1;
    else if (first.text === "von" || first.text === "vom") {
      const name = tokens[at + 1];
      if (first.text === "von" && name !== undefined && isPlainName(name)) next = at + 2;
      else if (first.text === "vom") next = nounPhraseEnd(tokens, at, true);
      else next = nounPhraseEnd(tokens, at + 1);
    } else if (ATTRIBUTE_PREPOSITIONS.has(first.text) || COMMON_CONTRACTIONS.test(first.text)) {
      next = attributePhraseEnd(tokens, at);
      prepositional = next > at;
    }
    if (next === at) return end;
    at = next;
    if (finiteReadings(tokens[at]).length > 0) {
      const closing = mainClause && at === tokens.length - 1 && !isNonFiniteVerb(tokens[at]);
      return prepositional && !sureFiniteAt(tokens, at) && !closing ? end : at;
    }
  }
  return end;
}

/** Prepositions that attach a phrase to a noun ("der Antrag auf Wohngeld", "die Frist für …"). */
const ATTRIBUTE_PREPOSITIONS: ReadonlySet<string> = new Set([
  "für",
  "auf",
  "aus",
  "mit",
  "über",
  "gegen",
  "zu",
  "bei",
  "an",
  "in",
  "ohne",
  "unter",
  "zwischen",
  "pro",
  "gegenüber",
]);

/**
 * End of a prepositional phrase at `at`: a contraction + noun phrase ("im Garten"), a preposition
 * + determiner + noun phrase ("für die Verlängerung") or a preposition + one noun or name ("auf
 * Wohngeld"); else `at`.
 */
export function attributePhraseEnd(tokens: readonly Token[], at: number): number {
  const first = tokens[at];
  const second = tokens[at + 1];
  if (first === undefined || second === undefined) return at;
  if (COMMON_CONTRACTIONS.test(first.text)) return nounPhraseEnd(tokens, at, true);
  if (DETERMINERS.has(second.text.toLowerCase())) {
    const phrase = nounPhraseEnd(tokens, at + 1);
    return phrase === at + 1 ? at : phrase;
  }
  return isPlainName(second) && nounReadings(second).length > 0 ? at + 2 : at;
}

/**
 * The verb at `at` is the second position of a main clause, not the end of a verb-final one
 * ("jeder, der sein Vertrauen auf Gott setzt und …", "…, sondern Mithelfer an eurer Freude sind",
 * "… und die Kinder ins Bett bringen"): a word that is no verb or conjunction follows it.
 */
function sureFiniteAt(tokens: readonly Token[], at: number): boolean {
  const after = tokens[at + 1];
  // "Ihr Antrag auf Wohngeld wurde bewilligt": an auxiliary before the participle that ends the
  // clause is in second position (a verb-final clause has the participle first).
  if (
    at + 2 === tokens.length &&
    /^(?:wird|werden|wurde|wurden|ist|sind|war|waren|hat|haben|hatte|hatten)$/.test(tokens[at]?.text ?? "") &&
    pastParticipleLemmas(after).length > 0
  )
    return true;
  return (
    after !== undefined &&
    after.kind !== "p" &&
    finiteReadings(after).length === 0 &&
    !/^(?:und|oder|aber|sondern|denn|doch|zu)$/i.test(after.text)
  );
}

/** "Gottes": a noun that can only be a genitive here. */
function genitiveOnlyNoun(token: Token): boolean {
  const readings = nounReadings(token);
  return readings.length > 0 && readings.every((reading) => reading.cases.every((c) => c === "gen"));
}

/** A capitalised word that is no function word (a noun or a name). */
function isPlainName(token: Token): boolean {
  return token.kind === "w" && isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase());
}

/** The number of a cited unit or subdivision: "41", "6b". */
export const isCitedNumber = (token: Token | undefined): boolean => /^\d+[a-z]?$/.test(token?.text ?? "");

/** The end of the subdivisions from `end` on: "Absatz 1 Nummer 11", "Buchstabe c". */
export function subdivisionsEnd(tokens: readonly Token[], end: number): number {
  let at = end;
  while (
    CITED_SUBDIVISION.test(tokens[at]?.text ?? "") &&
    (isCitedNumber(tokens[at + 1]) || /^[a-z]$/.test(tokens[at + 1]?.text ?? ""))
  )
    at += 2;
  return at;
}

/**
 * The end of a cited unit at `at` with its numbers ("Paragrafen 44 und 45") and subdivisions, or
 * undefined when no unit with a number stands there.
 */
export function citedUnitEnd(tokens: readonly Token[], at: number): number | undefined {
  if (!CITED_UNIT.test(tokens[at]?.text ?? "") || !isCitedNumber(tokens[at + 1])) return undefined;
  let end = at + 2;
  while (/^(?:und|bis|oder)$/.test(tokens[end]?.text ?? "") && isCitedNumber(tokens[end + 1])) end += 2;
  return subdivisionsEnd(tokens, end);
}

/**
 * End of a cited rule whose unit stands at `at`: "Paragrafen 4 Absatz 5 Satz 1 Nummer 6b EStG",
 * "Paragraf 32 Sozialgesetzbuch 2", "Artikel 3 Grundgesetz" — its number, subdivisions and a law
 * named after them (a short name, or a law noun with its book's number). `at + 1` for any other
 * word, or a unit without a number.
 */
export function citationEnd(tokens: readonly Token[], at: number): number {
  const end = citedUnitEnd(tokens, at);
  if (end === undefined) return at + 1;
  const law = tokens[end];
  if (law === undefined || law.kind !== "w") return end;
  if (LAW_ACRONYM.test(law.text)) return end + 1;
  if (LAW_NOUN.test(law.text.toLowerCase()))
    return /^\d+$/.test(tokens[end + 1]?.text ?? "") ? end + 2 : end + 1;
  return end;
}

/** End of "determiner + (adjectives) + noun" starting at `start` (or after a contraction), else `start`. */
export function nounPhraseEnd(tokens: readonly Token[], start: number, contracted = false): number {
  for (let index = start + 1; index < tokens.length && index <= start + 4; index += 1) {
    const token = tokens[index];
    if (token === undefined) break;
    if (isPlainName(token)) {
      // A name after the noun ("des Königs David"): stop at the noun. A cited unit keeps its
      // number and law ("des Paragrafen 4 Absatz 5 Einkommensteuergesetz").
      return citationEnd(tokens, index);
    }
    if (
      !(
        token.kind === "n" ||
        isAdjectiveLike(token) ||
        /^(?:beiden|vielen|anderen|mehreren|einigen|wenigen|manchen)$/.test(token.text)
      )
    )
      break;
    if (contracted && index > start + 3) break;
  }
  return start;
}

export function nominativeSubjectAt(
  tokens: readonly Token[],
  start: number,
  formal: boolean,
): { end: number; agreements: Agreement[] } | undefined {
  const first = lower(tokens[start]);
  if (NON_NOMINATIVE.test(first) && DETERMINERS.has(first)) return undefined;
  const text = tokens[start]?.text ?? "";
  // A capitalised pronoun inside the clause is a formal "Sie" or a noun; subjectAt decides.
  // "Am Montag kann Ihr Kind …": "Ihr" before a noun is the polite possessive, no "ihr".
  const possessive = formal && text === "Ihr" && isCapitalised(tokens[start + 1]?.text ?? "");
  const shifted =
    start > 0 && isCapitalised(text) && SUBJECT_PRONOUNS.has(first) && text !== "Sie" && !possessive
      ? [...tokens.slice(0, start), { ...(tokens[start] as Token), text: first }, ...tokens.slice(start + 1)]
      : tokens;
  return subjectAt(shifted, start, formal);
}

/** Whether `token` is a comma. */
export const isComma = (token: Token | undefined): boolean => token?.kind === "p" && token.text === ",";

/**
 * `clauses` with each clause that `step` splits replaced by its parts, in order: the pipeline's
 * `clauses.flatMap((clause) => step(clause) ?? [clause])` as a loop (Array#flatMap is not inlined
 * by V8 and costs about ten times a loop on these short lists: 3 % of a page's run time).
 */
export function splitEach(
  clauses: readonly Clause[],
  step: (clause: Clause) => Clause[] | undefined,
): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) for (const part of step(clause) ?? [clause]) out.push(part);
  return out;
}

/** The comma segments of `tokens` (the commas themselves left out). */
export function commaSegments(tokens: readonly Token[]): Token[][] {
  const segments: Token[][] = [[]];
  for (const token of tokens) {
    if (isComma(token)) segments.push([]);
    else segments.at(-1)?.push(token);
  }
  return segments;
}
