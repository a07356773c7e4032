// "nicht X, sondern Y" with a verb-less Y: the second sentence repeats the clause with Y in the
// place of "nicht X". "Wir steinigen dich nicht wegen einem guten Werk, sondern wegen Gotteslästerung."
// -> "Wir steinigen dich nicht wegen einem guten Werk." / "Wir steinigen dich wegen Gotteslästerung."
// Only when X and Y open alike (both with a preposition, or both with an article of a shared case)
// and X runs from "nicht" to the verb forms that close the clause (or to its end).

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { agrees, nominativeSubjectAt } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, PARTICLES, readingsOf } from "./lexicon-access.ts";
import { capitaliseFirst, isCapitalised, isDateDot, type Token, word } from "./tokens.ts";
import { DETERMINERS, OBJECT_PRONOUNS, PREPOSITIONS, SUBORDINATORS } from "./word-classes.ts";

const CONTRACTED = /^(?:im|ins|am|ans|vom|zum|zur|beim|übers|aufs|durchs|fürs)$/;

/** Words after "nicht" that make the negation part of a larger phrase ("nicht nur", "nicht allein"). */
const SCOPE_WORDS = /^(?:nur|allein|bloß|einmal|mehr|so|etwa|ganz|sehr|wie|als)$/;

/** Cases an article may mark (singular and plural together). */
function articleCases(text: string): Set<string> {
  const lower = text.toLowerCase();
  if (lower === "den") return new Set(["akk", "dat"]);
  if (lower.endsWith("em")) return new Set(["dat"]);
  if (lower === "des" || lower.endsWith("es")) return new Set(["gen", "nom", "akk"]);
  if (lower.endsWith("en")) return new Set(["akk", "dat"]);
  if (lower.endsWith("er")) return new Set(["nom", "dat", "gen"]);
  return new Set(["nom", "akk"]);
}

function kind(token: Token | undefined): string | undefined {
  if (token === undefined || token.kind !== "w") return undefined;
  const lower = token.text.toLowerCase();
  if (PREPOSITIONS.has(lower) || CONTRACTED.test(lower)) return "preposition";
  if (DETERMINERS.has(lower)) return "article";
  return undefined;
}

function alike(x: Token | undefined, y: Token | undefined): boolean {
  const kx = kind(x);
  if (kx === undefined || kx !== kind(y)) return false;
  if (kx === "preposition") return true;
  const cases = articleCases(x?.text ?? "");
  return [...articleCases(y?.text ?? "")].some((grammaticalCase) => cases.has(grammaticalCase));
}

/** Titles before a name: "an Herrn Müller" is one phrase. */
const TITLES = /^(?:Herr|Herrn|Frau|Dr\.?|Prof\.?)$/;

/** Genitive articles: "die Lehre meines Vaters" is one phrase. */
const GENITIVE_ARTICLE = /^(?:des|der|eines|einer|meines|deines|seines|ihres|unseres|eures|dieses|jedes)$/i;

/**
 * "nicht am Montag, sondern am Dienstag Zeit", "nicht bei uns, sondern beim Bürgeramt einen neuen
 * Ausweis": a further noun phrase after the first phrase of Y belongs to both sides (the clause goes
 * on after Y), so Y is no phrase that can take the place of X alone. A genitive ("die Lehre meines
 * Vaters"), a prepositional phrase ("beim Amt in Berlin") and "und" ("in Tat und Wahrheit") go on
 * the first phrase.
 */
function sharedNounAfter(replacement: readonly Token[]): boolean {
  // The first phrase ends with its first noun (after a title, with the name) or a pronoun after its
  // preposition ("bei uns").
  // "an Ihren Vermieter": the polite possessive is no noun.
  let head = replacement.findIndex(
    (token, index) => index > 0 && isCapitalised(token.text) && !DETERMINERS.has(token.text.toLowerCase()),
  );
  if (kind(replacement[0]) === "preposition" && OBJECT_PRONOUNS.test(replacement[1]?.text ?? "")) head = 1;
  if (head < 0) return false;
  if (TITLES.test(replacement[head]?.text ?? "") && isCapitalised(replacement[head + 1]?.text ?? ""))
    head += 1;
  // Whether a preposition, a genitive article or "und" opened a phrase that has no noun yet.
  let open = false;
  for (const token of replacement.slice(head + 1)) {
    if (token.kind !== "w") return true;
    const lower = token.text.toLowerCase();
    if (kind(token) === "preposition" || GENITIVE_ARTICLE.test(lower) || lower === "und" || lower === "oder")
      open = true;
    else if (DETERMINERS.has(lower)) {
      if (!open) return true;
    } else if (isCapitalised(token.text)) {
      if (!open) return true;
      open = false;
    }
  }
  return false;
}

