// Splits one sentence into short main clauses: semicolons and colons first, then comma segments
// (relative clauses, subordinate clauses, comma-joined main clauses), then "und"/"aber" coordination.
// Each step fires only when it is sure; otherwise the sentence stays as it was.

import { INDEFINITE_ARTICLE_FORMS, NEGATIVE_ARTICLE_FORMS } from "../language/articles.ts";
import { MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { isStreetName } from "../language/street-names.ts";
import { VERBS_OF_SAYING } from "../language/verbs-of-saying.ts";
import { finiteFormOf } from "../lexicon/morphology/verb-helpers.ts";
import { accusedOf } from "./accused-of.ts";
import { clauseBeforeSpeech } from "./clause-before-speech.ts";
import {
  agrees,
  type Clause,
  commaSegments,
  hasFiniteVerb,
  joinSegments,
  LEADING_CONJUNCTIONS,
  nominativeSubjectAt,
  readVerbFinal,
  splitEach,
  subjectAt,
} from "./clause-tools.ts";
import { splitAroundInsertions } from "./comma-insertion.ts";
import { thenOnConjunct } from "./condition-conjunct.ts";
import { joinDassApposition, joinSubordinateAddress, unclosedApposition } from "./dass-apposition.ts";
import { dassObligation } from "./dass-obligation.ts";
import { isImperative } from "./imperative.ts";
import { mergeInfinitiveComplements, zuInfinitive } from "./infinitive-complement.ts";
import { splitAtInnerSentenceEnds } from "./inner-sentence-end.ts";
import { jeDestoAsCondition } from "./je-desto.ts";
import {
  finiteReadings,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  trueCaseInitial,
} from "./lexicon-access.ts";
import {
  joinAddressApposition,
  joinContrastInSubordinate,
  joinDateApposition,
  joinListInSubordinate,
  joinOpeningApposition,
  joinPredicativeList,
  restoreListCommas,
} from "./list-in-subordinate.ts";
import { commaAfterLeadingClause, commaBeforePurpose, commaBeforeSubordinator } from "./missing-comma.ts";
import { joinNonFiniteSegments } from "./non-finite-segment.ts";
import { splitQuestionsLead } from "./office-phrases.ts";
import { completesOpenModal, insertionInOpenClause, joinOpenClauseList } from "./open-modal.ts";
import { requestPerInfinitive, subordinateInRequest } from "./polite-request.ts";
import { purposeContrast } from "./purpose-contrast.ts";
import {
  finalBareObject,
  indefiniteSubject,
  indefiniteUnderNegation,
  pluralAdjective,
  predicateFirstBare,
  quantifiedAntecedent,
  quantifiedRelative,
  seekingVerbIn,
} from "./relative-antecedent.ts";
import { paperAntecedent } from "./relative-paper.ts";
import { reportedCommand } from "./reported-command.ts";
import { innerAllThat } from "./split-all-that.ts";
import { splitAppointment, splitAppointmentDetails, splitPostalAddress } from "./split-appointment.ts";
import { leadingAsSaid, splitAsSaid, splitTrailingAsSaid } from "./split-as-said.ts";
import { checkBeforeRequest } from "./split-check-lead.ts";
import { genericWerObject, objectWasBeforeConjunct, splitComplement } from "./split-complement.ts";
import {
  INTRODUCING,
  splitBeforeJoinedSubordinate,
  splitCommaMainClauses,
  splitLeadingCoordination,
} from "./split-coordination.ts";
import { splitAtDash } from "./split-dash.ts";
import {
  dassFragment,
  dassWithContrast,
  destinedThat,
  directedThat,
  factBeforeQuestion,
  neededThat,
  preferredThat,
  WANT,
  wantedThat,
} from "./split-dass.ts";
import { splitBeforeDenn, splitBeforeJoinedMainClause } from "./split-denn.ts";
import { distributeConjuncts, splitCoordinationOrPhrases } from "./split-distribute.ts";
import { splitAfterEnumeration } from "./split-enumeration.ts";
import { eventFrameAlone, withoutEventFrame } from "./split-event-frame.ts";
import {
  factBeforeFeeling,
  factBeforeFeelingWithRelatives,
  leadingFactBeforeFeeling,
} from "./split-feeling.ts";
import { translationGloss } from "./split-gloss.ts";
import { splitImperativeSeries } from "./split-imperatives.ts";
import { splitMainAfterSubordinate } from "./split-main-after-subordinate.ts";
import { confirmReceipt, splitNominalLead } from "./split-nominal-lead.ts";
import { splitAroundParenthesis } from "./split-parenthesis.ts";
import { splitParticipleAttribute } from "./split-participle-attribute.ts";
import { splitPhoneNumber } from "./split-phone-number.ts";
import { placeFreeRelative, whenAfterTimeNoun, whereAfterThere } from "./split-place.ts";
import {
  freeRelative,
  genericWer,
  genericWerAmong,
  pronounRelative,
  trailingWer,
} from "./split-pronoun-relative.ts";
import {
  embeddedPurpose,
  finalPurposeAfterSegments,
  focusedPurpose,
  joinPurposeConjuncts,
  leadingDamitPurpose,
  leadingPurposeToMain,
  passiveRequestHead,
  purposeAfterClause,
  purposeAfterComing,
  purposeBeforeQuestion,
  purposeOfMovedClause,
  purposeThenMain,
  purposeToMain,
} from "./split-purpose.ts";
import { leadingQuestion, splitIndirectQuestion } from "./split-question.ts";
import {
  afterCoordinatedNoun,
  afterPartitive,
  ambiguousAntecedent,
  appositionHost,
  beforeTitledName,
  closesMainClause,
  closingVerbsStart,
  determinerBefore,
  extraposedAntecedent,
  extraposedSubject,
  hostContinues,
  insideOpenRelative,
  mainClauseOrder,
  nameBeforeComma,
  nounBeforeClosingVerbs,
  nounBeforePredicative,
  prepositionListItem,
  relativeStart,
  relativeToMain,
  splitTrailingWhere,
  splitWhereClause,
  trailingDate,
  unattachedRelative,
  welchQuestion,
  withoutResumptive,
} from "./split-relative.ts";
import {
  closingThenConjunct,
  coordinatedNounRelatives,
  nonFiniteConjunct,
  relativeBeforeVerbConjunct,
  whereBeforeVerbConjunct,
} from "./split-relative-coordinated.ts";
import { finalRelativeAsDemonstrative } from "./split-relative-demonstrative.ts";
import { stackedRelatives } from "./split-relative-pair.ts";
import { repeatedSubordinate } from "./split-repeated-subordinate.ts";
import {
  examplesAfterRelative,
  leadingRelativeKept,
  splitAroundRelative,
  splitBeforeCoordinatedClause,
} from "./split-segment-groups.ts";
import { sententialRelative } from "./split-sentential.ts";
import {
  causeFragment,
  commaFocusedLeading,
  conditionFragment,
  focusedLeading,
  focusedTrailing,
  joinVerbFinalConjuncts,
  leadingAls,
  loneVerbConjunct,
  mergeExampleTail,
  type SplitContext,
  sharedContent,
  splitEmbeddedSubordinate,
  splitFinalSubordinate,
  splitSubordinate,
  splitSubordinateBeforeDependents,
  splitTrailingAls,
  splitTrailingWie,
  subordinatorOf,
  unlessClause,
  withoutInfinitive,
} from "./split-subordinate.ts";
import { splitThanks } from "./split-thanks.ts";
import { splitAfterTimeAdverbial } from "./split-time-lead.ts";
import { splitTrailingCoordination } from "./split-trailing-coordination.ts";
import { splitTrailingDependent } from "./split-trailing-dependent.ts";
import { isLeadingAddress, splitAroundInnerAddress, splitBeforeInnerInterjection } from "./split-vocative.ts";
import { leadingWieSo, temporalWie } from "./split-wie-so.ts";
import { embeddedWithout, leadingInstead, leadingWithout, splitWithout } from "./split-without.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";
import { speechBeforeInquit } from "./trailing-inquit.ts";
import { verbFirstConditional } from "./verb-first-conditional.ts";
import { verbSecondAfterConnector } from "./verb-second.ts";
import {
  COMMON_CONTRACTIONS,
  DEFINITE_DETERMINER,
  DETERMINERS,
  FUNCTION_WORDS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
} from "./word-classes.ts";

/**
 * Groups of people that letters and notices address in part ("Die Mieter, die im Erdgeschoss
 * wohnen, …", "Die Schüler, deren Eltern …"): a relative clause after "Die" + one of them picks
 * some of the group. Not nouns made of adjectives ("die Versicherten": "manche Versicherte" takes
 * another ending).
 */
const RESTRICTED_GROUPS =
  /^(?:Mieter(?:innen)?|Schüler(?:innen)?|Kinder|Eltern|Familien|Personen|Menschen|Bewohner(?:innen)?|Kund(?:en|innen)|Mitglieder|Teilnehm(?:er|erinnen)|Patient(?:en|innen)|Bürger(?:innen)?|Antragsteller(?:innen)?|Arbeitnehmer(?:innen)?|Eigentümer(?:innen)?|Mitarbeiter(?:innen)?)$/;

const MAX_SEGMENTS = 8;
/** A label before a colon ("Frau:", "Ein Gebet von Mose:") has at most this many tokens. */
const MAX_LABEL_TOKENS = 6;

const QUESTION_WORDS: ReadonlySet<string> = new Set([
  "warum",
  "weshalb",
  "wieso",
  "weswegen",
  "was",
  "wer",
  "wen",
  "wem",
  "wessen",
  "wie",
  "wo",
  "wohin",
  "woher",
  "wann",
  "welche",
  "welcher",
  "welches",
  "welchen",
  "welchem",
]);

/** "…, obwohl A; obwohl B hat": the part after ";" is a subordinate clause, not a sentence. */
function subordinateFragment(tokens: readonly Token[]): boolean {
  // "da, wo du sterben wirst, will ich sterben": "da" before a comma is an adverb.
  return subordinatorOf(tokens) !== undefined && tokens[1]?.text !== ",";
}

/**
 * "Warum nennt ihr mich Noomi, …; obwohl …?": the part before ";" is itself a question (question
 * word or verb first); a "." after it would turn the question into a statement.
 */
function questionBeforeSemicolon(previous: Clause, clause: Clause): boolean {
  if (!clause.end.includes("?")) return false;
  const first = previous.tokens.find(
    (token) => token.kind !== "p" && !LEADING_CONJUNCTIONS.has(token.text.toLowerCase()),
  );
  if (first === undefined) return false;
  return QUESTION_WORDS.has(first.text.toLowerCase()) || finiteReadings(first).length > 0;
}

/** Splits at ";" (and ":" followed by a full clause) when both sides have a finite verb. */
export function splitAtSemicolons(clause: Clause): Clause[] {
  const parts: Clause[] = [];
  let current: Token[] = [];
  for (const token of clause.tokens) {
    if (token.kind === "p" && (token.text === ";" || token.text === ":")) {
      parts.push({ tokens: current, end: token.text });
      current = [];
    } else current.push(token);
  }
  // "…, benötigen wir folgende Unterlagen:" (the list follows as sentences of its own): a colon at
  // the very end is how the clause ends, not a token inside it.
  if (current.length > 0 || clause.end !== "" || parts.at(-1)?.end !== ":")
    parts.push({ tokens: current, end: clause.end });
  if (parts.length === 1) return [parts[0] ?? clause];
  const merged: Clause[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    // "Gott: Schon am Morgen wirst du …", "Ein Gebet von Mose: …": a short label before a colon
    // counts like a clause when a full clause follows.
    const label =
      previous?.end === ":" &&
      previous.tokens.length <= MAX_LABEL_TOKENS &&
      !previous.tokens.some((token) => token.kind === "p") &&
      !/^(?:zum|zur|im|am|vom|beim|ins)$/.test(previous.tokens[0]?.text.toLowerCase() ?? "") &&
      // "Zum Beispiel:", "Im Detail:": an announcement stays with what it announces.
      !PREPOSITIONS.has(previous.tokens[0]?.text.toLowerCase() ?? "");
    const fullClauses =
      previous !== undefined &&
      (hasFiniteVerb(previous.tokens) ||
        (label &&
          (opensFullClause(part.tokens) ||
            // "Du wahrer Gott: Erhör mich, wenn …!": a request after the address.
            (isImperative(part.tokens[0]) &&
              // "Thema: Schule und Arbeit": a noun is no request.
              nounReadings(part.tokens[0]).length === 0 &&
              part.tokens.length >= 3 &&
              !articleList(part.tokens))))) &&
      (hasFiniteVerb(part.tokens) ||
        // "eine Kopie …, die … und …" after a colon: a list whose article is no imperative ("einen").
        (previous.end === ":" && isImperative(part.tokens[0]) && !articleList(part.tokens))) &&
      part.tokens.length >= 2 &&
      !(
        previous.end === ";" &&
        (subordinateFragment(part.tokens) || questionBeforeSemicolon(previous, clause))
      );
    if (previous === undefined || fullClauses) {
      if (previous !== undefined && previous.end === ";") previous.end = ".";
      merged.push({ ...part, tokens: [...part.tokens] });
      continue;
    }
    previous.tokens.push({ kind: "p", text: previous.end, space: false }, ...part.tokens);
    previous.end = part.end;
  }
  return merged;
}

/**
 * The part after a label opens a main clause: a finite verb in its first comma segment, outside a
 * relative clause ("Frau: Schwarz bin ich, …"; not the list "verschiedene Arten …, die … haben").
 */
function opensFullClause(tokens: readonly Token[]): boolean {
  const comma = tokens.findIndex((token) => token.text === ",");
  const head = comma < 0 ? tokens : tokens.slice(0, comma);
  return tokens.length >= 3 && hasFiniteVerb(head);
}

/** "eine Kopie Ihres Mietvertrags, die Lohnabrechnungen … sowie einen Nachweis": an article, commas, a final und/sowie. */
function articleList(tokens: readonly Token[]): boolean {
  const lastComma = tokens.findLastIndex((token) => token.text === ",");
  return (
    DETERMINERS.has(tokens[0]?.text.toLowerCase() ?? "") &&
    lastComma > 0 &&
    tokens.slice(lastComma).some((token) => /^(?:und|sowie)$/.test(token.text))
  );
}

/** Nouns used as names without an article ("Gott", "Oma", "Papa"): a relative clause on them is an aside. */
const NOUNS_AS_NAMES = /^(?:Gott|Mama|Papa|Mutti|Vati|Oma|Opa|Omi|Opi)$/;

/**
 * Comma segments -> clauses. Handles: a relative clause after its noun (embedded or at the end),
 * two segments of main + subordinate clause, two main clauses. Returns undefined when unsure.
 */
export function splitSegments(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  // "Wir haben den Messias, das heißt übersetzt Christus, gefunden." -> … / "Messias heißt übersetzt Christus."
  const gloss = translationGloss(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context));
  if (gloss !== undefined) return gloss;
  // "Ihnen wird vorgeworfen, … überschritten zu haben." -> "Wir werfen Ihnen vor:" / "Sie haben … überschritten."
  const accused = accusedOf(segments, end, context);
  if (accused !== undefined) return accused;
  // "dass für Ihr Kind Mia, geboren am …, ab dem … angeboten werden kann": the insertion goes out and back.
  const around = splitAroundInsertions(
    segments,
    (rest) => splitSegments(rest, end, context),
    (segment) => subordinatorOf(segment) !== undefined,
  );
  if (around !== undefined) return around;
  // "Wir zahlen, es sei denn, Sie haben …" -> "Wir zahlen." / "Aber vielleicht haben Sie …" / "Dann gilt das nicht."
  const unless = unlessClause(segments, end, context);
  if (unless !== undefined) return unless;
  // "Wir bitten Sie, wenn …, uns dies mitzuteilen": the clause goes after the request's infinitive.
  const request = subordinateInRequest(segments, context.formal);
  const requestSplit = request && splitSegments(request, end, context);
  if (requestSplit !== undefined && requestSplit.length > 1) return requestSplit;
  // "am Freitag, 22. August 2025, um 11:00 Uhr", "am Montag, dem 3. März, um 10 Uhr … und …": the
  // date after a weekday is no clause boundary.
  const dated = segments.length > 1 ? joinDateApposition(segments, clauseAfterDate) : undefined;
  if (dated !== undefined) {
    const split = splitSegments(dated, end, context);
    return split === undefined ? undefined : restoreListCommas(split);
  }
  // "…, der sich in der Grundschule am Lindenplatz, Lindenplatz 3, befindet, …": so is an address.
  const addressed = segments.length > 2 ? joinAddressApposition(segments, clauseAfterDate) : undefined;
  if (addressed !== undefined) {
    const split = splitSegments(addressed, end, context);
    // "Der Wahlraum befindet sich … am Lindenplatz, Lindenplatz 3.": the comma before the moved verb goes.
    const unclosed = split?.map((clause) =>
      clause.tokens.at(-1)?.kind === "w" && clause.tokens.at(-1)?.text === ","
        ? { ...clause, tokens: clause.tokens.slice(0, -1) }
        : clause,
    );
    return unclosed === undefined ? undefined : restoreListCommas(unclosed);
  }
  // "Der Vermieter, Herr Meier, hat gesagt, dass …": the apposition stays in its main clause.
  const apposed = joinOpeningApposition(segments);
  const apposedSplit = apposed && splitSegments(apposed, end, context);
  if (apposedSplit !== undefined && apposedSplit.length > 1) return restoreListCommas(apposedSplit);
  // "Ich weiß, dass ihr Jesus, den Gekreuzigten, sucht.": so are those of an apposition in a dass clause.
  const innerApposed = joinDassApposition(segments) ?? joinSubordinateAddress(segments);
  const innerSplit = innerApposed && splitSegments(innerApposed, end, context);
  if (innerSplit !== undefined && innerSplit.length > 1)
    return restoreListCommas(unclosedApposition(innerSplit));
  // "Sofern Sie Bürgergeld, Grundsicherung oder BAföG beziehen, …": list commas are no boundaries.
  // "Sind Sie verlobt, verheiratet oder verwandt, steht Ihnen …": so are those of predicatives.
  const listed = joinListInSubordinate(segments) ?? joinPredicativeList(segments);
  if (listed !== undefined) {
    const split = splitSegments(listed, end, context);
    return split === undefined ? undefined : restoreListCommas(split);
  }
  // "…, da die Entfernung nicht 42, sondern nur 35 Kilometer beträgt": so is the comma of a contrast.
  const contrasted = joinContrastInSubordinate(segments);
  const contrastSplit = contrasted && splitSegments(contrasted, end, context);
  if (contrastSplit !== undefined && contrastSplit.length > 1) return restoreListCommas(contrastSplit);
  // "Wie er ihn sieht, sagt er:": a leading wie clause of perception before words said is temporal.
  const when = temporalWie(segments, end);
  if (when !== undefined) return splitSegments(when, end, context);
  // "Ich bin gekommen, die Sünder zu rufen": a bare purpose after "kommen" reads as "um … zu".
  const coming = purposeAfterComing(segments);
  if (coming !== undefined) return splitSegments(coming, end, context);
  // "…, um zu stehlen, und zu schlachten": the conjunct goes on with the purpose.
  const purposes = joinPurposeConjuncts(segments);
  if (purposes !== undefined) return splitSegments(purposes, end, context);
  // "Um …, werden Sie gebeten, A zu V und B zu V.": the office's request as "bitten wir Sie".
  const officeAsks =
    segments.length > 2 && /^um$/i.test(segments[0]?.[0]?.text ?? "")
      ? passiveRequestHead(segments[1] ?? [], context.formal)
      : undefined;
  if (officeAsks !== undefined) return splitSegments(segments.with(1, officeAsks), end, context);
  // "Zur Prüfung, ob …, werden Sie gebeten, …" -> "Wir prüfen:" / the question / "Dafür bitten wir Sie, …"
  const checked = checkBeforeRequest(segments, end, context.formal, (rest, restEnd) =>
    splitSegments(rest, restEnd, context),
  );
  if (checked !== undefined) return checked;
  // "…, ob Ihnen weitere Einkünfte zur Verfügung stehen, etwa aus …": the examples stay with the clause.
  if (segments.length > 3) {
    const afterRelative = examplesAfterRelative(segments, end, (rest, restEnd) =>
      splitSegments(rest, restEnd, context),
    );
    if (afterRelative !== undefined) return afterRelative;
  }
  if (segments.length > 2) {
    const examples = mergeExampleTail(segments);
    if (examples.length < segments.length) return splitSegments(examples, end, context);
  }
  // "Wir haben versucht, ihn daran zu hindern, weil …": the infinitive stays with its verb.
  if (segments.length > 2) {
    const merged = mergeInfinitiveComplements(
      segments,
      opensDependentClause,
      (segment) => subordinatorOf(segment) !== undefined,
      (segment) => relativeStart(segment) !== undefined,
    );
    if (merged.length < segments.length) return splitSegments(merged, end, context);
    // "…, damit ihr erkennt und wisst, dass …": the content belongs to both verbs; split apart,
    // the first would lose it ("Dann erkennt ihr.").
    if (segments.some((segment, index) => index > 0 && sharedContent(segments[index - 1] ?? [], segment)))
      return undefined;
    // "…, damit sie Leben haben, und Überfluss haben.": the conjunct goes on with the clause.
    const conjoined = joinVerbFinalConjuncts(segments);
    const joined = conjoined.length < segments.length ? splitSegments(conjoined, end, context) : undefined;
    if (joined !== undefined && joined.length > 1) return joined;
  }
  // "… wird Ihnen für Ihr Kind Mia, geboren am 20. Juli, Elterngeld bewilligt": one clause.
  if (insertionInOpenClause(segments)) return undefined;
  // "…, Zimmer 2, beraten lassen.": closing verbs alone stay with their clause ("Sie beraten lassen.").
  const closing = segments.length > 1 ? joinNonFiniteSegments(segments) : undefined;
  if (closing !== undefined) {
    const split = splitSegments(closing, end, context);
    return split === undefined ? undefined : restoreListCommas(split);
  }
  // "Sie können, wenn Sie Fragen haben, die Hotline anrufen": the infinitive after the clause closes
  // the open modal, its article opens no relative clause ("Fragen, die Hotline anrufen" made "Dann
  // können Sie." / "Die Fragen rufen Hotline an."); the embedded split, or the sentence stays whole.
  if (
    segments.length === 3 &&
    subordinatorOf(segments[1] ?? []) !== undefined &&
    completesOpenModal(segments[0] ?? [], segments[2] ?? [])
  )
    return splitEmbeddedSubordinate(segments, end, context, opensDependentClause);
  // "Wir haben Ihren Antrag, Ihre … und Ihre … erhalten und prüfen sie jetzt": one clause with a
  // list, split only after its closing verb.
  const openList = joinOpenClauseList(segments);
  if (openList !== undefined) {
    const split = splitSegments(openList, end, context);
    return split === undefined ? undefined : restoreListCommas(split);
  }
  if (segments.some((segment, index) => index > 0 && loneVerbConjunct(segments[index - 1] ?? [], segment)))
    return undefined;
  // "Und es geschah, als …, …": the narrative frame is dropped when the rest splits.
  const unframed = withoutEventFrame(segments);
  const split = unframed === undefined ? undefined : splitSegments(unframed, end, context);
  if (split !== undefined && split.length > 1) return split;
  const alone = eventFrameAlone(segments, end);
  if (alone !== undefined) return alone;
  if (segments.length === 1) {
    const only = segments[0] ?? [];
    return (
      dassFragment(only, end, context) ??
      causeFragment(only, end, context) ??
      conditionFragment(only, end, context) ??
      splitCoordinationOrPhrases(only, end, context.formal, context.variant % 2 === 0 ? "Dann" : "Und") ?? [
        { tokens: only, end },
      ]
    );
  }
  if (segments.some((segment) => segment.length === 0)) return undefined;
  // "Er ist klein, aber wenn er wächst, wird er groß." -> "Er ist klein." + the rest split on its own.
  const joined = splitBeforeJoinedSubordinate(segments, end, context.formal, (rest, restEnd) =>
    splitSegments(rest, restEnd, context),
  );
  if (joined !== undefined) return joined;
  // "Als …, saß ein Bettler, Bartimäus, am Straßenrand, und als er hörte, …, fing er an …": two sentences.
  const grouped = splitBeforeCoordinatedClause(
    segments,
    end,
    (rest, restEnd) => splitSegments(rest, restEnd, context),
    context.formal,
  );
  if (grouped !== undefined) return grouped;
  // "Warum …, obwohl A, obwohl B?" -> "A." / "B." / "Warum … trotzdem …?"
  const repeated = repeatedSubordinate(segments, end, (pair, pairEnd) =>
    splitSegments(pair, pairEnd, context),
  );
  if (repeated !== undefined) return repeated;
  // "Perez zeugte Hezron, Hezron zeugte Ram, …": a long chain is cut where a main clause starts.
  // Reported speech ("…, dass ihr gehört hattet, er sei krank") stays with its verb of saying.
  if (segments.length > MAX_SEGMENTS)
    return segments.some((segment, index) => index > 0 && reportedMainClause(segment))
      ? undefined
      : splitAtMainClauseBoundary(segments, end, context);
  // "Was Gott vereint hat, das soll …" / "Alles, was …, muss …": a free relative clause.
  const free = freeRelative(segments, end, context.formal, (rest, restEnd) =>
    splitSegments(rest, restEnd, context),
  );
  if (free !== undefined) return free;
  const inner = innerAllThat(segments, end, context.formal, (rest, restEnd) =>
    splitSegments(rest, restEnd, context),
  );
  if (inner !== undefined) return inner;
  // "Da, wo du sterben wirst, will ich sterben." -> "Du wirst irgendwo sterben." / "Dort will ich sterben."
  const place = placeFreeRelative(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context));
  if (place !== undefined) return place;
  // "Herr, wenn du willst, kannst du …": the address stays in front of the first new sentence.
  const [address = [], next = []] = segments;
  if (segments.length >= 2 && isLeadingAddress(address, next)) {
    // "Geliebte, jetzt sind wir Kinder von Gott und es ist noch nicht sichtbar geworden, was …":
    // the rest may also split at "und" in its first segment, like a sentence of its own.
    // Not after a noun that the next segment may qualify ("Familien, die Kinder haben und …").
    const rest =
      splitSegments(segments.slice(1), end, context) ??
      (relativeStart(next) !== undefined || DETERMINERS.has(next[0]?.text.toLowerCase() ?? "")
        ? undefined
        : leadingCoordination(
            { tokens: joinSegments(segments.slice(1)), end },
            context,
            context.variant % 2 === 0 ? "Dann" : "Und",
          ));
    const head = rest?.[0];
    if (rest === undefined || head === undefined || rest.length < 2) return undefined;
    // "Geh, verkaufe alles, was du hast" -> "Du hast etwas." / "Verkaufe das alles.": a one-word
    // imperative before a new first sentence that is no command of its own stands alone ("Geh!").
    const opener = head.tokens[0];
    const lowerOpener = opener === undefined ? undefined : { ...opener, text: opener.text.toLowerCase() };
    // A verb first ("Verkaufe alles …", also a form that may be finite) is the command it goes with.
    const command =
      lowerOpener !== undefined && (isImperative(lowerOpener) || finiteReadings(lowerOpener).length > 0);
    if (address.length === 1 && isImperative(address[0]) && !command)
      return [{ tokens: [...address], end: "!" }, ...rest];
    const lowered = lowerFirst(head.tokens);
    return [
      { ...head, tokens: [...address, { kind: "p", text: ",", space: false }, ...lowered] },
      ...rest.slice(1),
    ];
  }
  // "Jeder, der tut, was Gott gefällt, ist …" -> "Etwas gefällt Gott." / "Vielleicht tut jemand das." / "Dann …"
  const genericObject = genericWerObject(segments, end);
  if (genericObject !== undefined) return genericObject;
  const genericAmong = genericWerAmong(segments, end, (rest, restEnd) =>
    splitSegments(rest, restEnd, context),
  );
  if (genericAmong !== undefined) return genericAmong;
  // "Entscheiden Sie sich für Geräte, deren Preis … liegt, tragen Sie …": a verb-first condition
  // before its relative clause becomes the "Wenn" clause first; the relative clause is no main
  // clause to split out of it ("Entscheiden Sie sich für Geräte tragen Sie …" lost the condition).
  const verbFirst = segments.length > 2 ? conditionBeforeRelative(segments, end, context) : undefined;
  if (verbFirst !== undefined && verbFirst[0] !== segments[0])
    return splitSegments(verbFirst, end, context) ?? [{ tokens: joinSegments(verbFirst), end }];
  // "Wir haben Ihren Antrag, den …, an das Jobcenter geschickt, um …": the purpose of the clause
  // before it, after the rest is split.
  const finalPurpose = finalPurposeAfterSegments(
    segments,
    end,
    context.formal,
    (segment) => opensDependentClause(segment) || leadingAls(segment),
    (rest, restEnd) => splitSegments(rest, restEnd, context),
  );
  if (finalPurpose !== undefined) return finalPurpose;
  for (let index = 1; index < segments.length; index += 1) {
    const segment = segments[index] ?? [];
    if (relativeStart(segment) === undefined) continue;
    const host = segments[index - 1] ?? [];
    if (
      welchQuestion(host, segment) ||
      (index > 1 && (prepositionListItem(host, segment) || insideOpenRelative(host, segment)))
    )
      continue;
    // "Der Stein, den …, der ist zum Eckstein geworden.": the repeated subject is dropped.
    const resumed = index === 1 ? withoutResumptive(host, segment, segments[index + 1]) : undefined;
    if (resumed !== undefined) return splitSegments(segments.with(index + 1, resumed), end, context);
    const next = segments[index + 1];
    const embedded = next !== undefined && (startsWithFiniteVerb(next) || hostContinues(host, next));
    // The antecedent is the whole subject at the start ("Der Antrag, den Sie gestellt haben,
    // bleibt offen."): the relative content comes first, as a reader learns it.
    const subjectHost = embedded && index === 1 && subjectAt(host, 0, context.formal)?.end === host.length;
    // "Familien, die …, können …": a bare plural noun as the subject is restricted by the clause.
    // So is a group of people with "Die" ("Die Mieter, die im Erdgeschoss wohnen, müssen …": only
    // those; "Die Mieter wohnen im Erdgeschoss." spoke of all of them).
    const group =
      subjectHost &&
      host.length === 2 &&
      /^die$/i.test(host[0]?.text ?? "") &&
      pluralNoun(host[1]) &&
      RESTRICTED_GROUPS.test(host[1]?.text ?? "");
    const some = (subjectHost && host.length === 1 && pluralNoun(host[0])) || group;
    // "Urlaub, der bereits genehmigt wurde, bleibt davon unberührt.": a bare singular noun as the
    // whole subject is restricted by its clause too (only the leave already granted); "Man hat den
    // Urlaub genehmigt." / "Urlaub bleibt …" would speak of all of it. Unsure: whole. Not only in
    // letters: "Müll, der neben der Tonne steht, wird nicht abgeholt." gave "Man holt keinen Müll
    // ab.". A noun used as a name ("Gott, der …", "Oma, die …") is no restriction.
    const bareSingular =
      subjectHost &&
      host.length === 1 &&
      !some &&
      !NOUNS_AS_NAMES.test(host[0]?.text ?? "") &&
      nounReadings(host[0]).some((reading) => reading.number === "singular" && reading.cases.includes("nom"));
    // "Ihren Antrag vom 3. Mai, mit dem …": the noun before a date is the antecedent, never the month.
    const dated = trailingDate(host);
    if (dated !== undefined && dated.head === undefined) continue;
    // "in dem Gebäude Birkenweg 9, in dem …": the noun before the address is the antecedent.
    const address =
      dated === undefined &&
      isStreetName(host.at(-3)?.text, host.at(-2)?.text ?? "", host.at(-1)?.text, undefined) &&
      nounReadings(host.at(-3)).length > 0;
    const near =
      dated?.head !== undefined
        ? host.slice(0, host.lastIndexOf(dated.head) + 1)
        : address
          ? host.slice(0, -2)
          : host;
    const name = nameBeforeComma(near);
    const options = {
      subjectFirst: subjectHost,
      formal: context.formal,
      title: near.at(-2),
      some,
      name,
    };
    // "Er sagte, der Mann, der krank sei, komme nicht.": reported speech stays whole.
    if (onlySubjunctive(segment) || onlySubjunctive(next ?? [])) continue;
    // "Ich suche eine Wohnung, die billig ist.": what is sought or needed need not exist yet;
    // "Die Wohnung ist billig." would state it as a fact.
    if (soughtIndefinite(near, segment)) continue;
    // "Berechtigt sind Personen mit Wohnsitz im Landkreis, die einen Ausweis besitzen.": the clause
    // restricts the bare plural subject; "Berechtigt sind Personen mit Wohnsitz im Landkreis." alone
    // would entitle them all.
    // "Leistungsberechtigt sind Personen, die …" -> "Manche Personen …" / "Diese Personen sind leistungsberechtigt."
    const predicated = predicateFirstBare(segments, index, end, context.formal);
    if (predicated !== undefined) return predicated;
    // "Die Beratung hilft Menschen, die …" -> "Manche Menschen …" / "Die Beratung hilft diesen Menschen."
    const bareObject = finalBareObject(segments, index, end, context.formal);
    if (bareObject !== undefined) return bareObject;
    // "Wir übernehmen die Kosten, die angemessen sind.": a condition on the antecedent, not a fact
    // about all of it ("Die Kosten sind angemessen." would change what the letter promises). A bare
    // object split above keeps it ("Manche Kosten sind angemessen." / "… diese Kosten.").
    if (statesCondition(segment)) continue;
    if (next === undefined && restrictsInvertedBareSubject(host, segment)) continue;
    // "Kennst du einen Arzt, der Hausbesuche macht?": the question asks whether one exists;
    // "Der Arzt macht Hausbesuche." would say one does.
    if (
      end.includes("?") &&
      !subjectHost &&
      SOUGHT_ARTICLES.has(determinerBefore(near)?.text.toLowerCase() ?? "")
    )
      continue;
    // "Jeder, der …", "… zu dem, der …": the antecedent is a pronoun.
    const forPronoun = pronounRelative(segments, index, end, context.formal, (rest, restEnd) =>
      splitSegments(rest, restEnd, context),
    );
    if (forPronoun !== undefined) return forPronoun;
    // "Alle Kinder, die …, bekommen …" -> "Manche Kinder …" + "All diese Kinder bekommen …"
    const forAll = quantifiedRelative(
      segments,
      index,
      end,
      context.formal,
      (rest, restEnd) => splitSegments(rest, restEnd, context),
      bareRestricted,
    );
    if (forAll !== undefined) return forAll;
    // "Wir konnten eine Erkrankung, die …, nicht feststellen.": what the negation says was not there.
    const sameClause =
      embedded ||
      (next !== undefined &&
        index + 2 === segments.length &&
        (closesMainClause(host, next) || closingThenConjunct(host, next)));
    const antecedent = isCapitalised(near.at(-1)?.text ?? "")
      ? near.at(-1)
      : (nounBeforeClosingVerbs(host, segment, true) ?? nounBeforePredicative(host, segment));
    if (indefiniteUnderNegation(host, antecedent, sameClause ? next : undefined)) continue;
    // Unsure: several nouns before it, a noun before a prepositional phrase that fits too, a partitive.
    // "eine Rechnung nach der Gebührenordnung für Ärzte, die sie … einreichen können": of the nouns
    // that agree, only the paper is handed in; the clause is about it.
    const paper = paperAntecedent(near, segment);
    const unsure =
      paper !== undefined
        ? afterCoordinatedNoun(near, segment) ||
          appositionHost(segments, index) ||
          quantifiedAntecedent(near, paper, next === undefined)
        : bareSingular ||
          afterCoordinatedNoun(near, segment) ||
          ambiguousAntecedent(near, segment) ||
          appositionHost(segments, index) ||
          afterPartitive(near, earlierAntecedent(near) ?? near.at(-1)) ||
          quantifiedAntecedent(near, near.at(-1), next === undefined) ||
          quantifiedAntecedent(near, earlierAntecedent(near), next === undefined) ||
          (!some &&
            !/^(?:deren|dessen)$/.test(relativeStart(segment)?.pronoun ?? "") &&
            !(next === undefined && !end.includes("?") && possessedBare(near)) &&
            bareRestrictedPhrase(near));
    // "… nach dem Gebot, den Satzungen und den Rechtsordnungen, die ich dir gebiete." -> "Die gebiete ich dir."
    const demonstrative = () =>
      finalRelativeAsDemonstrative(
        segments,
        index,
        end,
        context.formal,
        bareRestrictedPhrase,
        (rest, restEnd) => splitSegments(rest, restEnd, context),
      );
    if (unsure) {
      const shown = demonstrative();
      if (shown !== undefined) return shown;
      continue;
    }
    // "Die Frau, die hier wohnt, die ich kenne, ist krank.": two clauses on one noun.
    const stacked = stackedRelatives(near.at(-1), segment, next, options);
    if (stacked !== undefined) return splitSegments(segments.toSpliced(index, 2, stacked), end, context);
    const onPaper =
      paper === undefined
        ? undefined
        : relativeToMain(paper, segment, {
            ...options,
            title: undefined,
            name: undefined,
            determiner: determinerBefore(near.slice(0, near.lastIndexOf(paper) + 1)),
          });
    if (paper !== undefined && onPaper === undefined) continue;
    const relative =
      onPaper ??
      relativeToMain(near.at(-1), segment, { ...options, determiner: determinerBefore(near) }) ??
      (earlierAntecedent(near) === undefined
        ? undefined
        : relativeToMain(earlierAntecedent(near), segment, options)) ??
      (name === undefined || name === near.at(-1) ? undefined : relativeToMain(name, segment, options)) ??
      relativeToMain(beforeTitledName(near, segment), segment, { formal: context.formal });
    if (relative === undefined) {
      // "… den Namen geschenkt, der über alle Namen ist." (last segment): the noun before the verbs.
      // "Wir sind für die Kosten zuständig, die dabei entstehen.": the noun before the adjective.
      const noun = nounBeforeClosingVerbs(host, segment) ?? nounBeforePredicative(host, segment);
      // "Wir haben den Antrag geprüft, den Sie gestellt haben, mit großer Sorgfalt.": a phrase after
      // the clause goes back before the host's closing verbs.
      const movedBack =
        noun === undefined || next === undefined || index + 2 !== segments.length || end !== "."
          ? undefined
          : phraseBeforeClosingVerbs(host, next);
      const onNoun =
        movedBack === undefined || mainClauseOrder(segment, index === 1) || onlySubjunctive(segment)
          ? undefined
          : relativeToMain(noun, segment, { formal: context.formal });
      if (movedBack !== undefined && onNoun !== undefined) {
        const rest = [...segments.slice(0, index - 1), movedBack];
        const main = splitSegments(rest, ".", context) ?? [{ tokens: joinSegments(rest), end: "." }];
        return [...main, { tokens: onNoun, end }];
      }
      // "Wir haben einen Antrag erhalten, den Sie gestellt haben, und die Unterlagen geprüft.": the
      // last segment goes on under the host's auxiliary; the clause follows the host's sentence.
      const goesOn =
        noun !== undefined &&
        next !== undefined &&
        index + 2 === segments.length &&
        end === "." &&
        nonFiniteConjunct(host, next) &&
        !mainClauseOrder(segment, index === 1) &&
        !onlySubjunctive(segment) &&
        !afterCoordinatedNoun(host.slice(0, host.indexOf(noun) + 1), segment)
          ? relativeToMain(noun, segment, { formal: context.formal, title: host[host.lastIndexOf(noun) - 1] })
          : undefined;
      const onConjunct =
        goesOn === undefined
          ? undefined
          : relativeBeforeVerbConjunct(segments, index, goesOn, noun, end, (rest, restEnd) =>
              splitSegments(rest, restEnd, context),
            );
      if (onConjunct !== undefined) return onConjunct;
      // "Haben Sie das Formular bekommen, das wir Ihnen geschickt haben?": a question of one clause
      // keeps its end, after the relative content ("Wir haben Ihnen das Formular geschickt.").
      // Only for a definite antecedent: in "Haben Sie einen Arzt gefunden, der …?" none may exist.
      const question =
        end === "?" &&
        index === 1 &&
        noun !== undefined &&
        DEFINITE_DETERMINER.test(determinerBefore(host.slice(0, host.lastIndexOf(noun) + 1))?.text ?? "");
      const sure =
        next === undefined &&
        (end === "." || question) &&
        !mainClauseOrder(segment, index === 1) &&
        !(onlySubjunctive(host) && onlySubjunctive(segment)) &&
        !afterCoordinatedNoun(noun === undefined ? host : host.slice(0, host.indexOf(noun) + 1), segment);
      // "Und eine Wolke ist über ihnen erschienen, aus der eine Stimme kam:" -> "… Aus der Wolke kam eine Stimme:"
      const subject =
        next === undefined && index === 1 && !end.includes("?")
          ? extraposedSubject(host, segment, context.formal)
          : undefined;
      const onSubject =
        subject === undefined
          ? undefined
          : relativeToMain(subject.noun, segment, { formal: context.formal, determiner: subject.determiner });
      if (onSubject !== undefined) {
        const main = splitSegments([host], ".", context) ?? [{ tokens: host, end: "." }];
        return [...main, { tokens: onSubject, end }];
      }
      // "mit Herrn Adler gesprochen, der …": the title before the name goes along ("Herr Adler").
      const title = noun === undefined ? undefined : host[host.lastIndexOf(noun) - 1];
      const afterVerbs = sure ? relativeToMain(noun, segment, { formal: context.formal, title }) : undefined;
      if (afterVerbs === undefined) {
        const shown = demonstrative();
        if (shown !== undefined) return shown;
        continue;
      }
      const rest = segments.slice(0, index);
      if (question)
        return [
          { tokens: afterVerbs, end: "." },
          { tokens: host, end },
        ];
      const main = splitSegments(rest, ".", context) ?? [{ tokens: joinSegments(rest), end: "." }];
      return [...main, { tokens: afterVerbs, end }];
    }
    const rest = segments.filter((_, other) => other !== index);
    // "Wir haben Ihren Antrag, den Sie gestellt haben, geprüft.": the last segment ends the host.
    const closing = next !== undefined && index + 2 === segments.length && closesMainClause(host, next);
    if (embedded || closing) rest.splice(index - 1, 2, [...(rest[index - 1] ?? []), ...(rest[index] ?? [])]);
    // A dependent clause, another relative clause or a main clause after it: the multi-segment
    // steps below handle it; a verb-final rest ("…, die sich verirrt hat, und ein Kostüm entwirft")
    // belongs to a clause around the relative one and stays whole.
    else if (next !== undefined) {
      // "Dies ist der Tag, den Gott gemacht hat, wir wollen jubeln und …": a pronoun + verb opens a main clause.
      // "…, das nahe war, denn Gott dachte": "denn" always opens a main clause.
      const mainNext =
        (SUBJECT_PRONOUNS.has(next[0]?.text ?? "") && isFiniteVerbToken(next[1])) || next[0]?.text === "denn";
      // "Bitte lesen Sie den Bescheid, den …, und rufen Sie uns an.": the host goes on after the clause.
      const conjunct = relativeBeforeVerbConjunct(
        segments,
        index,
        relative,
        host.at(-1),
        end,
        (rest, restEnd) => splitSegments(rest, restEnd, context),
      );
      if (conjunct !== undefined) return conjunct;
      if (
        opensDependentClause(next) ||
        leadingAls(next) ||
        mainNext ||
        (hasFiniteVerb(next) && !isFiniteVerbToken(next.at(-1)))
      )
        continue;
      // "…, die …, und einen Bruder, der …": a relative clause on each of two coordinated phrases.
      return coordinatedNounRelatives(segments, index, relative, end, context.formal, (rest, restEnd) =>
        splitSegments(rest, restEnd, context),
      );
    }
    if (some && relative.some((token) => /^manche[nr]?$/i.test(token.text)))
      rest[0] = group
        ? [word("Diese"), ...(rest[0] ?? []).slice(1)]
        : [word("Diese"), ...lowerFirst(rest[0] ?? [])];
    // "Eine Frau, die hier wohnt, hat angerufen." -> "Eine Frau wohnt hier." + "Die Frau hat angerufen."
    const introduced = subjectHost ? indefiniteSubject(host, relative) : undefined;
    if (introduced === "keep") continue;
    if (introduced !== undefined) rest[0] = [...introduced.subject, ...(rest[0] ?? []).slice(host.length)];
    const content = introduced?.relative ?? relative;
    const main = splitSegments(rest, ".", context) ?? [{ tokens: joinSegments(rest), end: "." }];
    // "Kennst du den Mann, der dort steht?": the question stays a question, after the relative content.
    // Not after an indefinite host: "Haben Sie Fragen, die wir nicht beantwortet haben?" asks whether
    // such questions exist ("Wir haben die Fragen nicht beantwortet." would state it).
    if (end.includes("?") && !subjectHost && indefiniteHost(host)) return undefined;
    if (subjectHost || (end.includes("?") && main.length === 1))
      return [{ tokens: content, end: "." }, ...main.slice(0, -1), { ...lastOf(main), end }];
    if (end.includes("?")) return undefined;
    return [...main, { tokens: relative, end }];
  }
  // "..., um ins Land Juda zurückzukehren." at the end -> "Sie wollten ... zurückkehren."
  const lastSegment = segments.at(-1) ?? [];
  // "Was muss ich tun, um ewiges Leben zu bekommen?" -> "Ich will …" / "Was muss ich dafür tun?"
  const asked =
    segments.length === 2 && end.includes("?")
      ? purposeBeforeQuestion(segments[0] ?? [], lastSegment, context.formal)
      : undefined;
  if (asked !== undefined)
    return [
      { tokens: asked[0], end: "." },
      { tokens: asked[1], end },
    ];
  // A question whose wish cannot come first stays whole: split, it would ask the purpose
  // ("Welche Frau kam. / Sie wollte ihn sehen?").
  if (lastSegment[0]?.text === "um" && segments.length === 2 && !end.includes("?")) {
    const left = segments.slice(0, -1);
    const purpose = purposeToMain(joinSegments(left), lastSegment, context.formal);
    if (purpose !== undefined) {
      const main = splitSegments(left, ".", context) ?? [{ tokens: joinSegments(left), end: "." }];
      return [...main, { tokens: purpose, end }];
    }
    // "Der Dieb kommt nur, um zu stehlen." -> "Der Dieb kommt." / "Er will nur stehlen."
    const focused = focusedPurpose(joinSegments(left), lastSegment, context.formal);
    if (focused !== undefined)
      return [
        { tokens: focused.main, end: "." },
        { tokens: focused.purpose, end },
      ];
    const runOn = purposeThenMain(joinSegments(left), lastSegment, end, context.formal, (rest, restEnd) =>
      splitSegments(rest, restEnd, context),
    );
    if (runOn !== undefined) return runOn;
  }
  // "Er ging, ohne sich zu verabschieden." -> "Er ging." / "Er verabschiedete sich dabei nicht."
  // "Er befahl ihnen, … zu V." -> "Er befahl ihnen:" / "Sie sollen … V."
  // "Wir bitten Sie, A zu V und B zu V." -> one request per infinitive.
  const without =
    segments.length === 2
      ? (splitWithout(segments[0] ?? [], lastSegment, end, context.formal) ??
        reportedCommand(segments[0] ?? [], lastSegment, end, context.formal) ??
        requestPerInfinitive(segments[0] ?? [], lastSegment, end, context.formal))
      : undefined;
  if (without !== undefined) return without;
  // "Das sagte er, weil sie behaupteten, er sei besessen." -> … "Denn sie haben behauptet:" /
  // "Er ist besessen." Otherwise a reported main clause stays with its verb of saying.
  const framed = segments.length > 2 ? peelSpeechFrame(segments, end, context) : undefined;
  if (framed !== undefined) return framed;
  const reported = segments.length > 2 ? reportedAfterSaying(segments, end, context) : undefined;
  if (reported !== undefined) return reported;
  if (
    segments.length > 2 &&
    segments.some((segment, index) => index > 0 && reportedMainClause(segment) && saidBefore(segments, index))
  )
    return undefined;
  // When they do not split, the verb-first condition stays a "Wenn" clause (a split at "so" would
  // leave the condition alone: "Sollten Gründe vorliegen, die …" / "So werden Sie …").
  const condition = segments.length > 2 ? conditionBeforeRelative(segments, end, context) : undefined;
  const conditionSplit = condition && splitSegments(condition, end, context);
  if (conditionSplit !== undefined) return conditionSplit;
  if (condition !== undefined && condition[0] !== segments[0])
    return [{ tokens: joinSegments(condition), end }];
  if (segments.length > 2)
    return (
      // "Ich bin nicht gekommen, um A zu V, sondern B." -> "Ich bin gekommen." / "Ich wollte nicht …"
      purposeContrast(segments, end, context.formal) ??
      // "Jedes Mal, wenn …, kommt …": a particle in a segment of its own before the condition.
      commaFocusedLeading(segments, end, context) ??
      // "Wir werden Ihren Antrag, sobald …, bearbeiten.": the main clause goes on after the clause.
      splitEmbeddedSubordinate(segments, end, context, opensDependentClause) ??
      embeddedPurpose(segments, end, context.formal, (rest, restEnd) =>
        splitSegments(rest, restEnd, context),
      ) ??
      embeddedWithout(segments, end, context.formal, (rest, restEnd) =>
        splitSegments(rest, restEnd, context),
      ) ??
      // "Und am folgenden Tag, nachdem er …, gab er …": the adverbial replaces the connector.
      splitAfterTimeAdverbial(segments, context.formal, (rest) => splitSegments(rest, end, context)) ??
      splitInterrupted(segments, end, context) ??
      splitAtMainClauseBoundary(segments, end, context) ??
      peelLeading(segments, end, context) ??
      peelTrailing(segments, end, context) ??
      peelOpener(segments, end, context) ??
      splitTrailingWhere(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context)) ??
      splitTrailingAsSaid(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context)) ??
      splitFinalSubordinate(joinSegments(segments.slice(0, -1)), segments.at(-1) ?? [], end, context) ??
      splitAroundRelative(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context)) ??
      factBeforeFeelingWithRelatives(segments, end, context) ??
      splitTrailingDependent(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context)) ??
      splitSubordinateBeforeDependents(segments, end, context) ??
      // "Wundert euch nicht, Brüder, wenn …": an address inside goes back to its clause after the split.
      splitAroundInnerAddress(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context)) ??
      // "Jesus hatte mitbekommen, was sie gesagt hatten, und beruhigte Jairus."
      objectWasBeforeConjunct(segments, end) ??
      // "Bitte gehen Sie zum Bürgeramt, wo …, und bringen Sie …"
      whereBeforeVerbConjunct(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context))
    );
  const [first = [], second = []] = segments;
  // "Und wenn ..., kann ...": the conjunction stays in front of the first new sentence.
  const opener = first[0];
  if (opener !== undefined && LEADING_CONJUNCTIONS.has(opener.text.toLowerCase()) && first.length > 2) {
    const rest = first.slice(1);
    if (subordinatorOf(rest) !== undefined || leadingAls(rest)) {
      const clauses = splitSubordinate(rest, second, end, context);
      const head = clauses?.[0];
      if (clauses === undefined || head === undefined) return undefined;
      const lead = head.tokens[0];
      const lowered = lead ? [{ ...lead, text: trueCaseInitial(lead.text, context.formal) }] : [];
      return [{ tokens: [opener, ...lowered, ...head.tokens.slice(1)], end: head.end }, ...clauses.slice(1)];
    }
  }
  // "Nur wenn Sie den Antrag stellen, bekommen Sie Geld." -> "Vielleicht …" / "Nur dann …"
  const focused = focusedLeading(first, second, end, context) ?? focusedTrailing(first, second, end, context);
  if (focused !== undefined) return focused;
  // "Kurz nachdem Sie umgezogen sind, müssen Sie sich anmelden." -> "Zuerst ziehen Sie um." /
  // "Kurz danach müssen Sie sich anmelden." (also gleich, direkt, unmittelbar, bald, lange).
  const distance = timeDistance(first, second, end, context);
  if (distance !== undefined) return distance;
  // "Statt zu arbeiten, spielt er …" -> "Er arbeitet nicht." / "Stattdessen spielt er …"
  const instead =
    leadingInstead(first, second, end, context.formal) ?? leadingWithout(first, second, end, context.formal);
  if (instead !== undefined) return instead;
  // "Um Ihren Antrag bearbeiten zu können, brauchen wir …" -> "Wir wollen …" / "Dafür brauchen wir …"
  const purpose =
    leadingPurposeToMain(first, second, context.formal) ??
    (end === ":" ? leadingDamitPurpose(first, second, context.formal) : undefined);
  if (purpose !== undefined)
    return [
      { tokens: purpose[0], end: "." },
      { tokens: purpose[1], end },
    ];
  // "Sollten die Unterlagen fehlen, …" / "Haben Sie Fragen, …": a condition without "wenn".
  const conditional = end === "?" ? undefined : verbFirstConditional(first, second, context.formal);
  if (conditional !== undefined) return splitSubordinate(conditional, second, end, context);
  const generic =
    genericWer(first, second, end) ??
    trailingWer(first, second, end, context.formal) ??
    wantedThat(first, second, end, context.formal) ??
    preferredThat(first, second, end, context.formal) ??
    destinedThat(first, second, end, context.formal) ??
    neededThat(first, second, end, context.formal) ??
    directedThat(first, second, end, context.formal) ??
    dassObligation(first, second, end, context.formal) ??
    factBeforeQuestion(first, second, end, context.formal) ??
    factBeforeFeeling(first, second, end, context) ??
    leadingFactBeforeFeeling(first, second, end, context) ??
    dassWithContrast(first, second, end, context);
  if (generic !== undefined) return generic;
  // "Wie Sie wissen, ändern sich die Beiträge." -> "Sie wissen:" / "Die Beiträge ändern sich."
  const comment = leadingAsSaid(first, second, end, context.formal);
  if (comment !== undefined) return comment;
  // "Wie der Vater mich liebt, so liebe ich euch." -> "Der Vater liebt mich." / "Genauso liebe ich euch."
  const manner = leadingWieSo(first, second, end, context.formal);
  if (manner !== undefined) return manner;
  // "Ob Sie Anspruch haben, prüfen wir." / "Wie lange das dauert, kann ich nicht sagen."
  const asking = leadingQuestion(first, second, end);
  if (asking !== undefined) return asking;
  if (subordinatorOf(first) !== undefined || subordinatorOf(second) !== undefined || leadingAls(first)) {
    return splitSubordinate(first, second, end, context);
  }
  // "Bitte teilen Sie uns mit, wann Sie umziehen." -> "… mit:" / "Wann ziehen Sie um?"
  // "Lehre uns beten, wie Johannes es gelehrt hat": a wie clause with the main clause's own verb
  // compares ("Genauso …"); it is no indirect question ("Wie hat Johannes es gelehrt?").
  const question =
    splitTrailingWie(first, second, end) ??
    splitIndirectQuestion(first, second, end) ??
    splitAsSaid(first, second, end) ??
    splitTrailingAls(first, second, end, context) ??
    splitComplement(first, second, end, context) ??
    sententialRelative(first, second, end);
  if (question !== undefined) return question;
  // "Gehen Sie zum Bürgeramt, wo Sie … können." -> "… zum Bürgeramt." / "Dort können Sie …"
  const where =
    splitWhereClause(first, second, end) ??
    whenAfterTimeNoun(first, second, end) ??
    whereAfterThere(first, second, end);
  if (where !== undefined)
    return [
      { tokens: where[0] ?? [], end: "." },
      { tokens: where[1] ?? [], end },
    ];
  // A relative clause we could not attach is no main clause ("…, die Gott vorbereitet hat").
  if (unattachedRelative(second)) return undefined;
  return splitCommaMainClauses(first, second, end, context.formal);
}

