// Set phrases of office letters in plain words:
// "Bei Fragen erreichen Sie uns unter 030 123456." -> "Haben Sie Fragen?" + "Dann erreichen Sie uns
// unter 030 123456.", "… stehen wir Ihnen gern zur Verfügung" -> "… helfen wir Ihnen gern" and
// "Sie haben die Möglichkeit, … zu V" -> "Sie können … V" (and "verpflichtet sein, … zu V" -> "müssen …");
// "Es ist notwendig, … zu V" -> "Man muss … V"; "Es ist mit X zu rechnen" -> "Man muss mit X rechnen".
import { INDEFINITE_ARTICLE_FORMS } from "../language/articles.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import { agrees, type Clause, extendPrefield, subjectAt } from "./clause-tools.ts";
import { exampleTail } from "./comma-insertion.ts";
import { innerFiniteVerb, zuInfinitive } from "./infinitive-complement.ts";
import { finiteReadings, isFiniteVerbToken, nounReadings, readingsOf } from "./lexicon-access.ts";
import { relativeStart } from "./split-relative.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import { COMMON_CONTRACTIONS, DEFINITE_DETERMINER, OBJECT_PRONOUNS, PREPOSITIONS } from "./word-classes.ts";

const QUESTION_NOUNS = /^(?:Fragen|Rückfragen|Nachfragen)$/;
/** Words of the topic after "zu" ("zu Ihrer Rechnung"): no verb, at most this many. */
const MAX_TOPIC = 5;

/**
 * "Bei/Für Fragen (zu X) V …" -> "Haben Sie Fragen (zu X)?" + "Dann V …" in a text that addresses
 * its reader with "Sie". The finite verb must follow the phrase directly (a verb-second clause).
 */
export function splitQuestionsLead(clause: Clause, formal: boolean): Clause[] | undefined {
  const { tokens, end } = clause;
  const [lead, noun] = tokens;
  if (
    !formal ||
    end !== "." ||
    !/^(?:bei|für)$/i.test(lead?.text ?? "") ||
    !QUESTION_NOUNS.test(noun?.text ?? "")
  )
    return undefined;
  let verb = 2;
  if (/^(?:zu|zum|zur)$/.test(tokens[2]?.text ?? "")) {
    verb = tokens.findIndex((token, index) => index > 2 && isFiniteVerbToken(token));
    if (verb < 0 || verb > 3 + MAX_TOPIC || tokens.slice(3, verb).some((token) => token.kind === "p"))
      return undefined;
  }
  const finite = tokens[verb];
  if (finite === undefined || !isFiniteVerbToken(finite) || tokens.length < verb + 2) return undefined;
  // The commas of a name after its role ("Ihre Ansprechpartnerin, Frau Lindqvist,") split nothing.
  const apposition = (index: number): boolean =>
    (/^(?:Frau|Herr|Herrn)$/.test(tokens[index + 1]?.text ?? "") &&
      isCapitalised(tokens[index + 2]?.text ?? "") &&
      tokens[index + 3]?.text === ",") ||
    (/^(?:Frau|Herr|Herrn)$/.test(tokens[index - 2]?.text ?? "") && tokens[index - 3]?.text === ",");
  if (
    tokens
      .slice(verb)
      .some(
        (token, index) =>
          token.kind === "p" &&
          token.text !== "." &&
          token.text !== "-" &&
          !(token.text === "," && apposition(verb + index)),
      )
  )
    return undefined;
  return [
    { tokens: [word("Haben"), word("Sie"), ...tokens.slice(1, verb)], end: "?" },
    { tokens: [word("Dann"), ...tokens.slice(verb)], end },
  ];
}

const STEHEN: Readonly<Record<string, string>> = { steht: "hilft", stehen: "helfen", stehe: "helfe" };

/** A person who can help: "Frau Lehmann steht Ihnen zur Verfügung" means she helps. */
const HELPER =
  /^(?:Frau|Herr|wir|ich|Team|Sachbearbeiter(?:in)?|Mitarbeiter(?:in|innen)?|Ansprechpartner(?:in)?|Berater(?:in)?)$/;

/**
 * "Dann stehen wir Ihnen gern zur Verfügung." -> "Dann helfen wir Ihnen gern.": only with a dative
 * "Ihnen" and "gern(e)" or a person as subject, which make the subject a helper (not "Das Geld
 * steht Ihnen zur Verfügung").
 */
export function availableToHelp(tokens: readonly Token[]): Token[] | undefined {
  const verb = tokens.findIndex((token) => STEHEN[token.text] !== undefined);
  const last = tokens.length - 2;
  if (verb < 0 || tokens[last]?.text !== "zur" || tokens[last + 1]?.text !== "Verfügung") return undefined;
  const middle = tokens.slice(verb + 1, last);
  if (
    !middle.some((token) => token.text === "Ihnen") ||
    !middle.some((token) => /^gerne?$/.test(token.text) || HELPER.test(token.text))
  )
    return undefined;
  const helper = { ...(tokens[verb] as Token), text: STEHEN[tokens[verb]?.text ?? ""] ?? "" };
  // "Für Fragen helfen wir …" reads wrong: "Bei Fragen helfen wir Ihnen gern."
  const lead = tokens.slice(0, verb);
  const [first, second] = lead;
  if (first !== undefined && /^für$/i.test(first.text) && QUESTION_NOUNS.test(second?.text ?? ""))
    lead[0] = { ...first, text: first.text === "Für" ? "Bei" : "bei" };
  return [...lead, helper, ...middle];
}

