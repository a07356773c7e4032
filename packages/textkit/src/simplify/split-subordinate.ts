// Subordinate clause -> main clause with a connector (engine notes, transformation catalogue):
// "Sie bekommen kein Geld, weil die Unterlagen fehlen." -> "Die Unterlagen fehlen. Deshalb bekommen Sie kein Geld."

import { NEGATION_WORDS } from "../language/negation-words.ts";
import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import {
  agrees,
  type Clause,
  connectorOrder,
  hasFiniteVerb,
  prefixMain,
  prepositionFirstOrder,
  questionOrder,
  readVerbFinal,
  readVerbFinalWithComparison,
  subjectAt,
  subjectFirstOrder,
  type VerbFinal,
} from "./clause-tools.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isNonFiniteVerb,
  mainClauseForm,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import { type Token, word } from "./tokens.ts";
import { SUBORDINATORS } from "./word-classes.ts";

/** Connector choices; `variant` 1 picks the second where there is one (reroll "uebersetzen"). */
const CONNECTORS = {
  cause: ["Deshalb", "Darum"],
  condition: ["Dann", "Dann"],
  maybe: ["Vielleicht", "Vielleicht"],
  concession: ["Trotzdem", "Trotzdem"],
  after: ["Danach", "Dann"],
  first: ["Zuerst", "Zuerst"],
  means: ["Dafür", "Dazu"],
  meanwhile: ["Gleichzeitig", "Gleichzeitig"],
} as const;

export type SplitContext = { formal: boolean; variant: number };

function pick(kind: keyof typeof CONNECTORS, context: SplitContext): string {
  const options = CONNECTORS[kind];
  return options[context.variant % options.length] ?? options[0];
}

/** The subordinator a comma segment starts with ("so dass" counts as "sodass"), or undefined. */
export function subordinatorOf(tokens: readonly Token[]): { word: string; length: number } | undefined {
  const first = tokens[0]?.text.toLowerCase();
  if (first === undefined) return undefined;
  if (first === "so" && tokens[1]?.text === "dass") return { word: "sodass", length: 2 };
  // "Da bebte die Erde": before a finite verb "da" is an adverb.
  if (finiteReadings(tokens[1]).length > 0) return undefined;
  // The old spelling "daß" (Bible translations, older letters) is the conjunction "dass".
  if (first === "daß") return { word: "dass", length: 1 };
  // "sobald"/"seitdem" open a clause; "sowie" only a verb-final one ("sowie alle Unterlagen
  // vorliegen"), otherwise it joins list items ("…, sowie einen Nachweis").
  if (first === "sobald" || first === "seitdem") return { word: first, length: 1 };
  if (first === "sowie" && readVerbFinal(tokens.slice(1)) !== undefined) return { word: "sobald", length: 1 };
  // "bis wir Ihnen schreiben" (not the preposition "bis zum 15. Mai", "bis 12 Uhr").
  if (first === "bis" && untilClause(tokens.slice(1))) return { word: "bis", length: 1 };
  return SUBORDINATORS.has(first) ? { word: first, length: 1 } : undefined;
}

/** The rest of a "bis" segment is a clause: a subject at its start and a finite verb at its end. */
function untilClause(rest: readonly Token[]): boolean {
  const clause = readVerbFinal(rest);
  if (clause === undefined || clause.nonFinite.length > 0) return false;
  const subject = subjectAt(clause.middle, 0, true);
  return subject !== undefined && agrees(clause.readings, subject.agreements);
}

/** "Bitte warten Sie" -> "Bis dahin warten Sie bitte": the main clause after the event it waits for. */
function untilThen(main: readonly Token[], formal: boolean): Token[] | undefined {
  const effect = prefixMain(main, "dahin", formal);
  return effect === undefined ? undefined : [word("Bis"), ...effect];
}

/**
 * "sobald alle Unterlagen vorliegen" -> "Zuerst müssen alle Unterlagen vorliegen": a condition
 * that has to be met first. A present-tense clause of one verb takes "müssen" + infinitive;
 * otherwise the clause keeps its verb ("Zuerst bekommen wir die Bescheinigung").
 */
