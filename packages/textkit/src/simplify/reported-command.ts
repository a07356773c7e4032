// A command or permission with a zu-infinitive ("Er befahl ihnen, ins Boot zu steigen.") -> the
// verb of commanding with a colon and what is to be done as a main clause with sollen/dürfen:
// "Er befahl ihnen:" / "Sie sollen ins Boot steigen."; without an object the order is for anyone:
// "Dann ordnete er an, ihm Brot zu geben." -> "Dann ordnete er an:" / "Man soll ihm Brot geben."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { Clause } from "./clause-tools.ts";
import { finiteReadings, pastParticipleLemmas, readingsOf } from "./lexicon-access.ts";
import { purposeAction, purposeSubject } from "./split-purpose.ts";
import { type Token, word } from "./tokens.ts";
import { ACCUSATIVE_AS_SUBJECT, type PronounAsSubject } from "./word-classes.ts";

/** Verbs of commanding or allowing, the modal of what they ask for and the case of their object. */
const COMMANDS: ReadonlyMap<string, { modal: "sollen" | "dürfen"; object: "dat" | "akk"; bare: boolean }> =
  new Map([
    ["befehlen", { modal: "sollen", object: "dat", bare: true }],
    ["gebieten", { modal: "sollen", object: "dat", bare: true }],
    ["anordnen", { modal: "sollen", object: "dat", bare: true }],
    ["auftragen", { modal: "sollen", object: "dat", bare: false }],
    ["bitten", { modal: "sollen", object: "akk", bare: false }],
    ["auffordern", { modal: "sollen", object: "akk", bare: false }],
    ["anweisen", { modal: "sollen", object: "akk", bare: false }],
    ["erlauben", { modal: "dürfen", object: "dat", bare: true }],
    ["gestatten", { modal: "dürfen", object: "dat", bare: true }],
  ]);

/** The modal of what a verb of commanding or allowing asks for ("bitten" -> "sollen"), or undefined. */
export function commandModal(lemma: string): "sollen" | "dürfen" | undefined {
  return COMMANDS.get(lemma)?.modal;
}

type Person = PronounAsSubject;

/** Object pronouns and the subject they become ("ihnen" -> "sie"; "sie" may be one or many: left out). */
const DATIVE: ReadonlyMap<string, Person> = new Map([
  ["mir", { text: "ich", person: 1, number: "singular" }],
  ["dir", { text: "du", person: 2, number: "singular" }],
  ["ihm", { text: "er", person: 3, number: "singular" }],
  ["ihr", { text: "sie", person: 3, number: "singular" }],
  ["uns", { text: "wir", person: 1, number: "plural" }],
  ["euch", { text: "ihr", person: 2, number: "plural" }],
  ["ihnen", { text: "sie", person: 3, number: "plural" }],
]);
const ANYONE: Person = { text: "man", person: 3, number: "singular" };

/** Segments that are clauses of their own ("um … zu", "und …"), not the infinitive of the command. */
const OWN_OPENER = /^(?:um|ohne|statt|anstatt|und|oder|aber|sondern|denn|dass|daß|weil|wenn)$/i;

/** Words before the verb that are no object ("Dann befahl er …", "Und er bat …"). */
const OPENERS = /^(?:und|aber|doch|dann|da|danach|darauf|daraufhin|nun|jetzt|so|deshalb|darum)$/i;

/**
 * `main` is the clause before the comma, `infinitive` the segment after it. Returns the main clause
 * with a colon and the command as a main clause, or undefined when unsure: the main clause must be
 * subject + verb of commanding (present, past or Perfekt; "ordnete … an") + at most one object
 * pronoun, nothing else; no negation there (in the infinitive it goes along: "Sie sollen niemandem
 * davon erzählen"); the infinitive clause a zu-infinitive (or two joined by "und") without a finite verb; "sich" only for a third-person doer; "sie" as an object (one or
 * many?) and "ihnen" in a text that says "Sie" to its reader ("Sie sollen …") stay whole.
 */
