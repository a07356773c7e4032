// Long compounds get visible joints in Leichte Sprache: "Einkommensnachweis" -> "Einkommens·nachweis".
import { type CompoundSeparator, separateCompound } from "../lexicon/compound/separate-compound.ts";
import type { Token } from "./tokens.ts";

/** Separates long nouns (capitalised words); the lexicon decides the joints. Verbs stay whole. */
export function separateCompounds(
  tokens: readonly Token[],
  separator: CompoundSeparator,
): { tokens: Token[]; count: number } {
  if (separator === "none") return { tokens: [...tokens], count: 0 };
  let count = 0;
  const out = tokens.map((token) => {
    if (
      token.kind !== "w" ||
      token.text.length < 10 ||
      token.text.charAt(0) === token.text.charAt(0).toLowerCase()
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
