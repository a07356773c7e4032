// Rule 8: Präsens and Perfekt; no Präteritum except sein, haben, werden and the modal verbs
// (LanguageTool PRAETERITUM). A form counts when the lexicon reads it as an indicative past and
// not as a present or an adjective ("leichte"), nor as a noun at the start ("Schlangen", "Klang").
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { participleOf } from "../lexicon/morphology/verb-helpers.ts";
import { Fact } from "./engine/word-facts.ts";
import { AUXILIARY_AND_MODAL_LEMMAS, NOT_VERBS } from "./engine/word-lists.ts";
import type { SentenceRule } from "./types.ts";

const perfectHints = new Map<string, string>();

/** "gehen" -> "ist … gegangen" (cached). */
function perfectHint(lemma: string): string {
  const cached = perfectHints.get(lemma);
  if (cached !== undefined) return cached;
  const participle = participleOf(lemma);
  const auxiliary = auxiliaryOf(lemma) === "sein" ? "ist" : "hat";
  const hint = participle === undefined ? "" : `${auxiliary} … ${participle}`;
  perfectHints.set(lemma, hint);
  return hint;
}

export const praeteritum: SentenceRule = {
  id: "praeteritum",
  scope: "sentence",
  messages: {
    default: {
      de: "Präteritum („{word}“). Schreiben Sie im Perfekt: „{perfect}“.",
      leicht: "Schreiben Sie: {perfect}. Das ist leichter.",
    },
  },
  check(sentence, _context, report) {
    for (const token of sentence.tokens) {
      if (token.isCapitalised && token.index > 0) continue;
      const { flags, verbLemma } = token.facts;
      // A sentence-initial noun: "Schlangen gehören zu den Reptilien", "Abstand ist …", "Klang vom Jubel".
      if (token.index === 0 && token.isCapitalised && (flags & Fact.noun) !== 0) continue;
      if ((flags & Fact.praeteritum) === 0 || (flags & (Fact.praesens | Fact.adjective)) !== 0) continue;
      if (AUXILIARY_AND_MODAL_LEMMAS.has(verbLemma) || NOT_VERBS.has(token.lower)) continue;
      const perfect = perfectHint(verbLemma);
      if (perfect === "") continue;
      report({ start: token.start, end: token.end, values: { word: token.text, perfect } });
    }
  },
};
