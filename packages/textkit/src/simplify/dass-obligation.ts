// dass clauses that say what must, should or may happen, which the generic dass step would state
// as a fact after its colon: "Es ist wichtig, dass Ihr Kind regelmäßig die Schule besucht." ->
// "Das ist wichtig:" / "Ihr Kind muss regelmäßig die Schule besuchen."; "Die Eltern müssen dafür
// sorgen, dass ihr Kind am Unterricht teilnimmt." -> "… dafür sorgen:" / "Ihr Kind muss am
// Unterricht teilnehmen."; "Erlaubt das Gesetz, dass man Steuern zahlt?" -> "Darf man Steuern
// zahlen?" / "Erlaubt das Gesetz das?".

import { NEGATION_WORDS } from "../language/negation-words.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { type Clause, connectorOrder, joinSegments, readVerbFinal, type VerbFinal } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { capitalised, colon } from "./split-complement.ts";
import { shallAfterColon, shallParts, spaced } from "./split-dass.ts";
import { mainVerbLemmas } from "./split-question.ts";
import { coordinatedClauses, subordinatorOf } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";

/** Adjectives of necessity after "Es ist" / before "ist". */
const NEEDED = /^(?:wichtig|notwendig|nötig|erforderlich|unerlässlich|unverzichtbar)$/;
/** Degree words before them. */
const DEGREE = /^(?:sehr|besonders|unbedingt|absolut|ganz)$/;
/** Datives of the one who wants it ("Es ist uns wichtig"): a wish, said with "sollen". */
const WISHER = /^(?:mir|uns)$/;

/** The content of `sub` with "muss"/"darf nicht"/"soll" as a main clause, or undefined. */
function modalContent(
  sub: VerbFinal | undefined,
  formal: boolean,
  modal: "sollen" | "müssen",
): Token[] | undefined {
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  // "dass es dich gibt" would become "Es muss dich geben."
  if (/^es$/i.test(sub.middle[0]?.text ?? "")) return undefined;
  const parts = shallParts(sub, formal, modal);
  if (parts === undefined || parts.reading.tense !== "praesens") return undefined;
  // "dass Ihr Kind, Ihr Sohn Max, geimpft ist": an apposition of the subject (joined with list
  // commas, dass-apposition.ts) stays with it before the modal ("Ihr Kind, Ihr Sohn Max, muss …",
  // was "Ihr Kind muss, Ihr Sohn Max, geimpft sein.").
  const comma = (token: Token) => token.kind === "w" && token.text === ",";
  const apposed = parts.rest[0] !== undefined && comma(parts.rest[0]);
  const cut = apposed ? parts.rest.findIndex((token, at) => at > 0 && comma(token)) + 1 : 0;
  if (apposed && cut === 0) return undefined;
  const [lead, ...others] = [
    ...sub.middle.slice(0, parts.subject.end),
    ...parts.rest.slice(0, cut),
    parts.shall,
    ...parts.rest.slice(cut),
    ...parts.infinitive,
  ];
  if (lead === undefined) return undefined;
  return [capitalised(lead), ...others.map(spaced)];
}

/**
 * "Es ist (sehr) wichtig, dass …", "Wichtig ist, dass …", "Es ist uns wichtig, dass …": the main
 * clause as "Das ist (uns) (sehr) wichtig" and the modal its content takes ("sollen" for a wish of
 * the speaker), or undefined for other main clauses.
 */
function necessity(main: readonly Token[]): { tokens: Token[]; modal: "sollen" | "müssen" } | undefined {
  const words = main.map((token) => token.text.toLowerCase());
  let at = 0;
  let rest: Token[] = [];
  if (words[0] === "es" && words[1] === "ist") {
    at = 2;
    rest = main.slice(2);
  } else {
    // "(Besonders) wichtig ist (es)"
    const verb = words.indexOf("ist");
    const tail = words.slice(verb + 1);
    if (verb < 1 || !(tail.length === 0 || (tail.length === 1 && tail[0] === "es"))) return undefined;
    rest = main
      .slice(0, verb)
      .map((token, index) => (index === 0 ? { ...token, text: words[0] ?? "" } : token));
    at = verb;
  }
  const phrase = rest.map((token) => token.text.toLowerCase());
  let index = 0;
  const wish = WISHER.test(phrase[index] ?? "");
  if (wish) index += 1;
  if (DEGREE.test(phrase[index] ?? "")) index += 1;
  if (!NEEDED.test(phrase[index] ?? "") || index !== phrase.length - 1 || at === 0) return undefined;
  return {
    tokens: [word("Das"), word("ist"), ...rest.map(spaced)],
    modal: wish ? "sollen" : "müssen",
  };
}

