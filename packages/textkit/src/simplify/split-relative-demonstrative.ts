// A relative clause that ends the sentence (or before the host's last part), on an antecedent that no single repeated noun can stand
// for (a coordination, an apposition, a noun before a prepositional phrase that fits as well) ->
// its own sentence opened by the pronoun as a demonstrative, which refers as the relative pronoun
// did: "Du sollst dich richten nach dem Gebot, den Satzungen und den Rechtsordnungen, die ich dir
// heute gebiete." -> "Du sollst dich richten nach dem Gebot, den Satzungen und den
// Rechtsordnungen." + "Die gebiete ich dir heute."

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { type Clause, hasFiniteVerb, joinSegments, type SplitRest } from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
} from "./lexicon-access.ts";
import { quantifiedAntecedent, seekingVerbIn } from "./relative-antecedent.ts";
import { mainVerbLemmas } from "./split-question.ts";
import {
  attributeFitsToo,
  closesMainClause,
  closingTailStart,
  closingVerbsStart,
  determinerBefore,
  mainClauseOrder,
  nameBeforeComma,
  relativeAsDemonstrative,
  relativeGenders,
  relativeStart,
  relativeToMain,
} from "./split-relative.ts";
import { addressesReader, verbConjunct } from "./split-relative-coordinated.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { splitTrailingDependent } from "./split-trailing-dependent.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { FUNCTION_WORDS } from "./word-classes.ts";

/** Genders of a singular noun after a preposition and this article ("in dem Monat", "aus der Stadt"). */
const ARTICLE_GENDERS: Readonly<Record<string, readonly string[]>> = {
  dem: ["m", "n"],
  der: ["f"],
  den: ["m"],
  das: ["n"],
};

/** Verbs after which "etwas" is there: having, getting, finding, perceiving, doing and telling. */
const THERE_VERBS: ReadonlySet<string> = new Set([
  "haben",
  "bekommen",
  "erhalten",
  "finden",
  "sehen",
  "hören",
  "erleben",
  "tun",
  "machen",
  "sagen",
  "erzählen",
  "zeigen",
]);

/**
 * A statement whose only verbs are one of THERE_VERBS in the indicative, no modal, no negation:
 * "Dann hat er etwas", "Sie hat etwas gesehen". Not a request ("Gib mir etwas") nor "Ich suche
 * etwas" (what is sought may not exist).
 */
