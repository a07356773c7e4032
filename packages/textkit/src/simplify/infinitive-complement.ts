// Infinitive clauses with "zu" that complete the clause before them ("Wir haben versucht, ihn
// daran zu hindern"): not a clause of their own for splitting, so they stay with their verb.
import { hasFiniteVerb } from "./clause-tools.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";
import { DETERMINERS } from "./word-classes.ts";

/** The infinitive of a clause ending "zu gehen" or "zurückzukehren", and the tokens before it. */
export function zuInfinitive(tokens: readonly Token[]): { before: Token[]; infinitive: string } | undefined {
  const last = tokens.at(-1);
  if (last === undefined || last.kind !== "w" || isCapitalised(last.text)) return undefined;
  const readings = readingsOf(last.text).filter((reading) => reading.partOfSpeech === "verb");
  if (tokens.at(-2)?.text === "zu" && readings.some((reading) => reading.form === "infinitive"))
    return { before: tokens.slice(0, -2), infinitive: last.text };
  const zu = readings.find((reading) => reading.form === "zuInfinitive");
  return zu === undefined ? undefined : { before: tokens.slice(0, -1), infinitive: zu.lemma };
}

/**
 * A finite verb inside an infinitive clause means a second clause. Determiners ("einen Termin")
 * and infinitives before the zu-infinitive ("taufen zu lassen", "lesen und schreiben zu lernen")
 * are not finite verbs.
 */
export function innerFiniteVerb(tokens: readonly Token[]): boolean {
  let end = tokens.length;
  // "lesen und schreiben zu lernen": infinitives joined by "und"/"oder" before it as well.
  while (
    end > 0 &&
    (isNonFiniteVerb(tokens[end - 1]) ||
      (/^(?:und|oder)$/.test(tokens[end - 1]?.text ?? "") &&
        end < tokens.length &&
        isNonFiniteVerb(tokens[end - 2])))
  )
    end -= 1;
  return tokens
    .slice(0, end)
    .some((token) => !DETERMINERS.has(token.text.toLowerCase()) && finiteReadings(token).length > 0);
}

const OWN_CLAUSE_OPENERS = /^(?:um|ohne|statt|anstatt|und|oder|aber|sondern|denn)$/i;

/** "ihn daran zu hindern", "Kinder von Gott zu werden": a zu-infinitive clause without its own opener. */
export function isInfinitiveComplement(segment: readonly Token[]): boolean {
  const first = segment[0];
  if (first === undefined || segment.some((token) => OWN_CLAUSE_OPENERS.test(token.text))) return false;
  const parsed = zuInfinitive(segment);
  // A bare "zu empfangen" is the end of a clause that a comma interrupted, not a complement.
  return parsed !== undefined && parsed.before.length > 0 && !innerFiniteVerb(parsed.before);
}

/** Verbs that take a zu-infinitive as their object ("versuchten, ihn zu töten"). */
const TAKES_INFINITIVE = new Set([
  "versuchen",
  "beginnen",
  "anfangen",
  "aufhören",
  "vergessen",
  "hoffen",
  "planen",
  "beschließen",
  "bitten",
  "befehlen",
  "erlauben",
  "verbieten",
  "wagen",
  "drohen",
  "vorhaben",
  "verlangen",
  "auffordern",
  "empfehlen",
  "versprechen",
  "gelingen",
  "suchen",
  "trachten",
  "lehren",
  "zwingen",
]);

/**
 * A subordinate clause that ends in a verb taking a zu-infinitive ("weil die Juden versuchten"):
 * the infinitive after the comma is its object, not the clause around it.
 */
export function endsInInfinitiveVerb(segment: readonly Token[]): boolean {
  if (finiteReadings(segment.at(-1)).some((reading) => TAKES_INFINITIVE.has(reading.lemma))) return true;
  // "weil Sie vergessen haben", "weil er versucht hatte": the participle before haben/sein.
  const auxiliary = finiteReadings(segment.at(-1)).some((reading) => /^(?:haben|sein)$/.test(reading.lemma));
  if (auxiliary && pastParticipleLemmas(segment.at(-2)).some((lemma) => TAKES_INFINITIVE.has(lemma)))
    return true;
  // "dass Sie verpflichtet sind", "wenn Sie in der Lage sind", "dass Sie das Recht haben": a set
  // phrase that takes a zu-infinitive (office-phrases.ts turns it into a modal).
  const before = segment.at(-2)?.text ?? "";
  return (
    auxiliary && (INFINITIVE_PREDICATES.has(before) || (before === "Lage" && segment.at(-3)?.text === "der"))
  );
}

