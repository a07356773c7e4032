// lemmaOf: the most likely base form of a word form.
import { lookupWord } from "./lookup-word.ts";

/**
 * The lemma of a form, or undefined if unknown. A capitalised form prefers a noun reading
 * ("Anträge" -> "Antrag"), a lower-case form a verb, then an adjective reading
 * ("ging" -> "gehen", "schwierigen" -> "schwierig").
 */
export function lemmaOf(form: string): string | undefined {
  const readings = lookupWord(form);
  const isCapitalised = form.charAt(0) !== form.charAt(0).toLowerCase();
  const order = isCapitalised ? ["noun", "verb", "adjective"] : ["verb", "adjective", "noun"];
  for (const partOfSpeech of order) {
    const reading = readings.find((candidate) => candidate.partOfSpeech === partOfSpeech);
    if (reading !== undefined) return reading.lemma;
  }
  return undefined;
}
