// Einfache Sprache: a sentence over 20 words that the general splitter left whole is cut once, at
// its best point, into two sentences that each stay a natural sentence (a subordinate clause may
// stay). No "Vielleicht …" / "Dann …" rewording: the pieces keep the words of the source.
import {
  agrees,
  type Clause,
  connectorOrder,
  hasFiniteVerb,
  LEADING_ADVERBS,
  mainClauseSubject,
  readVerbFinal,
} from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, nounReadings } from "./lexicon-access.ts";
import { invertedSubject } from "./split-coordination.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";
import { RELATIVE_PRONOUNS, SUBJECT_PRONOUNS } from "./word-classes.ts";

/** Einfache Sprache: sentences over this many words are an error (checker profile "einfach"). */
export const EINFACH_MAX_WORDS = 20;
/** Each piece of a split keeps at least this many words. */
const MIN_PIECE_WORDS = 5;

const OPENING = new Set(["(", "[", "„", "‚", "»", "«"]);
const CLOSING = new Set([")", "]", "“", "‘", "«", "»"]);

/** Indexes of the commas outside brackets and quotation marks. */
function topLevelCommas(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  let depth = 0;
  tokens.forEach((token, index) => {
    if (token.kind !== "p") return;
    if (OPENING.has(token.text) && !(token.text === "«" && depth > 0) && !(token.text === "»" && depth > 0))
      depth += 1;
    else if (CLOSING.has(token.text) && depth > 0) depth -= 1;
    else if (token.text === "," && depth === 0) out.push(index);
  });
  return out;
}

const upperFirst = (token: Token): Token => ({
  ...token,
  text: token.text.charAt(0).toUpperCase() + token.text.slice(1),
});

/** Coordinators that open a main clause and stay at the start of the second sentence. */
const KEPT_COORDINATORS = new Set(["aber", "denn", "doch", "oder", "jedoch"]);
/** Adverbs that open a main clause after a comma ("…, hier sinkt der Meeresspiegel …"). */
const ASYNDETIC_ADVERBS = new Set(
  [...LEADING_ADVERBS].filter((adverb) => adverb !== "da" && adverb !== "so"),
);

/**
 * "…, und/aber/denn/doch/oder" + a verb-second main clause with its own subject, or "…, hier/dort/
 * deshalb …" + verb + subject: the second sentence starts there ("und" goes, the others stay).
 */
function mainClauseAfter(tokens: readonly Token[], comma: number, formal: boolean): Token[] | undefined {
  const rest = tokens.slice(comma + 1);
  const first = rest[0]?.text.toLowerCase() ?? "";
  const coordinator = first === "und" || KEPT_COORDINATORS.has(first);
  if (!coordinator && !ASYNDETIC_ADVERBS.has(first)) return undefined;
  const subject = mainClauseSubject(rest, formal);
  if (subject === undefined) return undefined;
  // "…, und der Wind weht, bleiben wir": a verb at the end of its comma segment closes a
  // verb-final clause, not a main clause.
  const segmentEnd = rest.findIndex((token) => token.text === ",");
  const end = segmentEnd < 0 ? rest.length : segmentEnd;
  if (subject.verb >= end - 1) return undefined;
  const body = first === "und" ? rest.slice(1) : rest;
  const head = body[0];
  return head === undefined ? undefined : [upperFirst(head), ...body.slice(1)];
}

/** Determiners that make a relative clause restrictive: it cannot be cut off ("alle, die …"). */
const RESTRICTING =
  /^(?:derjenige|diejenige|dasjenige|diejenigen|denjenigen|demjenigen|jede[rsmn]?|alle[rnms]?|solche[rnms]?|jene[rnms]?|kein[e]?[rnms]?|nur|einzige[rnms]?)$/i;

/**
 * "…eine Raute darstellen, deren Seiten gleich lang sein sollten" -> "Deren Seiten sollten gleich
 * lang sein": a relative clause that ends the sentence, on the noun right before its comma, as a
 * main clause that opens with the relative pronoun (now a demonstrative, same case).
 */
function relativeAsMain(tokens: readonly Token[], comma: number): Token[] | undefined {
  const pronoun = tokens[comma + 1];
  const antecedent = tokens[comma - 1];
  if (pronoun === undefined || antecedent === undefined) return undefined;
  const lower = pronoun.text.toLowerCase();
  const genitive = lower === "deren" || lower === "dessen";
  if (pronoun.text !== lower || !(RELATIVE_PRONOUNS.has(lower) || genitive)) return undefined;
  // On the noun right before the comma, or moved behind the verb bracket ("… eine Raute
  // darstellen, deren Seiten …").
  const noun = isCapitalised(antecedent.text) && nounReadings(antecedent).length > 0;
  if (!noun && !isNonFiniteVerb(antecedent)) return undefined;
  if (tokens.slice(Math.max(0, comma - 4), comma).some((token) => RESTRICTING.test(token.text)))
    return undefined;
  const relative = tokens.slice(comma + 1);
  if (relative.some((token) => token.kind === "p" && token.text !== "-" && token.text !== "."))
    return undefined;
  // Two relative clauses joined ("…, die … liegen und die … versorgen") are no single clause.
  if (relative.some((token, index) => /^(?:und|oder|sowie)$/.test(token.text) && index > 0)) return undefined;
  const clause = readVerbFinal(relative);
  if (clause === undefined) return undefined;
  // The prefield: the pronoun, with the noun phrase it opens for deren/dessen ("deren Seiten").
  let prefield = 1;
  if (genitive) {
    const noun = relative.findIndex((token, index) => index > 0 && isCapitalised(token.text));
    if (noun < 1 || noun > 4) return undefined;
    if (relative.slice(1, noun).some((token) => token.kind !== "w" && token.kind !== "n")) return undefined;
    prefield = noun + 1;
  }
  if (clause.middle.length <= prefield) return undefined;
  // "…, die Firma habe das Geld bezahlt": a finite verb inside is a main clause (reported speech).
  if (clause.middle.slice(1).some((token) => !isCapitalised(token.text) && finiteReadings(token).length > 0))
    return undefined;
  const ordered = connectorOrder({ ...clause, middle: clause.middle.slice(prefield) }, "_");
  return [upperFirst(pronoun), ...relative.slice(1, prefield), ...ordered.slice(1)];
}

