// A long clause whose verb has two or more coordinated objects or prepositional phrases becomes one
// sentence per phrase, each repeating the subject and the verb, as Leichte Sprache texts do:
// "Sie sollen über die Fische des Meers und über die Vögel des Himmels herrschen." ->
// "Sie sollen über die Fische des Meers herrschen." / "Sie sollen über die Vögel des Himmels herrschen."
// "Und Salomo brachte die Weihegeschenke seines Vaters und das Silber und das Gold." ->
// "Und Salomo brachte die Weihegeschenke seines Vaters." / "Und Salomo brachte das Silber." / …
// Only when sure: the phrases are of one kind (all noun phrases with an article in a case they
// share, or all prepositional phrases), they stand after the subject and the finite verb, and
// nothing but the verb's infinitive, participle or particle follows the last of them.

import { takesPrepositionalAttribute } from "../language/noun-prepositions.ts";
import { type Clause, mainClauseSubject } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  readingsOf,
} from "./lexicon-access.ts";
import { determinerPhraseCases, determinerSlots } from "./noun-phrase.ts";
import { invertedSubject, splitCoordination } from "./split-coordination.ts";
import { distributeSubjects } from "./split-subjects.ts";
import { countWords, isCapitalised, type Token } from "./tokens.ts";
import {
  AMOUNT_UNITS,
  CONTRACTED_PREPOSITIONS,
  DATIVE_PREPOSITIONS,
  DETERMINERS,
  PREPOSITIONS,
  SUBORDINATORS,
  TIME_NOUNS,
} from "./word-classes.ts";

/** Joins between the phrases. */
const JOINS = /^(?:und|,)$/;

/** Clauses up to this many words stay whole. */
const MIN_WORDS = 12;

function preposition(token: Token | undefined): string | undefined {
  const lower = token?.text.toLowerCase() ?? "";
  if (token?.kind !== "w") return undefined;
  return CONTRACTED_PREPOSITIONS[lower] ?? (PREPOSITIONS.has(lower) ? lower : undefined);
}

/** Prepositions whose phrase names two things at once ("zwischen A und B"), or a span ("von A bis B"). */
const JOINT = /^(?:zwischen|unter|samt|nebst|bis|als|wie|außer|ohne)$/;

/** Verbs that relate their objects to each other: "Er trennte das Licht und die Finsternis". */
const COLLECTIVE_VERBS: ReadonlySet<string> = new Set([
  "trennen",
  "scheiden",
  "unterscheiden",
  "verbinden",
  "vereinen",
  "vereinigen",
  "versöhnen",
  "vergleichen",
  "mischen",
  "vermischen",
  "sammeln",
  "versammeln",
  "zählen",
  "teilen",
]);

/** Words that mark a whole, not single items: the phrases stay together. */
const TOGETHER = /^(?:zusammen|gemeinsam|miteinander|zugleich|sowohl|weder|entweder|noch)$/i;

/** Genitive determiners: they attach a phrase to a noun and never open a conjunct. */
const GENITIVE = /^(?:des|eines|keines|meines|deines|seines|ihres|unseres|eures|dieses|jenes)$/i;

/**
 * Determiners in -er that attach a genitive right after a noun ("das Land deiner Geburt"), like
 * "der"; they still open a conjunct after "und" (kindAt reads them as nominative or dative).
 */
const GENITIVE_AFTER_NOUN = /^(?:der|meiner|deiner|seiner|ihrer|unserer|eurer|dieser|jener)$/i;

/** An attributive present participle: "kriechenden", "lebende". */
const PARTICIPLE_ATTRIBUTE = /^[a-zäöüß]{3,}end(?:e|en|er|es|em)$/;

/** Tokens a participle phrase inside a noun phrase may hold ("auf der Erde"): at most this many. */
const MAX_PARTICIPLE_PHRASE = 6;

