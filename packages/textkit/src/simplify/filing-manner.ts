// The ways to lodge an objection that every German notice lists: "Sie müssen den Widerspruch
// schriftlich oder zur Niederschrift bei der AOK Nordwest einlegen." -> "Sie müssen den Widerspruch
// bei der AOK Nordwest einlegen." + "Das geht schriftlich." + "Oder Sie gehen hin und sagen es
// dort." + "Dann schreibt man es für Sie auf." ("zur Niederschrift": an officer writes down what
// the reader says).

import { NEGATION_WORDS } from "../language/negation-words.ts";
import type { Clause } from "./clause-tools.ts";
import { type Token, word } from "./tokens.ts";

type Manner = "written" | "electronic" | "record";

/** Length of the manner at `at` ("schriftlich", "in elektronischer Form", "zur Niederschrift"), or 0. */
function mannerAt(tokens: readonly Token[], at: number): [Manner, number] | undefined {
  const text = (offset: number): string => tokens[at + offset]?.text ?? "";
  if (text(0) === "schriftlich") return ["written", 1];
  if (text(0) === "elektronisch") return ["electronic", 1];
  if (text(0) === "in" && text(1) === "elektronischer" && text(2) === "Form") return ["electronic", 3];
  if (text(0) === "zur" && text(1) === "Niederschrift") return ["record", 2];
  return undefined;
}

/** After the list: the office ("bei der …", "beim …") or the closing verb, no genitive ("des Urkundsbeamten"). */
const AFTER_LIST = /^(?:bei|beim|an|einlegen|einreichen|erheben|stellen|erklären|abgeben)$/;

const sentence = (...texts: string[]): Clause => ({
  tokens: texts.map((text, index) => ({ ...word(text), space: index > 0 })),
  end: ".",
});

/**
 * "… schriftlich(, in elektronischer Form) oder zur Niederschrift …" -> the clause without the list
 * + a plain sentence per way. Only a list that holds "zur Niederschrift" as its last item and goes
 * on with the office or the verb; undefined otherwise.
 */
function splitFilingManner(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." || clause.bullet) return undefined;
  const start = tokens.findIndex((token) => token.text === "schriftlich");
  if (start < 2) return undefined;
  // Only an instruction ("Sie müssen/können … einlegen"): not a denial ("nicht schriftlich …,
  // sondern nur online"), a past fact ("Sie haben … eingelegt") or a condition ("Vielleicht …").
  if (
    !tokens.some((token) => /^(?:müssen|können)$/.test(token.text)) ||
    // The reader's own instruction: "Ihr Betreuer kann …" or "Sie hätten … müssen" is none.
    !tokens.some((token) => token.text === "Sie") ||
    tokens.some((token) => /^(?:hätten|müssten|könnten)$/.test(token.text)) ||
    tokens.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()) || token.text === "sondern") ||
    /^(?:vielleicht|wenn|falls)$/i.test(tokens[0]?.text ?? "")
  )
    return undefined;
  const manners: Manner[] = [];
  let at = start;
  for (;;) {
    const found = mannerAt(tokens, at);
    if (found === undefined) return undefined;
    manners.push(found[0]);
    at += found[1];
    if (found[0] === "record") break;
    if (tokens[at]?.text !== "," && tokens[at]?.text !== "oder") return undefined;
    at += 1;
  }
  if (tokens[at - 3]?.text !== "oder" || !AFTER_LIST.test(tokens[at]?.text ?? "")) return undefined;
  const kept = [...tokens.slice(0, start), ...tokens.slice(at)];
  const ways: Clause[] = [sentence("Das", "geht", "schriftlich")];
  if (manners.includes("electronic")) ways.push(sentence("Das", "geht", "auch", "elektronisch"));
  ways.push(
    sentence("Oder", "Sie", "gehen", "hin", "und", "sagen", "es", "dort"),
    sentence("Dann", "schreibt", "man", "es", "für", "Sie", "auf"),
  );
  return [{ ...clause, tokens: kept }, ...ways];
}

/**
 * Every clause with such a list, split; the ways follow the office's address when a list of its
 * lines comes next ("Das ist die Adresse:" + "- AOK Nordwest" …).
 */
export function splitFilingManners(clauses: readonly Clause[]): Clause[] {
  const out: Clause[] = [];
  for (let index = 0; index < clauses.length; index += 1) {
    const clause = clauses[index] as Clause;
    const [kept, ...ways] = splitFilingManner(clause) ?? [clause];
    out.push(kept as Clause);
    if (clauses[index + 1]?.end === ":" && clauses[index + 2]?.bullet) {
      index += 1;
      out.push(clauses[index] as Clause);
      while (clauses[index + 1]?.bullet) {
        index += 1;
        out.push(clauses[index] as Clause);
      }
    }
    out.push(...ways);
  }
  return out;
}
