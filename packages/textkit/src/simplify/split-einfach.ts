// Einfache Sprache: a sentence over 20 words that the general splitter left whole is cut once, at
// its best point, into two sentences that each stay a natural sentence (a subordinate clause may
// stay). No "Vielleicht …" / "Dann …" rewording: the pieces keep the words of the source.
import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import {
  agrees,
  type Clause,
  connectorOrder,
  hasFiniteVerb,
  LEADING_ADVERBS,
  mainClauseSubject,
  readVerbFinal,
  subjectFirstOrder,
  type VerbFinal,
} from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, nounReadings, readingsOf } from "./lexicon-access.ts";
import { invertedSubject } from "./split-coordination.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { capitaliseFirst, countWords, isCapitalised, type Token, word } from "./tokens.ts";
import {
  COMMON_CONTRACTIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  RELATIVE_PRONOUNS,
  SUBJECT_PRONOUNS,
} from "./word-classes.ts";

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

const upperFirst = (token: Token): Token => ({ ...token, text: capitaliseFirst(token.text) });

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
  if (!coordinator && !ASYNDETIC_ADVERBS.has(first) && !DA_ADVERBS.test(first)) return undefined;
  // "…, und dabei spielt auch ein bisschen Abenteuer mit": a da-adverb before the finite verb.
  const adverb = coordinator ? 1 : 0;
  const verb = DA_ADVERBS.test(rest[adverb]?.text ?? "")
    ? adverb + 1
    : (mainClauseSubject(rest, formal)?.verb ?? -1);
  const candidate = rest[verb];
  if (
    verb < 0 ||
    candidate === undefined ||
    isCapitalised(candidate.text) ||
    finiteReadings(candidate).length === 0
  )
    return undefined;
  // "…, und der Wind weht, bleiben wir", "…, damit er kommt": a verb at the end of its comma segment
  // closes a verb-final clause, not a main clause.
  const segmentEnd = rest.findIndex((token) => token.text === ",");
  const end = segmentEnd < 0 ? rest.length : segmentEnd;
  if (verb >= end - 1) return undefined;
  const body = first === "und" ? rest.slice(1) : rest;
  const head = body[0];
  return head === undefined ? undefined : [upperFirst(head), ...body.slice(1)];
}

/** Adverbs from "da-" and others that fill the prefield before the finite verb ("dabei spielt …"). */
const DA_ADVERBS =
  /^(?:dabei|dadurch|dafür|dagegen|damit|danach|daneben|darin|darauf|darum|davon|dazu|deshalb|deswegen|trotzdem|zudem|außerdem|somit|dennoch)$/;

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
  // On a noun with an article right before the comma ("ein Gerät, das …"; a bare noun is mostly
  // restricted: "nur von Personen, die mindestens 18 Jahre alt sind"), or, for deren/dessen, moved
  // behind the verb bracket ("… eine Raute darstellen, deren Seiten …").
  const noun = isCapitalised(antecedent.text) && nounReadings(antecedent).length > 0;
  if (noun ? !determined(tokens, comma - 1) : !(genitive && isNonFiniteVerb(antecedent))) return undefined;
  // "der erste Römer, der …", "die wichtigsten Länder, die …": a restricting noun phrase.
  if (
    tokens
      .slice(Math.max(0, comma - 4), comma)
      .some((token) => RESTRICTING.test(token.text) || SUPERLATIVE.test(token.text))
  )
    return undefined;
  // "25 Arten, die zu den Zahnwalen und sieben, die …": a relative clause right before is unfinished.
  const previous = tokens.slice(0, comma).findLastIndex((token) => token.text === ",");
  const before = tokens[previous + 1]?.text ?? "";
  if (previous >= 0 && (RELATIVE_PRONOUNS.has(before) || before === "deren" || before === "dessen"))
    return undefined;
  const relative = tokens.slice(comma + 1);
  if (relative.some((token) => token.kind === "p" && token.text !== "-")) return undefined;
  // "…, die sich um den Garten kümmern und die Pflanzen gießen": two verb phrases of one relative
  // clause. Two relative clauses joined ("…, die … liegen und die … versorgen") are none.
  const joint = coordinatedVerbs(relative);
  if (
    joint === undefined &&
    relative.some((token, index) => /^(?:und|oder|sowie)$/.test(token.text) && index > 0)
  )
    return undefined;
  const clause = readVerbFinal(joint?.first ?? relative);
  if (clause === undefined) return undefined;
  // The prefield: the pronoun, with the noun phrase it opens for deren/dessen ("deren Seiten",
  // "deren beidseitige Rillen"; not "dessen Herzog Friedrich Ulrich", "deren heute 106 Kilometer").
  let prefield = 1;
  if (genitive) {
    const head = relative.findIndex((token, index) => index > 0 && isCapitalised(token.text));
    if (head < 1 || head > 2) return undefined;
    if (relative.slice(1, head).some((token) => !onlyAdjective(token))) return undefined;
    const after = relative[head + 1];
    // "deren Übereinstimmung mit dem Datenmaterial": a phrase after the noun may belong to it.
    if (
      after === undefined ||
      after.kind !== "w" ||
      isCapitalised(after.text) ||
      PREPOSITIONS.has(after.text)
    )
      return undefined;
    prefield = head + 1;
  }
  if (clause.middle.length <= prefield || !plainVerbFinal(clause, 1)) return undefined;
  const ordered = connectorOrder({ ...clause, middle: clause.middle.slice(prefield) }, "_");
  let rest: Token[] = [];
  if (joint !== undefined) {
    const second = readVerbFinal(joint.second);
    const agreements = clause.readings.map((reading) => ({ person: reading.person, number: reading.number }));
    if (second === undefined || !plainVerbFinal(second, 0) || !agrees(second.readings, agreements))
      return undefined;
    // "…, die verkauft und geliefert werden": two participles under one auxiliary.
    if (
      isNonFiniteVerb(joint.first.at(-1)) &&
      second.readings.some((reading) => AUXILIARY_LEMMAS.has(reading.lemma))
    )
      return undefined;
    rest = [joint.conjunction, ...connectorOrder(second, "_").slice(1)];
  }
  return [upperFirst(pronoun), ...relative.slice(1, prefield), ...ordered.slice(1), ...rest];
}

