// Subordinate clause -> main clause with a connector (engine notes, transformation catalogue):
// "Sie bekommen kein Geld, weil die Unterlagen fehlen." -> "Die Unterlagen fehlen. Deshalb bekommen Sie kein Geld."

import { AUXILIARY_AND_MODAL_VERBS, MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import {
  agrees,
  ambiguousAttribute,
  attributeEnd,
  type Clause,
  connectorOrder,
  hasFiniteVerb,
  joinSegments,
  LEADING_ADVERBS,
  LEADING_CONJUNCTIONS,
  mainClauseSubject,
  nominativeSubjectAt,
  nounPhraseEnd,
  OBJECT_VERBS,
  prefixMain,
  prepositionFirstOrder,
  questionOrder,
  readVerbFinal,
  readVerbFinalWithComparison,
  subjectAt,
  subjectFirstOrder,
  type VerbFinal,
  withNounAttribute,
} from "./clause-tools.ts";
import { exampleTail } from "./comma-insertion.ts";
import { counterfactualFact, unrealEffect } from "./counterfactual-fact.ts";
import { isImperative } from "./imperative.ts";
import {
  innerFiniteVerb,
  interruptedInfinitive,
  isInfinitiveComplement,
  zuInfinitive,
} from "./infinitive-complement.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isComparative,
  isFiniteVerbToken,
  isNonFiniteVerb,
  isNounLike,
  mainClauseForm,
  nonFiniteLemmas,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
  trueCaseInitial,
} from "./lexicon-access.ts";
import { definiteSubject, isDeclinedAdjective } from "./noun-phrase.ts";
import { MODALS } from "./open-modal.ts";
import { politeRequest } from "./polite-request.ts";
import { commandModal } from "./reported-command.ts";
import { sharedObjectPronoun } from "./shared-object.ts";
import { givenPurposeQuestion, sharesSubject, subjectPurpose } from "./split-purpose.ts";
import { relativeStart } from "./split-relative.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  COMMON_CONTRACTIONS,
  DATIVE_PREPOSITIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  MASCULINE_NOMINATIVE as MASCULINE_NOMINATIVE_ARTICLE,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  PRONOMINAL_ADVERB,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from "./word-classes.ts";

/** Connector choices; `variant` 1 picks the second where there is one (reroll "uebersetzen"). */
const CONNECTORS = {
  cause: ["Deshalb", "Darum"],
  condition: ["Dann", "Dann"],
  maybe: ["Vielleicht", "Vielleicht"],
  concession: ["Trotzdem", "Trotzdem"],
  after: ["Danach", "Dann"],
  first: ["Zuerst", "Zuerst"],
  means: ["Dafür", "Dazu"],
  manner: ["Dabei", "Dabei"],
  meanwhile: ["Gleichzeitig", "Gleichzeitig"],
  time: ["Da", "Da"],
  aslong: ["So lange", "So lange"],
  purpose: ["Dafür", "Dafür"],
} as const;

/** `listAfter`: a colon list follows the sentence and goes on from its last clause. */
export type SplitContext = {
  formal: boolean;
  variant: number;
  listAfter?: boolean;
  /** Leichte Sprache: a step may make lines of a list ("Das ist die Adresse:" + "- Kopstadtplatz 24"). */
  leicht?: boolean;
  /** The clause is the first of several joined verb-final clauses, whose verbs stay as they are. */
  conjunct?: boolean;
  /** A letter from an office to its reader: the writer ("wir") acts where no one is named. */
  letter?: boolean;
};

function pick(kind: keyof typeof CONNECTORS, context: SplitContext): string {
  const options = CONNECTORS[kind];
  return options[context.variant % options.length] ?? options[0];
}

/** The subordinator a comma segment starts with ("so dass" counts as "sodass"), or undefined. */
export function subordinatorOf(tokens: readonly Token[]): { word: string; length: number } | undefined {
  const first = tokens[0]?.text.toLowerCase();
  if (first === undefined) return undefined;
  if (first === "so" && tokens[1]?.text === "dass") return { word: "sodass", length: 2 };
  // "Da bebte die Erde": before a finite verb "da" is an adverb.
  if (finiteReadings(tokens[1]).length > 0) return undefined;
  // "Während der Rehabilitation bekommen Sie …": before a determiner and a verb-second clause
  // "während" is the preposition ("während der Mann schläft" ends in its verb).
  if (first === "während" && duringPreposition(tokens.slice(1))) return undefined;
  // The old spelling "daß" (Bible translations, older letters) is the conjunction "dass".
  if (first === "daß") return { word: "dass", length: 1 };
  // "sobald"/"seitdem" open a clause; "sowie" only a verb-final one ("sowie alle Unterlagen
  // vorliegen"), otherwise it joins list items ("…, sowie einen Nachweis").
  if (first === "sobald" || first === "seitdem" || first === "solange") return { word: first, length: 1 };
  if (first === "sowie" && readVerbFinal(tokens.slice(1)) !== undefined) return { word: "sobald", length: 1 };
  // "bis wir Ihnen schreiben" (not the preposition "bis zum 15. Mai", "bis 12 Uhr").
  if (first === "bis" && untilClause(tokens.slice(1))) return { word: "bis", length: 1 };
  // "seit sie im Jahr 2010 freigegeben wurde" (not the preposition "seit dem Jahr 2010").
  if (first === "seit" && sinceClause(tokens.slice(1))) return { word: "seitdem", length: 1 };
  return SUBORDINATORS.has(first) ? { word: first, length: 1 } : undefined;
}

/**
 * "der Rehabilitation bekommen Sie Übergangsgeld": a determiner first, a finite verb, but not
 * verb-final. "des Urlaubs die Blumen zu gießen": a genitive article, or an infinitive with "zu"
 * at the end, makes "während" the preposition too (was "Gleichzeitig gießen des Urlaubs die Blumen zu.").
 */
function duringPreposition(rest: readonly Token[]): boolean {
  if (/^(?:des|eines)$/i.test(rest[0]?.text ?? "")) return true;
  if (rest.at(-2)?.text === "zu" && isNonFiniteVerb(rest.at(-1))) return true;
  return (
    DETERMINERS.has(rest[0]?.text.toLowerCase() ?? "") &&
    hasFiniteVerb(rest) &&
    readVerbFinal(rest) === undefined
  );
}

/** The rest of a "bis" segment is a clause: a subject at its start and a finite verb at its end. */
function untilClause(rest: readonly Token[]): boolean {
  // "bis zu 4.000 Euro bekommt …": "bis zu" is a preposition.
  if (/^(?:zu|zum|zur)$/.test(rest[0]?.text ?? "")) return false;
  const clause = readVerbFinal(rest);
  if (clause === undefined) return false;
  // "bis über Ihren Antrag entschieden ist": a state passive without a subject.
  if (statePassive(clause) !== undefined) return true;
  const subject = subjectAt(clause.middle, 0, true);
  // "bis wir über Ihren Antrag entschieden haben": a Perfekt with its subject; in narration also
  // a past state ("bis sie erwachsen waren").
  const perfect = clause.nonFinite.length === 0 || perfectTense(clause) || pastState(clause);
  return perfect && subject !== undefined && agrees(clause.readings, subject.agreements);
}

/** haben/sein in the present and one past participle ("entschieden haben", "angekommen ist"). */
function perfectTense(clause: VerbFinal): boolean {
  const [participle, ...others] = clause.nonFinite;
  return (
    others.length === 0 &&
    pastParticipleLemmas(participle).length > 0 &&
    clause.readings.some((reading) => /^(?:haben|sein)$/.test(reading.lemma) && reading.tense === "praesens")
  );
}

/**
 * The Plusquamperfekt: haben/sein in the past with one past participle ("gezahlt hatte",
 * "angekommen war"). After "bevor" it tells what had not happened yet; a Perfekt ("bevor wir den
 * Bescheid geschickt haben") is an ordinary sequence.
 */
function pluperfectTense(clause: VerbFinal): boolean {
  const [participle, ...others] = clause.nonFinite;
  return (
    others.length === 0 &&
    pastParticipleLemmas(participle).length > 0 &&
    clause.readings.some(
      (reading) => /^(?:haben|sein)$/.test(reading.lemma) && reading.tense === "praeteritum",
    )
  );
}

/**
 * "erwachsen waren", "geschlossen war": sein in the Präteritum with the participle of a verb that
 * takes haben, a past state (not the pluperfect "gekommen waren").
 */
function pastState(clause: VerbFinal): boolean {
  const [participle, ...others] = clause.nonFinite;
  const lemmas = pastParticipleLemmas(participle);
  return (
    others.length === 0 &&
    lemmas.length > 0 &&
    lemmas.every((lemma) => auxiliaryOf(lemma) === "haben") &&
    clause.readings.some((reading) => reading.lemma === "sein" && reading.tense === "praeteritum")
  );
}

/**
 * "über Ihren Antrag entschieden ist" -> "über Ihren Antrag entschieden wird": a state passive
 * without a subject (a prepositional phrase first, "ist" + the participle of a verb that takes
 * "haben") as the event it comes from. Undefined for anything else.
 */
function statePassive(clause: VerbFinal): VerbFinal | undefined {
  const [participle, ...others] = clause.nonFinite;
  if (
    participle === undefined ||
    others.length > 0 ||
    clause.finite.text !== "ist" ||
    !startsWithPreposition(clause.middle) ||
    clause.middle.some((token) => SUBJECT_PRONOUNS.has(token.text) || token.kind !== "w")
  )
    return undefined;
  const lemmas = pastParticipleLemmas(participle);
  if (lemmas.length === 0 || !lemmas.every((lemma) => auxiliaryOf(lemma) === "haben")) return undefined;
  const finite = { ...clause.finite, text: "wird" };
  return { ...clause, finite, readings: finiteReadings(finite) };
}

/** The rest of a "seit" segment is a clause: a subject that agrees with the finite verb at its end. */
function sinceClause(rest: readonly Token[]): boolean {
  const clause = readVerbFinal(rest);
  const subject = clause && nominativeSubjectAt(clause.middle, 0, true);
  return clause !== undefined && subject !== undefined && agrees(clause.readings, subject.agreements);
}

/**
 * "bis Ihr Kind wieder gesund ist" -> "Ihr Kind wird wieder gesund.": a state that is still to
 * come, said with "werden" (with "ist" it would read as a fact now). Only "sein" in the present
 * with a predicative adjective at the end; otherwise unchanged.
 */
function becoming(sub: VerbFinal): VerbFinal {
  const reading = sub.readings.find(
    (candidate) => candidate.lemma === "sein" && candidate.tense === "praesens",
  );
  const predicate = sub.middle.at(-1);
  const adjective =
    predicate !== undefined &&
    /^\p{Ll}/u.test(predicate.text) &&
    !/^(?:da|hier|dort|zurück|vorbei|weg|los)$/.test(predicate.text) &&
    readingsOf(predicate.text).some((candidate) => candidate.partOfSpeech === "adjective");
  if (reading === undefined || !adjective || sub.nonFinite.length > 0 || sub.particle !== undefined)
    return sub;
  const form = finiteFormOf("werden", "praesens", reading.person, reading.number);
  if (form === undefined) return sub;
  const finite = { ...sub.finite, text: form };
  return { ...sub, finite, readings: finiteReadings(finite) };
}

/**
 * The event a "bis" clause waits for, as a sentence of its own: a coming state with "werden" ("Ihr
 * Kind wird wieder gesund."), another present-tense event after "Später" ("bis alle Unterlagen da
 * sind" -> "Später sind alle Unterlagen da.", which without it would read as a fact now); a past
 * event as it is.
 */
function awaitedEvent(sub: VerbFinal, main: readonly Token[], formal: boolean): Token[] | undefined {
  // "bis über Ihren Antrag entschieden ist" -> "Später wird über Ihren Antrag entschieden."
  const passive = statePassive(sub);
  if (passive !== undefined) return connectorOrder(passive, "Später");
  // "bis wir entschieden haben" -> "Später entscheiden wir." (the Perfekt would read as done).
  const done = presentOfPerfect(sub, main);
  if (done !== sub) return connectorOrder(done, "Später");
  if (perfectTense(sub)) return undefined;
  const coming = becoming(sub);
  if (coming !== sub) return subjectFirst(coming, formal);
  const present =
    sub.readings.some((reading) => reading.tense === "praesens") &&
    !sub.readings.some((reading) => reading.tense === "praeteritum");
  return present ? connectorOrder(sub, "Später") : subjectFirst(sub, formal);
}

/** "Bitte warten Sie" -> "Bis dahin warten Sie bitte": the main clause after the event it waits for. */
function untilThen(main: readonly Token[], formal: boolean): Token[] | undefined {
  // "Nimm Platz zu meiner Rechten" -> "Bis dahin nimm Platz zu meiner Rechten".
  const effect = prefixLowered(main, "dahin", formal) ?? imperativeWithConnector(main, "dahin", ".");
  if (effect !== undefined) return [word("Bis"), ...effect];
  // "Mit dieser dürfen Sie sich weiterhin … aufhalten" -> "Mit dieser dürfen Sie sich bis dahin weiterhin …".
  const middle = connectorInMiddle(main, "dahin", ".");
  const at = middle?.findIndex((token, index) => index > 0 && token.text === "dahin") ?? -1;
  return middle === undefined || at < 0 ? undefined : middle.toSpliced(at, 0, word("bis"));
}

/** "meine Narde gibt ihren Duft" -> "So lange gibt meine Narde ihren Duft": for as long as the fact lasts. */
function aslongAs(sub: VerbFinal, main: readonly Token[], formal: boolean): Token[] | undefined {
  // "solange Sie wollen": a bare modal has no fact of its own to state.
  if (withObject(sub, formal) !== sub) return undefined;
  const effect = prefixLowered(main, "lange", formal);
  return effect === undefined ? undefined : [word("So"), ...effect];
}

/**
 * "sobald alle Unterlagen vorliegen" -> "Zuerst müssen alle Unterlagen vorliegen": a condition
 * that has to be met first. A present-tense clause of one verb takes "müssen" + infinitive, a
 * state too ("sobald Ihr Antrag vollständig ist" -> "Zuerst muss Ihr Antrag vollständig sein",
 * was "Zuerst ist Ihr Antrag vollständig", which states it as done); otherwise the clause keeps its
 * verb ("Zuerst bekommen wir die Bescheinigung").
 */
function mustFirst(sub: VerbFinal, connector: string): Token[] {
  const [reading, ...others] = sub.readings.filter((candidate) => candidate.tense === "praesens");
  const sameVerb = others.every(
    (other) => other.lemma === reading?.lemma && other.number === reading?.number,
  );
  if (
    reading === undefined ||
    !sameVerb ||
    // "sobald der Antrag geprüft ist": a state after an event ("Zuerst muss … geprüft sein"), of a
    // verb that takes "haben" ("gekommen sein" would read "he must have come").
    sub.nonFinite.length > (reading.lemma === "sein" && stateParticiple(sub.nonFinite[0]) ? 1 : 0) ||
    // "sobald es so ist": a state needs its subject and what it is.
    (reading.lemma === "sein" && sub.middle.length < 2) ||
    /^(?:haben|werden)$/.test(reading.lemma)
  )
    return connectorOrder(sub, connector);
  const modal = finiteFormOf("müssen", "praesens", reading.person, reading.number);
  if (modal === undefined) return connectorOrder(sub, connector);
  return [
    word(connector),
    { ...sub.finite, text: modal },
    ...sub.middle,
    ...sub.nonFinite,
    word(reading.lemma),
  ];
}

/** "geprüft": a past participle whose verbs all form the Perfekt with "haben". */
function stateParticiple(token: Token | undefined): boolean {
  const lemmas = token === undefined ? [] : pastParticipleLemmas(token);
  return lemmas.length > 0 && lemmas.every((lemma) => auxiliaryOf(lemma) === "haben");
}

/**
 * "sobald wir können", "sobald Sie wollen", "sobald es geht": a modal verb alone (or "es geht") says
 * when something is possible, no first step ("Zuerst müssen wir können." made nonsense).
 */
function onlyPossible(sub: VerbFinal): boolean {
  if (sub.nonFinite.length > 0 || sub.particle !== undefined || sub.readings.length === 0) return false;
  if (sub.readings.every((reading) => MODALS.has(reading.lemma) || reading.lemma === "mögen")) return true;
  return (
    sub.middle.length === 1 &&
    sub.middle[0]?.text === "es" &&
    sub.readings.some((reading) => reading.lemma === "gehen")
  );
}

/** A temporal "als" that opens a sentence ("Als es Abend wurde, ..."); never the comparison. */
export function leadingAls(tokens: readonly Token[]): boolean {
  // "als ob …", "als wenn …": a comparison ("as if"), no time.
  if (/^(?:ob|wenn|dass|daß|wie)$/i.test(tokens[1]?.text ?? "")) return false;
  return tokens[0]?.text.toLowerCase() === "als" && readVerbFinal(tokens.slice(1)) !== undefined;
}

const clause = (tokens: Token[], end = "."): Clause => ({ tokens, end });

/** Prepositions of a place or person the reader goes to or turns to ("bei Ihrer Hausarztpraxis"). */
const ERRAND_PREPOSITIONS = /^(?:bei|beim|an|ans|zu|zum|zur)$/i;

/**
 * "Bitte vereinbaren Sie einen Termin bei Ihrer Hausarztpraxis", "Wenden Sie sich an Ihre
 * Krankenkasse": the main clause sends the reader to someone else (a preposition of going or
 * turning to before a noun, maybe after a determiner), and does not name the writer
 * (wir/uns/unser-); so the purpose's passive is that other's act, not "wir".
 */
function errandElsewhere(main: readonly Token[]): boolean {
  if (main.some((token) => /^(?:wir|uns|unser\p{L}*)$/iu.test(token.text))) return false;
  return main.some((token, index) => {
    if (!ERRAND_PREPOSITIONS.test(token.text)) return false;
    const next = main[index + 1];
    const noun = next !== undefined && isDeterminerLike(next.text) ? main[index + 2] : next;
    return noun !== undefined && isCapitalised(noun.text) && nounReadings(noun).length > 0;
  });
}

/** Articles and possessives before a noun ("Ihrer Hausarztpraxis", "einen Arzt"). */
function isDeterminerLike(text: string): boolean {
  return /^(?:der|die|das|dem|den|des|ein|eine|einem|einer|einen|ihr|ihre|ihrem|ihrer|ihren|sein|seine|seinem|seiner|seinen)$/i.test(
    text,
  );
}

/** The purpose clause, marked when the main clause sends the reader to someone else. */
function purposeClause(tokens: Token[], end: string, main: readonly Token[]): Clause {
  return errandElsewhere(main) ? { tokens, end, othersAct: true } : clause(tokens, end);
}

/**
 * A main clause in the Perfekt: present haben/sein and, at its end, the participle of a verb that
 * takes that auxiliary ("haben wir Sie angeschrieben", "sind Sie umgezogen", "Ich habe ihn
 * erwählt"); not a state passive ("sind Sie verpflichtet").
 */
function perfectMain(main: readonly Token[]): boolean {
  const auxiliaries = main.flatMap((token) =>
    finiteReadings(token)
      .filter((reading) => /^(?:haben|sein)$/.test(reading.lemma) && reading.tense === "praesens")
      .map((reading) => reading.lemma),
  );
  const last = main.at(-1);
  return (
    last !== undefined &&
    pastParticipleLemmas(last).some((lemma) => auxiliaries.includes(auxiliaryOf(lemma) ?? ""))
  );
}

/**
 * "Nachdem wir die Bescheinigung erhalten haben, prüfen wir …" speaks of the future: "Zuerst
 * bekommen wir die Bescheinigung." (not "Zuerst haben wir … bekommen", which reads as done).
 * Only with a present main clause and a Perfekt of one known verb; otherwise unchanged.
 */
function presentOfPerfect(sub: VerbFinal, main: readonly Token[], required = false): VerbFinal {
  const perfect = sub.readings.some(
    (reading) => (reading.lemma === "haben" || reading.lemma === "sein") && reading.tense === "praesens",
  );
  const mainPresent = main.some((token) =>
    finiteReadings(token).some((reading) => reading.tense === "praesens"),
  );
  const mainPast =
    main.some((token) => finiteReadings(token).some((reading) => reading.tense === "praeteritum")) ||
    perfectMain(main);
  const [participle, ...others] = sub.nonFinite;
  if (!perfect || !mainPresent || mainPast || participle === undefined) return sub;
  const reading = sub.readings.find((candidate) => candidate.tense === "praesens");
  // "erst, nachdem sie besichtigt worden sind" -> "Zuerst werden sie besichtigt." (a passive to
  // come). Only for a requirement: a plain "nachdem der Täter festgenommen worden ist" is done.
  if (required && others.length === 1 && others[0]?.text === "worden" && reading?.lemma === "sein") {
    const become = finiteFormOf("werden", "praesens", reading.person, reading.number);
    if (become === undefined || pastParticipleLemmas(participle).length === 0) return sub;
    const readings = sub.readings.filter((candidate) => candidate === reading);
    return {
      ...sub,
      finite: { ...sub.finite, text: become },
      nonFinite: [participle],
      readings: readings.map((candidate) => ({ ...candidate, lemma: "werden" })),
    };
  }
  if (others.length > 0) return sub;
  // "sobald der Antrag geprüft ist": "prüfen" takes "haben", so "ist geprüft" is a state (not
  // "Der Antrag prüft."); "angekommen ist" is the Perfekt of "ankommen".
  const lemmas = [...new Set(pastParticipleLemmas(participle))].filter(
    (lemma) => auxiliaryOf(lemma) === reading?.lemma,
  );
  if (lemmas.length !== 1 || reading === undefined) return sub;
  const lemma = lemmas[0] ?? "";
  const form = finiteFormOf(lemma, "praesens", reading.person, reading.number);
  if (form === undefined) return sub;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  return {
    ...sub,
    finite: { ...sub.finite, text: verb },
    particle: particle === undefined ? undefined : word(particle),
    nonFinite: [],
  };
}

/**
 * "nachdem die Mauer gefallen war" -> "Zuerst ist die Mauer gefallen.": after "Zuerst" the order is
 * said, so the Plusquamperfekt becomes the Perfekt. Only haben/sein + one participle whose verb
 * takes that auxiliary ("war geschlossen" may be a state and stays); otherwise unchanged.
 */
