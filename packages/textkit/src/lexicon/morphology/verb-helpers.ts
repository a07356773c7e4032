// Questions a rule checker and a simplifier ask about verb forms.
import { findVerbReadings } from "./lookup-word.ts";
import { FINITE_TENSES } from "./verb-codes.ts";
import { findVerbEntry } from "./verb-lexicon.ts";
import type { FiniteTense, FiniteVerbInfo, GrammaticalNumber, Person, VerbInfo } from "./word-info.ts";

function verbReadingsOf(form: string): VerbInfo[] {
  if (typeof form !== "string" || form.length === 0 || form.length > 100) return [];
  return findVerbReadings(form.toLowerCase());
}

function finiteReadingsOf(form: string): FiniteVerbInfo[] {
  return verbReadingsOf(form).filter((reading): reading is FiniteVerbInfo => reading.form === "finite");
}

/** True when the form can be a finite verb ("geht", "ging", "wäre"; also "gehen" as 1st/3rd plural). */
export function isFiniteVerb(form: string): boolean {
  return finiteReadingsOf(form).length > 0;
}

/** True when the form can be a past participle ("gelesen", "beantragt", "angestellt"). */
export function isPastParticiple(form: string): boolean {
  return verbReadingsOf(form).some((reading) => reading.form === "pastParticiple");
}

/** True when the form can be an indicative Präteritum ("ging", "stellte", "war"). */
export function isPraeteritum(form: string): boolean {
  return finiteReadingsOf(form).some((reading) => reading.tense === "praeteritum");
}

/**
 * True when the form is a Konjunktiv (I or II). By default only forms that cannot be read as an
 * indicative of the same verb count ("wäre", "hätte", "würde", "käme", "sei", "könnte"): weak
 * "stellte" and "habe" look like the indicative and need the context; pass
 * `{ includeAmbiguous: true }` to accept them too.
 */
export function isKonjunktiv(form: string, options: { includeAmbiguous?: boolean } = {}): boolean {
  const readings = finiteReadingsOf(form);
  const konjunktiv = readings.filter((reading) => reading.tense.startsWith("konjunktiv"));
  if (konjunktiv.length === 0) return false;
  if (options.includeAmbiguous === true) return true;
  return konjunktiv.some(
    (reading) =>
      !readings.some(
        (other) =>
          other.lemma === reading.lemma && (other.tense === "praesens" || other.tense === "praeteritum"),
      ),
  );
}

/** The past participle of a verb ("beantragen" -> "beantragt", "gehen" -> "gegangen"). */
export function participleOf(verbLemma: string): string | undefined {
  return findVerbEntry(verbLemma.toLowerCase())?.pastParticiples[0];
}

/**
 * A finite form of a verb: finiteFormOf("haben", "praesens", 3, "singular") -> "hat".
 * For separable verbs the particle comes last, separated by a space ("stellt an").
 */
export function finiteFormOf(
  verbLemma: string,
  tense: FiniteTense,
  person: Person,
  number: GrammaticalNumber,
): string | undefined {
  const entry = findVerbEntry(verbLemma.toLowerCase());
  if (entry === undefined) return undefined;
  const code = FINITE_TENSES.indexOf(tense) * 6 + (number === "plural" ? 3 : 0) + (person - 1);
  const form = entry.finite[code];
  if (!form) return undefined;
  return entry.particle ? `${form} ${entry.particle}` : form;
}
