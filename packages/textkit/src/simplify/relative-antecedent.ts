// Antecedents that a repeated noun with "der/die/das" cannot stand for. A quantified noun phrase is
// restricted by its relative clause: "Kein Kind, das krank ist, muss kommen." is no "Das Kind ist
// krank." + "Kein Kind muss kommen."; "Wir helfen allen Familien, die Hilfe brauchen." does not help
// all families. Such sentences stay whole.

import { INDEFINITE_ARTICLE_FORMS } from "../language/articles.ts";
import { DATIVE_ONLY_VERBS, DATIVE_VERBS } from "../language/dative-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { SEEKING_VERBS } from "../language/seeking-verbs.ts";
import { nounForm } from "../lexicon/morphology/noun-helpers.ts";
import { isCompoundModifier } from "../lexicon/morphology/noun-readings.ts";
import {
  agrees,
  attributeEnd,
  type Clause,
  hasFiniteVerb,
  joinSegments,
  LEADING_ADVERBS,
  LEADING_CONJUNCTIONS,
  nounPhraseEnd,
  readVerbFinal,
  type SplitRest,
  subjectAt,
  type VerbFinal,
} from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { genericWer, werCondition } from "./split-pronoun-relative.ts";
import {
  closesMainClause,
  nounBeforeClosingVerbs,
  relativeGenders,
  relativeToMain,
  trailingSpan,
} from "./split-relative.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  ACCUSATIVE_PREPOSITIONS,
  COMMON_CONTRACTIONS,
  DATIVE_PREPOSITIONS,
  DEFINITE_NOMINATIVE,
  DETERMINERS,
  FUNCTION_WORDS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  TIME_NOUNS,
} from "./word-classes.ts";

/** Determiners that quantify: the relative clause picks out which ones are meant. */
const QUANTIFIER =
  /^(?:jede[rsmn]?|jegliche[rsmn]?|kein(?:e[rsmn]?)?|alle[rsmn]?|manche[rsmn]?|wenige[rnm]?|meisten|sämtliche[rnm]?|irgendein(?:e[rsmn]?)?)$/i;

/**
 * Ordinals, superlatives and "einzige" pick one out by the clause: "Er war der erste Mensch, der den
 * Mond betreten hat." is no "Er war der erste Mensch." + "Der Mensch hat den Mond betreten.". A
 * superlative ends in -st-/-ßt- + ending ("beste", "größten"); the few other adjectives that do
 * ("feste") only leave a sentence whole.
 */
const RESTRICTING_ADJECTIVE =
  /^(?:\p{Ll}+(?:st|ßt)e[nrsm]?|(?:zweit|dritt|siebt|acht|neunt|zehnt|letzt|einzig)e[nrsm]?)$/u;

/**
 * Indefinite quantifiers: a clause after the whole sentence introduces them like "ein" ("Da kamen
 * einige Pharisäer, die ihm eine Falle stellen wollten."); inside the sentence it restricts them
 * ("Viele Menschen, die hier wohnen, arbeiten in der Stadt.").
 */
const INDEFINITE_QUANTIFIER = /^(?:viele[rnm]?|einige[rnm]?|mehrere[rn]?|etliche[rn]?)$/i;

/**
 * Focus particles before the noun phrase: "Wir übernehmen nur die Kosten, die angemessen sind." is no
 * "Wir übernehmen nur die Kosten." + "Die Kosten sind angemessen." (the clause says which ones).
 * Not "gerade"/"nicht", which leave the noun phrase as it is ("Siehst du nicht die Menge, die …?").
 */
const FOCUS_PARTICLE = /^(?:nur|lediglich|ausschließlich|bloß|einzig)$/i;

/**
 * The antecedent noun is the head of a noun phrase opened by a quantifier: "jedes Kind", "allen
 * bedürftigen Familien", "die meisten Kinder", "der erste Mensch", "das beste Buch", a focus particle
 * before the phrase ("nur die Kosten"); "viele Kinder" only when the relative clause does not
 * end the sentence (`atEnd`). Looks back over at most four lower-case words
 * (adjectives) to the determiner.
 */
export function quantifiedAntecedent(
  host: readonly Token[],
  antecedent: Token | undefined,
  atEnd: boolean,
): boolean {
  if (antecedent === undefined) return false;
  const at = host.lastIndexOf(antecedent);
  for (let index = at - 1; at > 0 && index >= Math.max(0, at - 5); index -= 1) {
    const token = host[index];
    if (token === undefined || token.kind !== "w") return false;
    if (QUANTIFIER.test(token.text) || (!atEnd && INDEFINITE_QUANTIFIER.test(token.text))) return true;
    if (RESTRICTING_ADJECTIVE.test(token.text)) return true;
    if (FOCUS_PARTICLE.test(token.text)) return true;
    const lower = token.text.toLowerCase();
    if (DETERMINERS.has(lower)) return FOCUS_PARTICLE.test(host[index - 1]?.text ?? "");
    if (PREPOSITIONS.has(lower)) return false;
    // Another noun before it ends the phrase; the first word of the sentence may be an adjective.
    if (isCapitalised(token.text) && index > 0) return false;
  }
  return false;
}

/** Forms of the indefinite article. */
const INDEFINITE_ARTICLE: ReadonlySet<string> = new Set(INDEFINITE_ARTICLE_FORMS);

/**
 * "Wir konnten eine Erkrankung, die Sie an der Arbeit hindert, nicht feststellen.": a noun phrase
 * with "ein" in a negated clause stands in the scope of the negation, and its relative clause says
 * what was not found; split off, it would state it as a fact ("Die Krankheit hindert Sie an der
 * Arbeit."). `host` is the clause before the relative clause (the antecedent ends it), `rest` the
 * part of the same clause after it (undefined when the relative clause ends that clause). A
 * negation inside the relative clause does not count.
 */
export function indefiniteUnderNegation(
  host: readonly Token[],
  antecedent: Token | undefined,
  rest: readonly Token[] | undefined,
): boolean {
  if (antecedent === undefined) return false;
  const at = host.lastIndexOf(antecedent);
  let index = at - 1;
  while (index >= 0 && index >= at - 4 && !INDEFINITE_ARTICLE.has(host[index]?.text.toLowerCase() ?? "")) {
    const token = host[index] as Token;
    if (token.kind !== "w" || isCapitalised(token.text) || PREPOSITIONS.has(token.text)) return false;
    index -= 1;
  }
  if (index < 0 || !INDEFINITE_ARTICLE.has(host[index]?.text.toLowerCase() ?? "")) return false;
  // The antecedent's own clause: from the last finite verb before it ("für die, die nicht glauben
  // aber ist er ein Stein": the negation belongs to the clause before "ist").
  const finite = host.slice(0, index).findLastIndex((token) => isFiniteVerbToken(token));
  return [...host.slice(Math.max(0, finite)), ...(rest ?? [])].some((token) =>
    NEGATION_WORDS.has(token.text.toLowerCase()),
  );
}

/** The indefinite article for a definite one, by gender: "den" (m) -> "einen", "der" (f) -> "einer". */
const INDEFINITE_FOR: Readonly<Record<"m" | "f" | "n", Readonly<Record<string, string>>>> = {
  m: { der: "ein", den: "einen", dem: "einem" },
  f: { die: "eine", der: "einer" },
  n: { das: "ein", dem: "einem" },
};

/**
 * The subject at the start is "ein"/"eine" + noun and the relative content comes first: the content
 * introduces it with the indefinite article and the host goes on with the definite one: "Eine Frau,
 * die hier wohnt, hat angerufen." -> "Eine Frau wohnt hier." + "Die Frau hat angerufen." (not "Die
 * Frau wohnt hier." + "Eine Frau hat angerufen."). Undefined when the host opens with no indefinite
 * article; "keep" when it does but the phrase is longer ("Ein alter Mann") or its gender unsure.
 */