function perfectOfPluperfect(sub: VerbFinal, formal: boolean): VerbFinal {
  const [participle, ...others] = sub.nonFinite;
  const subject = nominativeSubjectAt(sub.middle, 0, formal);
  // "war": 1st or 3rd person; the subject picks the reading ("die Mauer" -> "ist").
  const reading = sub.readings.find((candidate) =>
    subject?.agreements.some(
      (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
    ),
  );
  if (participle === undefined || others.length > 0 || reading === undefined) return sub;
  const past = sub.readings.every(
    (candidate) => /^(?:haben|sein)$/.test(candidate.lemma) && candidate.tense === "praeteritum",
  );
  // "gefallen": "fallen" (sein) or "gefallen" (haben); the auxiliary picks the verb.
  const lemmas = [...new Set(pastParticipleLemmas(participle))].filter(
    (lemma) => auxiliaryOf(lemma) === reading.lemma,
  );
  if (!past || lemmas.length !== 1) return sub;
  const form = finiteFormOf(reading.lemma, "praesens", reading.person, reading.number);
  if (form === undefined) return sub;
  const finite = { ...sub.finite, text: form };
  return { ...sub, finite, readings: finiteReadings(finite) };
}

/** Verbs of saying after which a dass clause with Konjunktiv I is reported speech. */
const SAYING: ReadonlySet<string> = new Set([...VERBS_OF_SAYING, "rufen", "versprechen", "verkünden"]);
/** Verbs whose dass clause is true even under negation ("Sie wussten nicht, dass …"). */
const FACTIVE = new Set(["wissen", "merken", "bemerken", "erkennen", "verstehen", "vergessen", "sehen"]);

/** A yes/no question of a factive verb and its pronoun only: "Wissen Sie", "Wusstest du", "Siehst du". */
function knowingQuestion(main: readonly Token[]): boolean {
  const [verb, pronoun] = main;
  return (
    main.length === 2 &&
    /^(?:Sie|du|ihr)$/.test(pronoun?.text ?? "") &&
    finiteReadings({ ...(verb as Token), text: verb?.text.toLowerCase() ?? "" }).some((reading) =>
      FACTIVE.has(reading.lemma),
    )
  );
}

/** Particles and adverbs that may stand before the subject of a verb-final clause ("weil auch er …"). */
export const BEFORE_SUBJECT =
  /^(?:auch|doch|ja|nun|aber|nämlich|also|schon|noch|denn|wirklich|jetzt|bereits|gerade|zuerst|sofort|inzwischen)$/;
/** Unstressed object pronouns that may stand before a noun subject ("dass euch die Geister gehorchen"). */
const PRONOUN_BEFORE_SUBJECT = /^(?:mir|dir|ihm|uns|euch|ihnen|Ihnen|mich|dich|sich)$/;

/**
 * Subject first, also when up to two particles or object pronouns stand before the subject; they
 * follow the verb: "weil auch er Fleisch ist" -> "Er ist auch Fleisch."; "dass euch die Geister
 * gehorchen" -> "Die Geister gehorchen euch." Not with "nicht" (its scope would change).
 */
function subjectFirst(sub: VerbFinal, formal: boolean): Token[] | undefined {
  // "dass ihr Antrag fehlt": "ihr" before a noun is the possessive, read as in a letter; only
  // before a noun the bare form fits ("ihr Antrag", "ihr Kind"; "dass ihr Frucht bringt" is "you").
  const possessive =
    /^ihr$/i.test(sub.middle[0]?.text ?? "") &&
    nounReadings(sub.middle[1]).some(
      (reading) => reading.gender !== "f" && reading.number === "singular" && reading.cases.includes("nom"),
    );
  const plain =
    (possessive ? possessiveFirst(sub) : undefined) ??
    attributeWithSubject(sub, formal) ??
    subjectFirstOrder(sub, formal) ??
    capitalPronounFirst(sub, formal) ??
    demonstrativeFirst(sub, formal);
  if (plain !== undefined) return plain;
  let start = 0;
  while (
    start < 2 &&
    (BEFORE_SUBJECT.test(sub.middle[start]?.text ?? "") ||
      PRONOUN_BEFORE_SUBJECT.test(sub.middle[start]?.text ?? ""))
  )
    start += 1;
  if (start === 0) return adverbFirst(sub, formal) ?? indefiniteFirst(sub) ?? bareNounFirst(sub);
  const rest = sub.middle.slice(start);
  const pronounSubject = SUBJECT_PRONOUNS.has(rest[0]?.text.toLowerCase() ?? "");
  const movedPronoun = sub.middle.slice(0, start).some((token) => PRONOUN_BEFORE_SUBJECT.test(token.text));
  if (pronounSubject && movedPronoun) return undefined;
  const ordered = subjectFirstOrder({ ...sub, middle: rest }, formal);
  const subject = subjectAt(rest, 0, formal);
  if (ordered === undefined || subject === undefined) return undefined;
  // ordered = subject, finite verb, rest: the particles go right after the verb, behind the
  // unstressed object pronouns that stood after the subject ("Als aber der Lehrer ihn rief" ->
  // "Der Lehrer rief ihn aber", not "rief aber ihn").
  const verbAt = ordered.indexOf(sub.finite);
  if (verbAt < 0) return undefined;
  const after = ordered.slice(verbAt + 1);
  let pronouns = 0;
  while (!movedPronoun && PRONOUN_AFTER_VERB.test(after[pronouns]?.text ?? "")) pronouns += 1;
  return [
    ...ordered.slice(0, verbAt + 1),
    ...after.slice(0, pronouns),
    ...sub.middle.slice(0, start),
    ...after.slice(pronouns),
  ];
}

/** Unstressed object pronouns that stand before particles in the middle field ("rief ihn aber"). */
export const PRONOUN_AFTER_VERB = /^(?:mich|dich|ihn|sie|es|uns|euch|ihm|ihnen|Ihnen|sich|mir|dir)$/;

/**
 * A main clause that starts with its finite verb (after a leading clause) in subject-first order,
 * particles and object pronouns before the subject moved behind the verb: "ändern sich die
 * Beiträge zum 1. Januar" -> "Die Beiträge ändern sich zum 1. Januar". Undefined when unsure.
 */
export function mainSubjectFirst(main: readonly Token[], formal: boolean): Token[] | undefined {
  const [verb, ...middle] = main;
  if (verb === undefined) return undefined;
  const finite = { ...verb, text: verb.text.toLowerCase() };
  const readings = finiteReadings(finite);
  if (readings.length === 0) return undefined;
  return subjectFirst({ middle, finite, particle: undefined, nonFinite: [], readings }, formal);
}

/** Object pronouns whose noun a condition may name before the main clause does, and its determiners. */
const FORWARD_PRONOUNS: Readonly<
  Record<string, { determiner: RegExp; fits: (gender: string, number: string) => boolean }>
> = {
  ihn: {
    determiner: /^(?:den|einen|diesen|[Ii]hren|seinen|unseren|meinen|deinen|euren)$/,
    fits: (gender, number) => gender === "m" && number === "singular",
  },
  sie: {
    determiner: /^(?:die|eine|diese|[Ii]hre|seine|unsere|meine|deine|eure)$/,
    fits: (gender, number) => number === "plural" || gender === "f",
  },
  // Nominative and accusative alike: the subject "dieses" of a condition ("sofern dieses nicht
  // vorgelegt wurde") names "ein aktuelles Lichtbild" of the main clause.
  neuter: {
    determiner: /^(?:das|ein|dieses|[Ii]hr|sein|unser|mein|dein|euer)$/,
    fits: (gender, number) => gender === "n" && number === "singular",
  },
  // The plural subject "diese" of a condition ("sofern diese für Sie keine Härte darstellen")
  // names "die Maßnahmen" of the main clause (nominative and accusative alike).
  plural: {
    determiner: /^(?:die|diese|[Ii]hre|seine|unsere|meine|deine|eure)$/,
    fits: (_gender, number) => number === "plural",
  },
};

/** Accusative masculine determiners and their nominative ("Ihren Antrag" -> "Ihr Antrag"). */
const MASCULINE_NOMINATIVE: Readonly<Record<string, string>> = {
  den: "der",
  einen: "ein",
  diesen: "dieser",
  Ihren: "Ihr",
  ihren: "ihr",
  seinen: "sein",
  unseren: "unser",
  meinen: "mein",
  deinen: "dein",
  euren: "euer",
};

/** "sofern dieses nicht bereits vorgelegt wurde": a demonstrative standing alone, not "diese Frist". */
function standingDemonstrative(middle: readonly Token[]): boolean {
  return (
    /^(?:dieser|diese|dieses)$/.test(middle[0]?.text ?? "") &&
    !isCapitalised(middle[1]?.text ?? "") &&
    !declinedAdjective(middle[1])
  );
}

/**
 * "Wir können Ihren Antrag nur bearbeiten, wenn er vollständig ist." -> "Vielleicht ist Ihr Antrag
 * vollständig.": a subject pronoun er/sie that opens the condition takes the one object noun
 * phrase of the main clause it fits, in the nominative (masculine: no adjective, the determiner
 * changes: "Ihren" -> "Ihr"); a plural "sie" ("wenn sie fertig sind") a plural noun phrase. Only
 * with sein/werden (a state or passive) unless `anyVerb` (then no other noun of the main clause may
 * fit in any reading); not when the main clause has a third-person pronoun (the pronoun may mean
 * that); unchanged when unsure.
 */
function subjectForward(sub: VerbFinal, main: readonly Token[], anyVerb = false): VerbFinal {
  const pronoun = sub.middle[0];
  const demonstrative = standingDemonstrative(sub.middle);
  // "sofern diese keine Härte darstellen": the plural demonstrative with a plural verb; a plural
  // "sie" only with a verb that cannot be singular ("sie sind", not "sie ist").
  const plural =
    pronoun?.text === "sie"
      ? agrees(sub.readings, [{ person: 3, number: "plural" }]) &&
        !agrees(sub.readings, [{ person: 3, number: "singular" }])
      : demonstrative && pronoun?.text === "diese" && agrees(sub.readings, [{ person: 3, number: "plural" }]);
  const own = main.some((token) => /^(?:er|sie|es|ihn|ihm|ihr|ihnen|sich)$/.test(token.text))
    ? undefined
    : ownSubject(sub, main);
  if (own !== undefined) return { ...sub, middle: [...own, ...sub.middle.slice(1)] };
  if (
    pronoun === undefined ||
    !(/^(?:er|sie)$/.test(pronoun.text) || demonstrative) ||
    !(plural || agrees(sub.readings, [{ person: 3, number: "singular" }]))
  )
    return sub;
  if (main.some((token) => /^(?:er|sie|es|ihn|ihm|ihr|ihnen|sich)$/.test(token.text))) return sub;
  // "Wir schicken Ihnen den Bescheid und die Unterlagen, wenn sie fertig sind": a plural "sie" may
  // mean nouns joined by "und".
  if (plural && !demonstrative && main.some((token) => /^(?:und|oder|sowie)$/.test(token.text))) return sub;
  // Only a state or passive ("wenn er vollständig ist", "wenn sie genehmigt wird"): "wenn er
  // kommt" after "Wir rufen den Arzt" may mean someone else. A plural demonstrative points to
  // the nearest plural noun, whatever its verb ("sofern diese keine Härte darstellen").
  if (
    !anyVerb &&
    !(plural && demonstrative) &&
    !sub.readings.every((reading) => /^(?:sein|werden)$/.test(reading.lemma))
  )
    return sub;
  // "wenn sie wieder zu Hause ist": a place is where a person is, not the thing of the main clause
  // ("Vielleicht ist die Rechnung wieder zu Hause."); only an adjective or participle names it.
  if (
    !anyVerb &&
    !demonstrative &&
    sub.readings.every((reading) => reading.lemma === "sein") &&
    sub.middle.slice(1).some((token) => isCapitalised(token.text))
  )
    return sub;
  const kind =
    FORWARD_PRONOUNS[
      plural
        ? "plural"
        : /^(?:er|dieser)$/.test(pronoun.text)
          ? "ihn"
          : pronoun.text === "dieses"
            ? "neuter"
            : "sie"
    ];
  if (kind === undefined) return sub;
  const latest = demonstrative && !plural ? latestNominative(main, kind.fits) : undefined;
  if (latest !== undefined) {
    const named = latest.map((token, index) => (index === 0 ? { ...token, space: pronoun.space } : token));
    return { ...sub, middle: [...named, ...sub.middle.slice(1)] };
  }
  const phrases: Token[][] = [];
  let doubtful = 0;
  main.forEach((token, index) => {
    if (!kind.determiner.test(token.text) || index === 0) return;
    const masculine = /^(?:er|dieser)$/.test(pronoun.text);
    let end = index + 1;
    while (!masculine && end < index + 3 && declinedAdjective(main[end])) end += 1;
    const readings = nounReadings(main[end]);
    const fits = (reading: (typeof readings)[number]) =>
      kind.fits(reading.gender ?? "", reading.number ?? "") &&
      reading.number === (plural ? "plural" : "singular");
    // A plural noun the lexicon also reads otherwise ("die Belege") still competes for "diese".
    if (plural && readings.some(fits) && !readings.every(fits)) doubtful += 1;
    if (readings.length === 0 || !readings.every(fits)) return;
    const determiner = masculine ? MASCULINE_NOMINATIVE[token.text] : token.text;
    if (determiner === undefined) return;
    phrases.push([{ ...token, text: determiner }, ...main.slice(index + 1, end + 1)]);
  });
  const [phrase, ...others] = phrases;
  if (phrase === undefined || others.length > 0 || doubtful > 0) return sub;
  // "Für den Transport ist ein Krankentransport nur dann vorgesehen, wenn dieser ärztlich verordnet
  // wurde": another noun of the main clause that fits, in another case ("ein Krankentransport"),
  // may be meant; a demonstrative points to the latest one ("Der Vermieter ruft den Mieter an, wenn
  // dieser krank ist" names "der Mieter").
  const noun = phrase.at(-1);
  const nounAt = noun === undefined ? -1 : main.indexOf(noun);
  const rival = main.some((token, index) => {
    if (token === noun || !isCapitalised(token.text) || (demonstrative && index < nounAt)) return false;
    const readings = nounReadings(token);
    const fits = (reading: (typeof readings)[number]) =>
      kind.fits(reading.gender ?? "", reading.number ?? "") &&
      reading.number === (plural ? "plural" : "singular");
    // "wenn er Fieber bekommt" after "Wir rufen den Arzt für den Patienten": any verb, any noun that
    // may fit may be meant.
    return readings.length > 0 && (anyVerb ? readings.some(fits) : readings.every(fits));
  });
  if (rival) return sub;
  const named = phrase.map((token, index) => (index === 0 ? { ...token, space: pronoun.space } : token));
  return { ...sub, middle: [...named, ...sub.middle.slice(1)] };
}

/** Determiners of a masculine or neuter singular noun in the nominative ("ein Krankentransport"). */
const NOMINATIVE_SINGULAR = /^(?:der|das|ein|[Ii]hr|sein|unser|mein|dein|euer)$/;

/**
 * "Für den Transport ist ein Krankentransport nur dann vorgesehen, wenn dieser ärztlich verordnet
 * wurde": a demonstrative dieser/dieses points to the latest noun that fits it. When that noun is in
 * the nominative right after its determiner ("ein Krankentransport"; "der" only before a noun that is
 * masculine in all readings), the phrase names the demonstrative; undefined otherwise.
 */
function latestNominative(
  main: readonly Token[],
  fits: (gender: string, number: string) => boolean,
): Token[] | undefined {
  const at = main.findLastIndex((token) => {
    if (!isCapitalised(token.text)) return false;
    const readings = nounReadings(token);
    return (
      readings.length > 0 &&
      readings.every(
        (reading) => fits(reading.gender ?? "", reading.number ?? "") && reading.number === "singular",
      )
    );
  });
  // "Der Arzt schreibt dem Patienten ein Attest, wenn dieser krank ist": a later noun that may fit
  // in one of its readings ("Patienten") may be the one meant.
  const latestMaybe = main.findLastIndex(
    (token) =>
      isCapitalised(token.text) &&
      nounReadings(token).some((reading) => fits(reading.gender ?? "", reading.number ?? "")),
  );
  if (latestMaybe !== at) return undefined;
  const determiner = main[at - 1];
  if (at < 1 || determiner === undefined) return undefined;
  // "Ein Krankentransport ist …": the opening determiner in its own case ("Ihr" stays).
  const text = determiner.text === "Ihr" ? "Ihr" : determiner.text.toLowerCase();
  if (!NOMINATIVE_SINGULAR.test(text)) return undefined;
  const gender = nounReadings(main[at])[0]?.gender;
  // "der"/"sein"… before a masculine noun, "das" before a neuter one; "ein"/"Ihr" with both.
  if ((gender === "m" && text === "das") || (gender === "n" && text === "der")) return undefined;
  return [{ ...determiner, text }, main[at] as Token];
}

/** Nominative determiners of a subject "er" or "sie" may name. */
const SUBJECT_DETERMINERS: Readonly<Record<string, RegExp>> = {
  er: /^(?:der|dieser|[Ii]hr|sein|unser|mein|dein|euer)$/i,
  sie: /^(?:die|diese|[Ii]hre|seine|unsere|meine|deine|eure)$/i,
};

/**
 * "Der Vermieter ruft Sie an, wenn er Zeit hat": the subject pronoun of the clause names the main
 * clause's own subject, whatever the verb ("Vielleicht hat der Vermieter Zeit."). The subject must
 * open the main clause (after its verb in a question: "Wird der Vermieter, wenn er Zeit hat, …?"),
 * have a definite article or possessive and fit the pronoun in gender and number, and no other noun
 * of the main clause may fit it. The phrase as it stands there, or undefined.
 */
function ownSubject(sub: VerbFinal, main: readonly Token[]): Token[] | undefined {
  const pronoun = sub.middle[0];
  const determiner = SUBJECT_DETERMINERS[pronoun?.text ?? ""];
  if (pronoun === undefined || determiner === undefined) return undefined;
  const lowered = (token: Token | undefined) => token && { ...token, text: token.text.toLowerCase() };
  // "Beschädigte Gegenstände dürfen …": an adjective first that could be read as a verb.
  const adjectiveFirst =
    declinedAdjective(lowered(main[0])) &&
    isCapitalised(main[1]?.text ?? "") &&
    isFiniteVerbToken(lowered(main[2]));
  const start = !adjectiveFirst && isFiniteVerbToken(lowered(main[0])) ? 1 : 0;
  // "Beschädigte Gegenstände dürfen erst entsorgt werden, nachdem sie …": a plural without
  // determiner (up to two declined adjectives, the noun) names a plural "sie" too.
  const bare =
    !determiner.test(main[start]?.text ?? "") &&
    pronoun.text === "sie" &&
    !agrees(sub.readings, [{ person: 3, number: "singular" }]);
  if (!bare && !determiner.test(main[start]?.text ?? "")) return undefined;
  // Determiner, up to two declined adjectives, the noun.
  let at = bare ? start : start + 1;
  while (at < start + 3 && declinedAdjective(at === 0 ? lowered(main[at]) : main[at])) at += 1;
  const noun = main[at];
  if (bare && !nounReadings(noun).every((reading) => reading.number === "plural")) return undefined;
  const verb = lowered(main[start === 0 ? at + 1 : 0]);
  if (!isCapitalised(noun?.text ?? "") || !isFiniteVerbToken(verb)) return undefined;
  const plural = agrees(sub.readings, [{ person: 3, number: "plural" }]);
  const singular = agrees(sub.readings, [{ person: 3, number: "singular" }]);
  const masculine = pronoun.text === "er";
  const fits = (gender: string, number: string) =>
    masculine
      ? gender === "m" && number === "singular" && singular
      : (gender === "f" && number === "singular" && singular) || (number === "plural" && plural);
  const fitting = (token: Token | undefined) =>
    nounReadings(token).some((reading) => fits(reading.gender ?? "", reading.number ?? ""));
  // The main clause's verb agrees with the noun as the pronoun's verb does.
  const number = plural && !singular ? "plural" : "singular";
  if (!fitting(noun) || !agrees(finiteReadings(verb), [{ person: 3, number }])) return undefined;
  // "Der Vermieter ruft den Mieter an, wenn er …": another noun that fits may be meant.
  if (
    main.some((token, index) => (index < start || index > at) && isCapitalised(token.text) && fitting(token))
  )
    return undefined;
  return main.slice(start, at + 1).map((token, index) => ({
    ...token,
    text:
      index === 0 && start + index !== at && !/^Ihre?$/.test(token.text)
        ? token.text.toLowerCase()
        : token.text,
    space: index === 0 ? pronoun.space : token.space,
  }));
}

/**
 * "Reichen Sie den Antrag ein, wenn Sie ihn ausgefüllt haben": put first, the condition would
 * name "ihn" before the main clause names "den Antrag" ("Vielleicht haben Sie ihn ausgefüllt."). The
 * one noun phrase of the main clause the pronoun fits (article or possessive of the same case,
 * gender and number, up to two adjectives, a noun) takes its place: "Vielleicht haben Sie den
 * Antrag ausgefüllt." Unchanged when no or more than one noun phrase fits.
 */
function nameForward(sub: VerbFinal, main: readonly Token[]): VerbFinal {
  if (/^(?:er|sie|dieser|diese|dieses)$/.test(sub.middle[0]?.text ?? "")) return subjectForward(sub, main);
  if (sub.middle[0]?.text === "es") return neuterSubjectForward(sub, main);
  const at = sub.middle.findIndex((token, index) => index > 0 && FORWARD_PRONOUNS[token.text] !== undefined);
  const pronoun = sub.middle[at];
  const kind = pronoun === undefined ? undefined : FORWARD_PRONOUNS[pronoun.text];
  if (pronoun === undefined || kind === undefined) return sub;
  if (sub.middle.some((token, index) => index !== at && FORWARD_PRONOUNS[token.text] !== undefined))
    return sub;
  const phrases: Token[][] = [];
  main.forEach((token, index) => {
    if (!kind.determiner.test(token.text) || index === 0) return;
    let end = index + 1;
    while (end < index + 3 && declinedAdjective(main[end])) end += 1;
    const noun = main[end];
    const readings = nounReadings(noun);
    if (
      readings.length === 0 ||
      !readings.every((reading) => kind.fits(reading.gender ?? "", reading.number ?? ""))
    )
      return;
    phrases.push(main.slice(index, end + 1));
  });
  const [phrase, ...others] = phrases;
  if (phrase === undefined || others.length > 0) return sub;
  const named = phrase.map((token, index) => (index === 0 ? { ...token, space: pronoun.space } : token));
  return { ...sub, middle: [...sub.middle.slice(0, at), ...named, ...sub.middle.slice(at + 1)] };
}

/**
 * An "es" that stands for no noun: impersonal verbs ("es gibt", "es regnet") and what is needed or
 * possible ("wenn es nötig ist", "wenn es so weit ist").
 */
function nounlessEs(sub: VerbFinal): boolean {
  return (
    sub.readings.some((reading) => IMPERSONAL_ES.has(reading.lemma)) ||
    sub.middle.some(
      (token) => ALLOWED_STATES.test(token.text) || /^(?:so|soweit|sinnvoll|zumutbar|Fall)$/.test(token.text),
    )
  );
}

/** Determiners of a neuter singular noun and the nominative that names it again. */
const NEUTER_NOMINATIVE: Readonly<Record<string, string>> = {
  das: "das",
  des: "das",
  dem: "das",
  dieses: "das",
  diesem: "das",
  ein: "ein",
  eines: "ein",
  einem: "ein",
  Ihr: "Ihr",
  Ihres: "Ihr",
  Ihrem: "Ihr",
};

/** Nouns whose readings are all neuter singular, and those with one such reading. */
function neuterNouns(main: readonly Token[]): { only: number[]; any: number } {
  const only: number[] = [];
  let any = 0;
  main.forEach((token, index) => {
    const readings = isCapitalised(token.text) ? nounReadings(token) : [];
    const neuter = (reading: (typeof readings)[number]) =>
      reading.gender === "n" && reading.number === "singular";
    if (readings.some(neuter)) any += 1;
    if (readings.length > 0 && readings.every(neuter)) only.push(index);
  });
  return { only, any };
}

/**
 * "Die Kosten des Mittels werden von der Krankenkasse übernommen, sofern es von der Kinderärztin
 * verordnet wurde": put first, "Vielleicht hat die Kinderärztin es verordnet." named "es" before
 * the main clause named "das Mittel". The subject "es" of a passive or state ("verordnet wurde",
 * "fertig ist"; not "nötig", "möglich", "so weit": no noun meant) takes the one neuter singular noun of the main clause, in the nominative with the lemma
 * ("des Mittels" -> "das Mittel"): "Vielleicht hat die Kinderärztin das Mittel verordnet." Only
 * when the noun follows its determiner directly, no other noun may be neuter singular and the main
 * clause has no third-person pronoun; unchanged otherwise (unlessBoundPronoun then decides).
 */
function neuterSubjectForward(sub: VerbFinal, main: readonly Token[]): VerbFinal {
  const pronoun = sub.middle[0];
  const state =
    sub.readings.every((reading) => /^(?:sein|werden)$/.test(reading.lemma)) &&
    agrees(sub.readings, [{ person: 3, number: "singular" }]);
  if (pronoun === undefined || !state || nounlessEs(sub)) return sub;
  if (main.some((token) => /^(?:er|sie|es|ihn|ihm|ihr|ihnen|sich)$/.test(token.text))) return sub;
  const { only, any } = neuterNouns(main);
  const [at] = only;
  if (at === undefined || only.length > 1 || any > 1) return sub;
  const determiner =
    NEUTER_NOMINATIVE[main[at - 1]?.text.toLowerCase() === "ihr" ? "Ihr" : (main[at - 1]?.text ?? "")];
  const lemma = nounReadings(main[at])[0]?.lemma;
  if (determiner === undefined || lemma === undefined || at < 1) return sub;
  const named = [
    { ...word(determiner), space: pronoun.space },
    { ...(main[at] as Token), text: lemma },
  ];
  return { ...sub, middle: [...named, ...sub.middle.slice(1)] };
}

/** Determiners that quantify over the noun after them ("jeder Mensch", "kein Kind"). */
const QUANTIFIED_NOUN = /^(?:jede[rs]?|kein|keine[rs]?)$/i;

/** The noun fits the condition's subject pronoun er/sie/es in gender and number. */
function fitsPronoun(noun: Token | undefined, sub: VerbFinal): boolean {
  const pronoun = sub.middle[0]?.text;
  const singular = agrees(sub.readings, [{ person: 3, number: "singular" }]);
  return nounReadings(noun).some((reading) =>
    pronoun === "er"
      ? reading.gender === "m" && reading.number === "singular" && singular
      : pronoun === "es"
        ? reading.gender === "n" && reading.number === "singular" && singular
        : pronoun === "sie" &&
          (singular ? reading.gender === "f" && reading.number === "singular" : reading.number === "plural"),
  );
}

/** Pronouns that stand for "niemand", "jeder" and the like in a clause after them. */
const QUANTIFIER = /^(?:niemand|jemand|jeder|jede|keiner|keine|einer)$/i;

/**
 * A pronoun of the condition that a word of the main clause binds; put first it would point
 * forward. "Niemand darf mitspielen, wenn er nicht bezahlt." was "Vielleicht bezahlt er nicht." /
 * "Niemand darf dann mitspielen." ("er" is whoever does not pay); "sofern es von der Kinderärztin
 * verordnet wurde" (es = "das Mittel" of the main clause) when neuterSubjectForward could not name
 * it. Undefined (the sentence stays whole) then: a quantifier standing alone in the main clause
 * ("niemand", "jeder", not "keine Kosten") with a third-person pronoun in the condition, or a subject
 * "es" that stands for a noun (not "es gibt", "es regnet", "wenn es nötig ist") with a neuter
 * singular noun in the main clause. The condition otherwise.
 */
function unlessBoundPronoun(
  condition: Token[] | undefined,
  sub: VerbFinal,
  main: readonly Token[],
): Token[] | undefined {
  if (condition === undefined) return undefined;
  const quantified = main.some(
    (token, index) =>
      QUANTIFIER.test(token.text) &&
      !isCapitalised(main[index + 1]?.text ?? "") &&
      !declinedAdjective(main[index + 1]),
  );
  const third = (token: Token) => /^(?:er|sie|ihn|ihm|sein|seine[mnrs]?|ihr|ihre[mnrs]?)$/.test(token.text);
  if (quantified && sub.middle.some(third)) return undefined;
  // "Jeder Mensch darf mitspielen, wenn er bezahlt": the subject pronoun stands for each one the
  // quantified noun means ("Vielleicht bezahlt er." / "Dann darf jeder Mensch mitspielen." lost it).
  if (main.some((token, index) => QUANTIFIED_NOUN.test(token.text) && fitsPronoun(main[index + 1], sub)))
    return undefined;
  if (possessiveForward(sub, main)) return undefined;
  const es = sub.middle[0];
  if (es?.text !== "es" || !condition.includes(es)) return condition;
  if (nounlessEs(sub)) return condition;
  return neuterNouns(main).any > 0 ? undefined : condition;
}

/**
 * "Die Baugenehmigung erlischt, wenn … nach ihrer Erteilung … nicht begonnen worden ist": put
 * first, the condition's possessive "ihrer" would point forward to "die Baugenehmigung" ("Vielleicht
 * ist … nach ihrer Erteilung … nicht begonnen worden." named nothing). True when a third-person
 * possessive before a noun (sein-: masculine or neuter singular, ihr-: feminine or plural) has no
 * noun or pronoun before it in the condition that it may mean, and a noun of the main clause fits
 * it; not when the main clause has a third-person pronoun or possessive of its own (both then mean
 * someone named before). A noun counted by a number ("nach 3 Jahren") is no owner.
 */
function possessiveForward(sub: VerbFinal, main: readonly Token[]): boolean {
  const at = sub.middle.findIndex(
    (token, index) =>
      POSSESSIVE.test(token.text) &&
      (isCapitalised(sub.middle[index + 1]?.text ?? "") || declinedAdjective(sub.middle[index + 1])),
  );
  const possessive = sub.middle[at];
  if (possessive === undefined || thirdPersonIn(main) || main.some((token) => POSSESSIVE.test(token.text)))
    return false;
  const masculine = possessive.text.startsWith("s");
  const fits = (token: Token, index: number, tokens: readonly Token[]) =>
    isCapitalised(token.text) &&
    tokens[index - 1]?.kind !== "n" &&
    nounReadings(token).some((reading) =>
      masculine
        ? reading.number === "singular" && reading.gender !== "f"
        : reading.number === "plural" || reading.gender === "f",
    );
  const before = sub.middle.slice(0, at);
  if (before.some((token, index) => /^(?:er|sie|es|man)$/.test(token.text) || fits(token, index, before)))
    return false;
  return main.some(fits);
}

/** Third-person possessives: "sein", "seiner", "ihre", "ihrem" (not the reader's capital "Ihr"). */
const POSSESSIVE = /^(?:sein|seine[mnrs]?|ihr|ihre[mnrs]?)$/;

/** Adjectives whose own complement starts with "von" ("weit von Jerusalem", "frei von Schuld"). */
const VON_ADJECTIVES =
  /^(?:weit|fern|entfernt|frei|abhängig|unabhängig|überzeugt|begeistert|enttäuscht|voll|müde|verschieden|befreit|getrennt)$/;

/**
 * "dass das Zeugnis von 2 Menschen wahr ist" -> "Das Zeugnis von 2 Menschen ist wahr.": with
 * "sein" and one predicative adjective, a "von" phrase right after a noun subject belongs to the
 * noun and stays before the verb (not "Das Zeugnis ist von 2 Menschen wahr."). Not for pronoun
 * subjects or adjectives that take "von" themselves ("weit von Jerusalem").
 */
function attributeWithSubject(sub: VerbFinal, formal: boolean): Token[] | undefined {
  if (sub.nonFinite.length > 0 || sub.particle || (sub.after?.length ?? 0) > 0) return undefined;
  if (!sub.readings.some((reading) => reading.lemma === "sein")) return undefined;
  const subject = subjectAt(sub.middle, 0, formal);
  const first = sub.middle[0]?.text.toLowerCase() ?? "";
  if (subject === undefined || SUBJECT_PRONOUNS.has(first) || sub.middle[subject.end]?.text !== "von")
    return undefined;
  if (!agrees(sub.readings, subject.agreements)) return undefined;
  const attribute = subjectAt(sub.middle, subject.end + 1, formal);
  const predicate = sub.middle.at(-1);
  if (attribute === undefined || attribute.end !== sub.middle.length - 1 || predicate === undefined)
    return undefined;
  if (predicate.kind !== "w" || VON_ADJECTIVES.test(predicate.text)) return undefined;
  const adjective = readingsOf(predicate.text).some((reading) => reading.partOfSpeech === "adjective");
  if (!adjective || /^[A-ZÄÖÜ]/.test(predicate.text)) return undefined;
  return [...sub.middle.slice(0, attribute.end), sub.finite, predicate];
}

/**
 * A subject of one or two declined adjectives and a noun without an article, which agrees with
 * the verb: "dass heilende Kraft von ihm ausgegangen war" -> "Heilende Kraft war von ihm
 * ausgegangen." The noun must have a nominative reading that agrees; nothing else may stand
 * before it. The words keep their order, so only the verb moves.
 */
function bareNounFirst(sub: VerbFinal): Token[] | undefined {
  let index = 0;
  while (index < 2 && declinedAdjective(sub.middle[index])) index += 1;
  const noun = sub.middle[index];
  if (index === 0 || noun === undefined || noun.kind !== "w" || !/^[A-ZÄÖÜ]/.test(noun.text))
    return undefined;
  if (FUNCTION_WORDS.has(noun.text.toLowerCase())) return undefined;
  const agreements = nounReadings(noun)
    .filter((reading) => reading.cases.includes("nom"))
    .map((reading) => ({ person: 3 as const, number: reading.number }));
  if (agreements.length === 0 || !agrees(sub.readings, agreements)) return undefined;
  return [
    ...sub.middle.slice(0, index + 1),
    sub.finite,
    ...sub.middle.slice(index + 1),
    ...(sub.particle ? [sub.particle] : []),
    ...sub.nonFinite,
    ...(sub.after ?? []),
  ];
}

/** A lone "das"/"dies" (no noun or declined adjective after it) opens the clause. */
function loneDemonstrative(sub: VerbFinal): boolean {
  const [first, next] = sub.middle;
  if (first === undefined || next === undefined || !/^(?:das|dies)$/.test(first.text)) return false;
  return !(
    isCapitalised(next.text) ||
    declinedAdjective(next) ||
    next.kind !== "w" ||
    DETERMINERS.has(next.text)
  );
}

/**
 * "da dies bei der Planung berücksichtigt wird" -> "Dies wird bei der Planung berücksichtigt.",
 * "weil das niemand weiß" -> "Das weiß niemand.": a lone demonstrative "das"/"dies" (no noun or
 * declined adjective after it) opens the clause, read for the order as "es"; first in a
 * verb-second clause it stands well as subject or object. Only with a third person singular verb.
 */
function demonstrativeFirst(sub: VerbFinal, formal: boolean): Token[] | undefined {
  const first = sub.middle[0];
  if (first === undefined || !loneDemonstrative(sub)) return undefined;
  if (!sub.readings.some((reading) => reading.person === 3 && reading.number === "singular"))
    return undefined;
  const placeholder = { ...first, text: "es" };
  const ordered = subjectFirstOrder({ ...sub, middle: [placeholder, ...sub.middle.slice(1)] }, formal);
  if (ordered?.[0] !== placeholder) return undefined;
  return [first, ...ordered.slice(1)];
}

/** "heilende", "große": a lower-case adjective or participle with a declension ending. */
function declinedAdjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !/^[a-zäöüß]+(?:e|en|er|es|em)$/.test(token.text))
    return false;
  if (FUNCTION_WORDS.has(token.text) || DETERMINERS.has(token.text) || SUBJECT_PRONOUNS.has(token.text))
    return false;
  return readingsOf(token.text).some(
    (reading) => reading.partOfSpeech === "adjective" || reading.partOfSpeech === "verb",
  );
}

/** "ihr Antrag fehlt" read with "ihr" as the possessive of the noun after it ("Ihr Antrag fehlt."). */
function possessiveFirst(sub: VerbFinal): Token[] | undefined {
  const [first, ...rest] = sub.middle;
  if (first === undefined) return undefined;
  const capital = { ...first, text: "Ihr" };
  const ordered = subjectFirstOrder({ ...sub, middle: [capital, ...rest] }, true);
  return ordered?.map((token) => (token === capital ? first : token));
}

/**
 * Older Bible texts write "Du"/"Ihr" with a capital inside the sentence: "dass Ihr Nachkommen
 * Abrahams seid" -> "Ihr seid Nachkommen Abrahams". When the verb agrees with the pronoun; in
 * formal texts (there "Ihr" may be the polite possessive) only with a verb in the second person
 * alone ("seid", "habt"), which a possessive subject could not take.
 */
function capitalPronounFirst(sub: VerbFinal, formal: boolean): Token[] | undefined {
  const [first, ...rest] = sub.middle;
  if (first === undefined || !/^(?:Du|Ihr)$/.test(first.text)) return undefined;
  if (formal && !(sub.readings.length > 0 && sub.readings.every((reading) => reading.person === 2)))
    return undefined;
  const lowered = subjectFirstOrder(
    { ...sub, middle: [{ ...first, text: first.text.toLowerCase() }, ...rest] },
    formal,
  );
  return lowered === undefined ? undefined : [first, ...lowered.slice(1)];
}

/**
 * "dass jemand mit deinem Namen Dämonen austrieb" -> "Jemand trieb mit deinem Namen Dämonen aus":
 * jemand/niemand/jener alone as the subject of a third-person singular verb (not "jemand von
 * euch", "jener Mann").
 */
function indefiniteFirst(sub: VerbFinal): Token[] | undefined {
  const [pronoun, ...rest] = sub.middle;
  const next = rest[0]?.text.toLowerCase() ?? "";
  if (!/^(?:jemand|niemand|jener)$/.test(pronoun?.text ?? "") || pronoun === undefined) return undefined;
  if (next === "von" || DETERMINERS.has(next) || nounReadings(rest[0]).length > 0) return undefined;
  if (!agrees(sub.readings, [{ person: 3, number: "singular" }])) return undefined;
  return [
    pronoun,
    sub.finite,
    ...rest,
    ...(sub.particle ? [sub.particle] : []),
    ...sub.nonFinite,
    ...(sub.after ?? []),
  ];
}

/** Adverbs of place and time that can open a main clause before its verb ("Da standen 3 Männer"). */
const OPENING_ADVERBS =
  /^(?:da|dort|hier|heute|morgen|gestern|übermorgen|vorgestern|jetzt|nun|damals|dann|danach|bald|später|sonst|andernfalls)$/;

/**
 * A verb-final clause that opens with an adverb of place or time before its subject, in
 * main-clause order with the adverb first: "da 3 Männer vor ihm standen" -> "Da standen 3 Männer
 * vor ihm." Only when a subject that agrees follows the adverb (`adverbs`: which adverbs open it).
 */
function adverbFirst(
  sub: VerbFinal,
  formal: boolean,
  adverbs: RegExp = OPENING_ADVERBS,
): Token[] | undefined {
  const [adverb, ...rest] = sub.middle;
  if (adverb === undefined || !adverbs.test(adverb.text)) return undefined;
  const subject = subjectAt(rest, 0, formal);
  if (subject === undefined || !agrees(sub.readings, subject.agreements)) return undefined;
  return [
    adverb,
    sub.finite,
    ...rest,
    ...(sub.particle ? [sub.particle] : []),
    ...sub.nonFinite,
    ...(sub.after ?? []),
  ];
}

/**
 * A cause that opens with a pronominal adverb before its subject, in main-clause order:
 * "da dafür die Krankenkasse zuständig ist" -> "dafür ist die Krankenkasse zuständig". Only when
 * a subject that agrees follows the adverb.
 */
function pronominalAdverbFirst(sub: VerbFinal, formal: boolean): Token[] | undefined {
  return adverbFirst(sub, formal, PRONOMINAL_ADVERB);
}

/** True when a verb form of the clause (finite, infinitive or participle) has one of the lemmas. */
function mentionsVerb(tokens: readonly Token[], lemmas: ReadonlySet<string>): boolean {
  return tokens.some(
    (token) =>
      finiteReadings(token).some((reading) => lemmas.has(reading.lemma)) ||
      pastParticipleLemmas(token).some((lemma) => lemmas.has(lemma)) ||
      infinitiveLemmas(token).some((lemma) => lemmas.has(lemma)),
  );
}

/** The modal a verb of commanding or allowing in the main clause asks for ("bat" -> "sollen"). */
function commandModalOf(main: readonly Token[]): "sollen" | "dürfen" | undefined {
  for (const token of main) {
    const lemmas = [...finiteReadings(token).map((reading) => reading.lemma), ...pastParticipleLemmas(token)];
    const modal = lemmas.map(commandModal).find((found) => found !== undefined);
    if (modal !== undefined) return modal;
  }
  return undefined;
}

/** Third-person words that would have to change with the speaker: then only the mood changes. */
const THIRD_PERSON_WORDS = /^(?:sich|ihm|ihn|ihr|ihre[mnrs]?|sein|seine[mnrs]?|ihnen)$/i;

/**
 * Reported speech with Konjunktiv I -> indicative after the colon: "Er sagte, dass die Frau krank
 * sei." -> "Er sagte: Die Frau ist krank."; when the speaker reports about himself ("Er sagte,
 * dass er morgen komme.") -> "Er sagte: Ich komme morgen." Otherwise the content stays as it is.
 */
function directSpeech(main: readonly Token[], sub: VerbFinal, content: Token[]): Token[] {
  const subjunctive = sub.readings.filter(
    (reading) => reading.tense === "konjunktiv1" && reading.person === 3,
  );
  if (
    subjunctive.length === 0 ||
    sub.readings.some((reading) => reading.tense === "praesens" && reading.person === 3)
  )
    return content;
  const [reading] = subjunctive;
  if (reading === undefined) return content;
  const finiteIndex = content.indexOf(sub.finite);
  const subjectTokens = content.slice(0, finiteIndex);
  // "dass ich alles gekauft habe": "habe" is the present of "ich", no Konjunktiv I.
  if (subjectTokens.length === 1 && /^(?:ich|du|wir|ihr)$/i.test(subjectTokens[0]?.text ?? ""))
    return content;
  const speaker = mainSpeaker(main);
  const self =
    speaker !== undefined &&
    subjectTokens.length === 1 &&
    subjectTokens[0]?.text.toLowerCase() === speaker &&
    reading.number === "singular" &&
    !content.some((token, index) => index !== 0 && THIRD_PERSON_WORDS.test(token.text));
  const person = self ? 1 : 3;
  const form = finiteFormOf(reading.lemma, "praesens", person, reading.number)?.split(" ")[0];
  if (form === undefined || finiteIndex < 0) return content;
  const out = [...content];
  out[finiteIndex] = { ...sub.finite, text: form };
  if (self) out[0] = { ...(out[0] as Token), text: "ich" };
  return out;
}

/**
 * A purpose clause in Konjunktiv I ("damit er sie berühre", "damit das Wort erfüllt werde") in the
 * indicative: "Dann berührt er sie." Only a third-person form that cannot be read as present.
 */
