// lexiconJoint: the joint of a long two-part noun compound whose one part the part dictionary
// lacks, found with the noun, verb and adjective lexicons and word frequencies instead.
// "Gotteslästerung" (Lästerung is in no list; lästern is a verb) -> Gottes|lästerung,
// "Wallfahrtslied" (Wallfahrt is a frequent word with linking s) -> Wallfahrts|lied.
import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { findAdjective } from "../morphology/adjective-lexicon.ts";
import { findNounLemmasOfForm } from "../morphology/noun-lexicon.ts";
import { findVerbEntry } from "../morphology/verb-lexicon.ts";
import type { CompoundDictionary } from "./compound-dictionary.ts";
import { PARTICLE_FIRST_PARTS } from "./split-compound.ts";

/** Only words the long-word rule flags (14 letters) get a joint from this weaker evidence. */
export const LEXICON_JOINT_MIN_LENGTH = 14;
const MIN_PART = 4;
/** A part known only by frequency needs at least this Zipf value (Wallfahrt 3.25). */
const FREQUENT_MODIFIER_ZIPF = 3;
/** A head known only by frequency after a linking s (Esels|mühlstein: Mühlstein 2.51). */
const FREQUENT_HEAD_ZIPF = 2.5;
/**
 * A whole word this frequent needs a head that is a part or noun, and a modifier that is one too
 * or ends in a linking s (Wallfahrts|kirche 3.01, Strom|erzeugung); Barmherzigkeit (3.45) and
 * Gegebenenfalls have suffix heads anyway.
 */
const KNOWN_WHOLE_ZIPF = 3;

/**
 * Heads that are derivational suffixes or adverb endings, not words: Schwanger|schaft,
 * Verwandt|schaft, Priester|schaft, Vergleichs|weise, Schalen|förmige, Einwohner|innen,
 * Geschäftig|sein.
 */
const SUFFIX_HEADS = [
  "schaft",
  "heit",
  "keit",
  "ling",
  "lein",
  "chen",
  "nis",
  "tum",
  "erei",
  "ung",
  "haft",
  "los",
  "lich",
  "isch",
  "bar",
  "sam",
  "artig",
  "förmig",
  "mäßig",
  "weise",
  "falls",
  "innen",
  "rinnen",
  "erin",
  "ismus",
  "ität",
  "sein",
];

/** `linking`: the part ends in a linking element; `linkingS`: that element is s or es. */
type Evidence = { strong: boolean; linking: boolean; linkingS?: boolean };

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isNounForm(lower: string): boolean {
  return findNounLemmasOfForm(capitalise(lower)).length > 0;
}

/** The linking element a modifier may carry: "s"/"es" (Gottes), "n" after e (Myrrhen), "en". */
function linkedStems(left: string): string[] {
  const stems: string[] = [];
  if (left.endsWith("s")) stems.push(left.slice(0, -1));
  if (left.endsWith("es") || left.endsWith("en")) stems.push(left.slice(0, -2));
  if (left.endsWith("en")) stems.push(left.slice(0, -1));
  return stems.filter((stem) => stem.length >= MIN_PART);
}

/** How sure the left part is a word: a dictionary part or noun (strong), a verb stem, adjective or a frequent word before linking s (weak). */
function modifierEvidence(left: string, dictionary: CompoundDictionary): Evidence | undefined {
  if (PARTICLE_FIRST_PARTS.has(left)) return undefined;
  const linkedStem = linkedStems(left).find((stem) => dictionary.parts.has(stem) || isNounForm(stem));
  const linking = linkedStem !== undefined;
  const linkingS = linking && left.endsWith("s");
  if (linking || dictionary.parts.has(left) || isNounForm(left)) return { strong: true, linking, linkingS };
  if (findVerbEntry(`${left}en`) !== undefined || findVerbEntry(`${left}n`) !== undefined)
    return { strong: false, linking: false };
  if (findAdjective(left)?.inflected === false) return { strong: false, linking: false };
  if (left.endsWith("s") && left.length >= 7 && zipfFrequency(left.slice(0, -1)) >= FREQUENT_MODIFIER_ZIPF)
    return { strong: false, linking: true, linkingS: true };
  return undefined;
}

const PRESENT_PARTICIPLE = /^(.{3,})end(?:e|em|en|er|es)$/u;

