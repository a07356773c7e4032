// Relative clauses whose antecedent is a pronoun, not a noun: "Jeder, der …", "Alle, die …",
// "… zu dem, der mich gesandt hat", "Du bist es, der …". The pronoun gives no noun to repeat,
// so each kind gets its own main-clause form; every step returns undefined when unsure.

import { MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import {
  agrees,
  type Clause,
  hasFiniteVerb,
  joinSegments,
  LEADING_ADVERBS,
  LEADING_CONJUNCTIONS,
  readVerbFinal,
  type SplitRest,
  subjectAt,
  type VerbFinal,
} from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  trueCaseInitial,
} from "./lexicon-access.ts";
import { quantifiedAntecedent } from "./relative-antecedent.ts";
import { concessive, leadingQuestion } from "./split-question.ts";
import {
  closesMainClause,
  closingVerbsStart,
  coordinatedMain,
  coordinatedVerbFinal,
  relativeStart,
  relativeToMain,
} from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  COMMON_CONTRACTIONS,
  DEFINITE_DETERMINER,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  pronominalAdverb,
  SUBJECT_PRONOUNS,
  THIRD_PERSON_PRONOUN,
} from "./word-classes.ts";

/**
 * The relative clause at `index` refers to a pronoun at the end of the segment before it: one of
 * the forms below, or undefined.
 */
export function pronounRelative(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  return (
    genericSubject(segments, index, end, splitRest) ??
    genericNobody(segments, index, end, splitRest) ??
    pluralSubject(segments, index, end, formal, splitRest) ??
    frontedDative(segments, index, end, formal, splitRest) ??
    frontedPrepositional(segments, index, end, formal, splitRest) ??
    trailingDemonstrative(segments, index, end, formal, splitRest) ??
    comparedPeople(segments, index, end, formal, splitRest) ??
    cleftSentence(segments, index, end, splitRest) ??
    itIsCleft(segments, index, end, formal) ??
    objectCleft(segments, index, end, formal, splitRest) ??
    whoIsThat(segments, index, end) ??
    existential(segments, index, end, formal, splitRest) ??
    extraposedPeople(segments, index, end, formal)
  );
}

const QUANTIFIERS = /^(?:alle|viele|einige|manche|wenige|beide|sie|diese|jene)$/i;

/** What replaces the plural subject of the host: "Sie" -> "Diese Menschen", "Alle" -> "All diese Menschen". */
const PEOPLE_SUBJECTS: Readonly<Record<string, string[]>> = {
  sie: ["Diese", "Menschen"],
  es: ["Diese", "Menschen"],
  alle: ["All", "diese", "Menschen"],
};

/**
 * A relative clause moved to the end, after a main clause whose subject is "sie"/"alle" or the
 * placeholder "es" with a plural verb: "Sie werden erschrecken, die jetzt über mich lachen." ->
 * "Manche Menschen lachen jetzt über mich." / "Diese Menschen werden erschrecken."; "Alle werden sich
 * freuen, die bei dir Zuflucht suchen." -> … / "All diese Menschen werden sich freuen." Only for two
 * segments, not in formal text ("Sie"), and when no noun in the host fits the pronoun.
 */
function extraposedPeople(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  if (formal || index !== 1 || segments.length !== 2 || segment[0]?.text !== "die" || end.includes("?"))
    return undefined;
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const subject = host[start];
  // "Es werden sich freuen alle, die dich suchen.": "alle" last is the subject that "es" held the
  // place for -> "All diese Menschen werden sich freuen."
  const allLast =
    subject?.text.toLowerCase() === "es" && host.length > start + 3 && host.at(-1)?.text === "alle";
  const replacement = allLast ? PEOPLE_SUBJECTS.alle : PEOPLE_SUBJECTS[subject?.text.toLowerCase() ?? ""];
  if (subject === undefined || replacement === undefined || !pluralVerb(host[start + 1])) return undefined;
  // "Sie lieben die Kinder, die …": a noun in the host may be meant; after "es" the subject may
  // follow ("Es freuen sich alle, die …").
  const rest = host.slice(start + 2, allLast ? -1 : undefined);
  const nouns = rest.filter((token) => isCapitalised(token.text) && nounReadings(token).length > 0);
  if (nouns.some((noun) => relativeToMain(noun, segment) !== undefined)) return undefined;
  if (
    subject.text.toLowerCase() === "es" &&
    (nouns.length > 0 ||
      rest.some(
        // A determiner right before the last "alle" is none ("fröhlich sein alle").
        (token, at) =>
          (DETERMINERS.has(token.text.toLowerCase()) && !(allLast && at === rest.length - 1)) ||
          QUANTIFIERS.test(token.text),
      ))
  )
    return undefined;
  const relative = peopleClause(segment, formal);
  if (relative === undefined) return undefined;
  const opener = host.slice(0, start);
  const people = replacement.map((text, at) =>
    at === 0 && opener.length > 0 ? { ...word(text.toLowerCase()), space: true } : word(text),
  );
  const after = host.slice(start + 1, allLast ? -1 : undefined);
  const main = [...opener, ...people, ...after];
  return [...relative.map((tokens) => ({ tokens, end: "." })), { tokens: main, end }];
}

/**
 * The host at the start of the sentence, without a leading conjunction and a following "aber":
 * "Denn jeder" -> { opener: "Denn", pronoun: "jeder" }, "Derjenige aber" -> { opener: "Aber", … }.
 */
function sentenceOpeningPronoun(
  host: readonly Token[],
): { opener: Token | undefined; pronoun: string } | undefined {
  let tokens = [...host];
  let opener: Token | undefined;
  if (tokens.length > 1 && LEADING_CONJUNCTIONS.has(tokens[0]?.text.toLowerCase() ?? "")) {
    opener = tokens[0];
    tokens = tokens.slice(1);
  }
  if (opener === undefined && tokens.length === 2 && tokens[1]?.text === "aber") {
    opener = word("Aber");
    tokens = tokens.slice(0, 1);
  }
  const [pronoun] = tokens;
  if (tokens.length !== 1 || pronoun === undefined) return undefined;
  return { opener, pronoun: pronoun.text.toLowerCase() };
}

/** "vielleicht" after "Denn", "Vielleicht" at the start. */
function withOpener(opener: Token | undefined, tokens: readonly Token[]): Token[] {
  const [first, ...rest] = tokens;
  if (opener === undefined || first === undefined) return [...tokens];
  return [opener, { ...first, text: trueCaseInitial(first.text, false), space: true }, ...rest];
}

/** The clauses after the first one, with the comma segments after `index + 1` split on their own. */
function withRest(
  head: Clause,
  main: Token[],
  segments: readonly Token[][],
  from: number,
  end: string,
  splitRest: SplitRest,
): Clause[] {
  const rest = [main, ...segments.slice(from)];
  if (rest.length === 1) return [head, { tokens: main, end }];
  return [head, ...(splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }])];
}

/**
 * "Jeder, der sündigt, handelt auch gesetzwidrig." -> "Vielleicht sündigt jemand." / "Dann handelt
 * er auch gesetzwidrig." Also "Derjenige, der von sich aus spricht, …", only with a present-tense
 * clause (a past one names a particular person: "derjenige, der mich sandte"). Not "der, der …":
 * it names a particular person as often ("Der, der ihr Heer hervortreten lässt, der ruft sie"),
 * except before a future that holds for anyone (promiseToAnyone).
 */
function genericSubject(
  segments: readonly Token[][],
  index: number,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  const opening = index === 1 ? sentenceOpeningPronoun(host) : undefined;
  if (opening === undefined || next === undefined || segment[0]?.text !== "der") return undefined;
  if (!/^(?:jeder|derjenige|der)$/.test(opening.pronoun)) return undefined;
  const clause = relativeBody(segment);
  if (clause === undefined) return undefined;
  const present = clause.readings.some((reading) => reading.tense === "praesens");
  if (opening.pronoun !== "jeder" && !present) return undefined;
  if (opening.pronoun === "der" && !promiseToAnyone(clause, next)) return undefined;
  const generic = genericWer([word("wer"), ...segment.slice(1)], next, segments.length === 3 ? end : ".");
  const [condition, main] = generic ?? [];
  if (condition === undefined || main === undefined) return undefined;
  const head = { tokens: withOpener(opening.opener, condition.tokens), end: "." };
  return withRest(head, main.tokens, segments, index + 2, end, splitRest);
}

/**
 * "Der, der sich selbst erniedrigt, wird erhöht werden.": after "der, der" a simple present (one
 * finite verb, no infinitive or participle) and a main clause in the future ("wird" first, an
 * infinitive or "werden" last) say what happens to anyone who does it, as "wer" does. A present
 * main clause ("Der, der ihr Heer hervortreten lässt, der ruft sie") names one particular person.
 */
function promiseToAnyone(clause: VerbFinal, next: readonly Token[]): boolean {
  if (clause.nonFinite.length > 0 || !clause.readings.every((reading) => reading.tense === "praesens"))
    return false;
  const words = next.filter((token) => token.kind === "w");
  const last = words.at(-1);
  return (
    words[0]?.text === "wird" &&
    words.length > 1 &&
    (last?.text === "werden" || infinitiveLemmas(last as Token).length > 0) &&
    !words.slice(1, -1).some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))
  );
}

/**
 * "Niemand, der die Hand an den Pflug gelegt hat, ist brauchbar für das Reich Gottes." ->
 * "Vielleicht hat jemand die Hand an den Pflug gelegt." / "Dann ist er nicht brauchbar für das Reich
 * Gottes." (as genericSubject, the negation after "Dann V er"). Also "Keiner, der …" and after a main
 * clause with "denn"/"und" ("Lasst ihn, denn niemand, der …, wird schlecht über mich reden."). Only
 * where "nicht" can stand right after the subject: the rest of the main clause opens with an
 * uninflected adjective or adverb, a preposition or a verb form ("nicht brauchbar", "nicht schlecht
 * über mich reden"), not with an object or a declined adjective ("will neuen" would need "keinen"),
 * and holds no negation of its own.
 */
