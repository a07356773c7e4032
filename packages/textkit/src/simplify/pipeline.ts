// simplifyText: the rule-based simplifier as a pipeline of small transformations (one file each).

import { LETTER_CLOSING } from "../language/letter-closing.ts";
import { NAME_TAKING_NOUN } from "../language/name-taking-nouns.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { checkText } from "../rules/check-text.ts";
import { segmentText } from "../segment/segment.ts";
import type { Paragraph, Span } from "../segment/types.ts";
import { placeAppositions, takeAppositions } from "./apposition.ts";
import { markAttributiveParticiples } from "./attributive-participles.ts";
import { isCircularDefinition } from "./circular-explanation.ts";
import { type Clause, hasFiniteVerb, splitEach } from "./clause-tools.ts";
import { splitExampleTail, takeInnerExamples } from "./comma-insertion.ts";
import { losesContent } from "./content-guard.ts";
import { definedInText } from "./defined-in-text.ts";
import { expandAbbreviations } from "./expand-abbreviations.ts";
import { splitFilingManners } from "./filing-manner.ts";
import { dropFillerParticles } from "./filler-particles.ts";
import { genitiveToVon } from "./genitive-to-von.ts";
import { bareTerm, excludedNearby, fitsContext, type GlossaryEntry, glossarySensesOf } from "./glossary.ts";
import { habenZuToModal } from "./haben-zu.ts";
import { isImperative } from "./imperative.ts";
import { indirectToDirect } from "./indirect-to-direct.ts";
import {
  konjunktivToIndicative,
  reportedQuestionToIndicative,
  seiEsToOb,
} from "./konjunktiv-to-indicative.ts";
import { leadingCondition, unrealMain } from "./leading-condition.ts";
import { quotedCitations, takeLegalBasis } from "./legal-basis.ts";
import { isSalutation, lowerCaseItem, SALUTATION_OPENERS, sourceLines } from "./letter-lines.ts";
import { isFiniteVerbToken, nounReadings, trueCaseInitial } from "./lexicon-access.ts";
import { lowerFlattenedLineStarts } from "./line-starts.ts";
import { mannerList } from "./manner-list.ts";
import { erfolgenToPassive, functionVerbToPassive } from "./nominal-to-passive.ts";
import { simplifyNumbers } from "./numbers-and-dates.ts";
import {
  availableToHelp,
  chanceExistsToModal,
  chanceToModal,
  expectedToModal,
  freeToModal,
  impersonalToModal,
  phraseToModal,
  toBeTakenFrom,
} from "./office-phrases.ts";
import { fromOffice } from "./office-text.ts";
import { plainOfficeWording } from "./office-wording.ts";
import { openQuotations } from "./open-quotations.ts";
import {
  bekommenPassiveToActive,
  passiveToActive,
  seinZuToActive,
  splitCoordinatedPassive,
} from "./passive-to-active.ts";
import { politeRequest } from "./polite-request.ts";
import { praeteritumToPerfekt } from "./praeteritum-to-perfekt.ts";
import { leftoverSemicolons, replaceSpecialCharacters } from "./replace-special-characters.ts";
import { afterTitle, replaceSynonyms } from "./replace-synonyms.ts";
import { requestLead } from "./request-lead.ts";
import { separateCompounds } from "./separate-compounds.ts";
import { splitAddressApposition } from "./split-address-apposition.ts";
import { splitCaseFrame, splitFileNumber } from "./split-case-frame.ts";
import { splitSentence } from "./split-clauses.ts";
import { frontAber } from "./split-coordination.ts";
import { splitDeadline, splitDueDates, splitPeriodLead } from "./split-deadline.ts";
import { opensWithTrotz, splitDespiteReminder } from "./split-despite-reminder.ts";
import { splitDriverRole } from "./split-driver-role.ts";
import { splitLongEinfach } from "./split-einfach.ts";
import { ifAnyToPerhaps, splitList, verbBracketList } from "./split-list.ts";
import { splitDocumentDate, splitPastDate } from "./split-past-date.ts";
import { splitPeriodsAndAmounts } from "./split-period-amount.ts";
import { splitIban } from "./split-phone-number.ts";
import { splitStartDate } from "./split-start-date.ts";
import { splitUnterAngabe } from "./split-unter-angabe.ts";
import { subordinatePassivesToActive } from "./subordinate-passive.ts";
import {
  countWords,
  finalPunctuation,
  isCapitalised,
  renderTokens,
  type Token,
  tokenize,
  word,
} from "./tokens.ts";
import type { SimplifyOptions, SimplifyOutput } from "./types.ts";
import { CONDITION_OPENERS } from "./word-classes.ts";

/** Sentences with more tokens are not restructured (keeps the run time linear and the risk low). */
const MAX_TOKENS_FOR_SYNTAX = 80;
/** Einfache Sprache only splits sentences longer than this (in words). */
const EINFACH_SPLIT_WORDS = 20;
const EXPLANATION_LIMITS = { none: 0, default: 3, more: 12 } as const;
/** Terms more frequent than this (Zipf) are explained only with "more". */
const EXPLAIN_ZIPF = { default: 4.5, more: 6 } as const;
/**
 * Einfache Sprache explains a general word of the children's encyclopedia (domain "allgemein":
 * Fahrrad, Flasche, Mittelalter) only when it is rare; its readers know everyday words, and a
 * paragraph explaining "Fahrrad" talks down to them. Terms of our own glossary (Bescheid,
 * Widerspruch, Elterngeld) keep the default.
 */
const GENERAL_EXPLAIN_ZIPF_EINFACH = 3.5;

function explainZipf(
  entry: GlossaryEntry,
  mode: "default" | "more",
  level: SimplifyOptions["level"],
): number {
  if (mode === "default" && level === "einfach" && entry.domain === "allgemein") {
    return GENERAL_EXPLAIN_ZIPF_EINFACH;
  }
  return EXPLAIN_ZIPF[mode];
}

type Line = {
  text: string;
  formatted: string;
  explanation: boolean;
  lineEnd?: boolean;
  /** The last line of a source sentence (explanations never go between a sentence's lines). */
  sentenceEnd?: boolean;
  /**
   * The last line of a sentence inside a quotation: how many sentences of it are still to come
   * (explanations wait for its end when it is near).
   */
  quotationLeft?: number;
};

const LIST_ITEM = /^(?:[-–•*] |\d{1,2}[.)] )/;
/** Explanations wait for at most this many sentences that lean back, then follow them. */
const MAX_LEANING = 2;
/**
 * Inside a quotation they wait for its end when at most this many of its sentences are still to
 * come; in a longer one (a parable over a whole paragraph) they stay near their word.
 */
const MAX_QUOTED = 3;
/** Connectors by which a clause leans on the one before it. */
const LEANING =
  /^(?:denn|deshalb|deswegen|darum|daher|dann|trotzdem|dabei|dafür|danach|sonst|also|und|aber|oder|sondern|nur|erst)$/i;
/**
 * Words that point back to the sentence before ("Dazu gehören …", "Diese Frist …", "Dort hatten wir
 * gewohnt.", "Gleichzeitig …", "Da ging sie hinaus.").
 */
const POINTS_BACK =
  /^(?:dazu|darin|darauf|davon|dadurch|dagegen|dies|diese|dieser|dieses|diesem|diesen|vorher|außerdem|dort|gleichzeitig|da)$/i;

/** A line that opens with a connector or a word that points back (bold or italic marks aside). */
function leansBack(text: string): boolean {
  const first = /^[_*]*(\p{L}+)/u.exec(text)?.[1] ?? "";
  return LEANING.test(first) || POINTS_BACK.test(first);
}

/**
 * Where the explanations of a paragraph's words go: below a whole list, not between its items
 * ("- Pflegegeld von 347 Euro, …" / "Pflegegeld ist …" / "- der Entlastungsbetrag …"), and after a
 * sentence that leans on the one they follow ("Dazu gehören …", "Dann …") or that a colon announces
 * ("Denn sie haben behauptet:" / "Er ist …"), not between the two. A sentence they wait for is
 * taken whole: "Wir haben Brot gegessen." / "Dann haben wir das Haus verlassen." / "Dort hatten wir
 * gewohnt." gets the explanation of Brot after "Dort …", not between the two lines of the second
 * sentence. Nor between two sentences of one quotation (Leichte Sprache dropped its marks): "Sie
 * sagten: Der Ort ist weit weg." / "Schick die Leute nach Hause!" / the explanation. Each item keeps
 * its own line.
 */
