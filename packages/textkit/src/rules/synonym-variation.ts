// Rule 20: the same word for the same thing. Within one text, a noun that is an OpenThesaurus
// synonym of a different noun used before ("Arzt" ... "Doktor") is flagged at its later place.
// To keep precision, both words must have at most 3 senses (synonym sets): "Stelle" or "Bank"
// with many senses never pair up. An own list of administrative word groups
// (data/synonym-groups-de.txt: Arzt|Doktor, Bescheid|Mitteilung, Kita|Kindergarten) adds pairs
// OpenThesaurus does not link directly.
import { lazy, readDataText } from "../lexicon/data-file.ts";
import { synonymSetCount, synonymsOf } from "../lexicon/synonyms/synonyms-of.ts";
import { Fact } from "./engine/word-facts.ts";
import type { TextRule } from "./types.ts";

const MAX_SENSES = 3;
const MIN_ZIPF = 2.5;
const synonymCache = new Map<string, ReadonlySet<string>>();

/** Word -> the other words of its groups in the own list. */
export function parseSynonymGroups(text: string): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const words = line
      .split("|")
      .map((word) => word.trim())
      .filter(Boolean);
    for (const word of words) {
      const others = groups.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) others.add(other);
      groups.set(word, others);
    }
  }
  return groups;
}

const loadGroups = lazy(() => parseSynonymGroups(readDataText("synonym-groups-de.txt")));

function synonymSet(lemma: string): ReadonlySet<string> {
  let set = synonymCache.get(lemma);
  if (set === undefined) {
    const senses = synonymSetCount(lemma);
    const thesaurus =
      senses === 0 || senses > MAX_SENSES ? [] : synonymsOf(lemma).filter((term) => !term.includes(" "));
    set = new Set([...thesaurus, ...(loadGroups().get(lemma) ?? [])]);
    if (synonymCache.size > 50_000) synonymCache.clear();
    synonymCache.set(lemma, set);
  }
  return set;
}

export const synonymVariation: TextRule = {
  id: "synonym-variation",
  scope: "text",
  messages: {
    default: {
      de: "Anderes Wort für dasselbe: erst „{first}“, jetzt „{second}“. Bleiben Sie bei einem Wort.",
      leicht:
        "Sie schreiben erst „{first}“. Dann schreiben Sie „{second}“. Nehmen Sie immer das gleiche Wort.",
    },
  },
  check(sentences, _context, report) {
    const seen = new Map<string, string>();
    for (const sentence of sentences) {
      for (const token of sentence.tokens) {
        const { flags, nounLemma, zipf } = token.facts;
        if (!token.isCapitalised || (flags & Fact.noun) === 0 || nounLemma.length < 3 || zipf < MIN_ZIPF)
          continue;
        if (seen.has(nounLemma)) continue;
        let earlier: string | undefined;
        for (const synonym of synonymSet(nounLemma)) {
          if (seen.has(synonym) && synonymSet(synonym).has(nounLemma)) {
            earlier = seen.get(synonym);
            break;
          }
        }
        seen.set(nounLemma, nounLemma);
        if (earlier === undefined) continue;
        const suggestion = token.text === nounLemma ? earlier : undefined;
        report(sentence.index, {
          start: token.start,
          end: token.end,
          values: { first: earlier, second: token.text },
          suggestion,
        });
      }
    }
  },
};