/** Cases a determiner may mark (singular and plural together). */
function determinerCases(text: string): Set<string> {
  const lower = text.toLowerCase();
  if (/^(?:alle|all)$/.test(lower)) return new Set(["nom", "akk"]);
  if (/^(?:allen)$/.test(lower)) return new Set(["dat"]);
  if (/^(?:alles)$/.test(lower)) return new Set(["nom", "akk"]);
  if (lower === "den") return new Set(["akk", "dat"]);
  if (lower === "dem" || lower.endsWith("em")) return new Set(["dat"]);
  if (lower === "der") return new Set(["nom", "dat", "gen"]);
  if (lower === "des" || GENITIVE.test(lower)) return new Set(["gen"]);
  if (lower.endsWith("en")) return new Set(["akk", "dat"]);
  if (lower.endsWith("er")) return new Set(["nom", "dat", "gen"]);
  // die, das, eine, ein, meine, mein, diese, dieses (nom/acc), …
  return new Set(["nom", "akk"]);
}

function opensNounPhrase(token: Token | undefined): boolean {
  const lower = token?.text.toLowerCase() ?? "";
  return (
    token?.kind === "w" &&
    (DETERMINERS.has(lower) || /^(?:alle|all|alles)$/.test(lower)) &&
    !GENITIVE.test(lower)
  );
}

function adjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  if (/^beide[mnrs]?$/.test(token.text)) return true;
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective");
}

/** A noun or name: capitalised, no function word, not a finite verb form. */
function nounLike(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (token.kind === "n") return true;
  const lower = token.text.toLowerCase();
  return (
    token.kind === "w" &&
    isCapitalised(token.text) &&
    !SUBORDINATORS.has(lower) &&
    !PREPOSITIONS.has(lower) &&
    !DETERMINERS.has(lower) &&
    !/^(?:und|oder|aber|denn|doch|sondern|nicht|auch)$/.test(lower)
  );
}

/** A noun phrase from `start` (determiner, adjectives, one or more nouns or names): its end, or -1. */
function nounPhraseEnd(tokens: readonly Token[], start: number, needsDeterminer: boolean): number {
  let index = start;
  const lower = tokens[index]?.text.toLowerCase() ?? "";
  if (DETERMINERS.has(lower) || /^(?:alle|all|alles|allen|allem)$/.test(lower)) index += 1;
  else if (needsDeterminer) return -1;
  // "all die Lebewesen", "all diese Geräte": "all" before a second determiner.
  if (lower === "all" && DETERMINERS.has(tokens[index]?.text.toLowerCase() ?? "")) index += 1;
  if (index > start) index = participlePhraseEnd(tokens, index);
  while (adjective(tokens[index]) || tokens[index]?.kind === "n") index += 1;
  if (!nounLike(tokens[index])) return -1;
  while (nounLike(tokens[index])) index += 1;
  return index;
}

/**
 * "alle auf der Erde kriechenden Reptilien": after a determiner, a prepositional phrase that ends
 * in a present participle before the noun. The index after the phrase (before the participle), or
 * `index` itself when no such phrase starts there.
 */
function participlePhraseEnd(tokens: readonly Token[], index: number): number {
  if (preposition(tokens[index]) === undefined) return index;
  for (let at = index + 1; at <= index + MAX_PARTICIPLE_PHRASE; at += 1) {
    const token = tokens[at];
    if (token === undefined || token.kind === "p") return index;
    if (PARTICIPLE_ATTRIBUTE.test(token.text)) return at;
    const lower = token.text.toLowerCase();
    const inPhrase =
      DETERMINERS.has(lower) || preposition(token) !== undefined || adjective(token) || nounLike(token);
    if (!inPhrase || finiteReadings(token).length > 0) return index;
  }
  return index;
}

/**
 * One phrase from `start`: a noun phrase with an article or a prepositional phrase, with attached
 * genitives ("seines Vaters David", "der Väter") and prepositional phrases ("vom Meer", "an den
 * Häusern"). Its end, or -1.
 */
function phraseEnd(tokens: readonly Token[], start: number, prepositions = true): number {
  const prep = preposition(tokens[start]);
  let end =
    prep === undefined
      ? nounPhraseEnd(tokens, start, true)
      : JOINT.test(prep)
        ? -1
        : nounPhraseEnd(tokens, start + 1, false);
  while (end > 0) {
    const next = tokens[end];
    const lower = next?.text.toLowerCase() ?? "";
    const attachedPrep = preposition(next);
    let attached = -1;
    if (GENITIVE.test(lower) || GENITIVE_AFTER_NOUN.test(lower)) attached = nounPhraseEnd(tokens, end, true);
    else if (
      attachedPrep !== undefined &&
      !JOINT.test(attachedPrep) &&
      (prepositions || attachedPrep === "von")
    )
      attached = nounPhraseEnd(tokens, end + 1, false);
    if (attached < 0) break;
    end = attached;
  }
  return end;
}

