// Leichte Sprache: a final list of noun phrases becomes a bulleted list after a colon:
// "Sie brauchen den Pass, ein Foto und die Geburtsurkunde." -> "Sie brauchen:" / "- den Pass" /
// "- ein Foto" / "- die Geburtsurkunde". Only when the list is sure: at least 3 items joined by
// commas and a final "und"/"sowie", no verb inside any item, the list ends the sentence, and it
// follows a colon or the finite verb of the clause (not a preposition: "mit A, B und C" stays).
import { type Clause, hasFiniteVerb, mainClauseSubject } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, isZuInfinitive, PARTICLES, readingsOf } from "./lexicon-access.ts";
import { isCapitalised, isDateDot, type Token, word } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

const MIN_ITEMS = 3;
/** Pronouns right after the verb belong to the clause before the colon. */
const PRONOUNS = /^(?:Sie|sie|er|es|wir|ihr|ich|du|man|mir|dir|uns|euch|Ihnen|ihnen|ihm|ihn|mich|dich|sich)$/;
/** Adverbs that may open a list item ("vielleicht einen Nachweis"). */
const ITEM_ADVERBS = /^(?:vielleicht|auch|nur|eventuell|gegebenenfalls)$/;
const MAX_ITEM_TOKENS = 10;
const LIST_CONJUNCTIONS = new Set(["und", "sowie"]);

function opensNounPhrase(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (token.kind === "n") return true;
  if (token.kind !== "w") return false;
  const lower = token.text.toLowerCase();
  if (ITEM_ADVERBS.test(lower)) return true;
  if (DETERMINERS.has(lower) || /^(?:all|allen?|alles|folgende[n]?|verschiedenste[n]?)$/.test(lower))
    return true;
  if (isCapitalised(token.text)) return !PREPOSITIONS.has(lower);
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective");
}

