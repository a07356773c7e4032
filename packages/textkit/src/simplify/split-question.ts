// Indirect question -> colon + direct question (the Leichte-Sprache move already used for "ob"):
// "Bitte teilen Sie uns mit, wann Sie umziehen." -> "Bitte teilen Sie uns mit:" + "Wann ziehen Sie um?"
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import {
  agrees,
  type Clause,
  mainClauseSubject,
  questionOrder,
  readVerbFinal,
  subjectAt,
} from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isComparative,
  isNonFiniteVerb,
  nonFiniteLemmas,
  nounReadings,
  PARTICLES,
  readingsOf,
} from "./lexicon-access.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS } from "./word-classes.ts";

export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  "was",
  "wer",
  "wen",
  "wem",
  "wo",
  "wohin",
  "woher",
  "wann",
  "warum",
  "wieso",
  "weshalb",
  "wie",
  "womit",
  "wofür",
  "worüber",
  "worauf",
  "wozu",
]);

/** Verbs whose clause is an open question whatever the main clause says ("Wir prüfen, wann …"). */
const ASKING_VERBS: ReadonlySet<string> = new Set([
  "fragen",
  "prüfen",
  "überprüfen",
  "klären",
  "überlegen",
  "entscheiden",
  "herausfinden",
  "nachdenken",
  "untersuchen",
  "nachsehen",
  "nachfragen",
  "erkundigen",
  "besprechen",
  "diskutieren",
  "beraten",
]);

/**
 * Verbs of telling and knowing: their w-clause is an open question only in a request, a question
 * or under negation ("Wir wissen nicht, wie …"); "Ich weiß, was du getan hast" is no question.
 */
const TELLING_VERBS: ReadonlySet<string> = new Set([
  "wissen",
  "sagen",
  "mitteilen",
  "angeben",
  "erklären",
  "zeigen",
  "schreiben",
  "verstehen",
  "erfahren",
  "nennen",
  "beschreiben",
  // Forms and letters: "Bitte kreuzen Sie an, welche …", "Bitte begründen Sie, warum …".
  "ankreuzen",
  "eintragen",
  "begründen",
  "darlegen",
  "nachweisen",
  "informieren",
  // "Bitte melden Sie uns, wann …"; not "sich melden" ("get in touch", see tellingLemmas).
  "melden",
]);

/**
 * Verbs of explaining: their "wie"/"warum" clause names the topic, which Leichte Sprache puts as a
 * question after a colon also in a statement ("Wir erklären Ihnen:" / "Wie stellen Sie den
 * Antrag?"). Not "zeigen" ("zeigte, wie stark er war" shows a degree, no topic).
 */
const EXPLAINING_VERBS: ReadonlySet<string> = new Set([
  "erklären",
  "erläutern",
  "beschreiben",
  "lehren",
  "beibringen",
]);
const TOPIC_WORDS = /^(?:wie|warum|wieso|weshalb|wozu)$/i;

/** Words before the comma that make a w-clause a relative clause ("das, was …", "alles, was …"). */
const ANTECEDENT_WORDS = /^(?:das|dem|den|der|die|alles|allem|etwas|nichts|vieles|dies|dieses|jenes)$/i;

/**
 * States whose subject clause is an open question: "Es ist noch unklar, wer …", "Wann …, ist offen".
 * Not "egal" or "gleichgültig": "Es ist egal:" / "Wie viel verdienen Sie?" reads as a question the
 * reader must answer.
 */
const OPEN_STATES = /^(?:unklar|offen|ungewiss|fraglich|unbekannt|ungeklärt|unentschieden|unsicher)$/i;

/** Subjects of an open "offen": "Die Frage ist noch offen, wann …" (a shop or a door is open). */
const OPEN_SUBJECTS = /^(?:es|Frage|Fragen|Entscheidung|Antwort|Ergebnis|Ausgang)$/i;

/**
 * "offen" as an open question: no subject ("Offen ist noch, wann …", "ist noch offen" after the
 * clause), "es" or an abstract one ("Es ist offen, wer …", "Die Frage ist offen, wann …"); "Der
 * Laden ist offen, wann …" and "Die Tür bleibt offen, …" are open physically.
 */
function openAsQuestion(main: readonly Token[]): boolean {
  const subject = mainClauseSubject(main, true);
  const head = subject === undefined ? undefined : main[subject.end - 1];
  if (subject === undefined || head === undefined || OPEN_SUBJECTS.test(head.text)) return true;
  // "Derzeit ist noch offen": a capitalised adverb the lexicon lacks reads as a one-word subject.
  return (
    subject.end - subject.start === 1 &&
    nounReadings(head).length === 0 &&
    !DETERMINERS.has(head.text.toLowerCase())
  );
}

