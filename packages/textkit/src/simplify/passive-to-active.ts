// Passive with an agent -> active: "Der Antrag wird vom Jobcenter geprüft." -> "Das Jobcenter prüft den Antrag."
// Präteritum passive becomes Perfekt: "Der Antrag wurde vom Amt geprüft." -> "Das Amt hat den Antrag geprüft."
import { auxiliaryOf } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import { agrees, subjectAt } from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  mainClauseForm,
  nounReadings,
  pastParticipleLemmas,
} from "./lexicon-access.ts";
import { inflectPhrase, phraseLength } from "./noun-phrase.ts";
import { type Token, word } from "./tokens.ts";

const PASSIVE_AUX = new Set(["wird", "werden", "wurde", "wurden"]);
const AGENT_PRONOUNS: Readonly<Record<string, { text: string; person: Person; number: GrammaticalNumber }>> =
  {
    Ihnen: { text: "Sie", person: 3, number: "plural" },
    uns: { text: "wir", person: 1, number: "plural" },
    mir: { text: "ich", person: 1, number: "singular" },
    ihm: { text: "er", person: 3, number: "singular" },
  };

type Agent = { start: number; end: number; tokens: Token[]; person: Person; number: GrammaticalNumber };

function findAgent(tokens: readonly Token[], from: number, to: number): Agent | undefined {
  for (let index = from; index < to; index += 1) {
    const text = tokens[index]?.text;
    if (text === "vom") {
      const length = phraseLengthAfterContraction(tokens, index + 1, to);
      if (length === 0) continue;
      const phrase = [word("dem"), ...tokens.slice(index + 1, index + 1 + length)];
      return agentFrom(phrase, index, index + 1 + length);
    }
    if (text === "von" || text === "durch") {
      const pronoun = AGENT_PRONOUNS[tokens[index + 1]?.text ?? ""];
      if (text === "von" && pronoun !== undefined) {
        return {
          start: index,
          end: index + 2,
          tokens: [word(pronoun.text)],
          person: pronoun.person,
          number: pronoun.number,
        };
      }
      const length = phraseLength(tokens, index + 1);
      if (length === 0 || index + 1 + length > to) continue;
      const phrase = tokens.slice(index + 1, index + 1 + length);
      return agentFrom(phrase, index, index + 1 + length, text === "durch" ? "akk" : "dat");
    }
  }
  return undefined;
}

function phraseLengthAfterContraction(tokens: readonly Token[], start: number, to: number): number {
  for (let index = start; index < to && index <= start + 2; index += 1) {
    const token = tokens[index];
    if (
      token !== undefined &&
      token.kind === "w" &&
      token.text.charAt(0) !== token.text.charAt(0).toLowerCase()
    ) {
      return index - start + 1;
    }
  }
  return 0;
}

function agentFrom(
  phrase: Token[],
  start: number,
  end: number,
  grammaticalCase: "dat" | "akk" = "dat",
): Agent | undefined {
  const nominative = inflectPhrase(phrase, grammaticalCase, "nom");
  const noun = phrase.at(-1);
  if (nominative === undefined || noun === undefined) return undefined;
  const numbers = new Set(
    nounReadings(noun)
      .filter(
        (reading) =>
          reading.cases.includes(grammaticalCase) ||
          (grammaticalCase === "dat" &&
            reading.number === "singular" &&
            reading.gender !== "f" &&
            reading.cases.includes("nom")),
      )
      .map((reading) => reading.number),
  );
  if (numbers.size !== 1) return undefined;
  const [number = "singular"] = [...numbers];
  return { start, end, tokens: nominative, person: 3, number };
}

/**
 * Rewrites a main clause "SUBJECT wird/wurde ... von AGENT ... PARTICIPLE" into the active.
 * Conditions: the clause starts with a simple subject that agrees with the auxiliary; the last
 * token is a past participle of a known verb; no other verb; the agent is a simple phrase or a
 * pronoun. Returns undefined otherwise.
 */
export function passiveToActive(tokens: readonly Token[]): Token[] | undefined {
  const subject = subjectAt(tokens, 0, true);
  if (subject === undefined) return undefined;
  const aux = tokens[subject.end];
  if (aux === undefined || !PASSIVE_AUX.has(aux.text) || !agrees(finiteReadings(aux), subject.agreements))
    return undefined;
  const participle = tokens.at(-1);
  const lemmas = [...new Set(pastParticipleLemmas(participle))].filter(
    (lemma) => participleOf(lemma) === participle?.text,
  );
  if (participle === undefined || lemmas.length !== 1) return undefined;
  const [lemma = ""] = lemmas;
  const middleEnd = tokens.length - 1;
  for (let index = subject.end + 1; index < middleEnd; index += 1) {
    const token = tokens[index];
    if (token?.kind === "p" || isFiniteVerbToken(token) || (isNonFiniteVerb(token) && token?.text !== "zu"))
      return undefined;
  }
  const agent = findAgent(tokens, subject.end + 1, middleEnd);
  if (agent === undefined) return undefined;
  const object = inflectPhrase(tokens.slice(0, subject.end), "nom", "akk");
  if (object === undefined) return undefined;
  const rest = [...tokens.slice(subject.end + 1, agent.start), ...tokens.slice(agent.end, middleEnd)];
  const past = aux.text.startsWith("wurde");
  if (past) {
    const auxiliary = finiteFormOf(auxiliaryOf(lemma) ?? "haben", "praesens", agent.person, agent.number);
    if (auxiliary === undefined) return undefined;
    return [...agent.tokens, word(auxiliary), ...object, ...rest, { ...participle, space: true }];
  }
  const form = finiteFormOf(lemma, "praesens", agent.person, agent.number);
  if (form === undefined) return undefined;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  return [...agent.tokens, word(verb), ...object, ...rest, ...(particle ? [word(particle)] : [])];
}