function indicative(sub: VerbFinal): VerbFinal {
  const [reading, ...others] = sub.readings.filter(
    (candidate) => candidate.tense === "konjunktiv1" && candidate.person === 3,
  );
  if (
    reading === undefined ||
    sub.readings.some((candidate) => candidate.tense === "praesens" && candidate.person === 3) ||
    sub.middle.some((token) => /^(?:ich|du|wir|ihr)$/i.test(token.text))
  )
    return sub;
  if (others.some((other) => other.lemma !== reading.lemma || other.number !== reading.number)) return sub;
  const form = finiteFormOf(reading.lemma, "praesens", 3, reading.number);
  if (form === undefined || form.includes(" ") || sub.particle !== undefined) return sub;
  return { ...sub, finite: { ...sub.finite, text: form } };
}

/**
 * A purpose in the past ("…, damit sie über der Erde schienen") is no fact: "Sie sollten über der
 * Erde scheinen.", not "Dann haben sie über der Erde geschienen." Only a full verb standing alone
 * whose readings are all past (Präteritum or Konjunktiv II) of one lemma and number.
 */
function pastPurpose(sub: VerbFinal): VerbFinal | undefined {
  return purposeWithModal(sub, "praeteritum", "sollen");
}

/**
 * A purpose clause of one full verb said with a modal: in the past "sollten" ("damit sie über der
 * Erde schienen" -> "Sie sollten über der Erde scheinen"), in the present "soll"/"will" (a question's
 * purpose: "damit mein Kind einen Platz bekommt" -> "Mein Kind soll einen Platz bekommen").
 */
function purposeWithModal(
  sub: VerbFinal,
  tense: "praeteritum" | "praesens",
  modal: "sollen" | "wollen" | "dürfen",
  formTense: "praeteritum" | "praesens" = tense,
): VerbFinal | undefined {
  if (sub.nonFinite.length > 0 || sub.after !== undefined) return undefined;
  const first = sub.readings[0];
  if (first === undefined || AUXILIARY_AND_MODAL_VERBS.includes(first.lemma)) return undefined;
  const past = (reading: string): boolean => reading === "praeteritum" || reading === "konjunktiv2";
  if (sub.readings.some((reading) => reading.lemma !== first.lemma)) return undefined;
  if (tense === "praeteritum" && sub.readings.some((reading) => !past(reading.tense))) return undefined;
  // The present: "bekomme" is also Konjunktiv I, "bekommt" also "ihr bekommt"; the subject decides.
  const readings =
    tense === "praeteritum"
      ? sub.readings
      : sub.readings.filter(
          (reading) =>
            (reading.tense === "praesens" || reading.tense === "konjunktiv1") &&
            (SUBJECT_PRONOUNS.get(sub.middle[0]?.text ?? "")?.[0]?.person ?? 3) === reading.person,
        );
  if (readings.length === 0) return undefined;
  const forms = new Set(
    readings.map((reading) => finiteFormOf(modal, formTense, reading.person, reading.number)),
  );
  const [form] = forms;
  if (forms.size !== 1 || form === undefined) return undefined;
  const finite = { ...sub.finite, text: form };
  return {
    ...sub,
    finite,
    particle: undefined,
    nonFinite: [word(first.lemma)],
    readings: finiteReadings(finite),
  };
}

/**
 * The purpose of a question as a wish: the asker's own ("damit ich einen Termin bekomme" -> "Ich
 * will einen Termin bekommen.") or another's ("damit mein Kind …" -> "Mein Kind soll …").
 */
