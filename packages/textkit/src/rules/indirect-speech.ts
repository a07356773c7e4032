// Rule 23: no indirect speech (LanguageTool INDIREKTE_REDE: verbum dicendi + comma + non-verb).
// A form of sagen, meinen, erklären, behaupten ... followed later in the sentence by a comma
// and then "dass"/"ob", a pronoun or noun (not a verb: ", sagt er, kommt" is direct order), or a
// Konjunktiv I ("er sei"). Not a relative clause: "alles, was", "von dem, was", "die Wahrheit
// gesagt habe, die ich gehört habe" (der/die + pronoun, nicht, or a verb), nor the possessive
// "meine Worte".
import { Fact } from "./engine/word-facts.ts";
import type { SentenceRule, Token } from "./types.ts";

const DICENDI: ReadonlySet<string> = new Set([
  "sagen",
  "meinen",
  "erklären",
  "behaupten",
  "berichten",
  "antworten",
  "mitteilen",
  "erzählen",
  "betonen",
  "versichern",
  "ankündigen",
  "schreiben",
  "fragen",
  "melden",
  "vermuten",
  "glauben",
  "sagte",
]);
const DICENDI_PARTICIPLES: ReadonlySet<string> = new Set([
  "gesagt",
  "gemeint",
  "erklärt",
  "behauptet",
  "berichtet",
  "geantwortet",
  "mitgeteilt",
  "erzählt",
  "betont",
  "versichert",
  "angekündigt",
  "geschrieben",
  "gefragt",
  "gemeldet",
  "vermutet",
  "geglaubt",
]);
const OPENERS: ReadonlySet<string> = new Set([
  "dass",
  "daß",
  "ob",
  "er",
  "sie",
  "es",
  "man",
  "wir",
  "ihr",
  "ich",
  "du",
  "der",
  "die",
  "das",
  "ein",
  "eine",
  "alle",
  "viele",
  "niemand",
  "jeder",
  "wie",
  "was",
  "wann",
  "warum",
  "wo",
  "wer",
]);

const PARTICLES: ReadonlySet<string> = new Set(["mit", "an", "zu", "vor", "bekannt"]);

/** Words before a comma that make the following "was"/"wer" a relative clause ("alles, was"). */
const CORRELATES: ReadonlySet<string> = new Set([
  "alles",
  "das",
  "dem",
  "den",
  "nichts",
  "etwas",
  "vieles",
  "dies",
]);
/** After these, "der"/"die" is a relative pronoun, not an article ("die ich gehört habe"). */
const NOT_AFTER_ARTICLE: ReadonlySet<string> = new Set([
  "ich",
  "du",
  "er",
  "sie",
  "es",
  "wir",
  "ihr",
  "man",
  "mich",
  "dich",
  "ihn",
  "uns",
  "euch",
  "ihm",
  "ihnen",
  "nicht",
  "auch",
  "schon",
  "nie",
]);

function isRelativeClause(tokens: readonly Token[], index: number): boolean {
  const opener = tokens[index];
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  if (opener === undefined) return false;
  if (/^(?:was|wer)$/.test(opener.lower) && CORRELATES.has(previous?.lower ?? "")) return true;
  if (!/^(?:der|die|dem|den)$/.test(opener.lower) || next === undefined) return false;
  if (NOT_AFTER_ARTICLE.has(next.text)) return true;
  return (
    !next.isCapitalised && (next.facts.flags & Fact.finite) !== 0 && (next.facts.flags & Fact.adjective) === 0
  );
}

