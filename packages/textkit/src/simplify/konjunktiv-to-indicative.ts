// Simple Konjunktiv -> indicative: "Wir würden uns freuen." -> "Wir freuen uns.";
// "Könnten Sie uns anrufen?" -> "Können Sie uns anrufen?"; "Das wäre gut." -> "Das ist gut."
// A conditional "sollte" ("Vielleicht sollten Sie Fragen haben", from "falls Sie Fragen haben
// sollten") is dropped: "Vielleicht haben Sie Fragen." Konjunktiv II of a full verb becomes its
// present: "Vielleicht kämen Sie" -> "Vielleicht kommen Sie".

import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { auxiliaryOf } from "../lexicon/index.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import { subjectAt } from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  isZuInfinitive,
  mainClauseForm,
  nounReadings,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { isZuInfinitiveClause } from "./passive-to-active.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import {
  COMMON_CONTRACTIONS,
  CONDITION_OPENERS,
  DETERMINERS,
  PREPOSITIONS,
  PRONOMINAL_ADVERB,
  SUBORDINATORS,
} from "./word-classes.ts";

/** Konjunktiv II forms of auxiliaries and modals that have a plain present tense meaning. */
const SWAPPABLE = new Set([
  "wäre",
  "wären",
  "wärst",
  "hätte",
  "hätten",
  "hättest",
  "hättet",
  "wäret",
  "wärt",
  "könnte",
  "könnten",
  "könntest",
  "könntet",
  "müsste",
  "müssten",
  "müsstest",
  "müsstet",
  "sollte",
  "sollten",
  "solltest",
  "solltet",
  "sei",
  "seien",
]);
/** The clause is the condition of a split "wenn/falls" ("Vielleicht …") or still starts with one. */
/** Auxiliaries and modals are swapped by the table above, never as full verbs. */
const NOT_FULL_VERBS: ReadonlySet<string> = new Set(AUXILIARY_AND_MODAL_VERBS);
const LEMMA: Readonly<Record<string, string>> = {
  wär: "sein",
  hät: "haben",
  kön: "können",
  müs: "müssen",
  sol: "sollen",
  sei: "sein",
};

/**
 * Rewrites the first finite Konjunktiv form of a clause (tokens without final punctuation).
 * "würde" + infinitive at the clause end becomes the present of that verb in the würde-slot
 * (separable particle to the end); other modal/auxiliary forms are swapped in place.
 * The clause must contain exactly one finite verb. With `leicht` (Leichte Sprache), Konjunktiv I
 * in a dass/ob clause becomes the indicative first ("…, dass er krank sei" -> "…, dass er krank
 * ist"), and the "sollte" of advice or expectation becomes "soll"; Einfache Sprache keeps both
 * ("Sie sollten sich bald anmelden", "Das sollte kein Problem sein": "soll" would make advice an
 * order and an expectation hearsay).
 */
export function konjunktivToIndicative(
  tokens: readonly Token[],
  leicht = false,
  exclaimed = false,
): Token[] | undefined {
  // "Sonst hätten wir ihn bearbeiten können": what would have been after a denied condition stays
  // unreal (a full verb's Konjunktiv II still goes: "Sonst verdürbe ich …" -> "Sonst verderbe ich …").
  if (
    /^sonst$/i.test(tokens[0]?.text ?? "") &&
    /^(?:würd|hätt|wär|könnt|müsst|dürft)/.test(tokens[1]?.text ?? "")
  )
    return undefined;
  // Each step below starts from a Konjunktiv form of these tokens (see mayBeKonjunktiv): without
  // one nothing fires, and the clause is not read further.
  if (!tokens.some(mayBeKonjunktiv)) return undefined;
  const concessive = concessiveToIndicative(tokens);
  const purpose = verbLastToIndicative(concessive ?? tokens) ?? concessive;
  const reported = leicht ? reportedToIndicative(purpose ?? tokens) : undefined;
  const done = reported ?? purpose;
  return clauseToIndicative(done ?? tokens, leicht, exclaimed) ?? done;
}

/** Konjunktiv II of haben, sein and können in a purpose clause, and its person/number readings. */
const PURPOSE_FORMS: Readonly<Record<string, string>> = {
  hätte: "haben",
  hättest: "haben",
  hätten: "haben",
  hättet: "haben",
  wäre: "sein",
  wärest: "sein",
  wärst: "sein",
  wären: "sein",
  wäret: "sein",
  wärt: "sein",
  könnte: "können",
  könntest: "können",
  könnten: "können",
  könntet: "können",
  würde: "werden",
  würdest: "werden",
  würden: "werden",
  würdet: "werden",
};

/** Relative pronouns and "wo" that open a clause on what the main clause denies. */
const RELATIVE_OPENERS = /^(?:der|die|das|dem|den|denen|welche[rmns]?|wo)$/;
/** Adverbs that open advice: "Deshalb seien Sie vorsichtig." */
const IMPERATIVE_ADVERBS = /^(?:dann|also|deshalb|daher|darum|so)$/i;

/**
 * A clause after a comma whose Konjunktiv II the indicative says as well, or false:
 * - a purpose clause ("damit", "auf dass"): it only borrows the Konjunktiv from the old written
 *   style: "…, damit ihr ein zweites Mal Freude hättet" -> "habt";
 * - a relative clause (or "wo") on what a negated main clause says is not there: "Es ist niemand
 *   außer dir, der lösen könnte" -> "der lösen kann", "Er hat nicht, wo er sein Haupt hinlegen
 *   könnte" -> "kann": the negation stays in the main clause.
 */
function indicativeClauseOpener(tokens: readonly Token[], index: number): boolean {
  const text = tokens[index]?.text.toLowerCase() ?? "";
  const afterComma = (at: number) => at === 0 || tokens[at - 1]?.text === ",";
  // Also after a full stop or semicolon the source left inside the sentence ("… zu ihnen. damit
  // erfüllt würde, was …").
  if (text === "damit") return afterComma(index) || /^[.;]$/.test(tokens[index - 1]?.text ?? "");
  // "weißer, als irgendein Färber ihn färben könnte": a comparison after a comparative.
  if (text === "als")
    return (
      isComparative(tokens[index - (tokens[index - 1]?.text === "," ? 2 : 1)]) &&
      !/^(?:ob|wenn|dass)$/.test(tokens[index + 1]?.text ?? "")
    );
  if (text === "dass") return tokens[index - 1]?.text.toLowerCase() === "auf" && afterComma(index - 1);
  if (!RELATIVE_OPENERS.test(text) || index === 0 || tokens[index - 1]?.text !== ",") return false;
  // The main clause before the comma (back to the previous punctuation mark) holds a negation and
  // its finite verb: not "Nicht jeder, der arbeiten würde, findet …" (the negation is part of the
  // noun the clause is on). Not a main clause in the Konjunktiv II ("Ohne Sie wäre eine Entscheidung
  // nicht möglich, die Ihnen helfen würde"): the clause shares its unreal sense.
  let start = index - 1;
  while (start > 0 && tokens[start - 1]?.kind !== "p") start -= 1;
  const main = tokens.slice(start, index - 1);
  const finite = main.flatMap((token) =>
    isCapitalised(token.text) && token !== main[0]
      ? []
      : finiteReadings({ ...token, text: token.text.toLowerCase() }),
  );
  if (finite.length === 0 || finite.some((reading) => reading.tense === "konjunktiv2")) return false;
  return main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
}

