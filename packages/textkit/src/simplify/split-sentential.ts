// A relative clause about the whole main clause before it: "Jesus gab keine Antwort mehr, worüber
// Pilatus sich wunderte." -> "Jesus gab keine Antwort mehr." / "Darüber wunderte Pilatus sich.";
// "Er kam zu spät, was mich sehr ärgerte." -> "Er kam zu spät." / "Das ärgerte mich sehr."
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { type Clause, connectorOrder, readVerbFinal } from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { mainVerbLemmas, QUESTION_WORDS } from "./split-question.ts";
import { coordinatedClauses, subordinatorOf } from "./split-subordinate.ts";
import type { Token } from "./tokens.ts";

/** w-words of a clause about the main clause, with the word that points back to it. */
const POINTING_BACK: ReadonlyMap<string, string> = new Map([
  ["was", "Das"],
  ["worüber", "Darüber"],
  ["wofür", "Dafür"],
  ["womit", "Damit"],
  ["wodurch", "Dadurch"],
  // "… beträgt 555 Euro monatlich, wovon das Kindergeld abgezogen wird" -> "Davon wird …".
  ["wovon", "Davon"],
  ["weshalb", "Deshalb"],
  ["weswegen", "Deswegen"],
  // "Sie können den Antrag online stellen, wobei Sie den Fahrzeugschein hochladen müssen."
  ["wobei", "Dabei"],
]);

/**
 * Verbs that take a w-clause as their question ("Ich weiß nicht, worüber er lacht", "Er fragte,
 * weshalb …"): after them the clause is no comment on the main clause.
 */
const QUESTION_TAKING_VERBS: ReadonlySet<string> = new Set([
  "wissen",
  "fragen",
  "sagen",
  "erzählen",
  "berichten",
  "mitteilen",
  "verstehen",
  "sehen",
  "hören",
  "erfahren",
  "merken",
  "bemerken",
  "erkennen",
  "zeigen",
  "erklären",
  "überlegen",
  "nachdenken",
  "vergessen",
  "beschreiben",
  "entscheiden",
  "prüfen",
  "klären",
  "lesen",
  "schreiben",
  "lernen",
  "glauben",
  "denken",
  "ahnen",
]);

/** The same and verbs whose object a "was" clause may be ("Er tat, was …", "Er aß, was er fand"). */
const CLAUSE_TAKING_VERBS: ReadonlySet<string> = new Set([
  ...QUESTION_TAKING_VERBS,
  "tun",
  "machen",
  "essen",
  "trinken",
  "nehmen",
  "bekommen",
  "bringen",
  "lehren",
  "halten",
  "tragen",
  "kaufen",
  "verkaufen",
  "erleben",
  "finden",
  "suchen",
  "hoffen",
  "wünschen",
  "wollen",
  "mögen",
  "lieben",
  "hassen",
  "fürchten",
]);

/** Nouns a "weshalb" clause may define ("der Grund, weshalb …", "die Frage, weswegen …"), also in compounds. */
const REASON_NOUN =
  /(?:grund|grunde|gründe|gründen|ursache|ursachen|anlass|anlässe|motiv|motive|frage|fragen|begründung|erklärung|rätsel|geheimnis)$/i;

/** Verbs of reacting to an event: "was mich ärgerte" comments on the main clause. */
const REACTING_VERBS: ReadonlySet<string> = new Set([
  "ärgern",
  "verärgern",
  "freuen",
  "wundern",
  "erstaunen",
  "überraschen",
  "erschrecken",
  "beunruhigen",
  "stören",
  "enttäuschen",
  "kränken",
  "betrüben",
  "gefallen",
  "missfallen",
]);

/**
 * Verbs of a consequence whose subject "was" is the main clause's event: "…, was zu Ärger führte",
 * "…, was viel Zeit erfordert".
 */
const CONSEQUENCE_VERBS: ReadonlySet<string> = new Set([
  "führen",
  "erfordern",
  "ermöglichen",
  "verursachen",
  "bewirken",
  "auslösen",
  "erleichtern",
  "erschweren",
  "verhindern",
  "beeinflussen",
  "verstärken",
]);

/**
 * A passive main clause with a subject of its own ("Der Dampf wurde in die Luft entlassen", "Die
 * Straße ist gesperrt"; a Perfekt with "sein" takes no object either): its object is the subject,
 * so a clause after it cannot be the missing object. Not with "es" (which may stand for the
 * clause: "Es wurde beschlossen, was …").
 */
function passiveMain(main: readonly Token[]): boolean {
  if (main.some((token) => /^es$/i.test(token.text))) return false;
  const auxiliary = main.some((token) =>
    finiteReadings(token).some((reading) => reading.lemma === "werden" || reading.lemma === "sein"),
  );
  return auxiliary && main.some((token) => pastParticipleLemmas(token).length > 0);
}

