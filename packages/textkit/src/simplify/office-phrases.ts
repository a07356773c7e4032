// Set phrases of office letters in plain words:
// "Bei Fragen erreichen Sie uns unter 030 123456." -> "Haben Sie Fragen?" + "Dann erreichen Sie uns
// unter 030 123456.", "… stehen wir Ihnen gern zur Verfügung" -> "… helfen wir Ihnen gern" and
// "Sie haben die Möglichkeit, … zu V" -> "Sie können … V".
import type { Clause } from "./clause-tools.ts";
import { innerFiniteVerb, zuInfinitive } from "./infinitive-complement.ts";
import { isFiniteVerbToken } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";

const QUESTION_NOUNS = /^(?:Fragen|Rückfragen|Nachfragen)$/;
/** Words of the topic after "zu" ("zu Ihrer Rechnung"): no verb, at most this many. */
const MAX_TOPIC = 5;

/**
 * "Bei/Für Fragen (zu X) V …" -> "Haben Sie Fragen (zu X)?" + "Dann V …" in a text that addresses
 * its reader with "Sie". The finite verb must follow the phrase directly (a verb-second clause).
 */
export function splitQuestionsLead(clause: Clause, formal: boolean): Clause[] | undefined {
  const { tokens, end } = clause;
  const [lead, noun] = tokens;
  if (
    !formal ||
    end !== "." ||
    !/^(?:bei|für)$/i.test(lead?.text ?? "") ||
    !QUESTION_NOUNS.test(noun?.text ?? "")
  )
    return undefined;
  let verb = 2;
  if (/^(?:zu|zum|zur)$/.test(tokens[2]?.text ?? "")) {
    verb = tokens.findIndex((token, index) => index > 2 && isFiniteVerbToken(token));
    if (verb < 0 || verb > 3 + MAX_TOPIC || tokens.slice(3, verb).some((token) => token.kind === "p"))
      return undefined;
  }
  const finite = tokens[verb];
  if (finite === undefined || !isFiniteVerbToken(finite) || tokens.length < verb + 2) return undefined;
  if (tokens.slice(verb).some((token) => token.kind === "p" && token.text !== "." && token.text !== "-"))
    return undefined;
  return [
    { tokens: [word("Haben"), word("Sie"), ...tokens.slice(1, verb)], end: "?" },
    { tokens: [word("Dann"), ...tokens.slice(verb)], end },
  ];
}

const STEHEN: Readonly<Record<string, string>> = { steht: "hilft", stehen: "helfen", stehe: "helfe" };

/**
 * "Dann stehen wir Ihnen gern zur Verfügung." -> "Dann helfen wir Ihnen gern.": only with a dative
 * "Ihnen" and "gern(e)", which make the subject a helper (not "Das Geld steht Ihnen zur Verfügung").
 */
export function availableToHelp(tokens: readonly Token[]): Token[] | undefined {
  const verb = tokens.findIndex((token) => STEHEN[token.text] !== undefined);
  const last = tokens.length - 2;
  if (verb < 0 || tokens[last]?.text !== "zur" || tokens[last + 1]?.text !== "Verfügung") return undefined;
  const middle = tokens.slice(verb + 1, last);
  if (!middle.some((token) => token.text === "Ihnen") || !middle.some((token) => /^gerne?$/.test(token.text)))
    return undefined;
  const helper = { ...(tokens[verb] as Token), text: STEHEN[tokens[verb]?.text ?? ""] ?? "" };
  // "Für Fragen helfen wir …" reads wrong: "Bei Fragen helfen wir Ihnen gern."
  const lead = tokens.slice(0, verb);
  const [first, second] = lead;
  if (first !== undefined && /^für$/i.test(first.text) && QUESTION_NOUNS.test(second?.text ?? ""))
    lead[0] = { ...first, text: first.text === "Für" ? "Bei" : "bei" };
  return [...lead, helper, ...middle];
}

/** "Sie haben die Möglichkeit / das Recht", "Sie sind verpflichtet / berechtigt" in the present -> the modal. */
const MODAL_PHRASES: ReadonlyArray<{ phrase: RegExp; modals: Readonly<Record<string, string>> }> = [
  {
    phrase: /^die Möglichkeit$/,
    modals: { hat: "kann", habe: "kann", hast: "kannst", haben: "können", habt: "könnt" },
  },
  {
    phrase: /^das Recht$/,
    modals: { hat: "darf", habe: "darf", hast: "darfst", haben: "dürfen", habt: "dürft" },
  },
  {
    phrase: /^(?:nicht )?verpflichtet$/,
    modals: { ist: "muss", bin: "muss", bist: "musst", sind: "müssen", seid: "müsst" },
  },
  {
    phrase: /^(?:nicht )?berechtigt$/,
    modals: { ist: "darf", bin: "darf", bist: "darfst", sind: "dürfen", seid: "dürft" },
  },
];
const SUBJECT_PRONOUNS = /^(?:sie|wir|ich|er|es|ihr|du|man)$/i;
const OBJECT_PRONOUN = /^(?:mich|dich|ihn|sie|es|uns|euch|ihm|ihr|ihnen|Ihnen|sich|mir|dir)$/;

/**
 * "Sie haben die Möglichkeit, die Unterlagen abzugeben oder per Post zu senden." -> "Sie können die
 * Unterlagen abgeben oder per Post senden."; likewise "das Recht" and "berechtigt" -> "dürfen",
 * "verpflichtet" -> "müssen" ("Sie sind verpflichtet, uns jede Änderung mitzuteilen." -> "Sie müssen
 * uns jede Änderung mitteilen."; "nicht verpflichtet" -> "müssen nicht"): a pronoun subject, the phrase right after the verb in the present,
 * then one or more zu-infinitives joined by und/oder, none with a verb of its own.
 */
export function possibilityToCan(tokens: readonly Token[]): Token[] | undefined {
  const [subject, verb] = tokens;
  const comma = tokens.findIndex((token) => token.text === ",");
  const phrase = tokens
    .slice(2, comma)
    .map((token) => token.text)
    .join(" ");
  const modal = MODAL_PHRASES.find((candidate) => candidate.phrase.test(phrase))?.modals[verb?.text ?? ""];
  if (subject === undefined || !SUBJECT_PRONOUNS.test(subject.text) || modal === undefined || comma < 3)
    return undefined;
  const rest = tokens.slice(comma + 1);
  // "Sie sind nicht verpflichtet, an … teilzunehmen" -> "Sie müssen nicht an … teilnehmen"; not
  // before a pronoun ("Sie müssen uns … nicht mitteilen" would need another order).
  const negated = phrase.startsWith("nicht ");
  if (
    negated &&
    (OBJECT_PRONOUN.test(rest[0]?.text ?? "") || rest.some((token) => /^(?:und|oder)$/.test(token.text)))
  )
    return undefined;
  const parts: Token[][] = [[]];
  for (const token of rest) {
    const current = parts.at(-1) as Token[];
    if (/^(?:und|oder)$/.test(token.text) && zuInfinitive(current) !== undefined) parts.push([token]);
    else current.push(token);
  }
  const infinitives: Token[] = [];
  for (const part of parts) {
    const parsed = zuInfinitive(part);
    if (parsed === undefined || parsed.before.some((token) => token.kind === "p" && token.text !== "."))
      return undefined;
    if (innerFiniteVerb(parsed.before.filter((token) => !/^(?:und|oder)$/.test(token.text))))
      return undefined;
    infinitives.push(...parsed.before, word(parsed.infinitive));
  }
  return [subject, { ...verb, text: modal } as Token, ...(negated ? [word("nicht")] : []), ...infinitives];
}
