// The last comma segment of a sentence is a main clause joined to another by "und"/"aber": the
// sentence is cut where that segment splits, the part before it keeps its commas:
// "Siehe, der Herr kommt mit Kraft und sein Arm wird für ihn herrschen." ->
// "Siehe, der Herr kommt mit Kraft." / "Sein Arm wird für ihn herrschen."
// Only when sure: the segment is not the first one, opens with no subordinator, relative pronoun
// or w-word (those are verb-final clauses: split-main-after-subordinate.ts), and splitCoordination
// splits it; the sentence is no question and has no verb of saying before the segment.

import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { type Clause, mainClauseSubject } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { invertedSubject, splitCoordination } from "./split-coordination.ts";
import { relativeStart } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";

const SAYING: ReadonlySet<string> = new Set(VERBS_OF_SAYING);

/** w-words and comparisons that open a dependent segment. */
const DEPENDENT = /^(?:wo|wohin|woher|was|wer|wie|warum|ob|als|um|ohne|statt|anstatt|dann|so)$/i;

/** The sentence cut inside its last comma segment, or undefined. */
export function splitTrailingCoordination(
  part: Clause,
  formal: boolean,
  connector: string,
): Clause[] | undefined {
  const { tokens, end } = part;
  if (end.includes("?")) return undefined;
  const comma = tokens.findLastIndex((token) => token.text === ",");
  if (comma < 1) return undefined;
  // "Er sagte, er komme morgen und er bringe Brot mit": reported speech stays with its verb.
  const saying = tokens
    .slice(0, comma)
    .some((token) => finiteReadings(token).some((reading) => SAYING.has(reading.lemma)));
  if (saying) return undefined;
  const segment = tokens.slice(comma + 1);
  const first = segment[0]?.text ?? "";
  // "… gemacht - ihr seid gerettet - und er hat …": a dash or colon inside leaves the cut unsure.
  if (segment.some((token) => token.kind === "p")) return undefined;
  if (
    DEPENDENT.test(first) ||
    /^(?:und|oder|aber|denn|sondern|doch)$/i.test(first) ||
    subordinatorOf(segment) !== undefined ||
    relativeStart(segment) !== undefined
  )
    return undefined;
  const clauses = splitCoordination(segment, end, formal, connector);
  const head = clauses?.[0];
  if (clauses === undefined || head === undefined || clauses.length < 2) return undefined;
  // The first clause is the start of the segment itself (splitCoordination keeps the left side).
  if (!head.tokens.every((token: Token, index) => segment[index]?.text === token.text)) return undefined;
  // It is a main clause of its own: a subject with its verb ("mit Kraft wird er kommen"), or the
  // verb first after a leading dependent clause ("wie der Vater mich kennt, kenne auch ich …");
  // not the end of a list ("…, die lokale, nationale und internationale Politik kommentieren").
  const before = tokens.slice(tokens.slice(0, comma).findLastIndex((token) => token.text === ",") + 1, comma);
  const own = mainClauseSubject(head.tokens, formal) ?? invertedSubject(head.tokens, formal);
  const verbFirst =
    finiteReadings(head.tokens[0]).length > 0 &&
    (subordinatorOf(before) !== undefined || DEPENDENT.test(before[0]?.text ?? ""));
  if (own === undefined && !verbFirst) return undefined;
  return [{ tokens: [...tokens.slice(0, comma + 1), ...head.tokens], end: "." }, ...clauses.slice(1)];
}
