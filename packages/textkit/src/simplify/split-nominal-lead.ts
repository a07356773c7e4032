// Nominal style at the start of an office sentence: an action noun with its object in the genitive
// stands where a clause of its own would be. The action becomes a sentence with its verb, and the
// main clause follows with a connector:
// "Im Rahmen der Überprüfung Ihres Antrags haben wir festgestellt: …" -> "Wir haben Ihren Antrag
// überprüft." + "Dabei haben wir festgestellt: …"; "Zur Festsetzung des Beitrags reichen Sie bitte …
// ein." -> "Wir wollen den Beitrag festsetzen." + "Dafür reichen Sie bitte … ein."; "Bei Bezug von
// Pflegegeld ist … abzurufen." -> "Vielleicht bekommen Sie Pflegegeld." + "Dann ist … abzurufen."
// And the set phrase "Wir bestätigen den Eingang Ihres Antrags." -> "Wir haben Ihren Antrag bekommen."
import { attributePhraseEnd, type Clause, dateAttributeEnd } from "./clause-tools.ts";
import { finiteReadings, infinitiveLemmas, pastParticipleLemmas } from "./lexicon-access.ts";
import { inflectPhrase, phraseLength } from "./noun-phrase.ts";
import type { SplitContext } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";
import { NEGATION_WORD } from "./word-classes.ts";

/** What the sentence made of the action says, and the connector of the main clause after it. */
type Kind = "done" | "purpose" | "condition";

/**
 * Action nouns of the office's own work and their verbs (infinitive, participle). A closed list:
 * the office is the one who checks, sets and calculates.
 */
const OFFICE_ACTIONS: Readonly<Record<string, readonly [string, string]>> = {
  Prüfung: ["prüfen", "geprüft"],
  Überprüfung: ["überprüfen", "überprüft"],
  Auswertung: ["auswerten", "ausgewertet"],
  Bearbeitung: ["bearbeiten", "bearbeitet"],
};
const PURPOSE_ACTIONS: Readonly<Record<string, readonly [string, string]>> = {
  ...OFFICE_ACTIONS,
  Festsetzung: ["festsetzen", "festgesetzt"],
  Berechnung: ["berechnen", "berechnet"],
};
/** Nouns of receiving, whose actor is the reader ("Bei Bezug von Wohngeld" = if you get Wohngeld). */
const RECEIVING: Readonly<Record<string, readonly [string, string]>> = {
  Bezug: ["bekommen", "bekommen"],
};
/**
 * What one receives as "Bezug": benefits. "Bei Bezug der Wohnung" is moving in; "Bei Erhalt dieses
 * Schreibens" is upon receipt (a time, not a condition), so "Erhalt" is not on the list.
 */
const BENEFIT =
  /(?:[Gg]eld|[Rr]ente|[Ll]eistungen|[Ll]eistung|[Hh]ilfe|[Zz]uschlag|[Zz]ulage|[Gg]rundsicherung)$/u;

/** The words before the action noun, lower-cased, and what the lead means. */
const LEADS: readonly {
  words: readonly string[];
  nouns: Readonly<Record<string, readonly [string, string]>>;
  kind: Kind;
  connector: string;
}[] = [
  { words: ["nach"], nouns: OFFICE_ACTIONS, kind: "done", connector: "Danach" },
  { words: ["nach", "der"], nouns: OFFICE_ACTIONS, kind: "done", connector: "Danach" },
  { words: ["im", "rahmen", "der"], nouns: OFFICE_ACTIONS, kind: "done", connector: "Dabei" },
  { words: ["bei", "der"], nouns: OFFICE_ACTIONS, kind: "done", connector: "Dabei" },
  { words: ["zur"], nouns: PURPOSE_ACTIONS, kind: "purpose", connector: "Dafür" },
  { words: ["bei"], nouns: RECEIVING, kind: "condition", connector: "Dann" },
];

