/**
 * Character classes for the single-pass scanner. One lookup table over the Basic Multilingual
 * Plane, built once, so the scanner never runs a regular expression per character.
 */
export const CharClass = {
  other: 0,
  space: 1,
  newline: 2,
  upper: 3,
  lower: 4,
  /** Letters without case (CJK, Arabic, ...): start words, but say nothing about sentence starts. */
  caseless: 5,
  digit: 6,
  dot: 7,
  /** ! ? and their full-width forms: always candidates for a sentence end. */
  terminal: 8,
  ellipsis: 9,
  hyphen: 10,
  middot: 11,
  apostrophe: 12,
  comma: 13,
  closer: 14,
  at: 15,
  colon: 16,
  mark: 17,
  semicolon: 18,
} as const;

export type CharClassValue = (typeof CharClass)[keyof typeof CharClass];

const overrides: ReadonlyArray<readonly [string, CharClassValue]> = [
  ["\n\r\u000b\u000c\u0085\u2028\u2029", CharClass.newline],
  [".", CharClass.dot],
  ["!?\u203c\u2047\u2048\u2049\u3002\uff01\uff1f", CharClass.terminal],
  ["\u2026", CharClass.ellipsis],
  ["-\u2010\u2011", CharClass.hyphen],
  // Mediopunkt (Bundes·ministerium) and the hyphenation point.
  ["\u00b7\u2027\u22c5", CharClass.middot],
  ["'\u2019", CharClass.apostrophe],
  [",", CharClass.comma],
  [";", CharClass.semicolon],
  [')]}"\u201c\u201d\u2018\u00bb\u00ab\u203a\u2039', CharClass.closer],
  ["@", CharClass.at],
  [":", CharClass.colon],
];

function classify(code: number): CharClassValue {
  if (code >= 0xd800 && code <= 0xdfff) return CharClass.other;
  const char = String.fromCharCode(code);
  if (/\s/u.test(char)) return CharClass.space;
  if (/\p{Lu}|\p{Lt}/u.test(char)) return CharClass.upper;
  if (/\p{Ll}/u.test(char)) return CharClass.lower;
  if (/\p{L}/u.test(char)) return CharClass.caseless;
  if (/\p{Nd}/u.test(char)) return CharClass.digit;
  if (/\p{M}/u.test(char)) return CharClass.mark;
  return CharClass.other;
}

function buildTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (let code = 0; code < 0x10000; code += 1) table[code] = classify(code);
  for (const [chars, value] of overrides) {
    for (let index = 0; index < chars.length; index += 1) table[chars.charCodeAt(index)] = value;
  }
  return table;
}

/** Class of every UTF-16 code unit; surrogates (emoji, astral scripts) are `other`. */
export const charClassTable: Uint8Array = buildTable();

export function isWordChar(value: number): boolean {
  return (
    value === CharClass.upper ||
    value === CharClass.lower ||
    value === CharClass.caseless ||
    value === CharClass.digit ||
    value === CharClass.mark
  );
}

export function isLetterClass(value: number): boolean {
  return (
    value === CharClass.upper ||
    value === CharClass.lower ||
    value === CharClass.caseless ||
    value === CharClass.mark
  );
}