function questionPurpose(sub: VerbFinal, main: readonly Token[], formal: boolean): Token[] | undefined {
  if (negated(sub) || main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  // "Wie können wir sicherstellen, damit …": "damit" stands for "dass" after a verb of bringing about.
  if (
    main.some((token) =>
      /^(?:sicherstellen|sichergestellt|gewährleisten|erreichen|bewirken|sorgen)$/.test(token.text),
    )
  )
    return undefined;
  // "Warum tust du das, damit …?" asks a reason of its own; "damit das Amt ihn bearbeitet": put
  // first, "ihn" would point forward into the question.
  if (/^(?:warum|weshalb|wieso)$/i.test(main[0]?.text ?? "")) return undefined;
  if (sub.middle.some((token) => /^(?:er|sie|es|ihn|ihm|ihr|ihnen)$/.test(token.text))) return undefined;
  const subject = sub.middle[0]?.text ?? "";
  // "ich"/"wir" want it themselves; "Sie"/"du"/"ihr" only as the asker ("Was müssen Sie tun, damit
  // Sie …?"): "damit Sie meinen Antrag bearbeiten" as "Sie sollen …" would read as an order.
  const own =
    /^(?:ich|wir)$/.test(subject) ||
    (/^(?:man|Sie|du|ihr)$/.test(subject) && main.some((token) => token.text === subject));
  if (!own && /^(?:Sie|du|ihr)$/.test(subject)) return undefined;
  const wish = purposeWithModal(sub, "praesens", own ? "wollen" : "sollen");
  return wish && subjectFirst(wish, formal);
}

/** "er"/"sie" as the subject of a main clause with a verb of saying, or undefined. */
function mainSpeaker(main: readonly Token[]): string | undefined {
  const verb = main.find((token) => finiteReadings(token).some((reading) => SAYING.has(reading.lemma)));
  if (verb === undefined) return undefined;
  const pronouns = main.filter((token) => /^(?:er|sie)$/i.test(token.text) && token !== verb);
  return pronouns.length === 1 ? pronouns[0]?.text.toLowerCase() : undefined;
}

/**
 * A subordinate clause with a second finite verb or subordinator inside ("dass er besessen sei
 * und Dämonen austreiben könne", "ob A oder ob B"): verb-second order would mix the two clauses.
 */
export function coordinatedClauses(sub: VerbFinal): boolean {
  // "dass Ihr Kind dunkle Kleidung trägt": a lower-case form that is also a declined adjective,
  // right before a noun, is that adjective ("dunkle" is also "ich dunkle").
  const finite = (token: Token, index: number) =>
    finiteReadings(token).length > 0 && !attributiveBeforeNoun(token, sub.middle[index + 1]);
  // "dass Herrscher die Menschen unterdrücken und ihre Macht missbrauchen": a verb form that may be
  // finite, then "und"/"oder" — two verb-final clauses share the subordinator.
  const firstVerb = sub.middle.findIndex((token, index) => index > 0 && finite(token, index));
  const coordinated =
    firstVerb > 0 &&
    sub.middle.slice(firstVerb + 1).some((token) => /^(?:und|oder|sondern|aber)$/.test(token.text));
  return (
    coordinated ||
    sub.middle.some(
      (token, index) =>
        (index > 0 && finite(token, index) && !isNonFiniteVerb(token)) ||
        // "dass da 3 Männer standen": "da" right after the conjunction is the adverb; "während der
        // Regierung", "bis zum Ende": before an article the word is a preposition.
        (SUBORDINATORS.has(token.text.toLowerCase()) &&
          // "sobald der Bescheid da ist": "da" right before the verb is the adverb too, so is
          // "damit" there ("was er damit sagen wollte").
          !((index === 0 || index === sub.middle.length - 1) && token.text === "da") &&
          !(index === sub.middle.length - 1 && token.text === "damit") &&
          !DETERMINERS.has(sub.middle[index + 1]?.text.toLowerCase() ?? "") &&
          !/^(?:zum|zur|ins|im|am)$/.test(sub.middle[index + 1]?.text ?? "")),
    )
  );
}

/** A lower-case declined adjective right before a capitalised noun ("dunkle Kleidung"). */
function attributiveBeforeNoun(token: Token, next: Token | undefined): boolean {
  return (
    next !== undefined &&
    isCapitalised(next.text) &&
    nounReadings(next).length > 0 &&
    isDeclinedAdjective(token)
  );
}

/**
 * Splits "main, SUB ..." or "SUB ..., main" into main clauses. Both parts must be single comma
 * segments; the subordinate clause must end in its finite verb. Returns undefined when unsure.
 */
export function splitSubordinate(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const leading = subordinatorOf(first) ?? (leadingAls(first) ? { word: "als", length: 1 } : undefined);
  if (leading !== undefined) {
    const rest = first.slice(leading.length);
    const sub = readSubordinate(rest);
    if (sub === undefined || !(hasFiniteVerb(second) || isImperative(second[0]) || resumedImperative(second)))
      return undefined;
    if (concessiveWenn(leading.word, sub)) return undefined;
    if (!coordinatedClauses(sub) || infinitivesUnderOneVerb(sub, context.formal))
      return subordinateFirst(leading.word, sub, second, end, context);
    const both = coordinatedVerbFinal(rest, leading.word, context.formal);
    return (
      both &&
      possibleConjuncts(
        appendSecond(subordinateFirst(leading.word, both.left, second, end, context), both),
        both,
        context.formal,
      )
    );
  }
  const trailing = subordinatorOf(second);
  if (trailing === undefined || !(hasFiniteVerb(first) || isImperative(first[0], first[1]))) return undefined;
  if (CONDITION.test(trailing.word)) {
    const joined = conditionAfterJoiner(first, second, end, context);
    if (joined !== "none") return joined;
  }
  const rest = second.slice(trailing.length);
  const sub = readSubordinate(rest);
  if (sub === undefined || concessiveWenn(trailing.word, sub)) return undefined;
  // "Wir zahlen die Kosten, obwohl das nicht unsere Pflicht ist": the lone demonstrative of a
  // concession means the main clause; put first it would point forward.
  if (loneDemonstrative(sub) && /^(?:obwohl|obgleich)$/.test(trailing.word)) return undefined;
  const onlyIf = onlyIfMain(first, trailing.word);
  if (onlyIf !== undefined) {
    const then = onlyThen(onlyIf, sub, end, context, first);
    // "Kindergeld kann nur weitergezahlt werden, wenn es sich in Ausbildung befindet und noch nicht
    // 25 Jahre alt ist": where the condition cannot go first, it follows as what is required.
    if (then !== undefined || !context.formal) return then;
    const required = requirementsAfter(first, rest, end, true);
    return required === "none" ? undefined : required;
  }
  const focus = focusedClause(first, trailing.word);
  if (focus === "keep") return undefined;
  if (focus !== undefined) return onlyAfter(focus, sub, end, context, first);
  if (!coordinatedClauses(sub) || infinitivesUnderOneVerb(sub, context.formal))
    return subordinateLast(trailing.word, first, sub, end, context);
  if (CONDITION.test(trailing.word) && context.formal) {
    const required = requirementsAfter(first, rest, end);
    if (required !== "none") return required;
  }
  if (trailing.word === "ob") return alternativeQuestions(first, rest, end);
  const found = coordinatedVerbFinal(rest, trailing.word, context.formal);
  const both = trailing.word === "dass" && found !== undefined ? reportedConjuncts(found) : found;
  // The conjuncts after the first keep their verbs, so the first keeps its own too ("Wir bitten
  // darum:" / "Sie kopieren …" / "Und Sie senden …", not "Sie sollen …" for the first only).
  const conjunct = { ...context, conjunct: true };
  return (
    both &&
    possibleConjuncts(
      appendSecond(subordinateLast(trailing.word, first, both.left, end, conjunct), both),
      both,
      context.formal,
    )
  );
}

/**
 * "sofern ein Grad der Behinderung von 70 festgestellt wurde und die Gehbehinderung auf … zurückzuführen
 * ist": after "Vielleicht wurde ein Grad … festgestellt." the second condition "Und die Gehbehinderung
 * ist auf … zurückzuführen." read as a fact. A later conjunct after "Und" of a condition put as a
 * possibility is a possibility too: "Und vielleicht ist die Gehbehinderung auf … zurückzuführen."
 * ("Oder Sie brauchen Hilfe." after "Vielleicht haben Sie Fragen." reads as the other possibility
 * and stays.) Only when the first conjunct became a "Vielleicht" clause; a conjunct whose order
 * cannot take "vielleicht" in front gets it after its verb; unchanged otherwise.
 */
function possibleConjuncts(
  clauses: Clause[] | undefined,
  both: Conjuncts,
  formal: boolean,
): Clause[] | undefined {
  const host = clauses?.findIndex((candidate) => candidate.tokens.includes(both.left.finite)) ?? -1;
  if (clauses === undefined || clauses[host]?.tokens[0]?.text !== "Vielleicht") return clauses;
  return clauses.map((found, index) => {
    const [joiner, ...rest] = found.tokens;
    if (index <= host || index > host + both.right.length || joiner?.text !== "Und") return found;
    if (rest.some((token) => /^vielleicht$/i.test(token.text))) return found;
    const maybe =
      prefixLowered(rest, "vielleicht", formal) ?? connectorInMiddle(rest, "vielleicht", found.end);
    return maybe === undefined ? found : { ...found, tokens: [joiner, ...maybe] };
  });
}

/**
 * A main clause joined to what came before, then a condition after it. "Und der Parkausweis darf
 * nur genutzt werden, wenn die berechtigte Person selbst befördert wird" (the second conjunct of
 * "dass ein Parkausweis nicht übertragbar ist und nur genutzt werden darf, wenn …") gave
 * "Vielleicht wird die berechtigte Person selbst befördert." / "Und der Parkausweis darf nur dann
 * genutzt werden.": the "Und" joined the result to the condition, not to the fact before it. The
 * clause is split without its joiner: "und" then goes (the condition opens a new thought), "aber"
 * and "oder" open the condition ("Aber vielleicht …"); when the main clause stays first it keeps
 * the joiner. "Ein Parkausweis ist nicht übertragbar und darf nur genutzt werden, wenn …": "nur"
 * limits the later verb only, so the first conjunct stays a fact of its own and the later one is
 * split with its subject repeated (was "Nur dann ist ein Parkausweis nicht übertragbar und darf
 * genutzt werden."); so is a later clause with a subject of its own ("und man darf ihn nur nutzen").
 * "none" when neither applies.
 */
function conditionAfterJoiner(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined | "none" {
  const later = laterLimitedConjunct(main, second, context.formal);
  if (later !== undefined) {
    const split = splitSubordinate([word("Und"), ...later.right], second, end, context);
    return split && [clause(later.left), ...split];
  }
  const joiner = main[0];
  const rest = main.slice(1);
  if (joiner === undefined || !/^(?:und|oder|aber)$/i.test(joiner.text) || rest.length < 2) return "none";
  // "Oder ist ein Mensch unter euch, der …, wenn dieser ihn nach Brot fragt?": a question, or a
  // clause that opens with its verb, keeps its joiner where it stands.
  if (
    end.includes("?") ||
    isFiniteVerbToken({ ...(rest[0] as Token), text: rest[0]?.text.toLowerCase() ?? "" })
  )
    return "none";
  const split = splitSubordinate(rest, second, end, context);
  const [head, ...tail] = split ?? [];
  if (split === undefined || head === undefined) return undefined;
  const opener = head.tokens[0];
  const mainFirst = opener?.text.toLowerCase() === rest[0]?.text.toLowerCase();
  if (mainFirst) return [{ ...head, tokens: [joiner, ...head.tokens] }, ...tail];
  if (/^und$/i.test(joiner.text) || opener === undefined) return split;
  const lowered = { ...opener, text: trueCaseInitial(opener.text, context.formal) };
  return [{ ...head, tokens: [joiner, lowered, ...head.tokens.slice(1)] }, ...tail];
}

/**
 * "Ein Parkausweis ist nicht übertragbar und darf nur genutzt werden": a subject, its verb, then
 * "und" and a second finite verb of the same subject (or a main clause with a subject of its own)
 * that holds the "nur" of "only if" (none before "und"). The first conjunct and the second with
 * the subject repeated ("der Parkausweis darf nur genutzt werden"; an indefinite subject becomes
 * definite), or undefined.
 */
function laterLimitedConjunct(
  main: readonly Token[],
  second: readonly Token[],
  formal: boolean,
): { left: Token[]; right: Token[] } | undefined {
  const subject = nominativeSubjectAt(main, 0, formal);
  if (subject === undefined || !agrees(finiteReadings(main[subject.end]), subject.agreements))
    return undefined;
  const at = main.findIndex((token, index) => index > subject.end && token.text === "und");
  const only = main.findIndex((token) => /^(?:nur|bloß)$/.test(token.text));
  if (at < 0 || only < at || main.slice(at + 1).some((token) => token.kind === "p")) return undefined;
  // "und man darf ihn nur nutzen": a second main clause with a subject of its own.
  const own = nominativeSubjectAt(main, at + 1, formal);
  const ownClause = own !== undefined && agrees(finiteReadings(main[own.end]), own.agreements);
  if (!ownClause && !agrees(finiteReadings(main[at + 1]), subject.agreements)) return undefined;
  const named = definiteSubject(main.slice(0, subject.end)) ?? main.slice(0, subject.end);
  const right = ownClause ? main.slice(at + 1) : [...named, ...main.slice(at + 1)];
  const kind = subordinatorOf(second)?.word ?? "";
  return onlyIfMain(right, kind) === undefined ? undefined : { left: main.slice(0, at), right };
}

/**
 * "dass die Menge der Spenden schwanke und man deshalb weniger ausgeben könne": reported speech
 * in Konjunktiv I joined by "und" goes into the indicative, every conjunct alike ("Die Menge …
 * schwankt." / "Und man kann deshalb weniger ausgeben."; the split kept "könne" and then failed
 * on the first verb's new form). Only when every conjunct's verb is a third-person Konjunktiv I
 * that cannot be read as present and the subject is no pronoun; otherwise the conjuncts stay as
 * they are.
 */
function reportedConjuncts(both: Conjuncts): Conjuncts | undefined {
  // "Er sagte, dass er krank sei und …": after the colon "Er ist krank." would name someone else
  // (one clause becomes "Ich bin krank."); with a pronoun for subject the conjuncts stay as they are.
  if (/^(?:er|sie|es)$/i.test(both.left.middle[0]?.text ?? "")) return both;
  const changed = indicative(both.left);
  // Konjunktiv I that does not go into the indicative stays whole ("Und er könne …" would leak it).
  const konjunktiv = (tokens: readonly Token[]) =>
    tokens.some((token) => {
      const readings = finiteReadings(token).filter((reading) => reading.person === 3);
      return readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv1");
    });
  if (changed === both.left)
    return konjunktiv([both.left.finite]) || both.right.some(konjunktiv) ? undefined : both;
  // "…, dass das Geld weg sei und er nichts wisse": "er" in a later conjunct of reported speech
  // would name someone else after the colon too.
  const third = (token: Token | undefined) => /^(?:er|sie|es)$/.test(token?.text ?? "");
  if (
    both.right.some(
      (tokens) => third(tokens[0]) || (/^(?:und|oder)$/i.test(tokens[0]?.text ?? "") && third(tokens[1])),
    )
  )
    return undefined;
  // The readings of the new form, so that no later step reads the Konjunktiv again.
  const left = { ...changed, readings: finiteReadings(changed.finite) };
  const right = both.right.map((tokens) => {
    const at = tokens.findIndex((token) => finiteReadings(token).length > 0);
    const form = at < 0 ? undefined : indicativeForm(tokens[at] as Token);
    return form === undefined ? undefined : tokens.with(at, { ...(tokens[at] as Token), text: form });
  });
  if (right.some((tokens) => tokens === undefined)) return undefined;
  return { left, right: right as Token[][] };
}

/** The present indicative of a third-person Konjunktiv I that cannot be read as present ("könne" -> "kann"). */
function indicativeForm(token: Token): string | undefined {
  const readings = finiteReadings(token).filter((reading) => reading.person === 3);
  const [reading] = readings;
  if (
    reading === undefined ||
    readings.some((other) => other.tense !== "konjunktiv1" || other.lemma !== reading.lemma) ||
    readings.some((other) => other.number !== reading.number)
  )
    return undefined;
  const form = finiteFormOf(reading.lemma, "praesens", 3, reading.number);
  return form === undefined || form.includes(" ") ? undefined : form;
}

/**
 * "Dann wird er erkennen, ob die Lehre von Gott ist oder ob ich von mir aus spreche." -> "Dann wird
 * er erkennen:" / "Ist die Lehre von Gott?" / "Oder spreche ich von mir aus?": two whether-clauses
 * joined by "oder", each a single verb-final clause. Without a repeated "ob" and a subject of its
 * own the second takes the first one's subject when its verb agrees ("ob er kommt oder bleibt" ->
 * "Kommt er?" / "Oder bleibt er?"). Not for questions.
 */
function alternativeQuestions(
  main: readonly Token[],
  rest: readonly Token[],
  end: string,
): Clause[] | undefined {
  if (end.includes("?") || end === ":") return undefined;
  const at = rest.findIndex((token, index) => index > 1 && token.text === "oder");
  const repeated = rest[at + 1]?.text === "ob" ? 2 : 1;
  const left = at > 0 ? readVerbFinal(rest.slice(0, at)) : undefined;
  const tail = rest.slice(at + repeated);
  const right = at > 0 ? (readVerbFinal(tail) ?? bareVerb(tail)) : undefined;
  if (left === undefined || right === undefined || coordinatedClauses(left) || coordinatedClauses(right))
    return undefined;
  const subject = subjectAt(left.middle, 0, false);
  const own = subjectAt(right.middle, 0, false);
  if (subject === undefined || !agrees(left.readings, subject.agreements)) return undefined;
  let second = questionOrder(right);
  if (own === undefined || !agrees(right.readings, own.agreements)) {
    // "oder bleibt": the subject of the first clause, when nothing else may be the subject.
    const other = right.middle.some(
      (token) => DETERMINERS.has(token.text.toLowerCase()) || /^\p{Lu}/u.test(token.text),
    );
    if (repeated === 2 || other || !agrees(right.readings, subject.agreements)) return undefined;
    second = questionOrder({ ...right, middle: [...left.middle.slice(0, subject.end), ...right.middle] });
  }
  return [clause([...main], ":"), clause(questionOrder(left), "?"), clause([word("Oder"), ...second], "?")];
}

/** Focus particles that, at the end of a main clause, take the subordinate clause after it ("nur, wenn"). */
const FOCUS = /^(?:erst|nur|auch|sogar|selbst|gerade|dann|so|genau|bloß|besonders)$/i;

/**
 * "Sie bekommen das Geld erst, wenn …", "nur, weil …": a focus particle that belongs to the
 * subordinate clause; split apart it would say something else ("Dann bekommen Sie das Geld erst.").
 * Returns the main clause without "erst" when "erst" goes with a condition or time in the present
 * ("Zuerst … / Dann …" says it), "keep" for the sentence to stay whole, undefined when there is
 * no such particle.
 */
function focusedClause(main: readonly Token[], subordinator: string): Token[] | "keep" | undefined {
  // "erst noch, bevor …" keeps its order in "Danach …"; "so, dass …" is a content clause.
  if (/^(?:bevor|ehe|dass|ob|sodass)$/.test(subordinator)) return undefined;
  const last = main.at(-1)?.text ?? "";
  // "rette dich selbst, indem …": "selbst" after a pronoun belongs to it.
  const self = last === "selbst" && PRONOUN_BEFORE_SUBJECT.test(main.at(-2)?.text ?? "");
  const erst = main.findIndex((token) => token.text === "erst");
  const temporal = /^(?:wenn|falls|sobald|nachdem|als|bis)$/.test(subordinator);
  // "Sie müssen nur unterschreiben, wenn …": "nur" anywhere may mean "only if".
  const only =
    /^(?:wenn|falls)$/.test(subordinator) && main.some((token) => /^(?:nur|bloß)$/.test(token.text));
  if (erst >= 0 && temporal) {
    const present = main.some((token) =>
      finiteReadings(token).some((reading) => reading.tense === "praesens"),
    );
    const past = main.some((token) =>
      finiteReadings(token).some((reading) => reading.tense === "praeteritum"),
    );
    if (only || !present || past || !/^(?:wenn|sobald|nachdem)$/.test(subordinator)) return "keep";
    // "essen erst dann, wenn …": the correlate "dann" goes with "erst" (the split says "Erst dann").
    const correlate = /^dann$/i.test(main[erst + 1]?.text ?? "") ? erst + 1 : -1;
    return main.filter((_, index) => index !== erst && index !== correlate);
  }
  return (FOCUS.test(last) && !self) || only ? "keep" : undefined;
}

/** Predicative adjectives of what is allowed, valid or needed ("ist nur möglich, wenn …"). */
const ALLOWED_STATES = /^(?:möglich|zulässig|erlaubt|gültig|wirksam|nötig|notwendig|erforderlich)$/;

/**
 * "Man darf den Preis nur dann vergeben, wenn …", "Sie bekommen das Geld nur, wenn …": "nur"
 * right before the comma or with the correlate "dann" makes the condition the only one. Returns
 * the main clause without "nur" (and "dann"), or undefined. "nur" elsewhere ("Sie müssen nur
 * unterschreiben, wenn …") may belong to the verb and is left to focusedClause.
 */
function onlyIfMain(main: readonly Token[], subordinator: string): Token[] | undefined {
  if (!/^(?:wenn|falls|sofern)$/.test(subordinator)) return undefined;
  // "Wir können Ihren Antrag nur bearbeiten, wenn …": with können/dürfen, "nur" right before the
  // closing infinitive is "only if" too ("Sie müssen nur unterschreiben" is "just").
  const may = main.some((token) =>
    finiteReadings({ ...token, text: token.text.toLowerCase() }).some((reading) =>
      /^(?:können|dürfen)$/.test(reading.lemma),
    ),
  );
  const beforeInfinitive = (index: number) =>
    may && index === main.length - 2 && infinitiveLemmas(main[index + 1] ?? word("")).length > 0;
  // "Eine Verlängerung ist nur (ausnahmsweise) möglich, wenn …": "nur" before the closing adjective
  // of what is allowed or valid, after a present "ist/sind", is "only if" too. Not after a lone
  // "Das ist nur möglich, …": after the condition "das" would point to it.
  const beforeAllowed = (index: number) =>
    !/^(?:das|dies|dieses|es)$/i.test(main[0]?.text ?? "") &&
    main.some((token) => /^(?:ist|sind)$/.test(token.text)) &&
    ALLOWED_STATES.test(main.at(-1)?.text ?? "") &&
    (index === main.length - 2 || (index === main.length - 3 && main[index + 1]?.text === "ausnahmsweise"));
  const at = main.findIndex(
    (token, index) =>
      /^(?:nur|bloß)$/.test(token.text) &&
      (index === main.length - 1 ||
        /^dann$/.test(main[index + 1]?.text ?? "") ||
        beforeInfinitive(index) ||
        beforeAllowed(index) ||
        beforePassive(main, index, may)),
  );
  if (at < 1) return undefined;
  return main.filter((_, index) => index !== at && !(index === at + 1 && main[index]?.text === "dann"));
}

/**
 * "Unterhaltsansprüche werden nur geprüft, wenn …", "Leistungen dürfen nur erbracht werden, wenn
 * …": "nur" right before the passive participle that closes the main clause (after a finite
 * "werden", or before "werden" after können/dürfen) is "only if" as well.
 */
function beforePassive(main: readonly Token[], index: number, may: boolean): boolean {
  const participle = main[index + 1];
  // "weitergezahlt": a separable particle before a participle the lexicon knows ("gezahlt").
  const separable = /^(?:weiter|zurück|nach|aus|ein|an|ab|auf|mit|vor|zu)(ge\p{Ll}+t)$/u.exec(
    participle?.text ?? "",
  );
  if (
    participle === undefined ||
    (pastParticipleLemmas(participle).length === 0 &&
      (separable?.[1] === undefined || pastParticipleLemmas(word(separable[1])).length === 0))
  )
    return false;
  // A rule in the present; "Er wurde nur gelobt, wenn er gewann" tells what happened each time.
  const present = (lemma: RegExp) =>
    main.some((token) =>
      finiteReadings({ ...token, text: token.text.toLowerCase() }).some(
        (reading) => lemma.test(reading.lemma) && reading.tense === "praesens",
      ),
    );
  if (may)
    return index === main.length - 3 && main[index + 2]?.text === "werden" && present(/^(?:können|dürfen)$/);
  return index === main.length - 2 && present(/^werden$/);
}

/** "Vielleicht stirbt der Preisträger …" / "Nur dann darf man den Preis vergeben." */
function onlyThen(
  main: Token[],
  sub: VerbFinal,
  end: string,
  context: SplitContext,
  original?: readonly Token[],
): Clause[] | undefined {
  if (end.includes("?") || end === ":" || unrealCondition(sub, main)) return undefined;
  // "wenn das Kind zur Schule geht oder eine Ausbildung macht": two verbs under one "wenn" would
  // be read as one clause ("Vielleicht macht das Kind zur Schule geht oder …").
  if (coordinatedClauses(sub)) return undefined;
  // "wenn deren Jahreseinkommen … übersteigt": a demonstrative not named by ownerForward would
  // point forward to a noun of the main clause.
  const condition = unlessPronounForward(maybeCondition(sub, main, context), sub, main);
  if (condition === undefined || condition.some((token) => /^(?:deren|dessen)$/.test(token.text)))
    return undefined;
  // "Nach Paragraf 46 können wir den Ausweis nur ausstellen, wenn …": "nur dann" where "nur" stood.
  return focusThen(condition, "Nur", /^(?:nur|bloß)$/, main, end, context, original);
}

/**
 * [first, "Nur/Erst dann …"]: the focus word before "dann" opens the main clause; a first place
 * the connector cannot take keeps its order, and "dann" follows the focus word where it stood in
 * `original` ("Beschädigte Gegenstände dürfen erst dann entsorgt werden."). Undefined otherwise.
 */
function focusThen(
  first: Token[],
  focus: string,
  focusWord: RegExp,
  main: Token[],
  end: string,
  context: SplitContext,
  original: readonly Token[] | undefined,
): Clause[] | undefined {
  const effect =
    prefixLowered(main, "dann", context.formal) ?? prepositionAfterVerb(main, "dann", context.formal);
  if (effect !== undefined) return [clause(first), clause([word(focus), ...effect], end)];
  const at = original?.findIndex((token) => focusWord.test(token.text)) ?? -1;
  if (original === undefined || at < 1) return undefined;
  const inPlace = original.flatMap((token, index) =>
    index === at ? [token, word("dann")] : index === at + 1 && token.text === "dann" ? [] : [token],
  );
  return [clause(first), clause(inPlace, end)];
}

/**
 * "Nach Paragraf 135 dürfen neue Methoden erbracht werden" -> "dann dürfen nach Paragraf 135 neue
 * Methoden erbracht werden": a first place that is a prepositional phrase (no verb form, words and
 * numbers only) goes after the finite verb and the pronouns behind it, so that "Nur dann" can open
 * the clause. In place, "Nach Paragraf 135 … dürfen neue Methoden nur dann erbracht werden." hid
 * the "nur dann" at the end of a long clause, and the condition before it ("Vielleicht hat der
 * Ausschuss eine Empfehlung abgegeben.") read as a mere possibility. Undefined otherwise.
 */
function prepositionAfterVerb(
  main: readonly Token[],
  connector: string,
  formal: boolean,
): Token[] | undefined {
  if (!startsWithPreposition(main)) return undefined;
  const verb = main.findIndex((token, index) => index > 1 && finiteReadings(token).length > 0);
  const prefield = main.slice(0, verb);
  if (
    verb < 2 ||
    verb > 10 ||
    prefield.some((token) => (token.kind !== "w" && token.kind !== "n") || isNonFiniteVerb(token))
  )
    return undefined;
  // After a subject that follows the verb ("kann der Parkausweis nach Paragraf 46 ausgestellt
  // werden": a later step still reads the passive), then after the pronouns behind it.
  const subject = nominativeSubjectAt(main, verb + 1, formal);
  let at =
    subject !== undefined && agrees(finiteReadings(main[verb]), subject.agreements) ? subject.end : verb + 1;
  while (at < main.length && PRONOUN_AFTER_VERB.test(main[at]?.text ?? "")) at += 1;
  // "ihr" before a noun is the possessive, which belongs to the noun phrase.
  if (main[at - 1]?.text === "ihr" && nounReadings(main[at]).length > 0) at -= 1;
  const [opener, ...rest] = prefield;
  if (opener === undefined || at >= main.length) return undefined;
  const lowered = { ...opener, text: trueCaseInitial(opener.text, formal) };
  return [word(connector), ...main.slice(verb, at), lowered, ...rest, ...main.slice(at)];
}

/** The condition as a possibility, its pronoun named by the main clause: "Vielleicht haben Sie den Antrag ausgefüllt." */
function maybeCondition(sub: VerbFinal, main: readonly Token[], context: SplitContext): Token[] {
  return connectorOrder(
    withObject(nameForward(ownerForward(sub, main), main), context.formal),
    pick("maybe", context),
  );
}

/**
 * "Wir holen die Möbel ab, wenn sie vor dem Haus stehen": put first, the condition's subject
 * "er"/"sie" would point forward ("Vielleicht stehen sie vor dem Haus." named nothing). The one
 * noun phrase of the main clause that fits it takes its place, whatever the verb ("Vielleicht
 * stehen die Möbel vor dem Haus." / "Dann holen wir die Möbel ab."); undefined (the sentence stays
 * whole) when it cannot be named but a noun of the main clause fits. Unchanged when the main clause
 * has a third-person pronoun ("Er ruft den Arzt, wenn er Fieber hat": both mean someone named
 * before) or no noun fits ("Sie bekommen das Geld, wenn er unterschreibt").
 */
function subjectNamed(sub: VerbFinal, main: readonly Token[]): VerbFinal | undefined {
  const pronoun = sub.middle[0];
  if (pronoun === undefined || !/^(?:er|sie)$/.test(pronoun.text)) return sub;
  if (thirdPersonIn(main)) return sub;
  // "wenn er die Rechnung schickt", "wenn er nicht kündigt", "wenn sie den Antrag stellen": a verb
  // of doing, with or without an object, likely means a person, not the thing of the main clause
  // ("Vielleicht schickt der Betrag die Rechnung."); only what things do is named whatever its
  // subject, the rest keeps its pronoun (a state or passive is named by maybeCondition).
  if (sub.readings.length === 0 || !sub.readings.every((reading) => THING_VERBS.test(reading.lemma)))
    return sub;
  const named = subjectForward(sub, main, true);
  if (named !== sub) return named;
  return unlessPronounForward([pronoun], sub, main) === undefined ? undefined : sub;
}

/** A third-person pronoun in the main clause: a pronoun of the condition may mean the same one. */
function thirdPersonIn(main: readonly Token[]): boolean {
  return main.some(
    (token, index) =>
      /^(?:er|sie|es|ihn|ihm|ihr|ihnen)$/.test(token.text) || (index === 0 && /^(?:Er|Es)$/.test(token.text)),
  );
}

/**
 * "Der Vermieter kündigt dem Mieter, wenn er die Miete nicht zahlt.": a condition whose subject
 * pronoun was not named would name "er" before the main clause names the noun it fits
 * ("Vielleicht zahlt er die Miete nicht." / "Dann kündigt der Vermieter dem Mieter."); undefined
 * then (the sentence stays whole). Unchanged when the main clause has a third-person pronoun of
 * its own or no noun fits (the pronoun points back to an earlier sentence).
 */
function unlessSubjectForward(condition: Token[] | undefined, sub: VerbFinal, main: readonly Token[]) {
  // "es" has its own checks (nounlessEs, neuterSubjectForward): "wenn es regnet", "wenn es nötig ist".
  if (condition === undefined || !/^(?:er|sie)$/.test(sub.middle[0]?.text ?? "") || thirdPersonIn(main))
    return condition;
  return unlessPronounForward(condition, sub, main);
}

/** Intransitive verbs of things ("wenn die Rechnung eingeht", "wenn die Möbel vor dem Haus stehen"). */
const THING_VERBS =
  /^(?:eingehen|ankommen|eintreffen|vorliegen|fehlen|ablaufen|auslaufen|enden|beginnen|anfangen|ausfallen|stehen|liegen|gelten|passen|funktionieren)$/;

/** Verbs whose "es" is impersonal: "es gibt", weather. */
const IMPERSONAL_ES = new Set(["geben", "regnen", "schneien", "hageln", "donnern", "blitzen", "dämmern"]);

/**
 * "Es wird von der Wohngeldstelle gewährt, wenn das Einkommen … nicht überschreitet": with the
 * condition put first, the main clause's "es"/"er" would point back to a noun of the condition
 * that fits it ("das Einkommen"), not to what it meant before the sentence. True then (the
 * sentence stays whole); "Er kommt, wenn die Mutter ruft" (no noun that fits) still splits.
 */
function pronounBackToCondition(sub: VerbFinal, main: readonly Token[]): boolean {
  const pronoun = main[0]?.text.toLowerCase();
  if (pronoun !== "er" && pronoun !== "es") return false;
  // "Es gibt Geld, wenn …", "Es regnet, wenn …": an impersonal "es" points nowhere.
  if (pronoun === "es" && finiteReadings(main[1]).some((reading) => IMPERSONAL_ES.has(reading.lemma)))
    return false;
  // "Er kann das Haus betreten, wenn er den Schlüssel hat": the condition's own subject is the same
  // pronoun; put first it names him, and the main clause's "er" goes on with him ("Vielleicht hat er
  // den Schlüssel." / "Dann kann er das Haus betreten.").
  if (
    sub.middle[0]?.text === pronoun &&
    agrees(sub.readings, [{ person: 3, number: "singular" }]) &&
    agrees(finiteReadings(main[1]), [{ person: 3, number: "singular" }])
  )
    return false;
  const gender = pronoun === "er" ? "m" : "n";
  return sub.middle.some(
    (token) =>
      isCapitalised(token.text) &&
      nounReadings(token).some((reading) => reading.gender === gender && reading.number === "singular"),
  );
}

/**
 * "Ihr Antrag kann nur bearbeitet werden, wenn er vollständig ist": put first, the condition's
 * subject pronoun would point forward to a noun of the main clause. Undefined (the sentence stays
 * whole) when a noun of the main clause fits the pronoun (er: masculine, sie: feminine or plural,
 * es: neuter; so for a demonstrative dieser/diese/dieses standing alone that the main clause did
 * not name): it need not mean that noun ("Das Kindergeld wird nur gezahlt, wenn es noch zur
 * Schule geht": es is the child), so it is not replaced. Unchanged when none fits (the pronoun
 * points back to an earlier sentence: "Vielleicht unterschreibt er." / "Nur dann …").
 */
function unlessPronounForward(
  condition: Token[],
  sub: VerbFinal,
  main: readonly Token[],
): Token[] | undefined {
  const pronoun = sub.middle[0];
  if (
    pronoun === undefined ||
    !condition.includes(pronoun) ||
    !(/^(?:er|sie|es)$/.test(pronoun.text) || standingDemonstrative(sub.middle))
  )
    return condition;
  const plural = sub.readings.every((reading) => reading.number === "plural");
  const fits = (token: Token | undefined) =>
    nounReadings(token).some((reading) =>
      /^(?:er|dieser)$/.test(pronoun.text)
        ? reading.gender === "m" && reading.number === "singular" && !plural
        : /^(?:es|dieses)$/.test(pronoun.text)
          ? reading.gender === "n" && reading.number === "singular" && !plural
          : plural
            ? reading.number === "plural"
            : reading.gender === "f" && reading.number === "singular",
    );
  // "Sie bekommen das Geld nur, wenn er unterschreibt": no noun of the main clause fits, the
  // pronoun points back to an earlier sentence.
  return main.some((token) => fits(token)) ? undefined : condition;
}

/**
 * "Wir prüfen die Anträge und die Belege, wenn diese vollständig vorliegen": a demonstrative
 * standing alone that nameForward could not name would point forward once the condition is put
 * first; undefined (the sentence stays whole) when a noun of the main clause fits it.
 */
function unlessDemonstrativeForward(
  condition: Token[],
  sub: VerbFinal,
  main: readonly Token[],
): Token[] | undefined {
  return standingDemonstrative(sub.middle) ? unlessPronounForward(condition, sub, main) : condition;
}

/**
 * "…, wenn deren Jahreseinkommen 100.000 Euro übersteigt": put first, the demonstrative would
 * point forward. It stands for the last noun of the main clause that fits it (deren: plural or
 * feminine, dessen: masculine or neuter singular); when that noun ends a dative phrase after a
 * preposition ("gegenüber Ihren Kindern") the owner is named with "von": "das Jahreseinkommen von
 * Ihren Kindern". Only for "deren/dessen" + a noun opening the clause as its subject; unchanged
 * otherwise.
 */
function ownerForward(sub: VerbFinal, main: readonly Token[]): VerbFinal {
  const [owner, owned] = sub.middle;
  if (owner === undefined || !/^(?:deren|dessen)$/.test(owner.text)) return sub;
  const ownedReadings = nounReadings(owned);
  const [reading] = ownedReadings;
  if (reading === undefined || ownedReadings.some((other) => other.gender !== reading.gender)) return sub;
  if (!ownedReadings.some((other) => other.cases.includes("nom"))) return sub;
  const plural = ownedReadings.every((other) => other.number === "plural");
  if (!sub.readings.some((verb) => verb.person === 3 && verb.number === (plural ? "plural" : "singular")))
    return sub;
  const fits = (token: Token) =>
    nounReadings(token).some((noun) =>
      owner.text === "deren"
        ? noun.number === "plural" || noun.gender === "f"
        : noun.number === "singular" && noun.gender !== "f",
    );
  const last = main.findLastIndex((token) => fits(token));
  if (last < 0) return sub;
  let start = last - 1;
  while (start > 0 && declinedAdjective(main[start])) start -= 1;
  const determiner = main[start];
  if (
    determiner === undefined ||
    !/^(?:dem|der|den|einem|einer|[IiMmDdSsUu]\p{L}*(?:em|en|er))$/u.test(determiner.text)
  )
    return sub;
  if (!DATIVE_PREPOSITIONS.has(main[start - 1]?.text ?? "")) return sub;
  const article = plural ? "die" : reading.gender === "m" ? "der" : reading.gender === "f" ? "die" : "das";
  const named = [
    { ...word(article), space: owner.space },
    owned as Token,
    word("von"),
    ...main.slice(start, last + 1),
  ];
  return { ...sub, middle: [...named, ...sub.middle.slice(2)] };
}

/**
 * "Nur wenn Sie den Antrag stellen, bekommen Sie Geld." -> "Vielleicht stellen Sie den Antrag." /
 * "Nur dann bekommen Sie Geld."; "Erst wenn alle Unterlagen da sind, prüfen wir …" -> "Zuerst
 * müssen alle Unterlagen da sein." / "Erst dann prüfen wir …" (present tense only, as after the
 * main clause). The main clause must start with its finite verb.
 */
export function focusedLeading(
  first: readonly Token[],
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  // "Und immer wenn …": the conjunction stays in front of the first new sentence.
  const opener = LEADING_CONJUNCTIONS.has(first[0]?.text.toLowerCase() ?? "") ? first[0] : undefined;
  if (opener !== undefined) {
    const clauses = focusedLeading(first.slice(1), main, end, context);
    const [head, ...rest] = clauses ?? [];
    const lead = head?.tokens[0];
    if (head === undefined || lead === undefined) return undefined;
    const text = /^(?:Manchmal|Vielleicht|Zuerst)$/.test(lead.text)
      ? lead.text.toLowerCase()
      : trueCaseInitial(lead.text, context.formal);
    return [clause([opener, { ...lead, text }, ...head.tokens.slice(1)], head.end), ...rest];
  }
  const length = /^jedes$/i.test(first[0]?.text ?? "") && /^mal$/i.test(first[1]?.text ?? "") ? 2 : 1;
  const particle = length === 2 ? "jedes mal" : (first[0]?.text.toLowerCase() ?? "");
  const kind = subordinatorOf(first.slice(length))?.word ?? "";
  if (!FOCUSED_LEADING.test(particle) || finiteReadings(main[0]).length === 0) return undefined;
  const sub = readSubordinate(first.slice(length + 1));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  // "Auch wenn ich durch das Tal gehe, fürchte ich …" -> "Vielleicht gehe ich …" / "Auch dann …";
  // "Immer wenn er kommt, freut sie sich." -> "Manchmal kommt er." / "Immer dann freut sie sich."
  if (!/^(?:nur|bloß|erst)$/.test(particle))
    return CONDITION.test(kind) ? evenThen([...main], sub, particle, end, context) : undefined;
  if (particle !== "erst")
    return onlyIfMain([...main, word(particle)], kind) && onlyThen([...main], sub, end, context);
  const focus = focusedClause([...main, word("erst")], kind);
  return focus === "keep" || focus === undefined ? undefined : onlyAfter(focus, sub, end, context);
}

/** Particles before a leading condition: only/first (focusedLeading), even/also, every time. */
const FOCUSED_LEADING = /^(?:nur|bloß|erst|auch|selbst|sogar|immer|jedesmal|jedes mal)$/;

/**
 * "auch/selbst/sogar wenn" (even if, also if) -> "Vielleicht …" / "Auch dann …"; "immer/jedes Mal
 * wenn" (every time) -> "Manchmal …" / "Immer dann …". Not for questions, a colon or an unreal condition ("selbst wenn ich Söhne geboren hätte").
 */
function evenThen(
  main: Token[],
  sub: VerbFinal,
  particle: string,
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end.includes("?") || end === ":" || unrealCondition(sub, main)) return undefined;
  const every = /^(?:immer|jedesmal|jedes mal)$/.test(particle);
  const condition = every ? connectorOrder(sub, "Manchmal") : maybeCondition(sub, main, context);
  // "Auch wenn Bildung Sache der Länder ist, gibt es doch …", "auch wenn er müde war": a conceded
  // fact, not a possibility ("Vielleicht …" would doubt it).
  const fact =
    main.some((token) => /^(?:doch|dennoch|trotzdem)$/i.test(token.text)) ||
    sub.readings.every((reading) => reading.tense === "praeteritum");
  if (!every && fact) return undefined;
  const lead = every ? "immer" : "auch";
  // "Auch dann müssen Sie zahlen."; "Das gilt auch dann." where the connector goes after the verb.
  const front = prefixLowered(main, "dann", context.formal);
  // "Jedes Mal, wenn es regnet, wird der Keller nass." -> "Manchmal regnet es." / "Jedes Mal wird
  // dann der Keller nass.": "Mal" is a word of its own, which "Immer dann" would drop; "dann" goes
  // after the verb and its pronouns ("Jedes Mal freut sie sich dann.").
  if (particle !== "immer" && every) {
    const [, verb, ...rest] = front ?? [];
    if (verb === undefined) return undefined;
    let at = 0;
    while (at < rest.length && BEFORE_ADVERB.test(rest[at]?.text.toLowerCase() ?? "")) at += 1;
    const effect = [word("Jedes"), word("Mal"), verb, ...rest.slice(0, at), word("dann"), ...rest.slice(at)];
    return [clause(condition), clause(effect, end)];
  }
  const middle = front === undefined ? connectorFallback(main, "dann", end) : undefined;
  const at = middle?.findIndex((token) => /^dann$/i.test(token.text)) ?? -1;
  const effect = front
    ? [word(capitaliseFirst(lead)), ...front]
    : middle && at > 0
      ? [...middle.slice(0, at), word(lead), ...middle.slice(at)]
      : undefined;
  return effect && [clause(condition), clause(effect, end)];
}

/**
 * "Sie müssen zahlen, auch wenn Sie kein Einkommen haben." / "Das gilt auch, wenn Sie umziehen." ->
 * "Vielleicht haben Sie kein Einkommen." / "Auch dann müssen Sie zahlen.": "auch", "selbst" or
 * "sogar" before a trailing condition (or "auch"/"sogar" closing the main clause) takes the whole
 * condition. Undefined when unsure.
 */
export function focusedTrailing(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const before = /^(?:auch|selbst|sogar)$/.test(second[0]?.text ?? "");
  const closing = !before && /^(?:auch|sogar)$/.test(main.at(-1)?.text ?? "");
  if (!before && !closing) return undefined;
  const rest = before ? second.slice(1) : second;
  if (!CONDITION.test(subordinatorOf(rest)?.word ?? "") || !hasFiniteVerb(main) || main.length < 2)
    return undefined;
  // "Was nützt es, auch wenn …": a question word or placeholder opens no statement of its own.
  if (QUESTION_WORD.test(main[0]?.text ?? "") || main.some((token) => token.kind === "p")) return undefined;
  const sub = readSubordinate(rest.slice(1));
  if (sub === undefined || concessiveWenn("wenn", sub)) return undefined;
  const effect = closing ? main.slice(0, -1) : [...main];
  return evenThen(effect, sub, "auch", end, context);
}

/**
 * "Nur, wenn …, …", "Jedes Mal, wenn …, …": the particle stands in a comma segment of its own
 * before the condition; read together as in focusedLeading.
 */
export function commaFocusedLeading(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const [particle = [], sub = [], main = []] = segments;
  // "Und jedes Mal, wenn …": a conjunction before the particle (focusedLeading keeps it in front).
  const opener = LEADING_CONJUNCTIONS.has(particle[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const text = particle
    .slice(opener)
    .map((token) => token.text.toLowerCase())
    .join(" ");
  if (segments.length !== 3 || !FOCUSED_LEADING.test(text) || subordinatorOf(sub) === undefined)
    return undefined;
  return focusedLeading([...particle, ...sub], main, end, context);
}

function onlyAfter(
  main: Token[],
  sub: VerbFinal,
  end: string,
  context: SplitContext,
  original?: readonly Token[],
): Clause[] | undefined {
  if (end.includes("?") || end === ":") return undefined;
  // "Sie dürfen die Gegenstände erst entsorgen, nachdem unser Gutachter sie besichtigt hat": the
  // object pronoun takes the noun phrase of the main clause it fits ("… besichtigt die
  // Gegenstände"); where none or more than one fits it would point forward, so the sentence stays.
  // A subject pronoun only of a state or passive ("nachdem sie besichtigt worden sind") takes the
  // main clause's subject: "wenn sie sich die Hände gewaschen haben" need not mean it.
  const state = sub.readings.every((reading) => /^(?:sein|werden)$/.test(reading.lemma));
  const named = /^(?:er|sie|es)$/.test(sub.middle[0]?.text ?? "") && !state ? sub : nameForward(sub, main);
  if (named.middle.some((token, index) => index > 0 && /^(?:ihn|ihm|ihnen|sie|es)$/.test(token.text)))
    return undefined;
  const first = unlessPronounForward(
    mustFirst(presentOfPerfect(named, main, true), pick("first", context)),
    named,
    main,
  );
  if (first === undefined) return undefined;
  // "Beschädigte Gegenstände dürfen erst entsorgt werden, …": "erst dann" where "erst" stood.
  return focusThen(first, "Erst", /^erst$/, main, end, context, original);
}

/**
 * "ob Ihnen weitere Einkünfte zur Verfügung stehen, etwa aus einer Betriebsrente": a segment of
 * examples without a verb goes on with the verb-final subordinate clause before it and stays at
 * its end ("Stehen Ihnen weitere Einkünfte zur Verfügung, etwa aus einer Betriebsrente?"; "Wenn
 * Sie Einkommen haben, etwa aus Arbeit, …" -> "Vielleicht haben Sie Einkommen, etwa aus Arbeit.").
 * Unchanged when there is no such segment.
 */
export function mergeExampleTail(segments: readonly Token[][]): Token[][] {
  const out: Token[][] = [];
  for (const segment of segments) {
    const previous = out.at(-1);
    const opener = previous === undefined ? undefined : subordinatorOf(previous);
    const closed =
      previous !== undefined &&
      opener !== undefined &&
      !previous.some((token) => token.kind === "p") &&
      readVerbFinal(previous.slice(opener.length)) !== undefined;
    if (closed && exampleTail(segment)) previous.push({ kind: "p", text: ",", space: false }, ...segment);
    else out.push([...segment]);
  }
  return out;
}

/**
 * The verb-final clause after a subordinator, also with material after its verb: a comparison
 * ("wie in den letzten Jahren"), an infinitive complement after a comma ("die Juden versuchten,
 * ihn zu töten": kept at the end) or prepositional phrases (Ausklammerung: "dass wir
 * hinübergegangen sind vom Tod in das Leben" is read as "dass wir vom Tod in das Leben
 * hinübergegangen sind").
 */
function readSubordinate(tokens: readonly Token[]): VerbFinal | undefined {
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text === ",");
  if (comma > 0) {
    const complement = tokens.slice(comma + 1);
    // "wenn Sie den Termin nicht wahrnehmen, ohne einen Grund zu nennen": the ohne/statt infinitive
    // stays at the end of the clause.
    // "dass Sie verpflichtet sind, alle Änderungen, die … sind, unverzüglich mitzuteilen": so does
    // an infinitive a relative clause on its object interrupts.
    const clause =
      isInfinitiveComplement(complement) ||
      interruptedInfinitive(complement, (segment) => relativeStart(segment) !== undefined) ||
      withoutInfinitive(complement) ||
      exampleTail(complement)
        ? readVerbFinal(tokens.slice(0, comma))
        : undefined;
    return clause && { ...clause, after: [...(clause.after ?? []), ...tokens.slice(comma)] };
  }
  return readVerbFinalWithComparison(tokens) ?? readExtraposed(tokens);
}

/** "ohne einen Grund zu nennen", "statt sich anzumelden": an ohne/statt clause with a zu-infinitive. */
export function withoutInfinitive(segment: readonly Token[]): boolean {
  if (!/^(?:ohne|statt|anstatt)$/.test(segment[0]?.text ?? "")) return false;
  const parsed = zuInfinitive(segment.slice(1));
  return (
    parsed !== undefined && !segment.some((token) => token.kind === "p") && !innerFiniteVerb(parsed.before)
  );
}

/**
 * "wir hinübergegangen sind vom Tod in das Leben": one to three prepositional phrases after the
 * verb (no verb, no comma, at most 8 tokens, each starting with a preposition) move before the
 * verb. The verb must be the only finite verb form of the clause.
 */
function readExtraposed(tokens: readonly Token[]): VerbFinal | undefined {
  const verbs = tokens.flatMap((token, index) => (finiteReadings(token).length > 0 ? [index] : []));
  const [verb] = verbs;
  if (verb === undefined || verbs.length > 1 || verb < 1) return undefined;
  const extraposed = tokens.slice(verb + 1);
  if (extraposed.length === 0 || extraposed.length > 8 || !startsWithPreposition(extraposed))
    return undefined;
  if (
    extraposed.some((token) => token.kind === "p" || isNonFiniteVerb(token) || SUBORDINATORS.has(token.text))
  )
    return undefined;
  let start = verb;
  while (start > 1 && isNonFiniteVerb(tokens[start - 1])) start -= 1;
  return readVerbFinal([...tokens.slice(0, start), ...extraposed, ...tokens.slice(start, verb + 1)]);
}

/** "vom Tod …", "in das Leben": a preposition or a contraction of preposition and article first. */
function startsWithPreposition(tokens: readonly Token[]): boolean {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  return (
    PREPOSITIONS.has(first) ||
    /^(?:im|am|vom|zum|zur|beim|ins|ans|aufs|statt|anstatt|wegen|trotz)$/.test(first)
  );
}

/** Subordinators of a condition. */
const CONDITION = /^(?:wenn|falls|sofern)$/;

/** Two or three verb-final clauses under one subordinator: the first, and the others as main clauses. */
type Conjuncts = { left: VerbFinal; right: Token[][] };

/**
 * Two or three verb-final clauses joined by "und" under one subordinator ("dass ihr viel Frucht
 * bringt und meine Jünger werdet", "damit meine Freude in euch bleibt und eure Freude vollständig
 * wird", "damit auch ich komme und vor ihm niederfalle und es verehre"): the first clause, which
 * must open with a subject that agrees with its verb (particles such as "auch" may stand before
 * it), and each further one as a main clause after "Und", with its own subject first ("Und eure
 * Freude wird vollständig") or the first one's subject repeated ("Und ihr werdet meine Jünger").
 * A repeated subordinator ("und damit sie …") is dropped. Not for "ob" (two questions).
 * Undefined when unsure.
 */
function coordinatedVerbFinal(
  tokens: readonly Token[],
  subordinator: string,
  formal: boolean,
): Conjuncts | undefined {
  if (subordinator === "ob") return undefined;
  // "wenn Sie Fragen haben oder Hilfe brauchen": two conditions, either is enough ("Vielleicht haben
  // Sie Fragen." / "Oder Sie brauchen Hilfe." / "Dann …"). Other clauses join with "und" only.
  // "wenn du keinen Ehebruch begehst aber mordest" (joined by joinVerbFinalConjuncts): a contrast
  // of two clauses under any adverbial subordinator ("Vielleicht begehst du keinen Ehebruch." /
  // "Aber du mordest." / "Dann …").
  const joiners = CONDITION.test(subordinator) ? /^(?:und|oder|aber)$/ : /^(?:und|aber)$/;
  for (let at = 2; at < tokens.length - 1; at += 1) {
    if (!joiners.test(tokens[at]?.text ?? "")) continue;
    const joiner = tokens[at]?.text === "oder" ? "Oder" : tokens[at]?.text === "aber" ? "Aber" : "Und";
    const repeated = tokens[at + 1]?.text.toLowerCase() === subordinator ? 2 : 1;
    const read = readVerbFinal(tokens.slice(0, at)) ?? elidedAuxiliary(tokens, at, repeated === 2);
    // "damit sie über der Erde schienen und damit sie … herrschten": every purpose in the past
    // becomes "sollten" + infinitive, the first one here and the later ones in laterConjunct.
    const purpose = subordinator === "damit" && read !== undefined ? pastPurpose(read) : undefined;
    const left = purpose ?? read;
    const leftOrder = left && !coordinatedClauses(left) ? subjectFirst(left, formal) : undefined;
    if (left === undefined || leftOrder === undefined) continue;
    // The shared subject: everything before the first conjunct's verb in subject-first order.
    const subject = leftOrder.slice(0, leftOrder.indexOf(left.finite));
    // "Wenn ich nicht gekommen wäre und …": a counterfactual is no open condition.
    if (onlyKonjunktiv2(left)) return undefined;
    // "weil den Brief niemand las": an object first is no subject to share.
    const agreements = nominativeSubjectAt(subject, 0, formal)?.agreements;
    // "weil jemand krank ist und Hilfe braucht": "jemand" is no subject the later verb can be
    // checked against, and "Und jemand braucht Hilfe." may be someone else (was "Und Hilfe braucht.").
    if (agreements === undefined && /^(?:jemand|niemand)$/i.test(subject[0]?.text ?? "")) return undefined;
    const rest = tokens.slice(at + repeated);
    const shape = {
      joiner,
      repeated: repeated === 2,
      past: purpose !== undefined,
      negated: negated(read),
      leftRest: left.middle.slice(subject.length),
    };
    const whole = laterConjunct(rest, tokens[at - 1], agreements, subject, formal, shape);
    if (whole === "unsure") return undefined;
    if (whole !== undefined) return { left, right: [whole] };
    // A third conjunct: "vor ihm niederfalle und es verehre", "und damit sie … und damit sie …".
    for (let next = 1; next < rest.length - 1; next += 1) {
      if (rest[next]?.text.toLowerCase() !== joiner.toLowerCase()) continue;
      const head = rest.slice(0, next);
      const second = laterConjunct(head, tokens[at - 1], agreements, subject, formal, shape);
      if (second === "unsure") return undefined;
      if (second === undefined) continue;
      const again = rest[next + 1]?.text.toLowerCase() === subordinator;
      const tail = rest.slice(next + (again ? 2 : 1));
      const third = laterConjunct(tail, rest[next - 1], agreements, subject, formal, {
        ...shape,
        repeated: again,
      });
      if (third === "unsure" || third === undefined) return undefined;
      return { left, right: [second, third] };
    }
  }
  return undefined;
}

/**
 * "weil du mich getröstet und weil du … gesprochen hast": the first of two clauses under a repeated
 * subordinator may leave out its auxiliary; it ends in a participle and takes the last clause's
 * haben/sein ("du mich getröstet hast"). Undefined without a repeated subordinator, with a verb
 * form before the participle or when the clause still does not read as verb-final.
 */
function elidedAuxiliary(tokens: readonly Token[], at: number, repeated: boolean): VerbFinal | undefined {
  const head = tokens.slice(0, at);
  const closing = tokens.at(-1);
  if (!repeated || closing === undefined || pastParticipleLemmas(head.at(-1)).length === 0) return undefined;
  if (head.slice(0, -1).some((token) => finiteReadings(token).length > 0 || isNonFiniteVerb(token)))
    return undefined;
  const readings = finiteReadings(closing);
  if (readings.length === 0 || readings.some((reading) => !/^(?:haben|sein)$/.test(reading.lemma)))
    return undefined;
  const clause = readVerbFinal([...head, { ...closing, space: true }]);
  return clause?.nonFinite.length === 1 ? clause : undefined;
}

/**
 * "wenn sich Ihr Einkommen ändert": a reflexive before the subject goes after it ("Ihr Einkommen
 * sich"), so the subject-first main clause reads "Ihr Einkommen ändert sich" and the first
 * clause's subject is not taken for it. Only when the subject agrees with the verb.
 */
function reflexiveAfterSubject(clause: VerbFinal, formal: boolean): VerbFinal {
  if (clause.middle[0]?.text !== "sich") return clause;
  const subject = subjectAt(clause.middle, 1, formal);
  if (subject === undefined || !agrees(clause.readings, subject.agreements)) return clause;
  const [reflexive, ...rest] = clause.middle;
  // "dass sich der Preis für Ihre Stromlieferung … ändert": the reflexive goes after the subject's
  // genitive and its own phrase ("Der Preis für Ihre Stromlieferung ändert sich", not "Der Preis
  // ändert sich für Ihre Stromlieferung"). "die Adresse unserer Filiale" may be a genitive or a
  // dative object: unsure, the clause stays as it is.
  const end = withNounAttribute(rest, attributeEnd(rest, subject.end - 1), false);
  if (end === subject.end - 1 && ambiguousAttribute(rest, end)) return clause;
  const moved = rest.slice(0, end);
  return { ...clause, middle: [...moved, reflexive as Token, ...rest.slice(end)] };
}

/**
 * "und der Antrag fehlt", "und ein Nachweis fehlt": a masculine singular noun after der/ein/kein/
 * sein … is only nominative, so it is the conjunct's own subject, never an object of the first
 * subject ("und sein Leben aufs Spiel gesetzt hat" may be either).
 */
function masculineSubject(clause: VerbFinal): boolean {
  if (!MASCULINE_NOMINATIVE_ARTICLE.test(clause.middle[0]?.text ?? "")) return false;
  const end = nounPhraseEnd(clause.middle, 0);
  const nouns = nounReadings(clause.middle[end - 1]).filter((reading) => reading.number === "singular");
  return end > 0 && nouns.length > 0 && nouns.every((reading) => reading.gender === "m");
}

/**
 * "und Fieber hat", "und Hunger hat": a bare noun (no article) alone before a verb that needs an
 * object (OBJECT_VERBS) is that object, so the first conjunct's subject goes on ("Und sie hat Fieber."). Not with
 * other words in the clause ("und Kinder Hilfe brauchen").
 */
function loneObject(clause: VerbFinal): boolean {
  const [noun, ...rest] = clause.middle;
  return (
    rest.length === 0 &&
    clause.nonFinite.length === 0 &&
    clause.particle === undefined &&
    noun !== undefined &&
    isCapitalised(noun.text) &&
    // The lexicon lacks some nouns ("Fieber"); a plural alone would not agree with the verb anyway.
    (nounReadings(noun).length === 0 ||
      nounReadings(noun).some((reading) => reading.number === "singular")) &&
    clause.readings.length > 0 &&
    clause.readings.every((reading) => OBJECT_VERBS.test(reading.lemma))
  );
}

/**
 * One conjunct after "und" as a main clause with "Und" in front, or undefined when it is no
 * single verb-final clause; "unsure" when it is one but the reading is open (a verb form that
 * may hang under the later auxiliary, a counterfactual, an ambiguous subject).
 */
function laterConjunct(
  tokens: readonly Token[],
  before: Token | undefined,
  agreements: readonly Agreement[] | undefined,
  subject: readonly Token[],
  formal: boolean,
  {
    joiner,
    repeated,
    past,
    negated: denied,
    leftRest,
  }: { joiner: string; repeated: boolean; past: boolean; negated: boolean; leftRest?: readonly Token[] },
): Token[] | "unsure" | undefined {
  const found = readVerbFinal(tokens) ?? bareVerb(tokens);
  if (found === undefined || coordinatedClauses(found)) return undefined;
  const read = reflexiveAfterSubject(found, formal);
  const right = past ? pastPurpose(read) : read;
  if (right === undefined) return "unsure";
  // "dass sie das Unkraut sammeln und bündeln sollen", "dass er es verkauft und verlassen hat":
  // the first verb may be an infinitive or participle under the second one's auxiliary.
  const hangs = right.nonFinite.length > 0 || isNonFiniteVerb(right.middle.at(-1));
  // "wenn die Unterlagen vorliegen und der Antrag geprüft ist": a subject of its own whose number
  // the first subject does not share ends any such reading.
  const ownSubject = nominativeSubjectAt(right.middle, 0, formal);
  const distinct =
    ownSubject !== undefined &&
    agrees(right.readings, ownSubject.agreements) &&
    agreements !== undefined &&
    !agrees(right.readings, agreements);
  // "dass die Spenden schwanken und wir deshalb weniger ausgeben können": a pronoun that is only
  // nominative opens a clause of its own, so "schwanken" does not hang on "können".
  // Not "er": in reported content it would name someone else after the colon ("…, dass das Geld weg
  // sei und er nichts wisse").
  const nominativePronoun =
    /^(?:ich|du|wir|man)$/.test(right.middle[0]?.text ?? "") &&
    ownSubject !== undefined &&
    agrees(right.readings, ownSubject.agreements);
  if (hangs && isNonFiniteVerb(before) && !repeated && !distinct && !nominativePronoun) return "unsure";
  // "Wenn ich nicht gekommen wäre und …": a counterfactual is no open condition.
  if (onlyKonjunktiv2(read)) return "unsure";
  const opener = right.middle[0]?.text.toLowerCase() ?? "";
  // "und den Brief liest": a determiner that is never nominative opens an object, no own subject.
  const object = DETERMINERS.has(opener) && nominativeSubjectAt(right.middle, 0, formal) === undefined;
  const own = object ? undefined : subjectFirst(right, formal);
  // "und sein Leben aufs Spiel gesetzt hat": a noun phrase that agrees may also be the object
  // when the first subject fits the verb too; only a pronoun or a copula (sein, werden,
  // bleiben: no object) makes it the second clause's own subject.
  const shareable = agreements !== undefined && agrees(right.readings, agreements);
  const copula = right.readings.every((reading) => /^(?:sein|werden|bleiben)$/.test(reading.lemma));
  // "und es verehre": "es"/"sie" may be the object when the first subject fits the verb too.
  if (own !== undefined && shareable && !repeated && /^(?:es|sie)$/.test(opener)) return "unsure";
  // "oder wenn Anna die Schule wechselt": after a repeated subordinator the clause opens with its
  // own subject.
  if (
    own !== undefined &&
    (repeated || !shareable || copula || SUBJECT_PRONOUNS.has(opener) || masculineSubject(right))
  )
    return [word(joiner), ...own];
  if (own !== undefined && !loneObject(right)) return "unsure";
  // "oder in Ihrem Haushalt Personen leben": a prepositional phrase first, then a subject of its
  // own that the first subject's verb form does not fit -> "Oder in Ihrem Haushalt leben Personen".
  const placed = prepositionFirstOrder(right);
  // "oder in Ihrer Wohnung Personen einziehen": when the first subject fits the verb too, the noun
  // may be the subject ("Personen ziehen ein") or the object; "Oder Sie ziehen … Personen ein"
  // changed who moves in. Unsure.
  const [nounBefore, bareNoun] = right.middle.slice(-2);
  const bareAfterNoun = isCapitalised(bareNoun?.text ?? "") && isCapitalised(nounBefore?.text ?? "");
  if (placed !== undefined && shareable && bareAfterNoun) return "unsure";
  if (placed !== undefined && !shareable) return [word(joiner), ...placed];
  if (!shareable || SUBJECT_PRONOUNS.has(opener)) return undefined;
  // "damit sie sich nicht umwenden und euch anfallen": the negation may hold for both verbs; after
  // "aber" it does not ("wenn du keinen Ehebruch begehst, aber mordest").
  // "dass ein Parkausweis nicht übertragbar ist und nur persönlich genutzt werden darf": a second
  // verb limited by "nur" does not take the negation.
  const limited = read.middle.some((token) => /^(?:nur|bloß)$/.test(token.text));
  if (denied && !negated(read) && joiner !== "Aber" && !limited) return "unsure";
  // "dass er die Bescheinigung ausfüllt und an uns zurücksendet": the shared object comes back.
  const [verb, ...after] = questionOrder(right);
  const pronoun =
    leftRest &&
    sharedObjectPronoun(
      leftRest,
      right.middle,
      right.readings.map((r) => r.lemma),
    );
  // "wenn sich eine Frau scheiden lässt und einen anderen heiratet" -> "Und die Frau heiratet …":
  // the same one, now known (was "Und eine Frau …", another woman).
  return [
    word(joiner),
    ...(definiteSubject(subject) ?? subject).map((token) => ({ ...token, space: true })),
    ...(verb ? [verb] : []),
    ...(pronoun ? [pronoun] : []),
    ...after,
  ];
}

/**
 * A main clause after a leading subordinate clause, verb first, in subject-first order: "brauchen
 * wir Ihre Mitwirkung" -> "Wir brauchen Ihre Mitwirkung". Only when the subject right after the
 * verb agrees with it; not for "Sie" after a verb that is not a modal or auxiliary ("stellen Sie
 * bitte einen Antrag" is a request) nor for a main clause that still opens with an adverb.
 */
function verbFirstToSubjectFirst(main: readonly Token[], formal: boolean): Token[] | undefined {
  const [verb] = main;
  const readings = finiteReadings({ ...(verb ?? word("")), text: verb?.text.toLowerCase() ?? "" });
  const subject = nominativeSubjectAt(main, 1, formal);
  if (verb === undefined || subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  const helper = readings.every((reading) => AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma));
  if (main[1]?.text === "Sie" && !helper) return undefined;
  const moved = main
    .slice(1, subject.end)
    .map((token, index) =>
      index === 0 ? { ...token, text: trueCaseInitial(token.text, formal), space: verb.space } : token,
    );
  return [...moved, { ...verb, text: verb.text.toLowerCase(), space: true }, ...main.slice(subject.end)];
}

/** Verbs of dying: a bevor clause after them tells what never happened. */
const DYING: ReadonlySet<string> = new Set(["sterben", "versterben", "umkommen"]);

/**
 * The clause denied, for what did not happen: "sie Nachkommen bekamen" -> "sie keine Nachkommen
 * bekamen", "er ein Haus baute" -> "er kein Haus baute", "er sein Werk vollendete" -> "er sein Werk
 * nicht vollendete". Undefined when it is denied already, for two clauses or a noun phrase that is
 * unsure (a bare noun the lexicon does not know).
 */
function notHappened(sub: VerbFinal): VerbFinal | undefined {
  if (negated(sub) || coordinatedClauses(sub) || sub.middle.length === 0) return undefined;
  const middle = [...sub.middle];
  const article = middle.findIndex((token, index) => index > 0 && /^ein(?:e|en|em|er|es)?$/.test(token.text));
  if (article > 0) {
    const token = middle[article] as Token;
    middle[article] = { ...token, text: `k${token.text}` };
    return { ...sub, middle };
  }
  // A bare noun after the subject: "Nachkommen" -> "keine Nachkommen".
  const bare = middle.findIndex(
    (token, index) =>
      index > 0 &&
      isCapitalised(token.text) &&
      !/^(?:Sie|Ihnen|Ihr\p{Ll}*)$/u.test(token.text) &&
      nounReadings(token).length > 0 &&
      !DETERMINERS.has(middle[index - 1]?.text.toLowerCase() ?? "") &&
      !PREPOSITIONS.has(middle[index - 1]?.text.toLowerCase() ?? "") &&
      !declinedAdjective(middle[index - 1]),
  );
  if (bare > 0) {
    const readings = nounReadings(middle[bare]);
    // A bare noun that can be plural is the plural ("Nachkommen"); "kein" only for a singular one.
    const plural = readings.some((reading) => reading.number === "plural");
    const feminine = readings.every((reading) => reading.gender === "f");
    return {
      ...sub,
      middle: [...middle.slice(0, bare), word(plural || feminine ? "keine" : "kein"), ...middle.slice(bare)],
    };
  }
  if (
    middle.some(
      (token) =>
        isCapitalised(token.text) &&
        !DETERMINERS.has(token.text.toLowerCase()) &&
        middle.indexOf(token) > 0 &&
        nounReadings(token).length === 0,
    )
  )
    return undefined;
  return { ...sub, middle: [...middle, word("nicht")] };
}

/** A main clause with "nicht", "kein", "niemand" … */
function deniedMain(main: readonly Token[]): boolean {
  return main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
}

/**
 * "Wir zahlen das Geld nicht aus, bevor alle Unterlagen vorliegen": the denied event waits for
 * the other one, which comes first: "Zuerst müssen alle Unterlagen vorliegen." / "Vorher zahlen
 * wir das Geld nicht aus." (not "… / Danach liegen alle Unterlagen vor.").
 */
function notBefore(
  sub: VerbFinal,
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const effect = prefixLowered(main, "Vorher", context.formal) ?? connectorFallback(main, "Vorher", end);
  return (
    effect && [clause(mustFirst(presentOfPerfect(sub, main), pick("first", context))), clause(effect, end)]
  );
}

/** A clause with "nicht", "kein", "nie" … */
/**
 * A solange clause in the present whose subject is no personal pronoun: "solange die Voraussetzungen
 * vorliegen" is a condition in an office letter (a text that addresses its reader with "Sie"), not a fact ("solange ich lebe", "solange Sie
 * Leistungen beziehen" and narration in the past stay facts).
 */
function contingentDuration(sub: VerbFinal): boolean {
  const tenses = new Set(sub.readings.map((reading) => reading.tense));
  if (!tenses.has("praesens") || tenses.has("praeteritum") || sub.nonFinite.length > 0) return false;
  const first = sub.middle[0]?.text ?? "";
  return first !== "" && !SUBJECT_PRONOUNS.has(first) && !SUBJECT_PRONOUNS.has(first.toLowerCase());
}

function negated(clause: VerbFinal | undefined): boolean {
  return clause?.middle.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) ?? false;
}

/** "habe", "sei": in the third person the verb can only be Konjunktiv I ("habe" = "ich habe" too). */
function onlyKonjunktiv1(clause: VerbFinal): boolean {
  const third = clause.readings.filter((reading) => reading.person === 3);
  return third.length > 0 && third.every((reading) => reading.tense === "konjunktiv1");
}

/**
 * The verb is a Konjunktiv I for the clause's own subject: "damit er sie berühre" (3rd person), not
 * "damit auch ich komme" ("komme" is also the indicative of "ich"). The subject is the first subject
 * pronoun of the clause, else a 3rd-person noun phrase.
 */
function subjectKonjunktiv1(clause: VerbFinal): boolean {
  const pronoun = clause.middle.find((token) => SUBJECT_PRONOUNS.has(token.text));
  const person = (pronoun && SUBJECT_PRONOUNS.get(pronoun.text)?.[0]?.person) ?? 3;
  const own = clause.readings.filter((reading) => reading.person === person);
  return own.length > 0 && own.every((reading) => reading.tense === "konjunktiv1");
}

/** "wenn ich auch geopfert werde": "even if", no open condition. */
function concessiveWenn(subordinator: string, sub: VerbFinal): boolean {
  // "wenn ich auch nur seine Kleider berühre" is a condition ("only").
  return (
    subordinator === "wenn" &&
    sub.middle
      .slice(0, 3)
      .some((token, index) => token.text === "auch" && sub.middle[index + 1]?.text !== "nur")
  );
}

/**
 * "Wenn du hier gewesen wärst, wäre mein Bruder nicht gestorben.": a condition in Konjunktiv II
 * (in the wenn clause, or the main clause's verb: "dann würde …", "hätten sie …") is unreal;
 * "Vielleicht wärst du hier gewesen." / "Dann …" would state a possibility.
 */
function unrealCondition(sub: VerbFinal, main: readonly Token[]): boolean {
  // "wenn Sie möchten": "möchte" is a wish in the present, no unreal form.
  if (onlyKonjunktiv2(sub) && !/^möcht/.test(sub.finite.text) && !possibleWuerde(sub, main)) return true;
  const verb = /^(?:dann|so)$/i.test(main[0]?.text ?? "") ? main[1] : main[0];
  const readings = finiteReadings({ ...(verb ?? word("")), text: verb?.text.toLowerCase() ?? "" });
  if (/^möcht/i.test(verb?.text ?? "")) return false;
  return readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv2");
}

/**
 * "Sie können der Kündigung widersprechen, wenn die Beendigung für Sie eine Härte bedeuten
 * würde.": "würde" + an infinitive under a main clause in the present indicative is a possible
 * case, no unreal one ("Vielleicht bedeutet die Beendigung für Sie eine Härte." / "Dann können Sie
 * …"). Not under a main clause in Konjunktiv II or the past ("Ihr würdet …, wenn ihr glauben
 * würdet"), nor with a participle ("wenn er bestraft würde").
 */
function possibleWuerde(sub: VerbFinal, main: readonly Token[]): boolean {
  const [infinitive] = sub.nonFinite;
  if (!/^würde(?:n|st|t)?$/.test(sub.finite.text) || sub.nonFinite.length !== 1) return false;
  if (infinitive === undefined || infinitiveLemmas(infinitive).length === 0) return false;
  const head = /^(?:dann|so)$/i.test(main[0]?.text ?? "") ? main[1] : main[0];
  const own = finiteReadings({ ...(head ?? word("")), text: head?.text.toLowerCase() ?? "" });
  const readings = own.length > 0 ? own : (mainClauseSubject(main, true)?.readings ?? []);
  return (
    readings.some((reading) => reading.tense === "praesens") &&
    !readings.some((reading) => reading.tense === "konjunktiv2" || reading.tense === "praeteritum")
  );
}

/**
 * "Sie können Zeit sparen, indem …": a main clause with a modal names a goal, the indem clause
 * the way to it ("Dafür bezahlen Sie online."). Otherwise the indem clause tells what happened
 * with it: "Er segnete sie, indem er ihnen die Hände auflegte." -> "… / Dabei hat er …".
 */
function goalWithModal(main: readonly Token[]): boolean {
  // Only the clause right before the indem clause ("…, die ihr hegen müsst, …, sondern entblößte sich").
  const last = main.slice(main.findLastIndex((token) => token.text === ",") + 1);
  return last.some((token) =>
    finiteReadings({ ...token, text: token.text.toLowerCase() }).some((reading) =>
      /^(?:können|müssen|sollen|wollen|dürfen)$/.test(reading.lemma),
    ),
  );
}

/**
 * "Wenn Sie den Antrag rechtzeitig gestellt hätten, hätten wir ihn bearbeiten können." -> "Sie
 * haben den Antrag nicht rechtzeitig gestellt." / "Sonst hätten wir ihn bearbeiten können." Only
 * when the main clause is in Konjunktiv II too and is no polite wish ("…, würden wir uns freuen").
 */
function deniedCondition(
  sub: VerbFinal,
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end.includes("?") || !onlyKonjunktiv2(sub)) return undefined;
  const verb = /^(?:dann|so)$/i.test(main[0]?.text ?? "") ? main[1] : main[0];
  const readings = finiteReadings({ ...(verb ?? word("")), text: verb?.text.toLowerCase() ?? "" });
  if (readings.length === 0 || !readings.every((reading) => reading.tense === "konjunktiv2"))
    return undefined;
  if (main.some((token) => POLITE_WISH.test(token.text))) return undefined;
  const fact = counterfactualFact(sub, context.formal);
  // "wüssten Sie das" -> "würden Sie das wissen": after "Sonst" the effect must stay unreal.
  const resuming = /^(?:dann|so)$/i.test(main[0]?.text ?? "");
  const unreal = unrealEffect(main, resuming ? 1 : 0);
  if (unreal === undefined) return undefined;
  // "…, dann hätten sie keine Sünde": the resuming "dann" gives way to "Sonst".
  const resumed = resuming ? [word("Sonst"), ...unreal.slice(1)] : undefined;
  const effect = fact && (resumed ?? prefixLowered(unreal, "Sonst", context.formal));
  return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
}