/** Lines of later sentences held explanations may wait past (quotations, sentences leaning back). */
const MAX_WAITED = 3;

function placeExplanations(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  let held: Line[] = [];
  let inList = false;
  /** The held explanations waited for a list: the line before them ends. */
  let afterList = false;
  const endLastLine = () => {
    const previous = out.at(-1);
    if (previous !== undefined) out[out.length - 1] = { ...previous, lineEnd: true };
  };
  /** Sentences that leaned back while explanations waited (at most MAX_LEANING). */
  let leaning = 0;
  /** A sentence the held explanations wait for has more lines to come. */
  let inSentence = false;
  /** Lines of later sentences the held explanations have waited past (at most MAX_WAITED). */
  let waited = 0;
  // The held explanations go after the last line so far (which ends its line after a list).
  const release = () => {
    leaning = 0;
    waited = 0;
    if (held.length === 0) return;
    if (afterList) endLastLine();
    out.push(...held);
    held = [];
    afterList = false;
  };
  for (const line of lines) {
    // Explanations wait below a list, and after a sentence while the next one leans back on it
    // ("… passen nicht in die Tonne." / "Dazu gehören zum Beispiel Möbel.").
    if (line.explanation && (inList || held.length > 0)) {
      held.push(line);
      continue;
    }
    const announced = out.at(-1)?.text.endsWith(":") === true;
    // "Der Ort ist weit weg." / "Es ist schon dunkel." / "Schick die Leute nach Hause!": one speech.
    const quoting = (out.at(-1)?.quotationLeft ?? Number.POSITIVE_INFINITY) <= MAX_QUOTED;
    // Waiting ends after MAX_WAITED lines of later sentences: a quotation, then a sentence that leans
    // back, then another quotation carried an explanation 7 lines past its word. A sentence still
    // going on or a colon's content is never cut.
    if (
      !line.explanation &&
      held.length > 0 &&
      !LIST_ITEM.test(line.text) &&
      (inSentence ||
        announced ||
        (waited < MAX_WAITED && (quoting || (leaning < MAX_LEANING && leansBack(line.text)))))
    ) {
      if (!inSentence && !quoting) leaning += 1;
      if (!inSentence) waited += 1;
      inSentence = line.sentenceEnd !== true;
      out.push(line);
      continue;
    }
    inSentence = false;
    if (!line.explanation && LIST_ITEM.test(line.text)) {
      // An item after held explanations: the line before it ends (the explanations wait).
      if (held.length > 0) endLastLine();
      inList = true;
      afterList = true;
      out.push(line);
      continue;
    }
    release();
    inList = false;
    if (line.explanation) held.push(line);
    else out.push(line);
  }
  release();
  return out;
}

/**
 * For each sentence of a paragraph after which a quotation goes on: how many of the paragraph's
 * sentences are still to come before the one that closes it (Infinity when none does).
 */
function sentencesLeftInQuotation(
  sentences: readonly Span[],
  quoted: ((end: number) => boolean) | undefined,
): (number | undefined)[] {
  const open = sentences.map((sentence) => quoted?.(sentence.end) === true);
  const left: (number | undefined)[] = [];
  let next = Number.POSITIVE_INFINITY;
  for (let index = sentences.length - 1; index >= 0; index -= 1) {
    // The closing sentence is the first after this one that leaves no quotation open.
    left[index] = open[index] === true ? next - index : undefined;
    if (open[index] !== true) next = index;
  }
  return left;
}

/** The explanations at the end of a paragraph whose last line of text ends in a colon, if any. */
function explanationsAfterColon(lines: readonly Line[]): number {
  const body = lines.findLastIndex((line) => !line.explanation);
  return body >= 0 && body < lines.length - 1 && lines[body]?.text.endsWith(":") === true
    ? lines.length - 1 - body
    : 0;
}

/**
 * Ends like a sentence: a closing mark, but not the dot of "e. V." / "e. G." after a name in a line
 * without a finite verb ("Lebensmittelausgabe der Tafel Rosenau e. V." is a heading).
 */
