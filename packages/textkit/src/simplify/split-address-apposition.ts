// An address between commas inside a long clause is an apposition to the place before it: "Sie
// müssen den Widerspruch beim Bürgermeister der Stadt Marl, Creiler Platz 1, einlegen." -> "Sie
// müssen den Widerspruch beim Bürgermeister von der Stadt Marl einlegen." + "Die Adresse ist
// Creiler Platz 1." The steps that make an address list ("Das ist die Adresse:" + one line a part)
// run before this one; it takes what they leave.
import { isPostalTown, isStreetSegment } from "./address-segments.ts";
import type { Clause } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { countWords, isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, RELATIVE_PRONOUNS } from "./word-classes.ts";

/** Clauses up to this many words keep their address. */
const MAX_WORDS = 12;
/** The place's phrase after its preposition has at most this many tokens ("dem Bürgermeister von der Stadt Marl"). */
const MAX_PLACE_TOKENS = 7;
/** Prepositions before a place whose address follows: "bei der Berufsgenossenschaft …", "in die Räume von …". */
const PLACE_PREPOSITION = /^(?:bei|beim|in|im|ins|an|am|zu|zum|zur|von|vom)$/;
/** A room or part of a building is no address: "im Rathaus, Zimmer 14, …". */
const ROOM =
  /^(?:Zimmer|Raum|Saal|Haus|Stock|Etage|Ebene|Gebäude|Flur|Büro|Tür|Eingang|Aufgang|Halle|Schalter|Platz)$/;

/** The place before the comma at `comma` is the object of a preposition, in words only. */
function placeBefore(tokens: readonly Token[], comma: number): boolean {
  const last = tokens[comma - 1];
  if (last === undefined || last.kind !== "w" || !isCapitalised(last.text)) return false;
  // "in dem Mahnverfahren der Vodafix GmbH, Rheinallee 9, …": a genitive after the preposition's
  // own noun phrase; the address is not the place the clause names.
  let determiners = 0;
  for (let index = comma - 2; index >= Math.max(0, comma - 1 - MAX_PLACE_TOKENS); index -= 1) {
    const token = tokens[index];
    if (token === undefined || token.kind !== "w" || finiteReadings(token).length > 0) return false;
    if (PLACE_PREPOSITION.test(token.text)) return determiners <= 1;
    if (DETERMINERS.has(token.text)) determiners += 1;
  }
  return false;
}

/** The comma that closes the tokens from `from` on, or -1. */
const commaAfter = (tokens: readonly Token[], from: number): number =>
  tokens.findIndex((token, index) => index >= from && token.text === ",");

/**
 * The clause without its address and "Die Adresse ist …" after it, or undefined. The address is a
 * street with its number (isStreetSegment), perhaps a postcode and town after it, between commas
 * after a place the clause names with a preposition; a lower-case word goes on with the clause
 * after it (not a relative pronoun: "…, der …" may be about the place).
 */
export function splitAddressApposition(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== "." || countWords(tokens) <= MAX_WORDS) return undefined;
  for (let open = 1; open < tokens.length; open += 1) {
    if (tokens[open]?.text !== "," || !placeBefore(tokens, open)) continue;
    const street = commaAfter(tokens, open + 1);
    const streetWords = tokens.slice(open + 1, street);
    if (street < 0 || !isStreetSegment(streetWords) || ROOM.test(streetWords[0]?.text ?? "")) continue;
    const postal = commaAfter(tokens, street + 1);
    const close = postal >= 0 && isPostalTown(tokens.slice(street + 1, postal)) ? postal : street;
    const after = tokens[close + 1];
    if (
      after === undefined ||
      after.kind !== "w" ||
      isCapitalised(after.text) ||
      RELATIVE_PRONOUNS.has(after.text) ||
      /^(?:wo|was|wer|welche[nmrs]?)$/.test(after.text)
    )
      continue;
    const address = tokens.slice(open + 1, close);
    const statement = [
      { ...word("Die"), space: false },
      word("Adresse"),
      word("ist"),
      ...address.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
    ];
    return [
      {
        ...clause,
        tokens: [...tokens.slice(0, open), { ...after, space: true }, ...tokens.slice(close + 2)],
      },
      { tokens: statement, end: "." },
    ];
  }
  return undefined;
}
