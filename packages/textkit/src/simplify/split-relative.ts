// Relative clause -> its own sentence, with the antecedent noun repeated in the pronoun's case:
// "Der Antrag, den Sie gestellt haben, ist vollständig." -> "Der Antrag ist vollständig." + "Den Antrag haben Sie gestellt."

import { DEFINITE_ARTICLE_FORMS, INDEFINITE_ARTICLE_FORMS } from "../language/articles.ts";
import { AUXILIARY_AND_MODAL_VERBS, MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { MONTH_NAMES } from "../language/month-names.ts";
import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { definiteArticle, nounForm } from "../lexicon/morphology/noun-helpers.ts";
import { participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type {
  Gender,
  GrammaticalCase,
  GrammaticalNumber,
  NounInfo,
} from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  attributeEnd,
  type Clause,
  FRONTED_AUXILIARY,
  hasFiniteVerb,
  joinSegments,
  nounPhraseEnd,
  readVerbFinal,
  type SplitRest,
  subjectAt,
  type VerbFinal,
} from "./clause-tools.ts";
import { innerFiniteVerb, zuInfinitive } from "./infinitive-complement.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nonFiniteLemmas,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { DEFINITE_ADJECTIVE, determinerPhraseCases, determinerSlots, isModifier } from "./noun-phrase.ts";
import { quantifiedAntecedent } from "./relative-antecedent.ts";
import { handlesPaper, isPaper } from "./relative-paper.ts";
import { genitiveRelativeToMain } from "./split-relative-genitive.ts";
import { relativePairToMain } from "./split-relative-pair.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  AMOUNT_UNITS,
  COMMON_CONTRACTIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  TIME_NOUN_PHRASES,
} from "./word-classes.ts";

/** Personal and reflexive pronouns that are objects after the subject (they come before a noun object). */
const OBJECT_PRONOUNS = /^(?:mir|dir|Dir|ihm|uns|euch|Euch|Ihnen|ihnen|mich|dich|Dich|ihn|sich|sie|Sie|es)$/;

export type Slot = { gender: Gender | "pl"; grammaticalCase: GrammaticalCase };

/** Which antecedents a relative pronoun can refer to, and its case (genitive deren/dessen excluded). */
const PRONOUN_SLOTS: Readonly<Record<string, readonly Slot[]>> = {
  der: [
    { gender: "m", grammaticalCase: "nom" },
    { gender: "f", grammaticalCase: "dat" },
  ],
  die: [
    { gender: "f", grammaticalCase: "nom" },
    { gender: "pl", grammaticalCase: "nom" },
  ],
  das: [{ gender: "n", grammaticalCase: "nom" }],
  den: [{ gender: "m", grammaticalCase: "akk" }],
  dem: [
    { gender: "m", grammaticalCase: "dat" },
    { gender: "n", grammaticalCase: "dat" },
  ],
  denen: [{ gender: "pl", grammaticalCase: "dat" }],
  // "welchen" is "den" or "denen": the antecedent decides.
  welchen: [
    { gender: "m", grammaticalCase: "akk" },
    { gender: "pl", grammaticalCase: "dat" },
  ],
};

const GENITIVE_PRONOUN = /^(?:dessen|deren)$/;

/**
 * The case of a relative pronoun's slot after a preposition: a nominative form stands for the
 * accusative ("für die", "für das"); masculine "der" cannot ("aus der …" is feminine dative only).
 */
function caseAfterPreposition(slot: Slot): GrammaticalCase | undefined {
  if (slot.grammaticalCase !== "nom") return slot.grammaticalCase;
  return slot.gender === "m" ? undefined : "akk";
}

/** The genders (or plural) a relative pronoun can refer to: "der" -> m and f (dative), "die" -> f and pl. */
export function relativeGenders(pronoun: string): (Gender | "pl")[] {
  return (PRONOUN_SLOTS[pronoun] ?? []).map((slot) => slot.gender);
}

/** The old relative pronoun welch-: "welcher" -> "der", "welche" -> "die" (same slots). */
const WELCH_FORMS: Readonly<Record<string, string>> = {
  welcher: "der",
  welche: "die",
  welches: "das",
  welchem: "dem",
  welchen: "welchen",
};

/**
 * The nouns a welch- form asks about with a weak "-en" adjective between them ("welche ärztlichen
 * Maßnahmen": a nominative or accusative plural; "welchem neuen Antrag": a masculine or neuter
 * dative).
 */
const WELCH_WEAK_NOUN: Readonly<
  Record<
    string,
    (gender: Gender | undefined, number: GrammaticalNumber, cases: readonly GrammaticalCase[]) => boolean
  >
> = {
  welche: (_gender, number, cases) => number === "plural" && (cases.includes("nom") || cases.includes("akk")),
  welcher: (gender, number, cases) =>
    number === "plural"
      ? cases.includes("gen")
      : gender === "f" && (cases.includes("gen") || cases.includes("dat")),
  welches: (gender, number, cases) => number === "singular" && gender !== "f" && cases.includes("gen"),
  welchem: (gender, number, cases) => number === "singular" && gender !== "f" && cases.includes("dat"),
  welchen: (gender, number, cases) =>
    number === "plural" ? cases.includes("dat") : gender === "m" && cases.includes("akk"),
};

/** Verbs after which "welche …" opens an indirect question ("Er fragte sie, welche gut ist"). */
const ASKING_VERBS: ReadonlySet<string> = new Set([
  ...VERBS_OF_SAYING,
  "fragen",
  "wissen",
  "überlegen",
  "erfahren",
  "zeigen",
  "entscheiden",
]);

/**
 * A welch- pronoun after a clause with a verb of asking, knowing or saying: an indirect question
 * ("Er fragte die Lehrerin, welche gut ist"), not a relative clause.
 */
export function welchQuestion(host: readonly Token[], segment: readonly Token[]): boolean {
  const start =
    segment[0]?.text === undefined
      ? undefined
      : (WELCH_FORMS[segment[0].text] ?? WELCH_FORMS[segment[1]?.text ?? ""]);
  if (start === undefined) return false;
  return host.some((token) => finiteReadings(token).some((reading) => ASKING_VERBS.has(reading.lemma)));
}

/** "welche" -> "die"; other words unchanged. */
function plainPronoun(text: string): string {
  return WELCH_FORMS[text] ?? text;
}

/**
 * "…, mit der Einziehung der Forderung beauftragt.": after a parenthesis the rest of the main
 * clause is a prepositional phrase and the bare participle its finite verb left behind ("Wir
 * wurden von X, der Y, mit der Einziehung beauftragt"). Its "der" is an article: a noun follows
 * and the only verb at the end is a past participle, which has no subject in a relative clause
 * ("…, mit der Herr Müller spricht" has a name and a finite verb).
 */
function displacedParticipleComplement(segment: readonly Token[]): boolean {
  const noun = segment[2];
  if (noun === undefined || noun.kind !== "w" || !isCapitalised(noun.text)) return false;
  if (/^(?:Sie|Ihnen|Ihr\p{Ll}*|Herr|Herrn|Frau)$/u.test(noun.text) || nounReadings(noun).length === 0)
    return false;
  const words = segment.at(-1)?.kind === "p" ? segment.slice(0, -1) : segment;
  const last = words.at(-1);
  if (last === undefined || words.length < 4) return false;
  const participle = pastParticipleLemmas(last).some((lemma) => participleOf(lemma) === last.text);
  return (
    participle && !words.slice(2, -1).some((token) => isFiniteVerbToken(token) || isNonFiniteVerb(token))
  );
}

/** Where the relative pronoun sits in a comma segment: "den ..." or "in dem ...". */
export function relativeStart(
  segment: readonly Token[],
): { preposition: Token | undefined; pronoun: string } | undefined {
  const first = segment[0];
  if (first === undefined || first.kind !== "w") return undefined;
  // "welche Bücher …" is a question word with its noun, not a relative pronoun; so is "welche
  // ärztlichen Maßnahmen …" with weak adjectives before the noun (a relative "welche" before its
  // object takes strong ones: "…, welche schwere Verläufe haben"). "welchen Sie …": the polite
  // pronoun is no noun.
  const welchNoun = (at: number) => {
    if (WELCH_FORMS[segment[at]?.text ?? ""] === undefined) return false;
    let next = at + 1;
    const weak = (token: Token | undefined): boolean =>
      token?.text.endsWith("en") === true && isModifier(token);
    while (next <= at + 2 && weak(segment[next])) next += 1;
    const noun = segment[next]?.text ?? "";
    if (!isCapitalised(noun) || /^(?:Sie|Ihnen|Ihr\p{Ll}*)$/u.test(noun)) return false;
    // "…, welche schweren Verläufen vorbeugen", "…, welche großen Wert legen": a strong "-en"
    // before a noun that cannot go with "welch-" + a weak adjective (a dative plural, a masculine
    // singular after "welche") is the relative clause's own object.
    const readings = next > at + 1 ? nounReadings(segment[next]) : [];
    const asks = WELCH_WEAK_NOUN[segment[at]?.text ?? ""];
    return (
      readings.length === 0 ||
      asks === undefined ||
      readings.some((reading) => asks(reading.gender, reading.number, reading.cases))
    );
  };
  if (PRONOUN_SLOTS[plainPronoun(first.text)] !== undefined && !welchNoun(0))
    return { preposition: undefined, pronoun: plainPronoun(first.text) };
  // "dessen Auto …", "deren Eltern …": a genitive pronoun and the noun it owns.
  if (GENITIVE_PRONOUN.test(first.text) && isCapitalised(segment[1]?.text ?? ""))
    return { preposition: undefined, pronoun: first.text };
  const second = segment[1];
  if (
    PREPOSITIONS.has(first.text) &&
    second !== undefined &&
    PRONOUN_SLOTS[plainPronoun(second.text)] !== undefined &&
    !welchNoun(1) &&
    !displacedParticipleComplement(segment)
  ) {
    return { preposition: first, pronoun: plainPronoun(second.text) };
  }
  return undefined;
}

/**
 * A relative clause with its verbs at the end ("…, die Gott vorbereitet hat"; a colon may follow:
 * "…, aus der eine Stimme kam:"). One that could not be attached is no main clause.
 */
export function unattachedRelative(segment: readonly Token[]): boolean {
  const clause = segment.at(-1)?.text === ":" ? segment.slice(0, -1) : segment;
  const verbFinal = relativeStart(clause) === undefined ? undefined : readVerbFinal(clause);
  if (verbFinal === undefined) return false;
  // "…, die Steuer ist also zu zahlen": a verb that can only be finite right after the noun is in
  // second place, a main clause opened by an article (read verb-final, "zahlen" looked finite).
  // "…, die Tonnen müssen bis 6 Uhr an der Straße stehen": a plural modal there, an infinitive at
  // the end (in a verb-final clause the modal would close it).
  const infinitiveLast = isNonFiniteVerb(clause.at(-1));
  return !verbFinal.middle.some(
    (token, index) =>
      index > 1 &&
      token.text !== "bitte" &&
      isCapitalised(verbFinal.middle[index - 1]?.text ?? "") &&
      isFiniteVerbToken(token) &&
      (!isNonFiniteVerb(token) || (infinitiveLast && PLURAL_MODALS.test(token.text))),
  );
}

/** Plural forms of the modals, which read as infinitives too. */
const PLURAL_MODALS = /^(?:müssen|sollen|können|dürfen|wollen)$/;

/**
 * A clause whose finite verb is only a Konjunktiv II ("die billig wäre", "die Sie gern hätten"): it
 * describes what is supposed. Not "möchte": a wish in the present ("das Sie ausfüllen möchten" ->
 * "Sie möchten das Formular ausfüllen.").
 */
function unreal(clause: VerbFinal): boolean {
  if (/^möcht/.test(clause.finite.text)) return false;
  return clause.readings.length > 0 && clause.readings.every((reading) => reading.tense === "konjunktiv2");
}

/**
 * The relative clause as a main clause, or undefined when unsure. `antecedent` is the token
 * before the comma; it must be a noun whose gender and number fit the pronoun in exactly one way.
 */
