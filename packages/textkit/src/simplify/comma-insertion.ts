// "dass für Ihr Kind Samira Haddad, geboren am 17.06.2023, ab dem 01.09.2025 ein Platz … angeboten
// werden kann": a participle phrase or an address between commas inside a clause is no clause
// boundary. It goes out while the sentence is split and comes back after the word it followed.
import { isPostalTown, isStreetSegment } from "./address-segments.ts";
import { type Clause, hasFiniteVerb } from "./clause-tools.ts";
import {
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { countWords, isCapitalised, isDateDot, type Token, word } from "./tokens.ts";
import { CONTRACTED_PREPOSITIONS, PREPOSITIONS } from "./word-classes.ts";

/** Longest insertion read this way. */
const MAX_INSERTION = 8;
/** Longest insertion of examples ("insbesondere die Aufnahme einer Beschäftigung oder eine Arbeitsunfähigkeit"). */
const MAX_EXAMPLES = 12;

/**
 * ", geboren am 17. Juni 2023,", ", wohnhaft in Kassel,": a participle and a prepositional phrase
 * without another verb (the tokens between the commas).
 */
export function participlePhrase(segment: readonly Token[]): boolean {
  const [head, preposition] = segment;
  if (head === undefined || preposition === undefined) return false;
  if (head.text !== "wohnhaft" && (isCapitalised(head.text) || pastParticipleLemmas(head).length === 0))
    return false;
  if (!PREPOSITIONS.has(preposition.text) && !Object.hasOwn(CONTRACTED_PREPOSITIONS, preposition.text))
    return false;
  return segment.every(
    (token, index) =>
      token.kind === "n" ||
      (token.kind === "w" && (index === 0 || (!isFiniteVerbToken(token) && !isNonFiniteVerb(token)))) ||
      (token.text === "." && segment[index - 1]?.kind === "n"),
  );
}

/**
 * ", Schüler der Klasse 8b,", ", Inhaberin der Firma Lemke,": a role after a person's name, a bare
 * noun with a genitive or prepositional attribute and no verb.
 */
function roleAfterName(anchor: Token, segment: readonly Token[]): boolean {
  return readingsOf(anchor.text).length === 0 && bareRolePhrase(segment);
}

/** "Schüler der Klasse 8b", "Inhaberin der Firma Lemke": a noun without article, its attribute, no verb. */
export function bareRolePhrase(segment: readonly Token[]): boolean {
  const [role, next] = segment;
  if (role === undefined || next === undefined || segment.length < 3) return false;
  if (nounReadings(role).length === 0) return false;
  if (!/^(?:der|des|von|vom|bei|beim|im|in|an|am)$/.test(next.text)) return false;
  // "Klasse 8b": a code of digits and letters is one token of its own kind.
  return segment.every(
    (token, index) =>
      token.kind === "n" ||
      token.kind === "u" ||
      (token.kind === "w" && !isFiniteVerbToken(token) && !isNonFiniteVerb(token)) ||
      (token.text === "." && segment[index - 1]?.kind === "n"),
  );
}

/** ", IBAN DE12 2005 0550 1234 5678 90,", ", BIC HASPDEHHXXX,": bank details after the account they name. */
function bankDetails(segment: readonly Token[]): boolean {
  const [label, ...code] = segment;
  return (
    /^(?:IBAN|BIC)$/.test(label?.text ?? "") &&
    code.length > 0 &&
    code.length <= 9 &&
    code.every((token) => token.kind === "n" || /^[A-Z0-9]+$/.test(token.text))
  );
}

/** "etwa aus einer Betriebsrente", "zum Beispiel aus Vermietung": examples without a verb of their own. */
export function exampleTail(segment: readonly Token[]): boolean {
  // "wie etwa eine Erkrankung", "wie zum Beispiel …": "wie" before the opener names examples too.
  if (segment[0]?.text === "wie" && segment[1]?.text !== "wie") return exampleTail(segment.slice(1));
  const [first, second] = segment;
  const opener =
    /^(?:etwa|beispielsweise|insbesondere)$/.test(first?.text ?? "") ||
    (first?.text === "zum" && second?.text === "Beispiel") ||
    (first?.text === "vor" && second?.text === "allem");
  return (
    opener && segment.length > 2 && !hasFiniteVerb(segment) && !segment.some((token) => token.kind === "p")
  );
}

/** ", Dortmund,": a town after a street without its postcode, one or two names the lexicon lacks. */
function bareTown(segment: readonly Token[]): boolean {
  return (
    segment.length >= 1 &&
    segment.length <= 2 &&
    segment.every(
      (token) => token.kind === "w" && isCapitalised(token.text) && readingsOf(token.text).length === 0,
    )
  );
}

/**
 * Runs `split` on the segments without the insertions (each after a subordinate clause's segment
 * that ends in a capitalised word and has no finite verb yet, with a segment after it) and puts each insertion back
 * after the word it followed. Undefined when there is none, the split fails, or the word is not
 * found exactly once in the clauses.
 */
export function splitAroundInsertions(
  segments: readonly Token[][],
  split: (segments: Token[][]) => Clause[] | undefined,
  opensSubordinate: (segment: readonly Token[]) => boolean,
): Clause[] | undefined {
  if (segments.length < 3) return undefined;
  const kept: Token[][] = [];
  const insertions: { anchor: Token; tokens: Token[] }[] = [];
  let joinNext = false;
  let streetBefore = false;
  for (const [index, segment] of segments.entries()) {
    const before = kept.at(-1);
    const anchor = before?.at(-1);
    // "im Amt für Jugend und Familie, Hauptstraße 5, 44137 Dortmund, abgeben": the postcode and
    // town go out with their street (kept, "Familie 44137 Dortmund" split from "abgeben").
    const street = insertions.at(-1);
    if (
      streetBefore &&
      street !== undefined &&
      index < segments.length - 1 &&
      (isPostalTown(segment) || bareTown(segment))
    ) {
      street.tokens.splice(-1, 0, { kind: "p", text: ",", space: false }, ...segment);
      joinNext = !opensSubordinate(segments[index + 1] ?? []);
      streetBefore = false;
      continue;
    }
    streetBefore = false;
    // "auf unser Konto bei der Sparkasse, IBAN DE12 …, zu überweisen", "in ein
    // Pfändungsschutzkonto, kurz P-Konto, umwandeln": bank details and a short name are never a
    // clause, in any clause.
    const named =
      bankDetails(segment) ||
      // "in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, anbieten": an address after a name.
      isStreetSegment(segment) ||
      (segment[0]?.text === "kurz" && segment.length === 2 && /\p{Lu}/u.test(segment[1]?.text ?? ""));
    const insertion =
      index > 0 &&
      index < segments.length - 1 &&
      before !== undefined &&
      anchor !== undefined &&
      anchor.kind === "w" &&
      isCapitalised(anchor.text) &&
      (named ||
        // A verb-first clause ("Sollten Sie aus wichtigem Grund, zum Beispiel …, verhindert sein")
        // has its finite verb first and its end still to come.
        (!before.some((token, at) => at > 0 && isFiniteVerbToken(token)) &&
          ((opensSubordinate(before) &&
            segment.length <= MAX_INSERTION &&
            (participlePhrase(segment) || isStreetSegment(segment) || roleAfterName(anchor, segment))) ||
            // "jede Änderung Ihrer Verhältnisse, insbesondere einen Umzug, unverzüglich mitzuteilen":
            // examples after a noun, in any clause.
            (segment.length <= MAX_EXAMPLES && exampleTail(segment)))));
    if (insertion) {
      insertions.push({
        anchor,
        tokens: [{ kind: "p", text: ",", space: false }, ...segment, { kind: "p", text: ",", space: false }],
      });
      // The clause goes on after the insertion; after a short name a subordinate clause may follow
      // ("Sie bekommen Bürgergeld, kurz BG, wenn …").
      joinNext = !named || !opensSubordinate(segments[index + 1] ?? []);
      streetBefore = isStreetSegment(segment);
      continue;
    }
    if (joinNext && before !== undefined) before.push(...segment);
    else kept.push([...segment]);
    joinNext = false;
  }
  if (insertions.length === 0) return undefined;
  const clauses = split(kept);
  if (clauses === undefined) return undefined;
  for (const { anchor } of insertions) {
    const count = clauses.reduce(
      (sum, clause) => sum + clause.tokens.filter((token) => token === anchor).length,
      0,
    );
    if (count !== 1) return undefined;
  }
  return clauses.map((clause) => ({
    ...clause,
    tokens: clause.tokens.flatMap((token, index) => {
      // "Arben, geboren am 11. Juli 2012, Schüler der Klasse 8b,": two insertions after one word,
      // one comma between them.
      const found = insertions
        .filter((insertion) => insertion.anchor === token)
        .flatMap((insertion, order) => (order === 0 ? insertion.tokens : insertion.tokens.slice(1)));
      if (found.length === 0) return [token];
      // The anchor ends its sentence now ("Vielleicht bekommen Sie Einkommen, zum Beispiel Lohn."):
      // the full stop closes the insertion, not a comma (a list item keeps its comma).
      const closed = index === clause.tokens.length - 1 && /^[.!?]$/.test(clause.end);
      return closed ? [token, ...found.slice(0, -1)] : [token, ...found];
    }),
  }));
}

/** A sentence longer than this (in words) loses its closing examples to a line of their own. */
const EXAMPLES_SPLIT_WORDS = 12;

/** Openers of examples after a comma: their length and the label of the line they get. */
function exampleOpener(
  tokens: readonly Token[],
  at: number,
): { length: number; label: string[] } | undefined {
  const first = tokens[at]?.text;
  if (first === "zum" && tokens[at + 1]?.text === "Beispiel")
    return { length: 2, label: ["Zum", "Beispiel"] };
  if (first === "beispielsweise") return { length: 1, label: ["Zum", "Beispiel"] };
  if (first === "vor" && tokens[at + 1]?.text === "allem") return { length: 2, label: ["Vor", "allem"] };
  if (first === "besonders" || first === "insbesondere") return { length: 1, label: ["Vor", "allem"] };
  return undefined;
}

/**
 * The first or last ", zum Beispiel …" (or another opener) after the second token: the comma's
 * index, the opener, where the examples start and the comma after them (-1 without one).
 */
function examplesAfterComma(
  tokens: readonly Token[],
  which: "first" | "last",
): { at: number; opener: { length: number; label: string[] }; start: number; close: number } | undefined {
  const opens = (token: Token, index: number) =>
    token.text === "," && exampleOpener(tokens, index + 1) !== undefined;
  const at = which === "first" ? tokens.findIndex(opens) : tokens.findLastIndex(opens);
  const opener = exampleOpener(tokens, at + 1);
  if (at < 2 || opener === undefined) return undefined;
  const start = at + 1 + opener.length;
  const close = tokens.findIndex((token, index) => index > start && token.text === ",");
  return { at, opener, start, close };
}

/** Examples: no verb form, no punctuation but list commas (`commas`) and the dots of dates. */
function plainExamples(examples: readonly Token[], commas: boolean): boolean {
  return (
    examples.length > 0 &&
    examples[0]?.kind !== "p" &&
    !hasFiniteVerb(examples) &&
    !examples.some(
      (token, index) =>
        isNonFiniteVerb(token) ||
        (token.kind === "p" && !(commas && token.text === ",") && !isDateDot(examples, index)),
    )
  );
}

/** A verb-first condition or a subordinator of condition at the start of a sentence. */
const CONDITION_OPENERS = /^(?:wenn|falls|sofern|sollte|sollten)$/i;

/** Words that open a clause of their own after the closing comma of an insertion. */
const CLAUSE_OPENERS =
  /^(?:und|oder|aber|sondern|denn|doch|der|die|das|den|dem|deren|dessen|wo|was|wer|wie|wenn|weil|dass|ob|als|um|ohne|statt)$/i;

/**
 * "In Deutschland gibt es viele Feiertage, zum Beispiel Ostern, Pfingsten und Weihnachten." ->
 * "In Deutschland gibt es viele Feiertage." / "Zum Beispiel: Ostern, Pfingsten und
 * Weihnachten.": examples after "zum Beispiel"/"beispielsweise" (or "besonders"/"insbesondere"/
 * "vor allem": "Vor allem: …") in a statement over 12 words go to a line of their own, in their
 * own case. At the end, list commas may stand inside them; between two commas inside the clause
 * ("Sie müssen jede Änderung, besonders einen Umzug, sofort mitteilen.") none, and what follows the
 * closing comma must go on with the clause (no comma, no conjunction, relative or subordinator).
 * The clause without them needs its finite verb. Undefined otherwise.
 */
export function splitExampleTail(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (!/^[.!]$/.test(end) || countWords(tokens) <= EXAMPLES_SPLIT_WORDS) return undefined;
  const found = examplesAfterComma(tokens, "last");
  if (found === undefined) return undefined;
  const { at, opener, start, close } = found;
  const after = close < 0 ? [] : tokens.slice(close + 1);
  // "Sollten sich Änderungen ergeben, zum Beispiel …, teilen Sie …": a finite verb after the
  // insertion when the part before it has one already opens the next clause.
  const before = tokens.slice(0, at);
  const inner =
    close > 0 &&
    after.length > 0 &&
    !CLAUSE_OPENERS.test(after[0]?.text ?? "") &&
    !(hasFiniteVerb(before) && isFiniteVerbToken(after[0])) &&
    // The clause goes on with its verb ("…, sofort mitteilen") or the particle of its verb
    // ("Reichen Sie … Nachweise, z. B. eine Bescheinigung, ein."), not with more items of a list.
    (hasFiniteVerb(after) ||
      after.some((token) => isNonFiniteVerb(token)) ||
      // "…, z. B. Kontoauszüge, bis zum 15. März ein.": a phrase of the verb may stand before it.
      (PARTICLES.has(after.at(-1)?.text ?? "") && hasFiniteVerb(before) && !hasFiniteVerb(after))) &&
    !after.some((token, index) => token.kind === "p" && !isDateDot(after, index));
  const examples = inner ? tokens.slice(start, close) : tokens.slice(start);
  const main = inner ? [...before, ...after] : before;
  if (!plainExamples(examples, !inner) || !hasFiniteVerb(main)) return undefined;
  const [first, ...rest] = examples;
  if (first === undefined) return undefined;
  // "…, besonders schnell": an adverb of degree before an adjective, no examples.
  if (
    tokens[at + 1]?.text === "besonders" &&
    first.kind === "w" &&
    !isCapitalised(first.text) &&
    readingsOf(first.text).some((reading) => reading.partOfSpeech === "adjective")
  )
    return undefined;
  // One line "Zum Beispiel: …": the examples keep their case ("durch Pfändung …").
  return [{ tokens: main, end: "." }, exampleLine(opener.label, [first, ...rest], end)];
}

/** "Zum Beispiel: ein Umzug." (the label, a colon, the examples). */
function exampleLine(label: readonly string[], examples: readonly Token[], end: string): Clause {
  const [first, ...rest] = examples;
  return {
    tokens: [
      ...label.map(word),
      { kind: "p", text: ":", space: false },
      ...(first === undefined ? [] : [{ ...first, space: true }]),
      ...rest,
    ],
    end,
  };
}

/**
 * "Sollten sich Änderungen ergeben, zum Beispiel ein Umzug, teilen Sie uns dies bitte mit.": examples
 * between a first clause and the finite verb of the next one. Returns the sentence without them and
 * their line ("Zum Beispiel: ein Umzug."), which goes after the first clause once the rest is split.
 */
export function takeInnerExamples(clause: Clause): [Clause, Clause] | undefined {
  const { tokens, end } = clause;
  if (!/^[.!]$/.test(end)) return undefined;
  const found = examplesAfterComma(tokens, "first");
  if (found === undefined) return undefined;
  const { at, opener, start, close } = found;
  const before = tokens.slice(0, at);
  const after = close < 0 ? [] : tokens.slice(close + 1);
  const examples = tokens.slice(start, close);
  if (
    close < 0 ||
    // Only after a condition that opens the sentence ("Sollten sich …", "Wenn …"): "Sie müssen Ihr
    // Einkommen, zum Beispiel …, angeben" has no second clause, "Bevor …" turns the order round.
    !CONDITION_OPENERS.test(tokens[0]?.text ?? "") ||
    !hasFiniteVerb(before) ||
    !isFiniteVerbToken(after[0]) ||
    // "…, zum Beispiel A, B oder C, …": a list goes on after the comma; only a single phrase here.
    !plainExamples(examples, false)
  )
    return undefined;
  return [
    { tokens: [...before, tokens[at] as Token, ...after], end },
    exampleLine(opener.label, examples, "."),
  ];
}