/** Person and number of a present form of "haben" or "sein" (the modal takes the same). */
const PERSON: Readonly<Record<string, { person: Person; number: GrammaticalNumber; past?: true }>> = {
  // "Sie waren verpflichtet, … zu V" -> "Sie mussten … V".
  war: { person: 3, number: "singular", past: true },
  warst: { person: 2, number: "singular", past: true },
  waren: { person: 3, number: "plural", past: true },
  wart: { person: 2, number: "plural", past: true },
  hatte: { person: 3, number: "singular", past: true },
  hattest: { person: 2, number: "singular", past: true },
  hatten: { person: 3, number: "plural", past: true },
  hattet: { person: 2, number: "plural", past: true },
  habe: { person: 1, number: "singular" },
  bin: { person: 1, number: "singular" },
  hast: { person: 2, number: "singular" },
  bist: { person: 2, number: "singular" },
  hat: { person: 3, number: "singular" },
  ist: { person: 3, number: "singular" },
  haben: { person: 3, number: "plural" },
  sind: { person: 3, number: "plural" },
  habt: { person: 2, number: "plural" },
  seid: { person: 2, number: "plural" },
  // "Sie erhalten (hiermit) Gelegenheit, …": receiving the chance is having it.
  erhalte: { person: 1, number: "singular" },
  erhält: { person: 3, number: "singular" },
  erhalten: { person: 3, number: "plural" },
  bekomme: { person: 1, number: "singular" },
  bekommt: { person: 3, number: "singular" },
  bekommen: { person: 3, number: "plural" },
  // "Wir sehen uns gezwungen, …" (only with a reflexive pronoun and "gezwungen", see SEE_FORCED).
  sehe: { person: 1, number: "singular" },
  sieht: { person: 3, number: "singular" },
  sehen: { person: 3, number: "plural" },
};
/** "sich gezwungen sehen" means "gezwungen sein": müssen. */
const SEE_FORCED = /^(?:uns|mich|sich)$/;
/** Set phrases before a comma and zu-infinitives, with the auxiliary they take and the modal they mean. */
const MODAL_PHRASES: readonly { words: readonly string[]; haben: boolean; modal: string }[] = [
  { words: ["die", "Möglichkeit"], haben: true, modal: "können" },
  { words: ["Gelegenheit"], haben: true, modal: "können" },
  { words: ["die", "Gelegenheit"], haben: true, modal: "können" },
  { words: ["das", "Recht"], haben: true, modal: "dürfen" },
  { words: ["die", "Pflicht"], haben: true, modal: "müssen" },
  { words: ["verpflichtet"], haben: false, modal: "müssen" },
  { words: ["berechtigt"], haben: false, modal: "dürfen" },
  { words: ["gezwungen"], haben: false, modal: "müssen" },
  { words: ["in", "der", "Lage"], haben: false, modal: "können" },
];
const SUBJECT_PRONOUNS = /^(?:sie|wir|ich|er|es|ihr|du|man)$/i;
/** Adverbs that may stand before an inverted "haben/sein" + pronoun ("Dann haben Sie das Recht, …"). */
const LEAD_ADVERBS = /^(?:dann|außerdem|auch|deshalb|daher|jetzt|nun|vielleicht|zuerst|zunächst)$/i;

/** The modal of a set phrase starting at `from`, and the index after it. */
function modalPhrase(tokens: readonly Token[], at: number, haben: boolean) {
  // "Sie erhalten hiermit Gelegenheit, …": the officialese adverb says nothing.
  const from = EMPTY_OFFICE_ADVERBS.test(tokens[at]?.text ?? "") ? at + 1 : at;
  // "Sie sind nicht verpflichtet, …" -> "Sie müssen nicht …" (only with "sein").
  const negated = !haben && tokens[from]?.text === "nicht";
  const start = negated ? from + 1 : from;
  for (const phrase of MODAL_PHRASES) {
    if (phrase.haben !== haben) continue;
    if (phrase.words.every((text, offset) => tokens[start + offset]?.text === text))
      return { modal: phrase.modal, next: start + phrase.words.length, negated };
  }
  return undefined;
}

/**
 * "Sie haben die Möglichkeit, die Unterlagen abzugeben oder per Post zu senden." -> "Sie können die
 * Unterlagen abgeben oder per Post senden."; likewise "das Recht haben" -> dürfen, "die Pflicht
 * haben" / "verpflichtet sein" -> müssen ("nicht verpflichtet" -> "müssen nicht"), "berechtigt sein"
 * -> dürfen, "in der Lage sein" -> können.
 * A pronoun subject (before the verb, or after it behind a leading "Dann"), then one or more
 * zu-infinitives joined by und/oder, none with a verb of its own.
 */
