// Leichte Sprache: the legal basis of an office letter's sentence goes into a sentence of its own
// after it. "Dann kann Ihr Bürgergeld nach Paragraf 32 Sozialgesetzbuch 2 gemindert werden." ->
// "Dann kann Ihr Bürgergeld gemindert werden." + "Das steht in Paragraf 32 vom Sozialgesetzbuch 2."
import { CITED_SUBDIVISION, CITED_UNIT, LAW_ACRONYM, LAW_NOUN } from "../language/law-citations.ts";
import { citedUnitEnd, dateEnd, isCitedNumber, subdivisionsEnd } from "./clause-tools.ts";
import { finiteReadings, infinitiveLemmas, nounReadings, pastParticipleLemmas } from "./lexicon-access.ts";
import { inflectPhrase } from "./noun-phrase.ts";
import { mainSubjectFirst } from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { RELATIVE_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

/** Prepositions that cite a rule: "nach/gemäß/laut/entsprechend Paragraf 5". */
const CITING = /^(?:nach|gemäß|laut|entsprechend)$/i;
/** Determiners of a genitive law name: "der Abgabenordnung", "des Bundeswahlgesetzes", "Ihres Arbeitsvertrags". */
const GENITIVE = /^(?:der|des|Ihres|Ihrer|ihres|ihrer|seines|seiner|eines|einer|dieses|dieser)$/;
/** Public bodies whose rules a law name may name after it: "der Hundesteuersatzung der Stadt Kassel". */
const BODY = /^(?:Stadt|Gemeinde|Landeshauptstadt|Hansestadt|Kreises|Landkreises|Bezirks|Landes|Bundes)$/;
/** Verbs whose object "nach" opens: "Die Höhe richtet sich nach Paragraf 5" cannot lose it. */
const NACH_OBJECT = /^(?:richten|bemessen|bestimmen|berechnen|beurteilen|fragen|suchen|erkundigen|streben)$/;
/** Quotation marks: a quoted law is cited as it stands. */
/** Prepositions that may open a noun's attribute ("Eltern von Kindern", "Menschen mit Behinderung"). */
const PP_OPENER =
  /^(?:von|vom|aus|mit|unter|über|für|bis|zu|zum|zur|in|im|an|am|bei|beim|nach|ohne|vor|gegen|zwischen|ab|seit)$/;
const QUOTE = /^[„“”‚‘«»"]$/;
/** Connective adverbs that may take the first place of a main clause: "Daher tritt … ein". */
const CONNECTIVE = /^(?:daher|deshalb|deswegen|darum|somit|folglich|also|dann|jedoch|trotzdem)$/;

/** `named`: the phrase ends in a law's name, so what follows is no part of it. */
type Reference = { start: number; end: number; cited: Token[]; named: boolean; number?: string };

const lower = (token: Token | undefined): string => token?.text.toLowerCase() ?? "";

/**
 * The tokens before `index` end a cited unit with its number: "Paragraf 41 Absatz 1", "Artikel 3",
 * "Paragraf 46 Absatz 1 Nummer 11", "Paragraf 2 Buchstabe c". What follows may be the law's
 * genitive ("… des Schulgesetzes").
 */
export function endsCitedUnit(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= 1; at -= 2) {
    const value = tokens[at];
    if (!isCitedNumber(value) && !/^[a-z]$/.test(value?.text ?? "")) return false;
    const unit = tokens[at - 1]?.text ?? "";
    if (CITED_UNIT.test(unit)) return isCitedNumber(value);
    if (!CITED_SUBDIVISION.test(unit)) return false;
  }
  return false;
}

/** The last part of a compound or hyphenated word, lower-cased: "Straßenverkehrs-Ordnung" -> "ordnung". */
const lastPart = (token: Token | undefined): string => (token?.text.split("-").at(-1) ?? "").toLowerCase();

/** A noun that names a law ("Sozialgesetzbuch", "Abgabenordnung"), or an acronym ("BAföG"). */
function lawNoun(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || !isCapitalised(token.text)) return false;
  return LAW_NOUN.test(lastPart(token)) || LAW_ACRONYM.test(token.text);
}

