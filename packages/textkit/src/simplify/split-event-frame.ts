// The narrative frame of Bible texts ("Und es geschah, als …, …", "Und es war, als …, …") says
// nothing of its own: the temporal clause and its main clause carry the event. The frame is
// dropped so that the clause can be split as usual ("Und als sie nach Betlehem kamen, geriet …").

import {
  type Clause,
  connectorOrder,
  LEADING_CONJUNCTIONS,
  readVerbFinal,
  subjectFirstOrder,
} from "./clause-tools.ts";
import { coordinatedClauses, leadingAls, subordinatorOf } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/**
 * "es geschah", "es war", "es begab sich", "es ereignete sich", and the frame of a prophecy "es wird
 * geschehen", "es wird sein" (lower-cased words).
 */
const FRAMES: readonly string[] = [
  "es geschah",
  "es war",
  "es begab sich",
  "es ereignete sich",
  "es wird geschehen",
  "es wird sein",
];

/** Temporal subordinators that the frame introduces; "als" is checked with leadingAls. */
const TEMPORAL = /^(?:wenn|während|nachdem|sobald)$/;

/**
 * [frame], [temporal clause], [main clause, …] -> [conjunction + temporal clause], [main clause,
 * …]: "Und es war, als sie nach Betlehem kamen, geriet die ganze Stadt …" -> "Und als sie …,
 * geriet …". Only when the first segment is exactly the frame (after und/aber) and the second
 * opens a temporal clause; a main clause must follow. Undefined otherwise.
 */
export function withoutEventFrame(segments: readonly Token[][]): Token[][] | undefined {
  const [frame = [], temporal = [], main = [], ...rest] = segments;
  if (main.length === 0) return undefined;
  // "Und es geschah, als sie sich trennten, und der Petrus sagte …": the "und" before the main
  // clause belongs to the frame.
  const opened = main[0]?.text === "und" && main.length > 2 ? main.slice(1) : main;
  const lowered = conjunctionAndClause(frame, temporal);
  return lowered === undefined ? undefined : [lowered, opened, ...rest];
}

/**
 * The frame alone with its temporal clause: "Und es geschah, als sie sich von ihm trennten." ->
 * "Und sie trennten sich von ihm." (subject first; "Da …" when no subject opens the clause).
 */
export function eventFrameAlone(segments: readonly Token[][], end: string): Clause[] | undefined {
  const [frame = [], temporal = []] = segments;
  if (segments.length !== 2 || !leadingAls(temporal)) return undefined;
  const joined = conjunctionAndClause(frame, temporal);
  const sub = joined === undefined ? undefined : readVerbFinal(temporal.slice(1));
  if (joined === undefined || sub === undefined || coordinatedClauses(sub)) return undefined;
  const conjunction = joined.slice(0, joined.length - temporal.length);
  const clause = subjectFirstOrder(sub, false) ?? connectorOrder(sub, "da");
  return [{ tokens: [...conjunction, ...clause], end }];
}

/** [conjunction of the frame] + the temporal clause, or undefined when the first segment is no frame. */
function conjunctionAndClause(given: readonly Token[], temporal: readonly Token[]): Token[] | undefined {
  // "Es begab sich aber, als …" -> "Aber als …".
  const after = given.length > 2 && /^aber$/i.test(given.at(-1)?.text ?? "");
  const frame = after ? [word("Aber"), ...given.slice(0, -1)] : given;
  const conjunction = LEADING_CONJUNCTIONS.has(frame[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const words = frame
    .slice(conjunction)
    .map((token) => token.text.toLowerCase())
    .join(" ");
  if (!FRAMES.includes(words) || frame.slice(conjunction).some((token) => token.kind !== "w"))
    return undefined;
  if (!leadingAls(temporal) && !TEMPORAL.test(subordinatorOf(temporal)?.word ?? "")) return undefined;
  const [opener, ...clause] = temporal;
  if (opener === undefined) return undefined;
  const lowered = conjunction > 0 ? { ...opener, text: opener.text.toLowerCase() } : opener;
  return [...frame.slice(0, conjunction), lowered, ...clause];
}
