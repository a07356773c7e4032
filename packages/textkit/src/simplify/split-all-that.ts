// A free relative "was" clause after "alles"/"das" inside a longer sentence: the clause is taken
// out, the rest is split as usual, and the content goes before the new sentence that holds the
// pronoun: "Gott sah, dass alles, was er gemacht hatte, sehr gut war." -> "Gott sah:" / "Er hatte
// etwas gemacht." / "Das alles war sehr gut."
import { type Clause, joinSegments, readVerbFinal, type SplitRest } from "./clause-tools.ts";
import { isImperative } from "./imperative.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { wasClauseToMain } from "./split-pronoun-relative.ts";
import { closesMainClause } from "./split-relative.ts";
import { verbConjunct } from "./split-relative-coordinated.ts";
import { coordinatedClauses, subordinatorOf } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/**
 * "dass alles" + "sehr gut war": the clause the "was" clause interrupted goes on after it, verb
 * last, with nothing that opens a clause of its own.
 */
function closesDass(host: readonly Token[], next: readonly Token[]): boolean {
  if (subordinatorOf(host)?.word !== "dass") return false;
  if (next.some((token) => /^(?:und|oder|aber|sondern|denn|was|wer|wie|wo|dass|daß)$/i.test(token.text)))
    return false;
  const sub = readVerbFinal([...host.slice(1), ...next]);
  return sub !== undefined && (sub.after?.length ?? 0) === 0 && !coordinatedClauses(sub);
}

/** The word in lower case ("Verkaufe" at the start is the verb "verkaufe"). */
function lowerFirstWord(token: Token | undefined): Token | undefined {
  return token === undefined ? undefined : { ...token, text: token.text.toLowerCase() };
}

/**
 * Segments "…, <host ending in alles/das>, was …, <rest of the host>, …" (the host not first:
 * the sentence start is freeRelative's). The host and its rest are joined and split with the
 * other segments; the content ("Er hatte etwas gemacht.") goes before the sentence with the
 * pronoun, "alles" becomes "das alles". The rest may also be a last segment that goes on with the
 * host's verb ("Verkaufe alles, was du hast, und gib den Erlös den Armen." -> "Du hast etwas." /
 * "Verkaufe das alles und gib den Erlös den Armen."), after the first segment too. Undefined when
 * unsure or when the rest does not split.
 */
export function innerAllThat(
  segments: readonly Token[][],
  end: string,
  formal: boolean,
  splitRest: SplitRest,
): Clause[] | undefined {
  if (end.includes("?")) return undefined;
  for (let index = 1; index + 1 < segments.length; index += 1) {
    const clause = segments[index] ?? [];
    const host = segments[index - 1] ?? [];
    const next = segments[index + 1] ?? [];
    const pronoun = host.at(-1);
    if (clause[0]?.text !== "was" || pronoun === undefined || !/^(?:alles|das)$/.test(pronoun.text)) continue;
    // "und gib …" after "verkaufe alles" (a verb first, also a form that may be finite): a second command.
    const command =
      /^(?:und|oder)$/.test(next[0]?.text ?? "") &&
      (isImperative(host[0]) || finiteReadings(lowerFirstWord(host[0])).length > 0) &&
      isImperative(next[1]);
    const conjunct = index + 2 === segments.length && (verbConjunct(next) || command);
    if (index === 1 && !conjunct) continue;
    if (host.length < 2 || !(conjunct || closesDass(host, next) || closesMainClause(host, next))) continue;
    const content = wasClauseToMain(clause, formal, pronoun.text === "alles");
    if (content === undefined) return undefined;
    const merged = [...segments.slice(0, index - 1), [...host, ...next], ...segments.slice(index + 2)];
    // "Siehe, wir haben alles aufgegeben" may stay one sentence.
    const split = splitRest(merged, end) ?? [{ tokens: joinSegments(merged), end }];
    // The sentence that holds the pronoun and the words of the host's rest, found by their text
    // (steps may copy tokens); the pronoun must stand in it once.
    const same = (token: Token) => token.text.toLowerCase() === pronoun.text;
    const at = split.findIndex(
      (part) =>
        part.tokens.filter(same).length === 1 &&
        (conjunct ||
          next.every((token) =>
            part.tokens.some((other) => other.text.toLowerCase() === token.text.toLowerCase()),
          )),
    );
    const target = split[at];
    if (target === undefined || split.some((part, other) => other !== at && part.tokens.some(same)))
      return undefined;
    const position = target.tokens.findIndex(same);
    const space = target.tokens[position]?.space ?? true;
    const those =
      pronoun.text === "alles"
        ? [
            { ...word(position === 0 ? "Das" : "das"), space },
            { ...word("alles"), space: true },
          ]
        : [{ ...word(position === 0 ? "Das" : "das"), space }];
    const tokens = [...target.tokens.slice(0, position), ...those, ...target.tokens.slice(position + 1)];
    return [
      ...split.slice(0, at),
      { tokens: content, end: "." },
      { ...target, tokens },
      ...split.slice(at + 1),
    ];
  }
  return undefined;
}
