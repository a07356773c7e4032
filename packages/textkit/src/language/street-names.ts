// Street names before a house number ("Bahnhofstraße 14", "Birkenweg 9", "Am Stadtpark 5"): part
// of an address, written as the street sign has it (no Mediopunkt, no long-word finding).

/** The last part of a street's name. */
const STREET_END = /(?:straße|strasse|weg|platz|allee|gasse|ring|damm|ufer|chaussee|steig|pfad|berg)$/;
/** A house number: up to three digits, a letter may follow ("2a"). */
const HOUSE_NUMBER = /^\d{1,3}[a-z]?$/;

/** `word` names a street and `next` is its house number. */
function isStreetBeforeNumber(word: string, next: string | undefined): boolean {
  return next !== undefined && HOUSE_NUMBER.test(next) && STREET_END.test(word);
}

/** `next` reads as a house number ("3", "2a"). */
export function isHouseNumber(next: string | undefined): boolean {
  return next !== undefined && HOUSE_NUMBER.test(next);
}

/** "Am Klinikpark 1", "Zur Mühle 2": a street named with a preposition before its house number. */
const STREET_PREPOSITION = /^(?:Am|An|Im|In|Zum|Zur|Auf|Unter|Hinter|Vor)$/;

/**
 * `word` (after `previous`, before `next`) is a street's name before its house number; the
 * preposition has its capital ("Am Klinikpark 1"; `lineStart`: the first word of a line, which the
 * simplifier may have lowered).
 */
export function isStreetName(
  previous: string | undefined,
  word: string,
  next: string | undefined,
  after: string | undefined,
  lineStart = false,
): boolean {
  // "auf der Landstraße 20 Kilometer": a noun after the number is what it counts.
  if (/^\p{Lu}\p{Ll}/u.test(after ?? "")) return false;
  const preposition = lineStart ? capitalised(previous ?? "") : (previous ?? "");
  return isStreetBeforeNumber(word, next) || (STREET_PREPOSITION.test(preposition) && isHouseNumber(next));
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