/** Gender of a law noun in the lexicon ("Sozialgesetzbuch" n, "Straßenverkehrs-Ordnung" by "Ordnung"). */
function genderOf(token: Token): string | undefined {
  const direct = nounReadings(token);
  const readings =
    direct.length > 0
      ? direct
      : nounReadings({ ...token, text: capitalised(token.text.split("-").at(-1) ?? "") });
  const genders = new Set(readings.filter((r) => r.number === "singular").map((r) => r.gender));
  if (genders.size === 0 && direct.length === 0) return headGender(token);
  return genders.size === 1 ? [...genders][0] : undefined;
}

/** The law noun a compound ends in: "Unterhaltsvorschussgesetz" -> "Gesetz". */
const LAW_HEAD = /(gesetzbuch|gesetz|verordnung|ordnung|satzung|richtlinie|vertrag)(?:e?s)?$/;

/** A compound law the lexicon lacks ("Unterhaltsvorschussgesetz") has the gender of its head ("Gesetz"). */
function headGender(token: Token): string | undefined {
  const head = LAW_HEAD.exec(lastPart(token))?.[1];
  if (head === undefined) return undefined;
  const readings = nounReadings({ ...token, text: capitalised(head) });
  const genders = new Set(readings.filter((r) => r.number === "singular").map((r) => r.gender));
  return genders.size === 1 ? [...genders][0] : undefined;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A law's name at `at`, as it follows "von" in the new sentence: genitive "der Abgabenordnung" ->
 * "von der Abgabenordnung", "des Bundeswahlgesetzes" -> "vom Bundeswahlgesetz"; bare
 * "Sozialgesetzbuch 2" -> "vom Sozialgesetzbuch 2"; an acronym stays bare ("BAföG"). Undefined when
 * no law name stands there or its case is unsure.
 */
function lawAt(tokens: readonly Token[], at: number): { end: number; cited: Token[] } | undefined {
  const first = tokens[at];
  if (first === undefined) return undefined;
  if (GENITIVE.test(first.text)) {
    let noun = at + 1;
    while (noun < at + 3 && !lawNoun(tokens[noun]) && /^\p{L}+(?:en|er)$/u.test(tokens[noun]?.text ?? ""))
      noun += 1;
    if (!lawNoun(tokens[noun])) return undefined;
    const phrase = tokens.slice(at, noun + 1);
    const nounToken = tokens[noun];
    if (nounToken === undefined) return undefined;
    let dative = inflectPhrase(phrase, "gen", "dat");
    // "der Straßenverkehrs-Ordnung": a feminine genitive is its dative.
    if (dative === undefined && first.text === "der" && genderOf(nounToken) === "f") dative = [...phrase];
    if (dative === undefined) return undefined;
    const end = noun + 1 + numberedBook(nounToken, tokens[noun + 1]);
    return { end, cited: withVon([...dative, ...tokens.slice(noun + 1, end)]) };
  }
  if (!lawNoun(first) && !/^\p{Lu}\p{L}*es$/u.test(first.text)) return undefined;
  // "Bürgerliches Gesetzbuch": one adjective before the noun.
  const adjective = !lawNoun(first) ? first : undefined;
  const noun = adjective === undefined ? at : at + 1;
  const nounToken = tokens[noun];
  if (nounToken === undefined || !lawNoun(nounToken)) return undefined;
  const end = noun + 1 + numberedBook(nounToken, tokens[noun + 1]);
  const rest = tokens.slice(noun, end);
  if (LAW_ACRONYM.test(nounToken.text) && !LAW_NOUN.test(lastPart(nounToken)))
    return adjective === undefined ? { end, cited: rest } : undefined;
  const gender = genderOf(nounToken);
  if (gender === undefined) return undefined;
  const article = gender === "f" ? [word("von"), word("der")] : [word("vom")];
  const adjectives =
    adjective === undefined ? [] : [{ ...adjective, text: adjective.text.replace(/e[sr]?$/, "en") }];
  return { end, cited: [...article, ...adjectives, ...rest] };
}

/**
 * 1 when a book number belongs to the law's name ("Sozialgesetzbuch 2", books 1 to 14), else 0:
 * after any other name a number is the sentence's own ("nach § 17 OWiG 300 Euro", "des
 * Mietvertrags 650 Euro", "nach § 573c BGB sechs Monate": the Civil Code is cited without its book).
 */
function numberedBook(noun: Token, next: Token | undefined): number {
  return /sozialgesetzbuch$/.test(lastPart(noun)) && isCitedNumber(next) && Number(next?.text) <= 14 ? 1 : 0;
}

/** "von" + a dative phrase, "von dem" contracted: "vom Bundeswahlgesetz". */
function withVon(dative: readonly Token[]): Token[] {
  const [first, ...rest] = dative;
  if (first?.text === "dem") return [word("vom"), ...rest];
  return [word("von"), ...dative];
}

/**
 * A German state's name after a law's name: "SchulG NRW", "KAG LSA", "BauO Bln", and written out
 * by the abbreviation step ("Schulgesetz Nordrhein-Westfalen").
 */
const STATE =
  /^(?:NRW|NW|BW|BY|BE|Bln|BB|Bbg|HB|HH|HE|MV|NI|Nds|RP|RLP|SL|SN|ST|LSA|SH|TH|Nordrhein-Westfalen|Baden-Württemberg|Bayern|Berlin|Brandenburg|Bremen|Hamburg|Hessen|Mecklenburg-Vorpommern|Niedersachsen|Rheinland-Pfalz|Saarland|Sachsen|Sachsen-Anhalt|Schleswig-Holstein|Thüringen)$/;

/** What may follow a law's name as part of it: a state, a date, a public body, "in der … Fassung". */
function tailEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  if (STATE.test(tokens[end]?.text ?? "")) end += 1;
  // "Ihres Arbeitsvertrags vom 1. Februar 2023".
  if (tokens[end]?.text === "vom") {
    const date = dateEnd(tokens, end + 1);
    if (date > end + 1) end = date;
  }
  // "der Hundesteuersatzung der Stadt Kassel": a genitive public body and its name.
  if (/^(?:der|des)$/.test(tokens[end]?.text ?? "") && BODY.test(tokens[end + 1]?.text ?? "")) {
    end += 2;
    const name = tokens[end];
    if (name !== undefined && isCapitalised(name.text) && nounReadings(name).length === 0) end += 1;
  }
  // "in der ab dem 1. Januar 2026 geltenden Fassung", "in der Fassung vom 3. Mai 2024".
  if (tokens[end]?.text === "in" && tokens[end + 1]?.text === "der") {
    const fassung = tokens.findIndex((token, index) => index > end + 1 && token.text === "Fassung");
    const inside = tokens.slice(end + 2, fassung);
    if (fassung > 0 && fassung - end <= 12 && inside.every((token) => token.text !== "," && !verbal(token))) {
      end = fassung + 1;
      if (tokens[end]?.text === "vom") {
        const date = dateEnd(tokens, end + 1);
        if (date > end + 1) end = date;
      }
    }
  }
  return end;
}

