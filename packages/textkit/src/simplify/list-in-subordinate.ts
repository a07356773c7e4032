// "Sofern Sie Bürgergeld, Grundsicherung oder BAföG beziehen, können Sie …": the commas of a list
// of nouns inside a subordinate clause are no clause boundaries. The comma segments of the list
// are joined back into the subordinate clause, so the split sees one condition and one main clause
// ("Vielleicht beziehen Sie Bürgergeld, Grundsicherung oder BAföG." + "Dann können Sie …").

import { MONTH_NAMES } from "../language/month-names.ts";
import { WEEKDAY_NAMES } from "../language/weekday-names.ts";
import { isAddressSegment } from "./address-segments.ts";
import { nominativeSubjectAt } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { isFiniteVerbToken, isNonFiniteVerb, readingsOf } from "./lexicon-access.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { COMMON_CONTRACTIONS, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** A list comma held as a word while the clause is split. */
export const LIST_COMMA: Token = { kind: "w", text: ",", space: false };

/** The list commas of `joinListInSubordinate` back as commas. */
export function restoreListCommas<T extends { tokens: readonly Token[] }>(clauses: readonly T[]): T[] {
  return clauses.map((clause) => ({
    ...clause,
    tokens: clause.tokens.map((token) =>
      token.kind === "w" && token.text === "," ? { ...token, kind: "p" as const } : token,
    ),
  }));
}

/**
 * Words a list item may hold ("Ihre aktuelle Lohnabrechnung", "eine Umsetzung auf einen anderen
 * Arbeitsplatz"): no verb, a capitalised word last.
 */
const MAX_ITEM_TOKENS = 6;
const CONJUNCTIONS = /^(?:und|oder|sowie|bzw)$/;

/** A noun phrase without a verb ("Grundsicherung", "eine Kopie des Passes"), ending in a capital. */
function nounPhrase(tokens: readonly Token[]): boolean {
  return (
    tokens.length > 0 &&
    tokens.length <= MAX_ITEM_TOKENS &&
    isCapitalised(tokens.at(-1)?.text ?? "") &&
    tokens.every((token) => token.kind === "w" && !isFiniteVerbToken(token) && !isNonFiniteVerb(token))
  );
}

/** Index of the conjunction when the segment is "NOUN PHRASE und/oder …", else -1. */
function lastItemConjunction(segment: readonly Token[]): number {
  const conjunction = segment.findIndex((token) => CONJUNCTIONS.test(token.text));
  return conjunction > 0 && nounPhrase(segment.slice(0, conjunction)) ? conjunction : -1;
}

/**
 * Joins "wenn Sie A" + "B" + "C oder D beziehen" into one segment "wenn Sie A, B, C oder D
 * beziehen": the first segment opens a subordinate clause that has not reached its verb (it ends
 * in a noun), the middle ones are bare noun phrases, the last one starts with a noun phrase and a
 * conjunction and holds the verb. Undefined when there is no such list.
 */
export function joinListInSubordinate(segments: readonly Token[][]): Token[][] | undefined {
  for (let start = 0; start < segments.length - 1; start += 1) {
    const opener = segments[start] ?? [];
    if (subordinatorOf(opener) === undefined || opener.length < 3) continue;
    const last = opener.at(-1);
    if (last === undefined || !isCapitalised(last.text) || isFiniteVerbToken(last)) continue;
    let index = start + 1;
    while (index < segments.length && nounPhrase(segments[index] ?? [])) index += 1;
    const closing = segments[index];
    if (closing === undefined) continue;
    const conjunction = lastItemConjunction(closing);
    // The verb of the subordinate clause comes after the last item ("oder BAföG beziehen").
    if (conjunction < 0 || !closing.slice(conjunction + 1).some((token) => isFiniteVerbToken(token)))
      continue;
    // The list commas are held as words while the clause is split (the clause steps take a comma
    // for a clause boundary) and turned back into commas after it (`restoreListCommas`).
    const joined = segments
      .slice(start, index + 1)
      .flatMap((segment, at) => (at === 0 ? segment : [{ ...LIST_COMMA }, ...segment]));
    return [...segments.slice(0, start), joined, ...segments.slice(index + 1)];
  }
  return undefined;
}

/** The negation a contrast "nicht X, sondern Y" / "kein X, sondern Y" opens with. */
const NEGATION = /^(?:nicht|kein|keine|keinen|keinem|keiner|keines)$/;

/**
 * "…, da die Entfernung nicht 42 Kilometer, sondern nur 35 Kilometer beträgt": a contrast inside a
 * subordinate clause that has not reached its verb; the comma before "sondern" is no clause
 * boundary. The clause's segment (a subordinator, a negation, no finite verb) and the "sondern"
 * segment that closes the clause with its finite verb are joined with a list comma
 * (`restoreListCommas` turns it back), so the split sees one clause ("Die Entfernung beträgt nicht
 * 42 Kilometer, sondern nur 35 Kilometer."). Not when the clause before "sondern" is complete ("weil
 * er krank ist, sondern weil …"), nor for a "sondern" segment that opens a clause of its own or
 * does not end in a finite verb. Undefined when there is no such contrast.
 */