/** "Es ist wichtig, dass …" -> "Das ist wichtig:" / the content with "muss" ("soll" after "uns"). */
function neededContent(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end !== "." && end !== "!") return undefined;
  const frame = necessity(main);
  if (frame === undefined) return undefined;
  const content = modalContent(readVerbFinal(second.slice(1)), formal, frame.modal);
  if (content === undefined) return undefined;
  return [
    { tokens: frame.tokens, end: ":" },
    { tokens: content, end },
  ];
}

/** Forms of "müssen" and "sollen" that oblige the main clause's subject. */
const OBLIGING = /^(?:muss|musst|müssen|müsst|soll|sollst|sollen|sollt)$/i;

/**
 * "Die Eltern müssen dafür sorgen, dass …", "Sie haben darauf zu achten, dass …", "Achte darauf,
 * dass …": what someone is obliged to see to must happen: "… dafür sorgen:" / "Ihr Kind muss am
 * Unterricht teilnehmen." Only with "dafür sorgen" or "darauf achten", an obligation (müssen,
 * sollen, "haben … zu" or an imperative first) and no negation in the main clause.
 */
function seenTo(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end !== "." && end !== "!") return undefined;
  const words = main.map((token) => token.text.toLowerCase());
  const lemmas = mainVerbLemmas(main);
  const seeing =
    (words.includes("dafür") && lemmas.includes("sorgen")) ||
    (words.includes("darauf") && lemmas.includes("achten"));
  if (!seeing || main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const haveTo =
    words.at(-2) === "zu" &&
    main.some((token) => finiteReadings(token).some((reading) => reading.lemma === "haben"));
  // "Achte/Achtet darauf", "(Bitte) sorgen Sie dafür": a request first.
  const lead = words[0] === "bitte" ? 1 : 0;
  const imperative =
    /^(?:achte|achtet|sorge|sorg|sorgt)$/.test(words[lead] ?? "") ||
    (/^(?:achten|sorgen)$/.test(words[lead] ?? "") && main[lead + 1]?.text === "Sie");
  if (!haveTo && !imperative && !main.some((token) => OBLIGING.test(token.text))) return undefined;
  const content = modalContent(readVerbFinal(second.slice(1)), formal, "müssen");
  if (content === undefined) return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: content, end },
  ];
}

/** Verbs of allowing whose question asks whether its dass clause may happen. */
const ALLOWING = new Set(["erlauben", "gestatten"]);

/**
 * A yes/no question whether something is allowed: "Erlaubt das Gesetz, dass man Steuern zahlt?" ->
 * "Darf man Steuern zahlen?" / "Erlaubt das Gesetz das?"; "Ist es erlaubt, dass …?" -> "Darf …?" /
 * "Ist das erlaubt?". After a colon the content would read as a fact that is asked about ("Erlauben
 * Sie: Wir geben Ihre Daten weiter?"), so when the content takes no "darf" the sentence stays whole.
 */
function allowedQuestion(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end !== "?") return undefined;
  const first = main[0];
  const lowered = first === undefined ? undefined : { ...first, text: first.text.toLowerCase() };
  const verbFirst = finiteReadings(lowered).some((reading) => ALLOWING.has(reading.lemma));
  const words = main.map((token) => token.text.toLowerCase());
  const isAllowed =
    words.length === 3 &&
    words[0] === "ist" &&
    words[1] === "es" &&
    /^(?:erlaubt|gestattet)$/.test(words[2] ?? "");
  if (!verbFirst && !isAllowed) return undefined;
  const whole = [{ tokens: joinSegments([main, second]), end }];
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return whole;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return whole;
  const parts = shallParts(sub, formal);
  if (parts === undefined || parts.reading.tense !== "praesens" || parts.reading.lemma === "sollen")
    return whole;
  const may = finiteFormOf("dürfen", "praesens", parts.reading.person, parts.reading.number);
  if (may === undefined) return whole;
  const subject = sub.middle.slice(0, parts.subject.end);
  const asked = [
    word(capitalised(word(may)).text),
    ...[...subject, ...parts.rest, ...parts.infinitive].map(spaced),
  ];
  const that = { ...word("das"), space: true };
  const frame = isAllowed ? [main[0] as Token, that, ...main.slice(2)] : [...main, that];
  return [
    { tokens: asked, end: "?" },
    { tokens: frame, end },
  ];
}