function closedSentence(text: string): boolean {
  if (!/[.!?;,“”"«»]$/.test(text)) return false;
  return !/\se\.\s?[VG]\.$/.test(text) || hasFiniteVerb(tokenize(text));
}

/** True when only spaces stand between `end` and the next line break of `text` or its end. */
function endsLine(text: string, end: number): boolean {
  for (let index = end; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === "\n") return true;
    if (char !== " " && char !== "\t") return false;
  }
  return true;
}

/** Leichte Sprache: one sentence per line; Einfache Sprache: running text, source line ends kept. */
function joinLines(lines: readonly Line[], leicht: boolean, text: (line: Line) => string): string {
  let out = "";
  lines.forEach((line, index) => {
    if (index > 0) out += leicht || lines[index - 1]?.lineEnd === true ? "\n" : " ";
    out += text(line);
  });
  return out;
}

export const EMPTY_OUTPUT: SimplifyOutput = { simplified_text: "", formatted_text: "", applied: [] };

const FORMAL = /[^.!?:\n]\s(?:Sie|Ihnen|Ihre?[nmrs]?)\b/;
const OFFICIAL =
  /\b(?:Antrag|Antrags|Bescheid|Jobcenter|Amt|Amtes|Behörde|Krankenkasse|Kasse|Aktenzeichen|Frist|Unterlagen|Leistung|Leistungen|Wohngeld|Widerspruch|Bürgergeld|Versicherung|Beitrag|Beiträge|Sehr geehrte[rn]?|Mit freundlichen Grüßen)\b/;
const INFORMAL_SIE = /[^.!?:\n]\ssie\b/;
/**
 * "Sehr geehrte Frau Nowak,": a letter that addresses its reader as "Sie", even where every "Sie"
 * and "Ihnen" opens a sentence.
 */
const FORMAL_SALUTATION = /\bSehr geehrte[rs]? (?:Frau|Herr|Herrn|Damen)\b/;

/** The text addresses its reader with "Sie" (letters) rather than talking about "sie". */
function isFormal(text: string): boolean {
  if (FORMAL.test(text) || FORMAL_SALUTATION.test(text)) return true;
  // "Sie können die Frist verlängern, wenn sie zu kurz ist.": a "sie" of office words is no "they".
  return /(?:^|[.!?:\n]\s*)Sie\b/.test(text) && (!INFORMAL_SIE.test(text) || OFFICIAL.test(text));
}

class Applied {
  readonly names: string[] = [];
  add(name: string, fired: boolean | number = true): void {
    if (fired && !this.names.includes(name)) this.names.push(name);
  }
}

/** Text-level rewrites that do not need the sentence structure. */
/** The name part of a salutation: "Frau Dr. Ay", "Damen und Herren", "Eltern", "Leserin". */
const SALUTATION_NAME = String.raw`(?:(?:Dr|Prof)\.|[^\n,.!?:;]){0,60}`;
/** A second salutation joined by a comma (DIN 5008): ", sehr geehrter Herr Aydın", ", lieber Leser". */
const JOINED_SALUTATION = String.raw`(?:,[ \t]*(?:[Ss]ehr geehrte[rs]?|[Ll]iebe[rs]?)[ \t]+\p{Lu}${SALUTATION_NAME})*`;
/**
 * "Sehr geehrte Frau Müller, Ihr Antrag …" at the start of a line: the salutation is its own line.
 * Only salutations with "Frau", "Herr" or "Damen und Herren": "Liebe Grüße, …" or "Hallo, wie …"
 * on one line are no salutation.
 */
const SALUTATION_IN_LINE = new RegExp(
  String.raw`^([ \t]*(?:Sehr geehrte[rs]? (?:Frau|Herr|Herrn|Damen und Herren)|(?:Liebe[rs]?|Hallo|Guten Tag) (?:Frau|Herr|Herrn))\b${SALUTATION_NAME}${JOINED_SALUTATION}),[ \t]+(\p{L})`,
  "gmu",
);
/**
 * "Sehr geehrte Eltern,\nin der Klasse …", "Liebe Leserin, lieber Leser,\ndie Bibliothek …": a
 * salutation whose comma ends the line, followed by a line in lower case. The lower-case line would
 * otherwise be joined back to the salutation as a soft line break. A capital word follows the
 * opener ("Liebe ist schön,\nund …" is no salutation); "Hallo" and "Guten Tag" take any name.
 */
const SALUTATION_LINE = new RegExp(
  String.raw`^([ \t]*(?:(?:Sehr geehrte[rs]?|Liebe[rs]?)(?! Grüße)[ \t]+\p{Lu}|Hallo\b|Guten Tag\b)${SALUTATION_NAME}${JOINED_SALUTATION}),[ \t]*\n[ \t]*(\p{Ll})`,
  "gmu",
);

/** One line per salutation of a double salutation: "Sehr geehrte Frau Ay,\nsehr geehrter Herr Ay". */
const ownLines = (salutation: string) => salutation.replace(/,[ \t]*(?=[Ss]ehr geehrte|[Ll]iebe)/gu, ",\n");

/** The salutation on its own line; the steps after a salutation decide the case of the next word. */
function splitSalutation(text: string): string {
  const own = (_: string, salutation: string, next: string) =>
    `${ownLines(salutation)},\n${next.toUpperCase()}`;
  return text.replace(SALUTATION_IN_LINE, own).replace(SALUTATION_LINE, own);
}

function rewriteText(text: string, options: SimplifyOptions, applied: Applied, keepQuotes = false): string {
  const leicht = options.level === "leicht";
  let out = text.replace(/\r\n?/g, "\n");
  const steps: Array<[string, (input: string) => string]> = [
    ["abbreviations", (input) => expandAbbreviations(input, options.level)],
    ["special-characters", (input) => replaceSpecialCharacters(input, { leicht, keepQuotes })],
    ["numbers", (input) => simplifyNumbers(input, options.level)],
    ["salutation", splitSalutation],
    // The old spelling "daß"/"sodaß" (Bible translations, older letters) is today's "dass" for every step.
    ["spelling", (input) => input.replace(/(?<![\p{L}\p{N}])((?:[Ss]o)?[Dd])aß(?![\p{L}\p{N}])/gu, "$1ass")],
    ["office-wording", (input) => plainOfficeWording(input, options.level)],
    ["request-lead", requestLead],
  ];
  for (const [name, step] of steps) {
    const next = step(out);
    applied.add(name, next !== out);
    out = next;
  }
  return out;
}

type Context = {
  options: SimplifyOptions;
  formal: boolean;
  /** A letter from an office to its reader (Sie-address + official vocabulary): the writer is "wir". */
  letter: boolean;
  /** A text from an office (see fromOffice): explanations may name "das Amt". */
  office: boolean;
  applied: Applied;
  explained: Set<string>;
  explanationsLeft: number;
  /** The neighbouring sentences' words in lower case (a glossary term's `excludes` cues there). */
  words: string[];
  /** All the text's words in lower case (a glossary term's `textRequires` cues). */
  textWords: readonly string[];
  /** The source sentence and the one after it: a term they define needs no explanation. */
  definers: readonly string[];
  /** Numbers of paragraphs and articles cited inside quotation marks (Leichte Sprache drops the marks). */
  quotedCitations: ReadonlySet<string>;
  /**
   * "body" in a text's own paragraphs; "head" in a letter's head (sender, address, file number
   * before "Sehr geehrte …"): its words are explained after the first paragraph of the letter's
   * text, not between the address lines; "closing" from the closing formula on: nothing explained.
   */
  part: "head" | "body" | "closing";
  /** Explanations of the head's words, waiting for the first paragraph after the salutation. */
  headEntries: GlossaryEntry[];
  /** Words no synonym replaces: an explanation's own term ("Fristgerecht bedeutet: …" stays). */
  keepWords?: ReadonlySet<string>;
};

/** A condition, not a modal "vielleicht" fronted before a result ("Vielleicht muss … dann/sonst …"). */
function isCondition(tokens: readonly Token[]): boolean {
  // "Aber vielleicht wurde ein Foto bereits vorgelegt." / "Dann gilt das nicht.": the exception of
  // an "unless", and "Und vielleicht …", a second condition, are conditions too.
  const start = /^(?:aber|und|oder)$/i.test(tokens[0]?.text ?? "") ? 1 : 0;
  return (
    CONDITION_OPENERS.test(tokens[start]?.text ?? "") &&
    !tokens.some((token) => /^(?:dann|sonst|deshalb|also)$/i.test(token.text))
  );
}

/**
 * "Aus Ihrem Rentenbescheid geht hervor:", "Dem Bescheid ist zu entnehmen:": what follows reports
 * another source, so a passive there is not the writing office's act ("Ihnen wird eine Rente
 * gezahlt" -> "Man zahlt Ihnen …", not "Wir zahlen Ihnen …").
 */
function reportsSource(clause: Clause | undefined): boolean {
  return (
    clause?.end === ":" &&
    clause.tokens.some((token) =>
      /^(?:hervor|entnehmen|ergibt|ergab|ergeben|zeigt|zeigen|zeigte)$/.test(token.text),
    )
  );
}

/**
 * "Bitte achten Sie darauf:", "Sorgen Sie dafür:": what follows is the reader's care, so a passive
 * there is not the writing office's act ("Die Folgebescheinigung muss rechtzeitig ausgestellt
 * werden" -> "Man muss … ausstellen", not "Wir müssen … ausstellen": the doctor issues it).
 */
function readersCare(clause: Clause | undefined, next: Clause): boolean {
  if (clause?.end !== ":" || !dutyPassive(next)) return false;
  const texts = clause.tokens.map((token) => token.text);
  return (
    texts.includes("Sie") &&
    ((texts.includes("achten") && texts.includes("darauf")) ||
      (texts.includes("sorgen") && texts.includes("dafür")))
  );
}

/**
 * "Die Folgebescheinigung muss … ausgestellt werden", "… ist … auszustellen": a passive of duty,
 * where someone not named must act. A plain passive ("Das Krankengeld wird … gezahlt") is still the
 * office's own act.
 */
function dutyPassive(clause: Clause): boolean {
  const words = clause.tokens.filter((token) => token.kind === "w").map((token) => token.text);
  const last = words.at(-1) ?? "";
  return (
    (last === "werden" &&
      words.some((text) => /^(?:muss|müssen|musste|mussten|soll|sollen|sollte|sollten)$/.test(text))) ||
    (words.some((text) => /^(?:ist|sind)$/.test(text)) &&
      (words.at(-2) === "zu" || /^\p{Ll}+zu\p{Ll}+en$/u.test(last)))
  );
}

function transformClause(clause: Clause, context: Context, syntax = true): Clause {
  const { options, applied } = context;
  let tokens = clause.tokens;
  if (!syntax) {
    if (options.level === "leicht") {
      const genitive = genitiveToVon(tokens);
      tokens = genitive.tokens;
      applied.add("genitive-to-von", genitive.count);
    }
    const synonyms = replaceSynonyms(tokens, context.letter, context.keepWords);
    applied.add("synonyms", synonyms.count);
    return { ...clause, tokens: synonyms.tokens };
  }
  if (options.level === "einfach") {
    const parts = leadingCondition(tokens, context.formal);
    if (parts !== undefined) return conditionThenMain(parts, clause.end, context);
  }
  // Passive without an agent: "wir" in letters from an office (both levels), else "man" (Leichte
  // Sprache). Not "wir" in a condition: "Wird der Platz nicht bestätigt" is the reader's act.
  const condition = isCondition(tokens);
  // Nor in the purpose of an errand to someone else ("…, damit die Einstellung Ihrer Medikamente
  // überprüft werden kann" after a visit to the family doctor's practice).
  // Nor in a question the reader asks in the first person ("Werden die Kosten für meine Wohnung
  // übernommen?" in an FAQ): "Übernehmen wir die Kosten für meine Wohnung?" mixes the voices.
  const readersQuestion =
    clause.end.includes("?") &&
    tokens.some((token) => /^(?:ich|mein(?:e[mnrs]?)?|mir|mich)$/i.test(token.text));
  const writer =
    context.letter && !condition && clause.othersAct !== true && !readersQuestion
      ? "wir"
      : options.level === "leicht"
        ? "man"
        : undefined;
  const toActive = (from: Token[]) =>
    passiveToActive(
      from,
      writer === undefined
        ? {}
        : { writer, formal: context.formal, readerInCondition: context.letter && condition },
    ) ??
    seinZuToActive(from, writer === undefined ? {} : { writer }) ??
    bekommenPassiveToActive(from, writer === undefined ? {} : { writer }) ??
    (context.letter ? undefined : subordinatePassivesToActive(from, { writer, formal: context.formal }));
  // "Die Bearbeitung Ihres Antrags erfolgt …" -> "Ihr Antrag wird … bearbeitet" -> active; the
  // nominal style stays when the passive would not turn active.
  const nominal = erfolgenToPassive(tokens) ?? functionVerbToPassive(tokens);
  const active = (nominal && toActive(nominal)) ?? toActive(tokens);
  if (active) {
    tokens = active;
    applied.add("passive-to-active");
  }
  const indicative =
    (clause.unreal
      ? undefined
      : konjunktivToIndicative(tokens, options.level === "leicht", clause.end.includes("!"))) ??
    (options.level === "leicht" && clause.end.includes("?")
      ? reportedQuestionToIndicative(tokens, context.formal)
      : undefined);
  if (indicative) {
    tokens = indicative;
    applied.add("konjunktiv-to-indicative");
    // "Wo werde der Christus geboren?" -> "Wo wird der Christus geboren?": a passive the
    // Konjunktiv hid turns active now ("Wo kommt der Christus auf die Welt?").
    const late = active ? undefined : toActive(tokens);
    if (late) {
      tokens = late;
      applied.add("passive-to-active");
    }
  }
  const help =
    availableToHelp(tokens) ??
    phraseToModal(tokens) ??
    chanceToModal(tokens) ??
    chanceExistsToModal(tokens) ??
    freeToModal(tokens) ??
    habenZuToModal(tokens) ??
    impersonalToModal(tokens, writer === "wir" ? "wir" : undefined) ??
    expectedToModal(tokens) ??
    toBeTakenFrom(tokens);
  if (help) {
    tokens = help;
    applied.add("office-phrases");
  }
  const request = politeRequest(tokens, context.formal);
  if (request) {
    tokens = request;
    applied.add("polite-request");
  }
  if (options.level === "leicht") {
    const perfekt = praeteritumToPerfekt(tokens);
    if (perfekt) {
      tokens = perfekt;
      applied.add("praeteritum-to-perfekt");
    }
    const genitive = genitiveToVon(tokens);
    tokens = genitive.tokens;
    applied.add("genitive-to-von", genitive.count);
  }
  const synonyms = replaceSynonyms(tokens, context.letter, context.keepWords);
  tokens = synonyms.tokens;
  applied.add("synonyms", synonyms.count);
  return { ...clause, tokens };
}

/**
 * Einfache Sprache: "Wenn …, V …" with the main clause rewritten on its own, as the clause "Dann V …"
 * it means ("…, werden Säumniszuschläge erhoben" -> "…, erheben wir Säumniszuschläge"); the
 * condition gets the word rewrites only.
 */
function conditionThenMain(
  { condition, comma, main }: { condition: Token[]; comma: Token; main: Token[] },
  end: string,
  context: Context,
): Clause {
  const unreal = unrealMain(condition, main);
  const rewritten = transformClause({ tokens: [word("Dann"), ...main], end, unreal }, context).tokens;
  const [lead, verb] = rewritten;
  const rest =
    lead?.text === "Dann" && isFiniteVerbToken(verb)
      ? rewritten.slice(1)
      : transformClause({ tokens: main, end }, context, false).tokens;
  const head = transformClause({ tokens: condition, end: "" }, context, false).tokens;
  return {
    tokens: [
      ...head,
      comma,
      ...rest.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
    ],
    end,
  };
}

/** A letter's salutation line ("Sehr geehrte Frau Ay,", "Liebe Eltern,"): the comma ends the line. */
const LETTER_OPENING = new RegExp(`^\\s*${SALUTATION_OPENERS}\\b[^\\n.!?]{0,60},[ \\t]*(?:\\n|$)`);
/** A letter's head comes within these first paragraphs. */
const MAX_HEAD_PARAGRAPHS = 4;

/**
 * [the first paragraph of a letter's own text, the paragraph of its closing formula]: the text
 * starts at the salutation when address lines (sender, address, file number: lines without a full
 * stop) come before it, else at 0; the closing is -1 without a salutation or closing formula.
 */
function letterParts(text: string, paragraphs: readonly Paragraph[]): [number, number] {
  const salutation = paragraphs.findIndex((paragraph) =>
    LETTER_OPENING.test(text.slice(paragraph.start, paragraph.end)),
  );
  const head = paragraphs.slice(0, Math.max(0, salutation));
  const addressBlock =
    salutation > 0 &&
    salutation <= MAX_HEAD_PARAGRAPHS &&
    head.every((paragraph) =>
      text
        .slice(paragraph.start, paragraph.end)
        .split("\n")
        .every((line) => !/[.!?]\s*$/.test(line) || /\b(?:Az|Nr|Str|Tel)\.\s*$/.test(line)),
    );
  const closing = paragraphs.findIndex(
    (paragraph, index) =>
      index > salutation &&
      salutation >= 0 &&
      LETTER_CLOSING.test(text.slice(paragraph.start, paragraph.end)),
  );
  return [addressBlock ? salutation : 0, closing];
}

/** A letter's salutation or closing: its words are not explained ("Sehr geehrte Versicherte,"). */
const GREETING_LINE = new RegExp(`^(?:${SALUTATION_OPENERS}|Mit freundlichen Grüßen)\\b`, "i");
/** Longer than this, a clause is a sentence ("Liebe ist …"), not a salutation. */
const GREETING_MAX_TOKENS = 8;

function explanationsFor(tokens: readonly Token[], context: Context): GlossaryEntry[] {
  const mode = context.options.explanations ?? "default";
  if (mode === "none" || context.part === "closing") return [];
  if (tokens.length <= GREETING_MAX_TOKENS && GREETING_LINE.test(renderTokens(tokens.slice(0, 3)))) return [];
  const found: GlossaryEntry[] = [];
  for (const [index, token] of tokens.entries()) {
    if (context.explanationsLeft <= 0) break;
    // "Ihren Vorgesetzten, Herrn Stahl": a family name, not the metal; "Frau Dr. Kupfer": the
    // title before a name is no word to explain either.
    if (afterTitle(tokens, index) || afterTitle(tokens, index + 1) || isGivenName(tokens, index)) continue;
    // The first sense of the word whose context cues fit ("Im Anhang finden Sie …" in a letter: a
    // sheet, not a file in an e-mail).
    const entry = glossarySensesOf(token).find(
      (sense) =>
        fitsContext(sense, tokens, token, context.textWords) && !excludedNearby(sense, context.words),
    );
    if (entry === undefined || context.explained.has(bareTerm(entry.term))) continue;
    if (zipfFrequency(entry.term) > explainZipf(entry, mode, context.options.level)) continue;
    context.explained.add(bareTerm(entry.term));
    // "… gelten als schwerbehindert." needs no "Als schwerbehindert gilt, wer …" (nor later).
    if (definedInText(context.definers, [token.text, entry.term, ...entry.forms])) continue;
    // An explanation that comes out empty (its text breaks its level's rules) takes no place of
    // another ("fristgerecht" left none and pushed the Hausmeister explanation out).
    if (explanationLines(entry, context).length === 0) continue;
    context.explanationsLeft -= 1;
    found.push(entry);
  }
  return found;
}

/**
 * A capitalised word that names something rather than meaning it: "in der Gruppe „Igel“", "die
 * Gruppe Igel", "die Kita Sonnenblume" (no explanation of the animal), a single word in quotation marks.
 */
function isGivenName(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined || !isCapitalised(token.text)) return false;
  const previous = tokens[index - 1]?.text ?? "";
  const quoted = /^[„"»‚]$/.test(previous) && /^[“"«‘”]$/.test(tokens[index + 1]?.text ?? "");
  const named = NAME_TAKING_NOUN.test(quoted ? (tokens[index - 2]?.text ?? "") : previous);
  return quoted || named;
}

