// Imperatives: "Nimm", "Geh", "Sag" (short forms the lexicon often lacks: the verb's stem with an
// infinitive in -en), "Bringt". Used to see that a colon is followed by a full sentence.
import { readingsOf } from "./lexicon-access.ts";
import type { Token } from "./tokens.ts";
import { FUNCTION_WORDS } from "./word-classes.ts";

/** First and second person object pronouns: no noun is followed by one at the start of a clause. */
const COMMAND_OBJECT = /^(?:mich|dich|uns|euch|mir|dir)$/;

/**
 * True when the word can be an imperative singular or plural and is not a noun. With the `next`
 * word a noun's homograph counts too when an object pronoun follows: "Ruf mich an", "Kauf dir …".
 */
export function isImperative(token: Token | undefined, next?: Token): boolean {
  if (token === undefined || token.kind !== "w") return false;
  const lower = token.text.toLowerCase();
  // "Eine Kopie …", "Ein Foto": articles, not the verb "einen".
  if (FUNCTION_WORDS.has(lower)) return false;
  const readings = readingsOf(lower);
  // The old dative in -e ("im Kaufe", "zu Hause") is no noun that opens a clause: "Kaufe es …".
  const oldDative = (reading: { cases?: readonly string[] }): boolean =>
    reading.cases?.length === 1 && reading.cases[0] === "dat";
  const commanded = next !== undefined && COMMAND_OBJECT.test(next.text);
  if (
    !commanded &&
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "noun" && !oldDative(reading))
  )
    return false;
  if (readings.some((reading) => reading.partOfSpeech === "verb" && reading.form === "imperative"))
    return true;
  // "geh" → "gehen", "sag" → "sagen", "komm" → "kommen": the short singular imperative.
  return readingsOf(`${lower}en`).some(
    (reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive",
  );
}
