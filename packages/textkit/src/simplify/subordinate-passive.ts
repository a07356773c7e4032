// A passive in a subordinate clause that the splitter left in its sentence -> active, verb last:
// "…, dass er von den Magiern getäuscht wurde" -> "…, dass die Magier ihn getäuscht haben";
// "…, wenn wir getröstet werden" -> "…, wenn man uns tröstet". The clause is read as the main
// clause it would be ("er wurde von den Magiern getäuscht"), passive-to-active.ts turns that, and
// the finite verb goes back to the end.

import { subjectAt } from "./clause-tools.ts";
import { isFiniteVerbToken, isNonFiniteVerb, nounReadings } from "./lexicon-access.ts";
import { intensifiedSubject, passiveToActive } from "./passive-to-active.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { FUNCTION_WORDS, PREPOSITIONS } from "./word-classes.ts";

/** Subordinators whose clause keeps its meaning when its passive turns active (not "ob", "als ob"). */
const OPENERS: ReadonlySet<string> = new Set([
  "dass",
  "daß",
  "damit",
  "weil",
  "wenn",
  "obwohl",
  "nachdem",
  "sobald",
  "bevor",
  "falls",
  "sofern",
  "bis",
  "seit",
  "seitdem",
  "solange",
]);
/** Indicative forms of werden that end a passive subordinate clause (not "würde"; "werde" only with "ich"). */
const PASSIVE_END = /^(?:wird|werden|wurde|wurden|wirst|werdet|wurdest|wurdet|werde)$/;
/** "… geprüft worden ist": the Perfekt passive. */
const PERFEKT_END = /^(?:ist|sind|war|waren|bin|bist|seid)$/;
/** "… geprüft werden muss": a modal after the passive infinitive. */
const MODAL_END = /^(?:muss|müssen|kann|können|soll|sollen|darf|dürfen|konnte|konnten|musste|mussten)$/;

/** The clause ends like a passive: participle + werden-form, participle + worden + sein, or participle + werden + modal. */
function endsPassive(clause: readonly Token[]): boolean {
  const last = clause.at(-1)?.text ?? "";
  const before = clause.at(-2)?.text ?? "";
  if (PASSIVE_END.test(last)) return before !== "werden" && before !== "worden";
  if (PERFEKT_END.test(last)) return before === "worden";
  return MODAL_END.test(last) && before === "werden";
}

/**
 * The active main clause (subject, finite verb, rest) in verb-last order: "Die Magier haben ihn
 * getäuscht" -> "die Magier ihn getäuscht haben"; "Man reißt das Haus ab" -> "man das Haus
 * abreißt". The finite verb is the first verb form after the agent.
 */
function verbLast(active: readonly Token[]): Token[] | undefined {
  const verb = active.findIndex(
    (token, index) => index > 0 && isFiniteVerbToken(token) && !isCapitalised(token.text),
  );
  if (verb < 1) return undefined;
  const finite = active[verb] as Token;
  const rest = active.slice(verb + 1);
  const last = rest.at(-1);
  // "Man reißt das Haus ab": the particle joins its verb again ("abreißt").
  const joined = last === undefined ? undefined : { ...finite, text: `${last.text}${finite.text}` };
  const particle =
    last !== undefined &&
    rest.length > 1 &&
    isFiniteVerbToken(joined) &&
    !isFiniteVerbToken(last) &&
    !isNonFiniteVerb(last) &&
    /^\p{Ll}+$/u.test(last.text) &&
    last.text.length <= 6;
  const head = active
    .slice(0, verb)
    .map((token, index) =>
      index === 0 && FUNCTION_WORDS.has(token.text.toLowerCase()) && token.text !== "Sie"
        ? { ...token, text: token.text.toLowerCase() }
        : token,
    );
  if (particle && joined !== undefined) return [...head, ...rest.slice(0, -1), { ...joined, space: true }];
  return [...head, ...rest, { ...finite, space: true }];
}