function genericNobody(
  segments: readonly Token[][],
  index: number,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  const first = segments[0] ?? [];
  const afterMain =
    index === 2 && /^(?:denn|und)$/i.test(host[0]?.text ?? "") && hasFiniteVerb(first) && !end.includes("?");
  if ((index !== 1 && !afterMain) || next === undefined || segment[0]?.text !== "der") return undefined;
  const opening = sentenceOpeningPronoun(host);
  if (opening === undefined || !/^(?:niemand|keiner)$/.test(opening.pronoun)) return undefined;
  const generic = genericWer(
    [word("wer"), ...segment.slice(1)],
    next,
    segments.length === index + 2 ? end : ".",
  );
  const [condition, main] = generic ?? [];
  if (condition === undefined || main === undefined) return undefined;
  // "Dann V er" + the rest: "nicht" goes after "er" and its object pronouns.
  let at = 3;
  while (/^(?:mir|dir|ihm|ihr|uns|euch|ihnen|mich|dich|ihn|sich|es)$/.test(main.tokens[at]?.text ?? ""))
    at += 1;
  const following = main.tokens[at];
  if (following === undefined || following.kind !== "w" || main.tokens.slice(3).some(negated))
    return undefined;
  const lower = following.text.toLowerCase();
  const open =
    PREPOSITIONS.has(lower) ||
    isNonFiniteVerb(following) ||
    PARTICLES.has(lower) ||
    (!isCapitalised(following.text) &&
      !FUNCTION_WORDS.has(lower) &&
      !FOCUS_ADVERBS.test(lower) &&
      !DETERMINERS.has(lower) &&
      !/(?:e|en|em|er|es)$/.test(lower));
  if (!open) return undefined;
  const tokens = [...main.tokens.slice(0, at), { ...word("nicht"), space: true }, ...main.tokens.slice(at)];
  const head = { tokens: withOpener(opening.opener, condition.tokens), end: "." };
  const tail = withRest(head, tokens, segments, index + 2, end, splitRest);
  if (!afterMain) return tail;
  return [...(splitRest([first], ".") ?? [{ tokens: first, end: "." }]), ...tail];
}

/** Adverbs that go before "nicht" ("auch nicht", "noch nicht", "hier nicht"). */
const FOCUS_ADVERBS =
  /^(?:auch|noch|schon|sogar|selbst|wirklich|jemals|je|mehr|gern|gerne|eben|gerade|dann|da|dort|hier|so|jetzt|heute|morgen|bald|immer|wieder)$/;

/** A negation word: "nicht", "kein …", "nie", "nichts" … */
function negated(token: Token): boolean {
  return NEGATION_WORDS.has(token.text.toLowerCase());
}

/**
 * "Alle, die vor mir gekommen sind, sind Diebe." -> "Manche Menschen sind vor mir gekommen." / "All
 * diese Menschen sind Diebe." Also "die"/"diejenigen" (-> "Diese Menschen"). The pronoun must be
 * the subject of a plural verb in both clauses.
 */
function pluralSubject(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  const inverted = index === 1 ? invertedPlural(host, segment, next, segments.length, formal) : undefined;
  if (inverted !== undefined) return withRest(inverted[0], inverted[1], segments, index + 2, end, splitRest);
  // "…, und die, die hinter ihm gingen, bekamen Angst": the clauses before are split on their own.
  const afterClause =
    index > 1 && /^(?:und|aber)$/i.test(host[0]?.text ?? "") && hasFiniteVerb(segments[0] ?? []);
  const opening = index === 1 || afterClause ? sentenceOpeningPronoun(host) : undefined;
  if (opening === undefined || next === undefined || segment[0]?.text !== "die") return undefined;
  if (!/^(?:alle|die|diejenigen)$/.test(opening.pronoun) || !pluralVerb(next[0])) return undefined;
  if (afterClause) {
    const head = segments.slice(0, index - 1);
    const before = splitRest(head, ".") ?? [{ tokens: joinSegments(head), end: "." }];
    const tail = pluralSubject(segments.slice(index - 1), 1, end, formal, splitRest);
    return tail === undefined ? undefined : [...before, ...tail];
  }
  const these = opening.pronoun === "alle" ? [word("All"), word("diese")] : [word("Diese")];
  const main = [...these, word("Menschen"), ...next];
  return peopleThenMain(segment, opening.opener, main, segments, index, end, formal, splitRest);
}

/**
 * The people of the relative clause `segment` as sentences of their own ("Manche Menschen …"),
 * then `main` with the segments after the one that follows `index`.
 */
function peopleThenMain(
  segment: readonly Token[],
  opener: Token | undefined,
  main: Token[],
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const relative = peopleClause(segment, formal);
  if (relative === undefined) return undefined;
  const [first = [], ...more] = relative;
  const heads = [withOpener(opener, first), ...more].map((tokens) => ({ tokens, end: "." }));
  const [head, ...others] = withRest(
    heads.at(-1) ?? { tokens: [], end },
    main,
    segments,
    index + 2,
    end,
    splitRest,
  );
  return head === undefined ? undefined : [...heads.slice(0, -1), head, ...others];
}

/** Dative demonstratives at the start and the phrase that takes their place ("denen" -> "Diesen Menschen"). */
const FRONTED_DATIVES: Readonly<Record<string, string[]>> = {
  denen: ["Diesen"],
  denjenigen: ["Diesen"],
  allen: ["All", "diesen"],
};

/**
 * "Aber denjenigen, die ihn aufnahmen, gab er das Vorrecht …" -> "Aber manche Menschen nahmen ihn
 * auf." / "Diesen Menschen gab er das Vorrecht …": a dative demonstrative opens the sentence, the
 * relative pronoun "die" is the subject of a plural verb and the next segment goes on with the
 * finite verb of the main clause.
 */
function frontedDative(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  const opening = index === 1 ? sentenceOpeningPronoun(host) : undefined;
  const these = FRONTED_DATIVES[opening?.pronoun ?? ""];
  if (opening === undefined || these === undefined || next === undefined || segment[0]?.text !== "die")
    return undefined;
  if (!opensWithMainVerb(next) || end === "?") return undefined;
  const main = theseMenschen([], these, next);
  return peopleThenMain(segment, opening.opener, main, segments, index, end, formal, splitRest);
}

/**
 * "gab er …", "danken wir …": the next segment goes on with the main clause's finite verb, then its
 * subject when the verb may be an infinitive too; no clause of its own ("die nicht … geboren sind").
 */
function opensWithMainVerb(next: readonly Token[]): boolean {
  return (
    isFiniteVerbToken(next[0]) &&
    (!isNonFiniteVerb(next[0]) || SUBJECT_PRONOUNS.has(next[1]?.text.toLowerCase() ?? ""))
  );
}

/** The main clause with "(Diesen|All diese …) Menschen" in the demonstrative's place, after `lead`. */
function theseMenschen(lead: readonly Token[], these: readonly string[], next: readonly Token[]): Token[] {
  return [
    ...lead,
    ...these.map((text) => word(text)),
    word("Menschen"),
    { ...(next[0] as Token), space: true },
    ...next.slice(1),
  ];
}

/**
 * Plural demonstratives after a preposition and the words that take their place: the form keeps
 * the case the preposition gave it ("für die" -> "für diese Menschen", "mit denen" -> "mit diesen
 * Menschen", "für alle" -> "für all diese Menschen").
 */
const PREPOSITIONAL_PLURALS: Readonly<Record<string, string[]>> = {
  die: ["diese"],
  diejenigen: ["diese"],
  alle: ["all", "diese"],
  denen: ["diesen"],
  denjenigen: ["diesen"],
  allen: ["all", "diesen"],
};

/**
 * "Für die, die nicht glauben, ist er ein Stein." -> "Manche Menschen glauben nicht." / "Für diese
 * Menschen ist er ein Stein."; "Für alle, die einen Antrag stellen, gilt …" -> … / "Für all diese
 * Menschen gilt …": a preposition and a plural demonstrative open the sentence (perhaps after
 * "und"/"denn"), the relative pronoun "die" is the subject of a plural verb and the next segment
 * goes on with the finite verb of the main clause, as in frontedDative.
 */
function frontedPrepositional(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  if (index !== 1 || next === undefined || segment[0]?.text !== "die" || end.includes("?")) return undefined;
  const opener =
    host.length === 3 && LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? host[0] : undefined;
  const [preposition, pronoun] = opener === undefined ? host : host.slice(1);
  if (host.length !== (opener === undefined ? 2 : 3) || preposition === undefined || pronoun === undefined)
    return undefined;
  const these = PREPOSITIONAL_PLURALS[pronoun.text];
  if (these === undefined || !PREPOSITIONS.has(preposition.text.toLowerCase())) return undefined;
  if (!opensWithMainVerb(next) || !peopleOnlySubject(segment)) return undefined;
  const lead = { ...preposition, text: capitaliseFirst(preposition.text.toLowerCase()), space: false };
  const main = theseMenschen([lead], these, next);
  return peopleThenMain(segment, opener, main, segments, index, end, formal, splitRest);
}

/** Verbs that may be a copula or auxiliary: "die leer sind", "die bezahlt sind", "die Sie bestellt haben". */
const COPULA_OR_AUXILIARY: ReadonlySet<string> = new Set(["sein", "werden", "haben"]);

/** Determiners that do not open a nominative ("einen Antrag", "dem Chef", "des Amtes"). */
const NOT_NOMINATIVE_DETERMINER =
  /^(?:den|dem|des|\p{Ll}+(?:em|en)|eines|keines|meines|deines|seines|ihres|unseres|eures|dieses)$/u;

/**
 * "die nicht glauben": after a bare "für die"/"mit denen" only a person-like subject makes "Manche
 * Menschen" right. The relative pronoun must be the subject of a full verb ("die leer sind", "die
 * bezahlt sind" may mean things) and nothing else in the clause may be the subject ("die Sie
 * bestellt haben", "die die Kinder lieben": the pronoun is the object).
 */
