// Closed word classes the lexicon does not list (it knows nouns, verbs and adjectives only).
import {
  DEFINITE_ARTICLE_FORMS,
  INDEFINITE_ARTICLE_FORMS,
  NEGATIVE_ARTICLE_FORMS,
} from "../language/articles.ts";
import { ACCUSATIVE_PREPOSITIONS, DATIVE_PREPOSITIONS, PREPOSITIONS } from "../language/prepositions.ts";
import { SUBORDINATING_CONJUNCTIONS } from "../language/subordinators.ts";
import { WEEKDAY_NAMES } from "../language/weekday-names.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";

export type Agreement = { person: Person; number: GrammaticalNumber };

/** Personal pronouns in the nominative with the verb agreement they need ("Sie": 3rd plural). */
export const SUBJECT_PRONOUNS: ReadonlyMap<string, readonly Agreement[]> = new Map<
  string,
  readonly Agreement[]
>([
  ["ich", [{ person: 1, number: "singular" }]],
  ["du", [{ person: 2, number: "singular" }]],
  ["er", [{ person: 3, number: "singular" }]],
  [
    "sie",
    [
      { person: 3, number: "singular" },
      { person: 3, number: "plural" },
    ],
  ],
  ["es", [{ person: 3, number: "singular" }]],
  ["man", [{ person: 3, number: "singular" }]],
  ["wir", [{ person: 1, number: "plural" }]],
  ["ihr", [{ person: 2, number: "plural" }]],
]);

/** The definite article in the nominative singular per gender, also the relative pronoun ("der", "die", "das"). */
export const DEFINITE_NOMINATIVE = { m: "der", f: "die", n: "das" } as const;

/** Determiners that open a masculine nominative ("der Mann", "ein Verkäufer", "Ihr Vermieter"). */
export const MASCULINE_NOMINATIVE = /^(?:der|dieser|jener|jeder|ein|kein|mein|dein|sein|ihr|unser|euer)$/i;

export const DETERMINERS: ReadonlySet<string> = new Set([
  ...DEFINITE_ARTICLE_FORMS,
  ...INDEFINITE_ARTICLE_FORMS,
  ...NEGATIVE_ARTICLE_FORMS,
  "mein",
  "meine",
  "meinen",
  "meinem",
  "meiner",
  "meines",
  "dein",
  "deine",
  "deinen",
  "deinem",
  "deiner",
  "deines",
  "sein",
  "seine",
  "seinen",
  "seinem",
  "seiner",
  "seines",
  "ihr",
  "ihre",
  "ihren",
  "ihrem",
  "ihrer",
  "ihres",
  "unser",
  "unsere",
  "unseren",
  "unserem",
  "unserer",
  "unseres",
  "euer",
  "eure",
  "euren",
  "eurem",
  "eurer",
  "eures",
  "dieser",
  "diese",
  "dieses",
  "diesen",
  "diesem",
  "jeder",
  "jede",
  "jedes",
  "jeden",
  "jedem",
  "irgendein",
  "irgendeine",
  "irgendeinen",
  "irgendeinem",
  "irgendeiner",
  "irgendeines",
  "alle",
  "viele",
  "einige",
  "manche",
  "beide",
  "mehrere",
]);

export { ACCUSATIVE_PREPOSITIONS, DATIVE_PREPOSITIONS, PREPOSITIONS };

export const COORDINATORS: ReadonlySet<string> = new Set(["und", "oder", "aber", "denn", "doch", "sondern"]);

/** Words that are never nouns, verbs or adjectives here: lower-case them at a sentence start. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...SUBJECT_PRONOUNS.keys(),
  ...PREPOSITIONS,
  ...COORDINATORS,
  "mich",
  "mir",
  "dich",
  "dir",
  "ihn",
  "ihm",
  "uns",
  "euch",
  "ihnen",
  "sich",
  "also",
  "dann",
  "da",
  "dort",
  "hier",
  "so",
  "im",
  "am",
  "beim",
  "vom",
  "zum",
  "zur",
  "bis",
  "wegen",
  "trotz",
  "während",
  "innerhalb",
  "außerhalb",
  "nicht",
  "auch",
  "nur",
  "noch",
  "schon",
  "sehr",
  "immer",
  "nie",
  "oft",
  "jetzt",
  "heute",
  "morgen",
  "bitte",
  "wenn",
  "weil",
  "dass",
  "ob",
  "als",
  "wie",
  "wo",
  "was",
  "wer",
  "warum",
  "wann",
  "deshalb",
  "darum",
  "trotzdem",
  "vielleicht",
  "danach",
  "zuerst",
  "außerdem",
  "dabei",
  "dafür",
  "gleichzeitig",
  "nun",
  "jedoch",
  "ferner",
  "zudem",
  "daher",
  "somit",
  "dies",
  "jemand",
  "niemand",
  "nichts",
  "etwas",
  "alles",
  "damit",
  "nachdem",
  "bevor",
  "obwohl",
  "falls",
  "sofern",
  "indem",
  "sodass",
  "welche",
  "welcher",
  "welches",
]);

/** Subordinating conjunctions handled by splitSubordinate. */
export const SUBORDINATORS: ReadonlySet<string> = new Set([
  ...SUBORDINATING_CONJUNCTIONS,
  // Causal "da" ("Da es regnet, …"): splitSubordinate only splits a verb-final clause.
  "da",
]);