/** Subject relative pronouns and the personal pronoun that stands in for them, with its object form. */
const RELATIVE_SUBJECTS: Readonly<Record<string, { subject: string; object: string; relative: string }>> = {
  der: { subject: "er", object: "ihn", relative: "den" },
  die: { subject: "sie", object: "sie", relative: "die" },
  // "…, das gegessen wird": read as "er" (a first "es" is an impersonal placeholder there).
  das: { subject: "er", object: "ihn", relative: "das" },
  // "…, was gesagt wurde" reads like "Etwas wurde gesagt" ("Man hat etwas gesagt").
  was: { subject: "etwas", object: "etwas", relative: "was" },
};

/**
 * The word before the comma that precedes the relative pronoun at `index`; for a relative clause
 * that follows another one with the same pronoun ("eine Frau, die … litt, die … geplagt worden
 * war") the antecedent of that one.
 */
function antecedentOf(tokens: readonly Token[], index: number): Token | undefined {
  const before = tokens[index - 2];
  if (before === undefined || isCapitalised(before.text)) return before;
  let start = index - 2;
  while (start > 0 && tokens[start - 1]?.kind !== "p") start -= 1;
  const stacked =
    start >= 2 && tokens[start - 1]?.text === "," && tokens[start]?.text === tokens[index]?.text;
  return stacked ? antecedentOf(tokens, start) : before;
}

/** Neuter determiners before a nominalised adjective the lexicon does not know ("von allem Essbaren, das …"). */
const NEUTER_BEFORE_ADJECTIVE =
  /^(?:allem|alles|dem|das|einem|jedem|diesem|etwas|nichts|vom|im|am|zum|beim)$/;

/** Masculine pronouns a relative "der" may refer to ("einen, der …"). */
const MASCULINE_PRONOUNS = /^(?:einen|keinen|jemanden|niemanden|jeden|denjenigen|den)$/;

/**
 * "der"/"die"/"was" after the comma is the nominative relative pronoun of the word before it: "der"
 * after a masculine noun (after a feminine one it is the dative: "die Frau, der geholfen wurde"),
 * "die" after a feminine or plural noun.
 */
function nominativeRelative(
  relative: Token,
  antecedent: Token | undefined,
  tokens: readonly Token[],
): boolean {
  if (relative.text === "der")
    return (
      MASCULINE_PRONOUNS.test(antecedent?.text ?? "") ||
      nounReadings(antecedent).some((reading) => reading.gender === "m" && reading.number === "singular")
    );
  // "das, was gesagt wurde", "Er fragte, was gesagt wurde": "was" is always the subject here.
  if (relative.text === "was") return true;
  if (relative.text === "die")
    return nounReadings(antecedent).some((reading) => reading.gender === "f" || reading.number === "plural");
  // "das" after a neuter noun: in a passive clause, with no other subject, the nominative.
  if (relative.text === "das") {
    const readings = nounReadings(antecedent);
    if (readings.length > 0)
      return readings.some((reading) => reading.gender === "n" && reading.number === "singular");
    const before = antecedent === undefined ? undefined : tokens[tokens.indexOf(antecedent) - 1];
    return isCapitalised(antecedent?.text ?? "") && NEUTER_BEFORE_ADJECTIVE.test(before?.text ?? "");
  }
  return false;
}

/**
 * A relative clause on the noun before the comma whose relative pronoun is the passive's subject:
 * "…, der Barabbas genannt wurde" -> "…, den man Barabbas genannt hat"; "…, die von den Ärzten
 * geplagt worden war" -> "…, die die Ärzte geplagt haben". Read with "er"/"sie" for the pronoun,
 * whose object form then goes back to the front as den/die.
 */
function relativePassiveToActive(
  relative: Token,
  clause: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  const pronoun = RELATIVE_SUBJECTS[relative.text];
  const aux = clause.at(-1);
  if (pronoun === undefined || aux === undefined) return undefined;
  if (clause.some((token) => /^(?:ihn|sie|er|es|etwas)$/i.test(token.text))) return undefined;
  const main = [{ ...relative, text: pronoun.subject }, aux, ...clause.slice(0, -1)];
  const active = passiveToActive(main, options);
  const ordered = active === undefined ? undefined : verbLast(active);
  const objects = ordered?.filter((token) => token.text === pronoun.object) ?? [];
  if (ordered === undefined || objects.length !== 1) return undefined;
  return [
    { ...relative, text: pronoun.relative },
    ...ordered.filter((token) => token.text !== pronoun.object),
  ];
}