/**
 * Three or more segments: cut where a segment is a main clause of its own (own subject + finite
 * verb, optionally after und/aber) and split both halves independently.
 */
function splitAtMainClauseBoundary(
  segments: Token[][],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  for (let index = 1; index < segments.length; index += 1) {
    const left = segments.slice(0, index);
    const right = segments.slice(index);
    const pair = splitCommaMainClauses(joinSegments(left), right[0] ?? [], ".", context.formal, left.at(-1));
    if (
      pair === undefined ||
      relativeStart(right[0] ?? []) !== undefined ||
      completesOpenModal(left[0] ?? [], right[0] ?? []) ||
      phraseWithDependents(left)
    )
      continue;
    const head = pair[1]?.tokens ?? [];
    // "Es gibt Leute, die sagen, die Erde ist flach": what they say follows after a colon.
    const leftEnd = saysNextSegment(left.at(-1) ?? [], right[0]) ? ":" : ".";
    const joined: Clause = { tokens: joinSegments(left), end: leftEnd };
    const leftClauses = splitSegments(left, leftEnd, context) ??
      leadingCoordination(joined, context, context.variant % 2 === 0 ? "Dann" : "Und") ?? [joined];
    const rightSegments = [head, ...right.slice(1)];
    const rightClauses = splitSegments(rightSegments, end, context) ?? [
      { tokens: joinSegments(rightSegments), end },
    ];
    // "Wenn A, B, und C": C is a consequence of A too ("Dann C").
    const [lead = [], main = []] = left;
    const further = thenOnConjunct(
      lead,
      main,
      right[0] ?? [],
      leftClauses.at(-1),
      rightClauses,
      context.formal,
    );
    return [...leftClauses.slice(0, -1), ...further];
  }
  return undefined;
}