export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(["der", "die", "das", "den", "dem", "denen"]);

/**
 * The eight everyday contractions of preposition and article (im, am, vom, zum, zur, beim, ins,
 * ans) that open a noun phrase; CONTRACTED_PREPOSITIONS below lists all of them with their plain form.
 */
/** Unstressed object pronouns, which stand right after the verb and its subject ("Bitte schicken Sie uns …"). */
export const OBJECT_PRONOUNS = /^(?:mich|dich|ihn|sie|es|uns|euch|ihm|ihr|ihnen|Ihnen|sich|mir|dir)$/;

/** A pronoun as the subject it becomes, with its person and number ("ihn" -> "er"). */
export type PronounAsSubject = { text: string; person: 1 | 2 | 3; number: "singular" | "plural" };

/** Accusative pronouns and the subject they become ("sie" may be one or many: left out). */
export const ACCUSATIVE_AS_SUBJECT: ReadonlyMap<string, PronounAsSubject> = new Map([
  ["mich", { text: "ich", person: 1, number: "singular" }],
  ["dich", { text: "du", person: 2, number: "singular" }],
  ["ihn", { text: "er", person: 3, number: "singular" }],
  ["uns", { text: "wir", person: 1, number: "plural" }],
  ["euch", { text: "ihr", person: 2, number: "plural" }],
]);

/** A possessive determiner: its stem and ending ("Ihre" -> Ihr + e, "euren" -> eur + en). */
export const POSSESSIVE_DETERMINER = /^(mein|dein|sein|ihr|unser|euer|eur)(e|en|em|er|es)?$/i;
/** A definite or possessive determiner ("den Termin", "Ihren Antrag", "mein Vater"). */
export const DEFINITE_DETERMINER =
  /^(?:der|die|das|den|dem|(?:mein|dein|sein|ihr|unser|euer|eur|Ihr)(?:e[rsnm]?)?)$/;
/** Words that open a clause stating a condition ("Vielleicht …" after the split, "Wenn …"). */
export const CONDITION_OPENERS = /^(?:vielleicht|falls|wenn|sofern)$/i;
/** A pronominal adverb: "dafür", "dazu", "darüber", "hierfür" … (it stands for what was said or follows). */
export const PRONOMINAL_ADVERB =
  /^(?:da|dar|hier)(?:für|zu|bei|von|gegen|über|auf|an|mit|durch|nach|in|aus|um|unter|neben|vor|hinter)$/i;

export const COMMON_CONTRACTIONS = /^(?:im|am|vom|zum|zur|beim|ins|ans)$/;

/** Contracted prepositions and their plain form ("übers Vieh" and "über die Erde" are parallel). */
export const CONTRACTED_PREPOSITIONS: Readonly<Record<string, string>> = {
  im: "in",
  ins: "in",
  am: "an",
  ans: "an",
  vom: "von",
  zum: "zu",
  zur: "zu",
  beim: "bei",
  übers: "über",
  aufs: "auf",
  durchs: "durch",
  fürs: "für",
  ums: "um",
};

/**
 * Nouns of time and the phrase that takes up one of them in a new sentence: "Es werden Tage
 * kommen, wo …" -> "An diesen Tagen …". Their "wo" clause means "when", not a place.
 */
