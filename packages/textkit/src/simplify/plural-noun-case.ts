// Whether a plural noun stands in the dative, read from the words before it: a dative or
// accusative preposition ("bei Schwierigkeiten", "für Schwierigkeiten") or the first determiner of
// its noun phrase ("den großen Schwierigkeiten", "die vielen Schwierigkeiten"). Used where the
// easy plural has its own dative form ("Probleme" / "Problemen") and the hard one has none.

import { readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { ACCUSATIVE_PREPOSITIONS, DATIVE_PREPOSITIONS, PREPOSITIONS } from "./word-classes.ts";

/** Plural determiners without their ending: "den", "diesen", "Ihre", "keiner" … */
const DETERMINER =
  /^(?:d(?:ie|en|er)|(?:dies|jen|kein|mein|dein|sein|ihr|unser|eur|all|viel|einig|manch|solch|welch|wenig|mehrer|beid)(?:e|en|er))$/i;

/** A declined adjective or participle inside the noun phrase ("großen", "offenen"). */
function isDeclinedAdjective(token: Token): boolean {
  if (token.kind !== "w" || isCapitalised(token.text) || !/(?:e|en|er)$/.test(token.text)) return false;
  return readingsOf(token.text).some(
    (reading) =>
      reading.partOfSpeech === "adjective" ||
      (reading.partOfSpeech === "verb" && /participle/i.test(reading.form ?? "")),
  );
}

/**
 * True for a dative plural, false for nominative, accusative or genitive, undefined when the words
 * before do not tell ("Es gab Schwierigkeiten", "in Schwierigkeiten", a relative "den" after a comma).
 */
export function pluralIsDative(tokens: readonly Token[], index: number): boolean | undefined {
  let start = index;
  while (start > 0) {
    const token = tokens[start - 1];
    if (token === undefined || (!DETERMINER.test(token.text) && !isDeclinedAdjective(token))) break;
    start -= 1;
  }
  const before = tokens[start - 1]?.text.toLowerCase() ?? "";
  if (DATIVE_PREPOSITIONS.has(before)) return true;
  if (ACCUSATIVE_PREPOSITIONS.has(before)) return false;
  const first = tokens[start];
  if (start === index || first === undefined || !DETERMINER.test(first.text)) return undefined;
  // "Der Mann, den Schwierigkeiten nicht stören": after a comma "den" may be a relative pronoun.
  if (!PREPOSITIONS.has(before) && tokens[start - 1]?.kind === "p") return undefined;
  return first.text.toLowerCase().endsWith("en");
}
