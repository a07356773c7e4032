// Long compounds get visible joints in Leichte Sprache: "Einkommensnachweis" -> "Einkommens·nachweis".
import { type CompoundSeparator, separateCompound } from "../lexicon/compound/separate-compound.ts";
import type { Token } from "./tokens.ts";

/** Separates every long word token (nouns and adjectives alike); the lexicon decides the joints. */
export function separateCompounds(
  tokens: readonly Token[],
  separator: CompoundSeparator,
): { tokens: Token[]; count: number } {
  if (separator === "none") return { tokens: [...tokens], count: 0 };
  let count = 0;
  const out = tokens.map((token) => {
    if (token.kind !== "w" || token.text.length < 10) return token;
    const separated = separateCompound(token.text, separator);
    if (separated === token.text) return token;
    count += 1;
    return { ...token, text: separated };
  });
  return { tokens: out, count };
}