/** A subject pronoun of a person ("wir", "Sie"; not "es"): "Wir sind offen, was …". */
function personPronoun(token: Token): boolean {
  return (SUBJECT_PRONOUNS.has(token.text) || token.text === "Sie") && token.text !== "es";
}

/** States whose subject clause is an open question when negated: "Es ist noch nicht klar, wann …". */
const KNOWN_STATES = /^(?:klar|bekannt|sicher|sichtbar|erkennbar|ersichtlich|geklärt|entschieden|absehbar)$/i;

/**
 * A main clause whose subject (or its "es") is an open question: "sein"/"bleiben" with an open
 * state ("Es ist noch unklar", "Offen bleibt") or a negated known one ("Uns ist nicht bekannt", "Es
 * ist noch nicht sichtbar geworden"), a negated "feststehen" or "hervorgehen" ("Es steht noch nicht
 * fest", "Aus dem Schreiben geht nicht hervor"),
 * "abhängen" and "ankommen auf" ("Das hängt davon ab", "Es kommt darauf an"; after the clause also
 * "hängt von Ihrem Einkommen ab"). Not in a comparison ("Es ist nicht so klar, wie …").
 */
export function openQuestionFrame(main: readonly Token[], leading = false): boolean {
  if (main.some((token) => /^(?:so|ebenso|genauso|solch|als)$/i.test(token.text))) return false;
  const lemmas = mainVerbLemmas(main);
  const has = (pattern: RegExp) => main.some((token) => pattern.test(token.text));
  const negated = main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  if (lemmas.includes("abhängen") && (leading || has(/^davon$/i))) return true;
  if (lemmas.includes("ankommen") && has(/^darauf$/i)) return true;
  // "Es steht noch nicht fest", "Aus dem Schreiben geht nicht hervor".
  const emerges = lemmas.includes("gehen") && main.at(-1)?.text === "hervor";
  if ((lemmas.includes("feststehen") || emerges) && negated) return true;
  const state = main.some((token) =>
    finiteReadings(token).some((reading) => reading.lemma === "sein" || reading.lemma === "bleiben"),
  );
  // "Wir sind offen, was …", "Er ist sicher, …": a person's state, no open question.
  if (!state || main.some(personPronoun)) return false;
  const open = main.filter((token) => OPEN_STATES.test(token.text));
  if (open.some((token) => !/^offen$/i.test(token.text)) || (open.length > 0 && openAsQuestion(main)))
    return true;
  return negated && has(KNOWN_STATES);
}

/** Verbs of a comment clause: "wie Sie wissen", "wie er sagt" ("Es ist klar, wie Sie wissen") asks nothing. */
const COMMENT_VERBS: ReadonlySet<string> = new Set([
  ...VERBS_OF_SAYING,
  "wissen",
  "sehen",
  "hören",
  "glauben",
  "denken",
  "vermuten",
  "erwarten",
]);

/**
 * "wie Sie wissen", "wie er sagte": "wie", a subject and a verb of saying or knowing, nothing else;
 * or "was … betrifft".
 */
function commentWie(second: readonly Token[]): boolean {
  // "was die Kosten betrifft": "as for the costs", no question.
  if (
    /^was$/i.test(second[0]?.text ?? "") &&
    /^(?:betrifft|angeht|anbelangt)$/.test(second.at(-1)?.text ?? "")
  )
    return true;
  if (second[0]?.text.toLowerCase() !== "wie" || second.length > 4) return false;
  return mainVerbLemmas(second.slice(1)).some((lemma) => COMMENT_VERBS.has(lemma));
}

const REQUEST_MODALS: ReadonlySet<string> = new Set(["müssen", "sollen", "können"]);

/** Pronouns (and "bitte") that follow a verb opening its clause: "Teilen Sie uns mit", "Sagt mir". */
const AFTER_FIRST_VERB = /^(?:Sie|ich|du|er|es|wir|ihr|sie|man|mir|dir|uns|euch|ihm|ihnen|Ihnen|bitte|doch)$/;

/**
 * The clause's first word in lower case when a verb opens the clause ("Teilen Sie uns bitte mit",
 * "Hört doch"): the capital of the sentence start hides its verb reading where the word is also a
 * noun ("das Teilen", "die Fragen"). Only before a pronoun, "bitte" or "doch", where no noun
 * subject can stand ("Fragen gibt es viele" keeps its noun).
 */
