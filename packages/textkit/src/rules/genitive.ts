// Rule 5: no genitive ("von" + dative instead). Patterns, without a tagger:
// 1. "des"/"eines"/"meines"/... followed (within 3 words) by a noun with a genitive reading;
// 2. noun + "der"/"einer"/"meiner"... + (adjectives) + a feminine or plural noun ("die Höhe der Miete");
// 3. a genitive preposition (wegen, trotz, innerhalb, aufgrund ...) + "des/der/eines/einer";
// 4. a name with genitive s before a noun ("Deutschlands Hauptstadt").
// Not flagged: the adverbs "eines Tages/Abends/Morgens/Nachts" (no "von" can replace them), and
// "wegen/trotz der Menge" with a feminine singular noun, whose genitive and dative are the same
// words ("wegen" + dative is what Leichte Sprache writes).
import { Fact, factsOf } from "./engine/word-facts.ts";
import type { SentenceRule, SentenceView, Token } from "./types.ts";

const GENITIVE_MASC_NEUT: ReadonlySet<string> = new Set([
  "des",
  "eines",
  "meines",
  "deines",
  "seines",
  "ihres",
  "unseres",
  "eures",
  "keines",
  "dieses",
  "jenes",
  "jedes",
  "welches",
]);
const GENITIVE_FEM_PLURAL: ReadonlySet<string> = new Set([
  "der",
  "einer",
  "meiner",
  "deiner",
  "seiner",
  "ihrer",
  "unserer",
  "eurer",
  "keiner",
  "dieser",
  "jener",
  "jeder",
  "aller",
  "vieler",
  "mehrerer",
]);
export const GENITIVE_PREPOSITIONS: ReadonlySet<string> = new Set([
  "wegen",
  "trotz",
  "statt",
  "anstatt",
  "aufgrund",
  "infolge",
  "innerhalb",
  "außerhalb",
  "oberhalb",
  "unterhalb",
  "mittels",
  "bezüglich",
  "hinsichtlich",
  "anhand",
  "angesichts",
  "zwecks",
  "seitens",
  "anlässlich",
  "zugunsten",
  "laut",
]);
/** Pronouns before a partitive genitive: "einer der Spieler", "keines der Kinder". */
const PARTITIVE_PRONOUNS: ReadonlySet<string> = new Set([
  "einer",
  "eines",
  "keiner",
  "keines",
  "jeder",
  "jedes",
]);
/** "Eines Tages kam Jesus": adverbs of time in the genitive, not an attribute. */
const ADVERBIAL_GENITIVES: ReadonlySet<string> = new Set(["tages", "abends", "morgens", "nachts"]);
/** Prepositions that take the dative in Leichte Sprache ("wegen dem Regen"). */
const DATIVE_TOO: ReadonlySet<string> = new Set(["wegen", "trotz", "dank"]);

/** "Eines Tages", not after a noun ("die Hälfte eines Tages" is an attribute). */
function isAdverbialGenitive(token: Token, next: Token | undefined, previous: Token | undefined): boolean {
  return token.lower === "eines" && ADVERBIAL_GENITIVES.has(next?.lower ?? "") && !isNoun(previous);
}

/** "wegen der Menge": a feminine singular noun, dative and genitive alike. */
function isFeminineSingular(noun: Token): boolean {
  const { flags } = noun.facts;
  return (
    (flags & Fact.nounFeminine) !== 0 &&
    (flags & (Fact.nounPlural | Fact.nounMasculine | Fact.nounNeuter)) === 0
  );
}

/** "des Weiteren", "des Öfteren": fixed phrases. */
const FIXED_AFTER_DES: ReadonlySet<string> = new Set(["weiteren", "öfteren", "öftern"]);

function isNoun(token: Token | undefined): token is Token {
  return token?.isCapitalised === true && (token.facts.flags & Fact.noun) !== 0;
}

/** The first noun within `window` tokens after `from`, skipping lower-case words (adjectives). */
function nounAfter(sentence: SentenceView, from: number, window: number): Token | undefined {
  for (let index = from + 1; index <= from + window; index += 1) {
    const token = sentence.tokens[index];
    if (token === undefined || token.before !== "") return undefined;
    if (token.isCapitalised) return (token.facts.flags & Fact.noun) !== 0 ? token : undefined;
  }
  return undefined;
}

/** Words between an article and its noun that no genitive can have: "ein Mann, der eine Krankheit hat". */
const NOT_IN_GENITIVE_PHRASE: ReadonlySet<string> = new Set([
  "ein",
  "eine",
  "einen",
  "einem",
  "der",
  "die",
  "das",
  "den",
  "dem",
]);

/**
 * The words between a genitive article and the noun fit a genitive: after "des", "der", "einer"
 * an adjective ends in -en ("der großen Stadt"). "ein Mann der sehr auffallende Kleider anzieht" and
 * "ein Mensch der eine Krankheit hat" are relative clauses without a comma.
 */
function fitsGenitivePhrase(sentence: SentenceView, from: number, noun: Token): boolean {
  for (let index = from + 1; index < noun.index; index += 1) {
    const token = sentence.tokens[index];
    if (token === undefined) return false;
    if (NOT_IN_GENITIVE_PHRASE.has(token.lower)) return false;
    const isAdjective = (token.facts.flags & Fact.inflectedAdjective) !== 0;
    if (isAdjective && !token.lower.endsWith("en")) return false;
  }
  return true;
}