/**
 * The clause with Y in the place of "nicht X", or undefined. `left` is the clause before the comma,
 * `replacement` the words after "sondern".
 */
export function replaceNegated(left: readonly Token[], replacement: readonly Token[]): Token[] | undefined {
  // "Der Antrag muss nicht bei uns, sondern beim Jobcenter gestellt werden": alone, "muss nicht"
  // would say "need not" where the sentence says "must, but elsewhere".
  if (left.some((token) => finiteReadings(token).some((reading) => NEED.test(reading.lemma))))
    return undefined;
  return replacedPhrase(left, replacement);
}

/** Modals whose negation only lifts a duty ("muss nicht", "braucht nicht"). */
const NEED = /^(?:müssen|brauchen)$/;

/** replaceNegated without the test of the modal (for "nicht nur", where no negation stays). */
function replacedPhrase(left: readonly Token[], replacement: readonly Token[]): Token[] | undefined {
  // "bis zum 1. Mai": the point of a date is no clause boundary.
  if (replacement.length === 0 || left.some((token, index) => token.kind === "p" && !isDateDot(left, index)))
    return undefined;
  if (
    replacement.some(
      (token) =>
        token.kind === "p" ||
        SUBORDINATORS.has(token.text.toLowerCase()) ||
        (!isCapitalised(token.text) && (finiteReadings(token).length > 0 || isNonFiniteVerb(token))),
    )
  )
    return undefined;
  const negations = left.flatMap((token, index) => (token.text === "nicht" ? [index] : []));
  const not = negations[0];
  if (not === undefined || not === 0 || SCOPE_WORDS.test(left[not + 1]?.text ?? "")) return undefined;
  if (!alike(left[not + 1], replacement[0]) || sharedNounAfter(replacement)) return undefined;
  // The closing verb forms of the left side stay; X runs up to them.
  let bracket = left.length;
  while (
    bracket > not + 2 &&
    !isCapitalised(left[bracket - 1]?.text ?? "A") &&
    (isNonFiniteVerb(left[bracket - 1]) || PARTICLES.has(left[bracket - 1]?.text ?? ""))
  )
    bracket -= 1;
  const negated = left.slice(not + 1, bracket);
  // "nicht über, sondern unter 100 Euro", "nicht den alten, sondern den neuen Antrag": X that ends
  // in a preposition or an adjective shares what follows Y (alone it would lose it).
  const lastOfX = negated.at(-1)?.text ?? "";
  const adjective =
    !isCapitalised(lastOfX) &&
    !DETERMINERS.has(lastOfX) &&
    readingsOf(lastOfX).some((reading) => reading.partOfSpeech === "adjective") &&
    isCapitalised(replacement.at(-1)?.text ?? "");
  if (PREPOSITIONS.has(lastOfX.toLowerCase()) || CONTRACTED.test(lastOfX) || adjective) return undefined;
  // X holds no verb form of its own (then it would not be one phrase).
  if (negated.some((token) => !isCapitalised(token.text) && finiteReadings(token).length > 0))
    return undefined;
  const phrase = replacement.map((token, index) => (index === 0 ? { ...token, space: true } : token));
  return [...left.slice(0, not), ...phrase, ...left.slice(bracket)];
}

/**
 * "Er muss nicht nur die Miete, sondern auch die Heizkosten zahlen": the verb forms that close the
 * clause stand after Y. They go back to the end of the left side ("Er muss nicht nur die Miete
 * zahlen"), so Y is a phrase of its own ("auch die Heizkosten") and both sides read like "nicht X,
 * sondern Y" after a closed clause. Unchanged when Y ends in no verb form, when the left side
 * closes with verb forms of its own or when nothing but verb forms follows "sondern".
 */
export function closingVerbsBack(
  left: readonly Token[],
  replacement: readonly Token[],
): { left: Token[]; replacement: Token[] } {
  const closing = (token: Token | undefined) =>
    token !== undefined && token.kind === "w" && !isCapitalised(token.text) && isNonFiniteVerb(token);
  let start = replacement.length;
  // "nicht am Montag, sondern am Dienstag statt": the particle of the finite verb closes the clause.
  if (PARTICLES.has(replacement.at(-1)?.text ?? "")) start -= 1;
  while (start > 0 && closing(replacement[start - 1])) start -= 1;
  const unchanged = { left: [...left], replacement: [...replacement] };
  if (start === replacement.length || start < 2 || closing(left.at(-1))) return unchanged;
  // The left side has its finite verb (a modal or auxiliary the verb forms hang on).
  if (!left.some((token) => !isCapitalised(token.text) && finiteReadings(token).length > 0)) return unchanged;
  return { left: [...left, ...replacement.slice(start)], replacement: replacement.slice(0, start) };
}

