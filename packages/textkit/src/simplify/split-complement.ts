// w-clauses that are the object of a main clause ending in its verb:
// "Viele Juden hörten, was die Wächter sagten." -> "Die Wächter sagten etwas." / "Viele Juden hörten das."
// "Die Leute sahen, wie sie losfuhren." -> "Die Leute sahen:" / "Sie fuhren los." (the event seen)

import { MONTH_NAMES } from "../language/month-names.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import {
  agrees,
  type Clause,
  connectorOrder,
  dateEnd,
  hasFiniteVerb,
  joinSegments,
  nounPhraseEnd,
  readVerbFinal,
  subjectAt,
  subjectFirstOrder,
} from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { genericWer, wasClauseToMain } from "./split-pronoun-relative.ts";
import { directQuestions, mainVerbLemmas } from "./split-question.ts";
import { verbFirstConjunct } from "./split-relative-coordinated.ts";
import {
  AUXILIARIES,
  coordinatedClauses,
  type SplitContext,
  splitSubordinate,
  subordinatorOf,
} from "./split-subordinate.ts";
import { isCapitalised, isDateDot, type Token, word } from "./tokens.ts";
import {
  COMMON_CONTRACTIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  MASCULINE_NOMINATIVE,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
} from "./word-classes.ts";

/** Verbs whose accusative object a "was" clause can be: "taten, was man ihnen gesagt hatte". */
const OBJECT_VERBS: ReadonlySet<string> = new Set([
  "tun",
  "machen",
  "sehen",
  "ansehen",
  "hören",
  "anhören",
  "sagen",
  "erzählen",
  "berichten",
  "mitteilen",
  "verkünden",
  "mitbekommen",
  "merken",
  "bemerken",
  "beobachten",
  "lesen",
  "schreiben",
  "zeigen",
  "verheimlichen",
  "verschweigen",
  "essen",
  "trinken",
  "nehmen",
  "geben",
  "bringen",
  "bekommen",
  "empfangen",
  "lehren",
  "halten",
  "befolgen",
  "tragen",
  "verkaufen",
  "kaufen",
  // Paying and sending, frequent in letters: "Sie erhalten, was Ihnen zusteht."
  "erhalten",
  "zahlen",
  "bezahlen",
  "erstatten",
  "überweisen",
  "schicken",
  "senden",
  "zurückzahlen",
  "zurückgeben",
  // "Bitte beachten Sie, was im Merkblatt steht." -> "Etwas steht im Merkblatt." / "Bitte beachten Sie das."
  "beachten",
  "vergessen",
  "erleben",
  // Knowing: "Sie wusste, was mit ihr geschehen war." -> "Etwas war mit ihr geschehen." / "Sie wusste das."
  // Under negation the clause asks (split-question.ts: "Ihr wisst nicht:" / "Woher komme ich?").
  "wissen",
  "erkennen",
  "verstehen",
  "begreifen",
  "erfahren",
]);

/**
 * Verbs of a person acting on a thing: in "was sie gelesen hat", "was die Frau sagte" the person is
 * the subject and "was" the object (a thing does not read or say), also where the subject's form
 * could be an accusative.
 */
const AGENT_VERBS: ReadonlySet<string> = new Set([
  "tun",
  "machen",
  "sagen",
  "lesen",
  "schreiben",
  "essen",
  "trinken",
  "hören",
  "sehen",
  "wollen",
  "wünschen",
  "besitzen",
  "brauchen",
  "kaufen",
  "verkaufen",
  "sammeln",
  "befehlen",
  "gebieten",
  "versprechen",
  "lehren",
  "erzählen",
  "berichten",
  "verkünden",
  "sprechen",
  "reden",
  "erleben",
]);

/** Verbs of perceiving whose "wie" clause is the event perceived: "sahen, wie sie losfuhren". */
const PERCEIVING_VERBS: ReadonlySet<string> = new Set([
  "sehen",
  "ansehen",
  "zusehen",
  "zuschauen",
  "mitansehen",
  "beobachten",
  "hören",
  "mitbekommen",
  "bemerken",
  "spüren",
  "fühlen",
  "erleben",
]);

/** Verbs with a dative person and a nominative thing: in "was Gott gefällt" "was" is the subject. */
const DATIVE_VERBS: ReadonlySet<string> = new Set([
  "gefallen",
  "gehören",
  "fehlen",
  "gelingen",
  "nützen",
  "schaden",
  "schmecken",
  "einfallen",
  "zustehen",
  "passieren",
  "geschehen",
  "widerfahren",
  "begegnen",
  "helfen",
  "genügen",
]);

