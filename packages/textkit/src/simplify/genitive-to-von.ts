// Genitive attribute -> "von" + dative: "die Höhe des Einkommens" -> "die Höhe vom Einkommen",
// "die Kosten der Wohnung" -> "die Kosten von der Wohnung".
import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { DATIVE_VERBS } from "../language/dative-verbs.ts";
import { MONTH_NAMES } from "../language/month-names.ts";
import type { NounInfo } from "../lexicon/morphology/word-info.ts";
import { endsCitedUnit } from "./legal-basis.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  nonFiniteLemmas,
  nounReadings,
  readingsOf,
} from "./lexicon-access.ts";
import {
  compoundHead,
  inflectByHead,
  inflectPhrase,
  isDeclinedAdjective,
  phraseLength,
} from "./noun-phrase.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import {
  ACCUSATIVE_PREPOSITIONS,
  COMMON_CONTRACTIONS,
  DATIVE_PREPOSITIONS,
  DETERMINERS,
  LEGAL_FORM,
  PREPOSITIONS,
} from "./word-classes.ts";

const GENITIVE_START =
  /^(des|der|eines|einer|meines|meiner|deines|deiner|seines|seiner|ihres|ihrer|Ihres|Ihrer|unseres|unserer|eures|eurer|keines|keiner|dieses|dieser|jenes|jener|jedes)$/;

/** Genitive prepositions and what they become with a dative ("wegen dem Wetter", "innerhalb von einem Monat"). */
const GENITIVE_PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  wegen: ["wegen"],
  während: ["während"],
  trotz: ["trotz"],
  aufgrund: ["wegen"],
  innerhalb: ["innerhalb", "von"],
  außerhalb: ["außerhalb", "von"],
  unterhalb: ["unterhalb", "von"],
  oberhalb: ["oberhalb", "von"],
  inmitten: ["mitten", "in"],
  anlässlich: ["zu"],
  statt: ["anstelle", "von"],
  anstatt: ["anstelle", "von"],
  laut: ["laut"],
};

/**
 * "Laut der Meldung sind Sie umgezogen": the preposition "laut" (according to) at the start of a
 * sentence, or "laut" inside one; "der Meldung" is its object, not a genitive of the noun "Laut"
 * ("Der Laut der Trompete").
 */
function prepositionLaut(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.text === "laut") return true;
  const before = tokens[index - 1];
  return token?.text === "Laut" && (before === undefined || before.kind === "p");
}
/** Preposition + dative article -> contraction ("zu dem Fest" -> "zum Fest"). */
const CONTRACTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  von: { dem: "vom" },
  bei: { dem: "beim" },
  in: { dem: "im" },
  zu: { dem: "zum", der: "zur" },
};

/**
 * Rewrites genitive phrases that directly follow a noun. The phrase must be determiner +
 * (adjectives) + noun with a genitive reading that the determiner confirms; "der" + masculine
 * noun (a nominative) is left alone. Returns the tokens and how many rewrites were made.
 */
/**
 * Verbs with an object in the dative or genitive besides the accusative ("jemanden einer Gefahr
 * aussetzen", "jemanden des Diebstahls beschuldigen"): "einen Angehörigen der Gefahr … aussetzen"
 * holds no genitive attribute ("von der Gefahr" would change the sentence).
 */
const CASE_OBJECT_VERB =
  /^(?:aussetz\p{L}*|ausgesetzt\p{L}*|auszusetzen|unterzieh\p{L}*|unterzog\p{L}*|entzieh\p{L}*|entzog\p{L}*|beschuldig\p{L}*|bezichtig\p{L}*|überführ\p{L}*|enthob\p{L}*|enthebe\p{L}*)$/u;

/** Determiners of a feminine singular noun that read as genitive and as dative alike. */
const FEMININE_GENITIVE_OR_DATIVE =
  /^(?:der|einer|keiner|meiner|deiner|seiner|ihrer|Ihrer|unserer|eurer|dieser|jener)$/;

/**
 * "Wir haben das Buch einer Frau gegeben": in a clause with a verb that takes a dative person
 * (geben, zeigen, schicken …), "einer Frau" after an object is that person as likely as a genitive
 * ("von einer Frau" changed who got the book). Only for a feminine singular, whose dative and
 * genitive look alike ("des Mannes", "der Kinder" are genitive only).
 */
function dativePersonReading(tokens: readonly Token[], index: number): boolean {
  if (!FEMININE_GENITIVE_OR_DATIVE.test(tokens[index]?.text ?? "")) return false;
  // A feminine singular noun after it ("der Pharisäer" is a plural genitive only).
  const noun = nounReadings(tokens[index + 1]);
  if (noun.length === 0 || noun.some((reading) => reading.gender !== "f" || reading.number !== "singular"))
    return false;
  // The noun before it is an object with its article, not the end of a prepositional phrase ("auf
  // das Konto der Stadtkasse", "nach Prüfung der Abrechnung").
  const article = tokens[index - 2]?.text ?? "";
  const before = tokens[index - 3]?.text.toLowerCase() ?? "";
  if (
    !/^(?:den|das|die|einen|ein|eine)$/.test(article) ||
    PREPOSITIONS.has(before) ||
    COMMON_CONTRACTIONS.test(before)
  )
    return false;
  // The noun closes the clause or stands right before the verb of giving ("einer Frau gegeben"),
  // where a dative object stands; not inside a list ("die Aufnahme einer Beschäftigung oder …").
  const after = tokens[index + 2];
  if (
    after !== undefined &&
    after.kind !== "p" &&
    !nonFiniteLemmas(after).some((lemma) => DATIVE_VERBS.has(lemma))
  )
    return false;
  // "Wir schicken Ihnen den Bescheid der Behörde": the dative person is there already.
  if (tokens.some((token) => /^(?:Ihnen|ihm|mir|dir|uns|euch|ihnen)$/.test(token.text))) return false;
  return tokens.some((token, at) => {
    const lemmas = [
      ...finiteReadings(at === 0 ? { ...token, text: token.text.toLowerCase() } : token).map(
        (reading) => reading.lemma,
      ),
      ...nonFiniteLemmas(token),
    ];
    return lemmas.some((lemma) => DATIVE_VERBS.has(lemma));
  });
}

