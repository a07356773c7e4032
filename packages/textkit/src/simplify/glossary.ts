// Access to our own glossary (packages/textkit/data/glossary/*.json): term, explanations, forms.
import { readdirSync, readFileSync } from "node:fs";
import { lazy } from "../lexicon/data-file.ts";
import type { NounInfo } from "../lexicon/morphology/word-info.ts";
import { inSetPhrase } from "./glossary-set-phrases.ts";
import { finiteReadings, isFiniteVerbToken, nounReadings, PARTICLES } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";

export type GlossaryEntry = {
  term: string;
  domain?: string;
  explanation_leicht: string;
  explanation_einfach: string;
  synonyms: string[];
  forms: string[];
  complexity?: number;
  /**
   * Word beginnings (lower case) that decide whether the explanation fits the sentence: with
   * `requires`, one of them must occur ("Anmeldung" is the registration of an address only beside
   * Wohnung, Umzug, Adresse …); with `excludes`, none may ("Betreuung" is legal care, not the
   * care of a child in a Kita). `derivedRequires` holds for a lower-case form only (a verb or
   * adjective the entry lists among its forms), whose everyday sense is often another one: "Bitte
   * wählen Sie einen Termin" is no election, "Bilder anzeigen" no report to the police.
   */
  context?: {
    requires?: string[];
    excludes?: string[];
    derivedRequires?: string[];
    /**
     * Cues anywhere in the text that stand for `requires` missing in the sentence: a GP's
     * referral letter ("Die Patientin klagt über Schmerzen …" / "Die Überweisung gilt für das
     * Quartal.") has the medical sense of "Überweisung" in each sentence.
     */
    textRequires?: string[];
  };
  /**
   * The explanation for a text that is not from an office (a bank's, an employer's, a school's
   * letter): "Ablehnung bedeutet: Jemand sagt Nein zu Ihrem Antrag." where the office's text has
   * "Das Amt sagt Nein zu Ihrem Antrag." Only where the main explanation names an office.
   */
  explanation_leicht_general?: string;
  explanation_einfach_general?: string;
};

const GLOSSARY_DIR = new URL("../../data/glossary/", import.meta.url);

function isEntry(value: unknown): value is GlossaryEntry {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.term === "string" &&
    typeof record.explanation_leicht === "string" &&
    typeof record.explanation_einfach === "string"
  );
}

/** Form or term -> entry (the first sense). Missing or broken files give an empty glossary (never throws). */
export const loadGlossary = lazy((): ReadonlyMap<string, GlossaryEntry> => {
  const byForm = new Map<string, GlossaryEntry>();
  for (const [form, senses] of loadSenses()) {
    const first = senses[0];
    if (first !== undefined) byForm.set(form, first);
  }
  return byForm;
});

/**
 * Form or term -> the senses of the word ("Anhang": a file in an e-mail, "Anhang (Brief)": a
 * sheet added to a letter), the entry whose term is the form itself first, the others in the
 * order of the files. The context cues of each sense decide which one a sentence has.
 */
export const loadSenses = lazy((): ReadonlyMap<string, readonly GlossaryEntry[]> => {
  const byForm = new Map<string, GlossaryEntry[]>();
  let files: string[] = [];
  try {
    files = readdirSync(GLOSSARY_DIR)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return byForm;
  }
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(new URL(file, GLOSSARY_DIR), "utf8"));
    } catch {
      continue;
    }
    if (!Array.isArray(parsed)) continue;
    for (const item of parsed) {
      if (!isEntry(item)) continue;
      const entry: GlossaryEntry = {
        ...item,
        synonyms: Array.isArray(item.synonyms) ? item.synonyms : [],
        forms: Array.isArray(item.forms) ? item.forms : [],
      };
      // "Überweisung (Bank)" is found by "Überweisung" too.
      for (const form of new Set([entry.term, bareTerm(entry.term), ...entry.forms])) {
        const senses = byForm.get(form) ?? [];
        if (senses.length > 0 && bareTerm(senses[0]?.term ?? "") !== bareTerm(entry.term)) continue;
        if (entry.term === form && form === bareTerm(form)) senses.unshift(entry);
        else senses.push(entry);
        byForm.set(form, senses);
      }
    }
  }
  return byForm;
});

/** A term without its sense qualifier: "Überweisung (Bank)" -> "Überweisung". */
export const bareTerm = (term: string): string => term.replace(/\s*\(.*\)$/, "");

/**
 * The glossary entry a token stands for (by its form or its noun lemma), if any. A form that is
 * an inflection of two nouns stands for neither: "Herden" and "Herde" are forms of Herd (stove)
 * and of Herde (flock), so the stove's explanation is not given for a flock.
 */
export function glossaryEntryOf(token: Token): GlossaryEntry | undefined {
  return glossarySensesOf(token)[0];
}

/** All senses of the word a token stands for (see glossaryEntryOf and loadSenses), first sense first. */
export function glossarySensesOf(token: Token): readonly GlossaryEntry[] {
  if (token.kind !== "w") return [];
  const senses = loadSenses();
  const direct = senses.get(token.text);
  if (direct !== undefined) return direct;
  let found: readonly GlossaryEntry[] = [];
  let lemma: string | undefined;
  for (const reading of nounReadings(token)) {
    if (isVerbalNoun(reading, token.text) || reading.lemma === lemma) continue;
    if (lemma !== undefined) return [];
    lemma = reading.lemma;
    found = senses.get(reading.lemma) ?? [];
  }
  return found;
}

