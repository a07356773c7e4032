// Rule 19: no metaphors or idioms. A curated list (data/idioms-de.txt): each idiom has anchor
// word forms, looked up in a Map per sentence word, and further required word beginnings that
// must occur in the same sentence ("auf den Arm nehmen": anchor "arm", then "auf" and
// "nehm|nimm|nahm|genommen"). One finding spans from the first to the last matched word. An
// optional fifth column lists literal cues: when one occurs in the sentence, the words are meant
// literally ("Noomi nimmt das Baby auf den Arm") and nothing is reported.
import { lazy, readDataText } from "../lexicon/data-file.ts";
import type { SentenceRule, Token } from "./types.ts";

export type Idiom = { idiom: string; required: string[][]; meaning: string; literal: string[] };

/** Parses the idiom list into a Map from anchor form to idioms. */
export function parseIdioms(text: string): Map<string, Idiom[]> {
  const byAnchor = new Map<string, Idiom[]>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const [idiom = "", anchors = "", required = "", meaning = "", literal = ""] = line.split("\t");
    const entry: Idiom = {
      idiom,
      required: required
        .split(" ")
        .filter(Boolean)
        .map((word) => word.split(",")),
      meaning,
      literal: literal.split(",").filter(Boolean),
    };
    for (const anchor of anchors.split(",")) {
      if (anchor === "") continue;
      const list = byAnchor.get(anchor) ?? [];
      list.push(entry);
      byAnchor.set(anchor, list);
    }
  }
  return byAnchor;
}

export const loadIdioms = lazy(() => parseIdioms(readDataText("idioms-de.txt")));

/** Short required words and prepositions match exactly; longer ones as word beginnings. */
const EXACT_WORDS: ReadonlySet<string> = new Set([
  "über",
  "unter",
  "nicht",
  "mein",
  "vier",
  "voll",
  "allen",
  "alles",
]);

function matchesWord(lower: string, beginning: string): boolean {
  if (beginning.length <= 3 || EXACT_WORDS.has(beginning)) return lower === beginning;
  return lower.startsWith(beginning);
}

function findWord(tokens: readonly Token[], beginnings: readonly string[]): Token | undefined {
  return tokens.find((token) => beginnings.some((beginning) => matchesWord(token.lower, beginning)));
}

export const idioms: SentenceRule = {
  id: "idioms",
  scope: "sentence",
  messages: {
    default: {
      de: "Redewendung „{idiom}“. Schreiben Sie es wörtlich: „{meaning}“.",
      leicht: "„{idiom}“ ist ein Sprach-Bild. Schreiben Sie genau, was Sie meinen: {meaning}.",
    },
  },
  check(sentence, _context, report) {
    const byAnchor = loadIdioms();
    const { tokens } = sentence;
    for (const anchor of tokens) {
      const candidates = byAnchor.get(anchor.lower);
      if (candidates === undefined) continue;
      for (const candidate of candidates) {
        const matched: Token[] = [anchor];
        let complete = true;
        for (const beginnings of candidate.required) {
          const word = findWord(tokens, beginnings);
          if (word === undefined) {
            complete = false;
            break;
          }
          matched.push(word);
        }
        if (!complete) continue;
        // A literal cue in the sentence ("nimmt das Baby auf den Arm") means the words are meant literally.
        if (candidate.literal.length > 0 && findWord(tokens, candidate.literal) !== undefined) continue;
        const start = Math.min(...matched.map((token) => token.start));
        const end = Math.max(...matched.map((token) => token.end));
        report({ start, end, values: { idiom: candidate.idiom, meaning: candidate.meaning } });
        break;
      }
    }
  },
};