/** Whether such a verb follows in the clause. */
function caseObjectVerbAfter(tokens: readonly Token[], index: number): boolean {
  return tokens.slice(index + 1).some((token) => CASE_OBJECT_VERB.test(token.text));
}

/**
 * The phrase before `at` is the start of a company's name ("der Stadtwerke Bochum GmbH"): up to
 * three capitalised words, then a legal form, which is the head after "der" ("der … GmbH" is
 * feminine singular, not "von den Stadtwerken Bochum GmbH"). The genitive stays.
 */
function companyName(tokens: readonly Token[], at: number): boolean {
  for (let next = at; next <= at + 3; next += 1) {
    const token = tokens[next];
    if (token === undefined || token.kind !== "w" || !isCapitalised(token.text)) return false;
    if (LEGAL_FORM.test(token.text)) return true;
  }
  return false;
}

/**
 * "Muss der Vermieter zustimmen?": a modal or auxiliary first ("Muss", "Soll", "Haben" are nouns
 * too) opens a question, and the phrase after it is the subject, not a genitive.
 */
function questionVerbFirst(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  return (
    at === 0 &&
    token !== undefined &&
    finiteReadings({ ...token, text: token.text.toLowerCase() }).some((reading) =>
      AUXILIARY_AND_MODAL_VERBS.includes(reading.lemma),
    )
  );
}