type Kind = { preposition?: string; cases?: Set<string> };

function kindAt(tokens: readonly Token[], start: number): Kind | undefined {
  const token = tokens[start];
  const prep = preposition(token);
  if (prep !== undefined) return JOINT.test(prep) ? undefined : { preposition: prep };
  if (!opensNounPhrase(token)) return undefined;
  // "all diese Geräte": the second determiner marks the case.
  const next = tokens[start + 1];
  const determiner =
    token?.text.toLowerCase() === "all" && next !== undefined && DETERMINERS.has(next.text.toLowerCase())
      ? next
      : token;
  return { cases: determinerCases(determiner?.text ?? "") };
}

function parallel(left: Kind, right: Kind): boolean {
  if (left.preposition !== undefined || right.preposition !== undefined)
    return left.preposition !== undefined && right.preposition !== undefined;
  const shared = [...(left.cases ?? [])].filter((grammaticalCase) => right.cases?.has(grammaticalCase));
  return shared.length > 0;
}

/** The head of the clause: where the phrases after subject and finite verb may begin, or -1. */
function frameStart(tokens: readonly Token[], formal: boolean): { from: number; verb: number } | undefined {
  const subject = mainClauseSubject(tokens, formal) ?? invertedSubject(tokens, formal);
  if (subject !== undefined) return { from: Math.max(subject.verb, subject.end - 1) + 1, verb: subject.verb };
  if (isImperative(tokens[0])) return { from: 1, verb: 0 };
  return undefined;
}

/** Trailing verb forms and particles (the right bracket), counted from `end` backwards. */
function bracketStart(tokens: readonly Token[], from: number, end: number): number {
  let start = end;
  while (start > from) {
    const token = tokens[start - 1];
    if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) break;
    if (!(isNonFiniteVerb(token) || PARTICLES.has(token.text))) break;
    start -= 1;
  }
  return start;
}

/** Adverbs that may stand between the phrases and the verbs at the end. */
const SHARED_ADVERBS = /^(?:nicht|nie|niemals|auch|noch|schon|gern|gerne|sofort|heute|morgen|gestern|bald)$/;

/**
 * After the last phrase: prepositional phrases and adverbs up to the verbs at the end
 * ("vor der großen Gemeinde nicht"). The index where they end (`from` when there are none).
 */
function sharedAdverbialsEnd(tokens: readonly Token[], from: number): number {
  let at = from;
  for (;;) {
    const token = tokens[at];
    if (token === undefined) return at;
    if (SHARED_ADVERBS.test(token.text)) {
      at += 1;
      continue;
    }
    const prep = preposition(token);
    if (prep === undefined || JOINT.test(prep)) return at;
    const end = phraseEnd(tokens, at);
    if (end < 0) return at;
    at = end;
  }
}

/** Prepositions that take the dative only. */

/** Words before the shared phrase that may be a dative object the right noun phrases could join. */
const DATIVE_PRONOUNS = /^(?:mir|dir|ihm|ihr|uns|euch|ihnen|Ihnen)$/;

/** The noun phrase with a determiner at `start` can only be dative, not even genitive (determiner and noun agree). */
function dativeOnly(tokens: readonly Token[], start: number): boolean {
  const all = tokens[start]?.text.toLowerCase() === "all" ? 1 : 0;
  const determiner = tokens[start + all]?.text ?? "";
  const end = nounPhraseEnd(tokens, start, true);
  if (determinerSlots(determiner) === undefined || end < 0) return false;
  const cases = determinerPhraseCases(determiner, tokens[end - 1]);
  // "nach dem Einkommen der Eltern und der Betreuungszeit": a genitive could join the attribute.
  return cases.size === 1 && cases.has("dat");
}

/**
 * "Dann ist Jesus mit den Eltern des Kindes und den 3 Jüngern in das Zimmer gegangen": the index
 * of a dative preposition whose phrase ends at `leftBracket` (before "und") and opens with a
 * determiner, or -1. Nothing before it in the middle field may be a dative the noun phrases after
 * "und" could join instead (a determiner that may be dative, a dative pronoun, a noun).
 */
