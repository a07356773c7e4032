// "Wir bitten Sie, uns den Zählerstand mitzuteilen." -> "Bitte teilen Sie uns den Zählerstand mit.":
// a letter's request as a polite imperative, two words shorter and with the verb up front.
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import {
  endsInInfinitiveVerb,
  innerFiniteVerb,
  isInfinitiveComplement,
  zuInfinitive,
} from "./infinitive-complement.ts";
import { isFiniteVerbToken, isZuInfinitive, mainClauseForm, readingsOf } from "./lexicon-access.ts";
import { sharedObjectPronoun } from "./shared-object.ts";
import { capitaliseFirst, punct, type Token, word } from "./tokens.ts";
import { COMMON_CONTRACTIONS, PREPOSITIONS } from "./word-classes.ts";

/** Words that open a second clause inside the infinitive clause: then it is left whole. */
const SECOND_CLAUSE =
  /^(?:sondern|aber|damit|um|ohne|statt|anstatt|wenn|falls|sofern|weil|dass|da|bevor|nachdem)$/i;

/** A zu-infinitive before the last one ("zu prüfen und mitzuteilen"): a second request. */
function hasOtherInfinitive(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      isZuInfinitive(token) ||
      (token.text === "zu" &&
        readingsOf(tokens[index + 1]?.text ?? "").some(
          (reading) => reading.partOfSpeech === "verb" && reading.form === "infinitive",
        )),
  );
}

/**
 * "Wir bitten Sie," / "Wir möchten Sie bitten," -> "Bitte"; "Wir empfehlen Ihnen," / "Es empfiehlt sich," -> "Am besten";
 * a reminder "(Bitte) vergessen Sie nicht," / "Denken Sie daran," -> "Bitte" (only with the polite
 * "Sie": "vergessen sie nicht" says what others do).
 */
const HEADS: ReadonlyArray<{ words: RegExp; lead: readonly string[]; needsFormal: boolean }> = [
  {
    words: /^(?:wir bitten sie|ich bitte sie|wir möchten sie bitten|ich möchte sie bitten) ,$/i,
    lead: ["Bitte"],
    needsFormal: false,
  },
  // "Wir bitten, …" and "Es wird gebeten, …" ask the reader only in a text that says "Sie".
  { words: /^(?:wir bitten|es wird gebeten) ,$/i, lead: ["Bitte"], needsFormal: true },
  {
    words:
      /^(?:wir empfehlen ihnen|ich empfehle ihnen|es empfiehlt sich|es wird empfohlen|ihnen wird empfohlen|man empfiehlt ihnen) ,$/i,
    lead: ["Am", "besten"],
    needsFormal: true,
  },
  {
    words: /^(?:[Bb]itte )?(?:[Vv]ergessen Sie (?:bitte )?nicht|[Dd]enken Sie (?:bitte )?daran) ,$/,
    lead: ["Bitte"],
    needsFormal: false,
  },
];

/**
 * "Wir/Ich bitten Sie, … zu V" -> "Bitte V Sie …" and "Wir empfehlen Ihnen / Es empfiehlt sich, …
 * zu V" -> "Am besten V Sie …" (verb in the polite imperative, a separable verb's particle last;
 * the second only in a text that addresses its reader with "Sie"). Only one zu-infinitive with no
 * verb of its own before it and nothing but the head before the comma; "sein" ("Seien Sie …") is
 * left as it is.
 */
export function politeRequest(source: readonly Token[], formal = true): Token[] | undefined {
  // plainRequest and requestAfterConnector need a comma of the source after the request's head;
  // only frontedRequest writes its own, after "bitten": a clause with neither is no request.
  if (!source.some((token) => token.text === "," || token.text === "bitten")) return undefined;
  return (
    plainRequest(source, formal) ?? requestAfterConnector(source, formal) ?? frontedRequest(source, formal)
  );
}

