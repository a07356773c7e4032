// Purpose clause "um ... zu" -> a main clause with the subject of the main clause:
// "Sie gingen auf dem Weg, um ins Land Juda zurückzukehren." -> "Sie gingen auf dem Weg." +
// "Sie wollten ins Land Juda zurückkehren."; after an instruction (modal or imperative):
// "Sie müssen das Formular ausfüllen, um Geld zu bekommen." -> "… ausfüllen." + "Dann können Sie Geld bekommen."

import { NEGATION_WORDS } from "../language/negation-words.ts";
import { parseNumberWord } from "../language/number-words.ts";
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import { appointedTask, appoints, namesTheChosen } from "./appointed-purpose.ts";
import {
  agrees,
  type Clause,
  hasFiniteVerb,
  joinSegments,
  mainClauseSubject,
  readVerbFinal,
  type SplitRest,
  subjectAt,
} from "./clause-tools.ts";
import { innerFiniteVerb, isInfinitiveComplement, zuInfinitive } from "./infinitive-complement.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  isZuInfinitive,
  mainClauseForm,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
  trueCaseInitial,
} from "./lexicon-access.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  COMMON_CONTRACTIONS,
  DETERMINERS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  THIRD_PERSON_PRONOUN,
} from "./word-classes.ts";

/** The main clause's subject, its finite verb's readings and whether it is an imperative. */
export type PurposeSubject = {
  tokens: Token[];
  agreements: Agreement[];
  readings: FiniteVerbInfo[];
  imperative: boolean;
};

const OBJECT_DETERMINER = /^(?:den|dem|des|einen|einem|eines|einer)$/;
/** Pronouns that can only be a subject. */
const NOMINATIVE_PRONOUN = /^(?:ich|du|er|wir|man)$/;

/**
 * Finds the subject of the main clause: at the start ("Er ging …", "Da ging er …"), after the verb
 * of an imperative ("Bitte rufen Sie uns an"), or after the verb when a prepositional phrase or a
 * single adverb comes first ("Zu dieser Zeit kam Jesus …", "Später schickten sie …").
 */
export function purposeSubject(main: readonly Token[], formal: boolean): PurposeSubject | undefined {
  // "Denn auch der Menschensohn ist gekommen": the focus particle before the subject is left out.
  const focus = main.findIndex(
    (token, index) =>
      index < 2 &&
      /^(?:auch|sogar|selbst)$/i.test(token.text) &&
      (index === 0 || /^(?:und|denn|aber|doch)$/i.test(main[0]?.text ?? "")) &&
      (DETERMINERS.has(main[index + 1]?.text.toLowerCase() ?? "") ||
        // "Auch am 10. Juni haben Sie …": before a prepositional prefield.
        (index === 0 &&
          (PREPOSITIONS.has(main[1]?.text ?? "") || COMMON_CONTRACTIONS.test(main[1]?.text ?? "")))),
  );
  if (focus >= 0) return purposeSubject([...main.slice(0, focus), ...main.slice(focus + 1)], formal);
  // "Darum hat auch Jesus gelitten", "Da kam sogar der König": after the finite verb of a clause
  // with a prefield, the focus particle before the subject is left out too.
  const afterVerb = main.findIndex(
    (token, index) =>
      index >= 2 &&
      /^(?:auch|sogar|selbst)$/.test(token.text) &&
      finiteReadings(main[index - 1]).length > 0 &&
      subjectStart(main[index + 1]),
  );
  if (afterVerb >= 0)
    return purposeSubject([...main.slice(0, afterVerb), ...main.slice(afterVerb + 1)], formal);
  const tokens = /^bitte$/i.test(main[0]?.text ?? "") ? main.slice(1) : main;
  const start = mainClauseSubject(tokens, formal);
  // "Manchmal muss man sich überwinden": a nominative pronoun after the verb is the subject, so
  // the capitalised word before it is an adverb, not a noun.
  const pronoun = start === undefined ? undefined : tokens[start.verb + 1];
  if (start !== undefined && NOMINATIVE_PRONOUN.test(pronoun?.text ?? "")) {
    const own = subjectAt(tokens, start.verb + 1, formal);
    if (own === undefined || !agrees(start.readings, own.agreements)) return undefined;
    return {
      tokens: tokens.slice(start.verb + 1, own.end),
      agreements: own.agreements,
      readings: start.readings,
      imperative: false,
    };
  }
  if (start !== undefined)
    return {
      tokens: tokens.slice(start.start, start.end),
      agreements: start.agreements,
      readings: start.readings,
      imperative: false,
    };
  const verbFirst = finiteReadings({ ...(tokens[0] as Token), text: tokens[0]?.text.toLowerCase() ?? "" });
  if (
    tokens[1]?.text === "Sie" &&
    verbFirst.some((reading) => reading.person === 3 && reading.number === "plural")
  )
    return {
      tokens: [tokens[1]],
      agreements: [{ person: 3, number: "plural" }],
      readings: verbFirst,
      imperative: true,
    };
  const verb = adverbialPrefieldEnd(tokens) ?? pronounAfterPrefield(tokens);
  if (verb === undefined) return undefined;
  const readings = finiteReadings(tokens[verb]);
  const first = tokens[verb + 1];
  if (first === undefined || OBJECT_DETERMINER.test(first.text)) return undefined;
  const subject = subjectAt(tokens, verb + 1, formal);
  if (subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  return {
    tokens: tokens.slice(verb + 1, subject.end),
    agreements: subject.agreements,
    readings,
    imperative: false,
  };
}

/** A word that may open a subject: an article, a name or noun, or a nominative pronoun. */
function subjectStart(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w") return false;
  const text = token.text;
  if (OBJECT_DETERMINER.test(text)) return false;
  return (
    DETERMINERS.has(text.toLowerCase()) || /^(?:ich|du|er|wir|ihr|man)$/.test(text) || isCapitalised(text)
  );
}

/**
 * Index of the finite verb after a prefield that is a prepositional phrase (up to 4 words, no
 * verb inside) or a single adverb or adjective; undefined otherwise.
 */
function adverbialPrefieldEnd(tokens: readonly Token[]): number | undefined {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  if (PREPOSITIONS.has(first) || COMMON_CONTRACTIONS.test(first)) {
    // Up to four words; the numbers and dots of a date do not count ("am 10. Juni 2025").
    let words = 0;
    for (let index = 1; words < 4 && index < tokens.length; index += 1) {
      if (tokens[index]?.kind === "w") words += 1;
      if (finiteReadings(tokens[index]).length === 0 || attributive(tokens, index)) continue;
      // The noun before the verb ends the phrase: "Zu dieser Zeit kam …", "Am 3. März 2025 hat …".
      const year = tokens[index - 1]?.kind === "n" ? 2 : 1;
      return nounReadings(tokens[index - year]).length > 0 ? index : undefined;
    }
    return undefined;
  }
  const adverb = readingsOf(first).some((reading) => reading.partOfSpeech === "adjective");
  const nounOrPronoun =
    DETERMINERS.has(first) || SUBJECT_PRONOUNS.has(first) || nounReadings(tokens[0]).length > 0;
  return adverb && !nounOrPronoun && finiteReadings(tokens[1]).length > 0 ? 1 : undefined;
}

/**
 * "Zur vereinbarten Zeit": a lower-case word that may be finite ("vereinbarten") but stands as an
 * adjective between an article or contracted preposition and its noun.
 */
function attributive(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1]?.text.toLowerCase() ?? "";
  if (token === undefined || isCapitalised(token.text) || nounReadings(tokens[index + 1]).length === 0)
    return false;
  if (!DETERMINERS.has(before) && !COMMON_CONTRACTIONS.test(before)) return false;
  return readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective");
}

