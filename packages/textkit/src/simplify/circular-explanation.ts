// Whether a definition explains its term by itself: "Die Arbeitszeit ist die Zeit.", "Eine
// Schwerbehinderung ist eine schwere Behinderung." (the term or its head noun, nothing more).

/** Articles and the verbs of a definition, which carry no content of their own. */
const EMPTY_WORDS = new Set(
  "der die das den dem des ein eine einer einen einem eines ist sind bedeutet bedeuten heißt meint".split(
    " ",
  ),
);

/** A word without separators, case and inflectional ending ("Behinderung", "schwere" -> "schwer"). */
const stem = (word: string): string =>
  word
    .replace(/[·-]/g, "")
    .toLowerCase()
    .replace(/(?:e|en|er|es|em|n|s)$/, "");

/**
 * Whether the sentence defines the term by the term's own parts only: every word of it, the
 * term aside, is an article, the verb of the definition or a part of the term ("Die Arbeits·zeit
 * ist die Zeit." / "Eine Schwer·behinderung ist eine schwere Behinderung."). "Die Arbeitszeit ist
 * die Zeit, in der Sie arbeiten." is none.
 */
export function isCircularDefinition(sentence: string, term: string): boolean {
  const plainTerm = term
    .replace(/\s*\(.*\)$/, "")
    .replace(/[·-]/g, "")
    .toLowerCase();
  const words = sentence.match(/[\p{L}·-]+/gu) ?? [];
  const termWords = new Set(plainTerm.split(/\s+/).map(stem));
  const rest = words.filter((word) => !EMPTY_WORDS.has(word.toLowerCase()) && !termWords.has(stem(word)));
  const defining = words.some((word) => termWords.has(stem(word)));
  return defining && /[.!]$/.test(sentence.trim()) && !/[,:;]/.test(sentence) && rest.length > 0
    ? rest.every((word) => isPart(stem(word), plainTerm))
    : false;
}

/** A first or last part of the compound ("arbeit", "zeit" of "arbeitszeit"; not "bei"). */
const isPart = (part: string, term: string): boolean =>
  part.length >= 3 && (term.startsWith(part) || term.endsWith(part));
