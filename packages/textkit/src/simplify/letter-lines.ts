// The lines of a letter that are no running text: its closing formula and the signature below it
// ("Mit freundlichen Grüßen" / "Ihr Team Reha/Leistung"). What stands there is a name or a title.
import type { Span } from "../segment/types.ts";
import { hasFiniteVerb } from "./clause-tools.ts";
import { tokenize } from "./tokens.ts";

/** A part of a sentence that is simplified on its own: its text, its end in the text, its case. */
export type SourceLine = {
  text: string;
  start: number;
  end: number;
  /** Starts in lower case and stays so ("bei dem Amtsgericht Bochum" under the name). */
  lowerStart: boolean;
};

/**
 * The lines of a sentence that are simplified one by one. The segmenter joins a line that starts
 * in lower case to the one before, as a soft line break inside a sentence. In a letter's head and
 * signature (`layout`) the line is layout: "Gerichtsvollzieherin Sabine Krüger" / "bei dem
 * Amtsgericht Bochum", "Brandt, Justizbeschäftigte" / "als Urkundsbeamtin der Geschäftsstelle".
 * So it is in a block without a finite verb whose line ends in a comma (an appointment: "Donnerstag,
 * den 19.03.2026, um 10:30 Uhr," / "in meinem Geschäftszimmer, …"). Such lines stay lines and keep
 * their lower case; elsewhere the sentence stays whole (a wrapped sentence is one sentence).
 */
export function sourceLines(sentence: Span & { text: string }, layout: boolean): SourceLine[] {
  const whole = [{ text: sentence.text, start: sentence.start, end: sentence.end, lowerStart: false }];
  if (!sentence.text.includes("\n")) return whole;
  const lines = sentence.text.split("\n");
  const block = lines.slice(0, -1).every((line) => /,[ \t]*$/.test(line));
  if (!layout && !(block && !hasFiniteVerb(tokenize(sentence.text)))) return whole;
  let offset = sentence.start;
  return lines.flatMap((line, index) => {
    const start = offset + (line.length - line.trimStart().length);
    const end = offset + line.length;
    offset = end + 1;
    return line.trim() === "" ? [] : [{ text: line.trim(), start, end, lowerStart: index > 0 }];
  });
}

/** A salutation alone, ending in a comma: "Sehr geehrte Frau Müller,", "Liebe Eltern,". */
/** The words a letter's salutation opens with ("Sehr geehrte Frau …", "Liebe Eltern", "Hallo", "Guten Tag"). */
export const SALUTATION_OPENERS = "(?:Sehr geehrte[rns]?|Liebe[rns]?|Hallo|Guten Tag)";

const SALUTATION = new RegExp(`^${SALUTATION_OPENERS}\\b(?! Grüße)[^\\n.!?]{0,80},$`);

/**
 * Whether `text` is a letter's salutation with a comma: the text after it goes on in lower case
 * ("Sehr geehrte Frau Müller," / "das Mietverhältnis endet …"). Not a closing "Liebe Grüße,".
 */
export function isSalutation(text: string): boolean {
  return SALUTATION.test(text.trim());
}

/** A list item whose first word is lower case: "- eine Kopie", "• bei Erstausstellung:", "1. den". */
const LOWER_CASE_ITEM = /^(?:[-–•*]|\d{1,2}[.)])[ \t]+\p{Ll}/u;

/**
 * Whether the sentence at `start` of `text` is a list item that starts in lower case, at the start
 * of its line: it goes on with the sentence before the list ("Bitte reichen Sie ein:" / "- eine
 * Kopie des Ausweises," / "- die Kontoauszüge.") and keeps its lower case. Not a dash inside a line
 * ("… ihres Mannes! - und sie küsste sie.").
 */
export function lowerCaseItem(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return text.slice(lineStart, start).trim() === "" && LOWER_CASE_ITEM.test(text.slice(start, start + 8));
}
