// w-clauses that are the object of a main clause ending in its verb:
// "Viele Juden hörten, was die Wächter sagten." -> "Die Wächter sagten etwas." / "Viele Juden hörten das."
// "Die Leute sahen, wie sie losfuhren." -> "Die Leute sahen:" / "Sie fuhren los." (the event seen)
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import {
  agrees,
  type Clause,
  connectorOrder,
  joinSegments,
  readVerbFinal,
  subjectAt,
  subjectFirstOrder,
} from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  PARTICLES,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { type SplitRest, wasClauseToMain } from "./split-pronoun-relative.ts";
import { mainVerbLemmas } from "./split-question.ts";
import {
  coordinatedClauses,
  type SplitContext,
  splitSubordinate,
  subordinatorOf,
} from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, SUBJECT_PRONOUNS } from "./word-classes.ts";

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
  "vergessen",
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
const DATIVE_PRONOUNS = /^(?:mir|dir|ihm|uns|euch|ihnen|Ihnen)$/;
const NOMINATIVE_PRONOUNS = /^(?:ich|du|er|wir|ihr|man)$/;
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
function objectSlot(main: readonly Token[]): number | undefined {
  if (main.some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase())))
    return undefined;
  let start = 0;
  main.forEach((token, index) => {
    if (index > 0 && /^(?:und|oder)$/.test(token.text)) start = index + 1;
  });
  if (CONJUNCTIONS.test(main[start]?.text ?? "")) start += 1;
  const verbAt = main.findIndex((token, index) => index >= start && isFiniteVerbToken(token));
  if (verbAt < 0) return undefined;
  const before = main.slice(start, verbAt);
  // "Da sahen sie": "sie" after the verb is the subject only after an adverb.
  const adverbFirst = before.length === 1 && OPENING_ADVERBS.test(before[0]?.text ?? "");
  let slot = verbAt + 1;
  // "Allerdings sahen die Leute": after an adverb a noun subject may follow the verb.
  const subject = adverbFirst ? subjectAt(main, slot, false) : undefined;
  if (subject !== undefined && !/^(?:sie|es)$/.test(main[slot]?.text ?? "")) slot = subject.end;
  while (slot < main.length) {
    const text = main[slot]?.text ?? "";
    const subject = NOMINATIVE_PRONOUNS.test(text) || (text === "sie" && adverbFirst);
    if (!(DATIVE_PRONOUNS.test(text) || (subject && slot === verbAt + 1))) break;
    slot += 1;
  }
  let index = slot;
  while (index < main.length && MIDDLE_ADVERBS.test(main[index]?.text ?? "")) index += 1;
  const tail = main.slice(index);
  // Only the closing verb forms (and a separated particle at the very end) may follow.
  const closing = tail.every(
    (token, at) => isNonFiniteVerb(token) || (at === tail.length - 1 && PARTICLES.has(token.text)),
  );
  return closing ? slot : undefined;
}

