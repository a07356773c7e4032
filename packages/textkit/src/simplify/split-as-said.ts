// "wie" + a verb of saying at the end -> "So …": "Die Jünger gingen auf den Berg, wie Jesus es ihnen
// gesagt hatte." -> "Die Jünger gingen auf den Berg." + "So hatte Jesus es ihnen gesagt."

import { NEGATION_WORDS } from "../language/negation-words.ts";
import {
  type Clause,
  joinSegments,
  nominativeSubjectAt,
  readVerbFinal,
  type SplitRest,
  subjectFirstOrder,
} from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isNonFiniteVerb,
  isNounLike,
  PARTICLES,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { coordinatedClauses, mainSubjectFirst } from "./split-subordinate.ts";
import { capitaliseFirst, type Token, word } from "./tokens.ts";
import { COMMON_CONTRACTIONS, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** Verbs whose "wie" clause names what was said or agreed, not a comparison of manner. */
const SAYING_VERBS: ReadonlySet<string> = new Set([
  "sagen",
  "schreiben",
  "befehlen",
  "gebieten",
  "ankündigen",
  "versprechen",
  "verheißen",
  "vereinbaren",
  "besprechen",
  "beschreiben",
  "vorschreiben",
  "festlegen",
  "erklären",
  "mitteilen",
  "anordnen",
  "auftragen",
  "beantragen",
  "vorhersagen",
  "voraussagen",
]);

/**
 * `main` is a single main clause, `second` the comma segment "wie … V". Undefined when unsure: the
 * wie clause must be one verb-final clause with a verb of saying, the main clause no question and
 * no "so" before a word ("so viele Tage, wie …" compares).
 */
export function splitAsSaid(
  main: readonly Token[],
  comparison: readonly Token[],
  end: string,
): Clause[] | undefined {
  // "…, so wie es auf der Internetseite beschrieben ist": "so" (or "genauso") marks
  // the manner, whatever the verb; the clause says how the main clause is meant.
  const manner = mannerLength(comparison);
  const second = comparison.slice(manner);
  if (second[0]?.text !== "wie" || end.includes("?")) return undefined;
  // "Wer an mich glaubt, wie die Schrift gesagt hat": the first part is no main clause.
  if (/^(?:wer|was|wo|wohin|woher|wie|wenn|weil|dass|ob|als)$/i.test(main[0]?.text ?? "")) return undefined;
  // "Bitte füllen Sie das Formular so aus, wie …": "so" before nothing but the verb's particle or
  // non-finite verbs marks the manner like "so wie"; it goes, the wie clause tells the manner.
  const correlative = correlativeSo(main);
  if (
    main.some(
      (token, index) =>
        /^(?:so|solch|ebenso|genauso)$/i.test(token.text) && index < main.length - 1 && index !== correlative,
    )
  )
    return undefined;
  if (correlative >= 0) {
    // "Es sieht so aus, wie wir befürchtet haben", "Er hat das Haus so gebaut, wie sein Vater es
    // gebaut hatte": the verb needs its "so", or the "so" says "in the same way"; only a clause that
    // tells where the way is written or said ("wie es in der Anleitung steht") takes its place.
    if (!wayWritten(second.slice(1)) || needsSo(main)) return undefined;
    const host = main.filter((_, index) => index !== correlative);
    return splitAsSaid(host, [word("so"), ...comparison.slice(manner)], end);
  }
  const rest = second.slice(1);
  if (finiteReadings(rest[0]).length > 0 && !isNonFiniteVerb(rest[0])) return undefined;
  const sub = readVerbFinal(rest);
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  // "wie mit Ihnen vereinbart": a participle without subject or auxiliary is no clause to state.
  if (sub.nonFinite.length === 0 && pastParticipleLemmas(sub.finite).length > 0 && !hasSubject(sub.middle))
    return undefined;
  const lemmas = [
    ...sub.readings.map((reading) => reading.lemma),
    ...sub.nonFinite.flatMap((token) => pastParticipleLemmas(token)),
  ];
  const said = lemmas.some((lemma) => SAYING_VERBS.has(lemma));
  if (!said && manner === 0) return knownFact(main, sub, lemmas, end);
  // "so wie du bist", "so wie er heilig ist": a copula compares a state or its degree ("So ist
  // er heilig." would say how he is holy). "so wie ein Kind lebt": a simile about a kind of thing,
  // no second event. Before a colon the clause would introduce what follows.
  const copula = sub.nonFinite.length === 0 && sub.readings.some((reading) => reading.lemma === "sein");
  if (
    !said &&
    (end === ":" ||
      copula ||
      !hasSubject(sub.middle) ||
      (sub.nonFinite.length === 0 && sub.middle.length < 2) ||
      /^(?:ein|eine|einer)$/i.test(sub.middle[0]?.text ?? ""))
  )
    return undefined;
  const tail = sub.particle ? [sub.particle, ...sub.nonFinite] : sub.nonFinite;
  return [
    { tokens: [...main], end: "." },
    { tokens: [word("So"), sub.finite, ...(said ? toldWithEs(sub.middle) : sub.middle), ...tail], end },
  ];
}

/**
 * "wie wir Ihnen bereits mitgeteilt haben" -> "So haben wir es Ihnen schon mitgeteilt.": a verb of
 * saying with a subject but no object of its own takes "es" after the subject ("So haben wir
 * Ihnen mitgeteilt." lacks what was told). Unchanged without a subject (a passive: "So ist im
 * Vertrag festgelegt") or with an object ("wie Jesus es ihnen gesagt hatte", "wie ich das sagte").
 */
function toldWithEs(middle: readonly Token[]): readonly Token[] {
  const subject = nominativeSubjectAt(middle, 0, true);
  if (subject === undefined) return middle;
  const rest = middle.slice(subject.end);
  const told = (token: Token | undefined) => /^(?:es|das|dies|dieses|alles)$/i.test(token?.text ?? "");
  if ((subject.end === 1 && told(middle[0])) || rest.some(told) || !objectFree(rest)) return middle;
  return [...middle.slice(0, subject.end), word("es"), ...rest];
}

/**
 * Index of a "so" of manner in the main clause that only the verb's particle or non-finite verbs
 * follow ("füllen Sie das Formular so aus", "so berechnet"), else -1. Not with a negation ("Er hat
 * es nicht so gemacht, wie …" denies the manner, not the deed) nor in a question.
 */
function correlativeSo(main: readonly Token[]): number {
  const at = main.findIndex((token) => token.text === "so");
  const after = main.slice(at + 1);
  if (at < 1 || after.length === 0 || main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())))
    return -1;
  // "ihn zu bitten, wieder so zu handeln, wie …": an infinitive clause keeps its "so".
  return after.every((token) => (PARTICLES.has(token.text) && token.text !== "zu") || isNonFiniteVerb(token))
    ? at
    : -1;
}