function sharedDativePreposition(tokens: readonly Token[], from: number, leftBracket: number): number {
  for (let at = from; at < leftBracket - 2; at += 1) {
    const token = tokens[at];
    if (token === undefined || token.kind !== "w") return -1;
    const lower = token.text.toLowerCase();
    if (DATIVE_PREPOSITIONS.has(lower) && opensNounPhrase(tokens[at + 1])) {
      return phraseEnd(tokens, at) === leftBracket && dativeOnly(tokens, at + 1) ? at : -1;
    }
    if (
      DATIVE_PRONOUNS.test(token.text) ||
      nounReadings(token).some((reading) => reading.cases.includes("dat"))
    )
      return -1;
    if (DETERMINERS.has(lower) && determinerCases(lower).has("dat")) return -1;
  }
  return -1;
}

/** Verbs that state a price or an amount. */
const AMOUNT_VERB = /^(?:kostet|kosten|beträgt|betragen)$/;

/** The amount (number + unit) at `at`: its end, or -1. */
function amountEnd(tokens: readonly Token[], at: number): number {
  return tokens[at]?.kind === "n" && AMOUNT_UNITS.test(tokens[at + 1]?.text ?? "") ? at + 2 : -1;
}

/** Prepositions beside an amount that PREPOSITIONS lacks: "ab 24 Jahren", "pro Jahr", "je Ausleihe". */
const AMOUNT_PREPOSITIONS = /^(?:ab|bis|pro|je)$/;

/** "pro Jahr", "je Ausleihe", "für jeden Monat", "im Kalenderjahr", "in der Woche": what an amount is paid for. */
function periodPhrase(phrase: readonly Token[]): boolean {
  const prep = preposition(phrase[0]) ?? phrase[0]?.text.toLowerCase();
  if (prep === "pro" || prep === "je") return true;
  if (phrase.some((token) => /^jede[mnrs]?$/i.test(token.text))) return true;
  // "im Monat", "am Tag", "in der Woche", "im Kalenderjahr" (the last part of a compound).
  const noun = phrase.at(-1)?.text ?? "";
  return (
    (prep === "in" || prep === "an") &&
    [...TIME_NOUNS].some((time) => noun === time || noun.endsWith(time.toLowerCase()))
  );
}

/**
 * The prepositional phrases (with attached genitives and noun phrases joined by "und") that fill
 * `part`; undefined when anything else stands there ("monatlich", "jeweils").
 */
function amountPhrases(part: readonly Token[]): Token[][] | undefined {
  const phrases: Token[][] = [];
  let at = 0;
  while (at < part.length) {
    const token = part[at];
    const lower = token?.text.toLowerCase() ?? "";
    if (preposition(token) === undefined && !AMOUNT_PREPOSITIONS.test(lower)) return undefined;
    let end = nounPhraseEnd(part, at + 1, false);
    // "für Mitglieder des Vereins", "für Kinder und Jugendliche": a genitive or a second noun
    // phrase belongs to the same phrase.
    for (;;) {
      if (end < 0) return undefined;
      const next = part[end]?.text ?? "";
      if (GENITIVE.test(next) || GENITIVE_AFTER_NOUN.test(next)) end = nounPhraseEnd(part, end, true);
      else if (next === "und" && amountEnd(part, end + 1) < 0) end = nounPhraseEnd(part, end + 1, false);
      else break;
    }
    phrases.push(part.slice(at, end));
    at = end;
  }
  return at === part.length ? phrases : undefined;
}

/**
 * "Die Gebühr beträgt 37 Euro für Personen ab 24 Jahren und 22,80 Euro für Personen unter 24
 * Jahren." -> "Die Gebühr beträgt 37 Euro für Personen ab 24 Jahren." / "Die Gebühr beträgt 22,80
 * Euro für Personen unter 24 Jahren.": a subject noun phrase, kostet/beträgt, then two pairs of an
 * amount and prepositional phrases joined by "und", both in the same order (amount first, or the
 * phrases first with the amount last). Nothing else in the pairs (no verb, no adverb such as
 * "monatlich"), no more phrases after the second amount than after the first, and a period ("pro
 * Jahr", "im Monat", "für jeden Besuch") only when both pairs have the same: a phrase after the last
 * pair may hold for both amounts.
 * (Like every distribution, only in clauses of more than MIN_WORDS words.)
 */
