// Long compounds get visible joints in Leichte Sprache: "Einkommensnachweis" -> "Einkommens·nachweis".
import { type CompoundSeparator, separateCompound } from "../lexicon/compound/separate-compound.ts";
import type { Token } from "./tokens.ts";

/** A capital inside a word marks a product or portal name ("ElterngeldDigital", "BahnCard"). */
const INNER_CAPITAL = /^\p{Lu}\p{Ll}+\p{Lu}/u;
/** The bare noun after these is a place name: "der Stadt Musterstadt", "Landkreis Waldheim". */
const PLACE_BEFORE_NAME = /^(?:Stadt|Gemeinde|Landkreis|Kreis|Bezirk|Ortsteil|Stadtteil)$/;

/**
 * "Am Markt 12, 16515 Wiesenburg": the word after a five-digit postcode that opens the line or
 * follows a comma is the town's name ("Wiesenburg", not "Wiesen·burg").
 */
function afterPostcode(tokens: readonly Token[], index: number): boolean {
  const code = tokens[index - 1];
  if (code === undefined || code.kind !== "n" || !/^\d{5}$/.test(code.text)) return false;
  // The line's start, or a comma after a house number ("Am Markt 12, 16515 …"); and nothing but
  // punctuation after the town ("12000 Widerspruchsverfahren und 5000 Klagen" is a count).
  const before = tokens[index - 2];
  const house = /^\d{1,4}[a-z]?$/.test(tokens[index - 3]?.text ?? "");
  const next = tokens[index + 1];
  return (
    (before === undefined || (before.text === "," && house)) && (next === undefined || next.kind === "p")
  );
}

/**
 * Separates long nouns (capitalised words); the lexicon decides the joints. Verbs stay whole, so
 * do names: a word with a capital inside ("Portal ElterngeldDigital") and the name after "Stadt",
 * "Gemeinde" or "Landkreis" ("Stadt Neustadt", not "Stadt Neu·stadt") or after a postcode.
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
      PLACE_BEFORE_NAME.test(tokens[index - 1]?.text ?? "") ||
      afterPostcode(tokens, index)
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