/** Words a fronted prepositional phrase of the request may have ("Von Nachfragen zum Stand"). */
const MAX_FRONTED_REQUEST = 6;

/**
 * "Von Nachfragen zum Bearbeitungsstand bitten wir abzusehen." -> "Bitte sehen Sie von Nachfragen
 * zum Bearbeitungsstand ab.": a prepositional phrase of the zu-infinitive stands first; it goes back
 * into the infinitive clause ("Wir bitten Sie, von … abzusehen.") for the plain request.
 */
function frontedRequest(source: readonly Token[], formal: boolean): Token[] | undefined {
  const verb = source.findIndex((token) => token.text === "bitten");
  const first = source[0];
  if (
    first === undefined ||
    verb < 2 ||
    verb > MAX_FRONTED_REQUEST ||
    !PREPOSITIONS.has(first.text.toLowerCase()) ||
    source[verb + 1]?.text !== "wir" ||
    source.slice(0, verb).some((token) => token.kind !== "w" || isFiniteVerbToken(token))
  )
    return undefined;
  const after = source[verb + 2]?.text === "Sie" ? verb + 3 : verb + 2;
  const rest = source.slice(after);
  if (rest.length === 0 || rest.length > 3 || rest.some((token) => token.kind !== "w")) return undefined;
  const fronted = source.slice(0, verb);
  const clause = [
    word("Wir"),
    word("bitten"),
    word("Sie"),
    punct(","),
    { ...first, text: first.text.toLowerCase() },
    ...fronted.slice(1),
    ...rest,
  ];
  const request = plainRequest(clause, formal);
  return request?.[0]?.text === "Bitte" ? request : undefined;
}

/**
 * "Dann bitten wir Sie, uns anzurufen." (a main clause after a split) -> "Dann rufen Sie uns bitte
 * an.": the connector stays first, "bitte" follows the verb's pronouns.
 */
function requestAfterConnector(source: readonly Token[], formal: boolean): Token[] | undefined {
  const connector = source[0];
  if (
    connector !== undefined &&
    /^(?:dann|deshalb|darum|trotzdem|danach|vorher|zuerst|dafür|dabei|sonst|andernfalls|ansonsten)$/i.test(
      connector.text,
    ) &&
    source[1]?.text === "bitten" &&
    /^(?:wir|ich)$/.test(source[2]?.text ?? "") &&
    source[3]?.text === "Sie" &&
    source[4]?.text === ","
  ) {
    const subject = { ...(source[2] as Token), text: capitaliseFirst(source[2]?.text ?? "") };
    const request = plainRequest([subject, source[1], ...source.slice(3)], formal);
    if (request === undefined || request[0]?.text !== "Bitte") return undefined;
    const [, verb, sie, ...rest] = request;
    if (verb === undefined || sie === undefined) return undefined;
    let pronouns = 0;
    while (OBJECT_PRONOUNS.test(rest[pronouns]?.text ?? "")) pronouns += 1;
    return [connector, verb, sie, ...rest.slice(0, pronouns), word("bitte"), ...rest.slice(pronouns)];
  }
  return undefined;
}

function plainRequest(source: readonly Token[], formal: boolean): Token[] | undefined {
  // "Für den Abschluss des Vertrags bitten wir Sie, …": the phrase goes after the verb's pronouns.
  const front = frontedPhrase(source);
  const inner = innerAdverb(front.tokens, formal);
  const fronted = [...front.fronted, ...inner.fronted];
  const tokens = inner.tokens;
  const comma = tokens.findIndex((token) => token.text === ",");
  if (comma < 2 || comma > 5) return undefined;
  const headText = tokens
    .slice(0, comma + 1)
    .map((token) => token.text)
    .join(" ");
  const head = HEADS.find((candidate) => candidate.words.test(headText));
  if (head === undefined || (head.needsFormal && !formal)) return undefined;
  // "Wir bitten Sie" keeps its "Sie" token ("sie" is others: left); "Wir bitten, …" and the others get a new one.
  const asked =
    head.lead[0] === "Bitte" &&
    /^(?:wir|ich)$/i.test(tokens[0]?.text ?? "") &&
    /^sie$/i.test(tokens[2]?.text ?? "");
  const sie = asked ? (tokens[2] as Token) : word("Sie");
  if (asked && sie.text !== "Sie") return undefined;
  const rest = tokens.slice(comma + 1);
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
  let pronouns = 0;
  while (OBJECT_PRONOUNS.test(middle[pronouns]?.text ?? "")) pronouns += 1;
  return [
    ...head.lead.map(word),
    word(finite),
    { ...sie, space: true },
    ...middle.slice(0, pronouns),
    ...fronted,
    ...middle.slice(pronouns),
    ...(particle === undefined ? [] : [word(particle)]),
  ];
}

