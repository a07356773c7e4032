// A main clause with a modal verb whose infinitive comes only after a comma-bound insertion:
// "Sie können bis zum Ablauf des Monats, der auf den Zugang folgt, Einwände mitteilen."

import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { LIST_COMMA } from "./list-in-subordinate.ts";
import { isCapitalised, type Token } from "./tokens.ts";

/** Modal verbs (lemmas) that take a bare infinitive. */
export const MODALS: ReadonlySet<string> = new Set(["können", "müssen", "sollen", "wollen", "dürfen"]);

/**
 * The host segment holds a finite modal verb and no infinitive after it, and `segment` ends in a
 * bare infinitive with no other verb: the segment is the rest of the host's clause ("…, Einwände
 * mitteilen"), not a main clause of its own ("Einwände mitteilen" reads like "subject + verb").
 */
export function completesOpenModal(host: readonly Token[], segment: readonly Token[]): boolean {
  const modalAt = host.findIndex((token) =>
    finiteReadings(token).some((reading) => MODALS.has(reading.lemma)),
  );
  if (modalAt < 0) return false;
  if (host.slice(modalAt + 1).some((token) => token.kind === "w" && isInfinitive(token))) return false;
  const words = segment.filter((token) => token.kind === "w");
  const last = words.at(-1);
  if (last === undefined || words.length < 2 || !isInfinitive(last)) return false;
  if (words.at(-2)?.text === "zu") return false;
  return !words.slice(0, -1).some((token) => isFiniteVerbToken(token));
}

const LIST_COORDINATORS: ReadonlySet<string> = new Set(["und", "oder", "sowie"]);

/** Finite forms of werden, haben and sein with the non-finite form that closes their clause. */
const AUXILIARY_CLOSERS: ReadonlyMap<string, (token: Token) => boolean> = new Map([
  ["werden", (token: Token) => isParticiple(token) || isInfinitive(token)],
  ["haben", isParticiple],
  ["sein", isParticiple],
]);

/**
 * "Auf Ihren Antrag wird Ihnen für Ihr Kind Mia, geboren am 20. Juli 2026, Elterngeld bewilligt.":
 * the first segment holds a finite auxiliary or modal with nothing after it that closes its clause,
 * the segments between have no finite verb (an apposition, a participle phrase) and the last ends
 * in the non-finite verb that closes it. That is one main clause with an insertion, not a second
 * main clause "Elterngeld bewilligt" ("bewilligt" also reads as a finite verb). The last segment may
 * close with a verb cluster ("Der Wahlschein kann bis zum 26. September, 15:00 Uhr, beantragt
 * werden."). With two
 * segments, the last one must close a list ("…, die Ohren und die Sprache überprüft").
 */
export function insertionInOpenClause(segments: readonly (readonly Token[])[]): boolean {
  const host = segments[0] ?? [];
  const last = segments.at(-1) ?? [];
  if (segments.length < 2) return false;
  if (segments.slice(1, -1).some((segment) => segment.some((token) => isFiniteVerbToken(token))))
    return false;
  const words = last.filter((token) => token.kind === "w");
  // Two segments: the second ends a list of the host's objects ("Dabei werden die Augen, die Ohren
  // und die Sprache überprüft."), not a relative clause "die … überprüft" (read as "Die überprüft
  // Ohren …").
  if (segments.length === 2 && !words.slice(0, -1).some((token) => LIST_COORDINATORS.has(token.text)))
    return false;
  const verb = words.at(-1);
  if (verb === undefined || words.at(-2)?.text === "zu") return false;
  // "…, beantragt werden": the participles before the closing verb are its cluster, even where
  // they also read as finite ("beantragt" as "er beantragt").
  let cluster = words.length - 1;
  while (cluster > 0 && isParticiple(words[cluster - 1] as Token)) cluster -= 1;
  if (words.slice(0, cluster).some((token) => isFiniteVerbToken(token))) return false;
  for (let index = 1; index < host.length; index += 1) {
    const token = host[index] as Token;
    const lemma = finiteReadings(token).find(
      (reading) => AUXILIARY_CLOSERS.has(reading.lemma) || MODALS.has(reading.lemma),
    )?.lemma;
    if (lemma === undefined) continue;
    const closes = AUXILIARY_CLOSERS.get(lemma) ?? isInfinitive;
    if (host.slice(index + 1).some((other) => other.kind === "w" && closes(other))) return false;
    return closes(verb);
  }
  return false;
}

/**
 * "Wir haben Ihren Antrag, Ihre Meldebescheinigung und Ihre Lohnabrechnungen erhalten und prüfen
 * sie jetzt.": like `insertionInOpenClause`, but the non-finite verb that closes the host's clause
 * is followed by "und"/"oder" and a further part ("und prüfen sie jetzt"). The segments become one,
 * their commas held as words, so the split sees one clause with a list and cuts it only at the
 * "und" after the closing verb. Undefined when the segments are no such clause.
 */
export function joinOpenClauseList(segments: readonly (readonly Token[])[]): Token[][] | undefined {
  const last = segments.at(-1) ?? [];
  if (segments.length < 2) return undefined;
  for (let index = 1; index < last.length - 1; index += 1) {
    const next = last[index + 1];
    if (next === undefined || !LIST_COORDINATORS.has(next.text) || next.text === "sowie") continue;
    const head = [...segments.slice(0, -1), last.slice(0, index + 1)];
    if (!insertionInOpenClause(head) && !particleClosesList(head)) continue;
    return [segments.flatMap((segment, at) => (at === 0 ? [...segment] : [{ ...LIST_COMMA }, ...segment]))];
  }
  return undefined;
}

/**
 * "Bitte bringen Sie Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnungen mit": the
 * last segment closes a list of the host's objects with the particle of the host's verb
 * ("mitbringen"), nothing but noun phrases between.
 */
function particleClosesList(segments: readonly (readonly Token[])[]): boolean {
  const host = segments[0] ?? [];
  const words = (segments.at(-1) ?? []).filter((token) => token.kind === "w");
  const particle = words.at(-1)?.text ?? "";
  if (!PARTICLES.has(particle) || !words.slice(0, -1).some((token) => LIST_COORDINATORS.has(token.text)))
    return false;
  const between = [...segments.slice(1, -1).flat(), ...words.slice(0, -1)];
  if (between.some((token) => isFiniteVerbToken(token) || PARTICLES.has(token.text))) return false;
  const verbs = host.slice(0, 3).flatMap((token) => finiteReadings(token));
  if (host.slice(1).some((token) => PARTICLES.has(token.text))) return false;
  return verbs.some((reading) =>
    readingsOf(`${particle}${reading.lemma}`).some((other) => other.partOfSpeech === "verb"),
  );
}

function isParticiple(token: Token): boolean {
  return !isCapitalised(token.text) && pastParticipleLemmas(token).length > 0;
}

function isInfinitive(token: Token): boolean {
  return !isCapitalised(token.text) && infinitiveLemmas(token).length > 0;
}