/** Words of a polite wish in Konjunktiv II: "…, würden wir uns freuen", "wären wir dankbar", "wäre das gut". */
const POLITE_WISH =
  /^(?:freuen|dankbar|froh|gern|gerne|schön|nett|bitten|verbunden|gut|hilfreich|prima|toll|wunderbar|super|lieb|ideal|praktisch|angenehm)$/i;

/** "wäre", "hätte": every reading of the verb is Konjunktiv II. */
function onlyKonjunktiv2(clause: VerbFinal): boolean {
  return clause.readings.every((reading) => reading.tense === "konjunktiv2");
}

/** "und glauben": a conjunct of one finite verb that is no separable compound. */
function bareVerb(tokens: readonly Token[]): VerbFinal | undefined {
  const [verb] = tokens;
  const readings = finiteReadings(verb);
  if (verb === undefined || tokens.length !== 1 || readings.length === 0) return undefined;
  const plain = readings.every(
    (reading) => !finiteFormOf(reading.lemma, reading.tense, reading.person, reading.number)?.includes(" "),
  );
  return plain
    ? { middle: [], finite: { ...verb, space: true }, particle: undefined, nonFinite: [], readings }
    : undefined;
}

/**
 * The clauses split from the first conjunct, with the second conjunct as its own sentence right
 * after the clause that holds the first one's verb: "Dann bleibt meine Freude in euch." / "Und
 * eure Freude wird vollständig." Undefined when no clause kept that verb as it was (a step
 * changed its form, as for reported speech).
 */
function appendSecond(clauses: Clause[] | undefined, both: Conjuncts): Clause[] | undefined {
  const host = clauses?.findIndex((candidate) => candidate.tokens.includes(both.left.finite)) ?? -1;
  const found = clauses?.[host];
  // A colon after the last clause ("indem er lehrte und sagte:") passes to the last conjunct,
  // the verb of saying; a colon after an earlier clause marks content a step reordered.
  if (clauses === undefined || found === undefined) return undefined;
  const saying = both.right
    .at(-1)
    ?.some((token) => finiteReadings(token).some((reading) => SAYING.has(reading.lemma)));
  if (found.end === ":" && (host !== clauses.length - 1 || !saying)) return undefined;
  const later = both.right.map((tokens, index) => ({
    tokens,
    end: index === both.right.length - 1 ? found.end : ".",
  }));
  return [...clauses.slice(0, host), { ...found, end: "." }, ...later, ...clauses.slice(host + 1)];
}

/**
 * "nachdem diese sich beraten und einen Beschluss gefasst hatten": one participle before und/oder
 * and one before haben/sein at the end, with no other verb form in the clause.
 */
function participlesUnderOneVerb(sub: VerbFinal): boolean {
  const auxiliary = sub.readings.every((reading) => reading.lemma === "haben" || reading.lemma === "sein");
  const [last] = sub.nonFinite;
  if (!auxiliary || last === undefined || pastParticipleLemmas(last).length === 0) return false;
  // "weil du mich getröstet und weil du … gesprochen hast": a repeated subordinator makes two clauses.
  if (sub.middle.some((token) => SUBORDINATORS.has(token.text.toLowerCase()))) return false;
  const verbs = sub.middle.flatMap((token, index) =>
    finiteReadings(token).length > 0 || isNonFiniteVerb(token) ? [index] : [],
  );
  const [only] = verbs;
  return (
    verbs.length === 1 &&
    only !== undefined &&
    pastParticipleLemmas(sub.middle[only]).length > 0 &&
    /^(?:und|oder)$/.test(sub.middle[only + 1]?.text ?? "")
  );
}

/**
 * "damit ihr eure Füße waschen und euch unter den Baum legen könnt": infinitives joined by und/oder
 * under one finite modal, one clause. Each verb form before the final verbs must be an infinitive
 * right before und/oder that cannot agree with the subject ("sie kommen und …" may be finite), or
 * one after which no second subject can stand before the next verb ("dass sie das Unkraut sammeln
 * und bündeln sollen", "dass sie immer beten und nicht müde werden sollen": "sammeln" could be
 * finite only with a subject of its own after "und"; not when it agrees with the subject in
 * another number than the final verb: "dass sie sich bekehren und ihnen vergeben wird"). The last
 * verb may be a passive infinitive ("dass er viel leiden und verachtet werden muss").
 */
function infinitivesUnderOneVerb(sub: VerbFinal, formal: boolean): boolean {
  const subject = subjectAt(sub.middle, 0, formal);
  const [infinitive, ...others] = sub.nonFinite;
  // "beraten und einen Beschluss gefasst hatten": participles under one auxiliary.
  if (infinitive !== undefined && others.length === 0 && participlesUnderOneVerb(sub)) return true;
  const passive =
    others.length === 1 && others[0]?.text === "werden" && pastParticipleLemmas(infinitive).length > 0;
  // One plain infinitive under the modal ("legen könnt") or a passive one ("verachtet werden muss").
  if (
    infinitive === undefined ||
    (others.length > 0 && !passive) ||
    (!passive && infinitiveLemmas(infinitive).length === 0)
  )
    return false;
  if (subject === undefined || !agrees(sub.readings, subject.agreements)) return false;
  let infinitives = 0;
  const plain = sub.middle.every((token, index) => {
    if (SUBORDINATORS.has(token.text.toLowerCase())) return false;
    const readings = finiteReadings(token);
    if (index < subject.end || readings.length === 0) return true;
    infinitives += 1;
    // "damit wir den Antrag prüfen und das Geld überweisen können": a noun phrase after "und" that
    // does not agree with the final verb and stands right before it is an object, no new subject.
    // "und die Fortsetzung des Mietverhältnisses verlangen können": so may one with a genitive.
    const after = subjectAt(sub.middle, index + 2, formal);
    const objectOnly =
      after !== undefined &&
      attributeEnd(sub.middle, after.end) === sub.middle.length &&
      !agrees(sub.readings, after.agreements);
    return (
      isNonFiniteVerb(token) &&
      /^(?:und|oder)$/.test(sub.middle[index + 1]?.text ?? "") &&
      (!agrees(readings, subject.agreements) ||
        ((objectOnly || !subjectRoomAfter(sub.middle, index + 2)) &&
          subject.agreements.every(
            (agreement) => !agrees(readings, [agreement]) || agrees(sub.readings, [agreement]),
          )))
    );
  });
  return plain && infinitives > 0;
}

/**
 * A word from `start` up to the next verb form that could open a subject of its own: a
 * determiner, a pronoun, a number or a capitalised word ("und die Eltern arbeiten müssen").
 */
function subjectRoomAfter(middle: readonly Token[], start: number): boolean {
  for (const token of middle.slice(start)) {
    if (finiteReadings(token).length > 0 || isNonFiniteVerb(token)) return false;
    const text = token.text;
    if (token.kind !== "w" || isNounLike(token) || /^\p{Lu}/u.test(text)) return true;
    if (DETERMINERS.has(text.toLowerCase()) || SUBJECT_PRONOUNS.has(text.toLowerCase())) return true;
  }
  return false;
}