/** "weißer", "größer": an adjective + "er" (the umlaut undone) that the lexicon knows as the adjective. */
function isComparative(token: Token | undefined): boolean {
  const text = token?.text ?? "";
  if (!/^\p{Ll}{3,}er$/u.test(text)) return false;
  const stem = text.slice(0, -2);
  return [stem, stem.replace("ö", "o").replace("ä", "a").replace("ü", "u")].some((form) =>
    readingsOf(form).some((reading) => reading.partOfSpeech === "adjective"),
  );
}

/** Words that open a concessive clause with "auch": "wie schlimm sie auch sei", "was er auch tue". */
const CONCESSIVE_OPENERS = /^(?:wie|was|wer|wo|wohin|wann|welche[rmns]?)$/i;

/**
 * A concessive clause keeps its meaning in the indicative: "…, wie schlimm sie auch sei" -> "…,
 * wie schlimm sie auch ist". The clause opens with a w-word after a punctuation mark, holds "auch"
 * and ends with a third-person Konjunktiv I at the next punctuation mark.
 */
function concessiveToIndicative(tokens: readonly Token[]): Token[] | undefined {
  let out: Token[] | undefined;
  for (let index = 1; index < tokens.length; index += 1) {
    if (!CONCESSIVE_OPENERS.test(tokens[index]?.text ?? "") || tokens[index - 1]?.kind !== "p") continue;
    // The clause ends at the next punctuation mark or und/oder ("wie schlimm sie auch sei und wer …").
    let end = index + 1;
    while (
      end < tokens.length &&
      tokens[end]?.kind !== "p" &&
      !/^(?:und|oder)$/.test(tokens[end]?.text ?? "")
    )
      end += 1;
    const clause = tokens.slice(index + 1, end);
    const verb = tokens[end - 1];
    if (verb === undefined || !clause.some((token) => token.text === "auch")) continue;
    if (clause.some((token) => FIRST_OR_SECOND_PERSON.test(token.text))) continue;
    const indicative = REPORTED_FORMS[verb.text] ?? fullVerbReported(verb);
    if (indicative === undefined) continue;
    out ??= [...tokens];
    out[end - 1] = { ...verb, text: indicative };
    index = end;
  }
  return out;
}

/**
 * Konjunktiv II of haben/sein/können (and the würde-passive) that ends a clause opened as
 * indicativeClauseOpener says becomes the present: "damit ich sie heilen könnte" -> "kann",
 * "damit erfüllt würde, was …" -> "damit erfüllt wird, was …". The clause runs to the next
 * punctuation mark and ends with the Konjunktiv (verb last: no adverb "damit"). Not an unreal past
 * ("damit er gekommen wäre"), not würde + infinitive (the verb would change its place), not with a
 * second finite verb.
 */
function verbLastToIndicative(tokens: readonly Token[]): Token[] | undefined {
  let out: Token[] | undefined;
  const drop = new Set<number>();
  for (let index = 0; index < tokens.length; index += 1) {
    if (!indicativeClauseOpener(tokens, index)) continue;
    let end = index + 1;
    while (end < tokens.length && tokens[end]?.kind !== "p") end += 1;
    const verbIndex = end - 1;
    const verb = tokens[verbIndex];
    const lemma = PURPOSE_FORMS[verb?.text ?? ""];
    if (verb === undefined || lemma === undefined || verbIndex <= index + 1) continue;
    const clause = tokens.slice(index + 1, verbIndex);
    if (clause.some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))) continue;
    const before = tokens[verbIndex - 1];
    const participle = pastParticipleLemmas(before).length > 0;
    // "damit er gekommen wäre": an unreal past.
    if (lemma !== "werden" && participle) continue;
    // "…, das die Annahme rechtfertigen würde" -> "…, das die Annahme rechtfertigt": würde and its
    // only infinitive become the present of that verb, verb last ("aussetzen würde" -> "aussetzt").
    // Not after "wo": "Er hat keinen Platz, wo er schlafen würde" is later split into a statement.
    if (lemma === "werden" && !participle) {
      const merged = tokens[index]?.text === "wo" ? undefined : infinitiveInPresent(clause, before, verb);
      if (merged === undefined) continue;
      out ??= [...tokens];
      out[verbIndex - 1] = { ...(before as Token), text: merged };
      drop.add(verbIndex);
      index = end;
      continue;
    }
    if (lemma === "werden" && infinitiveLemmas(before).length > 0) continue;
    const konjunktiv = finiteReadings(verb).find((reading) => reading.tense === "konjunktiv2");
    if (konjunktiv === undefined) continue;
    const persons = new Set(
      finiteReadings(verb)
        .filter((reading) => reading.tense === "konjunktiv2" && reading.number === konjunktiv.number)
        .map((reading) => reading.person),
    );
    const [only] = persons.size === 1 ? [...persons] : [];
    const person = only ?? personOf(clause, konjunktiv.number);
    const form = finiteFormOf(lemma, "praesens", person, konjunktiv.number);
    if (form === undefined || form.includes(" ")) continue;
    out ??= [...tokens];
    out[verbIndex] = { ...verb, text: form };
    index = end;
  }
  return out?.filter((_, index) => !drop.has(index));
}

/**
 * The verb-last present of the one infinitive before "würde(n)" at the end of a clause, with its
 * particle in front ("aussetzen würde" -> "aussetzt", "helfen würden" -> "helfen"), or undefined
 * with a second infinitive ("kommen und helfen würde", "helfen können würde").
 */
function infinitiveInPresent(
  clause: readonly Token[],
  before: Token | undefined,
  verb: Token,
): string | undefined {
  const lemmas = [...new Set(infinitiveLemmas(before))];
  const [lemma] = lemmas;
  if (before === undefined || lemma === undefined || lemmas.length !== 1 || !/^\p{Ll}/u.test(before.text))
    return undefined;
  const infinitives = clause.filter(
    (token) => /^\p{Ll}/u.test(token.text) && infinitiveLemmas(token).length > 0,
  );
  if (infinitives.length !== 1) return undefined;
  const number: GrammaticalNumber = /^würden$/.test(verb.text) ? "plural" : "singular";
  if (!/^würden?$/.test(verb.text)) return undefined;
  const form = finiteFormOf(lemma, "praesens", personOf(clause, number), number);
  if (form === undefined) return undefined;
  const [stem, particle, more] = form.split(" ");
  if (more !== undefined || stem === undefined) return undefined;
  return particle === undefined ? stem : `${particle}${stem}`;
}

/**
 * `exclaimed`: the clause ends with "!" ("Dann seien Sie vorsichtig!" is a request).
 */
