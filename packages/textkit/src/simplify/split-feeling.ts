// A dass clause that names the fact a feeling, thanks or testimony is about: the fact comes first,
// the main clause follows with a word pointing back ("dafür", "darüber", "das"):
// "Wir danken Ihnen, dass Sie gekommen sind." -> "Sie sind gekommen." / "Wir danken Ihnen dafür."
// "Es ist schön, dass du da bist." -> "Du bist da." / "Das ist schön."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import {
  type Clause,
  hasFiniteVerb,
  joinSegments,
  readVerbFinal,
  subjectFirstOrder,
} from "./clause-tools.ts";
import { finiteReadings, isFiniteVerbToken, isNonFiniteVerb } from "./lexicon-access.ts";
import { capitalised } from "./split-complement.ts";
import { mainVerbLemmas } from "./split-question.ts";
import { relativeStart } from "./split-relative.ts";
import {
  coordinatedClauses,
  type SplitContext,
  splitSubordinate,
  subordinatorOf,
} from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS } from "./word-classes.ts";

/** Words pointing back to the fact that a main clause may already hold ("freut euch darüber, dass"). */
const CORRELATES = /^(?:darüber|dafür|darauf|daran)$/;

/** Verbs whose dass clause is a fact the feeling or thanks is about, with the word pointing back. */
const FEELING_VERBS: ReadonlyMap<string, string> = new Map([
  ["freuen", "darüber"],
  ["wundern", "darüber"],
  ["ärgern", "darüber"],
  ["beschweren", "darüber"],
  ["danken", "dafür"],
  ["bedanken", "dafür"],
  ["schämen", "dafür"],
  ["entschuldigen", "dafür"],
]);

/** Predicates after "sein" with their word pointing back: "Ich bin froh, dass …", "Ihr seid Zeugen, dass …". */
const FEELING_PREDICATES: ReadonlyMap<string, string> = new Map([
  ["froh", "darüber"],
  ["traurig", "darüber"],
  ["glücklich", "darüber"],
  ["stolz", "darauf"],
  ["dankbar", "dafür"],
  ["Zeuge", "dafür"],
  ["Zeugen", "dafür"],
]);

/** Adjectives of evaluation after "es ist": "Es ist schön, dass …" states the fact it judges. */
const EVALUATIONS =
  /^(?:schön|gut|toll|wunderbar|schade|bitter|traurig|schlimm|schrecklich|furchtbar|seltsam|merkwürdig|erstaunlich|ärgerlich|peinlich)$/;

/** Thanks without a verb: "Vielen Dank", "Herzlichen Dank", "Danke", "Danke schön". */
const THANKS = /^(?:(?:vielen|herzlichen|besten|lieben) Dank|Danke(?: schön| sehr)?)$/i;

/** Verbs whose "es" is the fact: "Es freut mich, dass …", "Es tut mir leid, dass …". */
const ES_VERBS: ReadonlySet<string> = new Set(["freuen", "wundern", "ärgern", "leidtun"]);

/** Words a main clause may close with after its trigger word (degree, pronouns, particles). */
const MIDDLE_WORDS = /^(?:sehr|so|ganz|wirklich|auch|doch|nun|aber|jedoch|also|heute|immer|nicht|alle)$/;

/**
 * The main clause with the word pointing back, or undefined when it does not fit: the correlate
 * it already ends in stays, "es" becomes "das", otherwise the correlate goes before the closing
 * verb forms. Undefined when the main clause does not end in a known trigger.
 */
