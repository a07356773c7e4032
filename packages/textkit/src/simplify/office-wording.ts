// Set wordings of office letters that the later steps would carry along unchanged, rewritten on the
// whole text before it is split into sentences: "Für den Fall, dass …" -> "Falls …" (the condition
// steps know "falls"), "beläuft sich (…) auf 300 Euro" -> "beträgt (…) 300 Euro", "mit Wirkung
// vom/zum 1. Februar" -> "ab dem 1. Februar", "mit sofortiger Wirkung" -> "ab sofort",
// "das 18. Lebensjahr vollendet hat" -> "18 Jahre alt geworden ist", "ist nicht ausgeschlossen" ->
// "ist möglich", "aus gesundheitlichen Gründen" -> "aus Gesundheitsgründen", "ohne genügende
// Entschuldigung" -> "ohne genügenden Grund", "den uns vorliegenden Unterlagen" -> "unseren Unterlagen".
import { parseNumberWord } from "../language/number-words.ts";

/** "Für den Fall, dass" / "Im Fall(e), dass" at the start of a sentence or line, or after a comma on the same line. */
const IN_CASE = /(^|[.!?:]\s+|\n\s*|,[ \t]+)(?:([Ff])ür den|([Ii])m) Falle?,\s+dass(?![\p{L}\p{N}])/gu;

/** Forms of "sich belaufen auf" and the same form of "betragen". */
const BETRAGEN: Readonly<Record<string, string>> = {
  beläuft: "beträgt",
  belaufen: "betragen",
  belief: "betrug",
  beliefen: "betrugen",
};
/**
 * "beläuft sich (einschließlich Zinsen) auf 1.284,37 Euro": up to six words between "sich" and
 * "auf", none with punctuation, then an amount (digits, maybe after rund/etwa/insgesamt …).
 */
const AMOUNT_OF =
  /(?<![\p{L}\p{N}])(beläuft|belaufen|belief|beliefen) sich ((?:[\p{L}\p{N}·-]+ ){0,6}?)auf ((?:rund |etwa |ungefähr |insgesamt |circa |knapp |mehr als |über )?\d)/gu;

/**
 * "… eine Besserung … nicht ausgeschlossen werden kann", "Es ist nicht auszuschließen, dass …": a
 * double negation for "possible" ("Man kann keine Besserung ausschließen" after the later steps).
 * Only for what may happen (EVENTS) and for "es": people and members "können nicht
 * ausgeschlossen werden" from something.
 */
const EVENTS =
  "(?:Besserung|Verbesserung|Verschlechterung|Verzögerung|Änderung|Erhöhung|Senkung|Kürzung|Rückforderung|Nachforderung|Nachzahlung|Verlängerung|Gefahr|Risiko|Wartezeit|Störung|Unterbrechung)";
const NOT_EXCLUDED_PASSIVE = new RegExp(
  String.raw`(?<![\p{L}])(${EVENTS}(?![\p{L}])[^,.;:!?\n]{0,60}?) nicht ausgeschlossen werden (kann|können)(?![\p{L}])`,
  "gu",
);
/** The same in a main clause: "Eine Verzögerung kann nicht ausgeschlossen werden." */
const NOT_EXCLUDED_MAIN = new RegExp(
  String.raw`(?<![\p{L}])(${EVENTS}) (kann|können) nicht ausgeschlossen werden(?![\p{L}])`,
  "gu",
);
const NOT_EXCLUDED = /(?<![\p{L}])([Ee]s ist) nicht auszuschließen(?![\p{L}])/gu;

/** "mit Wirkung ab dem / vom / zum 1. Februar" before a date: from that day on. */
const WITH_EFFECT_FROM = /(?<![\p{L}])mit Wirkung (?:ab (dem )?|vom |zum )(?=\d)/gu;
/** "mit sofortiger Wirkung": now. */
const WITH_IMMEDIATE_EFFECT = /(?<![\p{L}])mit sofortiger Wirkung(?![\p{L}])/gu;

