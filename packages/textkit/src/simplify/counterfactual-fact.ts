// An unreal condition told as the fact it denies: "Wenn Sie den Antrag rechtzeitig gestellt
// hätten, …" -> "Sie haben den Antrag nicht rechtzeitig gestellt." (the main clause follows as
// "Sonst hätten wir …"). Konjunktiv II of the past (wäre/hätte + participle) becomes the Perfekt;
// of the present ("würdet … kennen", "wäre", "hätte") the Präsens, for verbs of a state only
// ("Wenn ich im Lotto gewinnen würde" is a possibility, no unreal fact). Undefined when unsure.

import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import { nounPhraseEnd, subjectAt, type VerbFinal } from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** Verbs whose Konjunktiv II of the present is unreal, not a possibility ("wenn ihr mich kennen würdet"). */
const STATE_LEMMAS: ReadonlySet<string> = new Set([
  "sein",
  "haben",
  "kennen",
  "wissen",
  "glauben",
  "lieben",
  "verstehen",
  "können",
  "dürfen",
]);
/** Words whose scope a negation would change, or that make the condition a wish or no fact. */
const UNSAFE =
  /^(?:alle[nmrs]?|alles|nur|auch|schon|noch|doch|bloß|sogar|selbst|etwa|vielleicht|ja|mal|wirklich|immer|nie|niemals|niemand|nichts|kaum|jemals|je|so|mehr|einmal|erst|wieder|gar|und|oder|aber|sondern|als|wie|jemand|etwas|irgend\w*|beide[nmrs]?|viele[nmrs]?|manche[nmrs]?|jede[nmrs]?|genau|besonders|sehr|ganz|allein)$/i;
/** Adverbs of time after which "nicht" stands ("Sie sind gestern nicht gekommen"). */
const TIME_ADVERB = /^(?:gestern|vorgestern|heute|damals|morgen|jetzt)$/i;
/** Unstressed pronouns that come before "nicht" ("Ihr kennt mich nicht"). */
const OBJECT_PRONOUN = /^(?:mich|dich|ihn|sie|es|uns|euch|ihm|ihr|ihnen|Ihnen|sich|mir|dir)$/;
/** A demonstrative that stands alone as the object: "Wenn ich das gewusst hätte". */
const DEMONSTRATIVE = /^(?:das|dies)$/;
/** Determiners of a definite noun phrase, before which "nicht" does not go. */
const DEFINITE =
  /^(?:der|die|das|den|dem|des|diese[mnrs]?|mein|meine[mnrs]?|dein|deine[mnrs]?|sein|seine[mnrs]?|ihr|ihre[mnrs]?|Ihr|Ihre[mnrs]?|unser|unsere[mnrs]?|euer|eure[mnrs]?|Euer|Eure[mnrs]?)$/;
const KEIN = /^keine[mnrs]?$|^kein$/;