/** The gender of a singular noun that may stand alone as a label ("Anhörung"), or undefined. */
function labelGender(token: Token): string | undefined {
  if (token.kind !== "w" || !isCapitalised(token.text) || finiteReadings(token).length > 0) return undefined;
  const readings = nounReadings(token);
  if (readings.length === 0 || readings.some((r) => r.number !== "singular" || !r.cases.includes("nom")))
    return undefined;
  const genders = new Set(readings.map((r) => r.gender));
  return genders.size === 1 ? [...genders][0] : undefined;
}

/** A finite verb that is not a declined attribute ("geltenden" is no verb). */
const verbal = (token: Token): boolean => !token.attributive && finiteReadings(token).length > 0;

/**
 * The cited unit at `at` ("Paragraf 46 Absatz 1 Nummer 11 der Straßenverkehrs-Ordnung"), or
 * undefined. `cited` is the phrase after "in": "Paragraf 46 Absatz 1 Nummer 11 von der
 * Straßenverkehrs-Ordnung".
 */
function unitAt(
  tokens: readonly Token[],
  at: number,
): { end: number; cited: Token[]; named: boolean; number: string } | undefined {
  const unit = tokens[at];
  // "Paragrafen 44 und 45 Absatz 1 Nummer 11", "Buchstabe c".
  let end = citedUnitEnd(tokens, at);
  if (unit === undefined || end === undefined) return undefined;
  // "Paragraf 1 Absatz 1 Nummer 1 und Paragraf 9 des Kraftfahrzeugsteuergesetzes": a second unit
  // of the same law.
  while (
    tokens[end]?.text === "und" &&
    tokens[end + 1]?.text === unit.text &&
    isCitedNumber(tokens[end + 2]) &&
    !/^(?:und|bis|oder)$/.test(tokens[end + 3]?.text ?? "")
  ) {
    end = subdivisionsEnd(tokens, end + 3);
  }
  // "den Paragrafen 44 und 45"; one "Paragrafen" ("im Sinne des Paragrafen 8") is "Paragraf 8".
  const listed =
    end > at + 2 && /^(?:und|bis|oder)$/.test(tokens[at + 2]?.text ?? "") && isCitedNumber(tokens[at + 3]);
  const plural = unit.text === "Paragrafen" && listed ? [word("den")] : [];
  const head =
    unit.text === "Paragrafen" && !listed
      ? [{ ...unit, text: "Paragraf" }, ...tokens.slice(at + 1, end)]
      : tokens.slice(at, end);
  const law = lawAt(tokens, end);
  const number = tokens[at + 1]?.text ?? "";
  if (law === undefined) return { end, cited: [...plural, ...head], named: false, number };
  const tail = tailEnd(tokens, law.end);
  return {
    end: tail,
    cited: [...plural, ...head, ...law.cited, ...tokens.slice(law.end, tail)],
    named: true,
    number,
  };
}