export function relativeToMain(
  antecedent: Token | undefined,
  segment: readonly Token[],
  options: {
    subjectFirst?: boolean;
    formal?: boolean;
    title?: Token;
    some?: boolean;
    personal?: boolean;
    /** A name the lexicon does not know, from nameBeforeComma: repeated as it is when it is the antecedent. */
    name?: Token;
    /** The pronoun is sure to be the subject ("ist der, der das Wort hört"): a noun after it is the object. */
    subjectPronoun?: boolean;
    /** The determiner of the antecedent ("dem" in "dem Löser"): gives the gender of a noun the lexicon lacks. */
    determiner?: Token;
  } = {},
): Token[] | undefined {
  const start = relativeStart(segment);
  if (start === undefined) return undefined;
  const resumed = resumptivePerson(antecedent, segment);
  if (resumed !== undefined) return resumed;
  if (GENITIVE_PRONOUN.test(start.pronoun))
    return genitiveRelativeToMain(antecedent, segment, options.formal ?? false, options.some ?? false);
  // "die Ihnen hilft und die Sie nicht zurückzahlen müssen": two clauses, each on the antecedent.
  const pair = relativePairToMain(antecedent, segment, options);
  if (pair !== undefined) return pair;
  const body = segment.slice(start.preposition ? 2 : 1);
  // "die deren Früchte …" stays; an article after the pronoun opens the clause's subject or
  // object ("den die Bauleute verworfen haben", "aus der die Dauer … hervorgeht").
  const opener = body[0]?.text ?? "";
  if (/^(deren|dessen)$/.test(opener)) return undefined;
  if (start.preposition === undefined && articleNounVerbSecond(start.pronoun, body)) return undefined;
  // "der" after a noun that is only masculine singular is its nominative: the subject of both
  // clauses in "der das Wort hört und es mit Freude annimmt".
  const readings = nounReadings(antecedent);
  const masculine =
    start.pronoun === "der" &&
    start.preposition === undefined &&
    readings.length > 0 &&
    readings.every((reading) => reading.number === "singular" && reading.gender === "m");
  const coordinated = coordinatedVerbFinal(body, options.subjectPronoun || masculine);
  if (coordinated === "unsure") return undefined;
  // "die sprach": a lone finite verb, of which the pronoun must be the subject (checked below).
  const read =
    verbFinalOrVerb(body) ??
    (coordinated === undefined ? (verbFinalWithPostfield(body) ?? substituteInfinitive(body)) : undefined);
  if (read === undefined) return undefined;
  const verbFinal = separatedParticle(predicativeParticiples(read));
  // "der sich mit uns versöhnt hat durch Christus und uns den Auftrag gab": a participle and its
  // auxiliary inside the clause end a clause of their own; the last verb is not the only one.
  const innerVerbs =
    coordinated === undefined &&
    verbFinal.middle.some(
      (token, at) =>
        isNonFiniteVerb(verbFinal.middle[at - 1]) &&
        finiteReadings(token).some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma)),
    );
  if (innerVerbs) return undefined;
  // "dem Leben Gottes sind sie entfremdet": a form of sein/haben/werden or a modal inside is the
  // finite verb of a main clause in second place, not part of a relative clause ("entfremdet"
  // only looks like its verb at the end).
  if (coordinated === undefined && verbFinal.middle.some((token) => secondPlaceVerb(token))) return undefined;
  // "eine Wohnung, die billig wäre": a clause in the Konjunktiv II only describes what is sought
  // or supposed; "Die Wohnung wäre billig." would state it of one.
  if (unreal(verbFinal)) return undefined;
  // "um die Sünder zu retten", "die Gerechten zu rufen": an infinitive with "zu", no clause.
  if ([...verbFinal.middle, ...verbFinal.nonFinite].at(-1)?.text === "zu") return undefined;
  // "der man den Preis hätte zusprechen können": a finite verb before the infinitives (Ersatzinfinitiv).
  // Only an auxiliary or modal: "das wir lange geplant hatten" has the adverb "lange" there (also
  // a form of "langen").
  if (
    verbFinal.nonFinite.length > 0 &&
    isFiniteVerbToken(verbFinal.middle.at(-1)) &&
    !isNonFiniteVerb(verbFinal.middle.at(-1)) &&
    finiteReadings(verbFinal.middle.at(-1)).some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma))
  )
    return undefined;
  const found = options.personal
    ? personalPronoun(start.pronoun)
    : (nominalisedAdjectivePhrase(
        antecedent,
        options.determiner,
        start.pronoun,
        start.preposition !== undefined,
      ) ??
      titledName(options.title, antecedent, start.pronoun, start.preposition !== undefined) ??
      antecedentPhrase(antecedent, start.pronoun, start.preposition !== undefined) ??
      // "von Herrn Berger, die …": a name whose title does not fit the pronoun is not meant.
      (titledName(options.title, antecedent, "der", false) !== undefined ||
      titledName(options.title, antecedent, "die", false) !== undefined
        ? undefined
        : ((options.name !== undefined && options.name === antecedent
            ? namePhrase(antecedent, start.pronoun, start.preposition !== undefined)
            : undefined) ??
          unknownNounPhrase(
            antecedent,
            options.determiner,
            start.pronoun,
            start.preposition !== undefined,
            verbFinal,
          ))));
  if (found === undefined) return undefined;
  // "ein Gutes, das aufbaut": a form the lexicon knows only as a genitive ("des Gutes") after a
  // determiner with no genitive is another word (an adjective used as a noun), not "das Gut".
  const antecedentReadings = nounReadings(antecedent);
  const genitiveOnly =
    antecedentReadings.length > 0 &&
    antecedentReadings.every((reading) => reading.cases.length === 1 && reading.cases[0] === "gen");
  const slotsBefore = determinerSlots(options.determiner?.text.toLowerCase() ?? "");
  if (
    genitiveOnly &&
    slotsBefore !== undefined &&
    !slotsBefore.some((slot) => slot.grammaticalCase === "gen")
  )
    return undefined;
  const isName = options.name !== undefined && found.phrase[0] === options.name;
  const { grammaticalCase } = found;
  const loneVerb = verbFinal.middle.length === 0 && verbFinal.nonFinite.length === 0;
  if (loneVerb && (grammaticalCase !== "nom" || start.preposition !== undefined)) return undefined;
  // "Familien, die …, können …": a bare plural restricted by the clause -> "Manche Familien …".
  // "Guthaben, das Sie nicht verbrauchen, wird übertragen": a bare singular (a mass) restricted by
  // the clause has no such word; the sentence stays ("Sie verbrauchen das Guthaben nicht." would
  // state a fact).
  if (options.some && found.number !== "plural") return undefined;
  const phrase = options.some ? someInstead(found.phrase) : found.phrase;
  const lead = start.preposition ? [{ ...start.preposition, space: true }, ...phrase] : phrase;
  if (coordinated !== undefined) {
    const agreement = [{ person: 3 as const, number: found.number }];
    const subjectOfBoth =
      grammaticalCase === "nom" &&
      start.preposition === undefined &&
      coordinated.every((conjunct) => agrees(conjunct.clause.readings, agreement));
    return subjectOfBoth ? [...lead, ...coordinatedMain(coordinated)] : undefined;
  }
  const tail = [
    ...(verbFinal.particle ? [verbFinal.particle] : []),
    ...verbFinal.nonFinite,
    ...(verbFinal.after ?? []),
  ];
  const subject =
    subjectAt(verbFinal.middle, 0, options.formal ?? false) ?? indefiniteSubject(verbFinal.middle);
  // "die Sie sprechen möchte": a capital "Sie" inside the sentence is the polite plural; with a
  // singular verb the relative pronoun is the subject ("Die Frau möchte Sie sprechen").
  const politeObject =
    subject?.end === 1 &&
    verbFinal.middle[0]?.text === "Sie" &&
    !agrees(verbFinal.readings, [{ person: 3, number: "plural" }]);
  // "der jeden Tag zur Arbeit fuhr", "der die ganze Nacht gebellt hat" after a feminine noun: a
  // phrase of time or one that cannot be a nominative is no subject, so "der" is no dative here
  // ("Jeden Tag fuhr der Stadt …").
  const subjectNoun = subject === undefined ? undefined : verbFinal.middle[subject.end - 1];
  const subjectCases = determinerPhraseCases(verbFinal.middle[0]?.text.toLowerCase() ?? "", subjectNoun);
  const timePhrase =
    grammaticalCase === "dat" &&
    start.preposition === undefined &&
    subject !== undefined &&
    (TIME_NOUN_PHRASES.has(subjectNoun?.text ?? "") || (subjectCases.size > 0 && !subjectCases.has("nom")));
  const ownSubject =
    subject !== undefined && !politeObject && !timePhrase && agrees(verbFinal.readings, subject.agreements);
  // "Maria, der Jesus half" / "Rut, die Boas liebte": a name's gender is unknown, so with another
  // subject "der"/"die" may be the dative or the object.
  if (isName && grammaticalCase === "nom" && start.preposition === undefined && ownSubject) return undefined;
  // "den das Australian Institute … veröffentlicht hat": a name of several words is no sure subject.
  // Two capitalised words in a row, one of them unknown: the name goes on ("das Australian Institute").
  const after = verbFinal.middle[subject?.end ?? 0];
  const nameGoesOn =
    subject !== undefined &&
    (unknownCapitalised(after) ||
      (isCapitalised(after?.text ?? "") && unknownCapitalised(verbFinal.middle[subject.end - 1])));
  // "den der Vorstand des Vereins eingereicht hatte": a genitive stays with its subject.
  const subjectEnd = ownSubject ? subjectWithGenitive(verbFinal, subject.end) : 0;
  const subjectTokens = verbFinal.middle.slice(0, subjectEnd ?? 0);
  // Unstressed pronoun objects stay before the noun: "Ich werde dir das Land zeigen."
  const rest = verbFinal.middle.slice(subjectTokens.length);
  let pronouns = 0;
  // "ihr" before no noun is the dative pronoun ("das der Mann ihr gegeben hatte"), not "ihr Buch".
  const unstressed = (at: number) =>
    OBJECT_PRONOUNS.test(rest[at]?.text ?? "") ||
    (rest[at]?.text === "ihr" && subjectEnd !== 0 && !isCapitalised(rest[at + 1]?.text ?? "x"));
  while (unstressed(pronouns)) pronouns += 1;
  // "zu dem wir Sie und Ihre Familien einladen": a pronoun coordinated with a noun phrase keeps it.
  if (pronouns > 0 && /^(?:und|oder)$/.test(rest[pronouns]?.text ?? "")) {
    // "Sie und den Vater des Kindes": the genitive attribute goes with its noun.
    const coordinated = attributeEnd(rest, nounPhraseEnd(rest, pronouns + 1));
    if (coordinated > pronouns + 1) pronouns = coordinated;
  }
  const subjectFirst =
    subjectEnd === undefined
      ? undefined
      : [
          ...subjectTokens,
          verbFinal.finite,
          ...rest.slice(0, pronouns),
          ...lead,
          ...rest.slice(pronouns),
          ...tail,
        ];
  const plainSie = subjectTokens[0]?.text === "Sie" && !options.formal;
  // A nominative pronoun without another subject is the subject: the noun must agree with the verb
  // ("Einige aus der Menge, die diese Worte hörten" — not "die Menge hörten").
  const pronounSubject = grammaticalCase === "nom" && start.preposition === undefined && !ownSubject;
  if (pronounSubject && !agrees(verbFinal.readings, [{ person: 3, number: found.number }])) return undefined;
  // "der durch Melanine erzeugt wird" after "Farbe": a dative without a subject is no sure reading.
  if (grammaticalCase === "dat" && start.preposition === undefined && !ownSubject) return undefined;
  // "die sich dort niederließen": a separable verb the lexicon cannot split stays in its clause.
  if (unsplitParticleVerb(verbFinal)) return undefined;
  if (grammaticalCase === "nom" && start.preposition === undefined && ownSubject) {
    // "die"/"das" may be the object: "die Frist, die wir kennen" -> "Wir kennen die Frist." Only
    // when the clause's subject can only be a nominative (ich, du, er, wir) or the antecedent
    // does not agree with the verb; "die Frau, die das Kind kennt" is ambiguous and stays.
    const nominativeOnly =
      subjectTokens.length === 1 && /^(?:ich|du|er|wir|jemand|niemand)$/i.test(subjectTokens[0]?.text ?? "");
    const antecedentAgrees = agrees(verbFinal.readings, [{ person: 3, number: found.number }]);
    // "einen Menschen, der ich euch die Wahrheit gesagt habe": the pronoun stands for "ich".
    if (start.pronoun === "der" && nominativeOnly) return undefined;
    if (start.pronoun !== "der") {
      if (nominativeOnly || !antecedentAgrees) return nameGoesOn ? undefined : subjectFirst;
      // "die Unterlagen, die Sie ausgefüllt haben" -> "Sie haben die Unterlagen ausgefüllt.": a
      // paper is the object of a verb that handles papers, so the pronoun "sie"/"Sie" is the subject.
      if (
        subjectTokens.length === 1 &&
        /^(?:sie|Sie)$/.test(subjectTokens[0]?.text ?? "") &&
        isPaper(antecedent) &&
        handlesPaper(segment)
      )
        return subjectFirst;
      // "die der Verein eingereicht hatte": "der"/"ein" + a masculine singular noun is a nominative.
      // "die der Gürtel der Vollkommenheit ist": with "sein" both are nominatives; the antecedent
      // stays first ("Die Liebe ist der Gürtel …").
      if (masculineNominative(verbFinal.middle.slice(0, subject.end)))
        return nameGoesOn || subjectEnd === undefined
          ? undefined
          : copula(verbFinal)
            ? [...lead, verbFinal.finite, ...verbFinal.middle, ...tail]
            : subjectFirst;
      if (isArticle(verbFinal.middle[0])) return undefined;
      // A bare noun right after the pronoun is its object: "Familien, die Leistungen beziehen"
      // -> "Die Familien beziehen Leistungen" (the pronoun first is the subject).
      if (bareNoun(verbFinal.middle[0])) return [...lead, verbFinal.finite, ...verbFinal.middle, ...tail];
    }
  }
  // "den Sie gestellt haben" -> "Sie haben den Antrag gestellt": the clause's own subject first when
  // the pronoun is an object ("den", "dem", "denen") or the antecedent is the sentence's subject.
  // "mit der ich getauft werde" -> "Ich werde mit der Taufe getauft": after a preposition when the
  // subject is a pronoun ("In dem Brief stehen alle Termine" keeps the known thing first).
  const pronounSubjectFirst =
    start.preposition !== undefined &&
    subjectTokens.length === 1 &&
    /^(?:ich|du|er|sie|es|wir|ihr|man)$/i.test(subjectTokens[0]?.text ?? "");
  const objectPronoun = (grammaticalCase !== "nom" && start.preposition === undefined) || pronounSubjectFirst;
  // "Gott, der Himmel und Erde gemacht hat, …": "der" for a masculine noun is its nominative, so the
  // pronoun is the subject and a noun after it the object ("Gott hat Himmel und Erde gemacht").
  const pronounIsSubject =
    start.pronoun === "der" && grammaticalCase === "nom" && start.preposition === undefined;
  if (ownSubject && !plainSie && !pronounIsSubject && (objectPronoun || options.subjectFirst))
    return nameGoesOn ? undefined : subjectFirst;
  return [...lead, verbFinal.finite, ...verbFinal.middle, ...tail];
}

/**
 * The relative clause as a main clause opened by its pronoun, now a demonstrative, for an antecedent
 * that no single repeated noun can stand for: "nach dem Gebot, den Satzungen und den
 * Rechtsordnungen, die ich dir heute gebiete" -> "Die gebiete ich dir heute."; "…, mit der ich
 * getauft werde" -> "Mit der werde ich getauft."; "die sich verteilten und auf jeden setzten" ->
 * "Die verteilten sich und setzten auf jeden." The demonstrative has the pronoun's form and refers
 * as it does; the finite verb moves to second place and the rest keeps its order. Undefined for a
 * genitive pronoun, "welchen" (den or denen), the Konjunktiv II, or a clause the reading is unsure of.
 * `subjectPronoun`: the caller knows "der" is the masculine nominative (no feminine noun before).
 */