/**
 * A verb-final clause that reads well in main-clause order: no zu-infinitive ("das Land umbenennen zu
 * dürfen"), no Konjunktiv ("die dieser fast identisch wäre" would turn into a fact), no finite verb
 * inside ("die Firma habe das Geld bezahlt" is reported speech). `from`: where its middle may start.
 */
function plainVerbFinal(clause: VerbFinal, from: number): boolean {
  if (clause.middle.at(-1)?.text === "zu") return false;
  if (clause.readings.every((reading) => reading.tense === "konjunktiv1" || reading.tense === "konjunktiv2"))
    return false;
  return !clause.middle
    .slice(from)
    .some((token) => !isCapitalised(token.text) && finiteReadings(token).length > 0);
}

/** "die … kümmern und die Pflanzen gießen": one und/oder right after a finite verb, then a verb-final rest. */
function coordinatedVerbs(
  relative: readonly Token[],
): { first: Token[]; conjunction: Token; second: Token[] } | undefined {
  const joins = relative.flatMap((token, index) =>
    index > 0 && /^(?:und|oder)$/.test(token.text) ? [index] : [],
  );
  const at = joins[0];
  if (at === undefined || joins.length > 1) return undefined;
  const before = relative[at - 1];
  const second = relative.slice(at + 1);
  if (before === undefined || isCapitalised(before.text) || finiteReadings(before).length === 0)
    return undefined;
  // "und das sich bald als ungeeignet erwies": a relative pronoun of its own opens a second clause.
  const first = second[0]?.text ?? "";
  if (
    first === "deren" ||
    first === "dessen" ||
    (RELATIVE_PRONOUNS.has(first) && !isCapitalised(second[1]?.text ?? ""))
  )
    return undefined;
  // "und in dem das Schwein eine Rolle spielt": a relative clause of its own after a preposition.
  if (
    PREPOSITIONS.has(first) &&
    /^(?:der|die|das|dem|den|denen|deren|dessen|welche[mnrs]?)$/.test(second[1]?.text ?? "")
  )
    return undefined;
  // "die Frisch aufarbeitete und revidierte": the pronoun is the object, the second verb has no subject.
  const next = relative[1]?.text ?? "";
  const genitive = /^(?:deren|dessen)$/.test(relative[0]?.text ?? "");
  if (!genitive && (isCapitalised(next) || SUBJECT_PRONOUNS.has(next))) return undefined;
  const conjunction = relative[at] as Token;
  return second.length < 2 ? undefined : { first: relative.slice(0, at), conjunction, second };
}

