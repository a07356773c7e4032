// A purpose after a verb of choosing or appointing is the task of the one chosen, not a wish of
// the one who chose: "Gott hat dich erwählt, um sein Volk zu sein." -> "Gott hat dich erwählt." /
// "Du sollst sein Volk sein." (was "Gott wollte sein Volk sein.").
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { finiteReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";
import { ACCUSATIVE_AS_SUBJECT, COMMON_CONTRACTIONS, DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** Verbs whose object is chosen for a task or role ("Er berief ihn, um …": he is to do it). */
const APPOINTING = new Set([
  "erwählen",
  "auserwählen",
  "berufen",
  "bestimmen",
  "ernennen",
  "salben",
  "beauftragen",
]);

/** The clause's verb (finite or participle) is one of choosing or appointing. */
export function appoints(main: readonly Token[]): boolean {
  return main.some(
    (token) =>
      finiteReadings(token).some((reading) => APPOINTING.has(reading.lemma)) ||
      pastParticipleLemmas(token).some((lemma) => APPOINTING.has(lemma)),
  );
}

/** The personal pronouns of each object pronoun's person ("dich": "dir", "dich"). */
const SAME_PERSON: ReadonlyMap<string, RegExp> = new Map([
  ["mich", /^(?:mir|mich)$/i],
  ["dich", /^(?:dir|dich)$/i],
  ["ihn", /^(?:ihm|ihn)$/i],
  ["uns", /^uns$/i],
  ["euch", /^euch$/i],
]);

/** The possessives of each first or second person object pronoun ("dich": "deine", "deinen" …). */
const POSSESSIVES: ReadonlyMap<string, RegExp> = new Map([
  ["mich", /^mein(?:e[rsnm]?)?$/i],
  ["dich", /^dein(?:e[rsnm]?)?$/i],
  ["uns", /^unser(?:e[rsnm]?)?$/i],
  ["euch", /^(?:euer|eur)(?:e[rsnm]?)?$/i],
]);

/**
 * The purpose `action` holds a personal pronoun of the person of an object pronoun of the main
 * clause: the one chosen is the one the purpose is for, so it is the chooser's wish ("Gott hat dich
 * erwählt, um dir zu helfen": "Du sollst dir helfen" would give the task to the wrong one).
 */
export function namesTheChosen(main: readonly Token[], action: readonly Token[]): boolean {
  return main.some((token) => {
    const same = SAME_PERSON.get(token.text.toLowerCase());
    return same !== undefined && action.some((other) => same.test(other.text));
  });
}

/**
 * The purpose `action` (without "um"/"zu") as the task of the main clause's one object pronoun
 * (mich, dich, ihn, uns, euch) with "soll" ("Gott hat dich erwählt" -> "Du sollst …"). Undefined
 * when unsure: no such pronoun or more than one, one after a preposition ("für uns"), a reflexive
 * one ("Wir haben uns …"), "uns"/"euch" before a noun phrase that may be the object ("uns einen
 * Boten"), "sich" or a possessive of the one chosen in the purpose ("deine"), or a negation in
 * the main clause.
 */
export function appointedTask(main: readonly Token[], action: readonly Token[]): Token[] | undefined {
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const objects = main.filter((token) => ACCUSATIVE_AS_SUBJECT.has(token.text.toLowerCase()));
  const [object] = objects;
  if (object === undefined || objects.length > 1) return undefined;
  const at = main.indexOf(object);
  if (PREPOSITIONS.has(main[at - 1]?.text.toLowerCase() ?? "")) return undefined;
  // "Er hat uns einen Boten bestimmt": "uns"/"euch" may be a dative beside a noun that is the object.
  const dative =
    /^(?:uns|euch)$/i.test(object.text) &&
    main
      .slice(at + 1)
      .some(
        (token, index) =>
          DETERMINERS.has(token.text.toLowerCase()) &&
          !PREPOSITIONS.has(main[at + index]?.text.toLowerCase() ?? "") &&
          !COMMON_CONTRACTIONS.test(main[at + index]?.text ?? ""),
      );
  if (dative) return undefined;
  const doer = ACCUSATIVE_AS_SUBJECT.get(object.text.toLowerCase());
  const verb = main.find((token) => token !== object && finiteReadings(token).length > 0);
  const readings = finiteReadings(verb);
  if (doer === undefined || readings.length === 0) return undefined;
  // "Wir haben uns dafür bestimmt": a first or second person pronoun that agrees with the verb may be reflexive.
  const reflexive =
    doer.person !== 3 &&
    readings.some((reading) => reading.person === doer.person && reading.number === doer.number);
  if (reflexive) return undefined;
  // "um sich ein Volk zu schaffen": "sich" may point back to the one who chose.
  if (action.some((token) => token.text === "sich")) return undefined;
  // "um deine Sünden zu vergeben": a possessive of the one chosen may be the chooser's deed as well.
  const possessive = POSSESSIVES.get(object.text.toLowerCase());
  if (possessive !== undefined && action.some((token) => possessive.test(token.text))) return undefined;
  // "soll" in any tense: the task holds ("Der König bestimmte ihn" came as "hat … bestimmt" anyway).
  const modal = finiteFormOf("sollen", "praesens", doer.person, doer.number);
  if (modal === undefined) return undefined;
  return [word(doer.text), word(modal), ...action];
}
