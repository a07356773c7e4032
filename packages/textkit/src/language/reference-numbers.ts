// Reference numbers of offices and courts ("Aktenzeichen: 50.2-GS-1187/26", "Steuernummer
// 21/815/08150", "Geschäftszeichen: 731 Ds 214/25", "DR II 1432/26"): a reader must copy them
// exactly as written, so their "/" and their letter groups ("UV", "StA", "DR II") are no special
// characters or abbreviations the checker should flag. "und/oder", "Mitarbeiter/innen" and a slash
// between words have no digit and stay findings.

/** Letters, digits and dots joined by "/" or "-" runs, with a digit somewhere: "34/2026-NE". */
const NUMBER_WORD = /^[\p{L}\p{N}.]+(?:(?:\/+|-)[\p{L}\p{N}.]+)+$/u;
/** A separator run with a digit right before and right after it: "1187/26", "07301//0048215". */
const DIGITS_AROUND_SEPARATOR = /\p{N}(?:\/+|-)\p{N}/u;
/** The letter group of a court's or office's register: "M", "Ds", "StA", "OWi", "UV", "DR", "XVII". */
const CODE_GROUP = /^(?:\p{Lu}{1,5}|\p{Lu}\p{Ll}|\p{Lu}\p{Ll}\p{Lu}|OWi)$/u;
/**
 * A reference line's label before the number, up to three number or register groups before it
 * ("Aktenzeichen: UV 51.3-", "Az. 4 M "); no words of a sentence between ("Nummer erreichen Sie uns
 * 24/7", "Steuernummer an, wir übernehmen 2/3").
 */
const LABEL_BEFORE =
  /(?:[Zz]eichen|[Nn]ummer|Az\.?)\s*:?\s*(?:(?:\p{N}[\p{N}.]*|\p{Lu}{1,5}|\p{Lu}\p{Ll}|\p{Lu}\p{Ll}\p{Lu}|OWi)\s+){0,3}$/u;
/** Groups that are no register: a calendar week ("KW 12/13") is a range. */
const NOT_REGISTER = /^(?:KW)$/;
/** A number of two joins that says more than years or a fraction: letters, 5 digits or a leading 0. */
const CODE_LIKE = /\p{L}|\p{N}{5}|(?:^|[/-])0\p{N}/u;

const bare = (word: string): string => word.replace(/^[(„"]+|[),;:.!?“"]+$/gu, "");

/** The whitespace-delimited word around `at` as [start, end]. */
function wordAround(text: string, at: number): [number, number] {
  let start = at;
  while (start > 0 && !/\s/u.test(text.charAt(start - 1))) start -= 1;
  let end = at;
  while (end < text.length && !/\s/u.test(text.charAt(end))) end += 1;
  return [start, end];
}

/** Up to 80 characters before `at` on its line (a label stands close before its number). */
function lineBefore(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 80);
  return text.slice(from, at);
}

/**
 * Whether the whitespace-delimited word at `at` is a reference number: it joins groups with "/"
 * or "-" and has a digit on both sides of one of them, and it has two such joins ("21/815/08150",
 * "50.2-GS-1187/26"), or a label stands before it on its line ("Geschäftszeichen: 731 Ds 214/25")
 * or a register's letter group before a "/" ("DR II 1432/26"). A lone "1/2" or "2025/26" and a
 * range "KW 12-14" stay findings.
 */
export function referenceNumberAt(text: string, at: number): boolean {
  const [start, end] = wordAround(text, at);
  const word = bare(text.slice(start, end));
  if (!NUMBER_WORD.test(word) || !DIGITS_AROUND_SEPARATOR.test(word)) return false;
  // "21/815/08150", not "2024/2025/2026".
  if ((word.match(/\/+|-/gu) ?? []).length >= 2 && CODE_LIKE.test(word)) return true;
  const line = lineBefore(text, start);
  if (LABEL_BEFORE.test(line)) return true;
  // "DR II 1432/26", not a range "KW 12-14" or a capitalised first word ("Ab 2025/26 gibt es …").
  const group = /(?:^|([.!?:]\s+)|\s)(\S+)\s+$/u.exec(line);
  const code = bare(group?.[2] ?? "");
  const first = group !== null && (group.index === 0 || group[1] !== undefined);
  return word.includes("/") && isRegisterGroup(code) && (!first || /^\p{Lu}{2,}$/u.test(code));
}

/** A register's letter group ("M", "Ds", "StA", "DR"), not "KW". */
function isRegisterGroup(group: string): boolean {
  return CODE_GROUP.test(group) && !NOT_REGISTER.test(group);
}

/**
 * Whether the letter group from `start` to `end` belongs to a reference number: it stands inside
 * one ("34/2026-NE") or before one, with at most one more group between ("UV 51.3-2291/26",
 * "DR II 1432/26").
 */
export function codeGroupOfReference(text: string, start: number, end: number): boolean {
  if (referenceNumberAt(text, start)) return true;
  if (!isRegisterGroup(text.slice(start, end))) return false;
  const following = /[^\S\n]*(\S+)/guy;
  following.lastIndex = end;
  for (let count = 0; count < 2; count += 1) {
    const match = following.exec(text);
    const word = match?.[1];
    if (match === null || word === undefined) return false;
    if (referenceNumberAt(text, match.index + match[0].length - word.length)) return true;
    if (!isRegisterGroup(word)) return false;
  }
  return false;
}
