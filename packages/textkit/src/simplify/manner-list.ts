// Leichte Sprache: a list of ways in a clause becomes "so" + a bulleted list after a colon:
// "Sie können die Unterlagen persönlich während der Sprechzeiten, per Post oder über das
// Serviceportal der Stadt schicken." -> "Sie können die Unterlagen so schicken:" / "- persönlich
// während der Sprechzeiten" / "- per Post" / "- über das Serviceportal der Stadt".
// Only when sure: at least 3 items joined by commas and a final "oder"/"und"/"sowie", each opening
// with a word of manner ("per", "über", "mit", "persönlich", "schriftlich" …), at least one of them a
// sure one ("per", "persönlich", "telefonisch" …: "über Ihre Rechte, über …" is a topic, "mit dem
// Arzt, mit …" a partner), no verb inside an item, and only the clause's infinitives, participles or
// its separable particle after the list.
import { type Clause, hasFiniteVerb } from "./clause-tools.ts";
import { finiteReadings, isNonFiniteVerb, PARTICLES } from "./lexicon-access.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { CONTRACTED_PREPOSITIONS, PREPOSITIONS, SUBORDINATORS } from "./word-classes.ts";

/** Words that open a way of doing something and say so by themselves. */
const SURE_MANNER =
  /^(?:per|via|bar|persönlich|schriftlich|mündlich|telefonisch|online|elektronisch|digital|postalisch)$/;
/** Prepositions that open a way only beside a sure one ("über das Serviceportal", "mit der App"). */
const OTHER_MANNER = /^(?:über|mit|durch)$/;
const LIST_CONJUNCTIONS = /^(?:oder|und|sowie)$/;
const MIN_ITEMS = 3;
const MAX_ITEM_TOKENS = 8;
/** Infinitives or participles that may close the clause after the list ("schicken", "gesendet werden"). */
const MAX_FINAL_VERBS = 2;

function opensManner(token: Token | undefined): boolean {
  const text = token?.kind === "w" ? token.text : "";
  return SURE_MANNER.test(text) || OTHER_MANNER.test(text);
}

/** An item of the list: a word of manner first, then no verb, punctuation or conjunction. */
function mannerItem(item: readonly Token[]): boolean {
  return (
    item.length > 0 &&
    item.length <= MAX_ITEM_TOKENS &&
    opensManner(item[0]) &&
    // "online auf der Internetseite … möglich": a predicative after the last way belongs to the clause.
    (item.length === 1 || isCapitalised(item.at(-1)?.text ?? "") || item.at(-1)?.kind === "n") &&
    item.every(
      (token, index) =>
        (token.kind === "w" || token.kind === "n") &&
        !LIST_CONJUNCTIONS.test(token.text) &&
        (index === 0 ||
          (finiteReadings(token).length === 0 && !(isNonFiniteVerb(token) && !isCapitalised(token.text)))),
    )
  );
}

/** A preposition after the first word of an item, not "von"/"vom" ("durch Überweisung von Ihrem Konto"). */
function laterPreposition(item: readonly Token[]): boolean {
  return item.slice(1).some((token) => {
    const plain = CONTRACTED_PREPOSITIONS[token.text] ?? token.text;
    return plain !== "von" && (PREPOSITIONS.has(plain) || plain === "während");
  });
}

/**
 * The last way opens with a preposition and a second prepositional phrase follows it, while the
 * other ways are bare: that phrase is the verb's or shared by all ways ("…, telefonisch und per
 * E-Mail an die Zahlung erinnert", "…, per Post oder per Fax beim Jobcenter ein"), not the last
 * way's own. With ways of their own ("bar an der Kasse, …, mit Ihrer EC-Karte im Bürgeramt") it is.
 */
function sharedTail(items: readonly (readonly Token[])[]): boolean {
  const last = items.at(-1) ?? [];
  if (!OTHER_MANNER.test(last[0]?.text ?? "") && !/^(?:per|via)$/.test(last[0]?.text ?? "")) return false;
  return laterPreposition(last) && !items.slice(0, -1).some(laterPreposition);
}

/** The clause as "prefix so verbs:" + one bullet per way, or undefined when it is not a sure list. */
export function mannerList(tokens: readonly Token[], end: string): Clause[] | undefined {
  if (
    (end !== "." && end !== "!") ||
    tokens.some((token) => token.kind === "p" && /^[;:()]$/.test(token.text))
  )
    return undefined;
  // What closes the clause after the list: its infinitives and participles, or its particle.
  let cut = tokens.length;
  while (cut > 0 && tokens.length - cut < MAX_FINAL_VERBS && isNonFiniteVerb(tokens[cut - 1])) cut -= 1;
  if (cut === tokens.length && PARTICLES.has(tokens.at(-1)?.text ?? "")) cut -= 1;
  const body = tokens.slice(0, cut);
  const commas = body.flatMap((token, index) => (token.kind === "p" && token.text === "," ? [index] : []));
  const firstComma = commas[0];
  if (firstComma === undefined) return undefined;
  const head = body.slice(0, firstComma);
  // The first way is the last word of manner in the first comma segment ("… die Unterlagen
  // persönlich während der Sprechzeiten").
  const start = head.findLastIndex((token) => opensManner(token));
  const prefix = head.slice(0, start);
  if (
    start < 2 ||
    !hasFiniteVerb(prefix) ||
    SUBORDINATORS.has(prefix[0]?.text.toLowerCase() ?? "") ||
    prefix.some((token) => token.kind === "p")
  )
    return undefined;
  const items: Token[][] = [head.slice(start)];
  commas.forEach((comma, index) => {
    items.push(body.slice(comma + 1, commas[index + 1] ?? body.length));
  });
  // The last segment holds the last two ways: "per Post oder über das Serviceportal der Stadt".
  const last = items.pop() ?? [];
  const join = last.findIndex((token) => LIST_CONJUNCTIONS.test(token.text));
  if (join < 1) return undefined;
  items.push(last.slice(0, join), last.slice(join + 1));
  if (items.length < MIN_ITEMS || !items.every(mannerItem)) return undefined;
  if (!items.some((item) => SURE_MANNER.test(item[0]?.text ?? "")) || sharedTail(items)) return undefined;
  const closing = tokens.slice(cut).map((token) => ({ ...token, space: true }));
  return [
    { tokens: [...prefix, word("so"), ...closing], end: ":" },
    ...items.map((item) => ({
      tokens: item.map((token, index) => (index === 0 ? { ...token, space: true } : token)),
      end: "",
      bullet: true,
    })),
  ];
}