function clauseToIndicative(
  tokens: readonly Token[],
  leicht: boolean,
  exclaimed = false,
): Token[] | undefined {
  const wish = mögeToHoffentlich(tokens);
  if (wish !== undefined) return wish;
  // "Es sei darauf hingewiesen" / "Hierzu sei angemerkt": the writer's statement in the Konjunktiv
  // of the passive means "wird" ("Es wird darauf hingewiesen" → "Man weist darauf hin").
  const statement = statementPassive(tokens);
  if (statement !== undefined) return statement;
  // "Wir würden Sie bitten, uns … zu schicken." -> "Wir bitten Sie, uns … zu schicken."
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text === ",");
  if (comma > 0) {
    const tail = tokens.slice(comma);
    // "Gepriesen sei Gott, der dir heute einen Löser nicht hat fehlen lassen" -> "Gepriesen soll
    // Gott sein, der …": a wish with sei before a relative clause on its noun; the clause stays.
    if (isRelativeTail(tokens, comma)) {
      const head = tokens.slice(0, comma);
      const wish = head.some((token) => /^(?:sei|seien)$/.test(token.text))
        ? clauseToIndicative(head, leicht)
        : undefined;
      if (wish !== undefined) return [...wish, ...tail];
    }
    if (!isZuInfinitiveClause(tail.slice(1)))
      return seiInLastSegment(tokens) ?? wishBeforeDependentTail(tokens, comma, leicht);
    const head = clauseToIndicative(tokens.slice(0, comma), leicht);
    return head === undefined ? undefined : [...head, ...tail];
  }
  const finiteIndexes = tokens
    .map((token, index) => (isFiniteVerbToken(token) ? index : -1))
    .filter((index) => index >= 0);
  const konjunktivIndex = tokens.findIndex(
    (token) =>
      /^würde(n|st|t)?$/i.test(token.text) ||
      SWAPPABLE.has(token.text.toLowerCase()) ||
      fullVerbKonjunktiv(token) !== undefined,
  );
  if (konjunktivIndex < 0) return jussiveToSollen(tokens);
  const verb = tokens[konjunktivIndex];
  if (verb === undefined) return undefined;
  // "Wenn ich doch reich wäre!", "Wenn er nur käme!": a "wenn" clause on its own, verb last, is a
  // wish; its indicative ("Wenn ich reich bin!") would be a condition without a main clause.
  if (/^wenn$/i.test(tokens[0]?.text ?? "") && konjunktivIndex === tokens.length - 1) return undefined;
  const lower = verb.text.toLowerCase();
  // "Sei still!": the imperative at the start of a clause.
  if (konjunktivIndex === 0 && lower === "sei") return undefined;
  // "(Bitte) seien Sie pünktlich.": the polite imperative of "sein", at the start, with "bitte"
  // ("Dann seien Sie bitte vorsichtig"), before "!" or after a connecting adverb without a negation
  // ("Deshalb seien Sie vorsichtig bei Anrufen"). Not "Daher seien Sie nicht antragsberechtigt.":
  // reported speech ("sollen … sein").
  const advice =
    konjunktivIndex === 1 &&
    IMPERATIVE_ADVERBS.test(tokens[0]?.text ?? "") &&
    !tokens.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  if (
    lower === "seien" &&
    tokens[konjunktivIndex + 1]?.text === "Sie" &&
    (konjunktivIndex === 0 || exclaimed || advice || tokens.some((token) => /^bitte$/i.test(token.text)))
  )
    return undefined;
  const others = finiteIndexes.filter(
    (index) => index !== konjunktivIndex && !isNonFiniteVerb(tokens[index]),
  );
  if (others.length > 0 || tokens.some((token) => token.kind === "p")) return undefined;
  if (isPastUnreal(tokens, lower)) return undefined;
  // "Ohne das Sammeln hätten die Papierfabriken ein Problem": what "ohne" leaves out is the unreal
  // condition; the indicative would state a fact.
  if (/^ohne$/i.test(tokens[0]?.text ?? "") && !lower.startsWith("sollte")) return undefined;
  const konjunktiv = finiteReadings({ ...verb, text: lower }).find(
    (candidate) => candidate.tense === "konjunktiv2" || candidate.tense === "konjunktiv1",
  );
  if (konjunktiv === undefined) return undefined;
  // "würdet" can only be 2nd person plural (also with the old capitalised "Ihr"); "würden" needs the subject.
  const persons = new Set(
    finiteReadings({ ...verb, text: lower })
      .filter((candidate) => candidate.number === konjunktiv.number)
      .map((candidate) => candidate.person),
  );
  const [onlyPerson] = persons.size === 1 ? [...persons] : [];
  const reading = { ...konjunktiv, person: onlyPerson ?? personOf(tokens, konjunktiv.number) };
  const conditional = /^sollte/.test(lower) && CONDITION_OPENERS.test(tokens[0]?.text ?? "");
  if (!leicht && /^sollte/.test(lower) && !conditional) return undefined;
  const full = fullVerbKonjunktiv(verb);
  if (full !== undefined) {
    const form = finiteFormOf(full, "praesens", reading.person, reading.number);
    if (form === undefined || form.includes(" ")) return undefined;
    return tokens.map((token, index) => (index === konjunktivIndex ? { ...token, text: form } : token));
  }
  if (lower.startsWith("würde") || conditional) {
    const last = tokens.at(-1);
    const lemmas = [...new Set(infinitiveLemmas(last))];
    if (last === undefined || lemmas.length !== 1) return undefined;
    // "Die Preise würden steigen" -> "Die Preise steigen"; a clause that starts with "würde" needs more.
    if (konjunktivIndex === 0 && konjunktivIndex + 1 === tokens.length - 1) return undefined;
    const [lemma = ""] = lemmas;
    const form = finiteFormOf(lemma, "praesens", reading.person, reading.number);
    if (form === undefined) return undefined;
    const [main, particle] = mainClauseForm(form, lemma, participleOf(lemma));
    const middle = tokens.slice(konjunktivIndex + 1, -1);
    // "Ich würde gerne Brot kaufen" is a wish: "Ich möchte Brot kaufen" (not "Ich kaufe gerne
    // Brot", a habit), as with "hätte gern" below.
    const gern = tokens.findIndex((token, index) => index > konjunktivIndex && /^gerne?$/.test(token.text));
    if (lower.startsWith("würde") && gern > 0) {
      const wish = `${konjunktivIndex === 0 && /^\p{Lu}/u.test(verb.text) ? "M" : "m"}öchte${lower.slice(5)}`;
      return tokens
        .filter((_, index) => index !== gern)
        .map((token, index) => (index === konjunktivIndex ? { ...token, text: wish } : token));
    }
    // "Er würde kommen und helfen": two infinitives share "würde"; one present form cannot take
    // both ("Er hilft kommen und").
    if (middle.some((token, index) => coordinatedInfinitive(token, middle[index + 1]))) return undefined;
    // "Würdet ihr …?" at the start of a question keeps its capital.
    const text = konjunktivIndex === 0 && /^\p{Lu}/u.test(verb.text) ? capitalise(main) : main;
    return [
      ...tokens.slice(0, konjunktivIndex),
      { ...verb, text },
      ...middle,
      ...(particle ? [word(particle)] : []),
    ];
  }
  // "Gnade sei mit euch" (a wish) / "Er sei krank" (reported): "sollen" keeps both meanings.
  // Not the idiom "Gott sei Dank", nor a rule with a zu-infinitive ("Dem Antrag sei eine Kopie
  // beizufügen": "soll … beizufügen sein" reads wrong).
  if (
    (lower === "sei" || lower === "seien") &&
    (tokens[konjunktivIndex + 1]?.text === "Dank" || zuInfinitiveLast(tokens))
  )
    return undefined;
  if (lower === "sei" || lower === "seien")
    return hasSubject(tokens, konjunktivIndex)
      ? withSollen(tokens, konjunktivIndex, "sein", reading)
      : undefined;
  // "Ich hätte gern ein Brot" is a wish: "Ich möchte ein Brot" (not "Ich habe gern ein Brot").
  const gern = tokens.findIndex((token) => /^gerne?$/.test(token.text));
  if (/^hätte(?:n|st|t)?$/.test(lower) && gern > konjunktivIndex) {
    const text = `${konjunktivIndex === 0 ? "M" : "m"}öchte${lower.slice(5)}`;
    return tokens
      .filter((_, index) => index !== gern)
      .map((token, index) => (index === konjunktivIndex ? { ...token, text } : token));
  }
  const lemma = LEMMA[lower.slice(0, 3)];
  if (lemma === undefined) return undefined;
  const form = finiteFormOf(lemma, "praesens", reading.person, reading.number)?.replace("ß", "ss");
  if (form === undefined) return undefined;
  const text = konjunktivIndex === 0 && /^\p{Lu}/u.test(verb.text) ? capitalise(form) : form;
  return tokens.map((token, index) => (index === konjunktivIndex ? { ...token, text } : token));
}

