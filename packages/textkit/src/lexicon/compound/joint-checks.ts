// Checks of the joints splitCompound found, before they are shown to readers: a joint that cuts
// off an adjective suffix is no joint ("Kraft·losen"), nor one whose s may start the next part
// ("Schrifts·teller", Schrift + Steller).
import { findAdjective } from "../morphology/adjective-lexicon.ts";
import { findVerbEntry } from "../morphology/verb-lexicon.ts";

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

/** Agent nouns and nouns in -ung of a verb: "steller" (stellen), "stellung". */
const VERBAL_NOUN = /^(.+?)(?:er|ern|ers|erin|erinnen|ung|ungen)$/u;

/**
 * True when an s before a joint may as well start the next part as a noun of a verb:
 * "Schrifts|teller" or "Schrift|steller" (stellen). For a word the lexicon knows whole, such a
 * joint is left out rather than guessed.
 */
export function hasAmbiguousLinkingS(parts: readonly string[]): boolean {
  for (let index = 0; index + 1 < parts.length; index += 1) {
    const left = parts[index] ?? "";
    if (!left.endsWith("s")) continue;
    const head = `s${(parts[index + 1] ?? "").toLowerCase()}`;
    const stem = VERBAL_NOUN.exec(head)?.[1];
    if (stem !== undefined && findVerbEntry(`${stem}en`) !== undefined) return true;
  }
  return false;
}

/** Longest left part read as a particle or short stem of a verb ("voll", "volls", "mit", "teil"). */
const MAX_VERB_PART = 5;

/**
 * Parts joined again where a short left part and the next one make the agent noun or -ung noun of
 * one verb: "Gerichts|voll|zieher" -> "Gerichts|vollzieher" (vollziehen), "Testaments|volls|trecker"
 * -> "Testaments|vollstrecker" (vollstrecken), "Teil|nehmer" -> "Teilnehmer" (teilnehmen). Longer
 * left parts keep their joint ("Kranken|versicherung", though "krankenversichern" is a verb).
 */
export function joinVerbalNouns(parts: readonly string[]): string[] {
  const out = [...parts];
  for (let index = 0; index + 1 < out.length; index += 1) {
    const left = out[index] ?? "";
    if (left.length > MAX_VERB_PART) continue;
    const joined = `${left}${out[index + 1] ?? ""}`;
    const stem = VERBAL_NOUN.exec(joined.toLowerCase())?.[1];
    if (stem === undefined) continue;
    if (findVerbEntry(`${stem}en`) === undefined && findVerbEntry(`${stem}n`) === undefined) continue;
    out.splice(index, 2, joined);
  }
  return out;
}
