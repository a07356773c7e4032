// A leading condition with two consequences joined by ", und": "Liegt der Nachweis nicht vor, ist
// das Gesundheitsamt verpflichtet, die Eltern anzuhören, und kann ein Bußgeld verhängen." Split into
// "Vielleicht …" / "Dann muss das Gesundheitsamt die Eltern anhören." the second consequence stood
// alone as a plain fact ("Das Gesundheitsamt kann ein Bußgeld verhängen."); it keeps the condition
// with "Dann" of its own ("Dann kann das Gesundheitsamt ein Bußgeld verhängen.").

import { agrees, type Clause } from "./clause-tools.ts";
import { finiteReadings, infinitiveLemmas, pastParticipleLemmas } from "./lexicon-access.ts";
import { prefixLowered, subordinatorOf } from "./split-subordinate.ts";
import { type Token, word } from "./tokens.ts";
import { verbFirstConditional } from "./verb-first-conditional.ts";

/** Subordinators of a condition whose consequences all depend on it. */
const CONDITION = /^(?:wenn|falls|sofern)$/;

/**
 * `lead` and `main` are the condition's segment and its main clause's, `conjunct` the segment
 * "und …" after them; `host` is the clause the main clause became, `clauses` what the conjunct
 * became. Returns the clauses in place of host and conjunct: when the condition leads
 * (wenn/falls/sofern or a verb-first condition), the host opens with "Dann" and the conjunct
 * became one main clause without a connector, that clause opens with "Dann" too. Unchanged
 * otherwise ("und abends grillen wir": no subject first; "und es kann …": "es" may be the subject
 * or hold the first place; no host: `clauses`).
 */
export function thenOnConjunct(
  lead: readonly Token[],
  main: readonly Token[],
  conjunct: readonly Token[],
  host: Clause | undefined,
  clauses: Clause[],
  formal: boolean,
): Clause[] {
  const [only, ...others] = clauses;
  if (host === undefined) return clauses;
  if (only === undefined || others.length > 0 || conjunct[0]?.text !== "und") return [host, ...clauses];
  const condition =
    CONDITION.test(subordinatorOf(lead)?.word ?? "") ||
    verbFirstConditional(lead, main, formal) !== undefined;
  if (!condition || host.tokens[0]?.text !== "Dann" || host.end !== ".") return [host, ...clauses];
  const then = modalOrFuture(only.tokens)
    ? (prefixLowered(only.tokens, "Dann", formal) ?? withoutExpletive(only.tokens))
    : withoutExpletive(only.tokens);
  return then === undefined ? [host, ...clauses] : [host, { ...only, tokens: then }];
}

/** Modal verbs whose consequence depends on a condition ("und Sie müssen einen neuen Termin vereinbaren"). */
const MODALS = /^(?:können|müssen|dürfen|sollen)$/;

/**
 * "und Sie müssen einen neuen Termin vereinbaren", "und wir werden Sie informieren", "und Sie
 * werden einen Bescheid erhalten", "und Sie werden informiert": a clause whose finite verb is a
 * modal, or "werden" with an infinitive or a participle last (future or passive), says what follows
 * from the condition. Not a state or a Perfekt ("und das Bürgeramt ist montags geschlossen", "und Sie haben
 * schon zwei Mahnungen bekommen": facts of their own), nor with "schon"/"bereits".
 */
function modalOrFuture(tokens: readonly Token[]): boolean {
  if (tokens.some((token) => /^(?:schon|bereits)$/i.test(token.text))) return false;
  const finite = tokens.find((token, index) => index > 0 && finiteReadings(token).length > 0);
  const readings = finiteReadings(finite);
  if (readings.length > 0 && readings.every((reading) => MODALS.test(reading.lemma))) return true;
  const last = tokens.at(-1);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.lemma === "werden") &&
    (infinitiveLemmas(last).length > 0 || pastParticipleLemmas(last).length > 0)
  );
}

/**
 * "Es entstehen weitere Kosten" -> "Dann entstehen weitere Kosten": an "es" before a plural verb
 * only holds the first place, which "Dann" takes. Undefined for anything else ("es kann …" may be
 * a subject).
 */
function withoutExpletive(tokens: readonly Token[]): Token[] | undefined {
  const [es, verb] = tokens;
  const readings = finiteReadings(verb);
  if (es?.text.toLowerCase() !== "es" || verb === undefined || readings.length === 0) return undefined;
  if (!agrees(readings, [{ person: 3, number: "plural" }])) return undefined;
  if (agrees(readings, [{ person: 3, number: "singular" }])) return undefined;
  return [word("Dann"), ...tokens.slice(1)];
}