/** Object pronouns that may follow the verb before "das" ("teilte er ihnen das mit"); no accusative "es/ihn". */
export const DATIVE_PRONOUNS = /^(?:mir|dir|ihm|uns|euch|ihnen|Ihnen)$/;
/** Object pronouns (accusative and dative). */
export const OBJECT_PRONOUNS = /^(?:es|ihn|sie|ihm|ihr|ihnen|mir|dir|uns|euch|mich|dich|sich)$/;
export const NOMINATIVE_PRONOUNS = /^(?:ich|du|er|wir|ihr|man)$/;
/** Modal particles and adverbs that may stand after the verb ("Hört doch", "sahen also"). */
const MIDDLE_ADVERBS =
  /^(?:doch|auch|nun|also|aber|ja|denn|schon|noch|jetzt|dann|alle|wohl|genau|gut|selbst)$/;
/** Adverbs that open a main clause before its verb, with the subject after the verb ("Da sahen sie"). */
const OPENING_ADVERBS = /^(?:da|dann|nun|so|allerdings|jetzt|danach|plötzlich|sofort|darauf)$/i;
const CONJUNCTIONS = /^(?:und|aber|oder|denn|doch)$/i;

/**
 * The index in `main` where an object "das" goes: after the finite verb of its last conjunct and
 * the pronouns right after it. Undefined unless the rest is pronouns, particles and the closing
 * verb forms; a noun or an accusative pronoun there may already be the object ("Er sagte es ihm").
 */
function objectSlot(main: readonly Token[], negation = false, middle = false): number | undefined {
  // With `negation`, one "nicht" may follow the object ("Ihr gebt ihm das nicht").
  const denied = (token: Token) =>
    NEGATION_WORDS.has(token.text.toLowerCase()) && !(negation && token.text === "nicht");
  // The point of a date ("am 21. August") is no mark between phrases.
  const mark = (token: Token, index: number) => token.kind === "p" && !isDateDot(main, index);
  if (main.some((token, index) => mark(token, index) || denied(token))) return undefined;
  if (main.filter((token) => token.text === "nicht").length > 1) return undefined;
  let start = 0;
  main.forEach((token, index) => {
    if (index > 0 && /^(?:und|oder)$/.test(token.text)) start = index + 1;
  });
  if (CONJUNCTIONS.test(main[start]?.text ?? "")) start += 1;
  // "Tu, was ich dir sage!": a short imperative first counts as the verb.
  const verbAt = main.findIndex(
    (token, index) =>
      index >= start && (isFiniteVerbToken(token) || (index === start && isImperative(token))),
  );
  if (verbAt < 0) return undefined;
  const before = main.slice(start, verbAt);
  // "Bitte lesen Sie, was …": the polite "Sie" right after a verb that opens the request is its subject.
  const request = before.every((token) => /^bitte$/i.test(token.text));
  // "Da sahen sie": "sie" after the verb is the subject only after an adverb.
  const adverbFirst = before.length === 1 && OPENING_ADVERBS.test(before[0]?.text ?? "");
  // "Nach den Ermittlungen sollen Sie … beobachtet haben": after a prepositional phrase the subject
  // follows the verb; only in a past report of what was perceived ("In der Anlage sehen Sie, wie
  // Sie den Antrag stellen" shows a way, no event).
  const phraseFirst =
    before.length > 1 &&
    main.some((token, index) => index > verbAt && pastParticipleLemmas(token).length > 0) &&
    PREPOSITIONS.has(before[0]?.text.toLowerCase() ?? "") &&
    middleFieldPhrase(
      [{ ...(before[0] as Token), text: before[0]?.text.toLowerCase() ?? "" }, ...before.slice(1)],
      0,
    ) === before.length;
  let slot = verbAt + 1;
  // "Allerdings sahen die Leute": after an adverb a noun subject may follow the verb.
  const subject = adverbFirst ? subjectAt(main, slot, false) : undefined;
  if (subject !== undefined && !/^(?:sie|es)$/.test(main[slot]?.text ?? "")) slot = subject.end;
  while (slot < main.length) {
    const text = main[slot]?.text ?? "";
    const subject =
      NOMINATIVE_PRONOUNS.test(text) ||
      (text === "sie" && adverbFirst) ||
      (text === "Sie" && (request || phraseFirst));
    if (!(DATIVE_PRONOUNS.test(text) || (subject && slot === verbAt + 1))) break;
    slot += 1;
  }
  let index = slot;
  let denial = -1;
  for (;;) {
    while (index < main.length && MIDDLE_ADVERBS.test(main[index]?.text ?? "")) index += 1;
    if (negation && denial < 0 && main[index]?.text === "nicht") {
      denial = index;
      index += 1;
      continue;
    }
    // With `middle`, a dative or a prepositional phrase may stand there too ("Dann zeigte sie ihrer
    // Schwiegermutter, was …", "Sie haben mit ihm gemacht, was …"); "das" goes before it.
    const length = middle ? middleFieldPhrase(main, index) : 0;
    if (length === 0) break;
    index += length;
  }
  const tail = main.slice(index);
  // "nicht" anywhere else ("Er hat nicht ihm …") is no sentence negation after the object.
  if (main.some((token, at) => token.text === "nicht" && at !== denial)) return undefined;
  // Only the closing verb forms (and a separated particle at the very end) may follow.
  const closing = tail.every(
    (token, at) => isNonFiniteVerb(token) || (at === tail.length - 1 && PARTICLES.has(token.text)),
  );
  return closing ? slot : undefined;
}