export function indefiniteSubject(
  host: readonly Token[],
  relative: readonly Token[],
): { relative: Token[]; subject: Token[] } | "keep" | undefined {
  const [article, noun] = host;
  const lower = article?.text.toLowerCase() ?? "";
  if (lower !== "ein" && lower !== "eine") return undefined;
  if (host.length !== 2 || article === undefined || noun === undefined) return "keep";
  const readings = nounReadings(noun).filter(
    (reading) => reading.number === "singular" && reading.cases.includes("nom"),
  );
  const genders = new Set(readings.map((reading) => reading.gender));
  const [gender] = genders;
  if (genders.size !== 1 || gender === undefined || (lower === "eine") !== (gender === "f")) return "keep";
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  const at = relative.findIndex(
    (token, index) =>
      INDEFINITE_FOR[gender][token.text.toLowerCase()] !== undefined &&
      nounReadings(relative[index + 1]).some((reading) => lemmas.has(reading.lemma)),
  );
  const definite = relative[at];
  const indefinite = INDEFINITE_FOR[gender][definite?.text.toLowerCase() ?? ""];
  if (definite === undefined || indefinite === undefined) return "keep";
  const text = at === 0 ? indefinite.charAt(0).toUpperCase() + indefinite.slice(1) : indefinite;
  return {
    relative: relative.map((token, index) => (index === at ? { ...token, text } : token)),
    subject: [{ ...article, text: capitaliseFirst(DEFINITE_NOMINATIVE[gender]) }, noun],
  };
}

/**
 * "alle"/"allen" + plural noun before a relative clause: the content comes first with "manche" and the
 * host goes on with "all diese": "Alle Kinder, die in Berlin wohnen, bekommen ein Ticket." -> "Manche
 * Kinder wohnen in Berlin." + "All diese Kinder bekommen ein Ticket."; "Wir helfen allen Familien,
 * die Hilfe brauchen." -> "Manche Familien brauchen Hilfe." + "Wir helfen all diesen Familien." Only
 * for the first two segments, and a third one that finishes the host (its verb, or closing verbs);
 * segments after it are split on their own.
 */
function allThese(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [host = [], segment = [], next, ...more] = segments;
  if (end.includes("?") || index !== 1) return undefined;
  // "Sie müssen alle Einkünfte angeben, die Sie hatten.": the clause moved behind the closing verbs.
  const moved = next === undefined ? nounBeforeClosingVerbs(host, segment, true) : undefined;
  // "Alle Deutschen ab 16 Jahren, die …": the noun before the age, which goes along with it.
  const span = moved === undefined ? trailingSpan(host) : undefined;
  if (span !== undefined && span.head === undefined) return undefined;
  const noun = moved ?? span?.head ?? host.at(-1);
  const spanTokens = span?.head === undefined ? [] : host.slice(host.lastIndexOf(span.head) + 1);
  const at = allBefore(host, noun);
  const all = host[at ?? -1];
  if (at === undefined || all === undefined) return undefined;
  // The subject at the start, perhaps after "und"/"denn" ("und alle Kinder, die …, liefen …").
  const opener = LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const subjectEnd = host.length - spanTokens.length - 1;
  const finishes =
    next === undefined
      ? hasFiniteVerb(host)
      : (at === opener && host[subjectEnd] === noun && hasFiniteVerb(next.slice(0, 1))) ||
        (hasFiniteVerb(host) && closesMainClause(host, next));
  if (!finishes) return undefined;
  const found = relativeToMain(noun, segment, { some: true, formal });
  const some = found?.findIndex((token) => /^manche[nr]?$/i.test(token.text)) ?? -1;
  if (found === undefined || some < 0) return undefined;
  // "alle heiligen Geräte" -> "Manche heiligen Geräte …" / "… all diese heiligen Geräte".
  const adjectives = host.slice(at + 1, host.lastIndexOf(noun as Token));
  const content = found.toSpliced(some + 1, 0, ...adjectives);
  if (spanTokens.length > 0) {
    const nounAt = content.findIndex((token, position) => position > some && token.text === noun?.text);
    if (nounAt < 0) return undefined;
    content.splice(nounAt + 1, 0, ...spanTokens);
  }
  const these = word(all.text.toLowerCase() === "allen" ? "diesen" : "diese");
  const lead = host
    .slice(0, at)
    .map((token, position) =>
      position === 0 && opener === 1 ? { ...token, text: capitalised(token.text) } : token,
    );
  const main = [
    ...lead,
    { ...all, text: at === 0 ? "All" : "all" },
    these,
    ...host.slice(at + 1),
    ...(next ?? []),
  ];
  // "…, sind verpflichtet, einen Ausweis zu besitzen.": the segments after the host's are split on their own.
  const rest = [main, ...more];
  return [{ tokens: content, end: "." }, ...(splitRest(rest, end) ?? [{ tokens: joinSegments(rest), end }])];
}

/**
 * Where "alle"/"allen" stands before the plural noun that ends the host ("allen Familien") or
 * stands before its closing verbs ("alle Einkünfte angeben").
 */
function allBefore(host: readonly Token[], noun: Token | undefined): number | undefined {
  if (!nounReadings(noun).some((reading) => reading.number === "plural")) return undefined;
  // Right before the noun or before one or two adjectives ("alle heiligen Geräte"), which go
  // along with "manche" and "all diese".
  const end = noun === undefined ? -1 : host.lastIndexOf(noun);
  for (let at = end - 1; at >= Math.max(0, end - 3); at -= 1) {
    const token = host[at];
    if (/^allen?$/i.test(token?.text ?? "")) return at;
    if (!adjective(token)) return undefined;
  }
  return undefined;
}

/** A declined adjective after "alle(n)": lower case in -en, no function word or verb ("heiligen"). */
function adjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !/^\p{Ll}+en$/u.test(token.text)) return false;
  return !FUNCTION_WORDS.has(token.text) && !isFiniteVerbToken(token) && !isNonFiniteVerb(token);
}

const EVERY = /^jede[rs]?$/i;
/** Pronoun subjects of a relative clause whose own pronoun is then the object. */
const SUBJECT_PRONOUN = /^(?:ich|du|er|wir|ihr|Sie|sie|man|es)$/;
const INDEFINITE = /^eine?$/i;

/**
 * The host goes on with a rule in the present passive: "wird nicht bearbeitet", "kann nicht mehr
 * berücksichtigt werden". Then "ein/eine" + noun before a relative clause is any one of them, like
 * "jeder": "Eine Krankmeldung, die erst nach Ablauf der Frist eingeht, kann nicht berücksichtigt
 * werden." -> "Vielleicht geht eine Krankmeldung erst nach Ablauf der Frist ein." / "Dann kann …"
 * (not the fact "Eine Krankmeldung geht erst nach Ablauf der Frist ein."). Not an active host ("Eine
 * Frau, die hier wohnt, kann Ihnen helfen.") nor the past ("…, wurde geöffnet").
 */
function passiveRule(next: readonly Token[]): boolean {
  const words = next.filter((token) => token.kind === "w");
  const [finite] = words;
  const last = words.at(-1);
  if (finite === undefined || last === undefined || words.length < 2) return false;
  if (finite.text === "wird") return pastParticipleLemmas(last).length > 0 && !isCapitalised(last.text);
  if (!/^(?:kann|muss|darf|soll)$/.test(finite.text) || last.text !== "werden") return false;
  const participle = words.at(-2);
  return pastParticipleLemmas(participle).length > 0 && !isCapitalised(participle?.text ?? "");
}
const INDEFINITE_NOMINATIVE = { m: "ein", f: "eine", n: "ein" } as const;

/**
 * "Jeder Mensch, der hier wohnt, muss Steuern zahlen." -> "Vielleicht wohnt ein Mensch hier." / "Dann
 * muss der Mensch Steuern zahlen." (as "Wer …, …" in genericWer). The host is "jeder/jede/jedes" +
 * noun (perhaps after "Denn"/"Und"), the pronoun is the clause's subject and the third segment goes
 * on with the host's verb.
 */