/**
 * "Denn welcher Ruhm liegt darin, dass ihr das ertragt?": a w-question with "welch-" asks about a
 * thing, not the content; after a colon the content would become the question ("Ihr ertragt
 * das?"). The sentence stays whole.
 */
function whichQuestion(main: readonly Token[], second: readonly Token[], end: string): Clause[] | undefined {
  if (!end.includes("?")) return undefined;
  const start = /^(?:denn|und|aber|doch)$/i.test(main[0]?.text ?? "") ? 1 : 0;
  if (!/^welch(?:e|er|es|en|em)$/i.test(main[start]?.text ?? "")) return undefined;
  return [{ tokens: joinSegments([main, second]), end }];
}

/** "Das ist mein Gebot", "Es ist sein Wille": a command or wish the dass clause names (lower case). */
const COMMANDED_MAIN =
  /^(?:(?:und|denn|aber) )?(?:das|dies|es) ist (?:mein|dein|sein|ihr|unser|euer) (?:gebot|befehl|auftrag|wille|wunsch)$/;

/**
 * "Das ist mein Gebot, dass ihr einander liebt." -> "Das ist mein Gebot:" / "Ihr sollt einander
 * lieben." (not "Ihr liebt einander.", a fact); the sentence whole when the content takes no "soll".
 */
function commandedThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end.includes("?") || !COMMANDED_MAIN.test(main.map((token) => token.text.toLowerCase()).join(" ")))
    return undefined;
  return shallAfterColon(main, second, end, formal);
}

/**
 * Verbs of demanding, ordering and applying for: what they ask for "soll" happen. Not "erwarten"
 * (also a forecast).
 */
const DEMANDING = new Set(["verlangen", "fordern", "auffordern", "anordnen", "beantragen"]);

/**
 * "Sie können verlangen, dass wir Ihr Konto umwandeln." -> "Sie können verlangen:" / "Wir sollen
 * Ihr Konto umwandeln." (not "Wir wandeln Ihr Konto um.", a fact). Only a statement without a
 * negation in the main clause and a content that takes "soll"; otherwise undefined.
 */
function demandedThat(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (end !== "." && end !== "!") return undefined;
  if (!mainVerbLemmas(main).some((lemma) => DEMANDING.has(lemma))) return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  // shallAfterColon gives the sentence whole (one clause) when the content takes no "soll".
  const split = shallAfterColon(main, second, end, formal);
  return split?.length === 2 ? split : undefined;
}

/**
 * "Ein verspäteter Antrag kann dazu führen, dass Ihr Aufenthalt unerlaubt wird.": a consequence
 * that may follow; after the colon it opens with "Vielleicht" ("Vielleicht wird Ihr Aufenthalt
 * unerlaubt."), as for "Dies kann dazu führen" in the generic step. Only "kann/können/könnte(n)
 * dazu führen" closing the main clause.
 */
function possibleConsequence(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
): Clause[] | undefined {
  if (end !== "." || main.length < 4) return undefined;
  const words = main.map((token) => token.text.toLowerCase());
  if (
    words.at(-1) !== "führen" ||
    words.at(-2) !== "dazu" ||
    !words.some((text) => /^(?:kann|können|könnte|könnten)$/.test(text))
  )
    return undefined;
  if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || (sub.after?.length ?? 0) > 0 || coordinatedClauses(sub)) return undefined;
  if (sub.middle.some((token) => token.kind === "p")) return undefined;
  const content = connectorOrder(sub, "Vielleicht");
  if (content[0]?.text !== "Vielleicht") return undefined;
  return [
    { tokens: [...main], end: ":" },
    { tokens: content, end },
  ];
}

/** The dass steps of this file for "main, dass …" (two comma segments). */
export function dassObligation(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  formal: boolean,
): Clause[] | undefined {
  if (subordinatorOf(second)?.word !== "dass" || colon(second, end)) return undefined;
  return (
    neededContent(main, second, end, formal) ??
    seenTo(main, second, end, formal) ??
    commandedThat(main, second, end, formal) ??
    demandedThat(main, second, end, formal) ??
    possibleConsequence(main, second, end) ??
    allowedQuestion(main, second, end, formal) ??
    whichQuestion(main, second, end)
  );
}