/** The sentence ends in a colon, as its end or as a last token the colon split left in place. */
function colon(second: readonly Token[], end: string): boolean {
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
  const slot = objectSlot(main);
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

/** "was die Wächter sagten" -> "Die Wächter sagten etwas"; undefined when unsure. */
function wasContent(part: readonly Token[]): Token[] | undefined {
  const readings = finiteReadings(part.at(-1));
  const lemmas = [...readings.map((reading) => reading.lemma), ...mainVerbLemmas(part.slice(1))];
  // "was er damit sagen wolle": reported speech, left to the steps for Konjunktiv.
  if (readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv1")) return undefined;
  if (part.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const content = wasClauseToMain(part, false);
  if (content === undefined) return undefined;
  // "was Gott gefällt": with these verbs a noun before the verb is the dative, "was" the subject.
  if (content[0]?.text !== "Etwas" && lemmas.some((lemma) => DATIVE_VERBS.has(lemma))) return undefined;
  return content;
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
  const own = mainVerbLemmas(second.slice(1));
  if (own.some((lemma) => lemmas.includes(lemma))) return undefined;
  // The main clause must end in its verb with no object of its own ("Er sah ihn, wie er kam").
  if (objectSlot(main) === undefined) return undefined;
  // "wie viele kamen", "wie sehr er litt": "wie" + a word of degree asks how much, no event.
  if (!opensWithSubject(second)) return undefined;
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
  return [
    { tokens: [...main.slice(0, slot), ...place, ...main.slice(slot)], end: "." },
    { tokens: connectorOrder(sub, "Dort"), end },
  ];
}

const WHY = /^(?:warum|wieso|weshalb)$/i;
const TELLING = new Set(["sagen", "mitteilen", "erzählen", "berichten", "verraten"]);

/**
 * "Warum hast du mir nicht gesagt, dass sie deine Frau ist?": a why-question that blames not
 * telling presupposes the content. The content comes first, "das" stands for it in the question:
 * "Sie ist deine Frau." / "Warum hast du mir das nicht gesagt?" Only with "nicht" right after the
 * pronouns behind the verb.
 */
export function factBeforeQuestion(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (!end.includes("?") || subordinatorOf(second)?.word !== "dass" || !WHY.test(main[0]?.text ?? ""))
    return undefined;
  if (!isFiniteVerbToken(main[1]) || !mainVerbLemmas(main).some((lemma) => TELLING.has(lemma)))
    return undefined;
  let slot = 2;
  while (NOMINATIVE_PRONOUNS.test(main[slot]?.text ?? "") || DATIVE_PRONOUNS.test(main[slot]?.text ?? ""))
    slot += 1;
  if (main[slot]?.text !== "nicht") return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (sub.middle.some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase())))
    return undefined;
  const fact = subjectFirstOrder(sub, formal);
  const [lead, ...rest] = fact ?? [];
  if (lead === undefined) return undefined;
  return [
    { tokens: [capitalised(lead), ...rest], end: "." },
    { tokens: [...main.slice(0, slot), { ...word("das"), space: true }, ...main.slice(slot)], end },
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
    objectWas(main, second, end) ?? perceivedWie(main, second, end, context) ?? seenPlace(main, second, end)
  );
}

const WANT = /^(?:will|willst|wollt|wollen|wollte|wolltest|wolltet|wollten|möchte|möchtest|möchtet|möchten)$/;
const QUESTION_OPENER = /^(?:was|wen|wem|wie|wo|wohin|wann)$/i;
const OBJECT_PRONOUNS = /^(?:es|ihn|sie|ihm|ihr|ihnen|mir|dir|uns|euch|mich|dich|sich)$/;

/**
 * "wollen, dass S V" -> what S "soll" do: "Was willst du, dass ich für dich tue?" -> "Was soll ich
 * für dich tun?"; "Er wollte nicht, dass jemand es erfährt." -> "Er wollte:" / "Niemand soll es
 * erfahren." The main clause must be only the subject or question word and the form of
 * "wollen" (with "nicht" in a statement); the dass clause one clause in the present or past
 * indicative with its subject first. Undefined when unsure.
 */
export function wantedThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (subordinatorOf(second)?.word !== "dass" || colon(second, end)) return undefined;
  const wantAt = main.findIndex((token) => WANT.test(token.text.toLowerCase()));
  if (wantAt < 0) return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  // "jemand" is no subject subjectAt knows; alone it is third person singular.
  const next = sub.middle[1]?.text ?? "";
  const someone = sub.middle[0]?.text === "jemand" && next !== "von" && !DETERMINERS.has(next);
  const subject = someone
    ? { end: 1, agreements: [{ person: 3 as const, number: "singular" as const }] }
    : subjectAt(sub.middle, 0, formal);
  if (subject === undefined) return undefined;
  const rest = sub.middle.slice(subject.end);
  if (rest.some((token) => token.kind === "p" || NEGATION_WORDS.has(token.text.toLowerCase())))
    return undefined;
  const reading = sub.readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || candidate.tense === "praeteritum") &&
      agrees([candidate], subject.agreements),
  );
  if (reading === undefined) return undefined;
  // "dass ich für euch tun soll" keeps its "soll"; otherwise one finite verb becomes "soll" + infinitive.
  let verb: Token[];
  if (reading.lemma === "sollen" && reading.tense === "praesens") verb = [sub.finite, ...sub.nonFinite];
  else {
    const shall = finiteFormOf("sollen", "praesens", reading.person, reading.number);
    // "dass alle gerettet werden" -> "Alle sollen gerettet werden."; not a Perfekt ("gekommen ist").
    const passive =
      reading.lemma === "werden" && sub.nonFinite.every((token) => pastParticipleLemmas(token).length > 0);
    if ((sub.nonFinite.length > 0 && !passive) || shall === undefined) return undefined;
    verb = [{ ...word(shall) }, ...sub.nonFinite, word(reading.lemma)];
  }
  const [shall, ...infinitive] = verb;
  if (shall === undefined) return undefined;
  const subjectTokens = sub.middle.slice(0, subject.end);
  const before = main.slice(0, wantAt);
  const after = main.slice(wantAt + 1);
  if (end.includes("?")) {
    // "Was willst du (denn), dass …?" / "Wollt ihr, dass …?"
    const opener = before.length === 1 && QUESTION_OPENER.test(before[0]?.text ?? "") ? before : [];
    if (before.length !== opener.length || !/^(?:du|ihr)$/.test(after[0]?.text ?? "")) return undefined;
    if (!after.slice(1).every((token) => /^(?:denn|doch|nun)$/.test(token.text))) return undefined;
    const first = opener.length > 0 ? opener : [capitalised(shall)];
    const verbFirst = opener.length > 0 ? [shall] : [];
    return [
      {
        tokens: [...first, ...verbFirst, ...subjectTokens, ...rest, ...infinitive].map((token, index) =>
          index === 0 ? token : { ...token, space: true },
        ),
        end,
      },
    ];
  }
  // "Er wollte (nicht)" / "Und ich will": a subject before the verb, at most "nicht" after it.
  const opener = /^(?:und|aber)$/i.test(before[0]?.text ?? "") ? 1 : 0;
  const owner = subjectAt(main, opener, formal);
  if (owner === undefined || owner.end !== wantAt || after.length > 1) return undefined;
  const negated = after[0]?.text === "nicht";
  if (after.length === 1 && !negated) return undefined;
  let content: Token[];
  if (!negated) content = [...subjectTokens, shall, ...rest, ...infinitive];
  else if (subjectTokens.length === 1 && subjectTokens[0]?.text === "jemand")
    content = [word("niemand"), shall, ...rest, ...infinitive];
  // "Er wollte nicht, dass sie es erfährt." -> "Sie soll es nicht erfahren.": pronouns only before "nicht".
  else if (rest.every((token) => OBJECT_PRONOUNS.test(token.text)))
    content = [...subjectTokens, shall, ...rest, word("nicht"), ...infinitive];
  else return undefined;
  const [lead, ...others] = content;
  if (lead === undefined) return undefined;
  return [
    { tokens: main.filter((token) => token !== after[0] || !negated), end: ":" },
    { tokens: [capitalised(lead), ...others.map((token) => ({ ...token, space: true }))], end },
  ];
}