function peopleOnlySubject(segment: readonly Token[]): boolean {
  const clause = readVerbFinal(segment.slice(1));
  if (clause === undefined || clause.readings.some((reading) => COPULA_OR_AUXILIARY.has(reading.lemma)))
    return false;
  const { middle, readings } = clause;
  return !middle.some((token, at) => {
    const agreement = SUBJECT_PRONOUNS.get(token.text.toLowerCase());
    if (agreement !== undefined) return agrees(readings, agreement);
    if (!isCapitalised(token.text)) return false;
    const nominative = nounReadings(token).filter((reading) => reading.cases.includes("nom"));
    if (!nominative.some((reading) => agrees(readings, [{ person: 3, number: reading.number }])))
      return false;
    // The phrase's first word: after a preposition or with a determiner of another case no subject.
    let first = at - 1;
    while (first >= 0 && at - first <= 3 && /^\p{Ll}/u.test(middle[first]?.text ?? "")) {
      const text = middle[first]?.text ?? "";
      if (DETERMINERS.has(text) || PREPOSITIONS.has(text) || COMMON_CONTRACTIONS.test(text)) break;
      first -= 1;
    }
    const opener = middle[first]?.text ?? "";
    const determiner = DETERMINERS.has(opener);
    const before = determiner ? (middle[first - 1]?.text ?? "") : opener;
    if (PREPOSITIONS.has(before) || COMMON_CONTRACTIONS.test(before)) return false;
    return !(determiner && NOT_NOMINATIVE_DETERMINER.test(opener));
  });
}

/**
 * "Dann werden die, die gerecht sind, aufleuchten." -> "Manche Menschen sind gerecht." / "Dann werden
 * diese Menschen aufleuchten.": an adverb or conjunction, a plural verb and "die" as its subject; the
 * next segment ends the clause without a finite verb of its own.
 */
function invertedPlural(
  host: readonly Token[],
  segment: readonly Token[],
  next: readonly Token[] | undefined,
  count: number,
  formal: boolean,
): [Clause, Token[]] | undefined {
  const [opener, verb, pronoun] = host;
  if (host.length !== 3 || opener === undefined || pronoun?.text !== "die" || next === undefined)
    return undefined;
  const lead = opener.text.toLowerCase();
  if (!(LEADING_ADVERBS.has(lead) || LEADING_CONJUNCTIONS.has(lead)) || !pluralVerb(verb)) return undefined;
  // "aufleuchten wie die Sonne": an infinitive may read as a finite plural too.
  const finite = next.some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token));
  if (count !== 3 || finite || segment[0]?.text !== "die") return undefined;
  const relative = peopleClause(segment, formal);
  if (relative === undefined || relative.length !== 1 || verb === undefined) return undefined;
  const [first = []] = relative;
  return [
    { tokens: [word("Manche"), ...first.slice(1)], end: "." },
    [opener, verb, word("diese"), word("Menschen"), ...next],
  ];
}

/**
 * "die ihn lieben" -> "manche Menschen lieben ihn": the plural pronoun as the subject of a plural
 * verb. Undefined when the clause has its own subject or the verb is not plural.
 */
function peopleClause(segment: readonly Token[], formal: boolean, some = "manche"): Token[][] | undefined {
  if (segment[0]?.text !== "die") return undefined;
  const relative = relativeToMain(word("Menschen"), segment, { some: true, formal });
  if (relative?.[0]?.text !== "manche" || relative[1]?.text !== "Menschen" || !pluralVerb(relative[2]))
    return undefined;
  // "die ihn lieben und seine Gebote halten" -> "Manche Menschen lieben ihn." / "Diese Menschen
  // halten seine Gebote." (not "Dann halten manche Menschen …": the same people).
  const conjuncts = coordinatedVerbFinal(segment.slice(1));
  const conjunction = Array.isArray(conjuncts) ? conjuncts[1]?.conjunction : undefined;
  const at = conjunction === undefined ? -1 : relative.indexOf(conjunction);
  const first = [word(some), ...relative.slice(1)];
  if (at < 0) return [first];
  return [first.slice(0, at), [word("Diese"), word("Menschen"), ...relative.slice(at + 1)]];
}

function pluralVerb(token: Token | undefined): boolean {
  return finiteReadings(token).some((reading) => reading.person === 3 && reading.number === "plural");
}

/** Demonstratives that can end a clause as an object: the form that replaces them. */
const PLURAL_DEMONSTRATIVES: Readonly<Record<string, string>> = {
  denen: "manchen",
  jenen: "manchen",
  denjenigen: "manchen",
  einigen: "einigen",
  vielen: "vielen",
  allen: "all diesen",
  die: "manche",
  jene: "manche",
  diejenigen: "manche",
  einige: "einige",
  viele: "viele",
  alle: "all diese",
};
const SINGULAR_DEMONSTRATIVES: Readonly<Record<string, string>> = {
  den: "ihn",
  denjenigen: "ihn",
  dem: "ihm",
  demjenigen: "ihm",
};

/** "denen", "allen", "dem" …: a demonstrative or quantifier a relative clause can refer to. */
function isDemonstrative(text: string): boolean {
  return PLURAL_DEMONSTRATIVES[text] !== undefined || SINGULAR_DEMONSTRATIVES[text] !== undefined;
}

/**
 * A demonstrative at the end of the clause before the relative clause, or before its closing verbs:
 * "Der treue Gott bewahrt den Bund denen, die ihn lieben." -> "Der treue Gott bewahrt den Bund
 * manchen Menschen." / "Diese Menschen lieben ihn." ("allen, die …": the people first, "all diesen
 * Menschen"); "Dann gehe ich zu dem, der mich gesandt hat." -> "Dann gehe ich zu ihm." / "Er hat mich
 * gesandt." (singular: a personal pronoun, only when the clause tells a fact, not a present-tense
 * rule as in "an dem, der ihn verehrt", and nothing else in the host could be "er"); "weil sie nicht
 * den kennen, der …" -> "… ihn nicht kennen". "die"/"jene"/"viele" only after a preposition.
 */
function trailingDemonstrative(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const whole = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  // "weil sie nicht den kennen, der …": the demonstrative before the verbs of a clause that ends.
  const atEnd = isDemonstrative(whole.at(-1)?.text ?? "");
  const cut = atEnd || next !== undefined ? whole.length : closingVerbsStart(whole);
  const host = whole.slice(0, cut);
  const verbs = whole.slice(cut);
  const demonstrative = host.at(-1)?.text ?? "";
  const before = host.at(-2);
  if (host.length < 2 || !hasFiniteVerb(whole) || !isDemonstrative(demonstrative)) return undefined;
  const afterPreposition = PREPOSITIONS.has(before?.text.toLowerCase() ?? "");
  const embedded = next !== undefined && (hasFiniteVerb(next.slice(0, 1)) || closesMainClause(host, next));
  if (next !== undefined && (!embedded || index + 2 !== segments.length)) return undefined;
  const plural = PLURAL_DEMONSTRATIVES[demonstrative];
  if (plural !== undefined && segment[0]?.text === "die") {
    // "die"/"jene"/"viele" … may be the subject; "denen"/"einigen" … are datives.
    if (!/n$/.test(demonstrative) && !afterPreposition) return undefined;
    // "alle": the people first ("Manche Menschen lieben mich." / "Ich gebe das all diesen Menschen.");
    // otherwise the host first, then what they do ("… bewahrt den Bund manchen Menschen." / "Diese
    // Menschen lieben ihn."), so pronouns in the relative clause follow what they refer to.
    const peopleFirst = /^all/.test(plural) || end === "?";
    const relative = peopleClause(segment, formal, peopleFirst ? "manche" : "diese");
    if (relative === undefined) return undefined;
    const dative = /n$/.test(plural);
    const referring = /^all/.test(plural) ? plural : dative ? "diesen" : "diese";
    const these = (peopleFirst ? referring : plural)
      .split(" ")
      .map((text, at) => (at === 0 ? { ...word(text), space: true } : word(text)));
    const hostTokens = [...host.slice(0, -1), ...these, word("Menschen"), ...verbs];
    const rest = [...segments.slice(0, index - 1), embedded ? [...hostTokens, ...(next ?? [])] : hostTokens];
    const people = relative.map((tokens) => ({ tokens, end: "." }));
    if (peopleFirst) return [...people, ...splitOrKeep(rest, end, splitRest)];
    const hostClauses = splitOrKeep(rest, ".", splitRest);
    const last = people.at(-1);
    return last === undefined ? undefined : [...hostClauses, ...people.slice(0, -1), { ...last, end }];
  }
  const singular = SINGULAR_DEMONSTRATIVES[demonstrative];
  if (singular === undefined || segment[0]?.text !== "der") return undefined;
  if (otherHe(host.slice(0, -1))) return undefined;
  const clause = relativeBody(segment);
  const rule =
    clause?.nonFinite.length === 0 && clause.readings.every((reading) => reading.tense === "praesens");
  if (clause === undefined || rule) return undefined;
  const relative = relativeToMain(word("Mann"), segment, { formal, personal: true });
  if (relative === undefined) return undefined;
  // "nicht den kennen" -> "ihn nicht kennen": the pronoun before the negation.
  const negated = before?.text === "nicht";
  const pronoun = { ...word(singular), space: true };
  const hostTokens = negated
    ? [...host.slice(0, -2), pronoun, { ...before, space: true }, ...verbs]
    : [...host.slice(0, -1), pronoun, ...verbs];
  const rest = [...segments.slice(0, index - 1), embedded ? [...hostTokens, ...(next ?? [])] : hostTokens];
  return [...splitOrKeep(rest, ".", splitRest), { tokens: relative, end }];
}

/**
 * "Diese Witwe hat mehr eingeworfen, als alle, die vor ihr etwas eingeworfen haben." -> "Manche
 * Menschen haben vor ihr etwas eingeworfen." / "Diese Witwe hat mehr eingeworfen als all diese
 * Menschen.": the last relative clause follows "als" + a plural demonstrative after a main clause;
 * the people come first, the comparison goes back to the end of the main clause.
 */
function comparedPeople(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [than, demonstrative, ...others] = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const main = segments[index - 2];
  if (index < 2 || index + 1 !== segments.length || end.includes("?") || others.length > 0) return undefined;
  const these = PLURAL_DEMONSTRATIVES[demonstrative?.text ?? ""];
  if (than?.text !== "als" || these === undefined || main === undefined || !hasFiniteVerb(main))
    return undefined;
  const relative = peopleClause(segment, formal);
  if (relative === undefined) return undefined;
  // "manche" -> "diese", "manchen" -> "diesen": the people the first sentences named.
  const referring = /^all/.test(these) ? these : these.endsWith("n") ? "diesen" : "diese";
  const compared = [
    { ...than, space: true },
    ...referring.split(" ").map((text) => word(text)),
    word("Menschen"),
  ];
  const rest = [...segments.slice(0, index - 2), [...main, ...compared]];
  return [...relative.map((tokens) => ({ tokens, end: "." })), ...splitOrKeep(rest, end, splitRest)];
}