export function phraseToModal(tokens: readonly Token[]): Token[] | undefined {
  const leadLength = phraseLead(tokens);
  const inverted = leadLength > 0;
  const [subject, verb] = inverted ? [tokens[leadLength + 1], tokens[leadLength]] : [tokens[0], tokens[1]];
  if (subject === undefined || verb === undefined) return undefined;
  if (!SUBJECT_PRONOUNS.test(subject.text))
    return leadLength <= 1 ? nounSubjectToModal(tokens, leadLength) : undefined;
  const lead = tokens.slice(0, leadLength);
  const start0 = inverted ? leadLength + 2 : 2;
  const intended = intention(tokens, verb, start0);
  if (intended !== undefined)
    return modalFromPhrase(tokens, intended.comma, verb, intended.person, lead, [subject], {
      modal: "wollen",
      next: intended.comma,
      negated: false,
    });
  const person = PERSON[verb.text];
  if (person === undefined) return undefined;
  const seen = /^s(?:ehe|ieht|ehen)$/.test(verb.text);
  if (seen && !(SEE_FORCED.test(tokens[start0]?.text ?? "") && tokens[start0 + 1]?.text === "gezwungen"))
    return undefined;
  // "Dann sind Sie als Eltern verpflichtet, …": the role after the pronoun stays with it ("Dann
  // müssen Sie als Eltern …"); one capitalised noun without article only.
  const role =
    !seen &&
    tokens[start0]?.text === "als" &&
    isCapitalised(tokens[start0 + 1]?.text ?? "") &&
    nounReadings(tokens[start0 + 1]).length > 0
      ? tokens.slice(start0, start0 + 2)
      : [];
  const start = start0 + (seen ? 1 : 0) + role.length;
  return modalFromPhrase(tokens, start, verb, person, lead, [subject, ...role]);
}

/** Longest prepositional phrase before the verb of a set phrase ("Nach unseren Unterlagen sind Sie …"). */
const MAX_PHRASE_LEAD = 6;

/**
 * The words before the finite verb of a set phrase with a pronoun subject after it: a lead adverb
 * ("Dann haben Sie das Recht, …") or a prepositional phrase without a verb or punctuation ("Nach
 * unseren Unterlagen sind Sie verpflichtet, …"); 0 when the subject stands first.
 */
function phraseLead(tokens: readonly Token[]): number {
  if (LEAD_ADVERBS.test(tokens[0]?.text ?? "")) return 1;
  const first = tokens[0]?.text.toLowerCase() ?? "";
  if (!PREPOSITIONS.has(first) && !COMMON_CONTRACTIONS.test(first)) return 0;
  for (let at = 2; at <= MAX_PHRASE_LEAD && at < tokens.length - 1; at += 1) {
    const token = tokens[at] as Token;
    if (
      (PERSON[token.text] !== undefined || INTEND[token.text] !== undefined) &&
      SUBJECT_PRONOUNS.test(tokens[at + 1]?.text ?? "")
    )
      return tokens.slice(1, at).every((word) => word.kind !== "p" && !isFiniteVerbToken(word)) ? at : 0;
  }
  return 0;
}

/** Present forms of verbs of intending ("Wir beabsichtigen, … zu V" -> "Wir wollen … V"). */
const INTEND: Readonly<Record<string, { person: Person; number: GrammaticalNumber }>> = {
  beabsichtige: { person: 1, number: "singular" },
  beabsichtigt: { person: 3, number: "singular" },
  beabsichtigen: { person: 3, number: "plural" },
  plane: { person: 1, number: "singular" },
  plant: { person: 3, number: "singular" },
  planen: { person: 3, number: "plural" },
};

/**
 * "Wir beabsichtigen, …" / "Wir planen, …" / "Wir haben vor, …": the person of the intention and
 * where its comma stands, or undefined.
 */
function intention(
  tokens: readonly Token[],
  verb: Token,
  start: number,
): { person: { person: Person; number: GrammaticalNumber }; comma: number } | undefined {
  const intend = INTEND[verb.text];
  if (intend !== undefined && tokens[start]?.text === ",") return { person: intend, comma: start };
  const haben = PERSON[verb.text];
  if (haben !== undefined && !haben.past && /^ha/.test(verb.text) && tokens[start]?.text === "vor")
    return tokens[start + 1]?.text === "," ? { person: haben, comma: start + 1 } : undefined;
  return undefined;
}

/**
 * "Dann ist das Gesundheitsamt verpflichtet, die Eltern anzuhören." -> "Dann muss das
 * Gesundheitsamt die Eltern anhören.": a noun phrase as the subject (first, or after a leading
 * adverb), agreeing with ist/sind; only "sein" phrases (verpflichtet, berechtigt, in der Lage).
 */
function nounSubjectToModal(tokens: readonly Token[], adverbLead: number): Token[] | undefined {
  // "Bei Glätte sind die Eigentümer verpflichtet, …": a prepositional phrase may lead too.
  const leadLength = adverbLead > 0 ? adverbLead : nounPhraseLead(tokens);
  const inverted = leadLength > 0;
  const at = inverted ? leadLength + 1 : 0;
  const subject = subjectAt(tokens, at, true);
  if (subject === undefined || tokens[at]?.text === "Sie") return undefined;
  const verb = tokens[inverted ? leadLength : subject.end];
  const person = PERSON[verb?.text ?? ""];
  if (verb === undefined || person === undefined || !/^(?:ist|sind|war|waren)$/.test(verb.text))
    return undefined;
  if (!agrees(finiteReadings(verb), subject.agreements)) return undefined;
  const start = inverted ? subject.end : subject.end + 1;
  return modalFromPhrase(
    tokens,
    start,
    verb,
    person,
    tokens.slice(0, leadLength),
    tokens.slice(at, subject.end),
  );
}

/**
 * The prepositional phrase before "ist"/"sind" with a noun subject after it ("Bei Glätte sind die
 * Eigentümer verpflichtet, …"): its length, or 0. No verb or punctuation inside.
 */