/** "beizufügen", "zu zahlen": a zu-infinitive closes the clause. */
function zuInfinitiveLast(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1);
  return isZuInfinitive(last) || (tokens.at(-2)?.text === "zu" && infinitiveLemmas(last).length > 0);
}

/** Words that open a clause before a comma that is no main clause of its own. */
const DEPENDENT_OPENER = /^(?:wie|was|wer|wo|wohin|woher|warum|wann|ob)$/i;

/**
 * A wish in the first clause before a tail that only depends on it: "Dein Lohn sei voll von Gott,
 * dem Gott Israels, zu dem du gekommen bist" -> "Dein Lohn soll voll von Gott sein, dem Gott
 * Israels, zu dem …"; "Gott erweise euch Güte, so wie ihr sie erwiesen habt" -> "Gott soll euch
 * Güte erweisen, so wie …"; "Gesegnet sei, wer kommt" -> "Gesegnet soll sein, wer kommt" (the
 * wer-clause is the subject). The head holds "sei"/"seien" or a Konjunktiv I of a full verb and no
 * other Konjunktiv; the tail is as dependentTail says.
 */
function wishBeforeDependentTail(
  tokens: readonly Token[],
  comma: number,
  leicht: boolean,
): Token[] | undefined {
  const head = tokens.slice(0, comma);
  const tail = tokens.slice(comma);
  const first = head[0];
  const sei = head[1];
  if (
    head.length === 2 &&
    first !== undefined &&
    sei !== undefined &&
    /^(?:sei|seien)$/.test(sei.text) &&
    /^(?:wer|was)$/.test(tail[1]?.text ?? "") &&
    pastParticipleLemmas(first).length > 0
  )
    return [first, { ...sei, text: sei.text === "sei" ? "soll" : "sollen" }, word("sein"), ...tail];
  // Cheap tests first: a "sei"/"seien" or a verb with a Konjunktiv I reading in the head.
  const candidate = head.some(
    (token) =>
      /^(?:sei|seien)$/.test(token.text) ||
      finiteReadings(token).some(
        (reading) => reading.tense === "konjunktiv1" && reading.person === 3 && reading.number === "singular",
      ),
  );
  if (!candidate || !dependentTail(tokens, comma)) return undefined;
  const opener = first?.text.toLowerCase() ?? "";
  if (SUBORDINATORS.has(opener) || CONDITION_OPENERS.test(opener) || DEPENDENT_OPENER.test(opener))
    return undefined;
  // Only "sei"/"seien" or a full verb's Konjunktiv I (read by jussiveToSollen), no Konjunktiv II.
  const other = head.some(
    (token) =>
      /^würde(?:n|st|t)?$/i.test(token.text) ||
      (SWAPPABLE.has(token.text.toLowerCase()) && !/^(?:sei|seien)$/.test(token.text)) ||
      fullVerbKonjunktiv(token) !== undefined ||
      /^möge[n]?$/i.test(token.text),
  );
  if (other) return undefined;
  const rewritten = clauseToIndicative(head, leicht);
  if (rewritten === undefined || !rewritten.some((token) => /^(?:soll|sollen|wird)$/.test(token.text)))
    return undefined;
  return [...rewritten, ...tail];
}

/** Relative pronouns that open a relative clause (also after a preposition: "zu dem du gekommen bist"). */
const RELATIVE_PRONOUN = /^(?:der|die|das|dem|den|denen|deren|dessen|welche[rmns]?)$/;

/**
 * The part after the comma at `comma` only depends on what stands before it, so the clause before
 * it is complete: each part up to the next comma or dash is a clause with its finite verb last that
 * opens with a subordinator, "so wie", a relative pronoun (or a preposition before one) or a w-word;
 * a zu-infinitive; an apposition right after a noun ("Gott, dem Gott Israels, …"; the first part
 * only); or a part after a dash without a verb ("dass ihr Ruhe findet - jede im Haus …"). Not "Er
 * sei nach Angaben der Zeitung, die gestern erschien, ein Betrüger": the last part continues the
 * first clause.
 */
function dependentTail(tokens: readonly Token[], comma: number): boolean {
  let start = comma;
  let part = 0;
  while (start < tokens.length) {
    const mark = tokens[start]?.text ?? "";
    if (!/^[,\-–]$/.test(mark)) return false;
    let end = start + 1;
    while (end < tokens.length && tokens[end]?.kind !== "p") end += 1;
    const segment = tokens.slice(start + 1, end);
    if (segment.length === 0) return false;
    const finite = segment.filter((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token));
    const last = segment.at(-1) as Token;
    const open = segment[0]?.text ?? "";
    const lower = open.toLowerCase();
    const verbLast = finite.length > 0 && isFiniteVerbToken(last) && !isNonFiniteVerb(last);
    // "…, der Herr kommt": an article before a noun opens a main clause.
    const mainClause =
      /^(?:der|die|das)$/.test(open) &&
      /^\p{Lu}/u.test(segment[1]?.text ?? "") &&
      !/^(?:Sie|Ihnen|Ihre?[mnrs]?)$/.test(segment[1]?.text ?? "");
    const dependentOpener =
      SUBORDINATORS.has(lower) ||
      DEPENDENT_OPENER.test(lower) ||
      (lower === "so" && /^(?:wie|dass)$/.test(segment[1]?.text ?? "")) ||
      (RELATIVE_PRONOUN.test(open) && !mainClause) ||
      ((PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower)) && /^\p{Ll}/u.test(open));
    // "…, der uns tröstet bei all unserer Bedrängnis": a relative clause may put a phrase after its
    // verb; not "…, das ist gut" (a demonstrative with the verb right after it).
    const firstFinite = segment.findIndex((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token));
    const relative = RELATIVE_PRONOUN.test(open) && !mainClause && firstFinite > 1;
    const clause = (verbLast && dependentOpener) || relative;
    const zu = isZuInfinitiveClause(segment);
    const previous = tokens[start - 1];
    const apposition =
      part === 0 &&
      mark === "," &&
      finite.length === 0 &&
      (DETERMINERS.has(lower) || /^\p{Lu}/u.test(open)) &&
      previous !== undefined &&
      /^\p{Lu}/u.test(previous.text) &&
      nounReadings(previous).length > 0;
    const aside = mark !== "," && finite.length === 0;
    if (!clause && !zu && !apposition && !aside) return false;
    start = end;
    part += 1;
  }
  return true;
}

