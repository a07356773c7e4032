// Präteritum of full verbs -> Perfekt: "Er ging zum Amt." -> "Er ist zum Amt gegangen."
// sein, haben, werden and the modal verbs stay in the Präteritum (as the Leichte-Sprache rules allow).
import { AUXILIARY_AND_MODAL_VERBS } from "../language/auxiliary-and-modal-verbs.ts";
import { AMBIGUOUS_SUBORDINATORS } from "../language/subordinators.ts";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { auxiliaryOf, takesHabenWithObject } from "../lexicon/morphology/auxiliary.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import { findVerbEntry } from "../lexicon/morphology/verb-lexicon.ts";
import type { FiniteVerbInfo } from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  LEADING_CONJUNCTIONS,
  mainClauseSubject,
  nominativeSubjectAt,
  nounPhraseEnd,
} from "./clause-tools.ts";
import { isInfinitiveComplement, zuInfinitive } from "./infinitive-complement.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  nounReadings,
  PARTICLES,
  readingsOf,
} from "./lexicon-access.ts";
import { relativeStart } from "./split-relative.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { isCapitalised, type Token, word } from "./tokens.ts";
import { DETERMINERS, PREPOSITIONS, SUBJECT_PRONOUNS } from "./word-classes.ts";

/** Verbs that stay in the Präteritum: auxiliaries, modals, and "wissen"; "geben" as "es gab" (see givingVerb). */
const KEEP = new Set([...AUXILIARY_AND_MODAL_VERBS, "wissen"]);

/**
 * "geben" is a verb of giving, not the existential "es gab", when the clause has a subject other
 * than "es" ("Dann gab der Mann es seinen Kindern", "Er gab ihm Brot") or is the second verb of a
 * coordination whose subject stands on the left ("… und gab es seinen Kindern": `whole` is longer).
 * "Es gab eine Hungersnot", "Da gab es keinen Regen" and a clause without a subject found
 * ("Im Land gab es keinen Regen") stay in the Präteritum.
 */
function givingVerb(tokens: readonly Token[], whole: readonly Token[], verb: number): boolean {
  if (verb === 0 && whole.length > tokens.length) return true;
  const subject = clauseSubject(tokens);
  if (subject === undefined || subject.verb !== verb) return false;
  const words = tokens.slice(subject.start, subject.end);
  const [only] = words;
  if (words.length !== 1 || only === undefined) return true;
  if (only.text.toLowerCase() === "es") return false;
  // "Damals gab es …": before "es" a lone unknown word may be an adverb taken for a name.
  return tokens[verb + 1]?.text !== "es" || SUBJECT_PRONOUNS.has(only.text) || nounReadings(only).length > 0;
}

/**
 * The subject of a main clause (see mainClauseSubject), also after an adjective as its first word,
 * an adverb there ("plötzlich sprang der Hund sie an", "später gab der Arzt ihr eine Spritze"):
 * the clause is read as if "dann" stood in its place.
 */
function clauseSubject(tokens: readonly Token[]): ReturnType<typeof mainClauseSubject> {
  const subject = mainClauseSubject(tokens, true);
  const [first, ...rest] = tokens;
  if (subject !== undefined || first === undefined || isCapitalised(first.text)) return subject;
  const readings = readingsOf(first.text);
  const adverb =
    readings.length > 0 &&
    readings.every((reading) => reading.partOfSpeech === "adjective") &&
    isFiniteVerbToken(rest[0]);
  return adverb ? mainClauseSubject([{ ...first, text: "dann" }, ...rest], true) : undefined;
}

/** Unambiguous accusative objects (not after a preposition): "den Stein", "einen Wagen", "ihn". */
const ACCUSATIVE =
  /^(?:den|einen|keinen|meinen|deinen|seinen|ihren|Ihren|unseren|euren|diesen|jeden|jenen|ihn|mich|dich)$/;
const CONTRACTED_PREPOSITIONS = /^(?:am|im|zum|zur|vom|beim|ins|ans|aufs|durchs|fürs|ums)$/;

/** A participle of 14 letters or more is a long word. */
const LONG_PARTICIPLE = 14;

const DIRECTIONAL =
  /^(?:hinauf|herauf|hinab|herab|hinunter|herunter|hinüber|herüber|davon|entgegen|vorüber|voran|voraus|nieder|empor|herbei|heran|herum|umher|hinein|hindurch)$/;

/** Verbs of motion the auxiliary list gives "haben" only, but that take "sein" without an object. */
const SEIN_WITHOUT_OBJECT = /biegen$/;

/** Nominative pronouns: "sie" or "es" right after one is an object ("Da fuhr er sie an"). */
const SUBJECT_BEFORE_OBJECT = /^(?:ich|du|er|wir|ihr|man)$/;

