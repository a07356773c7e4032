// Rule 18: frequent words; no foreign words. A word is rare when its Zipf frequency (wordfreq)
// is below the profile's limit; a rare or unknown compound is judged by its rarest part (so
// "Einkommensnachweis" is as easy as "Einkommens" and "nachweis"; the long-words rule asks to
// separate it). Foreign-word affixes from
// LanguageTool SCHWIERIGE_WOERTER (anti-, poly-, pseudo-, -ismus, -phobie, -nym ...) make a
// word hard below Zipf 4.5. Names (capitalised inside the sentence and unknown to the
// lexicon), acronyms, numbers and links pass; so do parts of joined words shorter than 4 letters.
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { simplerSynonym } from "../lexicon/synonyms/simpler-synonym.ts";
import { factsOf } from "./engine/word-facts.ts";
import type { SentenceRule, Token } from "./types.ts";

const FOREIGN_PREFIXES = [
  "anti",
  "poly",
  "pseudo",
  "hemi",
  "kontra",
  "omni",
  "ortho",
  "retro",
  "semi",
  "neo",
  "mono",
];
const FOREIGN_SUFFIXES = ["ismus", "phobie", "phobien", "nym", "nyme", "logie", "istik"];
const FOREIGN_ZIPF = 4.5;
const MIN_LETTERS = 4;

const difficulty = new Map<string, number>();
const synonyms = new Map<string, string>();

function isForeign(lower: string): boolean {
  return (
    FOREIGN_PREFIXES.some((prefix) => lower.startsWith(prefix)) ||
    FOREIGN_SUFFIXES.some((suffix) => lower.endsWith(suffix))
  );
}

/** Zipf of a word, or of its rarest part when the word itself is unknown. */
function effectiveZipf(word: string): number {
  const cached = difficulty.get(word);
  if (cached !== undefined) return cached;
  let zipf = factsOf(word).zipf;
  if (zipf < 3 && word.length >= 8) {
    const parts = splitCompound(word);
    if (parts.length > 1) {
      zipf = Math.max(
        zipf,
        Math.min(
          ...parts.map((part) => {
            const direct = factsOf(part).zipf;
            return direct > 0 || !part.endsWith("s") ? direct : factsOf(part.slice(0, -1)).zipf;
          }),
        ),
      );
    }
  }
  if (difficulty.size > 100_000) difficulty.clear();
  difficulty.set(word, zipf);
  return zipf;
}

function synonymFor(word: string): string {
  let synonym = synonyms.get(word);
  if (synonym === undefined) {
    synonym = simplerSynonym(word) ?? "";
    synonyms.set(word, synonym);
  }
  return synonym;
}

const LEARNED_SUFFIXES = ["ion", "ität", "ismus", "ist", "istin", "ologie", "ie", "ik", "ur", "enz", "anz"];

/** Capitalised inside the sentence and unknown to the lexicon, without a learned-word suffix. */
function isLikelyName(token: Token): boolean {
  if (!token.isCapitalised || token.index === 0 || token.facts.flags !== 0) return false;
  return !LEARNED_SUFFIXES.some((suffix) => token.lower.endsWith(suffix));
}

export const rareWords: SentenceRule = {
  id: "rare-words",
  scope: "sentence",
  messages: {
    default: {
      de: "Seltenes oder schweres Wort „{word}“. Nehmen Sie ein bekanntes Wort oder erklären Sie es.",
      leicht: "Das Wort „{word}“ ist schwer. Nehmen Sie ein leichtes Wort. Oder erklären Sie das Wort.",
    },
    foreign: {
      de: "Fremdwort „{word}“. Nehmen Sie ein deutsches Wort oder erklären Sie es.",
      leicht: "„{word}“ ist ein Fremd-Wort. Nehmen Sie ein leichtes Wort. Oder erklären Sie das Wort.",
    },
  },
  check(sentence, { profile }, report) {
    const limit = profile.thresholds.rareWordZipf;
    for (const token of sentence.tokens) {
      if (token.kind !== 1 && token.kind !== 5) continue;
      if (token.text.length < MIN_LETTERS || isLikelyName(token)) continue;
      if (token.isCapitalised && token.text.length > 1 && token.text === token.text.toUpperCase()) continue;
      const parts = token.kind === 5 ? token.parts : [token.text];
      let rarest = Number.POSITIVE_INFINITY;
      let foreign = false;
      for (const part of parts) {
        if (part.length < MIN_LETTERS) continue;
        const zipf = effectiveZipf(part);
        if (zipf < rarest) rarest = zipf;
        if (zipf < FOREIGN_ZIPF && isForeign(part.toLowerCase())) foreign = true;
      }
      if (!foreign && !(rarest < limit)) continue;
      const synonym = token.kind === 1 ? synonymFor(token.text) : "";
      report({
        start: token.start,
        end: token.end,
        key: foreign ? "foreign" : "default",
        values: { word: token.text },
        suggestion: synonym || undefined,
      });
    }
  },
};