function nounPhraseLead(tokens: readonly Token[]): number {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  if (!PREPOSITIONS.has(first) && !COMMON_CONTRACTIONS.test(first)) return 0;
  for (let at = 2; at <= MAX_PHRASE_LEAD && at < tokens.length - 1; at += 1) {
    const token = tokens[at] as Token;
    if (/^(?:ist|sind|war|waren)$/.test(token.text))
      return tokens.slice(1, at).every((word) => word.kind !== "p" && !isFiniteVerbToken(word)) ? at : 0;
  }
  return 0;
}

/**
 * Officialese without content before a set phrase or the chance ("Sie erhalten hiermit Gelegenheit",
 * "Wir geben Ihnen hiermit Gelegenheit, …"): dropped.
 */
const EMPTY_OFFICE_ADVERBS = /^(?:hiermit|nochmals|erneut|nunmehr)$/;
/** Adverbs that keep their meaning as the lead of the modal clause. */
const CHANCE_LEADS = /^(?:deshalb|daher|darum|außerdem|auch|jetzt|nun|dann)$/i;
/** What the writer gives: "Gelegenheit", "die Gelegenheit", "die Möglichkeit". */
const CHANCES: readonly (readonly string[])[] = [
  ["Gelegenheit"],
  ["die", "Gelegenheit"],
  ["die", "Möglichkeit"],
];

/**
 * The writer gives the reader the chance: "Zuerst gebe ich Ihnen Gelegenheit, sich zu äußern." ->
 * "Zuerst können Sie sich äußern."; "Wir geben Ihnen hiermit die Gelegenheit, … zu V" -> "Sie können
 * … V". Only "wir"/"ich"/"man" giving to the polite "Ihnen", present tense, zu-infinitives as in
 * phraseToModal. (A demand, "Wir fordern Sie auf, …", is reported-command.ts's.)
 */
export function chanceToModal(tokens: readonly Token[]): Token[] | undefined {
  const lead =
    CHANCE_LEADS.test(tokens[0]?.text ?? "") || LEAD_ADVERBS.test(tokens[0]?.text ?? "")
      ? [tokens[0] as Token]
      : [];
  const at = lead.length;
  const [first, second] = at > 0 ? [tokens[at + 1], tokens[at]] : [tokens[at], tokens[at + 1]];
  const reader = tokens[at + 2];
  if (
    reader?.text !== "Ihnen" ||
    !/^(?:geben|gebe|gibt)$/.test(second?.text ?? "") ||
    !/^(?:wir|ich|man)$/i.test(first?.text ?? "")
  )
    return undefined;
  let next = at + 3;
  const adverbs: Token[] = [];
  const chanceAt = (index: number) =>
    CHANCES.find((phrase) => phrase.every((text, offset) => tokens[index + offset]?.text === text));
  while (next < tokens.length && chanceAt(next) === undefined) {
    const token = tokens[next] as Token;
    if (EMPTY_OFFICE_ADVERBS.test(token.text)) next += 1;
    else if (lead.length === 0 && adverbs.length === 0 && CHANCE_LEADS.test(token.text)) {
      adverbs.push({ ...token, text: capitaliseFirst(token.text) });
      next += 1;
    } else return undefined;
  }
  const comma = next + (chanceAt(next)?.length ?? 0);
  const leadTokens = [...lead, ...adverbs];
  const sie = { ...reader, text: "Sie" };
  return modalFromPhrase(
    tokens,
    comma,
    sie,
    { person: 3, number: "plural" },
    leadTokens,
    [leadTokens.length > 0 ? { ...sie, space: true } : sie],
    { modal: "können", next: comma, negated: false },
  );
}

/** Adverbs between "besteht" and the chance that stay after "kann man" ("Es besteht dann aber …"). */
const CHANCE_ADVERBS = /^(?:dann|aber|jedoch|auch|außerdem|zudem|nun|jetzt|weiterhin)$/;

/**
 * "Es besteht dann aber die Möglichkeit, einen Parkausweis zu beantragen." -> "Man kann dann aber
 * einen Parkausweis beantragen."; "Dann besteht die Möglichkeit, …" -> "Dann kann man …". The chance
 * is anyone's ("man"); after "es" or one lead adverb, zu-infinitives as in phraseToModal.
 */
export function chanceExistsToModal(tokens: readonly Token[]): Token[] | undefined {
  const first = tokens[0];
  const expletive = /^es$/i.test(first?.text ?? "");
  if (first === undefined || tokens[1]?.text !== "besteht") return undefined;
  if (!expletive && !LEAD_ADVERBS.test(first.text)) return undefined;
  let at = 2;
  const adverbs: Token[] = [];
  while (CHANCE_ADVERBS.test(tokens[at]?.text ?? "")) adverbs.push(tokens[at++] as Token);
  const chance = CHANCES.find((phrase) => phrase.every((text, offset) => tokens[at + offset]?.text === text));
  if (chance === undefined) return undefined;
  const comma = at + chance.length;
  const man = { ...word("man"), space: true };
  const result = modalFromPhrase(
    tokens,
    comma,
    tokens[1] as Token,
    { person: 3, number: "singular" },
    expletive ? [] : [first],
    [expletive ? { ...first, text: "Man" } : man],
    { modal: "können", next: comma, negated: false },
  );
  if (result === undefined) return undefined;
  return [...result.slice(0, expletive ? 2 : 3), ...adverbs, ...result.slice(expletive ? 2 : 3)];
}

/**
 * "Es steht Ihnen frei, sich zur Sache zu äußern oder keine Angaben zu machen." -> "Sie können sich
 * zur Sache äußern oder keine Angaben machen." (also "Dann steht es Ihnen frei, …" -> "Dann können
 * Sie …"): the reader may choose. Zu-infinitives as in phraseToModal.
 */