export function genitiveToVon(tokens: readonly Token[]): { tokens: Token[]; count: number } {
  const out: Token[] = [];
  let count = 0;
  /** Index of the last token of the last genitive attribute rewritten. */
  let lastConverted = -2;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const previous = tokens[index - 1];
    // "wegen des Regens" -> "wegen dem Regen"; "innerhalb eines Monats" -> "innerhalb von einem Monat" (a deadline; "in einem Monat" would name a point in time).
    const preposition = GENITIVE_PREPOSITIONS[token.text.toLowerCase()];
    if (
      preposition !== undefined &&
      (token.text.toLowerCase() !== "laut" || prepositionLaut(tokens, index)) &&
      GENITIVE_START.test(tokens[index + 1]?.text ?? "") &&
      !(
        token.text.toLowerCase() === "während" &&
        !/s$/.test(tokens[index + 1]?.text ?? "") &&
        endsInFiniteVerb(tokens, index)
      )
    ) {
      // "wegen der vermeintlich guten Werke": the phrase is read without the degree word.
      const { view: whole, parts } = withoutTruncatedParts(tokens, index + 1);
      const { view, degree } = withoutDegreeWord(whole, index + 1);
      const length = genitivePhraseLength(view, index + 1);
      const phrase = view.slice(index + 1, index + 1 + length);
      const dative =
        length > 0 &&
        genitiveNoun(phrase.at(-1)) &&
        !coordinatedGenitive(view, index + 1 + length) &&
        !adjectiveBeforeNoun(phrase.at(-1), view[index + 1 + length])
          ? withTruncatedParts(withDegreeWord(genitiveToDative(phrase), degree), parts)
          : undefined;
      const sameWords = preposition.length === 1 && preposition[0] === token.text.toLowerCase();
      const changed =
        dative !== undefined && (!sameWords || dative.some((part, at) => part.text !== phrase[at]?.text));
      if (dative !== undefined && changed) {
        const words = preposition.map((text, at) => (at === 0 ? matchCase(text, token.text) : text));
        const last = words.at(-1) ?? "";
        const contracted = CONTRACTIONS[last]?.[dative[0]?.text ?? ""];
        if (contracted !== undefined) {
          out.push(...words.slice(0, -1).map(word), word(contracted), ...dative.slice(1));
        } else out.push(...words.map(word), ...dative);
        if (out.length > 0 && index === 0) out[0] = { ...(out[0] as Token), space: token.space };
        count += 1;
        index += length + (degree === undefined ? 0 : 1) + parts.length;
        continue;
      }
    }
    // "aus deines Bruders Auge" -> "aus dem Auge von deinem Bruder".
    const prenominal = prenominalGenitive(tokens, index);
    if (prenominal !== undefined) {
      const contracted = CONTRACTIONS[previous?.text.toLowerCase() ?? ""]?.[prenominal.tokens[0]?.text ?? ""];
      const last = out.at(-1);
      if (contracted !== undefined && last !== undefined) {
        out[out.length - 1] = { ...last, text: matchCase(contracted, last.text) };
        prenominal.tokens.shift();
      }
      out.push(...prenominal.tokens);
      count += 1;
      index += prenominal.length - 1;
      continue;
    }
    // "Ihr ignoriert Gottes Gebote" -> "Ihr ignoriert die Gebote von Gott".
    const before = prenominalGottes(tokens, index);
    if (before !== undefined) {
      // "mit dem" stays, "von dem Knecht" -> "vom Knecht", "zu der" -> "zur".
      const contracted = CONTRACTIONS[previous?.text.toLowerCase() ?? ""]?.[before[0]?.text ?? ""];
      const last = out.at(-1);
      if (contracted !== undefined && last !== undefined) {
        out[out.length - 1] = { ...last, text: matchCase(contracted, last.text) };
        before.shift();
      }
      out.push(...before);
      count += 1;
      index += 1;
      continue;
    }
    // "das Evangelium Jesu Christi" -> "das Evangelium von Jesus Christus" (Latin genitives).
    const latin = LATIN_GENITIVES[token.text];
    if (
      latin !== undefined &&
      previous !== undefined &&
      isCapitalised(previous.text) &&
      !LATIN_GENITIVES[previous.text]
    ) {
      out.push(word("von"), { ...token, text: latin });
      for (let next = index + 1; LATIN_GENITIVES[tokens[next]?.text ?? ""] !== undefined; next += 1) {
        const following = tokens[next] as Token;
        out.push({ ...following, text: LATIN_GENITIVES[following.text] ?? following.text });
        index = next;
      }
      count += 1;
      // "von Jesus Christus, des Sohnes von Gott": the apposition goes on with "von" too.
      lastConverted = index;
      continue;
    }
    // "das Haus Gottes" -> "das Haus von Gott" (the name-like genitive without an article).
    // "den Hörern Gottes Segen": before a noun, "Gottes" belongs to that noun, not to "Hörern".
    const nextNoun = tokens[index + 1] !== undefined && isCapitalised(tokens[index + 1]?.text ?? "");
    if (token.text === "Gottes" && !nextNoun && previous !== undefined && nounReadings(previous).length > 0) {
      out.push(word("von"), { ...token, text: "Gott" });
      count += 1;
      continue;
    }
    // "im Namen vom Vater, des Sohnes und des heiligen Geistes": a list goes on with "von".
    // Not after a genitive preposition: in "wegen der Fülle der Kraft und des Zorns" wegen may take both.
    const listed =
      index - 1 === lastConverted + 1 &&
      /^(?:,|und|oder|sowie)$/.test(previous?.text ?? "") &&
      !tokens
        .slice(Math.max(0, index - 10), index)
        .some((before) => GENITIVE_PREPOSITIONS[before.text.toLowerCase()]);
    // "von Ihrem Konto oder beweglicher Sachen": the list's last item, an adjective and a plural
    // noun without an article, goes on with "von" too ("oder von beweglichen Sachen").
    // "die Kosten technischer Arbeitshilfen": the same right after a noun ("die Kosten von
    // technischen Arbeitshilfen"); not "weniger" ("seit dem Umzug weniger Kinder" is "fewer").
    const afterNoun =
      previous !== undefined &&
      isCapitalised(previous.text) &&
      nounReadings(previous).length > 0 &&
      !prepositionLaut(tokens, index - 1) &&
      !/^(?:weniger|mehr)$/.test(token.text) &&
      // "zur Behandlung akuter Krankheiten und Schmerzzustände": the second noun would keep its
      // genitive ("von akuten Krankheiten und Schmerzzustände").
      !/^(?:und|oder|sowie|,)$/.test(tokens[index + 2]?.text ?? "") &&
      !questionVerbFirst(tokens, index - 1);
    const bare =
      listed || afterNoun
        ? (bareGenitive(tokens, index, "plural") ??
          (afterNoun ? bareGenitive(tokens, index, "feminine") : undefined))
        : undefined;
    if (bare !== undefined) {
      out.push(word("von"), ...bare);
      count += 1;
      index += 1;
      lastConverted = index;
      continue;
    }
    if (
      (GENITIVE_START.test(token.text) || /^Eure[rs]$/.test(token.text)) &&
      previous !== undefined &&
      !caseObjectVerbAfter(tokens, index) &&
      !(index > 2 && dativePersonReading(tokens, index)) &&
      !datedTimeBefore(tokens, index) &&
      ((isCapitalised(previous.text) &&
        nounReadings(previous).length > 0 &&
        !prepositionLaut(tokens, index - 1) &&
        !questionVerbFirst(tokens, index - 1)) ||
        unknownNounAfterArticle(tokens, index - 1) ||
        // "zum 15. eines jeden Monats": the day of a month.
        (previous.text === "." && tokens[index - 2]?.kind === "n") ||
        // "Paragraf 41 Absatz 1 des Schulgesetzes": the law of a cited unit.
        endsCitedUnit(tokens, index) ||
        numberedPlace(tokens, index) ||
        partitive(tokens, index) ||
        demonstrativeBefore(tokens, index) ||
        listed)
    ) {
      const { view: whole, parts } = withoutTruncatedParts(tokens, index);
      const { view, degree } = withoutDegreeWord(whole, index);
      const length = genitivePhraseLength(view, index);
      const phrase = view.slice(index, index + length);
      const noun = phrase.at(-1);
      // "ein Engel des Herrn Josef im Traum": "vom Herrn Josef" would read as a title ("Mr Josef").
      const title = noun?.text === "Herrn" && isUnknownCapitalised(view[index + length]);
      // "der Stadtwerke Bochum GmbH": the feminine legal form is the head (not "des Kursträgers … GmbH").
      const company = phrase[0]?.text === "der" && companyName(view, index + length);
      const genitiveOnly = genitiveNoun(noun) && !title && !company;
      const shared =
        degree === undefined && parts.length === 0
          ? sharedGenitiveNoun(view, index + length, phrase)
          : undefined;
      const converted =
        length > 0 &&
        genitiveOnly &&
        (shared !== undefined || !coordinatedGenitive(view, index + length)) &&
        !adjectiveBeforeNoun(phrase.at(-1), view[index + length])
          ? withTruncatedParts(withDegreeWord(genitiveToDative(phrase), degree), parts)
          : undefined;
      // In a list only what still looks genitive: "und der starken Macht" reads as a dative already
      // (and may belong to an earlier noun).
      const dative = listed && converted?.[0]?.text === token.text ? undefined : converted;
      // "die Voraussetzungen des Paragrafen 32 Absatz 4" -> "… von Paragraf 32 Absatz 4": a unit
      // cited by its number goes without an article, as in "nach Paragraf 32".
      const cited =
        phrase.length === 2 &&
        noun?.text === "Paragrafen" &&
        /^\d+[a-z]?$/.test(view[index + length]?.text ?? "") &&
        !/^(?:und|bis|oder)$/.test(view[index + length + 1]?.text ?? "");
      if (dative !== undefined && cited && noun !== undefined) {
        out.push(word("von"), { ...noun, text: "Paragraf" });
        count += 1;
        index += 1;
        lastConverted = index;
        continue;
      }
      if (dative !== undefined) {
        const [determiner, ...rest] = dative;
        if (determiner?.text === "dem") out.push(word("vom"), ...rest);
        else out.push(word("von"), ...dative);
        // "vom Einkommen und Vermögen": the second noun of the shared phrase goes along.
        if (shared !== undefined) {
          out.push(view[index + length] as Token, shared);
          index += 2;
        }
        count += 1;
        index += length - 1 + (degree === undefined ? 0 : 1) + parts.length;
        lastConverted = index;
        continue;
      }
    }
    const quantified =
      previous !== undefined && isCapitalised(previous.text) && nounReadings(previous).length > 0;
    const plural = quantified ? pluralQuantifierToVon(tokens, index) : undefined;
    if (plural !== undefined) {
      out.push(...plural.tokens);
      count += 1;
      index += plural.length - 1;
      continue;
    }
    out.push(token);
  }
  return { tokens: out, count };
}

