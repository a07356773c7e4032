// A leading address ("Herr, wenn du willst, …", "Guter Lehrer, was muss ich tun …?") is no part
// of the clauses after it: the rest is split on its own and the address stays in front.
import { agrees, type Clause, hasFiniteVerb, mainClauseSubject, type SplitRest } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings, nounReadings, readingsOf } from "./lexicon-access.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

/** Words that may stand before the noun of an address ("Bitte Herr", "Meine Geschwister", "Ihr Schlangenbrut"). */
const ADDRESS_OPENERS = /^(?:bitte|o|oh|ach|mein|meine|unser|unsere|du|ihr|lieber|liebe|liebes|guter|gute)$/i;

/** An address has at most this many words ("Du stummer und tauber Geist"). */
const MAX_ADDRESS_WORDS = 5;

/** An adjective of the address ("treuer", "stummer"). */
function isAdjective(token: Token): boolean {
  return readingsOf(token.text.toLowerCase()).some((reading) => reading.partOfSpeech === "adjective");
}

/** Interjections of feeling that may stand alone before a clause; not the answers "Ja"/"Nein". */
const INTERJECTIONS = /^(?:ach|oh|o|ah)$/i;

/** Modal particles after a one-word imperative before a clause ("Sieh doch, …", "Seht nur, …"). */
const IMPERATIVE_PARTICLES = /^(?:doch|nur|mal)$/;

/** Capitalised adverbs of time that open a sentence ("Heute, wenn ihr seine Stimme hört, …"). */
const TIME_WORDS = /^(?:Heute|Morgen|Gestern|Jetzt|Nun|Damals|Dann|Danach|Später|Früher|Einst)$/;

/** Question words that open the clause after an address ("Guter Lehrer, was muss ich tun?"). */
const QUESTION_OPENERS = /^(?:was|wer|wen|wem|wie|wo|wohin|woher|warum|weshalb|wann|welche[mnrs]?)$/i;

/**
 * True when `segment` is an address of one to three words that ends in a noun or name (or a
 * one-word imperative, also with its particle: "Siehe, …", "Sieh doch, …") and the
 * next segment opens a clause of its own: a subordinator, a subject pronoun, a question word or
 * a finite verb ("Herr, wenn du willst", "Meister, es ist gut", "Lehrer, wir wollen"). Not a
 * list ("Petrus, Jakobus und Johannes gingen"), an article ("Der Mann, …") or a preposition.
 */
export function isLeadingAddress(segment: readonly Token[], next: readonly Token[]): boolean {
  const last = segment.at(-1);
  const first = segment[0];
  // "Siehe, ich habe …", "Geh, verkaufe alles …": a one-word imperative stays in front as well.
  // Not "Kommt, wir …" or "Tröstet, tröstet …": forms that are also finite stay with the splitters.
  const finite =
    first !== undefined && finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0;
  if (segment.length === 1 && isImperative(first) && !finite) return opensClause(next);
  // "Sieh doch, ich habe …": with its modal particle, before a main clause; "Sieh doch, wie …" is
  // the object of "sieh" ("Sieh doch:" / "Sie beschuldigen dich so fest!").
  if (
    segment.length === 2 &&
    isImperative(first) &&
    !finite &&
    IMPERATIVE_PARTICLES.test(segment[1]?.text ?? "")
  ) {
    const opener = next[0]?.text.toLowerCase() ?? "";
    return !SUBORDINATORS.has(opener) && !QUESTION_OPENERS.test(opener) && opensClause(next);
  }
  // "Ach, mir ist es bitter, dass …": an interjection of feeling stays in front as well.
  if (segment.length === 1 && INTERJECTIONS.test(first?.text ?? "")) return hasFiniteVerb(next);
  if (
    last === undefined ||
    first === undefined ||
    segment.length > MAX_ADDRESS_WORDS ||
    hasFiniteVerb(segment)
  )
    return false;
  if (segment.some((token) => token.kind !== "w")) return false;
  const lower = first.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || (DETERMINERS.has(lower) && !ADDRESS_OPENERS.test(lower))) return false;
  if (!isCapitalised(last.text) || TIME_WORDS.test(last.text)) return false;
  // A noun, or a name the lexicon does not know in either case ("Rabbuni").
  const noun =
    nounReadings(last).length > 0 ||
    (readingsOf(last.text).length === 0 && readingsOf(last.text.toLowerCase()).length === 0);
  // Openers, then adjectives, two of them perhaps joined by "und" ("Du stummer und tauber Geist");
  // more than three words only with such a pair.
  const before = segment.slice(0, -1);
  const pair = before.findIndex(
    (token, index) => token.text === "und" && index > 0 && isAdjective(before[index - 1] as Token),
  );
  if (segment.length > 3 && pair < 0) return false;
  const openers = before.every(
    (token, index) =>
      ADDRESS_OPENERS.test(token.text) ||
      (index === pair && isAdjective(before[index + 1] ?? token)) ||
      ((index === before.length - 1 || index === pair - 1) && isAdjective(token)),
  );
  return noun && openers && opensClause(next);
}