/**
 * "Wir bitten Sie, sich mit Trinkwasser zu versorgen und die Wasserhähne geschlossen zu halten." ->
 * "Wir bitten Sie, sich mit Trinkwasser zu versorgen." / "Wir bitten Sie, die Wasserhähne
 * geschlossen zu halten." (each then "Bitte V Sie …"): two zu-infinitives joined by "und" after a
 * request's head, each one a request of its own. Not "oder" (a choice), and only when both make
 * a polite request. `head` is the segment before the comma, `infinitives` the one after it.
 */
export function requestPerInfinitive(
  head: readonly Token[],
  infinitives: readonly Token[],
  end: string,
  formal: boolean,
): { tokens: Token[]; end: string }[] | undefined {
  if (end !== "." || infinitives.some((token) => token.kind === "p" && token.text !== ".")) return undefined;
  const join = infinitives.findIndex(
    (token, index) => token.text === "und" && zuInfinitive(infinitives.slice(0, index)) !== undefined,
  );
  if (join < 1) return undefined;
  const parts = [infinitives.slice(0, join), infinitives.slice(join + 1)];
  if (parts.some((part) => part.some((token) => token.text === "und" || token.text === "oder")))
    return undefined;
  // "den Fragebogen auszufüllen und an uns zurückzusenden": the second request gets the shared
  // object back as a pronoun ("Bitte senden Sie ihn an uns zurück").
  const [first, second] = parts.map(zuInfinitive);
  const pronoun = first && second && sharedObjectPronoun(first.before, second.before, [second.infinitive]);
  if (pronoun) parts[1] = [pronoun, ...(parts[1] ?? [])];
  const clauses = parts.map((part) => [...head, punct(","), ...part]);
  if (clauses.some((clause) => plainRequest(clause, formal)?.[0]?.text !== "Bitte")) return undefined;
  return clauses.map((tokens, index) => ({ tokens, end: index === clauses.length - 1 ? end : "." }));
}

/** Officialese without content before the comma of a request ("Wir bitten Sie hiermit, …"): dropped. */
const EMPTY_ADVERBS = /^(?:hiermit|höflich|höflichst|freundlich|freundlichst)$/;

/**
 * "Wir bitten Sie hiermit/daher, …" and, in a text that addresses its reader with "Sie", the
 * passive "Sie werden (hiermit/daher) gebeten, …" -> "wir bitten Sie, …"; an adverb with content
 * ("daher") goes along into the request, "hiermit" is dropped. Anything else stays as it is.
 */
