// Checks of the joints splitCompound found, before they are shown to readers: a joint that cuts
// off an adjective suffix is no joint ("Kraft·losen").
import { findAdjective } from "../morphology/adjective-lexicon.ts";

/** Adjective suffixes that are no compound parts (kraftlos, amerikanisch, informationell). */
const ADJECTIVE_SUFFIXES = ["los", "isch", "ell", "lich", "ig", "bar", "sam", "haft"] as const;

/**
 * True when the last joint falls on or inside the derivational suffix of an adjective: a
 * nominalised adjective "die Kraftlosen" (Kraft|losen), "Amerikanischen" (Amerika|nischen),
 * "Informationelle" (Information|elle). "Schriftgelehrten" (no suffix) keeps its joint.
 */
export function cutsAdjectiveSuffix(lower: string, parts: readonly string[]): boolean {
  const lemma = findAdjective(lower)?.lemma;
  if (lemma === undefined) return false;
  const suffix = ADJECTIVE_SUFFIXES.find((candidate) => lemma.endsWith(candidate));
  if (suffix === undefined) return false;
  const lastJoint = lower.length - (parts.at(-1)?.length ?? 0);
  return lastJoint >= lemma.length - suffix.length - 1;
}