function verbFirstLowered(token: Token, index: number, tokens: readonly Token[]): Token {
  if (index !== 0 || !isCapitalised(token.text) || finiteReadings(token).length > 0) return token;
  if (!AFTER_FIRST_VERB.test(tokens[1]?.text ?? "")) return token;
  return { ...token, text: token.text.toLowerCase() };
}

/** Lemmas of the verb forms of a main clause; a separated particle at the end joins its verb ("teilen … mit"). */
export function mainVerbLemmas(main: readonly Token[]): string[] {
  const last = main.at(-1)?.text ?? "";
  const particle = PARTICLES.has(last) ? last : "";
  // A loop, not flatMap (called on every clause a question may open: Array#flatMap is slow).
  const lemmas: string[] = [];
  main.map(verbFirstLowered).forEach((token, index) => {
    for (const reading of finiteReadings(token)) lemmas.push(reading.lemma, `${particle}${reading.lemma}`);
    // "Sag mir, …", "Zeig uns, …": the short imperative the lexicon lacks, first before a pronoun.
    if (index === 0 && isImperative(token) && AFTER_FIRST_VERB.test(main[1]?.text ?? ""))
      for (const lemma of infinitiveLemmas(word(`${token.text.toLowerCase()}en`)))
        lemmas.push(lemma, `${particle}${lemma}`);
    lemmas.push(...nonFiniteLemmas(token));
    // "versuchte herauszufinden, wer …": particle + "zu" + infinitive, also where the lexicon lacks it.
    for (const reading of readingsOf(token.text))
      if (reading.partOfSpeech === "verb" && reading.form === "zuInfinitive") lemmas.push(reading.lemma);
    const fused = /^(\p{Ll}{2,}?)zu(\p{Ll}{3,}en)$/u.exec(token.text);
    if (fused) lemmas.push(`${fused[1]}${fused[2]}`);
  });
  return lemmas;
}

/**
 * "wie man das macht", "wie er es gelernt hat": "wie" + a subject names a manner; "wie stark er war",
 * "wie sehr", "wie viele" a degree.
 */
function mannerAfterWie(second: readonly Token[]): boolean {
  const next = second[1];
  if (second[0]?.text.toLowerCase() !== "wie" || next === undefined) return false;
  return SUBJECT_PRONOUNS.has(next.text) || next.text === "Sie" || DETERMINER_START.test(next.text);
}

const DETERMINER_START = /^(?:der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|unser|unsere|Ihr|Ihre)$/;

/**
 * True when the main clause asks for the answer of the w-clause (`opener`: the w-word; `manner`:
 * "wie" + a subject, the manner shown).
 */
function asksQuestion(main: readonly Token[], end: string, opener = "", manner = false): boolean {
  // "Bitte tragen Sie die Zahlen so ein, wie sie auf der Rechnung stehen": a "so" of the main
  // clause that no "wie" or "als" of its own follows ("so schnell wie möglich") makes the wie clause
  // the other half of a comparison, whatever the verb.
  if (/^wie$/i.test(opener) && correlativeManner(main)) return false;
  const lemmas = mainVerbLemmas(main);
  // "Bitte geben Sie uns Bescheid, wann …": "Bescheid geben/sagen" tells.
  if (noticeGiven(main, lemmas)) lemmas.push("mitteilen");
  if (lemmas.some((lemma) => ASKING_VERBS.has(lemma))) return true;
  // "Er erklärte es so, wie er es gelernt hatte": "so" makes the wie clause a comparison.
  const compares = main.some((token) => /^(?:so|ebenso|genauso|solch)$/i.test(token.text));
  if (TOPIC_WORDS.test(opener) && !compares && lemmas.some((lemma) => EXPLAINING_VERBS.has(lemma)))
    return true;
  // "Sie zeigte ihm, wie man das macht." -> "Sie zeigte ihm:" / "Wie macht man das?"; not a degree.
  if (manner && !compares && lemmas.includes("zeigen")) return true;
  if (!tellingLemmas(main, lemmas).some((lemma) => TELLING_VERBS.has(lemma))) return false;
  const first = main[0];
  const request =
    /^bitte$/i.test(first?.text ?? "") ||
    (first !== undefined && finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0) ||
    (isImperative(first) && AFTER_FIRST_VERB.test(main[1]?.text ?? "")) ||
    main.some((token) =>
      finiteReadings(token).some(
        (reading) => REQUEST_MODALS.has(reading.lemma) && reading.tense === "praesens",
      ),
    );
  const negated = main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  return request || negated || end.includes("?");
}

