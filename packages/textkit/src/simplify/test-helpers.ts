// Helpers for the transformation tests: sentence text -> tokens and back; fixture texts and what
// a simplification must keep of them (numbers, negations).
import { readdirSync, readFileSync } from "node:fs";
import { NEGATION_WORDS } from "../language/negation-words.ts";
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

/** The clause's tokens cut at its commas. */
export function segmentsOf(clause: string): Token[][] {
  return clauseTokens(clause).reduce<Token[][]>(
    (segments, token) => {
      if (token.text === ",") segments.push([]);
      else segments.at(-1)?.push(token);
      return segments;
    },
    [[]],
  );
}

export function render(tokens: readonly Token[] | undefined, end = "."): string | undefined {
  return tokens === undefined ? undefined : renderTokens(tokens) + end;
}

/** The texts of a fixture folder (packages/textkit/fixtures/<name>/*.txt), sorted by file name. */
export function fixtureTexts(name: string): { name: string; text: string }[] {
  const folder = new URL(`../../fixtures/${name}/`, import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => ({ name: file, text: readFileSync(new URL(file, folder), "utf8") }));
}

export const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];
export const digitGroups = (text: string): string[] => text.match(/\d+(?:[.,:]\d+)*/g) ?? [];
/** Negations of a text; a denied exclusion ("nicht ausgeschlossen": possible) is none. */
export const negations = (text: string): number =>
  words(text.replace(/nicht (?:ausgeschlossen|auszuschließen)/g, "")).filter((word) =>
    NEGATION_WORDS.has(word),
  ).length;
