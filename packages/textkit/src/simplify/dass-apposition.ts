// "Ich weiß, dass ihr Jesus, den Gekreuzigten, sucht.": an apposition inside a dass or ob clause,
// before the verbs that close it, is no clause boundary. The clause's three segments are joined
// with list commas, so the split sees one dass clause ("Ich weiß:" / "Ihr sucht Jesus, den
// Gekreuzigten."); `restoreListCommas` turns them back.
import type { Clause } from "./clause-tools.ts";
import { isFiniteVerbToken, isNonFiniteVerb } from "./lexicon-access.ts";
import { appositionPhrase, LIST_COMMA } from "./list-in-subordinate.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token } from "./tokens.ts";

/**
 * The segments with "dass … NOUN", "APPOSITION", "VERBS" joined into one, or undefined. The dass
 * clause must end in a capitalised word and hold no verb yet, the apposition be a short noun phrase
 * without a verb (`appositionPhrase`), and the last segment only the verb forms that close the
 * clause (a finite verb last).
 */
export function joinDassApposition(segments: readonly Token[][]): Token[][] | undefined {
  for (let index = 1; index + 2 < segments.length; index += 1) {
    const clause = segments[index] ?? [];
    const apposition = segments[index + 1] ?? [];
    const verbs = segments[index + 2] ?? [];
    const kind = subordinatorOf(clause)?.word;
    if (kind !== "dass" && kind !== "ob") continue;
    const body = clause.slice(1);
    if (
      body.length < 2 ||
      !isCapitalised(body.at(-1)?.text ?? "") ||
      body.some((token) => token.kind !== "w" || (isFiniteVerbToken(token) && !isCapitalised(token.text)))
    )
      continue;
    if (!appositionPhrase(apposition)) continue;
    const closing =
      verbs.length > 0 &&
      verbs.length <= 3 &&
      isFiniteVerbToken(verbs.at(-1)) &&
      verbs.every((token, at) => at === verbs.length - 1 || isNonFiniteVerb(token));
    if (!closing) continue;
    const joined = [...clause, { ...LIST_COMMA }, ...apposition, { ...LIST_COMMA }, ...verbs];
    return [...segments.slice(0, index), joined, ...segments.slice(index + 3)];
  }
  return undefined;
}

/** "Ihr sucht Jesus, den Gekreuzigten,": the list comma before the verbs that moved goes with them. */
export function unclosedApposition(clauses: readonly Clause[]): Clause[] {
  return clauses.map((clause) => {
    const last = clause.tokens.at(-1);
    return last?.kind === "w" && last.text === ","
      ? { ...clause, tokens: clause.tokens.slice(0, -1) }
      : clause;
  });
}