export function relativeAsDemonstrative(
  segment: readonly Token[],
  formal = false,
  subjectPronoun = false,
): Token[] | undefined {
  const start = relativeStart(segment);
  if (start === undefined || GENITIVE_PRONOUN.test(start.pronoun) || start.pronoun === "welchen")
    return undefined;
  const body = segment.slice(start.preposition ? 2 : 1);
  if (/^(?:deren|dessen)$/.test(body[0]?.text ?? "")) return undefined;
  // "die Haltung, die der Anatomie am stärksten entgegenkommt": a superlative picks the one out.
  if (body.some((token, at) => token.text === "am" && /^\p{Ll}+(?:st|ßt)en$/u.test(body[at + 1]?.text ?? "")))
    return undefined;
  // "das heißt übersetzt": a finite verb right after the pronoun opens a main clause.
  if (body.length > 1 && isFiniteVerbToken(body[0]) && !isNonFiniteVerb(body[0])) return undefined;
  // "einen Menschen, der ich euch die Wahrheit gesagt habe", "ihr, die ihr fern wart": the pronoun
  // stands for "ich"/"ihr" (not "der Frau, der ich …" nor "die ich dir gebiete": unsure).
  const person = /^(?:ich|du|wir|ihr)$/.test(body[0]?.text ?? "");
  const pronoun = word(start.pronoun);
  const lead = start.preposition
    ? [{ ...start.preposition, text: capitaliseFirst(start.preposition.text) }, pronoun]
    : [{ ...pronoun, text: capitaliseFirst(start.pronoun) }];
  // Only a nominative (der/die/das) can be the subject the clause lacks.
  const nominative = start.preposition === undefined && /^(?:der|die|das)$/.test(start.pronoun);
  const numbers: GrammaticalNumber[] = start.pronoun === "die" ? ["singular", "plural"] : ["singular"];
  const third = (readings: VerbFinal["readings"]) =>
    numbers.some((number) => agrees(readings, [{ person: 3, number }]));
  const coordinated = coordinatedVerbFinal(body);
  if (coordinated === "unsure") return undefined;
  if (coordinated !== undefined)
    return nominative && coordinated.every((conjunct) => third(conjunct.clause.readings))
      ? [...lead, ...coordinatedMain(coordinated)]
      : undefined;
  const read = verbFinalOrVerb(body) ?? verbFinalWithPostfield(body) ?? substituteInfinitive(body);
  if (read === undefined) return undefined;
  const clause = separatedParticle(predicativeParticiples(read));
  const innerVerbs = clause.middle.some(
    (token, at) =>
      secondPlaceVerb(token) ||
      (isNonFiniteVerb(clause.middle[at - 1]) &&
        finiteReadings(token).some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma))),
  );
  if (innerVerbs || unsplitParticleVerb(clause)) return undefined;
  if (unreal(clause)) return undefined;
  if ([...clause.middle, ...clause.nonFinite].at(-1)?.text === "zu") return undefined;
  // "der man den Preis hätte zusprechen können": a finite verb before the infinitives.
  if (
    clause.nonFinite.length > 0 &&
    isFiniteVerbToken(clause.middle.at(-1)) &&
    !isNonFiniteVerb(clause.middle.at(-1))
  )
    return undefined;
  const subject = subjectAt(clause.middle, 0, formal);
  // "die Bürger und Fremde voneinander trennte": a phrase joined by "und" is plural.
  const joined = /^(?:und|sowie)$/.test(clause.middle[subject?.end ?? -1]?.text ?? "");
  const ownSubject =
    subject !== undefined &&
    agrees(clause.readings, joined ? [{ person: 3, number: "plural" }] : subject.agreements);
  // Without a subject of its own the pronoun is the subject: a nominative the verb agrees with.
  if (!ownSubject && !(nominative && third(clause.readings))) return undefined;
  // "die Frist, die das Gesetz vorschreibt", "Maria, der Jesus half": first in a main clause the
  // demonstrative reads as the subject, so the clause's own subject must be sure to be one (ich,
  // er, wir, man, formal "Sie"; "der Verein": "Die hatte der Verein eingereicht.").
  if (ownSubject && nominative && third(clause.readings) && !subjectPronoun) {
    const subjectTokens = clause.middle.slice(0, subject.end);
    const [only] = subjectTokens;
    const sure =
      (subjectTokens.length === 1 &&
        (/^(?:ich|du|er|wir|ihr|man)$/i.test(only?.text ?? "") || (formal && only?.text === "Sie"))) ||
      (start.pronoun !== "der" && masculineNominative(subjectTokens));
    if (!sure) return undefined;
  }
  const copulaOrDer = start.pronoun === "der" || clause.readings.some((reading) => reading.lemma === "sein");
  if (person && nominative && copulaOrDer) return undefined;
  return [
    ...lead,
    clause.finite,
    ...clause.middle,
    ...(clause.particle ? [clause.particle] : []),
    ...clause.nonFinite,
    ...(clause.after ?? []),
  ];
}

/**
 * "das jemand von Ihnen verlangt": "jemand"/"niemand" (the accusative is "jemanden") is a third
 * person singular subject that subjectAt does not know; not before "von" or an article ("jemand
 * von euch", "niemand der Jünger" go on).
 */
function indefiniteSubject(middle: readonly Token[]): { end: number; agreements: Agreement[] } | undefined {
  if (!/^(?:jemand|niemand)$/.test(middle[0]?.text ?? "")) return undefined;
  const next = middle[1]?.text.toLowerCase() ?? "";
  if (next === "von" || DETERMINERS.has(next)) return undefined;
  return { end: 1, agreements: [{ person: 3, number: "singular" }] };
}

/**
 * "der dir einen Löser nicht hat fehlen lassen": the finite auxiliary before two infinitives
 * (Ersatzinfinitiv), read with the infinitives as the non-finite verbs that stay at the end.
 */
function substituteInfinitive(body: readonly Token[]): VerbFinal | undefined {
  const at = body.findIndex((token) => FRONTED_AUXILIARY.test(token.text));
  const infinitives = body.slice(at + 1);
  const finite = body[at];
  if (at < 1 || finite === undefined || infinitives.length < 2 || !infinitives.every(isNonFiniteVerb))
    return undefined;
  const readings = finiteReadings(finite);
  if (readings.length === 0) return undefined;
  return {
    middle: body.slice(0, at),
    finite: { ...finite, space: true },
    particle: undefined,
    nonFinite: infinitives,
    readings,
  };
}

/** The forms of ich, du, wir and ihr that can stand before a relative clause on them. */
const PERSON_FORMS: Readonly<Record<string, readonly string[]>> = {
  ich: ["ich", "mich", "mir"],
  du: ["du", "dich", "dir"],
  wir: ["wir", "uns"],
  ihr: ["ihr", "euch"],
};

/**
 * "ihr, die ihr früher fern wart" -> "Ihr wart früher fern.": after ich/du/wir/ihr (any case) a
 * relative clause repeats the person as its subject; it becomes the subject of the main clause.
 * The pronoun is der/die without a preposition and the verb agrees with the person. Undefined
 * otherwise.
 */
function resumptivePerson(antecedent: Token | undefined, segment: readonly Token[]): Token[] | undefined {
  const [pronoun, person] = segment;
  const forms = PERSON_FORMS[person?.text ?? ""];
  if (!/^(?:der|die)$/.test(pronoun?.text ?? "") || person === undefined || forms === undefined)
    return undefined;
  if (!forms.includes(antecedent?.text ?? "")) return undefined;
  const clause = readVerbFinal(segment.slice(2));
  const agreement = subjectAt([person], 0, false)?.agreements;
  if (clause === undefined || agreement === undefined || !agrees(clause.readings, agreement))
    return undefined;
  if (
    clause.middle.some(
      (token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token) && secondPlaceVerb(token),
    )
  )
    return undefined;
  return [
    { ...person, text: capitaliseFirst(person.text) },
    clause.finite,
    ...clause.middle,
    ...(clause.particle ? [clause.particle] : []),
    ...clause.nonFinite,
  ];
}

/**
 * "…, die Kinder sollen um 7:45 Uhr da sein": the "pronoun" is the article of the noun after it,
 * and an auxiliary or modal that agrees with that noun stands second, before more words and a
 * closing infinitive or participle: a main clause. In a relative clause the finite verb would
 * close it ("…, die Kinder um 7:45 Uhr haben sollen"; "…, die Kinder haben").
 */
function articleNounVerbSecond(pronoun: string, body: readonly Token[]): boolean {
  const [noun, verb] = body;
  if (noun === undefined || verb === undefined || !isCapitalised(noun.text)) return false;
  const genders = relativeGenders(pronoun);
  const fitting = nounReadings(noun).filter((reading) =>
    genders.some((gender) => gender === (reading.number === "plural" ? "pl" : reading.gender)),
  );
  const readings = finiteReadings(verb);
  if (fitting.length === 0 || readings.length === 0) return false;
  if (!readings.every((reading) => AUXILIARY_OR_MODAL.has(reading.lemma))) return false;
  if (!fitting.some((reading) => agrees(readings, [{ person: 3, number: reading.number }]))) return false;
  const between = body.slice(2, -1);
  return (
    // "sein" reads as the possessive too.
    (isNonFiniteVerb(body.at(-1)) || body.at(-1)?.text === "sein") &&
    between.some((token) => token.kind === "w" && !isFiniteVerbToken(token) && !isNonFiniteVerb(token))
  );
}

/** A finite form of an auxiliary or modal that is nothing else ("sind", "hat", "kann"; not "sein", "haben"). */
function secondPlaceVerb(token: Token): boolean {
  if (
    token.kind !== "w" ||
    isCapitalised(token.text) ||
    isNonFiniteVerb(token) ||
    DETERMINERS.has(token.text)
  )
    return false;
  const readings = finiteReadings(token);
  return readings.length > 0 && readings.every((reading) => AUXILIARY_OR_MODAL.has(reading.lemma));
}

/**
 * "das Sie bitte ausgefüllt zurückschicken": a past participle before a separable full verb is a
 * predicate of the object, not part of the verbs; the verb splits in main-clause order ("Sie schicken
 * das Formular bitte ausgefüllt zurück."). Unchanged after an auxiliary, a modal or "bekommen"
 * ("zugeschickt bekommen"), before an infinitive, or when the verb has no particle.
 */
function predicativeParticiples(clause: VerbFinal): VerbFinal {
  if (clause.nonFinite.length === 0 || clause.particle !== undefined) return clause;
  const participles = clause.nonFinite.every((token) =>
    pastParticipleLemmas(token).some((lemma) => participleOf(lemma) === token.text),
  );
  const fullVerb = clause.readings.every(
    (reading) =>
      !AUXILIARY_OR_MODAL.has(reading.lemma) && !/^(?:bekommen|kriegen|erhalten)$/.test(reading.lemma),
  );
  if (!participles || !fullVerb) return clause;
  const lone = readVerbFinal([word("es"), clause.finite]);
  if (lone?.particle === undefined) return clause;
  return {
    ...clause,
    middle: [...clause.middle, ...clause.nonFinite],
    finite: lone.finite,
    particle: lone.particle,
    nonFinite: [],
  };
}

export type Conjunct = { conjunction: Token | undefined; clause: VerbFinal };

/**
 * A relative clause of two verb-final clauses joined by "und"/"oder" with the pronoun as the
 * subject of both ("die ihn lieben und seine Gebote halten") -> the two clauses. Undefined when the
 * clause has no such "und" after a finite verb; "unsure" when it has one but a part is no
 * verb-final clause without a subject of its own ("die sie kennen und lieben"). `subjectPronoun`:
 * the pronoun is the sure subject; "nominative": it is, but "es"/"sie" after "und" may still open
 * a clause of their own ("wer die Regeln kennt und sie ihm erklärt").
 */
export function coordinatedVerbFinal(
  body: readonly Token[],
  subjectPronoun: boolean | "nominative" = false,
): Conjunct[] | "unsure" | undefined {
  const sureSubject = subjectPronoun !== false;
  const cuts = body
    .map((token, index) =>
      /^(?:und|oder)$/i.test(token.text) && isFiniteVerbToken(body[index - 1]) ? index : -1,
    )
    .filter((index) => index > 0);
  if (cuts.length === 0) return undefined;
  if (cuts.length > 1) return "unsure";
  const cut = cuts[0] ?? 0;
  const first = verbFinalOrVerb(body.slice(0, cut));
  const second = verbFinalOrVerb(body.slice(cut + 1));
  if (first === undefined || second === undefined) return "unsure";
  // "die sich verteilten und auf jeden setzten": the reflexive belongs to both verbs.
  const reflexive = (clause: VerbFinal) => clause.middle.some((token) => token.text === "sich");
  if (reflexive(first) && !reflexive(second)) return "unsure";
  // "der das Wort hört und versteht": a lone second verb shares the first one's object with its
  // article ("… und versteht." alone would lose it; "die Brot brachten und aßen" may stay so).
  const lone = second.middle.length === 0 && second.nonFinite.length === 0;
  if (
    lone &&
    first.middle.some((token, at) => isArticle(token) && isCapitalised(first.middle[at + 1]?.text ?? ""))
  )
    return "unsure";
  // The pronoun is the subject of the first clause; the second follows it ("seine Gebote" in
  // "und seine Gebote halten" is the object), unless it opens with a subject pronoun or an article.
  for (const [index, clause] of [first, second].entries()) {
    const subject = subjectAt(clause.middle, 0, false);
    const ownSubject = subject !== undefined && agrees(clause.readings, subject.agreements);
    // "und es mit Freude annimmt": with the relative pronoun as the sure subject, "es"/"sie" is the object.
    const opener = clause.middle[0]?.text.toLowerCase() ?? "";
    const pronoun = SUBJECT_PRONOUNS.has(opener) && !(subjectPronoun === true && /^(?:es|sie)$/.test(opener));
    if (ownSubject && ((index === 0 && !sureSubject) || pronoun)) return "unsure";
    if (
      isArticle(clause.middle[0]) &&
      !(index === 0 && sureSubject) &&
      !objectBeforeModal(clause, subjectPronoun)
    )
      return "unsure";
    // "… prüfte und mit einem Siegel versah": the second verb shares the first one's object.
    const startsWithPreposition = PREPOSITIONS.has(clause.middle[0]?.text.toLowerCase() ?? "");
    if (index === 1 && startsWithPreposition && first.middle.some((token) => bareNoun(token)))
      return "unsure";
  }
  return [
    { conjunction: undefined, clause: first },
    { conjunction: body[cut], clause: second },
  ];
}

/**
 * "wer in Rosenau wohnt und ein geringes Einkommen nachweisen kann": after "und", an article that
 * opens the object of a modal's infinitive. Only with "wer" (`subjectPronoun` "nominative"), which
 * is the subject of each clause it opens; not before a masculine noun ("und ein Nachweis
 * vorliegen muss": "ein Nachweis" is a nominative alone).
 */
