// A thanks formula joined to a main clause by a comma becomes a sentence of its own:
// "Vielen Dank für Ihre Nachricht, wir kümmern uns darum." -> "Vielen Dank für Ihre Nachricht." /
// "Wir kümmern uns darum."; "Die Zahlung ist eingegangen, vielen Dank." -> "Die Zahlung ist
// eingegangen." / "Vielen Dank." Only when the formula has no verb of its own and the other side is
// a main clause with its own subject (not "Vielen Dank, dass Sie …").

import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { type Clause, commaSegments, hasFiniteVerb, mainClauseSubject } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { invertedSubject } from "./split-coordination.ts";
import { capitaliseFirst, type Token } from "./tokens.ts";

const SAYING: ReadonlySet<string> = new Set(VERBS_OF_SAYING);

/** "Vielen Dank", "Herzlichen Dank für …", "Danke schön": a thanks formula without a verb. */
function thanksFormula(segment: readonly Token[]): boolean {
  const [first, second] = segment;
  const dank = /^(?:vielen|herzlichen|besten)$/i.test(first?.text ?? "") && second?.text === "Dank";
  const danke = /^danke$/i.test(first?.text ?? "") && (segment.length === 1 || segment[1]?.text === "schön");
  return (dank || danke) && !hasFiniteVerb(segment.slice(2));
}

/** The formula cut off at the start or end of the sentence, or undefined. */
export function splitThanks(part: Clause, formal: boolean): Clause[] | undefined {
  const { tokens, end } = part;
  if (end.includes("?") || tokens.some((token) => token.kind === "p" && /^[:;()\-–—„“"«»]$/.test(token.text)))
    return undefined;
  const segments = commaSegments(tokens);
  const first = segments[0] ?? [];
  const last = segments.at(-1) ?? [];
  if (segments.length < 2) return undefined;
  if (thanksFormula(first)) {
    const rest = tokens.slice(first.length + 1);
    const head = segments[1] ?? [];
    if ((mainClauseSubject(head, formal) ?? invertedSubject(head, formal)) === undefined) return undefined;
    const [opening, ...more] = rest;
    if (opening === undefined) return undefined;
    return [
      { tokens: first, end: "." },
      { tokens: [{ ...opening, text: capitaliseFirst(opening.text) }, ...more], end },
    ];
  }
  if (thanksFormula(last)) {
    const rest = tokens.slice(0, tokens.length - last.length - 1);
    // "Er sagte, vielen Dank": the thanks is what was said.
    const before = segments.at(-2) ?? [];
    const said = before.some((token) => finiteReadings(token).some((reading) => SAYING.has(reading.lemma)));
    if (!hasFiniteVerb(rest) || said) return undefined;
    const [opening, ...more] = last;
    if (opening === undefined) return undefined;
    return [
      { tokens: rest, end: "." },
      { tokens: [{ ...opening, text: capitaliseFirst(opening.text) }, ...more], end },
    ];
  }
  return undefined;
}
