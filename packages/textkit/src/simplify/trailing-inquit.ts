// Leichte Sprache: who speaks comes before what is said. "„Ich komme morgen“, sagte der Vater
// leise." -> "Der Vater sagte leise:" / "Ich komme morgen." With the quotation marks dropped, the
// split read the speaker's clause as a second verb of the quoted words' subject ("Dann habe ich der
// Vater leise gesagt."), or glued a mark to it ("Ihr Heuchler!, rief Jesus.").

import { NEGATION_WORDS } from "../language/negation-words.ts";
import { VERBS_BEFORE_QUOTED_WORDS } from "../language/verbs-of-saying.ts";
import {
  agrees,
  type Clause,
  hasFiniteVerb,
  mainClauseSubject,
  nominativeSubjectAt,
} from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings, nounReadings, PARTICLES } from "./lexicon-access.ts";
import { subjectAfterSpeech } from "./split-coordination.ts";
import { capitaliseFirst, isCapitalised, type Token } from "./tokens.ts";
import { FUNCTION_WORDS, PREPOSITIONS, SUBORDINATORS } from "./word-classes.ts";

/** At most this many tokens follow the speaker ("leise", "zu ihrer Mutter", "mit"). */
const MAX_REST = 4;

/** Words that open an indirect question or a free relative: "Was er wollte, sagte er nicht." */
const CLAUSE_OPENERS =
  /^(?:was|wer|wen|wem|wie|wo|wohin|woher|wann|warum|weshalb|wieso|welche[nmrs]?|ob|dass)$/i;

/** Determiners of a dative or genitive: "ihrer Mutter", "seinem Freund". */
const NOT_NOMINATIVE = /^(?:dem|einem|einer|des|eines|(?:ihr|sein|mein|dein|unser|eur)(?:er|em|es))$/i;

/**
 * What may follow the speaker: words that say how ("leise", "laut", "dann"), a phrase after a
 * preposition ("zu ihrer Mutter") and the verb's particle ("teilte das Amt mit"); no object ("alles",
 * "die Kinder"), no negation ("sagte er nicht"), no other verb.
 */
function adverbialRest(rest: readonly Token[], particle: string): boolean {
  const phrase = rest.findIndex((token) => PREPOSITIONS.has(token.text.toLowerCase()));
  const before = phrase < 0 ? rest : rest.slice(0, phrase);
  const after = phrase < 0 ? [] : rest.slice(phrase);
  const plain = (token: Token) =>
    token.kind === "w" &&
    !isCapitalised(token.text) &&
    !NEGATION_WORDS.has(token.text) &&
    !FUNCTION_WORDS.has(token.text) &&
    (finiteReadings(token).length === 0 || token.text === particle);
  return (
    before.every((token) => plain(token) || token.text === particle) &&
    after.every(
      (token, index) => token.kind === "w" && (index === after.length - 1 || token.text !== particle),
    ) &&
    !after.some((token) => NEGATION_WORDS.has(token.text) || finiteReadings(token).length > 0)
  );
}

type Inquit = { speaker: Token[]; rest: Token[]; tail: Token[] | undefined };

/**
 * "sagte der Vater leise", "rief Jesus", "teilte das Amt mit", "rief er und lief los": a verb of
 * saying first, its subject right after it, then at most a few words and "und" + a verb the
 * speaker does next. Not "sagte Hallo" (a bare known noun is what was said), nor "sagte er nicht".
 */