function distributeAmounts(tokens: readonly Token[], end: string): Clause[] | undefined {
  const verb = nounPhraseEnd(tokens, 0, true);
  if (verb < 2 || !AMOUNT_VERB.test(tokens[verb]?.text ?? "")) return undefined;
  const rest = tokens.slice(verb + 1);
  if (
    rest.some((token) => (token.kind === "p" && !AMOUNT_UNITS.test(token.text)) || isFiniteVerbToken(token))
  )
    return undefined;
  const amountFirst = amountEnd(rest, 0) > 0;
  const opener = amountFirst ? undefined : preposition(rest[0]);
  if (!amountFirst && opener === undefined) return undefined;
  // The "und" before the second pair: a second amount after it, or the first phrase's preposition.
  const joins = rest.flatMap((token, index) =>
    token.text === "und" &&
    (amountFirst ? amountEnd(rest, index + 1) > 0 : preposition(rest[index + 1]) === opener)
      ? [index]
      : [],
  );
  const [join] = joins;
  if (join === undefined || joins.length > 1) return undefined;
  const pairs = [rest.slice(0, join), rest.slice(join + 1)];
  const phrases = pairs.map((pair) =>
    amountFirst
      ? amountPhrases(pair.slice(2))
      : amountEnd(pair, pair.length - 2) === pair.length
        ? amountPhrases(pair.slice(0, -2))
        : undefined,
  );
  const [left, right] = phrases;
  if (left === undefined || right === undefined || left.length === 0 || right.length === 0) return undefined;
  // "… 10 Euro für Erwachsene und 5 Euro für Kinder im Hallenbad": a phrase after the last pair
  // that the first lacks may hold for both amounts.
  if (amountFirst && right.length > left.length) return undefined;
  // "… 10 Euro für Erwachsene und 5 Euro für Kinder pro Jahr": the period may hold for both.
  const periods = (list: readonly Token[][]) =>
    list
      .filter(periodPhrase)
      .map((phrase) => phrase.map((token) => token.text).join(" "))
      .join("|");
  if (periods(left) !== periods(right)) return undefined;
  const head = tokens.slice(0, verb + 1);
  return pairs.map((pair) => ({ tokens: [...head, ...pair], end }));
}

/**
 * One clause per coordinated phrase, or undefined. `tokens` is a clause without its final mark.
 */
