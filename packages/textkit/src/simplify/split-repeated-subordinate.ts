// One main clause with two or more trailing clauses under the same subordinator of cause or
// concession: each clause becomes a statement, then the main clause with its connector once.

import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import type { Clause } from "./clause-tools.ts";
import { nounReadings, pastParticipleLemmas, readingsOf } from "./lexicon-access.ts";
import { mainVerbLemmas } from "./split-question.ts";
import { relativeStart } from "./split-relative.ts";
import { leadingAls, subordinatorOf } from "./split-subordinate.ts";
import { renderTokens, type Token } from "./tokens.ts";

type SplitPair = (segments: Token[][], end: string) => Clause[] | undefined;

/** Subordinators whose clause is a fact the main clause builds on (cause, concession). */
const FACT = /^(?:weil|da|obwohl)$/;

/** "…, obwohl A; obwohl B": a semicolon before the same subordinator cuts like a comma. */
function atSemicolons(segment: Token[], kind: string | undefined): Token[][] {
  const parts: Token[][] = [[]];
  segment.forEach((token, index) => {
    const next = segment.slice(index + 1);
    if (token.text === ";" && kind !== undefined && subordinatorOf(next)?.word === kind) parts.push([]);
    else parts.at(-1)?.push(token);
  });
  return parts;
}

/**
 * "Warum nennt ihr mich Noomi, obwohl Gott mich erniedrigt hat, obwohl Schaddai mir Leid zugefügt
 * hat?" -> "Gott hat mich erniedrigt." / "Schaddai hat mir Leid zugefügt." / "Warum nennt ihr mich
 * trotzdem Noomi?" Each clause is split with the main clause on its own; this fires only when every
 * such pair puts the fact first and the main clause comes out the same each time. Not for a main
 * clause that is itself dependent, nor for different subordinators.
 */
export function repeatedSubordinate(
  segments: Token[][],
  end: string,
  splitPair: SplitPair,
): Clause[] | undefined {
  const kind = subordinatorOf(segments[1] ?? [])?.word;
  if (kind === "dass") return repeatedContent(segments, end, splitPair);
  const [main = [], ...rest] = segments.flatMap((segment) => atSemicolons(segment, kind));
  if (rest.length < 2 || kind === undefined || !FACT.test(kind)) return undefined;
  if (rest.some((segment) => subordinatorOf(segment)?.word !== kind)) return undefined;
  if (subordinatorOf(main) !== undefined || leadingAls(main) || relativeStart(main) !== undefined)
    return undefined;
  const facts: Clause[] = [];
  let effect: Clause | undefined;
  for (const segment of rest) {
    const pair = splitPair([main, segment], end);
    const [fact, host] = pair ?? [];
    if (pair?.length !== 2 || fact === undefined || host === undefined || fact.end !== ".") return undefined;
    // The main clause last, the same each time ("Warum nennt ihr mich trotzdem Noomi?").
    const rendered = renderTokens(host.tokens) + host.end;
    if (effect !== undefined && rendered !== renderTokens(effect.tokens) + effect.end) return undefined;
    if (renderTokens(fact.tokens).includes(renderTokens(main))) return undefined;
    effect = host;
    facts.push(fact);
  }
  return effect === undefined ? undefined : [...facts, effect];
}

/** Verbs besides the verbs of saying that take a dass clause of their own ("dass er hofft, dass …"). */
const CONTENT_VERBS: ReadonlySet<string> = new Set([
  ...VERBS_OF_SAYING,
  "wissen",
  "glauben",
  "denken",
  "meinen",
  "hoffen",
  "fürchten",
  "befürchten",
  "wünschen",
  "wollen",
  "sehen",
  "hören",
  "merken",
  "bemerken",
  "erkennen",
  "verstehen",
  "vergessen",
  "erfahren",
  "zeigen",
  "beweisen",
  "bedeuten",
  "erwarten",
  "bitten",
  "fordern",
  "verlangen",
  "erinnern",
  "annehmen",
  "vermuten",
  "ahnen",
  "fühlen",
  "spüren",
  "lesen",
  "lernen",
  "beschließen",
  "entscheiden",
  "sorgen",
  "achten",
]);

/**
 * A dass clause that may take the next dass clause itself: a verb that takes one ("dass er hofft"),
 * a predicate adjective ("dass er froh ist"), a correlate ("darauf", "so") or a noun last.
 */
function takesContent(segment: readonly Token[]): boolean {
  if (mainVerbLemmas(segment).some((lemma) => CONTENT_VERBS.has(lemma))) return true;
  if (segment.some((token) => /^(?:so|solch|es|da[r]?[a-zü]+)$/i.test(token.text) && token !== segment[0]))
    return true;
  const beforeVerb = segment.at(-2);
  if (beforeVerb === undefined) return true;
  const adjective = readingsOf(beforeVerb.text).some((reading) => reading.partOfSpeech === "adjective");
  return (adjective && pastParticipleLemmas(beforeVerb).length === 0) || nounReadings(beforeVerb).length > 0;
}

/**
 * "Ruft zu ihm, dass sein Frondienst vollendet ist, dass seine Schuld abgetragen ist." -> "Ruft zu
 * ihm:" / "Sein Frondienst ist vollendet." / "Seine Schuld ist abgetragen.": two or more dass
 * clauses after one main clause, each the content of its verb. Each pair must split into the main
 * clause with a colon and one content clause; no dass clause but the last may take the next one
 * itself (see takesContent). Not for questions.
 */
function repeatedContent(segments: Token[][], end: string, splitPair: SplitPair): Clause[] | undefined {
  const [main = [], ...rest] = segments;
  if (rest.length < 2 || end.includes("?") || end === ":") return undefined;
  if (rest.some((segment) => subordinatorOf(segment)?.word !== "dass")) return undefined;
  if (subordinatorOf(main) !== undefined || leadingAls(main) || relativeStart(main) !== undefined)
    return undefined;
  if (rest.slice(0, -1).some((segment) => takesContent(segment))) return undefined;
  let frame: Clause | undefined;
  const contents: Clause[] = [];
  for (const segment of rest) {
    const pair = splitPair([main, segment], ".");
    const [head, content] = pair ?? [];
    if (pair?.length !== 2 || head === undefined || content === undefined || head.end !== ":")
      return undefined;
    if (frame === undefined) frame = head;
    contents.push(content);
  }
  const last = contents.at(-1);
  if (frame === undefined || last === undefined) return undefined;
  return [frame, ...contents.slice(0, -1), { ...last, end }];
}
