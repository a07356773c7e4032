/**
 * The contract between the rule-based simplifier (this folder) and its callers (the server's
 * `rules` engine, the `leicht translate` CLI, the OpenAI engine's post-processing).
 */
export type SimplifyLevel = "leicht" | "einfach";

/** How long compounds are separated in Leichte Sprache (the spec's `mediopoint` preference). */
export type CompoundSeparator = "mediopunkt" | "hyphen" | "none";

export type RerollType = "kuerzen" | "erklaeren" | "uebersetzen";

export type SimplifyOptions = {
  level: SimplifyLevel;
  /** Default "mediopunkt" for leicht; Einfache Sprache never separates. */
  separator?: CompoundSeparator;
  /** Leichte Sprache: negation words in bold in `formatted_text` (default true). */
  boldNegations?: boolean;
  /** The text addresses its reader (letters from an office): allows "Sie"/"wir" rewrites. */
  addressReader?: boolean;
  /** Glossary explanations after sentences: none, the default amount, or more (reroll "erklaeren"). */
  explanations?: "none" | "default" | "more";
  /** Picks alternative connectors and wordings (reroll "uebersetzen"); 0 is the default choice. */
  variant?: number;
};

export type SimplifyOutput = {
  /** Plain text: in Leichte Sprache one sentence per line, paragraphs separated by a blank line. */
  simplified_text: string;
  /** Markdown: same content; negations bold, glossary explanations marked up, lists kept. */
  formatted_text: string;
  /** Names of the transformations that fired, in order, for debugging and evaluation. */
  applied: string[];
};