/**
 * Index of the finite verb after a prefield of up to five words without a verb form, when an
 * unambiguous subject pronoun follows it ("Ein paar mal hat er ihn …"; not sie/es, which may be
 * objects).
 */
function pronounAfterPrefield(tokens: readonly Token[]): number | undefined {
  const verb = tokens.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
  const prefield = tokens.slice(0, verb);
  if (verb < 1 || verb > 5 || prefield.some((token) => token.kind !== "w" || isNonFiniteVerb(token)))
    return undefined;
  if (SUBJECT_PRONOUNS.has(prefield[0]?.text.toLowerCase() ?? "")) return undefined;
  return /^(?:ich|du|er|wir|ihr|man)$/.test(tokens[verb + 1]?.text ?? "") ? verb : undefined;
}

const INSTRUCTION_MODALS = new Set(["müssen", "können", "sollen", "dürfen"]);

/**
 * `main` is the clause before the comma, `segment` the comma segment "um ... zu V". Returns the
 * purpose as a main clause, or undefined when unsure: the main clause must have a subject that
 * agrees with its verb (the subject of "um ... zu" is the same), no passive, no negation ("Ich bin
 * nicht gekommen, um …" denies the purpose) and the purpose clause no finite verb and no further
 * infinitive.
 */
export function purposeToMain(
  main: readonly Token[],
  segment: readonly Token[],
  formal: boolean,
  focus?: Token,
): Token[] | undefined {
  if (segment[0]?.text !== "um" || segment.length < 2) return undefined;
  const action = purposeAction(segment.slice(1));
  if (action === undefined) return undefined;
  // "Gott hat dich erwählt, um sein Volk zu sein": the task of the one chosen ("Du sollst …");
  // not when the purpose names the one chosen ("Gott hat dich erwählt, um dir zu helfen": God's wish).
  if (appoints(main) && !namesTheChosen(main, action))
    return focus === undefined ? appointedTask(main, action) : undefined;
  return subjectPurpose(main, action, formal, focus);
}

/**
 * The subject pronoun of a damit clause is the main clause's own subject ("Ich bin früh
 * aufgestanden, damit ich …"); "sie" only as the reader's "Sie" in a text that says "Sie" (a plural
 * "sie" may be other people).
 */
export function sharesSubject(main: readonly Token[], subject: Token, formal: boolean): boolean {
  const own = purposeSubject(main, formal)?.tokens;
  const [pronoun] = own ?? [];
  if (own?.length !== 1 || pronoun === undefined) return false;
  const text = subject.text.toLowerCase();
  return text === "sie"
    ? formal && subject.text === "Sie" && pronoun.text === "Sie"
    : /^(?:ich|du|er|wir|ihr)$/.test(text) && pronoun.text.toLowerCase() === text;
}

/**
 * The purpose `action` (its verb as an infinitive, no subject) as the wish of the main clause's
 * subject ("Ich wollte den Zug erreichen."), or after an instruction its result ("Dann können Sie
 * …"); undefined when unsure (see `purposeToMain`).
 */