/** Determiners of the dative alone ("dem", "ihrem", "diesem"). */
const DATIVE_DETERMINERS =
  /^(?:dem|einem|keinem|meinem|deinem|seinem|ihrem|Ihrem|unserem|unserm|eurem|diesem|jenem|jedem)$/;
/** Determiners that are dative (or genitive) before a feminine singular noun ("ihrer Schwiegermutter"). */
const FEMININE_DATIVE_DETERMINERS =
  /^(?:der|einer|keiner|meiner|deiner|seiner|ihrer|Ihrer|unserer|eurer|dieser|jener|jeder)$/;
/** Pronouns a preposition may govern in the middle field ("mit ihm", "zu euch"). */
const PREPOSITION_PRONOUNS = /^(?:mir|dir|ihm|ihr|uns|euch|ihnen|Ihnen|mich|dich|ihn|sich)$/;
/** Adverbs of place and time that may stand in the middle field ("Verkünde den Menschen dort"). */
const PLACE_TIME_ADVERBS = /^(?:dort|hier|heute|gestern|damals|sofort|bald|wieder|immer|oft|gern|gerne)$/;

/**
 * Length of one phrase of the middle field at `start` that cannot be an accusative object: an
 * adverb of place or time, a preposition with a pronoun, name or noun phrase ("an diesem Tag",
 * "mit ihm", "zu Jesus"), or a noun phrase in the dative alone ("ihrer Schwiegermutter", "dem
 * Volk", "den Jüngern"). 0 otherwise, also for "allem"/"dem" standing alone: a "was" clause after
 * "nach allem getan, was …" names that pronoun, not the verb's object.
 */
function middleFieldPhrase(tokens: readonly Token[], start: number): number {
  const first = tokens[start];
  if (first === undefined || first.kind !== "w") return 0;
  if (PLACE_TIME_ADVERBS.test(first.text)) return 1;
  const contracted = COMMON_CONTRACTIONS.test(first.text);
  if (PREPOSITIONS.has(first.text) || contracted) {
    const next = tokens[start + 1];
    if (next === undefined) return 0;
    if (!contracted && PREPOSITION_PRONOUNS.test(next.text)) return 2;
    // A date or a clock time ("am 21. August 2025", "am 21.08.2025", "gegen 7:45 Uhr").
    if (/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(next.text)) return 2;
    const date = dateEnd(tokens, start + 1);
    if (date > start + 1 && tokens.slice(start + 1, date).some((token) => MONTH_NAMES.includes(token.text)))
      return date - start;
    if (/^\d{1,2}(?::\d{2})?$/.test(next.text) && tokens[start + 2]?.text === "Uhr") return 3;
    const end = nounPhraseEnd(tokens, contracted ? start : start + 1, contracted);
    if (end > start + 1) return attributeEnd(tokens, end) - start;
    // A bare name or noun ("zu Jesus", "mit Freude"), not a pronoun or article.
    const bare = !contracted && isCapitalised(next.text) && !FUNCTION_WORDS.has(next.text.toLowerCase());
    return bare ? 2 : 0;
  }
  const end = nounPhraseEnd(tokens, start);
  const noun = tokens[end - 1];
  if (end <= start || noun === undefined) return 0;
  const readings = nounReadings(noun);
  if (DATIVE_DETERMINERS.test(first.text)) return end - start;
  if (FEMININE_DATIVE_DETERMINERS.test(first.text))
    return readings.length > 0 &&
      readings.every((reading) => reading.gender === "f" && reading.number === "singular")
      ? end - start
      : 0;
  // "den Jüngern": a plural dative; "den Menschen" may be an accusative singular.
  if (first.text === "den")
    return readings.length > 0 && readings.every((reading) => reading.cases.every((c) => c === "dat"))
      ? end - start
      : 0;
  return 0;
}