function readInquit(tokens: readonly Token[], formal: boolean, connector: string): Inquit | undefined {
  const verb = tokens[0];
  const readings = finiteReadings(verb);
  if (verb === undefined || readings.length === 0) return undefined;
  const join = tokens.findIndex((token) => token.text === "und");
  const own = join < 0 ? tokens : tokens.slice(0, join);
  const last = own.at(-1)?.text ?? "";
  const particle = PARTICLES.has(last) ? last : "";
  const says = readings.some(
    (reading) =>
      VERBS_BEFORE_QUOTED_WORDS.has(reading.lemma) ||
      VERBS_BEFORE_QUOTED_WORDS.has(`${particle}${reading.lemma}`),
  );
  if (!says) return undefined;
  const subject = nominativeSubjectAt(own, 1, formal);
  if (subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  const speaker = own.slice(1, subject.end);
  const [only] = speaker;
  if (speaker.length === 1 && only !== undefined && isCapitalised(only.text) && nounReadings(only).length > 0)
    return undefined;
  // "erzählte ihrer Mutter alles": a dative is no speaker.
  if (NOT_NOMINATIVE.test(speaker[0]?.text ?? "")) return undefined;
  const rest = own.slice(subject.end);
  if (rest.length > MAX_REST || !adverbialRest(rest, particle)) return undefined;
  if (join < 0) return { speaker, rest, tail: undefined };
  // "rief er und lief los" -> "Dann lief er los" (after the words he called), read from "er rief".
  const frame = [...speaker, verb, ...rest];
  const tail = subjectAfterSpeech(frame, tokens.slice(join + 1), formal, connector);
  return tail === undefined ? undefined : { speaker, rest, tail };
}

/**
 * "Er stand auf, fragte die Lehrerin.": without quotation marks the verb after the comma may go on
 * with the subject before it (he asked the teacher). Only when it cannot is the part after the
 * comma a speaker: its verb does not agree with that subject ("Ich komme morgen, sagt er") or the
 * two verbs differ in tense ("Die Frist endet am 3. Mai, teilte das Amt mit").
 */
function verbSeries(speech: readonly Token[], verb: Token | undefined, formal: boolean): boolean {
  const readings = finiteReadings(verb);
  const tenses = new Set(readings.map((reading) => reading.tense));
  const sameTense = speech.some((token) =>
    finiteReadings(token).some((reading) => tenses.has(reading.tense)),
  );
  const subject = mainClauseSubject(speech, formal);
  return sameTense && (subject === undefined || agrees(readings, subject.agreements));
}

/**
 * "Ich komme morgen, sagte der Vater leise." -> "Der Vater sagte leise:" + "Ich komme morgen.";
 * "Ihr Heuchler!, rief Jesus." -> "Jesus rief:" + "Ihr Heuchler!". The words before the last comma
 * are a clause of their own (a finite verb or a request, no subordinate clause or indirect
 * question) or end in "!" or "?". Undefined otherwise.
 */
export function speechBeforeInquit(clause: Clause, formal: boolean, connector: string): Clause[] | undefined {
  const { tokens } = clause;
  const comma = tokens.findLastIndex((token) => token.text === ",");
  if (comma < 1 || clause.end === ":" || clause.end.includes("?")) return undefined;
  const inquit = readInquit(tokens.slice(comma + 1), formal, connector);
  if (inquit === undefined) return undefined;
  const mark = tokens[comma - 1]?.text ?? "";
  const marked = mark === "!" || mark === "?";
  const speech = tokens.slice(0, marked ? comma - 1 : comma);
  const first = speech[0];
  if (first === undefined || speech.length === 0) return undefined;
  if (!marked) {
    if (SUBORDINATORS.has(first.text.toLowerCase()) || CLAUSE_OPENERS.test(first.text)) return undefined;
    if (!hasFiniteVerb(speech) && !isImperative(first)) return undefined;
    if (verbSeries(speech, tokens[comma + 1], formal)) return undefined;
  }
  const verb = tokens[comma + 1] as Token;
  const [head, ...more] = inquit.speaker;
  if (head === undefined) return undefined;
  const opening = { ...head, space: first.space, text: capitaliseFirst(head.text) };
  return [
    { tokens: [opening, ...more, { ...verb, space: true }, ...inquit.rest], end: ":" },
    { tokens: speech, end: marked ? mark : "." },
    ...(inquit.tail === undefined ? [] : [{ tokens: inquit.tail, end: clause.end }]),
  ];
}
