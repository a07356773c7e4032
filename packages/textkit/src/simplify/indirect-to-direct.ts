// Reported speech without "dass" -> a colon and the indicative: "Der Arzt sagte, die Frau sei
// krank." -> "Der Arzt sagte: Die Frau ist krank."; "Das Amt teilte mit, Ihr Antrag sei
// unvollständig." -> "Das Amt teilte mit: Ihr Antrag ist unvollständig." The clause splitter then
// puts the reported clause on its own line (the dass-clauses are handled in split-subordinate.ts).

import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import { agrees, isComma, subjectAt } from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { punct, type Token } from "./tokens.ts";
import { type Agreement, COORDINATORS, SUBORDINATORS } from "./word-classes.ts";

/** Verbs of saying whose comma + main clause is reported speech. */
const SAYING: ReadonlySet<string> = new Set([
  ...VERBS_OF_SAYING,
  "betonen",
  "versichern",
  "melden",
  "ankündigen",
  "bestätigen",
  "angeben",
  "erwähnen",
  "warnen",
]);

/**
 * Verbs of thinking: their comma + main clause is reported only with a Konjunktiv verb ("Die Leute
 * glaubten, er hätte einen Dämon" -> "Die Leute glaubten: Er hat einen Dämon"); split apart,
 * "Er hat einen Dämon." would state the belief as a fact.
 */
const THINKING: ReadonlySet<string> = new Set(["glauben", "denken", "vermuten", "fürchten", "annehmen"]);

/**
 * A finite verb of saying (or of `verbs`), a separated one ("teilte … mit") or "hat … gesagt" in
 * the left part. A plural form that is also the infinitive counts right after its subject ("Sie
 * behaupten").
 */
function saysSomething(left: readonly Token[], verbs: ReadonlySet<string> = SAYING): boolean {
  const last = left.at(-1);
  const particle = last !== undefined && PARTICLES.has(last.text) ? last.text : "";
  let finite = left.filter((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token));
  if (finite.length === 0) {
    const subject = subjectAt(left, 0, false);
    const second = left[subject?.end ?? -1];
    if (subject !== undefined && second !== undefined && agrees(finiteReadings(second), subject.agreements))
      finite = [second];
  }
  if (finite.length !== 1) return false;
  const lemmas = finiteReadings(finite[0]).map((reading) => `${particle}${reading.lemma}`);
  if (lemmas.some((lemma) => verbs.has(lemma))) return true;
  const participle = pastParticipleLemmas(last);
  return participle.some((lemma) => verbs.has(lemma)) && finite[0] !== last;
}

/** The verb can only be read as a Konjunktiv ("hätte", "wäre", "gäbe"), never as an indicative. */
function onlyKonjunktiv(verb: Token): boolean {
  const readings = finiteReadings(verb);
  return readings.length > 0 && readings.every(konjunktiv);
}

function konjunktiv(reading: FiniteVerbInfo): boolean {
  return reading.tense === "konjunktiv1" || reading.tense === "konjunktiv2";
}

/**
 * The indicative of a reported verb when its readings for the subject are Konjunktiv only
 * ("sei" -> "ist", "habe" with "er" -> "hat", "hätten" -> "haben"); the form itself when it is
 * already indicative ("kommt") or "würde" (konjunktiv-to-indicative.ts rewrites it later);
 * undefined for an unknown form.
 */
function indicativeOf(verb: Token, readings: readonly FiniteVerbInfo[]): string | undefined {
  if (readings.some((reading) => reading.tense === "praesens" || reading.tense === "praeteritum"))
    return verb.text;
  const [reading] = readings;
  if (reading === undefined) return undefined;
  // "er würde kommen": konjunktiv-to-indicative.ts rewrites the reported clause later;
  // "das Wetter werde besser" (Konjunktiv I) -> "wird".
  if (reading.lemma === "werden" && reading.tense === "konjunktiv2") return verb.text;
  const form = finiteFormOf(reading.lemma, "praesens", reading.person, reading.number);
  if (form === undefined) return undefined;
  const [main = form, particle] = form.split(" ");
  if (particle === undefined) return main.replace("ß", "ss");
  // "komme … an": the particle already stands at the end of the reported clause.
  return reading.particle === undefined ? undefined : main;
}

const POSSESSIVE = /^(?:ihre?|seine?|meine?|deine?|unsere?|eure?)$/i;

/** "ihr Sohn sei krank": a possessive + noun before the verb (subjectAt reads "ihr" as "you"). */
function possessiveSubject(right: readonly Token[]): { end: number; agreements: Agreement[] } | undefined {
  const [determiner, noun, verb] = right;
  if (determiner === undefined || noun === undefined || !POSSESSIVE.test(determiner.text)) return undefined;
  if (!/^\p{Lu}/u.test(noun.text) || !isFiniteVerbToken(verb)) return undefined;
  const numbers = new Set(
    nounReadings(noun)
      .filter((reading) => reading.cases.includes("nom"))
      .map((reading) => reading.number),
  );
  if (numbers.size !== 1) return undefined;
  const [number = "singular"] = [...numbers];
  return { end: 2, agreements: [{ person: 3, number }] };
}

/**
 * "LEFT, SUBJECT VERB …" with a verb of saying in the left part and a verb-second main clause on
 * the right -> "LEFT: SUBJECT VERB(indicative) …". No other punctuation but one colon of the
 * reported clause, one finite verb on each side; more reported clauses may follow after ", und"
 * ("Er sagte, er komme morgen, und er bringe das Brot mit." -> "Er sagte: Er kommt morgen, und er
 * bringt das Brot mit."), each with a verb that can only be a Konjunktiv, which keeps it reported.
 * Returns undefined when unsure.
 */