function objectBeforeModal(clause: VerbFinal, subjectPronoun: boolean | "nominative"): boolean {
  if (subjectPronoun !== "nominative") return false;
  if (!clause.readings.every((reading) => MODAL_VERBS.includes(reading.lemma))) return false;
  if (clause.nonFinite.length !== 1 || clause.particle !== undefined) return false;
  const end = nounPhraseEnd(clause.middle, 0);
  const nouns = nounReadings(clause.middle[end - 1]);
  if (end < 2 || end !== clause.middle.length || nouns.length === 0) return false;
  return !(
    /^(?:der|ein)$/i.test(clause.middle[0]?.text ?? "") && nouns.some((reading) => reading.gender === "m")
  );
}

/** Prepositions with the genitive that open a phrase after the verbs ("wegen der Menge"). */
const POSTFIELD_GENITIVE = /^(?:wegen|trotz)$/;

/**
 * A verb-final clause with a prepositional phrase after its verbs, as older Bible German puts it:
 * "die Mose hineingetan hatte am Horeb" -> the clause + `after` "am Horeb"; "die man nicht zählen
 * konnte wegen der Menge" -> … + "wegen der Menge". The phrase must start
 * with a preposition and hold no finite verb, no "und"/"oder" and at most eight tokens.
 */
function verbFinalWithPostfield(tokens: readonly Token[]): VerbFinal | undefined {
  for (let at = tokens.length - 2; at >= 0 && tokens.length - at <= 9; at -= 1) {
    const opener = tokens[at + 1]?.text.toLowerCase() ?? "";
    if (!(PREPOSITIONS.has(opener) || COMMON_CONTRACTIONS.test(opener) || POSTFIELD_GENITIVE.test(opener)))
      continue;
    const after = tokens.slice(at + 1);
    const verbs = after.some(
      (token) =>
        (!isCapitalised(token.text) && isFiniteVerbToken(token)) || /^(?:und|oder|sondern)$/.test(token.text),
    );
    if (verbs) return undefined;
    const clause = verbFinalOrVerb(tokens.slice(0, at + 1));
    if (clause !== undefined) return { ...clause, after };
  }
  return undefined;
}

/** readVerbFinal, or a lone finite verb that is not a separable verb's ("kamen", "gingen"). */
function verbFinalOrVerb(tokens: readonly Token[]): VerbFinal | undefined {
  const [only] = tokens;
  if (tokens.length !== 1 || only === undefined) return readVerbFinal(tokens);
  const readings = finiteReadings(only);
  if (readings.length === 0 || readings.some((reading) => reading.particle !== undefined)) return undefined;
  const clause = {
    middle: [],
    finite: { ...only, space: true },
    particle: undefined,
    nonFinite: [],
    readings,
  };
  // "umzieht", "teilnimmt": a separable verb read as one form would come out as "Vielleicht umzieht jemand".
  return unsplitParticleVerb(clause) ? undefined : clause;
}

/** "ihn lieben und seine Gebote halten" -> "lieben ihn und halten seine Gebote" (after the subject). */
export function coordinatedMain(conjuncts: readonly Conjunct[]): Token[] {
  return conjuncts.flatMap(({ conjunction, clause }) => [
    ...(conjunction === undefined ? [] : [lowerCased(conjunction)]),
    clause.finite,
    ...clause.middle,
    ...(clause.particle ? [clause.particle] : []),
    ...clause.nonFinite,
  ]);
}

const PRONOUN_LIKE =
  /^(?:Der|Die|Das)(?:jenige|selbe)n?$|^(?:Jede|Jene|Diese|Eine|Keine|Manche|Welche)[rsnm]?$|^(?:Niemand|Jemand|Alle|Viele|Einige|Wenige|Beide)$/;

/** The case a relative pronoun gives a name (names do not change their form; "die" may be plural). */
const NAME_CASES: Readonly<Record<string, GrammaticalCase>> = {
  der: "nom",
  die: "nom",
  den: "akk",
  dem: "dat",
};

/** "Nikodemus, der …" -> "Nikodemus" as the phrase, in the pronoun's case, singular. */
function namePhrase(
  name: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  const grammaticalCase = NAME_CASES[pronoun];
  if (name === undefined || grammaticalCase === undefined) return undefined;
  const withPreposition = afterPreposition && grammaticalCase === "nom" ? "akk" : grammaticalCase;
  return { phrase: [name], grammaticalCase: withPreposition, number: "singular" };
}

/**
 * A name before the comma that the lexicon does not know: "Nikodemus, der …", "unser Vater Abraham,
 * der …", "Josef aber, der …". The whole host, or after a word that is no determiner ("des
 * Nazoräers") or preposition ("Simon von Kyrene"); not a genitive in -s after a noun ("der Sohn
 * Davids", either may be meant). Undefined when there is none.
 */
export function nameBeforeComma(whole: readonly Token[]): Token | undefined {
  const particle = /^(?:aber|nun|also|jedoch|nämlich)$/.test(whole.at(-1)?.text ?? "");
  const host = particle ? whole.slice(0, -1) : whole;
  return isName(host) ? host.at(-1) : undefined;
}

function isName(host: readonly Token[]): boolean {
  const name = host.at(-1);
  if (name === undefined || !unknownCapitalised(name) || !/^\p{Lu}\p{Ll}+$/u.test(name.text)) return false;
  // "Derjenige, der …", "Jener, der …": pronouns, not names.
  if (FUNCTION_WORDS.has(name.text.toLowerCase()) || PRONOUN_LIKE.test(name.text)) return false;
  const before = host.at(-2);
  if (before === undefined) return true;
  const lower = before.text.toLowerCase();
  // "Sie kamen zu Jesus, der …": a preposition right after a verb, pronoun or adverb opens the
  // name's own phrase; after a noun or name it may be the name of a place ("Simon von Kyrene, der …").
  const ownPhrase =
    PREPOSITIONS.has(before.text) && host.length > 2 && !isCapitalised(host.at(-3)?.text ?? "X");
  if (
    before.kind !== "w" ||
    DETERMINERS.has(lower) ||
    (PREPOSITIONS.has(lower) && !ownPhrase) ||
    COMMON_CONTRACTIONS.test(lower) ||
    // "eine haltbare Urplatte": a determiner before adjectives makes the word a noun.
    determinerBefore(host) !== undefined
  )
    return false;
  return !(name.text.endsWith("s") && isCapitalised(before.text) && nounReadings(before).length > 0);
}

/**
 * Endings of nouns that are never declined adjectives or weak masculine nouns: such a noun keeps
 * its form in the singular's nominative, accusative and dative ("der Löser" / "dem Löser", "das
 * Scratching" / "dem Scratching"; feminine "die Moabiterin" / "der Moabiterin").
 */
const INVARIANT_SINGULAR = {
  m: /(?:er|el|ling|ing|ismus|or)$/,
  n: /(?:er|el|ing|ment|tum|um|chen|lein)$/,
  f: /(?:ung|heit|keit|schaft|ion|tät|ik|ei|in)$/,
} as const;

/**
 * An antecedent noun the lexicon does not know ("dem Löser, von dem …", "das Scratching, bei dem
 * …"): its determiner in the host and the relative pronoun must agree on one gender and number, and
 * the noun keeps its written form in the pronoun's case (the same case as in the host; in the
 * singular also a noun ending that is never declined, like "-er", "-ung"; in the plural a form
 * ending in -n or -s, or nominative/accusative on both sides). Not a word the lexicon knows in
 * lower case ("der Fremde": a declined adjective). When the determiner allows singular and plural
 * ("die Scorpions"), the number the clause's verb agrees with decides.
 */
function unknownNounPhrase(
  antecedent: Token | undefined,
  determiner: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
  clause: VerbFinal,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  if (antecedent === undefined || determiner === undefined || !/^\p{Lu}\p{Ll}+$/u.test(antecedent.text))
    return undefined;
  if (compoundAwareReadings(antecedent).readings.length > 0) return undefined;
  if (FUNCTION_WORDS.has(antecedent.text.toLowerCase()) || PRONOUN_LIKE.test(antecedent.text))
    return undefined;
  if (readingsOf(antecedent.text.toLowerCase()).length > 0) return undefined;
  const slots = determinerSlots(determiner.text.toLowerCase());
  if (slots === undefined) return undefined;
  const text = antecedent.text;
  const phrases = new Map<string, { grammaticalCase: GrammaticalCase; numbers: Set<GrammaticalNumber> }>();
  for (const slot of PRONOUN_SLOTS[pronoun] ?? []) {
    const grammaticalCase = afterPreposition ? caseAfterPreposition(slot) : slot.grammaticalCase;
    if (grammaticalCase === undefined) continue;
    const hostCases = slots
      .filter((hostSlot) => hostSlot.gender === slot.gender)
      .map((hostSlot) => hostSlot.grammaticalCase);
    if (hostCases.length === 0) continue;
    const gender = slot.gender;
    const sameForm =
      hostCases.includes(grammaticalCase) ||
      (gender === "pl"
        ? /[ns]$/.test(text) ||
          (grammaticalCase !== "dat" && hostCases.every((hostCase) => hostCase !== "dat"))
        : INVARIANT_SINGULAR[gender].test(text));
    if (!sameForm) continue;
    const number: GrammaticalNumber = gender === "pl" ? "plural" : "singular";
    const phrase = `${definiteArticle(gender === "pl" ? "m" : gender, grammaticalCase, number)} ${text}`;
    const entry = phrases.get(phrase) ?? { grammaticalCase, numbers: new Set<GrammaticalNumber>() };
    entry.numbers.add(number);
    phrases.set(phrase, entry);
  }
  const [only] = [...phrases];
  if (phrases.size !== 1 || only === undefined) return undefined;
  const [phrase, { grammaticalCase, numbers }] = only;
  const agreeing = [...numbers].filter((number) => agrees(clause.readings, [{ person: 3, number }]));
  const number = numbers.size === 1 ? [...numbers][0] : agreeing.length === 1 ? agreeing[0] : undefined;
  if (number === undefined) return undefined;
  return { phrase: phrase.split(" ").map(word), grammaticalCase, number };
}

/** Where a gender's ending stands in the rows of DEFINITE_ADJECTIVE. */
const ENDING_SLOT: Readonly<Record<Gender | "pl", number>> = { m: 0, f: 1, n: 2, pl: 3 };

/**
 * An adjective used as a noun ("einen Gelähmten", "ein Aussätziger", "Ihrem Angehörigen") takes its
 * gender from the determiner before it, which the lexicon's one gender may not have: "einen
 * Gelähmten, der auf einer Trage lag" -> "der Gelähmte" (nominative, weak ending). The genders the
 * determiner and the pronoun share must give one phrase; undefined without a determiner or when the
 * word is no inflected adjective in lower case.
 */
function nominalisedAdjectivePhrase(
  antecedent: Token | undefined,
  determiner: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  if (
    antecedent === undefined ||
    determiner === undefined ||
    !/^\p{Lu}\p{Ll}+(?:e|en|er|em|es)$/u.test(antecedent.text)
  )
    return undefined;
  const stem = readingsOf(antecedent.text.toLowerCase()).find(
    (reading) => reading.partOfSpeech === "adjective" && reading.inflected,
  )?.lemma;
  const hostSlots = determinerSlots(determiner.text.toLowerCase());
  const nouns = nounReadings(antecedent);
  if (stem === undefined || hostSlots === undefined || nouns.length === 0) return undefined;
  // Each noun reading is the adjective's ("Blinde", "Blinder"), not a noun of its own ("Rechte" of
  // "Recht", "Arme" of "Arm").
  const own = new Set([`${stem}e`, `${stem}er`]);
  if (!nouns.every((reading) => own.has(reading.lemma.toLowerCase()))) return undefined;
  const phrases = new Map<string, { grammaticalCase: GrammaticalCase; number: GrammaticalNumber }>();
  for (const slot of PRONOUN_SLOTS[pronoun] ?? []) {
    if (!hostSlots.some((hostSlot) => hostSlot.gender === slot.gender)) continue;
    const grammaticalCase = afterPreposition ? caseAfterPreposition(slot) : slot.grammaticalCase;
    if (grammaticalCase === undefined) continue;
    const number: GrammaticalNumber = slot.gender === "pl" ? "plural" : "singular";
    const article = definiteArticle(slot.gender === "pl" ? "m" : slot.gender, grammaticalCase, number);
    const noun = `${capitalise(stem, antecedent.text)}${DEFINITE_ADJECTIVE[grammaticalCase][ENDING_SLOT[slot.gender]]}`;
    phrases.set(`${article} ${noun}`, { grammaticalCase, number });
  }
  const [only] = [...phrases];
  if (phrases.size !== 1 || only === undefined) return undefined;
  const [phrase, slot] = only;
  return { phrase: phrase.split(" ").map(word), ...slot };
}

/**
 * The determiner of the noun that ends the host, over at most three adjectives ("den" in "gegen den
 * alten Löser"); undefined when there is none.
 */
export function determinerBefore(host: readonly Token[]): Token | undefined {
  for (let at = host.length - 2; at >= Math.max(0, host.length - 5); at -= 1) {
    const token = host[at];
    if (token === undefined || token.kind !== "w") return undefined;
    if (determinerSlots(token.text.toLowerCase()) !== undefined) return token;
    if (isCapitalised(token.text) || isFiniteVerbToken(token) || PREPOSITIONS.has(token.text))
      return undefined;
  }
  return undefined;
}

const DAY = /^\d{1,2}$/;
const NUMERIC_DATE = /^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})$/;

/**
 * A date that ends the host ("vom 3. Mai 2025", "am 03.05.2025", "seit dem 1. Juni") and the noun
 * right before its preposition ("Ihren Antrag vom 3. Mai" -> Antrag), which a relative clause after
 * it refers to; `head` is undefined when no noun stands there ("Wir treffen uns am 3. Mai, an dem
 * …": the clause means the date, which a repeated "dem Mai" would lose). Undefined when the host
 * ends in no such date.
 */
export function trailingDate(host: readonly Token[]): { head: Token | undefined } | undefined {
  const span = trailingSpan(host);
  if (span !== undefined) return span;
  let end = host.length;
  if (/^\d{4}$/.test(host[end - 1]?.text ?? "") && MONTH_NAMES.includes(host[end - 2]?.text ?? "")) end -= 1;
  let start: number;
  if (
    MONTH_NAMES.includes(host[end - 1]?.text ?? "") &&
    host[end - 2]?.text === "." &&
    DAY.test(host[end - 3]?.text ?? "")
  )
    start = end - 3;
  else if (end === host.length && NUMERIC_DATE.test(host[end - 1]?.text ?? "")) start = end - 1;
  else return undefined;
  const before = host[start - 1]?.text.toLowerCase() ?? "";
  const opener = /^(?:vom|am|zum|bis)$/.test(before)
    ? start - 1
    : before === "dem" && /^(?:seit|ab|von|an|zu|bis)$/i.test(host[start - 2]?.text ?? "")
      ? start - 2
      : start;
  const head = host[opener - 1];
  const noun =
    opener < start && head !== undefined && isCapitalised(head.text) && nounReadings(head).length > 0;
  return { head: noun ? head : undefined };
}