function thereIsSomething(host: readonly Token[]): boolean {
  if (host.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return false;
  const verbs = host.filter((token) => finiteReadings(token).length > 0 || isNonFiniteVerb(token));
  const finite = verbs.filter((token) => finiteReadings(token).length > 0);
  if (finite.length !== 1 || host[0] === finite[0]) return false;
  const readings = finiteReadings(finite[0]);
  if (!readings.some((reading) => reading.tense === "praesens" || reading.tense === "praeteritum"))
    return false;
  const lemmas = mainVerbLemmas(host);
  return lemmas.length > 0 && lemmas.every((lemma) => THERE_VERBS.has(lemma));
}

/**
 * A told past event: the host has one finite verb, a Präteritum indicative of a full verb, and no
 * negation; the clause's finite verb is a Präteritum too. "Sie opferten Kleinvieh und Rinder, die
 * man nicht zählen konnte": the bare plural names the things of that event, and the clause says
 * more of the same ones ("Die konnte man nicht zählen."), where "Eltern, die weniger arbeiten" in a
 * rule would pick out some of them. `host` is the segment before the clause. Not in a text that
 * addresses its reader when either part does ("Sie bezogen Leistungen, die Ihnen nicht
 * zustanden": a letter may mean only some of them).
 */
function pastEpisode(host: readonly Token[], segment: readonly Token[], formal: boolean): boolean {
  if (formal && (host.some(addressesReader) || segment.some(addressesReader))) return false;
  // "Er suchte Leute, die ihm helfen konnten": the clause says which ones he looked for.
  if (seekingVerbIn(host)) return false;
  if (host.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return false;
  const finite = host.filter((token) => finiteReadings(token).length > 0);
  const [verb] = finite;
  if (finite.length !== 1 || verb === host[0]) return false;
  const readings = finiteReadings(verb);
  if (readings.some((reading) => AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma))) return false;
  if (!readings.some((reading) => reading.tense === "praeteritum" && reading.person === 3)) return false;
  const last = segment.findLast((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token));
  return finiteReadings(last).some((reading) => reading.tense === "praeteritum");
}

/**
 * The last segment (`index`) is a relative clause after a main clause whose last noun, before any
 * closing verbs ("… erschienen"), is its antecedent or part of it. Not after a quantified or
 * otherwise restricted noun ("allen Familien, die …", "kein Kind, das …", `restricted`: "Eltern,
 * die …"), whose clause says which ones are meant; not after a pronoun ("euch, die ihr …"); not
 * when the rest holds no main clause ("Wenn du das Buch liest, das …"). Undefined when unsure.
 */
export function finalRelativeAsDemonstrative(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  restricted: (host: readonly Token[]) => boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const segment = segments[index] ?? [];
  const host = segments[index - 1] ?? [];
  const next = segments[index + 1];
  // "… die Unterlagen und den Vertrag, die Sie bekommen haben, bis zum 1. Mai zurück.": the last
  // segment finishes the host.
  // It must end in the host's verb particle or verbs: a phrase alone may be an apposition ("…, zum
  // Beispiel die Seite einer Behörde").
  const last = next?.at(-1);
  const closing =
    next !== undefined &&
    index + 2 === segments.length &&
    (PARTICLES.has(last?.text ?? "") || isNonFiniteVerb(last)) &&
    closesMainClause(host, next);
  // "… und das Rind, das er hatte zubereiten lassen, und setzte es ihnen vor.": the host goes on.
  const conjunct = next !== undefined && index + 2 === segments.length && verbConjunct(next);
  if (
    !(index === segments.length - 1 || closing || (conjunct && end === ".")) ||
    !/^[.:]$/.test(end) ||
    mainClauseOrder(segment, index === 1 || hasFiniteVerb(host))
  )
    return undefined;
  const rest =
    closing || conjunct
      ? [...segments.slice(0, index - 1), [...host, ...(next ?? [])]]
      : segments.slice(0, index);
  const dependent = (part: readonly Token[]) =>
    subordinatorOf(part) !== undefined ||
    (relativeStart(part) !== undefined && hasFiniteVerb(part)) ||
    /^(?:um|ohne|statt|anstatt)$/.test(part[0]?.text ?? "");
  // The segments before hold a main clause.
  if (!rest.some((part) => hasFiniteVerb(part) && !dependent(part))) return undefined;
  // "…, um ein Bild aufzustellen, das nicht wackelt.": the step for a clause after an adverbial or
  // purpose clause repeats the noun ("Das Bild wackelt nicht."); the demonstrative only when it cannot.
  if (dependent(host) && !closing && !conjunct) {
    const trailing = splitTrailingDependent(segments, end, splitRest);
    if (trailing !== undefined) return trailing;
  }
  const verbs = closing ? host.length : closingVerbsStart(host);
  const near = host.slice(0, verbs === host.length && !closing ? closingTailStart(host) : verbs);
  const noun = near.at(-1);
  // "Dann hat er etwas, das er … geben kann." -> "… Das kann er … geben.": "etwas" after a verb
  // that says it is there (not "Ich suche etwas, das …", which may not exist).
  const something = noun?.text === "etwas" && segment[0]?.text === "das" && thereIsSomething(host);
  if (noun === undefined || noun.kind !== "w" || (!isCapitalised(noun.text) && !something)) return undefined;
  // A noun the lexicon does not know after a determiner ("der Löser") or a name will do.
  const unknownNoun =
    determinerBefore(near) !== undefined &&
    !FUNCTION_WORDS.has(noun.text.toLowerCase()) &&
    !addressesReader(noun);
  if (nounReadings(noun).length === 0 && nameBeforeComma(near) !== noun && !unknownNoun && !something)
    return undefined;
  // "nur die Miete und die Heizkosten, die …": a quantifier or focus particle on any noun before.
  const quantified = near.some(
    (token) => nounReadings(token).length > 0 && quantifiedAntecedent(near, token, true),
  );
  if (
    quantified ||
    quantifiedAntecedent(near, noun, true) ||
    (restricted(near) && !pastEpisode(host, segment, formal))
  )
    return undefined;
  // Some noun before must fit the pronoun ("mit dem Arbeitgeber, aus der …" has none); a
  // coordination fits a plural one, a name the lexicon does not know any.
  const start = relativeStart(segment);
  const pronoun = start?.pronoun ?? "";
  // After a preposition "der" is the feminine dative only ("aus der").
  const afterPreposition = start?.preposition !== undefined;
  const genders = afterPreposition && pronoun === "der" ? ["f"] : relativeGenders(pronoun);
  // A reading without a gender ("Gefangenen") fits any.
  const fits = (token: Token) =>
    nounReadings(token).some((reading) =>
      reading.gender === undefined
        ? true
        : reading.number === "plural"
          ? genders.includes("pl")
          : genders.includes(reading.gender),
    );
  const coordination =
    genders.includes("pl") && near.some((token) => /^(?:und|oder|sowie)$/.test(token.text));
  const nouns = near.filter((token) => nounReadings(token).length > 0);
  if (nounReadings(noun).length > 0 && !coordination && !nouns.some(fits)) return undefined;
  // "der" with no feminine noun and no name before is the masculine nominative, the subject.
  const name = near.some(
    (token, at) =>
      at > 0 && isCapitalised(token.text) && nounReadings(token).length === 0 && !addressesReader(token),
  );
  const feminine =
    name ||
    nouns.some((token) =>
      nounReadings(token).some((reading) => reading.gender === "f" && reading.number === "singular"),
    );
  // "eine Bestätigung der Eltern, die Sie dem Vordruck entnehmen können": "Die können Sie …" after
  // "… von den Eltern." reads as the parents; the clause stays whole. The same for the last noun
  // that fits ("bis zum Ablauf des Monats in Textform mit, der …").
  const fitting = near.findLastIndex(
    (token) => isCapitalised(token.text) && relativeToMain(token, segment) !== undefined,
  );
  if (fitting > 0 && attributeFitsToo(near.slice(0, fitting + 1), segment)) return undefined;
  const pronounOnly = relativeAsDemonstrative(segment, formal, pronoun === "der" && !feminine);
  if (pronounOnly === undefined) return undefined;
  // "vor dem Monat, in dem der Antrag eingegangen ist" -> "In dem Monat ist der Antrag
  // eingegangen.", not "In dem ist …": after a preposition the last noun comes along when its own
  // article has the pronoun's form (dem Monat, in dem; den Unterlagen, mit denen).
  const article = pronoun === "denen" ? "den" : pronoun;
  const demonstrative =
    afterPreposition &&
    /^(?:dem|der|den|das)$/.test(article) &&
    determinerBefore(near)?.text.toLowerCase() === article &&
    nounReadings(noun).some((reading) =>
      pronoun === "denen"
        ? reading.number === "plural"
        : reading.number === "singular" && (ARTICLE_GENDERS[article] ?? []).includes(reading.gender ?? ""),
    )
      ? [
          ...pronounOnly.slice(0, 2).map((token, at) => (at === 1 ? word(article) : token)),
          { ...noun, space: true },
          ...pronounOnly.slice(2),
        ]
      : pronounOnly;
  const main = splitRest(rest, ".") ?? [{ tokens: joinSegments(rest), end: "." }];
  // The demonstrative follows the sentence that holds the antecedent; without a conjunct that is the last.
  const at = main.findIndex((clause) => clause.tokens.some((token) => token.text === noun.text));
  if (at < 0 || (!conjunct && at !== main.length - 1)) return undefined;
  const after = main.slice(at + 1);
  const lastAfter = after.at(-1);
  if (lastAfter === undefined) return [...main, { tokens: demonstrative, end }];
  return [
    ...main.slice(0, at + 1),
    { tokens: demonstrative, end: "." },
    ...after.slice(0, -1),
    { ...lastAfter, end },
  ];
}