/** Adjectives of care before the action noun ("Nach eingehender Prüfung …") and the adverb they mean. */
const CARE: Readonly<Record<string, string>> = {
  eingehender: "genau",
  sorgfältiger: "genau",
  genauer: "genau",
};

/**
 * Verbs of a decision or its notice: after them the check is done ("Nach Prüfung … erkennen wir …
 * an" -> "Wir haben … geprüft."), where other verbs may tell what comes after a check still to do
 * ("Nach Prüfung … melden wir uns" -> "Wir prüfen …").
 */
const DECIDING: ReadonlySet<string> = new Set([
  "mitteilen",
  "anerkennen",
  "ablehnen",
  "bewilligen",
  "zurückweisen",
  "entscheiden",
  "gewähren",
  "feststellen",
  "festsetzen",
  "aufheben",
  "abhelfen",
  "ändern",
  "erhöhen",
  "kürzen",
  "senken",
  "zurückfordern",
  "einstellen",
]);

const PAST = /^(?:haben|hat|habe|hatten|hatte|wurde|wurden|ist|sind|war|waren)$/;

/** Attributes after the object that stay with it: a date ("vom 12. Februar 2026"), a prepositional phrase, a genitive. */
function attributesEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  for (let round = 0; round < 3; round += 1) {
    const first = tokens[end]?.text ?? "";
    const next = /^(?:vom)$/.test(first)
      ? dateAttributeEnd(tokens, end)
      : /^(?:des|der|eines|einer|meines|meiner|Ihres|Ihrer|unseres|unserer)$/.test(first)
        ? end + phraseLength(tokens, end)
        : /^(?:auf|für|über|zu|zur|zum|nach)$/.test(first)
          ? attributePhraseEnd(tokens, end)
          : end;
    if (next === end) return end;
    end = next;
  }
  return end;
}

/**
 * The object after the action noun in the accusative: a genitive phrase ("Ihres Antrags" ->
 * "Ihren Antrag"), or "von" + a dative phrase or a bare noun ("von Pflegegeld"). Returns the
 * accusative tokens and the index after the phrase.
 */
function objectAt(tokens: readonly Token[], at: number): { object: Token[]; end: number } | undefined {
  if (tokens[at]?.text === "von") {
    const noun = tokens[at + 1];
    const length = phraseLength(tokens, at + 1);
    if (length > 0) {
      const object = inflectPhrase(tokens.slice(at + 1, at + 1 + length), "dat", "akk");
      return object && { object, end: at + 1 + length };
    }
    // "von Pflegegeld", "von Leistungen": a bare noun keeps its form.
    if (noun?.kind === "w" && /^\p{Lu}\p{Ll}+$/u.test(noun.text) && finiteReadings(tokens[at + 2]).length > 0)
      return { object: [noun], end: at + 2 };
    if (
      noun?.kind === "w" &&
      /^\p{Lu}\p{Ll}+$/u.test(noun.text) &&
      /^(?:nach|für)$/.test(tokens[at + 2]?.text ?? "")
    )
      return { object: [noun], end: at + 2 };
    return undefined;
  }
  const length = phraseLength(tokens, at);
  if (length === 0) return undefined;
  const object = inflectPhrase(tokens.slice(at, at + length), "gen", "akk");
  return object && { object, end: at + length };
}

/** The main clause decides or tells a decision: "erkennen wir … an", "müssen wir Ihnen mitteilen". */
function decides(main: readonly Token[]): boolean {
  const comma = main.findIndex((token) => token.kind === "p" && token.text !== ".");
  const clause = main.slice(0, comma < 0 ? main.length : comma);
  const last = clause.at(-1)?.text ?? "";
  const finite = finiteReadings(main[0]).map((reading) => reading.lemma);
  const lemmas = [
    ...finite,
    ...finite.map((lemma) => `${last}${lemma}`),
    ...clause.flatMap((token) => infinitiveLemmas(token)),
  ];
  return lemmas.some((lemma) => DECIDING.has(lemma));
}

