// The narrative frame of Bible texts ("Und es geschah, als …, …", "Und es war, als …, …") says
// nothing of its own: the temporal clause and its main clause carry the event. The frame is
// dropped so that the clause can be split as usual ("Und als sie nach Betlehem kamen, geriet …").

import { LEADING_CONJUNCTIONS } from "./clause-tools.ts";
import { leadingAls, subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";

/** "es geschah", "es war", "es begab sich", "es ereignete sich" (lower-cased words). */
const FRAMES: readonly string[] = ["es geschah", "es war", "es begab sich", "es ereignete sich"];

/** Temporal subordinators that the frame introduces; "als" is checked with leadingAls. */
const TEMPORAL = /^(?:wenn|während|nachdem|sobald)$/;

/**
 * [frame], [temporal clause], [main clause, …] -> [conjunction + temporal clause], [main clause,
 * …]: "Und es war, als sie nach Betlehem kamen, geriet die ganze Stadt …" -> "Und als sie …,
 * geriet …". Only when the first segment is exactly the frame (after und/aber) and the second
 * opens a temporal clause; a main clause must follow. Undefined otherwise.
 */
export function withoutEventFrame(segments: readonly Token[][]): Token[][] | undefined {
  const [frame = [], temporal = [], ...rest] = segments;
  if (rest.length === 0 || rest[0]?.length === 0) return undefined;
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
  return [[...frame.slice(0, conjunction), lowered, ...clause], ...rest];
}