/**
 * "im Sitzungssaal 2.14 des Amtsgerichts", "in Raum 12a der Schule": a noun with its number, then
 * the genitive of what it belongs to. Not after a preposition or a verb ("seit 2020 der Verein"),
 * nor after a year ("am 12. Mai 2024 der Post übergeben": a dative object).
 */
function numberedPlace(tokens: readonly Token[], index: number): boolean {
  const number = tokens[index - 1];
  const noun = tokens[index - 2];
  return (
    number !== undefined &&
    /^\d+(?:\.\d+)?[a-z]?$/.test(number.text) &&
    !/^\d{4}$/.test(number.text) &&
    noun !== undefined &&
    !MONTH_NAMES.includes(noun.text) &&
    isCapitalised(noun.text) &&
    nounReadings(noun).length > 0
  );
}

/** Times of a year or longer that "diesem" fixes ("in diesem Jahr", "in diesem Sommer"). */
const LONG_TIME_NOUN = /^(?:Jahr|Monat|Sommer|Winter|Herbst|Frühjahr|Frühling|Quartal|Halbjahr)$/;

/**
 * "Der Erlös kommt in diesem Jahr der Renovierung zugute": after "diesem" + a time of a month or
 * longer an ambiguous "der" starts a dative object, not a genitive of the time. Not after
 * "letzten", "jedem" or a day ("am letzten Tag der Frist", "an jedem Tag der Woche" are genitives).
 */
function datedTimeBefore(tokens: readonly Token[], index: number): boolean {
  return (
    tokens[index]?.text === "der" &&
    LONG_TIME_NOUN.test(tokens[index - 1]?.text ?? "") &&
    /^diesem$/i.test(tokens[index - 2]?.text ?? "")
  );
}

/**
 * "…, während der Lehrer spricht": the subordinator "während", its clause ends in a finite verb
 * before the next punctuation ("Während des Essens sprach er" does not). Only asked for der/einer …:
 * "während des Aufstands" is always the preposition.
 */
function endsInFiniteVerb(tokens: readonly Token[], from: number): boolean {
  let end = tokens.findIndex((token, index) => index > from && token.kind === "p");
  if (end < 0) end = tokens.length;
  return isFiniteVerbToken(tokens[end - 1]);
}

/** Plural quantifiers in the genitive and their dative ("aller" -> "allen"). */
const QUANTIFIER_DATIVE: Readonly<Record<string, string>> = {
  aller: "allen",
  vieler: "vielen",
  mehrerer: "mehreren",
  einiger: "einigen",
  beider: "beiden",
};

/**
 * "die Frau aller 7 Brüder" -> "die Frau von allen 7 Brüdern", "eine Menge vieler Fische" -> "eine
 * Menge von vielen Fischen": a plural quantifier in the genitive after a noun; the noun must read
 * as a plural genitive.
 */
function pluralQuantifierToVon(
  tokens: readonly Token[],
  index: number,
): { tokens: Token[]; length: number } | undefined {
  const quantifier = tokens[index];
  const dativeQuantifier = QUANTIFIER_DATIVE[quantifier?.text ?? ""];
  if (quantifier === undefined || dativeQuantifier === undefined) return undefined;
  const phrase = [{ ...quantifier, text: "der" }, ...tokens.slice(index + 1, index + 4)];
  const length = phraseLength(phrase, 0);
  const noun = phrase[length - 1];
  const pluralGenitive = nounReadings(noun).some(
    (reading) => reading.number === "plural" && reading.cases.includes("gen"),
  );
  if (length < 2 || !pluralGenitive || coordinatedGenitive(tokens, index + length)) return undefined;
  const dative = inflectPhrase(phrase.slice(0, length), "gen", "dat");
  if (dative === undefined || dative[0]?.text !== "den") return undefined;
  return { tokens: [word("von"), { ...quantifier, text: dativeQuantifier }, ...dative.slice(1)], length };
}

/**
 * "des Medizinischen Dienstes": a capitalised adjective before its noun ends the phrase too early
 * ("vom Medizinischen Dienstes"), so a phrase ending in an inflected adjective form with a
 * capitalised word after it stays whole ("des Hauses Gottes" is still rewritten).
 */
function adjectiveBeforeNoun(last: Token | undefined, next: Token | undefined): boolean {
  if (last === undefined || next?.kind !== "w" || !isCapitalised(next.text)) return false;
  return readingsOf(last.text.toLowerCase()).some(
    (reading) => reading.partOfSpeech === "adjective" && reading.inflected,
  );
}