export function freeToModal(tokens: readonly Token[]): Token[] | undefined {
  const inverted = LEAD_ADVERBS.test(tokens[0]?.text ?? "");
  const offset = inverted ? 1 : 0;
  const [es, steht] = inverted ? [tokens[2], tokens[1]] : [tokens[0], tokens[1]];
  if (
    !/^es$/i.test(es?.text ?? "") ||
    steht?.text !== "steht" ||
    tokens[2 + offset]?.text !== "Ihnen" ||
    tokens[3 + offset]?.text !== "frei" ||
    // "Es steht Ihnen frei, nicht auszusagen": "Sie können nicht aussagen" would read as "unable".
    tokens.some((token) => NOT_BEFORE_VERB.test(token.text))
  )
    return undefined;
  const comma = 4 + offset;
  return modalFromPhrase(
    tokens,
    comma,
    steht,
    { person: 3, number: "plural" },
    inverted ? [tokens[0] as Token] : [],
    [word("Sie")],
    { modal: "können", next: comma, negated: false },
  );
}

/** The rest of phraseToModal from the set phrase at `start` on; `lead` and `subject` go first. */
function modalFromPhrase(
  tokens: readonly Token[],
  start: number,
  verb: Token,
  person: { person: Person; number: GrammaticalNumber; past?: true },
  leadAdverb: readonly Token[],
  subjectTokens: readonly Token[],
  phrase = modalPhrase(tokens, start, /^(?:ha|erh|bek)/.test(verb.text)),
): Token[] | undefined {
  if (phrase === undefined || tokens[phrase.next]?.text !== ",") return undefined;
  const rest = tokens.slice(phrase.next + 1);
  // "Sie müssen nicht an … teilnehmen"; not with two infinitives. A pronoun object first goes
  // before "nicht" (below).
  if (phrase.negated && rest.some((token) => /^(?:und|oder)$/.test(token.text))) return undefined;
  const pronounFirst =
    phrase.negated && (OBJECT_PRONOUNS.test(rest[0]?.text ?? "") || rest[0]?.text === "Sie");
  const parts: Token[][] = [[]];
  for (const token of rest) {
    const current = parts.at(-1) as Token[];
    if (/^(?:und|oder)$/.test(token.text) && zuInfinitive(current) !== undefined) parts.push([token]);
    else current.push(token);
  }
  const infinitives: Token[] = [];
  for (const part of parts) {
    const parsed = zuInfinitive(part);
    if (parsed === undefined || !onlyExampleCommas(parsed.before)) return undefined;
    const own = withoutInnerRelatives(parsed.before);
    if (innerFiniteVerb(own.filter((token) => !/^(?:und|oder)$/.test(token.text)))) return undefined;
    infinitives.push(...parsed.before, word(parsed.infinitive));
  }
  // A duty not to do something is a ban: "verpflichtet, uns nicht zu stören" -> "dürfen uns nicht
  // stören" (not "müssen … nicht"); with another modal "nicht" before the verb would read as
  // "unable" ("die Möglichkeit, nicht auszusagen" is no "können nicht"): left ("keine Angaben
  // machen können" is a choice and stays a choice).
  const negatedAction = infinitives.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  const ban = negatedAction && phrase.modal === "müssen";
  if (
    (negatedAction && phrase.negated) ||
    (!ban && infinitives.some((token) => NOT_BEFORE_VERB.test(token.text)))
  )
    return undefined;
  const form = finiteFormOf(
    ban ? "dürfen" : phrase.modal,
    person.past ? "praeteritum" : "praesens",
    person.person,
    person.number,
  );
  if (form === undefined) return undefined;
  const modal = { ...verb, text: form } as Token;
  const lead = leadAdverb.length > 0 ? [...leadAdverb, modal, ...subjectTokens] : [...subjectTokens, modal];
  if (!phrase.negated) return [...lead, ...infinitives];
  // "Sie können den Termin nicht wahrnehmen": after a definite object (article or possessive, maybe
  // adjectives, the noun last) "nicht" goes before the verb; otherwise its place is unsure.
  // "den Betrag in einer Summe zahlen": so after a definite object a prepositional phrase follows
  // ("Sie können den Betrag nicht in einer Summe zahlen").
  // "Wir sind nicht berechtigt, Sie in der Sache zu beraten" -> "Wir dürfen Sie nicht in der Sache
  // beraten": an unstressed pronoun stands before "nicht"; then only a definite object, a
  // prepositional phrase or the verb may follow (before anything else the place is unsure).
  const pronoun = pronounFirst ? infinitives.slice(0, 1) : [];
  const body = infinitives.slice(pronoun.length);
  const nounEnd = body.findIndex((token, index) => index > 0 && isCapitalised(token.text)) + 1;
  const after = body.slice(nounEnd, -1);
  // Only a phrase that belongs to the verb ("in einer Summe", "bei uns", "ohne Erlaubnis"); one
  // that may belong to the noun ("die Kosten für den Umzug", "den Antrag auf Wohngeld", "die Daten
  // von Ihrem Arzt") keeps "nicht" first.
  const object =
    after.length === 0 || VERB_PHRASE_PREPOSITIONS.test(after[0]?.text ?? "") ? body.slice(0, nounEnd) : [];
  const definite =
    parts.length === 1 &&
    object.length >= 2 &&
    object.length <= 3 &&
    DEFINITE_DETERMINER.test(object[0]?.text ?? "") &&
    object.slice(1, -1).every((token) => !isCapitalised(token.text) && !PREPOSITIONS.has(token.text));
  if (definite) return [...lead, ...pronoun, ...object, word("nicht"), ...body.slice(nounEnd)];
  if (pronounFirst && body.length > 1 && !PREPOSITIONS.has(body[0]?.text ?? "")) return undefined;
  return [...lead, ...pronoun, word("nicht"), ...body];
}