function formatTokens(tokens: readonly Token[], bold: boolean, capitalise = true): string {
  if (!bold) return renderTokens(tokens, capitalise);
  return renderTokens(
    tokens.map((token) =>
      NEGATION_WORDS.has(token.text.toLowerCase()) ? { ...token, text: `**${token.text}**` } : token,
    ),
    capitalise,
  );
}

/**
 * The first word of `tokens` (after a list mark) in the case it has inside a sentence: "wenn",
 * "mit"; a noun or name keeps its capital.
 */
function lowerFirstWord(tokens: readonly Token[], formal: boolean): Token[] {
  const at = tokens.findIndex((token) => token.kind === "w");
  const first = tokens[at];
  if (first === undefined || tokens.slice(0, at).some((token) => token.kind !== "p")) return [...tokens];
  return tokens.map((token, index) =>
    index === at ? { ...token, text: trueCaseInitial(first.text, formal) } : token,
  );
}

/** A personal pronoun that opens a two-word clause ("Du fragst:", "Er sagt:"). */
const SUBJECT_PRONOUN = /^(?:ich|du|er|sie|es|wir|ihr|man)$/i;

/** Lists are made only from clauses longer than this (in words). */
const LIST_MIN_WORDS = 12;

/**
 * Explanations in the main text: the first sentences of the entry, at most this many lines. Einfache
 * Sprache runs its sentences on, so its explanation is the first sentence only: a second sentence
 * in the middle of a paragraph is mostly a side remark ("Wer Bürgergeld bekommt, erhält kein
 * Wohngeld …").
 */