function opensWithDeterminer(item: readonly Token[]): boolean {
  const offset = ITEM_ADVERBS.test(item[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const first = item[offset];
  const next = item[offset + 1];
  if (first === undefined || next === undefined) return false;
  const lower = first.text.toLowerCase();
  const determiner =
    first.kind === "n" ||
    DETERMINERS.has(lower) ||
    /^(?:all|allen?|alles|folgende[n]?|verschiedenste[n]?)$/.test(lower);
  if (!determiner) return false;
  if (next.kind === "w" && isCapitalised(next.text)) return !PREPOSITIONS.has(next.text.toLowerCase());
  return (
    readingsOf(next.text).some((reading) => reading.partOfSpeech === "adjective") ||
    /^(?:die|der|das|den|dem)$/.test(next.text)
  );
}

/** An item that opens with a capitalised noun ("Nachweise über Ihr Einkommen", "vielleicht Lebenslauf"). */
function isBareNounItem(item: readonly Token[]): boolean {
  const first = item[ITEM_ADVERBS.test(item[0]?.text.toLowerCase() ?? "") ? 1 : 0];
  return first?.kind === "w" && isCapitalised(first.text) && !PREPOSITIONS.has(first.text.toLowerCase());
}

/** Words that open a deadline or period at the end of the last item ("bis zum 15. März 2026"). */
const DEADLINE_STARTS = /^(?:bis|spätestens|innerhalb|ab)$/;

/** The dot of an ordinal in a date or number ("15. März"). */

function hasVerb(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      finiteReadings(token).length > 0 ||
      (isNonFiniteVerb(token) && !isCapitalised(token.text)) ||
      token.text === "zu",
  );
}

/**
 * A separable verb's particle at the end of the clause ("Bitte bringen Sie A, B und C mit."): it
 * belongs before the colon ("Bitte bringen Sie mit:"), not to the last item.
 */
function trailingParticle(tokens: readonly Token[]): Token | undefined {
  const last = tokens.at(-1);
  if (last === undefined || !PARTICLES.has(last.text)) return undefined;
  const firstComma = tokens.findIndex((token) => token.text === ",");
  const separable = tokens
    .slice(0, firstComma < 0 ? tokens.length : firstComma)
    .flatMap((token) => finiteReadings(token))
    .some((reading) =>
      readingsOf(`${last.text}${reading.lemma}`).some((info) => info.partOfSpeech === "verb"),
    );
  return separable ? last : undefined;
}

/** "falls vorhanden" and its like between the list's "und" and its last item. */
const IF_ANY = /^(?:falls|soweit|sofern|wenn)$/;

/**
 * "A, B und, falls vorhanden, C" -> "A, B und vielleicht C": the item is asked for only if the
 * reader has it, as with "gegebenenfalls" (which becomes "vielleicht" too). Leichte Sprache, before
 * the split, so the list can be made.
 */
export function ifAnyToPerhaps(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex(
    (token, index) =>
      token.text === "," &&
      LIST_CONJUNCTIONS.has(tokens[index - 1]?.text ?? "") &&
      IF_ANY.test(tokens[index + 1]?.text ?? "") &&
      tokens[index + 2]?.text === "vorhanden" &&
      tokens[index + 3]?.text === ",",
  );
  if (at < 0) return [...tokens];
  return [...tokens.slice(0, at), word("vielleicht"), ...tokens.slice(at + 4)];
}

/** "ein"/"eine"/"einen" … as the numeral one that stands for one of the counted things. */
const ONE = /^(?:eine[mnrs]?|ein)$/;
/** Counted items have at most this many tokens each. */
const MAX_COUNTED_ITEM = 6;

/**
 * "Sie kreuzigten 2 Verbrecher, einen zu seiner Rechten und einen zu seiner Linken." -> "Sie
 * kreuzigten 2 Verbrecher:" / "- einen zu seiner Rechten" / "- einen zu seiner Linken". After a
 * number (2 to 9) and its plural noun, one item per counted thing, each opening with "ein-" and
 * joined by commas or "und" (the last join "und"); as many items as the number says, no verb or
 * punctuation inside them, only a verb form or particle between the noun and the comma.
 */
function countedList(tokens: readonly Token[], end: string): Clause[] | undefined {
  if ((end !== "." && end !== "!") || tokens.some((token) => token.kind === "p" && token.text === ":"))
    return undefined;
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text === ",");
  if (comma < 3 || !ONE.test(tokens[comma + 1]?.text ?? "")) return undefined;
  const prefix = tokens.slice(0, comma);
  let noun = prefix.length - 1;
  while (noun > 0 && (isNonFiniteVerb(prefix[noun]) || PARTICLES.has(prefix[noun]?.text ?? ""))) noun -= 1;
  const number = prefix[noun - 1];
  if (number?.kind !== "n" || !/^[2-9]$/.test(number.text) || !hasFiniteVerb(prefix)) return undefined;
  const counted = prefix[noun];
  if (counted === undefined || !isCapitalised(counted.text) || prefix.slice(noun + 1).some(isCapitalisedWord))
    return undefined;
  const items: Token[][] = [];
  const joins: string[] = [];
  let pending: string | undefined;
  for (const token of tokens.slice(comma + 1)) {
    if (token.text === "," || token.text === "und") {
      if (pending !== undefined || items.length === 0) return undefined;
      pending = token.text;
    } else if (ONE.test(token.text) && (items.length === 0 || pending !== undefined)) {
      items.push([token]);
      joins.push(pending ?? ",");
      pending = undefined;
    } else if (pending !== undefined) return undefined;
    else items.at(-1)?.push(token);
  }
  if (pending !== undefined || items.length !== Number(number.text) || joins.at(-1) !== "und")
    return undefined;
  const verbal = (token: Token): boolean =>
    token.kind === "p" ||
    (!PREPOSITIONS.has(token.text.toLowerCase()) &&
      (finiteReadings(token).length > 0 || (isNonFiniteVerb(token) && !isCapitalised(token.text))));
  if (items.some((item) => item.length < 2 || item.length > MAX_COUNTED_ITEM || item.some(verbal)))
    return undefined;
  return [
    { tokens: [...prefix], end: ":" },
    ...items.map((item) => ({
      tokens: item.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      end: "",
      bullet: true,
    })),
  ];
}

function isCapitalisedWord(token: Token): boolean {
  return token.kind === "w" && isCapitalised(token.text);
}

/** The clause as "prefix:" + bullet items, or undefined when it is not a sure list. */
export function splitList(tokens: readonly Token[], end: string, formal: boolean): Clause[] | undefined {
  const counted = countedList(tokens, end);
  if (counted !== undefined) return counted;
  const particle = trailingParticle(tokens);
  if (particle === undefined) return listClauses(tokens, end, formal);
  // "… und die Anlage B vollständig aus": a plain adverb before the particle goes with it.
  let cut = tokens.length - 1;
  while (cut > 0 && isPlainAdverb(tokens[cut - 1])) cut -= 1;
  const clauses = listClauses(tokens.slice(0, cut), end, formal, { particle: true });
  const [head, ...items] = clauses ?? [];
  if (head === undefined) return undefined;
  const moved = tokens.slice(cut).map((token) => ({ ...token, space: true }));
  return [{ ...head, tokens: [...head.tokens, ...moved] }, ...items];
}