export function joinContrastInSubordinate(segments: readonly Token[][]): Token[][] | undefined {
  for (let start = 0; start < segments.length - 1; start += 1) {
    const opener = segments[start] ?? [];
    const subordinator = subordinatorOf(opener);
    if (subordinator === undefined) continue;
    const inner = opener.slice(subordinator.length);
    const negation = inner.findIndex((token) => NEGATION.test(token.text));
    if (negation < 0 || negation === inner.length - 1 || inner.some((token) => isFiniteVerbToken(token)))
      continue;
    // "ob nicht Sie, sondern Ihre Tochter das Konto führt": the subject itself is contrasted; put
    // before it, the verb would agree with one side only. The subject stands before the negation.
    const subject = nominativeSubjectAt(inner, 0, true);
    if (subject === undefined || subject.end > negation) continue;
    if (inner.some((token) => token.kind === "p")) continue;
    const closing = segments[start + 1] ?? [];
    const [but, ...rest] = closing;
    if (but?.text !== "sondern" || rest.length < 2 || !isFiniteVerbToken(rest.at(-1))) continue;
    if (rest.some((token) => token.kind === "p" || subordinatorOf([token]) !== undefined)) continue;
    // "sondern ging nach Hause", "sondern bleibt zu Hause": a verb after "sondern" opens a clause.
    if (isFiniteVerbToken(rest[0]) && !isCapitalised(rest[0]?.text ?? "")) continue;
    const joined = [...opener, { ...LIST_COMMA }, ...closing];
    return [...segments.slice(0, start), joined, ...segments.slice(start + 2)];
  }
  return undefined;
}

/** A lower-case word that may stand as a predicative: an uninflected adjective or a past participle. */
function predicative(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.kind === "w" &&
    /^\p{Ll}+$/u.test(token.text) &&
    readingsOf(token.text).some(
      (reading) =>
        (reading.partOfSpeech === "adjective" && !reading.inflected) ||
        (reading.partOfSpeech === "verb" && reading.form === "pastParticiple"),
    )
  );
}

/**
 * "Sind Sie mit dem Angeklagten verlobt, verheiratet oder verwandt, steht Ihnen …": a list of
 * predicatives (adjectives, past participles) whose later items stand alone between commas, the
 * last two joined by und/oder/sowie, goes on with the clause its first item ends. Its commas are
 * held as list commas (`restoreListCommas`). Not when a segment holds anything else ("…, verheiratet
 * und lebt in Berlin": a clause of its own). Undefined when there is no such list.
 */
export function joinPredicativeList(segments: readonly Token[][]): Token[][] | undefined {
  for (let start = 0; start < segments.length - 1; start += 1) {
    const opener = segments[start] ?? [];
    if (opener.length < 3 || !predicative(opener.at(-1))) continue;
    let index = start + 1;
    while (index < segments.length && segments[index]?.length === 1 && predicative(segments[index]?.[0]))
      index += 1;
    const [item, conjunction, lastItem, ...rest] = segments[index] ?? [];
    if (!predicative(item) || !CONJUNCTIONS.test(conjunction?.text ?? "") || !predicative(lastItem)) continue;
    // The clause's own finite verb stands before the list ("Sind Sie …", "Er war …").
    if (rest.length > 0 || !opener.slice(0, -1).some((token) => isFiniteVerbToken(token))) continue;
    // The items are never finite verbs, though some have the form of one ("verheiratet").
    const items = (tokens: readonly Token[]) =>
      tokens.map((token) => (predicative(token) ? { ...token, attributive: true as const } : token));
    const joined = segments
      .slice(start, index + 1)
      .flatMap((segment, at) =>
        at === 0
          ? [...segment.slice(0, -1), ...items(segment.slice(-1))]
          : [{ ...LIST_COMMA }, ...items(segment)],
      );
    return [...segments.slice(0, start), joined, ...segments.slice(index + 1)];
  }
  return undefined;
}

const WEEKDAYS: readonly string[] = [...WEEKDAY_NAMES, "Sonnabend"];

/**
 * "22. August 2025", "dem 3. März": a day, its dot and a month name, with or without a year, after
 * "dem"/"den" or alone.
 */
function isDate(segment: readonly Token[]): boolean {
  const [day, dot, month, year, ...rest] = /^(?:dem|den)$/.test(segment[0]?.text ?? "")
    ? segment.slice(1)
    : segment;
  return (
    day?.kind === "n" &&
    /^\d{1,2}$/.test(day.text) &&
    dot?.text === "." &&
    MONTH_NAMES.includes(month?.text ?? "") &&
    (year === undefined || (year.kind === "n" && /^\d{4}$/.test(year.text))) &&
    rest.length === 0
  );
}

/**
 * "Die Trauung kann am Freitag, 22. August 2025, um 11:00 Uhr stattfinden, wenn …": the date
 * after a weekday is an apposition, its commas no clause boundaries. The weekday's segment, the
 * date and the segment after it (when it goes on with the clause, not with a subordinate or
 * relative clause) are joined with list commas (`restoreListCommas` turns them back). Undefined
 * when there is no such date.
 */