/**
 * A word "er" could refer to besides the demonstrative: "er"/"ihn"/"ihm", a masculine singular
 * noun or an unknown name ("Gott hat den, der …" -> "Er …" would read as Gott).
 */
function otherHe(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    const lower = token.text.toLowerCase();
    if (/^(?:er|ihn|ihm|sein|seine|seinen|seinem|seiner|seines)$/.test(lower)) return true;
    if (token.kind !== "w" || !isCapitalised(token.text)) return false;
    const nouns = nounReadings(token);
    if (nouns.some((reading) => reading.number === "singular" && reading.gender === "m")) return true;
    if (
      index === 0 &&
      (FUNCTION_WORDS.has(lower) ||
        LEADING_CONJUNCTIONS.has(lower) ||
        finiteReadings({ ...token, text: lower }).length > 0 ||
        LEADING_ADVERBS.has(lower))
    )
      return false;
    return nouns.length === 0;
  });
}

/** The segments split on their own, or kept as one clause. */
function splitOrKeep(segments: Token[][], end: string, splitRest: SplitRest): Clause[] {
  return splitRest(segments, end) ?? [{ tokens: joinSegments(segments), end }];
}

/**
 * "Du bist es, der sie mit Huld krönen wird." -> "Du wirst sie mit Huld krönen."; "Viele sind es,
 * die diesen Weg gehen." -> "Viele gehen diesen Weg." The host is subject + "sein" + "es" (or
 * "Und dann seid ihr es"); the relative pronoun is the clause's subject and the verb takes the
 * subject's person and number.
 */
function cleftSentence(
  segments: readonly Token[][],
  index: number,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  // "Du bist es, der …", or a demonstrative as the predicate: "Der Mensch ist der, der das Wort hört."
  const last = host.at(-1)?.text ?? "";
  const predicate = /^(?:der|die)$/.test(last) && last === segment[0]?.text && end !== "?";
  if ((last !== "es" && !predicate) || !/^(?:der|die)$/.test(segment[0]?.text ?? "") || host.length < 3)
    return undefined;
  const clause = relativeBody(segment);
  const conjuncts = coordinatedVerbFinal(segment.slice(1), segment[0]?.text === "der" && predicate);
  // "der das Wort hört und versteht": a lone second verb shares the object, which the split loses.
  if (Array.isArray(conjuncts))
    return (conjuncts[1]?.clause.middle.length ?? 0) > 0
      ? coordinatedCleft(segments, index, end, splitRest)
      : undefined;
  if (clause === undefined || conjuncts !== undefined) return undefined;
  // "der" is the subject ("der sie krönen wird": "sie" is the object); "die" may be the object.
  const own = subjectAt(clause.middle, 0, false);
  const nominativeOnly = /^(?:ich|du|er|wir)$/i.test(clause.middle[0]?.text ?? "");
  const ownSubject = own !== undefined && agrees(clause.readings, own.agreements);
  if (ownSubject && (segment[0]?.text === "die" || nominativeOnly)) return undefined;
  // Subject + sein + es ("Viele sind es"), or … sein + subject pronoun + es ("dann seid ihr es").
  const verbAt = host.length - 2;
  const inverted = !predicate && !isSein(host[verbAt]) && isSein(host[verbAt - 1]);
  const seinAt = inverted ? verbAt - 1 : verbAt;
  if (!isSein(host[seinAt])) return undefined;
  const subjectTokens = inverted ? host.slice(verbAt, verbAt + 1) : subjectBefore(host, seinAt);
  if (subjectTokens === undefined) return undefined;
  const agreements = inverted
    ? SUBJECT_PRONOUNS.get(subjectTokens[0]?.text ?? "")
    : (subjectAt(subjectTokens, 0, false)?.agreements ?? quantifierOrNoun(subjectTokens));
  const seinReadings = finiteReadings(host[seinAt]).filter((reading) =>
    (agreements ?? []).some(
      (agreement) => agreement.person === reading.person && agreement.number === reading.number,
    ),
  );
  const person = seinReadings[0];
  if (agreements === undefined || person === undefined) return undefined;
  const reading = clause.readings.find((candidate) => candidate.tense === person.tense) ?? clause.readings[0];
  const form = reading && finiteFormOf(reading.lemma, reading.tense, person.person, person.number);
  if (reading === undefined || form === undefined) return undefined;
  const [verb = "", particle] = form.split(" ");
  const finite = { ...clause.finite, text: verb };
  const particleTokens = particle === undefined ? [] : [word(particle)];
  if (clause.particle !== undefined && particle === undefined) return undefined;
  const tail = [...particleTokens, ...clause.nonFinite];
  const prefix = host.slice(0, inverted ? seinAt : 0);
  const main = inverted
    ? [...prefix, finite, ...subjectTokens, ...clause.middle, ...tail]
    : [...subjectTokens, finite, ...clause.middle, ...tail];
  const rest = [main, ...segments.slice(index + 1)];
  if (rest.length === 1) return [{ tokens: main, end }];
  return splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }];
}

/**
 * "Wer ist dieser, der Gott lästert?" -> "Dieser lästert Gott." / "Wer ist dieser?"; "Wer ist der,
 * der mich berührt hat?" -> "Jemand hat mich berührt." / "Wer ist das?". The question asks who the
 * one is that the clause tells of, so the clause is stated first. Only "wer" + ist/war (+ denn) +
 * dieser/jener/der (feminine: diese/jene/die), a relative clause whose pronoun is its subject, and
 * nothing after it.
 */
function whoIsThat(segments: readonly Token[][], index: number, end: string): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  if (index !== 1 || segments.length !== 2 || end !== "?") return undefined;
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const words = host.slice(start).filter((token) => token.text !== "denn");
  const [who, sein, pointer] = words;
  if (words.length !== 3 || who?.text.toLowerCase() !== "wer" || !/^(?:ist|war)$/.test(sein?.text ?? ""))
    return undefined;
  const feminine = /^(?:diese|jene|die)$/.test(pointer?.text ?? "");
  if (!feminine && !/^(?:dieser|jener|der)$/.test(pointer?.text ?? "")) return undefined;
  if (segment[0]?.text !== (feminine ? "die" : "der")) return undefined;
  const standIn = feminine ? "Frau" : "Mann";
  if (segment.some((token) => token.text === standIn)) return undefined;
  const content = relativeToMain(word(standIn), segment, { subjectPronoun: true });
  // The pronoun is the subject: "Der Mann lästert Gott" -> "Dieser lästert Gott".
  if (content?.[1]?.text !== standIn || !isFiniteVerbToken(content[2])) return undefined;
  const plain = /^(?:der|die)$/.test(pointer?.text ?? "");
  const subject = plain ? "Jemand" : capitalised(pointer?.text ?? "");
  const statement = [word(subject), ...content.slice(2)];
  const question = plain
    ? host.map((token) => (token === pointer ? { ...token, text: "das" } : token))
    : host;
  return [
    { tokens: start === 1 ? withOpener(host[0], statement) : statement, end: "." },
    {
      tokens:
        start === 1
          ? question
              .slice(1)
              .map((token, at) => (at === 0 ? { ...token, text: capitalised(token.text) } : token))
          : question,
      end,
    },
  ];
}

/**
 * The pronouns that may stand first in "X ist es, den …", with the sein forms that agree, the
 * relative pronouns that may refer to them and their accusative and dative forms.
 */
const CLEFT_PRONOUNS: Readonly<
  Record<string, { sein: RegExp; relatives: RegExp; akk: string; dat: string }>
> = {
  er: { sein: /^(?:ist|war)$/, relatives: /^(?:den|dem)$/, akk: "ihn", dat: "ihm" },
  dieser: { sein: /^(?:ist|war)$/, relatives: /^(?:den|dem)$/, akk: "diesen", dat: "diesem" },
  jener: { sein: /^(?:ist|war)$/, relatives: /^(?:den|dem)$/, akk: "jenen", dat: "jenem" },
  der: { sein: /^(?:ist|war)$/, relatives: /^(?:den|dem)$/, akk: "den", dat: "dem" },
  du: { sein: /^(?:bist|warst)$/, relatives: /^(?:den|dem|die)$/, akk: "dich", dat: "dir" },
  ich: { sein: /^(?:bin|war)$/, relatives: /^(?:den|dem|die)$/, akk: "mich", dat: "mir" },
  wir: { sein: /^(?:sind|waren)$/, relatives: /^(?:die|denen)$/, akk: "uns", dat: "uns" },
  ihr: { sein: /^(?:seid|wart)$/, relatives: /^(?:die|denen)$/, akk: "euch", dat: "euch" },
};

/** The stand-in noun for each relative pronoun of an object cleft, replaced by the pronoun later. */
const CLEFT_STAND_IN: Readonly<Record<string, string>> = {
  den: "Mann",
  dem: "Mann",
  die: "Menschen",
  denen: "Menschen",
};

/**
 * "Dieser ist es, über den ich gesagt habe:" -> "Über diesen habe ich gesagt:"; "Der hier ist es,
 * den ich meinte." -> "Ich meinte den hier."; "Du bist es, den ich suche." -> "Ich suche dich." A
 * cleft whose relative pronoun is an object (also after a preposition): the clause as a main
 * clause with the host's pronoun in the relative pronoun's case. Only a personal or demonstrative
 * pronoun (perhaps with "hier"/"da"/"dort") + an agreeing form of sein + "es", no negation, not a
 * question; the pronoun must not be the subject ("der"/"die" alone go to cleftSentence).
 */
