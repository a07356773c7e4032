// "ohne … zu" and "statt … zu" after a main clause: what did not happen becomes a negated main
// clause with the subject of the main clause: "Er ging, ohne sich zu verabschieden." -> "Er ging." /
// "Er verabschiedete sich dabei nicht."; "Er spielt, statt zu arbeiten." -> "Er arbeitet nicht." /
// "Stattdessen spielt er."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  type Clause,
  joinSegments,
  prefixMain,
  SENTENCE_ADVERBS,
  type SplitRest,
  subjectAt,
} from "./clause-tools.ts";
import { zuInfinitive } from "./infinitive-complement.ts";
import {
  finiteReadings,
  isNonFiniteVerb,
  mainClauseForm,
  nounReadings,
  pastParticipleLemmas,
  readingsOf,
  trueCaseInitial,
} from "./lexicon-access.ts";
import { embeddingMain, purposeSubject } from "./split-purpose.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  FUNCTION_WORDS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
} from "./word-classes.ts";

const DEFINITE = /^(?:der|die|das|den|dem|des|mein|dein|sein|ihr|unser|euer|Ihr)(?:e|en|em|er|es)?$/;
const CONTRACTED = /^(?:im|am|vom|zum|zur|beim|ins|ans|aufs)$/;

/** The indefinite article, whose negation is "kein" with the same ending ("einen Grund" -> "keinen Grund"). */
const INDEFINITE = /^(?:ein|eine|einen|einem|einer)$/;

/** The end of a noun phrase from `at` + 1: lower-case adjectives, then a noun; undefined when it is none. */
function nounPhraseEnd(tokens: readonly Token[], at: number): number | undefined {
  let end = at + 1;
  while (
    end < tokens.length &&
    /^[a-zäöüß]/.test(tokens[end]?.text ?? "") &&
    !PREPOSITIONS.has(tokens[end]?.text ?? "")
  )
    end += 1;
  if (nounReadings(tokens[end]).length === 0 || !isCapitalised(tokens[end]?.text ?? "")) return undefined;
  return end + 1;
}

/**
 * The words of the infinitive clause in the order of a negated main clause: object pronouns and
 * definite noun phrases before "nicht", prepositional phrases after it. An indefinite noun phrase
 * takes the negation itself: "ein Wort" -> "kein Wort" (the third part; then no "nicht"), "etwas"
 * alone -> "nichts". Undefined for anything else (a bare noun would need "kein" in its gender).
 */
function beforeAndAfterNegation(tokens: readonly Token[]): [Token[], Token[], Token[]?] | undefined {
  let at = 0;
  while (at < tokens.length && OBJECT_PRONOUNS.test(tokens[at]?.text ?? "")) at += 1;
  const objects = at;
  let negated: Token[] | undefined;
  const head = tokens[at];
  // One definite noun phrase: article or possessive, lower-case adjectives, a noun.
  if (DEFINITE.test(head?.text ?? "")) {
    const end = nounPhraseEnd(tokens, at);
    if (end === undefined) return undefined;
    at = end;
  } else if (head !== undefined && INDEFINITE.test(head.text)) {
    const end = nounPhraseEnd(tokens, at);
    if (end === undefined) return undefined;
    negated = [{ ...head, text: `k${head.text}` }, ...tokens.slice(at + 1, end)];
    at = end;
  } else if (head?.text === "etwas" && !isCapitalised(tokens[at + 1]?.text ?? "")) {
    // "etwas Geld" is a quantity ("kein Geld"), "etwas" alone the thing ("nichts").
    negated = [{ ...head, text: "nichts" }];
    at += 1;
  }
  // "ohne ihn vorher genau zu lesen", "ohne uns rechtzeitig zu informieren": adverbs of time and
  // manner after the objects follow "nicht" ("Sie las ihn dabei nicht vorher genau."); not after
  // "kein"/"nichts", which would have to move before them.
  let adverbs = at;
  while (negated === undefined && adverbs < tokens.length && mannerOrTimeAdverb(tokens[adverbs]))
    adverbs += 1;
  const rest = tokens.slice(adverbs);
  const first = rest[0]?.text.toLowerCase() ?? "";
  if (rest.length > 0 && !PREPOSITIONS.has(first) && !CONTRACTED.test(first)) return undefined;
  if (rest.some((token) => token.kind !== "w" || isNonFiniteVerb(token) || finiteReadings(token).length > 0))
    return undefined;
  if (negated !== undefined) return [tokens.slice(0, objects), rest, negated];
  return [tokens.slice(0, at), tokens.slice(at)];
}

/** Focus and modal particles: they do not simply follow "nicht" ("ohne es auch zu wissen"). */
const PARTICLE_ADVERBS =
  /^(?:auch|noch|doch|etwa|schon|erst|nur|bloß|lediglich|ja|wohl|mal|eben|halt|gar|sogar|selbst|überhaupt|einmal|dabei|dafür|also|dann|so)$/;

/**
 * "vorher", "genau", "rechtzeitig": a lower-case word that is no function word, particle or
 * preposition and that the lexicon knows only as an adjective (or not at all, as most adverbs).
 */