const EXPLANATION_SENTENCES = { leicht: 2, einfach: 1 } as const;
const EXPLANATION_LINES = 2;

/**
 * A glossary explanation as output lines: its first sentences, simplified like the text (so an
 * explanation never brings back a relative clause or a genitive), without explanations of its own.
 */
function explanationLines(entry: GlossaryEntry, context: Context): Line[] {
  const { level, separator, variant } = context.options;
  const key = [entry.term, level, separator, variant, context.formal, context.letter, context.office].join(
    "\u0000",
  );
  let lines = explanationCache.get(key);
  if (lines === undefined) {
    lines = explanationLinesUncached(entry, context);
    if (explanationCache.size >= EXPLANATION_CACHE_LIMIT) explanationCache.clear();
    explanationCache.set(key, lines);
  }
  return lines.map((line) => ({ ...line }));
}

/** Simplified explanations per term and the options they depend on (the glossary is fixed). */
const explanationCache = new Map<string, Line[]>();
const EXPLANATION_CACHE_LIMIT = 5_000;

function explanationLinesUncached(entry: GlossaryEntry, context: Context): Line[] {
  const { level } = context.options;
  const source = explanationText(entry, context.options, context.office);
  const sentences = segmentText(source.replace(/\s*\n\s*/g, " "))
    .sentences.map((sentence) => sentence.text.trim())
    .filter((sentence) => sentence.length > 0)
    .slice(0, EXPLANATION_SENTENCES[level]);
  const keepWords = new Set([entry.term, ...entry.forms].map((form) => form.toLowerCase()));
  const inner: Context = { ...context, applied: new Applied(), explanationsLeft: 0, keepWords };
  const lines: Line[] = [];
  for (const sentence of sentences) {
    let simplified = simplifySentence(sentence, inner);
    // Explanations are extra material: one that still breaks a rule of its level (a long
    // sentence, a subordinate clause in Leichte Sprache) loses its examples ("…, zum Beispiel
    // eine Lohnabrechnung oder ein Kontoauszug.") or is left out, never shown in a harder form
    // than the text.
    if (!simplified.every((line) => followsRules(line.text, level, entry))) {
      const shorter = withoutExampleTail(sentence);
      simplified = shorter === sentence ? [] : simplifySentence(shorter, inner);
      if (!simplified.every((line) => followsRules(line.text, level, entry))) break;
    }
    // The first line defines the term and so names it. A rewrite that loses it turned the
    // definition into something else: "Das Wort sofern bedeutet: wenn." became "Das Wort wenn
    // bedeutet: wenn." (sofern -> wenn), "Ein Ausländer ist ein Mensch, wenn er sich außerhalb des
    // eigenen Landes befindet." became "Vielleicht befindet er sich außerhalb vom eigenen Land." /
    // "Dann ist ein Ausländer ein Mensch.". The sentence then stands as written, if its level allows.
    // (A definition by a derived word stays as it is: "Ein befristeter Vertrag endet …".)
    // A definition whose term moved to a later line stays ("Die Zeit, in der … heranwächst, nennt man
    // Schwangerschaft." -> "In der Zeit wächst … heran." / "Die Zeit nennt man Schwangerschaft.");
    // not one whose condition went first, nor a term line left with a bare "das" ("Der Sach·verhalt
    // ist das.").
    const kept =
      simplified[0]?.text.startsWith("Vielleicht") === true
        ? namesTerm(simplified[0]?.text ?? "", entry)
        : simplified.some(
            (line) => namesTerm(line.text, entry) && !/\s(?:das|dies|es|so)[.!]$/.test(line.text),
          );
    if (lines.length === 0 && namesTerm(sentence, entry) && !kept) {
      if (!followsRules(sentence, level, entry)) break;
      lines.push({ text: sentence, formatted: sentence, explanation: true });
      break;
    }
    // The first sentence always; a second only while the explanation stays within two lines.
    if (lines.length > 0 && lines.length + simplified.length > EXPLANATION_LINES) break;
    lines.push(...simplified);
  }
  // A question needs its answer ("Sie brauchen Hilfe im Alltag?" / "Dann …"): never end on one. The
  // glossary words the condition of a "Dann …" sentence as such a question ("Sie finden eine
  // Entscheidung vom Amt falsch?"), so a cut "Dann …" never leaves it standing as a fact; a
  // sequence ("Sie bekommen dafür meistens eine Spritze." / "Dann …") stays.
  while (lines.length > 1 && lines.at(-1)?.text.endsWith("?")) lines.pop();
  // "Ein Kinder·arzt ist ein Arzt." alone explains nothing: no explanation. ("Die Arbeits·zeit ist
  // die Zeit." / "Sie arbeiten in der Zeit.", a relative clause on a line of its own, stays.)
  if (lines.length === 1 && isCircularDefinition(lines[0]?.text ?? "", entry.term)) return [];
  return lines.map((line) => ({ text: line.text, formatted: `_${line.text}_`, explanation: true }));
}

/**
 * The glossary's explanation for the level: outside an office's text its general wording, where
 * the entry has one ("Ablehnung bedeutet: Jemand sagt Nein …" in a bank's letter). The Mediopunkt
 * the glossary writes goes: the explanation's compounds are separated like the text's, with the
 * text's separator ("Reisepass" in the text, "Ein Reisepass ist …" below it, not "Reise·pass";
 * "Kranken-Kasse" with hyphens, "Krankenkasse" without separators).
 */
function explanationText(entry: GlossaryEntry, options: SimplifyOptions, office: boolean): string {
  const leicht = options.level === "leicht";
  const general = leicht ? entry.explanation_leicht_general : entry.explanation_einfach_general;
  const text =
    office || general === undefined
      ? leicht
        ? entry.explanation_leicht
        : entry.explanation_einfach
      : general;
  // With the Mediopunkt, the glossary's other splits stay ("Allein·erziehenden": the separator
  // step would leave that word whole, and too long); the term is written as the text writes it.
  if ((options.separator ?? "mediopunkt") !== "mediopunkt") return text.replace(/·/g, "");
  const names = new Set([entry.term, ...entry.forms].map(plainSpelling));
  return text.replace(/[\p{L}·]+/gu, (word) =>
    word.includes("·") && names.has(plainSpelling(word)) ? word.replace(/·/g, "") : word,
  );
}

/** A list of examples at the end of an explanation sentence, up to its final punctuation. */
const EXAMPLE_TAIL = /,\s+(?:zum Beispiel|z\. ?B\.)\s([^.!?]*)(?=[.!]$)/u;

/**
 * The sentence without its closing list of examples ("…, zum Beispiel Masern, Tetanus oder
 * Grippe."). An example inserted between commas is no tail: what follows its closing comma is the
 * rest of the sentence and ends in a verb or particle ("Bei einer Lastschrift zieht ein
 * Zahlungsempfänger, zum Beispiel ein Stromanbieter, den Betrag von Ihrem Konto ein, wenn …
 * erteilt haben."); cutting there left the torso "Bei einer Lastschrift zieht ein Zahlungsempfänger.".
 */
function withoutExampleTail(sentence: string): string {
  const tail = EXAMPLE_TAIL.exec(sentence)?.[1];
  if (tail === undefined) return sentence;
  if (tail.includes(",") && /(?:^|\s)\p{Ll}[\p{L}-]*$/u.test(tail.trim())) return sentence;
  return sentence.replace(EXAMPLE_TAIL, "");
}

