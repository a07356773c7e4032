// The splitting algorithm, independent of where the dictionary comes from.
import type { CompoundDictionary } from "./compound-dictionary.ts";

/** Parts shorter than this are not considered. */
export const MIN_PART_LENGTH = 3;
/** Linking element kept on the left part: Einkommen-s-nachweis -> "Einkommens". */
const LINKING_S = "s";
const SHORT_PART_COST = 0.1;
const LINKING_S_COST = 0.01;
const IGNORED_CAPITAL_COST = 0.5;
/**
 * Suffixes after which German compounds always take the linking "s" (Ordnungs|amt,
 * Gesundheits|amt, Gemeinschafts|raum, Informations|blatt, Universitäts|klinik).
 */
const OBLIGATORY_LINKING_S = /(?:ung|heit|keit|schaft|tion|sion|tät)$/;
/** A part in one of those suffixes with an "s" right after it that it leaves to the next part. */
const MISSING_LINKING_S_COST = 0.5;

interface Piece {
  /** Lengths of the parts this stretch contributes (several for an exception entry). */
  readonly lengths: readonly number[];
  /** True when the part is a dictionary word only after dropping a linking "s". */
  readonly hasLinkingS: boolean;
}

interface Segmentation {
  readonly lengths: readonly number[];
  readonly cost: number;
}

/**
 * Splits a lower-case word into dictionary parts with the fewest parts (dynamic programming over
 * suffixes, right to left). A non-final part may carry the linking "s"; a stretch that is itself
 * an exception entry contributes that entry's parts. `hintedJoints` are positions of capital
 * letters inside the original word, where a joint is likely. Without `wholeAllowed` the word itself
 * is not a part (a long dictionary word such as "Schwiegertochter" still shows its joints). Returns the part lengths, or
 * undefined when known parts cannot cover the word.
 */
export function findPartLengths(
  lower: string,
  dictionary: CompoundDictionary,
  hintedJoints: ReadonlySet<number> = new Set(),
  wholeAllowed = true,
): readonly number[] | undefined {
  const n = lower.length;
  const best: Array<Segmentation | undefined> = new Array(n + 1);
  best[n] = { lengths: [], cost: 0 };
  for (let start = n - MIN_PART_LENGTH; start >= 0; start -= 1) {
    let chosen: Segmentation | undefined;
    for (let end = n; end >= start + MIN_PART_LENGTH; end -= 1) {
      const rest = best[end];
      if (rest === undefined || (!wholeAllowed && start === 0 && end === n)) continue;
      const piece = pieceAt(lower, start, end, dictionary);
      if (piece === undefined) continue;
      let cost = rest.cost + costOf(piece, start, end, hintedJoints);
      // "Ordnung|samt" reads the obligatory linking s as the start of the next part: "Ordnungs|amt".
      if (end < n && lower[end] === LINKING_S && OBLIGATORY_LINKING_S.test(lower.slice(start, end)))
        cost += MISSING_LINKING_S_COST;
      if (chosen === undefined || cost < chosen.cost) {
        chosen = { lengths: [...piece.lengths, ...rest.lengths], cost };
      }
    }
    best[start] = chosen;
  }
  return best[0]?.lengths;
}

function pieceAt(
  lower: string,
  start: number,
  end: number,
  dictionary: CompoundDictionary,
): Piece | undefined {
  const text = lower.slice(start, end);
  const exception = start > 0 ? dictionary.exceptions.get(text) : undefined;
  if (exception !== undefined) return { lengths: exception.map((part) => part.length), hasLinkingS: false };
  const isLast = end === lower.length;
  if (dictionary.parts.has(text)) {
    // "radios" is a word, but before "endungen" its s may start the head: Radio|sendungen. Not the
    // genitive -es of "bundes", "landes" (Bundes|amtes, not Bunde|samtes).
    const sFinal =
      !isLast && text.endsWith(LINKING_S) && !text.endsWith("es") && dictionary.parts.has(text.slice(0, -1));
    return { lengths: [text.length], hasLinkingS: sFinal };
  }
  if (
    !isLast &&
    text.length > MIN_PART_LENGTH &&
    text.endsWith(LINKING_S) &&
    !text.endsWith("ss") &&
    dictionary.parts.has(text.slice(0, -1))
  ) {
    return { lengths: [text.length], hasLinkingS: true };
  }
  return undefined;
}

/**
 * One per part, so the fewest parts win. Tie-breaks: a part that needs its linking "s" dropped
 * costs a little more than a word as it stands (Arbeit|stube, not Arbeits|tube); a part of the
 * minimum length costs more; a stretch that runs over a capital inside the word (FußballStürmer)
 * costs much more.
 */
function costOf(piece: Piece, start: number, end: number, hintedJoints: ReadonlySet<number>): number {
  let cost = piece.lengths.length;
  if (piece.lengths.length === 1 && end - start <= MIN_PART_LENGTH) cost += SHORT_PART_COST;
  if (piece.hasLinkingS) cost += LINKING_S_COST;
  for (const joint of hintedJoints) if (joint > start && joint < end) cost += IGNORED_CAPITAL_COST;
  return cost;
}