/** The fact that the unreal condition `sub` denies, in main-clause order; undefined when unsure. */
export function counterfactualFact(sub: VerbFinal, formal: boolean): Token[] | undefined {
  if (sub.after !== undefined || sub.particle !== undefined) return undefined;
  if (sub.middle.some((token) => token.kind === "p" || isFiniteVerbToken(token) || UNSAFE.test(token.text)))
    return undefined;
  const subject = subjectAt(sub.middle, 0, formal);
  if (subject === undefined) return undefined;
  const readings = sub.readings.filter((reading) => reading.tense === "konjunktiv2");
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  const [lemma] = lemmas;
  if (readings.length === 0 || readings.length !== sub.readings.length || lemmas.size !== 1 || !lemma)
    return undefined;
  const verbs = presentVerbs(lemma, sub.nonFinite);
  if (verbs === undefined) return undefined;
  // "Wenn Sie einverstanden wären, …", "Wenn Sie heute kommen könnten, …": an office that writes of
  // the reader's present in Konjunktiv II offers or supposes; it does not know "Sie sind nicht …".
  // "wäre … gekommen" is past, "wäre verheiratet" (a verb of haben) a state in the present.
  const participles = pastParticipleLemmas(verbs.nonFinite[0]);
  const past =
    participles.length > 0 &&
    (verbs.lemma === "haben" || participles.some((participle) => auxiliaryOf(participle) === "sein"));
  if (!past && formal && subject.end === 1 && sub.middle[0]?.text === "Sie") return undefined;
  const number: GrammaticalNumber | undefined = readings.some((reading) => reading.number === "singular")
    ? readings.every((reading) => reading.number === "singular")
      ? "singular"
      : undefined
    : "plural";
  if (number === undefined) return undefined;
  const person = personOf(sub.middle.slice(0, subject.end), number, formal);
  const finite = finiteFormOf(verbs.lemma, "praesens", person, number);
  if (finite === undefined || finite.includes(" ")) return undefined;
  const copula = verbs.lemma === "sein" && verbs.nonFinite.length === 0;
  const rest = negated(sub.middle.slice(subject.end), copula);
  if (rest === undefined) return undefined;
  const [first, ...others] = sub.middle.slice(0, subject.end);
  if (first === undefined) return undefined;
  const opener = /^(?:ich|du|wir|ihr|er|es|man)$/.test(first.text)
    ? { ...first, text: capitaliseFirst(first.text) }
    : first;
  return [opener, ...others, { ...sub.finite, text: finite }, ...rest, ...verbs.nonFinite];
}

/**
 * The present lemma and the non-finite verbs that stay: "hätte … gestellt" -> haben + "gestellt",
 * "würdet … kennen" -> kennen, "wäre" -> sein, "könnte … fliegen" -> können + "fliegen".
 */
function presentVerbs(
  lemma: string,
  nonFinite: readonly Token[],
): { lemma: string; nonFinite: Token[] } | undefined {
  const [only, ...more] = nonFinite;
  if (more.length > 0) return undefined;
  if (only === undefined) return STATE_LEMMAS.has(lemma) ? { lemma, nonFinite: [] } : undefined;
  if ((lemma === "haben" || lemma === "sein") && pastParticipleLemmas(only).length > 0)
    return infinitiveLemmas(only).length > 0 ? undefined : { lemma, nonFinite: [only] };
  const infinitives = infinitiveLemmas(only);
  if (lemma === "werden") {
    const [infinitive] = infinitives;
    return infinitives.length === 1 && infinitive && STATE_LEMMAS.has(infinitive) && infinitive !== "können"
      ? { lemma: infinitive, nonFinite: [] }
      : undefined;
  }
  if ((lemma === "können" || lemma === "dürfen") && infinitives.length > 0)
    return { lemma, nonFinite: [only] };
  return undefined;
}

function personOf(subject: readonly Token[], number: GrammaticalNumber, formal: boolean): Person {
  const text = subject.length === 1 ? (subject[0]?.text ?? "") : "";
  if (text === "Sie" && formal) return 3;
  if (number === "singular") return text === "ich" ? 1 : text === "du" ? 2 : 3;
  return text === "wir" ? 1 : /^(?:ihr|Ihr)$/.test(text) ? 2 : 3;
}

/**
 * The middle field after the subject with its negation turned: a "nicht" that is there goes; a
 * plural "keine" goes ("keine Fragen" -> "Fragen"); else "nicht" comes in after the object
 * pronouns, definite noun phrases and adverbs of time, before the rest ("den Antrag nicht
 * rechtzeitig", "nicht zu ihnen", "nicht hier", a predicate: "nicht Euer Vater") or at the end
 * ("die Rechnung nicht").
 */