/**
 * The end of what belongs to a noun phrase ending at `end`: a house number ("an der Bergstraße
 * 112") or a genitive ("auf dem Parkplatz des Supermarkts").
 */
function attributeEnd(tokens: readonly Token[], end: number): number {
  if (/^\d+$/.test(tokens[end]?.text ?? "")) return end + 1;
  if (!/^(?:des|eines)$/.test(tokens[end]?.text ?? "")) return end;
  const genitive = nounPhraseEnd(tokens, end);
  return genitive > end + 1 ? genitive : end;
}

/** The sentence ends in a colon, as its end or as a last token the colon split left in place. */
export function colon(second: readonly Token[], end: string): boolean {
  return end === ":" || second.at(-1)?.text === ":";
}

/** The main clause must be a statement or request of its own, not a w-question or dependent clause. */
function plainMain(main: readonly Token[], end: string): boolean {
  if (end.includes("?") || main.length === 0) return false;
  const first = main[0]?.text.toLowerCase() ?? "";
  return (
    subordinatorOf(main) === undefined &&
    !/^(?:was|wer|wen|wem|wessen|wie|wann|warum|weshalb|wieso|wo\p{Ll}*|welch\p{Ll}*)$/u.test(first)
  );
}

/**
 * "main, was …" with the main clause's verb taking the clause as its object -> the content with
 * "etwas" first, then the main clause with "das": "Und sie taten, was man ihnen gesagt hatte." ->
 * "Man hatte ihnen etwas gesagt." / "Und sie taten das." Undefined when unsure.
 */
function objectWas(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  // "Dann teilte er ihnen mit, was …:" announces what follows; the content first would break that.
  if (second[0]?.text !== "was" || !plainMain(main, end) || colon(second, end)) return undefined;
  if (!mainVerbLemmas(main).some((lemma) => OBJECT_VERBS.has(lemma))) return undefined;
  // "Ihr gebt ihm nicht, was er braucht." -> "Er braucht etwas." / "Ihr gebt ihm das nicht.": the
  // free relative names something that is there, also under negation.
  const slot = objectSlot(main, true, true);
  if (slot === undefined) return undefined;
  // "was sie taten und wie sie umkehrten": each clause on its own, the later ones with "Und".
  const join = second.findIndex(
    (token, index) => token.text === "und" && /^(?:was|wie)$/.test(second[index + 1]?.text ?? ""),
  );
  const parts = join < 0 ? [second] : [second.slice(0, join), second.slice(join + 1)];
  const perceiving = mainVerbLemmas(main).some((lemma) => PERCEIVING_VERBS.has(lemma));
  const contents: Token[][] = [];
  for (const part of parts) {
    const content = part[0]?.text === "was" ? wasContent(part) : perceiving ? eventContent(part) : undefined;
    if (content === undefined) return undefined;
    contents.push(content);
  }
  const that = { ...word("das"), space: true };
  return [
    ...contents.map((tokens, index) => ({
      tokens: index === 0 ? tokens : [word("Und"), ...lowered(tokens)],
      end: ".",
    })),
    { tokens: [...main.slice(0, slot), that, ...main.slice(slot)], end },
  ];
}

/**
 * objectWas before a last segment that goes on with the main clause's verb: "Jesus hatte
 * mitbekommen, was sie gesagt hatten, und beruhigte Jairus." -> "Sie hatten etwas gesagt." /
 * "Jesus hatte das mitbekommen und beruhigte Jairus." Three segments only.
 */
export function objectWasBeforeConjunct(segments: readonly Token[][], end: string): Clause[] | undefined {
  const [main = [], second = [], conjunct = []] = segments;
  // The segment stays joined to the main clause: a subject of its own after its verb keeps its place.
  if (segments.length !== 3 || end.includes("?") || !verbFirstConjunct(conjunct)) return undefined;
  const clauses = objectWas(main, second, ".");
  const last = clauses?.at(-1);
  if (clauses === undefined || last === undefined) return undefined;
  return [...clauses.slice(0, -1), { tokens: [...last.tokens, ...conjunct], end }];
}