function everyNoun(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const [whole = [], segment = [], rest = []] = segments;
  if (index !== 1 || segments.length !== 3 || end.includes("?")) return undefined;
  // "Deshalb muss jeder Mitarbeiter, der …, …": the verb before the phrase goes to the main clause.
  const front = invertedEvery(whole, rest);
  const host = front === undefined ? whole : whole.slice(-2);
  const next = front === undefined ? rest : [whole.at(-3) as Token, ...rest];
  const opener =
    host.length === 3 && LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? host[0] : undefined;
  const [every, noun] = opener === undefined ? host : host.slice(1);
  const quantifier =
    EVERY.test(every?.text ?? "") || (INDEFINITE.test(every?.text ?? "") && passiveRule(next));
  if (host.length !== (opener === undefined ? 2 : 3) || !quantifier || noun === undefined) return undefined;
  const genders = new Set(
    nounReadings(noun)
      .filter((reading) => reading.number === "singular" && reading.cases.includes("nom"))
      .map((reading) => reading.gender),
  );
  const [gender] = genders;
  if (genders.size !== 1 || gender === undefined || segment[0]?.text !== DEFINITE_NOMINATIVE[gender])
    return undefined;
  // "jedes Kind, das man sieht": a subject of its own makes the pronoun an object.
  const clause = readVerbFinal(segment.slice(1));
  const subject = clause === undefined ? undefined : subjectAt(clause.middle, 0, formal);
  if (clause !== undefined && subject !== undefined && agrees(clause.readings, subject.agreements))
    return undefined;
  const [condition, main] = genericWer([word("wer"), ...segment.slice(1)], next, end) ?? [];
  if (condition?.tokens[2]?.text !== "jemand" || main?.tokens[2]?.text !== "er") return undefined;
  const named = (article: string, tokens: readonly Token[]) => [
    ...tokens.slice(0, 2),
    word(article),
    { ...noun, space: true },
    ...tokens.slice(3),
  ];
  const [maybe, ...others] = named(INDEFINITE_NOMINATIVE[gender], condition.tokens);
  const lead =
    opener === undefined || maybe === undefined
      ? named(INDEFINITE_NOMINATIVE[gender], condition.tokens)
      : [opener, { ...maybe, text: "vielleicht", space: true }, ...others];
  const then = named(DEFINITE_NOMINATIVE[gender], main.tokens);
  // "Dann muss der Mitarbeiter deshalb …": the first constituent after the subject and its pronouns.
  if (front !== undefined) {
    let at = 4;
    while (OBJECT_PRONOUNS.test(then[at]?.text ?? "")) at += 1;
    const [first, ...more] = front;
    if (first === undefined) return undefined;
    then.splice(at, 0, { ...first, text: first.text.toLowerCase(), space: true }, ...more);
  }
  return [
    { tokens: lead, end: "." },
    { tokens: then, end: main.end },
  ];
}

/** The accusative of "jeder" and the gender it shows ("jeden Antrag", "jede Rebe", "jedes Kind"). */
const EVERY_ACCUSATIVE: Readonly<Record<string, "m" | "f" | "n">> = { jeden: "m", jede: "f", jedes: "n" };
const DEFINITE_ACCUSATIVE = { m: "den", f: "die", n: "das" } as const;

/**
 * "Jede Rebe, die an mir keine Frucht bringt, entfernt er." -> "Vielleicht bringt eine Rebe an mir
 * keine Frucht." / "Dann entfernt er die Rebe."; "Jeden Antrag, der zu spät kommt, prüfen wir
 * nicht." -> … / "Dann prüfen wir den Antrag nicht." (also with the object repeated: "…, die
 * entfernt er"): "jede/jeden/jedes" + noun is the fronted
 * object, the relative pronoun the subject of its clause (as in everyNoun). The main clause goes on
 * with a present-tense verb and its subject pronoun, which cannot be the noun: a nominative-only
 * pronoun ("er", "wir") or a verb the singular noun cannot agree with ("teilen Sie").
 */
function frontedEveryObject(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [host = [], segment = [], third = []] = segments;
  if (index !== 1 || segments.length !== 3 || end.includes("?")) return undefined;
  const opener =
    host.length === 3 && LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") ? host[0] : undefined;
  const [every, noun] = opener === undefined ? host : host.slice(1);
  if (host.length !== (opener === undefined ? 2 : 3) || every === undefined || noun === undefined)
    return undefined;
  const gender = EVERY_ACCUSATIVE[every.text.toLowerCase()];
  // "…, die entfernt er": the object repeated before the verb goes.
  const rest =
    gender !== undefined && third[0]?.text === DEFINITE_ACCUSATIVE[gender] && isFiniteVerbToken(third[1])
      ? third.slice(1)
      : third;
  const singular = nounReadings(noun).filter((reading) => reading.number === "singular");
  const genders = new Set(singular.map((reading) => reading.gender));
  if (gender === undefined || !isCapitalised(noun.text) || genders.size !== 1 || !genders.has(gender))
    return undefined;
  if (!singular.some((reading) => reading.cases.includes("akk")) || timeNoun(noun)) return undefined;
  // The pronoun is the subject: the clause has none of its own ("jede Rebe, die er pflanzt"). Or
  // it is the object after a sure subject ("jeden Brief, den Sie bekommen").
  const clause = readVerbFinal(segment.slice(1));
  const own = clause === undefined ? undefined : subjectAt(clause.middle, 0, formal);
  if (clause === undefined) return undefined;
  const object =
    own !== undefined &&
    segment[0]?.text === DEFINITE_ACCUSATIVE[gender] &&
    sureClauseSubject(clause, formal) &&
    clause.readings.some((reading) => reading.tense === "praesens");
  if (
    !object &&
    (segment[0]?.text !== DEFINITE_NOMINATIVE[gender] ||
      (own !== undefined && agrees(clause.readings, own.agreements)))
  )
    return undefined;
  const [verb, subject] = rest;
  const readings = finiteReadings(verb).filter((reading) => reading.tense === "praesens");
  const subjectText = subject?.text ?? "";
  const thirdSingular = readings.some((reading) => reading.person === 3 && reading.number === "singular");
  const sure =
    /^(?:ich|du|er|wir|ihr|man)$/.test(subjectText) || (/^(?:sie|Sie)$/.test(subjectText) && !thirdSingular);
  const agreement = subjectAt(rest, 1, formal);
  if (verb === undefined || !sure || agreement === undefined || !agrees(readings, agreement.agreements))
    return undefined;
  // One main clause: no finite verb after the subject ("entfernt er und wirft sie weg").
  const after = rest.slice(2);
  if (perfectMain(verb, after) || ownAccusative(after)) return undefined;
  if (after.some((token) => token.kind === "p" || /^(?:und|oder|aber|sondern)$/.test(token.text)))
    return undefined;
  if (after.some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))) return undefined;
  let at = 0;
  while (OBJECT_PRONOUNS.test(after[at]?.text ?? "")) at += 1;
  const named = (article: string, text: string) => [word(article), { ...noun, text, space: true }];
  if (object) {
    // "Wenn Sie einen Brief bekommen, legen Sie den Brief bitte bei." as the condition split says it.
    if (opener !== undefined) return undefined;
    const lemma = singular[0]?.lemma ?? noun.text;
    const wenn = [
      word("wenn"),
      ...clause.middle.slice(0, 1),
      ...named(INDEFINITE_FORMS.akk[gender], nounForm(lemma, "akk", "singular") ?? noun.text),
      ...segment.slice(2),
    ];
    const main = [
      verb,
      subject as Token,
      ...after.slice(0, at),
      ...named(DEFINITE_ACCUSATIVE[gender], noun.text),
      ...after.slice(at),
    ];
    const split = splitRest([wenn, main], end);
    return split !== undefined && split.length === 2 ? split : undefined;
  }
  const condition = werCondition([word("wer"), ...segment.slice(1)]);
  if (condition?.[2]?.text !== "jemand") return undefined;
  const lemma = singular[0]?.lemma ?? noun.text;
  const nominative = nounForm(lemma, "nom", "singular") ?? noun.text;
  const somebody = [
    ...condition.slice(0, 2),
    ...named(INDEFINITE_NOMINATIVE[gender], nominative),
    ...condition.slice(3),
  ];
  const lead =
    opener === undefined
      ? somebody
      : [opener, { ...(somebody[0] as Token), text: "vielleicht", space: true }, ...somebody.slice(1)];
  const then = [
    word("Dann"),
    { ...verb, space: true },
    { ...subject, space: true } as Token,
    ...after.slice(0, at),
    word(DEFINITE_ACCUSATIVE[gender]),
    { ...noun, space: true },
    ...after.slice(at),
  ];
  return [
    { tokens: lead, end: "." },
    { tokens: then, end },
  ];
}