/** Verb forms that may close the bracket after the list ("beifügen", "vorgelegt werden"). */
const MAX_FINAL_VERBS = 2;
const BRACKET_LEMMAS = new Set(["müssen", "können", "sollen", "dürfen", "wollen", "werden", "haben", "sein"]);

/**
 * "Dem Antrag müssen Sie A, B und C beifügen." -> "Dem Antrag müssen Sie Folgendes beifügen:" + one
 * line per item. The list sits inside the verb bracket: only infinitives, participles or a
 * zu-infinitive (at most 2) follow it, and the clause before it has its finite verb. "Folgendes"
 * keeps the object's place, so the clause before the colon stays a whole sentence.
 */
export function verbBracketList(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  let cut = tokens.length;
  while (cut > 0 && tokens.length - cut < MAX_FINAL_VERBS && isNonFiniteVerb(tokens[cut - 1])) cut -= 1;
  if (cut === tokens.length || cut === 0) return undefined;
  // "Dem Antrag sind A, B und C beizufügen": the list is the subject of "sind … zu V", which
  // "Folgendes" takes over in the singular ("Dem Antrag ist Folgendes beizufügen:").
  const sind = tokens.findIndex((token) => token.text === "sind");
  const listSubject =
    sind > 0 &&
    cut === tokens.length - 1 &&
    isZuInfinitive(tokens.at(-1)) &&
    !PRONOUNS.test(tokens[sind + 1]?.text ?? "");
  const clauses = listClauses(tokens.slice(0, cut), end, formal, {
    particle: true,
    deadline: false,
    subject: listSubject,
  });
  const [head, ...items] = clauses ?? [];
  if (listSubject && head !== undefined && head.tokens.at(-1)?.text !== "sind") return undefined;
  if (head === undefined || head.tokens.some((token) => token.kind === "p" && token.text === ":"))
    return undefined;
  // The finite verb before the list opens the bracket: a modal or auxiliary ("müssen", "sind").
  const opensBracket = head.tokens.some((token) =>
    finiteReadings(token).some((reading) => BRACKET_LEMMAS.has(reading.lemma)),
  );
  if (!opensBracket) return undefined;
  // Every item ends in its noun, and only "über"/"von" attributes may follow it: "… bis Montag beim
  // Amt vorlegen" or "… persönlich vorlegen" belong to the verb, so the clause stays whole.
  // An item before the last one is closed by its comma: any prepositional attribute stays with it
  // ("die Geburtsbescheinigung für Elterngeld, …").
  const nounPhrase = (item: Clause, at: number): boolean =>
    isCapitalisedWord(item.tokens.at(-1) as Token) &&
    item.tokens.every(
      (token, index) =>
        token.kind === "n" ||
        isCapitalisedWord(token) ||
        DETERMINERS.has(token.text.toLowerCase()) ||
        ATTRIBUTE_PREPOSITIONS.test(token.text) ||
        (at < items.length - 1 && PREPOSITIONS.has(token.text)) ||
        (at === items.length - 1 && attributeJoin(item.tokens, index)) ||
        (index === 0 && ITEM_ADVERBS.test(token.text)) ||
        (!isPlainAdverb(token) &&
          readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective")),
    );
  if (!items.every(nounPhrase)) return undefined;
  const verbs = tokens.slice(cut).map((token) => ({ ...token, space: true }));
  const before = listSubject
    ? head.tokens.map((token) => (token.text === "sind" ? { ...token, text: "ist" } : token))
    : head.tokens;
  return [{ ...head, tokens: [...before, word("Folgendes"), ...verbs] }, ...items];
}

/** An uninflected adjective used as an adverb ("vollständig", "rechtzeitig"), not a noun. */
function isPlainAdverb(token: Token | undefined): boolean {
  if (token?.kind !== "w" || isCapitalised(token.text)) return false;
  const readings = readingsOf(token.text);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.partOfSpeech === "adjective" && !reading.inflected)
  );
}

