/** A span of the analysed string: `start` inclusive, `end` exclusive, in UTF-16 code units. */
export type Span = { start: number; end: number };

export const WordKind = {
  /** Letters only (may contain marks and apostrophes). */
  letters: 1,
  /** Contains at least one digit. */
  digits: 2,
  /** Joined by hyphen or Mediopunkt: "E-Mail", "Bundes·ministerium". */
  joined: 4,
  /** A URL or e-mail address, kept whole. */
  link: 8,
  /** Contains an inner dot between letters: "z.B.", "leicht.de". */
  innerDot: 16,
} as const;

export type Word = Span & {
  text: string;
  /** Bit set of `WordKind`. */
  kind: number;
  /** Parts of a hyphen or Mediopunkt compound ("Bundes", "ministerium"); one part otherwise. */
  parts: string[];
};

export type Sentence = Span & {
  text: string;
  words: Word[];
  commas: number;
  paragraphIndex: number;
};

export type Paragraph = Span & { sentenceIndexes: number[] };

export type Segmentation = {
  paragraphs: Paragraph[];
  lines: Span[];
  sentences: Sentence[];
};

/** Receives the scanner's events in text order; words belong to the next `sentence` event. */
export type ScanSink = {
  word(start: number, end: number, kind: number): void;
  sentence(start: number, end: number, commas: number): void;
  line(start: number, end: number): void;
  paragraph(start: number, end: number): void;
};
