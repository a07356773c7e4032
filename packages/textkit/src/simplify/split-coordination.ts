// Two main clauses joined by "und"/"aber"/"oder" or a comma become two sentences:
// "Wir prüfen den Antrag und schicken Ihnen einen Brief." -> "Wir prüfen den Antrag." + "Dann schicken wir Ihnen einen Brief."
// "Es wurde Abend und es wurde Morgen." -> "Es wurde Abend." + "Es wurde Morgen."

import { MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { MONTH_NAMES } from "../language/month-names.ts";
import { INQUIT_VERBS, VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  attributeEnd,
  type Clause,
  hasFiniteVerb,
  LEADING_ADVERBS,
  LEADING_CONJUNCTIONS,
  type MainSubject,
  mainClauseSubject,
  namePair,
  nominativeSubjectAt,
  ONLY_GENITIVE_DETERMINER,
  pairOpensNameList,
  readVerbFinal,
  SENTENCE_ADVERBS,
  type SplitRest,
  scopingAdverb,
  subjectInMidfield,
} from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  isZuInfinitive,
  nounReadings,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { definiteSubject, isDeclinedAdjective } from "./noun-phrase.ts";
import { nounPhraseSubjectClause } from "./noun-phrase-subject.ts";
import { gappedClause } from "./split-gapping.ts";
import { opensRequest } from "./split-imperatives.ts";
import { relativeStart } from "./split-relative.ts";
import { nonFiniteConjunct } from "./split-relative-coordinated.ts";
import { closingVerbsBack, notOnlyButAlso, replaceNegated, whyNotButQuestion } from "./split-sondern.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  COORDINATORS,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  RELATIVE_PRONOUNS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from "./word-classes.ts";

/**
 * The connector a second clause keeps; "und" is dropped, "oder" and "aber" stay, the conjunction
 * "doch" becomes the easier "Aber". "sondern" is dropped too (""): the negation before it already
 * marks the contrast ("Wir zahlen nicht bar aus." / "Wir überweisen das Geld.").
 */
const KEPT: Readonly<Record<string, string | undefined>> = {
  und: undefined,
  aber: "Aber",
  doch: "Aber",
  oder: "Oder",
  denn: "Denn",
  sondern: "",
};

/** Kept conjunctions do not move the verb: "Aber er fand niemanden", not "Aber fand er …". */
const CONJUNCTION_CONNECTORS: ReadonlySet<string> = new Set(["Aber", "Oder", "Denn"]);

export function clauseAfterConjunction(
  tokens: readonly Token[],
  formal: boolean,
  afterConjunction = true,
): boolean {
  if (LEADING_WORDS.has(tokens[0]?.text.toLowerCase() ?? "")) return false;
  return (
    mainClauseSubject(tokens, formal) !== undefined ||
    startsWithPhraseAndVerb(tokens) ||
    invertedClause(tokens, formal) ||
    objectFirstClause(tokens, formal) ||
    pronounAfterVerbClause(tokens) ||
    nounPhraseSubjectClause(tokens) ||
    expletiveClause(tokens) ||
    pronounPrefieldClause(tokens) ||
    // "denn auch kein anderer Name ist …": a focus particle before the subject.
    (FOCUS_PARTICLES.test(tokens[0]?.text ?? "") &&
      mainClauseSubject(tokens.slice(1), formal) !== undefined) ||
    // Without a conjunction a pronoun may resume a dislocated phrase ("der, der mich sandte, jener sagte").
    (afterConjunction && pronounSubjectClause(tokens)) ||
    // "Viele fahren ans Meer, andere bleiben zu Hause": the contrasting "andere"/"manche" resumes nothing.
    (!afterConjunction &&
      /^(?:andere|manche)$/.test(tokens[0]?.text ?? "") &&
      pronounSubjectClause(tokens)) ||
    (afterConjunction && phraseFirstClause(tokens, formal))
  );
}

/**
 * A verb-second clause that opens with its object and has a personal pronoun as its subject right
 * after the verb: "und alle schwer Arbeitenden treibt ihr an", "und den Balken bemerkst du nicht".
 * The phrase before the verb opens with a determiner or a noun and holds no verb, comma or
 * subordinator (at most 5 words).
 */
function objectFirstClause(tokens: readonly Token[], formal: boolean): boolean {
  const verb = tokens.findIndex((token) => finiteReadings(token).length > 0);
  if (verb < 1 || verb > 5 || tokens.length < verb + 2) return false;
  const first = tokens[0]?.text ?? "";
  if (!DETERMINERS.has(first.toLowerCase()) && !(isCapitalised(first) && nounReadings(tokens[0]).length > 0))
    return false;
  const prefield = tokens.slice(0, verb);
  if (prefield.some((token) => token.kind === "p" || NO_PREFIELD.has(token.text.toLowerCase()))) return false;
  const pronoun = tokens[verb + 1]?.text ?? "";
  if (pronoun === "Sie" && !formal) return false;
  const agreements = SUBJECT_PRONOUNS.get(pronoun === "Sie" ? "sie" : pronoun);
  return agreements !== undefined && agrees(finiteReadings(tokens[verb]), agreements);
}

/**
 * A verb-second clause with any one phrase before its finite verb and a subject pronoun right
 * after it: "schon am Morgen werde ich …", "im Namen von Gott wehre ich sie ab", "von Ewigkeit zu
 * Ewigkeit bist du Gott". A verb followed by its pronoun subject cannot close a verb-final clause.
 * The phrase (1 to 6 words) holds no punctuation, conjunction, "zu" or finite verb and does not open
 * with a subordinator or w-word; the pronoun agrees with the verb.
 */
function pronounAfterVerbClause(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (first === undefined || first.kind !== "w") return false;
  const lower = first.text.toLowerCase();
  // "…, noch werde ich dich verlassen": after a negation "noch" means "nor", not "still".
  if (SUBORDINATORS.has(lower) || QUESTION_LIKE.test(lower) || lower === "noch") return false;
  // "und wie Staubwolken werden sie gerechnet": a comparison with a noun phrase may open the clause.
  const comparison =
    COMPARISONS.has(lower) &&
    (DETERMINERS.has(tokens[1]?.text ?? "") || isCapitalised(tokens[1]?.text ?? ""));
  if (CLAUSE_WORDS.test(lower) && !comparison) return false;
  const verb = tokens.findIndex((token) => finiteReadings(token).length > 0);
  if (verb < 1 || verb > 6) return false;
  const prefield = tokens.slice(0, verb);
  if (
    prefield.some(
      (token) => token.kind === "p" || COORDINATORS.has(token.text.toLowerCase()) || token.text === "zu",
    )
  )
    return false;
  const pronoun = tokens[verb + 1]?.text ?? "";
  const agreements = SUBJECT_PRONOUNS.get(pronoun === "Sie" ? "sie" : pronoun);
  return agreements !== undefined && agrees(finiteReadings(tokens[verb]), agreements);
}

/**
 * "und euch wird noch mehr gegeben werden", "und mir fehlte nichts": a dative or accusative pronoun,
 * then a finite verb that is no infinitive or participle ("und dir helfen" is none) and at least
 * one more word: a verb-second clause of its own.
 */
function pronounPrefieldClause(tokens: readonly Token[]): boolean {
  return (
    /^(?:mir|dir|ihm|uns|euch|ihnen|mich|dich|ihn)$/.test(tokens[0]?.text ?? "") &&
    finiteReadings(tokens[1]).length > 0 &&
    !isNonFiniteVerb(tokens[1]) &&
    tokens.length >= 3 &&
    tokens[2]?.kind === "w"
  );
}

/** "und es sagten zu ihnen die Letzteren": "es" holds the place of a subject after the verb (any number). */
function expletiveClause(tokens: readonly Token[]): boolean {
  return (
    tokens[0]?.text === "es" &&
    tokens.length >= 4 &&
    finiteReadings(tokens[1]).some((reading) => reading.person === 3) &&
    !isNonFiniteVerb(tokens[1])
  );
}

/** w-words and "wo(r)-" adverbs that open a question or a dependent clause ("wozu", "worauf"). */
const QUESTION_LIKE =
  /^(?:wo(?:zu|für|mit|von|rauf|rüber|ran|rin|raus|durch|nach|rum|bei)|wieso|weshalb|weswegen|wieviel)$/;

/** Pronouns that stand alone as a subject: "und dieser spuckte Jona aus", "denn niemand wird …". */
const PRONOUN_SUBJECTS: Readonly<Record<string, "singular" | "plural">> = {
  dieser: "singular",
  jener: "singular",
  keiner: "singular",
  niemand: "singular",
  jemand: "singular",
  alles: "singular",
  nichts: "singular",
  jeder: "singular",
  diese: "plural",
  alle: "plural",
  // "…, andere bleiben zu Hause", "…, manche kommen mit dem Rad": quantifiers standing alone.
  andere: "plural",
  manche: "plural",
  einige: "plural",
  viele: "plural",
  wenige: "plural",
  beide: "plural",
};

/** A stand-alone pronoun directly before a finite verb that agrees with it (3rd person). */
function pronounSubjectClause(tokens: readonly Token[]): boolean {
  const quantity = quantitySubjectLength(tokens);
  if (quantity > 0)
    return (
      tokens.length > quantity + 1 &&
      finiteReadings(tokens[quantity]).some((reading) => reading.person === 3 && reading.number === "plural")
    );
  const number = PRONOUN_SUBJECTS[tokens[0]?.text.toLowerCase() ?? ""];
  if (number === undefined || tokens.length < 3) return false;
  return finiteReadings(tokens[1]).some((reading) => reading.person === 3 && reading.number === number);
}

/**
 * Plural quantities that stand alone as a subject: "die beiden" ("und die beiden werden zu einem
 * Körper"), "2 von ihnen" ("und 2 von ihnen riefen"). Their length, or 0.
 */
function quantitySubjectLength(tokens: readonly Token[]): number {
  const [first, second, third] = tokens.map((token) => token.text.toLowerCase());
  if (/^(?:die|alle)$/.test(first ?? "") && second === "beiden") return 2;
  const count = tokens[0]?.kind === "n" && /^[2-9]\d*$/.test(first ?? "");
  return count && second === "von" && /^(?:ihnen|uns|euch)$/.test(third ?? "") ? 3 : 0;
}

/** Words that never form a prefield on their own. */
const NO_PREFIELD: ReadonlySet<string> = new Set([
  ...PREPOSITIONS,
  ...SUBORDINATORS,
  ...COORDINATORS,
  "nicht",
  "auch",
  "noch",
  "nur",
  "sehr",
  "zu",
  "wie",
  "als",
  // Question words open a question, not a statement with its subject after the verb.
  "warum",
  "weshalb",
  "wieso",
  "wo",
  "wohin",
  "woher",
  "wann",
  "was",
  "wer",
]);

/**
 * A verb-second clause whose subject follows the finite verb: one adverb ("dennoch höre ich …",
 * "plötzlich kam ein Sturm") or one prepositional phrase ("am Bach von deinen Wonnen tränkst du
 * sie") before the verb, then a nominative subject that agrees with it, then at least one more word
 * or the end. Undefined prefields (objects, adjectives with complements) are left alone.
 */
function invertedClause(tokens: readonly Token[], formal: boolean): boolean {
  return invertedSubject(tokens, formal) !== undefined;
}

/** The subject of such a clause (after its finite verb), or undefined. */
export function invertedSubject(tokens: readonly Token[], formal: boolean): MainSubject | undefined {
  const first = tokens[0];
  const time = timePrefieldEnd(tokens) ?? rolePrefieldEnd(tokens);
  if (first === undefined || (first.kind !== "w" && time === undefined)) return undefined;
  const lower = first.text.toLowerCase();
  // "Und zuerst hatte er …": a leading conjunction stands before the prefield.
  // "Auch zu den Rindern lief Abraham": a focus particle before a prepositional phrase belongs to it.
  const focus = FOCUS_PARTICLES.test(lower) && PP_STARTS.has(tokens[1]?.text ?? "");
  if (COORDINATORS.has(lower) || focus) {
    const inner = invertedSubject(tokens.slice(1), formal);
    return inner && { ...inner, start: inner.start + 1, end: inner.end + 1, verb: inner.verb + 1 };
  }
  let verb: number;
  if (time !== undefined) verb = time;
  // "bis heute ist keine Zahlung eingegangen": "bis"/"seit" before an adverb and the verb is no
  // subordinator.
  else if (/^(?:bis|seit|ab)$/.test(lower) && ADVERB_PHRASE.test(tokens[1]?.text ?? "")) verb = 2;
  else if (PP_STARTS.has(lower)) {
    verb = tokens.findIndex((token, index) => index > 1 && finiteReadings(token).length > 0);
    if (verb < 2 || verb > 7) return undefined;
    const prefield = tokens.slice(1, verb);
    // Only determiners, adjectives, nouns, names and further prepositions inside the phrase.
    // "im Traum eine Weisung gegeben und er ging …": a conjunction or a subject pronoun ends the prefield.
    if (
      prefield.some(
        (token) =>
          token.kind === "p" ||
          SUBORDINATORS.has(token.text.toLowerCase()) ||
          COORDINATORS.has(token.text.toLowerCase()) ||
          SUBJECT_PRONOUNS.has(token.text),
      )
    )
      return undefined;
    const pronounOnly = prefield.length === 1 && OBJECT_PRONOUNS.test(prefield[0]?.text ?? "");
    // "bis heute ist keine Zahlung eingegangen", "ab sofort gilt …": an adverb as the whole phrase.
    const adverbOnly = prefield.length === 1 && ADVERB_PHRASE.test(prefield[0]?.text ?? "");
    if (!pronounOnly && !adverbOnly && !prefield.some((token) => isCapitalised(token.text))) return undefined;
  } else {
    // "Da erhob sich dieser …": "da" and "so" are adverbs before a finite verb, so are "damit" and
    // "seitdem" right before it ("damit ist die Forderung erledigt").
    const adverb =
      LEADING_ADVERBS.has(lower) ||
      (/^(?:damit|seitdem)$/.test(lower) &&
        finiteReadings(tokens[1]).length > 0 &&
        !isCapitalised(tokens[1]?.text ?? ""));
    // A capital marks a noun, except in a connector another step put in front ("Gleichzeitig kam …",
    // "Da erhob sich dieser …" after its als-clause went).
    const connector = lower === "gleichzeitig" || adverb;
    if (
      (isCapitalised(first.text) && !connector) ||
      (NO_PREFIELD.has(lower) && !adverb) ||
      DETERMINERS.has(lower)
    )
      return undefined;
    if (finiteReadings(first).length > 0 || readingsOf(first.text).some((r) => r.partOfSpeech === "noun"))
      return undefined;
    // "Nun aber haben sie …": a particle may follow the adverb in the prefield.
    verb = /^(?:aber|jedoch|also)$/.test(tokens[1]?.text ?? "") ? 2 : 1;
  }
  const readings = finiteReadings(tokens[verb]);
  if (readings.length === 0) return undefined;
  // "Da nahm Jesus Petrus, Jakobus und Johannes": the first name is the subject, a singular one.
  const singular = [{ person: 3 as const, number: "singular" as const }];
  if (pairOpensNameList(tokens, verb + 1) && agrees(readings, singular))
    return { start: verb + 1, end: verb + 2, verb, agreements: singular, readings };
  const subject = nominativeSubjectAt(tokens, verb + 1, formal);
  if (subject !== undefined && namePair(tokens, verb + 1, subject.end)) return undefined;
  // "kamen Verwandte des Synagogenvorstehers": a genitive attribute belongs to the subject.
  if (subject !== undefined && agrees(readings, subject.agreements))
    return {
      start: verb + 1,
      end: attributeEnd(tokens, subject.end),
      verb,
      agreements: subject.agreements,
      readings,
    };
  // "Deshalb hat ihn auch Gott erhoben": object pronouns and particles before the subject.
  let start = verb + 1;
  while (BEFORE_SUBJECT.test(tokens[start]?.text ?? "")) start += 1;
  // "Da erschien in Ägypten ein Engel", "Da kam zu ihm eine Frau": one short prepositional phrase,
  // then a subject with an article ("ging in das Gebiet Galiläas" has none).
  // "Plötzlich kam vom Himmel her ein Rauschen": a directional adverb may close the phrase.
  let afterPhrase = shortPhraseEnd(tokens, start);
  if (afterPhrase > start && DIRECTIONAL.test(tokens[afterPhrase]?.text ?? "")) afterPhrase += 1;
  if (afterPhrase > start && DETERMINERS.has(tokens[afterPhrase]?.text ?? "")) start = afterPhrase;
  const later = start > verb + 1 ? nominativeSubjectAt(tokens, start, formal) : undefined;
  if (later === undefined || !agrees(readings, later.agreements) || namePair(tokens, start, later.end))
    return undefined;
  return { start, end: attributeEnd(tokens, later.end), verb, agreements: later.agreements, readings };
}

/** Directional adverbs that close a prepositional phrase ("vom Himmel her", "aus der Wolke heraus"). */
const DIRECTIONAL = /^(?:her|hin|heraus|herab|herunter|herauf|hervor|hinab|hinauf|hinaus)$/;

/** Focus particles that may stand before the phrase in the prefield ("auch zu den Rindern"). */
const FOCUS_PARTICLES = /^(?:auch|nur|sogar|selbst|gerade|schon|erst|noch)$/;

/** Nouns of a span of time that open a prefield with a number or quantifier ("3 Tage später"). */
const TIME_NOUNS =
  /^(?:Tag|Tage|Tagen|Woche|Wochen|Monat|Monate|Monaten|Jahr|Jahre|Jahren|Stunde|Stunden|Minuten|Nacht|Nächte|Zeit|Weile)$/;

/** Adverbs after such a noun phrase ("3 Tage später", "einige Zeit danach"). */
const TIME_AFTER = /^(?:später|danach|darauf|zuvor|vorher|lang|nachher)$/;

/**
 * "3 Tage später kam er …", "Einige Zeit danach ging er …", "Kurze Zeit später …": a number,
 * quantifier or adjective, a noun of time and a time adverb as the prefield. The index of the
 * finite verb after it, or undefined.
 */
function timePrefieldEnd(tokens: readonly Token[]): number | undefined {
  const first = tokens[0];
  if (first === undefined) return undefined;
  const opener =
    first.kind === "n" ||
    /^(?:einige|wenige|viele|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|kurze|lange|kurzer|langer)$/i.test(
      first.text,
    );
  if (!opener) return undefined;
  let at = 1;
  while (at < 3 && adjectiveOnly(tokens[at])) at += 1;
  if (!TIME_NOUNS.test(tokens[at]?.text ?? "") || !TIME_AFTER.test(tokens[at + 1]?.text ?? ""))
    return undefined;
  const verb = at + 2;
  return finiteReadings(tokens[verb]).length > 0 ? verb : undefined;
}

/** A lower-case adjective that is no verb form ("kurze", "ganze"). */
function adjectiveOnly(token: Token | undefined): boolean {
  return (
    token?.kind === "w" &&
    !isCapitalised(token.text) &&
    finiteReadings(token).length === 0 &&
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective")
  );
}

/**
 * The end of a prepositional phrase of at most four tokens at `start` (preposition, article or
 * pronoun, adjectives, a noun or name), or `start` when none is there.
 */
function shortPhraseEnd(tokens: readonly Token[], start: number): number {
  if (!PP_STARTS.has(tokens[start]?.text ?? "")) return start;
  const pronoun = OBJECT_PRONOUNS.test(tokens[start + 1]?.text ?? "");
  if (pronoun) return start + 2;
  let at = start + 1;
  if (DETERMINERS.has(tokens[at]?.text ?? "")) at += 1;
  while (at < start + 3 && adjectiveOnly(tokens[at])) at += 1;
  const noun = tokens[at];
  if (noun?.kind !== "w" || !isCapitalised(noun.text) || FUNCTION_WORDS.has(noun.text.toLowerCase()))
    return start;
  return at + 1;
}

/** Object pronouns and particles that may stand between the finite verb and its subject. */
const BEFORE_SUBJECT =
  /^(?:ihn|ihm|ihr|ihnen|mich|mir|dich|dir|uns|euch|sich|auch|aber|jedoch|nun|doch|denn|ja|wohl|schon|nämlich|noch|leider|bereits|allerdings)$/;

/** Adverbs of time and place that make a whole phrase after a preposition ("bis heute", "ab sofort"). */
const ADVERB_PHRASE =
  /^(?:heute|morgen|gestern|übermorgen|jetzt|sofort|dahin|damals|bald|später|hier|dort|oben|unten)$/;

const PP_STARTS: ReadonlySet<string> = new Set([
  ...PREPOSITIONS,
  "im",
  "am",
  "vom",
  "zum",
  "zur",
  "beim",
  "ins",
]);

/**
 * A verb-second clause that opens with a prepositional phrase: "im Osten war Ai",
 * "in der Stadt wohnen viele Menschen". Preposition, optional determiner and adjectives, one
 * noun, then the finite verb and at least one more word.
 */
function startsWithPhraseAndVerb(tokens: readonly Token[]): boolean {
  if (!PP_STARTS.has(tokens[0]?.text ?? "")) return false;
  for (let index = 1; index < Math.min(tokens.length - 2, 6); index += 1) {
    const token = tokens[index];
    if (token === undefined || token.kind !== "w") return false;
    if (isCapitalised(token.text)) {
      const next = tokens[index + 1];
      return finiteReadings(next).length > 0 && !isCapitalised(next?.text ?? "");
    }
    if (finiteReadings(token).length > 0 && !DETERMINERS.has(token.text)) return false;
  }
  return false;
}

/** A conjunction never opens the right-hand clause twice ("und und"). */
const LEADING_WORDS: ReadonlySet<string> = new Set(["und", "oder", "aber", "denn", "doch", "sondern"]);

/**
 * The first token opens a verb phrase: a finite verb that is not the adjective of an address
 * ("liebe Frau Müller": only capitalised words follow).
 */
function opensVerbPhrase(tokens: readonly Token[]): boolean {
  const verb = tokens[0];
  if (verb === undefined || finiteReadings(verb).length === 0) return false;
  // "… oder verheiratet sein": a participle before the infinitive that shares the left side's
  // auxiliary ("Sie werden nicht heiraten oder verheiratet sein"), not a finite "verheiratet".
  if (
    tokens.length === 2 &&
    /^(?:sein|werden|haben)$/.test(tokens[1]?.text ?? "") &&
    pastParticipleLemmas(verb).length > 0
  )
    return false;
  const adjective = readingsOf(verb.text).some((reading) => reading.partOfSpeech === "adjective");
  return !(adjective && tokens.slice(1).every((token) => isCapitalised(token.text)));
}

/** Question words and relative pronouns that open a verb-final clause after a comma. */
const CLAUSE_OPENERS =
  /^(?:als|wie|was|wer|wo|wohin|woher|wen|wem|wann|warum|worum|wovon|womit|der|die|das|den|dem|denen|deren|dessen|welche[nmrs]?)$/;

/**
 * The segment is (or starts with) a subordinate or relative clause: a verb-first segment after it
 * is the main clause's verb ("Als sie kamen, geriet die Stadt ..."), not a verb series. At the start
 * of a sentence "Und die Priester konnten …" opens with an article, not a relative pronoun; inside
 * one, "…, und die Frucht bringt" may go on a relative clause.
 */
function opensSubordinateClause(segment: readonly Token[], atStart = false): boolean {
  const start = LEADING_WORDS.has(segment[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const first = segment[start];
  if (first === undefined) return false;
  // "Den Becher werdet ihr trinken", "Wie ein Dornenfeuer verlöschen sie": at the start a phrase,
  // the finite verb and the subject pronoun after it open a main clause (a verb-final clause has no
  // pronoun after its verb).
  if (CLAUSE_OPENERS.test(first.text.toLowerCase()) && finiteReadings(segment[start + 1]).length === 0)
    return !(
      (start === 0 || atStart) &&
      (mainClauseSubject(segment, false) !== undefined ||
        pronounAfterVerbClause(segment.slice(start)) ||
        (atStart && nounAfterVerbClause(segment.slice(start))))
    );
  return hasSubordinator(segment.slice(start, start + 2));
}

/**
 * "Die Kosten übernimmt die Krankenkasse": an article and its noun, the finite verb and a subject
 * with its article after it that agrees with the verb. No relative pronoun opens a sentence, and a
 * verb-final clause has no subject after its verb.
 */
function nounAfterVerbClause(tokens: readonly Token[]): boolean {
  if (!DETERMINERS.has(tokens[0]?.text.toLowerCase() ?? "")) return false;
  const verb = tokens.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
  const finite = tokens[verb];
  if (finite === undefined || verb < 2 || verb > 4 || isCapitalised(finite.text)) return false;
  const prefield = tokens.slice(1, verb);
  if (prefield.some((token) => token.kind === "p" || NO_PREFIELD.has(token.text.toLowerCase()))) return false;
  const noun = prefield.at(-1);
  if (!isCapitalised(noun?.text ?? "") || nounReadings(noun).length === 0) return false;
  if (!DETERMINERS.has(tokens[verb + 1]?.text.toLowerCase() ?? "")) return false;
  const subject = nominativeSubjectAt(tokens, verb + 1, false);
  return subject !== undefined && agrees(finiteReadings(finite), subject.agreements);
}

/**
 * The segment is a main clause of its own: a finite verb and no subordinate or relative opening.
 * At the start of a sentence (`atStart`) an article with a subject that agrees with the verb is no
 * relative pronoun ("die Frau geht nach Hause - …", lower-cased by the true-casing).
 */
export function opensMainClause(segment: readonly Token[], atStart = false): boolean {
  // An imperative ("Nennt mich Mara") has no finite reading: a verb first counts too.
  const verbFirst = readingsOf(segment[0]?.text.toLowerCase() ?? "").some(
    (reading) => reading.partOfSpeech === "verb",
  );
  return (
    (hasFiniteVerb(segment) || verbFirst) &&
    !opensSubordinateClause(segment, atStart) &&
    (relativeStart(segment) === undefined || (atStart && mainClauseSubject(segment, false) !== undefined))
  );
}

/**
 * A subordinator right before a finite verb is an adverb ("Da bebte die Erde"); "als" before the
 * role that opens a main clause ("Als Mieter müssen Sie …") is none.
 */
function hasSubordinator(tokens: readonly Token[]): boolean {
  const role = rolePrefieldEnd(tokens) !== undefined;
  // A list comma held as a word (`joinOpenClauseList`, `joinListInSubordinate`) is none.
  return tokens.some(
    (token, index) =>
      (token.kind === "p" && token.text === ",") ||
      (SUBORDINATORS.has(token.text.toLowerCase()) &&
        finiteReadings(tokens[index + 1]).length === 0 &&
        !(role && index === 0) &&
        !prepositionInClause(tokens, index)),
  );
}

/**
 * "liegen während der Öffnungszeiten im Rathaus aus", "wohnt seit dem Jahr 2020 hier": inside a
 * clause (no comma before it) "während"/"seit" before a determiner is the preposition.
 */
function prepositionInClause(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  return (
    /^(?:während|seit)$/.test(tokens[index]?.text ?? "") &&
    before !== undefined &&
    before.kind === "w" &&
    DETERMINERS.has(tokens[index + 1]?.text.toLowerCase() ?? "")
  );
}

/**
 * "Als Mieter müssen Sie …", "Als Nester sollst du den Kasten machen": "als" + a noun without
 * article (at most two adjectives before it) is the role that fills the prefield when the finite
 * verb follows it and a subject pronoun that agrees with the verb comes right after. A temporal
 * "als" clause ends in its verb ("Als Maria kam, …"), so no pronoun follows there. The index of the
 * finite verb, or undefined.
 */
function rolePrefieldEnd(tokens: readonly Token[]): number | undefined {
  if (tokens[0]?.text.toLowerCase() !== "als") return undefined;
  let at = 1;
  while (at < 3 && adjectiveOnly(tokens[at])) at += 1;
  const noun = tokens[at];
  if (noun === undefined || !isCapitalised(noun.text) || nounReadings(noun).length === 0) return undefined;
  if (finiteReadings(noun).length > 0) return undefined;
  const verb = at + 1;
  const readings = finiteReadings(tokens[verb]);
  const pronoun = tokens[verb + 1]?.text ?? "";
  if (readings.length === 0 || isCapitalised(tokens[verb]?.text ?? "")) return undefined;
  // A subject pronoun right after the verb (the polite "Sie" too).
  const agreements = SUBJECT_PRONOUNS.get(pronoun === "Sie" ? "sie" : pronoun);
  return agreements !== undefined && agrees(readings, agreements) ? verb : undefined;
}

/**
 * Splits a comma-free clause at "und"/"aber"/"oder" when both sides are main clauses: either the
 * right side has its own subject + finite verb, or the conjunction is followed directly by a
 * finite verb that agrees with the left side's subject (shared subject, repeated). Returns
 * undefined when no split is safe.
 */
export function splitCoordination(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  connector = "Dann",
  // False for a clause that another comma segment goes on from: "und kommt der Vater nach Hause,
  // ist es still" is a condition there (verbFirstOwnSubject).
  verbFirst = true,
): Clause[] | undefined {
  // A question stays whole: its first half would become a statement (but see questionPair).
  if (end.includes("?")) return questionPair(tokens, end);
  if (hasSubordinator(tokens)) return undefined;
  // "entweder … oder", "weder … noch": no cut after the first part; a pair on the right side stays
  // whole in its clause ("… und hassen sowohl mich als auch meinen Vater").
  const paired = tokens.findIndex((token) => PAIRED.test(token.text));
  // "Mit wem hat er sich beraten und …": a w-word makes it a question or an indirect question
  // ("wie"/"als" mostly compare: "wie eine Taube").
  if (
    tokens.some(
      (token) => CLAUSE_WORDS.test(token.text.toLowerCase()) && !COMPARISONS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  for (let index = 2; index < tokens.length - 1; index += 1) {
    if (paired >= 0 && index > paired) break;
    const conjunction = tokens[index]?.text;
    if (conjunction === undefined || !(conjunction in KEPT)) continue;
    const left = tokens.slice(0, index);
    const right = tokens.slice(index + 1);
    if (!hasFiniteVerb(left) || (right.length < 2 && !introducesSpeech(right, end))) continue;
    const kept = KEPT[conjunction];
    // "Er kam - denn er war krank - und blieb.": a pair of dashes encloses the clause; the host
    // goes on after the closing dash ("Er kam und blieb." / "Denn er war krank.").
    const closing = isDashToken(left.at(-1)) ? right.findIndex(isDashToken) : -1;
    const aside =
      closing >= 0
        ? dashAside(left.slice(0, -1), right, closing, { kept, end, formal, connector })
        : undefined;
    if (aside !== undefined) return aside;
    if (leftIsIncomplete(left) || perfectAcrossJoin(left, right)) continue;
    if (
      clauseAfterConjunction(right, formal) &&
      !startsWithBareNoun(right) &&
      !infinitivePhrase(left, right)
    ) {
      // "Vielleicht regnet es morgen und wir bleiben zu Hause": the doubt holds for the second
      // clause too, which alone would state a fact ("Vielleicht bleiben wir zu Hause."); when it
      // cannot be said again there, the sentence stays whole.
      const doubt = kept === undefined ? doubtCarried(left, right, formal) : undefined;
      if (doubt === undefined && opensWithDoubt(left)) return undefined;
      const second = kept ? [word(kept), ...right] : (doubt ?? right);
      return [
        { tokens: withoutClosingDash(left), end: "." },
        ...(splitCoordination(second, end, formal, connector, verbFirst) ?? [{ tokens: second, end }]),
      ];
    }
    // "Er muss viel leiden und verachtet werden": after an infinitive, "verachtet" before "werden"
    // is a participle under the left side's modal, no finite verb with the left side's subject.
    const shared =
      formalImperative(left, right, kept) ??
      (infinitivePhrase(left, right)
        ? undefined
        : sharedSubjectClause(left, right, formal, kept ?? connector)) ??
      sharedAuxiliaryClause(left, right, formal, kept) ??
      gapped(left, right, formal, conjunction) ??
      (verbFirst ? verbFirstOwnSubject(left, right, formal, kept) : undefined);
    // More conjuncts after the first one on the right are split in turn.
    const more = shared?.some((token) => token.text === "und")
      ? splitCoordination(shared, end, formal, connector, verbFirst)
      : undefined;
    if (shared !== undefined)
      return [{ tokens: withoutClosingDash(left), end: "." }, ...(more ?? [{ tokens: shared, end }])];
  }
  return undefined;
}

/**
 * A clause that opens with an adverb of doubt before its finite verb ("Vielleicht regnet es …");
 * "leider" and "glücklicherweise" judge a fact and do not count.
 */
function opensWithDoubt(tokens: readonly Token[]): boolean {
  const at = LEADING_CONJUNCTIONS.has(tokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const first = tokens[at]?.text.toLowerCase() ?? "";
  return (
    SENTENCE_ADVERBS.has(first) &&
    !/^(?:leider|glücklicherweise)$/.test(first) &&
    isFiniteVerbToken(tokens[at + 1])
  );
}

/** Words that open a direct w-question ("wie" and "welche" only before their finite verb). */
const QUESTION_OPENERS = /^(?:was|wer|wen|wem|wo|wohin|woher|wann|warum|weshalb|wieso|weswegen|wie)$/i;

/**
 * "Warum seid ihr in Aufruhr und warum steigen Bedenken in euch auf?" -> "Warum seid ihr in
 * Aufruhr?" / "Und warum steigen Bedenken in euch auf?": two direct w-questions joined by "und"
 * or "oder", each opening with its question word and its finite verb; no comma, no other
 * question word. Undefined otherwise.
 */
function questionPair(tokens: readonly Token[], end: string): Clause[] | undefined {
  const start = LEADING_WORDS.has(tokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const opens = (at: number) =>
    QUESTION_OPENERS.test(tokens[at]?.text ?? "") && isFiniteVerbToken(tokens[at + 1]);
  if (!opens(start) || tokens.some((token) => token.kind === "p")) return undefined;
  const joins = tokens
    .map((_token, index) => index)
    .filter(
      (index) => index > start + 2 && /^(?:und|oder)$/.test(tokens[index]?.text ?? "") && opens(index + 1),
    );
  const [at] = joins;
  if (joins.length !== 1 || at === undefined) return undefined;
  const questionWords = tokens.filter((token) => CLAUSE_WORDS.test(token.text.toLowerCase()));
  if (questionWords.length !== 2 || tokens.length - at < 4) return undefined;
  const conjunction = tokens[at] as Token;
  return [
    { tokens: tokens.slice(0, at), end: "?" },
    { tokens: [{ ...conjunction, text: capitaliseFirst(conjunction.text) }, ...tokens.slice(at + 1)], end },
  ];
}

function isDashToken(token: Token | undefined): boolean {
  return token?.kind === "p" && /^[-–—]$/.test(token.text);
}

/**
 * The host without the aside between two dashes, then the aside as a clause of its own; undefined
 * when the aside is no clause or the host has no finite verb or nothing after the closing dash.
 */
function dashAside(
  host: readonly Token[],
  right: readonly Token[],
  closing: number,
  options: { kept: string | undefined; end: string; formal: boolean; connector: string },
): Clause[] | undefined {
  const aside = right.slice(0, closing);
  const rest = right.slice(closing + 1);
  // The host goes on with a conjunction and more ("- und blieb."); a lone word after the closing
  // dash ("… vollenden - oben.") would land after the host's closing verb.
  if (!/^(?:und|oder|aber|doch|sondern)$/.test(rest[0]?.text ?? "") || rest.length < 2) return undefined;
  if (rest.some(isDashToken) || !clauseAfterConjunction(aside, options.formal)) return undefined;
  const whole = [...host, ...rest];
  if (!hasFiniteVerb(whole)) return undefined;
  const [first] = aside;
  if (first === undefined) return undefined;
  const opened = options.kept
    ? [word(options.kept), ...aside]
    : [{ ...first, text: capitaliseFirst(first.text) }, ...aside.slice(1)];
  const clause: Clause = { tokens: opened, end: options.end };
  // "Wir schließen am Freitag - denn … - und öffnen am Montag wieder.": when the host splits where
  // the aside stood, the aside follows the clause it was said of.
  const parts = splitCoordination(whole, ".", options.formal, options.connector);
  if (parts !== undefined && parts[0]?.tokens.length === host.length)
    return [parts[0], clause, ...parts.slice(1)];
  return [{ tokens: whole, end: "." }, clause];
}

/**
 * "… von den Vätern - und auch an einem Sabbat …": a dash that closed an aside before "und" does
 * not stay before the full stop of the new sentence ("Sie stammt von den Vätern -.").
 */
function withoutClosingDash(left: readonly Token[]): Token[] {
  const last = left.at(-1);
  return last?.kind === "p" && /^[-–—]$/.test(last.text) ? left.slice(0, -1) : [...left];
}

/**
 * The right side of "… und <verb> …" as a clause of its own with the left side's subject: a
 * finite verb that agrees with it, or an infinitive/participle under its modal or auxiliary.
 */
export function sharedSubjectOrAuxiliary(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  connector: string,
): Token[] | undefined {
  return (
    sharedSubjectClause(left, right, formal, connector) ??
    sharedAuxiliaryClause(left, right, formal, undefined)
  );
}

/** Gapping after "und", "aber" or a bare comma (""); "noch", "oder", "sondern" and "denn" change more. */
function gapped(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  conjunction: string,
): Token[] | undefined {
  if (conjunction !== "und" && conjunction !== "aber" && conjunction !== "") return undefined;
  const subject = mainClauseSubject(left, formal) ?? invertedSubject(left, formal);
  return gappedClause(left, subject, right, conjunction === "aber" ? "Aber" : undefined);
}

/** Verbs that introduce what is said after a colon ("… und sagte:"). */
const SPEECH_VERBS: ReadonlySet<string> = new Set([
  "sagen",
  "sprechen",
  "rufen",
  "fragen",
  "antworten",
  "befehlen",
  "schreien",
  "erwidern",
  "erklären",
]);

/** "Dann nahm Boas zehn Männer und sagte:": a lone verb of saying before a colon is a clause of its own. */
function introducesSpeech(right: readonly Token[], end: string): boolean {
  return (
    end === ":" &&
    right.length === 1 &&
    finiteReadings(right[0]).some((reading) => SPEECH_VERBS.has(reading.lemma))
  );
}

/**
 * "Dann wird Gott uns helfen und unsere Feinde besiegen": after an infinitive the right side's
 * "verb" at its end is another infinitive, not the finite verb of a clause with its own subject.
 */
function infinitivePhrase(left: readonly Token[], right: readonly Token[]): boolean {
  if (!isNonFiniteVerb(left.at(-1))) return false;
  const last = right.at(-1);
  // "und die Engel herabsteigen sehen": an infinitive before the last one is no finite verb either;
  // a modal or "werden" is ("und wir werden gehen").
  return (
    isNonFiniteVerb(last) &&
    right
      .slice(0, -1)
      .every(
        (token) =>
          finiteReadings(token).length === 0 ||
          (isNonFiniteVerb(token) &&
            !AUXILIARIES.test(token.text.toLowerCase()) &&
            !AUXILIARY_FORMS.test(token.text)),
      )
  );
}

/** A determiner, pronoun, number or noun: the right side of an ellipsis names its own object. */
function opensOwnPhrase(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (token.kind === "n") return true;
  const lower = token.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || PP_STARTS.has(lower)) return false;
  if (DETERMINERS.has(lower) || OBJECT_PRONOUNS.test(lower)) return true;
  return isCapitalised(token.text) && nounReadings(token).length > 0;
}

const OBJECT_PRONOUNS =
  /^(?:es|ihn|sie|ihm|ihr|ihnen|uns|euch|mich|dich|mir|dir|sich|das|dies|alles|nichts|etwas)$/;

/**
 * A one-word subject must be a pronoun, a noun or an unknown name: a capitalised first word such
 * as "Entweder" or "Nachher" is no subject to repeat.
 */
function plausibleSubject(subject: readonly Token[]): boolean {
  const [only] = subject;
  if (subject.length !== 1 || only === undefined) return subject.length > 0;
  const lower = only.text.toLowerCase();
  if (SUBJECT_PRONOUNS.has(lower) || nounReadings(only).length > 0 || only.kind === "n") return true;
  return readingsOf(lower).length === 0 && readingsOf(only.text).length === 0;
}

/** Two-part conjunctions: the parts belong together ("entweder … oder", "weder … noch"). */
const PAIRED = /^(?:entweder|weder|sowohl)$/i;

/** Verbs whose infinitive takes an object that acts ("sehen die Engel aufsteigen"): no ellipsis split. */
const PERCEPTION_VERBS = /^(?:sehen|hören|lassen|fühlen|spüren|gesehen|gehört|gelassen)$/;

/**
 * A non-finite verb, or a lower-case word in -en the lexicon does not know at all (separable
 * compounds such as "zurückschicken").
 */
function infinitiveLike(token: Token | undefined): boolean {
  if (isNonFiniteVerb(token)) return true;
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  return /^[a-zäöüß]{5,}(?:en|ern|eln)$/.test(token.text) && readingsOf(token.text).length === 0;
}

/** Only the last token of a verb-final part may be (or look like) a verb form. */
/** Modal verbs in the infinitive that close a verb cluster ("bestreiten können"). */
const MODAL_INFINITIVES = /^(?:können|müssen|dürfen|sollen|wollen)$/;

function verbOnlyAtEnd(tokens: readonly Token[], skip = -1): boolean {
  return tokens.every(
    (token, index) =>
      index === tokens.length - 1 ||
      index === skip ||
      (finiteReadings(token).length === 0 && !(isNonFiniteVerb(token) && token.text !== "zu")),
  );
}

/**
 * "Sie müssen das Formular ausfüllen und es bis zum 3. März zurückschicken." -> "Sie müssen das
 * Formular ausfüllen." + "Sie müssen es bis zum 3. März zurückschicken.": two infinitives or
 * participles that share the subject and the finite modal/auxiliary, which is repeated. German allows
 * this ellipsis only with the same auxiliary, so repeating it is safe. Not after verbs of perception
 * ("sehen die Engel aufsteigen"), not with "zu" or a one-word right side.
 */
function sharedAuxiliaryClause(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  kept: string | undefined,
): Token[] | undefined {
  // "Sie müssen nur das Formular ausfüllen und den Ausweis mitbringen": "nur" limits both; cut
  // apart, the first sentence would say the form is all.
  if (left.some((token) => /^(?:nur|bloß|lediglich)$/.test(token.text))) return undefined;
  // "… nachweisen und den Lebensunterhalt für sich und Ihre Angehörigen bestreiten können": an
  // "und" between two noun phrases joins no verbs.
  const join = right.findIndex(
    (token, index) => COORDINATORS.has(token.text) && !nounPhraseJoin(right, index),
  );
  if (join < 0) return auxiliaryConjunct(left, right, [], formal, kept);
  // "Ich werde dich zu einem Volk machen und dich segnen und deinen Namen groß machen": the first
  // conjunct on the right decides; the rest ("und deinen Namen groß machen") stays with it and is
  // split again. It must end in another infinitive or participle and hold no finite verb.
  const rest = right.slice(join);
  const closed = rest.every(
    (token) =>
      (finiteReadings(token).length === 0 || isNonFiniteVerb(token)) && !/^[,;:!?()]$/.test(token.text),
  );
  if (right[join]?.text !== "und" || !infinitiveLike(rest.at(-1)) || !closed) return undefined;
  return auxiliaryConjunct(left, right.slice(0, join), rest, formal, kept);
}

/** sharedAuxiliaryClause for one conjunct on the right; `further` (more conjuncts) is added at its end. */
function auxiliaryConjunct(
  left: readonly Token[],
  right: readonly Token[],
  further: readonly Token[],
  formal: boolean,
  kept: string | undefined,
): Token[] | undefined {
  // "Gott hat euch herausgeführt mit starker Hand und euch losgekauft aus dem Sklavenhaus": a
  // prepositional phrase after the participle (older word order) stays where it stands.
  const leftCore = left.slice(0, verbalCoreEnd(left));
  const rightCore = right.slice(0, verbalCoreEnd(right));
  const leftVerb = leftCore.at(-1);
  const rightVerb = rightCore.at(-1);
  if (
    !isNonFiniteVerb(leftVerb) ||
    !infinitiveLike(rightVerb) ||
    rightCore.length < 2 ||
    right.length + further.length < 3
  )
    return undefined;
  // "sehen die Engel aufsteigen": after a verb of perception a phrase on the right may be the one
  // that acts; a right side without its own phrase ("hören und nicht verstehen") is no such case.
  const perception = PERCEPTION_VERBS.test(leftVerb?.text ?? "") && opensOwnPhrase(right[0]);
  // "Die Tabletten sind einzunehmen oder die Salbe aufzutragen": a zu-infinitive on the right has
  // no auxiliary to share ("die Tabletten sind die Salbe aufzutragen"); the clause stays whole.
  if (rightCore.at(-2)?.text === "zu" || isZuInfinitive(rightVerb)) return undefined;
  if (
    right.some(
      (token, index) =>
        /^[,;:!?()]$/.test(token.text) || (COORDINATORS.has(token.text) && !nounPhraseJoin(right, index)),
    )
  )
    return undefined;
  const subject = mainClauseSubject(left, formal) ?? invertedSubject(left, formal);
  if (subject === undefined || !plausibleSubject(left.slice(subject.start, subject.end))) return undefined;
  // "… per Post schicken oder persönlich in unserem Büro abgeben": the right side must bring its
  // own object or subject-like phrase first, else the shared object would be lost; unless the left
  // side has only adverbs before its verb ("Ihr werdet immerfort hören und nicht verstehen").
  const middle = leftCore.slice(Math.max(subject.verb, subject.end - 1) + 1, -1);
  const onlyAdverbs =
    middle.length > 0 &&
    middle.every(
      (token) =>
        token.kind === "w" &&
        !isCapitalised(token.text) &&
        !DETERMINERS.has(token.text) &&
        !PREPOSITIONS.has(token.text) &&
        !OBJECT_PRONOUNS.test(token.text) &&
        !SUBJECT_PRONOUNS.has(token.text) &&
        !/^(?:viel|mehr|wenig|genug)$/.test(token.text) &&
        // An adverb: unknown to the lexicon or an adjective ("immerfort", "schnell").
        readingsOf(token.text).every((reading) => reading.partOfSpeech === "adjective"),
    );
  if (!opensOwnPhrase(right[0]) && !onlyAdverbs) return undefined;
  // Only adverbs before the verb of perception ("Danach kannst du klar sehen und den Splitter …
  // ziehen"): nothing on the left that the phrase on the right could be coordinated with.
  if (perception && !onlyAdverbs) return undefined;
  const auxiliary = left[subject.verb];
  // "… den Lebensunterhalt bestreiten können": an infinitive under a modal infinitive closes it too.
  const modalEnd =
    MODAL_INFINITIVES.test(rightVerb?.text ?? "") && isNonFiniteVerb(rightCore.at(-2))
      ? rightCore.slice(0, -1)
      : rightCore;
  if (auxiliary === undefined || !verbOnlyAtEnd(leftCore, subject.verb) || !verbOnlyAtEnd(modalEnd))
    return undefined;
  // "Es werden die Ergebnisse vorgestellt und die Klassenfahrt besprochen": "Es" holds the place of
  // the subject after the verb, and the right side brings its own ("Es wird die Klassenfahrt besprochen").
  const placeholder = WERDEN_BY_NUMBER[auxiliary.text];
  if (subject.start > 0 && /^es$/i.test(left[0]?.text ?? "") && placeholder !== undefined) {
    const own = nominativeSubjectAt(right, 0, formal);
    if (own === undefined) return undefined;
    const singular = own.agreements.every((agreement) => agreement.number === "singular");
    const clause = [
      word(kept ? "es" : "Es"),
      word(singular ? placeholder[0] : placeholder[1]),
      ...right,
      ...further,
    ];
    return kept ? [word(kept), ...clause] : clause;
  }
  // "Die Rassentrennung wurde aufgehoben und das Wahlrecht eingeführt": a passive has no
  // accusative object, so a nominative phrase first on the right is its own subject.
  const passive = placeholder !== undefined && pastParticipleLemmas(leftVerb).length > 0;
  const phrase = passive ? nominativeSubjectAt(right, 0, formal) : undefined;
  const own = phrase !== undefined && nominativeArticle(right[0], right[phrase.end - 1]) ? phrase : undefined;
  if (placeholder !== undefined && own !== undefined) {
    const singular = own.agreements.every((agreement) => agreement.number === "singular");
    const [first, ...rest] = right.slice(0, own.end);
    if (first === undefined) return undefined;
    const opener = kept
      ? first
      : { ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) };
    const clause = [
      opener,
      ...rest,
      word(singular ? placeholder[0] : placeholder[1]),
      ...right.slice(own.end),
      ...further,
    ];
    return kept ? [word(kept), ...clause] : clause;
  }
  // The same one again: "Viele Eltern haben den Antrag gestellt und das Geld bekommen" -> "Diese
  // Eltern haben …", "Ein Mann hat angerufen und gefragt" -> "Der Mann hat gefragt"; a negative
  // subject ("Keine Familie muss zahlen und warten") is not repeated.
  const named = left.slice(subject.start, subject.end);
  if (NEGATIVE_SUBJECT.test(named[0]?.text ?? "")) return undefined;
  const subjectTokens = (definiteSubject(named) ?? named).map((token) => ({ ...token, space: true }));
  // "Morgen wird der Bürgermeister die Brücke eröffnen und eine Rede halten" -> "Morgen wird der
  // Bürgermeister eine Rede halten": a sentence adverb or a day before the verb holds for both.
  const scope = kept ? undefined : scopingAdverb(left, subject, right);
  if (scope !== undefined)
    return [
      ...opening(scope.tokens),
      { ...auxiliary, space: true },
      ...subjectInMidfield(subjectTokens, formal),
      ...right,
      ...further,
    ];
  const clause = [...subjectTokens, { ...auxiliary, space: true }, ...right, ...further];
  return kept ? [word(kept), ...clause] : clause;
}

/**
 * The end of a clause's verbal core: after its last infinitive or participle when only
 * prepositional phrases follow it ("herausgeführt mit starker Hand"), else the clause's end.
 */
function verbalCoreEnd(tokens: readonly Token[]): number {
  if (isNonFiniteVerb(tokens.at(-1))) return tokens.length;
  const verb = tokens.findLastIndex((token) => !isCapitalised(token.text) && isNonFiniteVerb(token));
  const tail = tokens.slice(verb + 1);
  if (verb < 1 || !PP_STARTS.has(tail[0]?.text ?? "")) return tokens.length;
  const phrase = tail.every(
    (token) =>
      token.kind === "n" ||
      (token.kind === "w" &&
        (PP_STARTS.has(token.text) ||
          DETERMINERS.has(token.text) ||
          isCapitalised(token.text) ||
          (finiteReadings(token).length === 0 &&
            readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective")))),
  );
  return phrase ? verb + 1 : tokens.length;
}

/** "der Bescheid", "das neue Wahlrecht", "die Briefe": the article and the head noun fit a nominative ("der Frau" does not). */
function nominativeArticle(article: Token | undefined, noun: Token | undefined): boolean {
  const gender = { der: "m", das: "n" }[article?.text.toLowerCase() ?? ""];
  const readings = nounReadings(noun).filter((reading) => reading.cases.includes("nom"));
  if (article?.text.toLowerCase() === "die")
    return readings.some((reading) => reading.gender === "f" || reading.number === "plural");
  return (
    gender !== undefined &&
    readings.some((reading) => reading.number === "singular" && reading.gender === gender)
  );
}

/** Singular and plural of a passive "werden" in the same tense. */
const WERDEN_BY_NUMBER: Readonly<Record<string, readonly [string, string]>> = {
  wird: ["wird", "werden"],
  werden: ["wird", "werden"],
  wurde: ["wurde", "wurden"],
  wurden: ["wurde", "wurden"],
};

/** Finite forms of the modals. */
const MODAL_FORM_LIST =
  "soll|sollst|sollen|sollt|sollte|sollten|muss|musst|müssen|müsst|musste|mussten|kann|kannst|können|könnt|konnte|konnten|will|willst|wollen|wollt|wollte|wollten|darf|darfst|dürfen|dürft|durfte|durften";
/** The modals alone (not "werden", whose participle closes a passive). */
const MODAL_FORMS = new RegExp(`^(?:${MODAL_FORM_LIST})$`);
/** The modals and "werden". */
const AUXILIARIES = new RegExp(`^(?:${MODAL_FORM_LIST}|wird|wirst|werden|werdet|würde|würden)$`);

/**
 * The left side has a modal or "werden" but no infinitive or participle yet: its verb is still to
 * come. A modal before a bare participle also waits for its "werden": "Die Miete kann nicht
 * übernommen und muss zurückgezahlt werden" (not "bekommen", which is an infinitive too).
 */
function leftIsIncomplete(left: readonly Token[]): boolean {
  const index = left.findIndex((token) => AUXILIARIES.test(token.text.toLowerCase()));
  if (index < 0) return false;
  const verbs = left.slice(index + 1).filter((token) => isNonFiniteVerb(token));
  if (verbs.length === 0) return true;
  return (
    MODAL_FORMS.test(left[index]?.text.toLowerCase() ?? "") &&
    verbs.every((token) => pastParticipleLemmas(token).length > 0 && infinitiveLemmas(token).length === 0)
  );
}

/**
 * The left side ends in the infinitive of its modal or "werden", and the right side's first verb is
 * an infinitive too (a plural form that is no modal: "sie liegen lassen", "sie waschen und …
 * geben") closing its part before "und" or the end: the right side goes on under the same modal.
 */
function infinitiveUnderModal(left: readonly Token[], right: readonly Token[]): boolean {
  if (!left.some((token) => AUXILIARIES.test(token.text.toLowerCase()))) return false;
  if (!isNonFiniteVerb(left.at(-1))) return false;
  const join = right.findIndex((token) => COORDINATORS.has(token.text) || token.kind === "p");
  const part = join < 0 ? right : right.slice(0, join);
  const verb = part.find((token) => finiteReadings(token).length > 0);
  if (verb === undefined || AUXILIARIES.test(verb.text) || AUXILIARY_FORMS.test(verb.text)) return false;
  return isNonFiniteVerb(verb) && infinitiveLike(part.at(-1));
}

/**
 * "Er hat mit dem Vater und mit der Mutter lange … gesprochen": a form of haben/sein on the left
 * without a participle after it, and a participle closing the right side: one clause in the Perfekt.
 * The participle may also close only the first part of the right side, before its own "und" or
 * comma: "Wir haben Ihren Antrag und Ihre Nachweise erhalten und prüfen sie jetzt" ("Ihre Nachweise
 * erhalten" is no clause of its own).
 */
function perfectAcrossJoin(left: readonly Token[], right: readonly Token[]): boolean {
  const index = left.findIndex((token) =>
    finiteReadings(token).some((reading) => reading.lemma === "haben" || reading.lemma === "sein"),
  );
  if (index < 0 || left.slice(index + 1).some((token) => isNonFiniteVerb(token))) return false;
  const join = right.findIndex((token) => token.text === "und" || token.text === ",");
  const part = join < 0 ? right : right.slice(0, join);
  return (
    pastParticipleLemmas(part.at(-1)).length > 0 && !part.some((token) => AUXILIARY_FORMS.test(token.text))
  );
}

/** Finite forms of haben and sein that a right side may bring for its own participle. */
const AUXILIARY_FORMS =
  /^(?:hat|hast|habe|haben|habt|hatte|hatten|ist|bist|bin|sind|seid|war|waren|wurde|wurden)$/;

/**
 * "und Jahre dienen": a noun without a determiner is more often a coordinated object. Not when a
 * plural noun is followed by a modal or auxiliary that agrees with it and the clause closes with
 * its infinitive or participle: "und Vögel sollen über der Erde fliegen" has its own subject.
 */
function startsWithBareNoun(tokens: readonly Token[]): boolean {
  if (nounReadings(tokens[0]).length === 0 || DETERMINERS.has(tokens[0]?.text.toLowerCase() ?? ""))
    return false;
  const plural = nounReadings(tokens[0]).some(
    (reading) => reading.number === "plural" && reading.cases.includes("nom"),
  );
  const auxiliary =
    AUXILIARIES.test(tokens[1]?.text ?? "") || /^(?:haben|hatten|sind|waren)$/.test(tokens[1]?.text ?? "");
  const agrees = finiteReadings(tokens[1]).some(
    (reading) => reading.person === 3 && reading.number === "plural",
  );
  const closed =
    tokens.length >= 4 && isNonFiniteVerb(tokens.at(-1)) && !isCapitalised(tokens.at(-1)?.text ?? "");
  return !(plural && auxiliary && agrees && closed);
}

/** Pronouns that are always a subject (nominative). */
const NOMINATIVE_PRONOUNS = /^(?:ich|du|er|wir)$/;

/**
 * "… zurück, kehre also auch du mit ihr zurück!": a nominative pronoun right behind the verb (after
 * at most two particles) is the right side's own subject; the left side's subject is not shared.
 */
function ownSubjectPronoun(right: readonly Token[]): boolean {
  return right.slice(1, 4).some((token) => NOMINATIVE_PRONOUNS.test(token.text));
}

/**
 * "Das Volk wird nach Kir gehen, spricht Gott.": a verb of saying followed only by a nominative
 * phrase that agrees with it and ends the clause names the speaker of the left part; the left
 * subject is not its subject ("Das Volk spricht Gott" would be wrong). "und rief die Worte" has an
 * object, not a speaker.
 */
function isInquit(right: readonly Token[], formal: boolean): boolean {
  if (right.length < 2 || right.length > 4) return false;
  const readings = finiteReadings(right[0]);
  if (!readings.some((reading) => INQUIT_VERBS.has(reading.lemma))) return false;
  const speaker = nominativeSubjectAt(right, 1, formal);
  return speaker?.end === right.length && agrees(readings, speaker.agreements);
}

/**
 * "Er sagte: Komm mit! und ging los." -> "Dann ging er los": the clause after the quoted words
 * with the subject of the frame that says them ("Er sagte"). What was said is the verb's object,
 * so the frame shares none with the right side and may be bare.
 */
export function subjectAfterSpeech(
  frame: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  connector: string,
): Token[] | undefined {
  return sharedSubjectClause(frame, right, formal, connector, true);
}

/** "... und schicken Ihnen einen Brief" with the left subject "Wir" -> "Dann schicken wir Ihnen einen Brief". */
function sharedSubjectClause(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  connector: string,
  objectSaid = false,
): Token[] | undefined {
  const verb = right[0];
  const readings = finiteReadings(verb);
  if (verb === undefined || !opensVerbPhrase(right) || ownSubjectPronoun(right)) return undefined;
  if (isInquit(right, formal)) return undefined;
  // "…, frische Brötchen zu kaufen": an infinitive with "zu" whose first word is an adjective
  // before its noun ("frische" is also a form of "frischen"); was "Die Mutter frische Brötchen zu kaufen."
  const next = right[1];
  if (
    right.at(-2)?.text === "zu" &&
    isNonFiniteVerb(right.at(-1)) &&
    next !== undefined &&
    isCapitalised(next.text) &&
    nounReadings(next).length > 0 &&
    isDeclinedAdjective(verb)
  )
    return undefined;
  const subject = mainClauseSubject(left, formal) ?? invertedSubject(left, formal);
  if (subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  if (!plausibleSubject(left.slice(subject.start, subject.end))) return undefined;
  // "Kein Kind wohnt hier und geht dort zur Schule": no child does both; "Kein Kind wohnt hier." +
  // "Kein Kind geht dort zur Schule." says more. A negative subject is not repeated.
  if (NEGATIVE_SUBJECT.test(left[subject.start]?.text ?? "")) return undefined;
  // "Samuel lag im Heiligtum und rief Gott zu Samuel": a name of the subject that comes back on the
  // right is not its subject there ("Gott" is), so the subject is not shared.
  // The head noun, not a name in its genitive attribute ("die Höflinge des Pharao … beim Pharao").
  const span = left.slice(subject.start, subject.end);
  const attribute = span.findIndex((token, index) => index > 0 && ONLY_GENITIVE_DETERMINER.test(token.text));
  const head = span[(attribute > 0 ? attribute : span.length) - 1];
  if (head !== undefined && isCapitalised(head.text) && right.some((token) => token.text === head.text))
    return undefined;
  // "Da begannen die Schriftgelehrten und die Pharisäer zu diskutieren und sprachen": the subject
  // read goes on after "und"; repeating its first part would lose the rest.
  if (/^(?:und|oder|sowie)$/.test(left[subject.end]?.text ?? "")) return undefined;
  // "Wir prüfen und bearbeiten Ihren Antrag": a bare subject + verb on the left may share the
  // object on the right; only verbs that take no object are split ("Er kam und sah den Mann").
  const bare = left.every(
    (token, index) =>
      index === subject.verb ||
      (index >= subject.start && index < subject.end) ||
      LEADING_CONJUNCTIONS.has(token.text.toLowerCase()) ||
      LEADING_ADVERBS.has(token.text.toLowerCase()),
  );
  if (bare && !objectSaid && !subject.readings.some((reading) => INTRANSITIVE_VERBS.has(reading.lemma)))
    return undefined;
  // The subject moves behind the verb: a sentence-initial article loses its capital ("Die Jünger"),
  // and so does a pronoun written large after a colon ("…: Man zog …" -> "Dann gab man …"); the
  // polite possessive keeps it ("Ihr Antrag").
  // "Ein Engel kam … und rollte …" -> "Dann rollte der Engel …": the same one, now known.
  const named = left.slice(subject.start, subject.end);
  const subjectTokens = subjectInMidfield(definiteSubject(named) ?? named, formal);
  // A state ("Bienen gehören zu den Insekten und haben sechs Beine", "Manche Menschen lieben ihn
  // und halten seine Gebote") or a habit ("fasten oft und verrichten Gebete") is no sequence: no "Dann".
  const present = [readings, subject.readings].every((verb) =>
    verb.some((reading) => reading.tense === "praesens"),
  );
  // "… werden ausgeführt und finden am Dienstag statt": when and where, no second event.
  const takesPlace = readings.some((reading) => reading.lemma === "finden") && right.at(-1)?.text === "statt";
  // In the past a state after an event may follow it ("Sie kam nach Hause und war müde" -> "Dann war
  // sie müde"); two states do not ("… wohnte in Berlin und war Lehrer", was "Dann war … Lehrer").
  const state =
    [readings, subject.readings].some((verb) =>
      verb.some(
        (reading) =>
          STATE_VERBS.has(reading.lemma) &&
          // "möchte" is the present of a wish ("… plant den Umbau und möchte Sie beteiligen").
          (reading.tense === "praesens" || (reading.lemma === "mögen" && reading.tense === "konjunktiv2")),
      ),
    ) ||
    [readings, subject.readings].every((verb) => verb.some((reading) => STATE_VERBS.has(reading.lemma))) ||
    // "Die Kaution darf höchstens drei Mieten betragen und kann in Raten gezahlt werden": a modal
    // over a verb of state is a state too (was "Dann kann man die Kaution in Raten zahlen").
    infinitiveLemmas(modalInfinitive(left, subject.readings)).some((lemma) => STATE_VERBS.has(lemma)) ||
    takesPlace ||
    (present && tellsHabit([...left, ...right]));
  // "… und informiert Sie dann schriftlich": the clause already has its "dann".
  // "… und schickt Ihnen danach einen Bescheid": "danach", "anschließend" say it already.
  // "… und übernimmt auch die Kosten": "auch", "außerdem" add a second thing, no sequence.
  // "… beginnt am 4. Mai und endet am 30. September": the clause names its own time.
  // "Wir mahnen Sie ab und fordern Sie auf, …": a letter's acts of speech (its writer, "wir" or
  // "ich", in the present) happen at once.
  const ownTime = right.some((token) => MONTH_NAMES.includes(token.text) || token.text === "Uhr");
  const particle = right.findLast((token) => token.kind === "w")?.text ?? "";
  const writer = named.length === 1 && /^(?:wir|ich)$/i.test(named[0]?.text ?? "");
  const speechAct =
    present &&
    writer &&
    readings.some(
      (reading) => SPEECH_ACTS.has(reading.lemma) || SPEECH_ACTS.has(`${particle}${reading.lemma}`),
    );
  const own =
    connector === "Dann" &&
    (ownTime ||
      speechAct ||
      right.some((token) =>
        /^(?:dann|danach|anschließend|darauf|daraufhin|auch|außerdem|zudem|ebenfalls|ebenso)$/.test(
          token.text,
        ),
      ))
      ? ""
      : connector;
  if (CONJUNCTION_CONNECTORS.has(own)) return [word(connector), ...subjectTokens, verb, ...right.slice(1)];
  // "Vielleicht hat der Nachbar den Schlüssel gefunden und bringt ihn vorbei" -> "Vielleicht bringt
  // der Nachbar ihn vorbei": a sentence adverb holds for both clauses and takes the place of "Dann";
  // a day ("Morgen …") is kept where no "Dann" carries the time on.
  const scope = scopingAdverb(left, subject, right.slice(1));
  if (scope !== undefined && (scope.doubt || own !== "Dann" || state))
    return [...opening(scope.tokens), verb, ...subjectTokens, ...right.slice(1)];
  // A sentence-initial "Sie" may be "she": it keeps its place (and its capital).
  if (own === "" || (own === "Dann" && state) || (subject.start === 0 && left[0]?.text === "Sie"))
    return [...subjectTokens, verb, ...right.slice(1)];
  return [word(own), verb, ...subjectTokens, ...right.slice(1)];
}

/**
 * "Vielleicht regnet es morgen und das Fest fällt aus." -> "… morgen." / "Vielleicht fällt das
 * Fest aus.": a sentence adverb of doubt (or "sonst") before the left clause's verb holds for a
 * right clause with its own subject too; without it the right clause would state a fact. The right
 * clause must open with its subject and finite verb; undefined otherwise.
 */
function doubtCarried(left: readonly Token[], right: readonly Token[], formal: boolean): Token[] | undefined {
  const leftSubject = mainClauseSubject(left, formal);
  const scope = leftSubject && scopingAdverb(left, leftSubject, right);
  if (!scope?.doubt) return undefined;
  const own = mainClauseSubject(right, formal);
  const verb = own && right[own.verb];
  if (own === undefined || verb === undefined || own.start !== 0 || own.verb !== own.end) return undefined;
  return [
    ...opening(scope.tokens),
    { ...verb, space: true },
    ...subjectInMidfield(right.slice(0, own.end), formal),
    ...right.slice(own.verb + 1),
  ];
}

/** A phrase copied to the start of a new sentence ("vielleicht" -> "Vielleicht", "am Montag" -> "Am Montag"). */
function opening(phrase: readonly Token[]): Token[] {
  return phrase.map((token, index) => (index === 0 ? word(capitaliseFirst(token.text)) : { ...token }));
}

/** What a letter does by saying it ("Wir fordern Sie auf", "Wir weisen Sie darauf hin"). */
const SPEECH_ACTS: ReadonlySet<string> = new Set([
  "auffordern",
  "bitten",
  "hinweisen",
  "mitteilen",
  "informieren",
  "einladen",
  "erinnern",
  "abmahnen",
  "kündigen",
  "widerrufen",
  "ablehnen",
  "bestätigen",
  // A letter's courtesies: "Wir bedanken uns für Ihre Mitarbeit und wünschen Ihnen alles Gute."
  "danken",
  "bedanken",
  "wünschen",
  "gratulieren",
  "entschuldigen",
  "grüßen",
]);

/** A subject that denies ("kein Kind", "niemand"): a coordination under it is not split. */
const NEGATIVE_SUBJECT = /^(?:kein|keine|keiner|niemand|nichts)$/i;

/** Verbs that take no accusative object: a bare "Er kam und …" shares nothing with the right side. */
const INTRANSITIVE_VERBS: ReadonlySet<string> = new Set([
  "kommen",
  "gehen",
  "laufen",
  "stehen",
  "sitzen",
  "liegen",
  "bleiben",
  "weinen",
  "lachen",
  "schweigen",
  "schlafen",
  "sterben",
  "fallen",
  "fliehen",
  "warten",
  "antworten",
  "arbeiten",
  "wohnen",
  "leben",
  "sein",
  "werden",
  "aufstehen",
  "aufwachen",
  "einschlafen",
  "ankommen",
  "zurückkehren",
  "frühstücken",
  "beten",
  "fasten",
  "jubeln",
  "staunen",
]);

/**
 * "Bitte füllen Sie das Formular aus und schicken Sie es zurück." -> "Bitte füllen Sie das
 * Formular aus." + "Bitte schicken Sie es zurück.": two polite imperatives (verb + "Sie").
 */
function formalImperative(
  left: readonly Token[],
  right: readonly Token[],
  kept: string | undefined,
): Token[] | undefined {
  const please = left[0]?.text.toLowerCase() === "bitte" ? 1 : 0;
  const isImperative = (tokens: readonly Token[], at: number): boolean =>
    finiteReadings({ ...(tokens[at] as Token), text: tokens[at]?.text.toLowerCase() ?? "" }).some(
      (reading) => reading.person === 3 && reading.number === "plural",
    ) && tokens[at + 1]?.text === "Sie";
  if (left[0] === undefined || !isImperative(left, please) || !isImperative(right, 0) || right.length < 3)
    return undefined;
  const head = please ? [word("Bitte")] : kept ? [word(kept)] : [];
  return [...head, ...right];
}

/** Adverbs of frequency: "Sie fasten oft und verrichten Gebete" tells a habit, no sequence. */
const HABIT_ADVERBS: ReadonlySet<string> = new Set([
  "oft",
  "immer",
  "manchmal",
  "täglich",
  "stets",
  "gern",
  "gerne",
  "regelmäßig",
  "selten",
  "nie",
  "niemals",
  "meistens",
]);

/** An adverb of frequency or "jeden Tag", "Tag für Tag": "Mich suchen sie Tag um Tag und …". */
function tellsHabit(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      HABIT_ADVERBS.has(token.text.toLowerCase()) ||
      (/^(?:Tag|Woche|Jahr)$/.test(token.text) &&
        (/^jede[ns]?$/i.test(tokens[index - 1]?.text ?? "") ||
          (/^(?:um|für)$/.test(tokens[index + 1]?.text ?? "") && tokens[index + 2]?.text === token.text))),
  );
}

/** The infinitive that closes a clause under a modal finite verb ("darf … betragen"): "betragen". */
function modalInfinitive(tokens: readonly Token[], readings: readonly FiniteVerbInfo[]): Token | undefined {
  const last = tokens.at(-1);
  return readings.some((reading) => MODAL_VERBS.includes(reading.lemma)) && last?.kind === "w"
    ? last
    : undefined;
}

/** Verbs of state and attitude: two of them in a row describe, they do not tell a sequence. */
const STATE_VERBS: ReadonlySet<string> = new Set([
  "sein",
  "haben",
  "lieben",
  "hassen",
  "glauben",
  "fürchten",
  "mögen",
  // A wish or a feeling is no second event ("… sucht Mitglieder und freut sich über jede Hilfe").
  "wollen",
  "freuen",
  "vertrauen",
  "hoffen",
  "gehören",
  "heißen",
  "wohnen",
  "leben",
  "bleiben",
  "kennen",
  "wissen",
  "liegen",
  "gelten",
  "bestehen",
  "enthalten",
  "kosten",
  // "Das Wohngeld beträgt 215 Euro und wird … überwiesen": an amount, no first event.
  "betragen",
  "wiegen",
  "fressen",
]);

/** Narration in the Präteritum reads as a sequence ("Dann"); other tenses just repeat the subject. */
function seriesConnector(verb: Token | undefined): string {
  const readings = finiteReadings(verb);
  const past =
    readings.some((reading) => reading.tense === "praeteritum") &&
    !readings.some((reading) => reading.tense === "praesens");
  return past ? "Dann" : "";
}

/** Comma segments "A, B" where B is a main clause of its own (optionally after und/aber). */
export function splitCommaMainClauses(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
  lastSegment: readonly Token[] = first,
): Clause[] | undefined {
  // A question stays whole: its first half would become a statement.
  // "Entweder A, oder B": the second part of a paired conjunction belongs to the first.
  const paired =
    first.some((token) => PAIRED.test(token.text)) && /^(?:oder|noch|als)$/.test(second[0]?.text ?? "");
  // "Nicht, weil …, hat Gott …, denn …, sondern weil …": the leading "nicht" waits for its "sondern".
  const leadingNot = first[0]?.text.toLowerCase() === "nicht" && second[0]?.text !== "sondern";
  // "Warum halten sie sich nicht an …, sondern essen …?": two why-questions.
  const why =
    end.includes("?") && lastSegment === first ? whyNotButQuestion(first, second, formal) : undefined;
  if (why !== undefined)
    return [
      { tokens: why[0], end },
      { tokens: why[1], end },
    ];
  if (!hasFiniteVerb(first) || end.includes("?") || paired || leadingNot) return undefined;
  // "Wir haben den Antrag geprüft(, den …), und die Rechnung bezahlt": the participle or infinitive
  // goes on under the host's auxiliary or modal; "Die Rechnung bezahlt." alone has no finite verb.
  const host =
    lastSegment === first
      ? first
      : relativeStart(lastSegment) !== undefined
        ? first.slice(0, first.length - lastSegment.length - 1)
        : undefined;
  if (host !== undefined && nonFiniteConjunct(host, second)) return undefined;
  // "Du bewirkst Gerechtigkeit und du, Gott, leitest die Menschheit": the pronoun after "und" before
  // the address is the subject of the verb after it ("… und du, Gott." was cut off).
  const beforeLast = first.slice(0, first.length - lastSegment.length - 1);
  if (
    lastSegment !== first &&
    /^(?:und|oder|aber)$/.test(beforeLast.at(-2)?.text ?? "") &&
    SUBJECT_PRONOUNS.has(beforeLast.at(-1)?.text ?? "")
  )
    return undefined;
  // "Bitte füllen Sie das Formular aus, unterschreiben Sie es und …": a series of polite requests.
  const requestAt = second[0]?.text === "und" ? 1 : 0;
  const request =
    lastSegment === first ? formalImperative(first, second.slice(requestAt), undefined) : undefined;
  if (request !== undefined)
    return [
      { tokens: [...first], end: "." },
      { tokens: request, end },
    ];
  // "Wir prüfen Ihren Antrag und wenn alle Unterlagen vorliegen, bekommen Sie …": the verb after the
  // comma belongs to the main clause of the "wenn" clause, not to a series with "Wir".
  if (subordinateAfterJoin(lastSegment)) {
    const cut = lastSegment === first ? mainClauseBeforeSubordinate(first, second, formal) : undefined;
    if (cut === undefined || end.includes("?")) return undefined;
    return [
      { tokens: first.slice(0, cut), end: "." },
      { tokens: [...first.slice(cut), { kind: "p", text: ",", space: false }, ...second], end },
    ];
  }
  // "Wer die Sünde tut, ist vom Teufel, denn der Teufel sündigt …": a left side that opens with a
  // subordinate clause may still end in its main clause; then only a right side with its own
  // subject is cut off (a bare verb could continue the subordinate clause).
  const dependentStart = opensSubordinateClause(first, true);
  const lastOpensSubordinate =
    opensSubordinateClause(lastSegment, lastSegment === first) && !isApposition(lastSegment);
  if (
    dependentStart &&
    (lastSegment === first ||
      !hasFiniteVerb(lastSegment) ||
      lastOpensSubordinate ||
      relativeStart(lastSegment) !== undefined)
  )
    return undefined;
  // "Wir steinigen dich nicht wegen X, sondern wegen Y": Y takes the place of "nicht X".
  // "Wir zahlen nicht nur die Miete, sondern auch die Heizkosten": both hold, each its own sentence.
  // "Er muss nicht nur die Miete, sondern auch die Heizkosten zahlen": the closing verb goes left first.
  const negated =
    second[0]?.text === "sondern" && !dependentStart ? closingVerbsBack(first, second.slice(1)) : undefined;
  const both = negated && notOnlyButAlso(negated.left, negated.replacement);
  if (both !== undefined)
    return [
      { tokens: both[0], end: "." },
      { tokens: both[1], end },
    ];
  const instead = negated && replaceNegated(negated.left, negated.replacement);
  if (negated !== undefined && instead !== undefined)
    return [
      { tokens: negated.left, end: "." },
      { tokens: instead, end },
    ];
  // "Deine Schwägerin kehrt zurück, kehre also auch du zurück!": a request after a statement.
  // Not after an address ("Sohn Davids, hab Mitleid mit mir!"): the clause before needs its verb.
  // Also before a full stop when the verb cannot go on with the subject before it ("Die Sonne soll
  // über eurem Zorn nicht untergehen, gebt auch dem Teufel keine Chance."), and a polite request
  // with "bitte" ("Wir prüfen Ihren Antrag, schicken Sie uns bitte die Belege."; was "Wir schicken
  // Sie uns bitte die Belege.").
  const colon = lastSegment.findLastIndex((token) => token.text === ":");
  // Not after a verb-first condition ("Sollte … gestellt worden sein, teilen Sie uns dies bitte mit.").
  const verbFirst = isFiniteVerbToken({ ...(first[0] as Token), text: first[0]?.text.toLowerCase() ?? "" });
  const requestAfter =
    (!verbFirst && politeRequest(second, formal)) ||
    (opensRequest(second) &&
      (end === "!" ||
        (!verbFirst && requestAfterOtherSubject(lastSegment.slice(colon + 1), second, formal))));
  if (!dependentStart && requestAfter && hasFiniteVerb(lastSegment.slice(colon + 1)))
    return [
      // "Doch er hat gesagt, gib ihnen etwas zu essen": the request is what was said.
      // "Die Frau sagte zu ihm, gib mir Wasser", "Er bat sie, hilf mir": anywhere in the clause.
      { tokens: [...first], end: first.some(saying) ? ":" : "." },
      { tokens: [...second], end },
    ];
  // "Er verkaufte ihn, brachte das Geld ...": a verb series with the subject of the first clause
  // (of its last conjunct when it joins two clauses: "Da bebte die Erde und ein Engel kam, ...").
  const conjuncts = dependentStart
    ? undefined
    : (splitCoordination(first, ".", formal, "Dann", false) ?? [{ tokens: [...first], end: "." }]);
  const last = conjuncts?.at(-1)?.tokens ?? first;
  // "Wir werden die Kinder holen, sie waschen und ihnen Essen geben": one more infinitive under the
  // modal ("Wir werden sie waschen …"), not the clause "sie waschen".
  if (conjuncts !== undefined && infinitiveUnderModal(last, second)) {
    const shared = sharedAuxiliaryClause(last, second, formal, undefined);
    return shared === undefined
      ? undefined
      : [
          { tokens: [...first], end: "." },
          { tokens: shared, end },
        ];
  }
  const series =
    conjuncts === undefined
      ? undefined
      : sharedSubjectClause(last, second, formal, seriesConnector(second[0]));
  // "Seine Jünger verstanden nicht, was er sagte, trauten sich aber nicht, ihn zu fragen": after a
  // verb-final clause that closed itself, a finite verb first goes on with the main clause before
  // it (whose subject agrees with it), as after "und" below.
  // Only "main clause, subordinate clause" on the left: the subordinate clause opens with its
  // subordinator or w-word and ends in its finite verb, and the verb after it is no participle or
  // infinitive (not "…, doch was unser Gott will, gelingt …", not "…, damit das, …, vollendet würde").
  const opener = lastSegment[0]?.text.toLowerCase() ?? "";
  const closedBefore =
    lastSegment !== first &&
    first.filter((token) => token.text === ",").length === 1 &&
    (SUBORDINATORS.has(opener) || CLAUSE_WORDS.test(opener)) &&
    lastSegment.length >= 3 &&
    finiteReadings(lastSegment.at(-1)).length > 0 &&
    !isNonFiniteVerb(second[0]) &&
    readVerbFinal(lastSegment) !== undefined &&
    mainClauseSubject(first.slice(0, first.length - lastSegment.length - 1), formal) !== undefined;
  if (series !== undefined && (!lastOpensSubordinate || closedBefore))
    return [
      { tokens: [...first], end: "." },
      { tokens: series, end },
    ];
  const lead = second[0]?.text ?? "";
  const hasConjunction = lead in KEPT;
  const rest = hasConjunction ? second.slice(1) : second;
  // "…, doch kann ohne Ausweis nicht gewählt werden", "…, jedoch wird ein Ausweis gebraucht":
  // "doch"/"jedoch" before the finite verb fills the first place, so the clause has its own subject after the
  // verb or none (impersonal); it shares none with the clause before ("Aber die
  // Wahlbenachrichtigung wird ein Ausweis gebraucht" was wrong). It stays first as "Doch".
  const adverbRest = lead === "jedoch" ? second.slice(1) : rest;
  if (
    (lead === "doch" || lead === "jedoch") &&
    conjuncts !== undefined &&
    !lastOpensSubordinate &&
    adverbRest.length >= 2 &&
    isFiniteVerbToken(adverbRest[0]) &&
    !isNonFiniteVerb(adverbRest[0]) &&
    !adverbRest.some((token) => token.kind === "p" || SUBORDINATORS.has(token.text.toLowerCase()))
  )
    return [
      { tokens: [...first], end: "." },
      { tokens: [word("Doch"), ...adverbRest], end },
    ];
  // "Wir zahlen nicht bar aus, sondern überweisen es": a conjunction + verb with the same subject.
  const kept = hasConjunction ? KEPT[lead] : undefined;
  const verbConnector = lead === "und" ? seriesConnector(rest[0]) : kept;
  // At least one word after the verb ("aber erfreut, los …" is an adjective, not a clause).
  if (
    hasConjunction &&
    lead !== "denn" &&
    verbConnector !== undefined &&
    conjuncts !== undefined &&
    rest.length >= 2 &&
    rest[1]?.kind !== "p" &&
    !rest.some((token) => SUBORDINATORS.has(token.text.toLowerCase()) || token.text === "daß")
  ) {
    const shared = sharedSubjectClause(last, rest, formal, verbConnector);
    // "Da bereute Gott, dass er … angedroht hatte, und verschonte sie": after a verb-final
    // subordinate clause a verb-first conjunct belongs to the main clause at the start.
    const closedSubordinate =
      lastSegment !== first &&
      readVerbFinal(lastSegment) !== undefined &&
      !rest.some((token) => /^[.!?]$/.test(token.text));
    if (shared !== undefined && (!lastOpensSubordinate || closedSubordinate))
      return [
        { tokens: [...first], end: "." },
        { tokens: shared, end },
      ];
  }
  // "Der Acker ist die Welt, der gute Samen die Söhne des Reiches": the verb left out on the right.
  const gap =
    conjuncts === undefined || lastOpensSubordinate
      ? undefined
      : gapped(last, rest, formal, hasConjunction ? lead : "");
  if (gap !== undefined)
    return [
      { tokens: [...first], end: "." },
      { tokens: gap, end },
    ];
  if (!clauseAfterConjunction(rest, formal, hasConjunction)) return undefined;
  if (dependentStart && mainClauseSubject(rest, formal) === undefined) return undefined;
  // "…, und wo ich bin, dorthin könnt ihr nicht kommen": the subordinate clause is the prefield.
  // Not before a prepositional phrase first after a clause that never opens a prefield ("…, damit
  // er die Sünden trägt, und in ihm ist keine Sünde").
  const ownPrefield =
    PREPOSITIONS.has(rest[0]?.text.toLowerCase() ?? "") &&
    !PREFIELD_SUBORDINATORS.test(lastSegment[0]?.text.toLowerCase() ?? "") &&
    !/^(?:wo|wohin|woher|was|wer|wie)$/i.test(lastSegment[0]?.text ?? "");
  // "…, als ich ging, doch leer lässt mich Gott zurückkehren": after "aber"/"doch" the clause has
  // a prefield of its own; the subordinate clause before it belongs to the left side.
  const contrast = hasConjunction && /^(?:aber|doch)$/.test(lead);
  if (
    lastSegment !== first &&
    lastOpensSubordinate &&
    !ownPrefield &&
    !contrast &&
    mainClauseSubject(rest, formal) === undefined
  )
    return undefined;
  // "Dein Glaube hat dich geheilt!, und …": the left side already ends in its mark.
  const closed = /^[!?]$/.test(first.at(-1)?.text ?? "");
  return [
    { tokens: [...first], end: closed ? "" : attentionRequest(first) ? ":" : "." },
    { tokens: kept ? [word(kept), ...rest] : [...rest], end },
  ];
}

const COMPARISONS: ReadonlySet<string> = new Set(["als", "wie"]);

/**
 * "Bitte beachten Sie, die Frist endet …": the request has no object of its own; what follows is
 * what to heed, so it ends in a colon ("Bitte beachten Sie:"), not in a full stop.
 */
function attentionRequest(tokens: readonly Token[]): boolean {
  return /^(?:bitte )?(?:beachten|bedenken) sie(?: bitte)?$|^(?:bitte )?(?:beachte|bedenke)(?: bitte)?$/i.test(
    tokens.map((token) => token.text).join(" "),
  );
}

/**
 * "…, dem Teufel, und …": an article, then a capitalised noun or an adjective, and no word that may
 * be a verb form: an apposition, not a relative clause.
 */
function isApposition(segment: readonly Token[]): boolean {
  const [article, next] = segment;
  if (!/^(?:der|die|das|dem|den|des)$/.test(article?.text ?? "") || next === undefined) return false;
  const opensPhrase =
    isCapitalised(next.text) || readingsOf(next.text).some((reading) => reading.partOfSpeech === "adjective");
  return (
    opensPhrase &&
    segment.every(
      (token) => token.kind === "w" && finiteReadings(token).length === 0 && !isNonFiniteVerb(token),
    )
  );
}

/** Words that open a verb-final clause anywhere in a segment ("und wer seinen Vater … verflucht"). */
const CLAUSE_WORDS =
  /^(?:als|wie|was|wer|wen|wem|wessen|wo|wohin|woher|wann|warum|weshalb|wieso|welche[nmrs]?)$/;

/** Subordinators of time, cause and concession that open the prefield of a following main clause. */
const PREFIELD_SUBORDINATORS = /^(?:als|wenn|weil|während|nachdem|obwohl|sobald|bevor)$/;

/** "… und wenn alle Unterlagen vorliegen": a segment that ends in a subordinate clause after und/oder/aber. */
function subordinateAfterJoin(segment: readonly Token[]): boolean {
  const join = segment.findIndex(
    (token, index) =>
      /^(?:und|oder|aber)$/.test(token.text) && PREFIELD_SUBORDINATORS.test(segment[index + 1]?.text ?? ""),
  );
  return join > 0 && finiteReadings(segment.at(-1)).length > 0;
}

/**
 * "Aber ein Samaritaner kam zu ihm und als er ihn gesehen hatte, empfand er Mitleid.": a main clause
 * with its own subject, then "und" + a verb-final subordinate clause that a main clause with its
 * verb first resumes after the comma. The index of "und" (the cut), or undefined.
 */
function mainClauseBeforeSubordinate(
  first: readonly Token[],
  after: readonly Token[],
  formal: boolean,
): number | undefined {
  const join = first.findIndex(
    (token, index) => token.text === "und" && PREFIELD_SUBORDINATORS.test(first[index + 1]?.text ?? ""),
  );
  if (join < 2) return undefined;
  const left = first.slice(0, join);
  const clause = first.slice(join + 2);
  if (left.some((token) => token.kind === "p") || opensSubordinateClause(left, true)) return undefined;
  if ((mainClauseSubject(left, formal) ?? invertedSubject(left, formal)) === undefined) return undefined;
  // The subordinate clause ends in its finite verb, and the main clause after the comma opens with its verb.
  if (clause.length < 2 || finiteReadings(clause.at(-1)).length === 0) return undefined;
  if (!opensVerbPhrase(after) || clause.some((token) => token.kind === "p")) return undefined;
  return join;
}

/**
 * "Nur noch kurz bin ich bei euch und dann gehe ich zu dem, der mich gesandt hat.": the first comma
 * segment joins main clauses with "und"/"aber"/"oder"; the comma segments after it stay with the
 * last conjunct, which they follow. Returns the full clauses before it and the last conjunct with
 * the rest (its comma segments still to be split), or undefined when the first segment is not a
 * main clause, the sentence is a question, or no split is safe.
 */
export function splitLeadingCoordination(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  connector: string,
): { heads: Clause[]; last: Token[] } | undefined {
  if (end.includes("?")) return undefined;
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text === ",");
  if (comma < 0) return undefined;
  const first = tokens.slice(0, comma);
  // "Haben Sie Fragen und brauchen Sie Hilfe, dann rufen Sie uns an": a conditional, resumed by dann/so.
  if (/^(?:dann|so)$/i.test(tokens[comma + 1]?.text ?? "")) return undefined;
  const beforeClause = mainClauseBeforeSubordinate(first, tokens.slice(comma + 1), formal);
  if (beforeClause !== undefined)
    return { heads: [{ tokens: first.slice(0, beforeClause), end: "." }], last: tokens.slice(beforeClause) };
  // The first segment opens the clause: "Und die Apostel kamen …" opens with an article.
  if (
    opensSubordinateClause(first, true) ||
    first.some((token) => token.kind === "p" || CLAUSE_WORDS.test(token.text.toLowerCase()))
  )
    return undefined;
  // "Sie können widersprechen und die Fortsetzung verlangen, wenn …": conjuncts that share the
  // finite verb share the condition after them too; it would hold for the last one only.
  const join = first.findLastIndex((token) => /^(?:und|oder)$/.test(token.text));
  const right = first.slice(join + 1);
  const sharedVerb =
    join > 0 &&
    isNonFiniteVerb(right.at(-1)) &&
    !right.slice(0, -1).some((token) => isFiniteVerbToken(token) || isNonFiniteVerb(token)) &&
    first
      .slice(0, join)
      .some((token) => finiteReadings(token).some((reading) => MODAL_VERBS.includes(reading.lemma)));
  if (sharedVerb && /^(?:wenn|falls|sofern|soweit|solange|sobald)$/i.test(tokens[comma + 1]?.text ?? ""))
    return undefined;
  const conjuncts = splitCoordination(first, ".", formal, connector, false);
  const lastConjunct = conjuncts?.at(-1);
  if (conjuncts === undefined || lastConjunct === undefined || conjuncts.length < 2) return undefined;
  return { heads: conjuncts.slice(0, -1), last: [...lastConjunct.tokens, ...tokens.slice(comma)] };
}

/** Pronoun-like words that are written small inside a sentence ("Andere aber fielen …"). */
const SMALL_INSIDE = /^(?:andere[nmrs]?|viele|einige|manche|wenige|beide|alle|wieder)$/i;

/**
 * The sentence-initial phrase may move behind "Aber": its first word is lower-case already
 * (trueCaseInitial), one that is written small inside a sentence ("Wieder andere aber fielen"), a
 * noun ("Gott aber hat …") or a rare unknown word, a name ("Jesus aber sagte"); other frequent
 * unknown words stay.
 */
function keepsCapitalInside(phrase: readonly Token[]): boolean {
  const lead = phrase[0];
  if (lead === undefined || !isCapitalised(lead.text)) return true;
  if (SMALL_INSIDE.test(lead.text)) return true;
  if (nounReadings(lead).length > 0) return !isCapitalised(phrase[1]?.text ?? "a");
  return readingsOf(lead.text).length === 0 && zipfFrequency(lead.text) < NAME_ZIPF;
}

/** Unknown capitalised words rarer than this are taken for names. */
const NAME_ZIPF = 5;

/**
 * "aber" after the first phrase of a main clause moves to its front, where it joins the clause
 * to the one before: "Jeder gute Baum trägt gute Früchte, ein schlechter Baum aber trägt schlechte
 * Früchte." -> "…, aber ein schlechter Baum trägt …" (then split like any "…, aber …"). The phrase
 * before "aber" has no verb, comma or subordinator, and a finite verb follows "aber".
 */
export function frontAber(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  for (let index = 1; index < out.length; index += 1) {
    // "bei Gott aber erwählt und wertvoll": a form that is also a participle is no sure verb.
    const verb = out[index + 1];
    if (out[index]?.text !== "aber" || finiteReadings(verb).length === 0 || isNonFiniteVerb(verb)) continue;
    const start = out.findLastIndex((token, before) => before < index && token.kind === "p") + 1;
    const phrase = out.slice(start, index);
    const first = phrase[0]?.text.toLowerCase() ?? "";
    if (phrase.length === 0 || phrase.length > 6 || (out[start - 1]?.text !== "," && start !== 0)) continue;
    // "Als er aber hörte", "Wer aber …", "…, die aber kamen": dependent clauses stay.
    if (SUBORDINATORS.has(first) || CLAUSE_WORDS.test(first) || LEADING_CONJUNCTIONS.has(first)) continue;
    if (phrase.length === 1 && RELATIVE_PRONOUNS.has(first)) continue;
    if (phrase.some((token) => token.kind === "p" || finiteReadings(token).length > 0)) continue;
    if (start === 0 && !keepsCapitalInside(phrase)) continue;
    const aber = out[index] as Token;
    const first0 = phrase[0] as Token;
    // "Wieder andere aber fielen" -> "Aber wieder andere fielen": these words are small inside.
    const lead =
      start === 0 && SMALL_INSIDE.test(first0.text) ? { ...first0, text: first0.text.toLowerCase() } : first0;
    out.splice(
      start,
      phrase.length + 1,
      { ...aber, space: lead.space },
      { ...lead, space: true },
      ...phrase.slice(1),
    );
  }
  return out;
}

/**
 * "Er ist klein, aber wenn er wächst, wird er groß." / "Wir prüfen Ihren Antrag, und wenn alle
 * Unterlagen vorliegen, bekommen Sie …": a first segment that is a main clause, then und/aber/oder
 * + a verb-final wenn/als/weil … clause that the next segment resumes with its verb first. The
 * first main clause becomes its own sentence; the rest ("Aber wenn er wächst, wird er groß") is
 * split on its own. Undefined when the pattern is not there or the rest does not split.
 */
export function splitBeforeJoinedSubordinate(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [head = [], clause = [], resumed = []] = segments;
  if (segments.length < 3 || end.includes("?")) return undefined;
  const joined =
    /^(?:und|aber|oder)$/.test(clause[0]?.text ?? "") && PREFIELD_SUBORDINATORS.test(clause[1]?.text ?? "");
  // "Wir haben Ihren Antrag erhalten, wenn Sie Fragen haben, dann rufen Sie uns an.": without a
  // conjunction, "dann"/"so" before the next verb shows that the clause belongs to what follows.
  const picked =
    PREFIELD_SUBORDINATORS.test(clause[0]?.text ?? "") &&
    /^(?:dann|so)$/.test(resumed[0]?.text ?? "") &&
    (opensVerbPhrase(resumed.slice(1)) || isImperative(resumed[1]));
  if (!joined && !picked) return undefined;
  if (clause.length < (joined ? 4 : 3) || finiteReadings(clause.at(-1)).length === 0) return undefined;
  if (joined && !opensVerbPhrase(resumed)) return undefined;
  if (opensSubordinateClause(head, true) || !hasFiniteVerb(head)) return undefined;
  if ((mainClauseSubject(head, formal) ?? invertedSubject(head, formal)) === undefined) return undefined;
  const rest = splitRest(segments.slice(1), end);
  if (rest === undefined || rest.length < 2) return undefined;
  // "Ich flehe dich an, wenn du es kannst, dann hilf uns": what is said follows after a colon.
  const says = head.some((token) => finiteReadings(token).some((reading) => INTRODUCING.has(reading.lemma)));
  return [{ tokens: [...head], end: picked && says ? ":" : "." }, ...rest];
}

/** Verbs that introduce what is said, asked or thought ("Ich bitte dich, wenn …, dann …"). */
export const INTRODUCING: ReadonlySet<string> = new Set([
  ...VERBS_OF_SAYING,
  "bitten",
  "anflehen",
  "flehen",
  "fragen",
  "rufen",
  "glauben",
  "denken",
  "hoffen",
  "fürchten",
]);

/** Pronouns that stand alone as a subject of the third person singular. */
const LONE_SINGULAR_SUBJECTS = /^(?:nichts|niemand|jemand|alles|keiner|etwas|man)$/;

/** Particles between a finite verb and its subject ("ist nicht ein Ding", "kam auch das Unkraut"). */
const PARTICLES_BEFORE_SUBJECT = /^(?:nicht|auch|aber|nun|doch|ja|wohl|schon|noch|nämlich|dann|sogar)$/;

/**
 * A verb-second clause with a phrase of 1 to 6 words before its finite verb and a nominative
 * subject after it that agrees with the verb: "unabhängig von ihm ist nicht ein Ding entstanden",
 * "mit Kraft kam das Volk". The phrase opens with no determiner, subordinator, w-word or
 * conjunction and holds no punctuation, conjunction, "zu" or other verb form. The
 * subject right after the verb (after particles) makes it a clause of its own: "und ab März
 * bekommen Sie Wohngeld" (the plural verb also reads as an infinitive).
 */
function phraseFirstClause(tokens: readonly Token[], formal: boolean): boolean {
  const first = tokens[0];
  if (first === undefined || first.kind !== "w" || isCapitalised(first.text)) return false;
  const lower = first.text.toLowerCase();
  if (
    DETERMINERS.has(lower) ||
    RELATIVE_PRONOUNS.has(lower) ||
    SUBORDINATORS.has(lower) ||
    COORDINATORS.has(lower) ||
    PREFIELD_BLOCKERS.test(lower)
  )
    return false;
  const verb = tokens.findIndex((token) => finiteReadings(token).length > 0);
  if (verb < 1 || verb > 6) return false;
  // "und auch bringen Kuchen mit": a particle alone is no prefield.
  if (
    tokens
      .slice(0, verb)
      .every((token) => FOCUS_PARTICLES.test(token.text) || PARTICLES_BEFORE_SUBJECT.test(token.text))
  )
    return false;
  // "auch das lange Warten": a word after a determiner or preposition belongs to a noun phrase.
  const before = tokens[verb - 1]?.text.toLowerCase() ?? "";
  if (DETERMINERS.has(before) || PP_STARTS.has(before)) return false;
  if (
    tokens
      .slice(0, verb)
      .some(
        (token, index) =>
          (token.kind !== "w" &&
            token.kind !== "n" &&
            !(token.text === "." && tokens[index - 1]?.kind === "n")) ||
          token.text === "zu" ||
          COORDINATORS.has(token.text.toLowerCase()) ||
          SUBORDINATORS.has(token.text.toLowerCase()) ||
          isNonFiniteVerb(token),
      )
  )
    return false;
  let start = verb + 1;
  while (PARTICLES_BEFORE_SUBJECT.test(tokens[start]?.text ?? "")) start += 1;
  const readings = finiteReadings(tokens[verb]);
  // "ohne ihn ist nichts entstanden": a pronoun of the third person singular.
  if (LONE_SINGULAR_SUBJECTS.test(tokens[start]?.text ?? ""))
    return readings.some((reading) => reading.person === 3 && reading.number === "singular");
  const subject = nominativeSubjectAt(tokens, start, formal);
  return (
    subject !== undefined && agrees(readings, subject.agreements) && !namePair(tokens, start, subject.end)
  );
}

/**
 * Words that open a dependent clause or a question, not a prefield ("um"/"ohne" open one only
 * before their "zu", which the phrase may not hold: "ohne ihn ist nichts entstanden" is a clause).
 */
const PREFIELD_BLOCKERS =
  /^(?:als|wie|was|wer|wen|wem|wessen|wo|wohin|woher|wann|warum|weshalb|wieso|weswegen|ob|welche[nmrs]?|wo\p{Ll}+)$/u;

/**
 * "schicken Sie uns bitte …": a verb of the third person plural, then "Sie" and a "bitte" in the
 * clause is a polite request in a text that addresses its reader, never a verb that goes on with
 * the subject before it.
 */
function politeRequest(tokens: readonly Token[], formal: boolean): boolean {
  const verb = tokens[0];
  if (!formal || verb === undefined || tokens[1]?.text !== "Sie") return false;
  if (!tokens.some((token) => token.text.toLowerCase() === "bitte")) return false;
  return finiteReadings({ ...verb, text: verb.text.toLowerCase() }).some(
    (reading) => reading.person === 3 && reading.number === "plural",
  );
}

/**
 * The clause before has a subject of its own that the imperative after the comma does not agree
 * with ("Die Sonne soll …, gebt …"): the verb cannot go on with that subject.
 */
function requestAfterOtherSubject(left: readonly Token[], right: readonly Token[], formal: boolean): boolean {
  // "…, still zu sein": an infinitive with "zu" is no request.
  if (right[1]?.text === "zu") return false;
  // "…, mehr Energie, mehr Spaß": a word that is also no verb ("mehr") opens a list item.
  const readings = readingsOf(right[0]?.text ?? "");
  if (readings.length === 0 || readings.some((reading) => reading.partOfSpeech !== "verb")) return false;
  // "Die Preise steigen, warnt der Verband.": a subject of its own after the verb that agrees with
  // it makes an inverted clause of saying, no request.
  let start = 1;
  while (/^(?:sich|mir|mich|uns|euch|ihm|ihr|ihnen|dir|dich)$/.test(right[start]?.text ?? "")) start += 1;
  const own = nominativeSubjectAt(right, start, formal);
  if (own !== undefined && agrees(finiteReadings(right[0]), own.agreements)) return false;
  const subject = mainClauseSubject(left, formal) ?? invertedSubject(left, formal);
  return subject !== undefined && !agrees(finiteReadings(right[0]), subject.agreements);
}

/** Verbs after which a request is what was said or asked for ("sagte", "hat gesagt", "bat"). */
const REQUEST_FRAMES: ReadonlySet<string> = new Set([
  ...INQUIT_VERBS,
  "bitten",
  "befehlen",
  "flehen",
  "anflehen",
]);

/** A verb of saying or asking ("sagte", "hat gesagt", "sprach", "bat"). */
function saying(token: Token | undefined): boolean {
  return [...finiteReadings(token).map((reading) => reading.lemma), ...pastParticipleLemmas(token)].some(
    (lemma) => REQUEST_FRAMES.has(lemma),
  );
}

/**
 * "Dann vertrocknen die Auen und verdorrt der Gipfel des Karmel": a finite verb right after the
 * conjunction that cannot agree with the subject on the left, followed by a subject with an
 * article that agrees with it, is a clause of its own with its subject after the verb (the
 * prefield of the left side counts for both): "Dann verdorrt der Gipfel des Karmel."; without a
 * leading adverb it is written subject first ("Der Vater singt ein Lied."). Not when the verb may go on with the left subject ("und sah die Frau"), not
 * with a bare noun or a name after the verb.
 */
function verbFirstOwnSubject(
  left: readonly Token[],
  right: readonly Token[],
  formal: boolean,
  kept: string | undefined,
): Token[] | undefined {
  const verb = right[0];
  const readings = finiteReadings(verb);
  if (verb === undefined || readings.length === 0 || right.length < 3) return undefined;
  const leftSubject = mainClauseSubject(left, formal) ?? invertedSubject(left, formal);
  if (leftSubject === undefined || agrees(readings, leftSubject.agreements)) return undefined;
  if (!DETERMINERS.has(right[1]?.text ?? "")) return undefined;
  const subject = nominativeSubjectAt(right, 1, formal);
  if (subject === undefined || !agrees(readings, subject.agreements) || namePair(right, 1, subject.end))
    return undefined;
  const end = attributeEnd(right, subject.end);
  if (right.slice(1, end).some((token) => token.kind === "p" || COORDINATORS.has(token.text)))
    return undefined;
  // "Dann vertrocknen …": a leading adverb on the left is the prefield of both ("Dann verdorrt …").
  const adverb =
    left[0] !== undefined && LEADING_ADVERBS.has(left[0].text.toLowerCase()) ? left[0] : undefined;
  const clause = adverb
    ? [word(capitaliseFirst(adverb.text)), ...right]
    : [...right.slice(1, end), verb, ...right.slice(end)];
  return [...(kept ? [word(kept)] : []), ...clause];
}

/**
 * "für sich und Ihre Angehörigen": "und"/"oder" after a noun or pronoun and before a determiner
 * or a capitalised noun joins two noun phrases, no verbs.
 */
function nounPhraseJoin(tokens: readonly Token[], index: number): boolean {
  if (!/^(?:und|oder)$/.test(tokens[index]?.text ?? "")) return false;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (before === undefined || after === undefined || before.kind !== "w" || after.kind !== "w") return false;
  const nounBefore =
    (isCapitalised(before.text) && finiteReadings(before).length === 0) || OBJECT_PRONOUNS.test(before.text);
  const nounAfter =
    DETERMINERS.has(after.text.toLowerCase()) ||
    (isCapitalised(after.text) && finiteReadings(after).length === 0);
  return nounBefore && nounAfter && !isNonFiniteVerb(tokens[index + 2]);
}