/** A capitalised word the lexicon does not know: a name ("Josef") or a rare noun. */
function isUnknownCapitalised(token: Token | undefined): boolean {
  return (
    token?.kind === "w" &&
    isCapitalised(token.text) &&
    readingsOf(token.text).length === 0 &&
    readingsOf(token.text.toLowerCase()).length === 0
  );
}

/** Prepositions fused with the article ("am Morgen", "im Namen"): a noun follows. */
const CONTRACTED_ARTICLE = /^(?:am|im|vom|zum|zur|beim)$/i;

/**
 * "der Quell des Lebens", "am Morgen des Tages": a capitalised word right after a determiner is a
 * noun when the lexicon does not know it (a rare word or a name) or knows it as a noun besides a
 * function word ("Morgen": also the adverb "morgen"); the genitive after it is its attribute.
 */
function unknownNounAfterArticle(tokens: readonly Token[], index: number): boolean {
  const noun = tokens[index];
  // "die aktuelle Anschrift des Vaters": declined adjectives may stand between.
  let before = index - 1;
  while (before > 0 && index - before <= 2 && isDeclinedAdjective(tokens[before])) before -= 1;
  const determiner = tokens[before];
  if (determiner === undefined || noun === undefined || index < 1) return false;
  const lower = determiner.text.toLowerCase();
  if (!DETERMINERS.has(lower) && !CONTRACTED_ARTICLE.test(lower)) return false;
  return (
    isUnknownCapitalised(noun) ||
    (isCapitalised(noun.text) && readingsOf(noun.text).some((reading) => reading.partOfSpeech === "noun"))
  );
}

function genitiveNoun(noun: Token | undefined): boolean {
  if (noun === undefined) return false;
  const head = compoundHead(noun)?.head;
  return [noun, ...(head === undefined ? [] : [head])].some((token) =>
    nounReadings(token).some((reading) => reading.cases.includes("gen")),
  );
}

