// dass clauses the generic dass step leaves: a wish with "wollen" ("Was willst du, dass ich tue?"
// -> "Was soll ich tun?"), a why-question about not telling, and a sentence that is only a dass clause.
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  type Clause,
  joinSegments,
  readVerbFinal,
  subjectAt,
  subjectFirstOrder,
  type VerbFinal,
} from "./clause-tools.ts";
import { isFiniteVerbToken, nounReadings, pastParticipleLemmas, readingsOf } from "./lexicon-access.ts";
import {
  capitalised,
  colon,
  DATIVE_PRONOUNS,
  NOMINATIVE_PRONOUNS,
  OBJECT_PRONOUNS,
} from "./split-complement.ts";
import { mainVerbLemmas } from "./split-question.ts";
import {
  coordinatedClauses,
  type SplitContext,
  splitSubordinate,
  subordinatorOf,
} from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";
import { type Agreement, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

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

/**
 * The token with a space before it; the same token when it has one, so that a comma insertion
 * (comma-insertion.ts) still finds the word it followed.
 */
export function spaced(token: Token): Token {
  return token.space ? token : { ...token, space: true };
}

export const WANT =
  /^(?:will|willst|wollt|wollen|wollte|wolltest|wolltet|wollten|möchte|möchtest|möchtet|möchten)$/;
const QUESTION_OPENER = /^(?:was|wen|wem|wie|wo|wohin|wann)$/i;

/**
 * The parts of "S soll V" from a verb-final dass clause in the present or past indicative with its
 * subject first ("dass ich für dich tue" -> "ich", "soll", "für dich", "tun"); a present "sollen"
 * stays. Undefined with punctuation or a negation inside, or another order. With `modal` "müssen"
 * the clause must be in the present without a modal of its own, and a negation takes "dürfen"
 * ("dass Sie die Frist nicht versäumen" -> "Sie dürfen die Frist nicht versäumen").
 */
export function shallParts(
  sub: VerbFinal,
  formal: boolean,
  modal: "sollen" | "müssen" = "sollen",
):
  | {
      subject: { end: number; agreements: Agreement[] };
      rest: Token[];
      reading: FiniteVerbInfo;
      shall: Token;
      infinitive: Token[];
    }
  | undefined {
  // "jemand" is no subject subjectAt knows; alone it is third person singular.
  const next = sub.middle[1]?.text ?? "";
  const someone = sub.middle[0]?.text === "jemand" && next !== "von" && !DETERMINERS.has(next);
  // "dass ihr Kind nicht fehlt": "ihr" before a singular noun that is not feminine is the possessive
  // ("dass ihr Frucht bringt" is "you").
  // "ihr schulpflichtiges Kind": adjectives may stand before the noun.
  let noun = 1;
  while (
    noun < sub.middle.length - 1 &&
    /^\p{Ll}/u.test(sub.middle[noun]?.text ?? "") &&
    readingsOf(sub.middle[noun]?.text ?? "").some((reading) => reading.partOfSpeech === "adjective")
  )
    noun += 1;
  const possessive =
    /^ihr$/i.test(sub.middle[0]?.text ?? "") &&
    nounReadings(sub.middle[noun]).some(
      (reading) => reading.gender !== "f" && reading.number === "singular" && reading.cases.includes("nom"),
    );
  const subject =
    someone || possessive
      ? { end: possessive ? noun + 1 : 1, agreements: [{ person: 3 as const, number: "singular" as const }] }
      : subjectAt(sub.middle, 0, formal);
  if (subject === undefined) return undefined;
  const rest = sub.middle.slice(subject.end);
  const must = modal === "müssen";
  // A date's dot ("bis zum 3. Mai") is no punctuation of the clause.
  if (rest.some((token, index) => token.kind === "p" && !(must && dateDot(rest, index)))) return undefined;
  const denied = (token: Token) => NEGATION_WORDS.has(token.text.toLowerCase());
  if (!must && rest.some(denied)) return undefined;
  // "dass kein Wasser eindringt" -> "Kein Wasser darf eindringen": a negation in the subject too.
  const negation = sub.middle.findIndex(denied);
  // "nicht nur", "nicht unbedingt": no plain negation that "darf nicht" could say.
  if (negation >= 0 && NOT_PLAIN_NEGATION.test(sub.middle[negation + 1]?.text ?? "")) return undefined;
  const reading = sub.readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || (!must && candidate.tense === "praeteritum")) &&
      agrees([candidate], subject.agreements),
  );
  if (reading === undefined || (must && MODALS.has(reading.lemma))) return undefined;
  // "dass ich für euch tun soll" keeps its "soll"; otherwise one finite verb becomes "soll" + infinitive.
  let verb: Token[];
  if (reading.lemma === "sollen" && reading.tense === "praesens") verb = [sub.finite, ...sub.nonFinite];
  else {
    const lemma = !must ? "sollen" : negation >= 0 ? "dürfen" : "müssen";
    const shall = finiteFormOf(lemma, "praesens", reading.person, reading.number);
    // "dass alle gerettet werden" -> "Alle sollen gerettet werden."; not a Perfekt ("gekommen ist").
    const participles = sub.nonFinite.every((token) => pastParticipleLemmas(token).length > 0);
    // "dass Ihr Konto gedeckt ist" -> "Ihr Konto muss gedeckt sein": a state, no Perfekt of a verb
    // that takes "sein" ("gekommen ist").
    const state =
      reading.lemma === "sein" &&
      sub.nonFinite.length === 1 &&
      pastParticipleLemmas(sub.nonFinite[0]).every((lemma) => auxiliaryOf(lemma) === "haben");
    const passive = participles && (reading.lemma === "werden" || state);
    if ((sub.nonFinite.length > 0 && !passive) || shall === undefined) return undefined;
    verb = [{ ...word(shall) }, ...sub.nonFinite, word(reading.lemma)];
  }
  const [shall, ...infinitive] = verb;
  if (shall === undefined) return undefined;
  return { subject, rest, reading, shall, infinitive };
}