/**
 * A noun of time: "jeden Monat, den Sie arbeiten" is an adverbial of time, no object to name again
 * ("Dann bekommen Sie den Monat Geld.").
 */
function timeNoun(noun: Token): boolean {
  return TIME_NOUNS.has(noun.text) || nounReadings(noun).some((reading) => TIME_NOUNS.has(reading.lemma));
}

/**
 * The main clause tells what happened ("haben wir bezahlt", "ist er gekommen"): "haben"/"sein" with
 * a past participle at the end. A fact, no rule to read as "Vielleicht …" / "Dann …".
 */
function perfectMain(verb: Token, after: readonly Token[]): boolean {
  const auxiliary = finiteReadings(verb).some(
    (reading) => reading.lemma === "haben" || reading.lemma === "sein",
  );
  return (
    auxiliary && after.some((token) => pastParticipleLemmas(token).length > 0 && !isCapitalised(token.text))
  );
}

/** Accusative-only determiners and pronouns: the main clause has an object of its own ("bekommen Sie Geld"). */
const ACCUSATIVE_ONLY =
  /^(?:ihn|mich|dich|einen|keinen|meinen|deinen|seinen|ihren|Ihren|unseren|euren|diesen|den)$/;

/**
 * The words after the main clause's subject hold an object of their own: an accusative-only word or
 * a noun outside a prepositional phrase that may be an accusative ("Geld", "die Kosten").
 */
function ownAccusative(after: readonly Token[]): boolean {
  return after.some((token, at) => {
    if (ACCUSATIVE_ONLY.test(token.text)) return !PREPOSITIONS.has(after[at - 1]?.text.toLowerCase() ?? "");
    if (!isCapitalised(token.text) || !nounReadings(token).some((reading) => reading.cases.includes("akk")))
      return false;
    let first = at - 1;
    while (first >= 0 && at - first <= 3 && /^(?:\p{Ll}|Ihr)/u.test(after[first]?.text ?? "")) {
      const text = after[first]?.text.replace(/^Ihr/, "ihr") ?? "";
      if (PREPOSITIONS.has(text) || COMMON_CONTRACTIONS.test(text)) return false;
      if (DETERMINERS.has(text))
        return !PREPOSITIONS.has(after[first - 1]?.text.toLowerCase() ?? "") && !/(?:em|es)$/.test(text);
      first -= 1;
    }
    return true;
  });
}

/**
 * Connective adverbs that keep their meaning after the subject of the "Dann" clause ("Dann muss der
 * Mitarbeiter deshalb …"); not "dann", "sonst", "da", "so" or words of place and time order.
 */
const MOVABLE_ADVERB =
  /^(?:deshalb|darum|daher|deswegen|außerdem|zusätzlich|zudem|ferner|folglich|somit|demnach|also|trotzdem|dennoch|jedoch|allerdings|jetzt|nun|heute)$/i;

/**
 * "Deshalb muss jeder Mitarbeiter, der hier arbeitet, einen Ausweis tragen.", "Ab Januar muss jedes
 * Kind, das …, …": a connective adverb or a prepositional phrase first, the finite verb, then
 * "jeder/jede/jedes" + noun before the relative clause; the segment after it finishes the clause
 * without a finite verb of its own. The first constituent, or undefined.
 */
function invertedEvery(host: readonly Token[], next: readonly Token[]): Token[] | undefined {
  if (host.length < 4 || !EVERY.test(host.at(-2)?.text ?? "") || !isFiniteVerbToken(host.at(-3)))
    return undefined;
  if (
    isFiniteVerbToken(next[0]) ||
    hasFiniteVerb(next.slice(0, -1).filter((token) => !isNonFiniteVerb(token)))
  )
    return undefined;
  // "…, und jeder Gast einen Ausweis tragen": a second subject after the clause shares the verb.
  if (/^(?:und|oder|sowie)$/.test(next[0]?.text ?? "")) return undefined;
  // "Deshalb hat jeder Mitarbeiter, der hier arbeitet, gesagt": what happened is no rule.
  const perfect =
    /^(?:hat|haben|hatte|hatten|ist|sind|war|waren)$/.test(host.at(-3)?.text ?? "") &&
    pastParticipleLemmas(next.at(-1)).length > 0;
  if (perfect) return undefined;
  const front = host.slice(0, -3);
  const adverb = front.length === 1 && MOVABLE_ADVERB.test(front[0]?.text ?? "");
  return adverb || prepositionalOpener(front, true) ? front : undefined;
}

/**
 * The relative clause opens with a subject of its own that is sure to be one: a pronoun that is
 * only a nominative here ("den Sie planen", "der er folgt"); "sie"/"es" with a singular verb may
 * be the object too.
 */
function sureClauseSubject(clause: VerbFinal, formal: boolean): boolean {
  const subject = subjectAt(clause.middle, 0, formal);
  const subjectText = clause.middle[0]?.text ?? "";
  const singular = agrees(clause.readings, [{ person: 3, number: "singular" }]);
  return (
    subject !== undefined &&
    subject.end === 1 &&
    agrees(clause.readings, subject.agreements) &&
    SUBJECT_PRONOUN.test(subjectText) &&
    !(/^(?:sie|Sie|es)$/.test(subjectText) && singular)
  );
}

/** "jede" -> "die", "jeden" -> "den": the definite article with the same ending. */
const EVERY_TO_DEFINITE: Readonly<Record<string, string>> = {
  jede: "die",
  jeder: "der",
  jedes: "das",
  jeden: "den",
  jedem: "dem",
};
/** The indefinite article for the noun in the relative clause, by gender and case. */
const INDEFINITE_FORMS = {
  nom: { m: "ein", f: "eine", n: "ein" },
  akk: { m: "einen", f: "eine", n: "ein" },
} as const;
/** The relative pronoun for each gender and case the clause may give the noun. */
const PRONOUNS = {
  nom: DEFINITE_NOMINATIVE,
  akk: { m: "den", f: "die", n: "das" },
} as const;

/**
 * A main clause that ends in "jede/jeden/jedem" + noun (perhaps before its particle or verbs), then
 * a relative clause in the present tense as the last segment: the clause is any one case of the
 * rule, as a "wenn" clause with "ein" + noun, and the host names it with "der/die/das": "Bitte
 * teilen Sie uns jede Änderung mit, die Ihr Einkommen betrifft." -> "Vielleicht betrifft eine
 * Änderung Ihr Einkommen." / "Dann teilen Sie uns bitte die Änderung mit."; "Wir prüfen jeden
 * Antrag, den Sie stellen." -> "Vielleicht stellen Sie einen Antrag." / "Dann prüfen wir den
 * Antrag." The pronoun must be the clause's subject or, after a sure subject of its own, its
 * accusative object. Not with a negation in the host ("nicht jeden Antrag" is no rule about each).
 */