function innerAdverb(
  tokens: readonly Token[],
  formal: boolean,
): { fronted: Token[]; tokens: readonly Token[] } {
  const texts = tokens.map((token) => token.text);
  const asked =
    /^(?:wir|ich)$/i.test(texts[0] ?? "") && /^bitten?$/.test(texts[1] ?? "") && texts[2] === "Sie";
  // "Daher werden Sie gebeten, …": the adverb goes after "Sie" ("Sie werden daher gebeten, …").
  const lead = tokens[0];
  if (
    formal &&
    lead !== undefined &&
    texts[1] === "werden" &&
    texts[2] === "Sie" &&
    FRONTED_ADVERBS.test(lead.text.toLowerCase())
  )
    return innerAdverb(
      [
        tokens[2] as Token,
        tokens[1] as Token,
        { ...lead, text: lead.text.toLowerCase() },
        ...tokens.slice(3),
      ],
      formal,
    );
  const passive = formal && texts[0] === "Sie" && texts[1] === "werden";
  // "Es wird daher empfohlen, …", "Wir empfehlen Ihnen deshalb, …": the adverb goes into the advice.
  const advised = adviceWithAdverb(tokens);
  if (advised !== undefined) return advised;
  if (!asked && !passive) return { fronted: [], tokens };
  const comma = texts.indexOf(",");
  const adverbs = asked ? tokens.slice(3, comma) : tokens.slice(2, comma - 1);
  if (passive && texts[comma - 1] !== "gebeten") return { fronted: [], tokens };
  if (
    comma < 0 ||
    (asked && adverbs.length === 0) ||
    adverbs.length > 2 ||
    !adverbs.every((token) => EMPTY_ADVERBS.test(token.text) || FRONTED_ADVERBS.test(token.text))
  )
    return { fronted: [], tokens };
  const kept = adverbs.filter((token) => !EMPTY_ADVERBS.test(token.text));
  const sie = asked ? (tokens[2] as Token) : (tokens[0] as Token);
  return {
    fronted: kept.map((token) => ({ ...token, space: true })),
    tokens: [word("wir"), word("bitten"), { ...sie, space: true }, ...tokens.slice(comma)],
  };
}

/** "es wird daher empfohlen ," / "wir empfehlen Ihnen daher ," -> the head without the adverb, which goes along. */
function adviceWithAdverb(
  tokens: readonly Token[],
): { fronted: Token[]; tokens: readonly Token[] } | undefined {
  const texts = tokens.map((token) => token.text.toLowerCase());
  const passive = texts[0] === "es" && texts[1] === "wird" && texts[3] === "empfohlen" && texts[4] === ",";
  const active =
    /^(?:wir|ich)$/.test(texts[0] ?? "") &&
    /^empfehlen?$/.test(texts[1] ?? "") &&
    texts[2] === "ihnen" &&
    texts[4] === ",";
  const adverb = tokens[passive ? 2 : 3];
  if ((!passive && !active) || adverb === undefined || !FRONTED_ADVERBS.test(adverb.text)) return undefined;
  return {
    fronted: [{ ...adverb, space: true }],
    tokens: [...tokens.slice(0, passive ? 2 : 3), ...tokens.slice(passive ? 3 : 4)],
  };
}

/** Object pronouns that stand right after "Sie" in a request; a lower-case "sie" in a zu-infinitive clause is its object. */
const OBJECT_PRONOUNS = /^(?:sich|uns|mir|mich|ihm|ihn|ihr|ihnen|es|sie)$/;
/** Adverbs taken from before "bitten wir Sie" ("Deshalb bitten wir Sie, …"). */
const FRONTED_ADVERBS = /^(?:deshalb|daher|darum|außerdem|auch|nun|jetzt|dafür|ebenso|zudem)$/;
/** Longest prepositional phrase taken from before "bitten wir Sie". */
const MAX_FRONTED = 8;

/**
 * "Für den Abschluss des Vertrags bitten wir Sie, …" (or "Deshalb bitten wir Sie, …") -> the phrase
 * or adverb (first word lower-cased) and the
 * clause from "bitten" on as "wir bitten Sie, …"; nothing moves for anything else.
 */