/**
 * Determiners of a noun phrase that is nominative or accusative ("das Boot", "die Tür", "eine
 * Kiste", "seine Jacke"): after the subject of the clause it is the object.
 */
const NOMINATIVE_OR_ACCUSATIVE =
  /^(?:das|die|eine|keine|meine|deine|seine|ihre|Ihre|unsere|eure|diese|dieses|jede|jedes)$/;

/** Words before a noun phrase that make it no object of the verb: "in die Stadt und die Dörfer", "wie die Kinder". */
const GOVERNED_AFTER = /^(?:bis|wegen|trotz|gegenüber|entlang|während|und|oder|sowie|als|wie)$/;

/**
 * Nouns of a span of time or a distance: "den ganzen Tag", "die ganze Nacht", "eine Stunde" are
 * adverbials, no objects ("Er ist die ganze Nacht gefahren").
 */
const TIME_OR_DISTANCE =
  /^(?:Tag|Tage|Nacht|Nächte|Woche|Wochen|Monat|Monate|Jahr|Jahre|Stunde|Stunden|Minute|Minuten|Zeit|Weile|Moment|Augenblick|Morgen|Abend|Vormittag|Nachmittag|Strecke|Weg|Kilometer|Meter|Runde|Runden)$/;

/**
 * Words after a noun phrase that make it a path ("Er fuhr die Straße entlang", "Er stürzte die
 * Treppe hinunter": sein) or leave it an object ("Er zog den Wagen hinauf": haben); unsure.
 */
const PATH_AFTER = /^(?:entlang|hinauf|herauf|hinab|herab|hinunter|herunter|hindurch|empor|hoch)$/;

type ObjectReading = "object" | "none" | "unsure";

/** What the noun phrase opened at `start` is: an object, an adverbial of time or distance, or a path (unsure). */
function phraseReading(tokens: readonly Token[], start: number): ObjectReading {
  const end = nounPhraseEnd(tokens, start);
  if (end > start && TIME_OR_DISTANCE.test(tokens[end - 1]?.text ?? "")) return "none";
  const after = tokens[end > start ? end : start + 1]?.text ?? "";
  return PATH_AFTER.test(after) ? "unsure" : "object";
}

/** A word after which the noun phrase is governed by something else than the verb. */
function governed(previous: string): boolean {
  return (
    PREPOSITIONS.has(previous) || CONTRACTED_PREPOSITIONS.test(previous) || GOVERNED_AFTER.test(previous)
  );
}

/**
 * Verbs of motion take "haben" when they have an accusative object ("Er ist gefahren" /
 * "Er hat das Auto gefahren"; "Ein Engel hat den Stein weggerollt"; "Da hat er sie angefahren").
 * A noun phrase with "das"/"die"/"eine" counts after the subject of a verb-second clause: "Sie
 * zogen das Boot mit" (haben), not "Da fuhr das Auto weg" (the subject: sein). "unsure" for a
 * path that may be an object ("Er fuhr den Berg hinauf" / "Er zog den Wagen hinauf").
 */
function objectReading(tokens: readonly Token[]): ObjectReading {
  const readings = tokens.map((token, index): ObjectReading => {
    const previous = tokens[index - 1]?.text.toLowerCase() ?? "";
    // "Da fuhr er sie an", "Er fuhr es weg": after the subject pronoun, or after its verb.
    const beforeVerb = isFiniteVerbToken(tokens[index - 1])
      ? (tokens[index - 2]?.text.toLowerCase() ?? "")
      : "";
    // A reflexive verb takes haben: "Er hat sich zurückgezogen" (not "ist … gezogen").
    if (token.text === "sich") return "object";
    if (/^(?:sie|es)$/.test(token.text))
      return SUBJECT_BEFORE_OBJECT.test(previous) || SUBJECT_BEFORE_OBJECT.test(beforeVerb)
        ? "object"
        : "none";
    if (!ACCUSATIVE.test(token.text) || headsDativePlural(tokens, index) || governed(previous)) return "none";
    return phraseReading(tokens, index);
  });
  const subject = clauseSubject(tokens);
  if (subject !== undefined) {
    // The subject stands before the verb ("Sie zogen das Boot mit") or right after it ("Da zogen
    // sie das Boot mit"); a noun phrase after both is no second nominative.
    const from = Math.max(subject.end, subject.verb + 1);
    tokens.forEach((token, index) => {
      // "Dann zog der Fischer es heraus": after a subject that is no pronoun "es"/"sie" is the object.
      if (
        index >= from &&
        /^(?:sie|es)$/.test(token.text) &&
        !governed(tokens[index - 1]?.text.toLowerCase() ?? "")
      ) {
        readings[index] = "object";
        return;
      }
      if (index < from || !NOMINATIVE_OR_ACCUSATIVE.test(token.text)) return;
      if (governed(tokens[index - 1]?.text.toLowerCase() ?? "")) return;
      // "die" without a noun may be a pronoun of another kind ("… fuhren die weg"): unsure of it.
      if (nounPhraseEnd(tokens, index) === index) return;
      readings[index] = phraseReading(tokens, index);
    });
  }
  if (readings.includes("object")) return "object";
  return readings.includes("unsure") ? "unsure" : "none";
}