function everyObject(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const host = segments[index - 1] ?? [];
  const segment = segments[index] ?? [];
  if (index + 1 !== segments.length || end.includes("?") || !hasFiniteVerb(host)) return undefined;
  if (host.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  // A rule for the reader of a letter ("Bitte teilen Sie uns jede Änderung mit, die …"); in a
  // story "Er kennt jeden Menschen, der hier wohnt." would become a doubt ("Vielleicht wohnt ein
  // Mensch hier.").
  if (!formal) return undefined;
  let close = host.length;
  while (
    close > 2 &&
    host.length - close < 3 &&
    (PARTICLES.has(host[close - 1]?.text ?? "") || isNonFiniteVerb(host[close - 1]))
  )
    close -= 1;
  const noun = host[close - 1];
  const every = host[close - 2];
  const definite = EVERY_TO_DEFINITE[every?.text ?? ""];
  if (noun === undefined || every === undefined || definite === undefined || !isCapitalised(noun.text))
    return undefined;
  // "die Rechte jedes Kindes": a genitive has no "das" to take its place.
  const notGenitive = nounReadings(noun).filter(
    (reading) =>
      reading.number === "singular" && reading.cases.some((grammaticalCase) => grammaticalCase !== "gen"),
  );
  const genders = new Set(notGenitive.map((reading) => reading.gender));
  const [gender] = genders;
  if (genders.size !== 1 || gender === undefined) return undefined;
  // "Sie bekommen Lohn jeden Tag, den Sie arbeiten": a time, no object ("für jeden Tag" is one).
  if (timeNoun(noun) && !PREPOSITIONS.has(host[close - 3]?.text.toLowerCase() ?? "")) return undefined;
  // "Wir haben jede Rechnung bezahlt, die …", "Wir prüften jeden Antrag, …": what happened is no rule.
  const hostVerbAt = host.findIndex((token) => isFiniteVerbToken(token) && !/^bitte$/i.test(token.text));
  const hostVerb = host[hostVerbAt];
  if (
    hostVerb === undefined ||
    !finiteReadings(hostVerb).some((reading) => reading.tense === "praesens") ||
    perfectMain(hostVerb, host.slice(hostVerbAt + 1))
  )
    return undefined;
  const clause = readVerbFinal(segment.slice(1));
  if (clause === undefined || !clause.readings.some((reading) => reading.tense === "praesens"))
    return undefined;
  if (clause.middle.some((token) => /^(?:und|oder|sondern)$/.test(token.text) || token.kind === "p"))
    return undefined;
  // The clause's own subject, if it is sure to be one: a pronoun that is only a nominative here
  // ("den Sie planen", "der er folgt"); "sie"/"es" with a singular verb may be the object too.
  const subjectText = clause.middle[0]?.text ?? "";
  const singular = agrees(clause.readings, [{ person: 3, number: "singular" }]);
  const sureSubject = sureClauseSubject(clause, formal);
  // Otherwise the pronoun is the subject of a singular verb; "die das Kind kennt", "die sie kennt"
  // (either may be the subject) stay.
  const pronoun = segment[0]?.text;
  const grammaticalCase = sureSubject ? "akk" : "nom";
  if (pronoun !== PRONOUNS[grammaticalCase][gender]) return undefined;
  if (!sureSubject && (!singular || /^(?:der|die|das|ein|eine|sie|es)$/i.test(subjectText))) return undefined;
  const subjectTokens = sureSubject ? clause.middle.slice(0, 1) : [];
  // "jeden Menschen" -> "ein Mensch": the noun in the clause's case.
  const lemma = nounReadings(noun).find((reading) => reading.number === "singular")?.lemma ?? noun.text;
  const form = nounForm(lemma, grammaticalCase, "singular") ?? noun.text;
  const named = [word(INDEFINITE_FORMS[grammaticalCase][gender]), { ...noun, text: form, space: true }];
  // The verbs as written ("eingeht": particle and verb stay joined at the end of a "wenn" clause).
  const verbs = segment.slice(1 + clause.middle.length);
  const wenn = [
    word("wenn"),
    ...subjectTokens,
    ...named,
    ...clause.middle.slice(subjectTokens.length),
    ...verbs,
  ];
  const renamed = host.map((token, at) => (at === close - 2 ? { ...token, text: definite } : token));
  return splitRest([renamed, wenn], end);
}

/** Prepositions that take the dative only, and those that take the accusative only. */

/** A declined adjective before a plural noun ("andere", "minderjährigen"), no function word or verb. */
export function pluralAdjective(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !/^\p{Ll}+en?$/u.test(token.text)) return false;
  return !FUNCTION_WORDS.has(token.text) && !isFiniteVerbToken(token) && !isNonFiniteVerb(token);
}

/** "andere" -> "anderen": the weak plural ending after "manche"/"diese". */
function weak(token: Token): Token {
  return token.text.endsWith("en") ? token : { ...token, text: `${token.text}n` };
}

/**
 * A segment that opens with its finite verb: one the lexicon knows, or a lower-case word in "-t"
 * before "sich" ("ermäßigt sich die Gebühr": the lexicon may lack the verb).
 */
function verbThenReflexive(segment: readonly Token[]): boolean {
  const first = segment[0];
  if (isFiniteVerbToken(first)) return true;
  return (
    first !== undefined &&
    first.kind === "w" &&
    !isCapitalised(first.text) &&
    first.text.endsWith("t") &&
    !FUNCTION_WORDS.has(first.text) &&
    segment[1]?.text === "sich"
  );
}

/**
 * A bare plural (perhaps with adjectives) before a relative clause is restricted by it, like "alle
 * N": "Ihr Kind bekommt Leistungen für Kinder, die …" -> "Manche Kinder …" + "… für diese Kinder".
 * The host ends in the phrase right after its verb or a preposition, or is a preposition + the
 * phrase at the start with the main clause going on with its verb: "Für
 * Kinder, die jünger als 6 Jahre sind, gilt eine Ausnahme." -> "Manche Kinder sind jünger als 6
 * Jahre." / "Für diese Kinder gilt eine Ausnahme." "diese"/"diesen" needs a sure case: after a
 * preposition with one case, or a noun form of one; `bare` (from split-clauses) says the phrase has
 * no determiner and is no predicate.
 */