const SPAN_UNIT = /^(?:Jahren?|Jahre|Lebensjahren?|Monaten?|Monate|Wochen?|Tagen?|Tage|Stunden?|Minuten?)$/;
const SPAN_NUMBER = /^(?:\d+|eine[mnr]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)$/;
const SPAN_OPENER = /^(?:ab|unter|über|seit|von|vor|nach|binnen|innerhalb|mit|bis)$/;

/**
 * A span of time or an age that ends the host ("Alle Deutschen ab 16 Jahren", "Kinder unter 6
 * Jahren", "bis zu 3 Monaten") and the noun right before its preposition, which a relative clause
 * after it refers to: never the years. `head` is undefined when no noun stands there ("Seit 20
 * Jahren, die …") or it is "Alter" ("im Alter von 6 Jahren": the person is meant).
 */
export function trailingSpan(host: readonly Token[]): { head: Token | undefined } | undefined {
  let at = host.length - 1;
  if (!SPAN_UNIT.test(host[at]?.text ?? "") || !SPAN_NUMBER.test(host[at - 1]?.text ?? "")) return undefined;
  at -= 2;
  // "3 bis 6 Jahren", "bis zu 3 Monaten"
  if (host[at]?.text === "bis" && SPAN_NUMBER.test(host[at - 1]?.text ?? "")) at -= 2;
  if (host[at]?.text === "zu" && host[at - 1]?.text === "bis") at -= 1;
  if (!SPAN_OPENER.test(host[at]?.text ?? "")) return undefined;
  const head = host[at - 1];
  const noun =
    head !== undefined && isCapitalised(head.text) && head.text !== "Alter" && nounReadings(head).length > 0;
  return { head: noun ? head : undefined };
}

/** Masculine singular personal pronouns for a relative pronoun whose antecedent is "den"/"dem". */
const PERSONAL_PRONOUNS: Readonly<Record<string, { text: string; grammaticalCase: GrammaticalCase }>> = {
  der: { text: "er", grammaticalCase: "nom" },
  den: { text: "ihn", grammaticalCase: "akk" },
  dem: { text: "ihm", grammaticalCase: "dat" },
};

/** "der" -> "er", "den" -> "ihn", "dem" -> "ihm" (the antecedent is a demonstrative: "zu dem, der …"). */
function personalPronoun(
  pronoun: string,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  const personal = PERSONAL_PRONOUNS[pronoun];
  if (personal === undefined) return undefined;
  return { phrase: [word(personal.text)], grammaticalCase: personal.grammaticalCase, number: "singular" };
}

/** The particles a separable verb may carry in front of its finite form. */
const VERB_PARTICLES: readonly string[] = [...PARTICLES, "nieder", "dar", "hinab", "herab", "empor"];

/**
 * "zubereitete", "auferweckt": a separable verb the lexicon does not know, read as one finite verb.
 * With a particle that always separates (not "um", which may be an inseparable prefix as in
 * "umarmt") and the rest a finite form of its own, the particle goes to the end: "der es eilig
 * zubereitete" -> "… bereitete es eilig zu". Otherwise (also for a verb alone or with a phrase
 * after it) the clause is returned as it is.
 */
function separatedParticle(clause: VerbFinal): VerbFinal {
  // "der auserwählte": a word alone after the pronoun may be an adjective; "der ausgeht aus
  // seinem Zelt" would put the particle before the phrase after the verb.
  if (clause.particle !== undefined || clause.nonFinite.length > 0 || clause.middle.length === 0)
    return clause;
  if ((clause.after?.length ?? 0) > 0) return clause;
  const text = clause.finite.text;
  const particle = VERB_PARTICLES.filter(
    (candidate) => candidate !== "um" && text.length > candidate.length + 2 && text.startsWith(candidate),
  ).sort((a, b) => b.length - a.length)[0];
  if (particle === undefined) return clause;
  const finite = { ...clause.finite, text: text.slice(particle.length) };
  const readings = finiteReadings(finite);
  if (readings.length === 0) return clause;
  return { ...clause, finite, particle: word(particle), readings };
}

/** "niederließen" read as one finite verb: a particle + a finite form that was not split. */
function unsplitParticleVerb(clause: VerbFinal): boolean {
  if (clause.particle !== undefined || clause.nonFinite.length > 0) return false;
  const text = clause.finite.text;
  return VERB_PARTICLES.some(
    (particle) =>
      text.length > particle.length + 2 &&
      text.startsWith(particle) &&
      isFiniteVerbToken({ ...clause.finite, text: text.slice(particle.length) }),
  );
}

/**
 * The noun before a prepositional phrase that ends the host fits the relative pronoun as well as
 * the last noun ("Nachschubwege von Norditalien in die Niederlande, die …"): either may be meant.
 */
export function ambiguousAntecedent(host: readonly Token[], segment: readonly Token[]): boolean {
  if (relativeToMain(host.at(-1), segment) === undefined) return false;
  const head = genitiveHead(host) ?? nounBeforeGenitiveArticle(host);
  if (head !== undefined)
    return pointOfSpan(head, host.at(-1)) || relativeToMain(head, segment) !== undefined;
  const others = nounsBeforePrepositions(host, host.length - 1);
  if (others.length > 0) return others.some((other) => relativeToMain(other, segment) !== undefined);
  // "Eine Stimme kam aus der Wolke, die sagte": after a verb and a prepositional phrase the clause
  // may be moved behind it from a noun before the verb.
  const verb = verbBeforePreposition(host, host.length - 1);
  // In a verb-final clause ("dass ich sein Haus richte für sein Vergehen, das …") the phrase is
  // itself moved behind the verb; the clause after it goes with its noun.
  const verbFinal = host.some((token) => SUBORDINATORS.has(token.text.toLowerCase()));
  return (
    verb !== undefined &&
    !verbFinal &&
    host
      .slice(0, verb)
      .some(
        (token) =>
          isCapitalised(token.text) &&
          nounReadings(token).length > 0 &&
          relativeToMain(token, segment) !== undefined,
      )
  );
}

/** The end or start of a span of time ("mit Ablauf des Tages", "zum Ende des Monats"). */
const POINT_OF_SPAN = /^(?:Ablauf|Ende|Beginn|Anfang)$/;
/** A span of time in the genitive ("des Tages", "des Kalendermonats"). */
const SPAN_GENITIVE =
  /^(?:Tages|Monats|Jahres|Kalendermonats|Kalenderjahres|Quartals|Halbjahres|Woche|Kalenderwoche)$/;

/**
 * "mit Ablauf des Tages, an dem …", "bis zum Ende des Monats, in dem …": a relative clause after the
 * span says which span is meant. Split off, it would come too late: "Mit Ablauf vom Jahr bekommen
 * Sie Rente." reads as this year until the next sentence says which one. Such a sentence stays whole.
 */
function pointOfSpan(head: Token, last: Token | undefined): boolean {
  return POINT_OF_SPAN.test(head.text) && SPAN_GENITIVE.test(last?.text ?? "");
}

/**
 * The last noun of `near` is an attribute of a noun before it, a genitive ("die Bestätigung der
 * Eltern") or a chain of prepositional phrases ("eine Behandlung mit einem Mittel aus der
 * Apotheke"), and both fit the relative clause. A demonstrative opening a sentence of its own reads
 * as the nearest noun ("Die können Sie dem Vordruck entnehmen." after "… von den Eltern."), which
 * may not be what the clause meant.
 */
export function attributeFitsToo(near: readonly Token[], segment: readonly Token[]): boolean {
  const genders = relativeGenders(relativeStart(segment)?.pronoun ?? "");
  // The noun's own determiner must allow the pronoun's gender too, where the lexicon may read a
  // form as another ("der Platte" is no neuter for "das", "die Lebensmonate" no singular for "dem").
  const fits = (noun: Token | undefined): boolean => {
    if (noun === undefined || relativeToMain(noun, segment) === undefined) return false;
    const at = near.lastIndexOf(noun);
    for (let index = at - 1; index >= Math.max(0, at - 4); index -= 1) {
      const token = near[index];
      if (token === undefined || isCapitalised(token.text)) return true;
      const lower = token.text.toLowerCase();
      // "zum" (zu dem), "zur" (zu der), "ins" (in das); another preposition ends the phrase.
      const article = COMMON_CONTRACTIONS.test(lower)
        ? lower.endsWith("r")
          ? "der"
          : lower.endsWith("s")
            ? "das"
            : "dem"
        : lower;
      if (article === lower && PREPOSITIONS.has(lower)) return true;
      const slots = determinerSlots(article);
      if (slots !== undefined) return slots.some((slot) => genders.includes(slot.gender));
    }
    return true;
  };
  if (!fits(near.at(-1))) return false;
  return [
    genitiveHead(near) ?? nounBeforeGenitiveArticle(near),
    ...nounsBeforePrepositions(near, near.length - 1),
  ].some(fits);
}

/**
 * The nouns a relative clause after `near` may be about: its last noun and the nouns that last noun
 * is an attribute of, a genitive ("die Bestätigung der Eltern") or a chain of prepositional
 * phrases ("eine Rechnung nach der Gebührenordnung für Ärzte"), nearest first.
 */
export function attributeChain(near: readonly Token[]): Token[] {
  const last = near.at(-1);
  if (last === undefined) return [];
  const head = genitiveHead(near) ?? nounBeforeGenitiveArticle(near);
  return [last, ...(head === undefined ? [] : [head]), ...nounsBeforePrepositions(near, near.length - 1)];
}

/**
 * "eine Abschrift aus dem Geburtenregister von Herrn Berger, die …": a name after a title that does
 * not fit the pronoun ends the host; the clause is about the one noun of the prepositional chain
 * before it that agrees (Abschrift; not the neuter Geburtenregister). Undefined when none or several do.
 */
export function beforeTitledName(near: readonly Token[], segment: readonly Token[]): Token | undefined {
  const title = near.at(-2);
  const name = near.at(-1);
  const pronoun = relativeStart(segment)?.pronoun;
  if (title === undefined || pronoun === undefined || !/^(?:Herrn?|Frau)$/.test(title.text)) return undefined;
  if (name === undefined || nounReadings(name).length > 0) return undefined;
  if (titledName(title, name, pronoun, relativeStart(segment)?.preposition !== undefined) !== undefined)
    return undefined;
  const fitting = nounsBeforePrepositions(near, near.length - 2).filter(
    (noun) => relativeToMain(noun, segment) !== undefined,
  );
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * "der Geist Gottes, durch den …": the noun before a last noun that can only be a genitive; the
 * clause may mean it as well (it usually does). Undefined when there is none.
 */
function genitiveHead(host: readonly Token[]): Token | undefined {
  const readings = nounReadings(host.at(-1));
  const genitive = readings.every((reading) =>
    reading.cases.every((grammaticalCase) => grammaticalCase === "gen"),
  );
  if (readings.length === 0 || !genitive) return undefined;
  // "Gott allen Trostes", "Geist des lebendigen Gottes": article and adjectives in between.
  let at = host.length - 2;
  while (at > 0 && host.length - at <= 4 && /^\p{Ll}+$/u.test(host[at]?.text ?? "")) at -= 1;
  const before = host[at];
  return before !== undefined && isCapitalised(before.text) && nounReadings(before).length > 0
    ? before
    : undefined;
}

/**
 * "auf der Internetseite der Stadt, die …": the noun before "der"/"des" (and at most two
 * adjectives) + the last noun, an attribute the clause may mean as well as its head. Undefined
 * when there is none.
 */
function nounBeforeGenitiveArticle(host: readonly Token[]): Token | undefined {
  let at = host.length - 2;
  while (
    at > 0 &&
    host.length - at <= 3 &&
    /^\p{Ll}+e[nmrs]?$/u.test(host[at]?.text ?? "") &&
    !/^de[rs]$/.test(host[at]?.text ?? "")
  )
    at -= 1;
  const before = host[at - 1];
  if (!/^de[rs]$/.test(host[at]?.text ?? "") || before === undefined || !isCapitalised(before.text))
    return undefined;
  return nounReadings(before).length > 0 ? before : undefined;
}

/** Where the verb stands right before a prepositional phrase that ends at `at` ("kam | aus der Wolke"). */
function verbBeforePreposition(host: readonly Token[], at: number): number | undefined {
  for (let index = at - 1; index >= Math.max(1, at - 4); index -= 1) {
    const token = host[index];
    if (token === undefined || token.kind !== "w") return undefined;
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower)) {
      const before = host[index - 1];
      return isFiniteVerbToken(before) || isNonFiniteVerb(before) ? index - 1 : undefined;
    }
    if (isCapitalised(token.text) || isFiniteVerbToken(token)) return undefined;
  }
  return undefined;
}

/**
 * "… vom Vater, der Geist der Wahrheit, der vom Vater ausgeht, wird …": the host is an apposition
 * to the noun before its comma (an article first, no finite verb), so what follows the relative
 * clause does not go on with it.
 */
export function appositionHost(segments: readonly (readonly Token[])[], index: number): boolean {
  const host = segments[index - 1] ?? [];
  const before = segments[index - 2]?.at(-1);
  return (
    index >= 2 &&
    index + 1 < segments.length &&
    DETERMINERS.has(host[0]?.text.toLowerCase() ?? "") &&
    !hasFiniteVerb(host) &&
    before !== undefined &&
    isCapitalised(before.text) &&
    !isFiniteVerbToken(before)
  );
}

/**
 * "Jede der 212 Frauen …, die …", "Einige aus der Menge, die …": after a partitive the pronoun
 * may refer to "jede"/"einige", not to the noun (the verb agrees with "jede"/"einige").
 */