/** Whether the clause has an accusative object (see objectReading); an unsure path counts as none. */
export function hasAccusativeObject(tokens: readonly Token[]): boolean {
  return objectReading(tokens) === "object";
}

/**
 * "den" or "seinen" before a noun that is only a dative plural: "mit seiner Frau und seinen zwei
 * Söhnen" (the preposition governs both), not "den Wagen", "seinen Namen". The noun is the next
 * capitalised word within three tokens; a singular reading that is the form itself is a
 * nominalised infinitive ("das Söhnen") and does not count.
 */
function headsDativePlural(tokens: readonly Token[], index: number): boolean {
  if (!tokens[index]?.text.endsWith("en")) return false;
  const noun = tokens
    .slice(index + 1, index + 4)
    .find((token) => token.kind === "w" && isCapitalised(token.text));
  const readings = nounReadings(noun).filter(
    (reading) => reading.number === "plural" || reading.lemma !== noun?.text,
  );
  return (
    readings.length > 0 &&
    readings.every(
      (reading) => reading.number === "plural" && reading.cases.length === 1 && reading.cases[0] === "dat",
    )
  );
}

/**
 * The participle that fits the Präteritum when the lexicon lists two: "hängte" -> "gehängt" (not
 * "gehangen"), "schaffte" -> "geschafft", "schuf" -> "geschaffen". Undefined when a strong form
 * needs the second, strong participle ("erschrak": "ist erschrocken", the lexicon gives "haben"
 * for "erschreckt").
 */
function participleFor(lemma: string, past: string): string | undefined {
  const participles = findVerbEntry(lemma)?.pastParticiples ?? [];
  const [first] = participles;
  if (participles.length < 2) return participleOf(lemma);
  const weakPast = /te(?:st|n|t)?$/.test(past);
  const fitting = participles.find((participle) => weakPast !== participle.endsWith("en"));
  if (fitting === undefined || (fitting !== first && !weakPast)) return undefined;
  return fitting;
}

/** Prefixes that make separable and inseparable verbs ("übersetzen", "umfahren", "durchschauen"). */
const TWO_WAY_PREFIX = /^(?:über|um|durch|unter|wider|hinter)$/;

/**
 * The clause's last word is part of the verb: a particle ("an"), a direction ("hinein": "Er tat es
 * hinein." -> "hineingetan") or an adverb or adjective the lexicon writes with the verb ("frei":
 * "Er ließ ihn frei." -> "freigelassen"); not "wieder" in "Er tat es wieder" (no verb "wiedertun"),
 * not the subject in "Dann riet er" ("erraten" is no separable verb).
 */
function isVerbPart(last: string, lemma: string): boolean {
  if (PARTICLES.has(last) || DIRECTIONAL.test(last)) return true;
  // "Der Fährmann setzte sie über": a prefix that is separable or not ("übersetzen", "umfahren")
  // at the clause end is split off, so separable ("übergesetzt").
  if (TWO_WAY_PREFIX.test(last) && participleOf(`${last}${lemma}`) !== undefined) return true;
  // Separable: the participle is the word + the verb's own ("erraten" of "riet er" is not "er" + "geraten").
  const own = participleOf(lemma);
  return /^\p{Ll}+$/u.test(last) && own !== undefined && participleOf(`${last}${lemma}`) === `${last}${own}`;
}

/** The second parts of circumpositions and the prepositions they close ("über den Platz hinweg"). */
const CIRCUMPOSITIONS: Readonly<Record<string, RegExp>> = {
  hinweg: /^über$/,
  hinaus: /^über$/,
  an: /^(?:von|vom)$/,
  aus: /^(?:von|vom)$/,
  her: /^(?:von|vom|hinter)$/,
  zu: /^auf$/,
  herum: /^(?:um|ums)$/,
  hin: /^(?:zu|zum|zur|nach|auf|bis)$/,
  hindurch: /^(?:durch|zwischen)$/,
  entlang: /^(?:an|am)$/,
};

/**
 * The clause's last word closes a circumposition opened after the verb ("über den ganzen Platz
 * hinweg", "von diesem Tag an", "um das Haus herum") and, written with the verb, would make a verb
 * German does not use ("hinwegrufen": no frequency): the word belongs to the phrase, and where it
 * goes with the participle is unsure. Particle verbs in use stay ("auf ihn zugelaufen").
 */
