// Joints of mid-length words the part dictionary holds whole: "Sprechzeiten" -> Sprech|zeiten.
import { zipfFrequency } from "../frequency/zipf-frequency.ts";
import { findAdjective } from "../morphology/adjective-lexicon.ts";
import { findNounEntry, findNounLemmasOfForm } from "../morphology/noun-lexicon.ts";
import { capitaliseFirst } from "../morphology/noun-readings.ts";
import { findVerbCodesOfForm, findVerbEntry } from "../morphology/verb-lexicon.ts";
import { loadCompoundDictionary } from "./compound-dictionary.ts";
import { findPartLengths } from "./find-compound-parts.ts";
import { isLexicalisedByFrequency } from "./is-lexicalised.ts";
import { clearJoints, cutAt } from "./split-compound.ts";

/** Derivational suffixes of a whole word ("notwendig|keit", "feststell|ung", "geheim|nisse"). */
const DERIVATION =
  /^(.{3,}?)(?:ungen|ung|heiten|heit|keiten|keit|schaften|schaft|nissen|nisse|nis|tum|linge|lingen|ling)$/u;

/** Case and plural endings stripped to find a lexicalised base form. */
const INFLECTIONS = ["s", "es", "n", "en", "e", "er", "ern"] as const;

/**
 * First parts that are prefixes rather than words a reader knows ("Rück·stände", "Miss·erfolg",
 * "Wohl·gefallen"): such words stay whole.
 */
const PREFIX_FIRST_PARTS: ReadonlySet<string> = new Set([
  "rück",
  "miss",
  "wohl",
  "ober",
  "haupt",
  "gesamt",
  // Foreign prefixes: "Trans·aktion", "Inter·aktion", "Meta·physik", "Demo·graphie".
  "anti",
  "auto",
  "demo",
  "extra",
  "hyper",
  "inter",
  "mega",
  "meta",
  "mikro",
  "multi",
  "post",
  "psycho",
  "super",
  "trans",
  "ultra",
  // Greek and Latin stems: "Thermo·dynamik", "Photo·synthese", "Hydro·therapie", "Tele·grafen",
  // "Semi·finale", "Neuro·genen", "Mini·garden", "Indo·europäer", "Kontra·bassist".
  "thermo",
  "photo",
  "hydro",
  "hygro",
  "neuro",
  "tele",
  "kilo",
  "semi",
  "makro",
  "mini",
  "indo",
  "polit",
  "kontra",
  // "Wider·worte", "Wider·kläger": a prefix like the verb particles.
  "wider",
  // Numbers: "Zehn·tausende".
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "zwölf",
  "zwanzig",
  "hundert",
  "tausend",
]);

/** Heads of place names: "Schwarz·wald", "Griechen·land", "Sachsen·hausen", "Franken·stein" stay whole. */
const PLACE_HEAD =
  /^(?:land|lands|landes|wald|walds|waldes|berg|bergs|berges|burg|hausen|stein|steins|steines|dorf|dorfs|dorfes|heim|heims|heimes|bach|bachs|baches|stadt|hafen|hafens|haven|brücken|kirchen|furt|born|gitter|feld|felds|feldes)$/u;

/** A head rarer than this is doubtful ("Außens|eiter", "Dorn|röschen"). */
const MIN_HEAD_ZIPF = 3;

/** The last part's own heads that are suffixes of adverbs or foreign words ("Glied|maßen", "Person|alien"). */
const FALSE_HEADS: ReadonlySet<string> = new Set([
  "maßen",
  "alien",
  "nisse",
  "nissen",
  "rationen",
  "ration",
  // "Korea·nische": the adjective suffix -isch.
  "nische",
  "nischen",
  // Foreign words: "Alter·nation", "Organ·ellen", "Einsen·gens".
  "nation",
  "nationen",
  "ellen",
  "gens",
]);

