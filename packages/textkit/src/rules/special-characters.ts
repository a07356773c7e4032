// Rule 15: no special characters (LanguageTool SONDERZEICHEN, MUC: only . ? ! : allowed, ACO).
// Only the text between words is scanned (words never contain these characters; links are words
// and pass). Neighbouring characters form one finding. Gender forms (Lehrer*innen, Lehrer:innen,
// Lehrer/-innen, Lehrer_innen) get a suggestion "Lehrer und Lehrerinnen".
import type { SentenceRule, SentenceView } from "./types.ts";

/** Leichte Sprache: brackets, quotes, & * † § … ; / \ % € $ ° ² ³ – — # ~ | + = < > _ ^ and more. */
const LEICHT_CHARS = new Set([..."()[]{}\"„“”‚‘’'«»‹›&*†§…;/\\%€$£°²³¹–—#~|+=<>_^@¶©®™"]);
/** Einfache Sprache: fewer restrictions (quotes and brackets pass; ZH uses « »). */
const EINFACH_CHARS = new Set([..."&*†§;/\\%#~|<>_^¶"]);
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
  report: (draft: { start: number; end: number; values: { chars: string } }) => void,
): void {
  let runStart = -1;
  for (let index = from; index <= to; index += 1) {
    const isSpecial = index < to && chars.has(text.charAt(index));
    if (isSpecial && runStart < 0) runStart = index;
    if (!isSpecial && runStart >= 0) {
      report({ start: runStart, end: index, values: { chars: text.slice(runStart, index) } });
      runStart = -1;
    }
  }
}