export function joinDateApposition(
  segments: readonly Token[][],
  opensDependent: (segment: readonly Token[]) => boolean,
): Token[][] | undefined {
  for (let index = 1; index < segments.length; index += 1) {
    const before = segments[index - 1] ?? [];
    const date = segments[index] ?? [];
    if (!WEEKDAYS.includes(before.at(-1)?.text ?? "") || !isDate(date)) continue;
    const next = segments[index + 1];
    // ", und danach …" opens a clause of its own: the held comma would end the first sentence.
    const goesOn =
      next !== undefined &&
      next.length > 0 &&
      !opensDependent(next) &&
      !/^(?:und|oder|aber|sondern|doch|denn)$/.test(next[0]?.text ?? "");
    const joined = [...before, { ...LIST_COMMA }, ...date, ...(goesOn ? [{ ...LIST_COMMA }, ...next] : [])];
    return [...segments.slice(0, index - 1), joined, ...segments.slice(index + (goesOn ? 2 : 1))];
  }
  return undefined;
}

/** Titles before a name in an apposition ("Herr Meier"). */
const TITLES = /^(?:Herr|Frau|Dr\.?|Prof\.?)$/;

/** A short noun phrase without a verb ("Herr Meier", "dem Euren", "das heilige Buch"). */
export function appositionPhrase(tokens: readonly Token[]): boolean {
  const first = tokens[0]?.text ?? "";
  return (
    tokens.length > 0 &&
    tokens.length <= 5 &&
    (DETERMINERS.has(first.toLowerCase()) || TITLES.test(first) || isCapitalised(first)) &&
    subordinatorOf(tokens) === undefined &&
    tokens.every((token) => token.kind === "w" && !isFiniteVerbToken(token) && !isNonFiniteVerb(token))
  );
}

/**
 * "Der Vermieter, Herr Meier, hat gesagt, dass die Miete steigt.": an apposition right after the
 * noun phrase that opens the sentence (with an article, a possessive or a preposition first),
 * before the main clause goes on with its finite verb, is no clause boundary. The three segments
 * are joined with list commas (`restoreListCommas` turns them back), so the split sees one main
 * clause before the dependent one ("Der Vermieter, Herr Meier, hat gesagt:" / "Die Miete steigt.").
 * Only when a segment follows that clause; not for an address ("Mein Herr, mein Gott, hilf mir")
 * or a segment with a verb. Undefined when there is no such apposition.
 */
export function joinOpeningApposition(segments: readonly Token[][]): Token[][] | undefined {
  const [opening = [], apposition = [], main = []] = segments;
  if (segments.length < 4) return undefined;
  const words = /^(?:und|aber|doch)$/i.test(opening[0]?.text ?? "") ? opening.slice(1) : opening;
  const first = words[0]?.text.toLowerCase() ?? "";
  if (
    words.length < 2 ||
    !(DETERMINERS.has(first) || PREPOSITIONS.has(first) || COMMON_CONTRACTIONS.test(first))
  )
    return undefined;
  const verbless = opening.every(
    (token) => token.kind === "w" && !isFiniteVerbToken(token) && !isNonFiniteVerb(token),
  );
  if (!isCapitalised(opening.at(-1)?.text ?? "") || !verbless || subordinatorOf(opening) !== undefined)
    return undefined;
  if (!appositionPhrase(apposition) || !isFiniteVerbToken(main[0]) || isImperative(main[0])) return undefined;
  const joined = [...opening, { ...LIST_COMMA }, ...apposition, { ...LIST_COMMA }, ...main];
  return [joined, ...segments.slice(3)];
}

/**
 * "Der Wahlraum, der sich in der Grundschule am Lindenplatz, Lindenplatz 3, befindet, ist …": an
 * address after a place is an apposition, its commas no clause boundaries. The place's segment, the
 * address (one or two segments: street, then postal code and town) and the segment after it, when
 * the clause goes on there (a verb or more words of it, no new clause), are joined with list commas.
 * Undefined when there is no such address inside a clause.
 */
export function joinAddressApposition(
  segments: readonly Token[][],
  opensDependent: (segment: readonly Token[]) => boolean,
): Token[][] | undefined {
  for (let index = 1; index < segments.length; index += 1) {
    const before = segments[index - 1] ?? [];
    // A place ("am Lindenplatz") or the street of the address ("in der Hauptstraße 5") before it.
    const place = isCapitalised(before.at(-1)?.text ?? "") || isAddressSegment(before.slice(-2));
    if (!place || !isAddressSegment(segments[index] ?? [])) continue;
    let last = index;
    if (isAddressSegment(segments[last + 1] ?? [])) last += 1;
    const next = segments[last + 1];
    if (
      next === undefined ||
      next.length === 0 ||
      opensDependent(next) ||
      /^(?:und|oder|aber|sondern|doch|denn)$/.test(next[0]?.text ?? "")
    )
      continue;
    const joined = [...before];
    for (const segment of segments.slice(index, last + 2)) joined.push({ ...LIST_COMMA }, ...segment);
    return [...segments.slice(0, index - 1), joined, ...segments.slice(last + 2)];
  }
  return undefined;
}