function objectCleft(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  // Also the demonstrative "der" as the predicate: "Er ist der, den sie töten wollen." -> "Sie wollen
  // ihn töten." (the pronoun then masculine: "den"/"dem" only, checked below).
  const predicate = host.at(-1)?.text === "der";
  if (index !== 1 || end.includes("?") || (host.at(-1)?.text !== "es" && !predicate)) return undefined;
  // "Der ist es, dem ich vertraue, und kein anderer": a verbless tail goes on with the focus.
  const next = segments[index + 1];
  if (next !== undefined && !hasFiniteVerb(next)) return undefined;
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const [pronounToken, second, third] = host.slice(start, -1);
  const pointer = second !== undefined && /^(?:hier|da|dort)$/.test(second.text) ? second : undefined;
  const sein = pointer === undefined ? second : third;
  if (host.length - start !== (pointer === undefined ? 3 : 4) || pronounToken === undefined) return undefined;
  const pronoun = pronounToken.text.toLowerCase();
  const forms = CLEFT_PRONOUNS[pronoun];
  if (forms === undefined || !forms.sein.test(sein?.text ?? "")) return undefined;
  // "Ich hier" / "Er da": only a demonstrative takes the pointing adverb.
  if (pointer !== undefined && !/^(?:der|dieser|jener)$/.test(pronoun)) return undefined;
  const relative = relativeStart(segment);
  if (relative === undefined || !forms.relatives.test(relative.pronoun)) return undefined;
  if (predicate && !/^(?:den|dem)$/.test(relative.pronoun)) return undefined;
  const standIn = CLEFT_STAND_IN[relative.pronoun];
  if (standIn === undefined || segment.some((token) => token.text === standIn)) return undefined;
  const content = relativeToMain(word(standIn), segment, { formal });
  const at = content?.findIndex((token) => token.text === standIn) ?? -1;
  const article = content?.[at - 1];
  if (content === undefined || at < 1 || article === undefined) return undefined;
  // The pronoun is an object: "den"/"dem"/"denen" -> accusative or dative; "die" only with a
  // subject of its own in the clause (the repeated phrase is not the clause's first word).
  const dative = /^(?:dem|den)$/i.test(article.text) && relative.pronoun !== "den";
  if (relative.pronoun === "die" && !/^die$/i.test(article.text)) return undefined;
  if (relative.pronoun === "die" && at - 1 === (relative.preposition === undefined ? 0 : 1)) return undefined;
  const text = dative ? forms.dat : forms.akk;
  const first = at - 1 === 0;
  const replacement = [
    { ...word(first ? capitalised(text) : text), space: article.space },
    ...(pointer === undefined ? [] : [{ ...pointer, space: true }]),
  ];
  const main = content.toSpliced(at - 1, 2, ...replacement);
  const tokens = start === 1 ? withOpener(host[0], main) : main;
  const rest = [tokens, ...segments.slice(index + 1)];
  if (rest.length === 1) return [{ tokens, end }];
  return splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Es ist mein Vater, der mich preist." -> "Mein Vater preist mich.": "es" + "sein" + a definite
 * noun phrase that ends the host, and a relative clause of which the pronoun is the subject. The
 * phrase becomes the subject as it stands. Not an indefinite phrase ("Es ist ein Hund, der bellt."
 * may say what "es" is) and only when the clause ends the sentence.
 */
function itIsCleft(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  if (index !== 1 || segments.length !== 2 || end === "?") return undefined;
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const [it, verb, determiner] = host.slice(start);
  const phrase = host.slice(start + 2);
  if (it?.text.toLowerCase() !== "es" || !isSein(verb) || !DEFINITE_DETERMINER.test(determiner?.text ?? ""))
    return undefined;
  if (subjectAt(phrase, 0, formal)?.end !== phrase.length) return undefined;
  const noun = phrase.at(-1);
  // "Es ist die erste Sonde, die …", "die einzige Art, die …": the clause picks it out.
  if (quantifiedAntecedent(host, noun, true)) return undefined;
  const relative = relativeToMain(noun, segment, { formal });
  // The pronoun is the subject: the clause starts with the repeated phrase "der Vater" + its verb.
  const [article, repeated, ...rest] = relative ?? [];
  if (!/^(?:der|die|das)$/i.test(article?.text ?? "") || repeated?.text !== noun?.text) return undefined;
  if (!isFiniteVerbToken(rest[0]) || segment[0]?.text !== article?.text.toLowerCase()) return undefined;
  const main = [...phrase, ...rest];
  return [{ tokens: start === 1 ? withOpener(host[0], main) : main, end }];
}

/**
 * "Der Mensch aber ist der, der das Wort hört und versteht." -> "Der Mensch aber hört das Wort und
 * versteht.": a third-person singular subject + "ist der", and a relative clause of two verbs with
 * "der" as the subject of both (the verbs keep their form). Undefined otherwise.
 */
function coordinatedCleft(
  segments: readonly Token[][],
  index: number,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const seinAt = host.length - 2;
  if (host.at(-1)?.text !== "der" || segment[0]?.text !== "der" || !isSein(host[seinAt])) return undefined;
  const subject = subjectBefore(host, seinAt);
  const agreements =
    subject === undefined
      ? undefined
      : subjectAt(
          subject,
          subject[0] !== undefined && LEADING_CONJUNCTIONS.has(subject[0].text.toLowerCase()) ? 1 : 0,
          false,
        )?.agreements;
  const singular = finiteReadings(host[seinAt]).some(
    (reading) => reading.person === 3 && reading.number === "singular",
  );
  if (
    subject === undefined ||
    !singular ||
    !agreements?.some((agreement) => agreement.person === 3 && agreement.number === "singular")
  )
    return undefined;
  const relative = relativeToMain(word("Mann"), segment, { subjectPronoun: true });
  if (relative?.[0]?.text !== "der" || relative[1]?.text !== "Mann") return undefined;
  const main = [...subject, ...relative.slice(2)];
  const rest = [main, ...segments.slice(index + 1)];
  if (rest.length === 1) return [{ tokens: main, end }];
  return splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }];
}

/** The verb-final clause after the relative pronoun, also a lone verb ("der sagte" -> "sagte"). */
function relativeBody(segment: readonly Token[]): VerbFinal | undefined {
  const clause = readVerbFinal(segment);
  return clause === undefined ? undefined : { ...clause, middle: clause.middle.slice(1) };
}

/** "es gab einen" -> "einer"; the quantifier that becomes the subject, with its noun for relativeToMain. */
const EXISTING: Readonly<Record<string, { subject: string; noun: string }>> = {
  einen: { subject: "einer", noun: "Mann" },
  viele: { subject: "viele", noun: "Menschen" },
  einige: { subject: "einige", noun: "Menschen" },
  wenige: { subject: "wenige", noun: "Menschen" },
};

/**
 * "Es gab aber einen, der Barabbas genannt wurde." -> "Aber einer wurde Barabbas genannt."; "Denn
 * es waren viele, die kamen und gingen." -> "Denn viele kamen und gingen." The host is "es" + a form
 * of geben/sein + the quantifier (with "aber"/"nämlich"); the pronoun is the relative clause's subject.
 */
function existential(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const [it, verb, ...more] = host.slice(start);
  const quantifier = more.at(-1);
  const particles = more.slice(0, -1);
  const existing = EXISTING[quantifier?.text ?? ""];
  if (
    it?.text.toLowerCase() !== "es" ||
    existing === undefined ||
    !/^(?:gibt|gab|war|waren|ist|sind)$/.test(verb?.text ?? "")
  )
    return undefined;
  if (particles.some((particle) => !/^(?:aber|nämlich)$/.test(particle.text)) || segment.length < 2)
    return undefined;
  const relative = relativeToMain(word(existing.noun), segment, { formal });
  if (
    relative === undefined ||
    relative[1]?.text !== existing.noun ||
    !/^(?:der|die)$/.test(relative[0]?.text ?? "")
  )
    return undefined;
  const but = particles.some((particle) => particle.text === "aber") && start === 0 ? [word("Aber")] : [];
  const opener = start === 1 ? host.slice(0, 1) : but;
  const main = withOpener(opener[0], [word(existing.subject), ...relative.slice(2)]);
  const rest = [main, ...segments.slice(index + 1)];
  if (index !== 1) return undefined;
  if (rest.length === 1) return [{ tokens: main, end }];
  return splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }];
}

function isSein(token: Token | undefined): boolean {
  return finiteReadings(token).some((reading) => reading.lemma === "sein");
}

/** "Nur wenige" -> 3rd person plural; "Gott" -> singular, from the last noun's nominative readings. */
function quantifierOrNoun(subject: readonly Token[]): Agreement[] {
  if (/^(?:viele|wenige|einige)$/i.test(subject.at(-1)?.text ?? "")) return [{ person: 3, number: "plural" }];
  const nouns = subject.filter((token) => !/^(?:aber|nun|also)$/.test(token.text));
  return nounAgreements(nouns.at(-1));
}

/** "Gott" -> 3rd person singular, from the noun's nominative readings. */
function nounAgreements(token: Token | undefined): Agreement[] {
  return nounReadings(token)
    .filter((reading) => reading.cases.includes("nom"))
    .map((reading) => ({ person: 3 as const, number: reading.number }));
}

/** The subject that fills the host up to "sein" ("Viele", "Nur wenige", "Und Gott"). */
function subjectBefore(host: readonly Token[], seinAt: number): Token[] | undefined {
  const start = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const subject = host.slice(start, seinAt);
  if (subject.length === 0) return undefined;
  const known = subjectAt(subject, 0, false);
  // "Der Mensch aber ist …": a particle after the subject stays with it.
  const particle = /^(?:aber|nun|also)$/.test(subject.at(-1)?.text ?? "") ? 1 : 0;
  if (known !== undefined && known.end === subject.length - particle) return host.slice(0, seinAt);
  // "Gott", "Petrus": one noun or name.
  if (subject.length === 1 && nounReadings(subject[0]).some((reading) => reading.cases.includes("nom")))
    return host.slice(0, seinAt);
  // "Viele", "Nur wenige": a quantifier as the whole subject (plural).
  if (/^(?:nur )?(?:viele|wenige|einige)$/i.test(subject.map((token) => token.text).join(" ")))
    return host.slice(0, seinAt);
  return undefined;
}

/**
 * A "wer" clause and its main clause among three or more comma segments: "Wer im Geringsten
 * verlässlich ist, ist auch im Großen verlässlich, und wer …, ist …" -> each pair as in genericWer,
 * the segments before and after split on their own. Undefined when no pair fits.
 */