function pointingBack(main: readonly Token[], evaluationOnly: boolean): Token[] | undefined {
  const closing = main.findLastIndex((token) => !isNonFiniteVerb(token)) + 1;
  const head = main.slice(0, closing);
  const verbs = main.slice(closing);
  const lemmas = mainVerbLemmas(main);
  // "es", or "das" as a pronoun next to the finite verb ("Das ist toll", "Mir ist das bitter").
  const es = main.filter(
    (token, index) =>
      token.text.toLowerCase() === "es" ||
      (token.text.toLowerCase() === "das" &&
        (isFiniteVerbToken(main[index + 1]) || isFiniteVerbToken(main[index - 1]))),
  );
  const evaluation = main.some((token) => EVALUATIONS.test(token.text)) && lemmas.includes("sein");
  const esVerb = lemmas.some((lemma) => ES_VERBS.has(lemma)) || main.some((token) => token.text === "leid");
  if (es.length === 1 && (evaluation || (esVerb && !evaluationOnly))) {
    const [it] = es;
    return main.map((token) =>
      token === it ? { ...token, text: token === main[0] ? "Das" : "das" } : token,
    );
  }
  if (es.length > 0 || evaluationOnly) return undefined;
  // The trigger: a verb of feeling or thanks, or "sein" with a predicate ("froh", "Zeugen").
  const trigger = head.findLastIndex(
    (token) =>
      (FEELING_PREDICATES.has(token.text) && lemmas.includes("sein")) ||
      mainVerbLemmas([token]).some((lemma) => FEELING_VERBS.has(lemma)),
  );
  const triggerWord = head[trigger];
  if (triggerWord === undefined) return undefined;
  const correlate =
    FEELING_PREDICATES.get(triggerWord.text) ??
    mainVerbLemmas([triggerWord])
      .map((lemma) => FEELING_VERBS.get(lemma))
      .find((found) => found !== undefined);
  // Only pronouns, particles and degree words may follow the trigger ("Wir danken Ihnen sehr"),
  // and at the end the correlate the main clause already has ("freut euch nicht darüber").
  const after = head.slice(trigger + 1);
  const own = CORRELATES.test(after.at(-1)?.text ?? "");
  // "Ich danke meinem Freund": a dative noun phrase may follow "danken".
  const plain = (token: Token) =>
    MIDDLE_WORDS.test(token.text) ||
    PRONOUNS.test(token.text) ||
    DETERMINERS.has(token.text.toLowerCase()) ||
    (token.kind === "w" && isCapitalised(token.text));
  if (correlate === undefined || !(own ? after.slice(0, -1) : after).every(plain)) return undefined;
  return own ? [...main] : [...head, { ...word(correlate), space: true }, ...verbs];
}

const PRONOUNS = /^(?:mich|dich|sich|uns|euch|mir|dir|ihm|ihr|ihnen|Ihnen|ich|du|er|sie|wir|Sie)$/;

/**
 * "main, dass …" where the main clause names a feeling, thanks, testimony or an evaluation with
 * "es": the fact first, built as after "Wir wissen," (see split-subordinate.ts), then the main
 * clause with the word pointing back. Not for questions, a main clause in Konjunktiv or with a
 * subordinator, or a content that does not split, nor before a colon list. Undefined when unsure.
 */
export function factBeforeFeeling(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const how = second[0]?.text === "wie";
  if ((subordinatorOf(second)?.word !== "dass" && !how) || end.includes("?") || end === ":") return undefined;
  // A list after a colon goes on from the content, which must stay last.
  if (context.listAfter) return undefined;
  // "Vielen Dank, dass Sie …" -> "Sie haben …" / "Vielen Dank dafür."
  const thanks = THANKS.test(main.map((token) => token.text).join(" "));
  if (subordinatorOf(main) !== undefined || !(hasFiniteVerb(main) || thanks)) return undefined;
  if (second.some((token) => token.kind === "p")) return undefined;
  // "Es wäre schön, dass …", "Ich wäre froh, dass …": a wish, no fact.
  const finite = main.flatMap((token) => finiteReadings({ ...token, text: token.text.toLowerCase() }));
  if (finite.some((reading) => reading.tense === "konjunktiv2" && reading.lemma !== "danken"))
    return undefined;
  const back = thanks
    ? how
      ? undefined
      : [...main, { ...word("dafür"), space: true }]
    : pointingBack(main, how);
  if (back === undefined) return undefined;
  // "Das ist toll, wie ihr die Gesetze außer Kraft setzt": the manner judged, as a statement.
  if (how) {
    const sub = readVerbFinal(second.slice(1));
    if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
    const [lead, ...rest] = subjectFirstOrder(sub, context.formal) ?? [];
    if (lead === undefined || NEGATION_WORDS.has(lead.text.toLowerCase())) return undefined;
    return [
      { tokens: [capitalised(lead), ...rest], end: "." },
      { tokens: back, end },
    ];
  }
  const split = splitSubordinate([word("Wir"), word("wissen")], second, ".", context);
  if (split === undefined || split.length < 2 || split[0]?.end !== ":") return undefined;
  // The fact must be a statement of its own, in the indicative as the dass step builds it.
  if (split.slice(1).some((clause) => clause.end !== ".")) return undefined;
  return [...split.slice(1), { tokens: back, end }];
}