/** Leichte Sprache explanations stay within the length the text aims at (share of lines <= 12 words). */
const EXPLANATION_MAX_WORDS = 12;

/**
 * Whether a line has no error-level finding under the rules of its level. A finding on the term
 * itself does not count: the text already has the word ("Die IBAN ist die Nummer von einem Konto.").
 */
function followsRules(text: string, level: SimplifyOptions["level"], entry: GlossaryEntry): boolean {
  if (
    level === "leicht" &&
    text.split(/\s+/).filter((part) => /\p{L}/u.test(part)).length > EXPLANATION_MAX_WORDS
  )
    return false;
  const names = new Set([entry.term, ...entry.forms].map(plainSpelling));
  return checkText(text, { profile: level }).findings.every(
    (finding) =>
      finding.severity !== "error" || names.has(plainSpelling(text.slice(finding.start, finding.end))),
  );
}

/**
 * Whether a line names the entry's term: one of its words of 4 letters or more (all words of a
 * shorter term; the sense qualifier in brackets aside) by its stem, so "Schafe sind …" names Schaf
 * and "Der Grad von der Behinderung ist eine Zahl." names Grad der Behinderung.
 */
function namesTerm(text: string, entry: GlossaryEntry): boolean {
  const plain = plainSpelling(text);
  const words = plainSpelling(entry.term.replace(/\s*\(.*\)$/, "")).split(/\s+/);
  const long = words.filter((word) => word.length >= 4);
  return (long.length > 0 ? long : words).some((word) =>
    plain.includes(word.slice(0, Math.max(4, word.length - 2))),
  );
}

/** A word without separators and case: "Berufs·genossenschaft" and "Berufsgenossenschaft" are one. */
const plainSpelling = (text: string): string => text.replace(/[·-]/g, "").toLowerCase();

/** "Das steht in Paragraf 2 …" (legal-basis.ts), and "Das ist eine Satzung." before one. */
function isCitation(clauses: readonly Clause[], index: number): boolean {
  const [first, second, third] = clauses[index]?.tokens ?? [];
  if (first?.text !== "Das") return false;
  if (second?.text === "steht") return true;
  return second?.text === "ist" && /^eine?$/.test(third?.text ?? "") && isCitation(clauses, index + 1);
}

/**
 * "… setzen wir die Hundesteuer fest." / "Das gilt ab dem 1. Januar 2026." / "Das steht in
 * Paragraf 2 …": the citation says where the decision comes from, so it follows the decision and
 * the date sentence goes after it ("Das" would otherwise point at the date).
 */
function citationsBeforeDates(clauses: readonly Clause[]): Clause[] {
  const ordered = [...clauses];
  for (let index = 0; index < ordered.length; index += 1) {
    if (ordered[index]?.dated !== true) continue;
    // A run of date sentences ("Das gilt ab …" / "Die Anmeldung ist vom …") moves as one.
    let run = index + 1;
    while (run < ordered.length && ordered[run]?.dated === true) run += 1;
    let after = run;
    while (after < ordered.length && isCitation(ordered, after)) after += 1;
    if (after === run) {
      index = run - 1;
      continue;
    }
    const dates = ordered.splice(index, run - index);
    ordered.splice(after - dates.length, 0, ...dates);
    index = after - 1;
  }
  return ordered;
}

/**
 * One source sentence -> output lines (Leichte Sprache: one sentence per line). With `lowerStart`
 * its first line starts in lower case, as the source line does ("bei dem Amtsgericht Bochum").
 */