/** The main clause's first part, up to its first comma or other mark. */
function firstPart(main: readonly Token[]): readonly Token[] {
  const comma = main.findIndex((token) => token.kind === "p" && token.text !== ".");
  return main.slice(0, comma < 0 ? main.length : comma);
}

/** The main clause tells the future: "werden wir … entscheiden" (the check is still to do). */
function tellsFuture(main: readonly Token[]): boolean {
  if (!/^(?:werden|wird|werde)$/.test(main[0]?.text ?? "")) return false;
  return infinitiveLemmas(firstPart(main).at(-1)).length > 0;
}

/**
 * The main clause tells a result with regret or a negation: "können wir … leider nicht ändern",
 * "können wir Ihrem Widerspruch nicht abhelfen" (the check is done).
 */
function tellsResult(main: readonly Token[]): boolean {
  return firstPart(main).some((token) => token.text === "leider" || NEGATION_WORD.test(token.text));
}

/** The main clause after the lead tells of the past: "haben wir festgestellt", "wurde festgestellt". */
function tellsPast(main: readonly Token[]): boolean {
  const verb = main[0];
  if (verb === undefined) return false;
  if (finiteReadings(verb).some((reading) => reading.tense === "praeteritum" && !PAST.test(verb.text)))
    return true;
  if (!PAST.test(verb.text) || /^(?:wird|werden)$/.test(verb.text)) return false;
  const comma = main.findIndex((token) => token.kind === "p" && token.text !== ".");
  const last = main[(comma < 0 ? main.length : comma) - 1];
  return pastParticipleLemmas(last).length > 0;
}

/**
 * "Nach Prüfung Ihres Antrags …", "Im Rahmen der Überprüfung …", "Zur Festsetzung des Beitrags …",
 * "Bei Bezug von Pflegegeld …" + a main clause with its finite verb right after the lead -> the
 * action as a sentence of its own + the connector and the main clause. The office is the actor
 * of a check only when the main clause's subject is "wir"; a purpose needs "wir" in the main
 * clause, or "Sie" in a letter; a condition (the reader receives a benefit) only in Leichte Sprache
 * and a text that says "Sie". Undefined when the object or the verb is unsure.
 */
export function splitNominalLead(clause: Clause, context: SplitContext): Clause[] | undefined {
  const { tokens, end } = clause;
  const { formal, leicht, letter } = context;
  if (!formal || (end !== "." && end !== ":")) return undefined;
  const lowered = tokens.map((token) => token.text.toLowerCase());
  const lead = LEADS.find((candidate) => {
    const at = candidate.words.length;
    const care = CARE[tokens[at]?.text ?? ""] !== undefined ? 1 : 0;
    return (
      candidate.words.every((text, index) => lowered[index] === text) &&
      candidate.nouns[tokens[at + care]?.text ?? ""] !== undefined
    );
  });
  if (lead === undefined || (lead.kind === "condition" && !leicht)) return undefined;
  let at = lead.words.length;
  const care = CARE[tokens[at]?.text ?? ""];
  if (care !== undefined) at += 1;
  const verbs = lead.nouns[tokens[at]?.text ?? ""];
  if (verbs === undefined) return undefined;
  const found = objectAt(tokens, at + 1);
  if (found === undefined) return undefined;
  const attributes = attributesEnd(tokens, found.end);
  const main = tokens.slice(attributes);
  const verb = main[0];
  const subject = main[1]?.text;
  if (verb === undefined || finiteReadings(verb).length === 0 || main.length < 3) return undefined;
  if (tokens.slice(0, attributes).some((token, index) => token.kind === "p" && !dateDot(tokens, index)))
    return undefined;
  const object = [...found.object, ...tokens.slice(found.end, attributes)];
  let sentence: Token[];
  if (lead.kind === "done") {
    // "Dabei wurde festgestellt" would become "Dabei hat man festgestellt" (passive-to-active.ts):
    // only "wir" makes the office the actor of both sentences.
    if (subject !== "wir") return undefined;
    const [infinitive, participle] = verbs;
    sentence =
      !tellsFuture(main) && (tellsPast(main) || decides(main) || tellsResult(main))
        ? [word("Wir"), word("haben"), ...object, ...(care ? [word(care)] : []), word(participle)]
        : [word("Wir"), ...verbForm(infinitive, object, care)];
  } else if (lead.kind === "purpose") {
    // "Zur Berechnung Ihres Nettolohns geben Sie … ein" on a web page: the reader calculates.
    if (care !== undefined || !main.some((token) => token.text === "wir" || (letter && token.text === "Sie")))
      return undefined;
    if (main.some((token) => /^(?:ich|mich|mir)$/.test(token.text))) return undefined;
    sentence = [word("Wir"), word("wollen"), ...object, word(verbs[0])];
  } else {
    if (care !== undefined || !BENEFIT.test(found.object.at(-1)?.text ?? "")) return undefined;
    sentence = [word("Vielleicht"), word("bekommen"), word("Sie"), ...object];
  }
  return [
    { ...clause, tokens: sentence, end: "." },
    { ...clause, tokens: [word(lead.connector), ...main], end },
  ];
}