/** A "so", "ebenso" or "genauso" after the clause's first word, with no "wie" or "als" after it in the clause. */
function correlativeManner(main: readonly Token[]): boolean {
  const at = main.findIndex((token, index) => index > 0 && /^(?:so|ebenso|genauso)$/i.test(token.text));
  return at > 0 && !main.slice(at + 1).some((token) => /^(?:wie|als)$/i.test(token.text));
}

/**
 * The lemmas of telling: "melden" only without a reflexive pronoun ("Bitte melden Sie uns, wann …";
 * "Bitte melden Sie sich, wann …" asks the reader to get in touch).
 */
function tellingLemmas(main: readonly Token[], lemmas: readonly string[]): readonly string[] {
  const reflexive = main.some((token) => /^(?:sich|mich|dich)$/i.test(token.text));
  return reflexive ? lemmas.filter((lemma) => !lemma.endsWith("melden")) : lemmas;
}

/** "Bescheid geben", "Bescheid sagen" at the end of the main clause. */
function noticeGiven(main: readonly Token[], lemmas: readonly string[]): boolean {
  return main.at(-1)?.text === "Bescheid" && (lemmas.includes("geben") || lemmas.includes("sagen"));
}

/** A preposition that may open a question phrase: "seit wann", "mit wem", also "bis wann", "ab wann". */
function questionPreposition(token: Token | undefined): boolean {
  const head = token?.text.toLowerCase() ?? "";
  return PREPOSITIONS.has(head) || head === "bis" || head === "ab";
}

/** Words after a preposition that make a question phrase: "seit wann", "von wem", "für wen". */
const AFTER_PREPOSITION = /^(?:wann|wem|wen)$/;

/**
 * Length of the question phrase at the start: "wann", "wie hoch", "wie viel Geld", "welche
 * Unterlagen"; after a preposition "bis wann", "mit wem", "in welchem Zeitraum".
 */
function questionPhraseLength(tokens: readonly Token[]): number | undefined {
  const length = phraseLength(tokens);
  return length !== undefined && concessive(tokens, length) ? undefined : length;
}

/** Words after "immer" that make it a plain adverb: "warum immer mehr Menschen …", "wie immer noch". */
const AFTER_PLAIN_IMMER = /^(?:mehr|weniger|noch|wieder|öfter|schon|nur)$/;

/**
 * "wann immer", "wer auch immer", "was auch immer" (the w-phrase ends before `at`): whenever,
 * whoever, whatever, no question and no "jemand". Not "warum immer mehr Menschen …", "wer immer
 * noch …" or "warum immer größere Teile …".
 */
export function concessive(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at]?.text.toLowerCase();
  if (next === "auch" && tokens[at + 1]?.text.toLowerCase() === "immer") return true;
  const after = tokens[at + 1];
  return (
    next === "immer" &&
    !AFTER_PLAIN_IMMER.test(after?.text ?? "") &&
    !(after !== undefined && isComparative(after))
  );
}

function phraseLength(tokens: readonly Token[]): number | undefined {
  if (questionPreposition(tokens[0])) {
    const next = tokens[1]?.text ?? "";
    if (AFTER_PREPOSITION.test(next)) return 2;
    if (!/^welche[rsmn]?$/.test(next)) return undefined;
    const phrase = phraseLength(tokens.slice(1));
    return phrase === undefined ? undefined : phrase + 1;
  }
  return plainQuestionPhraseLength(tokens);
}

function plainQuestionPhraseLength(tokens: readonly Token[]): number | undefined {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  const second = tokens[1];
  if (/^welche[rsmn]?$/.test(first)) {
    for (let index = 1; index <= 3 && index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token === undefined) return undefined;
      if (isCapitalised(token.text) && nounReadings(token).length > 0) return index + 1;
      if (!readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective")) return undefined;
    }
    return undefined;
  }
  if (!QUESTION_WORDS.has(first)) return undefined;
  // "wie lange": "lange" may also read as a verb form ("ich lange"); the degree words count first.
  const degree = /^(?:lange|oft|viel|viele|sehr|wenig|wenige)$/.test(second?.text ?? "");
  if (
    first === "wie" &&
    second !== undefined &&
    !isCapitalised(second.text) &&
    (degree || finiteReadings(second).length === 0)
  ) {
    const adjective = readingsOf(second.text).some((reading) => reading.partOfSpeech === "adjective");
    if (/^(?:viel|viele|wenig|wenige)$/.test(second.text) && nounReadings(tokens[2]).length > 0) return 3;
    if (adjective || /^(?:lange|oft|viel|viele|sehr)$/.test(second.text)) return 2;
  }
  return 1;
}

