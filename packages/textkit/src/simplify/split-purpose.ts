// Purpose clause "um ... zu" -> a main clause with "wollen" and the subject of the main clause:
// "Sie gingen auf dem Weg, um ins Land Juda zurückzukehren." -> "Sie gingen auf dem Weg." +
// "Sie wollten ins Land Juda zurückkehren."
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { hasFiniteVerb, mainClauseSubject } from "./clause-tools.ts";
import { readingsOf } from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { SUBJECT_PRONOUNS } from "./word-classes.ts";

/** The infinitive of a clause ending "zu gehen" or "zurückzukehren", and the tokens before it. */
function zuInfinitive(tokens: readonly Token[]): { before: Token[]; infinitive: string } | undefined {
  const last = tokens.at(-1);
  if (last === undefined || last.kind !== "w" || isCapitalised(last.text)) return undefined;
  const readings = readingsOf(last.text).filter((reading) => reading.partOfSpeech === "verb");
  if (tokens.at(-2)?.text === "zu" && readings.some((reading) => reading.form === "infinitive"))
    return { before: tokens.slice(0, -2), infinitive: last.text };
  const zu = readings.find((reading) => reading.form === "zuInfinitive");
  return zu === undefined ? undefined : { before: tokens.slice(0, -1), infinitive: zu.lemma };
}

/**
 * `main` is the clause before the comma, `segment` the comma segment "um ... zu V". Returns the
 * purpose as a main clause, or undefined when unsure: the main clause must have a subject that
 * agrees with its verb (the subject of "um ... zu" is the same), no passive, and the purpose
 * clause no finite verb and no further infinitive.
 */
export function purposeToMain(
  main: readonly Token[],
  segment: readonly Token[],
  formal: boolean,
): Token[] | undefined {
  if (segment[0]?.text !== "um" || segment.length < 2) return undefined;
  const parsed = zuInfinitive(segment.slice(1));
  if (parsed === undefined || hasFiniteVerb(parsed.before)) return undefined;
  if (parsed.before.some((token) => token.text === "zu")) return undefined;
  const subject = mainClauseSubject(main, formal);
  if (subject === undefined) return undefined;
  const subjectTokens = main.slice(subject.start, subject.end);
  const head = subjectTokens[0]?.text.toLowerCase();
  if (subjectTokens.length === 1 && (head === "es" || head === "das" || head === "dies")) return undefined;
  // "zu alt, um ... zu" / "genug, um ... zu" say the opposite of a wish.
  if (main.some((token) => /^(zu|genug|genügend|ausreichend)$/i.test(token.text))) return undefined;
  // A passive main clause ("wurde geschickt, um ...") has another agent.
  if (main.some((token) => /^(wird|werden|wurde|wurden|worden)$/.test(token.text))) return undefined;
  const reading = subject.readings.find((candidate) =>
    subject.agreements.some(
      (agreement) => agreement.person === candidate.person && agreement.number === candidate.number,
    ),
  );
  if (reading === undefined) return undefined;
  const past =
    subject.readings.some((candidate) => candidate.tense === "praeteritum") &&
    !subject.readings.some((candidate) => candidate.tense === "praesens");
  const modal = finiteFormOf("wollen", past ? "praeteritum" : "praesens", reading.person, reading.number);
  if (modal === undefined) return undefined;
  const moved = subjectTokens.map((token, index) =>
    index === 0 && token.text !== "Sie" && head !== undefined && SUBJECT_PRONOUNS.has(head)
      ? { ...token, text: head, space: true }
      : { ...token, space: true },
  );
  return [...moved, word(modal), ...parsed.before, word(parsed.infinitive)];
}
