// Leichte Sprache leaves out modal particles that carry no content: "sonst verdürbe ich ja meinen
// Erbbesitz" -> "sonst verdürbe ich meinen Erbbesitz", "Was wollt ihr denn?" -> "Was wollt ihr?".
// Only inside a clause, after a word: at a clause start "doch"/"denn" join clauses ("Doch er kam",
// "denn er war krank") and "Ja," answers; those stay.
import { finiteReadings, readingsOf } from "./lexicon-access.ts";
import type { Token } from "./tokens.ts";
import { COORDINATORS, DETERMINERS, SUBJECT_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

/** Particles dropped in any sentence: "nämlich" (after a word, not "…, nämlich X"), "ja". */
const ALWAYS: ReadonlySet<string> = new Set(["nämlich", "ja"]);
/**
 * In questions only: "Was wollt ihr denn?". The rhetorical "etwa" ("Ist etwa einer gekommen?")
 * stays: it tells the reader that the answer is "no".
 */
const IN_QUESTIONS: ReadonlySet<string> = new Set(["denn"]);
/** "doch" weakens a concession ("schlaf ich auch ein, wache ich doch auf"): kept next to these. */
const CONCESSIVE = /^(?:auch|selbst|zwar|obwohl|obgleich|trotzdem|dennoch|wenngleich)$/i;

function isWordToken(token: Token | undefined): token is Token {
  return token !== undefined && (token.kind === "w" || token.kind === "n");
}

/**
 * The particle at `index` stands inside a clause: a word before it that does not open a clause
 * (und, aber, dass, weil …) and a word after it ("ja meinen", not "ja,", "ja.", "oder ja", "ja oder nein").
 */
function insideClause(tokens: readonly Token[], index: number, question: boolean): boolean {
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  // "Was wollt ihr denn?": a question may end in its particle.
  if (question && next === undefined && isWordToken(previous) && IN_QUESTIONS.has(tokens[index]?.text ?? ""))
    return !COORDINATORS.has(previous.text.toLowerCase());
  if (!isWordToken(previous) || !isWordToken(next)) return false;
  // "ja oder nein", "ja und amen": an answer word, not a particle.
  if (COORDINATORS.has(next.text.toLowerCase()) || next.text === "nein") return false;
  const before = previous.text.toLowerCase();
  if (COORDINATORS.has(before) || SUBORDINATORS.has(before) || before === "ja" || before === "oh")
    return false;
  // "etwa 15.000 Euro", "etwa so groß": a measure, not a particle.
  return !(
    next.kind === "n" || /^(?:so|wie|zehn|hundert|tausend|die|der|das|ein|eine|einen|einem)$/i.test(next.text)
  );
}

/** "doch" right after a finite verb or a pronoun in a sentence without a concession. */
function droppableDoch(tokens: readonly Token[], index: number): boolean {
  if (tokens.some((token) => CONCESSIVE.test(token.text))) return false;
  const previous = tokens[index - 1];
  return (
    finiteReadings(previous).length > 0 ||
    /^(?:ich|du|er|sie|es|wir|ihr|man|mich|dich|ihn|uns|euch|mir|dir|ihm|ihnen|sich)$/.test(
      previous?.text ?? "",
    )
  );
}

/** "ob Sie ja sagen", "ja ankreuzen": "ja" as the answer word is the object of a verb of saying. */
const ANSWER_VERBS: ReadonlySet<string> = new Set([
  "sagen",
  "antworten",
  "ankreuzen",
  "rufen",
  "schreiben",
  "nicken",
]);

function answerWord(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    readingsOf(next.text).some(
      (reading) => reading.partOfSpeech === "verb" && ANSWER_VERBS.has(reading.lemma),
    )
  );
}

/**
 * "Kommen Sie morgen denn wir brauchen …?": "denn" before a subject (pronoun or article) may join
 * a clause; it stays ("Wo sind denn die Kinder?" keeps it too).
 */
function joinsClause(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1]?.text ?? "";
  return SUBJECT_PRONOUNS.has(next.toLowerCase()) || DETERMINERS.has(next.toLowerCase());
}

/** The tokens without modal particles, or the same tokens when none can go. */
export function dropFillerParticles(tokens: readonly Token[], end: string | undefined): Token[] {
  const question = end === "?";
  return tokens.filter((token, index) => {
    if (token.kind !== "w" || index === 0) return true;
    const text = token.text;
    const particle =
      (ALWAYS.has(text) && !(text === "ja" && answerWord(tokens, index))) ||
      (question && IN_QUESTIONS.has(text) && !joinsClause(tokens, index)) ||
      (text === "doch" && droppableDoch(tokens, index));
    return !(particle && insideClause(tokens, index, question));
  });
}