/**
 * "Es sei (ausdrücklich) darauf hingewiesen" / "Dazu sei gesagt": "sei" with a past participle of a
 * verb that takes "haben" at the end and no subject but "es" is the writer's own statement, not a
 * wish or a report; it becomes "wird". Not "Er sei entlassen" (a reported state) or "Es sei
 * passiert" (a reported event: "passieren" takes "sein").
 */

function statementPassive(tokens: readonly Token[]): Token[] | undefined {
  const last = tokens.at(-1)?.kind === "p" ? tokens.length - 2 : tokens.length - 1;
  const before = tokens[0]?.text ?? "";
  if (tokens[1]?.text !== "sei" || last < 2) return undefined;
  if (!/^es$/i.test(before) && !PRONOMINAL_ADVERB.test(before)) return undefined;
  // Only adverbs and "Ihnen" between: "Es sei Ihnen ausdrücklich gesagt", not "Dazu sei der Antrag …".
  const middle = tokens.slice(2, last);
  if (middle.some((token) => token.kind !== "w" || (isCapitalised(token.text) && token.text !== "Ihnen")))
    return undefined;
  const lemmas = pastParticipleLemmas(tokens[last]);
  if (lemmas.length === 0 || !lemmas.every((lemma) => auxiliaryOf(lemma) === "haben")) return undefined;
  // "Es sei dahingestellt, ob …" (an idiom: it is left open) is no statement of the writer.
  if (tokens[last]?.text === "dahingestellt") return undefined;
  return tokens.map((token, index) => (index === 1 ? { ...token, text: "wird" } : token));
}

/** A lower-case infinitive followed by "und"/"oder"/"sowie" ("kommen und", "besitzen und"). */
function coordinatedInfinitive(token: Token, next: Token | undefined): boolean {
  return (
    /^(?:und|oder|sowie)$/.test(next?.text ?? "") &&
    /^\p{Ll}/u.test(token.text) &&
    infinitiveLemmas(token).length > 0
  );
}

/**
 * "Vielleicht wärst du hier gewesen" / "Dann wäre mein Bruder nicht gestorben" (from "Wenn du hier
 * gewesen wärst, wäre …"): hätte/wäre with a past participle, or würde … haben/sein, is an unreal
 * past. Its indicative ("Dann ist mein Bruder nicht gestorben") would state the opposite of what
 * happened, so it stays.
 */
