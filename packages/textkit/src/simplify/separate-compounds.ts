// Long compounds get visible joints in Leichte Sprache: "Einkommensnachweis" -> "Einkommens·nachweis".

import { NAME_TAKING_NOUN } from "../language/name-taking-nouns.ts";
import { isStreetName } from "../language/street-names.ts";
import { type CompoundSeparator, separateCompound } from "../lexicon/compound/separate-compound.ts";
import { isCapitalised, type Token } from "./tokens.ts";

/** A capital inside a word marks a product or portal name ("ElterngeldDigital", "BahnCard"). */
const INNER_CAPITAL = /^\p{Lu}\p{Ll}+\p{Lu}/u;

/** "Bahnhofstraße 14", "Am Schlossberg 3": a street's name before its house number stays whole. */
function beforeHouseNumber(tokens: readonly Token[], index: number): boolean {
  const number = tokens[index + 1];
  return (
    (number?.kind === "n" || number?.kind === "u") &&
    isStreetName(
      tokens[index - 1]?.text,
      tokens[index]?.text ?? "",
      number.text,
      tokens[index + 2]?.text,
      index === 1,
    )
  );
}

/**
 * "Am Markt 12, 16515 Wiesenburg": the word after a five-digit postcode that opens the line or
 * follows a comma is the town's name ("Wiesenburg", not "Wiesen·burg").
 */
function afterPostcode(tokens: readonly Token[], index: number): boolean {
  const code = tokens[index - 1];
  if (code === undefined || code.kind !== "n" || !/^\d{5}$/.test(code.text)) return false;
  // The line's start, or a comma after an address part ("Am Markt 12, …", "Hauptstr. 5 b, …",
  // "Bürgeramt, …") that is no counted noun ("35000 Anträge, 12000 Widerspruchsverfahren und …");
  // after the town punctuation, the end or a capital ("… Lindenfeld OT Kleinhausen"), not "und".
  const before = tokens[index - 2];
  const part = tokens[index - 3];
  const counted = part !== undefined && isCapitalised(part.text) && tokens[index - 4]?.kind === "n";
  const address =
    part !== undefined && (part.kind === "n" || /^[a-z]$/.test(part.text) || isCapitalised(part.text));
  const next = tokens[index + 1];
  const opens = before === undefined || (before.text === "," && address && !counted);
  return opens && (next === undefined || next.kind === "p" || isCapitalised(next.text));
}

/**
 * Separates long nouns (capitalised words); the lexicon decides the joints. Verbs stay whole, so
 * do names: a word with a capital inside ("Portal ElterngeldDigital") and the name after "Stadt",
 * "Landkreis", "Kita", "Firma" … ("Stadt Neustadt", not "Stadt Neu·stadt"), after a postcode, or a
 * street's name before its house number ("Bahnhofstraße 14").
 */
export function separateCompounds(
  tokens: readonly Token[],
  separator: CompoundSeparator,
): { tokens: Token[]; count: number } {
  if (separator === "none") return { tokens: [...tokens], count: 0 };
  let count = 0;
  const out = tokens.map((token, index) => {
    if (
      token.kind !== "w" ||
      token.text.length < 10 ||
      token.text.charAt(0) === token.text.charAt(0).toLowerCase() ||
      INNER_CAPITAL.test(token.text) ||
      // "der Stadt Musterstadt", "Landkreis Waldheim", "Kita Sonnenblume": the noun after is a name.
      NAME_TAKING_NOUN.test(tokens[index - 1]?.text ?? "") ||
      afterPostcode(tokens, index) ||
      beforeHouseNumber(tokens, index)
    ) {
      return token;
    }
    const separated = separateCompound(token.text, separator);
    if (separated === token.text) return token;
    count += 1;
    return { ...token, text: separated };
  });
  return { tokens: out, count };
}
