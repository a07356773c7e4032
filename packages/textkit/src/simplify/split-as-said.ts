// "wie" + a verb of saying at the end -> "So …": "Die Jünger gingen auf den Berg, wie Jesus es ihnen
// gesagt hatte." -> "Die Jünger gingen auf den Berg." + "So hatte Jesus es ihnen gesagt."
import { type Clause, readVerbFinal } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, pastParticipleLemmas } from "./lexicon-access.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/** Verbs whose "wie" clause names what was said or agreed, not a comparison of manner. */
const SAYING_VERBS: ReadonlySet<string> = new Set([
  "sagen",
  "schreiben",
  "befehlen",
  "gebieten",
  "ankündigen",
  "versprechen",
  "verheißen",
  "vereinbaren",
  "besprechen",
  "beschreiben",
  "vorschreiben",
  "festlegen",
  "erklären",
  "mitteilen",
  "anordnen",
  "auftragen",
  "beantragen",
  "vorhersagen",
  "voraussagen",
]);

/**
 * `main` is a single main clause, `second` the comma segment "wie … V". Undefined when unsure: the
 * wie clause must be one verb-final clause with a verb of saying, the main clause no question and
 * no "so" before a word ("so viele Tage, wie …" compares).
 */
export function splitAsSaid(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  if (second[0]?.text !== "wie" || end.includes("?")) return undefined;
  // "Wer an mich glaubt, wie die Schrift gesagt hat": the first part is no main clause.
  if (/^(?:wer|was|wo|wohin|woher|wie|wenn|weil|dass|ob|als)$/i.test(main[0]?.text ?? "")) return undefined;
  if (
    main.some((token, index) => /^(?:so|solch|ebenso|genauso)$/i.test(token.text) && index < main.length - 1)
  )
    return undefined;
  const rest = second.slice(1);
  if (finiteReadings(rest[0]).length > 0 && !isNonFiniteVerb(rest[0])) return undefined;
  const sub = readVerbFinal(rest);
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  const lemmas = [
    ...sub.readings.map((reading) => reading.lemma),
    ...sub.nonFinite.flatMap((token) => pastParticipleLemmas(token)),
  ];
  if (!lemmas.some((lemma) => SAYING_VERBS.has(lemma))) return undefined;
  const tail = sub.particle ? [sub.particle, ...sub.nonFinite] : sub.nonFinite;
  return [
    { tokens: [...main], end: "." },
    { tokens: [word("So"), sub.finite, ...sub.middle, ...tail], end },
  ];
}
