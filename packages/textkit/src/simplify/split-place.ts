// Free relative clauses of place: "Da, wo du sterben wirst, will ich sterben." -> "Du wirst irgendwo
// sterben." / "Da will ich sterben."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { type Clause, joinSegments, readVerbFinal, subjectFirstOrder } from "./clause-tools.ts";
import { isFiniteVerbToken, isNonFiniteVerb } from "./lexicon-access.ts";
import { capitalised, DATIVE_PRONOUNS, OBJECT_PRONOUNS } from "./split-complement.ts";
import type { SplitRest } from "./split-pronoun-relative.ts";
import { mainVerbLemmas } from "./split-question.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/** w-word of a free relative of place -> the indefinite adverb in the content and the resumptive adverb. */
const PLACE_WORDS: ReadonlyMap<string, { some: string; there: RegExp; resumed: string }> = new Map([
  ["wo", { some: "irgendwo", there: /^(?:da|dort)$/i, resumed: "Dort" }],
  ["wohin", { some: "irgendwohin", there: /^(?:dahin|dorthin)$/i, resumed: "Dorthin" }],
]);

/** Main verbs of place and motion after a free relative of place without "da"/"dorthin" ("Wohin ich gehe, könnt ihr nicht kommen"). */
const PLACE_VERBS: ReadonlySet<string> = new Set([
  "gehen",
  "kommen",
  "folgen",
  "sterben",
  "bleiben",
  "wohnen",
  "leben",
  "rasten",
  "ruhen",
  "fahren",
  "laufen",
  "ziehen",
  "stehen",
  "sitzen",
  "liegen",
  "begraben",
]);

/**
 * "wo du sterben wirst" -> "Du wirst irgendwo sterben": the clause in main-clause order with the
 * indefinite adverb after the verb and the pronouns after it. Undefined when no agreeing subject
 * stands first.
 */
function placeContent(segment: readonly Token[], some: string): Token[] | undefined {
  const sub = readVerbFinal(segment.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  // "wohin er auch ging", "wo immer …": "wherever", no one place.
  const open = (token: Token) => /^(?:auch|immer)$/.test(token.text);
  if (
    sub.middle.some(
      (token) => token.kind === "p" || open(token) || NEGATION_WORDS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  // "Wo der Geist des Herrn ist, da ist Freiheit", "Da, wo Menschen leben": with a noun subject the
  // clause may name any such place (a rule), which "irgendwo" would make one place. Pronouns only.
  if (!/^(?:ich|du|er|sie|wir|ihr)$/.test(sub.middle[0]?.text ?? "")) return undefined;
  const ordered = subjectFirstOrder(sub, false);
  if (ordered === undefined) return undefined;
  let at = ordered.indexOf(sub.finite) + 1;
  while (OBJECT_PRONOUNS.test(ordered[at]?.text ?? "") || DATIVE_PRONOUNS.test(ordered[at]?.text ?? ""))
    at += 1;
  const [lead, ...rest] = [...ordered.slice(0, at), word(some), ...ordered.slice(at)];
  return lead === undefined ? undefined : [capitalised(lead), ...rest];
}

/**
 * A free relative of place with its main clause after it, with or without "da"/"dorthin" before
 * it: "Da, wo du sterben wirst, will ich sterben." -> "Du wirst irgendwo sterben." / "Dort will
 * ich sterben."; "Wohin ich gehe, könnt ihr nicht kommen." -> "Ich gehe irgendwohin." / "Dorthin
 * könnt ihr nicht kommen." Further segments are split on their own. Undefined when unsure: not for
 * questions, and without "da"/"dorthin" only with a main verb of place or motion (not "Wo er
 * wohnt, weiß ich nicht", an indirect question).
 */
export function placeFreeRelative(
  segments: readonly Token[][],
  end: string,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  const [first = [], second = [], third = []] = segments;
  const conjunction = /^(?:und|aber)$/i.test(first[0]?.text ?? "") ? [capitalised(first[0] as Token)] : [];
  const head = first.slice(conjunction.length);
  const resumptive = head.length === 1 ? head[0] : undefined;
  const clause = resumptive === undefined ? head : second;
  const kind = PLACE_WORDS.get(clause[0]?.text.toLowerCase() ?? "");
  if (kind === undefined || (resumptive !== undefined && !kind.there.test(resumptive.text))) return undefined;
  const main = resumptive === undefined ? second : third;
  const from = resumptive === undefined ? 2 : 3;
  if (!isFiniteVerbToken(main[0]) || isNonFiniteVerb(main[0])) return undefined;
  if (resumptive === undefined && !mainVerbLemmas(main).some((lemma) => PLACE_VERBS.has(lemma)))
    return undefined;
  const content = placeContent(clause, kind.some);
  if (content === undefined) return undefined;
  const lowered =
    conjunction.length > 0
      ? [{ ...(content[0] as Token), text: (content[0] as Token).text.toLowerCase() }, ...content.slice(1)]
      : content;
  const opener = resumptive === undefined ? word(kind.resumed) : capitalised(resumptive);
  const rest = segments.slice(from);
  // "…, will ich gehen, und da, wo …": the rest opens a new clause of its own.
  if (rest.length > 0 && !/^(?:und|aber)$/i.test(rest[0]?.[0]?.text ?? "")) return undefined;
  const joined = joinSegments(rest);
  const restFirst = joined[0];
  const after =
    restFirst === undefined
      ? []
      : (splitRest(rest, end) ?? [{ tokens: [capitalised(restFirst), ...joined.slice(1)], end }]);
  return [
    { tokens: [...conjunction, ...lowered], end: "." },
    {
      tokens: [opener, ...main.map((token) => ({ ...token, space: true }))],
      end: rest.length > 0 ? "." : end,
    },
    ...after,
  ];
}