/**
 * "Jede Änderung, die Ihr Einkommen betrifft, | teilen Sie uns bitte mit": a phrase (the fronted
 * object or adverbial of the clause after it) with only dependent clauses or verbless phrases after
 * it holds no main clause; cut off, it would stand as a sentence without its verb.
 */
function phraseWithDependents(left: readonly Token[][]): boolean {
  const [phrase = [], ...rest] = left;
  return (
    !hasFiniteVerb(phrase) &&
    subordinatorOf(phrase) === undefined &&
    rest.some(opensDependentClause) &&
    rest.every((segment) => !hasFiniteVerb(segment) || opensDependentClause(segment))
  );
}

/**
 * A segment after a date that opens a clause of its own: a subordinate clause, a purpose ("um …
 * zu V", not "um 11:00 Uhr") or a relative clause that ends in its verb (not "das Geld").
 */
function clauseAfterDate(segment: readonly Token[]): boolean {
  return (
    subordinatorOf(segment) !== undefined ||
    (segment[0]?.text === "um" && zuInfinitive(segment) !== undefined) ||
    (relativeStart(segment) !== undefined && isFiniteVerbToken(segment.at(-1)))
  );
}

/** Subordinators of a clause that states a fact (not a condition): a purpose in it is a fact too. */
const FACT_CLAUSE: ReadonlySet<string> = new Set(["weil", "da", "obwohl", "nachdem", "als", "während"]);