/** "was die Wächter sagten" -> "Die Wächter sagten etwas"; undefined when unsure. */
function wasContent(part: readonly Token[]): Token[] | undefined {
  const readings = finiteReadings(part.at(-1));
  const lemmas = [...readings.map((reading) => reading.lemma), ...mainVerbLemmas(part.slice(1))];
  // "was er damit sagen wolle": reported speech, left to the steps for Konjunktiv.
  if (readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv1")) return undefined;
  if (part.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  // "was Gott gefällt": with these verbs a noun before the verb is the dative, "was" the subject.
  if (lemmas.some((lemma) => DATIVE_VERBS.has(lemma))) return wasAsSubject(part);
  const content = wasClauseToMain(part, false);
  if (content === undefined) return undefined;
  // "was sie gelesen hat": a verb whose subject acts on a thing leaves "was" only the object.
  const agentive = lemmas.some((lemma) => AGENT_VERBS.has(lemma));
  if (content[0]?.text !== "Etwas" && !agentive && !onlyNominative(part)) return undefined;
  return content;
}

/**
 * "was Gott gefällt", "was ihm gehörte" (verbs with a dative person, see DATIVE_VERBS) -> "Etwas
 * gefällt Gott." Only with a singular verb and no word that could be a subject of its own.
 */
function wasAsSubject(part: readonly Token[]): Token[] | undefined {
  const sub = readVerbFinal(part.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (!sub.readings.some((reading) => reading.person === 3 && reading.number === "singular"))
    return undefined;
  // "was der Mann gefällt" is no German; a nominative pronoun or article makes it unsure.
  const own = sub.middle.some((token) => /^(?:ich|du|er|wir|man|der|ein|kein|es|sie)$/i.test(token.text));
  if (own || sub.middle.some((token) => token.kind === "p")) return undefined;
  const tail = [...(sub.particle ? [sub.particle] : []), ...sub.nonFinite];
  return [word("Etwas"), { ...sub.finite, space: true }, ...sub.middle, ...tail];
}

/** Masculine determiners whose form before a masculine noun is the nominative alone. */

/**
 * "was die Furcht erregt": with a singular verb "was" may be the subject too ("what causes fear").
 * Sure only when the verb is not third person singular, or the subject's form is nominative alone:
 * "ich", "du", "er", "wir", "man", a masculine article + masculine noun ("der Richter"), a name or a bare masculine
 * noun ("Gott"). Not die/das/sie/es, nor a bare feminine or neuter noun ("Furcht").
 */
function onlyNominative(part: readonly Token[]): boolean {
  const readings = finiteReadings(part.at(-1));
  if (!readings.some((reading) => reading.person === 3 && reading.number === "singular")) return true;
  const [first, second] = [part[1], part[2]];
  if (first === undefined) return false;
  if (/^(?:ich|du|er|wir|man)$/.test(first.text)) return true;
  const masculine = (token: Token | undefined) => {
    const nouns = nounReadings(token).filter((reading) => reading.number === "singular");
    return nouns.length > 0 && nouns.every((reading) => reading.gender === "m");
  };
  // "der ungerechte Richter": adjectives may stand before the noun.
  if (MASCULINE_NOMINATIVE.test(first.text)) return masculine(part[nounPhraseEnd(part, 1) - 1] ?? second);
  // A name the lexicon lacks ("Jesus", "Mose") or a bare masculine noun ("Gott").
  return isCapitalised(first.text) && (nounReadings(first).length === 0 || masculine(first));
}

/** "wie sie von ihrem Weg abkehrten" (after a verb of perceiving) -> "Sie kehrten von ihrem Weg ab". */
function eventContent(part: readonly Token[]): Token[] | undefined {
  if (!opensWithSubject(part)) return undefined;
  const sub = readVerbFinal(part.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  const ordered = subjectFirstOrder(sub, false);
  const [lead, ...rest] = ordered ?? [];
  return lead === undefined ? undefined : [capitalised(lead), ...rest];
}

/** "wie der Himmel …", "wie er …": a subject right after "wie", not a degree ("wie viele", "wie sehr"). */
function opensWithSubject(part: readonly Token[]): boolean {
  const next = part[1];
  if (next === undefined || /^(?:viele|wenige|alle|einige)$/i.test(next.text)) return false;
  return (
    isCapitalised(next.text) ||
    SUBJECT_PRONOUNS.has(next.text) ||
    DETERMINERS.has(next.text) ||
    /^(?:jemand|niemand)$/.test(next.text)
  );
}

function lowered(tokens: readonly Token[]): Token[] {
  const [first, ...rest] = tokens;
  if (first === undefined) return [];
  const pronoun = SUBJECT_PRONOUNS.has(first.text.toLowerCase()) || DETERMINERS.has(first.text.toLowerCase());
  return [{ ...first, text: pronoun ? first.text.toLowerCase() : first.text, space: true }, ...rest];
}

/**
 * "main, wie …" after a verb of perceiving: the clause names the event perceived and is read
 * like a dass clause: "Allerdings sahen die Leute, wie sie losfuhren." -> "Allerdings sahen die
 * Leute:" / "Sie fuhren los." Not "wie" + adjective ("wie fest sie …", a degree) or the same verb
 * in both clauses ("wie ihr seht", a comparison).
 */
function perceivedWie(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (second[0]?.text !== "wie" || !plainMain(main, end) || colon(second, end)) return undefined;
  const lemmas = mainVerbLemmas(main);
  if (!lemmas.some((lemma) => PERCEIVING_VERBS.has(lemma))) return undefined;
  // "Sie haben beobachtet, wie ein Kombi ein Fahrzeug beschädigt hat": the shared auxiliary
  // (haben, sein, werden) is no repeated verb; only a full verb is ("wie ihr seht").
  const own = mainVerbLemmas(second.slice(1)).filter((lemma) => !AUXILIARIES.has(lemma));
  if (own.some((lemma) => lemmas.includes(lemma))) return undefined;
  // The main clause must end in its verb with no object of its own ("Er sah ihn, wie er kam").
  // A time, a place or a dative may stand there ("Sie sollen am 21. August auf dem Parkplatz
  // beobachtet haben, wie …").
  if (objectSlot(main, false, true) === undefined) return undefined;
  // "wie viele kamen", "wie sehr er litt": "wie" + a word of degree asks how much, no event.
  // "Auf dem Foto sehen Sie, wie man das Formular ausfüllt": with "man" it shows a way, no event.
  if (!opensWithSubject(second) || second[1]?.text === "man") return undefined;
  return splitSubordinate(main, [{ ...word("dass"), space: true }, ...second.slice(1)], end, context);
}

/** Verbs of seeing and showing whose "wo" clause names a place: "sahen, wo er wohnt". */
const PLACE_SEEING_VERBS: ReadonlySet<string> = new Set([
  "sehen",
  "ansehen",
  "anschauen",
  "zeigen",
  "finden",
]);

/**
 * "main, wo …" after a verb of seeing or showing: the place becomes "den Ort" in the main clause
 * and "Dort" opens the clause: "Sie kamen also und sahen, wo er wohnt." -> "Sie kamen also und
 * sahen den Ort." / "Dort wohnt er." Undefined when unsure (see objectSlot; "wohin", questions).
 */
function seenPlace(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  if (second[0]?.text !== "wo" || !plainMain(main, end) || colon(second, end)) return undefined;
  if (!mainVerbLemmas(main).some((lemma) => PLACE_SEEING_VERBS.has(lemma))) return undefined;
  const slot = objectSlot(main);
  const sub = readVerbFinal(second.slice(1));
  if (slot === undefined || sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub))
    return undefined;
  const subject = subjectAt(sub.middle, 0, false);
  if (subject === undefined || !agrees(sub.readings, subject.agreements)) return undefined;
  if (sub.middle.some((token) => token.kind === "p" || /^(?:auch|immer)$/.test(token.text))) return undefined;
  const place = [{ ...word("den"), space: true }, word("Ort")];
  // "Schaut euch an, wo er gelegen hat!": the request keeps its "!", the place is a statement.
  const request = end === "!";
  return [
    { tokens: [...main.slice(0, slot), ...place, ...main.slice(slot)], end: request ? "!" : "." },
    { tokens: connectorOrder(sub, "Dort"), end: request ? "." : end },
  ];
}

/** Degree words after "wie" that are no adjective of quality ("wie viele", "wie oft"). */
const NOT_DEGREE_ADJECTIVE = /^(?:viel|viele|vielen|wenig|wenige|oft|lange|sehr)$/;

/**
 * "Sieh doch, wie fest sie dich beschuldigen!": after a verb of perceiving, "wie" + adjective
 * exclaims at a degree. The clause becomes a statement with "so" (after "!"; else "sehr") + the adjective before its
 * closing verb forms: "Sieh doch:" / "Sie beschuldigen dich so fest!" The main clause must end in
 * its verb (objectSlot; an imperative of "sehen"/"hören" first), the clause one verb-final clause
 * with its subject first. Undefined when unsure.
 */
function degreeWie(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  if (second[0]?.text !== "wie" || !plainMain(main, end) || colon(second, end)) return undefined;
  const adjective = second[1];
  if (
    adjective === undefined ||
    NOT_DEGREE_ADJECTIVE.test(adjective.text) ||
    isCapitalised(adjective.text) ||
    !readingsOf(adjective.text).some((reading) => reading.partOfSpeech === "adjective")
  )
    return undefined;
  const imperative = readingsOf(main[0]?.text.toLowerCase() ?? "").some(
    (reading) => reading.partOfSpeech === "verb" && reading.form === "imperative",
  );
  const lemmas = [
    ...mainVerbLemmas(main),
    ...(imperative ? readingsOf(main[0]?.text.toLowerCase() ?? "").map((reading) => reading.lemma) : []),
  ];
  if (!lemmas.some((lemma) => PERCEIVING_VERBS.has(lemma))) return undefined;
  // "Sie haben gesehen, wie hoch die Gebühr ist.": a statement asks how high, it does not exclaim
  // ("Die Gebühr ist sehr hoch." would claim it); only "!" or a command exclaims.
  if (!imperative && !end.includes("!")) return undefined;
  if (!imperative && objectSlot(main) === undefined) return undefined;
  if (
    imperative &&
    !main.slice(1).every((token) => MIDDLE_ADVERBS.test(token.text) || DATIVE_PRONOUNS.test(token.text))
  )
    return undefined;
  const sub = readVerbFinal(second.slice(2));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (sub.middle.some((token) => token.kind === "p")) return undefined;
  const ordered = subjectFirstOrder(sub, false);
  if (ordered === undefined) return undefined;
  const tail = sub.particle ? [sub.particle, ...sub.nonFinite] : [...sub.nonFinite];
  const body = ordered.slice(0, ordered.length - tail.length);
  // "so" in an exclamation; in a statement "so schnell" would ask "as fast as what?".
  const degree = [
    { ...word(end.includes("!") ? "so" : "sehr"), space: true },
    { ...adjective, space: true },
  ];
  const [lead, ...rest] = [...body, ...degree, ...tail];
  if (lead === undefined) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: [capitalised(lead), ...rest], end },
  ];
}

/**
 * "main, was …:" announcing what follows the colon -> the main clause with its colon, then the
 * clause with "Das" first: "Hört doch, was der Richter spricht:" -> "Hört doch:" / "Das spricht
 * der Richter:"; "Dann teilte er ihnen mit, was mit ihm geschehen würde:" -> "… mit:" / "Das
 * würde mit ihm geschehen:". "Das" is nominative or accusative, so it is right whichever "was"
 * was. The main verb must take the clause as its object, the main clause end in its verb;
 * not for one clause of several, reported speech (Konjunktiv I) or a question.
 */
function announcedWas(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  if (second[0]?.text !== "was" || !plainMain(main, end) || !colon(second, end)) return undefined;
  if (!mainVerbLemmas(main).some((lemma) => OBJECT_VERBS.has(lemma)) || objectSlot(main) === undefined)
    return undefined;
  const closing = second.at(-1)?.text === ":" ? second.slice(-1) : [];
  const sub = readVerbFinal(second.slice(1, second.length - closing.length));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (sub.middle.some((token) => token.kind === "p" || /^(?:und|oder|was|wie|wer)$/.test(token.text)))
    return undefined;
  if (sub.readings.every((reading) => reading.tense === "konjunktiv1")) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: [...connectorOrder(sub, "Das"), ...closing], end },
  ];
}