/** "aus gesundheitlichen Gründen": the same as the compound "aus Gesundheitsgründen". */
const FOR_HEALTH_REASONS = /(?<![\p{L}])([Aa])us gesundheitlichen Gründen(?![\p{L}])/gu;

/**
 * "Nach/Laut den uns vorliegenden Unterlagen": according to our records, "Nach unseren Unterlagen".
 * Only after "nach"/"laut" and with "uns": "Der uns vorliegende Antrag" is the reader's application,
 * not "unser Antrag". The article gives the possessive's ending: den -> unseren, dem -> unserem,
 * der -> unserer.
 */
const AT_HAND = /(?<![\p{L}])([Nn]ach|[Ll]aut) d(en|em|er) uns vorliegenden(?= \p{L})/gu;

/**
 * "ohne ausreichende/genügende/hinreichende Entschuldigung" (fernbleiben, ausbleiben): without a
 * good enough reason; the adjective takes the masculine ending of "Grund".
 */
const WITHOUT_EXCUSE =
  /(?<![\p{L}])([Oo])hne (ausreichende|genügende|hinreichende) Entschuldigung(?![\p{L}])/gu;

/** An ordinal as digits ("18.") or as a word ("fünfte", "fünfundzwanzigste"). */
const ORDINAL = String.raw`(\d{1,3}\.|[a-zäöüß]{4,30}te)`;
/** A verb after "vollendet (hat/haben)" that makes the phrase part of a longer verb group ("haben müssen"). */
const VERB_AFTER =
  "(?:hat|haben|hätte|hätten|wird|werden|würde|würden|gehabt|sein|worden|muss|müssen|musste|mussten|soll|sollen|sollte|sollten|kann|können|könnte|könnten|darf|dürfen|dürfte|dürften|will|wollen|wollte|wollten)";

/**
 * "das 18. Lebensjahr (noch nicht) vollendet hat": verb-final; "haben" only after a pronoun
 * subject ("die", "Sie"), where it is finite ("Sie müssen das 18. Lebensjahr vollendet haben"
 * has the infinitive).
 */
const AGE_REACHED_FINAL = new RegExp(
  String.raw`(?<![\p{L}])das ${ORDINAL} Lebensjahr (noch nicht )?vollendet (hat|(?<=(?:^|[^\p{L}])(?:die|sie|Sie) das [^\n]{1,40})haben)(?![\p{L}])(?! ${VERB_AFTER}(?![\p{L}]))`,
  "gu",
);
/** "hat/haben das 18. Lebensjahr (noch nicht) vollendet": verb-second, no auxiliary after it. */
const AGE_REACHED_SECOND = new RegExp(
  String.raw`(?<![\p{L}])(hat|haben) das ${ORDINAL} Lebensjahr (noch nicht )?vollendet(?![\p{L}])(?! ${VERB_AFTER}(?![\p{L}]))`,
  "gu",
);
const IRREGULAR_ORDINALS: Readonly<Record<string, number>> = { erste: 1, dritte: 3, siebte: 7, achte: 8 };

/**
 * The age an ordinal counts: "18." -> "18"; a word keeps being a word in Einfache Sprache
 * ("fünfte" -> "fünf") and becomes digits in Leichte Sprache ("5"). Undefined for no ordinal.
 */
function ageOf(ordinal: string, level: "leicht" | "einfach"): string | undefined {
  if (ordinal.endsWith(".")) return ordinal.slice(0, -1);
  // The number word: "zwanzigste" -> "zwanzig" (from 20 on "-ste"), "sechste" -> "sechs" (its "s"
  // belongs to the number), "fünfte" -> "fünf".
  const stem =
    ordinal.endsWith("ste") && (parseNumberWord(ordinal.slice(0, -3)) ?? 0) >= 20
      ? ordinal.slice(0, -3)
      : ordinal.slice(0, -2);
  const value = IRREGULAR_ORDINALS[ordinal] ?? parseNumberWord(stem);
  if (value === undefined || value < 1) return undefined;
  if (level === "leicht") return String(value);
  return IRREGULAR_ORDINALS[ordinal] === undefined
    ? stem
    : ({ 1: "ein", 3: "drei", 7: "sieben", 8: "acht" } as Record<number, string>)[value];
}