/** A comma segment that opens a subordinate clause, a purpose clause or a relative clause. */
function opensDependentClause(segment: readonly Token[]): boolean {
  return (
    subordinatorOf(segment) !== undefined || segment[0]?.text === "um" || relativeStart(segment) !== undefined
  );
}

/**
 * "A, B, weil C." (three or more segments): split "A, B" on its own, then the dependent clause
 * with the last of those clauses as its main clause. Undefined when either step is unsure.
 */
function peelTrailing(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const last = segments.at(-1) ?? [];
  // A question's left part would be split as a statement ("Warum …, so dass …, obwohl …?").
  // "…, die ich gesprochen habe, als ich noch bei euch war": a temporal als clause last.
  if (!(opensDependentClause(last) || leadingAls(last)) || end.includes("?")) return undefined;
  const left = splitSegments(segments.slice(0, -1), ".", context);
  const host = left?.at(-1);
  // One clause is a rewrite of the left part ("Wir bitten Sie, dass Sie uns anrufen" -> "Bitte rufen
  // Sie uns an"), which the last segment can attach to as well.
  if (left === undefined || host === undefined || host.end !== "." || left.length < 1) return undefined;
  // "…, dass A, dass B": the second dass clause belongs to the verb of saying, not to A.
  const content = subordinatorOf(last)?.word;
  if ((content === "dass" || content === "ob") && left.some((clause) => clause.end === ":")) return undefined;
  // "…, wenn ihr schmecktet, dass …": the content belongs to the verb that ended the segment before it.
  // "indem sie fragten, ob …" -> "Dabei fragten sie": a subject pronoun moved behind the verb may end it.
  // Only after indem ("Dabei"): an als clause would reverse the order ("Da hörte er: …").
  const byMeans = subordinatorOf(segments.at(-2) ?? [])?.word === "indem";
  const verbLast =
    sameLastWord(host.tokens, segments.at(-2)) || (byMeans && pronounAfterVerb(host.tokens, segments.at(-2)));
  if ((content === "dass" || content === "ob") && !verbLast)
    return contentOfEarlierClause(left, last, segments.at(-2), end, context);
  // A relative clause refers to the word before its comma: that word must still end the host, or
  // it is the last noun of a verb-final clause the split reordered ("…, weil sie wie Schafe waren,
  // die keinen Hirten haben" -> … "Die Schafe haben keinen Hirten.").
  const extraposed = () => {
    const relative = relativeToMain(extraposedAntecedent(segments.at(-2) ?? []), last, {
      formal: context.formal,
    });
    return relative === undefined ? undefined : [...left, { tokens: relative, end }];
  };
  if (relativeStart(last) !== undefined && !sameLastWord(host.tokens, segments.at(-2))) return extraposed();
  // "…, die mir nach dem Leben trachten, um es mir wegzunehmen": the purpose belongs to the relative
  // clause before it; the split must have left that clause at the end. A time clause with "als"
  // likewise ("…, die ich gesprochen habe, als ich bei euch war").
  const before = segments.at(-2) ?? [];
  const fromBefore = before.some((token) => host.tokens.includes(token));
  // Likewise after a dass/wie content clause the split moved before its main clause.
  const moved = relativeStart(before) !== undefined || /^(?:dass|daß|wie)$/.test(before[0]?.text ?? "");
  if (last[0]?.text === "um" && moved && !fromBefore)
    return purposeOfMovedClause(left, segments[0] ?? [], before, last, end, context.formal);
  // "Er kaufte ein Haus, das am See lag, um dort zu wohnen": the main clause may want it as well.
  if (
    last[0]?.text === "um" &&
    relativeStart(before) &&
    purposeToMain(segments[0] ?? [], last, context.formal)
  )
    return undefined;
  // "A, weil B, um C zu V": the purpose belongs to B, whose subject may differ from A's, and the
  // split moved B before A; its wish comes last. Not after a condition: its wish would become a
  // statement ("…, wenn Eltern weniger arbeiten, um ihr Kind zu betreuen" stays whole).
  const moverWord = last[0]?.text === "um" && !fromBefore ? subordinatorOf(before)?.word : undefined;
  if (moverWord !== undefined)
    return FACT_CLAUSE.has(moverWord)
      ? purposeAfterClause(left, before, last, end, context.formal, true)
      : undefined;
  if (!opensDependentClause(last) && !fromBefore) return undefined;
  const pair = splitSegments([host.tokens, last], end, context);
  if (pair === undefined || pair.length < 2) {
    if (relativeStart(last) !== undefined) return extraposed();
    // A final subordinate or purpose clause that does not split stays with its host, as it stood;
    // the clauses before it are split ("Sie sind zu den Jüngern gekommen." / "…, weil …").
    return [...left.slice(0, -1), { tokens: joinSegments([host.tokens, last]), end }];
  }
  // "Wir wissen, dass A, weil B": the cause stays after the content of the colon ("Denn B").
  const [cause, effect] = pair;
  const causeFirst = /^(?:Deshalb|Darum)$/.test(effect?.tokens[0]?.text ?? "");
  if ((content === "weil" || content === "da") && left.some((clause) => clause.end === ":") && causeFirst)
    return pair.length === 2 && cause?.end === "."
      ? [...left, { tokens: [word("Denn"), ...lowerFirst(cause.tokens)], end }]
      : undefined;
  return [...left.slice(0, -1), ...pair];
}