function isPastUnreal(tokens: readonly Token[], konjunktiv: string): boolean {
  const last = tokens.at(-1);
  // The participle ends the clause, or stands right before the verb that ends it ("…, die Werke getan hätte").
  const beforeLast = last?.text.toLowerCase() === konjunktiv ? tokens.at(-2) : undefined;
  // "Sie hätten den Antrag früher stellen müssen": a modal's infinitive in place of its participle
  // after an infinitive is its Perfekt too (a duty not met; "haben … müssen" would say it was).
  const modalPerfect =
    /^(?:müssen|sollen|können|dürfen|wollen)$/.test(last?.text ?? "") &&
    infinitiveLemmas(tokens.at(-2)).length > 0;
  if (/^(?:hätt)(?:e|en|est|et|st|t)?$/.test(konjunktiv) && modalPerfect) return true;
  if (/^(?:hätt|wär)(?:e|en|est|et|st|t)?$/.test(konjunktiv))
    return pastParticipleLemmas(last).length > 0 || pastParticipleLemmas(beforeLast).length > 0;
  if (/^würde(?:n|st|t)?$/.test(konjunktiv) && /^(?:haben|sein)$/.test(last?.text ?? ""))
    return pastParticipleLemmas(tokens.at(-2)).length > 0;
  return false;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The lemma of a full verb when the token can only be read as its Konjunktiv ("kämen", "gäbe"):
 * no indicative reading of any verb ("führen" is also the present of führen), one lemma, not an
 * auxiliary or modal, not a separable verb.
 */
function fullVerbKonjunktiv(token: Token): string | undefined {
  const readings = finiteReadings(token);
  if (readings.length === 0) return undefined;
  if (readings.some((reading) => reading.tense !== "konjunktiv2" || reading.particle !== undefined))
    return undefined;
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  const [lemma] = [...lemmas];
  if (lemmas.size !== 1 || lemma === undefined || NOT_FULL_VERBS.has(lemma)) return undefined;
  return lemma;
}

/**
 * The person of the clause's subject: 1st/2nd for ich/du/wir/ihr among the tokens, else 3rd. An
 * "ihr" before its noun is the possessive ("Eltern sollten ihr Kind anmelden" -> "sollen", not "sollt").
 */
function personOf(tokens: readonly Token[], number: GrammaticalNumber): Person {
  const words = new Set(tokens.map((token) => token.text));
  if (number === "singular") return words.has("ich") ? 1 : words.has("du") ? 2 : 3;
  const ihr = tokens.some((token, index) => token.text === "ihr" && !beforeNoun(tokens, index + 1));
  return words.has("wir") ? 1 : ihr ? 2 : 3;
}

/** A noun, or an adjective and a noun, at `at` ("Kind", "neues Kind"). */
function beforeNoun(tokens: readonly Token[], at: number): boolean {
  if (nounReadings(tokens[at]).length > 0) return true;
  const adjective = readingsOf(tokens[at]?.text ?? "").some(
    (reading) => reading.partOfSpeech === "adjective",
  );
  return adjective && nounReadings(tokens[at + 1]).length > 0;
}

/**
 * The Konjunktiv I verb of a wish or a report becomes "sollen" with the infinitive last: "Gnade sei
 * mit euch" -> "Gnade soll mit euch sein", "Deine Augen seien auf das Feld gerichtet" -> "Deine
 * Augen sollen auf das Feld gerichtet sein", "Er sei krank" -> "Er soll krank sein" (hearsay).
 */
function withSollen(
  tokens: readonly Token[],
  verbIndex: number,
  infinitive: string,
  reading: { person: Person; number: GrammaticalNumber },
): Token[] | undefined {
  const verb = tokens[verbIndex];
  const form = finiteFormOf("sollen", "praesens", reading.person, reading.number);
  if (verb === undefined || form === undefined || verbIndex === tokens.length - 1) return undefined;
  // "Es sei denn, …" (unless); "wie schlimm sie auch sei": not a wish or report of its own.
  if (tokens[verbIndex + 1]?.text === "denn" || SUBORDINATORS.has(tokens[0]?.text.toLowerCase() ?? ""))
    return undefined;
  // "Er komme morgen mit": a separated particle; unsure of the verb.
  if (SEPARATED_PARTICLE.test(tokens.at(-1)?.text ?? "")) return undefined;
  // "Gnade sei mit euch und Friede von Gott": the infinitive before a second subject after "und".
  // Not a bare noun after "und" that shares the article of the noun before it: "Gelobt sei der
  // Gott und Vater unseres Herrn" is one subject ("Gelobt soll der Gott und Vater … sein").
  const second = tokens.findIndex(
    (token, index) =>
      index > verbIndex + 1 &&
      token.text === "und" &&
      startsNominative(tokens[index + 1]) &&
      !sharesArticle(tokens, index),
  );
  const end = second > 0 ? second : tokens.length;
  return [
    ...tokens.slice(0, verbIndex),
    { ...verb, text: form },
    ...tokens.slice(verbIndex + 1, end),
    word(infinitive),
    ...tokens.slice(end),
  ];
}

/**
 * "der Gott und Vater": a bare noun after the "und" at `index`, and before it a noun right after
 * its determiner, which both nouns share.
 */
function sharesArticle(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  const noun = tokens[index - 1];
  const determiner = tokens[index - 2];
  return (
    next !== undefined &&
    /^\p{Lu}/u.test(next.text) &&
    noun !== undefined &&
    /^\p{Lu}/u.test(noun.text) &&
    nounReadings(noun).length > 0 &&
    /^(?:der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|unser|unsere|euer|eure)$/i.test(
      determiner?.text ?? "",
    )
  );
}

/** A word that opens a new nominative subject after "und": "und der Sex", "und Friede" (not "und deinem Haus"). */
function startsNominative(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (/^(?:der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|unser|unsere|euer|eure)$/.test(token.text))
    return true;
  return /^\p{Lu}/u.test(token.text) && nounReadings(token).some((reading) => reading.cases.includes("nom"));
}

/** Modals and "haben" whose Konjunktiv I (könne, wolle, müsse, dürfe, habe) reports with "soll … können". */
const REPORTED_MODALS: ReadonlySet<string> = new Set(["können", "wollen", "müssen", "dürfen", "haben"]);

/** Particles that a verb-second clause leaves at its end ("Er komme mit"). */
const SEPARATED_PARTICLE =
  /^(?:ab|an|auf|aus|bei|ein|fest|fort|her|hin|los|mit|nach|vor|vorbei|weg|weiter|zu|zurück|zusammen|heraus|herein|hinaus|hinein|herab|hinab|herauf|hinauf|empor|nieder|um|durch|über|unter)$/;

/**
 * Wishes with a Konjunktiv I that the lexicon also reads as a present: "Gott gebe dir Kraft" ->
 * "Gott soll dir Kraft geben". Only with a
 * third-person subject (the form is also "ich gebe"), one finite verb, no punctuation.
 */
function jussiveToSollen(tokens: readonly Token[]): Token[] | undefined {
  if (tokens.some((token) => token.kind === "p")) return undefined;
  // "Gott gebe dir Kraft": subject first, a Konjunktiv I that is no third-person present.
  const subject = subjectAt(tokens, 0, false);
  const verb = tokens[subject?.end ?? -1];
  if (subject === undefined || verb === undefined) return undefined;
  const readings = finiteReadings(verb);
  const jussive = readings.find(
    (reading) =>
      reading.tense === "konjunktiv1" &&
      reading.person === 3 &&
      reading.number === "singular" &&
      reading.particle === undefined,
  );
  const third = subject.agreements.every(
    (agreement) => agreement.person === 3 && agreement.number === "singular",
  );
  const present = readings.some(
    (reading) => reading.tense === "praesens" && reading.person === 3 && reading.number === "singular",
  );
  if (jussive === undefined || !third || present) return undefined;
  // "Er könne Dämonen austreiben" -> "Er soll Dämonen austreiben können", "Er habe einen Dämon"
  // -> "Er soll einen Dämon haben" (hearsay, like "Er soll krank sein").
  if (NOT_FULL_VERBS.has(jussive.lemma) && !REPORTED_MODALS.has(jussive.lemma)) return undefined;
  // "Sein Wort bewahre ich" (object first), "Hiermit befehle ich …": the subject must be a noun
  // phrase or a third-person pronoun, and no first or second person may follow.
  const head = tokens[subject.end - 1];
  const known =
    subject.end > 1 || nounReadings(head).length > 0 || /^(?:er|sie|es|man)$/i.test(head?.text ?? "");
  if (!known || tokens.some((token) => /^(?:ich|du|wir|ihr)$/i.test(token.text))) return undefined;
  if (
    tokens.some(
      (token, index) => index !== subject.end && isFiniteVerbToken(token) && !isNonFiniteVerb(token),
    )
  )
    return undefined;
  return withSollen(tokens, subject.end, jussive.lemma, { person: 3, number: "singular" });
}

/** Konjunktiv I forms of auxiliaries and modals and their third-person indicative. */
const REPORTED_FORMS: Readonly<Record<string, string>> = {
  sei: "ist",
  seien: "sind",
  habe: "hat",
  könne: "kann",
  müsse: "muss",
  wolle: "will",
  dürfe: "darf",
  solle: "soll",
  werde: "wird",
};
/**
 * Conjunctions of reported speech and questions: the frame stays, so the report stays one. A
 * question word or "wenn" with Konjunktiv I opens a reported clause too ("…, was er damit sagen
 * wolle", "…, wo der Christus geboren werde", "…, erst wenn er auferstanden sei").
 */
/**
 * The forms the steps of konjunktivToIndicative find by their spelling (SWAPPABLE, REPORTED_FORMS,
 * PURPOSE_FORMS, würde, möge), in lower case; the others are found by a Konjunktiv reading.
 */
const KONJUNKTIV_FORMS: ReadonlySet<string> = new Set([
  ...SWAPPABLE,
  ...Object.keys(REPORTED_FORMS),
  ...Object.keys(PURPOSE_FORMS),
  "würde",
  "würden",
  "würdest",
  "würdet",
  "möge",
  "mögen",
]);

/** A token any step of konjunktivToIndicative may take for the Konjunktiv it rewrites. */
function mayBeKonjunktiv(token: Token): boolean {
  return (
    KONJUNKTIV_FORMS.has(token.text.toLowerCase()) ||
    finiteReadings(token).some(
      (reading) => reading.tense === "konjunktiv1" || reading.tense === "konjunktiv2",
    )
  );
}

const REPORT_OPENERS = /^(?:dass|daß|ob|was|wie|wo|wer|wen|wem|warum|weshalb|wieso|wann|woher|wohin|wenn)$/i;
const FIRST_OR_SECOND_PERSON = /^(?:ich|du|wir|ihr|mich|dich|uns|euch|mir|dir)$/i;

/**
 * Konjunktiv I in a dass/ob clause after a comma becomes the indicative: "Es steht geschrieben,
 * dass er viel leiden müsse" -> "…, dass er viel leiden muss"; "Sie sagten, dass er krank sei und
 * nicht kommen könne" -> "…, dass er krank ist und nicht kommen kann". The frame ("sagten, dass")
 * keeps it reported. The clause runs to the next punctuation mark; with a first or second person
 * in it ("dass ich krank sei": "habe" is also "ich habe") it stays.
 */
function reportedToIndicative(tokens: readonly Token[]): Token[] | undefined {
  let out: Token[] | undefined;
  for (let index = 1; index < tokens.length; index += 1) {
    // "…, erst wenn er auferstanden sei": a focus word may stand before the conjunction.
    const focus = /^(?:erst|nur|auch|selbst|sogar)$/.test(tokens[index - 1]?.text ?? "") ? 1 : 0;
    if (!REPORT_OPENERS.test(tokens[index]?.text ?? "") || tokens[index - 1 - focus]?.text !== ",") continue;
    const end = reportEnd(tokens, index);
    const clause = tokens.slice(index + 1, end);
    if (clause.some((token) => FIRST_OR_SECOND_PERSON.test(token.text))) continue;
    for (let at = index + 1; at < end; at += 1) {
      const token = tokens[at] as Token;
      // A full verb's form only where a verb-final clause has its verb ("dass Sie lange warten": "lange" is no verb).
      const next = tokens[at + 1];
      const verbSlot = at === end - 1 || next?.kind === "p" || /^(?:und|oder|aber)$/.test(next?.text ?? "");
      const indicative = REPORTED_FORMS[token.text] ?? (verbSlot ? fullVerbReported(token) : undefined);
      if (indicative === undefined) continue;
      out ??= [...tokens];
      out[at] = { ...token, text: indicative };
    }
    index = end;
  }
  return out;
}

/**
 * The end of a reported clause that opens at `start`: the next punctuation mark, or further
 * when a comma is followed by a subordinate clause that still belongs to the report ("dass er
 * besessen sei, weil er im Bunde stehe").
 */
function reportEnd(tokens: readonly Token[], start: number): number {
  for (let index = start + 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind !== "p") continue;
    const next = tokens[index + 1]?.text.toLowerCase() ?? "";
    if (token.text !== "," || !SUBORDINATORS.has(next) || REPORT_OPENERS.test(next)) return index;
  }
  return tokens.length;
}