function matchCase(text: string, original: string): string {
  return isCapitalised(original) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A strong genitive (-er) adjective and its noun at `index`, then the end of the phrase, returned in
 * the dative. "plural": a noun that is plural only ("beweglicher Sachen" -> "beweglichen Sachen",
 * "weiteren Kindern"). "feminine": a feminine singular noun, whose dative has the same form ("ein
 * Zeichen mangelnder Hygiene" -> "von mangelnder Hygiene"); only right after a noun, as "weiterer
 * Hilfe" in a list may be a dative already. Undefined otherwise.
 */
function bareGenitive(
  tokens: readonly Token[],
  index: number,
  kind: "plural" | "feminine",
): Token[] | undefined {
  const [adjective, noun, after] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (adjective === undefined || noun === undefined || !/^\p{Ll}+er$/u.test(adjective.text)) return undefined;
  // "die Entschuldigung unter Vorlage …": a preposition, not an adjective.
  if (kind === "feminine" && PREPOSITIONS.has(adjective.text)) return undefined;
  if (!readingsOf(adjective.text).some((reading) => reading.partOfSpeech === "adjective")) return undefined;
  const readings = nounReadings(noun);
  const fits = (reading: NounInfo) =>
    kind === "plural" ? reading.number === "plural" : reading.gender === "f" && reading.number === "singular";
  if (
    readings.length === 0 ||
    !readings.every(fits) ||
    !readings.some((reading) => reading.cases.includes("gen"))
  )
    return undefined;
  // The phrase ends there: no further noun or genitive after it.
  if (after !== undefined && (isCapitalised(after.text) || GENITIVE_START.test(after.text))) return undefined;
  if (kind === "feminine") return [adjective, noun];
  const dativeNoun = /[ns]$/.test(noun.text) ? noun.text : `${noun.text}n`;
  return [
    { ...adjective, text: `${adjective.text.slice(0, -1)}n` },
    { ...noun, text: dativeNoun },
  ];
}

/** "euer" inflects like "sein" with its own stem: "seinem" -> "eurem". */
const EUER_FORMS: Readonly<Record<string, string>> = { seinem: "eurem", seiner: "eurer", seinen: "euren" };

/**
 * "des Einkommens und Vermögens", "des Heulens und Klagens der Trauergemeinde": a second noun in the
 * genitive that shares the phrase's determiner. Returns its dative form read with that determiner
 * ("Vermögen", "Klagen"), or undefined when the second noun has a determiner or adjective of its own,
 * is no genitive form or goes on with another noun.
 */
function sharedGenitiveNoun(
  tokens: readonly Token[],
  after: number,
  phrase: readonly Token[],
): Token | undefined {
  const next = tokens[after + 1];
  const determiner = phrase[0];
  if (!/^(?:und|oder)$/.test(tokens[after]?.text ?? "") || next === undefined || determiner === undefined)
    return undefined;
  // "des Einkommens und Vermögens", "Ihres gültigen Personalausweises oder Reisepasses".
  if (phrase.length < 2 || phrase.length > 3 || !isCapitalised(next.text) || !/s$/.test(next.text))
    return undefined;
  if (!genitiveNoun(next)) return undefined;
  // "und Peters Vermögen": a noun after it makes the second one a phrase of its own; a genitive
  // after both ("… Ihrer Eltern") belongs to both and is rewritten on its own.
  const following = tokens[after + 2];
  if (isCapitalised(following?.text ?? "") && !GENITIVE_START.test(following?.text ?? "")) return undefined;
  return genitiveToDative([determiner, next])?.[1];
}

/**
 * "eures Trostes und Heiles", "der Väter und Mütter": a second genitive after und/oder that would be
 * left in the genitive ("von eurem Trost und Heiles"), so the phrase stays; a second one with its
 * own article is rewritten after the first ("von der Wohnung und von der Heizung").
 */
function coordinatedGenitive(tokens: readonly Token[], after: number): boolean {
  if (!/^(?:und|oder|sowie)$/.test(tokens[after]?.text ?? "")) return false;
  const next = tokens[after + 1];
  if (next === undefined) return false;
  // "und des Vermögens", "und der Kinder": rewritten too when they can be ("und vom Vermögen");
  // "und der Heizung" reads as a dative anyway.
  if (GENITIVE_START.test(next.text)) {
    const length = genitivePhraseLength(tokens, after + 1);
    const phrase = tokens.slice(after + 1, after + 1 + length);
    return length === 0 || !genitiveNoun(phrase.at(-1)) || genitiveToDative(phrase) === undefined;
  }
  // "und Gottes Hausgenossen", "und Männer des Betrugs": a noun with its own genitive is a new phrase.
  const following = tokens[after + 2];
  if (
    !isCapitalised(next.text) ||
    (following !== undefined && (isCapitalised(following.text) || GENITIVE_START.test(following.text)))
  )
    return false;
  // "und Heiles" (genitive -s), "und Mütter" (a plural without the dative -n).
  const plural =
    nounReadings(next).some((reading) => reading.number === "plural") && !/[ns]$/.test(next.text);
  return plural || (/s$/.test(next.text) && (genitiveNoun(next) || nounReadings(next).length === 0));
}

/** "eures" / "eurer" read as the possessive they inflect like ("seines" / "seiner"). */
function asSeinForm(token: Token): Token {
  return /^[Ee]ure[rs]$/.test(token.text)
    ? { ...token, text: token.text.endsWith("s") ? "seines" : "seiner" }
    : token;
}

/** phraseLength, also for "eures Lebens". */
function genitivePhraseLength(tokens: readonly Token[], start: number): number {
  const first = tokens[start];
  if (first === undefined) return 0;
  return phraseLength([...tokens.slice(0, start), asSeinForm(first), ...tokens.slice(start + 1)], start);
}

/**
 * The dative of a genitive phrase: "des Lebens" -> "dem Leben"; "eures Lebens" / "Eures Vaters"
 * (the old polite capital) -> "eurem Leben" / "Eurem Vater".
 */
function genitiveToDative(phrase: readonly Token[]): Token[] | undefined {
  const [first, ...rest] = phrase;
  // "eines jeden Monats" -> "jedem Monat" (not "einem jeden Monat").
  if (/^eine[sr]$/i.test(first?.text ?? "") && rest[0]?.text === "jeden" && first !== undefined) {
    const jedes = { ...first, text: matchCase(first.text.endsWith("s") ? "jedes" : "jeder", first.text) };
    return inflectPhrase([jedes, ...rest.slice(1)], "gen", "dat");
  }
  if (first === undefined || !/^[Ee]ure[rs]$/.test(first.text))
    return inflectByHead(phrase, "gen", "dat") ?? feminineDative(phrase);
  const dative = inflectByHead([asSeinForm(first), ...rest], "gen", "dat");
  const form = EUER_FORMS[dative?.[0]?.text ?? ""];
  if (dative === undefined || form === undefined) return undefined;
  return [{ ...first, text: matchCase(form, first.text) }, ...dative.slice(1)];
}

/** Latin genitives of Bible names: "Jesu Christi" -> "Jesus Christus". */
const LATIN_GENITIVES: Readonly<Record<string, string>> = { Jesu: "Jesus", Christi: "Christus" };
/** Prepositions with the dative / accusative only (not in, an, auf …, whose case depends on the verb). */
/** Definite articles by case and by gender or plural (p). */
const DEFINITE_ARTICLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  nom: { m: "der", f: "die", n: "das", p: "die" },
  akk: { m: "den", f: "die", n: "das", p: "die" },
  dat: { m: "dem", f: "der", n: "dem", p: "den" },
};

/**
 * "Gottes Gebote" -> "die Gebote von Gott", "mit Gottes Hilfe" -> "mit der Hilfe von Gott": the
 * genitive before its noun. The noun's article comes from its gender and the case: the dative after
 * aus/bei/mit/nach/seit/von/zu, the accusative after durch/für/gegen/ohne/um; without a preposition
 * only a feminine, neuter or plural noun (nominative = accusative). Not after in/an/auf … (the case
 * depends on the verb), not a masculine noun without a preposition ("Gottes Name").
 */
function prenominalGottes(tokens: readonly Token[], index: number): Token[] | undefined {
  const token = tokens[index];
  const noun = tokens[index + 1];
  if (token?.text !== "Gottes" || noun === undefined || !isCapitalised(noun.text)) return undefined;
  const previous = tokens[index - 1]?.text ?? "";
  // "von Gottes Schöpfung von Himmel und Erde": no chain of von-phrases.
  if (/^(?:von|vom)$/i.test(previous) || /^(?:von|vom)$/.test(tokens[index + 2]?.text ?? ""))
    return undefined;
  const article = headArticle(previous, noun);
  if (article === undefined) return undefined;
  const spaced = [{ ...word(article), space: token.space }, noun];
  return [...spaced, word("von"), { ...token, text: "Gott" }];
}

/**
 * The definite article of a noun after a genitive that stands before it ("Gottes Gebote",
 * "deines Bruders Auge"), by the noun's gender and its case: the dative after
 * aus/bei/mit/nach/seit/von/zu, the accusative after durch/für/gegen/ohne/um; without a
 * preposition only a feminine, neuter or plural noun (nominative = accusative). Undefined after
 * in/an/auf … (the case depends on the verb) and for a masculine noun without a preposition.
 */
function headArticle(previous: string, noun: Token): string | undefined {
  const grammaticalCase = DATIVE_PREPOSITIONS.has(previous.toLowerCase())
    ? "dat"
    : ACCUSATIVE_PREPOSITIONS.has(previous.toLowerCase())
      ? "akk"
      : PREPOSITIONS.has(previous.toLowerCase()) ||
          CONTRACTED_PREPOSITION.test(previous) ||
          DETERMINER_BEFORE.test(previous)
        ? undefined
        : "nom";
  if (grammaticalCase === undefined) return undefined;
  // The readings of the noun in the case it stands in ("Namen" is an accusative singular and a plural).
  const cases: readonly string[] = grammaticalCase === "nom" ? ["nom", "akk"] : [grammaticalCase];
  // The lexicon lists the old dative "dem Hause"; today's masculine/neuter dative equals the nominative.
  const readings = nounReadings(noun).filter(
    (reading) =>
      reading.cases.some((kase) => cases.includes(kase)) ||
      (grammaticalCase === "dat" &&
        reading.number === "singular" &&
        reading.gender !== "f" &&
        reading.cases.includes("nom")),
  );
  const kinds = new Set(readings.map((reading) => (reading.number === "plural" ? "p" : reading.gender)));
  const [kind] = [...kinds];
  if (kinds.size !== 1 || kind === undefined) return undefined;
  if (grammaticalCase === "nom" && kind === "m") return undefined;
  // The noun already stands in its case; it only gets its article.
  return DEFINITE_ARTICLES[grammaticalCase]?.[kind];
}

/** Masculine and neuter genitive determiners: "des", "deines" (never a dative, unlike "der"). */
const MASCULINE_GENITIVE = /^(?:des|eines|meines|deines|seines|ihres|unseres|eures|dieses|jenes)$/i;

/**
 * "aus deines Bruders Auge" -> "aus dem Auge von deinem Bruder", "Was des Kaisers Eigentum ist" ->
 * "Was das Eigentum vom Kaiser ist": a masculine or neuter genitive (determiner + noun) before
 * its noun, not after another noun (that genitive belongs to the noun before it).
 */
function prenominalGenitive(
  tokens: readonly Token[],
  index: number,
): { tokens: Token[]; length: number } | undefined {
  const determiner = tokens[index];
  const genitive = tokens[index + 1];
  const noun = tokens[index + 2];
  if (determiner === undefined || genitive === undefined || noun === undefined) return undefined;
  if (!MASCULINE_GENITIVE.test(determiner.text) || !isCapitalised(genitive.text)) return undefined;
  if (!isCapitalised(noun.text) || !genitiveNoun(genitive) || nounReadings(genitive).length === 0)
    return undefined;
  const before = tokens[index - 1];
  const after = tokens[index + 3];
  // "das Haus des Vaters Abraham" (after a noun), "des Kaisers Sohn Jesus" (a longer head): unsure.
  // A capital that only opens the sentence ("Was des Kaisers Eigentum ist") is no noun.
  const sentenceStart = index === 1 && CLAUSE_OPENER.test(before?.text ?? "");
  if (before !== undefined && isCapitalised(before.text) && index > 0 && !sentenceStart) return undefined;
  if (after !== undefined && after.kind === "w" && isCapitalised(after.text)) return undefined;
  if (/^(?:von|vom)$/i.test(before?.text ?? "") || /^(?:von|vom)$/.test(after?.text ?? "")) return undefined;
  const article = headArticle(before?.text ?? "", noun);
  const dative = genitiveToDative([determiner, genitive]);
  if (article === undefined || dative === undefined) return undefined;
  const [first, ...rest] = dative;
  const attribute =
    first === undefined || first.text.toLowerCase() === "dem"
      ? [word("vom"), ...rest]
      : [word("von"), lowered(first), ...rest];
  const head = { ...word(matchCase(article, determiner.text)), space: determiner.space };
  return { tokens: [head, noun, ...attribute], length: 3 };
}

/** Words that open a clause before its first phrase ("Was des Kaisers Eigentum ist", "Und des Königs …"). */
const CLAUSE_OPENER = /^(?:Was|Wer|Wenn|Weil|Dass|Ob|Als|Und|Aber|Denn|Oder|Doch)$/;

/** A determiner that stood first keeps no capital inside the phrase ("von Deinem Bruder" -> "von deinem"). */
function lowered(token: Token): Token {
  return /^(?:Eure[mnrs]?)$/.test(token.text) ? token : { ...token, text: token.text.toLowerCase() };
}
/** "im", "zum" …: contracted prepositions before the genitive. */
const CONTRACTED_PREPOSITION = /^(?:im|am|zum|zur|vom|beim|ins|ans|aufs)$/i;
/** A determiner before "Gottes" ("das Gottes Wort") makes the phrase unclear. */
const DETERMINER_BEFORE = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer)$/i;

