// Signs that belong to a name and stay as they are: "&" in a firm's name ("Hausverwaltung Meyer &
// Söhne", "McKinsey & Company") and "/" in the name of a team or unit ("Ihr Team Reha/Leistung").
// Elsewhere the simplifier writes them as words ("Kosten & Gebühren" -> "Kosten und
// Gebühren", "Mieter/Vermieter" -> "Mieter oder Vermieter"): a reader finds a firm or a team only
// by its name as written, but needs no sign in running text. The checker reads the same test.
import { lookupWord } from "../lexicon/morphology/lookup-word.ts";
import { inSignature } from "./letter-closing.ts";
import { NAME_TAKING_NOUN } from "./name-taking-nouns.ts";

/** Words after "&" that make a firm's name: "Meyer & Söhne", "Schulz & Partner", "Lemke & Co.". */
const FIRM_PARTNER =
  /^(?:Söhne|Sohn|Töchter|Tochter|Partner|Partnerin|Partnerinnen|Kollegen|Co|Cie|Company|Sons)$/;
/** A legal form after the name: "Müller & Schmidt GmbH", "Koch & Wolf KG". */
const LEGAL_FORM = /^\s+(?:GmbH|gGmbH|mbH|AG|KG|OHG|GbR|UG|SE|PartG(?:mbB)?|e\.\s?K\.|e\.\s?V\.)(?![\p{L}])/u;
/** Nouns ending like these introduce the name of a firm: "Hausverwaltung Meyer & Söhne". */
const FIRM_NOUN = /(?:verwaltung|Firma|Kanzlei|Praxis|Verlag)$/;

/** A capitalised word (its quotation marks and punctuation taken off). */
const CAPITALISED = /^\p{Lu}[\p{L}-]*$/u;

const bare = (word: string): string => word.replace(/^[„“”"‚‘’«»(]+|[„“”"‚‘’«»),;:!?.]+$/gu, "");

/** The last two words before `at` on its line: [the last, the one before it]. */
function wordsBefore(text: string, at: number): [string, string] {
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  const words = line.split(/[ \t]+/).filter((word) => word !== "");
  return [bare(words.at(-1) ?? ""), bare(words.at(-2) ?? "")];
}

/** The word after `at` (the end of the sign and its space) as written, with its punctuation. */
function wordAfter(text: string, at: number): string {
  return /^\S+/.exec(text.slice(at))?.[0] ?? "";
}

/** A surname or a foreign word: capitalised and unknown to the lexicon ("Meyer", "Young"). */
function unknownName(word: string): boolean {
  return CAPITALISED.test(word) && lookupWord(word).length === 0;
}

/**
 * Whether the " & " at `at` (its first space) joins the parts of a name: a firm's partner word or
 * a legal form follows ("Krämer & Söhne GmbH"), one side is a surname or foreign word ("Ernst &
 * Young"), a firm noun stands before it ("Kanzlei Koch & Wolf"), it stands in a quoted title
 * ("„Sprache & Integration“") or in a signature. Capitals alone are no sign of a name: every German
 * noun has one ("Kosten & Gebühren", the heading "Essen & Trinken" become "und").
 */
export function ampersandInName(text: string, at: number): boolean {
  const [left, beforeLeft] = wordsBefore(text, at);
  const afterSign = at + 3;
  const written = wordAfter(text, afterSign);
  const right = bare(written);
  if (!CAPITALISED.test(left) || !CAPITALISED.test(right)) return false;
  if (FIRM_PARTNER.test(right) || LEGAL_FORM.test(text.slice(afterSign + written.length))) return true;
  if (unknownName(left) || unknownName(right)) return true;
  if (NAME_TAKING_NOUN.test(beforeLeft) || FIRM_NOUN.test(beforeLeft)) return true;
  return insideQuotes(text, at) || inSignature(text, at);
}

/** Nouns of an office's unit, also ending a compound: the words after one name it ("Team Reha/Leistung"). */
const UNIT_NOUN = /(?:team|abteilung|referat|sachgebiet|fachbereich|fachdienst|dezernat)$/i;

/**
 * Whether the slash between the words `left` (starting at `start`) and `right` is part of a unit's
 * name: right after a unit noun ("Ihr Team Reha/Leistung", "Abteilung Wohngeld/Lastenzuschuss") or
 * in a signature ("Mit freundlichen Grüßen" / "Wohngeldstelle Nord/Süd"). Not "im Team
 * planen/handeln" (verbs are no name) or "Mieter/Vermieter" in running text.
 */
export function slashInName(text: string, start: number, left: string, right: string): boolean {
  if (!CAPITALISED.test(left) || !CAPITALISED.test(right)) return false;
  const [before] = wordsBefore(text, start);
  return UNIT_NOUN.test(before) || inSignature(text, start);
}

/** Inside quotation marks on its line: an opening mark before `at` and a closing one after it. */
function insideQuotes(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const lineEnd = text.indexOf("\n", at);
  const before = text.slice(lineStart, at);
  const after = text.slice(at, lineEnd < 0 ? text.length : lineEnd);
  const lastMark = /[„“”"»«‚‘][^„“”"»«‚‘]*$/u.exec(before)?.[0].charAt(0);
  const plainOpen = (before.match(/"/g)?.length ?? 0) % 2 === 1;
  const opened = lastMark === "„" || lastMark === "»" || lastMark === "‚" || (lastMark === '"' && plainOpen);
  return opened && /[“”"«‘]/u.test(after);
}