function capitalised(token: Token): Token {
  return { ...token, text: token.text.charAt(0).toUpperCase() + token.text.slice(1) };
}

/** w-word of a free relative of place -> the indefinite adverb in the content and the resumptive adverb. */
const PLACE_WORDS: ReadonlyMap<string, { some: string; there: RegExp; resumed: string }> = new Map([
  ["wo", { some: "irgendwo", there: /^(?:da|dort)$/i, resumed: "Dort" }],
  ["wohin", { some: "irgendwohin", there: /^(?:dahin|dorthin)$/i, resumed: "Dorthin" }],
]);

/** Main verbs of place and motion after a free relative of place without "da"/"dorthin" ("Wohin ich gehe, könnt ihr nicht kommen"). */
const PLACE_VERBS: ReadonlySet<string> = new Set([
  "gehen",
  "kommen",
  "folgen",
  "sterben",
  "bleiben",
  "wohnen",
  "leben",
  "rasten",
  "ruhen",
  "fahren",
  "laufen",
  "ziehen",
  "stehen",
  "sitzen",
  "liegen",
  "begraben",
]);

/**
 * "wo du sterben wirst" -> "Du wirst irgendwo sterben": the clause in main-clause order with the
 * indefinite adverb after the verb and the pronouns after it. Undefined when no agreeing subject
 * stands first.
 */
