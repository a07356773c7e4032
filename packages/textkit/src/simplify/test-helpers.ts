// Helpers for the transformation tests: sentence text -> tokens and back.
import { markAttributiveParticiples } from "./attributive-participles.ts";
import { trueCaseInitial } from "./lexicon-access.ts";
import { finalPunctuation, renderTokens, type Token, tokenize } from "./tokens.ts";

/** Tokens of a sentence without its final punctuation, first word in its proper case. */
export function clauseTokens(sentence: string, formal = true): Token[] {
  const tokens = markAttributiveParticiples(tokenize(sentence));
  const body = finalPunctuation(tokens) === undefined ? tokens : tokens.slice(0, -1);
  const first = body[0];
  if (first !== undefined && first.kind === "w")
    body[0] = { ...first, text: trueCaseInitial(first.text, formal) };
  return body;
}

export function render(tokens: readonly Token[] | undefined, end = "."): string | undefined {
  return tokens === undefined ? undefined : renderTokens(tokens) + end;
}