function closesCircumposition(tokens: readonly Token[], verbIndex: number, lemma: string): boolean {
  const last = tokens.at(-1)?.text ?? "";
  const opener = CIRCUMPOSITIONS[last];
  if (opener === undefined || zipfFrequency(`${last}${lemma}`) > 0) return false;
  // The opening preposition after the verb, with only words of one phrase between it and the end.
  for (let at = tokens.length - 3; at > verbIndex; at -= 1) {
    const token = tokens[at];
    if (token === undefined || token.kind !== "w") return false;
    if (opener.test(token.text.toLowerCase())) return true;
  }
  return false;
}

/**
 * Particles that cannot stand alone before the participle: "haben auf von Sukkot gebrochen".
 * Directions can ("ist hinaus ans Meer gegangen", "ist mit zum Amt gegangen").
 */
const SHORT_PARTICLES = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "durch",
  "ein",
  "nach",
  "über",
  "um",
  "unter",
  "vor",
  "zu",
]);

/**
 * The verb's separable particle stands inside the clause, before a prepositional phrase: "Sie
 * brachen auf von Sukkot", "Die Cheruben breiteten ihre Flügel aus über den Ort". The particle
 * is no preposition here (a preposition follows it), and the participle would lose it. So is a
 * particle or direction before "und" with more objects: "Sie brachten die Lade hinauf und das Zelt".
 */
function particleBeforePreposition(tokens: readonly Token[], verbIndex: number, lemma: string): boolean {
  return tokens.some((token, at) => {
    if (at <= verbIndex || !(SHORT_PARTICLES.has(token.text) || DIRECTIONAL.test(token.text))) return false;
    const next = tokens[at + 1]?.text.toLowerCase() ?? "";
    if (/^(?:und|oder|sowie)$/.test(next)) return true;
    if (!SHORT_PARTICLES.has(token.text)) return false;
    if (!PREPOSITIONS.has(next) && !CONTRACTED_PREPOSITIONS.test(next)) return false;
    return participleOf(`${token.text}${lemma}`) !== undefined;
  });
}

/** Adverbs that are separable particles and may stand before a prepositional phrase ("zog sich zurück in …"). */
const ADVERB_PARTICLES = /^(?:zurück|weg|heim|fort|los|vorbei|zusammen)$/;

/** Pronouns that stand between the finite verb and its particle: "Er zog sich zurück", "Da kam er zurück". */
const PRONOUNS_AFTER_VERB =
  /^(?:ich|du|er|sie|es|wir|ihr|man|Sie|sich|mich|dich|uns|euch|ihn|ihm|ihnen|Ihnen|mir|dir)$/;

/**
 * The index of the verb's separable particle right after the verb and its pronouns, before a
 * prepositional phrase: "Er zog sich zurück in sein Zimmer", "Und sie brachen auf von Sukkot";
 * -1 if there is none. The participle takes it at the end ("hat sich in sein Zimmer
 * zurückgezogen"). Not a direction, which can stand there ("hat ihn hinaus vor den Weinberg
 * geworfen"), nor a particle after a noun phrase ("breiteten ihre Flügel aus über den Ort").
 */
function particleAfterPronouns(tokens: readonly Token[], verbIndex: number, lemma: string): number {
  let at = verbIndex + 1;
  while (PRONOUNS_AFTER_VERB.test(tokens[at]?.text ?? "")) at += 1;
  const particle = tokens[at]?.text ?? "";
  const next = tokens[at + 1]?.text.toLowerCase() ?? "";
  if (!(SHORT_PARTICLES.has(particle) || ADVERB_PARTICLES.test(particle))) return -1;
  if (!PREPOSITIONS.has(next) && !CONTRACTED_PREPOSITIONS.test(next) && next !== "bis") return -1;
  // The preposition opens a phrase, not another preposition ("Und sie kamen durch in zu Fall": a
  // typo for "durch ihn"); "bis zum" is one.
  const after = tokens[at + 2]?.text.toLowerCase() ?? "";
  if (next !== "bis" && (PREPOSITIONS.has(after) || CONTRACTED_PREPOSITIONS.test(after))) return -1;
  return participleOf(`${particle}${lemma}`) === undefined ? -1 : at;
}

/** A verb lemma this rare (Zipf) beside one at least COMMON_LEMMA is a dictionary curiosity. */
const RARE_LEMMA = 1;
const COMMON_LEMMA = 3;

/**
 * Drops the readings of a lemma nobody uses when the form also belongs to a common verb: "dachte"
 * is "denken", not "dachen" (to roof); "schwor" is "schwören", not "schwären".
 */
function withoutRareLemmas(readings: readonly FiniteVerbInfo[]): FiniteVerbInfo[] {
  const lemmas = [...new Set(readings.map((reading) => reading.lemma))];
  if (lemmas.length < 2 || !lemmas.some((lemma) => zipfFrequency(lemma) >= COMMON_LEMMA))
    return [...readings];
  return readings.filter((reading) => zipfFrequency(reading.lemma) >= RARE_LEMMA);
}

