// A letter's closing formula and the signature below it ("Mit freundlichen Grüßen" / "Ihr Team
// Reha/Leistung"): what stands there is a name or a title. The simplifier keeps those lines and
// their signs; the checker does not flag them either.

const CLOSING_FORMULAS =
  "Mit freundlichen Grüßen|Freundliche Grüße|Mit besten Grüßen|Viele Grüße|Beste Grüße|Hochachtungsvoll";

/** A paragraph that opens with a letter's closing formula. */
export const LETTER_CLOSING = new RegExp(`^\\s*(?:${CLOSING_FORMULAS})[ \\t]*(?:\\n|$)`);

/** One line that is a closing formula ("Mit freundlichen Grüßen", "Hochachtungsvoll,"). */
const CLOSING_LINE = new RegExp(`^[ \\t]*(?:${CLOSING_FORMULAS})[ \\t,]*$`);

/**
 * Whether `at` lies in a signature: a line below the closing formula, before the next blank line
 * ("Mit freundlichen Grüßen\nHausverwaltung Meyer & Söhne"). The formula's own line is none.
 */
export function inSignature(text: string, at: number): boolean {
  let lineStart = text.lastIndexOf("\n", at - 1) + 1;
  while (lineStart > 0) {
    const previousStart = text.lastIndexOf("\n", lineStart - 2) + 1;
    const previous = text.slice(previousStart, lineStart - 1);
    if (previous.trim() === "") return false;
    if (CLOSING_LINE.test(previous)) return true;
    lineStart = previousStart;
  }
  return false;
}