/**
 * "main, w-clause" with the w-clause verb-final -> [main + ":", question + "?"], or undefined when
 * unsure: the main clause must ask for the answer (see asksQuestion), the w-word must not be
 * followed by a finite verb (then it is a direct question) and the clause must be a single one.
 */
export function splitIndirectQuestion(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  const leading = leadingQuestion(main, second, end);
  if (leading !== undefined) return leading;
  // "Sagen Sie uns bitte, was Sie brauchen!": a request may end in "!"; its colon takes that place.
  const opener = main[0] === undefined ? undefined : verbFirstLowered(main[0], 0, main);
  const request =
    /^bitte$/i.test(main[0]?.text ?? "") ||
    (AFTER_FIRST_VERB.test(main[1]?.text ?? "") &&
      (isImperative(opener) ||
        finiteReadings(opener).some((reading) => reading.person === 2 || reading.number === "plural")));
  // "Es ist noch unklar, wer …", "Die Höhe hängt davon ab, wie viel …": the clause is an open question.
  const open = openQuestionFrame(main) && !commentWie(second);
  if (
    (end.includes("!") && !request) ||
    !(open || asksQuestion(main, end, second[0]?.text, mannerAfterWie(second)))
  )
    return undefined;
  // "als das, was ihr gelesen habt", "den Ort, wo …": a word before the comma the clause refers to.
  const last = main.at(-1);
  // A noun is capitalised ("sagen" is no "Sagen").
  if (
    last === undefined ||
    ANTECEDENT_WORDS.test(last.text) ||
    (isCapitalised(last.text) && nounReadings(last).length > 0 && !noticeGiven(main, mainVerbLemmas(main)))
  )
    return undefined;
  const questions = directQuestions(second);
  return questions === undefined ? undefined : [{ tokens: [...main], end: ":" }, ...questions];
}

/**
 * A w-clause as direct questions: "wann Sie umziehen" -> "Wann ziehen Sie um?"; "woher ich komme
 * und wohin ich gehe" -> two questions, the second after "Und". Undefined when unsure.
 */
export function directQuestions(second: readonly Token[]): Clause[] | undefined {
  const join = second.findIndex(
    (token, index) =>
      index > 1 && token.text === "und" && questionPhraseLength(second.slice(index + 1)) !== undefined,
  );
  if (join > 0) {
    const first = directQuestion(second.slice(0, join));
    const other = directQuestion(second.slice(join + 1));
    if (first === undefined || other === undefined) return undefined;
    return [
      { tokens: first, end: "?" },
      { tokens: [word("Und"), ...lowerFirst(other)], end: "?" },
    ];
  }
  const question = directQuestion(second);
  return question === undefined ? undefined : [{ tokens: question, end: "?" }];
}

/**
 * A verb-final w-clause in question order: "wann Sie umziehen" -> "wann ziehen Sie um", "welche
 * Unterlagen fehlen" stays. Undefined when it is no single verb-final clause.
 */
function directQuestion(second: readonly Token[]): Token[] | undefined {
  const length = questionPhraseLength(second);
  if (length === undefined) return undefined;
  const phrase = second.slice(0, length);
  const rest = second.slice(length);
  // "welche Unterlagen fehlen", "wer kommt": the verb right after the phrase ends the clause.
  if (rest.length === 1 && finiteReadings(rest[0]).length > 0)
    return [...phrase, { ...(rest[0] as Token), space: true }];
  // "was hilft ihm das": a finite verb right after the w-word is a direct question.
  if (finiteReadings(rest[0]).length > 0 && !isNonFiniteVerb(rest[0])) return undefined;
  const sub = readVerbFinal(rest);
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  const tail = sub.particle ? [sub.particle, ...sub.nonFinite] : sub.nonFinite;
  return [...phrase, sub.finite, ...sub.middle, ...tail];
}

/** "Wohin" -> "wohin" after "Und". */
function lowerFirst(tokens: readonly Token[]): Token[] {
  const [first, ...rest] = tokens;
  return first === undefined ? [] : [{ ...first, text: first.text.toLowerCase(), space: true }, ...rest];
}