function simplifySentence(sentenceText: string, context: Context, lowerStart = false): Line[] {
  const { options, applied } = context;
  const leicht = options.level === "leicht";
  const tokens = markAttributiveParticiples(tokenize(sentenceText));
  if (tokens.length === 0) return [];
  // A line that ends in a colon ("Folgende Unterlagen sind beizufügen:" before a list) is a clause
  // that ends there: its colon is the clause end, not a token of the clause.
  const end =
    finalPunctuation(tokens) ?? (tokens.at(-1)?.text === ":" && tokens.length > 2 ? ":" : undefined);
  // "Warum nennt ihr mich Noomi!?": the question mark ends the sentence, the "!" before it goes.
  const body =
    end === undefined ? tokens : tokens.slice(0, end === "?" && tokens.at(-2)?.text === "!" ? -2 : -1);
  const first = body[0];
  if (first !== undefined && first.kind === "w")
    body[0] = { ...first, text: trueCaseInitial(first.text, context.formal) };
  body.splice(0, body.length, ...lowerFlattenedLineStarts(body, context.formal));
  if (leicht) body.splice(0, body.length, ...ifAnyToPerhaps(frontAber(dropFillerParticles(body, end))));
  if (leicht) body.splice(0, body.length, ...(seiEsToOb(body) ?? body));
  // "Da starb Elimelech, der Mann Noomis, …" -> "Da starb Elimelech …" + "Elimelech war der Mann Noomis."
  const whole = [...body];
  // "… kann Ihr Bürgergeld nach Paragraf 32 Sozialgesetzbuch 2 gemindert werden." -> the sentence
  // without it + "Das steht in Paragraf 32 vom Sozialgesetzbuch 2." Only in a text that addresses
  // its reader: in a news item "Das steht in …" would read as if the event stood in the law.
  const legalBasis =
    leicht && context.formal && body.length <= MAX_TOKENS_FOR_SYNTAX
      ? takeLegalBasis(body, end ?? "", context.formal, context.quotedCitations)
      : undefined;
  applied.add("legal-basis", legalBasis !== undefined);
  const appositions =
    leicht && body.length <= MAX_TOKENS_FOR_SYNTAX
      ? takeAppositions(body, { present: context.letter, formal: context.formal })
      : [];
  const words = countWords(body);
  // Leichte Sprache: "Er sagte, er sei krank." -> "Er sagte: Er ist krank." before the split.
  const direct =
    leicht && body.length <= MAX_TOKENS_FOR_SYNTAX ? indirectToDirect(body, context.formal) : undefined;
  applied.add("indirect-to-direct", direct !== undefined);
  let clauses: Clause[] = [{ tokens: direct ?? body, end: end ?? "" }];
  const split = body.length <= MAX_TOKENS_FOR_SYNTAX && (leicht || words > EINFACH_SPLIT_WORDS);
  // Leichte Sprache: a list inside the verb bracket ("Sie müssen A, B und C beifügen.") is taken
  // before the split, which could read an item's "die" as a relative pronoun; the split then works
  // on the clause before the colon ("Sie müssen Folgendes beifügen:").
  const bracket =
    leicht && split && countWords(direct ?? body) > LIST_MIN_WORDS
      ? verbBracketList(direct ?? body, end ?? "", context.formal)
      : undefined;
  applied.add("lists", bracket !== undefined);
  if (split) {
    const [head, ...bullets] = bracket ?? clauses;
    const whole = head ?? { tokens: direct ?? body, end: "" };
    const splitOptions = {
      formal: context.formal,
      variant: options.variant ?? 0,
      leicht,
      letter: context.letter,
    };
    // "…, dass Sie … anzuzeigen, besonders einen Umzug, die Heirat oder …": examples that close
    // the sentence go to their own line first when the rest then splits (the list tail kept the
    // split from reading the clauses); otherwise the examples' step after the rewrites decides.
    const examples = leicht && bracket === undefined ? splitExampleTail(whole) : undefined;
    const [rest, ...exampleLines] = examples ?? [];
    const restSplit = rest === undefined ? undefined : splitSentence(rest, splitOptions);
    // "Sollten sich Änderungen ergeben, zum Beispiel ein Umzug, teilen Sie …": the examples go out,
    // the rest splits, and their line follows the first clause ("Vielleicht ergeben sich …").
    const inner =
      leicht && bracket === undefined && examples === undefined ? takeInnerExamples(whole) : undefined;
    const innerSplit = inner === undefined ? undefined : splitSentence(inner[0], splitOptions);
    clauses = [
      ...(restSplit !== undefined && restSplit.length > 1
        ? [...restSplit, ...exampleLines]
        : inner !== undefined &&
            innerSplit !== undefined &&
            innerSplit.length > 1 &&
            innerSplit[0]?.tokens[0]?.text === "Vielleicht"
          ? [...innerSplit.slice(0, 1), inner[1], ...innerSplit.slice(1)]
          : splitSentence(whole, splitOptions)),
      ...(bracket === undefined ? [] : bullets),
    ];
    applied.add("split-sentences", clauses.length > 1 + bullets.length);
  }
  // Einfache Sprache: a sentence still over 20 words is cut once at its best point.
  if (!leicht && body.length <= MAX_TOKENS_FOR_SYNTAX) {
    const cut = splitEach(clauses, (clause) => splitLongEinfach(clause, context.formal));
    applied.add("split-long-einfach", cut.length > clauses.length);
    clauses = cut;
  }
  if (leicht && body.length <= MAX_TOKENS_FOR_SYNTAX) {
    // A long clause that ends in a list of noun phrases: "Sie brauchen:" + one line per item; a
    // list of ways: "Sie können die Unterlagen so schicken:" + one line per way.
    const listed = splitEach(clauses, (clause) =>
      countWords(clause.tokens) > LIST_MIN_WORDS && !clause.bullet
        ? (splitList(clause.tokens, clause.end, context.formal) ?? mannerList(clause.tokens, clause.end))
        : undefined,
    );
    applied.add("lists", listed.length > clauses.length);
    clauses = placeAppositions(listed, appositions, (tokens) => ({ tokens, end: "." }));
  }
  if (legalBasis !== undefined) {
    // Right after the last clause that holds a word of the citation's own clause.
    const anchor = clauses.findLastIndex((clause) =>
      clause.tokens.some((token) => legalBasis.anchor.includes(token)),
    );
    let at = anchor < 0 ? clauses.length : anchor + 1;
    // "Wir mindern Ihr Bürgergeld." / "Denn …": a clause that leans on it by its connector (or a
    // list item) stays with it; the citation follows the group. So does what a colon announces
    // ("Ich fordere Sie auf:" / "Sie müssen … zahlen.").
    while (
      at < clauses.length &&
      (clauses[at]?.bullet === true ||
        clauses[at - 1]?.end === ":" ||
        LEANING.test(clauses[at]?.tokens[0]?.text ?? ""))
    )
      at += 1;
    const stated = legalBasis.sentences.map((tokens) => ({ tokens, end: "." }));
    clauses = [...clauses.slice(0, at), ...stated, ...clauses.slice(at)];
  }
  // A split that lost a content word, number or negation misread the sentence: it stays whole.
  const framed =
    legalBasis === undefined ? whole : whole.filter((token) => !legalBasis.frame.includes(token));
  if (clauses.length > 1 && losesContent(framed, clauses)) {
    clauses = [{ tokens: whole, end: end ?? "" }];
    applied.add("split-reverted");
  }
  // Long sentences keep their structure but still get the local word rewrites (genitive, synonyms).
  const syntax = body.length <= MAX_TOKENS_FOR_SYNTAX;
  // "Ihr Antrag kann nicht bearbeitet werden und muss abgelehnt werden": one clause per passive.
  if (leicht && syntax)
    clauses = splitEach(clauses, (clause) => splitCoordinatedPassive(clause, context.formal));
  clauses = clauses.map((clause, index) =>
    leftoverSemicolons(
      transformClause(
        clause,
        reportsSource(clauses[index - 1]) || readersCare(clauses[index - 1], clause)
          ? { ...context, letter: false }
          : context,
        syntax,
      ),
      leicht,
    ),
  );
  // "… beim Bürgermeister, Creiler Platz 1, einlegen." -> the clause + "Die Adresse ist Creiler Platz 1."
  if (leicht && syntax) clauses = splitEach(clauses, splitAddressApposition);
  // "… unter Angabe vom Aktenzeichen …" -> the clause + "Bitte geben Sie dabei das Aktenzeichen an."
  if (leicht && syntax && context.formal)
    clauses = splitEach(splitEach(clauses, splitUnterAngabe), splitIban);
  // "In der Strafsache gegen … lädt man Sie …" -> "Es geht um die Strafsache gegen …" + "Man lädt
  // Sie …"; "…, Aktenzeichen 4 M 1187/26, zugestellt" -> "… zugestellt." + "Das Aktenzeichen ist …".
  if (leicht && syntax && context.formal)
    clauses = splitEach(splitEach(clauses, splitCaseFrame), splitFileNumber);
  // "Wir haben Ihren Antrag vom 3. Juni 2025 auf … geprüft." -> "… Antrag auf … geprüft." + "Der
  // Antrag ist vom 3. Juni 2025." (before the steps whose "Das …" sentence must follow the clause).
  // A clause that opens with our reminders and their dates keeps them for splitDespiteReminder (tried
  // on "Trotz …" clauses only).
  if (leicht && syntax)
    clauses = splitEach(clauses, (clause) =>
      context.formal && opensWithTrotz(clause) && splitDespiteReminder(clause) !== undefined
        ? undefined
        : splitDocumentDate(clause),
    );
  // "Sie müssen … bis zum 15. August 2025 … überweisen": the deadline gets its own sentence.
  if (leicht && syntax) clauses = splitEach(clauses, splitDeadline);
  // "Für den Zeitraum von Oktober 2025 bis März 2026 ergibt sich …": the period gets its own sentence.
  if (leicht && syntax && context.formal)
    clauses = splitEach(splitEach(splitEach(clauses, splitPeriodLead), splitDespiteReminder), splitDueDates);
  // "Darum bewilligen wir Ihnen ab dem 1. März 2026 …": "Das gilt ab dem 1. März 2026." on its own.
  if (leicht && syntax) clauses = splitEach(clauses, splitStartDate);
  // "Sie haben am 3. September 2025 um 14:22 Uhr … überschritten": "Das war am …" on its own.
  if (leicht && syntax) clauses = splitEach(clauses, splitPastDate);
  // "Sie haben als Führer des Pkw mit dem Kennzeichen DO-KP 418 … überschritten." -> "Sie haben das
  // Auto mit dem Kennzeichen DO-KP 418 gefahren." + "Dabei haben Sie … überschritten."
  if (leicht && syntax && context.formal) clauses = splitEach(clauses, splitDriverRole);
  // "… für die Zeit vom 1. Mai bis 31. Mai 2025 teilweise in Höhe von 312,40 Euro auf": "Es geht um
  // die Zeit vom …" and "Es geht um 312,40 Euro." on their own, while the clause is still long; so
  // is a trailing "…, mindestens aber 300 Euro".
  if (leicht && syntax) clauses = splitPeriodsAndAmounts(clauses);
  if (leicht && syntax) clauses = citationsBeforeDates(clauses);
  // "… schriftlich oder zur Niederschrift bei … einlegen." -> the clause + one sentence per way.
  if (leicht && syntax && context.formal) clauses = splitFilingManners(clauses);
  // "…, zum Beispiel A, B und C." closing a long clause: "Zum Beispiel: …" on a line of its own
  // (after the rewrites, which may lengthen the clause).
  if (leicht && syntax) {
    const examples = splitEach(clauses, splitExampleTail);
    applied.add("example-tail", examples.length > clauses.length);
    clauses = examples;
  }
  const lines: Line[] = [];
  const bold = leicht && options.boldNegations !== false;
  let pending: { text: string; formatted: string } | undefined;
  let pendingTokens: readonly Token[] = [];
  const entries: GlossaryEntry[] = [];
  for (const clause of clauses) {
    let clauseTokens = clause.tokens;
    if (leicht) {
      const separated = separateCompounds(clauseTokens, options.separator ?? "mediopunkt");
      clauseTokens = separated.tokens;
      applied.add("compounds", separated.count);
    }
    if (clause.bullet) {
      if (pending !== undefined) lines.push({ ...pending, explanation: false });
      pending = undefined;
      lines.push({
        text: `- ${renderTokens(clauseTokens, false)}`,
        formatted: `- ${formatTokens(clauseTokens, bold, false)}`,
        explanation: false,
      });
      entries.push(...explanationsFor(clause.tokens, context));
      continue;
    }
    // The first word in its own case, as at the start of a sentence ("mit", "Antrag", "Sie").
    const lowerHere = lowerStart && clause === clauses[0];
    if (lowerHere) clauseTokens = lowerFirstWord(clauseTokens, context.formal);
    // "Iss dich satt!." (the quoted words' mark, the closing quote gone): the mark ends the line.
    const closed = /^[!?]$/.test(clauseTokens.at(-1)?.text ?? "") && clause.end === ".";
    const clauseEnd = closed ? "" : clause.end;
    const text = renderTokens(clauseTokens, !lowerHere) + clauseEnd;
    const formatted = formatTokens(clauseTokens, bold, !lowerHere) + clauseEnd;
    // Leichte Sprache: a full clause after a colon starts its own line ("Gott sah:" / "Es war gut.").
    const fullClause = hasFiniteVerb(clause.tokens) || isImperative(clause.tokens[0]);
    // A two-word request counts too ("und sagte:" / "Steh auf!"), so does pronoun + verb ("Du fragst:")
    // and noun + verb ("Wir haben festgestellt:" / "Angaben fehlen.").
    const long =
      clause.tokens.length >= 3 ||
      (clause.tokens.length === 2 &&
        (isImperative(clause.tokens[0]) ||
          SUBJECT_PRONOUN.test(clause.tokens[0]?.text ?? "") ||
          (nounReadings(clause.tokens[0]).length > 0 && isFiniteVerbToken(clause.tokens[1]))));
    if (leicht && pending !== undefined && fullClause && long) {
      lines.push({ ...pending, explanation: false });
      pending = undefined;
    }
    const joined = pending
      ? { text: `${pending.text} ${text}`, formatted: `${pending.formatted} ${formatted}` }
      : { text, formatted };
    if (clause.end === ":") {
      pending = joined;
      pendingTokens = clause.tokens;
      continue;
    }
    pending = undefined;
    lines.push({ ...joined, explanation: false });
    entries.push(...explanationsFor(clause.tokens, context));
  }
  if (pending) {
    // A clause that ends the sentence with its colon ("Folgende Unterlagen sind beizufügen:").
    lines.push({ ...pending, explanation: false });
    entries.push(...explanationsFor(pendingTokens, context));
  }
  if (context.part === "head") {
    context.headEntries.push(...entries);
    return lines;
  }
  for (const entry of entries) {
    lines.push(...explanationLines(entry, context));
    applied.add("glossary-explanations");
  }
  return lines;
}