function frontedPhrase(tokens: readonly Token[]): { fronted: Token[]; tokens: readonly Token[] } {
  // "Wir bitten Sie daher, …": the adverb after "Sie" goes with the request too.
  const adverb = tokens[3];
  if (
    /^(?:wir|ich)$/i.test(tokens[0]?.text ?? "") &&
    /^(?:bitten|bitte)$/.test(tokens[1]?.text ?? "") &&
    tokens[2]?.text === "Sie" &&
    adverb !== undefined &&
    FRONTED_ADVERBS.test(adverb.text) &&
    tokens[4]?.text === ","
  )
    return { fronted: [{ ...adverb, space: true }], tokens: [...tokens.slice(0, 3), ...tokens.slice(4)] };
  const verb = tokens.findIndex((token) => /^bitten$/.test(token.text));
  const first = tokens[0];
  const lower = first?.text.toLowerCase() ?? "";
  const phrase = verb >= 2 && (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower));
  if (
    !(phrase || (verb === 1 && FRONTED_ADVERBS.test(lower))) ||
    verb > MAX_FRONTED ||
    first === undefined ||
    tokens[verb + 1]?.text !== "wir" ||
    tokens[verb + 2]?.text !== "Sie" ||
    tokens[verb + 3]?.text !== "," ||
    tokens.slice(0, verb).some((token) => token.kind === "p")
  )
    return { fronted: [], tokens };
  const fronted = [{ ...first, text: first.text.toLowerCase(), space: true }, ...tokens.slice(1, verb)];
  const [bitten, wir, sie] = tokens.slice(verb, verb + 3) as [Token, Token, Token];
  return { fronted, tokens: [{ ...wir, text: "wir" }, bitten, sie, ...tokens.slice(verb + 3)] };
}

/** Subordinators of a condition, time, cause or purpose that may stand before the request's infinitive. */
const BEFORE_INFINITIVE = /^(?:wenn|falls|sofern|soweit|sobald|solange|nachdem|bevor|weil|da|damit)$/i;

/**
 * The head of a request that a zu-infinitive completes ("Wir bitten Sie", "Denken Sie daran",
 * "Deshalb bitten wir Sie"), as `plainRequest` and `requestAfterConnector` read it.
 */
function requestHead(head: readonly Token[], formal: boolean): boolean {
  const text = [...head.map((token) => token.text), ","].join(" ");
  if (HEADS.some((candidate) => candidate.words.test(text) && (formal || !candidate.needsFormal)))
    return true;
  return (
    head.length === 4 &&
    /^(?:dann|deshalb|darum|daher|außerdem)$/i.test(head[0]?.text ?? "") &&
    head[1]?.text === "bitten" &&
    /^(?:wir|ich)$/.test(head[2]?.text ?? "") &&
    head[3]?.text === "Sie"
  );
}

/**
 * "Wir bitten Sie, wenn sich Ihre Adresse ändert, uns dies mitzuteilen." -> the segments in the order
 * "Wir bitten Sie, uns dies mitzuteilen, wenn sich Ihre Adresse ändert.", which splits as usual
 * ("Vielleicht ändert sich Ihre Adresse." / "Dann teilen Sie uns bitte dies mit."). Only three
 * segments: a request's head, a subordinate clause that does not end in a verb taking the
 * infinitive itself ("falls Sie vorhaben, umzuziehen") and one zu-infinitive with words before it.
 */
export function subordinateInRequest(segments: readonly Token[][], formal: boolean): Token[][] | undefined {
  const [head = [], inner = [], infinitive = []] = segments;
  if (segments.length !== 3 || !requestHead(head, formal)) return undefined;
  if (!BEFORE_INFINITIVE.test(inner[0]?.text ?? "") || endsInInfinitiveVerb(inner)) return undefined;
  // "sobald Sie die Unterlagen haben", "nachdem Sie umgezogen sind": the reader's own step would come
  // out as a first order ("Zuerst haben Sie die Unterlagen." / "Zuerst ziehen Sie um."); left whole.
  if (/^(?:sobald|nachdem)$/i.test(inner[0]?.text ?? "") && inner[1]?.text === "Sie") return undefined;
  return isInfinitiveComplement(infinitive) ? [head, infinitive, inner] : undefined;
}