/**
 * Words that grade or date the adjective after them: "der sehr guten Werke", "der vermeintlich
 * guten Werke", "der schon geleisteten Vorauszahlungen", "der noch offenen Rechnungen".
 */
const DEGREE_WORDS =
  /^(?:sehr|besonders|ganz|recht|äußerst|ziemlich|wirklich|schon|bereits|noch|bisher|nicht|kaum|fast)$/;

/**
 * The tokens without a degree word between a genitive determiner and an inflected adjective
 * ("der vermeintlich guten Werke" is read as "der guten Werke"), and that word; the tokens as
 * they are otherwise.
 */
function withoutDegreeWord(
  tokens: readonly Token[],
  start: number,
): { view: readonly Token[]; degree?: Token } {
  const degree = tokens[start + 1];
  const adjective = tokens[start + 2];
  if (!GENITIVE_START.test(tokens[start]?.text ?? "") || degree?.kind !== "w" || adjective?.kind !== "w")
    return { view: tokens };
  const uninflected =
    DEGREE_WORDS.test(degree.text) ||
    (/^\p{Ll}/u.test(degree.text) &&
      readingsOf(degree.text).length > 0 &&
      readingsOf(degree.text).every((reading) => reading.partOfSpeech === "adjective" && !reading.inflected));
  const inflected =
    /^\p{Ll}/u.test(adjective.text) &&
    readingsOf(adjective.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected);
  if (!uninflected || !inflected) return { view: tokens };
  return { view: [...tokens.slice(0, start + 1), ...tokens.slice(start + 2)], degree };
}

