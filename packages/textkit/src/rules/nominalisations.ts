// Rule 21: verbs instead of nominalisations. Nouns with the suffixes of GNU diction's German
// list (-ung, -heit, -keit, -nis, -tum) plus -ation, -ität, -ierung, that are not everyday words
// (Zipf below 4.3: "Wohnung", "Zeitung", "Beratung" pass). An -ung noun counts only when its
// verb exists ("Beantragung" <- beantragen). Nominal phrases such as "zur Verfügung stellen"
// and "in Anspruch nehmen" are flagged as a whole.
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { Fact, factsOf } from "./engine/word-facts.ts";
import type { SentenceRule, Token } from "./types.ts";

const SUFFIXES = [
  "ung",
  "ungen",
  "heit",
  "heiten",
  "keit",
  "keiten",
  "nis",
  "nisse",
  "tum",
  "ation",
  "ationen",
  "ität",
  "itäten",
];
const EVERYDAY_ZIPF = 4.3;
/** Nouns of nominal phrases ("zur Verfügung stellen") with the words that may precede them. */
const PHRASE_NOUNS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["verfügung", new Set(["zur"])],
  ["anspruch", new Set(["in"])],
  ["kenntnis", new Set(["in", "zur"])],
  ["anwendung", new Set(["zur"])],
  ["betracht", new Set(["in"])],
  ["ausdruck", new Set(["zum"])],
  ["erledigung", new Set(["zur"])],
  ["entscheidung", new Set(["zur"])],
  ["durchführung", new Set(["zur"])],
]);

const verdicts = new Map<string, boolean>();

function hasVerbFor(stem: string): boolean {
  return ["en", "n", "ieren"].some((ending) => (factsOf(`${stem}${ending}`).flags & Fact.infinitive) !== 0);
}

function isNominalisation(word: string): boolean {
  const cached = verdicts.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  const suffix = SUFFIXES.find((ending) => lower.endsWith(ending));
  let verdict = false;
  if (suffix !== undefined && lower.length >= 7 && factsOf(word).zipf < EVERYDAY_ZIPF) {
    if (suffix.startsWith("ung")) {
      const parts = splitCompound(word);
      const head = (parts[parts.length - 1] ?? word).toLowerCase();
      verdict = hasVerbFor(head.slice(0, head.lastIndexOf("ung")));
    } else verdict = true;
  }
  if (verdicts.size > 100_000) verdicts.clear();
  verdicts.set(word, verdict);
  return verdict;
}

/** A capitalised word the lexicon reads as a noun, or does not know at all ("Beantragung"). */
function isNoun(token: Token): boolean {
  return token.isCapitalised && (token.facts.flags === 0 || (token.facts.flags & Fact.noun) !== 0);
}

export const nominalisations: SentenceRule = {
  id: "nominalisations",
  scope: "sentence",
  messages: {
    default: {
      de: "Nominalstil („{word}“). Schreiben Sie mit einem Verb.",
      leicht: "Schreiben Sie mit einem Tu-Wort. Zum Beispiel: Sie beantragen. Nicht: die Beantragung.",
    },
    phrase: {
      de: "Nominale Wendung („{word}“). Schreiben Sie mit einem einfachen Verb.",
      leicht: "Schreiben Sie mit einem Tu-Wort. Zum Beispiel: geben. Nicht: zur Verfügung stellen.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (const token of tokens) {
      if (token.kind !== 1 || !isNoun(token)) continue;
      const previous = tokens[token.index - 1];
      const cue = PHRASE_NOUNS.get(token.lower);
      if (cue !== undefined && previous !== undefined && cue.has(previous.lower)) {
        report({
          start: previous.start,
          end: token.end,
          key: "phrase",
          values: { word: `${previous.text} ${token.text}` },
        });
        continue;
      }
      if (isNominalisation(token.text))
        report({ start: token.start, end: token.end, values: { word: token.text } });
    }
  },
};