export function afterPartitive(host: readonly Token[], antecedent: Token | undefined): boolean {
  const at = antecedent === undefined ? -1 : host.indexOf(antecedent);
  for (let index = at - 1; index >= Math.max(1, at - 3); index -= 1) {
    if (/^(?:der|den|dem)$/.test(host[index]?.text ?? "")) {
      const before = host[index - 1]?.text ?? "";
      // "einige aus der Menge", "viele von den Juden": the preposition stands between.
      const quantifier = /^(?:aus|von|unter)$/.test(before) ? (host[index - 2]?.text ?? "") : before;
      return /^(?:jede[rsn]?|eine[rsn]?|keine[rsn]?|viele|einige|alle|manche|wenige|einer)$/i.test(
        quantifier,
      );
    }
  }
  return false;
}

/** A capitalised word the lexicon does not know as a noun (part of a name: "Institute"). */
function unknownCapitalised(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !isCapitalised(token.text)) return false;
  // "Ihnen", "Sie", "Ihr …": the polite pronouns are no part of a name.
  if (/^(?:Sie|Ihnen|Ihr\p{Ll}*|Euch|Euer\p{Ll}*|Dir|Dich|Du)$/u.test(token.text)) return false;
  return nounReadings(token).length === 0;
}

/**
 * "…, bei der Abwahl Ferdinands, bei der Wahl Friedrichs und …": a segment of prepositional phrases
 * without a verb, then preposition + "der" + noun — the next item of a list, not a relative clause
 * (when the first segment is not the host: "In der Niederung, in der die Stadt liegt, …" is one).
 */
export function prepositionListItem(host: readonly Token[], segment: readonly Token[]): boolean {
  return (
    relativeStart(segment)?.preposition !== undefined &&
    PREPOSITIONS.has(host[0]?.text.toLowerCase() ?? "") &&
    !hasFiniteVerb(host)
  );
}

/**
 * "…, die zum Beispiel von einer Beratungsstelle, dem Arbeitgeber oder der Familienkasse ausgestellt
 * wird": the segment before is an open relative clause (its pronoun, no finite verb yet), so the
 * segment goes on with it (the next item of a list, or a clause inside it), never a relative clause
 * on one of its nouns (was "Man stellt Arbeitgeber dem Beispiel … aus.").
 */
export function insideOpenRelative(host: readonly Token[], segment: readonly Token[]): boolean {
  const opener = relativeStart(host);
  if (relativeStart(segment) === undefined || opener === undefined || hasFiniteVerb(host)) return false;
  // "nach dem Gebot, den Satzungen und den Rechtsordnungen, die …": an article with its noun is a
  // list item, no relative pronoun.
  const at = opener.preposition === undefined ? 0 : 1;
  return nounPhraseEnd(host, at) === at;
}

/** "Und" at a line start in verse -> "und" (the same token when it is already lower case). */
function lowerCased(token: Token): Token {
  const lower = token.text.toLowerCase();
  return lower === token.text ? token : { ...token, text: lower };
}

/** A capitalised noun that is no pronoun and no determiner ("Leistungen"). */
function bareNoun(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.text !== "Sie" &&
    !/^Ihr/.test(token.text) &&
    isCapitalised(token.text) &&
    nounReadings(token).length > 0
  );
}

/** "die Familien" -> "manche Familien" (the case of the article kept: "manchen Familien"). */
export function someInstead(phrase: readonly Token[]): Token[] {
  const [article, ...rest] = phrase;
  if (article === undefined || !/^(?:die|den|der)$/i.test(article.text)) return [...phrase];
  const lower = article.text.toLowerCase();
  const form = lower === "den" ? "manchen" : lower === "der" ? "mancher" : "manche";
  return [word(form), ...rest];
}

/**
 * "Herrn Adler, der …" -> "Herr Adler …": a name after Herr/Herrn/Frau keeps the title, in the
 * pronoun's case and without an article. Undefined when the title is missing or does not fit.
 */
function titledName(
  title: Token | undefined,
  name: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  if (title === undefined || name === undefined || !isCapitalised(name.text)) return undefined;
  const gender: Gender | undefined = /^Herrn?$/.test(title.text)
    ? "m"
    : title.text === "Frau"
      ? "f"
      : undefined;
  const slot = (PRONOUN_SLOTS[pronoun] ?? []).find((candidate) => candidate.gender === gender);
  if (gender === undefined || slot === undefined) return undefined;
  const grammaticalCase = afterPreposition ? caseAfterPreposition(slot) : slot.grammaticalCase;
  if (grammaticalCase === undefined) return undefined;
  const form = gender === "f" ? "Frau" : grammaticalCase === "nom" ? "Herr" : "Herrn";
  return { phrase: [word(form), { ...name, space: true }], grammaticalCase, number: "singular" };
}

/**
 * "der Verein", "ein Mann": "der"/"ein" + a noun that is only masculine singular can only be a
 * nominative ("der Frau", "der Männer", "ein Kind" can be other cases). After "der" a masculine
 * noun whose plural looks the same ("der Gürtel") is read as the singular: a genitive plural does
 * not open a clause.
 */
function masculineNominative(phrase: readonly Token[]): boolean {
  const [article] = phrase;
  const readings = nounReadings(phrase.at(-1));
  const definite = /^der$/i.test(article?.text ?? "");
  return (
    phrase.length >= 2 &&
    /^(?:der|ein)$/i.test(article?.text ?? "") &&
    readings.some((reading) => reading.number === "singular" && reading.cases.includes("nom")) &&
    readings.every((reading) => reading.gender === "m" && (definite || reading.number === "singular"))
  );
}

/** A clause whose verb is a form of "sein" alone ("ist", "war"). */
function copula(clause: VerbFinal): boolean {
  return clause.nonFinite.length === 0 && clause.readings.some((reading) => reading.lemma === "sein");
}

/** Determiners of a feminine or plural noun phrase that may be a genitive or a dative ("der Frau"). */
const GENITIVE_OR_DATIVE = /^(?:der|einer|meiner|deiner|seiner|ihrer|unserer|eurer|dieser|jener)$/;

/**
 * Where the clause's subject ends when a genitive attribute follows it: "der Vorstand des
 * Vereins" (only forms that are nothing but a genitive); after "sein" also "der Gürtel der
 * Vollkommenheit" as the last phrase ("der Frau" may be a dative object elsewhere: undefined, unsure).
 */
function subjectWithGenitive(clause: VerbFinal, end: number): number | undefined {
  const extended = attributeEnd(clause.middle, end);
  if (extended > end) return extended;
  if (!GENITIVE_OR_DATIVE.test(clause.middle[end]?.text ?? "")) return end;
  const phraseEnd = nounPhraseEnd(clause.middle, end);
  return copula(clause) && phraseEnd > end && phraseEnd === clause.middle.length ? phraseEnd : undefined;
}

function isArticle(token: Token | undefined): boolean {
  return token !== undefined && /^(?:der|die|das|ein|eine)$/i.test(token.text);
}

function antecedentPhrase(
  antecedent: Token | undefined,
  pronoun: string,
  afterPreposition: boolean,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  return antecedentPhraseFor(antecedent, PRONOUN_SLOTS[pronoun] ?? [], afterPreposition);
}

/**
 * The antecedent with its definite article in the one slot (gender and case) that fits it: "Mann"
 * for m/n dative -> "dem Mann". Undefined when none or more than one phrase fits.
 */
export function antecedentPhraseFor(
  antecedent: Token | undefined,
  slots: readonly Slot[],
  afterPreposition: boolean,
): { phrase: Token[]; grammaticalCase: GrammaticalCase; number: GrammaticalNumber } | undefined {
  if (antecedent === undefined) return undefined;
  const { readings, prefix } = compoundAwareReadings(antecedent);
  if (readings.length === 0) return undefined;
  const phrases = new Map<string, { grammaticalCase: GrammaticalCase; number: GrammaticalNumber }>();
  for (const reading of readings) {
    const number: GrammaticalNumber = reading.number;
    for (const slot of slots) {
      const fits =
        slot.gender === "pl" ? number === "plural" : number === "singular" && reading.gender === slot.gender;
      if (!fits) continue;
      const grammaticalCase = afterPreposition ? caseAfterPreposition(slot) : slot.grammaticalCase;
      if (grammaticalCase === undefined) continue;
      const gender: Gender = slot.gender === "pl" ? "m" : slot.gender;
      // The form as written when it already has the case ("Worte" stays, not "Wörter").
      const form = reading.cases.includes(grammaticalCase)
        ? undefined
        : nounForm(reading.lemma, grammaticalCase, number);
      const noun =
        form === undefined
          ? reading.cases.includes(grammaticalCase)
            ? antecedent.text
            : undefined
          : `${prefix}${prefix === "" || prefix.endsWith("-") ? form : form.toLowerCase()}`;
      if (noun === undefined) continue;
      const phrase = `${definiteArticle(gender, grammaticalCase, number)} ${capitalise(noun, antecedent.text)}`;
      phrases.set(phrase, { grammaticalCase, number });
    }
  }
  const [only] = [...phrases];
  if (phrases.size !== 1 || only === undefined) return undefined;
  const [phrase, slot] = only;
  // "Gott" is used like a name: "Gott hat den Jungen gerufen", not "Der Gott …".
  if (/ Gott$/.test(phrase) && slot.number === "singular") return { phrase: [word("Gott")], ...slot };
  return { phrase: phrase.split(" ").map(word), ...slot };
}

/**
 * Noun readings of the antecedent; a compound the lexicon does not know is read through its last
 * part ("Rechtsordnungen" -> "Ordnungen", feminine plural) and keeps its first parts as `prefix`.
 */
function compoundAwareReadings(token: Token): { readings: NounInfo[]; prefix: string } {
  const readings = nounReadings(token);
  if (readings.length > 0 || !isCapitalised(token.text)) return { readings, prefix: "" };
  // "Internet-Portal": a compound with a hyphen is read through the noun after the last hyphen.
  const hyphen = /^(.+-)(\p{Lu}\p{Ll}+)$/u.exec(token.text);
  if (hyphen !== null) {
    const head = nounReadings({ ...token, text: hyphen[2] ?? "" });
    return head.length > 0 ? { readings: head, prefix: hyphen[1] ?? "" } : { readings: [], prefix: "" };
  }
  const parts = splitCompound(token.text);
  const head = parts.at(-1);
  if (parts.length < 2 || head === undefined) return { readings: [], prefix: "" };
  const headToken = { ...token, text: head.charAt(0).toUpperCase() + head.slice(1) };
  return { readings: nounReadings(headToken), prefix: token.text.slice(0, token.text.length - head.length) };
}

/** nounForm gives compounds read through their head in lower case after the first part. */
function capitalise(noun: string, original: string): string {
  return original.charAt(0) + noun.slice(1);
}

/**
 * The segment after an embedded relative clause finishes its host clause without a finite verb:
 * a participle or infinitive ("…, den Sie gestellt haben, geprüft"), a prepositional phrase or a
 * separated particle ("…, die wir brauchen, bis zum 15. Mai zu"). Not a list item ("…, das Foto").
 */
export function closesMainClause(host: readonly Token[], next: readonly Token[]): boolean {
  const first = next[0];
  if (closingVerbPhrase(host, next)) return true;
  if (first === undefined || !hasFiniteVerb(host) || hasFiniteVerb(next)) return false;
  if (next.some((token) => /^(?:und|oder|aber|sondern|sowie)$/.test(token.text))) return false;
  const lower = first.text.toLowerCase();
  return (
    isNonFiniteVerb(first) ||
    PARTICLES.has(first.text) ||
    ((PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower) || lower === "bis") && next.length <= 8)
  );
}

const AUXILIARY_OR_MODAL: ReadonlySet<string> = new Set(AUXILIARY_AND_MODAL_VERBS);
/** Words that open or join a clause or phrase: no adverb before closing verbs. */
const CLAUSE_OPENERS =
  /^(?:und|oder|aber|sondern|denn|doch|sowie|als|wie|wenn|weil|dass|ob|was|wer|wo|warum|wann|welche[rsmn]?|um|damit|sodass)$/;

/**
 * "…, den Sie gestellt haben, leider noch nicht bearbeitet": adverbs and then the one to three
 * non-finite verbs that the host's auxiliary or modal needs ("Wir haben Ihren Antrag"). The words
 * before the verbs are lower case and no verb, article or subject pronoun, so the segment opens no
 * clause of its own ("bearbeitet" may read as a finite verb too).
 */
function closingVerbPhrase(host: readonly Token[], next: readonly Token[]): boolean {
  if (next.length > 8) return false;
  let verbs = next.length;
  while (verbs > 0 && next.length - verbs < 3 && isNonFiniteVerb(next[verbs - 1])) verbs -= 1;
  if (verbs === next.length || verbs === 0) return false;
  const adverbs = next.slice(0, verbs).every((token) => {
    const lower = token.text.toLowerCase();
    return (
      token.kind === "w" &&
      !isCapitalised(token.text) &&
      finiteReadings(token).length === 0 &&
      !isNonFiniteVerb(token) &&
      !DETERMINERS.has(lower) &&
      !SUBJECT_PRONOUNS.has(lower) &&
      !SUBORDINATORS.has(lower) &&
      !PREPOSITIONS.has(lower) &&
      !CLAUSE_OPENERS.test(lower)
    );
  });
  const auxiliary = host.some((token) =>
    finiteReadings(token).some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma)),
  );
  // "Wir haben ihn gesehen, …": the host has its non-finite verb already ("haben" itself may read as one).
  const closed = host.some((token) => isNonFiniteVerb(token) && finiteReadings(token).length === 0);
  return adverbs && auxiliary && !closed;
}

/**
 * The noun a relative clause after a verb-final subordinate clause refers to: the last word before
 * the verb ("weil sie wie Schafe waren, die …" -> Schafe), when it is a noun. Undefined otherwise.
 */
export function extraposedAntecedent(segment: readonly Token[]): Token | undefined {
  if (!SUBORDINATORS.has(segment[0]?.text.toLowerCase() ?? "")) return undefined;
  const clause = readVerbFinal(segment.slice(1));
  const noun = clause?.middle.at(-1);
  return nounReadings(noun).length > 0 && !quantifiedAntecedent(segment, noun, true) ? noun : undefined;
}

/**
 * The noun right before the verbs that end a clause, for a relative clause moved behind them:
 * "… und ihm den Namen geschenkt, der über alle Namen ist" -> Namen; "Die Frau kommt, die ich
 * kenne" -> Frau. Undefined when the clause does not end in one to three verbs after a noun.
 * `quantified`: a quantified noun ("alle Einkünfte") is returned too, for a caller that handles it.
 */