/**
 * A verb-last passive clause with its subject first -> the active, verb last: "er von den
 * Magiern getäuscht wurde" -> "die Magier ihn getäuscht haben". `front` (a preposition and a
 * relative pronoun) stands before the subject; it is read after it and goes back to the front:
 * "mit der ich getauft werde" -> "mit der man mich tauft".
 */
function subjectFirstToActive(
  clause: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
  front: readonly Token[],
): Token[] | undefined {
  const aux = clause.at(-1);
  if (aux === undefined || clause.length < 2 + (front.length === 0 ? 1 : 0) || !endsPassive(clause))
    return undefined;
  // No other finite verb before the one at the end ("werden" is also an infinitive).
  if (clause.slice(0, -1).some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token)))
    return undefined;
  const subject = subjectAt(clause, 0, options.formal ?? false);
  if (subject === undefined || subject.end >= clause.length - 1) return undefined;
  if (intensifiedSubject(clause, subject.end)) return undefined;
  // "werde" is the indicative only with "ich" ("damit das Wort erfüllt werde" is a wish).
  if (aux.text === "werde" && clause[0]?.text !== "ich") return undefined;
  // "damit es öffentlich gemacht wird": in a verb-last clause "es" is no placeholder but the
  // subject; it is read as "er" (passive-to-active.ts leaves a first "es" alone) and comes back as "es".
  const es = subject.end === 1 && clause[0]?.text === "es";
  if (es && clause.some((token) => /^(?:er|ihn)$/.test(token.text))) return undefined;
  const head = es ? [{ ...(clause[0] as Token), text: "er" }] : clause.slice(0, subject.end);
  const main = [...head, aux, ...front, ...clause.slice(subject.end, -1)];
  const active = passiveToActive(main, options);
  const ordered = active === undefined ? undefined : verbLast(active);
  if (es && ordered?.filter((token) => token.text === "ihn").length !== 1) return undefined;
  const rewritten = es
    ? ordered?.map((token) => (token.text === "ihn" ? { ...token, text: "es" } : token))
    : ordered;
  if (rewritten === undefined || front.some((token) => !rewritten.includes(token))) return undefined;
  return [...front, ...rewritten.filter((token) => !front.includes(token))];
}

/** Dative pronouns that take up a wer-clause, and the personal pronoun read in their place. */
const RESUMING_DATIVES: Readonly<Record<string, string>> = { dem: "ihm", denen: "ihnen" };

/**
 * "Wer anklopft, dem wird geöffnet" -> "Wer anklopft, dem öffnet man": the impersonal passive of
 * the main clause after a wer-clause, read with "ihm" for "dem" ("Man öffnet ihm"); "dem" then
 * opens the clause again, before the verb. One comma, the wer-clause first (after und/denn/aber).
 */
function resumedDativeToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  const start = /^(?:und|denn|aber)$/i.test(tokens[0]?.text ?? "") ? 1 : 0;
  const comma = tokens.findIndex((token) => token.kind === "p");
  const dative = tokens[comma + 1];
  const pronoun = RESUMING_DATIVES[dative?.text ?? ""];
  if (!/^wer$/i.test(tokens[start]?.text ?? "") || tokens[comma]?.text !== "," || pronoun === undefined)
    return undefined;
  const main = tokens.slice(comma + 2);
  if (main.some((token) => token.kind === "p" || token.text === pronoun)) return undefined;
  const active = passiveToActive([{ ...(dative as Token), text: pronoun }, ...main], options);
  // "Man öffnet ihm": the agent, the verb, then the pronoun somewhere after it.
  if (
    active?.[0]?.text.toLowerCase() !== "man" ||
    active.filter((token) => token.text === pronoun).length !== 1
  )
    return undefined;
  const [, verb, ...rest] = active;
  if (verb === undefined) return undefined;
  return [
    ...tokens.slice(0, comma + 1),
    dative as Token,
    verb,
    { ...(active[0] as Token), text: "man" },
    ...rest.filter((token) => token.text !== pronoun),
  ];
}