/**
 * "Sie kehrte zurück, weil sie gehört hatte, dass Gott sein Volk besucht hatte.": the split of the
 * left part made a clause of the weil/da segment that is not the last one ("Sie hatte gehört." /
 * "Deshalb kehrte sie zurück.") or that starts with "Denn". The content goes right after that
 * clause, which takes the colon. Undefined when no clause holds that segment's words or the pair
 * does not split.
 */
function contentOfEarlierClause(
  left: readonly Clause[],
  content: Token[],
  before: readonly Token[] | undefined,
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  // "weil sie gehört hatte" -> "Sie hatte gehört." / "Denn sie hatte gehört.": the clause made
  // from that segment holds its words and at most a connector more.
  // Only a cause ("Deshalb"/"Denn" keep the order clear); "als er hörte, dass …" would read "Da hörte er: …".
  const kind = subordinatorOf(before ?? [])?.word;
  if (kind !== "weil" && kind !== "da") return undefined;
  const words = (before ?? []).slice(1).map((token) => token.text.toLowerCase());
  const fromSegment = (clause: Clause) => {
    const own = new Set(clause.tokens.map((token) => token.text.toLowerCase()));
    return (
      words.length > 0 && words.every((text) => own.has(text)) && clause.tokens.length <= words.length + 1
    );
  };
  const at = left.findIndex((clause) => clause.end === "." && fromSegment(clause));
  const verb = left[at];
  if (verb === undefined) return undefined;
  const inner = splitSegments([verb.tokens, content], ".", context);
  if (inner === undefined || inner.length !== 2 || inner[0]?.end !== ":") return undefined;
  const out = [...left.slice(0, at), ...inner, ...left.slice(at + 1)];
  return out.with(-1, { ...lastOf(out), end });
}

/**
 * A subordinate clause interrupted right after its conjunction (and subject) by another one:
 * "Ich habe ihn geschickt, damit, wenn ihr ihn seht, ihr froh seid." The outer clause is split
 * without the inner one ("Dann seid ihr froh."), then the inner one with that new clause as its
 * main clause: … / "Vielleicht seht ihr ihn." / "Dann seid ihr froh." Only as the last three
 * segments; undefined when a step is unsure.
 */
function splitInterrupted(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const [opener = [], inner = [], given = []] = segments.slice(-3);
  // "dass, wenn jemand in Christus ist, ist er eine Neuschöpfung": after the inner clause the
  // outer one goes on in main-clause order; read as "dass er eine Neuschöpfung ist".
  const rest = subordinatorOf(opener)?.word === "dass" ? (verbFinalOrder(given) ?? given) : given;
  const kind = subordinatorOf(opener);
  if (kind === undefined || opener.length > kind.length + 1 || subordinatorOf(inner) === undefined)
    return undefined;
  if (hasFiniteVerb(opener.slice(kind.length)) || rest.length === 0 || opensDependentClause(rest))
    return undefined;
  const outer = splitSegments([...segments.slice(0, -3), [...opener, ...rest]], end, context);
  const at = outer?.findIndex((clause) => clause.tokens.includes(rest[0] as Token)) ?? -1;
  const host = outer?.[at];
  if (outer === undefined || host === undefined || outer.length < 2) return undefined;
  const split = splitSubordinate(inner, host.tokens, host.end, context);
  if (split === undefined || split.length < 2) return undefined;
  return [...outer.slice(0, at), ...split, ...outer.slice(at + 1)];
}

/**
 * "ist er eine Neuschöpfung" -> "er eine Neuschöpfung ist": a verb-first clause with a subject
 * right after its finite verb, no other verb form and no particle at its end, in verb-final
 * order; undefined otherwise.
 */
function verbFinalOrder(tokens: readonly Token[]): Token[] | undefined {
  const [verb, ...rest] = tokens;
  const last = rest.at(-1);
  if (verb === undefined || last === undefined || rest.length < 2) return undefined;
  const readings = finiteReadings({ ...verb, text: verb.text.toLowerCase() });
  const subject = nominativeSubjectAt(rest, 0, false);
  if (readings.length === 0 || subject === undefined || !agrees(readings, subject.agreements))
    return undefined;
  if (rest.some((token) => token.kind === "p" || isFiniteVerbToken(token) || isNonFiniteVerb(token)))
    return undefined;
  // "kommt er zurück": the particle of a separable verb.
  if (PARTICLES.has(last.text)) return undefined;
  return [...rest, { ...verb, text: verb.text.toLowerCase(), space: true }];
}

/** "ich sage euch", "wir teilen Ihnen mit": a speech frame of subject pronoun, verb and addressee. */
const FRAME_SUBJECT = /^(?:ich|wir)$/i;
const FRAME_ADDRESSEE = /^(?:euch|dir|dich|Ihnen|Euch|Dir)$/;
const FRAME_VERBS: ReadonlySet<string> = new Set(["sagen", "versichern", "bezeugen", "versprechen"]);

/**
 * "Amen, ich sage euch, wenn jemand mein Wort bewahrt, wird er den Tod nicht schauen." -> "Amen,
 * ich sage euch:" + the rest split on its own ("Vielleicht bewahrt jemand mein Wort." / "Dann
 * wird er …"). The frame is ich/wir + a present verb of saying + one addressee pronoun, after at
 * most two one-word segments (Amen, Wahrlich); the rest must open with a subordinate clause other
 * than dass/ob (which report the content themselves) or bevor/ehe, and split. Undefined otherwise.
 */
function peelSpeechFrame(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const at = segments.findIndex((segment) => speechFrame(segment));
  if (at < 0 || at > 2 || segments.slice(0, at).some((segment) => segment.length !== 1)) return undefined;
  const rest = segments.slice(at + 1);
  const opener = subordinatorOf(rest[0] ?? [])?.word;
  if (rest.length < 2 || (opener === undefined && !leadingAls(rest[0] ?? []))) return undefined;
  // bevor/ehe turn round the order ("Zuerst …" / "Danach …"), which reads badly as the content.
  if (opener !== undefined && /^(?:dass|ob|bevor|ehe)$/.test(opener)) return undefined;
  if (end.includes("?")) return undefined;
  const split = splitSegments(rest, end, context);
  if (split === undefined || split.length < 2) return undefined;
  return [{ tokens: joinSegments(segments.slice(0, at + 1)), end: ":" }, ...split];
}

/**
 * "ich sage euch", "wir teilen Ihnen mit": subject pronoun, a present-tense verb of saying, an
 * addressee, and for "mitteilen" its particle.
 */
function speechFrame(segment: readonly Token[]): boolean {
  const [subject, verb, addressee, particle] = segment;
  if (!FRAME_SUBJECT.test(subject?.text ?? "") || !FRAME_ADDRESSEE.test(addressee?.text ?? "")) return false;
  const lemma = segment.length === 4 && particle?.text === "mit" ? "teilen" : "";
  if (segment.length !== 3 && lemma === "") return false;
  return finiteReadings(verb).some(
    (reading) =>
      reading.tense === "praesens" &&
      (lemma === "" ? FRAME_VERBS.has(reading.lemma) : reading.lemma === lemma),
  );
}

/** Conjunctions of a condition whose main clause may open with the correlate "so". */
const CONDITION_OPENERS = /^(?:wenn|falls|sofern)$/i;

/** The first segment after the second that opens with a finite verb, or "so" + finite verb; -1 if none. */
function mainAfterRelative(segments: readonly Token[][]): number {
  return segments.findIndex(
    (segment, index) =>
      index > 1 &&
      (isFiniteVerbToken(segment[0]) || (segment[0]?.text === "so" && isFiniteVerbToken(segment[1]))),
  );
}

/**
 * "Sollten A, die …, (so) B" in a letter and "Wenn A, die …, so B": a condition, its relative
 * clause (and what follows it) and the main clause, perhaps opened by the correlate "so". The
 * segments with the verb-first condition as a "Wenn" clause and without "so" (it says nothing the
 * split's "Dann" does not), so they split like "Wenn A, die …, B"; undefined for anything else.
 * The two-segment case ("Sollten A, so B") splits as it is.
 */
function conditionBeforeRelative(
  segments: readonly Token[][],
  end: string,
  context: SplitContext,
): Token[][] | undefined {
  const [first = [], second = []] = segments;
  if (relativeStart(second) === undefined) return undefined;
  const mainAt = mainAfterRelative(segments);
  const main = segments[mainAt];
  if (main === undefined) return undefined;
  const conditional =
    !context.formal || end === "?" || subordinatorOf(first) !== undefined
      ? undefined
      : verbFirstConditional(first, main, context.formal);
  const correlate = main[0]?.text === "so";
  if (conditional === undefined && !(correlate && CONDITION_OPENERS.test(first[0]?.text ?? "")))
    return undefined;
  const [wenn, ...clause] = conditional ?? [];
  const lead = wenn === undefined ? first : [{ ...wenn, text: "Wenn" }, ...clause];
  return segments.with(0, lead).with(mainAt, correlate ? main.slice(1) : main);
}

/**
 * "Wenn A, B, C." (three or more segments): the leading subordinate clause with its main clause
 * first, then the rest with the last new clause as its host. Undefined when either step is unsure.
 */
