// Free relative clauses of place: "Da, wo du sterben wirst, will ich sterben." -> "Du wirst irgendwo
// sterben." / "Da will ich sterben."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import {
  type Clause,
  connectorOrder,
  hasFiniteVerb,
  joinSegments,
  readVerbFinal,
  type SplitRest,
  subjectFirstOrder,
  type VerbFinal,
} from "./clause-tools.ts";
import { finiteReadings, isFiniteVerbToken, isNonFiniteVerb } from "./lexicon-access.ts";
import { capitalised, DATIVE_PRONOUNS, OBJECT_PRONOUNS } from "./split-complement.ts";
import { mainVerbLemmas } from "./split-question.ts";
import { coordinatedClauses } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";
import { TIME_NOUN_PHRASES } from "./word-classes.ts";

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
  // "Wo ich bin, dorthin könnt ihr nicht kommen.": the adverb that takes up the place opens the main clause.
  const taken =
    resumptive === undefined && /^(?:da|dort|dahin|dorthin)$/i.test(second[0]?.text ?? "")
      ? second[0]
      : undefined;
  const main = resumptive === undefined ? second.slice(taken === undefined ? 0 : 1) : third;
  const from = resumptive === undefined ? 2 : 3;
  if (!isFiniteVerbToken(main[0]) || isNonFiniteVerb(main[0])) return undefined;
  if (
    resumptive === undefined &&
    taken === undefined &&
    !mainVerbLemmas(main).some((lemma) => PLACE_VERBS.has(lemma))
  )
    return undefined;
  const content = placeContent(clause, kind.some);
  if (content === undefined) return undefined;
  const lowered =
    conjunction.length > 0
      ? [{ ...(content[0] as Token), text: (content[0] as Token).text.toLowerCase() }, ...content.slice(1)]
      : content;
  const opener =
    taken !== undefined
      ? capitalised(taken)
      : resumptive === undefined
        ? word(kind.resumed)
        : capitalised(resumptive);
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

/**
 * "wo ihnen der Bräutigam entrissen ist" as one verb-final clause, or undefined: no verb right after
 * "wo" (a question), no second clause, no "wherever" ("wo auch immer").
 */
function whereClause(second: readonly Token[]): VerbFinal | undefined {
  if (second[0]?.text !== "wo") return undefined;
  const rest = second.slice(1);
  if (finiteReadings(rest[0]).length > 0 && !isNonFiniteVerb(rest[0])) return undefined;
  const clause = readVerbFinal(rest);
  if (clause === undefined || (clause.after?.length ?? 0) > 0 || coordinatedClauses(clause)) return undefined;
  const open = /^(?:und|oder|sondern|auch|immer)$/;
  if (clause.middle.some((token) => token.kind === "p" || open.test(token.text))) return undefined;
  // "dahin, wo Sie wollen": a modal with no verb of its own leaves out what is wanted ("Dort wollen
  // Sie." says nothing).
  const modal = /^(?:wollen|möchten|mögen|können|dürfen|sollen|müssen)$/;
  if (
    clause.nonFinite.length === 0 &&
    clause.readings.length > 0 &&
    clause.readings.every((reading) => modal.test(reading.lemma))
  )
    return undefined;
  return clause;
}

/**
 * A "wo" clause after a noun of time that ends the main clause or stands only before its closing
 * verbs: the clause says when. "Es werden aber Tage kommen, wo ihnen der Bräutigam entrissen ist."
 * -> "Es werden aber Tage kommen." / "An diesen Tagen ist ihnen der Bräutigam entrissen."
 * Undefined for questions and when unsure (see whereClause).
 */
export function whenAfterTimeNoun(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Token[][] | undefined {
  if (end.includes("?") || !hasFiniteVerb(main)) return undefined;
  let at = main.length - 1;
  while (at > 0 && isNonFiniteVerb(main[at]) && main.length - at <= 2) at -= 1;
  const phrase = TIME_NOUN_PHRASES.get(main[at]?.text ?? "");
  const clause = whereClause(second);
  if (phrase === undefined || clause === undefined) return undefined;
  return [[...main], connectorOrder(clause, phrase)];
}

/** Adverbs of place in the main clause that a "wo" clause names, and the phrase that replaces them. */
const THERE: ReadonlyMap<string, string> = new Map([
  ["dort", "dem"],
  ["da", "dem"],
  ["dahin", "den"],
  ["dorthin", "den"],
]);

/**
 * "dort" in the main clause with a "wo" clause after it that names the place: "dort" becomes "an
 * dem Ort", the clause opens with "Dort". "Gleichzeitig blieb er dort stehen, wo das Kind war." ->
 * "Gleichzeitig blieb er an dem Ort stehen." / "Dort war das Kind." The same for "dahin"/"dorthin"
 * ("an den Ort": "Sie gingen dahin, wo er wohnte." -> "Sie gingen an den Ort." / "Dort wohnte er.")
 * and for "da" as the last word before the comma (elsewhere it may mean "then"). Only one such
 * adverb; undefined for questions and when unsure (see whereClause).
 */
export function whereAfterThere(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Token[][] | undefined {
  if (end.includes("?") || !hasFiniteVerb(main)) return undefined;
  const there = main.filter(
    (token, index) =>
      THERE.has(token.text.toLowerCase()) && (token.text.toLowerCase() !== "da" || index === main.length - 1),
  );
  const clause = whereClause(second);
  const [adverb] = there;
  const article = THERE.get(adverb?.text.toLowerCase() ?? "");
  if (there.length !== 1 || clause === undefined || article === undefined) return undefined;
  // "Da sagte er dort, wo …": another "da"/"dort" that may be the place.
  if (main.some((token) => token !== adverb && THERE.has(token.text.toLowerCase()))) return undefined;
  const place = main.flatMap((token, index) =>
    token === adverb
      ? [
          { ...word(index === 0 ? "An" : "an"), space: token.space },
          { ...word(article), space: true },
          { ...word("Ort"), space: true },
        ]
      : [token],
  );
  return [place, connectorOrder(clause, "Dort")];
}