/** Auxiliaries and modals whose participle or infinitive may follow after "und" ("wurde geschlagen und bedroht"). */
const AUXILIARY_LEMMAS = /^(?:sein|haben|werden|können|müssen|sollen|dürfen|wollen|mögen)$/;

/** The personal pronoun for a noun subject: its head noun's gender, "sie" for a plural. */
function pronounFor(
  tokens: readonly Token[],
  start: number,
  end: number,
  plural: boolean,
): string | undefined {
  const first = tokens[start]?.text ?? "";
  if (end - start === 1 && SUBJECT_PRONOUNS.has(first.toLowerCase())) return first;
  if (plural) return "sie";
  const head = tokens
    .slice(start, end)
    .find((token) => isCapitalised(token.text) && nounReadings(token).length > 0);
  if (head === undefined) return undefined;
  const genders = new Set(
    nounReadings(head)
      .filter((reading) => reading.number === "singular" && reading.cases.includes("nom"))
      .map((reading) => reading.gender),
  );
  if (genders.size !== 1) return undefined;
  const gender = [...genders][0];
  return gender === "m" ? "er" : gender === "f" ? "sie" : gender === "n" ? "es" : undefined;
}

/**
 * "Der Abfluss des Gletscherwassers führt zum Anstieg des Meeresspiegels und bedroht damit …" ->
 * "… Meeresspiegels." / "Er bedroht damit …": a comma-free main clause whose "und" is followed by a
 * finite verb that agrees with the subject; the second sentence gets the subject as a pronoun.
 */
function sharedSubjectCuts(tokens: readonly Token[], formal: boolean): Cut[] {
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text !== "." && token.text !== "-");
  const main = comma < 0 ? tokens : tokens.slice(0, comma);
  // "Da/Dann/Deshalb V S …", "Als Geschäftsmann sah auch er …": the subject after the verb counts too.
  const subject = mainClauseSubject(main, formal) ?? invertedSubject(main, formal);
  if (subject === undefined) return [];
  const verb = main[subject.verb];
  const auxiliary = finiteReadings(verb).some((reading) => AUXILIARY_LEMMAS.test(reading.lemma));
  const out: Cut[] = [];
  for (let index = Math.max(subject.verb + 1, subject.end) + 1; index < main.length - 3; index += 1) {
    if (main[index]?.text !== "und") continue;
    const next = main[index + 1];
    if (next === undefined || isCapitalised(next.text)) continue;
    const readings = finiteReadings(next);
    if (readings.length === 0 || !agrees(readings, subject.agreements)) continue;
    // "… wurde geschlagen und bedroht": a participle or infinitive under the first verb.
    if (isNonFiniteVerb(next) && auxiliary) continue;
    const plural = subject.agreements.every((agreement) => agreement.number === "plural");
    const pronoun = pronounFor(main, subject.start, subject.end, plural);
    if (pronoun === undefined) continue;
    const text = pronoun === "Sie" ? "Sie" : pronoun.charAt(0).toUpperCase() + pronoun.slice(1);
    out.push({ first: tokens.slice(0, index), second: [word(text), ...tokens.slice(index + 1)] });
  }
  return out;
}

type Cut = { first: Token[]; second: Token[] };

/** Every place where this sentence may be cut in two. */
function cuts(tokens: readonly Token[], formal: boolean): Cut[] {
  const out: Cut[] = [];
  for (const comma of topLevelCommas(tokens)) {
    const first = tokens.slice(0, comma);
    if (!hasFiniteVerb(first)) continue;
    const second = mainClauseAfter(tokens, comma, formal) ?? relativeAsMain(tokens, comma);
    if (second !== undefined) out.push({ first, second });
  }
  out.push(...sharedSubjectCuts(tokens, formal));
  return out;
}

/**
 * Einfache Sprache: a clause over 20 words cut into two sentences at the point that leaves the
 * longer piece shortest (each piece at least 5 words); a piece still over 20 words is cut again
 * once. Undefined when there is no safe cut.
 */
export function splitLongEinfach(clause: Clause, formal: boolean, depth = 0): Clause[] | undefined {
  if (countWords(clause.tokens) <= EINFACH_MAX_WORDS) return undefined;
  if (clause.end !== "." && clause.end !== "!") return undefined;
  let best: Cut | undefined;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const cut of cuts(clause.tokens, formal)) {
    const first = countWords(cut.first);
    const second = countWords(cut.second);
    if (first < MIN_PIECE_WORDS || second < MIN_PIECE_WORDS) continue;
    if (Math.max(first, second) < bestLength) {
      best = cut;
      bestLength = Math.max(first, second);
    }
  }
  if (best === undefined) return undefined;
  const pieces: Clause[] = [
    { tokens: best.first, end: "." },
    { tokens: best.second, end: clause.end },
  ];
  if (depth > 0) return pieces;
  return pieces.flatMap((piece) => splitLongEinfach(piece, formal, depth + 1) ?? [piece]);
}
