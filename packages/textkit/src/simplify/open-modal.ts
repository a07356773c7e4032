// A main clause with a modal verb whose infinitive comes only after a comma-bound insertion:
// "Sie können bis zum Ablauf des Monats, der auf den Zugang folgt, Einwände mitteilen."

import { finiteReadings, infinitiveLemmas, isFiniteVerbToken } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";

const MODALS: ReadonlySet<string> = new Set(["können", "müssen", "sollen", "wollen", "dürfen"]);

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

function isInfinitive(token: Token): boolean {
  return !isCapitalised(token.text) && infinitiveLemmas(token).length > 0;
}
