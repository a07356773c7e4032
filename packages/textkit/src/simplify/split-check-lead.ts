// A letter's check named before its request: "Zur Prüfung, ob die Anspruchsvoraussetzungen weiterhin
// vorliegen, werden Sie gebeten, bis zum 15. April 2026 folgende Unterlagen einzureichen:" -> "Wir
// prüfen:" / "Liegen die Anspruchs·voraussetzungen weiterhin vor?" / "Dafür bitten wir Sie, …" (then
// a polite request). The office checks, so only where the office acts in the main clause: its
// passive request "werden Sie gebeten" or a verb with "wir" ("benötigen wir …"). "Zur Prüfung, ob
// das Gerät läuft, drücken Sie die Taste" (the reader checks) stays whole.

import { type Clause, joinSegments, type SplitRest } from "./clause-tools.ts";
import { isFiniteVerbToken } from "./lexicon-access.ts";
import { passiveRequestHead } from "./split-purpose.ts";
import { type Token, word } from "./tokens.ts";

/** The noun of the check and the verb the office does it with. */
const CHECKS: Readonly<Record<string, string>> = {
  Prüfung: "prüfen",
  Überprüfung: "überprüfen",
  Klärung: "klären",
};

/**
 * Segments "Zur Prüfung/Überprüfung/Klärung" + an ob clause + the main clause (and what follows it),
 * in a text that addresses its reader with "Sie": the check as "Wir V:" + the question, then the
 * main clause with "Dafür" first. Undefined when the ob clause does not become a question or the
 * main clause is not the office's.
 */
export function checkBeforeRequest(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [lead = [], question = [], main = [], ...rest] = segments;
  const verb =
    lead.length === 2 && /^zur$/i.test(lead[0]?.text ?? "") ? CHECKS[lead[1]?.text ?? ""] : undefined;
  if (!formal || verb === undefined || question[0]?.text !== "ob" || main.length === 0) return undefined;
  const asked = passiveRequestHead(main, formal);
  const office = asked ?? (isFiniteVerbToken(main[0]) && main[1]?.text === "wir" ? main : undefined);
  if (office === undefined) return undefined;
  const checked = splitRest([[word("Wir"), word(verb)], question], ".");
  if (checked?.length !== 2 || checked[0]?.end !== ":" || checked[1]?.end !== "?") return undefined;
  const [first, ...others] = office;
  if (first === undefined) return undefined;
  const after = [[word("Dafür"), { ...first, space: true }, ...others], ...rest];
  const split = splitRest(after, end) ?? [{ tokens: joinSegments(after), end }];
  return [...checked, ...split];
}
