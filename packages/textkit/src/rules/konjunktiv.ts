// Rule 6: no Konjunktiv. Forms the lexicon reads only as Konjunktiv I or II ("wäre", "hätte",
// "würde", "könnte", "käme", "sei"), plus "sollte" and forms missing from the lexicon ("müsste").
// "möchte" passes: LIMES lists it as a simple modal and Leichte Sprache uses it ("Ich möchte").
// A form that is also the present indicative of another verb passes: "führen" (Konjunktiv II of
// fahren, but in the text almost always the present of führen), "verführen".
import { Fact } from "./engine/word-facts.ts";
import type { SentenceRule, Token } from "./types.ts";

const EXTRA_FORMS: ReadonlySet<string> = new Set([
  "müsste",
  "müsstest",
  "müssten",
  "müsstet",
  "sollte",
  "solltest",
  "sollten",
  "solltet",
  "dürfte",
  "dürftest",
  "dürften",
  "dürftet",
  "bräuchte",
  "bräuchtest",
  "bräuchten",
  "wüsste",
  "wüssten",
  "täte",
  "täten",
]);
const ALLOWED_FORMS: ReadonlySet<string> = new Set(["möchte", "möchtest", "möchten", "möchtet"]);

/** Subjects that make "sei" a Konjunktiv ("sei es", "sei er"). */
const SUBJECT_AFTER: ReadonlySet<string> = new Set(["es", "er", "sie", "das", "dies", "der", "die", "man"]);

function isImperativeAfterComma(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  // A single vocative before the comma ("Gott, sei …", "Herr, sei …"), or a short command closing
  // the sentence ("Ich will, sei rein.", "…, sei still!").
  const vocative = index === 1 && previous?.isCapitalised === true;
  const shortCommand = tokens.length - index <= 3;
  return (
    token !== undefined &&
    token.before === "," &&
    (vocative || shortCommand) &&
    next !== undefined &&
    !SUBJECT_AFTER.has(next.lower) &&
    !next.isCapitalised
  );
}

export const konjunktiv: SentenceRule = {
  id: "konjunktiv",
  scope: "sentence",
  messages: {
    default: {
      de: "Konjunktiv („{word}“). Schreiben Sie im Indikativ: „ist“ statt „wäre“.",
      leicht: "Schreiben Sie klar. Zum Beispiel: Das ist so. Nicht: Das wäre so.",
    },
  },
  check(sentence, _context, report) {
    for (const token of sentence.tokens) {
      if (token.isCapitalised && token.index > 0) continue;
      if (ALLOWED_FORMS.has(token.lower)) continue;
      const { flags } = token.facts;
      const isKonjunktiv =
        EXTRA_FORMS.has(token.lower) || ((flags & Fact.konjunktiv) !== 0 && (flags & Fact.praesens) === 0);
      if (!isKonjunktiv) continue;
      // Sentence-initial "Sei ...!" is an imperative, also after a vocative: "Gott, sei mir gnädig!"
      // ("sei es gut, sei es schlecht" has its subject right after it and stays a Konjunktiv).
      if (
        token.lower === "sei" &&
        (token.index === 0 || isImperativeAfterComma(sentence.tokens, token.index))
      )
        continue;
      report({ start: token.start, end: token.end, values: { word: token.text } });
    }
  },
};
