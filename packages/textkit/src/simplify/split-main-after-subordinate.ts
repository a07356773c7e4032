// A main clause joined by "und" to the end of a trailing subordinate or relative clause becomes a
// sentence of its own: "…, wo Johannes getauft hatte und er blieb dort." -> "…, wo Johannes getauft
// hatte." / "Er blieb dort." A second conjunct inside the subordinate clause would end in its verb
// ("und er dort blieb"); a subject pronoun followed by its finite verb and more words is verb-second
// order, so a main clause. Only when sure: the subordinate clause follows a main clause (a leading
// "Wenn du kommst und ich bin nicht da, …" is spoken German for one condition), it has its own
// finite verb before "und", the verb after the pronoun agrees with it and is no infinitive or
// participle, the clause does not end in a verb, and no "dann"/"so" resumes a condition later.

import { agrees, type Clause, hasFiniteVerb } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb } from "./lexicon-access.ts";
import { relativeStart } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { SUBJECT_PRONOUNS } from "./word-classes.ts";

/** w-words that open a dependent clause after a comma ("an den Ort, wo Johannes getauft hatte"). */
const W_OPENERS = /^(?:wo|wohin|woher|was|wer|warum|ob)$/;

/** The clause split before "und" + pronoun + verb, or undefined when unsure. */
export function splitMainAfterSubordinate(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end.includes("?")) return undefined;
  for (let index = 1; index < tokens.length - 3; index += 1) {
    if (tokens[index]?.text !== "und") continue;
    const comma = tokens.slice(0, index).findLastIndex((token) => token.text === ",");
    // The subordinate clause follows a main clause with a finite verb.
    if (comma < 1 || !hasFiniteVerb(tokens.slice(0, comma))) continue;
    const segment = tokens.slice(comma + 1, index);
    const opener =
      subordinatorOf(segment) !== undefined ||
      relativeStart(segment) !== undefined ||
      W_OPENERS.test(segment[0]?.text ?? "");
    if (!opener || !hasFiniteVerb(segment.slice(1))) continue;
    const pronoun = tokens[index + 1];
    const verb = tokens[index + 2];
    const agreements = SUBJECT_PRONOUNS.get(pronoun?.text ?? "");
    if (pronoun === undefined || agreements === undefined) continue;
    if (!agrees(finiteReadings(verb), agreements) || isNonFiniteVerb(verb)) continue;
    const right = tokens.slice(index + 1);
    // "und er lange geblieben war": a verb at the end closes a verb-final conjunct.
    const last = right.at(-1);
    if (right[2]?.kind !== "w" || finiteReadings(last).length > 0 || isNonFiniteVerb(last)) continue;
    if (right.some((token, at) => token.text === "," && /^(?:dann|so)$/.test(right[at + 1]?.text ?? "")))
      return undefined;
    const left = tokens.slice(0, tokens[index - 1]?.text === "," ? index - 1 : index);
    return [
      { tokens: left, end: "." },
      { tokens: right, end },
    ];
  }
  return undefined;
}
