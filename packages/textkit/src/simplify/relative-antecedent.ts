// Antecedents that a repeated noun with "der/die/das" cannot stand for. A quantified noun phrase is
// restricted by its relative clause: "Kein Kind, das krank ist, muss kommen." is no "Das Kind ist
// krank." + "Kein Kind muss kommen."; "Wir helfen allen Familien, die Hilfe brauchen." does not help
// all families. Such sentences stay whole.

import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS } from "./word-classes.ts";

/** Determiners that quantify: the relative clause picks out which ones are meant. */
const QUANTIFIER =
  /^(?:jede[rsmn]?|jegliche[rsmn]?|kein(?:e[rsmn]?)?|alle[rsmn]?|manche[rsmn]?|wenige[rnm]?|meisten|sämtliche[rnm]?|irgendein(?:e[rsmn]?)?)$/i;

/**
 * Indefinite quantifiers: a clause after the whole sentence introduces them like "ein" ("Da kamen
 * einige Pharisäer, die ihm eine Falle stellen wollten."); inside the sentence it restricts them
 * ("Viele Menschen, die hier wohnen, arbeiten in der Stadt.").
 */
const INDEFINITE_QUANTIFIER = /^(?:viele[rnm]?|einige[rnm]?|mehrere[rn]?|etliche[rn]?)$/i;

/**
 * The antecedent noun is the head of a noun phrase opened by a quantifier: "jedes Kind", "allen
 * bedürftigen Familien", "die meisten Kinder"; "viele Kinder" only when the relative clause does not
 * end the sentence (`atEnd`). Looks back over at most four lower-case words
 * (adjectives) to the determiner.
 */
export function quantifiedAntecedent(
  host: readonly Token[],
  antecedent: Token | undefined,
  atEnd: boolean,
): boolean {
  if (antecedent === undefined) return false;
  const at = host.lastIndexOf(antecedent);
  for (let index = at - 1; at > 0 && index >= Math.max(0, at - 5); index -= 1) {
    const token = host[index];
    if (token === undefined || token.kind !== "w") return false;
    if (QUANTIFIER.test(token.text) || (!atEnd && INDEFINITE_QUANTIFIER.test(token.text))) return true;
    const lower = token.text.toLowerCase();
    if (DETERMINERS.has(lower) || PREPOSITIONS.has(lower)) return false;
    // Another noun before it ends the phrase; the first word of the sentence may be an adjective.
    if (isCapitalised(token.text) && index > 0) return false;
  }
  return false;
}
