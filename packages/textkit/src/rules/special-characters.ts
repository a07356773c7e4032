// Rule 15: no special characters (LanguageTool SONDERZEICHEN, MUC: only . ? ! : allowed, ACO).
// Only the text between words is scanned (words never contain these characters; links are words
// and pass). Neighbouring characters form one finding. Gender forms (Lehrer*innen, Lehrer:innen,
// Lehrer/-innen, Lehrer_innen) get a suggestion "Lehrer und Lehrerinnen".
import { ampersandInName, slashInName } from "../language/name-signs.ts";
import { referenceNumberAt } from "../language/reference-numbers.ts";
import type { SentenceRule, SentenceView } from "./types.ts";

/** Leichte Sprache: brackets, quotes, & * † § … ; / \ % € $ ° ² ³ – — # ~ | + = < > _ ^ and more. */
const LEICHT_CHARS = new Set([..."()[]{}\"„“”‚‘’'«»‹›&*†§…;/\\%€$£°²³¹–—#~|+=<>_^@¶©®™"]);
/** Einfache Sprache: fewer restrictions (quotes and brackets pass; ZH uses « »). */
const EINFACH_CHARS = new Set([..."&*†§;/\\%#~|<>_^¶"]);
/** Quotation marks: direct speech is what the indirect-speech rule asks for, so only a warning. */
const QUOTES: ReadonlySet<string> = new Set([..."\"„“”‚‘’'«»‹›"]);
/** List bullets at the start of a line or after ":" ("* töte nicht, * stiehl nicht"). */
const BULLETS: ReadonlySet<string> = new Set([..."*–—-"]);
const GENDER_JOINERS: ReadonlySet<string> = new Set(["*", ":", "_", "/", "/-", "·"]);

function genderSuggestion(stem: string, ending: string): string {
  return ending === "innen" ? `${stem} und ${stem}innen` : `${stem}in oder ${stem}`;
}

export const specialCharacters: SentenceRule = {
  id: "special-characters",
  scope: "sentence",
  messages: {
    default: {
      de: "Sonderzeichen „{chars}“. Schreiben Sie es mit Wörtern oder lassen Sie es weg.",
      leicht: "Das Zeichen {chars} ist schwer. Schreiben Sie es mit Wörtern.",
    },
    gender: {
      de: "Genderzeichen. Schreiben Sie beide Formen aus: „{suggestion}“.",
      leicht: "Schreiben Sie beide Wörter: {suggestion}.",
    },
  },
  check(sentence: SentenceView, { profile, text }, report) {
    const chars = profile.name === "einfach" ? EINFACH_CHARS : LEICHT_CHARS;
    const { tokens } = sentence;
    const skipGapBefore = new Set<number>();
    for (let index = 1; index < tokens.length; index += 1) {
      const token = tokens[index];
      const previous = tokens[index - 1];
      if (token === undefined || previous === undefined) continue;
      if ((token.lower !== "innen" && token.lower !== "in") || !GENDER_JOINERS.has(token.before)) continue;
      if (!previous.isCapitalised || token.start - previous.end !== token.before.length) continue;
      const suggestion = genderSuggestion(previous.text, token.lower);
      report({ start: previous.start, end: token.end, key: "gender", values: { suggestion }, suggestion });
      skipGapBefore.add(index);
    }
    // "Hausverwaltung Meyer & Söhne", "Ihr Team Reha/Leistung": a sign that belongs to a name is
    // kept by the simplifier and not flagged (language/name-signs.ts); so is the "/" of a reference
    // number ("Aktenzeichen: 50.2-GS-1187/26", language/reference-numbers.ts).
    for (let index = 1; index < tokens.length; index += 1) {
      const token = tokens[index];
      const previous = tokens[index - 1];
      if (token === undefined || previous === undefined) continue;
      const gap = text.slice(previous.end, token.start);
      if (
        (gap === " & " && ampersandInName(text, previous.end)) ||
        (gap === "/" && slashInName(text, previous.start, previous.text, token.text)) ||
        (/^\/+$/u.test(gap) && referenceNumberAt(text, previous.end))
      )
        skipGapBefore.add(index);
    }
    let gapStart = sentence.start;
    for (let index = 0; index <= tokens.length; index += 1) {
      const token = tokens[index];
      const gapEnd = token === undefined ? sentence.end : token.start;
      if (!skipGapBefore.has(index)) scanGap(text, gapStart, gapEnd, chars, report);
      if (token !== undefined) gapStart = token.end;
    }
  },
};

function scanGap(
  text: string,
  from: number,
  to: number,
  chars: ReadonlySet<string>,
  report: (draft: { start: number; end: number; values: { chars: string }; severity?: "warning" }) => void,
): void {
  let runStart = -1;
  for (let index = from; index <= to; index += 1) {
    const isSpecial = index < to && chars.has(text.charAt(index));
    if (isSpecial && runStart < 0) runStart = index;
    if (!isSpecial && runStart >= 0) {
      const run = text.slice(runStart, index);
      if (!isBullet(text, runStart, index, run)) {
        let quotesOnly = true;
        for (const char of run) if (!QUOTES.has(char)) quotesOnly = false;
        if (quotesOnly) report({ start: runStart, end: index, values: { chars: run }, severity: "warning" });
        else report({ start: runStart, end: index, values: { chars: run } });
      }
      runStart = -1;
    }
  }
}

/** One bullet character after a line start, ":" or "," and before a space. */
function isBullet(text: string, start: number, end: number, run: string): boolean {
  if (run.length !== 1 || !BULLETS.has(run)) return false;
  const after = text.charCodeAt(end);
  if (after !== 32 && after !== 9) return false;
  let index = start - 1;
  while (index >= 0 && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index -= 1;
  if (index < 0) return true;
  const before = text.charCodeAt(index);
  return before === 10 || before === 13 || before === 58 || before === 44;
}