/**
 * Simplifies German text into Leichte Sprache or Einfache Sprache. Deterministic, never throws,
 * linear in the text length. Every step fires only when it is confident (see README "Simplification").
 */
export function simplifyText(text: string, options: SimplifyOptions): SimplifyOutput {
  if (typeof text !== "string" || text.trim() === "") return { ...EMPTY_OUTPUT, applied: [] };
  const applied = new Applied();
  const rewritten = rewriteText(text, options, applied);
  const mode = options.explanations ?? "default";
  const formal = options.addressReader ?? isFormal(rewritten);
  const context: Context = {
    options,
    formal,
    letter: formal && OFFICIAL.test(rewritten),
    office: fromOffice(rewritten),
    applied,
    explained: new Set(),
    explanationsLeft: EXPLANATION_LIMITS[mode],
    words: [],
    textWords: rewritten.toLowerCase().match(/[\p{L}·-]+/gu) ?? [],
    definers: [],
    quotedCitations: quotedCitations(text),
    part: "body",
    headEntries: [],
  };
  const segmentation = segmentText(rewritten);
  const plain: string[] = [];
  const formatted: string[] = [];
  const leicht = options.level === "leicht";
  // Where a quotation is open; Leichte Sprache dropped the marks, the text rewritten with them shows it.
  const quoted = !/[„“”«»"]/.test(text)
    ? undefined
    : openQuotations(leicht ? rewriteText(text, options, new Applied(), true) : rewritten, rewritten);
  const [body, closing] = letterParts(rewritten, segmentation.paragraphs);
  /** Each sentence's words in lower case, read once (they are the words near two sentences). */
  const wordsOf: (string[] | undefined)[] = [];
  const sentenceWords = (index: number): string[] =>
    (wordsOf[index] ??= segmentation.sentences[index]?.text.toLowerCase().match(/\p{L}+/gu) ?? []);
  /** Explanations carried into the next paragraph (see below). */
  let carried: Line[] = [];
  let afterSalutation = false;
  for (const [paragraphIndex, paragraph] of segmentation.paragraphs.entries()) {
    const lines: Line[] = [];
    context.part = paragraphIndex < body ? "head" : paragraphIndex === closing ? "closing" : "body";
    // A letter's head and signature keep their lines (see sourceLines).
    const sentences = paragraph.sentenceIndexes.flatMap((index) => {
      const sentence = segmentation.sentences[index];
      return sentence === undefined
        ? []
        : sourceLines(sentence, context.part !== "body").map((line) => ({ ...line, index }));
    });
    const quotationLeft = sentencesLeftInQuotation(sentences, quoted);
    for (const [position, sentence] of sentences.entries()) {
      const { index } = sentence;
      // The sentences before and after it in the paragraph (glossary `excludes` cues).
      context.words = paragraph.sentenceIndexes
        .filter((other) => Math.abs(other - index) === 1)
        .flatMap((other) => sentenceWords(other));
      context.definers = [
        segmentation.sentences[index]?.text ?? sentence.text,
        segmentation.sentences[index + 1]?.text ?? "",
      ];
      // Einfache Sprache goes on in lower case after a salutation's comma ("Sehr geehrte Frau
      // Müller," / "das Mietverhältnis endet …"); Leichte Sprache starts a sentence on its own line.
      // A list item that goes on with the sentence before the list ("- eine Kopie …,") keeps its
      // lower case in both: Leichte Sprache writes its own items so ("Sie brauchen:" / "- die
      // Geburts·urkunde"), and such an item is no sentence of its own.
      const lowerStart =
        sentence.lowerStart || (!leicht && afterSalutation) || lowerCaseItem(rewritten, sentence.start);
      const simplified = simplifySentence(sentence.text, context, lowerStart);
      afterSalutation = isSalutation(sentence.text);
      const sentenceEnd = simplified.findLast((line) => !line.explanation);
      if (sentenceEnd !== undefined) {
        sentenceEnd.sentenceEnd = true;
        const left = quotationLeft[position];
        if (left !== undefined) sentenceEnd.quotationLeft = left;
      }
      // Einfache Sprache runs sentences on, but a line the source ended by a line break stays a
      // line (a greeting, a signature: "Mit freundlichen Grüßen" / "Ihr Bürgeramt").
      const last = simplified.at(-1);
      if (last !== undefined && !leicht && endsLine(rewritten, sentence.end)) {
        last.lineEnd = true;
        // A heading, a label or a list item ("Personalausweis beantragen", "- die Geburtsurkunde",
        // "Folgende Unterlagen sind beizufügen:"; no closing full stop, the dot of a club's or
        // cooperative's "e. V." / "e. G." is none: "Lebensmittelausgabe der Tafel Rosenau e. V.")
        // keeps its own line; the explanation of one of its words follows below it, not inside it.
        const body = simplified.findLast((line) => !line.explanation);
        if (body !== undefined && body !== last && !closedSentence(body.text)) body.lineEnd = true;
      }
      lines.push(...simplified);
    }
    // The head's words are explained after the first paragraph of the letter's own text.
    if (
      context.part === "body" &&
      context.headEntries.length > 0 &&
      lines.some((line) => !line.explanation && !GREETING_LINE.test(line.text))
    ) {
      for (const entry of context.headEntries) lines.push(...explanationLines(entry, context));
      context.headEntries = [];
    }
    // Explanations after a paragraph that ends in a colon wait for what it announces: "… haben wir
    // für Sie folgenden Termin vorgesehen:" / "Dienstag, 10. März 2026, 13:40 Uhr" / explanations
    // (before the explanations of that paragraph's own last words).
    lines.splice(lines.findLastIndex((line) => !line.explanation) + 1, 0, ...carried);
    carried = [];
    if (lines.length === 0) continue;
    const ordered = placeExplanations(lines);
    const waiting = explanationsAfterColon(ordered);
    const next = paragraphIndex + 1;
    if (waiting > 0 && next < segmentation.paragraphs.length && next !== closing)
      carried = ordered.splice(-waiting);
    plain.push(joinLines(ordered, leicht, (line) => line.text));
    formatted.push(joinLines(ordered, leicht, (line) => line.formatted));
  }
  return {
    simplified_text: plain.join("\n\n"),
    formatted_text: formatted.join("\n\n"),
    applied: applied.names,
  };
}