/**
 * Rewrites a clause (tokens without final punctuation) whose only verb is a Präteritum form.
 * The form must not also be a present form; the verb must have exactly one lemma with a known
 * participle and auxiliary. A separated particle at the clause end is folded into the participle.
 * A clause with punctuation inside: only its main clause, when only dependent clauses stand
 * around it up to a colon (see `clauseWithPunctuationToPerfekt`). Not a lone word: a verb form
 * without a subject is a name or heading ("Schulte" under "Im Auftrag"), no clause.
 */
export function praeteritumToPerfekt(tokens: readonly Token[]): Token[] | undefined {
  if (tokens.filter((token) => token.kind !== "p").length < 2) return undefined;
  // Every rewrite below turns a finite verb of these tokens with a Präteritum reading (clauseToPerfekt
  // needs one): without such a verb nothing fires, and the clause is not read at all.
  if (!tokens.some((token) => finiteReadings(token).some((reading) => reading.tense === "praeteritum")))
    return undefined;
  return tokens.some((token) => token.kind === "p")
    ? clauseWithPunctuationToPerfekt(tokens)
    : verbsToPerfekt(tokens);
}

/** `whole`: the clause around `tokens` when they are one verb's part of it (for "ich"). */
function clauseToPerfekt(
  tokens: readonly Token[],
  whole: readonly Token[] = tokens,
  particleMoved = false,
): Token[] | undefined {
  // "zu" before an infinitive makes a second verb; the preposition ("zu ihm", "zu dem Ort") does not.
  // A particle right before "zu" may be the verb's own ("kehrte um zu ihm"): unsure.
  const zuInfinitive = (index: number) =>
    tokens[index]?.text === "zu" &&
    (tokens[index + 1] === undefined ||
      isNonFiniteVerb(tokens[index + 1]) ||
      PARTICLES.has(tokens[index - 1]?.text ?? ""));
  // A present participle at the end ("sprach zu ihnen sagend") would stand right before the
  // participle; "umgehend" inside the clause is an adverb and fine.
  const presentParticiple = (token: Token) =>
    /^\p{Ll}+end$/u.test(token.text) && infinitiveLemmas(word(token.text.slice(0, -1))).length > 0;
  // Commas only between the items of a list after the verb that ends in "und"/"oder" ("nahm
  // Dickmilch, Milch und das Rind"; not an apposition: "traf Maria, seine Frau").
  const items = commaSegments(tokens).slice(1);
  const lastItem = items.at(-1);
  const head = tokens.slice(0, items[0]?.[0] === undefined ? tokens.length : items[0][0] - 1);
  const headVerb = head.findIndex((token) => isFiniteVerbToken(token));
  const listCommas =
    headVerb >= 0 &&
    headVerb < head.length - 1 &&
    items.every(([from, to]) => listItem(tokens.slice(from, to))) &&
    lastItem !== undefined &&
    tokens.slice(lastItem[0], lastItem[1]).some((token) => /^(?:und|oder|sowie)$/.test(token.text));
  if (
    tokens.some(
      (token, index) => (token.kind === "p" && !(token.text === "," && listCommas)) || zuInfinitive(index),
    )
  )
    return undefined;
  const finite = tokens
    .map((token, index) => (isFiniteVerbToken(token) ? index : -1))
    .filter((index) => index >= 0);
  if (finite.length !== 1) return undefined;
  const index = finite[0] ?? -1;
  const lastToken = tokens.at(-1);
  if (index < tokens.length - 1 && lastToken !== undefined && presentParticiple(lastToken)) return undefined;
  const verb = tokens[index];
  const readings = withoutRareLemmas(finiteReadings(verb));
  if (
    verb === undefined ||
    readings.some((reading) => reading.tense !== "praeteritum" && reading.tense !== "konjunktiv2")
  )
    return undefined;
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  if (lemmas.size !== 1 || tokens.some((token, at) => at !== index && isNonFiniteVerb(token)))
    return undefined;
  const past = readings.find((reading) => reading.tense === "praeteritum");
  if (past === undefined) return undefined;
  // "Der Betrag gelangt zur Auszahlung": a form the lexicon knows only as "ihr gelangt" (gelingen)
  // is that reading only with "ihr" or "du" in the clause.
  if (past.person === 2 && !tokens.some((token) => /^(?:ihr|du)$/i.test(token.text))) return undefined;
  // "Er zog sich zurück in sein Zimmer": the particle goes to the end, where the participle takes it.
  const particle =
    particleMoved || past.particle !== undefined ? -1 : particleAfterPronouns(tokens, index, past.lemma);
  const moved = tokens[particle];
  if (moved !== undefined)
    return clauseToPerfekt([...tokens.slice(0, particle), ...tokens.slice(particle + 1), moved], whole, true);
  if (particleBeforePreposition(tokens, index, past.lemma)) return undefined;
  // A separable verb's joined form stands only at the end of a clause ("als sie die Dörfer
  // durchzogen"); before other words it is an inseparable verb the lexicon lacks ("Sie durchzogen
  // die Dörfer": "haben die Dörfer durchzogen", not "sind die Dörfer durchgezogen").
  const ownParticle = findVerbEntry(past.lemma)?.particle ?? "";
  if (ownParticle !== "" && verb.text.toLowerCase().startsWith(ownParticle) && index < tokens.length - 1)
    return undefined;
  let lemma = past.lemma;
  if (KEEP.has(lemma) || (lemma === "geben" && !givingVerb(tokens, whole, index))) return undefined;
  // "Johannes stand wiederum da und 2 seiner Jünger": the verb's particle before "und" + a phrase
  // put after it; the participle would land behind that phrase ("hat … da und 2 … gestanden").
  const join = tokens.findIndex((token, at) => at > index && /^(?:und|oder)$/.test(token.text));
  const beforeJoin = tokens[join - 1]?.text ?? "";
  if (join > index + 1 && !isCapitalised(beforeJoin) && participleOf(`${beforeJoin}${lemma}`) !== undefined)
    return undefined;
  let end = tokens.length;
  let directional: string | undefined;
  let separated: string | undefined;
  const last = tokens.at(-1)?.text ?? "";
  if (past.particle !== undefined) {
    if (last !== past.particle) return undefined;
    end -= 1;
  } else if (
    index < tokens.length - 1 &&
    isVerbPart(last, lemma) &&
    // "… nichts davon": after a quantifier "davon" is the pronoun adverb ("nothing of it"), no particle.
    !(last === "davon" && /^(?:nichts|etwas|viel|mehr|wenig|alles|einiges)$/.test(tokens.at(-2)?.text ?? ""))
  ) {
    const known = participleOf(`${last}${lemma}`) !== undefined;
    // "Sie rief laut über den ganzen Platz hinweg" is no "hinwegrufen": unsure, left in the past.
    if (closesCircumposition(tokens, index, lemma)) return undefined;
    // Directional particles make regular separable verbs the lexicon may lack: hinauf + gegangen.
    // Only verbs of motion (sein): "davon" after others is the pronoun adverb ("Viele erfuhren davon").
    if (!known && (!DIRECTIONAL.test(last) || auxiliaryOf(lemma) !== "sein")) return undefined;
    if (!known) directional = last;
    else {
      separated = last;
      lemma = `${last}${lemma}`;
    }
    end -= 1;
  }
  // A particle split off the verb makes a separable verb: "fuhr es um" -> "umgefahren", not the
  // inseparable "umfahren" the lexicon lists first.
  const separatedBase = separated === undefined ? undefined : participleFor(past.lemma, verb.text);
  const baseParticiple =
    separatedBase === undefined ? participleFor(lemma, verb.text) : `${separated}${separatedBase}`;
  const participle = baseParticiple && directional ? `${directional}${baseParticiple}` : baseParticiple;
  // "davonlaufen" inherits "sein" from "laufen"; the auxiliary list does not know every prefix.
  let auxiliary =
    DIRECTIONAL.test(last) && past.particle === undefined ? auxiliaryOf(past.lemma) : auxiliaryOf(lemma);
  if (participle === undefined || auxiliary === undefined) return undefined;
  // A participle of 14 letters or more is a long word (an error) where the Präteritum is a warning.
  if (participle.length >= LONG_PARTICIPLE) return undefined;
  // "Er fuhr den Berg hinauf" / "Er zog den Wagen hinauf": a path or an object; unsure.
  const object = objectReading(tokens);
  const bothAuxiliaries =
    (auxiliary === "sein" && takesHabenWithObject(lemma)) ||
    (auxiliary === "haben" && SEIN_WITHOUT_OBJECT.test(lemma));
  if (bothAuxiliaries && object === "unsure") return undefined;
  if (auxiliary === "sein" && takesHabenWithObject(lemma) && object === "object") auxiliary = "haben";
  // The lexicon lists "abbiegen" with haben only: "Er bog ab." -> "Er ist abgebogen."
  if (auxiliary === "haben" && SEIN_WITHOUT_OBJECT.test(lemma) && object === "none") auxiliary = "sein";
  const hasIch = whole.some((token) => token.text === "ich");
  const person = past.person === 2 ? 2 : hasIch ? 1 : 3;
  const auxForm = finiteFormOf(auxiliary, "praesens", person, past.number);
  if (auxForm === undefined) return undefined;
  return [
    ...tokens.slice(0, index),
    { ...verb, text: auxForm },
    ...tokens.slice(index + 1, end),
    word(participle),
  ];
}