/** "nicht" and its kin before a verb: with "können"/"dürfen" they would read as "unable"/"banned". */
const NOT_BEFORE_VERB = /^(?:nicht|nie|niemals)$/;

/** Prepositions whose phrase after an object belongs to the verb, not to the object's noun. */
const VERB_PHRASE_PREPOSITIONS = /^(?:in|im|bei|beim|ohne|vor|nach|bis|innerhalb|während|seit)$/;

/**
 * No punctuation in an infinitive's words but the dot of a number and the commas around examples
 * after a noun: "jede Änderung Ihrer Verhältnisse, insbesondere einen Umzug, unverzüglich".
 */
function onlyExampleCommas(tokens: readonly Token[]): boolean {
  let open: number | undefined;
  for (const [index, token] of tokens.entries()) {
    if (token.kind !== "p" || token.text === ".") continue;
    if (token.text !== ",") return false;
    if (open === undefined) {
      if (!isCapitalised(tokens[index - 1]?.text ?? "")) return false;
      open = index;
    } else {
      const inner = tokens.slice(open + 1, index);
      if (!exampleTail(inner) && !innerRelative(inner)) return false;
      open = undefined;
    }
  }
  return open === undefined;
}

/**
 * "alle Änderungen, die für den Anspruch erheblich sind, unverzüglich": a relative clause on the
 * infinitive's object (its pronoun first, its finite verb last); it stays where it is.
 */
function innerRelative(segment: readonly Token[]): boolean {
  return relativeStart(segment) !== undefined && isFiniteVerbToken(segment.at(-1));
}

/** The infinitive's words without the relative clauses between its commas (their verbs are their own). */
function withoutInnerRelatives(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  let open: number | undefined;
  for (const [index, token] of tokens.entries()) {
    if (token.kind === "p" && token.text === ",") {
      if (open === undefined) open = index;
      else {
        const inner = tokens.slice(open + 1, index);
        if (!innerRelative(inner)) out.push(...inner);
        open = undefined;
      }
      continue;
    }
    if (open === undefined) out.push(token);
  }
  return out;
}

/**
 * Adjectives of "Es ist ADJ, … zu V" and the modal they mean for anyone ("man"); an intention
 * ("beabsichtigt", "geplant") is the writer's in a letter ("wir").
 */
const IMPERSONAL_MODALS: Readonly<Record<string, { modal: string; negated: boolean; intention?: true }>> = {
  beabsichtigt: { modal: "wollen", negated: false, intention: true },
  geplant: { modal: "wollen", negated: false, intention: true },
  vorgesehen: { modal: "wollen", negated: false, intention: true },
  notwendig: { modal: "müssen", negated: false },
  nötig: { modal: "müssen", negated: false },
  erforderlich: { modal: "müssen", negated: false },
  möglich: { modal: "können", negated: false },
  erlaubt: { modal: "dürfen", negated: false },
  gestattet: { modal: "dürfen", negated: false },
  verboten: { modal: "dürfen", negated: true },
  untersagt: { modal: "dürfen", negated: true },
};

/**
 * "Es ist notwendig, alle Unterlagen einzureichen." -> "Man muss alle Unterlagen einreichen."; "möglich"
 * -> "kann", "erlaubt" -> "darf", "verboten" -> "darf … nicht" ("Es ist verboten, hier zu rauchen." ->
 * "Man darf hier nicht rauchen."); "nicht notwendig/möglich/erlaubt" likewise with "nicht". Also after a
 * leading adverb ("Dafür ist es notwendig, …" -> "Dafür muss man …") and with "leider" ("Es ist leider
 * nicht möglich, …" -> "Leider kann man … nicht …"). One zu-infinitive without a verb of its own; with
 * "nicht", no prepositional phrase or indefinite article in it (where "nicht" goes is unsure).
 */