function isFemOrPluralGenitive(noun: Token): boolean {
  const { flags } = noun.facts;
  if ((flags & Fact.nounGenitive) === 0) return false;
  return (flags & (Fact.nounFeminine | Fact.nounPlural)) !== 0;
}

/**
 * "die Hauptstadt Deutschlands": a noun form that can only be genitive, right after a noun (not a
 * name after "Frau"/"Herr": "Frau Kamps"). Not a
 * nominalised adjective that reads like the genitive of a noun: "euer Vater im Himmel Gutes geben"
 * (Gut, des Gutes), "auf Erden Grünes grünen lassen" (Grün, des Grünes).
 */
function isPostnominalGenitive(token: Token, previous: Token | undefined, next: Token | undefined): boolean {
  if (!isNoun(token) || token.index === 0 || !isNoun(previous) || previous.index === 0 || token.before !== "")
    return false;
  // "Frau Kamps": a name after "Frau"/"Herr"; "das Haus Herrn Müllers" and "Frau Müllers Unterlagen"
  // (a noun after the name) are genitives.
  if (/^(?:frau|herr)$/.test(previous.lower) && !(isNoun(next) && next.before === "")) return false;
  const { flags } = token.facts;
  if ((flags & Fact.inflectedAdjective) !== 0) return false;
  return (flags & Fact.nounGenitive) !== 0 && (flags & Fact.nounOtherCase) === 0;
}

/** "Deutschlands Hauptstadt": an unknown capitalised word in -s whose stem is more frequent than it. */
function isSaxonGenitive(token: Token, next: Token | undefined): boolean {
  if (!token.isCapitalised || token.index === 0 || !token.lower.endsWith("s") || token.text.length < 4)
    return false;
  if (!isNoun(next) || next.before !== "") return false;
  if ((token.facts.flags & (Fact.noun | Fact.verb | Fact.adjective)) !== 0) return false;
  const stemZipf = factsOf(token.text.slice(0, -1)).zipf;
  return stemZipf >= 3 && stemZipf > token.facts.zipf;
}

export const genitive: SentenceRule = {
  id: "genitive",
  scope: "sentence",
  messages: {
    default: {
      de: "Genitiv („{phrase}“). Schreiben Sie „von“ und Dativ, zum Beispiel „die Höhe von der Miete“.",
      leicht: "Schreiben Sie besser mit „von“. Zum Beispiel: das Haus von meinem Vater.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token === undefined) continue;
      const previous = tokens[index - 1];
      let noun: Token | undefined;
      if (isAdverbialGenitive(token, tokens[index + 1], previous)) {
        index += 1;
        continue;
      }
      if (GENITIVE_MASC_NEUT.has(token.lower) && !FIXED_AFTER_DES.has(tokens[index + 1]?.lower ?? "")) {
        const candidate = nounAfter(sentence, index, 3);
        const flags = candidate?.facts.flags ?? 0;
        const isGenitive = token.lower === "des" || (flags & Fact.nounOtherCase) === 0;
        if (
          candidate !== undefined &&
          (flags & Fact.nounGenitive) !== 0 &&
          isGenitive &&
          fitsGenitivePhrase(sentence, index, candidate)
        )
          noun = candidate;
      } else if (GENITIVE_FEM_PLURAL.has(token.lower) && token.before === "") {
        const candidate = nounAfter(sentence, index, 3);
        const afterNoun = isNoun(previous) && previous.index > 0;
        const afterPreposition = GENITIVE_PREPOSITIONS.has(previous?.lower ?? "");
        // "einer der Hauptfaktoren", "einer der besten Spieler": a partitive genitive plural.
        const afterPartitive =
          PARTITIVE_PRONOUNS.has(previous?.lower ?? "") &&
          candidate !== undefined &&
          (candidate.facts.flags & Fact.nounPlural) !== 0;
        const dativeAlike =
          DATIVE_TOO.has(previous?.lower ?? "") && candidate !== undefined && isFeminineSingular(candidate);
        if (
          candidate !== undefined &&
          (afterNoun || afterPreposition || afterPartitive) &&
          !dativeAlike &&
          isFemOrPluralGenitive(candidate) &&
          fitsGenitivePhrase(sentence, index, candidate)
        ) {
          noun = candidate;
        }
      } else if (isPostnominalGenitive(token, previous, tokens[index + 1])) {
        noun = token;
      } else if (isSaxonGenitive(token, tokens[index + 1])) {
        noun = tokens[index + 1];
      }
      if (noun === undefined) continue;
      // "des Deutschen Bundestages": a capitalised adjective of a name, one genitive with its noun.
      const following = tokens[noun.index + 1];
      if (
        (noun.facts.flags & Fact.inflectedAdjective) !== 0 &&
        following !== undefined &&
        following.before === "" &&
        isNoun(following) &&
        (following.facts.flags & Fact.nounGenitive) !== 0
      )
        noun = following;
      const start =
        GENITIVE_PREPOSITIONS.has(previous?.lower ?? "") && previous ? previous.start : token.start;
      report({
        start,
        end: noun.end,
        values: { phrase: sentence.text.slice(start - sentence.start, noun.end - sentence.start) },
      });
      index = noun.index;
    }
  },
};