/** A known adjective or present participle with an ending: "kundiger", "gelassene", "schaffenden". */
function isAdjectival(head: string): boolean {
  if (findAdjective(head)?.inflected === true) return true;
  const stem = PRESENT_PARTICIPLE.exec(head)?.[1];
  return stem !== undefined && findVerbEntry(`${stem}en`) !== undefined;
}

/**
 * How sure the right part is a noun: a dictionary part or noun form (strong), a noun in -ung of a
 * known verb (lästern -> Lästerung), a nominalised adjective, or a frequent word (weak).
 */
function headEvidence(head: string, dictionary: CompoundDictionary): Evidence | undefined {
  if (SUFFIX_HEADS.some((suffix) => head.startsWith(suffix))) return undefined;
  // An adjective without ending ends no noun: "Wissenschaftstheoretisch" opening a sentence.
  if (findAdjective(head)?.inflected === false && !isNounForm(head)) return undefined;
  if (dictionary.parts.has(head) || isNounForm(head)) return { strong: true, linking: false };
  const ung = /^(.{3,})ung(?:en)?$/u.exec(head)?.[1];
  if (
    ung !== undefined &&
    (findVerbEntry(`${ung}en`) !== undefined || findVerbEntry(`${ung}n`) !== undefined)
  )
    return { strong: false, linking: false };
  if (isAdjectival(head)) return { strong: false, linking: false };
  if (head.length >= 6 && zipfFrequency(head) >= FREQUENT_HEAD_ZIPF) return { strong: false, linking: true };
  return undefined;
}

/**
 * A word the part dictionary or the adjective lexicon knows as a whole. The noun lexicon (Morphy) holds many compounds whole
 * ("Einverständniserklärung"): a noun it knows needs strong evidence on both sides instead.
 */
function isKnownWhole(lower: string, dictionary: CompoundDictionary): boolean {
  return (
    dictionary.parts.has(lower) ||
    findAdjective(lower) !== undefined ||
    isAdjectival(lower) ||
    /(?:ismus|ismen)$/u.test(lower)
  );
}

/**
 * The two part lengths of a long compound at the surest joint the lexicons give, or undefined.
 * Both parts have at least 4 letters; at least one side is strong (a dictionary part or noun);
 * a head known only by frequency needs a modifier with a linking element, a nominalised adjective
 * as head (Gesetzes|kundiger) one with linking s; a verb stem (Dresch|schlitten) needs a strong head;
 * a noun the noun lexicon holds whole needs both sides strong (Einverständnis|erklärung), a
 * frequent word a strong head (see KNOWN_WHOLE_ZIPF). Words the part dictionary or the adjective
 * lexicon know whole, derivations (Barmherzig|keit, Schwanger|schaft) and particles (Unter|...)
 * give undefined.
 */
export function lexiconJoint(lower: string, dictionary: CompoundDictionary): number[] | undefined {
  if (lower.length < LEXICON_JOINT_MIN_LENGTH || isKnownWhole(lower, dictionary)) return undefined;
  const knownNoun = isNounForm(lower);
  const frequent = zipfFrequency(lower) >= KNOWN_WHOLE_ZIPF;
  let best: { cut: number; rank: number } | undefined;
  for (let cut = MIN_PART; cut <= lower.length - MIN_PART; cut += 1) {
    const head = lower.slice(cut);
    const modifier = modifierEvidence(lower.slice(0, cut), dictionary);
    if (modifier === undefined) continue;
    const right = headEvidence(head, dictionary);
    if (right === undefined) continue;
    if (!modifier.strong && !right.strong) continue;
    if (knownNoun && !(modifier.strong && right.strong)) continue;
    if (frequent && !(right.strong && (modifier.strong || modifier.linkingS === true))) continue;
    // "Barbarastollen": the s of a modifier known only by frequency may start the head (Stollen).
    if (!modifier.strong && modifier.linking && headEvidence(`s${head}`, dictionary)?.strong) continue;
    if (right.linking && !modifier.linking) continue;
    // "Gesetzes|kundiger", not "Liegen|gelassene" (liegen lassen): an adjective as head after s only.
    if (isAdjectival(head) && modifier.linkingS !== true) continue;
    // Strong on both sides first, then the longer head (the compound's last noun).
    const rank = (modifier.strong ? 1 : 0) + (right.strong ? 1 : 0);
    if (best === undefined || rank > best.rank) best = { cut, rank };
  }
  return best === undefined ? undefined : [best.cut, lower.length - best.cut];
}