function negated(rest: readonly Token[], copula: boolean): Token[] | undefined {
  const nicht = rest.filter((token) => token.text === "nicht").length;
  const kein = rest.filter((token) => KEIN.test(token.text)).length;
  if (nicht + kein > 1) return undefined;
  if (nicht === 1) return rest.filter((token) => token.text !== "nicht");
  if (kein === 1) {
    const at = rest.findIndex((token) => KEIN.test(token.text));
    const end = nounPhraseEnd(rest, at);
    const noun = rest[end - 1];
    const plural =
      rest[at]?.text === "keine" &&
      end > at + 1 &&
      nounReadings(noun).length > 0 &&
      nounReadings(noun).every((reading) => reading.number === "plural");
    return plural ? rest.filter((_, index) => index !== at) : undefined;
  }
  let at = 0;
  while (at < rest.length) {
    const token = rest[at] as Token;
    const alone = DEMONSTRATIVE.test(token.text) && nounPhraseEnd(rest, at) === at && !copula;
    if (OBJECT_PRONOUN.test(token.text) || TIME_ADVERB.test(token.text) || alone) {
      at += 1;
      continue;
    }
    // "Gott ist nicht Euer Vater": a predicate noun comes after "nicht".
    if (DEFINITE.test(token.text) && copula) {
      const end = nounPhraseEnd(rest, at);
      return end > at + 1 && end === rest.length
        ? [...rest.slice(0, at), word("nicht"), ...rest.slice(at)]
        : undefined;
    }
    if (DEFINITE.test(token.text)) {
      const end = nounPhraseEnd(rest, at);
      if (end <= at + 1) return undefined;
      at = end;
      continue;
    }
    break;
  }
  const next = rest[at];
  if (next !== undefined && !freeBeforeNicht(next)) return undefined;
  return [...rest.slice(0, at), word("nicht"), ...rest.slice(at)];
}

/** A preposition, "zu", or an adverb or adjective in lower case: "nicht" may stand before it. */
function freeBeforeNicht(token: Token): boolean {
  const text = token.text;
  if (token.kind !== "w" || isCapitalised(text) || DETERMINERS.has(text) || KEIN.test(text)) return false;
  if (PREPOSITIONS.has(text) || text === "zu" || /^(?:im|am|vom|zum|zur|beim|ins|ans)$/.test(text))
    return true;
  if (finiteReadings(token).length > 0) return false;
  const readings = readingsOf(text);
  return (
    (readings.length > 0 && readings.every((reading) => reading.partOfSpeech === "adjective")) ||
    /^(?:hier|da|dort|rechtzeitig|pünktlich|früher|fristgerecht|vollständig)$/.test(text)
  );
}

/** Konjunktiv II forms that stay after "Sonst" (konjunktivToIndicative keeps them). */
const KEPT_UNREAL = /^(?:würd|hätt|wär|könnt|müsst|dürft|sollt|wollt)/i;

/**
 * The main clause of a denied condition with a full verb's Konjunktiv II told with "würde", which
 * stays unreal after "Sonst": "wüssten Sie das" -> "würden Sie das wissen", "bekämen Sie mehr Geld"
 * -> "würden Sie mehr Geld bekommen" (the indicative "Sonst wissen Sie das" would state a fact).
 * `at` is the finite verb's index. Auxiliaries and modals stay as they are. Undefined when unsure: a
 * verb with a particle at the clause end ("kämen Sie früher an"), or more than one lemma.
 */
export function unrealEffect(main: readonly Token[], at: number): Token[] | undefined {
  const verb = main[at];
  if (verb === undefined) return undefined;
  if (KEPT_UNREAL.test(verb.text)) return [...main];
  const lemmas = new Set(
    finiteReadings({ ...verb, text: verb.text.toLowerCase() })
      .filter((reading) => reading.tense === "konjunktiv2")
      .map((reading) => reading.lemma),
  );
  const [lemma] = lemmas;
  if (lemma === undefined || lemmas.size !== 1 || lemma.includes(" ")) return undefined;
  let close = main.findIndex((token, index) => index > at && token.kind === "p");
  if (close < 0) close = main.length;
  if (close <= at + 1 || PARTICLES.has(main[close - 1]?.text ?? "")) return undefined;
  const text = verb.text.toLowerCase();
  const ending = text.endsWith("st") ? "st" : text.endsWith("t") ? "t" : text.endsWith("n") ? "n" : "";
  const wuerde = { ...verb, text: `würde${ending}` };
  return [...main.slice(0, at), wuerde, ...main.slice(at + 1, close), word(lemma), ...main.slice(close)];
}