/** Words that open a verb-final clause after a comma besides conjunctions and relative pronouns. */
const W_OPENERS =
  /^(?:als|wie|wo|wohin|woher|was|wer|wen|wem|wessen|warum|weshalb|weswegen|wann|wozu|womit|wodurch|wofür|worauf|woran|worüber|worin|wovon)$/;
/** Openers of an infinitive clause ("um ihn zu sehen"). */
const INFINITIVE_OPENERS = /^(?:um|ohne|statt|anstatt)$/;

/**
 * The last word is a finite verb: "hatten"; "der Simon gehörte" (also a declined participle, but
 * after two words); not "die bestimmte" (an elliptic noun phrase: "eine Zeit, die bestimmte").
 */
function endsInFiniteVerb(segment: readonly Token[]): boolean {
  const last = segment.at(-1);
  if (segment.length < 2 || !isFiniteVerbToken(last)) return false;
  return (
    segment.length >= 3 || readingsOf(last?.text ?? "").every((reading) => reading.partOfSpeech === "verb")
  );
}

/**
 * A comma segment that is a whole dependent clause: a conjunction, relative pronoun or w-word and
 * the finite verb last ("weil sie keine Wurzeln hatten", "der vom Feld kam", "was sie getan
 * hatten"), or an infinitive clause ("um zu hören", "dem Mädchen etwas zu essen zu geben").
 */