/** The reference from `at` to the end of a cited paragraph or article: "in Paragraf 32 …". */
function unitReference(at: number, unit: ReturnType<typeof unitAt>): Reference | undefined {
  return (
    unit && {
      start: at,
      end: unit.end,
      cited: [word("in"), ...unit.cited],
      named: unit.named,
      number: unit.number,
    }
  );
}

/**
 * "gemäß Paragraf 40 Sozialgesetzbuch 2 in Verbindung mit Paragraf 48 Sozialgesetzbuch 10": a
 * named reference and the ones joined to it by "in Verbindung mit", cited as "in … und in …".
 */
function withConnected(tokens: readonly Token[], reference: Reference): Reference {
  let joined = reference;
  while (
    joined.named &&
    tokens[joined.end]?.text === "in" &&
    tokens[joined.end + 1]?.text === "Verbindung" &&
    tokens[joined.end + 2]?.text === "mit"
  ) {
    const next = unitAt(tokens, joined.end + 3);
    if (next === undefined || !next.named) break;
    joined = { ...joined, end: next.end, cited: [...joined.cited, word("und"), word("in"), ...next.cited] };
  }
  return joined;
}

/** A citing phrase that starts at `at`, or undefined. */
function referenceAt(tokens: readonly Token[], at: number): Reference | undefined {
  const token = tokens[at];
  if (token === undefined) return undefined;
  // "nach/gemäß/laut/entsprechend Paragraf …", "im Sinne von/des Paragrafen …".
  let unitStart: number | undefined;
  if (CITING.test(token.text)) unitStart = at + 1;
  else if (
    lower(token) === "im" &&
    tokens[at + 1]?.text === "Sinne" &&
    /^(?:von|des)$/.test(tokens[at + 2]?.text ?? "")
  )
    unitStart = at + 3;
  if (unitStart !== undefined) {
    const reference = unitReference(at, unitAt(tokens, unitStart));
    return reference && withConnected(tokens, reference);
  }
  // "auf (der) Grundlage der Abfallgebührensatzung …" / "… von Paragraf 5".
  if (lower(token) !== "auf") return undefined;
  const basis = tokens[at + 1]?.text === "der" ? at + 2 : at + 1;
  if (tokens[basis]?.text !== "Grundlage") return undefined;
  const next = basis + 1;
  if (tokens[next]?.text === "von") {
    return unitReference(at, unitAt(tokens, next + 1));
  }
  const law = lawAt(tokens, next);
  if (law === undefined || !GENITIVE.test(tokens[next]?.text ?? "")) return undefined;
  const tail = tailEnd(tokens, law.end);
  // "von der Abgabenordnung" -> "in der Abgabenordnung", "vom Gesetz" -> "im Gesetz".
  const [von, ...rest] = law.cited;
  const cited = von?.text === "vom" ? [word("im"), ...rest] : [word("in"), ...rest];
  return { start: at, end: tail, cited: [...cited, ...tokens.slice(law.end, tail)], named: true };
}

/** The comma segment around `index`: its first token's index. */
function segmentStart(tokens: readonly Token[], index: number): number {
  for (let at = index - 1; at >= 0; at -= 1) if (tokens[at]?.text === ",") return at + 1;
  return 0;
}

