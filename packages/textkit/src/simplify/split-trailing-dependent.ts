// An adverbial clause at the end with a clause of its own after it: "Mein Zeugnis ist wahr, weil ich
// weiß, woher ich komme." -> "Mein Zeugnis ist wahr." / "Denn ich weiß, woher ich komme."; the last
// clause (a w-clause, dass/ob clause or a relative clause on a noun of the adverbial clause) stays
// with the sentence made of the adverbial clause, right after it, as it stood.
import { type Clause, readVerbFinal, type SplitRest } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, nounReadings, PARTICLES } from "./lexicon-access.ts";
import { relativeStart, relativeToMain } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/** Subordinators whose clause becomes a sentence of its own after the split. */
const ADVERBIAL = /^(?:weil|da|damit|wenn|falls|obwohl|nachdem|bevor|während|solange|sobald|indem)$/;
/** Words that open an indirect question or a free relative clause ("was ich euch sage"). */
const W_WORD = /^(?:was|wer|wen|wem|wie|wo|woher|wohin|warum|weshalb|wann|wieviel|welche[mnrs]?)$/;

/**
 * A dependent clause that may follow the adverbial clause `sub`: a w-clause or a dass/ob clause
 * that ends in its verb, or a relative clause whose pronoun fits a noun of `sub`.
 */
function dependsOn(dependent: readonly Token[], sub: readonly Token[]): boolean {
  const opener = dependent[0]?.text ?? "";
  if (W_WORD.test(opener) || /^(?:dass|daß|ob)$/.test(opener))
    return readVerbFinal(dependent.slice(1)) !== undefined;
  if (relativeStart(dependent) === undefined) return false;
  return sub.some(
    (token) => nounReadings(token).length > 0 && relativeToMain(token, dependent) !== undefined,
  );
}

/**
 * Three or more comma segments whose last one depends on the adverbial clause before it (or whose
 * second one depends on an adverbial clause first, before a main clause that opens with its verb): the rest
 * is split by `splitRest`; the clause made of the adverbial clause (its words, at most a connector
 * more, ending in ".") takes the dependent clause back and is split again with it where it can.
 * Not for questions. Undefined when unsure.
 */
export function splitTrailingDependent(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (segments.length < 3 || end.includes("?") || end === ":") return undefined;
  // "Weil sie wusste, was geschehen war, trat sie vor.": the adverbial clause may come first.
  const leadingKind = subordinatorOf(segments[0] ?? []);
  const leading =
    leadingKind !== undefined &&
    ADVERBIAL.test(leadingKind.word) &&
    dependsOn(segments[1] ?? [], segments[0] ?? []) &&
    finiteReadings({ ...(segments[2]?.[0] ?? word("")), text: segments[2]?.[0]?.text.toLowerCase() ?? "" })
      .length > 0;
  const at = leading ? 0 : segments.length - 2;
  const sub = segments[at] ?? [];
  const dependent = segments[at + 1] ?? [];
  const purpose = !leading && sub[0]?.text === "um";
  const kind = purpose ? { word: "um", length: 1 } : subordinatorOf(sub);
  if (kind === undefined || !(purpose || ADVERBIAL.test(kind.word)) || !dependsOn(dependent, sub))
    return undefined;
  const clauses = splitRest(
    segments.filter((_, index) => index !== at + 1),
    ".",
  );
  if (clauses === undefined || clauses.length < 2) return undefined;
  const words = new Set(sub.slice(kind.length).map((token) => token.text.toLowerCase()));
  // "um ein Bild aufzustellen" -> "Er wollte ein Bild aufstellen.": the last clause, ending in the verb.
  const host = purpose
    ? purposeHost(clauses, sub)
    : clauses.findIndex((clause) => madeOf(clause, sub.slice(kind.length), words));
  const found = clauses[host];
  if (found === undefined) return undefined;
  const again = splitRest([found.tokens, [...dependent]], ".");
  const joined = again ?? [{ tokens: [...found.tokens, comma(), ...dependent], end: "." }];
  const out = [...clauses.slice(0, host), ...joined, ...clauses.slice(host + 1)];
  const last = out.at(-1);
  // A question made of the dependent clause ("Woher bin ich gekommen?") stays a question.
  return last === undefined
    ? undefined
    : [...out.slice(0, -1), { ...last, end: last.end === "?" ? "?" : end }];
}

/**
 * The clause made of the adverbial clause `own`: all its words but the verbs, its other words
 * verb forms or a separated particle ("Vielleicht weisen Sie nach"), a connector first, no more
 * than two words more.
 */
function madeOf(clause: Clause, own: readonly Token[], words: ReadonlySet<string>): boolean {
  const verb = (token: Token) =>
    finiteReadings({ ...token, text: token.text.toLowerCase() }).length > 0 ||
    isNonFiniteVerb(token) ||
    PARTICLES.has(token.text);
  const texts = new Set(clause.tokens.map((token) => token.text.toLowerCase()));
  return (
    clause.end === "." &&
    clause.tokens.length <= own.length + 2 &&
    clause.tokens.slice(1).every((token) => words.has(token.text.toLowerCase()) || verb(token)) &&
    own.every((token) => verb(token) || texts.has(token.text.toLowerCase()))
  );
}

/** Index of the last clause when it ends in the infinitive of the purpose clause without "zu"; -1 otherwise. */
function purposeHost(clauses: readonly Clause[], sub: readonly Token[]): number {
  const infinitive = sub.at(-1)?.text ?? "";
  const closing = clauses.at(-1)?.tokens.at(-1)?.text ?? "";
  const zu = infinitive.indexOf("zu", 1);
  const plain =
    sub.at(-2)?.text === "zu" ? infinitive : zu > 0 ? infinitive.slice(0, zu) + infinitive.slice(zu + 2) : "";
  return plain !== "" && plain === closing ? clauses.length - 1 : -1;
}

function comma(): Token {
  return { kind: "p", text: ",", space: false };
}