function mustFirst(sub: VerbFinal, connector: string): Token[] {
  const [reading, ...others] = sub.readings.filter((candidate) => candidate.tense === "praesens");
  const sameVerb = others.every(
    (other) => other.lemma === reading?.lemma && other.number === reading?.number,
  );
  if (
    reading === undefined ||
    !sameVerb ||
    sub.nonFinite.length > 0 ||
    /^(?:sein|haben|werden)$/.test(reading.lemma)
  )
    return connectorOrder(sub, connector);
  const modal = finiteFormOf("müssen", "praesens", reading.person, reading.number);
  if (modal === undefined) return connectorOrder(sub, connector);
  return [word(connector), { ...sub.finite, text: modal }, ...sub.middle, word(reading.lemma)];
}

/** A temporal "als" that opens a sentence ("Als es Abend wurde, ..."); never the comparison. */
export function leadingAls(tokens: readonly Token[]): boolean {
  return tokens[0]?.text.toLowerCase() === "als" && readVerbFinal(tokens.slice(1)) !== undefined;
}

const clause = (tokens: Token[], end = "."): Clause => ({ tokens, end });

/**
 * "Nachdem wir die Bescheinigung erhalten haben, prüfen wir …" speaks of the future: "Zuerst
 * bekommen wir die Bescheinigung." (not "Zuerst haben wir … bekommen", which reads as done).
 * Only with a present main clause and a Perfekt of one known verb; otherwise unchanged.
 */
function presentOfPerfect(sub: VerbFinal, main: readonly Token[]): VerbFinal {
  const perfect = sub.readings.some(
    (reading) => (reading.lemma === "haben" || reading.lemma === "sein") && reading.tense === "praesens",
  );
  const mainPresent = main.some((token) =>
    finiteReadings(token).some((reading) => reading.tense === "praesens"),
  );
  const mainPast = main.some((token) =>
    finiteReadings(token).some((reading) => reading.tense === "praeteritum"),
  );
  const [participle, ...others] = sub.nonFinite;
  if (!perfect || !mainPresent || mainPast || participle === undefined || others.length > 0) return sub;
  const lemmas = [...new Set(pastParticipleLemmas(participle))];
  const reading = sub.readings.find((candidate) => candidate.tense === "praesens");
  if (lemmas.length !== 1 || reading === undefined) return sub;
  const lemma = lemmas[0] ?? "";
  const form = finiteFormOf(lemma, "praesens", reading.person, reading.number);
  if (form === undefined) return sub;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  return {
    ...sub,
    finite: { ...sub.finite, text: verb },
    particle: particle === undefined ? undefined : word(particle),
    nonFinite: [],
  };
}

/** Verbs of saying after which a dass clause with Konjunktiv I is reported speech. */
const SAYING: ReadonlySet<string> = new Set([...VERBS_OF_SAYING, "rufen", "versprechen", "verkünden"]);
/** Verbs whose dass clause is true even under negation ("Sie wussten nicht, dass …"). */
const FACTIVE = new Set(["wissen", "merken", "bemerken", "erkennen", "verstehen", "vergessen", "sehen"]);

/** True when a verb form of the clause (finite, infinitive or participle) has one of the lemmas. */
function mentionsVerb(tokens: readonly Token[], lemmas: ReadonlySet<string>): boolean {
  return tokens.some(
    (token) =>
      finiteReadings(token).some((reading) => lemmas.has(reading.lemma)) ||
      pastParticipleLemmas(token).some((lemma) => lemmas.has(lemma)) ||
      infinitiveLemmas(token).some((lemma) => lemmas.has(lemma)),
  );
}

/** Third-person words that would have to change with the speaker: then only the mood changes. */
const THIRD_PERSON_WORDS = /^(?:sich|ihm|ihn|ihr|ihre[mnrs]?|sein|seine[mnrs]?|ihnen)$/i;

/**
 * Reported speech with Konjunktiv I -> indicative after the colon: "Er sagte, dass die Frau krank
 * sei." -> "Er sagte: Die Frau ist krank."; when the speaker reports about himself ("Er sagte,
 * dass er morgen komme.") -> "Er sagte: Ich komme morgen." Otherwise the content stays as it is.
 */