export function subjectPurpose(
  main: readonly Token[],
  action: readonly Token[],
  formal: boolean,
  focus?: Token,
): Token[] | undefined {
  const subject = purposeSubject(main, formal);
  if (subject === undefined) return undefined;
  // "Australien verstieß gegen die Regeln und das nutzten Aborigines, um …": a second clause with
  // a prefield of its own ("und" + one lower-case word + its verb; not "und Jahre dienen") may have
  // another subject, whose wish it is;
  // the same pronoun again is the same subject ("Sie sollen … dienen und sie sollen …, um …").
  const ownClause = main.some(
    (token, index) =>
      index > 0 &&
      /^(?:und|aber|oder|sondern)$/.test(token.text) &&
      /^\p{Ll}/u.test(main[index + 1]?.text ?? "") &&
      isFiniteVerbToken(main[index + 2]) &&
      main[index + 1]?.text.toLowerCase() !== subject.tokens.map((own) => own.text.toLowerCase()).join(" "),
  );
  if (ownClause) return undefined;
  const head = subject.tokens[0]?.text.toLowerCase();
  if (subject.tokens.length === 1 && (head === "es" || head === "das" || head === "dies")) return undefined;
  // "zu alt, um ... zu" / "genug, um ... zu" say the opposite of a wish: what can or cannot be done.
  const too = main.some((_, index) => tooAdjective(main, index));
  const enough = main.some((token) => /^(genug|genügend|ausreichend)$/i.test(token.text));
  if (too || enough) return too && enough ? undefined : consequence(main, subject, action, too);
  // A passive main clause ("wurde geschickt, um ...") has another agent.
  if (passive(main) || predicateWithSein(main, subject.readings) || giving(main)) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  // "Der Dieb kommt nur, um zu stehlen": "nur" takes the purpose ("Er kommt nur." says less).
  if (main.some((token) => /^(?:nur|bloß)$/i.test(token.text))) return undefined;
  const reading = subject.readings.find((candidate) =>
    subject.agreements.some(
      (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
    ),
  );
  if (reading === undefined) return undefined;
  const moved =
    indefiniteAsPronoun(subject.tokens) ??
    subject.tokens.map((token, index) =>
      index === 0 && token.text !== "Sie" && head !== undefined && SUBJECT_PRONOUNS.has(head)
        ? { ...token, text: head, space: true }
        : { ...token, space: true },
    );
  const present = subject.readings.some((candidate) => candidate.tense === "praesens");
  // "Sie sollten den Bescheid genau lesen, um …": "sollten" said to the reader (or "man", "wir")
  // is advice in the Konjunktiv, not a past "were to".
  const advice =
    subject.tokens.length === 1 &&
    ((formal && subject.tokens[0]?.text === "Sie") || /^(?:du|ihr|man|wir)$/i.test(head ?? "")) &&
    subject.readings.some((candidate) => candidate.lemma === "sollen" && candidate.tense === "praeteritum");
  const instruction =
    subject.imperative ||
    advice ||
    (present && subject.readings.some((candidate) => INSTRUCTION_MODALS.has(candidate.lemma)));
  if (instruction) {
    // "Dann können Sie nur …" would limit the result, not the purpose.
    if (focus !== undefined) return undefined;
    // "um Geld bekommen zu können": "können" once.
    const dropCan = action.at(-1)?.text === "können" && isNonFiniteVerb(action.at(-2));
    // "Bitte senden Sie uns die Unterlagen, um … bearbeiten zu können": the purpose may be ours
    // (not after "zu uns": "Bitte kommen Sie zu uns, um den Vertrag zu unterschreiben").
    const ours = main.some(
      (token, index) =>
        /^(?:uns|mir)$/.test(token.text) &&
        (dropCan || !PREPOSITIONS.has(main[index - 1]?.text.toLowerCase() ?? "")),
    );
    if (ours) return undefined;
    // "…, um Ihren Anspruch nicht zu verlieren" -> "Sonst verlieren Sie Ihren Anspruch." (not
    // "Dann können Sie Ihren Anspruch nicht verlieren.").
    const otherwise = dropCan ? undefined : otherwiseClause(action, reading, moved);
    if (otherwise !== undefined) return otherwise;
    // "Sie müssen das Formular ausfüllen." -> "Dann können Sie Geld bekommen."
    const modal = finiteFormOf("können", "praesens", reading.person, reading.number);
    if (modal === undefined) return undefined;
    return [word("Dann"), word(modal), ...moved, ...(dropCan ? action.slice(0, -1) : action)];
  }
  const past = !present || perfect(main, subject.readings);
  const modal = finiteFormOf("wollen", past ? "praeteritum" : "praesens", reading.person, reading.number);
  if (modal === undefined) return undefined;
  if (focus === undefined) return [...moved, word(modal), ...action];
  // "Sie wollte ihn nur sehen": object pronouns stand before the focus word.
  let at = 0;
  while (FOCUS_BEFORE.test(action[at]?.text ?? "")) at += 1;
  return [...moved, word(modal), ...action.slice(0, at), { ...focus, space: true }, ...action.slice(at)];
}

const FOCUS_BEFORE = /^(?:es|ihn|sie|ihm|ihr|ihnen|Ihnen|mich|dich|sich|uns|euch|mir|dir)$/;

/**
 * The determiner "kein…" at `at` without its negation: "ein…" before a singular noun, nothing
 * before a plural one (the head is the first capitalised word after it); undefined when the number
 * is unsure or the word is no such determiner.
 */
function withoutKein(tokens: readonly Token[], at: number): Token[] | undefined {
  const match = /^kein(e|en|em|er|es)?$/.exec(tokens[at]?.text ?? "");
  const head = tokens.slice(at + 1).find((token) => isCapitalised(token.text));
  if (match === null || head === undefined) return undefined;
  // An unknown compound takes the number of its last part ("Mahngebühren": "gebühren").
  const last = splitCompound(head.text).at(-1) ?? head.text;
  const part = nounReadings(head).length > 0 ? head : { ...head, text: capitaliseFirst(last) };
  // The object of the infinitive: "keine" is a plural or a feminine singular, "keinen" a
  // masculine singular; the readings that fit decide ("Gebühren" is also a neuter noun).
  const readings = nounReadings(part).filter((reading) => reading.cases.includes("akk"));
  const ending = match[1] ?? "";
  const plural = ending === "e" && readings.some((reading) => reading.number === "plural");
  const singular = readings.some(
    (reading) =>
      reading.number === "singular" &&
      ((ending === "e" && reading.gender === "f") || (ending === "en" && reading.gender === "m")),
  );
  if (plural === singular || !/^(?:e|en)$/.test(ending)) return undefined;
  // "keinen Ärger", "keine Zeit": a noun that stands for an amount takes no article.
  if (plural || MASS_NOUNS.test(part.text)) return [];
  return [word(`ein${match[1] ?? ""}`)];
}

/** Nouns that mostly stand for an amount ("keinen Ärger bekommen", "keine Zeit verlieren"). */
const MASS_NOUNS = /^(?:Ärger|Zeit|Geld|Mühe|Energie|Wasser|Strom|Arbeit|Hilfe|Schaden|Stress|Lärm)$/;

/**
 * A purpose that avoids something, after an instruction: "nicht" + one infinitive at the end
 * ("Ihren Anspruch nicht verlieren") -> "Sonst verlieren Sie Ihren Anspruch." in the present with
 * the instruction's subject; a separable verb's particle goes last ("Sonst fällt die Leistung weg"
 * needs the subject, so only the instruction's own subject); "kein" becomes "ein" or goes.
 * Undefined without exactly one negation (nicht, kein…), or with a verb cluster ("verlieren können").
 */
function otherwiseClause(
  action: readonly Token[],
  reading: FiniteVerbInfo,
  subject: readonly Token[],
): Token[] | undefined {
  const verb = action.at(-1);
  const negations = action.filter((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  const [negation] = negations;
  if (
    verb === undefined ||
    negation === undefined ||
    negations.length !== 1 ||
    isNonFiniteVerb(action.at(-2))
  )
    return undefined;
  // "keine Mahngebühren" -> "Mahngebühren", "keinen Fehler" -> "einen Fehler".
  const at = action.indexOf(negation);
  const positive = negation.text === "nicht" ? [] : withoutKein(action, at);
  if (positive === undefined) return undefined;
  const lemma = infinitiveLemmas(verb).includes(verb.text) ? verb.text : undefined;
  const form =
    lemma === undefined ? undefined : finiteFormOf(lemma, "praesens", reading.person, reading.number);
  if (lemma === undefined || form === undefined) return undefined;
  const [finite, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  const rest = [...action.slice(0, at), ...positive, ...action.slice(at + 1, -1)];
  return [
    word("Sonst"),
    word(finite),
    ...subject,
    ...rest,
    ...(particle === undefined ? [] : [word(particle)]),
  ];
}

/**
 * "Der Dieb kommt nur, um zu stehlen": "nur"/"bloß" last before the comma limits the purpose, not
 * the main clause, so it moves into the wish: "Der Dieb kommt." / "Er will nur stehlen." Only for
 * one such word, as the last word of the main clause; not for instructions (see purposeToMain).
 */
export function focusedPurpose(
  main: readonly Token[],
  segment: readonly Token[],
  formal: boolean,
): { main: Token[]; purpose: Token[] } | undefined {
  const focus = main.at(-1);
  if (focus === undefined || !/^(?:nur|bloß)$/.test(focus.text) || segment[0]?.text !== "um")
    return undefined;
  const rest = main.slice(0, -1);
  const purpose = purposeToMain(rest, segment, formal, focus);
  return purpose === undefined ? undefined : { main: rest, purpose };
}

const PRONOUN_OF_GENDER = { m: "er", f: "sie", n: "es" } as const;

/**
 * "ein Mann", "eine alte Frau" -> "er", "sie": a subject introduced with the indefinite article is
 * taken up by a pronoun in the purpose sentence ("Ein Mann wollte …" would read as another man).
 * The head noun is the first capitalised word after the article and lower-case adjectives; it must
 * be a singular nominative of one gender. Undefined otherwise.
 */
function indefiniteAsPronoun(subject: readonly Token[]): Token[] | undefined {
  // "Zwei Kinder gingen in den Park, um zu spielen." -> "Sie wollten spielen." (was "2 Kinder
  // wollten spielen.", two more children): a counted or quantified plural is taken up by "sie".
  const [first, ...rest] = subject;
  const counted =
    first !== undefined &&
    (first.kind === "n" ||
      (parseNumberWord(first.text.toLowerCase()) ?? 0) > 1 ||
      /^(?:viele|einige|manche|mehrere|wenige|beide)$/i.test(first.text)) &&
    rest.length > 0 &&
    isCapitalised(rest.at(-1)?.text ?? "");
  if (counted) return [word("sie")];
  if (!/^(?:irgend)?(?:ein|eine)$/i.test(first?.text ?? "")) return undefined;
  let index = 1;
  while (index < subject.length && /^[a-zäöüß]/.test(subject[index]?.text ?? "")) index += 1;
  // "ein Gesetzeskundiger", "ein Fremder": an adjective used as a noun, its ending tells the gender.
  const noun = subject[index]?.text ?? "";
  if (index === subject.length - 1 && nounReadings(subject[index]).length === 0) {
    if (/^(?:irgend)?ein$/i.test(first?.text ?? "") && /\p{Ll}er$/u.test(noun)) return [word("er")];
    if (/^(?:irgend)?eine$/i.test(first?.text ?? "") && /\p{Ll}e$/u.test(noun)) return [word("sie")];
  }
  const genders = new Set(
    nounReadings(subject[index])
      .filter((reading) => reading.number === "singular" && reading.cases.includes("nom"))
      .map((reading) => reading.gender),
  );
  const [gender] = genders;
  if (genders.size !== 1 || gender === undefined) return undefined;
  return [word(PRONOUN_OF_GENDER[gender])];
}

/**
 * The purpose without "zu": "ins Land Juda zurückzukehren" -> "ins Land Juda zurückkehren"; two
 * zu-infinitives joined by "und" ("zu hören und von ihren Krankheiten geheilt zu werden", also
 * "… zu finden und um zu hassen") -> "hören und von ihren Krankheiten geheilt werden"; "etwas zu
 * essen zu geben" -> "etwas zu essen geben". Undefined with a finite verb inside or any other "zu".
 */
export function purposeAction(tokens: readonly Token[]): Token[] | undefined {
  const parsed = zuInfinitive(tokens) ?? zuInfinitive(beforeExtraposed(tokens) ?? []);
  if (parsed === undefined) return undefined;
  if (!parsed.before.some((_, index) => marksInfinitive(parsed.before, index)))
    return innerFiniteVerb(parsed.before) ? undefined : [...parsed.before, word(parsed.infinitive)];
  // The last "und" after a zu-infinitive; the part before it may itself be such a pair ("zu
  // stehlen und zu schlachten und zu zerstören").
  const join = parsed.before.findLastIndex(
    (token, index) => token.text === "und" && zuInfinitive(parsed.before.slice(0, index)) !== undefined,
  );
  const head = parsed.before.slice(0, join);
  const first = join > 0 ? zuInfinitive(head) : undefined;
  const second = parsed.before.slice(join + 1);
  const rest = second[0]?.text === "um" ? second.slice(1) : second;
  if (
    first === undefined ||
    rest.some((token, index) => token.text === "und" || marksInfinitive(rest, index))
  )
    return undefined;
  const earlier = first.before.some((_, index) => marksInfinitive(first.before, index))
    ? purposeAction(head)
    : first.before.some((token) => token.text === "und") || innerFiniteVerb(first.before)
      ? undefined
      : [...first.before, word(first.infinitive)];
  if (earlier === undefined || innerFiniteVerb(rest)) return undefined;
  return [...earlier, word("und"), ...rest, word(parsed.infinitive)];
}

/** "etwas zu essen geben", "nichts zu tun haben": this "zu" belongs to an amount, not to the clause's verb. */
const AMOUNT = /^(?:etwas|nichts|genug|viel|wenig)$/;

/** Another infinitive at `index`: its "zu" or a one-word zu-infinitive ("auszufüllen und … zurückzuschicken"). */
function marksInfinitive(tokens: readonly Token[], index: number): boolean {
  return infinitiveZu(tokens, index) || isZuInfinitive(tokens[index]);
}

/**
 * The "zu" at `index` marks another infinitive: not the preposition before an article or a
 * capitalised word ("zu diesem Ort", "zu Gott") and not the "zu" of an amount ("etwas zu essen").
 */
function infinitiveZu(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.text !== "zu" || AMOUNT.test(tokens[index - 1]?.text ?? "")) return false;
  const next = tokens[index + 1];
  return !(next !== undefined && (DETERMINERS.has(next.text.toLowerCase()) || isCapitalised(next.text)));
}

/**
 * "sie herauszuführen aus dem Land Ägypten" -> "sie aus dem Land Ägypten herauszuführen": up to
 * eight words after the zu-infinitive that open with a preposition or an article ("wieder
 * aufzurichten den Namen des Toten") and hold no verb form, "zu" or punctuation move before it
 * (and before infinitives under it: "weiterleben zu lassen mit dir").
 * Undefined when the clause has no such shape.
 */
function beforeExtraposed(tokens: readonly Token[]): Token[] | undefined {
  const at = tokens.findLastIndex(
    (token, index) =>
      token.kind === "w" &&
      readingsOf(token.text).some(
        (reading) =>
          reading.partOfSpeech === "verb" &&
          (reading.form === "zuInfinitive" ||
            (reading.form === "infinitive" && tokens[index - 1]?.text === "zu")),
      ),
  );
  const moved = tokens.slice(at + 1);
  const first = moved[0]?.text.toLowerCase() ?? "";
  if (at < 0 || moved.length === 0 || moved.length > 8) return undefined;
  if (!PREPOSITIONS.has(first) && !COMMON_CONTRACTIONS.test(first) && !DETERMINERS.has(first))
    return undefined;
  if (moved.some((token) => token.kind === "p" || token.text === "zu" || isNonFiniteVerb(token)))
    return undefined;
  if (moved.some((token) => finiteReadings(token).length > 0)) return undefined;
  let start = tokens[at - 1]?.text === "zu" ? at - 1 : at;
  while (start > 0 && isNonFiniteVerb(tokens[start - 1])) start -= 1;
  // "weiterleben zu lassen mit dir": an unknown lower-case word in -en may be an infinitive too.
  const before = tokens[start - 1]?.text ?? "";
  if (/^[a-zäöüß]+en$/.test(before) && readingsOf(before).length === 0) return undefined;
  return [...tokens.slice(0, start), ...moved, ...tokens.slice(start, at + 1)];
}

/**
 * "Ich bin zu alt, um … zu werden." -> "Deshalb kann ich nicht … werden." (with "zu" + adjective)
 * and "Er ist alt genug, um zu arbeiten." -> "Deshalb kann er arbeiten." The modal follows the
 * tense of the main clause (kann/konnte). Undefined when the main clause is negated or in Perfekt.
 */
function consequence(
  main: readonly Token[],
  subject: PurposeSubject,
  action: readonly Token[],
  too: boolean,
): Token[] | undefined {
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) || subject.imperative)
    return undefined;
  if (action.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const reading = subject.readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || candidate.tense === "praeteritum") &&
      subject.agreements.some(
        (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
      ),
  );
  if (reading === undefined || perfect(main, subject.readings)) return undefined;
  const modal = finiteFormOf("können", reading.tense, reading.person, reading.number);
  if (modal === undefined) return undefined;
  const head = subject.tokens[0]?.text.toLowerCase() ?? "";
  const moved = subject.tokens.map((token, index) =>
    index === 0 && token.text !== "Sie" && SUBJECT_PRONOUNS.has(head)
      ? { ...token, text: head, space: true }
      : { ...token, space: true },
  );
  let pronouns = 0;
  while (pronouns < action.length - 1 && OBJECT_PRONOUNS.test(action[pronouns]?.text ?? "")) pronouns += 1;
  const negation = too ? [word("nicht")] : [];
  return [
    word("Deshalb"),
    word(modal),
    ...moved,
    ...action.slice(0, pronouns),
    ...negation,
    ...action.slice(pronouns),
  ];
}

/**
 * "wurde geschickt", "wird gebracht werden": a form of werden with a past participle (or "worden");
 * also "würde". Without a participle it is the future ("Er wird einen Handwerker suchen") or the
 * copula ("Er wurde Arzt").
 */
function passive(main: readonly Token[]): boolean {
  // "Er würde alles geben, um …": a counterfactual, no wish that was had.
  if (main.some((token) => /^(?:worden|würde|würden|würdest|würdet)$/.test(token.text))) return true;
  if (!main.some((token) => /^(?:wird|werden|wurde|wurden|wirst|werdet|wurdest|wurdet)$/.test(token.text)))
    return false;
  return main.some((token) => pastParticipleLemmas(token).length > 0);
}

/** Adjectives whose "um … zu" tells what they are for ("nötig, um …"). */
const FOR_WHAT = /^(?:nötig|notwendig|erforderlich|wichtig|sinnvoll|hilfreich|nützlich|geeignet|gut|besser)$/;

/**
 * "Sport ist eine der wichtigsten Möglichkeiten, um …", "Die Seife ist nötig, um …": with "sein"
 * and a noun or an adjective such as "nötig" as the predicate, the purpose belongs to that word,
 * not to a wish of the subject. A place ("Er war in Jerusalem, um zu beten") or a Perfekt ("Er ist
 * gekommen") is no such predicate.
 */
function predicateWithSein(main: readonly Token[], readings: readonly FiniteVerbInfo[]): boolean {
  if (!readings.some((reading) => reading.lemma === "sein") || perfect(main, readings)) return false;
  const verb = main.findIndex((token) => finiteReadings(token).some((reading) => reading.lemma === "sein"));
  const after = main.slice(verb + 1);
  const last = after.at(-1);
  if (last === undefined || after.some((token) => PREPOSITIONS.has(token.text.toLowerCase()))) return false;
  return FOR_WHAT.test(last.text) || (isCapitalised(last.text) && nounReadings(last).length > 0);
}

/** Verbs of giving and offering: the purpose is often the receiver's ("Er gab ihm Geld, um Brot zu kaufen"). */
const GIVING = new Set(["geben", "bieten", "anbieten", "schenken", "leihen", "überlassen"]);

/** "Der Wald bietet Hütten, um Rast zu machen": a verb of giving, whose purpose may be someone else's wish. */
function giving(main: readonly Token[]): boolean {
  return main.some(
    (token) =>
      finiteReadings(token).some((reading) => GIVING.has(reading.lemma)) ||
      pastParticipleLemmas(token).some((lemma) => GIVING.has(lemma)),
  );
}

/** "Er hat ihn ins Wasser geworfen": haben/sein in the present with a past participle. */
function perfect(main: readonly Token[], readings: readonly FiniteVerbInfo[]): boolean {
  const auxiliary = readings.some((reading) => reading.lemma === "haben" || reading.lemma === "sein");
  return auxiliary && pastParticipleLemmas(main.at(-1)).length > 0;
}

/**
 * "zu alt", "zu spät": "zu" before an adjective (not the preposition "zu Jesus", "zu dieser Zeit").
 * An adjective after "too" stands uninflected, so a word that is also an infinitive belongs to a
 * zu-infinitive ("uns die Unterlagen zu schicken", not "too chic"); a participle may be one
 * ("zu erschöpft").
 */
function tooAdjective(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (tokens[index]?.text.toLowerCase() !== "zu" || next === undefined) return false;
  if (next.kind !== "w" || isCapitalised(next.text) || DETERMINERS.has(next.text.toLowerCase())) return false;
  if (
    readingsOf(next.text).some((reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive")
  )
    return false;
  return readingsOf(next.text).some((reading) => reading.partOfSpeech === "adjective");
}

/**
 * A leading purpose clause: "Um Ihren Antrag bearbeiten zu können, brauchen wir noch …" -> "Wir
 * wollen Ihren Antrag bearbeiten." + "Dafür brauchen wir noch …". The main clause must start with
 * its finite verb and then its subject (a pronoun or noun phrase that agrees); "können" after
 * another infinitive is dropped ("bearbeiten zu können" -> "bearbeiten"). Undefined when unsure:
 * a negated or passive main clause, "es"/"das" as subject, a second infinitive or a finite verb in
 * the purpose clause.
 */
export function leadingPurposeToMain(
  first: readonly Token[],
  main: readonly Token[],
  formal: boolean,
): [Token[], Token[]] | undefined {
  if (first[0]?.text.toLowerCase() !== "um" || first.length < 3) return undefined;
  // "Um …, werden Sie gebeten, …": in a text that says "Sie" the office asks ("bitten wir Sie, …").
  const asked = passiveRequestHead(main, formal);
  if (asked !== undefined) return leadingPurposeToMain(first, asked, formal);
  const parsed = zuInfinitive(first.slice(1));
  if (parsed === undefined || parsed.before.length === 0 || innerFiniteVerb(parsed.before)) return undefined;
  if (parsed.before.some((token) => token.text === "zu" || token.text === ",")) return undefined;
  const verb = main[0];
  const readings = finiteReadings({ ...(verb as Token), text: verb?.text.toLowerCase() ?? "" });
  const subject = subjectAt(main, 1, formal);
  if (verb === undefined || subject === undefined || !agrees(readings, subject.agreements)) return undefined;
  const subjectTokens = main.slice(1, subject.end);
  const head = subjectTokens[0]?.text.toLowerCase() ?? "";
  if (subjectTokens.length === 1 && /^(?:es|das|dies)$/.test(head)) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  if (main.some((token) => /^(?:wird|werden|wurde|wurden|worden)$/.test(token.text))) return undefined;
  const reading = readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || candidate.tense === "praeteritum") &&
      subject.agreements.some(
        (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
      ),
  );
  if (reading === undefined) return undefined;
  const modal = finiteFormOf("wollen", reading.tense, reading.person, reading.number);
  if (modal === undefined) return undefined;
  // "bearbeiten zu können": the wish is to do the first verb.
  const dropCan = parsed.infinitive === "können" && isNonFiniteVerb(parsed.before.at(-1));
  const action = dropCan ? parsed.before : [...parsed.before, word(parsed.infinitive)];
  const moved = subjectTokens.map((token, index) =>
    index === 0
      ? { ...token, text: token.text === "Sie" ? "Sie" : trueCaseInitial(token.text, formal) }
      : token,
  );
  const forIt = [word("Dafür"), { ...verb, text: verb.text.toLowerCase(), space: true }, ...main.slice(1)];
  // "Um Frucht zu bringen, hat Gott euch erwählt." -> "Ihr sollt Frucht bringen." / "Dafür hat Gott
  // euch erwählt." (the task of the one chosen; was "Gott will Frucht bringen.").
  if (appoints(main) && !namesTheChosen(main, action)) {
    const task = appointedTask(main, action);
    return task && [task, forIt];
  }
  return [[...moved, word(modal), ...action], forIt];
}

/**
 * "werden Sie (hiermit) gebeten(, …)" after a leading clause, in a text that addresses its reader with
 * "Sie": the writing office asks, so "bitten wir Sie, …" (as passive-to-active writes it in a letter);
 * undefined for anything else.
 */
export function passiveRequestHead(main: readonly Token[], formal: boolean): Token[] | undefined {
  if (!formal || main[0]?.text !== "werden" || main[1]?.text !== "Sie") return undefined;
  // The head alone ("werden Sie gebeten") when its zu-infinitives are a segment of their own.
  const found = main.findIndex((token) => token.kind === "p" && token.text === ",");
  const comma = found < 0 ? main.length : found;
  if (comma < 3 || main[comma - 1]?.text !== "gebeten") return undefined;
  if (main.slice(2, comma - 1).some((token) => token.text !== "hiermit")) return undefined;
  return [word("bitten"), word("wir"), main[1] as Token, ...main.slice(comma)];
}

/**
 * A leading damit clause with the main clause's own subject and "können" is a purpose as with "um
 * … zu": "Damit wir Ihren Antrag bearbeiten können, brauchen wir folgende Unterlagen:" -> "Wir
 * wollen Ihren Antrag bearbeiten." + "Dafür brauchen wir folgende Unterlagen:" (the main clause
 * stays last, next to what its colon announces). The subject must be the same personal pronoun
 * right after the main clause's verb; undefined for another subject, another verb or a negation.
 */
export function leadingDamitPurpose(
  first: readonly Token[],
  main: readonly Token[],
  formal: boolean,
): [Token[], Token[]] | undefined {
  if (first[0]?.text.toLowerCase() !== "damit") return undefined;
  const sub = readVerbFinal(first.slice(1));
  const subject = sub?.middle[0]?.text ?? "";
  if (sub === undefined || !SUBJECT_PRONOUNS.has(subject.toLowerCase()) || main[1]?.text !== subject)
    return undefined;
  const [infinitive, ...others] = sub.nonFinite;
  if (!sub.readings.some((reading) => reading.lemma === "können") || infinitive === undefined)
    return undefined;
  if (others.length > 0 || sub.particle !== undefined || (sub.after?.length ?? 0) > 0) return undefined;
  if (infinitiveLemmas(infinitive).length === 0) return undefined;
  if (sub.middle.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const purpose = [word("um"), ...sub.middle.slice(1), infinitive, word("zu"), word("können")];
  return leadingPurposeToMain(purpose, main, formal);
}

/** Question words that open a w-question before "um … zu" ("Was muss ich tun, um …?"). */
const QUESTION_OPENERS = /^(?:was|wie|wo|wohin|wann|warum|weshalb|wieso|womit)$/i;
/** A question phrase of two or three words: "Welche Unterlagen", "Wie viel Geld", "Wie lange". */
const PHRASE_OPENERS = /^(?:welche[nmrs]?|wie)$/i;
/** Yes/no questions of an FAQ whose purpose is a given: "Muss ich …", "Kann man …", "Brauche ich …". */
const GIVEN_PURPOSE_VERBS = new Set(["müssen", "können", "dürfen", "sollen", "brauchen"]);

/** The finite verb's index of a question the wish can come before, or undefined. */
function questionVerb(main: readonly Token[]): number | undefined {
  const first = main[0]?.text ?? "";
  if (QUESTION_OPENERS.test(first) && finiteReadings(main[1]).length > 0) return 1;
  if (PHRASE_OPENERS.test(first)) {
    for (const at of [2, 3]) {
      if (main.slice(1, at).some((token) => token.kind !== "w")) return undefined;
      if (finiteReadings(main[at]).length > 0 && !isCapitalised(main[at]?.text ?? "")) return at;
    }
    return undefined;
  }
  return givenPurposeQuestion(main) ? 0 : undefined;
}

/** A yes/no question with a modal or "brauchen" first: "Muss ich …", "Kann man …", "Brauche ich …". */
export function givenPurposeQuestion(main: readonly Token[]): boolean {
  const first = main[0];
  return (
    first !== undefined &&
    finiteReadings({ ...first, text: first.text.toLowerCase() }).some((reading) =>
      GIVEN_PURPOSE_VERBS.has(reading.lemma),
    )
  );
}

/**
 * A w-question with a final purpose: the wish first, then the question with "dafür": "Was muss ich
 * tun, um ewiges Leben zu bekommen?" -> "Ich will ewiges Leben bekommen." / "Was muss ich dafür
 * tun?" The question must be w-word (or "Welche Unterlagen", "Wie viel Geld") + finite verb + subject
 * pronoun that agrees, or an FAQ's yes/no question with a modal or "brauchen" ("Brauche ich einen
 * Termin, um einen Ausweis zu beantragen?" -> "Ich will einen Ausweis beantragen." / "Brauche ich
 * dafür einen Termin?"); not under negation. A yes/no question whose verb is another ("Kommst du, um
 * mir zu helfen?") asks about the purpose itself and stays.
 */
export function purposeBeforeQuestion(
  main: readonly Token[],
  segment: readonly Token[],
  formal: boolean,
): [Token[], Token[]] | undefined {
  const at = segment[0]?.text.toLowerCase() === "um" ? questionVerb(main) : undefined;
  if (at === undefined) return undefined;
  const verb = main[at] as Token;
  const pronoun = main[at + 1];
  const action = purposeAction(segment.slice(1));
  const readings = finiteReadings({ ...verb, text: verb.text.toLowerCase() });
  const subject = subjectAt(main, at + 1, formal);
  if (action === undefined || pronoun === undefined || subject === undefined || subject.end !== at + 2)
    return undefined;
  if (!SUBJECT_PRONOUNS.has(pronoun.text.toLowerCase()) && pronoun.text !== "Sie") return undefined;
  // "Braucht es …, um …": "es" wants nothing; in a yes/no question only the asker (ich, wir, man)
  // presupposes the wish ("Sollen wir dich abholen, um …" offers it; "Musst du so laut schreien, um …").
  if (pronoun.text === "es" || (at === 0 && !/^(?:ich|wir|man)$/.test(pronoun.text))) return undefined;
  // "Können Sie mir helfen, um …": the wish is the speaker's, not the subject's.
  if (/^(?:du|Sie|ihr)$/.test(pronoun.text) && main.some((token) => /^(?:mir|uns)$/.test(token.text)))
    return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  if (main.some((token) => /^(?:dafür|dazu|deshalb|darum)$/i.test(token.text))) return undefined;
  if (at !== 1 && action.some((token) => THIRD_PERSON_PRONOUN.test(token.text))) return undefined;
  const reading = readings.find(
    (candidate) =>
      (candidate.tense === "praesens" || candidate.tense === "praeteritum") &&
      subject.agreements.some(
        (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
      ),
  );
  const modal = reading && finiteFormOf("wollen", reading.tense, reading.person, reading.number);
  if (reading === undefined || modal === undefined) return undefined;
  let end = at + 2;
  // "Kann ich Sie dafür anrufen?": an object "Sie" or "das" (not the article) also stays before "dafür".
  const objectPronoun = (token: Token | undefined, next: Token | undefined): boolean =>
    OBJECT_PRONOUNS.test(token?.text ?? "") ||
    token?.text === "Sie" ||
    (token?.text === "das" && !isCapitalised(next?.text ?? "x"));
  while (end < main.length - 1 && objectPronoun(main[end], main[end + 1])) end += 1;
  // "um wählen zu dürfen" -> "Man will wählen.": no second modal after "wollen".
  const last = action.length - 1;
  const plain =
    /^(?:können|dürfen)$/.test(action[last]?.text ?? "") &&
    infinitiveLemmas(action[last - 1] ?? word("")).length > 0
      ? action.slice(0, last)
      : action;
  const wish = [{ ...pronoun, space: true }, word(modal), ...plain];
  return [wish, [...main.slice(0, end), word("dafür"), ...main.slice(end)]];
}

/**
 * A purpose clause inside its main clause, which goes on after it: "Sie müssen, um Geld zu
 * bekommen, einen Antrag stellen." -> "Sie müssen einen Antrag stellen." / "Dann können Sie Geld
 * bekommen." The two parts of the main clause are joined; `splitRest` splits the joined main clause
 * where it can. Only for three segments: a finite verb before the purpose clause, none after it, and
 * the part after it no clause of its own (no conjunction, subordinator or relative pronoun first) that
 * ends in a verb form or particle or opens with a preposition. Undefined when unsure.
 */
export function embeddedPurpose(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [, purpose = []] = segments;
  const main = purpose[0]?.text === "um" ? embeddingMain(segments, end) : undefined;
  const wish = main === undefined ? undefined : purposeToMain(main, purpose, formal);
  if (main === undefined || wish === undefined) return undefined;
  const split = splitRest([main], ".") ?? [{ tokens: main, end: "." }];
  return [...split, { tokens: wish, end }];
}

/** Prepositions of place and cause with the genitive, not in PREPOSITIONS ("außerhalb des Tores"). */
const PLACE_PREPOSITIONS = /^(?:außerhalb|innerhalb|wegen|trotz)$/;

/**
 * The main clause around an infinitive clause in the middle of three segments ("Sie müssen, um …
 * zu V, einen Antrag stellen", "Einige haben, ohne es zu wissen, Engel beherbergt"): the two
 * outer segments joined, or undefined when the last one may be a clause of its own. A participle
 * before a prepositional phrase goes after it ("…, gelitten außerhalb des Tores" -> "… außerhalb
 * des Tores gelitten"). See `embeddedPurpose`.
 */
export function embeddingMain(segments: readonly Token[][], end: string): Token[] | undefined {
  const [before = [], , after = []] = segments;
  if (segments.length !== 3 || after.length === 0 || end.includes("?")) return undefined;
  if (!hasFiniteVerb(before)) return undefined;
  if (
    after.some((token) => token.kind === "p" || (finiteReadings(token).length > 0 && !isNonFiniteVerb(token)))
  )
    return undefined;
  const opener = after[0]?.text.toLowerCase() ?? "";
  if (/^(?:und|oder|aber|sondern|denn|doch|um|zu)$/.test(opener) || SUBORDINATORS.has(opener))
    return undefined;
  if (
    DETERMINERS.has(opener) &&
    /^(?:der|die|das|dem|den|welche[mnrs]?)$/.test(opener) &&
    finiteReadings(after[1]).length > 0
  )
    return undefined;
  const closing = after.at(-1);
  const preposition = PREPOSITIONS.has(opener) || COMMON_CONTRACTIONS.test(opener);
  // "gelitten außerhalb des Tores": the closing verb before a prepositional phrase moved after it
  // goes last ("Darum hat Jesus außerhalb des Tores gelitten.").
  const second = after[1]?.text.toLowerCase() ?? "";
  if (
    after.length > 2 &&
    pastParticipleLemmas(after[0]).length > 0 &&
    (PREPOSITIONS.has(second) || COMMON_CONTRACTIONS.test(second) || PLACE_PREPOSITIONS.test(second)) &&
    !after.slice(1).some((token) => isNonFiniteVerb(token))
  )
    return [...before, ...after.slice(1), { ...(after[0] as Token), space: true }];
  if (!(isNonFiniteVerb(closing) || PARTICLES.has(closing?.text ?? "") || preposition)) return undefined;
  return [...before, ...after];
}

/**
 * A purpose clause that runs on into a main clause after "und" without a comma: "Sie zogen aus,
 * um in das Land Kanaan zu gehen und sie kamen in das Land Kanaan." -> "Sie zogen aus." / "Sie
 * wollten in das Land Kanaan gehen." / "Und sie kamen in das Land Kanaan." The main clause after
 * "und" must open with a subject pronoun (not "es") and a finite verb that agrees with it, and
 * hold no "zu" (which would make it a second infinitive of the purpose).
 */
export function purposeThenMain(
  main: readonly Token[],
  segment: readonly Token[],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (segment[0]?.text !== "um") return undefined;
  const join = segment.findIndex(
    (token, index) =>
      token.text === "und" && /^(?:ich|du|er|sie|wir|ihr|man)$/.test(segment[index + 1]?.text ?? ""),
  );
  const rest = segment.slice(join + 1);
  if (join < 3 || rest.some((token) => token.text === "zu" || token.kind === "p")) return undefined;
  const subject = subjectAt(rest, 0, formal);
  const readings = finiteReadings(rest[1]);
  if (subject?.end !== 1 || readings.length === 0 || !agrees(readings, subject.agreements)) return undefined;
  const wish = purposeToMain(main, segment.slice(0, join), formal);
  if (wish === undefined) return undefined;
  const first = splitRest([[...main]], ".") ?? [{ tokens: [...main], end: "." }];
  return [...first, { tokens: wish, end: "." }, { tokens: [word("Und"), ...rest], end }];
}

/**
 * A final purpose after a content clause that the split moved before its frame: "Das ist ganz
 * toll, wie ihr die Gesetze außer Kraft setzt, um eure Traditionen zu bewahren." -> "Ihr setzt die
 * Gesetze außer Kraft." / "Ihr wollt eure Traditionen bewahren." / "Das ist ganz toll." Only when
 * the frame (`frame`, the first segment) opens with "es"/"das" + its verb and cannot want anything;
 * the purpose goes right after the clause made of most words of `content` (the segment before it).
 * Undefined when unsure.
 */
export function purposeOfMovedClause(
  clauses: readonly Clause[],
  frame: readonly Token[],
  content: readonly Token[],
  purpose: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (!/^(?:es|das|dies)$/i.test(frame[0]?.text ?? "") || finiteReadings(frame[1]).length === 0)
    return undefined;
  return purposeAfterClause(clauses, content, purpose, end, formal);
}

/**
 * The purpose as a wish of the subject of the clause made of most words of `content` (a dependent
 * clause that the split moved), right after that clause, or last with `atEnd`, where it does not
 * come between a cause and its "Deshalb": "Der Vater bleibt zu Hause, weil die Mutter arbeitet,
 * um Geld zu verdienen." -> "Die Mutter arbeitet." / "Deshalb bleibt der Vater zu Hause." / "Die
 * Mutter will Geld verdienen." Undefined when unsure.
 */
export function purposeAfterClause(
  clauses: readonly Clause[],
  content: readonly Token[],
  purpose: readonly Token[],
  end: string,
  formal: boolean,
  atEnd = false,
): Clause[] | undefined {
  const words = content.slice(1);
  const at = clauses.findIndex(
    (clause) => words.filter((token) => clause.tokens.includes(token)).length * 2 > words.length,
  );
  const host = clauses[at];
  const wish = host === undefined ? undefined : purposeToMain(host.tokens, purpose, formal);
  if (host === undefined || wish === undefined || host.end !== ".") return undefined;
  const place = atEnd ? clauses.length : at + 1;
  const out = [...clauses.slice(0, place), { tokens: wish, end: "." }, ...clauses.slice(place)];
  const last = out.at(-1) as Clause;
  return [...out.slice(0, -1), { ...last, end }];
}

/**
 * "Ich bin gekommen, die Sünder zu rufen.": after a first main clause that ends in a form of "kommen"
 * ("kam", "bin … gekommen"), a bare zu-infinitive is a purpose, as with "um"; the segment gets its "um"
 * so the purpose steps can split it. Not when "kommen" is not last ("Er kam auf die Idee, …", "Es
 * kommt darauf an, …"). Undefined when there is no such segment.
 */
export function purposeAfterComing(segments: readonly Token[][]): Token[][] | undefined {
  const [main = [], segment = []] = segments;
  // Only right after the first segment, a main clause ("dass du … kommst, als … zu werden" compares).
  if (SUBORDINATORS.has(main[0]?.text.toLowerCase() ?? "") || !comesLast(main)) return undefined;
  if (!isInfinitiveComplement(segment) || /^(?:als|wie|um|ohne|statt|anstatt)$/i.test(segment[0]?.text ?? ""))
    return undefined;
  return segments.with(1, [word("um"), ...segment]);
}

/** The clause ends in "kommen" or "kam(en)": a finite form of it, or its participle after sein. */
function comesLast(segment: readonly Token[]): boolean {
  const last = segment.at(-1);
  if (segment.length < 2 || last === undefined) return false;
  if (finiteReadings(last).some((reading) => reading.lemma === "kommen")) return true;
  return (
    last.text === "gekommen" &&
    segment.some((token) => finiteReadings(token).some((reading) => reading.lemma === "sein"))
  );
}

/**
 * "um zu stehlen, und zu schlachten und zu zerstören", "um Brot zu kaufen, und um sie zu besuchen":
 * a segment of "und"/"oder" + a zu-infinitive (with or without its own "um") after a purpose goes
 * on with that purpose; it is joined to it without the comma, so the purpose steps see one clause.
 * Undefined when there is no such pair.
 */
export function joinPurposeConjuncts(segments: readonly Token[][]): Token[][] | undefined {
  // Each verb is an infinitive after "zu" ("zu stehlen und zu schlachten"), a participle or the
  // last verb: no finite verb of a clause of its own.
  const purpose = (tokens: readonly Token[]) =>
    zuInfinitive(tokens) !== undefined &&
    tokens.every(
      (token, index) =>
        index === tokens.length - 1 ||
        tokens[index - 1]?.text === "zu" ||
        DETERMINERS.has(token.text.toLowerCase()) ||
        finiteReadings(token).length === 0,
    );
  const at = segments.findIndex((segment, index) => {
    const previous = segments[index - 1];
    if (index === 0 || previous?.[0]?.text !== "um" || !purpose(previous)) return false;
    if (!/^(?:und|oder)$/.test(segment[0]?.text ?? "")) return false;
    const rest = segment.slice(1);
    // Not a new clause with a subject of its own ("…, und er ging, um …").
    return rest.length > 0 && purpose(rest) && !rest.slice(1).some((token) => token.text === "um");
  });
  if (at < 1) return undefined;
  return segments.toSpliced(at - 1, 2, [...(segments[at - 1] ?? []), ...(segments[at] ?? [])]);
}

/**
 * A purpose last after a main clause of several comma segments (a relative clause inside it, a
 * phrase after it): "Wir haben Ihren Antrag, den Sie im Mai gestellt haben, an das Jobcenter
 * geschickt, um die Kosten zu klären." -> "Wir haben Ihren Antrag an das Jobcenter geschickt." /
 * "Wir wollten die Kosten klären." / "Sie haben den Antrag im Mai gestellt."
 * The part before the purpose is split on its own (or stays one sentence); the purpose is the wish
 * of the clause that holds most words of the segment right before it and follows that clause. Not
 * for a question, a colon, or when that segment is a dependent clause of its own (`dependent`: a
 * relative, subordinate or another purpose clause, whose subject may differ; other steps place
 * those). Undefined when unsure.
 */
export function finalPurposeAfterSegments(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  dependent: (segment: readonly Token[]) => boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const last = segments.at(-1) ?? [];
  const before = segments.at(-2) ?? [];
  if (segments.length < 3 || last[0]?.text !== "um" || end.includes("?") || end === ":") return undefined;
  if (dependent(before) || /^(?:um|ohne|statt|anstatt)$/i.test(before[0]?.text ?? "")) return undefined;
  const left = segments.slice(0, -1);
  if (!hasFiniteVerb(left[0] ?? [])) return undefined;
  // Unsplit, the rest is one clause whose subject wants the purpose: the segments after its first
  // are phrases ("am Tag in einer Wolkensäule"), no clause or purpose of their own.
  const phrases = left
    .slice(1)
    .every(
      (segment) =>
        !hasFiniteVerb(segment) &&
        !dependent(segment) &&
        !/^(?:um|ohne|statt|anstatt)$/i.test(segment[0]?.text ?? ""),
    );
  const clauses = splitRest(left, ".") ?? (phrases ? [{ tokens: joinSegments(left), end: "." }] : undefined);
  if (clauses === undefined) return undefined;
  const at = clauses.findIndex(
    (clause) => before.filter((token) => clause.tokens.includes(token)).length * 2 > before.length,
  );
  const host = clauses[at];
  if (host === undefined || host.end !== ".") return undefined;
  const wish = purposeToMain(host.tokens, last, formal);
  if (wish === undefined) return undefined;
  const out = [...clauses.slice(0, at + 1), { tokens: wish, end: "." }, ...clauses.slice(at + 1)];
  const final = out.at(-1) as Clause;
  return [...out.slice(0, -1), { ...final, end }];
}