/** The degree word back after the determiner: "den guten Werken" -> "den vermeintlich guten Werken". */
function withDegreeWord(dative: Token[] | undefined, degree: Token | undefined): Token[] | undefined {
  if (dative === undefined || degree === undefined) return dative;
  return [...dative.slice(0, 1), degree, ...dative.slice(1)];
}

/**
 * The tokens without the truncated first parts of a compound list right before the noun ("des
 * Kinder- und Jugendgesundheitsdienstes" is read as "des Jugendgesundheitsdienstes"), and those
 * parts ("Kinder- und"); the tokens as they are otherwise. The parts may follow the determiner or
 * its adjectives; after the conjunction comes the capitalised noun itself, not a second article.
 */
function withoutTruncatedParts(
  tokens: readonly Token[],
  start: number,
): { view: readonly Token[]; parts: Token[] } {
  const none = { view: tokens, parts: [] };
  if (!GENITIVE_START.test(tokens[start]?.text ?? "")) return none;
  for (let first = start + 1; first <= start + 3; first += 1) {
    const token = tokens[first];
    if (token === undefined || token.kind !== "w") return none;
    if (!/^\p{Lu}.*\p{L}-,?$/u.test(token.text)) {
      if (isCapitalised(token.text)) return none;
      continue;
    }
    let end = first + 1;
    while (tokens[end]?.text === "," || /^\p{Lu}.*\p{L}-,?$/u.test(tokens[end]?.text ?? "")) end += 1;
    const noun = tokens[end + 1];
    if (
      !/^(?:und|oder|sowie)$/.test(tokens[end]?.text ?? "") ||
      noun?.kind !== "w" ||
      !/^\p{Lu}/u.test(noun.text)
    )
      return none;
    return {
      view: [...tokens.slice(0, first), ...tokens.slice(end + 1)],
      parts: tokens.slice(first, end + 1),
    };
  }
  return none;
}

/** The truncated parts back before the noun: "dem Jugendgesundheitsdienst" -> "dem Kinder- und Jugendgesundheitsdienst". */
function withTruncatedParts(dative: Token[] | undefined, parts: readonly Token[]): Token[] | undefined {
  if (dative === undefined || parts.length === 0) return dative;
  return [...dative.slice(0, -1), ...parts, ...dative.slice(-1)];
}

/** Feminine genitive determiners: their dative is the same word ("der", "einer", "meiner"). */
const FEMININE_GENITIVE = /^(?:der|einer|meiner|deiner|seiner|ihrer|Ihrer|unserer|keiner|dieser|jener)$/;

/**
 * "der Tiefe", "der Liebe": a noun the lexicon knows only as a feminine singular, which the
 * phrase inflection leaves open (it might be the nominalised adjective "der Tiefe"). Its dative
 * is the genitive unchanged ("von der Tiefe"); adjectives must end in -en ("der großen Liebe").
 */
function feminineDative(phrase: readonly Token[]): Token[] | undefined {
  const [first, ...rest] = phrase;
  const noun = rest.at(-1);
  if (first === undefined || noun === undefined || !FEMININE_GENITIVE.test(first.text)) return undefined;
  if (rest.slice(0, -1).some((token) => !/^\p{Ll}+en$/u.test(token.text))) return undefined;
  const readings = nounReadings(noun);
  const feminine =
    readings.length > 0 &&
    readings.every((reading) => reading.gender === "f" && reading.number === "singular");
  return feminine ? [...phrase] : undefined;
}

/**
 * Pronouns that pick one, each or some out of a group: "einer der Städte", "keiner der Führer",
 * "viele der Bewohner", "die meisten der Anträge".
 */
const PARTITIVE_PRONOUNS =
  /^(?:einer|eine|eines|keiner|keine|keines|jeder|jede|jedes|viele|vielen|einige|einigen|manche|manchen|wenige|wenigen|mehrere|mehreren|meisten)$/i;

/**
 * "in einer der Städte" -> "in einer von den Städten": "der" + a noun read only as a plural
 * genitive after a pronoun that picks out of the group (no article stands before "der").
 */
function partitive(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.text !== "der" || !PARTITIVE_PRONOUNS.test(tokens[index - 1]?.text ?? "")) return false;
  const length = genitivePhraseLength(tokens, index);
  const genitives = nounReadings(tokens[index + length - 1]).filter((reading) =>
    reading.cases.includes("gen"),
  );
  return length > 1 && genitives.length > 0 && genitives.every((reading) => reading.number === "plural");
}

/**
 * "Die des Kaisers." -> "Die vom Kaiser.", "Herrlichkeit wie die des Sohnes" -> "wie die vom
 * Sohn": a demonstrative (der/die/das) that stands for a noun, first in the clause or after a colon,
 * wie or als, with a masculine or neuter genitive that ends the clause or runs to a comma (not the
 * relative "…, der des Mordes beschuldigt wird").
 */
function demonstrativeBefore(tokens: readonly Token[], index: number): boolean {
  const demonstrative = tokens[index - 1];
  if (
    !/^(?:der|die|das)$/i.test(demonstrative?.text ?? "") ||
    !/^(?:des|eines)$/.test(tokens[index]?.text ?? "")
  )
    return false;
  if (index - 1 > 0 && !/^(?:wie|als|:)$/.test(tokens[index - 2]?.text ?? "")) return false;
  const length = genitivePhraseLength(tokens, index);
  const after = tokens[index + length];
  return length > 1 && (after === undefined || after.kind === "p");
}