const BE: Readonly<Record<string, string>> = { hat: "ist", haben: "sind" };

/**
 * A word every match of one of the patterns has: "Lebensjahr" (AGE_REACHED_*), "Wirkung"
 * (WITH_EFFECT_FROM, WITH_IMMEDIATE_EFFECT), "gesundheitlichen", "Entschuldigung", "ausgeschlossen"
 * (NOT_EXCLUDED_PASSIVE, NOT_EXCLUDED_MAIN), "auszuschließen", "Fall," or "Falle," (IN_CASE),
 * "beläuft", "belaufen" or "belief" (AMOUNT_OF), "vorliegenden" (AT_HAND).
 */
const WORDING_HINT =
  /Lebensjahr|Wirkung|gesundheitlichen|Entschuldigung|ausgeschlossen|auszuschließen|Falle?,|beläuft|belaufen|belief|vorliegenden/;

/**
 * "das 18. Lebensjahr vollendet hat" -> "18 Jahre alt geworden ist" (having become 18 holds at
 * any later age too); "das 25. Lebensjahr noch nicht vollendet hat" -> "noch nicht 25 Jahre alt
 * ist"; the same in verb-second order ("Ihr Kind hat das 18. Lebensjahr vollendet." -> "Ihr Kind
 * ist 18 Jahre alt geworden."). Present tense only; "vollenden wird", "im 18. Lebensjahr" stay.
 */
function plainAge(text: string, level: "leicht" | "einfach"): string {
  const age = (whole: string, ordinal: string, negation: string | undefined, be: string, final: boolean) => {
    const years = ageOf(ordinal, level);
    const verb = BE[be];
    if (years === undefined || verb === undefined) return whole;
    const unit = years === "1" || years === "ein" ? "Jahr" : "Jahre";
    const state = negation ? `noch nicht ${years} ${unit} alt` : `${years} ${unit} alt geworden`;
    return final ? `${state} ${verb}` : `${verb} ${state}`;
  };
  return text
    .replace(AGE_REACHED_FINAL, (whole, ordinal: string, negation: string | undefined, be: string) =>
      age(whole, ordinal, negation, be, true),
    )
    .replace(AGE_REACHED_SECOND, (whole, be: string, ordinal: string, negation: string | undefined) =>
      age(whole, ordinal, negation, be, false),
    );
}

export function plainOfficeWording(text: string, level: "leicht" | "einfach" = "einfach"): string {
  // A text without a word of these wordings keeps its wording: none of the patterns below (each tried
  // at every letter of the text) can match, so they are not run.
  if (!WORDING_HINT.test(text)) return text;
  return plainAge(text, level)
    .replace(WITH_EFFECT_FROM, (whole: string, dem?: string) =>
      whole.includes(" ab ") && dem === undefined ? "ab " : "ab dem ",
    )
    .replace(WITH_IMMEDIATE_EFFECT, "ab sofort")
    .replace(FOR_HEALTH_REASONS, "$1us Gesundheitsgründen")
    .replace(AT_HAND, "$1 unser$2")
    .replace(WITHOUT_EXCUSE, "$1hne $2n Grund")
    .replace(NOT_EXCLUDED_PASSIVE, (_, before: string, can: string) =>
      can === "kann" ? `${before} möglich ist` : `${before} möglich sind`,
    )
    .replace(
      NOT_EXCLUDED_MAIN,
      (_, noun: string, can: string) => `${noun} ${can === "kann" ? "ist" : "sind"} möglich`,
    )
    .replace(NOT_EXCLUDED, "$1 möglich")
    .replace(IN_CASE, (_, before: string, fuer?: string, im?: string) => {
      const capital = /^[FI]$/.test(fuer ?? im ?? "") && !before.startsWith(",");
      return `${before}${capital ? "Falls" : "falls"}`;
    })
    .replace(
      AMOUNT_OF,
      (_, verb: string, middle: string, amount: string) => `${BETRAGEN[verb] ?? verb} ${middle}${amount}`,
    );
}