/** Verbs of a wie clause that tell where a way of doing is written, said or laid down. */
const WAY_VERBS: ReadonlySet<string> = new Set([
  ...SAYING_VERBS,
  "stehen",
  "angeben",
  "vorsehen",
  "darstellen",
  "erläutern",
  "regeln",
  "vorgeben",
]);

/** The wie clause (without "wie") is one verb-final clause with a verb of `WAY_VERBS`. */
function wayWritten(rest: readonly Token[]): boolean {
  const sub = readVerbFinal(rest);
  if (sub === undefined) return false;
  return [
    ...sub.readings.map((reading) => reading.lemma),
    ...pastParticipleLemmas(sub.finite),
    ...sub.nonFinite.flatMap((token) => pastParticipleLemmas(token)),
  ].some((lemma) => WAY_VERBS.has(lemma));
}

/** Verbs that need their "so" ("so aussehen", "sich so anhören", "so klingen", "so wirken"). */
const SO_VERBS =
  /^(?:aussehen|anhören|anfühlen|klingen|scheinen|wirken|erscheinen|verhalten|vorgehen|verfahren|handeln|machen|tun)$/;

/** The main clause's verb (its particle joined to it) needs a "so" of manner. */
function needsSo(main: readonly Token[]): boolean {
  const particle = PARTICLES.has(main.at(-1)?.text ?? "") ? (main.at(-1)?.text ?? "") : "";
  return main.some((token) =>
    [
      ...finiteReadings(token).map((reading) => `${particle}${reading.lemma}`),
      ...infinitiveLemmas(token),
      ...pastParticipleLemmas(token),
    ].some((lemma) => SO_VERBS.test(lemma)),
  );
}

/** How many words mark a manner before "wie": "so" or "genauso"; 0 when none. */
function mannerLength(tokens: readonly Token[]): number {
  return tokens[1]?.text === "wie" && /^(?:so|genauso)$/i.test(tokens[0]?.text ?? "") ? 1 : 0;
}

