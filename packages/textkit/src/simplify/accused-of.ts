// "Ihnen wird vorgeworfen, am 3. September … die Höchstgeschwindigkeit überschritten zu haben." ->
// "Wir werfen Ihnen vor:" / "Sie haben am 3. September … die Höchstgeschwindigkeit überschritten."
// An office tells its reader what they are said to have done: the perfect infinitive becomes a
// main clause with "Sie".
import { type Clause, joinSegments } from "./clause-tools.ts";
import { isFiniteVerbToken, pastParticipleLemmas } from "./lexicon-access.ts";
import { type SplitContext, subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";

/** The office's act in the passive (after "Ihnen wird") and in the active with "wir". */
const REPORTING: Readonly<Record<string, string[]>> = {
  vorgeworfen: ["Wir", "werfen", "Ihnen", "vor"],
  bestätigt: ["Wir", "bestätigen", "Ihnen"],
  bescheinigt: ["Wir", "bescheinigen", "Ihnen"],
};

/**
 * Segments "Ihnen wird vorgeworfen" + a zu-infinitive in the perfect
 * ("… überschritten zu haben", "… gefahren zu sein") that runs to the end of the sentence (commas
 * inside it only around insertions without a verb: "in Dortmund, Hohe Straße, als Führer …").
 * Only in a text that addresses its reader with "Sie"; undefined otherwise.
 */
export function accusedOf(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (!context.formal || segments.length < 2 || end.includes("?")) return undefined;
  const host = (segments[0] ?? []).map((token) => token.text);
  const active =
    host.length === 3 && host[0] === "Ihnen" && host[1] === "wird" ? REPORTING[host[2] ?? ""] : undefined;
  if (active === undefined) return undefined;
  const rest = joinSegments(segments.slice(1));
  const [participle, zu, auxiliary] = rest.slice(-3);
  if (
    participle === undefined ||
    zu?.text !== "zu" ||
    !/^(?:haben|sein)$/.test(auxiliary?.text ?? "") ||
    isCapitalised(participle.text) ||
    pastParticipleLemmas(participle).length === 0
  )
    return undefined;
  const before = rest.slice(0, -3);
  // A clause of its own inside ("…, der …", "…, weil …") or a list of several acts: left alone.
  if (
    before.length === 0 ||
    before.some((token) => isFiniteVerbToken(token) || /^(?:und|oder|sowie)$/.test(token.text)) ||
    segments.slice(1).some((segment) => subordinatorOf(segment) !== undefined)
  )
    return undefined;
  const verb = auxiliary?.text === "haben" ? "haben" : "sind";
  return [
    { tokens: active.map((text) => word(text)), end: ":" },
    { tokens: [word("Sie"), word(verb), ...before, participle], end },
  ];
}
