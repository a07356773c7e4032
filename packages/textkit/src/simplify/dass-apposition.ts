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

/** The subject pronouns of one spoken to ("dass Sie, Frau Müller, …", "weil du, lieber Tom, …"). */
const ADDRESSED = /^(?:Sie|du|ihr|wir)$/;
/** An address after them: "Frau Müller", "Herr Dr. Meier", "liebe Eltern", "lieber Tom". */
const ADDRESS = /^(?:Frau|Herr|liebe|lieber|liebes)$/;

/**
 * "…, dass Sie, Frau Müller, den Antrag unterschreiben": an address right after the pronoun
 * subject of a subordinate clause is no clause boundary (the object after it was read as a
 * relative clause: "Den Müller unterschreiben Antrag."). The three segments are joined with list
 * commas like an apposition, or undefined.
 */
export function joinSubordinateAddress(segments: readonly Token[][]): Token[][] | undefined {
  for (let index = 1; index + 2 < segments.length; index += 1) {
    const clause = segments[index] ?? [];
    const address = segments[index + 1] ?? [];
    const rest = segments[index + 2] ?? [];
    if (clause.length !== 2 || subordinatorOf(clause) === undefined || !ADDRESSED.test(clause[1]?.text ?? ""))
      continue;
    const role = roleApposition(clause[1]?.text ?? "", address);
    if (role !== undefined) {
      if (!rest.some((token) => isFiniteVerbToken(token) && !isCapitalised(token.text))) continue;
      return [...segments.slice(0, index), [...clause, ...role, ...rest], ...segments.slice(index + 3)];
    }
    if (
      clause[1]?.text === "wir" ||
      address.length < 2 ||
      address.length > 4 ||
      !ADDRESS.test(address[0]?.text ?? "") ||
      !isCapitalised(address.at(-1)?.text ?? "") ||
      address.some((token) => token.kind !== "w" && token.text !== ".")
    )
      continue;
    if (!rest.some((token) => isFiniteVerbToken(token) && !isCapitalised(token.text))) continue;
    const joined = [...clause, { ...LIST_COMMA }, ...address, { ...LIST_COMMA }, ...rest];
    return [...segments.slice(0, index), joined, ...segments.slice(index + 3)];
  }
  return undefined;
}

/** Articles of a role that agrees with the pronoun: "Sie, die Mieterin", "wir, die Eltern". */
const ROLE_ARTICLES: Readonly<Record<string, RegExp>> = {
  Sie: /^(?:der|die|das)$/,
  du: /^(?:der|die|das)$/,
  ihr: /^die$/,
  wir: /^die$/,
};

/**
 * "dass Sie, als Mieterin, …" keeps the role without its commas ("Sie haben als Mieterin …");
 * "dass Sie, die Mieterin, …" drops the bare role, an article and one noun that agrees with the
 * pronoun ("Sie haben die Wohnung gekündigt."), as the verb must not come between them. Undefined
 * when the segment is no such role.
 */
function roleApposition(pronoun: string, tokens: readonly Token[]): Token[] | undefined {
  const [first, second, third] = tokens;
  if (tokens.some((token) => token.kind !== "w" || isFiniteVerbToken(token) || isNonFiniteVerb(token)))
    return undefined;
  if (first?.text === "als" && tokens.length === 2 && isCapitalised(second?.text ?? "")) return [...tokens];
  if (first?.text === "als" && tokens.length === 3 && isCapitalised(third?.text ?? "")) return [...tokens];
  const article = ROLE_ARTICLES[pronoun];
  if (
    article !== undefined &&
    tokens.length === 2 &&
    article.test(first?.text ?? "") &&
    isCapitalised(second?.text ?? "")
  )
    return [];
  return undefined;
}