function peelLeading(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const [first = [], second = []] = segments;
  // "Kommen Sie dem nicht nach, kann die Leistung versagt werden, bis …", "Liegt der Nachweis nicht
  // vor, ist das Amt verpflichtet, …, und kann …": the verb-first condition as "wenn", as with two
  // segments. Not in a text without "Sie" for "man": a generic "Trifft man sich, …" is no "Vielleicht".
  const conditional =
    end === "?" ||
    subordinatorOf(first) !== undefined ||
    (!context.formal && first.some((token) => token.text === "man"))
      ? undefined
      : verbFirstConditional(first, second, context.formal);
  if (conditional !== undefined) return peelLeading([conditional, ...segments.slice(1)], end, context);
  if (subordinatorOf(first) === undefined && !leadingAls(first)) return undefined;
  // "Wenn Sie den Termin nicht wahrnehmen, ohne einen Grund zu nennen, kann …": the ohne/statt
  // infinitive belongs to the leading clause.
  if (withoutInfinitive(second))
    return peelLeading([joinSegments([first, second]), ...segments.slice(2)], end, context);
  // "Nachdem er in den Kahn gestiegen war, der Simon gehörte, ...": the second segment is no main clause.
  if (opensDependentClause(second) || contentWord(second))
    return (
      peelLeadingContent(segments, end, context) ??
      leadingRelativeKept(segments, end, (rest, restEnd) => splitSegments(rest, restEnd, context))
    );
  // "Wenn er sagt, er sei krank, glaube ich ihm.": the second segment is reported speech.
  if (onlySubjunctive(second)) return undefined;
  const head = splitSegments([first, second], ".", context);
  const host = head?.at(-1);
  if (head === undefined || host === undefined || host.end !== "." || head.length < 2) return undefined;
  if (relativeStart(segments[2] ?? []) !== undefined && !sameLastWord(host.tokens, second)) return undefined;
  const rest = splitSegments([host.tokens, ...segments.slice(2)], end, context);
  // "Wenn er lügt, spricht er aus dem Eigenen, weil …" with a rest that does not split: the rest
  // stays with the new main clause, as it stood after the main clause before.
  if (rest === undefined || rest.length < 2)
    return sameLastWord(host.tokens, second) || relativeStart(segments[2] ?? []) === undefined
      ? [...head.slice(0, -1), { tokens: joinSegments([host.tokens, ...segments.slice(2)]), end }]
      : undefined;
  // "Liegt A vor, ist das Amt verpflichtet, …, und kann …": the conjunct is a consequence of A too.
  const [newHost, ...further] = rest;
  if (segments.length === 3 && newHost !== undefined)
    return [
      ...head.slice(0, -1),
      ...thenOnConjunct(first, second, segments[2] ?? [], newHost, further, context.formal),
    ];
  return [...head.slice(0, -1), ...rest];
}

/**
 * "Aber als Johannes sah, dass …, sagte er …" (three or more segments): the sentence is split
 * without the conjunction, which then stays in front of the first new sentence.
 */
function peelOpener(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const [first = []] = segments;
  const opener = first[0];
  if (opener === undefined || !LEADING_CONJUNCTIONS.has(opener.text.toLowerCase()) || first.length <= 2)
    return undefined;
  const rest = first.slice(1);
  if (subordinatorOf(rest) === undefined && !leadingAls(rest)) return undefined;
  const clauses = splitSegments([rest, ...segments.slice(1)], end, context);
  const head = clauses?.[0];
  if (clauses === undefined || head === undefined || clauses.length < 2) return undefined;
  const lead = head.tokens[0];
  const lowered = lead ? [{ ...lead, text: trueCaseInitial(lead.text, context.formal) }] : [];
  return [{ tokens: [opener, ...lowered, ...head.tokens.slice(1)], end: head.end }, ...clauses.slice(1)];
}

/**
 * "Als Jesus sah, dass viele Menschen kamen, befahl er …": the dass/ob clause is the content of the
 * leading clause's verb. The leading clause is split with the main clause first ("Jesus sah." /
 * "Da befahl er …"), then the content is attached to the fact, which must still end in that verb
 * ("Jesus sah:" / "Viele Menschen kamen."). Undefined when any step is unsure.
 */
function peelLeadingContent(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const [first = [], content = [], ...rest] = segments;
  const kind = subordinatorOf(content)?.word;
  const known = kind === "dass" || kind === "ob" || contentWord(content);
  if (!known || rest.length === 0 || opensDependentClause(rest[0] ?? [])) return undefined;
  const outer = splitSegments([first, ...rest], end, context);
  if (outer === undefined || outer.length < 2) return undefined;
  // "Als sie … sahen und bemerkten, dass …" -> "Sie sahen …" / "Und sie bemerkten:" / …: the content
  // goes with the second fact, which ends in the clause's last verb.
  const second = outer[1];
  const later =
    outer.length > 2 &&
    second !== undefined &&
    /^und$/i.test(second.tokens[0]?.text ?? "") &&
    (sameLastWord(second.tokens, first) || separatedVerb(second.tokens, first));
  const at = later ? 1 : 0;
  const fact = outer[at];
  if (fact === undefined || fact.end !== ".") return undefined;
  // "Er hörte aber": a particle moved behind the verb may follow it.
  // "Vielleicht möchten Sie es" (from "wenn Sie möchten"): the "es" added for the bare modal goes,
  // the dass clause is its object.
  const added = fact.tokens.at(-1)?.text === "es" && first.at(-1)?.text !== "es";
  const own = added ? fact.tokens.slice(0, -1) : fact.tokens;
  const particle = /^(?:aber|nun|doch|also|nämlich)$/.test(own.at(-1)?.text ?? "");
  const factTokens = particle ? own.slice(0, -1) : own;
  // "Vielleicht glaubt ihr" (from "wenn ihr glaubt"): a subject pronoun after the verb may end it.
  const last = factTokens.at(-1)?.text ?? "";
  const pronoun = SUBJECT_PRONOUNS.has(last) || last === "Sie";
  if (
    !sameLastWord(factTokens, first) &&
    !(pronoun && sameLastWord(factTokens.slice(0, -1), first)) &&
    !separatedVerb(factTokens, first)
  )
    return undefined;
  // "wenn Sie möchten, dass wir Ihnen helfen" -> "Vielleicht möchten Sie:" / "Wir sollen Ihnen
  // helfen." (a wish, not a fact), as wantedThat says it after the clause in subject-first order.
  if (kind === "dass" && own.some((token) => WANT.test(token.text.toLowerCase()))) {
    const clause = readVerbFinal(first.slice(1));
    const wanted = clause && wantedThat([...clause.middle, clause.finite], content, ".", context.formal);
    const [frame, wish] = wanted ?? [];
    if (later || wanted?.length !== 2 || frame?.end !== ":" || wish === undefined) return undefined;
    return [{ tokens: own, end: ":" }, wish, ...outer.slice(1)];
  }
  const inner = splitSegments([own, content], ".", context);
  // dass/ob: "Jesus sah:" + the content; was/wie (split-complement.ts): content + "… das" or ":".
  const joined = inner?.[0]?.end === ":" || (contentWord(content) && inner?.[1]?.end === ".");
  if (inner === undefined || inner.length !== 2 || !joined) return undefined;
  return [...outer.slice(0, at), ...inner, ...outer.slice(at + 1)];
}

/** A "was"/"wie" clause that split-complement.ts may read as the object of the verb before it. */
function contentWord(segment: readonly Token[]): boolean {
  return /^(?:was|wie)$/.test(segment[0]?.text ?? "");
}

/**
 * The noun a relative clause refers to when it is not the last word: before a separated verb
 * particle ("legen Sie eine Bescheinigung vor, aus der …") or before a prepositional phrase whose
 * known noun does not fit ("riesige Körper im Weltall, die …" — Weltall is neuter singular).
 * relativeToMain still checks gender and number.
 */
/** Determiners that can open a genitive attribute: "des", "der", "eines", "Ihres", "unserer" … */
const GENITIVE_DETERMINER = /^(?:des|der|(?:[mdsk]?ein|ihr|Ihr|unser|eur)e[sr])$/;

function earlierAntecedent(host: readonly Token[]): Token | undefined {
  const last = host.at(-1);
  if (last === undefined) return undefined;
  // "legen Sie eine Bescheinigung vor, …", "Der Feind nun, …", "die Gemeinde Israels, …".
  const particle = PARTICLES.has(last.text) || /^(?:aber|nun|also|jedoch|nämlich)$/.test(last.text);
  if ((particle || genitiveName(last)) && nounReadings(host.at(-2)).length > 0) return host.at(-2);
  if (nounReadings(last).length === 0) return undefined;
  for (let index = host.length - 2; index >= Math.max(1, host.length - 5); index -= 1) {
    const token = host[index];
    if (token === undefined) return undefined;
    const lower = token.text.toLowerCase();
    // "ins Land der Philister, das …", "eine Bescheinigung Ihres Arbeitgebers, aus der …": a
    // genitive determiner after a noun, like a preposition.
    const genitive = GENITIVE_DETERMINER.test(token.text) && isCapitalised(host[index - 1]?.text ?? "");
    if (PREPOSITIONS.has(lower) || COMMON_CONTRACTIONS.test(lower) || genitive) {
      const before = host[index - 1];
      return nounReadings(before).length > 0 ? before : undefined;
    }
    if (nounReadings(token).length > 0 && index < host.length - 1) return undefined;
  }
  return undefined;
}

/** A capitalised word in -s the lexicon does not know as a noun: a name in the genitive ("Israels"). */
function genitiveName(token: Token): boolean {
  return /^\p{Lu}\p{Ll}+s$/u.test(token.text) && nounReadings(token).length === 0;
}

/**
 * A segment whose finite verbs read in the third person only as Konjunktiv I ("der krank sei",
 * "er komme morgen"; "komme" is also "ich komme"): reported speech. Not with ich/du/wir/ihr.
 */
function onlySubjunctive(segment: readonly Token[]): boolean {
  if (segment.some((token) => /^(?:ich|du|wir|ihr)$/i.test(token.text) && token.text !== "Ihr")) return false;
  const readings = segment
    .flatMap((token) => finiteReadings(token))
    .filter((reading) => reading.person === 3);
  return readings.length > 0 && readings.every((reading) => reading.tense === "konjunktiv1");
}

/**
 * "er komme morgen", "der Mann komme nicht": a third-person subject first, then a verb that in the
 * third person can only be Konjunktiv I. Not a dependent clause or a question word ("wer … sei").
 */
function reportedMainClause(segment: readonly Token[]): boolean {
  // "die Zeit sei gekommen" opens with an article, not a relative pronoun: the subject decides.
  const opener = segment[0]?.text.toLowerCase() ?? "";
  if (subordinatorOf(segment) !== undefined || opener === "um" || QUESTION_WORDS.has(opener)) return false;
  const subject = subjectAt(segment, 0, false);
  if (subject === undefined || subject.agreements.some((agreement) => agreement.person !== 3)) return false;
  const verb = segment.slice(subject.end, subject.end + 1);
  return verb.length === 1 && onlySubjunctive(verb);
}

/**
 * The last segment is reported speech right after a verb of saying ("…, weil sie behaupteten, er sei
 * besessen"): the rest is split on its own, its last clause ends in that verb and takes a colon, and
 * the reported clause follows in the indicative. Undefined when unsure.
 */
function reportedAfterSaying(segments: Token[][], end: string, context: SplitContext): Clause[] | undefined {
  const last = segments.at(-1) ?? [];
  const before = segments.at(-2) ?? [];
  const saying = before.at(-1);
  if (!reportedMainClause(last) || !finiteReadings(saying).some((reading) => SAYING_VERBS.has(reading.lemma)))
    return undefined;
  const statement = indicativeReport(last);
  const left = statement === undefined ? undefined : splitSegments(segments.slice(0, -1), ".", context);
  const host = left?.at(-1);
  if (statement === undefined || left === undefined || host === undefined || host.end !== ".")
    return undefined;
  // The verb of saying must still be in the host ("Deshalb sagten viele:"); a Perfekt is made later.
  if (!host.tokens.some((token) => token.text === saying?.text)) return undefined;
  return [...left.slice(0, -1), { ...host, end: ":" }, { tokens: statement, end }];
}

/** "er sei krank" -> "er ist krank": the one finite verb after the subject in the indicative. */
function indicativeReport(segment: readonly Token[]): Token[] | undefined {
  const subject = subjectAt(segment, 0, false);
  const verb = subject === undefined ? undefined : segment[subject.end];
  if (subject === undefined || verb === undefined) return undefined;
  if (segment.some((token, index) => index !== subject.end && finiteReadings(token).length > 0))
    return undefined;
  const reading = finiteReadings(verb).find(
    (candidate) =>
      candidate.tense === "konjunktiv1" &&
      subject.agreements.some((agreement) => agreement.person === 3 && agreement.number === candidate.number),
  );
  const form = reading && finiteFormOf(reading.lemma, "praesens", 3, reading.number)?.split(" ")[0];
  if (form === undefined || reading?.particle !== undefined) return undefined;
  return segment.map((token) => (token === verb ? { ...verb, text: form } : token));
}

const SAYING_VERBS: ReadonlySet<string> = new Set(VERBS_OF_SAYING);

/** A verb of saying in a segment before `index` ("Er sagte, er komme …"; not the jussive "Sein Name werde …"). */
function saidBefore(segments: readonly Token[][], index: number): boolean {
  return segments
    .slice(0, index)
    .some((segment) =>
      segment.some((token) => finiteReadings(token).some((reading) => SAYING_VERBS.has(reading.lemma))),
    );
}

/** A noun that can be a plural subject ("Familien", "Rentner"); relativeToMain checks the number. */
/**
 * "Elterngeld unterstützt Eltern, die weniger arbeiten.", "Bereits gezahltes Kindergeld, auf das
 * kein Anspruch bestand, …": a noun without determiner (a plural, or a singular after an adjective)
 * is restricted by its relative clause; split off, "Die Eltern arbeiten weniger." would say it of
 * all. A bare singular without adjective is mostly a name ("Gott, der …") and may split; so may a
 * genitive relative, which describes ("Sie erhalten Leistungen, deren Höhe sich … richtet").
 */
const POSSESSIVE_OR_SAME =
  /^(?:(?:mein|dein|sein|ihr|unser|eur|euer)(?:e|en|em|er|es)?|d(?:er|ie|as|en|em|es)selbe[nmrs]?)$/;

/** Uninflected words of amount before a bare noun: "ausreichend Guthaben", "genug Zeit", "mehr Geld". */
const QUANTITY_BEFORE = /^(?:ausreichend|genug|genügend|mehr|weniger|viel|wenig)$/;

function bareRestricted(host: readonly Token[]): boolean {
  const noun = host.at(-1);
  if (noun === undefined || !isCapitalised(noun.text) || determinerBefore(host) !== undefined) return false;
  const readings = nounReadings(noun);
  if (readings.length === 0) return false;
  const before = host.at(-2);
  if (/^(?:Herrn?|Frau)$/.test(before?.text ?? "")) return false;
  // "10 Euro je Hörgerät", "pro Person": a unit counted for each, not a set the clause restricts.
  if (/^(?:je|pro)$/.test(before?.text ?? "")) return false;
  // "ausreichend Guthaben, das …", "genug Geld, das …": an amount is restricted by its clause.
  if (QUANTITY_BEFORE.test(before?.text ?? "")) return true;
  // "für euren Trost", "in denselben Leiden", "die 2 Männer": a determiner or a number over adjectives.
  for (let at = host.length - 2; at >= Math.max(0, host.length - 5); at -= 1) {
    const token = host[at];
    if (token === undefined || token.kind === "n") return false;
    const lower = token.text.toLowerCase();
    // "im Namen": a contraction holds the article.
    if (DETERMINERS.has(lower) || POSSESSIVE_OR_SAME.test(lower) || COMMON_CONTRACTIONS.test(lower))
      return false;
    if (token.kind !== "w" || isCapitalised(token.text) || FUNCTION_WORDS.has(lower)) break;
  }
  // "Fische sind Tiere, die …", "Sie waren wie Schafe, die …": a predicate names a class; its
  // clause says what the members are like, so the split keeps the meaning.
  if (copulaBefore(host, host.length - 1)) return false;
  // "Schuhe", "Monate": a singular reading that is only the old dative ("dem Schuhe") does not count,
  // nor one without the nominative ("Menschen", "Kunden": a weak noun's singular needs an article).
  const plural = readings.some((reading) => reading.number === "plural");
  if (plural && readings.every((reading) => reading.number === "plural" || !reading.cases.includes("nom")))
    return true;
  return (
    before !== undefined &&
    before.kind === "w" &&
    !isCapitalised(before.text) &&
    /(?:e|en|em|er|es)$/.test(before.text) &&
    !FUNCTION_WORDS.has(before.text) &&
    !isFiniteVerbToken(before)
  );
}

