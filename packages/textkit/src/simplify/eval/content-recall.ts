// Recall of the source's content words in a simplification. Definition: the lemmas of the
// source's nouns, full verbs and adjectives (lexicon readings; auxiliaries, modals and closed-class
// words excluded) that appear in the output as a lemma of an output word or as a part of an output
// compound ("Einkommen" is kept by "Einkommens·nachweis").
import { AUXILIARY_AND_MODAL_VERBS } from "../../language/auxiliary-and-modal-verbs.ts";
import { splitCompound } from "../../lexicon/compound/split-compound.ts";
import { segmentText } from "../../segment/segment.ts";
import { readingsOf } from "../lexicon-access.ts";
import { FUNCTION_WORDS } from "../word-classes.ts";

const NOT_CONTENT = new Set([...AUXILIARY_AND_MODAL_VERBS, "möchten"]);

/** Content lemmas of one word (empty for function words, auxiliaries and modals). */
export function contentLemmasOfWord(word: string): string[] {
  const lower = word.toLowerCase();
  if (FUNCTION_WORDS.has(lower) || word.length < 2) return [];
  const capital = word.charAt(0) !== lower.charAt(0);
  const readings = readingsOf(word).filter((reading) => reading.partOfSpeech !== "noun" || capital);
  return [...new Set(readings.map((reading) => reading.lemma.toLowerCase()))].filter(
    (lemma) => !NOT_CONTENT.has(lemma),
  );
}

/** Content lemmas of a text (each a set of alternative lemmas of one word). */
export function contentLemmas(text: string): string[][] {
  const out: string[][] = [];
  for (const sentence of segmentText(text).sentences) {
    for (const word of sentence.words) {
      if (!/^\p{L}/u.test(word.text)) continue;
      const lemmas = contentLemmasOfWord(word.text.replaceAll("·", "").replaceAll("-", ""));
      if (lemmas.length > 0) out.push(lemmas);
    }
  }
  return out;
}

/** Every lemma, word form and compound part of the output, lower-cased. */
function outputVocabulary(text: string): Set<string> {
  const vocabulary = new Set<string>();
  for (const sentence of segmentText(text).sentences) {
    for (const word of sentence.words) {
      const parts = word.text.split(/[·-]/u);
      const whole = parts.join("");
      for (const piece of [whole, ...parts, ...splitCompound(whole)]) {
        if (piece.length < 2) continue;
        vocabulary.add(piece.toLowerCase());
        for (const lemma of contentLemmasOfWord(piece)) vocabulary.add(lemma);
        const capitalised = piece.charAt(0).toUpperCase() + piece.slice(1);
        for (const lemma of contentLemmasOfWord(capitalised)) vocabulary.add(lemma);
      }
    }
  }
  return vocabulary;
}

/** Share of the source's content words kept in the output (1 when the source has none). */
export function contentWordRecall(source: string, output: string): number {
  const wanted = contentLemmas(source);
  if (wanted.length === 0) return 1;
  const vocabulary = outputVocabulary(output);
  let kept = 0;
  for (const alternatives of wanted) if (alternatives.some((lemma) => vocabulary.has(lemma))) kept += 1;
  return kept / wanted.length;
}