export function genericWerAmong(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (segments.length < 3 || end === "?") return undefined;
  for (let index = 0; index + 1 < segments.length; index += 1) {
    const segment = segments[index] ?? [];
    const opener = LEADING_CONJUNCTIONS.has(segment[0]?.text.toLowerCase() ?? "") ? segment[0] : undefined;
    const clause = opener === undefined ? segment : segment.slice(1);
    if (clause[0]?.text.toLowerCase() !== "wer" || (index > 0 && opener === undefined)) continue;
    const last = index + 2 === segments.length;
    const pair = genericWer(clause, segments[index + 1] ?? [], last ? end : ".");
    const [condition, main] = pair ?? [];
    if (condition === undefined || main === undefined) return undefined;
    const head = segments.slice(0, index);
    const before =
      head.length === 0 ? [] : (splitRest(head, ".") ?? [{ tokens: joinSegments(head), end: "." }]);
    const after = withRest(
      { tokens: withOpener(opener, condition.tokens), end: "." },
      main.tokens,
      segments,
      index + 2,
      end,
      splitRest,
    );
    return [...before, ...after];
  }
  return undefined;
}

/**
 * "Wer mich hasst, hasst auch meinen Vater." -> "Vielleicht hasst jemand mich." / "Dann hasst er
 * auch meinen Vater." The wer clause must end in a present or past 3rd-person singular verb with no
 * other verb inside; the main clause starts with its finite verb (or "der" + verb) in the
 * indicative, or a jussive: "Wer hören kann, der höre." -> … / "Dann soll er hören."
 */
export function genericWer(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  if (end === "?") return undefined;
  // "Wer die Kosten trägt, ist noch unklar.": the clause asks (split-question.ts).
  if (leadingQuestion(first, second, end) !== undefined) return undefined;
  const condition = werCondition(first);
  if (condition === undefined) return undefined;
  const main = second[0]?.text === "der" ? second.slice(1) : second;
  const verb = main[0];
  const readings = finiteReadings(verb);
  const indicative = readings.some(
    (reading) =>
      reading.person === 3 &&
      reading.number === "singular" &&
      (reading.tense === "praesens" || reading.tense === "praeteritum"),
  );
  const wish = indicative ? undefined : jussive(main);
  if (verb === undefined || (!indicative && wish === undefined)) return undefined;
  // "Wer den Anschlag gemacht hat, weiß man nicht.": a subject after the verb makes "wer" a question.
  const after = main[1]?.text.toLowerCase() ?? "";
  if (/^(?:man|ich|du|wir|ihr|er)$/.test(after)) return undefined;
  const then =
    wish === undefined
      ? [word("Dann"), { ...verb, space: true }, word("er"), ...main.slice(1)]
      : [word("Dann"), word("soll"), word("er"), ...wish];
  return [
    { tokens: condition, end: "." },
    { tokens: then, end },
  ];
}

/**
 * The "wer" clause `first` as a condition with "jemand": "wer mich hasst" -> "Vielleicht hasst
 * jemand mich". Its verbs must be 3rd-person singular with no other verb inside; undefined otherwise.
 */
export function werCondition(first: readonly Token[]): Token[] | undefined {
  // "Wer auch immer …": whoever, no "jemand" (see concessive).
  if (first[0]?.text.toLowerCase() !== "wer" || concessive(first, 1)) return undefined;
  // "Wer nicht lesen kann oder … beeinträchtigt ist": two verb-final clauses, "wer" the subject of
  // both; a nominative only, so "die Hand" in "wer die Hand … gelegt hat und sich umsieht" is an object.
  const coordinated = coordinatedVerbFinal(first.slice(1), "nominative");
  if (coordinated === "unsure") return undefined;
  const single = coordinated === undefined ? relativeBody(first) : undefined;
  const conjuncts =
    coordinated ?? (single === undefined ? undefined : [{ conjunction: undefined, clause: single }]);
  if (conjuncts === undefined) return undefined;
  const singular = (clause: VerbFinal) =>
    clause.readings.some(
      (reading) => reading.person === 3 && reading.number === "singular" && reading.tense !== "konjunktiv1",
    );
  // "und"/"oder" between words inside one clause ("vorsätzlich oder fahrlässig") stays; a finite
  // verb, another "wer" or "sondern" inside is a clause the reading missed.
  const inner = (clause: VerbFinal) =>
    clause.middle.some(
      (token, at) =>
        finiteReadings(token).length > 0 ||
        /^(?:wer|sondern)$/.test(token.text) ||
        (/^(?:und|oder)$/.test(token.text) && (at === 0 || at === clause.middle.length - 1)),
    );
  if (conjuncts.some(({ clause }) => !singular(clause) || inner(clause))) return undefined;
  // "Wer aber/nämlich …": the discourse particle is dropped with the clause structure.
  const [head, ...others] = conjuncts;
  if (head === undefined) return undefined;
  const middle = head.clause.middle.filter((token) => !/^(?:aber|nämlich|also|nun|doch)$/.test(token.text));
  const [finite, ...rest] = coordinatedMain([{ ...head, clause: { ...head.clause, middle } }, ...others]);
  if (finite === undefined) return undefined;
  return [word("Vielleicht"), finite, word("jemand"), ...rest];
}

/** Verbs (lemmas) of a main clause whose subject a trailing "wer" clause can be ("Einkaufen darf, wer …"). */
const TRAILING_WER_VERBS: ReadonlySet<string> = new Set([
  "dürfen",
  "können",
  "müssen",
  "haben",
  "bekommen",
  "erhalten",
]);
/** With "ist": states a "wer" clause can have ("Berechtigt ist, wer …"; not "Unklar ist, wer …", a question). */
const TRAILING_WER_STATES =
  /^(?:\p{L}*berechtigt|\p{L}*pflichtig|verpflichtet|befreit|ausgeschlossen|willkommen)$/iu;

/**
 * The main clause first and the "wer" clause as its subject after it, as office pages word who
 * may do something: "Einkaufen darf, wer in Rosenau wohnt." -> "Vielleicht wohnt jemand in
 * Rosenau." / "Dann darf er einkaufen."; "Berechtigt ist, wer …" -> "… / Dann ist er berechtigt."
 * The first segment must end with its finite verb (a modal, haben, bekommen, erhalten, or "ist"
 * after one of a few states); then as in genericWer. Not for "Unklar ist, wer …" or
 * "Mich interessiert, wer …" (the clause asks).
 */
export function trailingWer(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (second[0]?.text !== "wer" || first.length < 2 || end === "?") return undefined;
  // "Mitkommen darf, wer will.": a bare modal ("Vielleicht will jemand.") loses what is wanted;
  // "Hilfe bekommt, wer sie braucht.": put first, "sie" would point forward to "Hilfe".
  const whoVerb = second.at(-1);
  if (
    finiteReadings(whoVerb).some((reading) => MODAL_VERBS.includes(reading.lemma)) &&
    !second.slice(1, -1).some((token) => isNonFiniteVerb(token))
  )
    return undefined;
  if (second.slice(1).some((token) => THIRD_PERSON_PRONOUN.test(token.text))) return undefined;
  // "Einen Ausweis kann erhalten, wer …": a modal before its infinitive; the infinitive goes last.
  const modalFirst =
    first.length >= 3 &&
    infinitiveLemmas(first.at(-1)).length > 0 &&
    finiteReadings(first.at(-2)).some((reading) => MODAL_VERBS.includes(reading.lemma));
  const infinitiveLast = modalFirst ? first.slice(-1) : [];
  const verb = first.at(modalFirst ? -2 : -1);
  const before = first.slice(0, modalFirst ? -2 : -1);
  // The first word may read as a verb too ("Berechtigt", "Einkaufen"); no other verb after it.
  const otherVerb = (token: Token, index: number) =>
    index > 0 && !isCapitalised(token.text) && isFiniteVerbToken(token);
  if (verb === undefined || before.some((token, index) => token.kind === "p" || otherVerb(token, index)))
    return undefined;
  const readings = finiteReadings(verb).filter(
    (reading) => reading.person === 3 && reading.number === "singular" && reading.tense === "praesens",
  );
  const state = readings.some((reading) => reading.lemma === "sein") && before.length === 1;
  if (!readings.some((reading) => TRAILING_WER_VERBS.has(reading.lemma)) && !state) return undefined;
  if (state && !TRAILING_WER_STATES.test(before[0]?.text ?? "")) return undefined;
  // "Einkaufen darf" -> "darf einkaufen": the infinitive of a modal is no noun; "Anspruch … hat"
  // keeps the noun's capital.
  const [head, ...rest] = before;
  if (head === undefined) return undefined;
  const infinitive = rest.length === 0 && infinitiveLemmas(word(head.text.toLowerCase())).length > 0;
  const lowered = infinitive || state ? head.text.toLowerCase() : trueCaseInitial(head.text, formal);
  // "Einkaufen kann erhalten" is no main clause: a modal's infinitive first stands alone.
  if (modalFirst && infinitive) return undefined;
  const main = [
    { ...verb, text: verb.text.toLowerCase() },
    { ...head, text: lowered, space: true },
    ...rest,
    ...infinitiveLast,
  ];
  return genericWer(second, main, end);
}

/**
 * A main clause with a jussive verb first ("der höre!", "stehle nicht mehr", "stehe auf"): a verb
 * whose third person singular is Konjunktiv I alone. The rest with the infinitive last ("nicht
 * mehr stehlen", "aufstehen"), for "Dann soll er …"; undefined otherwise.
 */
function jussive(main: readonly Token[]): Token[] | undefined {
  const readings = finiteReadings(main[0]).filter((reading) => reading.person === 3);
  const lemmas = new Set(readings.map((reading) => `${reading.particle ?? ""}${reading.lemma}`));
  const [lemma] = lemmas;
  if (lemma === undefined || lemmas.size > 1 || readings.some((reading) => reading.tense !== "konjunktiv1"))
    return undefined;
  if (
    main.slice(1).some((token) => token.kind === "p" || (isFiniteVerbToken(token) && !isNonFiniteVerb(token)))
  )
    return undefined;
  // "stehe morgen früher auf" -> "morgen früher aufstehen".
  const last = main.at(-1);
  const particle = main.length > 1 && last !== undefined && PARTICLES.has(last.text);
  const infinitive = particle ? `${last.text}${lemma}` : lemma;
  return [...main.slice(1, particle ? -1 : undefined), word(infinitive)];
}