/** Words between "haben" and the object it has: a subject pronoun after the verb, "auch"/"noch". */
const AFTER_HAVE = /^(?:ich|du|er|sie|es|wir|ihr|Sie|man|auch|noch)$/;

/**
 * "Wir haben andere Angebote, die …", "Und ich habe andere Schafe, die …": a bare plural (perhaps
 * after adjectives) as the object right after a finite "haben" ends the host. "haben" introduces the
 * things it has, as "es gibt viele …" does; the clause says what they are like, so "Wir haben andere
 * Angebote." + "Die Angebote sind nicht so teuer." keeps the meaning. Not after a preposition ("Wir
 * haben Anspruch auf Leistungen, die …": bareRestricted), nor with a negation in the host.
 */
/**
 * "Es gibt Menschen, die glauben, Gott gibt es nicht": a relative clause that ends in a verb of
 * saying or thinking before a clause of its own; that clause is what they think (cut off, it reads
 * as a fact).
 */
function saysNextSegment(segment: readonly Token[], next: readonly Token[] | undefined): boolean {
  if (next === undefined || !hasFiniteVerb(next)) return false;
  // A relative clause only ("die glauben"): "Auf ihr Herz werde ich sie schreiben" has its object.
  if (relativeStart(segment) === undefined) return false;
  return finiteReadings(segment.at(-1)).some((reading) => INTRODUCING.has(reading.lemma));
}

function possessedBare(host: readonly Token[]): boolean {
  const noun = host.at(-1);
  const readings = nounReadings(noun);
  if (
    noun === undefined ||
    !isCapitalised(noun.text) ||
    !readings.some((reading) => reading.number === "plural")
  )
    return false;
  if (host.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()))) return false;
  let at = host.length - 2;
  while (at >= host.length - 3 && pluralAdjective(host[at])) at -= 1;
  while (at >= 1 && AFTER_HAVE.test(host[at]?.text ?? "")) at -= 1;
  return finiteReadings(host[at]).some((reading) => reading.lemma === "haben");
}

/**
 * The host with `phrase` put back before its closing verbs: "Ich will den Menschen ausrotten" +
 * "von der Oberfläche der Erde" -> "Ich will den Menschen von der Oberfläche der Erde ausrotten".
 * The phrase is a preposition and its words, with no verb or punctuation; the host ends in one or
 * two verbs that cannot be finite (participle, or infinitive after a finite verb before them).
 * Undefined otherwise.
 */
function phraseBeforeClosingVerbs(host: readonly Token[], phrase: readonly Token[]): Token[] | undefined {
  const lead = phrase[0]?.text.toLowerCase() ?? "";
  if (!PREPOSITIONS.has(lead) && !COMMON_CONTRACTIONS.test(lead)) return undefined;
  if (phrase.length < 2 || phrase.some((token) => token.kind === "p" || isFiniteVerbToken(token)))
    return undefined;
  const at = closingVerbsStart(host);
  const verbs = host.slice(at);
  if (verbs.length === 0 || verbs.length > 2 || !verbs.every((token) => isNonFiniteVerb(token)))
    return undefined;
  // The finite verb of the host stands before the closing verbs ("will", "haben").
  if (!hasFiniteVerb(host.slice(0, at))) return undefined;
  return [...host.slice(0, at), { ...(phrase[0] as Token), space: true }, ...phrase.slice(1), ...verbs];
}

/** "ein" and "kein" in their forms (not the genitive "eines"/"keines"). */
const SOUGHT_ARTICLES: ReadonlySet<string> = new Set(
  [...INDEFINITE_ARTICLE_FORMS, ...NEGATIVE_ARTICLE_FORMS].filter((form) => !form.endsWith("es")),
);

/**
 * A host whose last noun has an indefinite article (ein/kein) and a verb of SEEKING_VERBS, or that
 * asks the reader to act while the clause excludes some ("Bitte gehen Sie zu einem Arzt, der Sie
 * noch nicht behandelt hat": any such doctor; "Der Arzt hat Sie noch nicht behandelt." would name
 * one). A request without a negation in the clause still splits ("Bitte nennen Sie uns eine
 * Person, die im Notfall informiert werden soll.").
 */
function soughtIndefinite(host: readonly Token[], segment: readonly Token[]): boolean {
  // "Wir haben eine Wohnung gesucht, die …": the article before the closing verbs.
  const near = host.slice(0, closingVerbsStart(host));
  if (!SOUGHT_ARTICLES.has(determinerBefore(near.length > 0 ? near : host)?.text.toLowerCase() ?? ""))
    return false;
  // "Bitte wenden Sie sich …", "Wenden Sie sich …" ("Dann bekommen Sie einen Bescheid, der …" is a statement).
  const verb = host[0]?.text.toLowerCase() === "bitte" ? 1 : 0;
  const first = host[verb];
  const request =
    first !== undefined &&
    host[verb + 1]?.text === "Sie" &&
    finiteReadings({ ...first, text: first.text.toLowerCase() }).length > 0 &&
    segment.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  return request || seekingVerbIn(host);
}

/**
 * A main clause with something other than a noun phrase first, then its 3rd-person plural verb
 * and a bare plural noun as the subject ("Berechtigt sind Personen …", "Deshalb bekommen Familien
 * …"), before a relative clause with "die" that ends the sentence: the clause says which of them
 * are meant.
 */
function restrictsInvertedBareSubject(host: readonly Token[], segment: readonly Token[]): boolean {
  if (relativeStart(segment)?.pronoun !== "die" || relativeStart(segment)?.preposition !== undefined)
    return false;
  const at = host.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
  const verb = host[at];
  const noun = host[at + 1];
  if (verb === undefined || noun === undefined || host.slice(0, at).some((token) => token.kind === "p"))
    return false;
  // "Fische sind Tiere, die …", "Sperrmüll sind Gegenstände, die …": a noun phrase first is the
  // subject, the noun after the verb a predicate the clause describes (that split stays).
  const first = host[0];
  if (
    first === undefined ||
    nounReadings(first).length > 0 ||
    DETERMINERS.has(first.text.toLowerCase()) ||
    SUBJECT_PRONOUNS.has(first.text.toLowerCase())
  )
    return false;
  if (!finiteReadings(verb).some((reading) => reading.person === 3 && reading.number === "plural"))
    return false;
  return (
    isCapitalised(noun.text) &&
    !DETERMINERS.has(noun.text.toLowerCase()) &&
    nounReadings(noun).some((reading) => reading.number === "plural" && reading.cases.includes("nom"))
  );
}

/** Adjectives that state a condition in office and legal German (what is covered, owed, allowed). */
const CONDITION_ADJECTIVES =
  /^(?:angemessen|notwendig|nötig|erforderlich|zumutbar|zulässig|berechtigt|nachgewiesen|belegt|förderfähig|erstattungsfähig|anrechenbar|ortsüblich|fällig|gültig|geeignet)$/;

/** A relative clause "die/der/das … angemessen sind": the pronoun, a condition adjective, a form of sein last. */
function statesCondition(segment: readonly Token[]): boolean {
  const start = relativeStart(segment);
  if (start === undefined || start.preposition !== undefined) return false;
  const body = segment.slice(1);
  if (!finiteReadings(body.at(-1)).some((reading) => reading.lemma === "sein")) return false;
  return body.slice(0, -1).some((token) => CONDITION_ADJECTIVES.test(token.text));
}

/**
 * Whether a form of sein/werden/bleiben stands before the noun at `at` (over adjectives and
 * wie/als), or "wie" (a comparison: "weil sie wie Schafe waren, die …").
 */
function copulaBefore(host: readonly Token[], at: number): boolean {
  for (let index = at - 1; index >= Math.max(0, at - 4); index -= 1) {
    const token = host[index];
    if (token === undefined || token.kind !== "w") return false;
    if (token.text === "wie") return true;
    if (finiteReadings(token).some((reading) => /^(?:sein|werden|bleiben)$/.test(reading.lemma))) return true;
    if (
      isCapitalised(token.text) ||
      (FUNCTION_WORDS.has(token.text.toLowerCase()) && !/^(?:wie|als)$/.test(token.text))
    )
      return false;
  }
  return false;
}

/** Nouns back from the host's end that one noun phrase may chain by prepositions and "und". */
const MAX_CHAINED_NOUNS = 3;

/**
 * `bareRestricted` for any noun of the phrase that ends the host, back through prepositional
 * attributes and "und": "Kosten für Miete und Heizung, die angemessen sind", "Ausgaben für Fahrten
 * zum Arzt, die notwendig waren" are restricted by their clause as well ("Die sind angemessen."
 * would say that all are).
 */
function bareRestrictedPhrase(host: readonly Token[]): boolean {
  let end = host.length;
  for (let link = 0; link < MAX_CHAINED_NOUNS && end > 0; link += 1) {
    if (bareRestricted(host.slice(0, end))) return true;
    let at = end - 2;
    while (at >= 0) {
      const token = host[at];
      if (token === undefined || token.kind !== "w") return false;
      if (isCapitalised(token.text) && nounReadings(token).length > 0) break;
      const lower = token.text.toLowerCase();
      const joins =
        PREPOSITIONS.has(lower) ||
        COMMON_CONTRACTIONS.test(lower) ||
        DETERMINERS.has(lower) ||
        /^(?:und|oder|sowie)$/.test(lower) ||
        (!isCapitalised(token.text) && !FUNCTION_WORDS.has(lower) && !isFiniteVerbToken(token));
      if (!joins) return false;
      at -= 1;
    }
    if (at < 0) return false;
    end = at + 1;
  }
  return false;
}

function pluralNoun(token: Token | undefined): boolean {
  return nounReadings(token).some((reading) => reading.number === "plural" && reading.cases.includes("nom"));
}

/** The first token with a lower-case initial where the lexicon says so ("Familien" stays). */
function lowerFirst(tokens: readonly Token[]): Token[] {
  const [first, ...rest] = tokens;
  return first === undefined
    ? []
    : [{ ...first, text: trueCaseInitial(first.text, true), space: true }, ...rest];
}

/** "Dabei fragten sie" from "indem sie fragten": the segment's last word, then a subject pronoun. */
function pronounAfterVerb(tokens: readonly Token[], original: readonly Token[] | undefined): boolean {
  return (
    /^(?:ich|du|er|sie|es|wir|ihr|man)$/.test(tokens.at(-1)?.text ?? "") &&
    sameLastWord(tokens.slice(0, -1), original)
  );
}

function sameLastWord(tokens: readonly Token[], original: readonly Token[] | undefined): boolean {
  const word = tokens.at(-1)?.text;
  return word !== undefined && word === original?.at(-1)?.text;
}

/**
 * The fact ends in the particle of the verb that ended the clause: "wir stellten fest" from "als
 * wir feststellten".
 */
function separatedVerb(tokens: readonly Token[], original: readonly Token[]): boolean {
  const particle = tokens.at(-1)?.text ?? "";
  const verb = original.at(-1)?.text;
  return PARTICLES.has(particle) && tokens.slice(0, -1).some((token) => `${particle}${token.text}` === verb);
}

function lastOf(clauses: readonly Clause[]): Clause {
  return clauses.at(-1) ?? { tokens: [], end: "." };
}

function startsWithFiniteVerb(segment: readonly Token[]): boolean {
  return hasFiniteVerb(segment.slice(0, 1));
}

/** The word of a condition that the subordinate split wrote as a sentence of its own ("Geliebte, vielleicht …"). */
const CONDITION_LEAD = /^(?:Vielleicht|vielleicht)$/;

/** Words that already join a clause to the one before it ("Oder Sie können …", "Dann schicken wir …"). */
const JOINED_OPENER =
  /^(?:und|oder|aber|doch|denn|sondern|dann|danach|dabei|dafür|auch|außerdem|sonst|trotzdem|deshalb|darum)$/i;

/**
 * "Vielleicht bedeutet die Beendigung eine Härte." / "Dann können Sie der Kündigung widersprechen
 * und die Fortsetzung verlangen.": split at its "und", the consequence's second clause stood alone
 * as a fact ("Sie können die Fortsetzung verlangen."); it is still part of the consequence and
 * opens with "Und" ("Und Sie können die Fortsetzung verlangen."). Only right after a "Vielleicht"
 * clause, for the clauses after one that opens with "Dann"; a clause that has its own joiner
 * ("Oder …", "Dann …") stays as it is.
 */
function consequenceGoesOn(pieces: Clause[], previous: Clause | undefined, formal: boolean): Clause[] {
  const [head] = pieces;
  if (pieces.length < 2 || head?.tokens[0]?.text !== "Dann") return pieces;
  if (!CONDITION_LEAD.test(previous?.tokens[0]?.text ?? "")) return pieces;
  return pieces.map((piece, index) => {
    const [first, ...rest] = piece.tokens;
    if (index === 0 || piece.bullet || first === undefined || JOINED_OPENER.test(first.text)) return piece;
    return {
      ...piece,
      tokens: [word("Und"), { ...first, text: trueCaseInitial(first.text, formal) }, ...rest],
    };
  });
}

/**
 * "Je früher Sie kommen, desto mehr Möglichkeiten gibt es.": the two halves of je … desto/umso say
 * one thing together; cut apart, "Je früher Sie kommen." is no sentence. Such a sentence stays whole
 * when `jeDestoAsCondition` could not say it as a condition (a verbless half: "desto niedriger der Beitrag").
 * "je" alone ("Sie bekommen je 5 Euro, die Kinder …") and "je nachdem" are no such pair.
 */
function correlativeJe(tokens: readonly Token[]): boolean {
  const segments = commaSegments(tokens);
  return segments.some(
    (segment, index) =>
      segment[0]?.text.toLowerCase() === "je" &&
      segment[1]?.text !== "nachdem" &&
      (/^(?:desto|umso)$/i.test(segments[index + 1]?.[0]?.text ?? "") ||
        (/^um$/i.test(segments[index + 1]?.[0]?.text ?? "") && segments[index + 1]?.[1]?.text === "so")),
  );
}

/** All splitting steps for one sentence (tokens without final punctuation). */
export function splitSentence(clause: Clause, context: SplitContext): Clause[] {
  const item = leadingClauseItem(clause, context);
  if (item !== undefined) return item;
  return keepQuestionMark(clause.end, splitSentenceParts(clause, context));
}

/** Marks of a list item ("• ", "- ", "– ", "* ") that stand as a token of their own. */
const ITEM_MARK = /^[-–•*]$/;