/**
 * The third-person present of a full verb's Konjunktiv I ("stehe" -> "steht"): a third-person
 * singular Konjunktiv I reading without a separated particle, the present differs.
 */
function fullVerbReported(token: Token): string | undefined {
  if (!/^\p{Ll}+e$/u.test(token.text)) return undefined;
  const readings = finiteReadings(token);
  const reading = readings.find(
    (candidate) =>
      candidate.tense === "konjunktiv1" &&
      candidate.person === 3 &&
      candidate.number === "singular" &&
      candidate.particle === undefined,
  );
  if (reading === undefined || NOT_FULL_VERBS.has(reading.lemma)) return undefined;
  const form = finiteFormOf(reading.lemma, "praesens", 3, "singular");
  return form === undefined || form.includes(" ") || form === token.text ? undefined : form;
}

/** Subject words that lose their capital after "Hoffentlich" ("Der Herr möge …" -> "… der Herr …"). */
const LOWERED_SUBJECT =
  /^(?:der|die|das|ein|eine|er|sie|man|mein|meine|dein|deine|sein|seine|unser|unsere|euer|eure|dieser|diese|dieses)$/;

/**
 * A wish with "möge": "Möge ich in deinen Augen Gefallen finden, mein Herr." -> "Hoffentlich
 * finde ich in deinen Augen Gefallen, mein Herr."; "Der Herr möge dich segnen." -> "Hoffentlich
 * segnet der Herr dich." The clause up to the first punctuation mark holds möge(n), its subject
 * right before or after it and one infinitive at the end; what follows a comma stays as it is.
 */
function mögeToHoffentlich(tokens: readonly Token[]): Token[] | undefined {
  let end = tokens.findIndex((token) => token.kind === "p");
  if (end < 0) end = tokens.length;
  const head = tokens.slice(0, end);
  const verbFirst = /^möge[n]?$/i.test(head[0]?.text ?? "");
  const before = verbFirst ? undefined : subjectAt(head, 0, false);
  const verbIndex = verbFirst ? 0 : (before?.end ?? -1);
  const verb = head[verbIndex];
  if (verb === undefined || !/^möge[n]?$/i.test(verb.text)) return undefined;
  const subject = verbFirst ? subjectAt(head, 1, false) : before;
  const subjectStart = verbFirst ? 1 : 0;
  const infinitive = head.at(-1);
  const lemmas = [...new Set(infinitiveLemmas(infinitive))];
  const [lemma] = lemmas;
  if (subject === undefined || lemma === undefined || lemmas.length !== 1 || subject.end >= end - 1)
    return undefined;
  // "Es möge Friede sein": an expletive "es"; "kommen können": two infinitives.
  if (!verbFirst && /^es$/i.test(head[0]?.text ?? "")) return undefined;
  const beforeLast = head.at(-2);
  if (beforeLast !== undefined && /^\p{Ll}/u.test(beforeLast.text) && infinitiveLemmas(beforeLast).length > 0)
    return undefined;
  if (head.some((token, index) => index !== verbIndex && isFiniteVerbToken(token) && !isNonFiniteVerb(token)))
    return undefined;
  const number: GrammaticalNumber = verb.text.toLowerCase() === "mögen" ? "plural" : "singular";
  const persons = new Set(
    subject.agreements
      .filter((agreement) => agreement.number === number)
      .map((agreement) => agreement.person),
  );
  const [person] = [...persons];
  if (persons.size !== 1 || person === undefined) return undefined;
  const form = finiteFormOf(lemma, "praesens", person, number);
  if (form === undefined) return undefined;
  const [main, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  const subjectTokens = head.slice(subjectStart, verbFirst ? subject.end : subject.end);
  const first = subjectTokens[0] as Token;
  if (!verbFirst && LOWERED_SUBJECT.test(first.text.toLowerCase()) && first.text !== "Sie")
    subjectTokens[0] = { ...first, text: first.text.toLowerCase() };
  const middle = head.slice(verbFirst ? subject.end : verbIndex + 1, -1);
  const opener = head[0] as Token;
  return [
    { ...word("Hoffentlich"), space: opener.space },
    word(main),
    ...subjectTokens,
    ...middle,
    ...(particle ? [word(particle)] : []),
    ...tokens.slice(end),
  ];
}

const isSeiEs = (tokens: readonly Token[], index: number) =>
  /^sei$/i.test(tokens[index]?.text ?? "") && tokens[index + 1]?.text === "es";

/**
 * "sei es X, sei es Y" (either … or) -> "ob X oder Y": "damit jeder den Lohn empfängt, sei es gut,
 * sei es schlecht" -> "…, ob gut oder schlecht". Before the sentence is split. The first "sei es" opens the clause or follows a
 * comma; the second follows a comma or "oder"; each alternative has no punctuation and no verb.
 */
export function seiEsToOb(tokens: readonly Token[]): Token[] | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isSeiEs(tokens, index) || (index > 0 && tokens[index - 1]?.text !== ",")) continue;
    let second = index + 2;
    while (second < tokens.length && tokens[second]?.kind !== "p" && tokens[second]?.text !== "oder")
      second += 1;
    const separator = tokens[second];
    if (separator === undefined || !isSeiEs(tokens, second + 1) || second === index + 2) continue;
    let end = second + 3;
    while (end < tokens.length && tokens[end]?.kind !== "p") end += 1;
    const first = tokens.slice(index + 2, second);
    const other = tokens.slice(second + 3, end);
    if (other.length === 0 || [...first, ...other].some((token) => isFiniteVerbToken(token))) continue;
    const sei = tokens[index] as Token;
    const ob = { ...sei, text: /^S/.test(sei.text) ? "Ob" : "ob" };
    return [...tokens.slice(0, index), ob, ...first, word("oder"), ...other, ...tokens.slice(end)];
  }
  return undefined;
}

