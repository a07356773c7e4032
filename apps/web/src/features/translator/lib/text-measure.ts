/** Fewer words than this are looked up in the glossary instead of translated (spec 001 §5). */
export const MIN_TRANSLATION_WORDS = 4;

/** Words as the reader sees them: runs of letters or digits (punctuation alone is not a word). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'·.][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Characters as the server counts them: Unicode code points, so an emoji counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Cuts a text to at most `cap` code points without splitting a surrogate pair. */
export function cutToCap(text: string, cap: number): string {
  if (cap <= 0) return "";
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === cap) break;
    count += 1;
    end += char.length;
  }
  return text.slice(0, end);
}

export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

export type InputKind = "empty" | "term" | "text";

/** What the translator does with an input: clear, look up a term, or translate. */
export function classifyInput(text: string): InputKind {
  if (isBlank(text)) return "empty";
  return countWords(text) < MIN_TRANSLATION_WORDS ? "term" : "text";
}