/**
 * The joints of a dictionary word of 10 to 13 letters ("Sprechzeiten", "Sprechstunde",
 * "Arbeitsplatz"), which splitCompound keeps whole: a dictionary word under 14 letters may be one
 * word for its readers. A joint is shown only when it is clear: the word and its noun lemma are not
 * lexicalised (Deutschlands, Fahrrädern, Generationen stay whole), the word is no derivation of a
 * whole stem (Notwendigkeit of notwendig, Feststellung of feststellen, Wirtschaft of Wirt,
 * Geheimnisse), every part has at least 4 letters and the first part is no verb particle or prefix
 * (Über|weisung, Rück|stände), the last part is a noun of the word's own gender (Gleich|nis is no
 * Nisse). Returns undefined when the word stays whole.
 */
export function midLengthParts(word: string, fromLength: number, toLength: number): string[] | undefined {
  const lower = word.toLowerCase();
  const length = [...lower].length;
  if (length < fromLength || length >= toLength || lower.length !== word.length) return undefined;
  const dictionary = loadCompoundDictionary();
  if (!dictionary.parts.has(lower) || isLexicalisedByFrequency(lower)) return undefined;
  // "Deutschlands", "Fahrrädern": an inflected form of a lexicalised word.
  if (
    INFLECTIONS.some(
      (ending) => lower.endsWith(ending) && isLexicalisedByFrequency(lower.slice(0, -ending.length)),
    )
  )
    return undefined;
  const noun = capitaliseFirst(lower);
  const readings = findNounLemmasOfForm(noun);
  // Nouns only: no verbs ("Verb·lassen", "Kennen·lernen") or adjectives ("West·deutschen").
  if (findVerbCodesOfForm(lower).length > 0 || findAdjective(lower) !== undefined) return undefined;
  // The genitive of a nominalised infinitive: "Verb·rennens" (Verbrennens), "Kennen·lernens".
  if (lower.endsWith("s") && findVerbCodesOfForm(lower.slice(0, -1)).length > 0) return undefined;
  if (readings.some(({ lemma }) => isLexicalisedByFrequency(lemma.toLowerCase()))) return undefined;
  if (isDerivationOfWhole(lower)) return undefined;
  const lengths = findPartLengths(lower, dictionary, new Set(), false);
  if (lengths === undefined || lengths.length < 2 || !clearJoints(lower, lengths)) return undefined;
  const first = lower.slice(0, lengths[0] ?? 0);
  if (PREFIX_FIRST_PARTS.has(first.replace(/s$/u, "")) || PREFIX_FIRST_PARTS.has(first)) return undefined;
  const last = lower.slice(lower.length - (lengths.at(-1) ?? 0));
  if (FALSE_HEADS.has(last) || PLACE_HEAD.test(last) || zipfFrequency(last) < MIN_HEAD_ZIPF) return undefined;
  // A linking s after a vowel is no joint: "Karos·serie" is Karosserie.
  if (/[aeiouäöüy]s$/u.test(first)) return undefined;
  if (!sameGender(noun, capitaliseFirst(last))) return undefined;
  return cutAt(word, lengths);
}

/** "notwendigkeit" (notwendig), "feststellung" (feststellen), "wirtschaft" (Wirt), "gesellschaft" (gesellen). */
function isDerivationOfWhole(lower: string): boolean {
  const stem = DERIVATION.exec(lower)?.[1];
  if (stem === undefined) return false;
  return (
    findAdjective(stem) !== undefined ||
    findVerbEntry(`${stem}en`) !== undefined ||
    findVerbEntry(`${stem}n`) !== undefined ||
    loadCompoundDictionary().parts.has(stem)
  );
}

/** A compound has its head's gender: "Gleichnis" (n) is no compound on "Nisse" (f). */
function sameGender(word: string, head: string): boolean {
  const genders = (form: string) =>
    new Set(findNounLemmasOfForm(form).map(({ lemma }) => findNounEntry(lemma)?.gender ?? "?"));
  const whole = genders(word);
  // An unknown word in -in is feminine: "Kontrolleurin" is no compound on "Urin" (m).
  if (whole.size === 0 && /[^i]in$/u.test(word) && !word.endsWith("ein")) whole.add("f");
  if (whole.size === 0) return true;
  const own = genders(head);
  return [...whole].some((gender) => gender === "?" || own.has(gender) || own.has("?"));
}