function bareThese(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
  bare: (host: readonly Token[]) => boolean,
): Clause[] | undefined {
  const [host = [], segment = [], next] = segments;
  if (end.includes("?") || index !== 1 || segments.length > 3) return undefined;
  // "Die Tafel gibt Lebensmittel an Menschen aus, die …": the phrase before a separable verb's particle.
  const particle = next === undefined && PARTICLES.has(host.at(-1)?.text ?? "") && hasFiniteVerb(host);
  const nounAt = host.length - (particle ? 2 : 1);
  const noun = host[nounAt];
  if (noun === undefined || nounAt < 0 || !bare(host.slice(0, nounAt + 1))) return undefined;
  // "Schafe": a singular reading that is only the old dative ("dem Schafe") does not count, nor one
  // without the nominative ("Menschen", "Kunden": a weak noun's singular needs an article).
  const readings = nounReadings(noun);
  const plural = readings.filter((reading) => reading.number === "plural");
  if (
    plural.length === 0 ||
    !readings.every((reading) => reading.number === "plural" || !reading.cases.includes("nom"))
  )
    return undefined;
  let first = nounAt;
  while (first > 0 && nounAt - first < 2 && pluralAdjective(host[first - 1])) first -= 1;
  const before = host[first - 1]?.text ?? "";
  // "eine Rechnung nach der Gebührenordnung für Ärzte, die sie … einreichen können": an earlier
  // noun after the verb that the pronoun agrees with may be what the clause is about; the clause
  // stays (the subject before the verb is no such rival: "Die Samen enthalten Öle, die …").
  const verbAt = host.findIndex((token) => isFiniteVerbToken(token));
  const rivals = host.slice(Math.max(verbAt + 1, 1), first);
  // "Es gibt Hilfe für Menschen, die krank sind.": "die" is the subject of a plural verb (no other
  // subject before it), so a singular noun is no rival.
  const pluralSubject = pluralSubjectClause(segment);
  if (
    rivals.some(
      (token) =>
        agreesWithPronoun(token, segment[0]?.text ?? "") &&
        (!pluralSubject || nounReadings(token).some((reading) => reading.number === "plural")),
    )
  )
    return undefined;
  // Right after a preposition ("für Kinder, die …"): "zum Zweck guter Werke" (a genitive) or
  // "übrigens Öle" stay. Not right after the verb: there the clause mostly describes what is meant
  // ("Wir zahlen Zuschüsse, die Sie nicht zurückzahlen müssen." is no "Manche Zuschüsse …").
  if (!PREPOSITIONS.has(before.toLowerCase())) return undefined;
  // The phrase at the start after a preposition, the next segment opening with the main verb.
  const fronted =
    next !== undefined && first === 1 && nounAt === host.length - 1 && PREPOSITIONS.has(before.toLowerCase());
  const finishes =
    next === undefined
      ? hasFiniteVerb(host)
      : fronted && verbThenReflexive(next) && index + 2 === segments.length;
  if (!finishes) return undefined;
  const cases = new Set(plural.flatMap((reading) => reading.cases));
  const dative =
    DATIVE_PREPOSITIONS.has(before.toLowerCase()) ||
    before.toLowerCase() === "außer" ||
    (cases.has("dat") && !cases.has("nom") && !cases.has("akk"));
  const accusative =
    ACCUSATIVE_PREPOSITIONS.has(before.toLowerCase()) ||
    (!PREPOSITIONS.has(before.toLowerCase()) && !cases.has("dat") && (cases.has("nom") || cases.has("akk")));
  if (dative === accusative) return undefined;
  const found = relativeToMain(noun, segment, { some: true, formal });
  const some = found?.findIndex((token) => /^manche[nr]?$/i.test(token.text)) ?? -1;
  if (found === undefined || some < 0) return undefined;
  const adjectives = host.slice(first, nounAt).map(weak);
  const content = found.toSpliced(some + 1, 0, ...adjectives);
  const these = { ...word(dative ? "diesen" : "diese"), space: host[first]?.space ?? true };
  const main = [...host.slice(0, first), these, ...adjectives, ...host.slice(nounAt), ...(next ?? [])];
  return [{ tokens: content, end: "." }, ...(splitRest([main], end) ?? [{ tokens: main, end }])];
}

/**
 * A bare plural subject after the verb, with an embedded relative clause: "Deshalb bekommen Familien,
 * die wenig verdienen, einen Zuschuss." -> "Manche Familien verdienen wenig." / "Deshalb bekommen
 * diese Familien einen Zuschuss." (as a bare plural subject at the start). The host is a first
 * constituent that cannot be the subject (a connective adverb or a prepositional phrase), a finite
 * verb in the third person plural and the phrase (up to two adjectives + a noun whose plural
 * readings include the nominative and that has no singular reading); the segment after the clause
 * goes on with the host, without a finite verb of its own first.
 */
function invertedBareThese(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  // "Nach dem Gesetz, Paragraf 20, müssen Kinder, die …": an apposition in the first constituent.
  const host = index === 1 ? (segments[0] ?? []) : joinSegments(segments.slice(0, index));
  const segment = segments[index] ?? [];
  const next = segments[index + 1];
  if (end.includes("?") || index > 3 || next === undefined || index + 2 !== segments.length) return undefined;
  if (
    isFiniteVerbToken(next[0]) ||
    hasFiniteVerb(next.slice(0, -1).filter((token) => !isNonFiniteVerb(token)))
  )
    return undefined;
  const nounAt = host.length - 1;
  const noun = host[nounAt];
  const readings = nounReadings(noun);
  if (noun === undefined || !isCapitalised(noun.text) || readings.length === 0) return undefined;
  // "Arbeitgeber" is singular too: the plural pronoun and verb decide (relativeToMain gives "manche").
  if (!readings.some((reading) => reading.number === "plural" && reading.cases.includes("nom")))
    return undefined;
  let first = nounAt;
  while (first > 0 && nounAt - first < 2 && pluralAdjective(host[first - 1])) first -= 1;
  const verb = host[first - 1];
  const plural = finiteReadings(verb).some((reading) => reading.person === 3 && reading.number === "plural");
  if (!plural || first - 1 < 1) return undefined;
  // The first constituent: a connective adverb alone, or a prepositional phrase.
  const opener = host.slice(0, first - 1);
  const lead = opener[0]?.text.toLowerCase() ?? "";
  const adverb = opener.length === 1 && LEADING_ADVERBS.has(lead) && !/^(?:da|so|hier|dort)$/.test(lead);
  if (!adverb && !prepositionalOpener(opener, index === 1)) return undefined;
  const found = relativeToMain(noun, segment, { some: true, formal });
  const some = found?.findIndex((token) => /^manche[nr]?$/i.test(token.text)) ?? -1;
  if (found === undefined || some < 0) return undefined;
  const adjectives = host.slice(first, nounAt).map(weak);
  const content = found.toSpliced(some + 1, 0, ...adjectives);
  const these = { ...word("diese"), space: true };
  const main = [...host.slice(0, first), these, ...adjectives, noun, ...next];
  return [{ tokens: content, end: "." }, ...(splitRest([main], end) ?? [{ tokens: main, end }])];
}

/** Particles that make a relative clause describe its noun rather than pick some of its kind. */
const DESCRIBING =
  /^(?:ja|doch|bekanntlich|bekanntermaßen|ohnehin|sowieso|eben|nämlich|natürlich|besonders)$/;

/** Determiners after which a noun is no nominative plural ("einen Ausweis", "dem Amt"). */
const NOT_NOMINATIVE_PLURAL =
  /^(?:ein|einen|einem|einer|eines|dem|des|keinen|keinem|keines|ihren|ihrem|seinen|seinem)$/;

/**
 * "die krank sind", "die wenig Geld haben", "die einen Ausweis besitzen": "die" first, a finite verb
 * that is only plural last, and no personal pronoun, quantifier ("die alle brauchen") or noun that
 * may be a nominative plural ("die Eltern brauchen"; not "Hilfe", "einen Ausweis") between them
 * that could be the subject.
 */
function pluralSubjectClause(segment: readonly Token[], bareObject = false): boolean {
  const readings = finiteReadings(segment.at(-1));
  // With `bareObject`, a bare noun right after the pronoun is read as its object ("die Schulden
  // haben"): the pronoun that can be the subject is the subject, as readers take it. Callers whose
  // split would make the noun phrase before the clause the subject of both sentences keep the strict
  // reading ("Menschen mit Behinderung, die Eltern brauchen, …" stays).
  const objectFirst =
    bareObject && isCapitalised(segment[1]?.text ?? "") && nounReadings(segment[1]).length > 0;
  return (
    segment[0]?.text === "die" &&
    // "die ja oft benachteiligt werden", "die besonders gefährdet sind": it describes them all.
    !segment.some((token) => DESCRIBING.test(token.text)) &&
    readings.length > 0 &&
    readings.every((reading) => reading.number === "plural") &&
    !segment.slice(1, -1).some(
      (token, at, middle) =>
        SUBJECT_PRONOUNS.has(token.text) ||
        /^(?:alle|viele|manche|einige|beide|wenige)$/.test(token.text) ||
        (isCapitalised(token.text) &&
          // "mit dem Merkzeichen aG oder T": a single letter is a code, no subject.
          token.text.length > 1 &&
          !(at === 0 && objectFirst) &&
          !NOT_NOMINATIVE_PLURAL.test(middle[at - 1]?.text ?? "") &&
          !afterPreposition(middle, at) &&
          !genitivePlural(middle, at) &&
          (nounReadings(token).length === 0 ||
            nounReadings(token).some(
              (reading) => reading.number === "plural" && reading.cases.includes("nom"),
            ))),
    )
  );
}