/** w-words whose clause after a positive "wissen" names a known answer ("was": objectWas; "wie" may exclaim). */
const ANSWER_WORDS = /^(?:wer|wen|wem|wo|woher|wohin|wann|warum|wieso|weshalb)$/;

/**
 * "main, w-clause" after a positive "wissen": the main clause knows the answer, the clause becomes
 * the question after a colon: "Denn ich weiß, woher ich gekommen bin und wohin ich gehe." -> "Denn
 * ich weiß die Antwort auf diese Fragen:" / "Woher bin ich gekommen?" / "Und wohin gehe ich?".
 * ("Ich weiß:" / "Woher …?" alone would read as not knowing.) The main clause must end in its verb
 * (see objectSlot, which also keeps out a negation: "Ich weiß nicht:" asks the question itself).
 */
function knownAnswer(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  if (!ANSWER_WORDS.test(second[0]?.text ?? "") || !plainMain(main, end) || colon(second, end))
    return undefined;
  if (!mainVerbLemmas(main).includes("wissen")) return undefined;
  const slot = objectSlot(main);
  const questions = slot === undefined ? undefined : directQuestions(second);
  if (slot === undefined || questions === undefined) return undefined;
  const answer = ["die", "Antwort", "auf", "diese", questions.length > 1 ? "Fragen" : "Frage"].map(
    (text) => ({
      ...word(text),
      space: true,
    }),
  );
  const last = questions.at(-1) as Clause;
  return [
    { tokens: [...main.slice(0, slot), ...answer, ...main.slice(slot)], end: ":" },
    ...questions.slice(0, -1),
    { ...last, end: end.includes("!") || end === "." ? "?" : last.end },
  ];
}

