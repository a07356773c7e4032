import { DEFINITE_ARTICLE_FORMS, INDEFINITE_ARTICLE_FORMS } from "../language/articles.ts";
import { PREPOSITIONS } from "../language/prepositions.ts";
import { ABBREVIATIONS, SENTENCE_FINAL_ABBREVIATIONS } from "./abbreviations.ts";
import { CharClass, charClassTable, isLetterClass, isWordChar } from "./char-class.ts";
import { type ScanSink, WordKind } from "./types.ts";

/** Characters stripped from the end of a URL or e-mail address (they are sentence punctuation). */
const LINK_TRAILING = ".,;:!?)]}'\"»«“”’>";

function classAt(text: string, index: number): number {
  if (index < 0 || index >= text.length) return -1;
  return charClassTable[text.charCodeAt(index)] ?? CharClass.other;
}

function isLinkStart(text: string, index: number): boolean {
  return (
    text.startsWith("http://", index) || text.startsWith("https://", index) || text.startsWith("www.", index)
  );
}

/** End of a URL or e-mail address that runs on from `index`: up to white space, minus trailing punctuation. */
function scanLinkEnd(text: string, index: number): number {
  let end = index;
  while (end < text.length) {
    const value = classAt(text, end);
    if (value === CharClass.space || value === CharClass.newline) break;
    end += 1;
  }
  while (end > index && LINK_TRAILING.includes(text.charAt(end - 1))) end -= 1;
  return end;
}

/** Kind bits of the word last scanned by `scanWord` (a module variable: no object per word). */
let scannedKind = 0;

/** Scans one word from `start` (a word character); returns its end and sets `scannedKind`. */
function scanWord(text: string, start: number): number {
  if (isLinkStart(text, start)) {
    scannedKind = WordKind.link;
    return scanLinkEnd(text, start);
  }
  let index = start;
  let kind = 0;
  const length = text.length;
  while (index < length) {
    const value = charClassTable[text.charCodeAt(index)] ?? CharClass.other;
    if (value === CharClass.digit) {
      kind |= WordKind.digits;
      index += 1;
      continue;
    }
    if (isLetterClass(value)) {
      kind |= WordKind.letters;
      index += 1;
      continue;
    }
    const next = classAt(text, index + 1);
    if (value === CharClass.hyphen || value === CharClass.middot) {
      if (!isWordChar(next)) break;
      kind |= WordKind.joined;
      index += 1;
      continue;
    }
    const previous = classAt(text, index - 1);
    if (value === CharClass.apostrophe) {
      if (!isLetterClass(previous) || !isLetterClass(next)) break;
      index += 1;
      continue;
    }
    if (value === CharClass.dot) {
      if (previous === CharClass.digit && next === CharClass.digit) {
        index += 1;
        continue;
      }
      if (!isLetterClass(next)) break;
      kind |= WordKind.innerDot;
      index += 1;
      continue;
    }
    if ((value === CharClass.comma || value === CharClass.colon) && previous === CharClass.digit) {
      if (next !== CharClass.digit) break;
      index += 1;
      continue;
    }
    if (value === CharClass.at && isWordChar(previous) && isWordChar(next)) {
      scannedKind = kind | WordKind.link;
      return scanLinkEnd(text, index);
    }
    break;
  }
  scannedKind = kind;
  return index;
}

/** Length of the run of digits that ends at `end` ("2025" in "01.02.2025"). */
function trailingDigits(text: string, start: number, end: number): number {
  let index = end;
  while (index > start && classAt(text, index - 1) === CharClass.digit) index -= 1;
  return end - index;
}

/**
 * Capitalised words that open a sentence but never follow an ordinal ("am 2. Januar", "die 3. Klasse"):
 * personal pronouns, conditional and linking words, articles and prepositions. After a number inside a sentence they show that the
 * full stop ends it: "nach Sozialgesetzbuch 2. Sollten Sie …", "Das Kind ist 12. Es geht …".
 */
const NEVER_AFTER_ORDINAL: ReadonlySet<string> = new Set([
  "ich",
  "du",
  "er",
  "es",
  "wir",
  "ihr",
  "sie",
  "sollten",
  "sollte",
  "wenn",
  "falls",
  "bitte",
  "dann",
  "deshalb",
  "daher",
  "dazu",
  "hierzu",
  "außerdem",
  // Articles and prepositions: an ordinal is followed by its noun or an adjective ("am 2. Tag", "die
  // 3. große Welle"), never by a new noun phrase ("nach dem Sozialgesetzbuch 2. Im Rahmen …").
  ...DEFINITE_ARTICLE_FORMS,
  ...INDEFINITE_ARTICLE_FORMS,
  ...PREPOSITIONS,
  "im",
  "am",
  "zum",
  "zur",
  "beim",
  "vom",
  "ins",
  "während",
  "wegen",
  "gemäß",
]);

/** The letters of the word that starts at `start` (for a look at the next word). */
function wordAt(text: string, start: number): string {
  let end = start;
  while (end < text.length && isLetterClass(charClassTable[text.charCodeAt(end)] ?? -1)) end += 1;
  return text.slice(start, end);
}