/** The segment after `from` up to the next comma. */
function segmentFrom(tokens: readonly Token[], from: number): Token[] {
  const comma = tokens.findIndex((token, index) => index >= from && token.text === ",");
  return tokens.slice(from, comma < 0 ? tokens.length : comma);
}

/** A verb in the tokens whose object "nach" would open ("richtet sich nach …"). */
function nachObjectVerb(tokens: readonly Token[]): boolean {
  return tokens.some((token) =>
    [
      ...finiteReadings(token).map((reading) => reading.lemma),
      ...pastParticipleLemmas(token),
      ...infinitiveLemmas(token),
    ].some((lemma) => NACH_OBJECT.test(lemma)),
  );
}

/**
 * Takes a cited legal basis out of a Leichte-Sprache sentence (`tokens` changes) and returns the
 * sentence that states it ("Das steht in Paragraf 32 vom Sozialgesetzbuch 2") and the source words
 * that only framed it ("nach", "auf Grundlage"), or undefined. The
 * phrase must stand first before the finite verb (the subject then takes the first place: "Nach
 * Paragraf 46 … kann der Parkausweis …" -> "Der Parkausweis kann …") or inside a clause after its
 * finite verb or subordinator ("… kann Ihr Bürgergeld nach Paragraf 32 … gemindert werden"). Not in a
 * question, a sentence that opens a colon, a quotation, a verbless segment ("Anhörung nach Paragraf
 * 24") or a subject's attribute before the verb ("Ein Ausnahmefall nach Paragraf 2 ist …"); not
 * after a verb whose object "nach" opens ("richtet sich nach").
 */
