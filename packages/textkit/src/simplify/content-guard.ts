// The safety net behind every split: a sentence may be cut into clauses, reordered and given
// connectors, but no noun, full verb, adjective, number or negation of it may go missing. When one
// does (a splitter misread the structure and dropped a clause), the sentence stays whole.
import { NEGATION_WORDS } from "../language/negation-words.ts";
import type { Clause } from "./clause-tools.ts";
import { contentLemmasOfWord } from "./eval/content-recall.ts";
import { droppedByNominalLead } from "./split-nominal-lead.ts";
import type { Token } from "./tokens.ts";

/** Words a splitter replaces or drops on purpose ("folgende Unterlagen:" -> "diese Unterlagen:"). */
const REWRITTEN_BY_SPLITTERS: ReadonlySet<string> = new Set([
  "folgend",
  "folgende",
  "folgenden",
  "folgender",
  "folgendes",
  // The narrative frame "Und es geschah, als …" is dropped (split-event-frame.ts).
  "geschah",
  "begab",
  "ereignete",
  // "findet … statt", "erfolgt" -> "ist" (split-appointment.ts); also the verb-final forms of a
  // relative clause made a main clause ("das Gespräch, das am Montag stattfindet").
  "findet",
  "finden",
  "fand",
  "fanden",
  "stattfindet",
  "stattfinden",
  "stattfand",
  "stattfanden",
  "erfolgt",
  "erfolgen",
  "erfolgte",
  "erfolgten",
]);

/**
 * "es gibt", "gab es": the existential frame that the split of "Es gab einen, der …" drops on
 * purpose ("Einer wurde … genannt."), the verb next to "es".
 */
function existentialFrame(source: readonly Token[], index: number): boolean {
  if (!/^(?:gibt|gab|gaben)$/.test(source[index]?.text ?? "")) return false;
  return [source[index - 1], source[index + 1]].some((token) => token?.text.toLowerCase() === "es");
}

/** "es wird geschehen, wenn …": the frame of a prophecy that split-event-frame.ts drops. */
function prophecyFrame(source: readonly Token[], index: number): boolean {
  return (
    source[index]?.text === "geschehen" &&
    source[index - 1]?.text === "wird" &&
    /^es$/i.test(source[index - 2]?.text ?? "") &&
    source[index + 1]?.text === ","
  );
}

function countNegations(tokens: readonly Token[]): number {
  // "nicht nur A, sondern auch B" denies nothing: both A and B hold.
  const also = tokens.some((token, index) => token.text === "sondern" && tokens[index + 1]?.text === "auch");
  return tokens.filter(
    (token, index) =>
      // "Sonst verlieren Sie Ihren Anspruch." says "um Ihren Anspruch nicht zu verlieren".
      token.text === "Sonst" ||
      (NEGATION_WORDS.has(token.text.toLowerCase()) &&
        !(also && token.text === "nicht" && /^(?:nur|allein|bloß)$/.test(tokens[index + 1]?.text ?? ""))),
  ).length;
}

/** Word forms and content lemmas of the clauses, lower-cased ("zieht" -> zieht, ziehen). */
function vocabularyOf(tokens: readonly Token[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const token of tokens) {
    if (token.kind === "p") continue;
    const text = token.text.replaceAll("·", "");
    vocabulary.add(text.toLowerCase());
    for (const lemma of contentLemmasOfWord(text)) vocabulary.add(lemma);
    // A verb moved to the front of a new sentence is capitalised ("Unterschreiben Sie …").
    const lower = text.charAt(0).toLowerCase() + text.slice(1);
    if (lower !== text) for (const lemma of contentLemmasOfWord(lower)) vocabulary.add(lemma);
    // "Wir bitten Sie, dass Sie …" -> "Bitte rufen Sie …": the polite "bitte" keeps the request.
    if (text.toLowerCase() === "bitte") vocabulary.add("bitten");
    // "…, genau wie ich …" -> "Genauso …": the comparison keeps its "genau".
    if (text.toLowerCase() === "genauso") vocabulary.add("genau");
  }
  return vocabulary;
}

/** "umziehen" is kept by "zieht … um": the base verb's lemma and the particle are both there. */
function keptAsSeparated(lemma: string, vocabulary: ReadonlySet<string>): boolean {
  for (let cut = 2; cut <= lemma.length - 3; cut += 1) {
    if (vocabulary.has(lemma.slice(0, cut)) && vocabulary.has(lemma.slice(cut))) return true;
  }
  return false;
}

/**
 * True when the clauses lose a content word, a number or a negation of `source` ("Ich werde Feuer
 * schicken und es wird seine Festungen fressen" split without "Festungen").
 */
export function losesContent(source: readonly Token[], clauses: readonly Clause[]): boolean {
  const output = clauses.flatMap((clause) => clause.tokens);
  if (countNegations(output) < countNegations(source)) return true;
  const vocabulary = vocabularyOf(output);
  for (const [index, token] of source.entries()) {
    if (token.kind === "p") continue;
    const text = token.text.replaceAll("·", "");
    if (vocabulary.has(text.toLowerCase()) || REWRITTEN_BY_SPLITTERS.has(text.toLowerCase())) continue;
    if (existentialFrame(source, index) || prophecyFrame(source, index)) continue;
    if (droppedByNominalLead(source, index, vocabulary)) continue;
    // "Zur Prüfung, ob …" -> "Wir prüfen: …": a noun in -ung is kept by its verb.
    if (/ung$/.test(text) && vocabulary.has(`${text.slice(0, -3).toLowerCase()}en`)) continue;
    // "die durch … entstehenden Kosten" -> "Durch … entstehen Kosten.": a present participle is
    // kept by its verb (split-participle-attribute.ts), also a separated one ("fallen … an").
    const infinitive = /^(\p{Ll}+en)de[mnrs]?$/u.exec(text)?.[1];
    if (infinitive !== undefined && (vocabulary.has(infinitive) || keptAsSeparated(infinitive, vocabulary)))
      continue;
    if (token.kind === "n") return true;
    const lemmas = contentLemmasOfWord(text);
    if (lemmas.length === 0) continue;
    if (lemmas.some((lemma) => vocabulary.has(lemma) || keptAsSeparated(lemma, vocabulary))) continue;
    return true;
  }
  return false;
}