/** "nicht nur", "nicht allein", "nicht bloß": the negation only widens the phrase. */
const ONLY = /^(?:nur|allein|bloß)$/;

/**
 * "Wir zahlen nicht nur die Miete, sondern auch die Heizkosten." -> "Wir zahlen die Miete." / "Wir
 * zahlen auch die Heizkosten.": both phrases hold, so the first clause loses "nicht nur" and the
 * second puts "auch Y" in the place of X. `replacement` is what follows "sondern" and must open
 * with "auch"; X and Y open alike (preposition, article of a shared case, or both a noun without
 * article) and X runs from "nicht nur" to the verb forms that close the clause. Undefined otherwise.
 */
export function notOnlyButAlso(
  left: readonly Token[],
  replacement: readonly Token[],
): [Token[], Token[]] | undefined {
  if (replacement[0]?.text !== "auch" || replacement.length < 2) return undefined;
  const negations = left.flatMap((token, index) => (token.text === "nicht" ? [index] : []));
  const not = negations[0];
  if (negations.length !== 1 || not === undefined || not === 0 || !ONLY.test(left[not + 1]?.text ?? ""))
    return undefined;
  const unnegated = [...left.slice(0, not), word("nicht"), ...left.slice(not + 2)];
  const replaced =
    replacedPhrase(unnegated, replacement.slice(1)) ?? bareNounReplaced(unnegated, not, replacement.slice(1));
  if (replaced === undefined) return undefined;
  const also = { ...(replacement[0] as Token), space: true };
  const second = [...replaced.slice(0, not), also, ...replaced.slice(not)];
  return [[...left.slice(0, not), ...left.slice(not + 2)], second];
}

/** replaceNegated for X and Y that both are a noun without article ("Kindergeld", "Elterngeld"). */
function bareNounReplaced(
  left: readonly Token[],
  not: number,
  replacement: readonly Token[],
): Token[] | undefined {
  const x = left[not + 1];
  const y = replacement[0];
  const bare = (token: Token | undefined): boolean =>
    token?.kind === "w" && isCapitalised(token.text) && kind(token) === undefined;
  if (!bare(x) || !bare(y)) return undefined;
  // Same shape as replaceNegated once an article stands before both; the phrase then opens at
  // `not` in its result, where the article is taken out again.
  const article = word("das");
  const replaced = replacedPhrase(
    [...left.slice(0, not + 1), article, ...left.slice(not + 1)],
    [article, ...replacement],
  );
  return replaced && [...replaced.slice(0, not), ...replaced.slice(not + 1)];
}

/** Modals and auxiliaries: a verb after "sondern" may be their infinitive or participle. */
const AUXILIARY_LEMMAS: ReadonlySet<string> = new Set(AUXILIARY_AND_MODAL_VERBS);

/** Question words whose question holds for each part of "nicht A, sondern B". */
const WHY = /^(?:warum|wieso|weshalb)$/i;

/**
 * "Warum halten deine Jünger sich nicht an die Tradition, sondern essen mit unreinen Händen?" ->
 * "Warum halten deine Jünger sich nicht an die Tradition?" / "Warum essen deine Jünger mit
 * unreinen Händen?": a why-question whose subject follows its verb, and "sondern" + a finite verb
 * that agrees with that subject. The second question repeats the question word and the subject.
 * Undefined otherwise.
 */
export function whyNotButQuestion(
  first: readonly Token[],
  second: readonly Token[],
  formal: boolean,
): [Token[], Token[]] | undefined {
  const why = first[0];
  if (why === undefined || !WHY.test(why.text) || second[0]?.text !== "sondern") return undefined;
  const readings = finiteReadings(first[1]);
  const subject = nominativeSubjectAt(first, 2, formal);
  if (readings.length === 0 || subject === undefined || !agrees(readings, subject.agreements))
    return undefined;
  // "Warum wollen sie nicht essen, sondern trinken?": "trinken" hangs on the modal, no verb of its own.
  if (readings.some((reading) => AUXILIARY_LEMMAS.has(reading.lemma))) return undefined;
  const verb = second[1];
  if (verb === undefined || isCapitalised(verb.text) || second.length < 3) return undefined;
  if (!agrees(finiteReadings(verb), subject.agreements)) return undefined;
  if (second.some((token) => token.kind === "p" || SUBORDINATORS.has(token.text.toLowerCase())))
    return undefined;
  const question = { ...why, text: capitaliseFirst(why.text) };
  return [[...first], [question, verb, ...first.slice(2, subject.end), ...second.slice(2)]];
}
