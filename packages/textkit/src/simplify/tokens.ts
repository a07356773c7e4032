// Tokens of one sentence: words, numbers and punctuation, with the spacing they had.

export type Token = {
  text: string;
  /**
   * "w" word (letters), "n" number, "p" punctuation or symbol, "u" URL, e-mail or a code that
   * starts with digits and goes on with letters ("1ESY1160512345", house number "3a"): never changed.
   */
  kind: "w" | "n" | "p" | "u";
  /** Whitespace stood before the token in the source; new tokens get true (punctuation false). */
  space: boolean;
  /**
   * A declined participle or adjective between its determiner and noun ("zur vereinbarten Zeit"):
   * never a finite verb, though it has the form of one (see attributive-participles.ts); so are
   * the items of a list of predicatives ("verlobt, verheiratet oder verwandt", list-in-subordinate.ts).
   */
  attributive?: true;
};

/** A bare domain such as "bund.de" or "jobcenter.digital" (a few common endings only). */
const DOMAIN =
  /^(?:[\p{L}\p{N}-]+\.)+(?:de|com|org|net|eu|info|digital|online|io|at|ch)(?:\/[^\s]*[^\s.,;:!?)])?$/u;

/** A URL, a bare domain or an e-mail address: tried before a word. */
const LINK_TOKEN =
  /(?:https?:\/\/|www\.)[^\s]+[^\s.,;:!?)]|(?:[\p{L}\p{N}-]+\.)+(?:de|com|org|net|eu|info|digital|online|io|at|ch)(?![\p{L}\p{N}])(?:\/[^\s]*[^\s.,;:!?)])?|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/**
 * A word, a number or any other character. A truncated first part of a compound keeps the list
 * comma after it when another truncated part follows ("Renten-, Arbeitslosen- und
 * Pflegeversicherung"): that comma separates no clauses. Words keep an apostrophe inside
 * ("geht's") and after s/ß/x/z (the genitive "Jesus'"); after any other letter it closes a quote
 * ("den Weg des Herrn'").
 */
const WORD_TOKEN =
  /\p{L}(?:[\p{L}\p{M}\p{N}·-]|['’](?=\p{L})|(?<=[sßxzSXZ])['’])*(?:(?<=\p{L}-),(?=[ \t]+\p{L}[\p{L}\p{M}\p{N}·]*-[ \t,]))?|\p{N}+\p{L}[\p{L}\p{N}]*|\p{N}+(?:[.,:]\p{N}+)*|\S/gu;
const TOKEN = new RegExp(`${LINK_TOKEN.source}|${WORD_TOKEN.source}`, "gu");
/**
 * "http://", "https://", "www.", "@" or a dot before a domain ending: LINK_TOKEN may match. A
 * sentence without any is read with WORD_TOKEN alone (the same tokens, in a third of the time:
 * LINK_TOKEN is tried at every word).
 */
const LINK_HINT = /https?:\/\/|www\.|@|\.(?:de|com|org|net|eu|info|digital|online|io|at|ch)(?![\p{L}\p{N}])/u;

/** Splits a sentence into tokens; linear in its length. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const pattern = LINK_HINT.test(text) ? TOKEN : WORD_TOKEN;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const value = match[0];
    const start = match.index;
    tokens.push({ text: value, kind: kindOf(value), space: start > previousEnd });
    previousEnd = start + value.length;
  }
  return tokens;
}

function kindOf(value: string): Token["kind"] {
  const first = value.charAt(0);
  // A domain has a dot (the test is quick, the pattern is not).
  if (
    /^(?:https?:|www\.)/.test(value) ||
    (value.includes("@") && value.length > 3) ||
    (value.includes(".") && DOMAIN.test(value))
  )
    return "u";
  if (/^\p{N}+\p{L}/u.test(value)) return "u";
  if (/\p{L}/u.test(first)) return "w";
  if (/\p{N}/u.test(first)) return "n";
  return "p";
}

/** Words and numbers of a token list (punctuation does not count). */
export function countWords(tokens: readonly Token[]): number {
  return tokens.filter((token) => token.kind === "w" || token.kind === "n").length;
}

export const word = (text: string): Token => ({ text, kind: "w", space: true });
export const punct = (text: string): Token => ({ text, kind: "p", space: false });

const NO_SPACE_BEFORE = new Set([".", ",", ";", ":", "!", "?", ")", "]", "“", "‘", "»", "…"]);
const NO_SPACE_AFTER = new Set(["(", "[", "„", "‚", "«"]);
/** German books and our glossary quote »so«; the sets above are for the Swiss and French «so». */
const NO_SPACE_BEFORE_GERMAN = new Set([...[...NO_SPACE_BEFORE].filter((text) => text !== "»"), "«"]);
const NO_SPACE_AFTER_GERMAN = new Set([...[...NO_SPACE_AFTER].filter((text) => text !== "«"), "»"]);

/** Joins tokens into text; the first letter is capitalised when `capitalise` is set. */
export function renderTokens(tokens: readonly Token[], capitalise = true): string {
  // The first guillemet opens: »…« (German) or «…» (Swiss, French).
  const german = tokens.find((token) => token.text === "»" || token.text === "«")?.text === "»";
  const noSpaceBefore = german ? NO_SPACE_BEFORE_GERMAN : NO_SPACE_BEFORE;
  const noSpaceAfter = german ? NO_SPACE_AFTER_GERMAN : NO_SPACE_AFTER;
  let out = "";
  let previous: Token | undefined;
  for (const token of tokens) {
    if (previous !== undefined) {
      const glue = noSpaceAfter.has(previous.text)
        ? false
        : token.kind === "p"
          ? token.space && !noSpaceBefore.has(token.text)
          : token.space || previous.kind === "w" || previous.kind === "n" || noSpaceBefore.has(previous.text);
      if (glue) out += " ";
    }
    out += token.text;
    previous = token;
  }
  return capitalise ? capitaliseFirst(out) : out;
}

export function capitaliseFirst(text: string): string {
  // Most texts start with an ASCII letter or digit (a quick path; the search below gives the same).
  const code = text.charCodeAt(0);
  if (code >= 97 && code <= 122) return text.charAt(0).toUpperCase() + text.slice(1);
  if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return text;
  const index = text.search(/[\p{L}\p{N}]/u);
  if (index < 0 || !/\p{L}/u.test(text.charAt(index))) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

export function isWord(token: Token | undefined): token is Token {
  return token !== undefined && token.kind === "w";
}

export function isCapitalised(text: string): boolean {
  const code = text.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  const first = text.charAt(0);
  return first !== first.toLowerCase();
}

/** Final punctuation of a sentence's tokens, if any (".", "!", "?"). */
export function finalPunctuation(tokens: readonly Token[]): string | undefined {
  const last = tokens.at(-1);
  return last !== undefined && last.kind === "p" && /^[.!?]$/.test(last.text) ? last.text : undefined;
}

/** A full stop after a number is a date's or an ordinal's dot ("3. Mai"), not a sentence end. */
export function isDateDot(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.text === "." && tokens[index - 1]?.kind === "n";
}