/** Adjectives (with "sein") and nouns (with "haben") that take a zu-infinitive. */
const INFINITIVE_PREDICATES: ReadonlySet<string> = new Set([
  "verpflichtet",
  "berechtigt",
  "bereit",
  "gezwungen",
  "Möglichkeit",
  "Recht",
  "Pflicht",
  "Gelegenheit",
]);

/**
 * Joins every infinitive complement to the segment before it (comma kept) when that segment is a
 * main clause with a finite verb, or a subordinate clause (`subordinate`) ending in a verb that
 * takes a zu-infinitive ("weil die Juden versuchten, ihn zu töten", also "weil Sie vergessen haben,
 * das Formular zu unterschreiben"); after other relative or
 * subordinate clauses the infinitive may belong to the clause around it ("…, in dem Lebensatem
 * ist, zu vernichten").
 */
export function mergeInfinitiveComplements(
  segments: readonly Token[][],
  dependent: (segment: readonly Token[]) => boolean,
  subordinate: (segment: readonly Token[]) => boolean = () => false,
  relative: (segment: readonly Token[]) => boolean = () => false,
): Token[][] {
  const out: Token[][] = [];
  const comma = (): Token => ({ kind: "p", text: ",", space: false });
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? [];
    const previous = out.at(-1);
    const host =
      previous !== undefined &&
      hasFiniteVerb(previous) &&
      (!dependent(previous) || (subordinate(previous) && endsInInfinitiveVerb(previous)));
    if (host && isInfinitiveComplement(segment)) {
      previous.push(comma(), ...segment);
      continue;
    }
    // "verpflichtet sind, alle Änderungen in den Verhältnissen, die … erheblich sind, unverzüglich
    // mitzuteilen": a relative clause on the infinitive's object interrupts it; the three segments
    // are one infinitive complement.
    const inner = segments[index + 1] ?? [];
    const rest = segments[index + 2];
    if (
      host &&
      rest !== undefined &&
      interruptedInfinitive([...segment, comma(), ...inner, comma(), ...rest], relative)
    ) {
      previous.push(comma(), ...segment, comma(), ...inner, comma(), ...rest);
      index += 2;
      continue;
    }
    out.push([...segment]);
  }
  return out;
}

/**
 * "alle Änderungen, die … erheblich sind, unverzüglich mitzuteilen": an infinitive clause (the
 * tokens after the comma of its host) whose object a relative clause (`relative`) interrupts.
 */
export function interruptedInfinitive(
  tokens: readonly Token[],
  relative: (segment: readonly Token[]) => boolean,
): boolean {
  const parts: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "p" && token.text === ",") parts.push([]);
    else parts.at(-1)?.push(token);
  }
  const [object, inner, rest] = parts;
  return (
    parts.length === 3 &&
    object !== undefined &&
    inner !== undefined &&
    rest !== undefined &&
    interruptedObject(object) &&
    relative(inner) &&
    isFiniteVerbToken(inner.at(-1)) &&
    closesInfinitive(rest)
  );
}

/** The start of an infinitive clause up to a noun a relative clause follows: no verb, no opener of its own. */
function interruptedObject(segment: readonly Token[]): boolean {
  const last = segment.at(-1);
  return (
    segment.length > 0 &&
    last !== undefined &&
    isCapitalised(last.text) &&
    !segment.some(
      (token) =>
        OWN_CLAUSE_OPENERS.test(token.text) ||
        token.kind === "p" ||
        isNonFiniteVerb(token) ||
        (!DETERMINERS.has(token.text.toLowerCase()) && finiteReadings(token).length > 0),
    )
  );
}

/** "unverzüglich mitzuteilen", "mitzuteilen": the rest of an infinitive clause, no verb before it. */
function closesInfinitive(segment: readonly Token[]): boolean {
  if (segment.some((token) => OWN_CLAUSE_OPENERS.test(token.text) || token.kind === "p")) return false;
  const parsed = zuInfinitive(segment);
  return parsed !== undefined && !innerFiniteVerb(parsed.before);
}