export function indirectToDirect(tokens: readonly Token[], formal: boolean): Token[] | undefined {
  const commas = tokens.flatMap((token, index) => (isComma(token) ? [index] : []));
  // Only the one comma; the dots of a date ("seit dem 1. Mai") are fine.
  const dateDot = (index: number) => tokens[index]?.text === "." && tokens[index - 1]?.kind === "n";
  const comma = commas[0] ?? 0;
  // "Er sagte, er wolle dir etwas zeigen: ein neues Auto.": the reported clause's own colon and what
  // it announces stay after it ("Er sagte: Er will dir etwas zeigen: ein neues Auto."); left as it
  // was, the split made "Er hat gesagt." of the frame, without what he said.
  const colons = tokens.flatMap((token, index) => (token.kind === "p" && token.text === ":" ? [index] : []));
  const colon = colons.length === 1 && (colons[0] ?? 0) > comma + 2 ? (colons[0] ?? 0) : tokens.length;
  if (
    commas.length === 0 ||
    commas.some((index) => index > colon) ||
    tokens.some((token, index) => token.kind === "p" && !isComma(token) && !dateDot(index) && index !== colon)
  )
    return undefined;
  const left = tokens.slice(0, comma);
  const announced = tokens.slice(colon);
  const opener = left[0]?.text.toLowerCase() ?? "";
  if (left.length < 2 || SUBORDINATORS.has(opener) || COORDINATORS.has(opener)) return undefined;
  const thinking = !saysSomething(left) && saysSomething(left, THINKING);
  if (!thinking && !saysSomething(left)) return undefined;
  // "Ich glaube, er kommt": with nothing but subject and verb before the comma the clause after
  // it is what is thought, also in the indicative ("Glaubt an Gott, er hilft euch" is not).
  const bare = subjectAt(left, 0, formal)?.end === left.length - 1;
  const bounds = [...commas, colon];
  const out: Token[] = [...left, punct(":")];
  for (let part = 0; part + 1 < bounds.length; part += 1) {
    const from = (bounds[part] ?? 0) + 1;
    const clause = tokens.slice(from, bounds[part + 1]);
    if (part === 0) {
      const reported = reportedToIndicative(
        clause,
        formal,
        (verb) => !thinking || onlyKonjunktiv(verb) || bare,
      );
      if (reported === undefined) return undefined;
      const head = reported[0] as Token;
      reported[0] = { ...head, text: head.text.charAt(0).toUpperCase() + head.text.slice(1) };
      out.push(...reported);
      continue;
    }
    // ", und er bringe …": a further reported clause; a verb that may be indicative ("und ich
    // freute mich") may be the narrator's own clause.
    const [joiner, ...rest] = clause;
    if (joiner === undefined || !/^(?:und|aber|oder)$/.test(joiner.text)) return undefined;
    const reported = reportedToIndicative(rest, formal, (_, readings) => readings.every(konjunktiv));
    if (reported === undefined) return undefined;
    out.push(tokens[from - 1] as Token, joiner, ...reported);
  }
  return [...out, ...announced];
}

/**
 * A reported verb-second clause ("er sei krank und komme morgen nicht") with its finite verbs in
 * the indicative; undefined when unsure or when `accepts` refuses its first verb.
 */
function reportedToIndicative(
  right: readonly Token[],
  formal: boolean,
  accepts: (verb: Token, readings: readonly FiniteVerbInfo[]) => boolean,
): Token[] | undefined {
  const first = right[0]?.text.toLowerCase() ?? "";
  if (SUBORDINATORS.has(first) || COORDINATORS.has(first) || first === "was" || first === "wie")
    return undefined;
  // "das gehe nicht": a demonstrative right before its verb is the subject.
  const subject =
    /^(?:das|dies)$/i.test(right[0]?.text ?? "") && isFiniteVerbToken(right[1])
      ? { end: 1, agreements: [{ person: 3, number: "singular" } as const] }
      : (possessiveSubject(right) ?? subjectAt(right, 0, formal));
  const verb = right[subject?.end ?? -1];
  if (subject === undefined || verb === undefined) return undefined;
  // In a text to the reader "sie sind" would become "Sie sind" after the colon: they or you? Unsure.
  // The same for "ihr Sohn" -> "Ihr Sohn".
  if (formal && /^ihre?[mnrs]?$/.test(right[0]?.text ?? "")) return undefined;
  if (
    formal &&
    right[0]?.text === "sie" &&
    finiteReadings(verb).some((reading) => reading.number === "plural")
  )
    return undefined;
  const readings = finiteReadings(verb).filter((reading) =>
    subject.agreements.some(
      (agreement) => agreement.person === reading.person && agreement.number === reading.number,
    ),
  );
  if (!agrees(readings, subject.agreements) || !accepts(verb, readings)) return undefined;
  const form = indicativeOf(verb, readings);
  if (form === undefined) return undefined;
  const reported = right.map((token, index) => (index === subject.end ? { ...token, text: form } : token));
  // "er sei krank und komme morgen nicht": a second verb after "und" with the same subject.
  for (let index = subject.end + 1; index < right.length; index += 1) {
    const token = right[index];
    if (token === undefined || !isFiniteVerbToken(token) || isNonFiniteVerb(token)) continue;
    const second = finiteReadings(token).filter((reading) =>
      subject.agreements.some(
        (agreement) => agreement.person === reading.person && agreement.number === reading.number,
      ),
    );
    const secondForm =
      right[index - 1]?.text === "und" && second.length > 0 ? indicativeOf(token, second) : undefined;
    if (secondForm === undefined) return undefined;
    reported[index] = { ...token, text: secondForm };
  }
  return reported;
}
