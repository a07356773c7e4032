// Rule 6: no Konjunktiv. Forms the lexicon reads only as Konjunktiv I or II ("wäre", "hätte",
// "würde", "könnte", "käme", "sei"), plus "sollte" and forms missing from the lexicon ("müsste").
// "möchte" passes: LIMES lists it as a simple modal and Leichte Sprache uses it ("Ich möchte").
// A form that is also the present indicative of another verb passes: "führen" (Konjunktiv II of
// fahren, but in the text almost always the present of führen), "verführen". "sollte" in a
// sentence told in the Präteritum is the past of sollen and passes ("Er wusste, dass er kommen sollte").
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

/** Text before a token that starts a new clause with a capital: a colon or an opening quote. */
const OPENS_CLAUSE = /[:„“"»«‚']$/u;
/** "sollte" and its forms: Konjunktiv II ("Sie sollten das tun") or Präteritum ("er sollte kommen"). */
const SOLLTE_FORMS: ReadonlySet<string> = new Set(["sollte", "solltest", "sollten", "solltet"]);
/** Words that make "sollte" a condition or a supposition ("wenn es regnen sollte", "ob er kommen sollte"). */
const CONDITION_WORDS: ReadonlySet<string> = new Set(["wenn", "falls", "sofern", "ob", "als"]);

/** A finite form that is only a Präteritum indicative ("jubelte", "sah", "war"). */
function isPastIndicative(token: Token): boolean {
  const { flags } = token.facts;
  if (token.isCapitalised && token.index > 0) return false;
  return (
    (flags & Fact.praeteritum) !== 0 &&
    (flags & (Fact.praesens | Fact.konjunktiv | Fact.noun)) === 0 &&
    !SOLLTE_FORMS.has(token.lower) &&
    !EXTRA_FORMS.has(token.lower)
  );
}

/**
 * "sollte" in a past narrative is the Präteritum of sollen: "Abraham jubelte, weil er meinen Tag
 * sehen sollte." Read so when the sentence has another verb only in the Präteritum indicative and
 * nothing that makes it a condition or a wish: no "wenn/falls/ob/als", no other Konjunktiv, and
 * "sollte" does not open the sentence ("Sollte es regnen, …", "Sollte er das tun?").
 */
function isPastSollte(tokens: readonly Token[], token: Token): boolean {
  // Capitalised also after a colon or a quote: "Der Herr sprach: Sollte Gott nicht …?"
  if (!SOLLTE_FORMS.has(token.lower) || token.index === 0 || token.isCapitalised) return false;
  let past = false;
  for (const other of tokens) {
    if (other === token) continue;
    if (CONDITION_WORDS.has(other.lower) || EXTRA_FORMS.has(other.lower)) return false;
    if ((other.facts.flags & Fact.konjunktiv) !== 0 && !(other.isCapitalised && other.index > 0))
      return false;
    if (isPastIndicative(other)) past = true;
  }
  return past;
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
      // A capitalised word inside the sentence is a noun ("die Würde"), unless a form that is no
      // noun opens a quote or follows a colon ("Er sprach: Sollte Gott nicht …?").
      if (
        token.isCapitalised &&
        token.index > 0 &&
        !(EXTRA_FORMS.has(token.lower) && OPENS_CLAUSE.test(token.before))
      )
        continue;
      if (ALLOWED_FORMS.has(token.lower)) continue;
      const { flags } = token.facts;
      const isKonjunktiv =
        EXTRA_FORMS.has(token.lower) || ((flags & Fact.konjunktiv) !== 0 && (flags & Fact.praesens) === 0);
      if (!isKonjunktiv || isPastSollte(sentence.tokens, token)) continue;
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
