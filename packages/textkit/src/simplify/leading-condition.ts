// Einfache Sprache keeps a condition before its main clause as a "wenn" clause:
// "Sollten Sie den Termin nicht wahrnehmen können, ist dies … mitzuteilen." -> condition "wenn Sie
// den Termin nicht wahrnehmen können" + main clause "ist dies … mitzuteilen", so the main clause
// can be rewritten on its own (active voice, "müssen" instead of "ist … zu").
import { finiteReadings, isFiniteVerbToken } from "./lexicon-access.ts";
import type { Token } from "./tokens.ts";
import { hasSecondVerbFirstClause, onlyKonjunktiv2, verbFirstConditional } from "./verb-first-conditional.ts";

const CONDITION_WORDS = /^(?:wenn|falls|sofern)$/i;

/**
 * One leading condition (verb first or with wenn/falls/sofern), one comma, one main clause that
 * starts with its finite verb and holds no further punctuation; undefined for anything else.
 */
export function leadingCondition(
  tokens: readonly Token[],
  formal: boolean,
): { condition: Token[]; comma: Token; main: Token[] } | undefined {
  const index = tokens.findIndex((token) => token.kind === "p");
  const comma = tokens[index];
  if (index < 2 || comma?.text !== ",") return undefined;
  const first = tokens.slice(0, index);
  const main = tokens.slice(index + 1);
  // A hyphen or slash inside a number ("unter 0221 221-24080", "0221/221", "10-12 Uhr") and the
  // dot of a date ("bis zum 30. Juni 2025") are no punctuation of the clause.
  const inNumber = (token: Token, at: number) =>
    main[at - 1]?.kind === "n" &&
    (((token.text === "-" || token.text === "/") && main[at + 1]?.kind === "n") ||
      (token.text === "." && main[at + 1]?.kind === "w"));
  if (
    main.length < 2 ||
    main.some((token, at) => token.kind === "p" && !inNumber(token, at)) ||
    !isFiniteVerbToken(main[0])
  )
    return undefined;
  const condition = CONDITION_WORDS.test(first[0]?.text ?? "")
    ? first
    : hasSecondVerbFirstClause(first)
      ? undefined
      : verbFirstConditional(first, main, formal);
  return condition === undefined ? undefined : { condition, comma, main };
}

/**
 * "Wenn ich Zeit hätte, würde ich Ihnen helfen.": an unreal condition under a main clause in
 * Konjunktiv II; the main clause keeps its mood ("…, helfe ich Ihnen" would mix an unreal
 * condition with a real effect).
 */
export function unrealMain(condition: readonly Token[], main: readonly Token[]): boolean {
  return (onlyKonjunktiv2(condition.at(-1)) || weakKonjunktiv2(condition.at(-1))) && onlyKonjunktiv2(main[0]);
}

/**
 * A weak verb's Konjunktiv II reads as its Präteritum ("Wenn die Großmutter noch lebte, wäre sie
 * …"): under a main clause in Konjunktiv II the condition is unreal too.
 */
function weakKonjunktiv2(token: Token | undefined): boolean {
  if (token === undefined || /^möcht/i.test(token.text)) return false;
  return finiteReadings({ ...token, text: token.text.toLowerCase() }).some(
    (reading) => reading.tense === "konjunktiv2",
  );
}