/** Auxiliaries and modals whose participle or infinitive may follow after "und" ("wurde geschlagen und bedroht"). */
const AUXILIARY_LEMMAS: ReadonlySet<string> = new Set(AUXILIARY_AND_MODAL_VERBS);

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
  // "Königsberg wurde …": a name's gender is not the lexicon's; only "der/die/das/ein … Noun".
  if (!DETERMINERS.has(first.toLowerCase())) return undefined;
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
  const auxiliary = finiteReadings(verb).some((reading) => AUXILIARY_LEMMAS.has(reading.lemma));
  const out: Cut[] = [];
  // "entweder … oder", "sowohl … als auch": the pair stays in one sentence.
  if (main.some((token) => /^(?:entweder|weder|sowohl)$/i.test(token.text))) return [];
  for (let index = Math.max(subject.verb + 1, subject.end) + 1; index < main.length - 3; index += 1) {
    // "… testete 20 Player und der iPod bekam die Note 2,5 und belegte …": after a second finite
    // verb the subject is another one.
    const between = main[index - 1];
    if (
      between !== undefined &&
      !isCapitalised(between.text) &&
      finiteReadings(between).length > 0 &&
      !isNonFiniteVerb(between)
    )
      break;
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
    const own = SUBJECT_PRONOUNS.get(pronoun.toLowerCase()) ?? [];
    if (!agrees(readings, plural ? [{ person: 3, number: "plural" }] : own)) continue;
    const text = capitaliseFirst(pronoun);
    out.push({ first: tokens.slice(0, index), second: [word(text), ...tokens.slice(index + 1)] });
  }
  return out;
}

type Cut = { first: Token[]; second: Token[] };

/**
 * "…, weil/da der Bereich stark durchblutet ist" at the end of the sentence -> "Denn der Bereich ist
 * stark durchblutet."; "…, sodass die obere Region destabilisiert wird" -> "Deshalb wird die obere
 * Region destabilisiert.". The clause must open with its subject (weil/da) and hold no comma.
 */
function reasonAsMain(tokens: readonly Token[], comma: number, formal: boolean): Token[] | undefined {
  const rest = tokens.slice(comma + 1);
  if (rest.some((token) => token.kind === "p" && token.text !== "-")) return undefined;
  const opener = subordinatorOf(rest);
  if (opener === undefined) return undefined;
  const clause = readVerbFinal(rest.slice(opener.length));
  if (clause === undefined || !plainVerbFinal(clause, 0)) return undefined;
  if (opener.word === "weil" || opener.word === "da") {
    const ordered = subjectFirstOrder(clause, formal);
    // "die enthaltenen Gifte wie Muscarin": a comparison after the noun belongs to the subject.
    const verb = ordered?.indexOf(clause.finite) ?? -1;
    if (ordered === undefined || /^(?:wie|als)$/.test(ordered[verb + 1]?.text ?? "")) return undefined;
    return [word("Denn"), ...ordered];
  }
  if (opener.word === "sodass") return connectorOrder(clause, "Deshalb");
  return undefined;
}

/** Ordinals and superlatives before a noun restrict it ("der erste Römer", "die größten Städte"). */
const SUPERLATIVE = /^(?:erste[nmrs]?|letzte[nmrs]?|einzige[nmrs]?|[a-zäöüß]{3,}ste[nmrs]?)$/;

/** A word the lexicon knows only as an adjective ("beidseitige"; not "heute"). */
function onlyAdjective(token: Token): boolean {
  const readings = readingsOf(token.text);
  return (
    token.kind === "w" &&
    readings.length > 0 &&
    readings.every((reading) => reading.partOfSpeech === "adjective")
  );
}

/** An adjective before a noun: known only as one, or unknown with an adjective ending ("batteriebetriebenes"). */
function attributive(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  if (DETERMINERS.has(token.text) || FUNCTION_WORDS.has(token.text)) return false;
  return (
    onlyAdjective(token) || (readingsOf(token.text).length === 0 && /(?:e|en|er|es|em)$/.test(token.text))
  );
}

/** The noun at `at` opens with an article or pronoun (after adjectives): "ein drahtloses, batteriebetriebenes Gerät". */
function determined(tokens: readonly Token[], at: number): boolean {
  let index = at - 1;
  while (
    index >= 0 &&
    at - index <= 6 &&
    (attributive(tokens[index]) || (tokens[index]?.text === "," && attributive(tokens[index - 1])))
  )
    index -= 1;
  const word = tokens[index]?.text.toLowerCase() ?? "";
  return DETERMINERS.has(word) || COMMON_CONTRACTIONS.test(word);
}

/** Every place where this sentence may be cut in two. */
function cuts(tokens: readonly Token[], formal: boolean): Cut[] {
  const out: Cut[] = [];
  for (const comma of topLevelCommas(tokens)) {
    const first = tokens.slice(0, comma);
    if (!hasFiniteVerb(first)) continue;
    const second =
      mainClauseAfter(tokens, comma, formal) ??
      relativeAsMain(tokens, comma) ??
      reasonAsMain(tokens, comma, formal);
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