function directSpeech(main: readonly Token[], sub: VerbFinal, content: Token[]): Token[] {
  const subjunctive = sub.readings.filter(
    (reading) => reading.tense === "konjunktiv1" && reading.person === 3,
  );
  if (
    subjunctive.length === 0 ||
    sub.readings.some((reading) => reading.tense === "praesens" && reading.person === 3)
  )
    return content;
  const [reading] = subjunctive;
  if (reading === undefined) return content;
  const finiteIndex = content.indexOf(sub.finite);
  const subjectTokens = content.slice(0, finiteIndex);
  const speaker = mainSpeaker(main);
  const self =
    speaker !== undefined &&
    subjectTokens.length === 1 &&
    subjectTokens[0]?.text.toLowerCase() === speaker &&
    reading.number === "singular" &&
    !content.some((token, index) => index !== 0 && THIRD_PERSON_WORDS.test(token.text));
  const person = self ? 1 : 3;
  const form = finiteFormOf(reading.lemma, "praesens", person, reading.number)?.split(" ")[0];
  if (form === undefined || finiteIndex < 0) return content;
  const out = [...content];
  out[finiteIndex] = { ...sub.finite, text: form };
  if (self) out[0] = { ...(out[0] as Token), text: "ich" };
  return out;
}

/**
 * A purpose clause in Konjunktiv I ("damit er sie berühre", "damit das Wort erfüllt werde") in the
 * indicative: "Dann berührt er sie." Only a third-person form that cannot be read as present.
 */
function indicative(sub: VerbFinal): VerbFinal {
  const [reading, ...others] = sub.readings.filter(
    (candidate) => candidate.tense === "konjunktiv1" && candidate.person === 3,
  );
  if (
    reading === undefined ||
    sub.readings.some((candidate) => candidate.tense === "praesens" && candidate.person === 3) ||
    sub.middle.some((token) => /^(?:ich|du|wir|ihr)$/i.test(token.text))
  )
    return sub;
  if (others.some((other) => other.lemma !== reading.lemma || other.number !== reading.number)) return sub;
  const form = finiteFormOf(reading.lemma, "praesens", 3, reading.number);
  if (form === undefined || form.includes(" ") || sub.particle !== undefined) return sub;
  return { ...sub, finite: { ...sub.finite, text: form } };
}

/** "er"/"sie" as the subject of a main clause with a verb of saying, or undefined. */
function mainSpeaker(main: readonly Token[]): string | undefined {
  const verb = main.find((token) => finiteReadings(token).some((reading) => SAYING.has(reading.lemma)));
  if (verb === undefined) return undefined;
  const pronouns = main.filter((token) => /^(?:er|sie)$/i.test(token.text) && token !== verb);
  return pronouns.length === 1 ? pronouns[0]?.text.toLowerCase() : undefined;
}

/**
 * A subordinate clause with a second finite verb or subordinator inside ("dass er besessen sei
 * und Dämonen austreiben könne", "ob A oder ob B"): verb-second order would mix the two clauses.
 */
export function coordinatedClauses(sub: VerbFinal): boolean {
  // "dass Herrscher die Menschen unterdrücken und ihre Macht missbrauchen": a verb form that may be
  // finite, then "und"/"oder" — two verb-final clauses share the subordinator.
  const firstVerb = sub.middle.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
  const coordinated =
    firstVerb > 0 &&
    sub.middle.slice(firstVerb + 1).some((token) => /^(?:und|oder|sondern)$/.test(token.text));
  return (
    coordinated ||
    sub.middle.some(
      (token, index) =>
        (index > 0 && finiteReadings(token).length > 0 && !isNonFiniteVerb(token)) ||
        SUBORDINATORS.has(token.text.toLowerCase()),
    )
  );
}

/**
 * Splits "main, SUB ..." or "SUB ..., main" into main clauses. Both parts must be single comma
 * segments; the subordinate clause must end in its finite verb. Returns undefined when unsure.
 */
export function splitSubordinate(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const leading = subordinatorOf(first) ?? (leadingAls(first) ? { word: "als", length: 1 } : undefined);
  if (leading !== undefined) {
    const sub = readVerbFinalWithComparison(first.slice(leading.length));
    if (sub === undefined || coordinatedClauses(sub) || !hasFiniteVerb(second)) return undefined;
    return subordinateFirst(leading.word, sub, second, end, context);
  }
  const trailing = subordinatorOf(second);
  if (trailing === undefined || !hasFiniteVerb(first)) return undefined;
  const sub = readVerbFinalWithComparison(second.slice(trailing.length));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  return subordinateLast(trailing.word, first, sub, end, context);
}