/**
 * Verbs that with "dazu" name a task or calling: its dass clause says what someone shall do. Not
 * "zwingen": forced, it happens ("Die hohen Preise zwingen viele Familien dazu, dass sie weniger
 * kaufen" -> "Sie kaufen weniger.", not "Sie sollen weniger kaufen.").
 */
const DESTINED = new Set([
  "bestimmen",
  "berufen",
  "auffordern",
  "aufrufen",
  "ermahnen",
  "verpflichten",
  "anhalten",
  "erwählen",
  "auserwählen",
  "einsetzen",
  "drängen",
  "ermutigen",
]);

/**
 * "Ich habe euch dazu bestimmt, dass ihr Frucht bringt." -> "Ich habe euch dazu bestimmt:" / "Ihr
 * sollt Frucht bringen." (the generic step would state "Ihr bringt Frucht." as a fact). The main
 * clause ends in "dazu" (+ at most two verb forms) with a verb of calling or obliging (bestimmen, berufen,
 * auffordern, verpflichten …), without a negation; when the content takes no "soll" (a negation,
 * a Perfekt …) the sentence stays whole. Not "dazu führen/beitragen, dass" (a consequence).
 */
export function destinedThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (subordinatorOf(second)?.word !== "dass" || end.includes("?") || colon(second, end)) return undefined;
  const at = main.findIndex((token) => /^dazu$/i.test(token.text));
  const verbs = main.slice(at + 1);
  if (at < 1 || verbs.length > 2) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  if (!mainVerbLemmas(main).some((lemma) => DESTINED.has(lemma))) return undefined;
  return shallAfterColon(main, second, end, formal);
}

/**
 * [main + ":", the dass clause with "soll"]: "Ein Mensch soll für das Volk sterben."; the sentence
 * whole when the content takes no "soll" (a negation, a Perfekt, two verbs …).
 */
export function shallAfterColon(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  const sub = readVerbFinal(second.slice(1));
  const plain = sub !== undefined && (sub.after?.length ?? 0) === 0 && !coordinatedClauses(sub);
  const parts = plain ? shallParts(sub, formal) : undefined;
  if (sub === undefined || parts === undefined) return [{ tokens: joinSegments([main, second]), end }];
  const [lead, ...others] = [
    ...sub.middle.slice(0, parts.subject.end),
    parts.shall,
    ...parts.rest,
    ...parts.infinitive,
  ];
  if (lead === undefined) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: [capitalised(lead), ...others.map(spaced)], end },
  ];
}

/** "Es ist besser (für dich), dass …", "Das wäre euch lieber": a preference (lower case). */
const PREFERRED_MAIN =
  /^(?:(?:und|denn|aber|doch) )?(?:es|das) (?:ist|wäre|war) (?:(?:mir|dir|ihm|ihr|uns|euch|ihnen|für \p{L}+) )?(?:(?:doch|auch|aber|nun|also) )?(?:besser|lieber)(?: für \p{L}+)?$/u;

/**
 * "Es ist besser, dass S V" says what should happen, not what happens: "Es ist besser, dass ein
 * Mensch für das Volk stirbt." -> "Es ist besser:" / "Ein Mensch soll für das Volk sterben." (the
 * generic step would state "Ein Mensch stirbt für das Volk." as a fact). When the content takes no
 * "soll" (a negation, a Perfekt …) the sentence stays whole. Undefined for other main clauses.
 */