/**
 * A free relative clause with "was" at the start of the sentence, or after "alles"/"das" there:
 * "Was Gott vereint hat, das soll der Mensch nicht trennen." -> "Gott hat etwas vereint." / "Das
 * soll der Mensch nicht trennen."; "Alles, was auf der Erde ist, wird umkommen." -> "Etwas ist auf
 * der Erde." / "Das alles wird umkommen." Undefined when unsure.
 */
export function freeRelative(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (end === "?") return askedAboutThat(segments, end, formal);
  if (segments.length < 2) return undefined;
  const [first = [], second = [], third] = segments;
  const leading = sentenceOpeningPronoun(first);
  const opener = LEADING_CONJUNCTIONS.has(first[0]?.text.toLowerCase() ?? "") ? first[0] : undefined;
  // "Was mit dem Geld passiert, entscheidet das Gericht.": the clause asks (split-question.ts).
  if (segments.length === 2 && opener === undefined && leadingQuestion(first, second, end) !== undefined)
    return undefined;
  // "Was …, das …" / "Denn was …, das …"
  const clause = wasClauseToMain(opener === undefined ? first : first.slice(1), formal);
  if (clause !== undefined) {
    const main = thatMain(second, [word("Das")]);
    if (main === undefined) return undefined;
    return withRest({ tokens: withOpener(opener, clause), end: "." }, main, segments, 2, end, splitRest);
  }
  // "Mit dem, was Sie geschickt haben, können wir …" -> "Sie haben etwas geschickt." / "Damit können wir …"
  const fronted = frontedPreposition(first, second, third, formal);
  if (fronted !== undefined)
    return withRest({ tokens: fronted.content, end: "." }, fronted.main, segments, 3, end, splitRest);
  // "Er tat etwas, was niemand erwartet hatte." -> "Er tat etwas." / "Das hatte niemand erwartet."
  const something = segments.length === 2 ? somethingThat(first, second, end) : undefined;
  if (something !== undefined) return something;
  // "Achtet auf das, was ihr hört!" -> "Ihr hört etwas." / "Achtet auf das!"
  const object = objectThat(first, second, third, end, formal);
  if (object !== undefined && segments.length <= 3) return object;
  // "Alles, was …, V …" / "Das, was …, V …"; after a main clause only with a conjunction ("…,
  // denn alles, was ich gehört habe, habe ich …").
  if (leading !== undefined && third !== undefined)
    return allThat(leading, second, third, { segments, from: 3, end, splitRest }, formal);
  for (let index = 2; index + 1 < segments.length; index += 1) {
    const opening = sentenceOpeningPronoun(segments[index - 1] ?? []);
    const before = segments[index - 2] ?? [];
    if (opening?.opener === undefined || !hasFiniteVerb(before) || segments[index]?.[0]?.text !== "was")
      continue;
    const rest = { segments, from: index + 2, end, splitRest };
    const tail = allThat(opening, segments[index] ?? [], segments[index + 1] ?? [], rest, formal);
    if (tail === undefined) return undefined;
    const head = segments.slice(0, index - 1);
    return [...(splitRest(head, ".") ?? [{ tokens: joinSegments(head), end: "." }]), ...tail];
  }
  return undefined;
}

const W_QUESTION = /^(?:was|wer|wen|wem|wie|warum|wieso|weshalb|wozu|woher|wohin|wo|wann)$/i;

/**
 * A w-question that ends in "das", then a "was" clause naming it: the content first with
 * "etwas", then the question: "Was ist das, was ich von dir höre?" -> "Ich höre etwas von dir." /
 * "Was ist das?"; "Warum tut ihr das, was verboten ist?" -> "Etwas ist verboten." / "Warum tut ihr
 * das?". Only two segments, the question opening with its w-word and a finite verb.
 */
function askedAboutThat(segments: readonly Token[][], end: string, formal: boolean): Clause[] | undefined {
  const [question = [], clause = []] = segments;
  if (segments.length !== 2 || question.at(-1)?.text !== "das" || clause[0]?.text !== "was") return undefined;
  if (!W_QUESTION.test(question[0]?.text ?? "") || !isFiniteVerbToken(question[1])) return undefined;
  const content = wasClauseToMain(clause, formal);
  if (content === undefined) return undefined;
  return [
    { tokens: content, end: "." },
    { tokens: [...question], end },
  ];
}

/**
 * "alles"/"das" ending a main clause, then a "was" clause (and perhaps the rest of the main clause:
 * "Dann klopfte sie das, was sie gesammelt hatte, aus.") -> the content first with "etwas", then the
 * main clause with "das alles"/"das": "Verkaufe alles, was du hast." -> "Du hast etwas." /
 * "Verkaufe das alles."
 */
function objectThat(
  host: readonly Token[],
  clause: readonly Token[],
  closing: readonly Token[] | undefined,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const at = host.length - 1 - closedAfterPronoun(host, closing);
  const last = host[at];
  // "für das, was …" -> "dafür", "von dem, was …" / "vom, was …" -> "davon".
  const adverb = last?.text === "vom" ? pronominalAdverb("vom") : pronominalAdverb(host[at - 1]?.text ?? "");
  // "bei allem, was …" -> "bei all dem": the dative after a preposition.
  const allDative = last?.text === "allem" && PREPOSITIONS.has(host[at - 1]?.text ?? "");
  const pointer =
    last !== undefined &&
    (/^(?:alles|das)$/.test(last.text) ||
      allDative ||
      (/^(?:dem|vom)$/.test(last.text) && adverb !== undefined));
  if (last === undefined || !pointer || at < 1 || !hasFiniteVerb(host)) return undefined;
  // "Das ist alles, was ich habe.": "alles" as the predicate of "sein" would give "Das ist das alles."
  if (last.text === "alles" && at === host.length - 1 && host.some(isSein) && !host.some(isNonFiniteVerb))
    return undefined;
  // "…, aufgegeben und sind dir nachgefolgt": the closing verbs, then a second clause with the
  // same subject after "und" (split later on its own).
  const join = closing?.findIndex((token) => token.text === "und") ?? -1;
  const closes =
    join > 0 && closing !== undefined
      ? closesMainClause(host, closing.slice(0, join)) && isFiniteVerbToken(closing[join + 1])
      : closing === undefined || closesMainClause(host, closing);
  if (!closes) return undefined;
  // "Er verkaufte alles, was im Haus war." -> "Er verkaufte alles im Haus."
  const place = last.text === "alles" ? placeOfAll(clause) : undefined;
  if (place !== undefined)
    return [{ tokens: [...host.slice(0, at + 1), ...place, ...host.slice(at + 1), ...(closing ?? [])], end }];
  const content = wasClauseToMain(clause, formal, last.text === "alles" || allDative);
  if (content === undefined) return undefined;
  const that =
    last.text === "alles"
      ? [{ ...word("das"), space: last.space }, word("alles")]
      : allDative
        ? [{ ...word("all"), space: last.space }, word("dem")]
        : [last];
  if (last.text !== "alles" && !allDative && adverb !== undefined) {
    const from = last.text === "vom" ? at : at - 1;
    const opener = host[from] as Token;
    const text = from === 0 ? `${adverb.charAt(0).toUpperCase()}${adverb.slice(1)}` : adverb;
    const main = [
      ...host.slice(0, from),
      { ...word(text), space: opener.space },
      ...host.slice(at + 1),
      ...(closing ?? []),
    ];
    return [
      { tokens: content, end: "." },
      { tokens: main, end },
    ];
  }
  const main = [...host.slice(0, at), ...that, ...host.slice(at + 1), ...(closing ?? [])];
  return [
    { tokens: content, end: "." },
    { tokens: main, end },
  ];
}

/**
 * "etwas"/"vieles"/"einiges"/"manches" at the end of a main clause (or before the verbs that close
 * it), then a "was" clause on it: the main clause, then the clause opened by "Das" in main-clause
 * order ("was" and "das" share their forms): "Es gibt etwas, was Sie wissen müssen." -> "Es gibt
 * etwas." / "Das müssen Sie wissen." Not for "nichts" (the negation would be lost) and not for a
 * clause that joins verbs or holds another finite verb.
 */
function somethingThat(host: readonly Token[], clause: readonly Token[], end: string): Clause[] | undefined {
  if (clause[0]?.text !== "was" || end.includes("?") || subordinatorOf(host) !== undefined) return undefined;
  const at = host.length - 1 - closedAfterPronoun(host, undefined, SOMETHING);
  if (at < 1 || !SOMETHING.test(host[at]?.text ?? "") || !hasFiniteVerb(host)) return undefined;
  const body = readVerbFinal(clause.slice(1));
  if (body === undefined || body.middle.some((token) => /^(?:und|oder|sondern|was)$/.test(token.text)))
    return undefined;
  if (body.middle.some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))) return undefined;
  const tail = [...(body.particle ? [body.particle] : []), ...body.nonFinite];
  return [
    { tokens: [...host], end: "." },
    { tokens: [word("Das"), body.finite, ...body.middle, ...tail], end },
  ];
}

const SOMETHING = /^(?:etwas|vieles|einiges|manches)$/;

/**
 * "Wir haben alles aufgegeben, was …", "Sie warf alles ein, was …": the "was" clause stands after
 * the verbs that close the main clause (one or two non-finite verbs, or a separated particle last).
 * The number of those tokens after "alles"/"das", 0 when there are none or the main clause goes
 * on after the clause; only for a main clause that opens with no subordinator.
 */
function closedAfterPronoun(
  host: readonly Token[],
  closing: readonly Token[] | undefined,
  pronouns = /^(?:alles|allem|das|dem|vom)$/,
): number {
  if (closing !== undefined || subordinatorOf(host) !== undefined) return 0;
  const at = host.findLastIndex((token) => pronouns.test(token.text));
  const tail = host.slice(at + 1);
  if (at < 1 || tail.length === 0 || tail.length > 2) return 0;
  const closes = tail.every(
    (token, index) =>
      isNonFiniteVerb(token) || (index === tail.length - 1 && tail.length === 1 && PARTICLES.has(token.text)),
  );
  return closes ? tail.length : 0;
}

