/**
 * Long comma sentences whose parts are split in groups: a part that is understood is split, an
 * unclear part stays attached to its neighbour.
 */
import {
  type Clause,
  joinSegments,
  LEADING_CONJUNCTIONS,
  mainClauseSubject,
  readVerbFinal,
  type SplitRest,
} from "./clause-tools.ts";
import { exampleTail } from "./comma-insertion.ts";
import { isFiniteVerbToken } from "./lexicon-access.ts";
import { relativeStart } from "./split-relative.ts";
import { BEFORE_SUBJECT, leadingAls, PRONOUN_AFTER_VERB, subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";

const COMMA: Token = { kind: "p", text: ",", space: false };

/** Adverbial clauses that, after "und"/"aber", open a new sentence with a main clause of their own. */
const ADVERBIAL = /^(?:als|wenn|weil|nachdem|während|sobald|obwohl|bevor|ehe|seitdem|falls)$/;

/**
 * "Wenn der Bruder von einem Mann stirbt, der eine Frau ohne Kinder zurücklässt, dann soll …": the
 * relative clause after a leading subordinate clause refers to the noun before that clause's verbs.
 * The sentence is split without it ("Vielleicht stirbt der Bruder von einem Mann." / "Dann soll
 * …"); the relative clause then goes back behind its noun, which must still end the new clause:
 * "Vielleicht stirbt der Bruder von einem Mann, der eine Frau ohne Kinder zurücklässt." Only a
 * verb-final relative clause followed by a main clause; undefined when a step is unsure.
 */
export function leadingRelativeKept(
  segments: Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const [first = [], relative = [], next = []] = segments;
  const kind = subordinatorOf(first);
  const opener = kind?.length ?? (leadingAls(first) ? 1 : 0);
  if (opener === 0 || segments.length < 3 || relativeStart(relative) === undefined) return undefined;
  if (readVerbFinal(relative) === undefined || subordinatorOf(next) !== undefined) return undefined;
  if (relativeStart(next) !== undefined || next[0]?.text === "um") return undefined;
  const clause = readVerbFinal(first.slice(opener));
  const noun = clause?.middle.at(-1);
  if (clause === undefined || noun === undefined || noun.kind === "p") return undefined;
  const split = splitRest([first, ...segments.slice(2)], end);
  if (split === undefined || split.length < 2) return undefined;
  const at = split.findIndex((part) => part.end === "." && endsWith(part.tokens, noun));
  const host = split[at];
  if (host === undefined) return undefined;
  return split.with(at, { ...host, tokens: [...host.tokens, COMMA, ...relative] });
}

/**
 * "Sollten Gründe vorliegen, die das Fehlen entschuldigen, wie etwa eine Erkrankung, so werden
 * Sie …": a segment of examples after a verb-final relative clause names examples of its noun. The
 * sentence is split without it and the examples go back behind the relative clause, which must end
 * exactly one of the new clauses ("Vielleicht liegen Gründe vor, die das Fehlen entschuldigen, wie
 * etwa eine Krankheit." / "Dann …"; was left whole). Undefined when there is no such segment, the
 * rest does not split or the relative clause is not found at a clause end.
 */
export function examplesAfterRelative(
  segments: Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  const at = segments.findIndex((segment, index) => {
    const relative = segments[index - 1] ?? [];
    return (
      index > 1 &&
      exampleTail(segment) &&
      relativeStart(relative) !== undefined &&
      !relative.some((token) => token.kind === "p") &&
      readVerbFinal(relative) !== undefined
    );
  });
  const examples = segments[at];
  const last = segments[at - 1]?.at(-1);
  if (examples === undefined || last === undefined) return undefined;
  const split = splitRest(segments.toSpliced(at, 1), end);
  if (split === undefined || split.length < 2) return undefined;
  const hosts = split.flatMap((clause, index) => (clause.tokens.at(-1) === last ? [index] : []));
  const [host] = hosts;
  const clause = host === undefined ? undefined : split[host];
  if (clause === undefined || hosts.length !== 1) return undefined;
  return split.with(host as number, { ...clause, tokens: [...clause.tokens, COMMA, ...examples] });
}

/**
 * The new clause ends with `noun`, or with a pronoun and the particles put behind it: "Als aber
 * das Volk ihn bedrängte, um …" -> "Das Volk bedrängte ihn aber" (+ ", um …").
 */
function endsWith(tokens: readonly Token[], noun: Token): boolean {
  let last = tokens.length - 1;
  if (PRONOUN_AFTER_VERB.test(noun.text))
    while (last > 0 && BEFORE_SUBJECT.test(tokens[last]?.text ?? "")) last -= 1;
  return tokens[last] === noun;
}

/**
 * "Als er weitergehen wollte, saß ein Bettler, Bartimäus, am Straßenrand, und als er hörte, …,
 * fing er an zu schreien": a new sentence starts at "und/aber" + an adverbial clause when the part
 * before it is complete (a leading subordinate clause and then a segment opening with its finite
 * verb, or one main clause: "Er kam nach Hause, und als er die Tür öffnete, sah er …") and the part
 * from there splits with its own main clause. The comma before "und" may be missing ("Er kam nach
 * Hause und als er …"). The first part is split on its own or stays whole. Not for dass/ob (content
 * of a verb before) or "Wenn A, und wenn B, C".
 */
export function splitBeforeCoordinatedClause(
  segments: Token[][],
  end: string,
  splitRest: SplitRest,
  formal: boolean,
): Clause[] | undefined {
  const marked = commaBeforeCoordinatedClause(segments, formal);
  for (let index = 1; index < marked.length - 1; index += 1) {
    const segment = marked[index] ?? [];
    const conjunction = segment[0]?.text.toLowerCase() ?? "";
    const rest = segment.slice(1);
    if (!LEADING_CONJUNCTIONS.has(conjunction) || conjunction === "denn" || conjunction === "oder") continue;
    const kind = subordinatorOf(rest)?.word ?? (leadingAls(rest) ? "als" : "");
    if (!ADVERBIAL.test(kind)) continue;
    const left = marked.slice(0, index);
    const [only = []] = left;
    if (!completeLead(left) && !(left.length === 1 && mainClause(only, formal))) continue;
    const split = splitRest(marked.slice(index), end);
    // A right part that does not split stays whole when it too has its main clause.
    const whole = [{ tokens: joinSegments(marked.slice(index)), end }];
    const right =
      split !== undefined && split.length > 1
        ? split
        : mainAfter([rest, ...marked.slice(index + 1)])
          ? whole
          : undefined;
    if (right === undefined) continue;
    const leftClauses = splitRest(left, ".") ?? [{ tokens: joinSegments(left), end: "." }];
    return [...leftClauses, ...right];
  }
  return undefined;
}

/** A main clause with its subject: "Er kam nach Hause", "Da kam er" (no subordinate or relative clause). */
function mainClause(segment: readonly Token[], formal: boolean): boolean {
  return (
    subordinatorOf(segment) === undefined &&
    !leadingAls(segment) &&
    relativeStart(segment) === undefined &&
    mainClauseSubject(segment, formal) !== undefined
  );
}

/**
 * "Sie wurden verbrannt und weil sie keine Wurzeln hatten, gingen sie ein": the comma that may
 * stand before "und/aber" + an adverbial clause goes in, when the part before it is a main clause
 * (or the verb-first main clause after a leading subordinate clause) and a segment follows.
 */
function commaBeforeCoordinatedClause(segments: Token[][], formal: boolean): Token[][] {
  for (let index = 0; index < segments.length - 1; index += 1) {
    const segment = segments[index] ?? [];
    const at = segment.findIndex(
      (token, position) =>
        position > 1 &&
        /^(?:und|aber)$/.test(token.text) &&
        ADVERBIAL.test(
          subordinatorOf(segment.slice(position + 1))?.word ??
            (leadingAls(segment.slice(position + 1)) ? "als" : ""),
        ),
    );
    if (at < 0) continue;
    const head = segment.slice(0, at);
    const afterLead =
      index > 0 && isFiniteVerbToken(head[0]) && completeLead([...segments.slice(0, index), head]);
    if (!afterLead && !(index === 0 && mainClause(head, formal))) continue;
    return [...segments.slice(0, index), head, segment.slice(at), ...segments.slice(index + 1)];
  }
  return segments;
}

/** A leading subordinate clause whose main clause follows: some later segment opens with its finite verb. */
function completeLead(left: readonly Token[][]): boolean {
  const [first = []] = left;
  if (subordinatorOf(first) === undefined && !leadingAls(first)) return false;
  const main = mainIndex(left);
  // Only appositions may follow the main clause: no further dependent clause before the cut.
  return (
    main > 0 &&
    left
      .slice(main + 1)
      .every((segment) => subordinatorOf(segment) === undefined && relativeStart(segment) === undefined)
  );
}

/** The index of the first segment after the first one that opens a main clause, or -1. */
function mainIndex(segments: readonly Token[][]): number {
  // "saß ein Bettler", "dann soll der Mann": the finite verb, perhaps after da/dann/so.
  const opensMain = (segment: readonly Token[]) =>
    isFiniteVerbToken(segment[0]) ||
    (/^(?:da|dann|so)$/i.test(segment[0]?.text ?? "") && isFiniteVerbToken(segment[1]));
  return segments.findIndex((segment, index) => index > 0 && opensMain(segment));
}

/** "als er hörte, dass es Jesus, der Nazarener, war, fing er an …": a subordinate clause, then its main clause. */
function mainAfter(segments: readonly Token[][]): boolean {
  return mainIndex(segments) > 0;
}

/**
 * "Da kamen einige Pharisäer, die ihm eine Falle stellen wollten, indem sie fragten, …": a
 * relative clause the splitter cannot turn into a sentence of its own stays behind its noun, and
 * the sentence is split around it ("Da kamen einige Pharisäer, die ihm eine Falle stellen
 * wollten." / "Dabei haben sie gefragt: …"). The host must be a main clause or a noun phrase (no
 * dependent clause, whose verb-final order a later step reads), and in the result the relative
 * clause must still follow its noun and end its sentence. Undefined otherwise.
 */
export function splitAroundRelative(
  segments: Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  for (let index = 1; index < segments.length; index += 1) {
    const relative = segments[index] ?? [];
    const host = segments[index - 1] ?? [];
    if (relativeStart(relative) === undefined || readVerbFinal(relative) === undefined) continue;
    if (subordinatorOf(host) !== undefined || leadingAls(host) || relativeStart(host) !== undefined) continue;
    if (host[0]?.text === "um" || host.at(-1)?.kind === "p") continue;
    // "Sie werden alle, die …, einsammeln": what follows must open a clause, not end the host.
    const next = segments[index + 1] ?? [];
    const opens =
      subordinatorOf(next) !== undefined ||
      leadingAls(next) ||
      next[0]?.text === "um" ||
      (LEADING_CONJUNCTIONS.has(next[0]?.text.toLowerCase() ?? "") && isFiniteVerbToken(next[2]));
    if (!opens) continue;
    const merged = [
      ...segments.slice(0, index - 1),
      [...host, COMMA, ...relative],
      ...segments.slice(index + 1),
    ];
    const split = splitRest(merged, end);
    if (split === undefined || split.length < 2) continue;
    const kept = split.some((clause) => {
      const at = clause.tokens.indexOf(relative[0] as Token);
      return (
        at > 1 &&
        clause.tokens[at - 2] === host.at(-1) &&
        clause.tokens.at(-1) === relative.at(-1) &&
        clause.tokens.length - at === relative.length
      );
    });
    if (kept) return split;
  }
  return undefined;
}