function dependentClause(segment: readonly Token[]): boolean {
  if (segment.some((token) => token.kind === "p")) return false;
  const first = segment[0]?.text.toLowerCase() ?? "";
  if (INFINITIVE_OPENERS.test(first)) return zuInfinitive(segment) !== undefined;
  if (isInfinitiveComplement(segment)) return true;
  const opens =
    subordinatorOf(segment) !== undefined || relativeStart(segment) !== undefined || W_OPENERS.test(first);
  return opens && endsInFiniteVerb(segment);
}

const lower = (token: Token | undefined): string => token?.text.toLowerCase() ?? "";

/** Subordinators and w-words: a head that starts with one is no main clause ("Als er kam, …"). */
function opensSubordinate(tokens: readonly Token[]): boolean {
  const first = lower(tokens[0]);
  return (
    subordinatorOf(tokens) !== undefined || AMBIGUOUS_SUBORDINATORS.includes(first) || W_OPENERS.test(first)
  );
}

/** Comma segments of `tokens` as [start, end) index pairs. */
function commaSegments(tokens: readonly Token[]): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let start = 0;
  tokens.forEach((token, index) => {
    if (token.text !== ",") return;
    segments.push([start, index]);
    start = index + 1;
  });
  segments.push([start, tokens.length]);
  return segments;
}

/**
 * A main clause that starts with its verb after leading dependent clauses, with its subject right
 * after the verb: "(Weil …,) kehrten sie auf einem anderen Weg zurück".
 */
function verbFirstMainClause(tokens: readonly Token[]): boolean {
  // A resuming "da"/"so"/"dann" may stand first: "Als die Halme wuchsen, da kam das Unkraut".
  const verb = /^(?:da|so|dann)$/.test(lower(tokens[0])) ? 1 : 0;
  const subject = nominativeSubjectAt(tokens, verb + 1, true);
  return subject !== undefined && agrees(finiteReadings(tokens[verb]), subject.agreements);
}

/**
 * The main clause of a clause with punctuation inside, when what stands around it cannot belong
 * to it: a colon after it ("Dann sagten sie zu ihr: Nein" -> "Dann haben sie zu ihr gesagt: Nein")
 * and dependent clauses before or after it, up to a colon or the end ("Dann ordnete er an, dem
 * Mädchen etwas zu essen zu geben" -> "Dann hat er angeordnet, …"; "Da baute er einen Altar, der
 * …" -> "Da hat er einen Altar gebaut, der …"; "Weil es ihnen befohlen wurde, kehrten sie zurück"
 * -> "…, sind sie zurückgekehrt"). The main clause is a verb-second clause first, or one that starts
 * with its verb and subject after a subordinate clause. Not a list or apposition after the comma
 * ("Er nahm Brot, Wein und Öl"), a clause going on after an embedded one ("Er gab dem Mann, der
 * kam, das Brot"), a second main clause ("Sie aß, wurde satt …") or verbs of a subordinate clause
 * ("weil er kam, sah und siegte").
 */
