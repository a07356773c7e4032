// An extended present-participle attribute on the subject at the start of an office sentence
// stands for a sentence of its own: "Die durch die Unterbrechung der Versorgung entstehenden Kosten
// sind von Ihnen zu tragen." -> "Durch die Unterbrechung der Versorgung entstehen Kosten." + "Diese
// Kosten sind von Ihnen zu tragen." The participle becomes the finite verb, the prepositional
// phrase before it leads the new sentence, and the noun comes back with "Diese".
import type { Clause } from "./clause-tools.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { finiteReadings, infinitiveLemmas, nounReadings, readingsOf } from "./lexicon-access.ts";
import type { SplitContext } from "./split-subordinate.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import { CONTRACTED_PREPOSITIONS, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** A plural present participle: "entstehenden" -> "entstehen", "anfallenden" -> "anfallen". */
function presentParticipleLemma(token: Token | undefined): string | undefined {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return undefined;
  const match = /^(\p{Ll}+en)den$/u.exec(token.text);
  const lemma = match?.[1];
  if (lemma === undefined || !infinitiveLemmas(word(lemma)).includes(lemma)) return undefined;
  if (ADJECTIVE_PARTICIPLES.has(lemma)) return undefined;
  return lemma;
}

/**
 * Present participles that live as adjectives of their own: "die im Bescheid entsprechenden
 * Beträge" is no "Im Bescheid entsprechen Beträge." (entsprechen wants a dative), "die in diesem
 * Jahr laufenden Verträge" are current ones, not contracts that run.
 */
const ADJECTIVE_PARTICIPLES = new Set([
  "folgen",
  "entsprechen",
  "betreffen",
  "laufen",
  "dringen",
  "ausreichen",
  "bedeuten",
  "passen",
  "umfassen",
  "spannen",
  "abweichen",
]);

/**
 * The noun without its article: a nominalised adjective takes the strong ending ("die … arbeitenden
 * Angestellten" -> "Vielleicht arbeiten in Ihrem Betrieb Angestellte."), any other noun stays.
 */
function bareNoun(noun: Token): Token {
  const lower = noun.text.toLowerCase();
  const adjective =
    lower.endsWith("en") &&
    readingsOf(lower).some(
      (reading) => reading.partOfSpeech === "adjective" && `${reading.lemma}en` === lower,
    );
  return adjective ? { ...noun, text: noun.text.slice(0, -1) } : { ...noun };
}

/**
 * A place in the reader's life ("in Ihrem Haushalt", "auf Ihrem Konto"): the office does not know
 * whether anything is there, so "Die in Ihrem Haushalt wohnenden Kinder" (whatever children live
 * there) is told as "Vielleicht wohnen in Ihrem Haushalt Kinder.", not as a fact. Only the dative of
 * a place: "Die auf Ihre Wohnung entfallenden Betriebskosten" (accusative, a share the bill states) and
 * "Die durch Ihre verspätete Zahlung entstehenden Mahngebühren" stay facts.
 */
function readersPlace(phrase: Token[]): boolean {
  return (
    /^(?:in|im|auf|bei|beim|an|am)$/i.test(phrase[0]?.text ?? "") &&
    phrase.some((token) => /^Ihr(?:em|er)$/.test(token.text))
  );
}

/**
 * A word of the prepositional phrase before the participle: a preposition, a determiner, a noun,
 * a declined adjective, a number, "und"/"oder". An adverb ("eventuell", "oben") or a pronoun
 * ("Ihnen", "sich") would need its own place in the new sentence, so it leaves the sentence whole.
 */
function inPhrase(token: Token, previous: Token | undefined): boolean {
  const lower = token.text.toLowerCase();
  if (token.kind === "p") return token.text === "." && /^\d+$/.test(previous?.text ?? "");
  if (/^\d/.test(token.text)) return true;
  if (PREPOSITIONS.has(lower) || CONTRACTED_PREPOSITIONS[lower] !== undefined || DETERMINERS.has(lower))
    return true;
  if (lower === "und" || lower === "oder") return true;
  if (isCapitalised(token.text))
    return !/^(?:Ihnen|Sie|Ihr|Euch)$/.test(token.text) && nounReadings(token).length > 0;
  // A declined adjective, not a verb form: "die monatlichen Kosten", not "die Ihnen zustehenden".
  return (
    /(?:e|en|er|es|em)$/.test(token.text) &&
    (token.attributive === true || finiteReadings(token).length === 0)
  );
}

/**
 * "Die für die Teilnahme anfallenden Gebühren sind bis Mai zu zahlen." -> "Für die Teilnahme
 * fallen Gebühren an." + "Diese Gebühren sind bis Mai zu zahlen." Only in Leichte Sprache, only a
 * plural subject "Die" + preposition … + present participle in -enden + plural noun + the finite
 * verb of the sentence. Not a past participle ("Die vom Amt festgestellten Beträge": who acted
 * would change), not "Die Ihnen zustehenden Leistungen" (no preposition first).
 */
export function splitParticipleAttribute(clause: Clause, context: SplitContext): Clause[] | undefined {
  const { tokens, end } = clause;
  if (!context.leicht || end !== ".") return undefined;
  // The sentence start may come lower-cased from true-casing ("die durch …").
  if (tokens[0]?.text.toLowerCase() !== "die") return undefined;
  const preposition = tokens[1]?.text.toLowerCase() ?? "";
  if (!PREPOSITIONS.has(preposition) && CONTRACTED_PREPOSITIONS[preposition] === undefined) return undefined;
  const at = tokens.findIndex((token, index) => index > 2 && presentParticipleLemma(token) !== undefined);
  if (at < 0 || at > 14) return undefined;
  const lemma = presentParticipleLemma(tokens[at]) as string;
  const noun = tokens[at + 1];
  const verb = tokens[at + 2];
  if (noun === undefined || noun.kind !== "w" || !isCapitalised(noun.text)) return undefined;
  // "die … -enden" is plural (the singular after "die" ends in -e: "die entstehende Lücke").
  if (!nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes("nom")))
    return undefined;
  if (verb === undefined || isCapitalised(verb.text) || finiteReadings(verb).length === 0) return undefined;
  if (tokens.length < at + 4) return undefined;
  const phrase = tokens.slice(1, at);
  if (!phrase.every((token, index) => inPhrase(token, phrase[index - 1]))) return undefined;
  // The phrase ends in a noun or a number ("durch die Kündigung", "seit 2020").
  const last = phrase.at(-1);
  if (last === undefined || !(isCapitalised(last.text) || /^\d/.test(last.text))) return undefined;
  const finite = finiteFormOf(lemma, "praesens", 3, "plural");
  if (finite === undefined) return undefined;
  const [head, particle] = finite.split(" ");
  if (head === undefined) return undefined;
  const first = phrase[0] as Token;
  const tail: Token[] = [bareNoun(noun), ...(particle === undefined ? [] : [word(particle)])];
  const lead: Token[] = readersPlace(phrase)
    ? [
        word("Vielleicht"),
        word(head),
        { ...first, text: first.text.toLowerCase() },
        ...phrase.slice(1),
        ...tail,
      ]
    : [{ ...first, text: capitaliseFirst(first.text) }, ...phrase.slice(1), word(head), ...tail];
  const rest: Token[] = [{ ...(tokens[0] as Token), text: "Diese" }, ...tokens.slice(at + 1)];
  return [
    { ...clause, tokens: lead, end: "." },
    { ...clause, tokens: rest },
  ];
}