export function preferredThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (subordinatorOf(second)?.word !== "dass" || end.includes("?") || colon(second, end)) return undefined;
  if (!PREFERRED_MAIN.test(main.map((token) => token.text.toLowerCase()).join(" "))) return undefined;
  return shallAfterColon(main, second, end, formal);
}

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
  const parts = shallParts(sub, formal);
  if (parts === undefined) return undefined;
  const { subject, rest, reading, shall, infinitive } = parts;
  const subjectTokens = sub.middle.slice(0, subject.end);
  const before = main.slice(0, wantAt);
  const after = main.slice(wantAt + 1);
  // A letter: "Wir möchten, dass Sie uns die Unterlagen schicken." -> "Bitte schicken Sie uns die
  // Unterlagen." (a request, not "Sie sollen …").
  const request =
    formal &&
    end === "." &&
    after.length === 0 &&
    before.length === 1 &&
    /^wir$/i.test(before[0]?.text ?? "") &&
    subjectTokens.length === 1 &&
    subjectTokens[0]?.text === "Sie" &&
    sub.nonFinite.length === 0 &&
    reading.tense === "praesens" &&
    reading.lemma !== "sollen";
  if (request)
    return [
      {
        tokens: requestOf(sub, subjectTokens[0] as Token, rest),
        end,
      },
    ];
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
    { tokens: [capitalised(lead), ...others.map(spaced)], end },
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

/**
 * A dass clause with a contrast after its verb: "Ihr seht, dass der Mensch wegen seiner Taten frei
 * gesprochen wird und nicht nur wegen seines Glaubens." The clause is split up to its verb, the
 * contrast ("und nicht (nur) + preposition …", no verb of its own) stays at the end of the content:
 * "Ihr seht:" / "Der Mensch wird wegen seiner Taten frei gesprochen und nicht nur wegen seines
 * Glaubens." Undefined when unsure.
 */
export function dassWithContrast(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (subordinatorOf(second)?.word !== "dass" || end.includes("?")) return undefined;
  const at = second.findIndex(
    (token, index) =>
      token.text === "und" && second[index + 1]?.text === "nicht" && isFiniteVerbToken(second[index - 1]),
  );
  if (at < 2) return undefined;
  const tail = second.slice(at);
  const phrase = tail.slice(/^(?:nur|allein)$/.test(tail[2]?.text ?? "") ? 3 : 2);
  const preposition = phrase[0]?.text ?? "";
  if (
    !(PREPOSITIONS.has(preposition) || /^(?:wegen|trotz|statt|anstatt|dank)$/.test(preposition)) ||
    tail.some((token) => token.kind === "p" || isFiniteVerbToken(token))
  )
    return undefined;
  const split = splitSubordinate(main, second.slice(0, at), ".", context);
  const content = split?.[1];
  if (split === undefined || split.length !== 2 || split[0]?.end !== ":" || content === undefined)
    return undefined;
  return [split[0] as Clause, { tokens: [...content.tokens, ...tail], end }];
}

/**
 * The polite imperative from the present "Sie" form: the same form ("Bitte kommen Sie"), but
 * "seien" for "sind" ("Bitte seien Sie pünktlich", not "Bitte sind Sie …").
 */
function politeImperative(finite: string): string {
  const lower = finite.toLowerCase();
  return lower === "sind" ? "seien" : lower;
}

/** "Bitte V Sie … (particle)" from a verb-final clause with "Sie" as its subject. */
function requestOf(sub: VerbFinal, sie: Token, rest: readonly Token[]): Token[] {
  return [
    word("Bitte"),
    { ...sub.finite, text: politeImperative(sub.finite.text), space: true },
    { ...sie, space: true },
    ...rest,
    ...(sub.particle ? [sub.particle] : []),
  ];
}

/**
 * A main clause that asks the reader for what its dass clause says (lower case, without a leading
 * "bitte"): "Wir bitten Sie (darum)", "Ich möchte Sie bitten", "Wir bitten darum".
 */
const ASKING_MAIN =
  /^(?:(?:wir|ich) (?:bitten|bitte) (?:sie|darum|sie darum)|(?:wir|ich) (?:möchten|möchte) sie bitten)$/;
/** A main clause that tells the reader to see to it ("Achten Sie darauf", "Sorgen Sie dafür"). */
const SEEING_TO_MAIN = /^(?:bitte )?(?:achten sie (?:bitte )?darauf|sorgen sie (?:bitte )?dafür)$/;

/**
 * A letter's dass clause that asks the reader to do something: "Wir bitten Sie, dass Sie die
 * Unterlagen schicken." -> "Bitte schicken Sie die Unterlagen."; "Bitte achten Sie darauf, dass
 * Sie die Frist einhalten." -> "Bitte halten Sie die Frist ein." After a colon the content would
 * read as a fact ("Sie halten die Frist ein."). After "Achten Sie darauf" / "Sorgen Sie dafür" a
 * subject other than "Sie" gets "müssen": "Bitte sorgen Sie dafür:" / "Ihr Konto muss gedeckt
 * sein." Only in a text that addresses its reader, a statement, one verb-final clause in the
 * present indicative without a modal; otherwise undefined.
 */
