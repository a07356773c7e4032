// A conditional clause without "wenn" puts its verb first: "Sollten die Unterlagen fehlen, …",
// "Haben Sie Fragen, …", "Liegt ein Fehler vor, …". Rewritten as the "wenn" clause it means, so
// the subordinate-clause split turns it into "Vielleicht … Dann …" like any other condition.

import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import { agrees, OBJECT_VERBS, subjectAt } from "./clause-tools.ts";
import { isInfinitiveComplement } from "./infinitive-complement.ts";
import {
  finiteReadings,
  INSEPARABLE_PREFIX,
  isFiniteVerbToken,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { type Agreement, DETERMINERS, SUBJECT_PRONOUNS } from "./word-classes.ts";

const SOLLEN_FORMS: ReadonlySet<string> = new Set(["sollte", "sollten", "solltest", "solltet"]);
/** Pronouns that may stand before the subject: "sich", datives and unambiguous accusatives. */
const OBJECT_PRONOUN_BEFORE_SUBJECT = /^(?:sich|mir|dir|ihm|uns|euch|Ihnen|ihnen|mich|dich|ihn)$/;
/** A subject after a phrase: only one with kein/ein ("keine Rückmeldung"), never a noun alone. */
const INDEFINITE_SUBJECT = /^(?:kein|keine|ein|eine)$/;
/** Prepositions that open a time phrase before the subject ("bis zu diesem Datum"). */
const PHRASE_OPENER = /^(?:bis|innerhalb|binnen|nach|vor|ab|seit|während|in|im|zum|bei)$/;
const MAX_PHRASE_BEFORE_SUBJECT = 5;
/** Verb-first clauses that are questions or wishes, not conditions. */
const NOT_CONDITIONAL: ReadonlySet<string> = new Set(["bitte", "möge", "mögen", "wäre", "hätte"]);

/**
 * `first` is the comma segment before the main clause, `second` the main clause; returns the
 * "wenn" clause for `first`, or undefined when `first` is not a verb-first condition. The main
 * clause must start with its finite verb ("…, kann Ihr Antrag …", "…, rufen Sie uns an"), or with
 * "dann"/"so" + finite verb.
 */
export function verbFirstConditional(
  first: readonly Token[],
  second: readonly Token[],
  formal: boolean,
): Token[] | undefined {
  const verb = first[0];
  const unreal = unrealVerbFirst(first, second, formal);
  if (unreal !== undefined) return unreal;
  // "Fehlen Unterlagen, …": in a letter a verb and a bare noun are a whole condition too.
  const short = formal && first.length === 2 && nounReadings(first[1]).length > 0;
  if (verb === undefined || (first.length < 3 && !short) || NOT_CONDITIONAL.has(verb.text.toLowerCase()))
    return undefined;
  if (!mainClauseFollows(second)) return undefined;
  if (requestSeries(first, second)) return undefined;
  // "Haben Sie Unterhaltspflichten oder erhalten Sie Kindergeld": two verb-first conditions, each
  // its own "wenn" clause ("wenn Sie … haben oder wenn Sie … erhalten").
  const joint = first.findIndex(
    (token, index) =>
      index > 2 && (token.text === "oder" || token.text === "und") && isFiniteVerbToken(first[index + 1]),
  );
  if (joint > 0) {
    const before = verbFirstConditional(first.slice(0, joint), second, formal);
    const rest = first.slice(joint + 1);
    // "Wird der Hund abgegeben oder stirbt er": a second clause of a verb and its pronoun
    // ("wenn der Hund abgegeben wird oder wenn er stirbt").
    const after = pronounClause(rest) ?? verbFirstConditional(rest, second, formal);
    if (before !== undefined && after !== undefined) return [...before, first[joint] as Token, ...after];
    // A second clause with a subject of its own ("stirbt er", "zieht jemand aus"): read as one
    // clause, its verb would stay in front ("wenn … oder stirbt er wird"). Not "essen und trinken
    // wollen", "krank oder verletzt", where the word after the joint only looks finite.
    const own = rest[1]?.text ?? "";
    if (SUBJECT_PRONOUNS.has(own) || DETERMINERS.has(own) || /^(?:jemand|niemand|man)$/.test(own))
      return undefined;
  }
  // "Sollten Sie nicht in der Lage sein, den Betrag zu zahlen": the condition goes on with its
  // zu-infinitive, which follows the "wenn" clause as it stands.
  const comma = first.findIndex((token) => token.kind === "p" && token.text === ",");
  if (comma > 0 && first.findLastIndex((token) => token.kind === "p") === comma) {
    const infinitive = first.slice(comma + 1);
    if (!isInfinitiveComplement(infinitive)) return undefined;
    const condition = verbFirstConditional(first.slice(0, comma), second, formal);
    return condition && [...condition, ...first.slice(comma)];
  }
  // Quotes, "!" or a nested clause inside ("Ehre deinen Vater! ‘ und ‚Wer …"): not one condition.
  // The dot of a date ("bis zum 15. Mai") is no punctuation here.
  const punctuation = (token: Token, index: number) =>
    token.kind === "p" && !(token.text === "." && first[index - 1]?.kind === "n");
  if (first.some((token, index) => punctuation(token, index) || token.text.toLowerCase() === "wer"))
    return undefined;
  // Indicative only: "Ehre deinen Vater" (imperative / Konjunktiv I) is no condition.
  const readings = finiteReadings({ ...verb, text: verb.text.toLowerCase() }).filter(
    (reading) => reading.tense === "praesens" || reading.tense === "praeteritum",
  );
  if (readings.length === 0 || joinedParticle(verb.text, readings)) return undefined;
  // "Haben sich Ihre Daten geändert", "Sollte Ihnen die Abholung nicht möglich sein": a reflexive or
  // object pronoun may stand before the subject.
  let subject = first[1]?.text === "sich" ? undefined : subjectAt(first, 1, formal);
  if (
    (subject === undefined || !agrees(readings, subject.agreements)) &&
    OBJECT_PRONOUN_BEFORE_SUBJECT.test(first[1]?.text ?? "")
  )
    subject = subjectAt(first, 2, formal);
  // "Erfolgt bis zu diesem Datum keine Rückmeldung", "Geht innerhalb dieser Frist keine Äußerung
  // ein": a time phrase before a subject with kein/ein (present tense only: a narrative "Kam nach
  // drei Tagen ein Bote, …" is a time, not a condition).
  if (subject === undefined || !agrees(readings, subject.agreements)) {
    const at = first.findIndex((token, index) => index > 1 && INDEFINITE_SUBJECT.test(token.text));
    // "Sollte inzwischen beim Versorgungsamt ein Antrag gestellt worden sein": an adverb may come
    // first (a lower-case word the lexicon has no reading for, or only an uninflected adjective's
    // as "zwischenzeitlich"; no determiner or pronoun).
    const opener = first[1];
    // Only after "sollte": "Erfolgt deshalb keine Zahlung" may be no condition.
    const adverb = SOLLEN_FORMS.has(verb.text.toLowerCase()) && leadingAdverb(opener);
    if (
      at > 1 &&
      at <= MAX_PHRASE_BEFORE_SUBJECT + 1 &&
      (readings.some((reading) => reading.tense === "praesens") ||
        SOLLEN_FORMS.has(verb.text.toLowerCase())) &&
      (PHRASE_OPENER.test(opener?.text ?? "") || adverb) &&
      !first.slice(1, at).some((token) => isFiniteVerbToken(token))
    )
      subject = subjectAt(first, at, formal);
  }
  // "Sollten (nach Abschluss der Behandlung) gesundheitliche Beeinträchtigungen zurückbleiben":
  // after a plural "sollten", adjectives + a plural noun right after the verb or after a phrase
  // that ends in a noun are the subject.
  if (
    (subject === undefined || !agrees(readings, subject.agreements)) &&
    verb.text.toLowerCase() === "sollten"
  )
    subject = adjectivePluralSubject(first);
  if (
    (subject === undefined || !agrees(readings, subject.agreements)) &&
    SOLLEN_FORMS.has(verb.text.toLowerCase())
  )
    subject = bareNounSubject(first);
  if (subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  const rest = first.slice(1);
  // "Sollten Sie": the verb's form decides between the readings of the subject (Sie, not sie).
  const agreements = subject.agreements.filter((agreement) => agrees(readings, [agreement]));
  if (SOLLEN_FORMS.has(verb.text.toLowerCase())) return withoutSollen(rest, agreements);
  const last = rest.at(-1);
  // "Liegt ein Fehler vor" -> "wenn ein Fehler vorliegt".
  if (last !== undefined && PARTICLES.has(last.text) && rest.length > 1) {
    return [word("wenn"), ...rest.slice(0, -1), { ...verb, text: last.text + verb.text.toLowerCase() }];
  }
  return [word("wenn"), ...rest, { ...verb, text: verb.text.toLowerCase() }];
}

/**
 * "stirbt er", "zieht sie um": a present verb and a pronoun of the third person singular that it
 * agrees with, as "wenn er stirbt", "wenn sie umzieht". Undefined otherwise.
 */
function pronounClause(clause: readonly Token[]): Token[] | undefined {
  const [verb, pronoun, particle] = clause;
  if (verb === undefined || !/^(?:er|sie|es)$/.test(pronoun?.text ?? "") || clause.length > 3)
    return undefined;
  if (particle !== undefined && !PARTICLES.has(particle.text)) return undefined;
  const readings = finiteReadings(verb).filter(
    (reading) => reading.tense === "praesens" && reading.person === 3 && reading.number === "singular",
  );
  if (readings.length === 0) return undefined;
  const text = particle === undefined ? verb.text : particle.text + verb.text;
  return [word("wenn"), pronoun as Token, { ...verb, text }];
}

/**
 * "Anerkannte Beratungsstellen, zum Beispiel …, helfen …": a verb first in its clause stands
 * without its separable particle ("Erkennt das Amt … an, …"), so a form that starts with the
 * particle is an adjective before its noun. The participle decides what separates (anerkannt,
 * aufgestellt); "Umfasst der Antrag …" (umfasst, inseparable) stays a condition.
 */
function joinedParticle(text: string, readings: readonly { lemma: string }[]): boolean {
  const lower = text.toLowerCase();
  return readings.some(({ lemma }) => {
    const particle = [...PARTICLES]
      .filter((candidate) => lemma.startsWith(candidate) && lower.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    const participle = particle === undefined ? undefined : participleOf(lemma);
    if (particle === undefined || participle === undefined) return false;
    const rest = participle.slice(particle.length);
    return participle.startsWith(particle) && (rest.startsWith("ge") || INSEPARABLE_PREFIX.test(rest));
  });
}

/**
 * "gesundheitliche Beeinträchtigungen" right after the verb, or after a phrase from PHRASE_OPENER
 * that ends in a noun ("nach Abschluss der Behandlung"): declined adjectives and a noun with a
 * nominative plural reading, not before the infinitive's position at the end. Inside the phrase an
 * adjective follows its determiner ("nach der langen Behandlung"), so it is not read as the subject.
 */
function adjectivePluralSubject(
  first: readonly Token[],
): { end: number; agreements: Agreement[] } | undefined {
  const declined = (token: Token | undefined) =>
    token !== undefined &&
    token.kind === "w" &&
    /^\p{Ll}+(?:e|en)$/u.test(token.text) &&
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective");
  const starts = first.flatMap((token, index) => {
    if (!declined(token)) return [];
    const before = first[index - 1];
    if (index === 1) return [index];
    return PHRASE_OPENER.test(first[1]?.text ?? "") &&
      index <= MAX_PHRASE_BEFORE_SUBJECT + 1 &&
      before !== undefined &&
      !declined(before) &&
      nounReadings(before).length > 0 &&
      !first.slice(1, index).some((other) => isFiniteVerbToken(other))
      ? [index]
      : [];
  });
  const [start] = starts;
  if (start === undefined || starts.length > 1) return undefined;
  let end = start;
  while (declined(first[end])) end += 1;
  const noun = first[end];
  if (
    noun === undefined ||
    end >= first.length - 1 ||
    !nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes("nom"))
  )
    return undefined;
  return { end: end + 1, agreements: [{ person: 3, number: "plural" }] };
}

/**
 * An adverb right after "sollte" ("Sollte inzwischen …", "Sollte erneut …"): a lower-case word the
 * lexicon has no reading for, or only an uninflected adjective's as "zwischenzeitlich"; no
 * determiner, pronoun or negation.
 */
function leadingAdverb(opener: Token | undefined): boolean {
  return (
    opener !== undefined &&
    opener.kind === "w" &&
    /^\p{Ll}+$/u.test(opener.text) &&
    readingsOf(opener.text).every((reading) => reading.partOfSpeech === "adjective" && !reading.inflected) &&
    !DETERMINERS.has(opener.text) &&
    !SUBJECT_PRONOUNS.has(opener.text) &&
    !NEGATION_WORDS.has(opener.text)
  );
}

/**
 * "Sollte (erneut) Fieber auftreten", "Sollten erneut Fieber oder Atemnot auftreten": after
 * "sollte(n)" and at most one adverb, a bare noun (or two joined by und/oder) right before the
 * last word, an infinitive, is the subject: nothing else is left to be one. Two nouns are plural.
 */
function bareNounSubject(first: readonly Token[]): { end: number; agreements: Agreement[] } | undefined {
  const start = leadingAdverb(first[1]) ? 2 : 1;
  const infinitive = first.at(-1);
  if (
    infinitive === undefined ||
    isCapitalised(infinitive.text) ||
    !readingsOf(infinitive.text).some(
      (reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive",
    )
  )
    return undefined;
  const nouns = first.slice(start, -1);
  // A capitalised word the lexicon does not know ("Fieber") is a noun here too.
  const unknown = (token: Token | undefined) => token !== undefined && readingsOf(token.text).length === 0;
  const bare = (token: Token | undefined) =>
    token !== undefined &&
    token.kind === "w" &&
    isCapitalised(token.text) &&
    (unknown(token) || nounReadings(token).some((reading) => reading.cases.includes("nom")));
  const nominative = (number: "singular" | "plural") =>
    unknown(nouns[0]) ||
    nounReadings(nouns[0]).some((reading) => reading.number === number && reading.cases.includes("nom"));
  if (nouns.length === 1 && bare(nouns[0])) {
    const numbers = (["singular", "plural"] as const).filter(nominative);
    return { end: first.length - 1, agreements: numbers.map((number) => ({ person: 3, number })) };
  }
  if (nouns.length === 3 && bare(nouns[0]) && /^(?:und|oder)$/.test(nouns[1]?.text ?? "") && bare(nouns[2]))
    return { end: first.length - 1, agreements: [{ person: 3, number: "plural" }] };
  return undefined;
}

/**
 * "Füllen Sie das Formular aus, unterschreiben Sie es und schicken Sie es zurück.": a verb-first
 * "Sie" clause closed by its separable particle, then two more verb-first "Sie" clauses joined by
 * "und", is a series of requests, not a condition and its consequence. Not with a negation in the
 * first clause ("Reichen Sie die Unterlagen nicht ein, …" stays a condition), and not for
 * "Haben Sie Fragen, rufen Sie uns an und …" (no particle).
 */
function requestSeries(first: readonly Token[], second: readonly Token[]): boolean {
  const verbSie = (tokens: readonly Token[], at: number) =>
    tokens[at + 1]?.text === "Sie" &&
    tokens[at] !== undefined &&
    finiteReadings({ ...tokens[at], text: tokens[at].text.toLowerCase() }).length > 0;
  if (!verbSie(first, 0) || !verbSie(second, 0) || !PARTICLES.has(first.at(-1)?.text ?? "")) return false;
  if (first.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return false;
  return second.some((token, index) => index > 1 && token.text === "und" && verbSie(second, index + 1));
}

function mainClauseFollows(second: readonly Token[]): boolean {
  const head = second[0];
  if (head === undefined) return false;
  const lower = head.text.toLowerCase();
  const verb = lower === "dann" || lower === "so" ? second[1] : head;
  return finiteReadings(verb).length > 0;
}

/**
 * "Sollten die Unterlagen nicht eingehen" -> "wenn die Unterlagen nicht eingehen": the infinitive
 * at the end becomes the finite verb of the subject (a separable verb stays joined at the end).
 */
function withoutSollen(rest: readonly Token[], agreements: readonly Agreement[]): Token[] | undefined {
  const infinitive = rest.at(-1);
  // "Sollte Ihr Kind Fieber haben und Husten": a capitalised last word is a noun, no infinitive.
  if (infinitive === undefined || rest.length < 2 || isCapitalised(infinitive.text)) return undefined;
  const form = finiteOfInfinitive(infinitive, agreements);
  if (form === undefined) return undefined;
  // "Sollte Ihr Kind krank sein und nicht teilnehmen können": "sein"/"haben" before "und"/"oder"
  // closes a first conjunct of its own ("wenn Ihr Kind krank ist und nicht teilnehmen kann"); an
  // object after "und" belongs to the second verb ("oder einen Termin haben"). Not before a bare
  // capitalised word, which may be a subject of its own ("und Unterlagen fehlen"), unless the last
  // verb needs it as its object ("und Fieber haben").
  const objectVerb = OBJECT_VERBS.test(infinitive.text);
  // "das Formular vergessen haben und nicht mitbringen können": after a Perfekt the second verb may
  // share the first one's object when it has none of its own; the condition stays then.
  const sharedObject = (index: number) =>
    pastParticipleLemmas(rest[index - 1]).length > 0 &&
    !rest.slice(index + 2, -1).some((token) => isCapitalised(token.text) || DETERMINERS.has(token.text));
  const closesConjunct = (token: Token, index: number) => {
    const next = rest[index + 2];
    return (
      /^(?:sein|haben)$/.test(token.text) &&
      /^(?:und|oder)$/.test(rest[index + 1]?.text ?? "") &&
      next !== undefined &&
      (!isCapitalised(next.text) || objectVerb) &&
      !sharedObject(index)
    );
  };
  // "Sollte Ihr Antrag unvollständig sein und Unterlagen fehlen": a first conjunct that cannot be
  // closed leaves the condition as it is (one subject for both would be wrong).
  const openConjunct = rest.some(
    (token, index) =>
      /^(?:sein|haben)$/.test(token.text) &&
      /^(?:und|oder)$/.test(rest[index + 1]?.text ?? "") &&
      !closesConjunct(token, index),
  );
  if (openConjunct) return undefined;
  const body = rest.slice(0, -1).map((token, index) => {
    if (!closesConjunct(token, index)) return token;
    const finite = finiteOfInfinitive(token, agreements);
    return finite === undefined ? token : { ...token, text: finite };
  });
  return [word("wenn"), ...body, { ...infinitive, text: form }];
}

/** The present-tense form of an infinitive for the subject's agreements, when it is one form. */
function finiteOfInfinitive(infinitive: Token, agreements: readonly Agreement[]): string | undefined {
  const lemmas = readingsOf(infinitive.text)
    .filter((reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive")
    .map((reading) => reading.lemma);
  const [lemma] = lemmas;
  if (lemma === undefined || new Set(lemmas).size !== 1) return undefined;
  const forms = new Set<string>();
  for (const agreement of agreements) {
    const form = finiteFormOf(lemma, "praesens", agreement.person, agreement.number);
    if (form !== undefined) forms.add(form.split(" ").reverse().join(""));
  }
  const [form] = forms;
  return form === undefined || forms.size !== 1 ? undefined : form;
}

/**
 * "Wird der Hund abgegeben oder verstirbt er": a second verb-first clause after "oder"/"und". As a
 * "wenn" clause it would keep its verb in front ("wenn … oder stirbt er wird"); the split into
 * "Vielleicht … Dann …" reads it well ("Vielleicht wird der Hund abgegeben oder stirbt er.").
 */
export function hasSecondVerbFirstClause(first: readonly Token[]): boolean {
  return first.some(
    (token, index) =>
      (token.text === "oder" || token.text === "und") &&
      isFiniteVerbToken(first[index + 1]) &&
      /^[a-zäöü]/.test(first[index + 1]?.text ?? ""),
  );
}

const PAST_UNREAL = /^(?:hätte|hätten|hättest|hättet|wäre|wären|wärst|wäret)$/i;
const UNREAL_MAIN =
  /^(?:hätte|hätten|hättest|hättet|wäre|wären|wärst|wäret|würde|würden|würdest|würdet|könnte|könnten|müsste|müssten)$/;

/**
 * "Hätten Sie die Rechnung pünktlich bezahlt, wären keine Mahngebühren entstanden.": an unreal
 * condition of the past with its verb first, under a main clause in Konjunktiv II, as the "wenn"
 * clause it means ("wenn Sie die Rechnung pünktlich bezahlt hätten"), which the subordinate-clause
 * split tells as the denied fact ("Sie haben … nicht pünktlich bezahlt." / "Sonst …").
 */
/**
 * Every reading of the token is a finite Konjunktiv II ("hätte", "wäre", "bekämen", "wüssten"), not
 * "möchte": a main clause opened by it is unreal ("…, wüssten Sie von der Frist").
 */
export function onlyKonjunktiv2(token: Token | undefined): boolean {
  if (token === undefined || /^möcht/i.test(token.text)) return false;
  const readings = finiteReadings({ ...token, text: token.text.toLowerCase() });
  return readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv2");
}

function unrealVerbFirst(
  first: readonly Token[],
  second: readonly Token[],
  formal: boolean,
): Token[] | undefined {
  const [verb] = first;
  if (verb === undefined || !PAST_UNREAL.test(verb.text) || first.length < 3) return undefined;
  if (
    !(UNREAL_MAIN.test(second[0]?.text ?? "") || onlyKonjunktiv2(second[0])) ||
    first.some((token) => token.kind === "p")
  )
    return undefined;
  if (pastParticipleLemmas(first.at(-1)).length === 0 || subjectAt(first, 1, formal) === undefined)
    return undefined;
  return [word("wenn"), ...first.slice(1), { ...verb, text: verb.text.toLowerCase() }];
}