function listClauses(
  tokens: readonly Token[],
  end: string,
  formal: boolean,
  options: { particle?: boolean; deadline?: boolean; subject?: boolean } = {},
): Clause[] | undefined {
  if (end !== "." && end !== "!") return undefined;
  let prepositionFirst = false;
  // Items: comma segments at the end, the last one "X und Y".
  const commas = tokens.flatMap((token, index) => (token.kind === "p" && token.text === "," ? [index] : []));
  const colon = tokens.findIndex((token) => token.kind === "p" && token.text === ":");
  // After a colon the list is announced: two items are enough ("Folgende Unterlagen fehlen noch:
  // der Mietvertrag und die Lohnabrechnung."), each with its determiner (below).
  const minItems = colon >= 0 && commas.length === 0 ? 2 : MIN_ITEMS;
  if (
    commas.length < minItems - 2 ||
    tokens.some((token) => token.kind === "p" && /^[;()]$/.test(token.text))
  )
    return undefined;
  // The first item starts after the colon, or after the finite verb before the first comma.
  let start: number;
  if (colon >= 0) {
    start = colon + 1;
    if (commas.some((comma) => comma < colon)) return undefined;
  } else {
    const first = commas[0] ?? -1;
    const verb = tokens
      .slice(0, first)
      .findLastIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
    if (verb < 0) return undefined;
    start = verb + 1;
    // The subject stays before the colon: "Für den Antrag brauchen Sie:"; with an inverted clause
    // only a pronoun may follow the verb ("… brauchen die Eltern den Pass, …" stays).
    const subject = mainClauseSubject(tokens.slice(0, first), formal);
    while (PRONOUNS.test(tokens[start]?.text ?? "")) start += 1;
    if (subject === undefined || subject.verb !== verb) {
      if (start === verb + 1 && !options.subject) return undefined;
    }
    // "Wir benötigen von Ihnen noch …": a preposition with a pronoun is the verb's own phrase.
    while (
      PREPOSITIONS.has(tokens[start]?.text.toLowerCase() ?? "") &&
      PRONOUNS.test(tokens[start + 1]?.text ?? "")
    )
      start += 2;
    // Only the verb's own complements before the list: "Gott machte verschiedenste Arten …".
    const afterVerb = start;
    while (start < first && !opensNounPhrase(tokens[start])) start += 1;
    if (start >= first) return undefined;
    const before = tokens[start - 1];
    // "richtet sich nach der Zahl …, der Höhe … und der Miete": a preposition right after the verb
    // may open the list (not with a particle: "hängt von … ab"); other prepositions ("mit A, B und C"
    // later in the clause) keep it whole.
    if (before !== undefined && PREPOSITIONS.has(before.text.toLowerCase())) {
      if (options.particle || start - 1 !== afterVerb) return undefined;
      prepositionFirst = true;
    }
  }
  const prefix = tokens.slice(0, colon >= 0 ? colon : start);
  if (prefix.length < 2 || !hasFiniteVerb(prefix)) return undefined;
  const body = tokens.slice(start);
  const items: Token[][] = [[]];
  for (const token of body) {
    if (token.kind === "p" && token.text === ",") items.push([]);
    else items.at(-1)?.push(token);
  }
  const last = items.at(-1) ?? [];
  const join = last.findIndex((token) => LIST_CONJUNCTIONS.has(token.text));
  const asyndetic = colon >= 0 && join < 0 && end === "." && asyndeticList(items);
  if (!asyndetic && (join <= 0 || last.slice(join + 1).length === 0)) return undefined;
  // "… und die Bescheinigung bis zum 15. März 2026": the deadline belongs to the verb, before the colon.
  const finalItem = last.slice(join + 1);
  const deadlineAt =
    options.deadline === false || asyndetic
      ? -1
      : finalItem.findIndex((token, index) => index > 0 && DEADLINE_STARTS.test(token.text));
  const deadline = deadlineAt > 0 ? finalItem.slice(deadlineAt) : [];
  if (deadline.some((token) => token.kind === "w" && finiteReadings(token).length > 0)) return undefined;
  if (!asyndetic)
    items.splice(-1, 1, last.slice(0, join), deadlineAt > 0 ? finalItem.slice(0, deadlineAt) : finalItem);
  if (items.length < minItems) return undefined;
  // Two items: each a phrase with its determiner ("Er rief: Vater und Mutter!" is no list).
  if (items.length < MIN_ITEMS && !items.every((item) => opensWithDeterminer(item))) return undefined;
  // After a preposition the last item may hold the verb's own phrase ("mit dem Bruder über den Plan"):
  // only "von" attributes are sure to belong to the item.
  const lastItem = items.at(-1) ?? [];
  if (
    prepositionFirst &&
    lastItem.some((token) => PREPOSITIONS.has(token.text) && !/^(?:von|vom)$/.test(token.text))
  )
    return undefined;
  for (const item of items) {
    if (item.length === 0 || item.length > MAX_ITEM_TOKENS || !opensNounPhrase(item[0]) || hasVerb(item))
      return undefined;
    // "Arten von Vieh, Reptilien und wilden Tieren": bare nouns may belong to a phrase inside the
    // first item; "einen zur Rechten": a pronoun, not a phrase. Every item opens with a determiner,
    // a number or a quantifier followed by its noun or adjective.
    // After a colon the items are the list itself: bare nouns are fine ("Nachweise über Ihr Einkommen"),
    // unless the first item ends in a phrase they may continue ("Arten von Vieh, Reptilien und …").
    // Without a colon only when the first item is a plain phrase with its determiner ("Ihren
    // Personalausweis, Ihren Lebenslauf und Nachweise über …").
    const bareAllowed =
      (colon >= 0 || opensWithDeterminer(items[0] ?? [])) &&
      !(items[0] ?? []).some((token) => PREPOSITIONS.has(token.text.toLowerCase()));
    if (!opensWithDeterminer(item) && !(bareAllowed && isBareNounItem(item))) return undefined;
    if (
      item.some(
        (token, index) =>
          (token.kind === "p" && !isDateDot(item, index)) ||
          (LIST_CONJUNCTIONS.has(token.text) && !(item === items.at(-1) && attributeJoin(item, index))) ||
          token.text === "oder",
      )
    )
      return undefined;
  }
  return [
    {
      tokens: [
        ...prefix.map((token, index) => folgendeToDiese(token, index === 0, prefix[index + 1])),
        ...deadline,
      ],
      end: ":",
    },
    ...items.map((item) => ({
      tokens: item.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      end: "",
      bullet: true,
    })),
  ];
}