function mannerOrTimeAdverb(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !/^[a-zäöüß]+$/.test(token.text)) return false;
  const lower = token.text;
  if (FUNCTION_WORDS.has(lower) || PARTICLE_ADVERBS.test(lower) || NEGATION_WORDS.has(lower)) return false;
  if (isNonFiniteVerb(token) || finiteReadings(token).length > 0) return false;
  return readingsOf(lower).every((reading) => reading.partOfSpeech === "adjective");
}

/** The negated clause for the subject of the main clause, or undefined when unsure. */
function negatedClause(
  kind: string,
  segment: readonly Token[],
  main: readonly Token[],
  subject: { tokens: Token[]; agreements: readonly Agreement[]; readings: readonly FiniteVerbInfo[] },
  formal: boolean,
): Token[] | undefined {
  const parsed = zuInfinitive(segment.slice(1));
  if (parsed === undefined || parsed.before.some((token) => token.text === "zu")) return undefined;
  const parts = beforeAndAfterNegation(parsed.before);
  if (parts === undefined) return undefined;
  if ([...main, ...parsed.before].some((token) => NEGATION_WORDS.has(token.text.toLowerCase())))
    return undefined;
  const reading = subject.readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || candidate.tense === "praeteritum") &&
      subject.agreements.some(
        (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
      ),
  );
  if (reading === undefined) return undefined;
  // "Sie können kündigen, ohne einen Grund zu nennen": what the reader may do without it they need
  // not do ("Sie müssen dafür keinen Grund nennen."). Only "können" in the present said to the
  // reader ("Sie", "du", "ihr") or to anyone ("man"), where it grants a choice; "Er kann schwimmen,
  // ohne unterzugehen" and "Sie konnte bestehen, ohne einen Fehler zu machen" speak of an ability
  // and stay whole, as do the other modals and "werden".
  const optional =
    kind === "ohne" &&
    reading.lemma === "können" &&
    reading.tense === "praesens" &&
    subject.tokens.length === 1 &&
    (/^(?:du|ihr|man)$/i.test(subject.tokens[0]?.text ?? "") ||
      (formal && subject.tokens[0]?.text === "Sie"));
  if (!optional && /^(?:können|müssen|sollen|dürfen|wollen|mögen|werden)$/.test(reading.lemma))
    return undefined;
  // "Er ist gegangen, ohne …": the Perfekt speaks of the past.
  const perfect = /^(?:haben|sein)$/.test(reading.lemma) && pastParticipleLemmas(main.at(-1)).length > 0;
  const tense = perfect || reading.tense === "praeteritum" ? "praeteritum" : "praesens";
  const form = finiteFormOf(optional ? "müssen" : parsed.infinitive, tense, reading.person, reading.number);
  if (form === undefined) return undefined;
  const [verb, particle] = optional
    ? [form, undefined]
    : mainClauseForm(form, parsed.infinitive, participleOf(parsed.infinitive));
  const head = subject.tokens[0]?.text.toLowerCase() ?? "";
  const moved = subject.tokens.map((token, index) =>
    index === 0 && token.text !== "Sie" && SUBJECT_PRONOUNS.has(head)
      ? { ...token, text: head, space: true }
      : { ...token, space: true },
  );
  const [objects, phrases, negated] = parts;
  const denial = negated ?? [word("nicht")];
  const negation = kind === "ohne" ? [word(optional ? "dafür" : "dabei"), ...denial] : denial;
  const closing = optional ? [word(parsed.infinitive)] : particle ? [word(particle)] : [];
  return [...moved, word(verb), ...objects, ...negation, ...phrases, ...closing];
}

/**
 * `main` is the clause before the comma, `segment` the comma segment "ohne/statt … zu V". Returns
 * the clauses, or undefined when unsure: the main clause must be a statement in the present or
 * past with a subject that agrees (no imperative, modal, werden or negation); the infinitive clause
 * one verb with pronouns, one definite noun phrase and prepositional phrases.
 */
export function splitWithout(
  main: readonly Token[],
  segment: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const kind = segment[0]?.text.toLowerCase() ?? "";
  if (!/^(?:ohne|statt|anstatt)$/.test(kind) || end.includes("?") || end === ":") return undefined;
  // "Vielleicht ziehen Sie um, ohne sich anzumelden": the doubt (or a condition made of it) holds
  // for the "ohne" part too; "Sie melden sich dabei nicht an." alone would state it.
  if (SENTENCE_ADVERBS.has(main[0]?.text.toLowerCase() ?? "")) return undefined;
  const subject = purposeSubject(main, formal);
  if (subject === undefined || subject.imperative) return undefined;
  const negated = negatedClause(kind, segment, main, subject, formal);
  if (negated === undefined) return undefined;
  // "Er verkaufte sein Haus, statt es seinem Sohn zu geben": a pronoun that takes up a word of
  // the main clause cannot come before it, so the main clause goes first here too.
  if (kind === "ohne" || takesUp(segment, main)) return [clause([...main]), clause(negated, end)];
  // "Er arbeitet nicht." / "Stattdessen spielt er am Computer."
  const instead = prefixMain(main, "Stattdessen", formal);
  const opener = main[0];
  if (instead === undefined || opener === undefined) return [clause([...main]), clause(negated, end)];
  const lowered = instead.map((token) =>
    token === opener ? { ...token, text: trueCaseInitial(token.text, formal) } : token,
  );
  return [clause(negated), clause(lowered, end)];
}