/** The clause opens with a nominative subject ("Gott", "wir"), not a phrase such as "mit Ihnen". */
function hasSubject(middle: readonly Token[]): boolean {
  return nominativeSubjectAt(middle, 0, true) !== undefined;
}

/** Verbs of knowing and seeing whose leading wie clause comments on the main clause ("Wie Sie wissen"). */
const KNOWING_VERBS: ReadonlySet<string> = new Set(["wissen", "sehen", "hören", "lesen"]);

/**
 * A leading comment clause "Wie Sie wissen," / "Wie wir Ihnen bereits mitgeteilt haben," before a
 * main clause that starts with its verb: the comment becomes the frame of a colon, the main clause
 * its content: "Wie Sie wissen, ändern sich die Beiträge." -> "Sie wissen:" / "Die Beiträge ändern
 * sich." The wie clause must open with its subject and hold no object of its own besides "es"
 * (which the content replaces) and a dative pronoun: "Wie er ihn sieht, …" tells a time. Undefined
 * for questions, a colon, coordinated clauses, other verbs and a main clause that does not turn
 * into subject-first order.
 */
export function leadingAsSaid(
  first: readonly Token[],
  main: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (first[0]?.text.toLowerCase() !== "wie" || end.includes("?") || end === ":") return undefined;
  const told = toldBefore(first, main, formal);
  if (told !== undefined) {
    const content = mainSubjectFirst(main, formal);
    return (
      content && [
        { tokens: told, end: ":" },
        { tokens: content, end },
      ]
    );
  }
  const sub = readVerbFinal(first.slice(1));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  const lemmas = [
    ...sub.readings.map((reading) => reading.lemma),
    ...sub.nonFinite.flatMap((token) => pastParticipleLemmas(token)),
  ];
  if (!lemmas.some((lemma) => SAYING_VERBS.has(lemma) || KNOWING_VERBS.has(lemma))) return undefined;
  const subject = nominativeSubjectAt(sub.middle, 0, formal);
  if (subject === undefined || !objectFree(sub.middle.slice(subject.end))) return undefined;
  const frame = subjectFirstOrder(
    { ...sub, middle: sub.middle.filter((token, index) => index < subject.end || token.text !== "es") },
    formal,
  );
  // "Wie Sie wissen, rufen Sie uns bitte an": a request is no content to state.
  if (main.some((token) => /^bitte$/i.test(token.text))) return undefined;
  const content = mainSubjectFirst(main, formal);
  if (frame === undefined || content === undefined) return undefined;
  return [
    { tokens: frame, end: ":" },
    { tokens: content, end },
  ];
}

/** Participles of telling after which a letter's "Wie bereits mitgeteilt," means "we told you". */
const TOLD = /^(?:mitteilen|sagen|schreiben|erklären|ankündigen)$/;

/**
 * "Wie bereits mitgeteilt, ist Ihr Antrag unvollständig." (a letter, no subject) -> "Wir haben Ihnen
 * bereits mitgeteilt:" / "Ihr Antrag ist unvollständig.". Only in a letter (the polite "Sie"), for
 * "wie" + at most one adverb of time + one participle of telling. Undefined otherwise.
 */
function toldBefore(first: readonly Token[], main: readonly Token[], formal: boolean): Token[] | undefined {
  // "Wie Ihnen bereits mitgeteilt": the dative is there already.
  const words = first[1]?.text === "Ihnen" ? [first[0], ...first.slice(2)] : first;
  if (!formal || words.length < 2 || words.length > 3 || main.some((token) => /^bitte$/i.test(token.text)))
    return undefined;
  const adverb = words.length === 3 ? words[1] : undefined;
  if (adverb !== undefined && !/^(?:bereits|schon|zuvor|vorher)$/.test(adverb.text)) return undefined;
  const participle = words.at(-1);
  if (participle === undefined || !pastParticipleLemmas(participle).some((lemma) => TOLD.test(lemma)))
    return undefined;
  return [word("Wir"), word("haben"), word("Ihnen"), ...(adverb ? [adverb] : []), participle];
}

/** Accusative pronouns: an object of the wie clause's own verb. */
const ACCUSATIVE = /^(?:ihn|mich|dich|sie)$/;

/**
 * No accusative object after the subject: noun phrases only inside prepositional phrases ("mit
 * Schreiben vom 3. Mai"), pronouns only dative or "es".
 */