/**
 * "zur Behandlung akuter Krankheiten und Schmerzzustände": a noun after an adjective in "-er" (a
 * strong genitive plural, no nominative plural), or joined by "und" to such a noun.
 */
function genitivePlural(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  if (before?.text === "und" && isCapitalised(tokens[at - 2]?.text ?? ""))
    return genitivePlural(tokens, at - 2);
  return (
    before !== undefined &&
    !isCapitalised(before.text) &&
    before.text.endsWith("er") &&
    readingsOf(before.text).some((reading) => reading.partOfSpeech === "adjective")
  );
}

/**
 * "in Hamm", "als 6 Jahre", "mit dem Bus": a preposition (or "als") right before the noun or before
 * its determiner, number or adjective ("bei uns Erzieherinnen": "uns" ends the phrase).
 */
function afterPreposition(tokens: readonly Token[], at: number): boolean {
  const opens = (token: Token | undefined) =>
    PREPOSITIONS.has(token?.text ?? "") ||
    COMMON_CONTRACTIONS.test(token?.text ?? "") ||
    token?.text === "als";
  const before = tokens[at - 1];
  return (
    opens(before) ||
    (opens(tokens[at - 2]) &&
      before !== undefined &&
      (before.kind === "n" ||
        DETERMINERS.has(before.text.toLowerCase()) ||
        readingsOf(before.text).some((reading) => reading.partOfSpeech === "adjective")))
  );
}

/**
 * A prepositional phrase as the first constituent ("Für Kinder", "Ab Januar", "Nach dem Gesetz"):
 * at most five tokens (twelve over commas when `short` is false, "Nach dem Gesetz, Paragraf 20"),
 * no finite verb or subject pronoun inside.
 */
function prepositionalOpener(opener: readonly Token[], short: boolean): boolean {
  const lead = opener[0]?.text.toLowerCase() ?? "";
  return (
    (PREPOSITIONS.has(lead) || COMMON_CONTRACTIONS.test(lead) || lead === "ab") &&
    opener.length <= (short ? 5 : 12) &&
    !opener.some(
      (token) =>
        (token.kind === "p" && (short || token.text !== ",")) ||
        isFiniteVerbToken(token) ||
        SUBJECT_LIKE.test(token.text),
    )
  );
}

/** Pronouns that would be the subject inside a first constituent ("Für sie …" is fine, "wir" is not). */
const SUBJECT_LIKE = /^(?:ich|du|er|wir|ihr|man)$/;

/** Whether `token` is a noun that the relative pronoun could refer to (gender or plural). */
function agreesWithPronoun(token: Token, pronoun: string): boolean {
  if (!isCapitalised(token.text)) return false;
  const genders = relativeGenders(pronoun);
  return nounReadings(token).some((reading) =>
    reading.number === "plural"
      ? genders.includes("pl")
      : reading.gender !== undefined && genders.includes(reading.gender),
  );
}

/** "Alle Kinder, die …" and "Jeder Mensch, der …": the forms above, or undefined. */
export function quantifiedRelative(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
  bare: (host: readonly Token[]) => boolean = () => false,
): Clause[] | undefined {
  // "…, denn jeder Baum, der …, wird …": the main clause before is split on its own.
  const [first = [], host = []] = segments;
  if (index === 2 && LEADING_CONJUNCTIONS.has(host[0]?.text.toLowerCase() ?? "") && hasFiniteVerb(first)) {
    const tail = quantifiedRelative(segments.slice(1), 1, end, formal, splitRest, bare);
    const head = splitRest([first], ".") ?? [{ tokens: first, end: "." }];
    return tail === undefined ? undefined : [...head, ...tail];
  }
  return (
    allThese(segments, index, end, formal, splitRest) ??
    everyNoun(segments, index, end, formal) ??
    frontedEveryObject(segments, index, end, formal, splitRest) ??
    everyObject(segments, index, end, formal, splitRest) ??
    thereAreSome(segments, index, end, formal) ??
    bareThese(segments, index, end, formal, splitRest, bare) ??
    invertedBareThese(segments, index, end, formal, splitRest) ??
    classifiedBareSubject(segments, index, end, formal, splitRest)
  );
}

/**
 * "Es gibt Menschen, die Hilfe brauchen." -> "Manche Menschen brauchen Hilfe.": "es gibt"/"es gab"
 * + a bare plural says only that some exist, which "manche" says in the clause itself. The host is
 * just these three words, the clause ends the statement.
 */
function thereAreSome(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const [host = [], segment = []] = segments;
  if (index !== 1 || segments.length !== 2 || end !== "." || host.length !== 3) return undefined;
  const [it, verb, noun] = host;
  if (it?.text.toLowerCase() !== "es" || !/^(?:gibt|gab)$/.test(verb?.text ?? "") || noun === undefined)
    return undefined;
  if (!isCapitalised(noun.text) || !onlyPluralSubject(noun)) return undefined;
  const found = relativeToMain(noun, segment, { some: true, formal });
  if (found === undefined || !found.some((token) => /^manche[nr]?$/i.test(token.text))) return undefined;
  return [{ tokens: found, end }];
}

/** A noun that can be a nominative plural and no nominative singular ("Menschen", "Personen"). */
function onlyPluralSubject(noun: Token): boolean {
  const readings = nounReadings(noun);
  return (
    readings.some((reading) => reading.number === "plural" && reading.cases.includes("nom")) &&
    !readings.some((reading) => reading.number === "singular" && reading.cases.includes("nom"))
  );
}

/** The relative clause as a main clause that opens with "Manche" + `noun` ("Manche Menschen haben Schulden."). */
function someFirst(noun: Token, segment: readonly Token[], formal: boolean): Token[] | undefined {
  const found = relativeToMain(noun, segment, { some: true, formal });
  return found !== undefined && /^manche$/i.test(found[0]?.text ?? "") && found[1]?.text === noun.text
    ? found
    : undefined;
}

/**
 * A predicate first, "sind", a bare plural subject and a final relative clause whose plural verb has
 * "die" as its subject: "Leistungsberechtigt sind Personen, die ihren Aufenthalt in Deutschland
 * haben." -> "Manche Personen haben ihren Aufenthalt in Deutschland." / "Diese Personen sind
 * leistungsberechtigt." The predicate is an adjective or participle ("Berechtigt", "Ausgenommen");
 * an attribute after the noun with singular nouns only goes with it into the first sentence
 * ("Manche Personen mit Wohnsitz im Landkreis besitzen …"); with a plural noun in it, it stays whole.
 */
export function predicateFirstBare(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const [host = [], segment = []] = segments;
  if (end !== "." || index !== 1 || segments.length !== 2 || host.length < 3) return undefined;
  const [predicate, verb, noun] = host;
  // "Personen mit Wohnsitz im Landkreis": an attribute whose nouns cannot be the clause's plural subject.
  const attribute = host.slice(3);
  if (attribute.length > 0 && !singularAttribute(attribute)) return undefined;
  if (predicate === undefined || noun === undefined || verb?.text !== "sind") return undefined;
  const lower = predicate.text.toLowerCase();
  const adjectiveOrParticiple = (form: string) =>
    readingsOf(form).some((reading) => reading.partOfSpeech === "adjective") ||
    pastParticipleLemmas({ ...predicate, text: form }).length > 0;
  // "leistungsberechtigt": a compound whose last part is one ("berechtigt").
  const compound = (form: string) =>
    [...form].some(
      (_, cut) =>
        cut >= 3 &&
        cut <= form.length - 4 &&
        isCompoundModifier(form.slice(0, cut)) &&
        adjectiveOrParticiple(form.slice(cut)),
    );
  // "Verboten" is also a dative plural of "Verbot", which cannot be the subject before "sind".
  const predicative =
    !nounReadings(predicate).some((reading) => reading.cases.includes("nom")) &&
    (adjectiveOrParticiple(lower) || compound(lower));
  if (!predicative || !onlyPluralSubject(noun) || !pluralSubjectClause(segment)) return undefined;
  const found = someFirst(noun, segment, formal)?.toSpliced(2, 0, ...attribute);
  if (found === undefined) return undefined;
  const main = [word("Diese"), { ...noun, space: true }, verb, { ...predicate, text: lower, space: true }];
  return [
    { tokens: found, end: "." },
    { tokens: main, end },
  ];
}