function placeContent(segment: readonly Token[], some: string): Token[] | undefined {
  const sub = readVerbFinal(segment.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  // "wohin er auch ging", "wo immer …": "wherever", no one place.
  const open = (token: Token) => /^(?:auch|immer)$/.test(token.text);
  if (
    sub.middle.some(
      (token) => token.kind === "p" || open(token) || NEGATION_WORDS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  // "Wo der Geist des Herrn ist, da ist Freiheit", "Da, wo Menschen leben": with a noun subject the
  // clause may name any such place (a rule), which "irgendwo" would make one place. Pronouns only.
  if (!/^(?:ich|du|er|sie|wir|ihr)$/.test(sub.middle[0]?.text ?? "")) return undefined;
  const ordered = subjectFirstOrder(sub, false);
  if (ordered === undefined) return undefined;
  let at = ordered.indexOf(sub.finite) + 1;
  while (OBJECT_PRONOUNS.test(ordered[at]?.text ?? "") || DATIVE_PRONOUNS.test(ordered[at]?.text ?? ""))
    at += 1;
  const [lead, ...rest] = [...ordered.slice(0, at), word(some), ...ordered.slice(at)];
  return lead === undefined ? undefined : [capitalised(lead), ...rest];
}

/**
 * A free relative of place with its main clause after it, with or without "da"/"dorthin" before
 * it: "Da, wo du sterben wirst, will ich sterben." -> "Du wirst irgendwo sterben." / "Dort will
 * ich sterben."; "Wohin ich gehe, könnt ihr nicht kommen." -> "Ich gehe irgendwohin." / "Dorthin
 * könnt ihr nicht kommen." Further segments are split on their own. Undefined when unsure: not for
 * questions, and without "da"/"dorthin" only with a main verb of place or motion (not "Wo er
 * wohnt, weiß ich nicht", an indirect question).
 */
export function placeFreeRelative(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  const [first = [], second = [], third = []] = segments;
  const conjunction = /^(?:und|aber)$/i.test(first[0]?.text ?? "") ? [capitalised(first[0] as Token)] : [];
  const head = first.slice(conjunction.length);
  const resumptive = head.length === 1 ? head[0] : undefined;
  const clause = resumptive === undefined ? head : second;
  const kind = PLACE_WORDS.get(clause[0]?.text.toLowerCase() ?? "");
  if (kind === undefined || (resumptive !== undefined && !kind.there.test(resumptive.text))) return undefined;
  const main = resumptive === undefined ? second : third;
  const from = resumptive === undefined ? 2 : 3;
  if (!isFiniteVerbToken(main[0]) || isNonFiniteVerb(main[0])) return undefined;
  if (resumptive === undefined && !mainVerbLemmas(main).some((lemma) => PLACE_VERBS.has(lemma)))
    return undefined;
  const content = placeContent(clause, kind.some);
  if (content === undefined) return undefined;
  const lowered =
    conjunction.length > 0
      ? [{ ...(content[0] as Token), text: (content[0] as Token).text.toLowerCase() }, ...content.slice(1)]
      : content;
  const opener = resumptive === undefined ? word(kind.resumed) : capitalised(resumptive);
  const rest = segments.slice(from);
  // "…, will ich gehen, und da, wo …": the rest opens a new clause of its own.
  if (rest.length > 0 && !/^(?:und|aber)$/i.test(rest[0]?.[0]?.text ?? "")) return undefined;
  const joined = joinSegments(rest);
  const restFirst = joined[0];
  const after =
    restFirst === undefined
      ? []
      : (splitRest(rest, end) ?? [{ tokens: [capitalised(restFirst), ...joined.slice(1)], end }]);
  return [
    { tokens: [...conjunction, ...lowered], end: "." },
    {
      tokens: [opener, ...main.map((token) => ({ ...token, space: true }))],
      end: rest.length > 0 ? "." : end,
    },
    ...after,
  ];
}

/**
 * A sentence that is only a dass clause, the content after a colon before it ("Es ist mir berichtet
 * worden, was du getan hast: Dass du deinen Vater verlassen hast …"), in main-clause order: "Du
 * hast deinen Vater … verlassen." Only where it states a fact (Perfekt or Präteritum) or holds
 * "sollen" ("Dass ihr einander lieben sollt." -> "Ihr sollt einander lieben."); a bare present may
 * be a command ("Dass ihr einander liebt.") and stays. The content is built as after "Wir wissen,".
 */
export function dassFragment(
  segment: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (end !== "." || subordinatorOf(segment)?.word !== "dass") return undefined;
  const sub = readVerbFinal(segment.slice(1));
  if (sub === undefined) return undefined;
  const modal = sub.readings.some((reading) => reading.lemma === "sollen");
  const past =
    sub.readings.some((reading) => reading.tense === "praeteritum") ||
    (sub.nonFinite.length > 0 &&
      sub.nonFinite.every((token) => pastParticipleLemmas(token).length > 0) &&
      sub.readings.some((reading) => reading.lemma === "haben" || reading.lemma === "sein"));
  if (!modal && !past) return undefined;
  const frame = [word("Wir"), word("wissen")];
  const split = splitSubordinate(frame, [...segment], end, context);
  if (split === undefined || split.length < 2 || split[0]?.end !== ":") return undefined;
  return split.slice(1);
}