export function nounBeforeClosingVerbs(
  host: readonly Token[],
  segment: readonly Token[],
  quantified = false,
): Token | undefined {
  const verbs = closingVerbsStart(host);
  const end = verbs === host.length ? closingTailStart(host) : verbs;
  if (end === host.length || !hasFiniteVerb(host)) return undefined;
  // "Pfeifen aus hohlen Halmen …, die …": the noun before the preposition may be meant as well,
  // and each noun before a chain of them ("eine Behandlung mit einem Mittel aus der Apotheke, die
  // … zu wiederholen ist"). When only that noun fits the pronoun, it is the antecedent ("eine
  // Gebühr von 30 Euro erhoben, die … zu zahlen ist").
  const others = nounsBeforePrepositions(host, end - 1);
  let head: Token | undefined;
  if (others.length > 0) {
    const fitting = [host[end - 1], ...others].filter(
      (token) => relativeToMain(token, segment) !== undefined && !amountAfterNumber(host, token),
    );
    if (fitting.length > 1) return undefined;
    // Only when the lexicon knows the last noun: a name it does not know ("für Herrn Müller
    // geprüft, der …") may be meant.
    const known = compoundAwareReadings(host[end - 1] ?? word("")).readings.length > 0;
    if (known && fitting[0] !== undefined && fitting[0] !== host[end - 1]) head = fitting[0];
  }
  // "Wir haben Ihr Schreiben vom 3. Mai erhalten, in dem …": the noun before the date.
  const dated = head === undefined ? trailingDate(host.slice(0, end)) : undefined;
  if (dated !== undefined && dated.head === undefined) return undefined;
  const noun = head ?? dated?.head ?? host[end - 1];
  if (noun === undefined || !isCapitalised(noun.text) || compoundAwareReadings(noun).readings.length === 0)
    return undefined;
  if (!quantified && quantifiedAntecedent(host, noun, true)) return undefined;
  // After a particle, "nicht" or a pronoun the noun may stand first ("Den Hund sah ich nicht, der
  // …"): no other noun before it may fit the pronoun. So too when "der" could only be the dative
  // of a feminine noun: "Ein Hund hat vor der Tür gewartet, der die ganze Nacht gebellt hat" means
  // the dog ("Die ganze Nacht hat der Tür gebellt." read it as the door's dative).
  if (end !== verbs || feminineDative(noun, segment)) {
    const rivals = host
      .slice(0, host.lastIndexOf(noun))
      .filter((token) => isCapitalised(token.text) && nounReadings(token).length > 0);
    if (rivals.some((token) => relativeToMain(token, segment) !== undefined)) return undefined;
  }
  return noun;
}

/** "der" after a noun that is only feminine: the pronoun can only be its dative. */
function feminineDative(noun: Token, segment: readonly Token[]): boolean {
  const start = relativeStart(segment);
  const readings = nounReadings(noun);
  return (
    start?.pronoun === "der" &&
    start.preposition === undefined &&
    readings.length > 0 &&
    readings.every((reading) => reading.gender === "f")
  );
}

/**
 * The noun right before a predicative adjective that ends a clause, for a relative clause moved
 * behind the adjective: "Wir sind für die Kosten zuständig, die dabei entstehen" -> Kosten; "Sie
 * fanden das Grab leer, in das man ihn gelegt hatte" -> Grab. Undefined when the last word is no uninflected adjective, the
 * noun is quantified, or another noun of the clause fits the pronoun too ("Die Kinder sind den
 * Lehrern dankbar, die …").
 */
export function nounBeforePredicative(host: readonly Token[], segment: readonly Token[]): Token | undefined {
  const adjective = host.at(-1);
  const noun = host.at(-2);
  // A participle or infinitive last is a closing verb (nounBeforeClosingVerbs), no adjective.
  if (
    adjective === undefined ||
    noun === undefined ||
    isCapitalised(adjective.text) ||
    isNonFiniteVerb(adjective)
  )
    return undefined;
  // "am 3. Mai …": the clause may mean the date.
  if (trailingDate(host.slice(0, -1)) !== undefined) return undefined;
  const readings = readingsOf(adjective.text);
  if (!readings.some((reading) => reading.partOfSpeech === "adjective" && !reading.inflected))
    return undefined;
  if (!hasFiniteVerb(host) || !isCapitalised(noun.text) || compoundAwareReadings(noun).readings.length === 0)
    return undefined;
  if (quantifiedAntecedent(host, noun, true)) return undefined;
  const rivals = host
    .slice(0, -2)
    .filter((token) => isCapitalised(token.text) && nounReadings(token).length > 0);
  if (rivals.some((token) => relativeToMain(token, segment) !== undefined)) return undefined;
  return noun;
}

/** Pronouns that cannot be what a third-person relative pronoun refers to. */
const FIRST_SECOND_PERSON = /^(?:ich|du|wir|mich|dich|mir|dir|uns|euch|sich)$/;

/**
 * Where a tail of verbs, verb particles, "nicht" and first/second-person pronouns starts that ends
 * the clause after its last noun: "Der Löser kam | vorbei", "Die Krieger fürchte | ich nicht". It
 * must hold a verb, a particle or "nicht"; the host's length when there is none.
 */
export function closingTailStart(host: readonly Token[]): number {
  let start = host.length;
  while (start > 1) {
    const token = host[start - 1];
    const text = token?.text ?? "";
    const verb = isNonFiniteVerb(token) || isFiniteVerbToken(token);
    // "Viele Traditionen gibt es, an die …": the "es" of "es gibt" is no antecedent.
    const there =
      text === "es" && finiteReadings(host[start - 2]).some((reading) => reading.lemma === "geben");
    if (!(verb || there || PARTICLES.has(text) || text === "nicht" || FIRST_SECOND_PERSON.test(text))) break;
    start -= 1;
  }
  const tail = host.slice(start);
  const anchored = tail.some(
    (token) =>
      isNonFiniteVerb(token) ||
      isFiniteVerbToken(token) ||
      PARTICLES.has(token.text) ||
      token.text === "nicht",
  );
  return anchored && tail.length <= 4 ? start : host.length;
}

/**
 * A segment that may be a main clause opened by an article rather than a relative clause: a
 * preposition first ("durch die Gerechtigkeit leben") or a noun and then the last word, a finite
 * verb ("die Frau kam").
 */
export function mainClauseOrder(segment: readonly Token[], afterFirstSegment = false): boolean {
  const start = relativeStart(segment);
  if (start === undefined) return false;
  if (start.preposition !== undefined)
    return !(afterFirstSegment && ownSubjectAfterPronoun(segment.slice(2)));
  const noun = segment[1];
  return segment.length === 3 && nounReadings(noun).length > 0 && isFiniteVerbToken(segment[2]);
}

/**
 * "eine Stimme kam", "ich getauft werde": after "aus der", "mit der" a subject of its own that agrees
 * with the final verb, and no infinitive with "zu". Read as an article ("durch die Gerechtigkeit
 * leben"), the clause would lack that subject: a relative clause, when it follows a main clause.
 */
function ownSubjectAfterPronoun(body: readonly Token[]): boolean {
  const clause = readVerbFinal(body);
  if (clause === undefined || body.some((token) => token.text === "zu")) return false;
  const subject = subjectAt(clause.middle, 0, false);
  return subject !== undefined && agrees(clause.readings, subject.agreements);
}

/**
 * A plural-capable relative pronoun ("die", "denen") after the last noun of a coordination: it may
 * refer to all of them ("nach dem Gebot, den Satzungen und den Rechtsordnungen, die ich dir
 * gebiete"), so the last noun alone is no sure antecedent.
 */
export function afterCoordinatedNoun(host: readonly Token[], segment: readonly Token[]): boolean {
  const pronoun = relativeStart(segment)?.pronoun;
  if (pronoun !== undefined && officeNameEnd(host)) return true;
  // "die Person oder Firma, der die Wohnung gehört": after "oder" any pronoun may mean either one.
  if (pronoun !== undefined && lastNounJoinedBy(host) === "oder") return true;
  if (pronoun !== "die" && pronoun !== "denen") return false;
  // "… und von der Gewalttat, die in seinen Händen ist": a singular verb of which the pronoun is
  // the subject cannot mean all of them.
  const verbs = coordinatedVerbFinal(segment) ?? readVerbFinal(segment);
  if (verbs !== undefined && !Array.isArray(verbs) && verbs !== "unsure") {
    const subject = subjectAt(verbs.middle, 1, false);
    const ownSubject = subject !== undefined && agrees(verbs.readings, subject.agreements);
    const plural = verbs.readings.some((reading) => reading.person === 3 && reading.number === "plural");
    if (!ownSubject && !plural) return false;
  }
  return lastNounJoinedBy(host) !== undefined;
}

/**
 * "bei der Berufsgenossenschaft Handel und Logistik", "beim Amt für Jugend und Familie": a bare noun
 * after a noun or "für", "und" and the last noun end a name; the clause after it may be about the
 * whole name ("Die Logistik ist für Ihren Betrieb zuständig." took its last word).
 */
function officeNameEnd(host: readonly Token[]): boolean {
  const [before, first, join, last] = host.slice(-4);
  return (
    join?.text === "und" &&
    [first, last].every((token) => token?.kind === "w" && isCapitalised(token.text)) &&
    before?.kind === "w" &&
    (before.text === "für" || (isCapitalised(before.text) && nounReadings(before).length > 0))
  );
}

/** "und"/"oder"/"sowie" that joins the last noun of `host` to one before it (up to 4 words back). */
function lastNounJoinedBy(host: readonly Token[]): string | undefined {
  for (let index = host.length - 2; index >= Math.max(0, host.length - 5); index -= 1) {
    const token = host[index];
    if (token === undefined || token.kind !== "w") return undefined;
    if (/^(?:und|oder|sowie)$/.test(token.text)) return token.text;
    if (isCapitalised(token.text) || isFiniteVerbToken(token)) return undefined;
  }
  return undefined;
}

/** Pronouns that repeat the subject after a relative clause, and the genders (or plural) they show. */
const RESUMPTIVE_GENDERS: Readonly<Record<string, readonly (Gender | "pl")[]>> = {
  der: ["m"],
  die: ["f", "pl"],
  das: ["n"],
  dieser: ["m"],
  diese: ["f", "pl"],
  dieses: ["n"],
};

/**
 * "Der Stein, den die Bauleute verworfen haben, der ist zum Eckstein geworden.": the segment after
 * an embedded relative clause repeats the subject as "der"/"die"/"das" before its finite verb. The
 * segment without it, or undefined when there is none or it may be an object ("die entfernt er",
 * "die säubert der Gärtner").
 */
export function withoutResumptive(
  host: readonly Token[],
  segment: readonly Token[],
  next: readonly Token[] | undefined,
): Token[] | undefined {
  const [pronoun, verb, after] = next ?? [];
  const start = relativeStart(segment);
  if (next === undefined || pronoun === undefined || start === undefined) return undefined;
  // "der", or "dieser" ("Die Werke, die ich tue, diese geben Zeugnis").
  const resumed = RESUMPTIVE_GENDERS[pronoun.text];
  if (resumed === undefined || !isFiniteVerbToken(verb)) return undefined;
  // The repeated subject has the relative pronoun's gender ("Josef, der …, das bedeutet …" is no repetition).
  if (!(PRONOUN_SLOTS[start.pronoun] ?? []).some((slot) => resumed.includes(slot.gender))) return undefined;
  const number = resumed.includes("pl") ? undefined : "singular";
  const readings = finiteReadings(verb);
  const third = readings.some(
    (reading) => reading.person === 3 && (number === undefined || reading.number === number),
  );
  // "die kennt mein Bruder": a subject after the verb makes the pronoun an object; after "ist" the
  // phrase is the predicate ("der ist mein Bruder").
  // Both only after a host that is the subject alone: after a clause ("Es gab einen, der …, dieser
  // wurde …") the pronoun opens a sentence of its own.
  const subjectHost = !hasFiniteVerb(host);
  const copula = subjectHost && readings.some((reading) => reading.lemma === "sein");
  if (/^dies/.test(pronoun.text) && !subjectHost) return undefined;
  const subjectAfter =
    after !== undefined &&
    (SUBJECT_PRONOUNS.has(after.text.toLowerCase()) ||
      (DETERMINERS.has(after.text.toLowerCase()) && !copula));
  if (!third || subjectAfter) return undefined;
  return next.slice(1);
}

/**
 * A host that is a subordinate clause whose verbs come after the relative clause: "Und als sie den
 * Menschen, der geheilt worden war, bei ihnen stehen sahen, …" — the next segment ends in the
 * finite verb and opens no clause of its own. Likewise an infinitive clause whose zu-infinitive
 * comes after the relative clause ("um den Antrag, den Sie gestellt haben, zu prüfen").
 */
export function hostContinues(host: readonly Token[], next: readonly Token[] | undefined): boolean {
  if (next === undefined || hasFiniteVerb(host)) return false;
  const clause = LEADING_CONJUNCTION.test(host[0]?.text ?? "") ? host.slice(1) : host;
  const opener = clause[0]?.text.toLowerCase() ?? "";
  // "um den Antrag, den Sie gestellt haben, zu prüfen": an infinitive clause goes on with its zu-infinitive.
  if (/^(?:um|ohne|statt|anstatt)$/.test(opener) && clause.length >= 2) {
    const parsed = next.length <= 4 ? zuInfinitive(next) : undefined;
    if (parsed === undefined) return false;
    return (
      parsed.before.every((token) => token.kind === "w" && token.text !== "zu") &&
      !innerFiniteVerb(parsed.before)
    );
  }
  if (!(SUBORDINATORS.has(opener) || opener === "als") || clause.length < 3) return false;
  const first = next[0]?.text.toLowerCase() ?? "";
  if (SUBORDINATORS.has(first) || relativeStart(next) !== undefined || /^(?:und|oder|aber|um)$/.test(first))
    return false;
  return readVerbFinal(next) !== undefined;
}

const LEADING_CONJUNCTION = /^(?:und|aber|denn|doch|oder)$/i;

/**
 * The noun before a prepositional phrase that ends at `at` ("Pfeifen" in "Pfeifen aus hohlen
 * Halmen", "Teil" in "Teil von der Farbe"): a relative clause after the verbs may mean either noun.
 */
function nounBeforePreposition(host: readonly Token[], at: number): Token | undefined {
  for (let index = at - 1; index >= Math.max(0, at - 4); index -= 1) {
    const token = host[index];
    // "von 30 Euro": a number in the phrase.
    if (token?.kind === "n") continue;
    if (token === undefined || token.kind !== "w") return undefined;
    const lower = token.text.toLowerCase();
    // "10 Euro je Hörgerät": "je" and "pro" join a unit to an amount as a preposition does.
    if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower) || /^(?:je|pro)$/.test(lower))
      return nounReadings(host[index - 1]).length > 0 ? host[index - 1] : undefined;
    if (isCapitalised(token.text) || isFiniteVerbToken(token)) return undefined;
  }
  return undefined;
}