/** "Wenn Sie umziehen, müssen Sie sich ummelden." The main clause starts with its verb. */
function subordinateFirst(
  subordinator: string,
  sub: VerbFinal,
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const withConnector = (connector: string) =>
    resumedByDa(main, connector) ??
    prefixLowered(main, connector, context.formal) ??
    connectorFallback(main, connector, end);
  // "Vielleicht …" / "Dann …".
  const condition = (): Clause[] | undefined => {
    const effect = withConnector(pick("condition", context));
    return effect
      ? [clause(connectorOrder(withObject(sub, context.formal), pick("maybe", context))), clause(effect, end)]
      : undefined;
  };
  // "Wenn ich die Wahrheit sage, weshalb glaubt ihr mir nicht?"
  if (end.includes("?") && QUESTION_WORD.test(main[0]?.text ?? ""))
    return questionAfterFact(subordinator, sub, main, context);
  switch (subordinator) {
    case "weil":
    case "da": {
      const cause = subjectFirst(sub, context.formal) ?? prepositionFirstOrder(sub);
      const effect = withConnector(pick("cause", context));
      return cause && effect ? [clause(cause), clause(effect, end)] : undefined;
    }
    case "wenn":
    case "falls":
    case "sofern":
      return unrealCondition(sub, main) ? deniedCondition(sub, main, end, context) : condition();
    case "obwohl":
    case "obgleich": {
      const fact = subjectFirst(sub, context.formal);
      const effect = withConnector(pick("concession", context));
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "nachdem": {
      const effect = withConnector(pick("after", context));
      const first = connectorOrder(
        perfectOfPluperfect(presentOfPerfect(sub, main), context.formal),
        pick("first", context),
      );
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "sobald": {
      if (onlyPossible(sub)) return undefined;
      const effect = withConnector(pick("condition", context));
      const first = mustFirst(presentOfPerfect(sub, main), pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "seitdem": {
      const fact = subjectFirst(sub, context.formal);
      const effect = withConnector("Seitdem");
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bis": {
      const fact = awaitedEvent(sub, main, context.formal);
      const effect = untilThen(main, context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "solange": {
      // "Solange Sie keine Unterlagen einreichen, …": a denied event is a condition, not a fact;
      // so is a present state of things ("Solange die Voraussetzungen vorliegen, …").
      if (negated(sub) || (context.formal && contingentDuration(sub))) return condition();
      // "Solange der König auf seiner Couch ist, gibt …" -> "Der König ist …" / "So lange gibt …"
      const fact = subjectFirst(sub, context.formal);
      const effect = aslongAs(sub, main, context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bevor":
    case "ehe": {
      if (deniedMain(main)) return notBefore(sub, main, end, context);
      if (mentionsVerb(main, DYING) || pluperfectTense(sub)) return undefined;
      const firstStep = withConnector(pick("first", context));
      return firstStep
        ? [clause(firstStep), clause(connectorOrder(sub, pick("after", context)), end)]
        : undefined;
    }
    case "indem": {
      // "Indem Sie das Formular online ausfüllen, sparen Sie Zeit." -> "Sie füllen das Formular online
      // aus." / "Dadurch sparen Sie Zeit.": the means first, then what it brings.
      // In a past story the two happen together: "Er legte ihnen die Hände auf." / "Dabei segnete er sie."
      const past = sub.readings.some((reading) => reading.tense === "praeteritum");
      const means = subjectFirst(sub, context.formal);
      const result = end === ":" ? undefined : withConnector(past ? pick("manner", context) : "Dadurch");
      return means && result ? [clause(means), clause(result, end)] : undefined;
    }
    case "während": {
      const fact = subjectFirst(sub, context.formal);
      const other = withConnector(pick("meanwhile", context));
      return fact && other ? [clause(fact), clause(other, end)] : undefined;
    }
    case "damit": {
      // "Damit wir Ihnen helfen können, brauchen wir …" -> "Wir brauchen …" / "Dann können wir Ihnen
      // helfen.": the main clause first, as after a trailing damit clause. Not before a colon (what
      // is said there goes on from the main clause).
      // "…, stellen Sie den Antrag bitte rechtzeitig": a request stays a request ("Stellen Sie …").
      const request =
        context.formal &&
        main[1]?.text === "Sie" &&
        main.some((token) => token.text === "bitte") &&
        finiteReadings({ ...(main[0] ?? word("")), text: main[0]?.text.toLowerCase() ?? "" }).length > 0
          ? [{ ...(main[0] ?? word("")), text: capitaliseFirst(main[0]?.text ?? "") }, ...main.slice(1)]
          : undefined;
      const effect = end === ":" ? undefined : (verbFirstToSubjectFirst(main, context.formal) ?? request);
      const purpose = connectorOrder(pastPurpose(sub) ?? indicative(sub), pick("condition", context));
      return effect ? [clause(effect), purposeClause(purpose, end, main)] : undefined;
    }
    case "als": {
      // "Als es Abend wurde, kam er." -> "Es wurde Abend. Da kam er."
      const fact = subjectFirst(sub, context.formal);
      const effect = withConnector(fact ? "Da" : pick("after", context));
      if (effect === undefined) return undefined;
      return [clause(fact ?? connectorOrder(sub, pick("first", context))), clause(effect, end)];
    }
    default:
      return undefined;
  }
}

/**
 * "Ein wichtiger Grund liegt zum Beispiel vor, wenn Sie krank sind.": "zum Beispiel" or
 * "beispielsweise" in the main clause before a trailing condition gives the condition as an
 * example; it goes with the condition ("Vielleicht sind Sie zum Beispiel krank." / "Dann liegt ein
 * wichtiger Grund vor."), not with the result ("Dann liegt ein wichtiger Grund zum Beispiel vor.").
 * Not in the first place of the main clause (a verb must come before it), and only before the
 * verb part that closes it.
 */
function exampleParticle(main: readonly Token[]): { at: number; tokens: Token[] } | undefined {
  const at = main.findIndex(
    (token, index) =>
      index > 1 &&
      (token.text === "beispielsweise" || (token.text === "zum" && main[index + 1]?.text === "Beispiel")),
  );
  if (at < 0) return undefined;
  const tokens = main.slice(at, main[at]?.text === "zum" ? at + 2 : at + 1);
  // Only the closing verb part, "der Fall" or "so" after it: "Sie bekommen zum Beispiel Geld, wenn …"
  // gives an example of what is given.
  const after = main.slice(at + tokens.length);
  const closing =
    after.every((token) => PARTICLES.has(token.text) || isNonFiniteVerb(token)) ||
    /^(?:der Fall|so)$/.test(after.map((token) => token.text).join(" "));
  return closing ? { at, tokens } : undefined;
}

/** The example particle after the connector, the verb and the personal pronouns behind it. */
function withExample(condition: readonly Token[], example: readonly Token[]): Token[] {
  let at = 2;
  while (
    at < condition.length - 1 &&
    (BEFORE_ADVERB.test(condition[at]?.text ?? "") || condition[at]?.text === "Sie")
  )
    at += 1;
  return [
    ...condition.slice(0, at),
    ...example.map((token) => ({ ...token, space: true })),
    ...condition.slice(at),
  ];
}

/** Verbs whose object is what is told: the condition after them is that object. */
const TELLING = /^(?:mitteilen|sagen)$/;

/**
 * "Bitte teilen Sie uns mit, wenn sich Ihre Adresse ändert." -> "Dann teilen Sie uns das bitte mit.":
 * after a verb of telling without an object of its own, the condition was what to tell; "das"
 * follows the pronouns after the verb (or after the comma of a zu-infinitive of telling: "Dann sind
 * Sie verpflichtet, uns das … mitzuteilen"). Unchanged with a noun, "das", "es" or "dies" in the clause.
 */
function toldContent(effect: Token[]): Token[] {
  // "teilen … mit": a separated particle at the end belongs to the verb's lemma.
  const closing = effect.at(-1)?.text ?? "";
  const particle = PARTICLES.has(closing) ? closing : "";
  const telling = effect.some((token) =>
    finiteReadings({ ...token, text: token.text.toLowerCase() }).some(
      (reading) => TELLING.test(reading.lemma) || TELLING.test(particle + reading.lemma),
    ),
  );
  // "Dann sind Sie verpflichtet, uns unverzüglich mitzuteilen": a zu-infinitive of telling after
  // the comma; "das" follows the pronouns after that comma.
  const comma = effect.findIndex((token) => token.text === ",");
  const toldInInfinitive =
    !telling &&
    comma > 0 &&
    effect
      .slice(comma + 1)
      .some(
        (token, index, rest) =>
          readingsOf(token.text).some(
            (reading) =>
              reading.partOfSpeech === "verb" &&
              reading.form === "zuInfinitive" &&
              TELLING.test(reading.lemma),
          ) ||
          (token.text === "zu" && TELLING.test(rest[index + 1]?.text ?? "")),
      );
  // The object of the telling verb stands in its own clause: "Dann sind Sie als Eltern
  // verpflichtet, uns … mitzuteilen" has a noun ("Eltern") only before the comma.
  const object = effect
    .slice(toldInInfinitive ? comma + 1 : 1)
    .some(
      (token) =>
        /^(?:das|es|dies|alles|etwas|nichts|Bescheid)$/i.test(token.text) ||
        (isCapitalised(token.text) && !/^(?:Sie|Ihnen)$/.test(token.text)),
    );
  if ((!telling && !toldInInfinitive) || object) return effect;
  let at = toldInInfinitive ? comma + 1 : 2;
  while (
    at < effect.length &&
    /^(?:Sie|Ihnen|uns|mir|ihm|ihr|ihnen|euch|dir|es)$/.test(effect[at]?.text ?? "")
  )
    at += 1;
  return [...effect.slice(0, at), word("das"), ...effect.slice(at)];
}

/**
 * prefixMain, and the word that opened the main clause in its proper case once it stands inside
 * ("Mein Geist wird …" -> "Deshalb wird mein Geist …").
 */
export function prefixLowered(
  main: readonly Token[],
  connector: string,
  formal: boolean,
): Token[] | undefined {
  const result = prefixMain(main, connector, formal);
  const first = main[0];
  const at = first === undefined ? -1 : (result?.indexOf(first) ?? -1);
  if (result === undefined || first === undefined || at <= 0) return result;
  return result.map((token, index) =>
    index === at ? { ...token, text: trueCaseInitial(token.text, formal) } : token,
  );
}

/** Adverbs that resume a leading clause of cause or concession with the connector's own meaning. */
const RESUMING: Readonly<Record<string, RegExp>> = {
  Deshalb: /^(?:deshalb|deswegen|darum|daher|also)$/i,
  Darum: /^(?:deshalb|deswegen|darum|daher|also)$/i,
  Trotzdem: /^(?:trotzdem|dennoch)$/i,
};

/**
 * "Als er lehrte, da saßen Pharisäer da": after a leading subordinate clause a resuming "da"
 * before the verb gives way to the connector ("Da saßen …", "Dann …"); so does an adverb of the
 * same meaning ("Weil er krank war, deswegen blieb er zu Hause" -> "Deshalb blieb er …").
 */
function resumedByDa(main: readonly Token[], connector: string): Token[] | undefined {
  const [first, verb] = main;
  // "Wenn du es kannst, dann hilf uns.": "dann"/"so" before an imperative gives way as well.
  if (resumedImperative(main)) return [word(connector), ...main.slice(1)];
  const resuming =
    first?.text.toLowerCase() === "da" || (RESUMING[connector]?.test(first?.text ?? "") ?? false);
  if (!resuming || finiteReadings(verb).length === 0) return undefined;
  return [word(connector), ...main.slice(1)];
}

/** "dann hilf uns", "so komm": an imperative after the adverb that resumes a condition. */
function resumedImperative(main: readonly Token[]): boolean {
  const [first, verb] = main;
  return (
    /^(?:dann|so)$/i.test(first?.text ?? "") &&
    isImperative(verb) &&
    finiteReadings({ ...(verb ?? word("")), text: verb?.text.toLowerCase() ?? "" }).length === 0
  );
}

/**
 * A main clause that is an imperative ("sag es uns offen") after a leading subordinate clause:
 * "Dann sag es uns offen." Only a form that cannot be finite ("sag", "gib"; "kommt" is prefixMain's)
 * and not in questions.
 */
function imperativeWithConnector(
  main: readonly Token[],
  connector: string,
  end: string,
): Token[] | undefined {
  const [verb] = main;
  if (verb === undefined || end.includes("?") || !isImperative(verb, main[1]) || main.length < 2)
    return undefined;
  if (finiteReadings({ ...verb, text: verb.text.toLowerCase() }).length > 0) return undefined;
  return [word(connector), { ...verb, text: verb.text.toLowerCase(), space: true }, ...main.slice(1)];
}

/**
 * A main clause that takes no connector in front: an imperative ("Dann sag es uns offen."), or a
 * statement with another first constituent, which gets the connector after its verb and the
 * pronouns behind it: "Wegen seiner Liebe hat er uns lebendig gemacht" -> "Wegen seiner Liebe hat
 * er uns trotzdem lebendig gemacht". Not for questions.
 */
function connectorFallback(main: readonly Token[], connector: string, end: string): Token[] | undefined {
  return imperativeWithConnector(main, connector, end) ?? connectorInMiddle(main, connector, end);
}

/**
 * The connector after the finite verb (the second constituent) and the pronouns and particles
 * behind it. The first constituent must hold no verb form and no punctuation; undefined for
 * questions, w-words and a clause that has its own connector.
 */
/**
 * A polite request ("Bitte wenden Sie sich an uns", "Rufen Sie uns an") with `adverb` after "Sie"
 * and its object pronouns: "Bitte wenden Sie sich vorher an uns". Undefined for anything else.
 */
function requestWithAdverb(main: readonly Token[], adverb: string, formal: boolean): Token[] | undefined {
  if (!formal) return undefined;
  const verb = main[0]?.text.toLowerCase() === "bitte" ? 1 : 0;
  if (main[verb + 1]?.text !== "Sie") return undefined;
  if (finiteReadings({ ...(main[verb] as Token), text: main[verb]?.text.toLowerCase() ?? "" }).length === 0)
    return undefined;
  return adverbAfterPronouns(main, verb + 2, adverb);
}

/** `adverb` after the object pronouns (and "bitte") that follow position `at`: "Bitte melden Sie sich vorher …". */
function adverbAfterPronouns(main: readonly Token[], at: number, adverb: string): Token[] {
  let end = at;
  while (/^(?:sich|uns|mir|mich|ihm|ihn|ihr|ihnen|es|bitte)$/.test(main[end]?.text ?? "")) end += 1;
  return [...main.slice(0, end), word(adverb), ...main.slice(end)];
}

/**
 * What one does on purpose: "bevor Sie Ihre Wohnung verlieren", "bevor Sie krank werden" are no
 * plans ("Vielleicht wollen Sie Ihre Wohnung verlieren." would say so).
 */
const PLANNED_ACTS: ReadonlySet<string> = new Set([
  "unterschreiben",
  "unterzeichnen",
  "umziehen",
  "ausziehen",
  "einziehen",
  "abschicken",
  "absenden",
  "einreichen",
  "stellen",
  "beantragen",
  "kaufen",
  "verkaufen",
  "mieten",
  "kündigen",
  "abschließen",
  "bestellen",
  "buchen",
  "reisen",
  "heiraten",
  "anmelden",
  "abmelden",
  "zahlen",
  "bezahlen",
  "überweisen",
  "beginnen",
  "anfangen",
  "annehmen",
  "aufnehmen",
]);

/**
 * "bevor Sie den Vertrag unterschreiben" -> "Vielleicht wollen Sie den Vertrag unterschreiben": the
 * reader as subject, one present-tense verb whose "Sie" form is its infinitive; else undefined.
 */
function readersPlan(sub: VerbFinal): Token[] | undefined {
  const [subject, ...rest] = sub.middle;
  if (subject?.text !== "Sie" || sub.nonFinite.length > 0) return undefined;
  // "bevor Sie es abschicken": the pronoun would come before its noun in the request.
  if (rest.some((token) => /^(?:es|ihn|ihm|ihr|ihnen|sie|dies|das)$/.test(token.text))) return undefined;
  const verb = `${sub.particle?.text ?? ""}${sub.finite.text}`;
  if (
    !PLANNED_ACTS.has(verb) ||
    !sub.readings.some((reading) => reading.lemma === verb && reading.tense === "praesens")
  )
    return undefined;
  return [word("Vielleicht"), word("wollen"), subject, ...rest, word(verb)];
}

/**
 * "…am Freitag stattfinden, sofern die Prüfung bis dahin abgeschlossen ist": the condition's time
 * points to the main clause ("bis dahin", "bis zu diesem Zeitpunkt", "in dieser Zeit");
 * put first, it would point to nothing.
 */
function timeBackToMain(sub: VerbFinal, main: readonly Token[]): boolean {
  // "in dieser Zeit" points to the main clause only when that names a span ("nach 2 Jahren").
  const span = main.some((token) =>
    /^(?:Jahr|Jahre|Jahren|Monat|Monate|Monaten|Woche|Wochen|Tage|Tagen)$/.test(token.text),
  );
  return sub.middle.some((token, index) => {
    const next = sub.middle[index + 1]?.text ?? "";
    return (
      (token.text === "bis" &&
        (next === "dahin" || (next === "zu" && /^diese[mr]$/.test(sub.middle[index + 2]?.text ?? "")))) ||
      (span && token.text === "in" && next === "dieser" && sub.middle[index + 2]?.text === "Zeit")
    );
  });
}

/** Number words a span may have ("nach zwei Jahren"). */
const SPAN_NUMBER = /^(?:\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)$/;

/** Span nouns in the dative plural, by the form they may take in the main clause. */
const SPAN_DATIVE: Readonly<Record<string, string>> = {
  Jahre: "Jahren",
  Jahren: "Jahren",
  Monate: "Monaten",
  Monaten: "Monaten",
  Wochen: "Wochen",
  Tage: "Tagen",
  Tagen: "Tagen",
};

/**
 * "…nach Ablauf von 2 Jahren entfernt, wenn in dieser Zeit kein Verstoß festgestellt wird": put
 * first, "in dieser Zeit" would point to nothing; with the main clause's one span named it does
 * not ("in der Zeit von 2 Jahren"). The condition with that phrase in place of "in dieser Zeit"; undefined
 * when it points back otherwise too ("bis dahin", a lone "dem", a pronoun), is in the past or the
 * main clause names no span or more than one.
 */
function spanNamed(sub: VerbFinal, main: readonly Token[]): VerbFinal | undefined {
  if (pronounBackToCondition(sub, main) || demonstrativeBack(sub)) return undefined;
  // A past "wenn" tells what happened each time ("wurde … entfernt, wenn … festgestellt wurde").
  if (!sub.readings.some((reading) => reading.tense === "praesens") || pastMain(main)) return undefined;
  const spans = main.flatMap((token, index) => {
    const noun = SPAN_DATIVE[main[index + 1]?.text ?? ""];
    return SPAN_NUMBER.test(token.text) && noun !== undefined ? [{ number: token, noun }] : [];
  });
  const at = sub.middle.findIndex(
    (token, index) =>
      token.text === "in" &&
      sub.middle[index + 1]?.text === "dieser" &&
      sub.middle[index + 2]?.text === "Zeit",
  );
  const [span] = spans;
  if (spans.length !== 1 || span === undefined || at < 0) return undefined;
  const named = [word("der"), word("Zeit"), word("von"), { ...span.number, space: true }, word(span.noun)];
  const middle = sub.middle.toSpliced(at + 1, 2, ...named);
  const own = { ...sub, middle };
  return timeBackToMain(own, main) ? undefined : own;
}

/**
 * "Die Trauung kann am Freitag stattfinden, wenn die Prüfung bis dahin abgeschlossen ist." ->
 * "Die Trauung kann am Freitag stattfinden." / "Dafür muss die Prüfung bis dahin abgeschlossen
 * sein.": a condition that points back to the main clause comes after it as what the main clause
 * requires; a negated one takes "dürfen" ("wenn in dieser Zeit kein Verstoß festgestellt wird" ->
 * "Dafür darf in dieser Zeit kein Verstoß festgestellt werden"; "muss kein" would lift the
 * condition). Only for a statement and a finite verb in the present indicative that is no modal
 * of duty or will (können stays: "Dafür müssen Sie … zahlen können"); undefined otherwise.
 */
function requirementAfter(sub: VerbFinal, main: readonly Token[], end: string): Clause[] | undefined {
  if (end !== ".") return undefined;
  const reading = sub.readings.find((candidate) => candidate.tense === "praesens");
  if (reading === undefined || /^(?:müssen|dürfen|sollen|wollen|mögen)$/.test(reading.lemma))
    return undefined;
  // A negated requirement in the present ("Dafür darf das Einkommen die Grenze nicht
  // überschreiten."); a negated Perfekt or passive reads as a ban ("Dafür darf die Gläubigerin dem
  // nicht widersprochen haben", "Dafür dürfen wir keinen Verstoß feststellen"): whole.
  if (negated(sub) && sub.nonFinite.length > 0) return undefined;
  const particle = sub.particle?.text ?? "";
  const infinitive = reading.lemma.startsWith(particle) ? reading.lemma : `${particle}${reading.lemma}`;
  const modal = finiteFormOf(negated(sub) ? "dürfen" : "müssen", "praesens", reading.person, reading.number);
  if (modal === undefined) return undefined;
  return [
    clause([...main]),
    clause(
      [word("Dafür"), word(modal), ...sub.middle, ...sub.nonFinite, word(infinitive), ...(sub.after ?? [])],
      end,
    ),
  ];
}

/**
 * Two or three conditions joined by "und", one of which points back to the main clause: each is
 * required ("Eine Ratenzahlung ist möglich, sofern die Gläubigerin dem nicht widersprochen hat und
 * Sie glaubhaft darlegen" -> "Eine Ratenzahlung ist möglich." / "Dafür darf die Gläubigerin dem
 * nicht widersprochen haben." / "Und Sie müssen glaubhaft darlegen."). With `onlyIf` ("kann nur
 * weitergezahlt werden, wenn es sich in Ausbildung befindet und noch nicht 25 Jahre alt ist") every
 * condition is required and no back reference is needed; a later conjunct without a subject of its
 * own shares the first one's ("Und es darf noch nicht 25 Jahre alt sein."). "none" when no conjunct
 * points back (the conditions go first as before), undefined (whole) when one does but the clauses
 * do not read so.
 */
function requirementsAfter(
  main: readonly Token[],
  rest: readonly Token[],
  end: string,
  onlyIf = false,
): Clause[] | undefined | "none" {
  const parts: Token[][] = [[]];
  for (const token of rest) {
    if (token.text === "und") parts.push([]);
    else parts.at(-1)?.push(token);
  }
  if (parts.length > 3 || (!onlyIf && (parts.length < 2 || rest.some((token) => token.text === "oder"))))
    return onlyIf ? undefined : "none";
  const conjuncts = parts.map((part) => readVerbFinal(part));
  const read = conjuncts.filter((each): each is VerbFinal => each !== undefined);
  const backwards = (each: VerbFinal) =>
    pronounBackToCondition(each, main) || timeBackToMain(each, main) || demonstrativeBack(each);
  if (read.length < conjuncts.length)
    return onlyIf || conjuncts.some((each) => each && backwards(each)) ? undefined : "none";
  if (!onlyIf && !read.some(backwards)) return "none";
  if (read.some((each) => coordinatedClauses(each))) return undefined;
  const required: Clause[] = [];
  let shared: { tokens: Token[]; agreements: Agreement[] } | undefined;
  for (const [index, conjunct] of read.entries()) {
    const own = subjectAt(conjunct.middle, 0, true);
    const subject = own !== undefined && agrees(conjunct.readings, own.agreements) ? own : undefined;
    const [sentence] = requirementAfter(conjunct, main, end)?.slice(1) ?? [];
    if (sentence === undefined) return undefined;
    const [, modal, ...after] = sentence.tokens;
    if (modal === undefined) return undefined;
    if (index === 0) {
      // "nur …, wenn es sich in Ausbildung befindet und …": after the main clause "es" may point to
      // another noun of it ("Kindergeld"); the sentence stays whole.
      if (subject === undefined || (onlyIf && SUBJECT_PRONOUNS.has(conjunct.middle[0]?.text ?? "")))
        return undefined;
      shared = { tokens: conjunct.middle.slice(0, subject.end), agreements: subject.agreements };
      required.push(sentence);
    } else if (subject !== undefined) {
      // "und die Unterlagen einreichen": a noun phrase the first subject's verb form fits too may be
      // the object; only a pronoun or a copula makes it a subject of its own.
      const copula = conjunct.readings.every((reading) => /^(?:sein|werden|bleiben)$/.test(reading.lemma));
      const pronoun = SUBJECT_PRONOUNS.has(conjunct.middle[0]?.text ?? "");
      if (shared !== undefined && agrees(conjunct.readings, shared.agreements) && !copula && !pronoun)
        return undefined;
      // "Dafür müssen Sie glaubhaft darlegen" -> "Und Sie müssen glaubhaft darlegen".
      required.push(
        clause([word("Und"), ...after.slice(0, subject.end), modal, ...after.slice(subject.end)], end),
      );
    } else {
      // "und noch nicht 25 Jahre alt ist" -> "Und es darf noch nicht 25 Jahre alt sein".
      const opener = conjunct.middle[0]?.text.toLowerCase() ?? "";
      if (shared === undefined || !agrees(conjunct.readings, shared.agreements) || DETERMINERS.has(opener))
        return undefined;
      required.push(clause([word("Und"), ...shared.tokens, modal, ...after], end));
    }
  }
  // "Wir zahlen nur, wenn …" -> "Wir zahlen." ("Dafür" says the condition is needed).
  const kept = /^(?:nur|bloß)$/.test(main.at(-1)?.text ?? "") ? main.slice(0, -1) : [...main];
  return [
    clause(kept),
    ...required.map((each, index) => (index < required.length - 1 ? { ...each, end: "." } : each)),
  ];
}

/**
 * "…, wenn die Gläubigerin dem nicht widersprochen hat": "dem" standing alone (no noun or
 * adjective after it) points back to the main clause; put first, it would point to nothing.
 */
function demonstrativeBack(sub: VerbFinal): boolean {
  return sub.middle.some((token, index) => {
    const next = sub.middle[index + 1];
    return (
      /^(?:dem|diesem)$/.test(token.text) &&
      index > 0 &&
      (next === undefined || (!isCapitalised(next.text) && next.kind === "w" && !declinedAdjective(next)))
    );
  });
}

/** "Sie müssen uns informieren" -> "Sie müssen uns vorher informieren" (müssen/sollen + the reader). */
function dutyWithAdverb(main: readonly Token[], adverb: string): Token[] | undefined {
  if (main[0]?.text !== "Sie" || !/^(?:müssen|sollen|sollten)$/.test(main[1]?.text ?? "")) return undefined;
  return adverbAfterPronouns(main, 2, adverb);
}

/** An imperative that cannot be a finite verb ("komm", "gib", "erhör"). */
function commandVerb(verb: Token | undefined, next?: Token): boolean {
  return (
    verb !== undefined &&
    isImperative(verb, next) &&
    finiteReadings({ ...verb, text: verb.text.toLowerCase() }).length === 0
  );
}

/** "Komm schnell" -> "Komm vorher schnell": the adverb after the imperative and its object pronouns. */
function commandWithAdverb(main: readonly Token[], adverb: string): Token[] | undefined {
  if (main.length < 2) return undefined;
  let at = 1;
  while (/^(?:dich|euch|mich|mir|dir|uns|ihm|ihn|ihr|ihnen|es|sie|doch|bitte)$/.test(main[at]?.text ?? ""))
    at += 1;
  return [...main.slice(0, at), word(adverb), ...main.slice(at)];
}

function connectorInMiddle(main: readonly Token[], connector: string, end: string): Token[] | undefined {
  // "Doch kann ohne Ausweis nicht gewählt werden": "doch" before the verb is an adverb in the first
  // place, no conjunction.
  const adverb = /^doch$/i.test(main[0]?.text ?? "") && isFiniteVerbToken(main[1]);
  if (end.includes("?") || (/^(?:und|oder|aber|denn|doch|sondern)$/i.test(main[0]?.text ?? "") && !adverb))
    return undefined;
  if (QUESTION_WORD.test(main[0]?.text ?? "")) return undefined;
  // "Solches füge er hinzu": a wish in Konjunktiv I is no statement to connect.
  const wish = main.some((token) => {
    const third = finiteReadings(token).filter((reading) => reading.person === 3);
    return third.length > 0 && third.every((reading) => reading.tense === "konjunktiv1");
  });
  if (wish) return undefined;
  if (main.some((token) => /^(?:dann|deshalb|darum|trotzdem|danach|zuerst)$/i.test(token.text)))
    return undefined;
  const verb = main.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
  if (verb < 1 || verb > 7) return undefined;
  const prefield = main.slice(0, verb);
  // "Eine Ermäßigung der Steuer um 50 Prozent kann …": a number may stand in the first place.
  if (
    prefield.some(
      (token, index) =>
        (token.kind !== "w" && token.kind !== "n") ||
        isNonFiniteVerb(token) ||
        (index === 0 && isImperative(token)),
    )
  )
    return undefined;
  if (finiteReadings({ ...(main[0] as Token), text: main[0]?.text.toLowerCase() ?? "" }).length > 0)
    return undefined;
  let at = verb + 1;
  // "ihr" before a noun is the possessive ("ihr Haus"), which belongs to the noun phrase.
  const pronoun = (token: Token | undefined, next: Token | undefined) =>
    BEFORE_ADVERB.test(token?.text.toLowerCase() ?? "") &&
    !(token?.text.toLowerCase() === "ihr" && nounReadings(next).length > 0);
  while (at < main.length && pronoun(main[at], main[at + 1])) at += 1;
  // "laden wir Sie und Jonas ein": a pronoun joined to the next phrase stays with it ("laden wir
  // dann Sie und Jonas ein", not "laden wir Sie dann und Jonas ein").
  while (at > verb + 1 && /^(?:und|oder|sowie|,)$/.test(main[at]?.text ?? "")) at -= 1;
  return [...main.slice(0, at), word(connector.toLowerCase()), ...main.slice(at)];
}

/**
 * "wenn du willst" -> "Vielleicht willst du es": a bare modal after its subject gets "es", which
 * stands for what the main clause says.
 */
function withObject(sub: VerbFinal, formal: boolean): VerbFinal {
  const modal = sub.readings.every((reading) => /^(?:können|wollen|mögen|dürfen)$/.test(reading.lemma));
  const subject = subjectAt(sub.middle, 0, formal);
  if (!modal || sub.nonFinite.length > 0 || subject === undefined || subject.end !== sub.middle.length)
    return sub;
  return { ...sub, middle: [...sub.middle, word("es")] };
}

/**
 * A main clause whose finite verb is a Präteritum (narration): "Und so gingen die beiden …". A
 * participle that is also a Präteritum plural ("ist erschienen") does not count.
 */
function pastMain(main: readonly Token[]): boolean {
  return main.some(
    (token) =>
      pastParticipleLemmas(token).length === 0 &&
      finiteReadings(token).some((reading) => reading.tense === "praeteritum"),
  );
}

/** Question words that open a w-question ("Weshalb glaubt ihr …?", "Womit würdet ihr …?"). */
const QUESTION_WORD = /^(?:was|wer|wen|wem|wie|wo|womit|wofür|wozu|wohin|woher|warum|weshalb|wieso|wann)$/i;

/** Pronouns and modal particles that stay before an adverb in the middle field ("glaubt ihr mir dann"). */
const BEFORE_ADVERB =
  /^(?:ich|du|er|sie|es|man|wir|ihr|mich|dich|ihn|uns|euch|mir|dir|ihm|ihnen|sich|denn|doch|etwa|eigentlich)$/;

/**
 * A question after a weil/wenn/obwohl clause: the clause as a statement first, then the question
 * with the connector after its verb and the pronouns and particles behind it: "Werde ich denn noch
 * gebären, obwohl ich alt bin?" -> "Ich bin alt." / "Werde ich denn trotzdem noch gebären?";
 * "Wenn ich die Wahrheit sage, weshalb glaubt ihr mir nicht?" -> "Vielleicht sage ich die
 * Wahrheit." / "Weshalb glaubt ihr mir dann nicht?". A question that has its own "deshalb" keeps
 * it. Undefined for other subordinators or when the question does not start with a verb or a
 * question word + verb.
 */
/** "welche", "welchen" …: opens a question phrase with its noun ("Welche Kosten übernimmt …"). */
const WHICH = /^welche[nmrs]?$/i;
/** Words that make one question phrase with "wie" before the verb ("wie oft", "wie viel mehr"). */
const HOW_WORDS = /^(?:viel|viele|oft|lange|sehr|mehr|weit|bald)$/;

function questionAfterFact(
  subordinator: string,
  sub: VerbFinal,
  main: readonly Token[],
  context: SplitContext,
): Clause[] | undefined {
  const kinds: Record<string, keyof typeof CONNECTORS> = {
    weil: "cause",
    da: "cause",
    wenn: "condition",
    falls: "condition",
    obwohl: "concession",
    als: "time",
  };
  // "Kann man sie zum Fasten zwingen, solange der Bräutigam bei ihnen ist?" -> "Der Bräutigam ist
  // bei ihnen." / "Kann man sie so lange zum Fasten zwingen?"; negated it is a condition ("solange
  // Sie nicht zahlen" -> "Vielleicht zahlen Sie nicht."), a bare modal states no fact.
  if (subordinator === "solange") {
    if (negated(sub)) kinds.solange = "condition";
    else if (withObject(sub, context.formal) === sub) kinds.solange = "aslong";
  }
  // "Was kann ich tun, damit mein Kind einen Platz bekommt?" -> "Mein Kind soll einen Platz
  // bekommen." / "Was kann ich dafür tun?"
  if (subordinator === "damit") kinds.damit = "purpose";
  const kind = kinds[subordinator];
  if (kind === undefined || (kind === "condition" && unrealCondition(sub, main))) return undefined;
  const fact =
    kind === "condition"
      ? connectorOrder(withObject(nameForward(sub, main), context.formal), pick("maybe", context))
      : kind === "purpose"
        ? questionPurpose(sub, main, context.formal)
        : subjectFirst(sub, context.formal);
  // "Hat man nicht Abraham frei gesprochen, als er …?": the time clause's pronoun would come
  // before its name.
  if (kind === "time" && fact !== undefined && pointsBack(fact, main)) return undefined;
  const first = main[0];
  // "Wie oft soll ich …", "Wie viel mehr wird …": "wie" with its degree word is one question phrase.
  let phrase = 1;
  while (/^wie$/i.test(first?.text ?? "") && phrase < 3 && HOW_WORDS.test(main[phrase]?.text ?? ""))
    phrase += 1;
  // "Welche Kosten übernimmt die Kasse, wenn …?": "welche" and its noun are one question phrase.
  if (WHICH.test(first?.text ?? "")) {
    // "Welche Kinder dürfen kommen, wenn sie krank sind?": put first, "sie" would point forward to
    // what the question asks about; "Welche Frau würde sich freuen, wenn …" is unreal; "Welche
    // Städte besuchte Paulus, wenn er Zeit hatte?" is every time, in the past.
    if (
      sub.middle.some((token) =>
        /^(?:er|sie|es|ihn|ihm|ihr|ihre[mnrs]?|sein|seine[mnrs]?|ihnen)$/.test(token.text),
      ) ||
      main.some((token) => /^(?:würde|würden|würdest|hätte|hätten|wäre|wären)$/.test(token.text)) ||
      sub.readings.every((reading) => reading.tense !== "praesens")
    )
      return undefined;
    phrase =
      [2, 3].find(
        (index) =>
          main.slice(1, index).every((token) => token.kind === "w") &&
          !isCapitalised(main[index]?.text ?? "") &&
          finiteReadings(main[index]).length > 0,
      ) ?? 0;
    if (phrase === 0) return undefined;
  }
  // "Was also taufst du, wenn …?": a particle may stand between the question word and the verb.
  const particle = /^(?:also|denn|nun)$/.test(main[phrase]?.text ?? "") ? 1 : 0;
  const verbAt =
    first !== undefined && finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0
      ? 0
      : phrase + particle;
  if (
    fact === undefined ||
    (verbAt > 0 && !QUESTION_WORD.test(first?.text ?? "") && !WHICH.test(first?.text ?? ""))
  )
    return undefined;
  // "Wie lange bleibst du, solange …?": "so lange" only in a yes/no question.
  if (kind === "aslong" && verbAt > 0) return undefined;
  // "Kommst du, damit wir reden können?" asks the purpose itself; an FAQ's "Muss ich …, damit …?"
  // takes it as given.
  if (kind === "purpose" && verbAt === 0 && !givenPurposeQuestion(main)) return undefined;
  if (
    finiteReadings({ ...(main[verbAt] as Token), text: main[verbAt]?.text.toLowerCase() ?? "" }).length === 0
  )
    return undefined;
  // "Kommen Sie morgen und bringen Sie … mit, wenn …?": the clause may belong to either question.
  const coordinated = main.some(
    (token, index) => /^(?:und|oder|aber)$/.test(token.text) && finiteReadings(main[index + 1]).length > 0,
  );
  if (coordinated) return undefined;
  const own = main.some((token) => /^(?:deshalb|darum|dann|trotzdem|deswegen)$/i.test(token.text));
  let at = verbAt + 1;
  // "glaubt Ihr mir" (old capital pronoun), but not the possessive "Ihr Antrag"; "Sie" and the
  // other pronouns are never possessives ("Haben Sie dann Fragen?").
  const pronoun = (index: number) =>
    BEFORE_ADVERB.test(main[index]?.text.toLowerCase() ?? "") &&
    (!/^ihr$/i.test(main[index]?.text ?? "") || nounReadings(main[index + 1]).length === 0);
  while (at < main.length && pronoun(at)) at += 1;
  const connector = pick(kind, context)
    .toLowerCase()
    .split(" ")
    .map((text) => word(text));
  const question = own ? [...main] : [...main.slice(0, at), ...connector, ...main.slice(at)];
  return [clause(fact), clause(question, "?")];
}

/**
 * A yes/no question with a consequence: both stay questions, the consequence with "dann" after
 * its pronouns: "Sind mir etwa noch Söhne im Leib, sodass sie eure Männer werden könnten?" ->
 * "Sind mir etwa noch Söhne im Leib?" / "Könnten sie dann eure Männer werden?" Only when the main
 * clause opens with its finite verb and the consequence is one clause.
 */
function consequenceQuestion(sub: VerbFinal, main: readonly Token[], end: string): Clause[] | undefined {
  const first = main[0];
  if (first === undefined || finiteReadings({ ...first, text: first.text.toLowerCase() }).length === 0)
    return undefined;
  if (coordinatedClauses(sub) || sub.middle.length === 0) return undefined;
  const question = questionOrder(sub);
  let at = 1;
  while (at < question.length && BEFORE_ADVERB.test(question[at]?.text.toLowerCase() ?? "")) at += 1;
  return [
    clause([...main], end),
    clause([...question.slice(0, at), word("dann"), ...question.slice(at)], end),
  ];
}

const NOT_REPORTING = new Set([
  "was",
  "wen",
  "wem",
  "wer",
  "wessen",
  "so",
  "solch",
  "wollen",
  "will",
  "willst",
  "wollt",
  "wollte",
  "wollten",
  "möchte",
  "möchten",
  "möchtest",
  "möchtet",
]);

/**
 * "So ist es geschrieben, dass …", "Nun war es aber so, dass …": "so" stands for the dass clause
 * (first, before the verb, or last after a form of "sein"), no degree as in "so groß, dass …".
 */
function correlativeSo(main: readonly Token[]): boolean {
  if (main.some((token) => token.text === "solch")) return false;
  const at = main.findIndex((token) => /^so$/i.test(token.text));
  if (main.slice(at + 1).some((token) => /^so$/i.test(token.text))) return false;
  if (at === 0) return finiteReadings(main[1]).length > 0 && !isNonFiniteVerb(main[1]);
  return (
    at === main.length - 1 &&
    main.some((token) => finiteReadings(token).some((reading) => reading.lemma === "sein"))
  );
}

/** A question whose dass clause is reported content ("Warum hast du nicht gesagt, dass …?"). */
function reportedQuestion(main: readonly Token[]): boolean {
  return !main.some((token) => NOT_REPORTING.has(token.text.toLowerCase()));
}

/**
 * The cause's subject is "er"/"sie" and the main clause holds a noun or name it may refer to
 * ("Der Mann war mir voraus, weil er vor mir war."): with the cause first the pronoun would come
 * before its noun ("Er war vor mir." / "Deshalb war der Mann mir voraus."). The noun must fit the
 * pronoun (er: masculine singular; sie: feminine or plural); the polite "Sie" does not count.
 */
function pointsBack(cause: readonly Token[], main: readonly Token[]): boolean {
  const pronoun = cause[0]?.text;
  if (PRONOMINAL_ADVERB.test(pronoun ?? "")) return true;
  // "da dies bei der Planung berücksichtigt wird": a lone demonstrative before the verb points
  // back to what the main clause says.
  if (/^(?:das|dies)$/i.test(pronoun ?? "") && isFiniteVerbToken(cause[1] ?? word(""))) return true;
  // "Das Kind weint, weil es Hunger hat": "es" points back to a neuter noun ("Es hat Hunger." /
  // "Deshalb weint das Kind." named it before the noun); not an impersonal "es" ("weil es regnet").
  if (pronoun === "es") {
    if (finiteReadings(cause[1]).some((reading) => IMPERSONAL_ES.has(reading.lemma))) return false;
    return main.some((token) =>
      nounReadings(token).some((reading) => reading.gender === "n" && reading.number === "singular"),
    );
  }
  if (pronoun !== "er" && pronoun !== "sie") return false;
  // "sie stellen …" is plural, "sie ist …" feminine singular: the verb after the pronoun tells.
  const numbers = new Set(
    finiteReadings(cause[1])
      .filter((reading) => reading.person === 3)
      .map((reading) => reading.number),
  );
  const fits = (token: Token, index: number) => {
    const readings = nounReadings(token);
    // A capitalised word the lexicon does not know: a name ("Abraham"; the first word only when
    // the lexicon knows it as nothing else).
    if (readings.length === 0)
      return isNounLike(token) && (index > 0 || readingsOf(token.text.toLowerCase()).length === 0);
    return readings.some((reading) =>
      pronoun === "er"
        ? reading.gender === "m" && reading.number === "singular"
        : (reading.number === "plural" && numbers.has("plural")) ||
          (reading.gender === "f" && reading.number === "singular" && numbers.has("singular")),
    );
  };
  return main.some((token, index) => token.text !== "Sie" && token.text !== "Ihr" && fits(token, index));
}

/**
 * The damit clause's subject is one pronoun, the main clause's own subject ("Ich bin früh
 * aufgestanden, damit ich …"); "er" only when the main clause names no other he (a masculine noun
 * or name, "ihn", "ihm": "Er bringt die Kinder zu ihm, damit er sie berühre").
 */
function ownPurpose(main: readonly Token[], sub: VerbFinal, formal: boolean): boolean {
  const subject = subjectAt(sub.middle, 0, formal);
  const [pronoun] = sub.middle;
  if (pronoun === undefined || subject?.end !== 1 || !agrees(sub.readings, subject.agreements)) return false;
  if (!sharesSubject(main, pronoun, formal)) return false;
  if (pronoun.text !== "er") return true;
  return !main.some((token) => /^(?:ihn|ihm)$/i.test(token.text)) && !pointsBack([pronoun, sub.finite], main);
}

/** "Sie bekommen kein Geld, weil die Unterlagen fehlen." The main clause comes first. */
function subordinateLast(
  subordinator: string,
  main: readonly Token[],
  sub: VerbFinal,
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  // "Sind mir noch Söhne im Leib, sodass …?": the main clause is the question; a "." after it
  // would turn it into a statement.
  // Only "Wie können sie sagen, dass …?" -> "Wie können sie sagen: … ?" keeps the question whole; not
  // when a question word belongs to the dass clause ("Was wollt ihr, dass ich tue?") or after a wish.
  if (end.includes("?") && !(subordinator === "dass" && reportedQuestion(main)))
    return subordinator === "sodass"
      ? consequenceQuestion(sub, main, end)
      : questionAfterFact(subordinator, sub, main, context);
  // "…, wenn er sagt:" — the colon belongs to the last verb; only orders with the clause last fit.
  if (end === ":" && !/^(?:weil|da|bis|damit|sodass|indem|bevor|ehe|während|dass|ob)$/.test(subordinator))
    return undefined;
  const later = laterTimeConjunct(main, context.formal);
  if (later !== undefined) {
    const split = subordinateLast(subordinator, later.right, sub, end, context);
    return split && [clause(later.left), ...split];
  }
  // "wir sind deine Knechte und wir haben gesündigt, weil wir schwach waren": a cause belongs to the
  // last of two main clauses joined by "und" (not "Deshalb sind wir deine Knechte.").
  const joined =
    subordinator === "weil" || subordinator === "da" ? lastJoinedMainClause(main, context.formal) : undefined;
  if (joined !== undefined) {
    const split = subordinateLast(subordinator, main.slice(joined + 1), sub, end, context);
    return split && [clause(main.slice(0, joined)), ...split];
  }
  const mainTokens = [...main];
  switch (subordinator) {
    case "weil":
    case "da": {
      // "da dafür die Krankenkasse zuständig ist": "dafür" points back to the main clause, which
      // stays first ("… / Denn dafür ist die Krankenkasse zuständig.").
      const cause =
        subjectFirst(sub, context.formal) ??
        prepositionFirstOrder(sub) ??
        pronominalAdverbFirst(sub, context.formal);
      const effect = prefixLowered(main, pick("cause", context), context.formal);
      // "…, weil er sich sagte:" — the colon stays with the verb of saying, which comes last.
      // "da sonst ein Bußgeld droht": "sonst" refers to the main clause, which stays first.
      const otherwise = cause?.some((token) => /^(?:sonst|andernfalls)$/i.test(token.text)) ?? false;
      // "Dann müssen wir den Antrag ablehnen, da …": the main clause's "dann" goes back to a condition
      // before it; "Deshalb" in its place would lose it, so the main clause stays first.
      const resumes = /^(?:dann|so)$/i.test(main[0]?.text ?? "");
      // "Wir sind nur deswegen zu spät gekommen, weil …": the main clause names the cause itself;
      // "Deshalb sind wir nur deswegen …" would say it twice, so the main clause stays first.
      const ownCause = main.some((token) => /^(?:deshalb|deswegen|darum|daher)$/i.test(token.text));
      if (cause && effect && end !== ":" && !pointsBack(cause, main) && !otherwise && !resumes && !ownCause)
        return [clause(cause), clause(effect, end)];
      // The main clause cannot take "Deshalb" (it starts with an adverbial) or holds the noun the
      // cause's pronoun refers to: keep it first, add "Denn".
      return cause ? [clause(mainTokens), clause([word("Denn"), ...cause], end)] : undefined;
    }
    case "wenn":
    case "falls":
    case "sofern": {
      if (unrealCondition(sub, main)) return undefined;
      const bound = context.conjunct ? undefined : quantifierNamed(sub, main);
      if (bound !== undefined) return boundCondition(bound.sub, bound.main, end, context);
      // "sofern A nicht …t und B …t": "unless" would take the negation of both ("Aber vielleicht
      // A." / "Und B." / "Dann gilt das nicht." said the exception needs both); only one condition.
      const unless =
        subordinator === "sofern" && !context.conjunct ? unlessNegated(sub, main, end, context) : undefined;
      if (unless !== undefined) return unless;
      // Put first, the condition would lose what it points back to: the main clause stays first and
      // the condition follows as what it requires ("Dafür muss … sein").
      // "wenn in dieser Zeit kein weiterer Verstoß festgestellt wird" after "nach 2 Jahren": no
      // requirement ("Dafür darf man … keinen Verstoß feststellen" reads as a ban); the condition
      // goes first with the span named ("in der Zeit von 2 Jahren").
      const backwards =
        pronounBackToCondition(sub, main) || timeBackToMain(sub, main) || demonstrativeBack(sub);
      if (backwards && (context.conjunct || !context.formal)) return undefined;
      const required = backwards ? requirementAfter(sub, main, end) : undefined;
      if (required !== undefined) return required;
      const own = backwards ? spanNamed(sub, main) : sub;
      if (own === undefined) return undefined;
      const example = exampleParticle(main);
      const rest = example === undefined ? main : main.toSpliced(example.at, example.tokens.length);
      const connected =
        prefixLowered(rest, pick("condition", context), context.formal) ??
        connectorFallback(rest, pick("condition", context), end);
      const effect = connected && toldContent(connected);
      const named = subjectNamed(own, rest);
      if (named === undefined) return undefined;
      const condition = unlessSubjectForward(
        unlessBoundPronoun(
          unlessDemonstrativeForward(maybeCondition(named, rest, context), named, rest),
          named,
          rest,
        ),
        named,
        rest,
      );
      return effect && condition
        ? [
            clause(example === undefined ? condition : withExample(condition, example.tokens)),
            clause(effect, end),
          ]
        : undefined;
    }
    case "obwohl":
    case "obgleich": {
      const fact = subjectFirst(sub, context.formal);
      const effect =
        prefixLowered(main, pick("concession", context), context.formal) ??
        connectorFallback(main, pick("concession", context), end);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "damit": {
      // "Die Polizei kam, damit sie den Dieb verhaftet." -> "Dann sollte sie den Dieb verhaften.":
      // after a past main clause, or with a Konjunktiv I ("damit er sie berühre"), the purpose is
      // what was meant to happen ("Dann verhaftet sie den Dieb." told it as done).
      // A Perfekt main clause ("Ich habe ihn erwählt, damit er … befiehlt") keeps the present:
      // "Dann soll er … befehlen." (was "Dann befiehlt er …", told as done); not for the first of
      // joined clauses, whose later ones keep their verbs ("Dann bleibt …" / "Und … wird …").
      const meant =
        pastMain(main) || subjectKonjunktiv1(sub) || (perfectMain(main) && !context.conjunct)
          ? purposeWithModal(sub, "praesens", "sollen", pastMain(main) ? "praeteritum" : "praesens")
          : undefined;
      const told = pastPurpose(sub) ?? meant;
      // "Ich bin früh aufgestanden, damit ich den Zug erreiche": the subject's own purpose is its
      // wish, as with "um … zu" ("Ich wollte den Zug erreichen."); "Dann soll ich …" read as an order.
      const verb = told?.nonFinite[0];
      if (verb !== undefined && ownPurpose(main, sub, context.formal)) {
        const wish = subjectPurpose(main, [...sub.middle.slice(1), verb], context.formal);
        return wish && [clause(mainTokens), clause(wish, end)];
      }
      const purpose = connectorOrder(told ?? indicative(sub), pick("condition", context));
      return [clause(mainTokens), purposeClause(purpose, end, mainTokens)];
    }
    case "sodass":
      // "so dass die ganze Welt Ehrfurcht habe": a wished consequence, no fact.
      if (onlyKonjunktiv1(sub)) return undefined;
      // "Sag es deinem Vater, so dass er Bescheid weiß!": after a command the consequence has not
      // happened ("Deshalb weiß er Bescheid!" told it as a fact) -> "Dann weiß er Bescheid!".
      if (isImperative(main[0], main[1]))
        return [clause(mainTokens), clause(connectorOrder(sub, pick("condition", context)), end)];
      return [clause(mainTokens), clause(connectorOrder(sub, pick("cause", context)), end)];
    case "indem": {
      const kind = goalWithModal(main) ? "means" : "manner";
      return [clause(mainTokens), clause(connectorOrder(sub, pick(kind, context)), end)];
    }
    case "bevor":
    case "ehe": {
      // "Wir zahlen nicht, bevor alle Unterlagen vorliegen" is no sequence: the clause comes first.
      if (deniedMain(main)) return notBefore(sub, main, end, context);
      // "Er starb, bevor er Kinder bekam": after death the later event never came; said as what
      // did not happen before: "Er starb." / "Vorher bekam er keine Kinder."
      if (mentionsVerb(main, DYING)) {
        const denied = end === "." ? notHappened(sub) : undefined;
        return denied && [clause(mainTokens), clause(connectorOrder(denied, "Vorher"), end)];
      }
      // "Bitte wenden Sie sich an uns, bevor die Frist abläuft": a request must come first, which
      // "Danach läuft die Frist ab" would not say -> "Die Frist läuft ab." / "Bitte wenden Sie sich
      // vorher an uns."
      // Only for an event that is not the reader's act and names its things itself ("bevor Sie es
      // abschicken" stays "Danach …": "Sie schicken es ab." would come before its noun).
      // A clause with a person of its own ("bevor ich die Polizei rufe": a threat, not a fact) stays.
      const event = !sub.middle.some((token) =>
        /^(?:Sie|es|ihn|ihm|ihr|ihnen|sie|er|ich|mich|mir|du|dich|dir|wir|uns|euch)$/.test(token.text),
      );
      // "Wir bitten Sie, uns zu informieren, bevor Sie umziehen" (also with the clause inside, see
      // subordinateInRequest): read as "Bitte informieren Sie uns", which takes "vorher" as below.
      const polite = politeRequest(main, context.formal);
      const asked = polite?.[0]?.text === "Bitte" ? polite : undefined;
      const request = event ? requestWithAdverb(asked ?? main, "vorher", context.formal) : undefined;
      const fact = request && subjectFirst(sub, context.formal);
      if (request && fact && end !== ":") return [clause(fact), clause(request, end)];
      // "Bitte rufen Sie uns an, bevor Sie den Vertrag unterschreiben": the reader's own act is a
      // plan, not an order ("Danach unterschreiben Sie den Vertrag." would tell them to sign) ->
      // "Vielleicht wollen Sie den Vertrag unterschreiben." / "Bitte rufen Sie uns vorher an."
      const plan = end === "." ? readersPlan(sub) : undefined;
      const first =
        plan &&
        (requestWithAdverb(asked ?? main, "vorher", context.formal) ?? dutyWithAdverb(main, "vorher"));
      if (plan && first) return [clause(plan), clause(first, end)];
      // After such a request "Danach ziehen Sie um." would be a second order: the sentence stays whole.
      if (asked !== undefined) return undefined;
      // "Komm schnell, bevor mein Kind stirbt!": the same for a command in du/ihr form ("Mein Kind
      // stirbt." / "Komm vorher schnell!"), not "Danach stirbt mein Kind!"; with a pronoun in the
      // clause ("bevor es dunkel wird") the sentence stays whole.
      if (commandVerb(main[0], main[1])) {
        const command = event && end !== ":" ? commandWithAdverb(main, "vorher") : undefined;
        const happening = command && subjectFirst(sub, context.formal);
        return command && happening ? [clause(happening), clause(command, end)] : undefined;
      }
      // "Sie müssen zahlen, bevor ein Gerichtsvollzieher kommt", "Viele Probleme können gelöst
      // werden, bevor ein Gerichtsvollzieher beauftragt wird": after a modal verb the event is what
      // the main clause may forestall, no fact that follows ("Danach kommt ein Gerichtsvollzieher.");
      // the sentence stays whole. The reader's own act ("bevor Sie umziehen") still follows.
      if (event && main.some((token) => finiteReadings(token).some((reading) => MODALS.has(reading.lemma))))
        return undefined;
      // "Der Mieter zog aus, bevor er die Miete gezahlt hatte": a completed event in the clause
      // had not happened yet, and may never have; "Danach hatte er die Miete gezahlt." would state it.
      if (pluperfectTense(sub)) return undefined;
      return [clause(mainTokens), clause(connectorOrder(sub, pick("after", context)), end)];
    }
    case "nachdem": {
      const earlier = perfectOfPluperfect(presentOfPerfect(sub, main), context.formal);
      // "Er übergab Jesus, nachdem er ihn ausgepeitscht hatte": the pronoun points forward to a
      // noun of the main clause; put first it would point back to another one. The main clause
      // stays first: "Er hat Jesus übergeben." / "Vorher hat er ihn ausgepeitscht."
      // Also a subject pronoun that fits a noun of the main clause: "Wir prüfen den Antrag, nachdem
      // er eingegangen ist." -> "Wir prüfen den Antrag." / "Vorher ist er eingegangen."
      const forward =
        (sub.middle.some((token) => /^(?:ihn|ihm|ihnen)$/.test(token.text)) &&
          main
            .slice(1)
            .some((token) => isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase()))) ||
        (main[0]?.text.toLowerCase() !== sub.middle[0]?.text &&
          pointsBack([sub.middle[0] ?? word(""), sub.finite], main));
      // A state is no earlier event: "Sie bekommen den Ausweis, nachdem er fertig ist." ("Vorher ist
      // er fertig.") stays whole, also "nachdem er unterschrieben ist" (a participle of a haben verb).
      const state =
        sub.readings.some((reading) => reading.lemma === "sein") &&
        sub.nonFinite.every((token) =>
          pastParticipleLemmas(token).every((lemma) => auxiliaryOf(lemma) !== "sein"),
        );
      if (forward && state) return undefined;
      // "Vorher" keeps the Perfekt ("Vorher ist er eingegangen.", not "Vorher geht er ein.").
      if (forward)
        return [
          clause(mainTokens),
          clause(connectorOrder(perfectOfPluperfect(sub, context.formal), "Vorher"), end),
        ];
      const effect =
        prefixLowered(main, pick("after", context), context.formal) ??
        connectorFallback(main, pick("after", context), end);
      const first = connectorOrder(earlier, pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "während":
      return [clause(mainTokens), clause(connectorOrder(sub, pick("meanwhile", context)), end)];
    case "sobald": {
      // "Wir schicken Ihnen Wohngeld, sobald wir können." stays whole.
      if (onlyPossible(sub)) return undefined;
      const effect =
        prefixLowered(main, pick("condition", context), context.formal) ??
        connectorFallback(main, pick("condition", context), end);
      const first = unlessDemonstrativeForward(
        mustFirst(presentOfPerfect(nameForward(sub, main), main), pick("first", context)),
        sub,
        main,
      );
      return effect && first ? [clause(first), clause(effect, end)] : undefined;
    }
    case "seitdem": {
      const fact = subjectFirst(sub, context.formal);
      const effect = prefixLowered(main, "Seitdem", context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bis": {
      // Narration: "Sie gingen, bis sie nach Betlehem kamen." -> "Sie gingen." / "Dann kamen sie …"
      const past = sub.readings.some((reading) => reading.tense === "praeteritum");
      if (past && pastMain(main)) return [clause(mainTokens), clause(connectorOrder(sub, "Dann"), end)];
      // "bis sie erwachsen waren" belongs to a story told in the past; after a present main clause unsure.
      if (pastState(sub)) return undefined;
      const fact = awaitedEvent(sub, mainTokens, context.formal);
      const effect = untilThen(main, context.formal);
      return fact && effect && end !== ":" ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "solange": {
      // "Wir zahlen nicht, solange Sie keine Unterlagen einreichen." states no fact that the reader
      // sends nothing: "Vielleicht reichen Sie keine Unterlagen ein." / "Dann zahlen wir nicht."
      // The same for a present state of things: "Sie erhalten die Leistung, solange die
      // Voraussetzungen vorliegen." ("Die Voraussetzungen liegen vor." would state it as a fact).
      if (negated(sub) || (context.formal && contingentDuration(sub))) {
        const effect =
          prefixLowered(main, pick("condition", context), context.formal) ??
          connectorFallback(main, pick("condition", context), end);
        return effect && end !== ":"
          ? [
              clause(connectorOrder(withObject(sub, context.formal), pick("maybe", context))),
              clause(effect, end),
            ]
          : undefined;
      }
      // "Ich wohne hier, solange ich lebe." -> "Ich lebe." / "So lange wohne ich hier."
      const fact = subjectFirst(sub, context.formal);
      const effect = aslongAs(sub, main, context.formal);
      return fact && effect && end !== ":" ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "dass": {
      // "eine so große Stadt, dass man 3 Tage brauchte": a consequence, not reported content.
      if (main.some((token) => token.text === "so" || token.text === "solch") && !correlativeSo(main))
        return [clause(mainTokens), clause(connectorOrder(sub, pick("cause", context)), end)];
      // "Ich glaube nicht, dass er kommt" / "nicht, dass …": after a colon the content would read
      // as a statement the main clause makes. Verbs of knowing keep it ("Sie wussten nicht: …").
      if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) && !mentionsVerb(main, FACTIVE))
        return undefined;
      // "Es kann sein, dass Sie Geld zurückzahlen müssen" / "Dies kann dazu führen, dass …": only a
      // possibility; after a colon the content would read as a fact, so it opens with "Vielleicht".
      if (possibleFrame(main))
        return [clause(mainTokens, ":"), clause(connectorOrder(sub, "Vielleicht"), end)];
      // "Er bat ihn, dass er bleibe." -> "Er bat ihn:" / "Er soll bleiben." (was "Er bleibt.", a
      // fact): what a verb of asking, commanding or allowing wants takes sollen/dürfen when the
      // clause has one full verb and no modal; otherwise it goes on as below.
      const modal = commandModalOf(main);
      // "Erlaubt das Gesetz, dass man Steuern zahlt?": after a colon the question would ask the content.
      if (modal !== undefined && end.includes("?")) return undefined;
      const asked =
        modal === undefined ||
        context.conjunct === true ||
        sub.readings.some((reading) => MODAL_VERBS.includes(reading.lemma))
          ? undefined
          : purposeWithModal(sub, "praesens", modal);
      const ordered = asked && subjectFirst(asked, context.formal);
      if (ordered) return [clause(mainTokens, ":"), clause(ordered, end)];
      // "dass von der Rente noch Beiträge abgezogen werden" -> "Von der Rente werden noch …".
      const content = subjectFirst(sub, context.formal) ?? prepositionFirstOrder(sub);
      // "Wissen Sie, dass Sie Wohngeld bekommen können?" -> "Sie können Wohngeld bekommen." /
      // "Wissen Sie das?": what one knows is a fact (not "Glaubst du, dass er kommt?"); after a
      // colon the fact would take the question mark.
      if (content && end.includes("?") && knowingQuestion(main))
        return [clause(content), clause([...main, word("das")], end)];
      return content ? [clause(mainTokens, ":"), clause(directSpeech(main, sub, content), end)] : undefined;
    }
    case "ob":
      return [clause(mainTokens, ":"), clause(questionOrder(sub), "?")];
    default:
      return undefined;
  }
}

/** "jemand", "jeder", "niemand" standing alone: the one a later "er" stands for. */
const BINDING_QUANTIFIER = /^(?:jemand|jeder|niemand)$/i;
/** Demonstratives that point back to something named before ("diesen starken Mann"). */
const DEMONSTRATIVE = /^(?:diese[mnrs]?|jene[mnrs]?)$/i;
/** Third-person pronouns that would mean someone else than the quantifier's "er". */
const OTHER_THIRD_PERSON = /^(?:er|sie|es|ihn|ihm|ihr|ihre[mnrs]?|ihnen)$/;

/**
 * "Jeder darf mitspielen, wenn er bezahlt." -> condition "jemand bezahlt", main clause "Er darf
 * mitspielen": the condition's subject "er" stands for whoever the quantifier means, so put first
 * the condition names "jemand" and the main clause goes on with "er". "niemand" becomes "er" with
 * "nicht" before the closing verbs ("Niemand darf mitspielen, wenn er nicht bezahlt." -> "jemand
 * bezahlt nicht" / "Er darf nicht mitspielen"). Only for a quantifier that opens the main clause or
 * follows its finite verb, with no other negation there and for "niemand" closing verbs (a modal
 * and its infinitive); the condition may have no other third-person pronoun ("wenn er ihn fesselt":
 * "ihn" would point forward) and the main clause none at all. Undefined otherwise.
 */
function quantifierNamed(
  sub: VerbFinal,
  main: readonly Token[],
): { sub: VerbFinal; main: Token[] } | undefined {
  const subject = sub.middle[0];
  if (subject?.text !== "er" || !agrees(sub.readings, [{ person: 3, number: "singular" }])) return undefined;
  if (sub.middle.slice(1).some((token) => OTHER_THIRD_PERSON.test(token.text))) return undefined;
  const introduced = introducedFirst(sub, main);
  if (introduced === undefined) return undefined;
  return namedQuantifier(introduced.sub, introduced.main);
}

/** Indefinite articles for a demonstrative whose noun the condition now names first, and back. */
const INDEFINITE_FOR: Readonly<Record<string, string>> = { diesen: "einen", diesem: "einem" };
const DEFINITE_FOR: Readonly<Record<string, string>> = { einen: "den", einem: "dem" };

/**
 * "…bei einem starken Mann einbrechen, wenn er nicht zuerst diesen starken Mann fesselt": put
 * first, "diesen starken Mann" would point forward to "einem starken Mann". The condition then
 * names it first with the indefinite article ("einen starken Mann") and the main clause goes on
 * with the definite one ("bei dem starken Mann"). Only for "diesen"/"diesem", up to two adjectives
 * and a noun the main clause has once, after "einen"/"einem" (the adjectives end alike after both).
 * Unchanged without a demonstrative, undefined when one cannot be swapped.
 */
function introducedFirst(
  sub: VerbFinal,
  main: readonly Token[],
): { sub: VerbFinal; main: Token[] } | undefined {
  const at = sub.middle.findIndex((token) => DEMONSTRATIVE.test(token.text));
  const demonstrative = sub.middle[at];
  if (demonstrative === undefined) return { sub, main: [...main] };
  const indefinite = INDEFINITE_FOR[demonstrative.text];
  if (
    indefinite === undefined ||
    sub.middle.some((token, index) => index > at && DEMONSTRATIVE.test(token.text))
  )
    return undefined;
  let end = at + 1;
  while (end < at + 3 && declinedAdjective(sub.middle[end])) end += 1;
  const noun = sub.middle[end];
  if (noun === undefined || nounReadings(noun).length === 0) return undefined;
  const [hit, ...others] = main.flatMap((token, index) => (token.text === noun.text ? [index] : []));
  if (hit === undefined || others.length > 0) return undefined;
  let start = hit - 1;
  while (start > 0 && declinedAdjective(main[start])) start -= 1;
  const article = main[start];
  const definite = DEFINITE_FOR[article?.text ?? ""];
  if (article === undefined || definite === undefined) return undefined;
  // "diesen Mann" after "einem starken Mann": the same adjectives, or the phrase would change.
  const adjectives = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(" ");
  if (adjectives(sub.middle.slice(at + 1, end)) !== adjectives(main.slice(start + 1, hit))) return undefined;
  return {
    sub: { ...sub, middle: sub.middle.toSpliced(at, 1, { ...demonstrative, text: indefinite }) },
    main: main.toSpliced(start, 1, { ...article, text: definite }),
  };
}

/** Third-person pronouns of a main clause that would compete with the quantifier's "er". */
const COMPETING_PRONOUN = /^(?:er|sie|es|ihr|ihre[mnrs]?)$/;

/** The quantifier of the main clause becomes "er", the condition's "er" becomes "jemand" (see quantifierNamed). */
function namedQuantifier(
  sub: VerbFinal,
  main: readonly Token[],
): { sub: VerbFinal; main: Token[] } | undefined {
  const subject = sub.middle[0];
  if (subject === undefined) return undefined;
  const at = main.findIndex((token) => BINDING_QUANTIFIER.test(token.text));
  const quantifier = main[at];
  if (quantifier === undefined || (at !== 0 && !(at === 2 && isFiniteVerbToken(main[1])))) return undefined;
  // "jeder Mensch", "jeder neue …": a determiner, no pronoun.
  if (isCapitalised(main[at + 1]?.text ?? "") || declinedAdjective(main[at + 1])) return undefined;
  if (
    main.some(
      (token, index) =>
        (index !== at &&
          (BINDING_QUANTIFIER.test(token.text) || NEGATION_WORDS.has(token.text.toLowerCase()))) ||
        COMPETING_PRONOUN.test(token.text) ||
        token.kind === "p",
    )
  )
    return undefined;
  const named: Token[] = main.map((token, index) =>
    index === at ? { ...token, text: at === 0 ? "Er" : "er" } : token,
  );
  if (/^niemand$/i.test(quantifier.text)) {
    // "Niemand hat etwas gesagt", "Niemand darf ein Wort sagen": "nicht" before an indefinite would
    // have to become "nichts"/"kein".
    if (
      main.some((token) => /^(?:ein|eine[mnrs]?|etwas|irgend\p{L}*|je|jemals|auch|noch)$/iu.test(token.text))
    )
      return undefined;
    let start = named.length;
    while (start > at + 2 && isNonFiniteVerb(named[start - 1])) start -= 1;
    if (start === named.length) return undefined;
    named.splice(start, 0, { ...word("nicht"), space: true });
  }
  return { sub: { ...sub, middle: [{ ...subject, text: "jemand" }, ...sub.middle.slice(1)] }, main: named };
}

/** The condition with "jemand" first, then the main clause with "Dann" and its "er" (see quantifierNamed). */
function boundCondition(
  sub: VerbFinal,
  main: Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const effect =
    prefixLowered(main, pick("condition", context), context.formal) ??
    connectorFallback(main, pick("condition", context), end);
  const condition = connectorOrder(withObject(sub, context.formal), pick("maybe", context));
  return effect && end !== ":" ? [clause(condition), clause(effect, end)] : undefined;
}

/**
 * "sofern dieses nicht bereits vorgelegt wurde" after "… wird ein aktuelles Lichtbild benötigt": a
 * demonstrative standing alone names its noun ("Aber vielleicht wurde ein aktuelles Lichtbild
 * bereits vorgelegt.", not "… wurde dieses …"), definite where that needs no other ending ("ein
 * Foto" -> "das Foto"). Unchanged when nameForward finds no noun.
 */
function namedDemonstrative(sub: VerbFinal, main: readonly Token[]): VerbFinal {
  if (!standingDemonstrative(sub.middle)) return sub;
  const named = nameForward(sub, main);
  const noun = named.middle.findIndex((token) => isCapitalised(token.text));
  if (named === sub || noun < 1) return sub;
  const phrase = named.middle.slice(0, noun + 1);
  const definite = definiteSubject(phrase) ?? phrase;
  return { ...named, middle: [...definite, ...named.middle.slice(noun + 1)] };
}

/** Words after "nicht" that make it no plain negation of the clause ("nicht mehr", "nicht nur"). */
const NOT_PLAIN = /^(?:mehr|nur|einmal|erst|weniger|länger|so|zu|immer|ganz|gleich)$/;

/**
 * "Der Termin findet am Mittwoch in Ihrer Wohnung statt, sofern Sie nicht ausdrücklich
 * widersprechen." was "Vielleicht widersprechen Sie nicht ausdrücklich." / "Dann findet der Termin
 * … statt.": the fixed appointment now sounded uncertain. "sofern … nicht" after a positive main
 * clause is "unless": the main clause is the rule, the condition its exception. Said as after
 * "es sei denn" (unlessClause): "Der Termin findet … statt." / "Aber vielleicht widersprechen Sie
 * ausdrücklich." / "Dann gilt das nicht." Only for "sofern" (after "wenn … nicht" the main clause
 * is often a consequence the reader should avoid: "Sie bekommen eine Mahnung, wenn Sie nicht
 * zahlen" stays "Vielleicht zahlen Sie nicht." / "Dann …"), one plain "nicht" as the clause's only
 * negation ("nicht mehr", "nicht nur" are no plain negation), a main clause without negation, and
 * a statement. Undefined otherwise.
 */
function unlessNegated(
  sub: VerbFinal,
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end !== ".") return undefined;
  const named = namedDemonstrative(sub, main);
  const denials = named.middle.filter((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  const at = named.middle.findIndex((token) => token.text === "nicht");
  if (at < 0 || denials.length !== 1 || NOT_PLAIN.test(named.middle[at + 1]?.text ?? "")) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const exception = connectorOrder(
    withObject({ ...named, middle: named.middle.toSpliced(at, 1) }, context.formal),
    "vielleicht",
  );
  if (exception[0]?.text !== "vielleicht") return undefined;
  return [
    clause([...main]),
    clause([word("Aber"), ...exception]),
    clause([word("Dann"), word("gilt"), word("das"), word("nicht")], end),
  ];
}

/**
 * "Wir haben Ihren Antrag erhalten und werden ihn prüfen, sobald …": two verbs of one subject in
 * different times (a Perfekt, then no Perfekt; or the past, then the present); the clause after
 * them belongs to the later one only. Returns the first conjunct and the second with the subject
 * repeated ("Wir werden ihn prüfen"), or undefined. The main clause must open with its subject.
 */
function laterTimeConjunct(
  main: readonly Token[],
  formal: boolean,
): { left: Token[]; right: Token[] } | undefined {
  const subject = nominativeSubjectAt(main, 0, formal);
  const verb = subject === undefined ? undefined : main[subject.end];
  const leftReadings = finiteReadings(verb);
  if (subject === undefined || !agrees(leftReadings, subject.agreements)) return undefined;
  const at = main.findIndex((token, index) => index > subject.end && /^(?:und|aber)$/.test(token.text));
  const next = main[at + 1];
  const rightReadings = finiteReadings(next).filter((reading) => agrees([reading], subject.agreements));
  if (at < 0 || rightReadings.length === 0 || main.slice(at + 1).some((token) => token.kind === "p"))
    return undefined;
  const perfect = (readings: typeof leftReadings) =>
    readings.every((reading) => /^(?:haben|sein)$/.test(reading.lemma));
  const past = (readings: typeof leftReadings) =>
    readings.every((reading) => reading.tense === "praeteritum");
  const leftPerfect = perfect(leftReadings) && isNonFiniteVerb(main[at - 1]);
  const differ =
    (leftPerfect && !perfect(rightReadings)) ||
    (past(leftReadings) && rightReadings.every((reading) => reading.tense === "praesens"));
  if (!differ) return undefined;
  const right = [...main.slice(0, subject.end), ...main.slice(at + 1)];
  return { left: main.slice(0, at), right };
}

/**
 * A main clause that says its dass clause may happen: "es/das/dies" with können ("Es kann sein",
 * "Dies kann dazu führen") or a word of possibility ("Es ist möglich", "Wahrscheinlich ist es so").
 */
function possibleFrame(main: readonly Token[]): boolean {
  const words = main.map((token) => token.text.toLowerCase());
  if (
    words.some((text) => /^(?:möglich|möglicherweise|wahrscheinlich|eventuell|unter umständen)$/.test(text))
  )
    return true;
  return (
    /^(?:es|das|dies|dieses)$/.test(words[0] ?? "") &&
    words.some((text) => /^(?:kann|könnte|können|könnten)$/.test(text))
  );
}

/**
 * A subordinate clause inside its main clause, which goes on after it without a verb of its own:
 * "Wir haben ihn, obwohl er krank war, eingestellt." -> "Er war krank." / "Trotzdem haben wir ihn
 * eingestellt." The two parts of the main clause are joined and split with the subordinate clause.
 * Only for three segments, a main clause with a finite verb before the subordinate clause and no
 * finite verb, conjunction or dependent clause after it. Undefined when unsure.
 */
/**
 * "wenn ich ehrlich bin", "wenn Sie so wollen", "wenn ich mich richtig erinnere", "wenn ich das sagen
 * darf": the speaker's aside on how to take the sentence, no condition of it.
 */
const ASIDE =
  /^wenn (?:ich|wir|man|Sie) (?:.* )?(?:ehrlich|so (?:will|wollen)|erinnere|erinnern|irre|verstehe|sagen (?:darf|dürfen))(?: .*)?$/;

function speakersAside(sub: readonly Token[]): boolean {
  return ASIDE.test(sub.map((token) => token.text).join(" "));
}

export function splitEmbeddedSubordinate(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
  dependent: (segment: readonly Token[]) => boolean,
): Clause[] | undefined {
  const [before = [], sub = [], after = []] = segments;
  // "Er ist, als es dunkel wurde, nach Hause gegangen": a temporal "als" clause is split as after
  // its main clause (splitTrailingAls, which keeps comparisons whole).
  const als = subordinatorOf(sub) === undefined && leadingAls(sub);
  if (
    segments.length !== 3 ||
    (subordinatorOf(sub) === undefined && !als) ||
    subordinatorOf(before) !== undefined
  )
    return undefined;
  // "bearbeiten" may look finite; only a verb form that is no infinitive or participle counts.
  const finiteAfter = after.some((token) => finiteReadings(token).length > 0 && !isNonFiniteVerb(token));
  // "…, dass Unterlagen fehlen, als wir Ihren Antrag geprüft haben": a time clause with "als" ends in
  // its verb ("haben" may be an infinitive) and is no rest of the main clause.
  // "Wir werden, wenn …, die Kosten prüfen", "Sie können, …": a subject and its finite verb alone
  // before the clause; the rest completes them, its article opens no relative clause.
  // Not before a time clause with "als" after an object, an adverb or a prepositional phrase ("Wir
  // haben Ihnen, als …, …", "Gestern hat er, als es dunkel wurde, …" stay whole: "Da wurde es dunkel."
  // after the main clause told the darkness as later).
  const open = finiteAfterSubject(before, context.formal, !als);
  // After an auxiliary or modal the rest closes with its verb; after a full verb ("Wir zahlen, wenn
  // Sie …, die Unterlagen schicken und …") a rest with verbs of its own goes on with the clause.
  const auxiliary = before.some((token) =>
    finiteReadings(token).some((reading) => AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma)),
  );
  const verbless = after.every((token) => finiteReadings(token).length === 0 && !isNonFiniteVerb(token));
  const rest =
    open &&
    (auxiliary || verbless || PARTICLES.has(after.at(-1)?.text ?? "")) &&
    subordinatorOf(after) === undefined &&
    after[0]?.text !== "um";
  if (
    !hasFiniteVerb(before) ||
    finiteAfter ||
    (dependent(after) && !rest) ||
    leadingAls(after) ||
    after.length === 0 ||
    speakersAside(sub)
  )
    return undefined;
  // "Wir haben geprüft, ob …, können Ihnen aber nichts zahlen": a main clause that already ends in
  // its participle or infinitive is complete; the rest is a clause of its own, no part of it. Not
  // the finite verb right after its subject, which has the form of an infinitive too ("werden").
  if (isNonFiniteVerb(before.at(-1)) && !open) return undefined;
  // "Wir teilen Ihnen mit, wenn …, können wir nicht zahlen": a verb that may be finite with a
  // subject after it opens a main clause of its own (not the rest of the first one).
  if (finiteReadings(after[0]).length > 0 && subjectAt(after, 1, context.formal) !== undefined)
    return undefined;
  // "Wir haben Ihren Antrag erhalten, wenn Sie Fragen haben, dann rufen Sie uns an": an adverb, a
  // verb and its subject (or an imperative: "dann komm zu mir") open a main clause of their own.
  const resumed =
    (finiteReadings(after[1]).length > 0 && subjectAt(after, 2, context.formal) !== undefined) ||
    isImperative(after[1]);
  if (LEADING_ADVERBS.has(after[0]?.text.toLowerCase() ?? "") && resumed) return undefined;
  // Not a conjunction, a w-clause ("worum wir bitten werden") or a zu-infinitive ("für … misshandelt
  // zu werden", "Um … zu erweitern"), which belong to the subordinate clause or stand on their own.
  const opener = after[0]?.text.toLowerCase() ?? "";
  if (/^(?:und|oder|aber|sondern|denn|doch|um)$/.test(opener) || QUESTION_WORD.test(opener)) return undefined;
  // "Wohngeld", "Woche": a capitalised noun is no pronominal adverb ("wofür", "wodurch").
  const pronominal = /^(?:wo[a-zäöü]+|welche[mnrs]?)$/.test(opener) && !isCapitalised(after[0]?.text ?? "");
  if (pronominal || zuInfinitive(after) !== undefined) return undefined;
  // The main clause must still miss something: a participle, infinitive or particle at its end, or,
  // after a subject and its verb alone, whatever follows them ("Die Kinder spielen, wenn es
  // regnet, im Haus.") when that has no verb form of its own.
  const closing = after.at(-1);
  if (!(isNonFiniteVerb(closing) || PARTICLES.has(closing?.text ?? "") || (open && verbless)))
    return undefined;
  if (als) return backgroundAls(sub) ? splitTrailingAls([...before, ...after], sub, end, context) : undefined;
  const split = splitSubordinate([...before, ...after], sub, end, context);
  // "Deshalb werden wir, sobald …, einen Bescheid schicken": after a subject and its verb alone the
  // rest surely completes the main clause; no other split may take it for a clause of its own
  // (was "Deshalb werden wir, sobald die Unterlagen vorliegen." / "Wir werden einen Bescheid schicken.").
  if (split === undefined && open) return [{ tokens: joinSegments(segments), end }];
  return split;
}

/**
 * An embedded als clause that tells a state or what had happened before ("als er krank war", "als
 * die Frist abgelaufen war"): told after its main clause with "Da" it still reads as the background.
 * An event ("als er nach Hause kam", "als es dunkel wurde") told after it would read as later
 * ("Er hat sofort gegessen." / "Da ist er nach Hause gekommen."); such a sentence stays whole.
 */
function backgroundAls(sub: readonly Token[]): boolean {
  const clause = readVerbFinal(sub.slice(1));
  if (clause === undefined) return false;
  if (pluperfectTense(clause)) return true;
  return clause.nonFinite.length === 0 && clause.readings.some((reading) => reading.lemma === "sein");
}

/**
 * `tokens` are a subject and its finite verb, which agrees with it ("Wir werden", "Sie können"), or
 * in a question the verb first ("Kann ich"). With `wide`, also object pronouns after them and an
 * adverb or prepositional phrase before the verb ("Morgen werden wir").
 */
function finiteAfterSubject(tokens: readonly Token[], formal: boolean, wide = true): boolean {
  // "Wir schicken Ihnen", "Bitte teilen Sie uns", "Wir werden Sie": object pronouns after the verb
  // and its subject.
  for (let length = tokens.length; length >= 2; length -= 1) {
    if (subjectAndVerb(tokens.slice(0, length), formal, wide)) return true;
    if (!wide) return false;
    const last = tokens[length - 1]?.text ?? "";
    if (!OBJECT_PRONOUNS.test(last) && last !== "Sie") return false;
  }
  return false;
}

function subjectAndVerb(tokens: readonly Token[], formal: boolean, prefield: boolean): boolean {
  // "Bitte schicken Sie": a polite request, its verb first.
  const request = /^bitte$/i.test(tokens[0]?.text ?? "") ? tokens.slice(1) : tokens;
  if (
    request.length === 2 &&
    request[1]?.text === "Sie" &&
    formal &&
    finiteReadings(request[0]).some((reading) => reading.person === 3 && reading.number === "plural")
  )
    return true;
  const subject = subjectAt(tokens, 0, formal);
  const readings = finiteReadings(tokens.at(-1));
  if (subject?.end === tokens.length - 1 && readings.length > 0 && agrees(readings, subject.agreements))
    return true;
  const inverted = subjectAt(tokens, 1, formal);
  const first = finiteReadings(tokens[0]);
  if (inverted?.end === tokens.length && first.length > 0 && agrees(first, inverted.agreements)) return true;
  return prefield && subjectAfterPrefield(tokens, formal);
}

/**
 * `tokens` are an adverb or a prepositional phrase, the finite verb and its subject ("Deshalb
 * werden wir", "Morgen können Sie", "Nach der Prüfung werden wir"): the prefield may be no noun
 * phrase that could be the subject itself ("Die Frau sieht die Mutter" stays unread).
 */
function subjectAfterPrefield(tokens: readonly Token[], formal: boolean): boolean {
  let start = LEADING_CONJUNCTIONS.has(tokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const head = tokens[start];
  if (head === undefined || head.kind !== "w") return false;
  const lower = head.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower)) {
    // Up to four words of a prepositional phrase, no verb forms among them.
    start += 1;
    while (
      start < tokens.length &&
      start < 6 &&
      tokens[start]?.kind !== "p" &&
      finiteReadings(tokens[start]).length === 0 &&
      !isNonFiniteVerb(tokens[start])
    )
      start += 1;
  } else {
    // One adverb: "deshalb", "dann", "morgen", "später"; no noun, article, pronoun or verb form.
    const adverb =
      LEADING_ADVERBS.has(lower) ||
      (nounReadings({ ...head, text: lower }).length === 0 &&
        nounReadings(head).length === 0 &&
        !QUESTION_WORD.test(lower) &&
        !LEADING_CONJUNCTIONS.has(lower) &&
        !DETERMINERS.has(lower) &&
        !SUBJECT_PRONOUNS.has(lower) &&
        !OBJECT_PRONOUNS.test(lower) &&
        !SUBORDINATORS.has(lower) &&
        !isNonFiniteVerb(head) &&
        finiteReadings({ ...head, text: lower }).length === 0);
    if (!adverb) return false;
    start += 1;
  }
  const verb = finiteReadings(tokens[start]);
  const subject = subjectAt(tokens, start + 1, formal);
  return verb.length > 0 && subject?.end === tokens.length && agrees(verb, subject.agreements);
}

/** Subordinators whose clause follows its main clause after the split (the main clause stays first). */
const MAIN_FIRST = /^(?:weil|da|damit|sodass|indem|während)$/;

/**
 * The last resort for three or more segments whose left part cannot be split: a final subordinate
 * clause that keeps its main clause first becomes its own sentence and the left part stays whole:
 * "Du sollst dich nach den Geboten richten, die ich dir gebe, damit du sie tust." -> "Du sollst
 * dich nach den Geboten richten, die ich dir gebe." / "Dann tust du sie."; weil/da -> "Denn …".
 * Not for questions, a left part that opens with a subordinate clause, or other subordinators.
 */
export function splitFinalSubordinate(
  left: readonly Token[],
  last: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const kind = subordinatorOf(last)?.word ?? "";
  if (!MAIN_FIRST.test(kind) || end.includes("?") || end === ":") return undefined;
  if (subordinatorOf(left) !== undefined || leadingAls(left) || !hasFiniteVerb(left)) return undefined;
  // "Es gibt nichts Geheimes, außer, damit …": the left part must not end in a function word.
  // A personal pronoun may close a clause ("die säubert er", "empfangen wir von ihm"), not the
  // start of another subordinate clause ("…, damit wir, weil …").
  const closing = left.at(-1)?.text.toLowerCase() ?? "";
  const lastSegment = left.slice(left.findLastIndex((token) => token.text === ",") + 1);
  const pronoun =
    (SUBJECT_PRONOUNS.has(closing) || OBJECT_PRONOUNS.test(closing)) &&
    subordinatorOf(lastSegment) === undefined &&
    !leadingAls(lastSegment);
  if (
    (FUNCTION_WORDS.has(closing) && !pronoun) ||
    PREPOSITIONS.has(closing) ||
    /^(?:außer|als|nur|sondern)$/.test(closing)
  )
    return undefined;
  if (kind === "weil" || kind === "da") {
    if (focusedClause(left, kind) !== undefined) return undefined;
    const cause = causeWithDenn(last, kind, end, context);
    return cause && [clause([...left]), ...cause];
  }
  return splitSubordinate(left, last, end, context);
}

/**
 * Where "und" joins two main clauses in `tokens`, the second with its own subject first ("…
 * Knechte und wir haben gesündigt"), outside commas; undefined when there is none.
 */
function lastJoinedMainClause(tokens: readonly Token[], formal: boolean): number | undefined {
  const lastComma = tokens.findLastIndex((token) => token.text === ",");
  for (let at = tokens.length - 3; at > Math.max(0, lastComma); at -= 1) {
    if (tokens[at]?.text !== "und") continue;
    const right = tokens.slice(at + 1);
    const subject = mainClauseSubject(right, formal);
    if (subject !== undefined && subject.start === 0 && hasFiniteVerb(tokens.slice(0, at))) return at;
  }
  return undefined;
}

/**
 * A final-style subordinate clause (weil, da, damit, sodass, indem, während) that only relative
 * clauses, dass/ob clauses or zu-infinitives follow, which belong to it: "Er mühe sich, das Gute zu
 * tun, damit er etwas hat, das er dem Bedürftigen geben kann." -> "Er mühe sich, das Gute zu tun." /
 * "Dann hat er etwas, das er dem Bedürftigen geben kann." The clause is split as in
 * splitFinalSubordinate and what follows it stays at its end. Not with
 * "um"/"ohne" after it (which may go with the main clause), for questions or a colon.
 */
export function splitSubordinateBeforeDependents(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (segments.length < 3 || end.includes("?") || end === ":") return undefined;
  for (let index = segments.length - 2; index >= 1; index -= 1) {
    const sub = segments[index] ?? [];
    if (!MAIN_FIRST.test(subordinatorOf(sub)?.word ?? "")) continue;
    const trailing = segments.slice(index + 1);
    // "…, damit wir, weil …, leben": the clause before must be a main clause, not another one's start.
    const before = segments[index - 1] ?? [];
    if (
      !trailing.every((segment) => dependentOfClause(segment, sub)) ||
      subordinatorOf(before) !== undefined ||
      leadingAls(before)
    )
      return undefined;
    const split = splitFinalSubordinate(joinSegments(segments.slice(0, index)), sub, ".", context);
    const last = split?.at(-1);
    if (split === undefined || last === undefined || split.length < 2 || last.end !== ".") return undefined;
    return [...split.slice(0, -1), { tokens: joinSegments([last.tokens, ...trailing]), end }];
  }
  return undefined;
}

/** "das er … geben kann" after "etwas", "wozu sie bestimmt wurden", a dass/ob clause or a zu-infinitive. */
function dependentOfClause(segment: readonly Token[], sub: readonly Token[]): boolean {
  const kind = subordinatorOf(segment)?.word ?? "";
  if (kind === "dass" || kind === "ob") return readSubordinate(segment.slice(1)) !== undefined;
  const opener = segment[0]?.text ?? "";
  if (/^(?:um|ohne|statt|anstatt)$/i.test(opener)) return false;
  // A relative clause on a noun is left to splitTrailingDependent, which checks the noun ("…, weil
  // ich Hilfe brauchte, der dort stand" stays); here only "etwas/nichts/alles, das …".
  const start = relativeStart(segment);
  if (start !== undefined)
    return (
      start.preposition === undefined &&
      start.pronoun === "das" &&
      !isCapitalised(segment[1]?.text ?? "") &&
      sub.some((token) => /^(?:etwas|nichts|alles)$/.test(token.text)) &&
      readVerbFinal(segment) !== undefined
    );
  // "wozu sie bestimmt wurden", "worin …".
  if (/^wo(?:r?[aeiouäöü][a-zäöü]*|mit|bei|durch|für|gegen|nach|von|vor|zu)$/.test(opener))
    return readVerbFinal(segment) !== undefined;
  // "ihn zu töten", "anzuziehen": with its "zu".
  const infinitive = zuInfinitive(segment);
  const zu =
    segment.at(-2)?.text === "zu" ||
    /zu/.test(infinitive?.before.length === segment.length - 1 ? (segment.at(-1)?.text ?? "") : "");
  return infinitive !== undefined && zu && isInfinitiveComplement(segment);
}

/**
 * A weil/da clause (with its subordinator) as a main clause after "Denn": "weil er im Bunde steht"
 * -> "Denn er steht im Bunde."; two conjuncts give "Denn …" / "Und …". Undefined when unsure.
 */
function causeWithDenn(
  segment: readonly Token[],
  kind: string,
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const sub = readSubordinate(segment.slice(1));
  // "weil er im Bunde stehe": reported speech belongs to the verb of saying before it.
  if (sub === undefined || onlyKonjunktiv1(sub)) return undefined;
  if (coordinatedClauses(sub)) {
    // "weil du mich getröstet und weil du … gesprochen hast" -> "Denn du hast …" / "Und du hast …"
    const both = coordinatedVerbFinal(segment.slice(1), kind, context.formal);
    const first = both && subjectFirst(both.left, context.formal);
    if (both === undefined || first === undefined) return undefined;
    return appendSecond([clause([word("Denn"), ...first], end)], both);
  }
  const cause = subjectFirst(sub, context.formal);
  return cause ? [clause([word("Denn"), ...cause], end)] : undefined;
}

/**
 * A sentence that is only a weil clause, the answer to a question before it ("Warum versteht ihr
 * mich nicht? Weil ihr mein Wort nicht hören könnt."): "Denn ihr könnt mein Wort nicht hören."
 * Only for a statement that ends with a full stop or "!".
 */
export function causeFragment(
  segment: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if ((end !== "." && end !== "!") || subordinatorOf(segment)?.word !== "weil") return undefined;
  return causeWithDenn(segment, "weil", end, context);
}

/**
 * "Wir zahlen das Geld, es sei denn, Sie haben bereits Leistungen erhalten." -> "Wir zahlen das
 * Geld." / "Aber vielleicht haben Sie bereits Leistungen erhalten." / "Dann gilt das nicht.": the
 * exception ("unless") after "es sei denn" as a possibility that undoes the main clause. The
 * exception is a main clause (with or without a comma after "denn") or a dass clause; the main
 * clause must be one segment with a finite verb. Not for questions or a colon. Undefined when unsure.
 */
export function unlessClause(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end.includes("?") || end === ":") return undefined;
  const at = segments.findIndex(
    (segment, index) =>
      index > 0 &&
      /^es$/i.test(segment[0]?.text ?? "") &&
      segment[1]?.text === "sei" &&
      segment[2]?.text === "denn",
  );
  if (at < 1) return undefined;
  const main = segments[at - 1] ?? [];
  const head = segments[at] ?? [];
  const rest = segments.slice(at + 1);
  const exception = head.length > 3 ? [head.slice(3), ...rest] : rest;
  const [only, ...others] = exception;
  if (at !== 1 || only === undefined || others.length > 0 || !hasFiniteVerb(main)) return undefined;
  const sub = subordinatorOf(only)?.word === "dass" ? readVerbFinal(only.slice(1)) : undefined;
  const maybe =
    sub !== undefined
      ? coordinatedClauses(sub)
        ? undefined
        : connectorOrder(sub, "vielleicht")
      : prefixLowered(only, "vielleicht", context.formal);
  if (maybe === undefined || maybe[0]?.text !== "vielleicht") return undefined;
  return [
    clause([...main]),
    clause([word("Aber"), ...maybe]),
    clause([word("Dann"), word("gilt"), word("das"), word("nicht")], end),
  ];
}

/**
 * A condition alone before a colon, with a verb of saying, whose words follow: "Wenn ein Mensch zu
 * seinem Vater sagt:" -> "Vielleicht sagt ein Mensch zu seinem Vater:". Not for an unreal or a
 * past condition ("Selbst wenn ich sagte:") or two clauses.
 */
export function conditionFragment(
  segment: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end !== ":" || !CONDITION.test(subordinatorOf(segment)?.word ?? "")) return undefined;
  const sub = readVerbFinal(segment.slice(1));
  if (sub === undefined || coordinatedClauses(sub) || sub.nonFinite.length > 0) return undefined;
  // "Wenn Sie uns schreiben: Bitte …" (a letter's instruction, no words said) stays.
  const said = (lemma: string) => SAYING.has(lemma) && !/^(?:schreiben|mitteilen)$/.test(lemma);
  if (!sub.readings.some((reading) => reading.tense === "praesens" && said(reading.lemma))) return undefined;
  return [clause(connectorOrder(sub, pick("maybe", context)), end)];
}

/**
 * "damit ihr erkennt und wisst, dass …": a subordinate clause that ends in two finite verbs joined
 * by und/oder, then a dass/ob clause, the content of both verbs.
 */
export function sharedContent(clause: readonly Token[], content: readonly Token[]): boolean {
  const [first, join, second] = clause.slice(-3);
  const kind = subordinatorOf(content)?.word;
  return (
    (kind === "dass" || kind === "ob") &&
    subordinatorOf(clause) !== undefined &&
    /^(?:und|oder)$/.test(join?.text ?? "") &&
    finiteReadings(first).length > 0 &&
    finiteReadings(second).length > 0 &&
    !isNonFiniteVerb(first)
  );
}

/** Subordinators of adverbial clauses whose conjuncts split under one subordinator. */
const ADVERBIAL =
  /^(?:weil|da|wenn|falls|sofern|damit|obwohl|obgleich|nachdem|bevor|ehe|sobald|während|indem|seitdem|bis|solange)$/;

/**
 * "damit sie Leben haben, und Überfluss haben": a segment of und/oder + a verb-final clause right
 * after an adverbial clause goes on with that clause; the two are joined without the comma, so the
 * conjuncts split as one clause under the subordinator ("Dann haben sie Leben." / "Und sie haben
 * Überfluss."). Not for "und" + pronoun + verb alone ("und er kam"), which may be a main clause.
 */
export function joinVerbFinalConjuncts(segments: readonly Token[][]): Token[][] {
  const out: Token[][] = [];
  for (const segment of segments) {
    const previous = out.at(-1);
    const joiner = previous === undefined ? undefined : asyndeticConjunct(previous, segment);
    if (previous !== undefined && continuesSubordinate(previous, segment)) previous.push(...segment);
    else if (previous !== undefined && joiner !== undefined) previous.push(word(joiner), ...segment);
    else out.push([...segment]);
  }
  return out;
}

/**
 * "Wenn Sie Fragen haben, Hilfe brauchen oder krank sind, …": a comma segment without subject or
 * conjunction of its own, verb-final, that goes on with und/oder and another verb-final conjunct,
 * continues the subordinate clause before it; the conjunction of the list joins it ("oder"), or
 * undefined.
 */
/**
 * "wenn Sie umziehen, heiraten oder ein Kind bekommen, …": a lone verb joined by und/oder after a
 * condition is one more conjunct of it, which the split cannot rebuild ("Dann heiraten oder ein
 * Kind bekommen, teilen Sie …"): the sentence stays whole.
 */
export function loneVerbConjunct(previous: readonly Token[], segment: readonly Token[]): boolean {
  if (!completeAdverbialClause(previous)) return false;
  return (
    segment.length > 2 &&
    /^(?:und|oder)$/.test(segment[1]?.text ?? "") &&
    !isCapitalised(segment[0]?.text ?? "") &&
    isFiniteVerbToken(segment[0]) &&
    isFiniteVerbToken(segment.at(-1))
  );
}

/** A segment that is a whole adverbial clause: its subordinator and a verb-final clause ("wenn Sie Fragen haben"). */
function completeAdverbialClause(segment: readonly Token[]): boolean {
  const opener = subordinatorOf(segment);
  return (
    opener !== undefined &&
    ADVERBIAL.test(opener.word) &&
    readVerbFinal(segment.slice(opener.length)) !== undefined
  );
}

const NOMINATIVE_OPENER = /^(?:der|die|das|ein|eine|kein|keine|dieser|diese|dieses|man|also)$/i;

function asyndeticConjunct(previous: readonly Token[], segment: readonly Token[]): string | undefined {
  if (!completeAdverbialClause(previous)) return undefined;
  if (/^(?:und|oder)$/.test(segment[0]?.text ?? "") || subordinatorOf(segment) !== undefined)
    return undefined;
  if (segment.some((token) => token.kind === "p")) return undefined;
  const at = segment.findIndex((token) => token.text === "und" || token.text === "oder");
  // "heiraten oder ein Kind bekommen" (a lone verb first) would be read as one object: left
  // (loneVerbConjunct keeps the sentence whole).
  if (at < 2) return undefined;
  const first = segment.slice(0, at);
  const second = segment.slice(at + 1);
  // A word that may open a subject of its own ("also der Patient … anwesend war") stops it.
  if (
    first.some(
      (token) => SUBJECT_PRONOUNS.has(token.text.toLowerCase()) || NOMINATIVE_OPENER.test(token.text),
    )
  )
    return undefined;
  if (!isFiniteVerbToken(first.at(-1)) || !isFiniteVerbToken(second.at(-1))) return undefined;
  // "heiraten oder ein Kind bekommen": a lone verb is a conjunct of its own; last it is a clause
  // ("Fieber haben oder husten").
  const loneLast = second.length === 1 && isFiniteVerbToken(second[0]);
  if (
    (first.length > 1 && readVerbFinal(first) === undefined) ||
    (!loneLast && readVerbFinal(second) === undefined)
  )
    return undefined;
  return segment[at]?.text;
}

function continuesSubordinate(previous: readonly Token[], segment: readonly Token[]): boolean {
  if (!completeAdverbialClause(previous)) return false;
  const [join, ...rest] = segment;
  if (join?.text === "aber") return contrastedConjunct(rest);
  if (!/^(?:und|oder)$/.test(join?.text ?? "") || rest.length < 2 || subordinatorOf(rest) !== undefined)
    return false;
  if (rest.length === 2 && SUBJECT_PRONOUNS.has(rest[0]?.text.toLowerCase() ?? "")) return false;
  const clause = readVerbFinal(rest);
  return clause !== undefined && !rest.some((token) => token.kind === "p");
}

/**
 * "…, aber mordest", "…, aber wenig verdienen": after an adverbial clause, "aber" + a verb-final
 * clause without a subject of its own goes on with that clause (the first one's subject is
 * shared); "aber er blieb" or "aber die Frau blieb" may be a main clause and stays apart.
 */
function contrastedConjunct(rest: readonly Token[]): boolean {
  const last = rest.at(-1);
  if (last === undefined || !isFiniteVerbToken(last) || rest.some((token) => token.kind === "p"))
    return false;
  if (subordinatorOf(rest) !== undefined || rest.some((token) => /^(?:und|oder|aber)$/.test(token.text)))
    return false;
  const opener = rest[0]?.text.toLowerCase() ?? "";
  if (SUBJECT_PRONOUNS.has(opener) || NOMINATIVE_OPENER.test(opener)) return false;
  if (nominativeSubjectAt(rest, 0, true) !== undefined || nominativeSubjectAt(rest, 0, false) !== undefined)
    return false;
  if (rest.length === 1) return true;
  // "aber vorher müssen Sie sich melden": a finite verb before the last one or a subject pronoun
  // makes it a main clause ("aber arbeiten wollte": an infinitive before the modal is none).
  const clause = readVerbFinal(rest);
  return (
    clause !== undefined &&
    !clause.middle.some(
      (token) =>
        (isFiniteVerbToken(token) && !isNonFiniteVerb(token)) || /^(?:ich|du|er|wir|Sie)$/.test(token.text),
    )
  );
}

/** Words in a main clause that make a following "als" a comparison ("mehr …, als Sie angegeben haben"). */
const COMPARISON_WORDS =
  /^(?:mehr|weniger|lieber|eher|anders|andere[nmrs]?|besser|schlechter|größer|kleiner|früher|später|länger|kürzer|höher|so|ebenso|genauso|sonst|nichts|niemand|kein\w*)$/i;

/**
 * A temporal "als" clause after its main clause, which stays first ("da" = at that time, and a
 * pronoun in the als clause keeps its noun before it): "Jesus sprach, als er im Tempel lehrte." ->
 * "Jesus sprach." + "Da lehrte er im Tempel." Undefined for comparisons (a
 * comparative or so/mehr/anders in the main clause, "als dass", "als ob"), questions and main
 * clauses that open with a w-word.
 */
export function splitTrailingAls(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (second[0]?.text !== "als" || /^(?:dass|daß|ob|wenn|wie)$/.test(second[1]?.text ?? "")) return undefined;
  // A question keeps its w-word ("Warum hast du geweint, als er kam?"); a statement that opens
  // with one is an exclamation ("Wie recht hatte Jesaja, als …").
  const question = end.includes("?");
  if (!hasFiniteVerb(main) || (!question && /^(?:wie|was|wer|wo|warum)$/i.test(main[0]?.text ?? "")))
    return undefined;
  // "…, als in die Hölle geworfen zu werden": "als" + zu-infinitive compares, it tells no time.
  if (zuInfinitive(second) !== undefined) return undefined;
  if (main.some((token) => COMPARISON_WORDS.test(token.text) || isComparative(token))) return undefined;
  // "Er kam erst, als es dunkel war": the particle takes the time clause.
  if (focusedClause(main, "als") !== undefined) return undefined;
  // "Und es geschah, als er betete.": a narrative frame ("es" + verb) is no main clause of its own.
  const content = /^(?:und|aber)$/i.test(main[0]?.text ?? "") ? main.slice(1) : main;
  const frame = content.length === 2 || /^(?:aber|nun|so)$/.test(content[2]?.text ?? "");
  if (frame && content.length <= 3 && /^es$/i.test(content[0]?.text ?? "")) return undefined;
  // "…; während er am Eingang saß, als …": the als clause belongs to another subordinate clause.
  if (
    main.some(
      (token) => token.text === ";" || token.text === ":" || SUBORDINATORS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined) return undefined;
  // "Warum hast du geweint, als er kam?" -> "Er kam." / "Warum hast du da geweint?"
  if (question) return coordinatedClauses(sub) ? undefined : questionAfterFact("als", sub, main, context);
  if (!coordinatedClauses(sub)) return [clause([...main]), clause(connectorOrder(sub, "Da"), end)];
  // "als ihr dem Verlangen nachgabt und seinen Wünschen folgtet" -> "Da gabt ihr …" / "Und ihr folgtet …"
  const both = coordinatedVerbFinal(second.slice(1), "als", context.formal);
  return both && appendSecond([clause([...main]), clause(connectorOrder(both.left, "Da"), end)], both);
}

/** Auxiliaries and copulas: the same one in both clauses says nothing about the comparison. */
export const AUXILIARIES: ReadonlySet<string> = new Set(["sein", "haben", "werden"]);

/**
 * A comparison of manner with the same verb in both clauses ("just as"): the main clause stays
 * first and the wie clause follows with "Genauso": "Vergebt einander, wie Gott auch euch vergeben
 * hat." -> "Vergebt einander." / "Genauso hat Gott auch euch vergeben." The full verb (not
 * sein/haben/werden) of the wie clause must occur in the main clause too, which keeps out "wie Sie
 * wissen", indirect questions ("beobachtete, wie die Menschen … machten") and exclamations ("wie
 * fest …"); with "sein" the same predicate adjective in both ("Er ist gerecht, wie jener gerecht
 * ist."). Not for questions, a colon, "so …, wie" (a degree) or a main clause that opens with a
 * w-word, das/es/dies (a placeholder for the wie clause) or holds a subordinator, nor with a
 * negation ("Er handelte nicht, wie sein Vater gehandelt hatte") or a simile with "ein" ("Er lief, wie
 * ein Hase läuft").
 */
export function splitTrailingWie(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  // "genau wie ich in seiner Liebe bleibe", "so wie er es getan hat": the same comparison.
  const length =
    /^(?:genau|genauso|ebenso|so)$/.test(second[0]?.text ?? "") && second[1]?.text === "wie" ? 2 : 1;
  if (second[length - 1]?.text !== "wie" || end.includes("?") || end === ":" || !hasFiniteVerb(main))
    return undefined;
  const opener = main[0]?.text.toLowerCase() ?? "";
  if (QUESTION_WORD.test(opener) || /^(?:das|es|dies|dieses)$/.test(opener)) return undefined;
  if (main.some((token) => /^(?:so|ebenso|genauso|solch|wer|was)$/i.test(token.text))) return undefined;
  // "Er handelte nicht, wie sein Vater gehandelt hatte": the negation takes the comparison too.
  if ([...main, ...second].some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  if (main.some((token) => token.kind === "p" || SUBORDINATORS.has(token.text.toLowerCase())))
    return undefined;
  const sub = readVerbFinal(second.slice(length));
  if (sub === undefined || coordinatedClauses(sub) || sub.middle.length === 0) return undefined;
  // "wie jener gerecht ist": a demonstrative pronoun alone is a third-person subject too.
  const demonstrative = /^(?:jener|dieser|jenes|dieses)$/i.test(sub.middle[0]?.text ?? "")
    ? { end: 1, agreements: [{ person: 3 as const, number: "singular" as const }] }
    : undefined;
  const subject = subjectAt(sub.middle, 0, false) ?? demonstrative;
  if (subject === undefined || !agrees(sub.readings, subject.agreements)) return undefined;
  // "Er lief, wie ein Hase läuft": a simile about a kind of thing, no second event.
  if (/^(?:ein|eine|einer)$/i.test(sub.middle[0]?.text ?? "")) return undefined;
  const lemmas = new Set(
    sub.nonFinite.length > 0
      ? sub.nonFinite.flatMap(nonFiniteLemmas)
      : sub.readings.map((reading) => reading.lemma),
  );
  for (const auxiliary of AUXILIARIES) lemmas.delete(auxiliary);
  // "Dann ist er gerecht, wie jener gerecht ist.": a copula with the same predicate adjective.
  const predicate = sub.nonFinite.length === 0 ? sub.middle.at(-1) : undefined;
  const samePredicate =
    predicate !== undefined &&
    sub.readings.some((reading) => reading.lemma === "sein") &&
    readingsOf(predicate.text).some((reading) => reading.partOfSpeech === "adjective") &&
    main.at(-1)?.text === predicate.text &&
    main.some((token) => finiteReadings(token).some((reading) => reading.lemma === "sein"));
  if (!samePredicate && (lemmas.size === 0 || !mentionsVerb(main, lemmas))) return undefined;
  return [clause([...main]), clause(connectorOrder(sub, "Genauso"), end)];
}