function clauseWithPunctuationToPerfekt(tokens: readonly Token[]): Token[] | undefined {
  const colon = tokens.findIndex((token) => token.text === ":");
  const region = colon < 0 ? tokens : tokens.slice(0, colon);
  if (region.some((token) => token.kind === "p" && token.text !== ",")) return undefined;
  const segments = commaSegments(region).map(([from, to]) => ({ from, to, tokens: region.slice(from, to) }));
  const first = segments[0];
  if (first === undefined) return undefined;
  const main = mainClause(first.tokens)
    ? 0
    : segments.findIndex((segment) => verbFirstMainClause(segment.tokens));
  const host = segments[main];
  if (host === undefined) return undefined;
  // "Und weil …, kehrten sie zurück": a leading und/aber stays before the subordinate clause.
  if (main > 0 && LEADING_CONJUNCTIONS.has(lower(first.tokens[0]))) first.tokens = first.tokens.slice(1);
  // "Er nahm Dickmilch, Milch und das Rind": list items without a verb go on the host's object, so
  // the participle comes after the last of them (clauseToPerfekt takes only such a list).
  let last = main;
  while (listItem(segments[last + 1]?.tokens)) last += 1;
  const to = segments[last]?.to ?? host.to;
  if (
    !segments.every((segment, index) => (index >= main && index <= last) || dependentClause(segment.tokens))
  )
    return undefined;
  const perfekt = verbsToPerfekt(region.slice(host.from, to));
  return perfekt === undefined ? undefined : [...tokens.slice(0, host.from), ...perfekt, ...tokens.slice(to)];
}

/**
 * A comma segment of a list: words and numbers only, no verb (finite or not), not a dependent
 * clause, not opened by a personal pronoun ("Sie hinterblieb, sie und ihre Söhne" is an apposition),
 * with a noun or number in it.
 */
function listItem(tokens: readonly Token[] | undefined): boolean {
  return (
    tokens !== undefined &&
    tokens.length > 0 &&
    tokens.length <= 6 &&
    tokens.every(
      (token) =>
        (token.kind === "w" || token.kind === "n") && !isFiniteVerbToken(token) && !isNonFiniteVerb(token),
    ) &&
    !PERSONAL_PRONOUN.test(tokens[0]?.text ?? "") &&
    // "ein Rind, zart und gut": adjectives after the noun, no item of a list.
    tokens.some((token) => token.kind === "n" || isCapitalised(token.text)) &&
    !opensSubordinate(tokens) &&
    !dependentClause(tokens)
  );
}

const PERSONAL_PRONOUN = /^(?:ich|du|er|sie|es|wir|ihr|Sie)$/i;

/**
 * A verb-second main clause: its first verb between other words, or last right after its subject
 * ("Und die Apostel kamen"); not a subordinate clause ("als er kam", "der keine Sünde beging").
 */
function mainClause(tokens: readonly Token[]): boolean {
  const verb = tokens.findIndex((token) => isFiniteVerbToken(token));
  if (verb <= 0 || opensSubordinate(tokens)) return false;
  return verb < tokens.length - 1 || mainClauseSubject(tokens, true)?.verb === verb;
}

/**
 * A clause with one Präteritum verb, or a main clause with two verbs that share its subject, the
 * second right after "und"/"oder": both become Perfekt or neither ("Dann verpachtete er ihn und
 * verreiste" -> "Dann hat er ihn verpachtet und ist verreist"; "Sie erhoben ihre Stimme und
 * weinten" -> "Sie haben ihre Stimme erhoben und geweint": the same auxiliary is not repeated).
 * Not when the verbs share an object after the second ("Sie packten und schlugen ihn") or do not
 * agree ("fassten … und betetet").
 */
function verbsToPerfekt(tokens: readonly Token[]): Token[] | undefined {
  const single = clauseToPerfekt(tokens);
  if (single !== undefined) return single;
  const finite = tokens.flatMap((token, index) => (isFiniteVerbToken(token) ? [index] : []));
  const [verb = -1, second = -1] = finite;
  if (finite.length !== 2 || !/^(?:und|oder)$/.test(tokens[second - 1]?.text ?? "")) return undefined;
  const left = tokens.slice(0, second - 1);
  const right = tokens.slice(second);
  if (!mainClause(left) || (verb === left.length - 1 && right.length > 1)) return undefined;
  const agreement = (token: Token | undefined) =>
    new Set(finiteReadings(token).map((reading) => `${reading.person}${reading.number}`));
  const shared = agreement(tokens[second]);
  if (![...agreement(tokens[verb])].some((key) => shared.has(key))) return undefined;
  const first = clauseToPerfekt(left, tokens);
  const next = clauseToPerfekt(right, tokens);
  if (first === undefined || next === undefined) return undefined;
  // "… erhoben und geweint": the same auxiliary once, unless a subject may follow it ("und sagte Gott").
  const after = right[1]?.text.toLowerCase() ?? "";
  const repeated =
    next[0]?.text === first[verb]?.text && !SUBJECT_PRONOUNS.has(after) && !DETERMINERS.has(after);
  return [...first, tokens[second - 1] as Token, ...(repeated ? next.slice(1) : next)];
}