export function distributeConjuncts(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const words = countWords(tokens);
  if (words <= MIN_WORDS || end.includes("?")) return undefined;
  const amounts = distributeAmounts(tokens, end);
  if (amounts !== undefined) return amounts;
  if (
    tokens.some(
      (token) =>
        (token.kind === "p" && token.text !== ",") ||
        SUBORDINATORS.has(token.text.toLowerCase()) ||
        TOGETHER.test(token.text),
    )
  )
    return undefined;
  const frame = frameStart(tokens, formal);
  if (frame === undefined) return undefined;
  if (finiteReadings(tokens[frame.verb]).some((reading) => COLLECTIVE_VERBS.has(reading.lemma)))
    return undefined;
  // Prepositional phrases may also be joined by commas ("über A, über B und über C").
  const comma = tokens.findIndex((token) => token.text === ",");
  const first = tokens.findIndex((token, index) => JOINS.test(token.text) && index > frame.from);
  if (comma >= 0 && (comma !== first || preposition(tokens[first + 1]) === undefined)) return undefined;
  if (first < 0) return undefined;
  // The left conjunct may be followed by its own right bracket ("brachten die Lade hinauf und …").
  const leftBracket = bracketStart(tokens, frame.from, first);
  const rightKind = kindAt(tokens, first + 1);
  if (rightKind === undefined) return undefined;
  let leftStart = -1;
  for (let start = frame.from; start < leftBracket; start += 1) {
    const kind = kindAt(tokens, start);
    if (kind === undefined || !parallel(kind, rightKind) || phraseEnd(tokens, start) !== leftBracket)
      continue;
    // A noun phrase inside a prepositional phrase is no conjunct ("mit Glaube und Liebe").
    if (kind.cases !== undefined && preposition(tokens[start - 1]) !== undefined) continue;
    // A genitive after a noun ("nach dem Einkommen der Eltern und der Betreuungszeit"): "der …"
    // after "und" may be a second genitive or a dative beside the outer phrase; which one is open.
    if (GENITIVE_AFTER_NOUN.test(tokens[start]?.text ?? "") && nounLike(tokens[start - 1])) continue;
    leftStart = start;
    break;
  }
  // "mit den Eltern des Kindes und den 3 Jüngern": noun phrases that can only be dative share the
  // dative preposition before the first one, which each sentence repeats.
  const sharedPreposition = leftStart < 0 ? sharedDativePreposition(tokens, frame.from, leftBracket) : -1;
  if (sharedPreposition >= 0) leftStart = sharedPreposition;
  if (leftStart < 0) return undefined;
  const leftAttached = phraseEnd(tokens, leftStart, false) !== leftBracket;
  // "auf Grundsicherung im Alter und bei Erwerbsminderung": a phrase of another preposition may
  // join the phrase attached inside the first one ("im Alter"), not the first one itself.
  if (
    leftAttached &&
    rightKind.preposition !== undefined &&
    rightKind.preposition !== preposition(tokens[leftStart])
  )
    return undefined;
  // The right conjuncts: phrases of the same kind joined by "und", up to the right bracket.
  const conjuncts: Token[][] = [tokens.slice(leftStart, leftBracket)];
  let at = first;
  while (JOINS.test(tokens[at]?.text ?? "")) {
    const kind = kindAt(tokens, at + 1);
    let to = phraseEnd(tokens, at + 1);
    // A prepositional phrase after the last phrase may belong to all of them ("… für Februar auf
    // Ihr Konto"): only when the first phrase has one of its own ("den Wagen aus Efraim und das
    // Pferd aus Jerusalem").
    // Not a phrase the last noun takes as its attribute ("den Nachweis über die Masernimpfung").
    if (!JOINS.test(tokens[to]?.text ?? "") && !leftAttached) {
      const bare = phraseEnd(tokens, at + 1, false);
      const noun = tokens[bare - 1];
      const prep = preposition(tokens[bare]);
      if (
        bare < 0 ||
        noun === undefined ||
        prep === undefined ||
        !takesPrepositionalAttribute(noun.text, prep)
      )
        to = bare;
    }
    if (kind === undefined || !parallel(kind, rightKind) || to < 0) return undefined;
    const prep = tokens[sharedPreposition];
    if (prep !== undefined) {
      if (!dativeOnly(tokens, at + 1)) return undefined;
      conjuncts.push([prep, ...tokens.slice(at + 1, to)]);
    } else conjuncts.push(tokens.slice(at + 1, to));
    at = to;
  }
  // "A, B und C": the last join is "und".
  const lastJoin = tokens.slice(0, at).findLast((token) => JOINS.test(token.text));
  if (lastJoin?.text !== "und") return undefined;
  // Adverbials after the last phrase belong to every phrase: "Ich habe deine Liebe und deine Treue
  // vor der Gemeinde nicht verschwiegen."
  const shared = sharedAdverbialsEnd(tokens, at);
  const tail = tokens.slice(shared);
  if (
    !tail.every(
      (token) =>
        token.kind === "w" &&
        !isCapitalised(token.text) &&
        (isNonFiniteVerb(token) || PARTICLES.has(token.text)),
    )
  )
    return undefined;
  if (leftBracket < first && shared > at) return undefined;
  if (leftBracket < first && tail.length > 0) return undefined;
  const head = tokens.slice(0, leftStart);
  const bracket = [...tokens.slice(at, shared), ...tokens.slice(leftBracket, first), ...tail];
  return conjuncts.map((phrase) => ({ tokens: [...head, ...phrase, ...bracket], end }));
}

/**
 * splitCoordination, then one clause per coordinated phrase in each long clause it gives (or in
 * the clause itself when it does not split).
 */
export function splitCoordinationOrPhrases(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  connector: string,
): Clause[] | undefined {
  const split = splitCoordination(tokens, end, formal, connector);
  if (split === undefined)
    return distributeConjuncts(tokens, end, formal) ?? distributeSubjects(tokens, end, formal);
  return split.flatMap(
    (clause) =>
      distributeConjuncts(clause.tokens, clause.end, formal) ??
      distributeSubjects(clause.tokens, clause.end, formal) ?? [clause],
  );
}