export const TIME_NOUN_PHRASES: ReadonlyMap<string, string> = new Map([
  ["Tag", "An diesem Tag"],
  ["Tage", "An diesen Tagen"],
  ["Tagen", "An diesen Tagen"],
  ["Zeit", "In dieser Zeit"],
  ["Zeiten", "In diesen Zeiten"],
  ["Moment", "In diesem Moment"],
  ["Augenblick", "In diesem Augenblick"],
  ["Jahr", "In diesem Jahr"],
  ["Jahre", "In diesen Jahren"],
  ["Jahren", "In diesen Jahren"],
  ["Stunde", "In dieser Stunde"],
  ["Stunden", "In diesen Stunden"],
  ["Woche", "In dieser Woche"],
  ["Wochen", "In diesen Wochen"],
  ["Monat", "In diesem Monat"],
  ["Monate", "In diesen Monaten"],
  ["Nacht", "In dieser Nacht"],
  ["Abend", "An diesem Abend"],
  ["Morgen", "An diesem Morgen"],
]);

/** Prepositions with a pronominal adverb ("für das" -> "dafür"); not "in" (darin/darein), "ohne", "seit", "wegen". */
const PRONOMINAL_PREPOSITIONS =
  /^(?:an|auf|aus|bei|durch|für|gegen|hinter|mit|nach|neben|über|um|unter|von|vor|zu|zwischen)$/;

/**
 * The pronominal adverb that stands for preposition + "das"/"dem" pointing at a clause: "für das,
 * was …" -> "dafür", "von dem" (or "vom") -> "davon", "auf das" -> "darauf". Undefined for other words.
 */
export function pronominalAdverb(preposition: string): string | undefined {
  const lower = preposition.toLowerCase() === "vom" ? "von" : preposition.toLowerCase();
  if (!PRONOMINAL_PREPOSITIONS.test(lower)) return undefined;
  return /^[aeiouäöü]/.test(lower) ? `dar${lower}` : `da${lower}`;
}

/** Units of a sum of money or a share after its number: "10 Euro", "5 %". */
export const AMOUNT_UNITS = /^(?:Euro|EUR|€|Cent|Prozent|%)$/;

/**
 * Nouns of time (singular): "jeden Monat, den Sie arbeiten" is an adverbial of time; "pro Jahr",
 * "im Monat" give the period of an amount.
 */
export const TIME_NOUNS: ReadonlySet<string> = new Set([
  "Tag",
  "Woche",
  "Monat",
  "Jahr",
  "Stunde",
  "Minute",
  "Sekunde",
  "Abend",
  "Morgen",
  "Mittag",
  "Vormittag",
  "Nachmittag",
  "Nacht",
  "Moment",
  "Augenblick",
  "Mal",
  "Zeit",
  "Quartal",
  "Semester",
  "Wochenende",
  ...WEEKDAY_NAMES,
  "Feiertag",
  "Werktag",
  "Arbeitstag",
]);

/** Plural quantifiers before a noun: "folgende Unterlagen", "alle Kinder", "weitere Kosten". */
export const PLURAL_QUANTIFIER = /^(?:folgende|alle|sämtliche|weitere|einige|viele|mehrere|wenige|etliche)$/;

/**
 * Adverbs that may modify a declined adjective or participle inside a noun phrase: "die hierdurch
 * entstehenden Kosten", "die dafür nötigen Unterlagen", "die oben genannten Unterlagen".
 */
export const ATTRIBUTE_ADVERB =
  /^(?:(?:hier|da|dar)(?:durch|für|bei|mit|nach|von|aus|an|auf|über|unter|gegen|in)|hier|oben|unten|bereits|bisher|bislang|zuvor)$/;
/** The ending of a declined adjective or participle: "entstehenden", "genannte", "gezahlten". */
export const DECLINED_ENDING = /(?:e|en|em|er|es)$/;

/**
 * A declined adjective by its derivational suffix (-ig, -lich, -isch), for a word the lexicon lacks:
 * "das hälftige Kindergeld". Only where the lexicon has no reading of the word.
 */
export const SUFFIX_DECLINED_ADJECTIVE = /^\p{Ll}{3,}(?:ig|lich|isch)(?:e|en|em|er|es)$/u;

/**
 * Third-person pronouns other than "er": put first in a clause of their own they would point
 * forward to a noun that comes later ("Hilfe bekommt, wer sie braucht.").
 */
export const THIRD_PERSON_PRONOUN = /^(?:sie|ihn|es|ihm|ihr|ihnen)$/;

/** A company's legal form, the head of its name: "Müller GmbH", "Auental eG". */
export const LEGAL_FORM = /^(?:GmbH|gGmbH|mbH|AG|KG|KGaA|OHG|SE|UG|eG)$/;

/** A word that negates its clause ("nicht", "kein…", "nie", "niemals"). */
export const NEGATION_WORD = /^(?:nicht|kein\p{Ll}*|nie|niemals)$/u;
