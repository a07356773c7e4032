// "Wir bitten Sie, uns den Zählerstand mitzuteilen." -> "Bitte teilen Sie uns den Zählerstand mit.":
// a letter's request as a polite imperative, two words shorter and with the verb up front.
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import { innerFiniteVerb, zuInfinitive } from "./infinitive-complement.ts";
import { mainClauseForm, readingsOf } from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";

/** Words that open a second clause inside the infinitive clause: then it is left whole. */
const SECOND_CLAUSE =
  /^(?:sondern|aber|damit|um|ohne|statt|anstatt|wenn|falls|sofern|weil|dass|da|bevor|nachdem)$/i;

/** A zu-infinitive before the last one ("zu prüfen und mitzuteilen"): a second request. */
function hasOtherInfinitive(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      readingsOf(token.text).some(
        (reading) => reading.partOfSpeech === "verb" && reading.form === "zuInfinitive",
      ) ||
      (token.text === "zu" &&
        readingsOf(tokens[index + 1]?.text ?? "").some(
          (reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive",
        )),
  );
}

/**
 * "Wir/Ich bitten Sie, … zu V" -> "Bitte V Sie …" (verb in the polite imperative, a separable
 * verb's particle last). Only one zu-infinitive with no verb of its own before it and nothing but
 * "Wir bitten Sie" before the comma; "sein" ("Seien Sie …") is left as it is.
 */
export function politeRequest(tokens: readonly Token[]): Token[] | undefined {
  const [subject, verb, sie, comma, ...rest] = tokens;
  if (
    !/^(?:wir|ich)$/i.test(subject?.text ?? "") ||
    !/^(?:bitten|bitte)$/.test(verb?.text ?? "") ||
    (subject?.text.toLowerCase() === "wir") !== (verb?.text === "bitten") ||
    sie?.text !== "Sie" ||
    comma?.text !== ","
  )
    return undefined;
  const parsed = zuInfinitive(rest);
  if (parsed === undefined || parsed.infinitive === "sein") return undefined;
  const middle = parsed.before;
  if (
    middle.some((token) => token.kind === "p" && token.text !== ".") ||
    middle.some((token) => SECOND_CLAUSE.test(token.text)) ||
    hasOtherInfinitive(middle) ||
    innerFiniteVerb(middle)
  )
    return undefined;
  const form = finiteFormOf(parsed.infinitive, "praesens", 3, "plural");
  if (form === undefined) return undefined;
  const [finite, particle] = mainClauseForm(form, parsed.infinitive, participleOf(parsed.infinitive));
  return [
    word("Bitte"),
    word(finite),
    { ...sie, space: true },
    ...middle,
    ...(particle === undefined ? [] : [word(particle)]),
  ];
}