/**
 * "• Falls Sie krank sind, darf eine andere Person für Sie einkaufen.": a list item that opens with
 * a subordinate clause is split like the sentence without its mark ("• Vielleicht sind Sie krank." /
 * "Dann darf …"); the mark stays before the first clause. Undefined when the item has no such
 * opening or the rest stays whole.
 */
function leadingClauseItem(clause: Clause, context: SplitContext): Clause[] | undefined {
  const [mark, first, ...rest] = clause.tokens;
  if (mark === undefined || first === undefined || mark.kind !== "p" || !ITEM_MARK.test(mark.text))
    return undefined;
  if (subordinatorOf([first, ...rest]) === undefined) return undefined;
  const parts = splitSentence({ ...clause, tokens: [{ ...first, space: false }, ...rest] }, context);
  const [head, ...later] = parts;
  if (head === undefined || later.length === 0) return undefined;
  const [opening, ...body] = head.tokens;
  if (opening === undefined) return undefined;
  return [{ ...head, tokens: [mark, { ...opening, space: true }, ...body] }, ...later];
}

/**
 * "Warum hast du geweint, indem du sagtest: Ich bin traurig?" -> "Warum hast du geweint?" / "Dabei
 * hast du gesagt:" / "Ich bin traurig.": the split question keeps its mark (it came out as "Warum
 * hast du geweint." before), and the last clause, now no question, gets a full stop.
 */
function keepQuestionMark(end: string, clauses: Clause[]): Clause[] {
  if (!end.includes("?") || clauses.length < 2) return clauses;
  const last = clauses.length - 1;
  const asked = clauses.map(
    (clause, index) => index < last && clause.end === "." && asksQuestion(clause.tokens),
  );
  if (!asked.includes(true)) return clauses;
  return clauses.map((clause, index) => {
    if (asked[index]) return { ...clause, end: "?" };
    if (index === last && !asksQuestion(clause.tokens))
      return { ...clause, end: clause.end.replace("?", ".") };
    return clause;
  });
}

/** A question word or a finite verb before a subject pronoun opens the clause ("Warum hast du …", "Hast du …"). */
function asksQuestion(tokens: readonly Token[]): boolean {
  const start = tokens.findIndex((token) => !LEADING_CONJUNCTIONS.has(token.text.toLowerCase()));
  const first = tokens[start];
  const second = tokens[start + 1];
  if (first === undefined || second === undefined) return false;
  const verbFirst = isFiniteVerbToken({ ...first, text: first.text.toLowerCase() });
  if (QUESTION_WORDS.has(first.text.toLowerCase())) return isFiniteVerbToken(second);
  return verbFirst && /^(?:ich|du|er|sie|es|wir|ihr|Sie|man)$/.test(second.text);
}

function splitSentenceParts(clause: Clause, context: SplitContext): Clause[] {
  const out: Clause[] = [];
  const connector = context.variant % 2 === 0 ? "Dann" : "Und";
  // "Dann ich werde …" (a slip in the source) -> "Dann werde ich …".
  // "Als die Sonne aufging wurden sie verbrannt" (a comma missing in the source) -> "…aufging, wurden …".
  let parts: Clause[] = splitAtInnerSentenceEnds(
    { ...clause, tokens: [...verbSecondAfterConnector(clause.tokens)] },
    context.formal,
    connector,
  ).map((part) => ({
    ...part,
    tokens: [
      ...commaBeforeSubordinator(commaBeforePurpose(commaAfterLeadingClause(part.tokens, context.formal))),
    ],
  }));
  // Leichte Sprache: "Ich komme morgen, sagte der Vater." -> "Der Vater sagte:" / "Ich komme morgen."
  if (context.leicht) parts = splitEach(parts, (part) => speechBeforeInquit(part, context.formal, connector));
  parts = splitEach(parts, splitAtSemicolons);
  // "Der Lehrer sagte, als er kam: …" -> "Als der Lehrer kam, sagte er: …" (the colon stays with the verb of saying).
  parts = parts.map((part) => clauseBeforeSpeech(part, context.formal) ?? part);
  parts = splitEach(parts, (part) => splitAtDash(part.tokens, part.end, context.formal));
  parts = splitEach(parts, (part) => splitThanks(part, context.formal));
  parts = splitEach(parts, (part) => splitImperativeSeries(part, context.formal));
  parts = splitEach(parts, splitMainAfterSubordinate);
  parts = splitEach(parts, splitBeforeInnerInterjection);
  parts = splitEach(
    parts,
    (part) =>
      splitAppointment(part, context.formal) ??
      splitAppointmentDetails(part) ??
      (context.leicht ? splitPostalAddress(part) : undefined) ??
      splitQuestionsLead(part, context.formal) ??
      splitNominalLead(part, context) ??
      splitParticipleAttribute(part, context) ??
      confirmReceipt(part),
  );
  if (context.leicht) parts = splitEach(parts, splitPhoneNumber);
  for (const piece of parts) {
    // "Je früher Sie …, desto schneller …" -> "Wenn Sie … früher …, … schneller …"
    const condition = piece.bullet ? undefined : jeDestoAsCondition(commaSegments(piece.tokens));
    const part = condition === undefined ? piece : { ...piece, tokens: condition };
    // An item of a list a step made ("Das ist die Adresse:" + "- Kopstadtplatz 24") stays as it is.
    if (part.bullet || correlativeJe(part.tokens)) {
      out.push(part);
      continue;
    }
    const split =
      splitSegments(commaSegments(part.tokens), part.end, context) ??
      leadingCoordination(part, context, connector) ??
      splitAfterEnumeration(part.tokens, part.end, context.formal, connector) ??
      splitBeforeColonList(part, context) ??
      distributeConjuncts(part.tokens, part.end, context.formal) ??
      splitAroundParenthesis(part, context.formal, connector) ??
      splitTrailingCoordination(part, context.formal, connector) ??
      splitBeforeDenn(part, (side) => splitSentence(side, context)) ??
      splitBeforeJoinedMainClause(part, context.formal, (side) => splitSentence(side, context));
    // A clause freed of its commas may be an appointment now ("…, findet … statt, zu dem …").
    out.push(...(split?.flatMap((piece) => splitAppointment(piece, context.formal) ?? [piece]) ?? [part]));
  }
  // Clauses that came out of a comma split may still join two main clauses with "und".
  if (out.length === 1) return out;
  // A part left with one comma ("Denn er wusste nicht, was er tun sollte." after its "da" clause
  // went) may split on its own now.
  const oneComma = (part: Clause): Clause[] =>
    part.tokens.filter((token) => token.text === ",").length === 1 && (part.end === "." || part.end === ":")
      ? (splitSegments(commaSegments(part.tokens), part.end, context) ?? [part])
      : [part];
  const again = out.flatMap(oneComma);
  // "Wenn sie euch nicht empfangen, geht …, schüttelt …" -> … / "Dann geht …" + "Schüttelt …".
  return again.flatMap((part, index) => {
    const found = coordinatedParts(part, index);
    const pieces = consequenceGoesOn(found, again[index - 1], context.formal);
    // "…, ließ er Barabbas frei und übergab Jesus, nachdem er ihn ausgepeitscht hatte": a conjunct
    // with one comma left may split on its own as well.
    return pieces.length > 1 ? pieces.flatMap((piece) => (piece.bullet ? [piece] : oneComma(piece))) : pieces;
  });
  function coordinatedParts(part: Clause, index: number): Clause[] {
    return (
      (part.bullet ? [part] : undefined) ??
      splitImperativeSeries(part, context.formal) ??
      // "…, Jakobus und Johannes und führte sie …, und er wurde …": the first clause of a comma
      // split may still join a verb phrase to its list.
      splitAfterEnumeration(part.tokens, part.end, context.formal, connector) ??
      splitCoordinationOrPhrases(part.tokens, part.end, context.formal, connector) ??
      leadingConjuncts(part, context.formal, connector) ??
      splitAroundParenthesis(part, context.formal, connector) ??
      splitTrailingCoordination(part, context.formal, connector) ??
      // "Was dem Kaiser gehört, das gebt ihm zurück, und was …, das gebt Gott!": the main clause
      // left by the free relative may still join a main clause with ", und"; not the consequence
      // of a condition ("Vielleicht …" / "Dann …, und …"), whose second clause depends on it too.
      (again[index - 1]?.tokens.some((token) => CONDITION_LEAD.test(token.text))
        ? undefined
        : splitBeforeJoinedMainClause(part, context.formal, (side) => splitSentence(side, context))) ?? [part]
    );
  }
}

/**
 * "Um …, brauchen wir folgende Unterlagen: eine Kopie …, die …": a colon followed by a part without
 * a finite verb (a list). The part before the colon is split on its own and the list stays with
 * its last clause, for the list step. Undefined when that part does not split.
 */
function splitBeforeColonList(part: Clause, context: SplitContext): Clause[] | undefined {
  const colon = part.tokens.findIndex((token) => token.kind === "p" && token.text === ":");
  const head = part.tokens.slice(0, colon);
  const list = part.tokens.slice(colon);
  if (colon < 1 || hasFiniteVerb(list)) return undefined;
  // "Da trat Gott heran und rief: Samuel, Samuel!": a comma-free head splits at its "und".
  if (!head.some((token) => token.text === ","))
    return coordinationBeforeColon(head, list, part.end, context);
  // "Hört doch, was der Richter spricht:": a bare colon at the end is the end of the last clause.
  if (list.length === 1 && part.end === "") {
    const split = splitSegments(commaSegments(head), ":", context);
    return split !== undefined && split.length > 1 ? split : undefined;
  }
  const clauses = splitSegments(commaSegments(head), ".", { ...context, listAfter: true });
  const last = clauses?.at(-1);
  if (clauses === undefined || last === undefined || clauses.length < 2 || last.end !== ".") return undefined;
  // The list goes on from the clause before the colon, which the split must have left last.
  if (!last.tokens.some((token) => token.text === head.at(-1)?.text)) return undefined;
  return [...clauses.slice(0, -1), { tokens: [...last.tokens, ...list], end: part.end }];
}

/**
 * The comma-free part before a colon split at "und"/"aber"; what follows the colon (an address, a
 * list, a quotation without a verb) stays with the last clause, which must still end like the head.
 */
function coordinationBeforeColon(
  head: readonly Token[],
  list: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  const connector = context.variant % 2 === 0 ? "Dann" : "Und";
  const clauses = splitCoordinationOrPhrases(head, ".", context.formal, connector);
  const last = clauses?.at(-1);
  if (clauses === undefined || last === undefined || clauses.length < 2) return undefined;
  if (last.tokens.at(-1)?.text !== head.at(-1)?.text) return undefined;
  return [...clauses.slice(0, -1), { tokens: [...last.tokens, ...list], end }];
}

/**
 * "Alle wurden erfüllt und fingen an, in Sprachen zu sprechen, …" left by the comma split: the
 * comma-free main clauses before the last "und" become sentences of their own.
 */
function leadingConjuncts(part: Clause, formal: boolean, connector: string): Clause[] | undefined {
  const split = splitLeadingCoordination(part.tokens, part.end, formal, connector);
  return split && [...split.heads, { tokens: split.last, end: part.end }];
}

/** "A und B, C" where the comma split failed: "A." + "B, C" (the rest split again when sure). */
function leadingCoordination(part: Clause, context: SplitContext, connector: string): Clause[] | undefined {
  const split = splitLeadingCoordination(part.tokens, part.end, context.formal, connector);
  if (split === undefined) return undefined;
  const rest = splitSegments(commaSegments(split.last), part.end, context) ?? [
    { tokens: split.last, end: part.end },
  ];
  return [...split.heads, ...rest];
}

/**
 * The antecedent at the end of a relative clause's host is a common noun without a definite
 * determiner ("Fragen", "einen Arzt"); a name ("unser Vater Abraham") or "den Mann" is definite.
 */
function indefiniteHost(host: readonly Token[]): boolean {
  const noun = host.at(-1);
  if (noun === undefined || nounReadings(noun).length === 0) return false;
  // "Kennen Sie Frau Koch, die …?": a name after a title, however it reads as a noun.
  if (/^(?:Frau|Herr|Herrn|Dr)$/.test(host.at(-2)?.text ?? "")) return false;
  // "diesen Mann", "jene Frau": a demonstrative is definite too.
  const determiner = determinerBefore(host)?.text ?? "";
  return !DEFINITE_DETERMINER.test(determiner) && !/^(?:dies|jen)e[mnrs]?$/i.test(determiner);
}

/** Words that say how long after or before: "kurz nachdem", "lange bevor" (not "schon bevor"). */
const TIME_DISTANCE = /^(?:kurz|gleich|direkt|unmittelbar|bald|lange)$/i;

/**
 * A nachdem/bevor clause after a word of time distance, first or last: split as without it, and the word
 * goes before "danach" ("Kurz danach müssen Sie sich anmelden."; "Lange bevor Sie umziehen, müssen
 * Sie kündigen." -> "Zuerst müssen Sie kündigen." / "Lange danach ziehen Sie um."). Undefined when
 * the split gives no sentence opening with "Danach".
 */
function timeDistance(
  first: readonly Token[],
  second: readonly Token[],
  end: string,
  context: SplitContext,
): Clause[] | undefined {
  // The clause first ("Kurz nachdem …, V …") or last ("…, kurz nachdem …").
  const trailing = TIME_DISTANCE.test(second[0]?.text ?? "") && !TIME_DISTANCE.test(first[0]?.text ?? "");
  const [distance, subordinator] = trailing ? second : first;
  if (distance === undefined || !TIME_DISTANCE.test(distance.text)) return undefined;
  if (!/^(?:nachdem|bevor)$/.test(subordinator?.text ?? "")) return undefined;
  if (/^bald$/i.test(distance.text) && subordinator?.text === "bevor") return undefined;
  // "Kurz bevor ein Gerichtsvollzieher kommt, können viele Probleme noch gelöst werden": after a
  // modal the event need not come at all; "Danach kommt ein Gerichtsvollzieher" would say it does.
  // Not in the past ("…, mussten die Bauern …"), where the event surely came.
  const main = trailing ? first : second;
  if (
    subordinator?.text === "bevor" &&
    main.some((token) =>
      finiteReadings(token).some(
        (reading) => MODAL_VERBS.includes(reading.lemma) && reading.tense !== "praeteritum",
      ),
    )
  )
    return undefined;
  const clauses = trailing
    ? splitSubordinate(first, second.slice(1), end, context)
    : splitSubordinate(first.slice(1), second, end, context);
  // "Danach", or "Dann" in the other wording variant (CONNECTORS.after).
  const at = clauses?.findIndex((clause) => /^(?:Danach|Dann)$/.test(clause.tokens[0]?.text ?? "")) ?? -1;
  const then = clauses?.[at];
  if (clauses === undefined || then === undefined) return undefined;
  const lead = { ...distance, text: capitaliseFirst(distance.text.toLowerCase()), space: true };
  const danach = { ...(then.tokens[0] as Token), text: "danach", space: true };
  return clauses.with(at, { ...then, tokens: [lead, danach, ...then.tokens.slice(1)] });
}
