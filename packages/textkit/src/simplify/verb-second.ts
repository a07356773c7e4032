// A connector adverb with the subject before the verb ("Dann ich werde dich segnen", a slip in
// the source) -> verb second: "Dann werde ich dich segnen". Runs before the clause is split.
import { agrees, subjectAt } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import type { Token } from "./tokens.ts";

/** Adverbs that fill the first position of a main clause on their own (not "da": also a subordinator). */
const CONNECTOR =
  /^(?:dann|deshalb|darum|deswegen|trotzdem|danach|dabei|dafür|außerdem|stattdessen|seitdem)$/i;
/** Subject pronouns that cannot be objects ("sie"/"es" may be: "Dann es …" is left alone). */
const PRONOUN = /^(?:ich|du|er|wir|ihr)$/;

/**
 * "Dann ich werde …" -> "Dann werde ich …": connector, subject pronoun, then a finite verb form
 * that agrees with it ("Dann er gehen" stays). The tokens unchanged otherwise.
 */
export function verbSecondAfterConnector(tokens: readonly Token[]): readonly Token[] {
  const [connector, pronoun, verb] = tokens;
  if (connector === undefined || pronoun === undefined || verb === undefined) return tokens;
  if (!CONNECTOR.test(connector.text) || !PRONOUN.test(pronoun.text)) return tokens;
  const subject = subjectAt(tokens, 1, false);
  const readings = finiteReadings(verb);
  if (subject?.end !== 2 || readings.length === 0 || !agrees(readings, subject.agreements)) return tokens;
  return [connector, { ...verb, space: true }, { ...pronoun, space: true }, ...tokens.slice(3)];
}