/** "Wenn Sie umziehen, müssen Sie sich ummelden." The main clause starts with its verb. */
function subordinateFirst(
  subordinator: string,
  sub: VerbFinal,
  main: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const withConnector = (connector: string) => prefixMain(main, connector, context.formal);
  switch (subordinator) {
    case "weil":
    case "da": {
      const cause = subjectFirstOrder(sub, context.formal);
      const effect = withConnector(pick("cause", context));
      return cause && effect ? [clause(cause), clause(effect, end)] : undefined;
    }
    case "wenn":
    case "falls":
    case "sofern": {
      const effect = withConnector(pick("condition", context));
      return effect ? [clause(connectorOrder(sub, pick("maybe", context))), clause(effect, end)] : undefined;
    }
    case "obwohl":
    case "obgleich": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = withConnector(pick("concession", context));
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "nachdem": {
      const effect = withConnector(pick("after", context));
      const first = connectorOrder(presentOfPerfect(sub, main), pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "sobald": {
      const effect = withConnector(pick("condition", context));
      const first = mustFirst(presentOfPerfect(sub, main), pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "seitdem": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = withConnector("Seitdem");
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bis": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = untilThen(main, context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bevor":
    case "ehe": {
      const firstStep = withConnector(pick("first", context));
      return firstStep
        ? [clause(firstStep), clause(connectorOrder(sub, pick("after", context)), end)]
        : undefined;
    }
    case "während": {
      const fact = subjectFirstOrder(sub, context.formal);
      const other = withConnector(pick("meanwhile", context));
      return fact && other ? [clause(fact), clause(other, end)] : undefined;
    }
    case "als": {
      // "Als es Abend wurde, kam er." -> "Es wurde Abend. Da kam er."
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = withConnector(fact ? "Da" : pick("after", context));
      if (effect === undefined) return undefined;
      return [clause(fact ?? connectorOrder(sub, pick("first", context))), clause(effect, end)];
    }
    default:
      return undefined;
  }
}

const NOT_REPORTING = new Set([
  "was",
  "wen",
  "wem",
  "wer",
  "wessen",
  "so",
  "solch",
  "wollen",
  "will",
  "willst",
  "wollt",
  "wollte",
  "wollten",
  "möchte",
  "möchten",
  "möchtest",
  "möchtet",
]);

/** A question whose dass clause is reported content ("Warum hast du nicht gesagt, dass …?"). */
function reportedQuestion(main: readonly Token[]): boolean {
  return !main.some((token) => NOT_REPORTING.has(token.text.toLowerCase()));
}

/** "Sie bekommen kein Geld, weil die Unterlagen fehlen." The main clause comes first. */
function subordinateLast(
  subordinator: string,
  main: readonly Token[],
  sub: VerbFinal,
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  // "Sind mir noch Söhne im Leib, sodass …?": the main clause is the question; a "." after it
  // would turn it into a statement.
  // Only "Wie können sie sagen, dass …?" -> "Wie können sie sagen: … ?" keeps the question whole; not
  // when a question word belongs to the dass clause ("Was wollt ihr, dass ich tue?") or after a wish.
  if (end.includes("?") && !(subordinator === "dass" && reportedQuestion(main))) return undefined;
  const mainTokens = [...main];
  switch (subordinator) {
    case "weil":
    case "da": {
      const cause = subjectFirstOrder(sub, context.formal);
      const effect = prefixMain(main, pick("cause", context), context.formal);
      if (cause && effect) return [clause(cause), clause(effect, end)];
      // The main clause cannot take "Deshalb" (it starts with an adverbial): keep it first, add "Denn".
      return cause ? [clause(mainTokens), clause([word("Denn"), ...cause], end)] : undefined;
    }
    case "wenn":
    case "falls":
    case "sofern": {
      const effect = prefixMain(main, pick("condition", context), context.formal);
      return effect ? [clause(connectorOrder(sub, pick("maybe", context))), clause(effect, end)] : undefined;
    }
    case "obwohl":
    case "obgleich": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = prefixMain(main, pick("concession", context), context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "damit":
      return [clause(mainTokens), clause(connectorOrder(indicative(sub), pick("condition", context)), end)];
    case "sodass":
      return [clause(mainTokens), clause(connectorOrder(sub, pick("cause", context)), end)];
    case "indem":
      return [clause(mainTokens), clause(connectorOrder(sub, pick("means", context)), end)];
    case "bevor":
    case "ehe":
      return [clause(mainTokens), clause(connectorOrder(sub, pick("after", context)), end)];
    case "nachdem": {
      const effect = prefixMain(main, pick("after", context), context.formal);
      const first = connectorOrder(presentOfPerfect(sub, main), pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "während":
      return [clause(mainTokens), clause(connectorOrder(sub, pick("meanwhile", context)), end)];
    case "sobald": {
      const effect = prefixMain(main, pick("condition", context), context.formal);
      const first = mustFirst(presentOfPerfect(sub, main), pick("first", context));
      return effect ? [clause(first), clause(effect, end)] : undefined;
    }
    case "seitdem": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = prefixMain(main, "Seitdem", context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "bis": {
      const fact = subjectFirstOrder(sub, context.formal);
      const effect = untilThen(main, context.formal);
      return fact && effect ? [clause(fact), clause(effect, end)] : undefined;
    }
    case "dass": {
      // "eine so große Stadt, dass man 3 Tage brauchte": a consequence, not reported content.
      if (main.some((token) => token.text === "so" || token.text === "solch"))
        return [clause(mainTokens), clause(connectorOrder(sub, pick("cause", context)), end)];
      // "Ich glaube nicht, dass er kommt" / "nicht, dass …": after a colon the content would read
      // as a statement the main clause makes. Verbs of knowing keep it ("Sie wussten nicht: …").
      if (main.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) && !mentionsVerb(main, FACTIVE))
        return undefined;
      // "dass von der Rente noch Beiträge abgezogen werden" -> "Von der Rente werden noch …".
      const content = subjectFirstOrder(sub, context.formal) ?? prepositionFirstOrder(sub);
      return content ? [clause(mainTokens, ":"), clause(directSpeech(main, sub, content), end)] : undefined;
    }
    case "ob":
      return [clause(mainTokens, ":"), clause(questionOrder(sub), "?")];
    default:
      return undefined;
  }
}

/** Words in a main clause that make a following "als" a comparison ("mehr …, als Sie angegeben haben"). */
const COMPARISON_WORDS =
  /^(?:mehr|weniger|lieber|eher|anders|andere[nmrs]?|besser|schlechter|größer|kleiner|früher|später|länger|kürzer|höher|so|ebenso|genauso|sonst|nichts|niemand|kein\w*)$/i;

/**
 * A temporal "als" clause after its main clause, which stays first ("da" = at that time, and a
 * pronoun in the als clause keeps its noun before it): "Jesus sprach, als er im Tempel lehrte." ->
 * "Jesus sprach." + "Da lehrte er im Tempel." Undefined for comparisons (a
 * comparative or so/mehr/anders in the main clause, "als dass", "als ob"), questions and main
 * clauses that open with a w-word.
 */
export function splitTrailingAls(
  main: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  if (second[0]?.text !== "als" || /^(?:dass|daß|ob|wenn|wie)$/.test(second[1]?.text ?? "")) return undefined;
  if (end.includes("?") || !hasFiniteVerb(main) || /^(?:wie|was|wer|wo|warum)$/i.test(main[0]?.text ?? ""))
    return undefined;
  if (main.some((token) => COMPARISON_WORDS.test(token.text) || comparative(token))) return undefined;
  // "…; während er am Eingang saß, als …": the als clause belongs to another subordinate clause.
  if (
    main.some(
      (token) => token.text === ";" || token.text === ":" || SUBORDINATORS.has(token.text.toLowerCase()),
    )
  )
    return undefined;
  const sub = readVerbFinal(second.slice(1));
  if (sub === undefined || coordinatedClauses(sub)) return undefined;
  return [clause([...main]), clause(connectorOrder(sub, "Da"), end)];
}

/** "früher", "lieber": an adjective form in -er whose lemma is shorter (a comparative, roughly). */
function comparative(token: Token): boolean {
  if (token.kind !== "w" || !token.text.endsWith("er")) return false;
  return readingsOf(token.text.toLowerCase()).some(
    (reading) => reading.partOfSpeech === "adjective" && reading.lemma !== token.text.toLowerCase(),
  );
}