/**
 * The part after the comma at `comma` is one relative clause on the noun (or jeder/alle) before it: a relative
 * pronoun, no other punctuation, and its finite verb followed only by infinitives or participles
 * ("…, der dir einen Löser nicht hat fehlen lassen"); "…, der Herr ist nahe" is a main clause.
 */
function isRelativeTail(tokens: readonly Token[], comma: number): boolean {
  const tail = tokens.slice(comma + 1);
  const before = tokens[comma - 1];
  if (!/^(?:der|die|das|dem|den|denen|deren|dessen)$/.test(tail[0]?.text ?? "")) return false;
  const antecedent =
    before !== undefined && (/^\p{Lu}/u.test(before.text) || /^(?:jeder|jede|alle)$/.test(before.text));
  // "…, der Herr kommt": an article before a noun opens a main clause (not "…, der Sie kennt").
  const noun =
    /^\p{Lu}/u.test(tail[1]?.text ?? "") && !/^(?:Sie|Ihnen|Ihre?[mnrs]?)$/.test(tail[1]?.text ?? "");
  if (!antecedent || noun || isFiniteVerbToken(tail[1])) return false;
  if (tail.some((token) => token.kind === "p")) return false;
  const finite = tail.findIndex(
    (token, index) => index > 1 && isFiniteVerbToken(token) && !isNonFiniteVerb(token),
  );
  return finite > 1 && tail.slice(finite + 1).every((token) => isNonFiniteVerb(token));
}

/** Words that open a clause whose "sei" is no wish of its own (relative, subordinate, demonstrative). */
const NOT_A_WISH_OPENER = /^(?:der|die|das|dem|den|deren|dessen|welche[rmns]?|wer|was|wie|wo)$/i;

/**
 * "Die Freundlichkeit vom Herrn, von unserem Gott sei über uns" -> "…, von unserem Gott soll
 * über uns sein"; "Wenn …, so sei euch allen bekannt" -> "…, so soll euch allen bekannt sein":
 * "sei"/"seien" in the part after the last comma, with nothing after it but its own words. The
 * part must not open with a subordinator, a relative or demonstrative pronoun, nor with the verb
 * ("…, sei still"), and hold no other finite verb or first/second person.
 */
function seiInLastSegment(tokens: readonly Token[]): Token[] | undefined {
  const start = tokens.findLastIndex((token) => token.kind === "p") + 1;
  const segment = tokens.slice(start);
  const verb = segment.findIndex((token) => /^seien$|^sei$/.test(token.text));
  const opener = segment[0]?.text.toLowerCase() ?? "";
  if (verb <= 0 || SUBORDINATORS.has(opener) || NOT_A_WISH_OPENER.test(opener)) return undefined;
  if (tokens[start - 1]?.text !== ",") return undefined;
  if (segment.some((token) => /^(?:ich|du|wir|ihr)$/i.test(token.text))) return undefined;
  if (segment.some((token, index) => index !== verb && isFiniteVerbToken(token) && !isNonFiniteVerb(token)))
    return undefined;
  if (!hasSubject(segment, verb)) return undefined;
  const number: GrammaticalNumber = segment[verb]?.text === "seien" ? "plural" : "singular";
  const rewritten = withSollen(segment, verb, "sein", { person: 3, number });
  return rewritten === undefined ? undefined : [...tokens.slice(0, start), ...rewritten];
}

/**
 * A subject right before the verb or right after it: "Gnade sei mit euch", "so sei es". "Dann sei
 * vorsichtig" has none: an imperative, no wish.
 */
function hasSubject(tokens: readonly Token[], verbIndex: number): boolean {
  if (subjectAt(tokens, 0, false)?.end === verbIndex) return true;
  // "Darum sei auch durch ihn das Amen gesagt": the subject further on, not after a preposition
  // or inside a phrase ("mit dem Messer").
  return tokens.some(
    (_, index) =>
      index > verbIndex &&
      !PREPOSITIONS.has(tokens[index - 1]?.text.toLowerCase() ?? "") &&
      !DETERMINERS.has(tokens[index - 1]?.text.toLowerCase() ?? "") &&
      subjectAt(tokens, index, false) !== undefined,
  );
}

/**
 * "Komme sie morgen?" (an indirect question made direct: "Er fragte, ob sie morgen komme") ->
 * "Kommt sie morgen?": a question that opens with a verb whose only readings agreeing with the
 * subject after it are Konjunktiv I takes the present indicative (also after a w-word: "Was wolle er
 * sagen?" -> "Was will er sagen?"). Direct questions never use
 * Konjunktiv I, so the form can only come from the report.
 */
export function reportedQuestionToIndicative(tokens: readonly Token[], formal: boolean): Token[] | undefined {
  // "Wann komme er?" / "Was wolle er damit sagen?": a question word before the verb.
  const at = QUESTION_WORDS.test(tokens[0]?.text ?? "") ? 1 : 0;
  const verb = tokens[at];
  if (verb === undefined) return undefined;
  const readings = finiteReadings({ ...verb, text: verb.text.toLowerCase() });
  const subject = subjectAt(tokens, at + 1, formal);
  if (readings.length === 0 || subject === undefined) return undefined;
  const agreeing = readings.filter((reading) =>
    subject.agreements.some(
      (agreement) => agreement.person === reading.person && agreement.number === reading.number,
    ),
  );
  const [reading] = agreeing;
  if (reading === undefined || !agreeing.every((candidate) => candidate.tense === "konjunktiv1"))
    return undefined;
  const form = finiteFormOf(reading.lemma, "praesens", reading.person, reading.number)?.split(" ")[0];
  if (form === undefined) return undefined;
  const text =
    verb.text.charAt(0) === verb.text.charAt(0).toUpperCase()
      ? form.charAt(0).toUpperCase() + form.slice(1)
      : form;
  return [...tokens.slice(0, at), { ...verb, text }, ...tokens.slice(at + 1)];
}

/** Question words that open a w-question before its verb. */
const QUESTION_WORDS =
  /^(?:was|wer|wie|wo|wen|wem|wessen|warum|weshalb|weswegen|wieso|wann|woher|wohin|womit|wofür|wozu|worüber|wovon|woran|worauf)$/i;