/** Whether a single full stop right after a word belongs to it (abbreviation, ordinal, date). */
function isDotPartOfWord(text: string, start: number, end: number, kind: number, nextClass: number): boolean {
  if (kind & WordKind.link) return false;
  // "Telefon 02331 985-0.": a phone extension after a hyphen is no ordinal.
  if (kind & WordKind.digits && !(kind & WordKind.letters))
    return trailingDigits(text, start, end) <= 2 && !/\d{3,}-\d+$/.test(text.slice(start, end));
  if (end - start === 1) return (kind & WordKind.letters) !== 0;
  if (end - start > 8) return false;
  const key = text.slice(start, end).toLowerCase();
  if (SENTENCE_FINAL_ABBREVIATIONS.has(key)) return nextClass !== CharClass.upper;
  return ABBREVIATIONS.has(key);
}

/**
 * Splits text into paragraphs, lines, sentences and words in one pass over the code units and
 * reports them to `sink`. Never throws; any string is valid input.
 *
 * Sentence ends: `!` `?` always (unless a lower-case word or comma follows, as in direct speech);
 * `.` unless it closes an abbreviation, an ordinal or date part ("am 1. Januar"), or a lower-case
 * word follows; ellipses never; a line break ends the sentence unless the next line starts lower case;
 * a blank line always ends sentence and paragraph.
 */
export function scanText(text: string, sink: ScanSink): void {
  const length = text.length;
  let index = 0;
  let sentenceStart = -1;
  let contentEnd = 0;
  let wordsInSentence = 0;
  let commas = 0;
  let lineStart = 0;
  let paragraphStart = -1;
  let paragraphEnd = 0;
  let lastWordStart = -1;
  let lastWordEnd = -1;
  let lastWordKind = 0;

  const closeSentence = (end: number): void => {
    if (wordsInSentence > 0) sink.sentence(sentenceStart, end, commas);
    sentenceStart = -1;
    wordsInSentence = 0;
    commas = 0;
  };
  const closeParagraph = (): void => {
    if (paragraphStart >= 0) sink.paragraph(paragraphStart, paragraphEnd);
    paragraphStart = -1;
  };

  while (index < length) {
    const value = charClassTable[text.charCodeAt(index)] ?? CharClass.other;
    if (value === CharClass.space) {
      index += 1;
      continue;
    }
    if (value === CharClass.newline) {
      sink.line(lineStart, index);
      let next = index + 1;
      if (text.charCodeAt(index) === 13 && text.charCodeAt(next) === 10) next += 1;
      lineStart = next;
      let look = next;
      while (look < length && charClassTable[text.charCodeAt(look)] === CharClass.space) look += 1;
      const lookClass = classAt(text, look);
      if (lookClass === -1 || lookClass === CharClass.newline) {
        closeSentence(contentEnd);
        closeParagraph();
      } else if (sentenceStart >= 0 && lookClass !== CharClass.lower) {
        closeSentence(contentEnd);
      }
      index = next;
      continue;
    }
    if (isWordChar(value)) {
      const end = scanWord(text, index);
      const kind = scannedKind;
      sink.word(index, end, kind);
      wordsInSentence += 1;
      if (sentenceStart < 0) sentenceStart = index;
      if (paragraphStart < 0) paragraphStart = index;
      lastWordStart = index;
      lastWordEnd = end;
      lastWordKind = kind;
      contentEnd = end;
      paragraphEnd = end;
      index = end;
      continue;
    }
    if (value === CharClass.dot || value === CharClass.terminal || value === CharClass.ellipsis) {
      let end = index;
      let dots = 0;
      let hasTerminal = false;
      let hasEllipsis = false;
      for (; end < length; end += 1) {
        const run = charClassTable[text.charCodeAt(end)];
        if (run === CharClass.dot) dots += 1;
        else if (run === CharClass.terminal) hasTerminal = true;
        else if (run === CharClass.ellipsis) hasEllipsis = true;
        else break;
      }
      while (end < length) {
        const run = charClassTable[text.charCodeAt(end)];
        if (run !== CharClass.closer && run !== CharClass.apostrophe) break;
        end += 1;
      }
      if (sentenceStart < 0) {
        index = end;
        continue;
      }
      contentEnd = end;
      paragraphEnd = end;
      let look = end;
      while (look < length && charClassTable[text.charCodeAt(look)] === CharClass.space) look += 1;
      const nextClass = classAt(text, look);
      let isEnd: boolean;
      if (nextClass === -1 || nextClass === CharClass.newline) isEnd = true;
      else if (
        nextClass === CharClass.lower ||
        nextClass === CharClass.comma ||
        nextClass === CharClass.semicolon ||
        nextClass === CharClass.colon
      )
        isEnd = false;
      else if (hasTerminal) isEnd = true;
      else if (hasEllipsis || dots > 1) isEnd = false;
      else if (lastWordEnd !== index) isEnd = true;
      else if (
        lastWordKind & WordKind.digits &&
        !(lastWordKind & WordKind.letters) &&
        lastWordStart !== sentenceStart &&
        NEVER_AFTER_ORDINAL.has(wordAt(text, look).toLowerCase())
      )
        isEnd = true;
      else isEnd = !isDotPartOfWord(text, lastWordStart, lastWordEnd, lastWordKind, nextClass);
      if (isEnd) closeSentence(end);
      index = end;
      continue;
    }
    if (value === CharClass.comma && sentenceStart >= 0) commas += 1;
    if (sentenceStart < 0) sentenceStart = index;
    if (paragraphStart < 0) paragraphStart = index;
    contentEnd = index + 1;
    paragraphEnd = index + 1;
    index += 1;
  }
  if (lineStart < length) sink.line(lineStart, length);
  closeSentence(contentEnd);
  closeParagraph();
}