/**
 * A third-person pronoun in the infinitive clause ("statt es … zu geben") that can take up a noun of
 * the main clause ("sein Haus"); without such a noun ("Er ging weg, statt ihm zu helfen") it points
 * outside the sentence and the order "Stattdessen …" stays.
 */
function takesUp(segment: readonly Token[], main: readonly Token[]): boolean {
  return (
    segment.some((token) => /^(?:es|ihn|sie|ihm|ihr|ihnen)$/.test(token.text) && token.kind === "w") &&
    main.slice(1).some((token) => token.kind === "w" && isCapitalised(token.text) && token.text !== "Sie")
  );
}

/**
 * A main clause that opens with its finite verb and then a subject that agrees ("spielt er am
 * Computer"): the verb, the subject as negatedClause takes it and the index after the subject.
 */
function verbFirstMain(main: readonly Token[], formal: boolean) {
  const verb = main[0];
  const readings = finiteReadings({ ...(verb ?? word("")), text: verb?.text.toLowerCase() ?? "" });
  const subject = subjectAt(main, 1, formal);
  if (verb === undefined || subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  return {
    verb,
    subject: { tokens: main.slice(1, subject.end), agreements: subject.agreements, readings },
    subjectEnd: subject.end,
  };
}

/**
 * "Statt zu arbeiten, spielt er am Computer." -> "Er arbeitet nicht." / "Stattdessen spielt er am
 * Computer." The main clause must open with its finite verb and then a subject that agrees.
 */
export function leadingInstead(
  first: readonly Token[],
  main: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const kind = first[0]?.text.toLowerCase() ?? "";
  if (!/^(?:statt|anstatt)$/.test(kind) || end.includes("?") || end === ":") return undefined;
  const read = verbFirstMain(main, formal);
  if (read === undefined) return undefined;
  const { verb } = read;
  const negated = negatedClause(kind, first, main, read.subject, formal);
  if (negated === undefined) return undefined;
  return [
    clause(negated),
    clause(
      [word("Stattdessen"), { ...verb, text: verb.text.toLowerCase(), space: true }, ...main.slice(1)],
      end,
    ),
  ];
}

/**
 * "Ohne zu zögern, sprang er ins Wasser." -> "Er sprang ins Wasser." / "Er zögerte dabei nicht." The
 * main clause must open with its finite verb and then a subject that agrees; it goes first, in
 * subject-verb order, then what did not happen as `splitWithout` makes it.
 */
export function leadingWithout(
  first: readonly Token[],
  main: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (first[0]?.text.toLowerCase() !== "ohne" || end.includes("?") || end === ":") return undefined;
  const read = verbFirstMain(main, formal);
  if (read === undefined) return undefined;
  const { verb, subjectEnd } = read;
  const { tokens } = read.subject;
  const negated = negatedClause("ohne", first, main, read.subject, formal);
  const head = tokens[0];
  if (negated === undefined || head === undefined) return undefined;
  const capitalised = { ...head, text: capitaliseFirst(head.text) };
  const ordered = [capitalised, ...tokens.slice(1), { ...verb, text: verb.text.toLowerCase(), space: true }];
  return [clause([...ordered, ...main.slice(subjectEnd)]), clause(negated, end)];
}

/**
 * "ohne/statt … zu V" inside its main clause: "Deshalb haben einige Leute, ohne es zu wissen, Engel
 * beherbergt." -> "Deshalb haben einige Leute Engel beherbergt." / "Einige Leute wussten es dabei
 * nicht." The two parts of the main clause are joined (`embeddingMain`) and split with the
 * infinitive clause after it as `splitWithout` does; `splitRest` splits the joined main clause where
 * it can. The sentence stays whole when the infinitive clause cannot be split off; undefined when
 * it does not stand inside a main clause.
 */
export function embeddedWithout(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [, segment = []] = segments;
  if (!/^(?:ohne|statt|anstatt)$/i.test(segment[0]?.text ?? "")) return undefined;
  const main = embeddingMain(segments, end);
  if (main === undefined) return undefined;
  const clauses = splitWithout(main, segment, end, formal);
  // Unsure: the sentence stays whole ("Ihretwegen haben einige, ohne es zu wissen, Engel
  // beherbergt" is no main clause before a comma).
  if (clauses === undefined) return [{ tokens: joinSegments(segments), end }];
  // "statt": what did not happen first, then "Stattdessen …"; "ohne": the main clause first.
  if (segment[0]?.text.toLowerCase() !== "ohne") return clauses;
  const split = splitRest([main], ".") ?? [{ tokens: main, end: "." }];
  return [...split, ...clauses.slice(1)];
}

const clause = (tokens: Token[], end = "."): Clause => ({ tokens, end });