function objectFree(tokens: readonly Token[]): boolean {
  let phrase = false;
  for (const token of tokens) {
    const text = token.text.toLowerCase();
    if (PREPOSITIONS.has(text) || COMMON_CONTRACTIONS.test(text)) phrase = true;
    else if (ACCUSATIVE.test(token.text)) return false;
    else if (DETERMINERS.has(text) || isNounLike(token)) {
      if (!phrase) return false;
      if (isNounLike(token)) phrase = false;
    }
  }
  return true;
}

/**
 * "Die Beiträge ändern sich, wie Sie wissen." -> "Sie wissen:" / "Die Beiträge ändern sich.": a
 * trailing comment with a verb of knowing or seeing frames the main clause. Only a clause that
 * opens with its subject and has no object of its own, after a main clause that opens with no
 * conjunction ("Denn …" would follow the colon).
 */
function knownFact(
  main: readonly Token[],
  sub: NonNullable<ReturnType<typeof readVerbFinal>>,
  lemmas: readonly string[],
  end: string,
): Clause[] | undefined {
  if (!lemmas.some((lemma) => KNOWING_VERBS.has(lemma)) || end === ":") return undefined;
  if (/^(?:und|oder|aber|denn|doch|sondern)$/i.test(main[0]?.text ?? "")) return undefined;
  const subject = nominativeSubjectAt(sub.middle, 0, true);
  if (subject === undefined || !objectFree(sub.middle.slice(subject.end))) return undefined;
  const frame = subjectFirstOrder(sub, true);
  return (
    frame && [
      { tokens: frame, end: ":" },
      { tokens: [...main], end },
    ]
  );
}

/** Verbs after which a wie clause asks how (an indirect question), not how it was said. */
const ASKING_HOW =
  /^(?:sehen|hören|lesen|wissen|verstehen|erkennen|zeigen|erzählen|fragen|lernen|merken|bemerken|beschreiben|erklären|überlegen)$/;

/**
 * A trailing "wie" clause of saying or a "so wie" clause after a sentence of several comma
 * segments: "Sie haben mit ihm gemacht, was sie wollten, wie über ihn geschrieben steht." -> the
 * rest split on its own, then "So steht über ihn geschrieben." The clause goes with the last
 * clause of the rest, as `splitAsSaid` takes it. Not after a verb of seeing, knowing or telling
 * that ends the segment before it ("…, habt ihr gelesen, wie …" asks how). Undefined when unsure.
 */
export function splitTrailingAsSaid(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const last = segments.at(-1) ?? [];
  const before = segments.at(-2) ?? [];
  if (segments.length < 3 || last[mannerLength(last)]?.text !== "wie") return undefined;
  // "…, gerade so, wie er es verheißen hat": a marker of manner in a segment of its own goes with
  // the wie clause ("so wie …"); what stands before it is the host.
  if (before.length <= 2 && /^(?:so|genauso|ebenso)$/i.test(before.at(-1)?.text ?? "")) {
    if (before.length === 2 && !/^(?:gerade|genau|ganz|eben)$/i.test(before[0]?.text ?? "")) return undefined;
    const split = asSaidAfter(segments.slice(0, -2), [word("so"), ...last], end, splitRest);
    const said = split?.at(-1);
    // "Gerade so hat er es verheißen.": the marker keeps its word ("gerade", "genau").
    if (split === undefined || said === undefined || before.length === 1) return split;
    const marker = [word(capitaliseFirst((before[0] as Token).text.toLowerCase())), word("so")];
    return [...split.slice(0, -1), { ...said, tokens: [...marker, ...said.tokens.slice(1)] }];
  }
  const verb = before.at(-1);
  const lemmas = [
    ...finiteReadings(verb).map((reading) => reading.lemma),
    ...(verb ? [...pastParticipleLemmas(verb), ...infinitiveLemmas(verb)] : []),
  ];
  if (lemmas.some((lemma) => ASKING_HOW.test(lemma))) return undefined;
  return asSaidAfter(segments.slice(0, -1), last, end, splitRest);
}

/** The segments before a trailing wie clause split on their own, the clause after the last one. */
function asSaidAfter(
  left: readonly Token[][],
  last: readonly Token[],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const clauses = (left.length > 1 ? splitRest([...left], ".") : undefined) ?? [
    { tokens: joinSegments(left), end: "." },
  ];
  const host = clauses.at(-1);
  if (host === undefined || host.end !== ".") return undefined;
  const split = splitAsSaid(host.tokens, last, end);
  if (split === undefined || split[1]?.tokens[0]?.text !== "So") return undefined;
  return [...clauses.slice(0, -1), ...split];
}