/**
 * A sentence opening with preposition + "dem"/"das" and a "was" clause, the main clause going on
 * with its verb: "Mit dem, was Sie uns geschickt haben, können wir den Antrag prüfen." -> "Sie haben
 * uns etwas geschickt." / "Damit können wir den Antrag prüfen." Not "nach" ("according to", where
 * "Danach" reads as "afterwards"). Undefined when unsure.
 */
function frontedPreposition(
  first: readonly Token[],
  clause: readonly Token[],
  main: readonly Token[] | undefined,
  formal: boolean,
): { content: Token[]; main: Token[] } | undefined {
  const [preposition, pointer] = first;
  if (first.length !== 2 || main === undefined || !/^(?:dem|das)$/.test(pointer?.text ?? ""))
    return undefined;
  // "Nach dem, was Sie geschrieben haben, sind Sie umgezogen." means "according to"; "Danach" would
  // read as "afterwards".
  if (/^nach$/i.test(preposition?.text ?? "")) return undefined;
  const adverb = pronominalAdverb(preposition?.text ?? "");
  if (adverb === undefined || !isFiniteVerbToken(main[0]) || clause[0]?.text !== "was") return undefined;
  const content = wasClauseToMain(clause, formal);
  if (content === undefined) return undefined;
  const opener = word(`${adverb.charAt(0).toUpperCase()}${adverb.slice(1)}`);
  return { content, main: [opener, { ...(main[0] as Token), space: true }, ...main.slice(1)] };
}

type Rest = { segments: readonly Token[][]; from: number; end: string; splitRest: SplitRest };

/** "alles" + "was ich gehört habe" + "habe ich weitergegeben" -> "Ich habe etwas gehört." / "Das alles habe ich weitergegeben." */
function allThat(
  opening: { opener: Token | undefined; pronoun: string },
  clause: readonly Token[],
  next: readonly Token[],
  rest: Rest,
  formal: boolean,
): Clause[] | undefined {
  if (!/^(?:alles|das)$/.test(opening.pronoun)) return undefined;
  // "Alles, was auf der Erde ist, wird umkommen." -> "Alles auf der Erde wird umkommen."
  const place = opening.pronoun === "alles" ? placeOfAll(clause) : undefined;
  const placed = place === undefined ? undefined : thatMain(next, [word("Alles"), ...place]);
  if (placed !== undefined) {
    const tokens = withOpener(opening.opener, placed);
    const more = [tokens, ...rest.segments.slice(rest.from)];
    if (more.length === 1) return [{ tokens, end: rest.end }];
    return rest.splitRest(more, rest.end) ?? [{ tokens: joinSegments(more), end: rest.end }];
  }
  const content = wasClauseToMain(clause, formal, opening.pronoun === "alles");
  const these = opening.pronoun === "alles" ? [word("Das"), word("alles")] : [word("Das")];
  const main = content === undefined ? undefined : thatMain(next, these);
  if (content === undefined || main === undefined) return undefined;
  const head = { tokens: withOpener(opening.opener, content), end: "." };
  return withRest(head, main, rest.segments, rest.from, rest.end, rest.splitRest);
}

/** "das soll der Mensch nicht trennen" / "sage ich" -> "Das soll …" / "Das sage ich" (the verb second). */
function thatMain(segment: readonly Token[], that: readonly Token[]): Token[] | undefined {
  const resumed = /^das$/i.test(segment[0]?.text ?? "") ? segment.slice(1) : segment;
  if (!isFiniteVerbToken(resumed[0]) || resumed.length < 1) return undefined;
  return [...that, { ...(resumed[0] as Token), space: true }, ...resumed.slice(1)];
}

/**
 * "was auf der Erde ist", "was er bleibt": a form of sein/bleiben with no other verb; also a state
 * passive "was im Gesetz geschrieben ist" (the participle of a verb with "haben" in the Perfekt, not
 * the event "was geschehen war").
 */
function isCopulaClause(clause: VerbFinal): boolean {
  const copula = clause.readings.some((reading) => reading.lemma === "sein" || reading.lemma === "bleiben");
  if (!copula || clause.nonFinite.length > 1) return false;
  const [participle] = clause.nonFinite;
  if (participle === undefined) return true;
  const lemmas = pastParticipleLemmas(participle);
  return lemmas.length > 0 && lemmas.every((lemma) => auxiliaryOf(lemma) === "haben");
}

/** Dative pronouns that may end a place phrase ("in ihm", "bei euch"). */
const PLACE_PRONOUNS = /^(?:mir|dir|ihm|ihr|uns|euch|ihnen|Ihnen)$/;

/**
 * "was auf der Erde ist", "was im Haus war": a "was" clause that says only where its things are (one
 * phrase that opens with a preposition and ends in a noun or a dative pronoun, then ist/war). After
 * "alles" the phrase can name the things itself: "alles, was auf der Erde ist" -> "alles auf der
 * Erde". Undefined for anything else: a predicate ("was … unbekannt ist"), a state passive ("was im
 * Gesetz geschrieben ist"), a subject of its own ("was in der Stadt der König ist"), a second verb.
 */
export function placeOfAll(segment: readonly Token[]): Token[] | undefined {
  if (segment[0]?.text !== "was") return undefined;
  const clause = relativeBody(segment);
  if (
    clause === undefined ||
    (clause.after?.length ?? 0) > 0 ||
    clause.nonFinite.length > 0 ||
    clause.particle
  )
    return undefined;
  if (!/^(?:ist|war)$/.test(clause.finite.text)) return undefined;
  const phrase = clause.middle;
  const first = phrase[0]?.text.toLowerCase() ?? "";
  const last = phrase.at(-1);
  if (
    phrase.length < 2 ||
    last === undefined ||
    !(PREPOSITIONS.has(first) || CONTRACTED_PREPOSITION.test(first))
  )
    return undefined;
  if (!(PLACE_PRONOUNS.test(last.text) || (isCapitalised(last.text) && nounReadings(last).length > 0)))
    return undefined;
  // One phrase: no verb form, punctuation, conjunction or nominative pronoun inside; every word
  // after the first is an article, adjective, noun or a further preposition ("von der Erde").
  const inside = phrase.slice(1);
  if (
    inside.some(
      (token) =>
        token.kind !== "w" ||
        /^(?:und|oder|aber|sondern|nicht|auch|noch|nur|ich|du|er|sie|es|wir|man)$/i.test(token.text) ||
        isFiniteVerbToken(token) ||
        isNonFiniteVerb(token),
    )
  )
    return undefined;
  // After the preposition only a noun phrase: the first word an article, possessive, adjective or noun.
  const second = phrase[1];
  if (
    second !== undefined &&
    !DETERMINERS.has(second.text.toLowerCase()) &&
    !isCapitalised(second.text) &&
    !PLACE_PRONOUNS.test(second.text) &&
    !/^[a-zäöüß]+(?:e|en|em|er|es)$/.test(second.text)
  )
    return undefined;
  return phrase.map((token) => ({ ...token }));
}

const CONTRACTED_PREPOSITION = /^(?:im|am|vom|zum|zur|beim|ins|ans|aufs)$/;

/**
 * "was Gott vereint hat" -> "Gott hat etwas vereint"; "was in ihm entstanden war" -> "Etwas war in
 * ihm entstanden". Undefined when the clause joins verbs, "was" as the subject has a plural verb, or
 * another word could be the subject ("was mir mein Vater gab").
 * After "alles" (`all`) a copula clause stays: "alles, was auf der Erde ist" names everything in a
 * place, "Etwas ist auf der Erde." would state that one thing is there.
 */
export function wasClauseToMain(
  segment: readonly Token[],
  formal: boolean,
  all = false,
): Token[] | undefined {
  if (segment[0]?.text.toLowerCase() !== "was" || concessive(segment, 1)) return undefined;
  const clause = relativeBody(segment);
  if (clause === undefined || (all && isCopulaClause(clause))) return undefined;
  if (
    clause.middle.some(
      (token) => /^(?:und|oder|sondern|was|wer)$/i.test(token.text) || isFiniteVerbToken(token),
    )
  )
    return undefined;
  const tail = [...(clause.particle ? [clause.particle] : []), ...clause.nonFinite];
  // "was das Eigentum vom Kaiser ist" -> "Etwas ist das Eigentum vom Kaiser.": with a bare copula
  // either noun phrase may be the subject, and "etwas" inside the phrase would split it ("Das
  // Eigentum ist etwas vom Kaiser"). Only "ist"/"war" with a noun phrase, no pronoun.
  const copula =
    clause.nonFinite.length === 0 &&
    !clause.particle &&
    /^(?:ist|war)$/.test(clause.finite.text) &&
    DETERMINERS.has(clause.middle[0]?.text.toLowerCase() ?? "") &&
    !clause.middle.some((token) => token.kind === "p" || SUBJECT_PRONOUNS.has(token.text.toLowerCase()));
  if (copula) return [word("Etwas"), clause.finite, ...clause.middle];
  const subject = subjectAt(clause.middle, 0, formal);
  if (subject !== undefined && agrees(clause.readings, subject.agreements)) {
    const rest = clause.middle.slice(subject.end);
    let pronouns = 0;
    while (
      /^(?:mir|dir|ihm|ihr|uns|euch|ihnen|Ihnen|mich|dich|ihn|sich|es)$/.test(rest[pronouns]?.text ?? "")
    )
      pronouns += 1;
    return [
      ...clause.middle.slice(0, subject.end),
      clause.finite,
      ...rest.slice(0, pronouns),
      word("etwas"),
      ...rest.slice(pronouns),
      ...tail,
    ];
  }
  const singular = clause.readings.some((reading) => reading.person === 3 && reading.number === "singular");
  const otherSubject = clause.middle.some(
    (token, index) =>
      SUBJECT_PRONOUNS.has(token.text.toLowerCase()) ||
      (DETERMINERS.has(token.text.toLowerCase()) &&
        !PREPOSITIONS.has(clause.middle[index - 1]?.text.toLowerCase() ?? "")),
  );
  if (!singular || otherSubject) return undefined;
  return [word("Etwas"), clause.finite, ...clause.middle, ...tail];
}