/**
 * "…: kein Räuber, kein Ungerechter, kein Ehebrecher.": after a colon, at least 3 items joined by
 * commas alone, each a determiner and its noun, the first in lower case (a capital after the colon
 * opens a quotation or an address: "Er rief: Mein Herr, mein König, mein Gott!").
 */
function asyndeticList(items: readonly Token[][]): boolean {
  const first = items[0]?.[0];
  return (
    items.length >= MIN_ITEMS &&
    first !== undefined &&
    !isCapitalised(first.text) &&
    items.every((item) => opensWithDeterminer(item) && item.every((token) => token.kind === "w"))
  );
}

/** Prepositions of an attribute that stays with its noun ("Nachweise über …", "eine Kopie von …"). */
const ATTRIBUTE_PREPOSITIONS = /^(?:über|von|vom)$/;

/**
 * "Nachweise über Einkommen und Sprachkenntnisse": in the last item, an "und" after an attribute
 * preposition joins the nouns of that attribute (bare or with a determiner, no verb), not two items.
 */
function attributeJoin(item: readonly Token[], index: number): boolean {
  if (item[index]?.text !== "und") return false;
  const preposition = item.findIndex((token) => ATTRIBUTE_PREPOSITIONS.test(token.text));
  if (preposition < 1 || preposition > index - 2) return false;
  const after = item.slice(index + 1);
  return (
    after.length > 0 &&
    after.length <= 3 &&
    isCapitalisedWord(after.at(-1) as Token) &&
    after.every((token) => token.kind === "w" && !LIST_CONJUNCTIONS.has(token.text) && !hasVerb([token]))
  );
}

/**
 * "folgende Unterlagen:" before the bullets -> "diese Unterlagen:" (the easier word). "Folgendes"
 * without its noun stands for the list itself: "das" ("Bitte schicken Sie uns noch Folgendes:" ->
 * "… noch das:"; "Dieses" alone is no word for it).
 */
function folgendeToDiese(token: Token, first: boolean, next: Token | undefined): Token {
  const match = /^([Ff])olgende([nrs]?)$/.exec(token.text);
  if (match === null) return token;
  if (match[2] === "s" && (next === undefined || !isCapitalisedWord(next)))
    return { ...token, text: first ? "Das" : "das" };
  return { ...token, text: `${match[1] === "F" ? "D" : "d"}iese${match[2] ?? ""}` };
}