/**
 * "das Lügen", "das Schlachten": an infinitive used as a noun (neuter singular, the form itself)
 * does not compete with the noun it also inflects (Lüge, Schlacht).
 */
function isVerbalNoun(reading: NounInfo, form: string): boolean {
  return (
    reading.lemma === form && reading.gender === "n" && reading.number === "singular" && form.endsWith("n")
  );
}

/** Articles and contractions that stand before a singular only ("zum" = "zu dem"). */
const SINGULAR_ONLY = /^(?:zum|beim|vom|im|am|ins|ans|aufs|das|dem)$/i;

/**
 * "zum Schlachten", "das Lügen": after an article of the singular, a form that is also an
 * infinitive used as a noun is that noun, not the plural of Schlacht or Lüge ("die Schlachten",
 * "viele Lügen" keep the explanation). Only for a form of another word: "vom Einkommen", "dem
 * Erdbeben" are the entry's own term.
 */
function verbalNounHere(tokens: readonly Token[], found: Token): boolean {
  const before = tokens[tokens.indexOf(found) - 1];
  return (
    before !== undefined &&
    SINGULAR_ONLY.test(before.text) &&
    nounReadings(found).some((reading) => isVerbalNoun(reading, found.text))
  );
}

/**
 * Whether the sentence before or after holds one of the entry's `excludes` cues (their lower-case
 * words): the term has its other sense there too ("Vor Beginn der Betreuung … Ohne diesen Nachweis
 * darf man Ihr Kind nicht aufnehmen": child care, not legal care).
 */
export function excludedNearby(entry: GlossaryEntry, words: readonly string[]): boolean {
  const excludes = entry.context?.excludes;
  return excludes !== undefined && mentions(words, excludes);
}

/**
 * Whether one of the lower-case words starts with one of the cues, compounds read without their
 * separator ("Haus·ärztin" starts with "hausärzt", "E-Mail" with "email").
 */
function mentions(words: readonly string[], cues: readonly string[]): boolean {
  const joined = words.map(withoutSeparator);
  return joined.some((text) => cues.some((cue) => text.startsWith(withoutSeparator(cue))));
}

const withoutSeparator = (word: string): string => word.replace(/[·-]/g, "");

/** Separable verbs that mean what their base verb means (the base verb's entry still fits). */
const SAME_MEANING: ReadonlySet<string> = new Set([
  "aufkündigen",
  "zurückfordern",
  "einfordern",
  "nachfordern",
  "zurückzahlen",
  "nachzahlen",
  "einzahlen",
]);

/** Punctuation that closes a main clause's verb bracket. */
const CLAUSE_END = /^[,;:.!?()–—]$/;

/**
 * "Hiermit kündigen wir Ihnen an, dass …": a lower-case finite form whose clause ends in a
 * separable particle is another verb (ankündigen), not the entry's (kündigen): no Kündigung is
 * explained there. "Sie können den Vertrag kündigen." and "Wir kündigen den Vertrag zum 31. Mai."
 * keep their explanation, so do a particle of the next verb after und/oder ("… kündigen die
 * Wohnung und ziehen aus") and auf/zurück/ein/nach, which keep the meaning ("kündigen … auf").
 */
function separatedFrom(tokens: readonly Token[], found: Token): boolean {
  const start = tokens.indexOf(found);
  if (start < 0 || (start > 0 && isCapitalised(found.text)) || !isFiniteVerbToken(found)) return false;
  let last: Token | undefined;
  for (const token of tokens.slice(start + 1)) {
    if (token.kind === "p" && CLAUSE_END.test(token.text)) break;
    // "Wir kündigen die Wohnung und ziehen aus.": the particle belongs to the next verb.
    if (/^(?:und|oder|aber|sondern)$/.test(token.text)) break;
    last = token;
  }
  // "kündigen … auf", "fordern … zurück", "fordern … ein": the particle keeps the entry's meaning
  // ("fordern … auf" is auffordern, another verb).
  const lemma = finiteReadings(found)[0]?.lemma ?? "";
  return (
    last !== undefined &&
    last.kind === "w" &&
    PARTICLES.has(last.text) &&
    !SAME_MEANING.has(`${last.text}${lemma}`)
  );
}

/** Whether an entry's explanation fits a sentence (see GlossaryEntry.context); `found` stands for the entry. */
export function fitsContext(
  entry: GlossaryEntry,
  tokens: readonly Token[],
  found: Token,
  textWords: readonly string[] = [],
): boolean {
  const { requires, excludes, derivedRequires, textRequires } = entry.context ?? {};
  const words = tokens.filter((token) => token.kind === "w").map((token) => token.text.toLowerCase());
  const occurs = (cues: readonly string[]) => mentions(words, cues);
  const inText = textRequires !== undefined && mentions(textWords, textRequires);
  if (requires !== undefined && !occurs(requires) && !inText) return false;
  if (derivedRequires !== undefined && !isCapitalised(found.text) && !occurs(derivedRequires)) return false;
  if (separatedFrom(tokens, found) || (found.text !== entry.term && verbalNounHere(tokens, found)))
    return false;
  if (inSetPhrase(entry.term, tokens, found)) return false;
  return excludes === undefined || !occurs(excludes);
}
