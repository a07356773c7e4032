// A time adverbial before a leading temporal clause: "Und am folgenden Tag, nachdem er sie
// herausgezogen hatte, gab er dem Wirt 2 Dinare." The temporal clause and its main clause are split
// as usual ("Zuerst hat er sie herausgezogen." / "Danach gab er …"), then the adverbial takes the
// place of the connector: "Am folgenden Tag gab er dem Wirt 2 Dinare."

import { type Clause, hasFiniteVerb, LEADING_CONJUNCTIONS } from "./clause-tools.ts";
import { finiteReadings, trueCaseInitial } from "./lexicon-access.ts";
import { leadingAls, subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";
import { PREPOSITIONS } from "./word-classes.ts";

/** Adverbs of time that can stand alone before the temporal clause ("Darauf, als …"). */
const TIME_ADVERBS = /^(?:darauf|danach|dann|später|bald|sofort|früh|morgens|abends|nachts|damals)$/;
const CONTRACTED = /^(?:am|im|zum|zur|beim|vom)$/;
/** Connectors the temporal split puts before the main clause, which the adverbial replaces. */
const TEMPORAL_CONNECTORS = /^(?:Da|Danach|Dann)$/;
const MAX_ADVERBIAL = 6;

/**
 * The time adverbial of a first segment: after an optional und/aber, a time adverb or a
 * prepositional phrase, no verb, at most six words. Returns [conjunction tokens, adverbial].
 */
function timeAdverbial(segment: readonly Token[]): [Token[], Token[]] | undefined {
  const conjunction = LEADING_CONJUNCTIONS.has(segment[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const adverbial = segment.slice(conjunction);
  const first = adverbial[0]?.text.toLowerCase() ?? "";
  if (adverbial.length === 0 || adverbial.length > MAX_ADVERBIAL || hasFiniteVerb(adverbial))
    return undefined;
  if (adverbial.some((token) => token.kind === "p")) return undefined;
  const adverb = adverbial.length <= 3 && TIME_ADVERBS.test(first);
  if (!adverb && !PREPOSITIONS.has(first) && !CONTRACTED.test(first)) return undefined;
  return [segment.slice(0, conjunction), adverbial];
}

/**
 * [time adverbial], [nachdem/als clause], [main clause starting with its verb], …: the clause and
 * the rest are split on their own (`split`), then the adverbial replaces the connector
 * (Da/Danach/Dann) right before the main clause's verb; a conjunction stays in
 * front of the first new sentence. Undefined when any step is unsure.
 */
export function splitAfterTimeAdverbial(
  segments: readonly Token[][],
  formal: boolean,
  split: (rest: Token[][]) => Clause[] | undefined,
): Clause[] | undefined {
  const [lead = [], temporal = [], main = [], ...rest] = segments;
  const parts = timeAdverbial(lead);
  const verb = main[0];
  if (parts === undefined || verb === undefined) return undefined;
  const kind = subordinatorOf(temporal)?.word ?? (leadingAls(temporal) ? "als" : undefined);
  if (kind !== "nachdem" && kind !== "als") return undefined;
  // "Am Tag, als er kam, …": after a noun of time the als clause says which day (attributive).
  if (kind === "als" && !TIME_ADVERBS.test(parts[1][0]?.text.toLowerCase() ?? "")) return undefined;
  if (finiteReadings({ ...verb, text: verb.text.toLowerCase() }).length === 0) return undefined;
  const clauses = split([temporal, main, ...rest]);
  if (clauses === undefined || clauses.length < 2) return undefined;
  // The main clause's verb right after the connector ("Da kamen die Jünger …").
  const at = clauses.findIndex(
    (clause) =>
      TEMPORAL_CONNECTORS.test(clause.tokens[0]?.text ?? "") &&
      clause.tokens[1]?.text.toLowerCase() === verb.text.toLowerCase(),
  );
  const host = clauses[at];
  if (at < 1 || host === undefined) return undefined;
  const [conjunction, adverbial] = parts;
  const [head = adverbial[0], ...tail] = adverbial;
  const opened = [{ ...head, text: trueCaseInitial(head?.text ?? "", formal) } as Token, ...tail];
  const out = clauses.with(at, { ...host, tokens: [...opened, ...host.tokens.slice(1)] });
  const first = out[0];
  if (conjunction.length === 0 || first === undefined) return out;
  const [lead0, ...others] = first.tokens;
  const lowered = lead0 ? [{ ...lead0, text: trueCaseInitial(lead0.text, formal) }] : [];
  return out.with(0, { ...first, tokens: [...conjunction, ...lowered, ...others] });
}