/**
 * A segment that starts a clause: subordinator, subject pronoun, question word, finite verb, or a
 * subject (after at most one adverb such as "jetzt") that agrees with the verb after it ("Siehe,
 * deine Schwägerin kehrt …", "Geliebte, jetzt sind wir …").
 */
function opensClause(segment: readonly Token[]): boolean {
  const first = segment[0];
  if (first === undefined || segment.length < 2) return false;
  const lower = first.text.toLowerCase();
  return (
    SUBORDINATORS.has(lower) ||
    SUBJECT_PRONOUNS.has(lower) ||
    QUESTION_OPENERS.test(lower) ||
    finiteReadings({ ...first, text: lower }).length > 0 ||
    // "Herr, erhör mich, wenn …": a request to the one addressed.
    (first.text === lower && isImperative(first)) ||
    mainClauseSubject([{ ...first, text: lower }, ...segment.slice(1)], false) !== undefined
  );
}

/** Words of the second person: an address inside the sentence speaks to someone. */
const SECOND_PERSON = /^(?:du|dich|dir|dein\w*|ihr|euch|euer|eure\w*)$/i;

/**
 * "Wundert euch nicht, Brüder, wenn die Welt euch hasst." An address between a main clause and
 * the clause after it is left out while the rest is split, then goes back to the end of the clause
 * that still ends with the word before it: "Vielleicht hasst die Welt euch." / "Dann wundert euch
 * nicht, Brüder." Only with a second-person word in the sentence (else the noun may be an
 * apposition) and when the rest splits.
 */
export function splitAroundInnerAddress(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (segments.length < 3 || !segments.flat().some((token) => SECOND_PERSON.test(token.text)))
    return undefined;
  for (let index = 1; index < segments.length - 1; index += 1) {
    const address = segments[index] ?? [];
    const host = segments[index - 1] ?? [];
    const next = segments[index + 1] ?? [];
    if (!isLeadingAddress(address, next) || !hasFiniteVerb(host) || isImperativeWord(address)) continue;
    const inside = insideClause(segments, index, end, splitRest);
    if (inside !== "no") return inside;
    const rest = splitRest([...segments.slice(0, index), ...segments.slice(index + 1)], end);
    const last = host.at(-1);
    const at = rest?.findIndex((clause) => clause.tokens.at(-1)?.text === last?.text) ?? -1;
    const found = rest?.[at];
    if (rest === undefined || rest.length < 2 || found === undefined) return undefined;
    const tokens = [...found.tokens, { kind: "p" as const, text: ",", space: false }, ...address];
    return rest.with(at, { ...found, tokens });
  }
  return undefined;
}

/** "Siehe": a one-word imperative, which isLeadingAddress also accepts; no address in the middle. */
function isImperativeWord(segment: readonly Token[]): boolean {
  return segment.length === 1 && isImperative(segment[0]);
}

/** Subject pronouns of the person addressed. */
const ADDRESSED_SUBJECTS = /^(?:du|ihr)$/i;

/**
 * "…, und du, Gott, leitest die ganze Menschheit": an address between a subject "du"/"ihr" (the
 * last word before it) and the finite verb after it (which agrees) is inside one clause. It is
 * left out while the rest is split as one segment, then goes back between the pronoun and its
 * verb. "no" when the address is not inside a clause this way; undefined when the rest does not split.
 */