export function directedThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (!formal || end !== "." || subordinatorOf(second)?.word !== "dass") return undefined;
  const words = main.map((token) => token.text.toLowerCase()).join(" ");
  const asking = ASKING_MAIN.test(words);
  if (!asking && !SEEING_TO_MAIN.test(words)) return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (
    sub.middle.some(
      (token, index) => token.kind === "p" && !(token.text === "." && sub.middle[index - 1]?.kind === "n"),
    )
  )
    return undefined;
  const present = sub.readings.filter((reading) => reading.tense === "praesens");
  if (present.length === 0 || present.some((reading) => MODALS.has(reading.lemma))) return undefined;
  // "Bitte seien Sie …" reads as Konjunktiv: "sein" takes "müssen" below.
  const copula = present.some((reading) => reading.lemma === "sein");
  if (sub.middle[0]?.text === "Sie" && !copula) {
    if (
      sub.nonFinite.length > 0 ||
      !present.some((reading) => reading.person === 3 && reading.number === "plural")
    )
      return undefined;
    return [{ tokens: requestOf(sub, sub.middle[0] as Token, sub.middle.slice(1)), end }];
  }
  if (asking) return undefined;
  // "dass Ihr Konto gedeckt ist" -> "Ihr Konto muss gedeckt sein"; "dass Sie rechtzeitig da sind"
  // -> "Sie müssen rechtzeitig da sein".
  const subject = subjectAt(sub.middle, 0, formal);
  const reading = present.find(
    (candidate) => subject !== undefined && agrees([candidate], subject.agreements),
  );
  if (subject === undefined || reading === undefined || reading.person !== 3) return undefined;
  if (sub.middle.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const must = finiteFormOf("müssen", "praesens", 3, reading.number);
  if (must === undefined) return undefined;
  if (sub.particle) return undefined;
  // "eingeht" -> "muss … eingehen": the lemma holds the particle of the verb-final form.
  const [lead, ...others] = [
    ...sub.middle.slice(0, subject.end),
    word(must),
    ...sub.middle.slice(subject.end),
    ...sub.nonFinite,
    word(reading.lemma),
  ];
  if (lead === undefined) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: [capitalised(lead), ...others.map(spaced)], end },
  ];
}

const MODALS: ReadonlySet<string> = new Set(["können", "müssen", "sollen", "dürfen", "wollen", "mögen"]);

/** Words after "nicht" that make it no plain negation ("nicht nur", "nicht unbedingt"). */
const NOT_PLAIN_NEGATION = /^(?:nur|erst|einmal|allein|bloß|unbedingt|immer|ganz|gerade)$/;

/** The dot of an ordinal date ("3." in "bis zum 3. Mai"). */
function dateDot(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.text === "." && tokens[index - 1]?.kind === "n";
}

/** "Es ist (sehr) wichtig/notwendig/nötig/erforderlich": what the reader must do follows. */
const NEEDED = /^(?:wichtig|notwendig|nötig|erforderlich|unbedingt notwendig)$/;

/**
 * A letter that says it is important or necessary that the reader do something: a request. "Es
 * ist wichtig, dass Sie die Frist einhalten." -> "Bitte halten Sie die Frist ein." / "Das ist
 * wichtig." Only "Es ist (sehr) ADJ" as the main clause, "Sie" as the subject of one verb in the
 * present and a text that addresses its reader; otherwise undefined.
 */
export function neededThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (!formal || end !== "." || subordinatorOf(second)?.word !== "dass") return undefined;
  const words = main.map((token) => token.text.toLowerCase());
  const degree = words[2] === "sehr" || words[2] === "besonders" ? 1 : 0;
  const adjective = words[2 + degree] ?? "";
  if (words[0] !== "es" || words[1] !== "ist" || words.length !== 3 + degree || !NEEDED.test(adjective))
    return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (sub.middle[0]?.text !== "Sie" || sub.nonFinite.length > 0) return undefined;
  const rest = sub.middle.slice(1);
  // Only a date's dot ("bis zum 3. Mai") may stand inside; "nicht" stays ("Bitte kommen Sie nicht zu spät").
  if (
    rest.some((token, index) => token.kind === "p" && !(token.text === "." && rest[index - 1]?.kind === "n"))
  )
    return undefined;
  if (
    !sub.readings.some(
      (reading) => reading.tense === "praesens" && reading.person === 3 && reading.number === "plural",
    )
  )
    return undefined;
  return [
    { tokens: requestOf(sub, sub.middle[0] as Token, rest), end: "." },
    { tokens: [word("Das"), word("ist"), ...main.slice(2)], end },
  ];
}