/** Verbs of thinking: what follows them is reported only with dass/ob or a clause of its own, never a w-word ("glaubt, wie die Schrift sagt"). */
const THINKING: ReadonlySet<string> = new Set(["glauben", "vermuten", "geglaubt", "vermutet"]);
const W_OPENERS: ReadonlySet<string> = new Set(["wie", "was", "wann", "warum", "wo", "wer"]);
/** Pronouns before the verb that a following "was" refers to: "nichts von dem berichtet, was …", "als das geschrieben, was …". */
const CORRELATES_BEFORE_VERB: ReadonlySet<string> = new Set([
  "das",
  "dem",
  "dies",
  "alles",
  "nichts",
  "etwas",
  "vieles",
]);
/** Punctuation that ends the words after the comma: ", die Pharisäer - …" holds no clause. */
const SEGMENT_END = /[,;:()–—]|(?:^|\s)-(?:\s|$)/u;

/**
 * The words from `start` to the next punctuation mark hold a finite verb: a clause, not a noun
 * phrase put after the sentence ("mit unrein meinten sie ungewaschen, die Pharisäer - …").
 */
function opensClause(tokens: readonly Token[], start: number): boolean {
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (index > start && SEGMENT_END.test(token.before)) return false;
    if (token.isCapitalised && index > start) continue;
    if ((token.facts.flags & (Fact.finite | Fact.konjunktiv1)) !== 0) return true;
  }
  return false;
}

/** "was" after a verb whose correlate stands right before it: "nichts von dem berichtet, was sie sahen". */
function wasAfterCorrelate(tokens: readonly Token[], verb: Token, opener: Token): boolean {
  return opener.lower === "was" && CORRELATES_BEFORE_VERB.has(tokens[verb.index - 1]?.lower ?? "");
}

function isDicendi(token: Token, tokens: readonly Token[]): boolean {
  if (token.isCapitalised && token.index > 0) return false;
  // "meine Worte", "meinen Sohn": the possessive, not the verb meinen.
  const next = tokens[token.index + 1];
  if (/^mein(?:e|en)$/.test(token.lower) && next?.before === "" && next.isCapitalised && next.lower !== "sie")
    return false;
  if (DICENDI_PARTICIPLES.has(token.lower)) return true;
  if ((token.facts.flags & Fact.finite) === 0) return false;
  if (DICENDI.has(token.facts.verbLemma)) return true;
  // "teilt ... mit": the particle closes the clause before the comma.
  for (let index = token.index + 1; index < tokens.length; index += 1) {
    const next = tokens[index];
    if (next === undefined || next.before !== "") return false;
    const after = tokens[index + 1];
    if (PARTICLES.has(next.lower) && (after === undefined || after.before !== "")) {
      return DICENDI.has(`${next.lower}${token.facts.verbLemma}`);
    }
  }
  return false;
}

export const indirectSpeech: SentenceRule = {
  id: "indirect-speech",
  scope: "sentence",
  messages: {
    default: {
      de: "Indirekte Rede nach „{verb}“. Schreiben Sie direkte Rede mit Doppelpunkt: {verb}: …",
      leicht: "Schreiben Sie: Er sagt: Ich komme morgen.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (const verb of tokens) {
      if (!isDicendi(verb, tokens)) continue;
      for (let index = verb.index + 1; index < tokens.length; index += 1) {
        const token = tokens[index];
        if (token === undefined || token.before.includes(":")) break;
        if (!token.before.includes(",")) continue;
        const konjunktivFollows = tokens
          .slice(index, index + 6)
          .some(
            (word) => (word.facts.flags & Fact.konjunktiv1) !== 0 && (word.facts.flags & Fact.praesens) === 0,
          );
        const thinking =
          THINKING.has(verb.lower) || THINKING.has(verb.facts.verbLemma) ? W_OPENERS.has(token.lower) : false;
        const opens =
          OPENERS.has(token.lower) &&
          !(token.isCapitalised && token.lower !== "sie") &&
          !isRelativeClause(tokens, index) &&
          !thinking &&
          !wasAfterCorrelate(tokens, verb, token);
        if ((opens && opensClause(tokens, index)) || konjunktivFollows) {
          const last = tokens[Math.min(tokens.length - 1, index)] ?? token;
          report({ start: verb.start, end: last.end, values: { verb: verb.text } });
        }
        break;
      }
    }
  },
};