/**
 * Words of a nominal lead that splitNominalLead drops on purpose, for the content guard: "Rahmen"
 * of "im Rahmen", a noun of receiving when "bekommen" took its place.
 */
export function droppedByNominalLead(
  source: readonly Token[],
  index: number,
  vocabulary: ReadonlySet<string>,
): boolean {
  const text = source[index]?.text ?? "";
  if (text === "Rahmen") return source[index - 1]?.text.toLowerCase() === "im";
  const care = CARE[text];
  if (care !== undefined) return vocabulary.has(care);
  return RECEIVING[text] !== undefined && vocabulary.has("bekommen");
}

/** The dot inside a date ("12. Februar") is no punctuation of the clause. */
function dateDot(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.text === "." && /^\d+$/.test(tokens[index - 1]?.text ?? "");
}

/** "prüfen Ihren Antrag" with a separable verb split: "werten das Gutachten aus". */
function verbForm(infinitive: string, object: readonly Token[], care: string | undefined): Token[] {
  const particle = /^(?:aus|fest|an|ab|zu|nach)(?=\p{Ll}{3})/u.exec(infinitive)?.[0];
  const stem = particle ? infinitive.slice(particle.length) : infinitive;
  return [word(stem), ...object, ...(care ? [word(care)] : []), ...(particle ? [word(particle)] : [])];
}

/** Subject and verb of "Wir bestätigen (Ihnen) (hiermit) den Eingang …" in any of its orders. */
const CONFIRM_OPENINGS: readonly (readonly string[])[] = [
  ["wir", "bestätigen"],
  ["hiermit", "bestätigen", "wir"],
];

/**
 * "Wir bestätigen (Ihnen) (hiermit) den Eingang Ihres Antrags vom 3. März 2026." -> "Wir haben Ihren
 * Antrag vom 3. März 2026 bekommen." Only the whole sentence: the object phrase and its attributes
 * end it.
 */
export function confirmReceipt(clause: Clause): Clause[] | undefined {
  const { tokens, end } = clause;
  if (end !== ".") return undefined;
  const lowered = tokens.map((token) => token.text.toLowerCase());
  const opening = CONFIRM_OPENINGS.find((words) => words.every((text, index) => lowered[index] === text));
  if (opening === undefined) return undefined;
  let at = opening.length;
  while (/^(?:ihnen|hiermit|gern|gerne)$/.test(lowered[at] ?? "")) at += 1;
  if (lowered[at] !== "den" || tokens[at + 1]?.text !== "Eingang") return undefined;
  const found = objectAt(tokens, at + 2);
  if (found === undefined || tokens[at + 2]?.text === "von") return undefined;
  const attributes = attributesEnd(tokens, found.end);
  if (attributes !== tokens.length) return undefined;
  return [
    {
      ...clause,
      tokens: [word("Wir"), word("haben"), ...found.object, ...tokens.slice(found.end), word("bekommen")],
      end,
    },
  ];
}
