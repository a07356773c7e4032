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

/** "Wir bitten Sie," -> "Bitte"; "Wir empfehlen Ihnen," / "Es empfiehlt sich," -> "Am besten". */
const HEADS: ReadonlyArray<{ words: RegExp; lead: readonly string[]; needsFormal: boolean }> = [
  { words: /^(?:wir bitten sie|ich bitte sie) ,$/i, lead: ["Bitte"], needsFormal: false },
  {
    words: /^(?:wir empfehlen ihnen|ich empfehle ihnen|es empfiehlt sich) ,$/i,
    lead: ["Am", "besten"],
    needsFormal: true,
  },
];

/**
 * "Wir/Ich bitten Sie, … zu V" -> "Bitte V Sie …" and "Wir empfehlen Ihnen / Es empfiehlt sich, …
 * zu V" -> "Am besten V Sie …" (verb in the polite imperative, a separable verb's particle last;
 * the second only in a text that addresses its reader with "Sie"). Only one zu-infinitive with no
 * verb of its own before it and nothing but the head before the comma; "sein" ("Seien Sie …") is
 * left as it is.
 */
export function politeRequest(tokens: readonly Token[], formal = true): Token[] | undefined {
  const comma = tokens.findIndex((token) => token.text === ",");
  if (comma !== 3) return undefined;
  const headText = tokens
    .slice(0, 4)
    .map((token) => token.text)
    .join(" ");
  const head = HEADS.find((candidate) => candidate.words.test(headText));
  if (head === undefined || (head.needsFormal && !formal)) return undefined;
  // "Wir bitten Sie" keeps its "Sie" token; the others get a new one.
  const sie = head.lead[0] === "Bitte" ? (tokens[2] as Token) : word("Sie");
  if (head.lead[0] === "Bitte" && sie.text !== "Sie") return undefined;
  const rest = tokens.slice(4);
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
    ...head.lead.map(word),
    word(finite),
    { ...sie, space: true },
    ...middle,
    ...(particle === undefined ? [] : [word(particle)]),
  ];
}