/**
 * `main` is one complete main clause, `second` the comma segment "worüber/was … V". Undefined when
 * unsure: not after a question or a subordinate clause, a noun or "das/alles" before the comma
 * (then the clause may refer to it), a main clause that ends in a verb form or particle (it may
 * still miss its object), or a verb that takes a w-clause. "was" only with a verb of reacting
 * ("was mich ärgerte"); "worauf" stays (also "the thing on which").
 */
export function sententialRelative(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  const opener = second[0]?.text ?? "";
  const back = POINTING_BACK.get(opener);
  if (back === undefined || end.includes("?") || end === ":") return undefined;
  const first = main[0]?.text.toLowerCase() ?? "";
  // A question or a free relative first ("Was er sagt, …"); not "Wir …".
  const wWord = QUESTION_WORDS.has(first) || /^(?:welch|wessen$|weswegen$)/.test(first);
  if (subordinatorOf(main) !== undefined || wWord || isFiniteVerbToken(main[0])) return undefined;
  const last = main.at(-1);
  if (last === undefined || !main.some((token) => finiteReadings(token).length > 0)) return undefined;
  if (/^(?:das|dies|dieses|alles|etwas|nichts|vieles|es)$/i.test(last.text)) return undefined;
  // "Es gilt ein neues Verfahren, weshalb sich die Höhe verändert hat": a cause word after a noun
  // still comments on the clause, except after a noun of reason or question ("der Grund, weshalb").
  const cause = /^(?:weshalb|weswegen)$/.test(opener);
  const noun = nounReadings(last).length > 0 || /^\p{Lu}/u.test(last.text);
  // "beim Umzug, wobei er sich verletzte": "dabei" points back to the noun or the event alike;
  // not after a negation ("Es gibt keine Arbeit, wobei er helfen kann" restricts the noun).
  const negated = main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  // "…, wobei wir Ihnen gern helfen" after a refusal, "…, wobei Sie eine Verlängerung beantragen
  // können": "wobei" also limits or contrasts ("however"), which "Dabei" would lose; with a negation
  // or a "können"/"dürfen" the sentence stays.
  const contrast =
    opener === "wobei" &&
    (negated ||
      second.some(
        (token) =>
          NEGATION_WORDS.has(token.text.toLowerCase()) ||
          finiteReadings(token).some((reading) => reading.lemma === "können" || reading.lemma === "dürfen"),
      ));
  if (contrast) return undefined;
  const afterNoun = (cause && !REASON_NOUN.test(last.text)) || opener === "wobei";
  if (last.kind !== "w" || (noun && !afterNoun)) return undefined;
  // "Die Miete steigt, weshalb viele umziehen": a cause word fills no object; a verb may end the main
  // clause. So may "wodurch" (the means: "Wir geben die Forderung ab, wodurch Ihnen Kosten entstehen")
  // after a verb that takes no w-clause (CLAUSE_TAKING_VERBS below).
  const verbEnd = isFiniteVerbToken(last) || isNonFiniteVerb(last) || PARTICLES.has(last.text);
  // "Der Dampf wurde entlassen, was zu Geruch führte": a passive misses no object.
  const complete =
    /^(?:weshalb|weswegen|wodurch|wobei)$/.test(opener) || (opener === "was" && passiveMain(main));
  if (verbEnd && !complete) return undefined;
  // "Wir haben den Antrag zu spät bekommen, weswegen …": a cause word is no object of "bekommen".
  const taking = cause ? QUESTION_TAKING_VERBS : CLAUSE_TAKING_VERBS;
  if (mainVerbLemmas(main).some((lemma) => taking.has(lemma))) return undefined;
  // "Es ist unklar, wovon er lebt", "Uns interessiert, wofür …": with no subject of its own (only
  // "es" or an object pronoun first) after "sein" + an adjective or "interessieren", the w-clause is
  // the subject ("Das Wetter war schön, worüber wir uns freuten." is a comment and splits).
  const subjectless = /^(?:es|mir|uns|ihm|ihr|ihnen|dir|mich|dich|euch)$/i.test(main[0]?.text ?? "");
  const interested = mainVerbLemmas(main).includes("interessieren");
  const withSein = main.some((token) => finiteReadings(token).some((reading) => reading.lemma === "sein"));
  const adjective =
    /^(?:egal|gleich|klar|unklar|offen|fraglich|bekannt|unbekannt|sicher|unsicher)$/.test(last.text) ||
    readingsOf(last.text).some((reading) => reading.partOfSpeech === "adjective");
  if (subjectless && !complete && opener !== "was" && (interested || (withSein && adjective)))
    return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  const lemmas = [...sub.readings.map((reading) => reading.lemma), ...mainVerbLemmas(sub.nonFinite)];
  const comment = (lemma: string) => REACTING_VERBS.has(lemma) || CONSEQUENCE_VERBS.has(lemma);
  if (opener === "was" && !lemmas.some(comment)) return undefined;
  // "was" is the subject of the reacting verb: it must be third person singular.
  if (
    opener === "was" &&
    !sub.readings.some((reading) => reading.person === 3 && reading.number === "singular")
  )
    return undefined;
  return [
    { tokens: [...main], end: "." },
    { tokens: connectorOrder(sub, back), end },
  ];
}