/**
 * "eine Zuzahlung von 10 Euro je Hörgerät, die Sie … zahlen": a unit after its number gives the
 * amount of the noun before it; the clause is about that noun, not about the sum as such.
 */
function amountAfterNumber(host: readonly Token[], token: Token | undefined): boolean {
  if (token === undefined || !AMOUNT_UNITS.test(token.text)) return false;
  return host[host.lastIndexOf(token) - 1]?.kind === "n";
}

/**
 * The nouns before a chain of prepositional phrases that ends at `at`, nearest first: "Mittel" and
 * "Behandlung" in "eine Behandlung mit einem Mittel aus der Apotheke"; at most three.
 */
function nounsBeforePrepositions(host: readonly Token[], at: number): Token[] {
  const nouns: Token[] = [];
  let end = at;
  while (nouns.length < 3) {
    const noun = nounBeforePreposition(host, end);
    if (noun === undefined || !isCapitalised(noun.text)) break;
    nouns.push(noun);
    end = host.lastIndexOf(noun, end - 1);
  }
  return nouns;
}

/** Where the one to three verbs that end a clause start ("… den Namen | geschenkt"); its length when none. */
export function closingVerbsStart(host: readonly Token[]): number {
  let end = host.length;
  while (
    end > 1 &&
    host.length - end < 3 &&
    (isNonFiniteVerb(host[end - 1]) || isFiniteVerbToken(host[end - 1]))
  )
    end -= 1;
  return end;
}

/**
 * A relative "wo" clause after a place noun at the end of a main clause -> "Dort …": "Gehen Sie zum
 * Bürgeramt, wo Sie den Antrag stellen können." -> "… zum Bürgeramt." + "Dort können Sie den Antrag
 * stellen." Undefined when the word before the comma is no noun, a noun of time, or the clause is
 * not a single verb-final clause.
 */
export function splitWhereClause(
  main: readonly Token[],
  segment: readonly Token[],
  end: string,
): Token[][] | undefined {
  // "Sie spielten am Fluss, dort wo das Wasser flach war": "dort" before "wo" points to the same
  // place; the clause's own "Dort" takes its part.
  const second = segment[0]?.text === "dort" && segment[1]?.text === "wo" ? segment.slice(1) : segment;
  if (second[0]?.text !== "wo" || end.includes("?")) return undefined;
  const at = placeBeforeClosingVerbs(main) ?? main.length - 1;
  const place = main[at];
  // A known noun, or a name after a preposition of place ("in Betanien") or a genitive or dative
  // article ("auf der anderen Seite des Jordan").
  const name =
    place !== undefined &&
    isCapitalised(place.text) &&
    /^(?:in|nach|bei|aus|zu|im|am|zum|des|dem)$/.test(main[at - 1]?.text ?? "");
  if (place === undefined || (nounReadings(place).length === 0 && !name) || TIME_NOUN_PHRASES.has(place.text))
    return undefined;
  // After a verb of asking, saying or showing "wo" opens a question: "Er fragte die Frau, wo …".
  const asking = main.some((token) =>
    finiteReadings(token).some((reading) => ASKING_VERBS.has(reading.lemma)),
  );
  if (asking) return undefined;
  if (!hasFiniteVerb(main)) return undefined;
  const rest = second.slice(1);
  if (finiteReadings(rest[0]).length > 0 && !isNonFiniteVerb(rest[0])) return undefined;
  const pair = whereClauses(rest);
  if (pair === undefined) return undefined;
  const [clause, other] = pair;
  const tail = clause.particle ? [clause.particle, ...clause.nonFinite] : clause.nonFinite;
  const first = [word("Dort"), clause.finite, ...clause.middle, ...tail];
  return [[...main], other === undefined ? first : [...first, word("und"), ...other]];
}

/** Verbs of place, motion and putting, after which a "wo" clause names the place just named. */
const WHERE_VERBS: ReadonlySet<string> = new Set([
  "gehen",
  "kommen",
  "ankommen",
  "fahren",
  "fliegen",
  "reisen",
  "laufen",
  "ziehen",
  "umziehen",
  "einziehen",
  "bringen",
  "werfen",
  "legen",
  "stellen",
  "setzen",
  "abgeben",
  "einreichen",
  "schicken",
  "senden",
  "wohnen",
  "leben",
  "arbeiten",
  "bleiben",
  "sterben",
  "begraben",
  "gebären",
  "aufwachsen",
  "liegen",
  "stehen",
  "sitzen",
  "warten",
  "treffen",
  // "Die Bewohner wurden in einer Turnhalle untergebracht, wo …", "Er wurde in die Klinik eingeliefert, wo …".
  "unterbringen",
  "einliefern",
  "übernachten",
  "parken",
  "abstellen",
  "aufbewahren",
  "lagern",
]);

/**
 * The noun of a prepositional phrase right before the verbs or the separated particle that close
 * a main clause, for a "wo" clause behind them: "Er wurde in die Hölle geworfen, wo …" -> Hölle;
 * "Geben Sie den Antrag beim Jobcenter ab, wo …" -> Jobcenter. Its index, or undefined.
 */
function placeBeforeClosingVerbs(main: readonly Token[]): number | undefined {
  const verbs = closingVerbsStart(main);
  const particle = PARTICLES.has(main.at(-1)?.text ?? "") ? main.length - 1 : main.length;
  const at = Math.min(verbs, particle) - 1;
  if (at === main.length - 1 || !isCapitalised(main[at]?.text ?? "")) return undefined;
  // Only verbs of place, motion and putting: after "festlegen", "angeben" … the "wo" clause may be
  // the verb's object ("Sie müssen in Wien festlegen, wo Ihr Wohnsitz ist").
  const closing = main.slice(at + 1);
  const separated = particle < main.length ? main.at(-1)?.text : undefined;
  const lemmas = [
    ...closing.flatMap(nonFiniteLemmas),
    ...(separated === undefined
      ? []
      : main.flatMap((token, index) =>
          finiteReadings(index === 0 ? lowerCased(token) : token).map(
            (reading) => `${separated}${reading.lemma}`,
          ),
        )),
  ];
  if (!lemmas.some((lemma) => WHERE_VERBS.has(lemma))) return undefined;
  // The noun ends a phrase that opens with a preposition, over at most a determiner and adjectives.
  for (let index = at - 1; index >= Math.max(1, at - 4); index -= 1) {
    const token = main[index];
    if (token === undefined || token.kind !== "w") return undefined;
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower)) return at;
    if (isCapitalised(token.text) || isFiniteVerbToken(token)) return undefined;
  }
  return undefined;
}

/**
 * A "wo" clause after three or more segments: "Denn es ist besser, dass du …, als … in das Feuer
 * der Hölle, wo das Feuer nicht erlischt." -> the segments before split on their own + "Dort
 * erlischt das Feuer nicht." The place ends the segment before, as in splitWhereClause.
 */
export function splitTrailingWhere(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  // "…, dort, wo …": "dort" in a segment of its own goes with the clause.
  const there = segments.at(-2)?.length === 1 && segments.at(-2)?.[0]?.text === "dort";
  const last = there ? [...(segments.at(-2) ?? []), ...(segments.at(-1) ?? [])] : (segments.at(-1) ?? []);
  const before = segments.slice(0, there ? -2 : -1);
  if (segments.length < 3 || !/^(?:wo|dort)$/.test(last[0]?.text ?? "")) return undefined;
  const where = splitWhereClause(joinSegments(before), last, end)?.[1];
  if (where === undefined) return undefined;
  const main = splitRest(before, ".") ?? [{ tokens: joinSegments(before), end: "." }];
  return [...main, { tokens: where, end }];
}

/**
 * The verb-final clause of a "wo" clause; "wo ihr Wurm nicht stirbt und das Feuer nicht erlischt"
 * also gives the second clause, which has a subject of its own, in main-clause order with "dort"
 * ("das Feuer erlischt dort nicht"). Undefined when the clause is none of these.
 */
function whereClauses(rest: readonly Token[]): [VerbFinal, Token[] | undefined] | undefined {
  const cut = rest.findIndex((token, at) => token.text === "und" && isFiniteVerbToken(rest[at - 1]));
  const clause = readVerbFinal(cut < 0 ? rest : rest.slice(0, cut));
  const joined = (tokens: readonly Token[]) =>
    tokens.some((token) => /^(?:und|oder|sondern)$/.test(token.text));
  // "wo er dabei war die Kirche zu entmachten": an infinitive with "zu", no verb-final clause.
  if (clause === undefined || joined(clause.middle) || clause.middle.at(-1)?.text === "zu") return undefined;
  if (cut < 0) return [clause, undefined];
  const other = readVerbFinal(rest.slice(cut + 1));
  const subject = other === undefined ? undefined : subjectAt(other.middle, 0, false);
  if (
    other === undefined ||
    subject === undefined ||
    joined(other.middle) ||
    other.middle.at(-1)?.text === "zu"
  )
    return undefined;
  if (!agrees(other.readings, subject.agreements)) return undefined;
  const after = other.middle.slice(subject.end);
  let pronouns = 0;
  while (OBJECT_PRONOUNS.test(after[pronouns]?.text ?? "")) pronouns += 1;
  const tail = other.particle ? [other.particle, ...other.nonFinite] : other.nonFinite;
  return [
    clause,
    [
      ...other.middle.slice(0, subject.end),
      other.finite,
      ...after.slice(0, pronouns),
      word("dort"),
      ...after.slice(pronouns),
      ...tail,
    ],
  ];
}

/** Words that may stand between the verb and an extraposed relative clause on the subject. */
const EXTRAPOSED_OVER =
  /^(?:sich|hier|dort|da|dann|heute|plötzlich|auch|schon|wieder|sofort|bald|herbei|heran)$/;

/**
 * What a personal pronoun may stand for, to see whether a relative pronoun could refer to it ("Der
 * Soldat verspottete ihn, der am Kreuz hing": "der" means "ihn"). First and second person: anyone.
 */
const PRONOUN_GENDERS: Readonly<Record<string, readonly (Gender | "pl")[]>> = {
  ihn: ["m"],
  ihm: ["m", "n"],
  ihr: ["f", "pl"],
  ihnen: ["pl"],
  mir: ["m", "f"],
  mich: ["m", "f"],
  dir: ["m", "f"],
  dich: ["m", "f"],
  uns: ["pl"],
  euch: ["pl"],
};
/** Definite and indefinite articles (lower case). */
const ARTICLES: ReadonlySet<string> = new Set([...DEFINITE_ARTICLE_FORMS, ...INDEFINITE_ARTICLE_FORMS]);

/**
 * The subject noun of a narrative main clause whose relative clause stands after the verb and a
 * short phrase with no other noun the pronoun could mean: "Und eine Wolke ist über ihnen erschienen,
 * aus der eine Stimme kam" -> Wolke; "Der Bote kam zu ihnen, der …" -> Bote. The subject is an article +
 * noun at the start (after "Und"/"Aber"), the verb follows it and the clause tells the past
 * (Präteritum, or a participle with its auxiliary): in the present an extraposed clause often
 * restricts ("Der Antrag wird abgelehnt, der zu spät kommt"). Between verb and comma only
 * prepositions, articles, nouns that do not fit the pronoun, pronouns and a few adverbs, no focus
 * particle ("Eine Kündigung war nur wirksam, die …") or negation. Undefined otherwise.
 */
export function extraposedSubject(
  host: readonly Token[],
  segment: readonly Token[],
  formal: boolean,
): { noun: Token; determiner: Token } | undefined {
  const start = LEADING_CONJUNCTION.test(host[0]?.text ?? "") ? 1 : 0;
  const determiner = host[start];
  // "Ein alter Mann lebte …": declined adjectives may stand between article and noun.
  let at = start + 1;
  while (at < start + 3 && host[at] !== undefined && isModifier(host[at] as Token)) at += 1;
  const noun = host[at];
  const verb = host[at + 1];
  if (determiner === undefined || noun === undefined || !ARTICLES.has(determiner.text.toLowerCase()))
    return undefined;
  if (!isCapitalised(noun.text) || nounReadings(noun).length === 0) return undefined;
  if (subjectAt(host, start, formal)?.end !== at + 1 || !isFiniteVerbToken(verb)) return undefined;
  const readings = finiteReadings(verb);
  const rest = host.slice(at + 2);
  const participle =
    rest.length > 0 && isNonFiniteVerb(rest.at(-1)) && pastParticipleLemmas(rest.at(-1)).length > 0;
  // A weak verb's Präteritum reads as Konjunktiv II too ("lebte", "wohnte"); a form that is only
  // Konjunktiv II ("wäre", "käme") is none.
  const past =
    readings.some((reading) => reading.tense === "praeteritum") &&
    readings.every((reading) => reading.tense === "praeteritum" || reading.tense === "konjunktiv2") &&
    !readings.some((reading) => AUXILIARY_OR_MODAL.has(reading.lemma) && reading.lemma !== "sein");
  const perfect =
    participle &&
    readings.some(
      (reading) => (reading.lemma === "sein" || reading.lemma === "haben") && reading.tense === "praesens",
    );
  if (!past && !perfect) return undefined;
  const body = participle ? rest.slice(0, -1) : rest;
  if (body.length > 6) return undefined;
  const allowed = (token: Token) => {
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower) || ARTICLES.has(lower)) return true;
    if (EXTRAPOSED_OVER.test(token.text)) return true;
    // "in einer kleinen Stadt": a declined adjective of a phrase in between.
    if (isModifier(token)) return true;
    const genders = PRONOUN_GENDERS[token.text];
    if (genders !== undefined) {
      const relative = relativeGenders(relativeStart(segment)?.pronoun ?? "");
      return !genders.some((gender) => relative.includes(gender));
    }
    // A noun that the pronoun could mean as well ("Ein Richter war in einer Stadt, der …": "der Stadt").
    return (
      isCapitalised(token.text) &&
      nounReadings(token).length > 0 &&
      relativeToMain(token, segment) === undefined
    );
  };
  if (!body.every((token) => token.kind === "w" && allowed(token))) return undefined;
  if (quantifiedAntecedent(host, noun, true)) return undefined;
  return { noun, determiner };
}
