// Words that negate a statement (lower case): the checker flags them, simplification bolds them.
import { NEGATIVE_ARTICLE_FORMS } from "./articles.ts";

export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  "nicht",
  ...NEGATIVE_ARTICLE_FORMS,
  "nie",
  "niemals",
  "niemand",
  "niemanden",
  "niemandem",
  "nichts",
  "nirgends",
  "nirgendwo",
  "weder",
  "noch nicht",
]);