/**
 * A dass clause first, then the main clause with its verb first that judges the fact or names a
 * feeling about it with "es": "Dass er kommt, freut mich." -> "Er kommt." / "Das freut mich.";
 * "Dass du da bist, ist schön." -> "Du bist da." / "Das ist schön." (a resumptive "das" may open the
 * main clause). Only where the main clause with "es" would be "Es freut mich, dass …" / "Es ist
 * schön, dass …" (see pointingBack; not "Dass er kommt, glaube ich nicht" nor "…, ist wichtig",
 * which state no fact); not a wish ("wäre schön") or a question. Undefined when unsure.
 */
export function leadingFactBeforeFeeling(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (subordinatorOf(first)?.word !== "dass" || end.includes("?") || end === ":") return undefined;
  if (first.some((token) => token.kind === "p") || context.listAfter) return undefined;
  const main = /^das$/i.test(second[0]?.text ?? "") ? second.slice(1) : [...second];
  const verb = main[0];
  if (verb === undefined || !isFiniteVerbToken(verb) || subordinatorOf(main) !== undefined) return undefined;
  const finite = finiteReadings({ ...verb, text: verb.text.toLowerCase() });
  // "wäre schön": a wish; "ärgert" may read as Konjunktiv I too, the indicative decides.
  if (!finite.some((reading) => reading.tense === "praesens" || reading.tense === "praeteritum"))
    return undefined;
  const it = { ...word("Es") };
  const back =
    pointingBack([it, { ...verb, space: true }, ...main.slice(1)], true) ??
    feelingWithEs([it, { ...verb, space: true }, ...main.slice(1)]);
  if (back === undefined) return undefined;
  const split = splitSubordinate([word("Wir"), word("wissen")], first, ".", context);
  if (split === undefined || split.length < 2 || split[0]?.end !== ":") return undefined;
  if (split.slice(1).some((clause) => clause.end !== ".")) return undefined;
  return [...split.slice(1), { tokens: back, end }];
}

/** "Es freut mich", "Es ärgert ihn": an "es" verb of feeling, "es" -> "Das". */
function feelingWithEs(main: readonly Token[]): Token[] | undefined {
  if (!mainVerbLemmas(main).some((lemma) => ES_VERBS.has(lemma))) return undefined;
  return pointingBack(main, false);
}

/**
 * Three or more segments: "main, dass …, was …": the dass clause with relative clauses after it
 * ("Ihr seid Zeugen, dass ich alles gekauft habe, was dem Elimelech gehörte."). The fact is built
 * from the dass segment as one clause; the relative clauses follow it as they stood, after its
 * end: "Ich habe alles gekauft, was dem Elimelech gehörte." / "Ihr seid Zeugen dafür." Undefined
 * when unsure.
 */
export function factBeforeFeelingWithRelatives(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const [main = [], second = [], ...rest] = segments;
  if (rest.length === 0 || subordinatorOf(second)?.word !== "dass") return undefined;
  if (!rest.every((segment) => relativeStart(segment) !== undefined || segment[0]?.text === "was"))
    return undefined;
  const split = factBeforeFeeling(main, second, ".", context);
  const fact = split?.[0];
  if (split === undefined || split.length !== 2 || fact === undefined) return undefined;
  return [
    { tokens: joinSegments([fact.tokens, ...rest]), end: "." },
    { ...(split[1] as Clause), end },
  ];
}