export function impersonalToModal(tokens: readonly Token[], writer?: "wir"): Token[] | undefined {
  const inverted = LEAD_ADVERBS.test(tokens[0]?.text ?? "") || /^dafür$/i.test(tokens[0]?.text ?? "");
  const [es, ist] = inverted ? [tokens[2], tokens[1]] : [tokens[0], tokens[1]];
  if (!/^es$/i.test(es?.text ?? "") || ist?.text !== "ist") return undefined;
  let at = inverted ? 3 : 2;
  const sorry = tokens[at]?.text === "leider";
  if (sorry) at += 1;
  const not = tokens[at]?.text === "nicht";
  if (not) at += 1;
  const meaning = IMPERSONAL_MODALS[tokens[at]?.text ?? ""];
  if (meaning === undefined || tokens[at + 1]?.text !== ",") return undefined;
  const parsed = zuInfinitive(tokens.slice(at + 2));
  if (parsed === undefined || parsed.infinitive === "sein") return undefined;
  const middle = parsed.before;
  if (middle.some((token) => token.kind === "p" || token.text === "zu" || /^(?:und|oder)$/.test(token.text)))
    return undefined;
  if (innerFiniteVerb(middle)) return undefined;
  const negated = not !== meaning.negated;
  if (
    negated &&
    middle.some(
      (token) =>
        PREPOSITIONS.has(token.text.toLowerCase()) ||
        COMMON_CONTRACTIONS.test(token.text.toLowerCase()) ||
        INDEFINITE_ARTICLE_FORMS.includes(token.text.toLowerCase()) ||
        /^(?:nicht|kein\w*|nie|niemals)$/i.test(token.text),
    )
  )
    return undefined;
  // "Es ist beabsichtigt, den Bescheid aufzuheben." in a letter -> "Wir wollen den Bescheid aufheben."
  const who = meaning.intention && writer === "wir" ? "wir" : "man";
  const form = finiteFormOf(
    meaning.modal,
    "praesens",
    who === "wir" ? 1 : 3,
    who === "wir" ? "plural" : "singular",
  );
  if (form === undefined) return undefined;
  const lead = inverted ? [tokens[0] as Token] : sorry ? [word("Leider")] : [];
  const opening =
    lead.length > 0
      ? [...lead, word(form), word(who)]
      : [{ ...(es as Token), text: capitaliseFirst(who) }, word(form)];
  const adverb = inverted && sorry ? [word("leider")] : [];
  // "die Leistung rückwirkend zahlen" -> "die Leistung nicht rückwirkend zahlen": the negation goes
  // before a closing adverb of manner or time ("hier nicht rauchen" keeps it after "hier").
  let manner = middle.length;
  while (manner > 0 && negated && mannerWord(middle[manner - 1])) manner -= 1;
  // "alle Kosten übernehmen", "die Frist noch einmal verlängern", "das Kind allein lassen": it goes
  // before a quantifier or a focus word too ("nicht alle Kosten", "nicht noch einmal"; "alle Kosten
  // nicht" would say "none"). After "nur", "auch", "noch" alone … its place or sense is unsure.
  if (negated) {
    if (middle.some((token, index) => unsureBeforeNot(token, middle[index + 1]))) return undefined;
    const focus = middle.findIndex((token) => NOT_BEFORE_FOCUS.test(token.text));
    if (focus >= 0) manner = Math.min(manner, focus);
  }
  return [
    ...opening,
    ...adverb,
    ...middle.slice(0, manner),
    ...(negated ? [word("nicht")] : []),
    ...middle.slice(manner),
    word(parsed.infinitive),
  ];
}

/** Quantifiers and focus words that "nicht" goes before ("nicht alle", "nicht noch einmal", "nicht allein"). */
const NOT_BEFORE_FOCUS =
  /^(?:alle|allen|aller|alles|jede|jeden|jedem|jeder|jedes|sämtliche[nmrs]?|beide[nmrs]?|viele[nmrs]?|noch|schon|bereits|allein|alleine|sofort|wieder|erst|gleich)$/;

/** A focus word whose place beside "nicht" changes the sense: "nur", "auch", "noch" (not "noch einmal"). */
function unsureBeforeNot(token: Token, next: Token | undefined): boolean {
  if (token.text === "noch") return !/^(?:einmal|mal)$/.test(next?.text ?? "");
  return /^(?:nur|bloß|lediglich|ausschließlich|auch|sogar|mehr|ganz|gar|einige|weitere|folgende)$/.test(
    token.text,
  );
}

/** A lower-case adjective used as an adverb ("rückwirkend", "später", "schriftlich") or "sofort", "online". */
function mannerWord(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || isCapitalised(token.text)) return false;
  return (
    /^(?:sofort|online|gleich|direkt)$/.test(token.text) ||
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective")
  );
}

/** Words that turn "ist … zu rechnen" (is not to be expected) into something "muss man" would not mean. */
const NEGATION = /^(?:nicht|kein\p{Ll}*|nie|niemals|kaum)$/u;

/**
 * "Während der Arbeiten ist mit Lärm zu rechnen." -> "Während der Arbeiten muss man mit Lärm
 * rechnen."; "Es ist mit Wartezeiten zu rechnen." -> "Man muss mit Wartezeiten rechnen." The
 * impersonal "ist mit X zu rechnen" of office letters; not with a negation ("Mit einer Antwort ist
 * nicht vor Mai zu rechnen" does not mean "muss man nicht").
 */
export function expectedToModal(tokens: readonly Token[]): Token[] | undefined {
  if (tokens.length < 5 || tokens.at(-1)?.text !== "rechnen" || tokens.at(-2)?.text !== "zu")
    return undefined;
  const ist = tokens.findIndex((token) => token.text === "ist");
  if (ist < 1) return undefined;
  const before = tokens.slice(0, ist);
  const middle = tokens.slice(ist + 1, -2);
  const all = [...before, ...middle];
  if (!all.some((token) => token.text === "mit" || token.text === "Mit")) return undefined;
  if (
    all.some((token) => token.kind === "p" || token.text === "zu" || NEGATION.test(token.text.toLowerCase()))
  )
    return undefined;
  if (all.some((token) => isFiniteVerbToken(token))) return undefined;
  if (before.length === 1 && /^es$/i.test(before[0]?.text ?? ""))
    return [{ ...(before[0] as Token), text: "Man" }, word("muss"), ...middle, word("rechnen")];
  return [...before, word("muss"), word("man"), ...middle, word("rechnen")];
}