export function reportedCommand(
  main: readonly Token[],
  infinitive: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end !== "." && end !== "!") return undefined;
  if (OWN_OPENER.test(infinitive[0]?.text ?? "")) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const subject = purposeSubject(main, formal);
  if (subject === undefined || subject.imperative) return undefined;
  const command = commandOf(main, subject.readings);
  if (command === undefined) return undefined;
  const rest = main.filter(
    (token, index) =>
      !subject.tokens.includes(token) &&
      index !== command.verb &&
      index !== command.closing &&
      !(index < command.verb && OPENERS.test(token.text)),
  );
  // "Wir fordern Sie (hiermit) auf, … zu zahlen": an office demands it of its reader, who must.
  const demand = demandOfReader(main, rest, command.kind, formal);
  if (demand !== undefined) {
    const action = purposeAction(infinitive);
    // Not a ban ("…, die Wohnung nicht mehr zu betreten" is no "Sie müssen … nicht") and not a
    // demand made before ("Wir hatten Sie aufgefordert, …": done by now?).
    if (
      action === undefined ||
      infinitive.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) ||
      !main.some((token) => /^(?:fordern|fordere|fordert)$/.test(token.text))
    )
      return undefined;
    return [
      // "hiermit" says nothing ("Ich fordere Sie auf:"); "letztmalig", "erneut" stay.
      { tokens: main.filter((token) => token.text !== "hiermit"), end: ":" },
      { tokens: [word("Sie"), word("müssen"), ...action], end },
    ];
  }
  if (rest.length > 1 || rest.some((token) => token.kind !== "w")) return undefined;
  const pronoun = rest[0]?.text;
  const doer =
    pronoun === undefined
      ? command.kind.bare
        ? ANYONE
        : undefined
      : (command.kind.object === "dat" ? DATIVE : ACCUSATIVE_AS_SUBJECT).get(pronoun);
  if (doer === undefined || (formal && pronoun === "ihnen")) return undefined;
  // "Ich bitte dich, mir zu helfen" is a request to the reader ("Bitte hilf mir"), no report.
  if (doer.person === 2 && command.kind.modal === "sollen") return undefined;
  const action = purposeAction(infinitive);
  if (action === undefined) return undefined;
  if (doer.person !== 3 && action.some((token) => token.text === "sich")) return undefined;
  const modal = finiteFormOf(command.kind.modal, "praesens", doer.person, doer.number);
  if (modal === undefined) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: [word(doer.text), word(modal), ...action], end },
  ];
}

/**
 * "Wir fordern Sie hiermit letztmalig auf": "auffordern" with the polite "Sie" as its object and
 * "wir"/"ich" as its subject, in a text that addresses its reader; besides "Sie" only lower-case
 * adverbs the lexicon does not know as nouns or verbs ("hiermit", "letztmalig", "erneut").
 */
function demandOfReader(
  main: readonly Token[],
  rest: readonly Token[],
  kind: NonNullable<ReturnType<typeof COMMANDS.get>>,
  formal: boolean,
): true | undefined {
  if (!formal || kind !== COMMANDS.get("auffordern")) return undefined;
  if (!main.some((token) => /^(?:wir|ich)$/i.test(token.text))) return undefined;
  const sie = rest.filter((token) => token.text === "Sie");
  const others = rest.filter((token) => token.text !== "Sie");
  const adverb = (token: Token) =>
    token.kind === "w" &&
    /^\p{Ll}+$/u.test(token.text) &&
    finiteReadings(token).length === 0 &&
    !NEGATION_WORDS.has(token.text) &&
    readingsOf(token.text).every((reading) => reading.partOfSpeech === "adjective");
  return sie.length === 1 && others.every(adverb) ? true : undefined;
}

/**
 * The verb of commanding in the main clause: its finite verb ("befahl"), the finite verb with a
 * particle at the end ("ordnete … an", "forderte … auf") or a past participle at the end after
 * haben ("hat … erlaubt"). Index of the finite verb and of the closing particle or participle.
 */
function commandOf(
  main: readonly Token[],
  readings: readonly { lemma: string }[],
): { kind: NonNullable<ReturnType<typeof COMMANDS.get>>; verb: number; closing: number } | undefined {
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  const verb = main.findIndex((token) => finiteReadings(token).some((reading) => lemmas.has(reading.lemma)));
  if (verb < 0) return undefined;
  const last = main.at(-1);
  const closing = main.length - 1;
  if (closing > verb) {
    if (lemmas.has("haben")) {
      const participle = pastParticipleLemmas(last).find((lemma) => COMMANDS.has(lemma));
      const kind = participle === undefined ? undefined : COMMANDS.get(participle);
      return kind === undefined ? undefined : { kind, verb, closing };
    }
    for (const lemma of lemmas) {
      const kind = COMMANDS.get(`${last?.text}${lemma}`);
      if (kind !== undefined) return { kind, verb, closing };
    }
  }
  for (const lemma of lemmas) {
    const kind = COMMANDS.get(lemma);
    if (kind !== undefined) return { kind, verb, closing: -1 };
  }
  return undefined;
}