function insideClause(
  segments: readonly Token[][],
  index: number,
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined | "no" {
  const host = segments[index - 1] ?? [];
  const next = segments[index + 1] ?? [];
  const pronoun = host.at(-1);
  const verb = next[0];
  if (pronoun === undefined || verb === undefined || !ADDRESSED_SUBJECTS.test(pronoun.text)) return "no";
  const agreements = SUBJECT_PRONOUNS.get(pronoun.text.toLowerCase());
  if (agreements === undefined || !agrees(finiteReadings(verb), agreements)) return "no";
  const joined = [...host, ...next];
  const rest = splitRest([...segments.slice(0, index - 1), joined, ...segments.slice(index + 2)], end);
  if (rest === undefined || rest.length < 2) return undefined;
  // Where the pronoun stands right before its verb (moved to the front of a new sentence: "Du leitest …").
  const pronounAt = (tokens: readonly Token[]): number =>
    tokens.findIndex(
      (token, place) =>
        token.text.toLowerCase() === pronoun.text.toLowerCase() && tokens[place + 1]?.text === verb.text,
    );
  const at = rest.findIndex((clause) => pronounAt(clause.tokens) >= 0);
  const found = rest[at];
  if (found === undefined) return undefined;
  const position = pronounAt(found.tokens);
  const comma = { kind: "p" as const, text: ",", space: false };
  const tokens = [
    ...found.tokens.slice(0, position + 1),
    comma,
    ...(segments[index] ?? []),
    comma,
    ...found.tokens.slice(position + 1),
  ];
  return rest.with(at, { ...found, tokens });
}

/** Words that open a verb-final clause besides the subordinators ("Als er kam …"). */
const DEPENDENT_OPENERS = /^(?:als|wie|wo|wer|was|ob)$/i;

/** An imperative, also the old form in -e the lexicon lacks ("siehe" beside "sieh"). */
function imperativeWord(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w") return false;
  // "kalt und feucht, weshalb …": an adjective ("feucht", read as the stem of "feuchten") is none.
  if (readingsOf(token.text).some((reading) => reading.partOfSpeech !== "verb")) return false;
  return (
    isImperative(token) ||
    (token.text.endsWith("e") && isImperative({ ...token, text: token.text.slice(0, -1) }))
  );
}

/**
 * "Und Gott sah die Erde und siehe, sie war verdorben.": "und" + a one-word imperative before a
 * comma ("siehe") opens a new sentence; it is no verb that shares the left side's subject or
 * object ("Gott hat die Erde und siehe gesehen."). The sentence is cut before "und": "Und Gott sah
 * die Erde." / "Und siehe, sie war verdorben." Only when the left side is a main clause with a
 * finite verb and a clause follows the comma.
 */
export function splitBeforeInnerInterjection(part: Clause): Clause[] | undefined {
  const { tokens, end } = part;
  const at = tokens.findIndex(
    (token, index) =>
      index > 1 &&
      token.text === "und" &&
      imperativeWord(tokens[index + 1]) &&
      finiteReadings(tokens[index + 1]).length === 0 &&
      tokens[index + 2]?.kind === "p" &&
      tokens[index + 2]?.text === ",",
  );
  if (at < 0) return undefined;
  const left = tokens.slice(0, tokens[at - 1]?.text === "," ? at - 1 : at);
  const rest = tokens.slice(at + 3);
  const next = rest.slice(
    0,
    Math.max(
      0,
      rest.findIndex((token) => token.kind === "p"),
    ) || rest.length,
  );
  if (!hasFiniteVerb(left) || left.some((token) => token.kind === "p" && token.text !== ","))
    return undefined;
  // "Als er kam und siehe, da …": a dependent clause on the left needs what follows.
  if (subordinatorOf(left) !== undefined || DEPENDENT_OPENERS.test(left[0]?.text ?? "") || !opensClause(next))
    return undefined;
  // "und sieh, dass …", "und sieh, wie …": the verb takes the clause after it as its object.
  if (
    subordinatorOf(next) !== undefined ||
    DEPENDENT_OPENERS.test(next[0]?.text ?? "") ||
    !hasFiniteVerb(next)
  )
    return undefined;
  const und = tokens[at] as Token;
  return [
    { tokens: left, end: "." },
    { tokens: [{ ...und, text: "Und" }, ...tokens.slice(at + 1)], end },
  ];
}