/** The dative article of the document and the preposition phrase that says where the text is. */
const WHERE_WRITTEN: Readonly<Record<string, string[]>> = {
  dem: ["im"],
  der: ["in", "der"],
  den: ["in", "den"],
  einem: ["in", "einem"],
  einer: ["in", "einer"],
  diesem: ["in", "diesem"],
  dieser: ["in", "dieser"],
  unserem: ["in", "unserem"],
  unserer: ["in", "unserer"],
  Ihrem: ["in", "Ihrem"],
  Ihrer: ["in", "Ihrer"],
};
/**
 * Written documents one takes details from (compound heads too: "Berechnungsbogen", "Merkblatt");
 * not "Internetseite" (the text is "auf", not "in" it).
 */
const DOCUMENT =
  /(?:anlage|anlagen|anhang|bescheid|schreiben|brief|blatt|unterlagen|übersicht|tabelle|aufstellung|bogen|formular|broschüre|vertrag|abrechnung|mitteilung|liste|rechnung|auszug|verzeichnis|bescheinigung|satzung|ordnung)$/i;

/** What one reads in a document ("Einzelheiten", "die Berechnung", "die Höhe …", "Frist"). */
const INFORMATION =
  /(?:einzelheiten|informationen|information|berechnung|berechnungen|höhe|frist|fristen|termin|termine|details|angaben|hinweise|gründe|begründung|zusammensetzung|daten|regeln|bedingungen|voraussetzungen|kosten|ergebnis|ergebnisse)$/i;

/** "dem beigefügten Merkblatt" (a written document in the dative) as "im beigefügten Merkblatt", else undefined. */
function whereWritten(document: readonly Token[]): Token[] | undefined {
  const [article, ...rest] = document;
  const where = WHERE_WRITTEN[article?.text ?? ""];
  const noun = rest.at(-1);
  if (where === undefined || noun === undefined || !isCapitalised(noun.text) || !DOCUMENT.test(noun.text))
    return undefined;
  if (rest.slice(0, -1).some((token) => token.kind !== "w" || isCapitalised(token.text))) return undefined;
  return [...where.map((text) => word(text)), ...rest];
}

/** The subject that names information, ending right before `verb` (attributes included), or undefined. */
function informationSubject(
  tokens: readonly Token[],
  verb: number,
): { phrase: Token[]; head: Token } | undefined {
  const subject = subjectAt(tokens, 0, true);
  if (subject === undefined || extendPrefield(tokens, subject.end) !== verb) return undefined;
  const head = tokens[subject.end - 1];
  return head !== undefined && INFORMATION.test(head.text)
    ? { phrase: tokens.slice(0, verb), head }
    : undefined;
}

/**
 * "Die Einzelheiten sind dem beigefügten Berechnungsbogen zu entnehmen." -> "Die Einzelheiten
 * stehen im beigefügten Berechnungsbogen."; "Nähere Einzelheiten können Sie dem Merkblatt
 * entnehmen." / "Die Berechnung entnehmen Sie bitte der Anlage." -> "… stehen im Merkblatt." /
 * "Die Berechnung steht in der Anlage." Only information (Einzelheiten, Berechnung, Höhe, Frist …)
 * taken from a written document in the dative (Anlage, Bescheid, …blatt, …bogen, Unterlagen …):
 * "Das Wasser ist dem Brunnen zu entnehmen" and "Das Formular entnehmen Sie der Anlage" stay. The
 * object of "entnehmen Sie" must read the same as a subject (no "den"). Undefined otherwise.
 */
export function toBeTakenFrom(tokens: readonly Token[]): Token[] | undefined {
  const end = tokens.at(-1)?.kind === "p" ? tokens.length - 1 : tokens.length;
  const close = tokens.slice(end);
  const stehen = (subject: readonly Token[], plural: boolean, where: Token[]) => [
    ...subject,
    word(plural ? "stehen" : "steht"),
    ...where,
    ...close,
  ];
  // "… ist/sind DOC zu entnehmen"
  if (tokens[end - 1]?.text === "entnehmen" && tokens[end - 2]?.text === "zu") {
    const verb = tokens.findIndex((token) => token.text === "ist" || token.text === "sind");
    const subject = verb < 1 ? undefined : informationSubject(tokens, verb);
    const where = whereWritten(tokens.slice(verb + 1, end - 2));
    return subject && where && stehen(subject.phrase, tokens[verb]?.text === "sind", where);
  }
  // "OBJ können Sie DOC entnehmen" / "OBJ entnehmen Sie (bitte) DOC"
  const modal = tokens.findIndex((token) => token.text === "können");
  const verb = modal > 0 ? modal : tokens.findIndex((token) => token.text === "entnehmen");
  if (verb < 1 || tokens[verb + 1]?.text !== "Sie") return undefined;
  const subject = informationSubject(tokens, verb);
  const first = subject?.phrase[0]?.text.toLowerCase();
  if (subject === undefined || /^(?:den|einen|keinen|ihren|unseren)$/.test(first ?? "")) return undefined;
  const from = verb + 2 + (tokens[verb + 2]?.text === "bitte" ? 1 : 0);
  const to = modal > 0 ? (tokens[end - 1]?.text === "entnehmen" ? end - 1 : -1) : end;
  const where = to < 0 ? undefined : whereWritten(tokens.slice(from, to));
  if (where === undefined) return undefined;
  const readings = nounReadings(subject.head);
  // "Hinweise" is also an old dative singular; with a plural reading it is plural here.
  const plural = readings.some((reading) => reading.number === "plural" && reading.cases.includes("nom"));
  return stehen(subject.phrase, plural, where);
}