/**
 * The w-clause first, the main clause after it with its verb first: "Wie viele Dialekte es gibt,
 * kann man nicht genau sagen." -> "Man kann nicht genau sagen:" / "Wie viele Dialekte gibt es?";
 * "Wer dich berührt hat, fragst du?" -> "Du fragst:" / "Wer hat dich berührt?". The main clause is
 * put in subject-first order (a subject that agrees right after the verb) and split as above.
 */
export function leadingQuestion(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  const whether = /^ob$/i.test(first[0]?.text ?? "");
  // "Seit wann er hier wohnt, …": a preposition may open the question phrase.
  const opener = questionPreposition(first[0]) ? first[1] : first[0];
  if (!whether && (questionPhraseLength(first) === undefined || !/^w/i.test(opener?.text ?? "")))
    return undefined;
  const verb = second[0];
  // "wissen wir": also a form that may be an infinitive, when a subject after it agrees.
  if (verb === undefined || finiteReadings(verb).length === 0) return undefined;
  const subject = subjectAt(second, 1, false);
  if (subject === undefined || !agrees(finiteReadings(verb), subject.agreements))
    return questionAsSubject(first, second, end, whether);
  const [lead, ...others] = second.slice(1, subject.end);
  if (lead === undefined) return undefined;
  const main = [
    { ...lead, text: lead.text.charAt(0).toUpperCase() + lead.text.slice(1) },
    ...others,
    { ...verb, space: true },
    ...second.slice(subject.end),
  ];
  const question = [
    { ...(first[0] as Token), text: (first[0] as Token).text.toLowerCase() },
    ...first.slice(1),
  ];
  // "Ob Sie Anspruch haben, prüfen wir." -> "Wir prüfen:" / "Haben Sie Anspruch?"
  if (whether) {
    if (!asksQuestion(main, end)) return undefined;
    const sub = readVerbFinal(question.slice(1));
    if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
    return [
      { tokens: main, end: ":" },
      { tokens: questionOrder(sub), end: "?" },
    ];
  }
  return splitIndirectQuestion(main, question, end);
}

/**
 * The w- or ob-clause as the subject of a main clause that says it is open: the question first,
 * then the main clause with "Das": "Ob Sie Anspruch haben, hängt von Ihrem Einkommen ab." -> "Haben
 * Sie Anspruch?" / "Das hängt von Ihrem Einkommen ab."; "Wer die Kosten trägt, ist noch unklar." ->
 * "Wer trägt die Kosten?" / "Das ist noch unklar." (see openQuestionFrame; an ob-clause is a
 * question before any main verb in the third person singular). A "was" or "wer" clause may name
 * a thing or a person ("Was Sie schreiben, ist unklar": hard to understand), so after a state only
 * with "noch".
 */
function questionAsSubject(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  whether: boolean,
): Clause[] | undefined {
  const verb = second[0];
  if (end.includes("?") || verb === undefined) return undefined;
  const third = finiteReadings(verb).some(
    (reading) =>
      reading.person === 3 &&
      reading.number === "singular" &&
      (reading.tense === "praesens" || reading.tense === "praeteritum"),
  );
  // "Ob er kommt, weiß ich nicht" keeps its subject (leadingQuestion); another subject pronoun here is unsure.
  if (!third || second.slice(1).some((token) => SUBJECT_PRONOUNS.has(token.text) || token.text === "Sie"))
    return undefined;
  const question = [
    { ...(first[0] as Token), text: (first[0] as Token).text.toLowerCase() },
    ...first.slice(1),
  ];
  let questions: Clause[] | undefined;
  if (whether) {
    const sub = readVerbFinal(question.slice(1));
    if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
    questions = [{ tokens: questionOrder(sub), end: "?" }];
  } else {
    if (!openQuestionFrame(second, true)) return undefined;
    // "Wer zuhört, ist offen für Neues", "Wer nicht arbeitet, ist nicht sicher": a wer or was
    // clause names whoever or whatever; after a state only "noch" makes it sure ("ist noch offen").
    const lemmas = mainVerbLemmas(second);
    const still = second.some((token) => /^noch$/i.test(token.text));
    if (
      /^(?:was|wer|wen|wem)$/i.test(question[0]?.text ?? "") &&
      !still &&
      !lemmas.includes("abhängen") &&
      !lemmas.includes("feststehen")
    )
      return undefined;
    questions = directQuestions(question);
  }
  if (questions === undefined) return undefined;
  return [...questions, { tokens: [word("Das"), { ...verb, space: true }, ...second.slice(1)], end }];
}