/** The complement clause steps for "main, w-clause" (two comma segments). */
export function splitComplement(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  return (
    objectWas(main, second, end) ??
    announcedWas(main, second, end) ??
    perceivedWie(main, second, end, context) ??
    degreeWie(main, second, end) ??
    seenPlace(main, second, end) ??
    knownAnswer(main, second, end)
  );
}

export function capitalised(token: Token): Token {
  return { ...token, text: token.text.charAt(0).toUpperCase() + token.text.slice(1) };
}

/** Words that fill the object slot or a negation: "wer alles verkauft, was …" gets no "das". */
const OWN_OBJECT = /^(?:alles|alle|das|dies|dieses|etwas|nichts|es|ihn|sie)$/i;

/** A list item's word: a noun, adjective or "und"/"oder", no function word that opens a clause. */
function isPlainListWord(token: Token): boolean {
  if (token.kind !== "w") return false;
  return /^(?:und|oder)$/.test(token.text) || !FUNCTION_WORDS.has(token.text.toLowerCase());
}

/** Pronouns that may refer to the person of a generic "wer" clause. */
const THIRD_PERSON = /^(?:er|ihn|ihm|sich|sein|seine[mnrs]?)$/i;

/** Verbs of knowing: after them a "was" clause asks rather than names a thing ("wer weiß, was …"). */
const KNOWING_VERBS: ReadonlySet<string> = new Set([
  "wissen",
  "erkennen",
  "verstehen",
  "begreifen",
  "erfahren",
]);