/** Conjunctions that join a second verb-final part to a relative clause. */
const JOINING = /^(?:und|oder|aber|sondern|doch|jedoch)$/;

/**
 * "…, die im Handel nicht mehr verkauft werden, aber noch gut sind, …": the relative pronoun is
 * the subject of a coordinated part after the clause too (its finite verb closes it), which the
 * active ("die man … verkauft") would leave without a subject.
 */
function sharedWithNextConjunct(tokens: readonly Token[], end: number): boolean {
  if (tokens[end]?.text !== "," || !JOINING.test(tokens[end + 1]?.text ?? "")) return false;
  let close = end + 2;
  while (close < tokens.length && tokens[close]?.kind !== "p") close += 1;
  // "…, und ging": a verb first goes on from the main clause, not from the relative one.
  const last = tokens[close - 1];
  return (
    close > end + 3 &&
    !isFiniteVerbToken(tokens[end + 2]) &&
    last !== undefined &&
    !isCapitalised(last.text) &&
    isFiniteVerbToken(last)
  );
}

/**
 * Rewrites each subordinate passive clause after a comma (opened by one of OPENERS, running to
 * the next punctuation mark, subject first, one finite verb at its end) into the active. Returns
 * undefined when none was rewritten.
 */
export function subordinatePassivesToActive(
  tokens: readonly Token[],
  /** Only "man" (texts that are no letter from an office): the agent of a clause there is unclear. */
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  if (options.writer !== "man") return undefined;
  const resumed = resumedDativeToActive(tokens, options);
  if (resumed !== undefined) return resumed;
  let out: Token[] | undefined;
  let offset = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const opener = tokens[index];
    if (opener === undefined) continue;
    let end = index + 1;
    while (end < tokens.length && tokens[end]?.kind !== "p") end += 1;
    // "…, der Barabbas genannt wurde": a relative clause on the noun before the comma.
    const relative =
      tokens[index - 1]?.text === "," && nominativeRelative(opener, antecedentOf(tokens, index), tokens);
    if (relative) {
      const clause = tokens.slice(index + 1, end);
      const rewritten =
        endsPassive(clause) &&
        !sharedWithNextConjunct(tokens, end) &&
        clause.length >= 2 &&
        !clause.slice(0, -1).some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))
          ? relativePassiveToActive(opener, clause, options)
          : undefined;
      if (rewritten !== undefined) {
        out ??= [...tokens];
        out.splice(index + offset, clause.length + 1, ...rewritten);
        offset += rewritten.length - clause.length - 1;
        index = end;
      }
      continue;
    }
    // "…, mit der ich getauft werde": a preposition and a relative pronoun before the subject.
    const front =
      tokens[index - 1]?.text === "," &&
      PREPOSITIONS.has(opener.text) &&
      /^(?:der|die|das|dem|den|denen)$/.test(tokens[index + 1]?.text ?? "")
        ? 2
        : 0;
    const subordinator = OPENERS.has(opener.text.toLowerCase()) ? 1 : 0;
    if (front + subordinator === 0) continue;
    // After a comma, or first in a sentence that goes on after the clause ("Wenn …, seid ihr …").
    if (index === 0 ? tokens[end]?.text !== "," : tokens[index - 1]?.text !== ",") continue;
    const clause = tokens.slice(index + (front || 1), end);
    const active = subjectFirstToActive(clause, options, tokens.slice(index, index + front));
    if (active === undefined) continue;
    const start = index + (front ? 0 : 1);
    out ??= [...tokens];
    out.splice(start + offset, end - start, ...active);
    offset += active.length - (end - start);
    index = end;
  }
  return out;
}