/**
 * A prepositional attribute of a few words whose nouns are all singular: "mit Wohnsitz im
 * Landkreis" (the plural verb of the clause after it cannot agree with them).
 */
function singularAttribute(tokens: readonly Token[]): boolean {
  const lead = tokens[0]?.text ?? "";
  if (tokens.length > 6 || !(PREPOSITIONS.has(lead) || COMMON_CONTRACTIONS.test(lead))) return false;
  return tokens.every(
    (token) =>
      token.kind === "w" &&
      !isFiniteVerbToken(token) &&
      !(isCapitalised(token.text) && nounReadings(token).some((reading) => reading.number === "plural")) &&
      !(isCapitalised(token.text) && nounReadings(token).length === 0),
  );
}

/**
 * The end of a "von"/"vom" attribute at `at` ("vom Sozialdienst", "von der Stadt"), or `at` when
 * none stands there or it does not end in a noun.
 */
function vonAttributeEnd(tokens: readonly Token[], at: number): number {
  const lead = tokens[at]?.text;
  if (lead === "vom") return nounPhraseEnd(tokens, at, true);
  if (lead !== "von" || !DETERMINERS.has(tokens[at + 1]?.text.toLowerCase() ?? "")) return at;
  const end = nounPhraseEnd(tokens, at + 1);
  return end === at + 1 ? at : end;
}

/** Verbs of having, getting and being: "Er hat Freunde, die ihm helfen" is no "Er hat diese Freunde". */
const HAVING_VERBS: ReadonlySet<string> = new Set([
  "haben",
  "besitzen",
  "bekommen",
  "erhalten",
  "kriegen",
  "sein",
  "werden",
  "bleiben",
]);

/** Adverbs between a verb and its bare object: "Sie erhalten dann nur noch Leistungen, die …". */
const BEFORE_BARE_OBJECT = /^(?:dann|jetzt|nun|künftig|auch|nur|noch|außerdem|zusätzlich)$/;

/**
 * A verb of SEEKING_VERBS among the tokens: as a word ("suchen"), a finite form ("suchte", "wählte
 * … aus") or a participle ("gesucht", "ausgewählt"). "wollen" only as a full verb ("Er wollte
 * Äpfel, die …"), not as the modal of an infinitive ("Er wollte ein Bild aufstellen, das …").
 */
export function seekingVerbIn(tokens: readonly Token[]): boolean {
  const infinitive = tokens.some(
    (token) =>
      infinitiveLemmas(token).length > 0 &&
      !isCapitalised(token.text) &&
      !finiteReadings(token).some((reading) => reading.lemma === "wollen"),
  );
  const seeking = (lemma: string) => SEEKING_VERBS.has(lemma) && !(lemma === "wollen" && infinitive);
  return tokens.some(
    (token) =>
      seeking(token.text.toLowerCase()) ||
      finiteReadings(token).some((reading) => seeking(reading.lemma)) ||
      pastParticipleLemmas(token).some(seeking),
  );
}

/**
 * A main clause that ends in a bare plural object after its verb (and adverbs such as "nur noch"), then a final relative
 * clause whose plural verb has "die" as its subject: "Die Schuldnerberatung hilft Menschen, die ihre
 * Rechnungen nicht mehr bezahlen können." -> "Manche Menschen können ihre Rechnungen nicht mehr
 * bezahlen." / "Die Schuldnerberatung hilft diesen Menschen." The clause restricts the people, so
 * "Die Menschen können …" would speak of all of them. The object's case comes from the verb: a
 * dative-only verb gives "diesen", a verb that may also take a dative person ("geben") stays whole,
 * any other verb gives the accusative "diese".
 */
export function finalBareObject(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const [host = [], segment = []] = segments;
  if (end !== "." || index !== 1 || segments.length !== 2 || host.length < 3) return undefined;
  const noun = host.at(-1);
  const subject = subjectAt(host, 0, formal);
  // "Die Beratung der Kirche hilft …", "Die Beratung vom Sozialdienst hilft …": an attribute after the subject.
  const subjectEnd = subject === undefined ? 0 : vonAttributeEnd(host, attributeEnd(host, subject.end));
  const verb = subject === undefined ? undefined : host[subjectEnd];
  const readings = finiteReadings(verb);
  if (noun === undefined || verb === undefined || subject === undefined) return undefined;
  // "Sie erhalten dann nur noch Leistungen, die …": adverbs between the verb and its object.
  const between = host.slice(subjectEnd + 1, -1);
  if (!between.every((token) => BEFORE_BARE_OBJECT.test(token.text))) return undefined;
  if (
    !agrees(readings, subject.agreements) ||
    !onlyPluralSubject(noun) ||
    !pluralSubjectClause(segment, true)
  )
    return undefined;
  const lemmas = readings.map((reading) => reading.lemma);
  // "Er hat Freunde, die …", "Wir suchen Helfer, die …": the people need not exist apart from the
  // clause. With "nur" the clause picks out the only ones meant ("Sie erhalten nur noch diese Leistungen.").
  const only = between.some((token) => token.text === "nur");
  if (lemmas.some((lemma) => (HAVING_VERBS.has(lemma) && !only) || SEEKING_VERBS.has(lemma)))
    return undefined;
  const dative = lemmas.some((lemma) => DATIVE_ONLY_VERBS.has(lemma));
  if (!dative && lemmas.some((lemma) => DATIVE_VERBS.has(lemma))) return undefined;
  const found = someFirst(noun, segment, formal);
  if (found === undefined) return undefined;
  const main = [...host.slice(0, -1), word(dative ? "diesen" : "diese"), { ...noun, space: true }];
  return [
    { tokens: found, end: "." },
    { tokens: main, end },
  ];
}

/**
 * A bare plural subject classified by "mit"/"ohne" + a singular noun, then a relative clause whose
 * plural verb has "die" as its subject: "Menschen mit Behinderung, die einen Ausweis besitzen,
 * können den Fahrdienst nutzen." -> "Manche Menschen mit Behinderung besitzen einen Ausweis." /
 * "Diese Menschen können den Fahrdienst nutzen." The singular noun cannot be what the plural verb
 * agrees with, so the clause is about the people ("Kinder mit Eltern, die …" stays: plural).
 */
function classifiedBareSubject(
  segments: readonly Token[][],
  index: number,
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [host = [], segment = [], next] = segments;
  if (end.includes("?") || index !== 1 || segments.length !== 3 || next === undefined) return undefined;
  const [noun, preposition, classifier] = host;
  if (host.length !== 3 || noun === undefined || classifier === undefined) return undefined;
  if (!/^(?:mit|ohne)$/.test(preposition?.text ?? "") || !isFiniteVerbToken(next[0])) return undefined;
  const classifierReadings = nounReadings(classifier);
  if (
    !onlyPluralSubject(noun) ||
    classifierReadings.length === 0 ||
    classifierReadings.some((reading) => reading.number === "plural") ||
    !pluralSubjectClause(segment) ||
    !agrees(finiteReadings(next[0]), [{ person: 3, number: "plural" }])
  )
    return undefined;
  const found = relativeToMain(noun, segment, { some: true, formal });
  const some = found?.findIndex((token) => /^manche$/i.test(token.text)) ?? -1;
  if (found === undefined || some < 0 || found[some + 1]?.text !== noun.text) return undefined;
  const content = found.toSpliced(some + 2, 0, { ...preposition, space: true } as Token, classifier);
  const main = [word("Diese"), { ...noun, space: true }, ...next];
  return [{ tokens: content, end: "." }, ...(splitRest([main], end) ?? [{ tokens: main, end }])];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