/**
 * A generic "wer" clause (or "Jeder, der …") whose verb takes a "was" clause as its object, before
 * the main clause: "Jeder, der tut, was Gott gefällt, ist mein Bruder." -> "Etwas gefällt Gott." /
 * "Vielleicht tut jemand das." / "Dann ist er mein Bruder." The content as in objectWas, the
 * condition and main clause as in genericWer; not after a verb of knowing (the clause would ask),
 * nor when either part is unsure. Segments after the main clause are split on their own.
 */
export function genericWerObject(segments: readonly Token[][], end: string): Clause[] | undefined {
  if (end.includes("?") || segments.length < 3) return undefined;
  const [whole = [], ...others] = segments;
  // "- Jeder, der …": a dialogue dash in front stays in front of the first new sentence.
  const dash = /^[-–]$/.test(whole[0]?.text ?? "") ? whole[0] : undefined;
  const lead = dash === undefined ? whole : whole.slice(1);
  let clause: Token[] | undefined;
  let from = 1;
  if (lead.length > 1 && lead[0]?.text.toLowerCase() === "wer") clause = lead;
  // "Jeder, der tut, …": read as "wer tut".
  else if (lead.length === 1 && lead[0]?.text.toLowerCase() === "jeder" && others[0]?.[0]?.text === "der") {
    clause = [word("wer"), ...(others[0] ?? []).slice(1)];
    from = 2;
  }
  const was = segments[from];
  // "ist mir Bruder, Schwester und Mutter": list items without a verb go on with the main clause.
  const tail = segments.slice(from + 2);
  if (tail.some((segment) => hasFiniteVerb(segment) || segment.some((token) => !isPlainListWord(token))))
    return undefined;
  const main = segments[from + 1] === undefined ? undefined : joinSegments(segments.slice(from + 1));
  if (clause === undefined || was?.[0]?.text !== "was" || main === undefined) return undefined;
  const lemmas = mainVerbLemmas(clause.slice(1));
  if (!lemmas.some((lemma) => OBJECT_VERBS.has(lemma)) || lemmas.some((lemma) => KNOWING_VERBS.has(lemma)))
    return undefined;
  const body = readVerbFinal(clause);
  if (body === undefined || (body.after?.length ?? 0) > 0) return undefined;
  // "wer alles verkauft", "wer nicht tut": an object of its own, or a negation "das" would follow.
  if (
    body.middle.some((token) => OWN_OBJECT.test(token.text) || NEGATION_WORDS.has(token.text.toLowerCase()))
  )
    return undefined;
  // "was er denkt": first, "er" would have nothing to refer to ("Er denkt etwas. Vielleicht sagt jemand das.").
  if (was.some((token) => THIRD_PERSON.test(token.text))) return undefined;
  const content = wasContent(was);
  if (content === undefined) return undefined;
  // "wer tut" -> "wer das tut": the object before the verbs that end the clause.
  const verbsAt = body.middle.length;
  const withThat = [...clause.slice(0, verbsAt), { ...word("das"), space: true }, ...clause.slice(verbsAt)];
  const [condition, then] = genericWer(withThat, main, end) ?? [];
  if (condition === undefined || then === undefined) return undefined;
  const first =
    dash === undefined ? content : [dash, { ...(content[0] ?? word("")), space: true }, ...content.slice(1)];
  return [{ tokens: first, end: "." }, condition, then];
}
