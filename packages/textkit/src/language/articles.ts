// Article forms (lower case), for the word sets that start from them.

export const DEFINITE_ARTICLE_FORMS: readonly string[] = ["der", "die", "das", "den", "dem", "des"];

export const INDEFINITE_ARTICLE_FORMS: readonly string[] = [
  "ein",
  "eine",
  "einen",
  "einem",
  "einer",
  "eines",
];

/** "kein" and its forms: articles that negate. */
export const NEGATIVE_ARTICLE_FORMS: readonly string[] = [
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keines",
];