export function takeLegalBasis(
  tokens: Token[],
  end: string,
  formal: boolean,
  quoted: ReadonlySet<string> = new Set(),
): { sentences: Token[][]; frame: Token[]; anchor: Token[] } | undefined {
  if (end !== "." && end !== "!") return undefined;
  if (tokens.some((token) => QUOTE.test(token.text))) return undefined;
  for (let at = 0; at < tokens.length; at += 1) {
    const reference = referenceAt(tokens, at);
    if (reference === undefined) continue;
    // Two citations ("nach § 5 EStG und nach § 3 UStG", one per clause): which sentence each
    // belongs to is unsure. Named laws joined by "in Verbindung mit" are one reference.
    if (tokens.some((token, index) => CITED_UNIT.test(token.text) && (index < at || index >= reference.end)))
      return undefined;
    if (reference.number !== undefined && quoted.has(reference.number)) return undefined;
    const after = tokens[reference.end];
    // An unread continuation of the name ("Paragraf 5 der …", an unknown capitalised word) or a
    // comma-bound insertion: unsure.
    if (
      after !== undefined &&
      (CITED_UNIT.test(after.text) ||
        CITED_SUBDIVISION.test(after.text) ||
        /^(?:f|ff|lit|Alt|Alternative|Var|Variante|Halbs|Abs|Nr|i|iVm)$/.test(after.text) ||
        (!reference.named && /^(?:der|des|von|vom|in|im)$/.test(after.text)) ||
        (after.kind === "w" &&
          isCapitalised(after.text) &&
          nounReadings(after).length === 0 &&
          finiteReadings(after).length === 0 &&
          !/^(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer)$/.test(after.text)))
    )
      return undefined;
    // "nach § 5 des Gesetzes über den Datenschutz": the law's title goes on.
    // After a named law, "für jeden angefangenen Monat" opens no title.
    const titleGoesOn =
      /^(?:über|für|zur|zum|zu|gegen|zwischen|betreffend)$/.test(after?.text ?? "") &&
      !(
        reference.named &&
        after?.text === "für" &&
        /^(?:jeden|jede|jedes|alle)$/.test(tokens[reference.end + 1]?.text ?? "")
      );
    if (titleGoesOn) return undefined;
    // "… setzen wir die Gebühren auf Grundlage der Satzung wie folgt fest: …": the citation would
    // come between the colon and what it announces.
    if (tokens.slice(reference.end).some((token) => token.text === ":")) return undefined;
    const segment = segmentStart(tokens, at);
    const clause = segmentFrom(tokens, segment);
    // The clause the citation belongs to; the new sentence goes right after it.
    const anchor = clause.filter((_token, index) => index < at - segment || index >= reference.end - segment);
    if (CITING.test(tokens[at]?.text ?? "") && lower(tokens[at]) === "nach" && nachObjectVerb(clause))
      return undefined;
    const sentence: Token[] = [word("Das"), word("steht"), ...reference.cited];
    // The words that only framed the citation ("nach", "auf Grundlage"): the content guard skips them.
    const kept = new Set(reference.cited);
    const frame = tokens.slice(at, reference.end).filter((token) => !kept.has(token));
    if (at === 0) {
      // "Nach Paragraf 46 … kann der Parkausweis nur ausgestellt werden, wenn …".
      if (after === undefined || finiteReadings(after).length === 0) return undefined;
      // "Gemäß § 159 … tritt daher eine Sperrzeit ein." -> "Daher tritt eine Sperrzeit ein.": a
      // connective adverb after the verb takes the first place; nothing else moves.
      const connective = tokens[reference.end + 1];
      if (
        connective !== undefined &&
        CONNECTIVE.test(connective.text) &&
        tokens.length - reference.end >= 4
      ) {
        const rest = tokens.slice(reference.end + 2);
        tokens.splice(
          0,
          tokens.length,
          { ...connective, text: capitalised(connective.text), space: false },
          after,
          ...rest,
        );
        return { sentences: [sentence], frame, anchor };
      }
      const rest = mainSubjectFirst(tokens.slice(reference.end), formal);
      if (rest === undefined || rest.length < 3) return undefined;
      const [first, ...others] = rest;
      if (first === undefined) return undefined;
      // A noun subject may leave its attribute behind: "Nach § 5 BEEG können Eltern von Kindern
      // unter 3 Jahren …" would give "Eltern können von Kindern …". A pronoun cannot; after a noun
      // the word that followed it must open no prepositional phrase.
      const followed =
        rest[rest.findIndex((token) => token.text.toLowerCase() === after.text.toLowerCase()) + 1];
      if (!/^(?:sie|wir|ich|er|es|man|du|ihr)$/i.test(first.text) && PP_OPENER.test(followed?.text ?? ""))
        return undefined;
      tokens.splice(0, tokens.length, { ...first, space: false }, ...others);
      return { sentences: [sentence], frame, anchor };
    }
    // "…, sich bis zum 27. März zu äußern, Anhörung nach Paragraf 24 …" (a label that stood in
    // parentheses at the end): "Das ist eine Anhörung." + the citation.
    const label = tokens[segment];
    const gender = label === undefined ? undefined : labelGender(label);
    if (segment === at - 1 && segment > 1 && reference.end === tokens.length && label && gender) {
      const before = segmentFrom(tokens, segmentStart(tokens, segment - 1));
      tokens.splice(segment - 1);
      const named = [word("Das"), word("ist"), word(gender === "f" ? "eine" : "ein"), label];
      return { sentences: [named, sentence], frame, anchor: before };
    }
    const previous = tokens[at - 1];
    if (previous === undefined || previous.kind === "p") return undefined;
    // Inside a clause: a finite verb or a subordinator before the phrase in its segment.
    const opener = tokens[segment];
    const opened =
      opener !== undefined &&
      (SUBORDINATORS.has(lower(opener)) ||
        /^(?:um|ohne|statt|anstatt)$/.test(lower(opener)) ||
        (segment > 0 && RELATIVE_PRONOUNS.has(lower(opener))));
    const verbBefore = tokens.slice(segment, at).some(verbal);
    if (!opened && !verbBefore) return undefined;
    if (tokens.length - (reference.end - at) < 4) return undefined;
    tokens.splice(at, reference.end - at);
    return { sentences: [sentence], frame, anchor };
  }
  return undefined;
}

/** A quoted span: „…“, "…", »…«. */
const QUOTED_SPAN = /[„"»«“]([^„"»«“”]{1,400})[“”"«»]/gu;
/** A cited number inside it: "§ 5", "Paragraf 5", "Art. 3", "Artikel 3". */
const CITED_NUMBER = /(?:§+|Paragrafen|Paragraf|Paragraphen|Paragraph|Art\.|Artikel)\s*(\d+[a-z]?)/gu;

/** Numbers of paragraphs and articles cited inside quotation marks in `text`. */
export function quotedCitations(text: string): Set<string> {
  const numbers = new Set<string>();
  for (const span of text.matchAll(QUOTED_SPAN))
    for (const cited of (span[1] ?? "").matchAll(CITED_NUMBER)) if (cited[1]) numbers.add(cited[1]);
  return numbers;
}
