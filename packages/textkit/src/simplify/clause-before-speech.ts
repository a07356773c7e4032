// A time clause put between a verb of saying and its colon goes first: "Der Lehrer sagte, als er in
// die Klasse kam: Guten Morgen!" -> "Als der Lehrer in die Klasse kam, sagte er: Guten Morgen!",
// which the split turns into "Der Lehrer ist in die Klasse gekommen." / "Da hat er gesagt: Guten
// Morgen!". Split where it stood, the colon went with the inserted clause: "Der Lehrer hat gesagt."
// / "Da ist er in die Klasse gekommen: Guten Morgen!" (what he said lost, the greeting his coming's).

import { VERBS_BEFORE_QUOTED_WORDS } from "../language/verbs-of-saying.ts";
import { type Clause, LEADING_CONJUNCTIONS, mainClauseSubject } from "./clause-tools.ts";
import { isFiniteVerbToken, nounReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { capitaliseFirst, isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, FUNCTION_WORDS } from "./word-classes.ts";

/**
 * Subordinators of a clause that says when the words were said, and whose clause the split puts
 * before the main clause anyway ("Als …, sagte er:" -> "… gekommen." / "Da hat er gesagt:"). Not
 * "bevor" (the split puts its clause last: "Zuerst hat er gesagt." / "Danach ist er gegangen:"),
 * nor "wenn", which the split reads as a condition ("Er sagte immer, wenn er kam: Hallo!" would
 * become "Vielleicht ist er gekommen.").
 */
const TIME_OPENERS = /^(?:als|während|nachdem|sobald)$/;

/** Third-person pronouns and what they may stand for (gender or plural). */
const PRONOUN_REFERENTS: Readonly<Record<string, readonly string[]>> = {
  er: ["m"],
  sie: ["f", "pl"],
  es: ["n"],
};

/** Pronouns in the main clause that may be what the inserted clause's pronoun stands for. */
const OTHER_REFERENTS: Readonly<Record<string, readonly string[]>> = {
  ihn: ["m"],
  ihm: ["m", "n"],
  ihr: ["f"],
  ihnen: ["pl"],
  sie: ["f", "pl"],
  es: ["n"],
};

/** What a noun phrase's head can be referred to by: its genders or "pl"; a name may be "m" or "f". */
function referents(head: Token | undefined): string[] {
  if (head === undefined || !isCapitalised(head.text) || FUNCTION_WORDS.has(head.text.toLowerCase()))
    return [];
  const readings = nounReadings(head);
  if (readings.length === 0) return ["m", "f"];
  return readings.map((reading) => (reading.number === "plural" ? "pl" : (reading.gender ?? "")));
}

/**
 * "als er …" after "Der Lehrer sagte": the pronoun stands for the speaker when nothing else in the
 * main clause could be meant ("Der Lehrer sagte zu dem Schüler, als er …" stays open), so the two
 * swap places and the noun comes first: "Als der Lehrer …, sagte er". Undefined when unsure.
 */
function swapped(
  subject: readonly Token[],
  rest: readonly Token[],
  inserted: readonly Token[],
): { subject: Token[]; inserted: Token[] } | undefined {
  const pronoun = inserted[1];
  const meant = PRONOUN_REFERENTS[pronoun?.text ?? ""];
  if (pronoun === undefined || meant === undefined || subject.length === 0) return undefined;
  if (!referents(subject.at(-1)).some((referent) => meant.includes(referent))) return undefined;
  const rival = rest.some(
    (token) =>
      referents(token).some((referent) => meant.includes(referent)) ||
      (OTHER_REFERENTS[token.text] ?? []).some((referent) => meant.includes(referent)),
  );
  if (rival) return undefined;
  const noun = subject.map((token, index) =>
    index === 0 && DETERMINERS.has(token.text.toLowerCase())
      ? { ...token, text: token.text.toLowerCase() }
      : token,
  );
  return {
    subject: [{ ...pronoun, space: true }],
    inserted: [
      inserted[0] as Token,
      ...noun.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      ...inserted.slice(2),
    ],
  };
}

/**
 * "Der Lehrer sagte, als er in die Klasse kam: …" -> "Als der Lehrer in die Klasse kam, sagte er: …".
 * Only a main clause that opens with its subject and a verb of saying (or "hat … gesagt"), one time
 * clause after its comma, and the colon right after it. Undefined otherwise.
 */
export function clauseBeforeSpeech(clause: Clause, formal: boolean): Clause | undefined {
  const inner = clause.tokens.findIndex((token) => token.kind === "p" && token.text === ":");
  const colon = inner >= 0 ? inner : clause.end === ":" ? clause.tokens.length : -1;
  if (colon < 0) return undefined;
  const frame = clause.tokens.slice(0, colon);
  const commas = frame.flatMap((token, index) => (token.text === "," ? [index] : []));
  const comma = commas[0];
  if (comma === undefined || commas.length !== 1) return undefined;
  const main = frame.slice(0, comma);
  const inserted = frame.slice(comma + 1);
  const opener = inserted[0]?.text ?? "";
  const finite = inserted.at(-1);
  if (!TIME_OPENERS.test(opener) || inserted.length < 3 || !isFiniteVerbToken(finite)) return undefined;
  const subject = mainClauseSubject(main, formal);
  const lead = LEADING_CONJUNCTIONS.has(main[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  if (subject === undefined || subject.start !== lead || subject.verb !== subject.end) return undefined;
  const verb = main[subject.verb] as Token;
  const says =
    subject.readings.some((reading) => VERBS_BEFORE_QUOTED_WORDS.has(reading.lemma)) ||
    pastParticipleLemmas(main.at(-1)).some((lemma) => VERBS_BEFORE_QUOTED_WORDS.has(lemma));
  if (!says) return undefined;
  const named = main.slice(subject.start, subject.end);
  const rest = main.slice(subject.verb + 1);
  const swap = swapped(named, rest, inserted);
  const lowered = named.map((token, index) =>
    index === 0 && DETERMINERS.has(token.text.toLowerCase())
      ? { ...token, text: token.text.toLowerCase() }
      : token,
  );
  const time = swap?.inserted ?? inserted;
  const first = time[0] as Token;
  // "Und der Lehrer sagte, als …" -> "Und als der Lehrer …": the conjunction stays in front.
  const opening =
    lead === 1
      ? [main[0] as Token, { ...first, space: true }]
      : [{ ...first, text: capitaliseFirst(first.text), space: main[0]?.space ?? false }];
  return {
    ...clause,
    tokens: [
      ...opening,
      ...time.slice(1),
      frame[comma] as Token,
      { ...verb, space: true },
      ...(swap?.subject ?? lowered).map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      ...rest,
      ...clause.tokens.slice(colon),
    ],
  };
}
