// Passive with an agent -> active: "Der Antrag wird vom Jobcenter geprüft." -> "Das Jobcenter prüft den Antrag."
// Präteritum passive becomes Perfekt: "Der Antrag wurde vom Amt geprüft." -> "Das Amt hat den Antrag geprüft."

import { NAME_TAKING_NOUN, PLACE_NOUN } from "../language/name-taking-nouns.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { WEEKDAY_NAMES } from "../language/weekday-names.ts";
import { splitCompound } from "../lexicon/compound/split-compound.ts";
import { zipfFrequency } from "../lexicon/frequency/zipf-frequency.ts";
import { nounForm } from "../lexicon/morphology/noun-helpers.ts";
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber, Person } from "../lexicon/morphology/word-info.ts";
import {
  agrees,
  type Clause,
  dateAttributeEnd,
  dateEnd,
  LEADING_ADVERBS,
  LEADING_CONJUNCTIONS,
  subjectAt,
} from "./clause-tools.ts";
import { participlePhrase } from "./comma-insertion.ts";
import {
  finiteReadings,
  infinitiveLemmas,
  isFiniteVerbToken,
  isNonFiniteVerb,
  isNounLike,
  isZuInfinitive,
  mainClauseForm,
  nounReadings,
  pastParticipleLemmas,
  readingsOf,
} from "./lexicon-access.ts";
import {
  inflectByHead,
  inflectPhrase,
  isDeclinedAdjective,
  isNameAdjective,
  phraseLength,
} from "./noun-phrase.ts";
import { isCapitalised, isDateDot, type Token, word } from "./tokens.ts";
import {
  type Agreement,
  COMMON_CONTRACTIONS,
  CONTRACTED_PREPOSITIONS,
  DETERMINERS,
  FUNCTION_WORDS,
  LEGAL_FORM,
  PREPOSITIONS,
  PRONOMINAL_ADVERB,
  RELATIVE_PRONOUNS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  TIME_NOUNS,
} from "./word-classes.ts";

const PASSIVE_AUX = new Set([
  "wird",
  "werden",
  "wurde",
  "wurden",
  "werde",
  "wirst",
  "werdet",
  "wurdest",
  "wurdet",
]);
/** The words one of which every passive passiveToActive rewrites has (in lower case). */
const PASSIVE_MARKERS: ReadonlySet<string> = new Set([...PASSIVE_AUX, "worden", "geboren"]);
/** Perfekt passive "ist … geprüft worden": the active takes the Perfekt with haben. */
const PERFEKT_AUX = new Set(["ist", "sind", "war", "waren", "bin", "bist", "seid", "warst", "wart"]);
/** Future passive "wird … geprüft werden": the active keeps "werden" + infinitive. */
const FUTURE_AUX = new Set(["wird", "werden", "werde", "wirst", "werdet"]);
/** Adverbs that may open a passive clause besides LEADING_ADVERBS ("Vielleicht werden …"). */
const PASSIVE_LEADS: ReadonlySet<string> = new Set([
  ...LEADING_ADVERBS,
  "vielleicht",
  // "Andernfalls wird Ihr Antrag abgelehnt": the other case, like "sonst".
  "ansonsten",
  "andernfalls",
  "zuerst",
  "später",
  "morgen",
  "gestern",
  "außerdem",
  "bald",
  "sofort",
  "dafür",
  "dabei",
  "noch",
  "damals",
  "hier",
  "heute",
  "oft",
  "immer",
  "schon",
  "bereits",
  // "Rückwirkend wird Elterngeld nur für … gezahlt": adverbs of time in letters.
  "rückwirkend",
  "künftig",
  "zukünftig",
  "anschließend",
  "grundsätzlich",
  // "Wo wird der Christus geboren?", "Warum wurde er getötet?": a question's adverb stays first too.
  "wo",
  "wann",
  "warum",
  "weshalb",
  "wieso",
  "wie",
  "wohin",
  "woher",
  "wozu",
]);
/** Adverbs that may stand between a leading adverb's auxiliary and the subject ("Vielleicht werden dort nur 10 Gerechte gefunden"). */
const MIDFIELD_ADVERBS: ReadonlySet<string> = new Set([
  "dort",
  "hier",
  "nur",
  "auch",
  "noch",
  "schon",
  "bald",
  "jetzt",
  "heute",
  "morgen",
  "dann",
  "oft",
  "immer",
  "sofort",
  "bereits",
  "etwa",
  "nicht",
  "inzwischen",
  "zwischenzeitlich",
  "mittlerweile",
  "gemeinsam",
  "anliegend",
  "beiliegend",
  "hiermit",
  "erneut",
]);
/**
 * Adverbs between a fronted "ist"/"sind" and the subject of "ist … zu V" ("Dann ist rechtzeitig eine
 * neue Verordnung einzureichen"); not "nicht" or "nur", which change what is required.
 */
const SEIN_ZU_ADVERBS: ReadonlySet<string> = new Set([
  ...[...MIDFIELD_ADVERBS].filter((adverb) => adverb !== "nicht" && adverb !== "nur"),
  "rechtzeitig",
  "umgehend",
  "unverzüglich",
  "zusätzlich",
  "außerdem",
  "ebenfalls",
  "zudem",
  "jeweils",
  "zunächst",
  "stets",
  // "Dann ist halbjährlich ein Beratungsbesuch … abzurufen": how often.
  "regelmäßig",
  "täglich",
  "wöchentlich",
  "monatlich",
  "vierteljährlich",
  "halbjährlich",
  "jährlich",
]);
/**
 * Participles used as adverbs in the middle field ("Dann werde ich bestimmt geheilt werden", "Die
 * Nachzahlung wird gesondert angewiesen").
 */
const ADVERBIAL_PARTICIPLES: ReadonlySet<string> = new Set([
  "bestimmt",
  "ausgerechnet",
  "gesondert",
  "getrennt",
]);
/** Focus words right before the agent scope over it: "nur durch das Jobcenter". */
const FOCUS_WORDS: ReadonlySet<string> = new Set([
  "nur",
  "auch",
  "sogar",
  "allein",
  "ausschließlich",
  "erst",
]);
/** Dative personal pronouns that may open a passive ("Ihnen wird das Geld überwiesen"). */
const DATIVE_PRONOUNS: ReadonlySet<string> = new Set(["mir", "dir", "ihm", "uns", "euch", "ihnen"]);
/** Present modals before "… PARTICIPLE werden": "muss geprüft werden" -> "muss … prüfen". */
const MODALS: Readonly<Record<string, string>> = {
  muss: "müssen",
  müssen: "müssen",
  kann: "können",
  können: "können",
  soll: "sollen",
  sollen: "sollen",
  darf: "dürfen",
  dürfen: "dürfen",
  // Past modals keep their tense: "konnte nicht bearbeitet werden" -> "Wir konnten … nicht bearbeiten".
  konnte: "können",
  konnten: "können",
  musste: "müssen",
  mussten: "müssen",
  sollte: "sollen",
  sollten: "sollen",
  durfte: "dürfen",
  durften: "dürfen",
};
/** The tense of a modal in MODALS: "konnte" is Präteritum, "kann" Präsens. */
const modalTense = (modal: string): "praesens" | "praeteritum" =>
  /te$|ten$/.test(modal) ? "praeteritum" : "praesens";
const AGENT_PRONOUNS: Readonly<Record<string, { text: string; person: Person; number: GrammaticalNumber }>> =
  {
    Ihnen: { text: "Sie", person: 3, number: "plural" },
    uns: { text: "wir", person: 1, number: "plural" },
    mir: { text: "ich", person: 1, number: "singular" },
    ihm: { text: "er", person: 3, number: "singular" },
  };

const WIR = { text: "wir", person: 1, number: "plural" } as const;
const READER = { text: "Sie", person: 3, number: "plural" } as const;
/** What the reader of a letter does with "Ihr Antrag", "Ihr Widerspruch" (not the office). */
const READER_VERBS: ReadonlySet<string> = new Set([
  "stellen",
  "einreichen",
  "einlegen",
  "abgeben",
  "vorlegen",
  "beantragen",
  "unterschreiben",
  "ausfüllen",
]);
const MAN = { text: "man", person: 3, number: "singular" } as const;
/**
 * What the reader of a letter does for the office in a condition, besides READER_VERBS: "Wird der
 * Nachweis nicht erbracht …" is the reader's duty ("Wird der Fragebogen nicht zurückgesandt" ->
 * "Vielleicht senden Sie den Fragebogen nicht zurück."). Not with "Ihnen", "ihm" (then the reader or another person receives).
 */
const READER_CONDITION_VERBS: ReadonlySet<string> = new Set([
  "nachweisen",
  "nachreichen",
  "zurücksenden",
  "zurückschicken",
  "einsenden",
  "antreten",
  "wahrnehmen",
  "abrufen",
  "angeben",
  "mitteilen",
  "melden",
  "anfechten",
]);
/**
 * A past passive of a duty the reader has towards the office, negated: "Eine Entschuldigung wurde
 * nicht vorgelegt", "Die Miete ist nicht gezahlt worden". Payments only for money a reader owes
 * (OWED_BY_READER). Not when another person receives or acts (Ihnen, ihm, durch, seitens, an …).
 */
function readersMissedDuty(
  tokens: readonly Token[],
  lemma: string,
  aux: string,
  subjectEnd: number,
  beforeObject: readonly Token[],
): boolean {
  // angeben/eintragen name the reader only in the reader's own form (READER_FORM_VERBS).
  const duty =
    READER_VERBS.has(lemma) ||
    (READER_CONDITION_VERBS.has(lemma) && !READER_FORM_VERBS.has(lemma)) ||
    (READER_PAYMENT_VERBS.has(lemma) && OWED_BY_READER.test(tokens[subjectEnd - 1]?.text ?? ""));
  const past = /^(?:wurde|wurden)$/.test(aux) || tokens.some((token) => token.text === "worden");
  const negated = tokens.some((token) => NEGATION_WORDS.has(token.text.toLowerCase()));
  return (
    duty &&
    past &&
    negated &&
    ![...beforeObject, ...tokens].some(
      (token, index, all) =>
        /^(?:Ihnen|ihnen|ihm|ihr|Sie|durch|seitens|von)$/.test(token.text) ||
        (token.text === "an" && all[index + 1]?.text !== "uns"),
    )
  );
}

/** What the reader writes in a form of theirs ("in Ihrem Antrag angegeben"). */
const READER_FORM_VERBS: ReadonlySet<string> = new Set(["angeben", "eintragen", "verschweigen"]);

/** "in Ihrem Antrag", "in Ihrer Erklärung": the reader's own form. */
function inReadersForm(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      /^(?:in|im)$/i.test(token.text) &&
      /^Ihre[mr]$/.test(tokens[index + 1]?.text ?? "") &&
      /^(?:Antrag|Erklärung|Steuererklärung|Formular|Antragsformular|Fragebogen|Angaben)$/.test(
        tokens[index + 2]?.text ?? "",
      ),
  );
}

/** Verbs an office does to its reader's case: with no agent, the writer ("wir") is the agent. */
const ADMINISTRATIVE_VERBS: ReadonlySet<string> = new Set([
  "prüfen",
  "überprüfen",
  "bearbeiten",
  "bewilligen",
  "ablehnen",
  "genehmigen",
  "überweisen",
  "auszahlen",
  "zahlen",
  "berechnen",
  "erstatten",
  "übernehmen",
  "einstellen",
  "senden",
  "schicken",
  "zusenden",
  "übersenden",
  "zuschicken",
  "informieren",
  "benachrichtigen",
  "bitten",
  "anrechnen",
  "entscheiden",
  "festsetzen",
  "gewähren",
  "kürzen",
  "aufheben",
  "zurückfordern",
  "verlängern",
  "mitteilen",
  "speichern",
  "einladen",
  "weiterleiten",
  "anpassen",
  "berücksichtigen",
  "zustellen",
  "ausstellen",
  "bestätigen",
  "auffordern",
  "mindern",
  "abziehen",
  "abbuchen",
  "einziehen",
  "einbehalten",
  "verrechnen",
  "feststellen",
  "vorstellen",
  "besprechen",
  "reservieren",
  "anerkennen",
  "ermitteln",
  "schätzen",
  "zurückweisen",
  "abweisen",
  "widerrufen",
  "versagen",
  "entziehen",
  "anweisen",
  "zuerkennen",
  "anbieten",
  "einleiten",
  "beauftragen",
  "versenden",
  "pfänden",
  "vollstrecken",
  "anordnen",
  "benötigen",
  // "Der Bescheid wird Ihnen am Tag der Entlassung ausgehändigt": what the office hands over.
  "aushändigen",
  "übergeben",
  // "Ihrem Antrag kann nicht entsprochen werden", "Ihrem Widerspruch wird stattgegeben": the
  // office's decision on an application (the passive has only this sense).
  "entsprechen",
  "stattgeben",
]);

/**
 * "ärztlich festgestellt", "gerichtlich angeordnet", "notariell beglaubigt": the adverb names who
 * acts (a doctor, a court, a notary), so the office that writes is not the agent ("man", not "wir").
 */
const AGENT_ADVERB =
  /^(?:ärztlich|fachärztlich|zahnärztlich|amtsärztlich|gerichtlich|notariell|polizeilich)$/;

/** The clause names its agent by an adverb ("ärztlich bescheinigt"). */
function agentAdverb(tokens: readonly Token[]): boolean {
  return tokens.some((token) => AGENT_ADVERB.test(token.text));
}

/** Documents and bodies whose authors act, not the office that writes ("Im Urteil ist entschieden worden"). */
const OTHER_AUTHOR =
  /^(?:Urteil|Urteils|Gutachten|Gutachtens|Gericht|Gerichts|Beschluss|Beschlusses|Attest|Attests|Befund|Befunds|Arzt|Ärztin|Gutachter|Gutachterin)$|(?:[Vv]ertrag|[Vv]ertrags|[Vv]ertrages|[Gg]esetz|[Gg]esetzes|[Vv]erordnung|[Ss]atzung)$/u;

/**
 * The agent of a passive without subject: "wir" only when the office surely acts (one of its verbs,
 * no payment — "Trotz Mahnung ist nicht gezahlt worden" is the reader's —, no agent named by an
 * adverb, by "durch" or by someone else's document: "Im Gutachten ist festgestellt worden"), else "man".
 */
function impersonalWriter(
  tokens: readonly Token[],
  lemma: string,
  writer: "wir" | "man" | undefined,
): typeof WIR | typeof MAN {
  const sure =
    writer === "wir" &&
    ADMINISTRATIVE_VERBS.has(lemma) &&
    !PAYMENT_VERBS.has(lemma) &&
    !agentAdverb(tokens) &&
    !tokens.some((token) => token.text === "durch" || token.text === "uns" || OTHER_AUTHOR.test(token.text));
  return sure ? WIR : MAN;
}

/**
 * Money a reader may owe ("Die Miete wurde nicht rechtzeitig gezahlt"): with zahlen/überweisen the
 * payer is unsure (the reader, or an office paying it for them), so the agent is "man", not "wir".
 * Compounds too ("Rundfunkbeiträge sind nicht gezahlt worden" is not "wir haben … nicht gezahlt").
 */
const OWED_BY_READER =
  /(?:^|\p{Ll})(?:[Mm]iete|[Bb]eitrag|[Bb]eiträge|[Rr]echnung|[Bb]etrag|[Bb]eträge|[Nn]achzahlung|[Aa]bschlag|[Gg]ebühr|[Gg]ebühren|Rate|Raten|[Zz]uzahlung|[Bb]ußgeld|[Ss]teuer|[Ss]teuern|[Ff]orderung|[Ff]orderungen|[Ss]umme|[Zz]uschlag|[Zz]uschläge|[Rr]ückstand|[Rr]ückstände)$/u;
const PAYMENT_VERBS: ReadonlySet<string> = new Set(["zahlen", "bezahlen", "überweisen"]);
/** What a debtor does with what is owed (in a letter's condition: the reader). */
const READER_PAYMENT_VERBS: ReadonlySet<string> = new Set([...PAYMENT_VERBS, "begleichen", "entrichten"]);
/** Pay from an employer ("Der Lohn wird auf Ihr Konto gezahlt"): not the writing office's. */
const WAGES = /(?:^|\p{Ll})(?:[Ll]ohn|[Gg]ehalt|[Aa]rbeitsentgelt|[Ee]ntgelt|[Vv]ergütung)$/u;

/** Verbs of paying back ("erstatten", "zurückzahlen"). */
const REPAY_VERBS: ReadonlySet<string> = new Set(["erstatten", "zurückzahlen", "zurückerstatten"]);
/** Benefits an office pays its reader: paid back, they are paid back by the reader. */
const BENEFIT_PAID =
  /(?:^|\p{Ll})(?:[Ll]eistung|[Ll]eistungen|[Bb]ürgergeld|[Ww]ohngeld|[Kk]indergeld|[Ee]lterngeld|BAföG|[Ff]örderung|[Üü]berzahlung|[Vv]orschuss|[Zz]uschuss)$/u;

/** Money the writer of a letter keeps for its reader ("Die Kaution wird … zurückgezahlt"). */
const HELD_FOR_READER = /^(?:Kaution|Mietkaution|Mietsicherheit|Guthaben)$/;

/** Participles that are adjectives after "werden" ("Er wurde bekannt"; "wurde geboren"). */
const ADJECTIVAL_PARTICIPLES: ReadonlySet<string> = new Set([
  "bekannt",
  "geboren",
  "verrückt",
  "verheiratet",
  "erfahren",
  "gewohnt",
  "verlegen",
  "gelassen",
  "erwachsen",
  "verwandt",
  "entfernt",
  "bestimmt",
  "gewandt",
  "betrunken",
  "verliebt",
  "erschrocken",
  "vergangen",
  "verschieden",
  "verloren",
  "gesund",
  "satt",
]);

function agentlessAllowed(
  tokens: readonly Token[],
  subjectEnd: number,
  lemma: string,
  participle: string,
  from: number,
): boolean {
  if (subjectEnd !== 1 || !/^(?:es|das|dies|was|wer|man)$/i.test(tokens[0]?.text ?? "")) {
    // fine: a noun phrase or a personal pronoun as subject
  } else return false;
  if (ADJECTIVAL_PARTICIPLES.has(participle) || lemma.length === 0) return false;
  // A "von" phrase after the auxiliary we could not read as the agent: unsure. The subject's
  // own phrase ("Der Bescheid vom 2. Februar wird aufgehoben") is no agent, nor a measure's
  // ("für einen Zeitraum von einem Monat", "in Höhe von 1.500 Euro"). A "durch" phrase we could
  // not read stays as the means: "Diese Art kann nur durch Gebet ausgetrieben werden" -> "Man
  // kann diese Art nur durch Gebet austreiben" says the same.
  return !tokens.some(
    (token, index) => index >= from && /^(?:von|vom)$/.test(token.text) && !isAttributeVon(tokens, index),
  );
}

/** Nouns whose "von" phrase gives their size: "ein Zeitraum von einem Monat", "in Höhe von 50 Euro". */
const MEASURE_NOUNS =
  /(?:Höhe|Betrag|Beträge[n]?|Summe|Zeitraum|Dauer|Alter|Frist|Wert|Umfang|Menge|Abstand|Entfernung|Länge|Prozent)$/;

/** Verbs whose "von" phrase says where from ("von der Rente abgezogen"): their agent is never "von". */
const SOURCE_VON_VERBS: ReadonlySet<string> = new Set([
  "abziehen",
  "abbuchen",
  "einbehalten",
  "einziehen",
  "zurückfordern",
]);

/**
 * Verbs whose "von" phrase may be the agent or where from: "von Jesus geheilt" / "von seiner
 * Krankheit geheilt", "von seinen Sünden befreit", "von seiner Frau getrennt": with a von-phrase
 * the passive stays.
 */
const AMBIGUOUS_VON_VERBS: ReadonlySet<string> = new Set([
  "heilen",
  "befreien",
  "erlösen",
  "retten",
  "erretten",
  "trennen",
  "scheiden",
  "reinigen",
  "säubern",
  "lösen",
  "fernhalten",
  "abhalten",
  "freisprechen",
  // Removal: "von seinem Amt abgesetzt", "von der Schule entfernt", "aus dem Dienst entlassen".
  "absetzen",
  "entfernen",
  "entlassen",
  "ausschließen",
  "vertreiben",
  "verstoßen",
  "abbringen",
  "wegnehmen",
  "wegführen",
  "wegbringen",
]);
/**
 * Verbs of release, exemption and removal whose "von" phrase says from what unless it names one who
 * can act: "von der Arbeit freigestellt", "vom Unterricht beurlaubt", "von der Schweigepflicht
 * entbunden" / "vom Arbeitgeber freigestellt". With another von-phrase the passive stays.
 */
const RELEASE_VERBS: ReadonlySet<string> = new Set([
  "freistellen",
  "abmelden",
  "entbinden",
  "beurlauben",
  "suspendieren",
  "ausnehmen",
  "abberufen",
  "zurückstellen",
  "abtrennen",
  "fernhalten",
]);
/** Heads of a noun phrase that names one who can act: an office, an organisation, a person in a role. */
const ACTOR_HEAD =
  /(?:amt|behörde|kasse|versicherung|arzt|ärztin|center|gericht|verwaltung|stelle|agentur|bank|firma|verein|ministerium|kammer|verband|träger|leitung|(?:leiter|bearbeiter|betreuer|vertreter|berater|vermieter|geber|richter|lehrer|mitarbeiter|verwalter|meister|trainer|chef|direktor|präsident)(?:in)?)$/i;
const ACTOR_DETERMINER =
  /^(?:der|die|das|dem|den|des|einem|einer|eines|Ihrem|Ihrer|unserem|unserer|ihrem|ihrer|seinem|seiner|Ihres|unseres)$/;

/**
 * The von-phrase whose first word is at `at` names one who can act: a pronoun ("von Ihnen"), a title
 * ("von Frau Kaya") or a head noun in ACTOR_HEAD after its article and adjectives ("vom
 * zuständigen Jobcenter", "von Ihrem Arbeitgeber"). "vom" puts the noun right after it.
 */
function vonNamesActor(tokens: readonly Token[], at: number): boolean {
  const first = tokens[at]?.text ?? "";
  if (AGENT_PRONOUNS[first] !== undefined || PERSON_TITLES[first] !== undefined) return true;
  let index = ACTOR_DETERMINER.test(first) ? at + 1 : at;
  while (index < at + 4 && tokens[index]?.kind === "w" && !isCapitalised(tokens[index]?.text ?? ""))
    index += 1;
  const head = bareWord(tokens[index]?.text ?? "");
  return ACTOR_HEAD.test(head) && !POST_HEAD.test(head);
}
/**
 * "Amt" and "Stelle" also name a post one holds, not an office that acts: "von Ihrem Amt als
 * Schöffe entbunden", "vom Ehrenamt freigestellt", "von Ihrer Arbeitsstelle freigestellt" say from
 * what (was "Ihr Amt hat Sie als Schöffe entbunden.").
 */
const POST_HEAD =
  /^(?:(?:ehren|haupt|neben|schöffen|richter|wahl)?amt|(?:arbeits|ausbildungs|praktikums|lehr|plan|teilzeit|vollzeit|stamm)?stelle)$/i;
const bareWord = (text: string): string => text.replaceAll("·", "");

/** Verbs whose "von" + pronoun says from whom ("von euch genommen"); "von einer Frau genommen" is the agent. */
const PRONOUN_SOURCE_VERBS: ReadonlySet<string> = new Set([
  "nehmen",
  "wegnehmen",
  "verlangen",
  "fordern",
  "erwarten",
  "erheben",
  "erbitten",
  "hören",
  "erfahren",
]);

/** The clause's final participle (before werden/worden) is one of SOURCE_VON_VERBS. */
function takesSourceVon(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1);
  const participle = /^(?:werden|worden)$/.test(last?.text ?? "") ? tokens.at(-2) : last;
  return pastParticipleLemmas(participle).some(
    (lemma) => SOURCE_VON_VERBS.has(lemma) && participleOf(lemma) === participle?.text,
  );
}

/**
 * "Von der Zuzahlung können Sie … befreit werden": freed from money owed or a duty; such a thing
 * is never the agent, so the leading von-phrase says from what.
 */
function freedFromDebt(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1);
  const participle = /^(?:werden|worden)$/.test(last?.text ?? "") ? tokens.at(-2) : last;
  if (!pastParticipleLemmas(participle).some((lemma) => lemma === "befreien")) return false;
  const noun = tokens.slice(1, 4).find((token) => isCapitalised(token.text));
  return noun !== undefined && (OWED_BY_READER.test(noun.text) || /[Pp]flicht$/.test(noun.text));
}

/**
 * A "von" that belongs to the measure noun before it, not an agent: "ein Zeitraum von einem
 * Monat", "ab einem Betrag von", "im Alter von 67 Jahren", "vom 3. Mai" (a date). After other
 * nouns a von-phrase may be the agent ("Sie erhalten die Kosten von der Kasse erstattet").
 */
function isAttributeVon(tokens: readonly Token[], index: number): boolean {
  const text = tokens[index]?.text;
  const before = tokens[index - 1];
  if ((text === "von" || text === "vom") && takesSourceVon(tokens)) return true;
  if (text === "vom") return tokens[index + 1]?.kind === "n";
  // "von 68 Euro auf 79 Euro", "von 10 bis 12 Uhr": a change or a range, not an agent.
  if (text === "von" && tokens[index + 1]?.kind === "n") {
    for (let next = index + 2; next < tokens.length && next <= index + 4; next += 1)
      if (/^(?:auf|bis)$/.test(tokens[next]?.text ?? "") && tokens[next + 1]?.kind === "n") return true;
  }
  // "in der Zeit von 2 Jahren": a length of time, never an agent.
  if (
    text === "von" &&
    tokens[index + 1]?.kind === "n" &&
    /^(?:Jahren|Monaten|Wochen|Tagen|Stunden)$/.test(tokens[index + 2]?.text ?? "")
  )
    return true;
  // "die Kaution von 1.500 Euro": an amount, never an agent.
  if (
    text === "von" &&
    tokens[index + 1]?.kind === "n" &&
    /^(?:Euro|Cent|Prozent)$/.test(tokens[index + 2]?.text ?? "")
  )
    return true;
  // "ein Bußgeld von bis zu 250 Euro", "ein Grad der Behinderung von (mindestens) 70": a number,
  // maybe after a word of quantity, then a unit or the verb (not "von mindestens 3 Ärzten").
  if (text === "von") {
    let at = index + 1;
    if (tokens[at]?.text === "bis" && tokens[at + 1]?.text === "zu") at += 2;
    else if (QUANTITY_WORDS.test(tokens[at]?.text ?? "")) at += 1;
    const after = tokens[at + 1];
    if (
      tokens[at]?.kind === "n" &&
      (after === undefined ||
        after.kind === "p" ||
        /^(?:Euro|Cent|Prozent)$/.test(after.text) ||
        isNonFiniteVerb(after))
    )
      return true;
  }
  // "vor 3 Monaten von Ihnen", "2024 von Frau Müller": after a number or a time the agent may follow.
  if (text !== "von" || before === undefined || AGENT_PRONOUNS[tokens[index + 1]?.text ?? ""]) return false;
  return index > 1 && isCapitalised(before.text) && MEASURE_NOUNS.test(before.text);
}

/** Words of quantity before a number: "von mindestens 70", "von höchstens 500 Euro". */
/** Words before the number of an amount: how much ("mindestens") or how often ("monatlich 18,36 Euro"). */
const QUANTITY_WORDS =
  /^(?:mindestens|höchstens|maximal|rund|etwa|insgesamt|knapp|über|unter|monatlich|jährlich|wöchentlich|täglich|vierteljährlich|halbjährlich|einmalig|zusammen)$/;
const CONTRACTED = /^(?:vom|zum|zur|am|im|beim|ins|ans|aufs)$/;
const MAX_ATTACHED = 16;

/**
 * Index of the token after the subject's attached prepositional phrase ("auf Bürgergeld vom
 * 3. Februar 2026"), or `end` when none follows: only words, numbers and a date's dots, up to
 * the next form of werden (or a modal before a final "werden").
 */
function attachedPhraseEnd(tokens: readonly Token[], end: number): number {
  const first = tokens[end];
  // "Die Kosten der Unterkunft werden …", "Das Wort des Herrn wurde …", "Die Mauern Jerusalems
  // wurden …": a genitive attribute of the subject (before the auxiliary nothing else can stand).
  const genitive =
    first !== undefined &&
    isCapitalised(tokens[end - 1]?.text ?? "") &&
    (GENITIVE_DETERMINER.test(first.text) ||
      FEMININE_OR_PLURAL_GENITIVE.test(first.text) ||
      ((genitiveOnlyNoun(first) || (isName(first) && first.text.endsWith("s"))) &&
        isPassiveAux(tokens, tokens[end + 1])) ||
      // "Die Kosten technischer Arbeitshilfen können …": a strong adjective and its noun.
      (/er$/.test(first.text) &&
        readingsOf(first.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected) &&
        isCapitalised(tokens[end + 1]?.text ?? "") &&
        isPassiveAux(tokens, tokens[end + 2])));
  // "Unterhaltsansprüche gegenüber Ihren Kindern werden …": "gegenüber" before its noun too.
  const preposition = PREPOSITIONS.has(first?.text ?? "") || first?.text === "gegenüber";
  if (first === undefined || !(preposition || CONTRACTED.test(first.text) || genitive)) return end;
  for (let index = end + 1; index < tokens.length && index <= end + MAX_ATTACHED; index += 1) {
    const token = tokens[index];
    if (token === undefined) return end;
    if (isPassiveAux(tokens, token)) return index;
    const dateDot = token.kind === "p" && token.text === "." && tokens[index - 1]?.kind === "n";
    if ((token.kind === "p" && !dateDot) || isFiniteVerbToken(token) || isNonFiniteVerb(token)) return end;
  }
  return end;
}

type Agent = { start: number; end: number; tokens: Token[]; person: Person; number: GrammaticalNumber };

const MAX_EXTENDED_ATTRIBUTE = 6;
const DECLINED_WORD = /^[a-zäöüß]+(?:e|en|er|es|em)$/;

/**
 * A von/durch phrase inside an extended attribute, between a determiner and its declined
 * participle or adjective: "auf das von Ihnen angegebene Konto", "zum von uns genannten Termin".
 * It is the participle's agent, not the clause's: "Das Wohngeld wird auf das von Ihnen angegebene
 * Konto überwiesen" is not "Sie überweisen das Wohngeld".
 */
function insideExtendedAttribute(tokens: readonly Token[], index: number): boolean {
  // "an eine andere von Ihnen angegebene Adresse": declined adjectives may stand before the phrase.
  let opener = index - 1;
  while (
    opener > index - 3 &&
    (isDeclinedAdjective(tokens[opener]) || /^(?:andere|weitere)[mnrs]?$/.test(tokens[opener]?.text ?? ""))
  )
    opener -= 1;
  const before = tokens[opener]?.text ?? "";
  if (!DETERMINERS.has(before.toLowerCase()) && !COMMON_CONTRACTIONS.test(before)) return false;
  for (let next = index + 2; next < tokens.length && next <= index + MAX_EXTENDED_ATTRIBUTE; next += 1) {
    const token = tokens[next] as Token;
    if (token.kind === "p" || isFiniteVerbToken(token)) return false;
    const noun = tokens[next + 1];
    if (isDeclinedAdjective(token) && noun?.kind === "w" && isCapitalised(noun.text)) return true;
  }
  return false;
}

function findAgent(tokens: readonly Token[], from: number, to: number): Agent | undefined {
  const agent = findAgentPhrase(tokens, from, to);
  if (agent === undefined) return undefined;
  const name = institutionNameLength(tokens, agent.end, to);
  if (name === 0) return agent;
  return {
    ...agent,
    end: agent.end + name,
    tokens: [...agent.tokens, ...tokens.slice(agent.end, agent.end + name)],
  };
}

/** Office nouns whose name goes on with "für" and a bare noun: "Agentur für Arbeit", "Amt für Soziales". */
const OFFICE_NOUN =
  /(?:amt|agentur|ministerium|zentrum|institut|stelle|behörde|kammer|gericht|verband|zentrale|kasse)$/i;

/**
 * "von der Agentur für Arbeit", "vom Bundesamt für Migration und Flüchtlinge": "für" and bare
 * nouns after an office noun are its name and go with the agent. The number of tokens, or 0
 * ("von der Kasse für die Kinder": an article, no name).
 */
function institutionNameLength(tokens: readonly Token[], at: number, to: number): number {
  if (tokens[at]?.text !== "für" || !OFFICE_NOUN.test(tokens[at - 1]?.text ?? "")) return 0;
  let end = at + 1;
  for (;;) {
    const noun = tokens[end];
    if (end >= to || noun === undefined || noun.kind !== "w" || !isCapitalised(noun.text)) return 0;
    if (FUNCTION_WORDS.has(noun.text.toLowerCase())) return 0;
    end += 1;
    if (tokens[end]?.text !== "und" || !isCapitalised(tokens[end + 1]?.text ?? "")) return end - at;
    end += 1;
  }
}

/** Titles before a person's name after "von", with their nominative ("von Herrn Kaya" -> "Herr Kaya"). */
const PERSON_TITLES: Readonly<Record<string, string>> = {
  Frau: "Frau",
  Herrn: "Herr",
  Richterin: "Richterin",
  Richter: "Richter",
};
/** Academic titles written with a dot before a name ("Dr. Hoffmann", "Prof. Dr. Weber"). */
const ACADEMIC_TITLE = /^(?:Dr|Prof)$/;

/** The dot of "Dr." or "Prof." at `index`. */
function isTitleDot(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.text === "." && ACADEMIC_TITLE.test(tokens[index - 1]?.text ?? "");
}

/**
 * "von Frau Dr. Hoffmann", "von Herrn Kaya", "von Richterin am Amtsgericht Dr. Hoffmann": a title,
 * a judge's court, academic titles and one or two names as the agent. Undefined when a third
 * capitalised word follows (where the name ends is unsure).
 */
function personAgent(tokens: readonly Token[], index: number, to: number): Agent | undefined {
  const title = PERSON_TITLES[tokens[index + 1]?.text ?? ""];
  if (title === undefined) return undefined;
  let at = index + 2;
  if (/^Richter/.test(title) && tokens[at]?.text === "am" && /gericht$/.test(tokens[at + 1]?.text ?? ""))
    at += 2;
  while (ACADEMIC_TITLE.test(tokens[at]?.text ?? "") && isTitleDot(tokens, at + 1)) at += 2;
  const nameStart = at;
  const isNameWord = (token: Token | undefined) =>
    token?.kind === "w" && isCapitalised(token.text) && !FUNCTION_WORDS.has(token.text.toLowerCase());
  while (at < to && at < nameStart + 2 && isNameWord(tokens[at])) at += 1;
  // "von Frau Müller vom Jugendamt": the agent's own von-phrase would be left behind; unsure.
  if (
    at === nameStart ||
    (at < to && (isNameWord(tokens[at]) || /^(?:von|vom)$/.test(tokens[at]?.text ?? "")))
  )
    return undefined;
  const first = tokens[index + 1] as Token;
  return {
    start: index,
    end: at,
    tokens: [{ ...first, text: title }, ...tokens.slice(index + 2, at)],
    person: 3,
    number: "singular",
  };
}

function findAgentPhrase(tokens: readonly Token[], from: number, to: number): Agent | undefined {
  for (let index = from; index < to; index += 1) {
    const text = tokens[index]?.text;
    if (isAttributeVon(tokens, index)) continue;
    if (/^(?:von|vom|durch)$/.test(text ?? "") && insideExtendedAttribute(tokens, index)) continue;
    if (text === "vom") {
      const length = phraseLengthAfterContraction(tokens, index + 1, to);
      if (length === 0) continue;
      const phrase = [word("dem"), ...tokens.slice(index + 1, index + 1 + length)];
      // "vom Gemeinderat von der Stadt Wittenbach": the von-phrase may be the agent's attribute or
      // say where from; where the agent ends is unsure.
      if (/^(?:von|vom)$/.test(tokens[index + 1 + length]?.text ?? "")) return undefined;
      // "vom Vermieter des Hauses", "vom Gemeinderat der Stadt Wittenbach": the genitive goes with the agent.
      const genitive = attributeLength(tokens, index + 1 + length, to);
      const agent = genitive === undefined ? undefined : agentFrom(phrase, index, index + 1 + length);
      if (agent === undefined || !genitive) return agent;
      const end = agent.end + genitive;
      return { ...agent, end, tokens: [...agent.tokens, ...tokens.slice(agent.end, end)] };
    }
    // "Er ist von Gott gesandt worden" -> "Gott hat ihn gesandt"; not "Kinder von Gott" (an attribute).
    const before = tokens[index - 1];
    if (
      (text === "von" || text === "durch") &&
      tokens[index + 1]?.text === "Gott" &&
      index + 2 <= to &&
      !(
        before !== undefined &&
        isCapitalised(before.text) &&
        index - 1 > from - 1 &&
        nounReadings(before).length > 0
      )
    )
      return { start: index, end: index + 2, tokens: [word("Gott")], person: 3, number: "singular" };
    // "von Frau Müller": a title decides; where its name is unsure, so is the agent.
    if (text === "von" && PERSON_TITLES[tokens[index + 1]?.text ?? ""] !== undefined)
      return personAgent(tokens, index, to);
    if (text === "von" || text === "durch") {
      const pronoun = AGENT_PRONOUNS[tokens[index + 1]?.text ?? ""];
      if (text === "von" && pronoun !== undefined) {
        return {
          start: index,
          end: index + 2,
          tokens: [word(pronoun.text)],
          person: pronoun.person,
          number: pronoun.number,
        };
      }
      // "von Vertretern des Ingenieurbüros": a bare plural dative is a phrase of its own; not
      // before und/oder ("von Zöllnern und Sündern": the agent would lose its second part), not
      // after a noun ("große Mengen von Pestiziden" is the subject's attribute).
      const bare =
        text === "von" &&
        !isNounLike(tokens[index - 1]) &&
        // "Große Mengen werden von Pestiziden eingesetzt" (moved from "hier werden große Mengen
        // von Pestiziden eingesetzt"): after a noun of quantity "von" may be its attribute.
        !tokens.slice(0, index).some((token) => QUANTITY_HEAD.test(token.text)) &&
        barePluralDative(tokens[index + 1]) &&
        !/^(?:und|oder|sowie|,)$/.test(tokens[index + 2]?.text ?? "");
      const length = bare ? 1 : phraseLength(tokens, index + 1);
      if (length === 0 || index + 1 + length > to) continue;
      // "von dem Sohn von Gott": the agent's own von-phrase would be left behind; unsure. After
      // "durch" it goes with the agent: "durch die Einlegung von einem Einspruch" -> "Die
      // Einlegung von einem Einspruch …" (the genitive of the source, written with "von").
      const attribute = attributeLength(tokens, index + 1 + length, to);
      if (
        attribute === undefined ||
        (text === "von" && /^(?:von|vom)$/.test(tokens[index + 1 + length]?.text ?? ""))
      )
        return undefined;
      const phrase = tokens.slice(index + 1, index + 1 + length);
      const head = bare
        ? barePluralAgent(phrase[0] as Token, index)
        : agentFrom(phrase, index, index + 1 + length, text === "durch" ? "akk" : "dat");
      if (head !== undefined && attribute > 0) {
        const end = head.end + attribute;
        return { ...head, end, tokens: [...head.tokens, ...tokens.slice(head.end, end)] };
      }
      const agent = head;
      // "von dem Propheten Jeremia": the name after the noun belongs to the agent; so does a
      // company's or group's name of known words that ends in a name or a legal form ("von der
      // Firma Haustechnik Lemke", "von der Firma Müller GmbH").
      const names = nameAfterNoun(tokens, index + 1 + length, to, phrase.at(-1));
      if (names === undefined) return undefined;
      if (agent === undefined || names === 0) return agent;
      const end = agent.end + names;
      return { ...agent, end, tokens: [...agent.tokens, ...tokens.slice(agent.end, end)] };
    }
  }
  return undefined;
}

/** A capitalised noun whose every reading is a plural with a dative ("Vertretern", "Ärzten"; not "Hand"). */
function barePluralDative(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== "w" || FUNCTION_WORDS.has(token.text.toLowerCase())) return false;
  // "von Seiten des Amtes": a set phrase (on the part of), no agent "Seiten".
  if (token.text === "Seiten") return false;
  const readings = nounReadings(token);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.number === "plural" && reading.cases.includes("dat"))
  );
}

/** Nouns of quantity whose "von" phrase names what is counted ("Mengen von Pestiziden"). */
const QUANTITY_HEAD =
  /^(?:Menge|Mengen|Zahl|Anzahl|Vielzahl|Teil|Teile|Reihe|Hälfte|Mehrheit|Gruppe|Gruppen)$/;

/** "von Ärzten" -> "Ärzte": the bare plural dative at `start` + 1 as a plural agent in the nominative. */
function barePluralAgent(noun: Token, start: number): Agent | undefined {
  const [lemma, other] = [...new Set(nounReadings(noun).map((reading) => reading.lemma))];
  const nominative =
    lemma === undefined || other !== undefined ? undefined : nounForm(lemma, "nom", "plural");
  if (nominative === undefined) return undefined;
  return { start, end: start + 2, tokens: [{ ...noun, text: nominative }], person: 3, number: "plural" };
}

/** The object pronoun for a subject: "der Baum" -> "ihn", "die Stadt" -> "sie", "das Haus" -> "es". */
const OBJECT_PRONOUNS: Readonly<Record<string, string>> = {
  m: "ihn",
  f: "sie",
  n: "es",
  plural: "sie",
  er: "ihn",
  sie: "sie",
  es: "es",
  wir: "uns",
  ihr: "euch",
  ich: "mich",
  du: "dich",
};

/**
 * Two participles under one auxiliary, no agent: "Jeder Baum wird gefällt und ins Feuer geworfen"
 * -> "Man fällt jeden Baum und wirft ihn ins Feuer"; "Er wurde gegeißelt und gekreuzigt" -> "Man
 * hat ihn gegeißelt und ihn gekreuzigt". The left side must turn active with "man"/"wir" first; the
 * right side has no verb but its participle, no punctuation, no von/durch.
 */
function coordinatedParticiplesToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  const joint = tokens.findIndex((token) => token.text === "und");
  if (
    options.writer === undefined ||
    joint < 3 ||
    tokens.filter((token) => token.text === "und").length !== 1
  )
    return undefined;
  // "ein Ordnungsgeld von bis zu 1.000 Euro": a measure's von-phrase is no agent.
  const agentWord = (token: Token, index: number) =>
    /^(?:von|vom|durch)$/.test(token.text) && !isAttributeVon(tokens, index);
  if (
    tokens.some(
      (token, index) => (token.kind === "p" && !isDateDot(tokens, index)) || agentWord(token, index),
    )
  )
    return undefined;
  if (tokens.at(-1)?.text === "werden") return coordinatedModalParticiples(tokens, joint, options);
  const right = tokens.slice(joint + 1);
  const participle = right.at(-1);
  const lemmas = passiveLemmas(participle);
  const [lemma] = lemmas;
  if (participle === undefined || lemma === undefined || lemmas.length !== 1) return undefined;
  if (right.slice(0, -1).some((token) => isFiniteVerbToken(token) || isNonFiniteVerb(token)))
    return undefined;
  const leftTokens = tokens.slice(0, joint);
  const leftParticiple = leftTokens.at(-1);
  if (pastParticipleLemmas(leftParticiple).length === 0) return undefined;
  const conjunction = LEADING_CONJUNCTIONS.has(leftTokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const subject = subjectAt(leftTokens, conjunction, options.formal ?? true);
  const aux = leftTokens[subject?.end ?? -1];
  if (subject === undefined || aux === undefined || !/^(?:wird|werden|wurde|wurden)$/.test(aux.text))
    return undefined;
  const left = passiveToActive(leftTokens, options);
  const agentAt = conjunction;
  const agent = left?.[agentAt]?.text.toLowerCase();
  if (left === undefined || (agent !== "man" && agent !== "wir")) return undefined;
  const head = leftTokens[subject.end - 1] as Token;
  const singular = subject.agreements.every((agreement) => agreement.number === "singular");
  const genders = new Set(
    nounReadings(head)
      .filter(
        (reading) => reading.number === (singular ? "singular" : "plural") && reading.cases.includes("nom"),
      )
      .map((reading) => reading.gender),
  );
  const key =
    subject.end - conjunction === 1 &&
    OBJECT_PRONOUNS[head.text.toLowerCase()] !== undefined &&
    !isCapitalised(head.text)
      ? head.text.toLowerCase()
      : !singular
        ? "plural"
        : genders.size === 1
          ? ([...genders][0] ?? "")
          : "";
  const middle = right.slice(0, -1);
  // "Es werden die Ergebnisse vorgestellt und die geplante Klassenfahrt besprochen": the right
  // side has a subject of its own, which becomes the object ("… und besprechen die geplante
  // Klassenfahrt", was "… und besprechen es die geplante Klassenfahrt"). Only where nominative and
  // accusative look alike; "der Plan" would need "den Plan".
  const ownSubject = middle.findIndex(
    (token, at) =>
      DETERMINERS.has(token.text.toLowerCase()) &&
      !PREPOSITIONS.has(middle[at - 1]?.text.toLowerCase() ?? "") &&
      subjectAt(middle, at, options.formal ?? true) !== undefined,
  );
  if (ownSubject >= 0 && !SAME_IN_ACCUSATIVE.test(middle[ownSubject]?.text ?? "")) return undefined;
  const pronoun = ownSubject >= 0 ? undefined : OBJECT_PRONOUNS[key];
  if (pronoun === undefined && ownSubject < 0) return undefined;
  const object = pronoun === undefined ? [] : [word(pronoun)];
  if (aux.text.startsWith("wurde")) return [...left, word("und"), ...object, ...middle, participle];
  const person = agent === "wir" ? 1 : 3;
  const form = finiteFormOf(lemma, "praesens", person, agent === "wir" ? "plural" : "singular");
  if (form === undefined) return undefined;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  return [...left, word("und"), word(verb), ...object, ...middle, ...(particle ? [word(particle)] : [])];
}

/** Determiners whose noun phrase reads the same as subject and object (feminine, neuter, plural). */
const SAME_IN_ACCUSATIVE =
  /^(?:die|das|eine|keine|diese|dieses|jede|jedes|alle|meine|deine|seine|ihre|Ihre|unsere|eure)$/i;

/**
 * "Dann kann das Pflegegeld gekürzt und im Wiederholungsfall entzogen werden" -> "Dann können wir
 * das Pflegegeld kürzen und im Wiederholungsfall entziehen": under a modal both infinitives share
 * it and the object. Only when both verbs take the same agent (both or neither an office's verb).
 */
function coordinatedModalParticiples(
  tokens: readonly Token[],
  joint: number,
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  let right = tokens.slice(joint + 1, -1);
  const [lemma] = passiveLemmas(right.at(-1));
  const [leftLemma] = passiveLemmas(tokens[joint - 1]);
  // "… ein Ordnungsgeld festgesetzt und Ihre Vorführung angeordnet werden": a subject of its own
  // right after "und" becomes the second verb's object ("… festsetzen und Ihre Vorführung anordnen").
  const ownSubject = subjectAt(right, 0, options.formal ?? true);
  const ownObject =
    ownSubject === undefined || ownSubject.end > right.length - 1
      ? undefined
      : subjectAsObject(right.slice(0, ownSubject.end), false);
  let objectLength = 0;
  if (ownSubject !== undefined && ownObject !== undefined && !nominativeInMiddle(right, ownSubject.end)) {
    right = [...ownObject, ...right.slice(ownSubject.end)];
    objectLength = ownObject.length;
  }
  if (
    lemma === undefined ||
    leftLemma === undefined ||
    passiveLemmas(right.at(-1)).length !== 1 ||
    right.slice(0, -1).some((token) => isFiniteVerbToken(token) || isNonFiniteVerb(token)) ||
    // "… geimpft und der Vater informiert werden": a subject of its own would keep its nominative.
    nominativeInMiddle(right, objectLength) ||
    (options.writer === "wir" && ADMINISTRATIVE_VERBS.has(lemma) !== ADMINISTRATIVE_VERBS.has(leftLemma))
  )
    return undefined;
  const left = passiveToActive([...tokens.slice(0, joint), word("werden")], options);
  if (
    left === undefined ||
    left.at(-1)?.text !== leftLemma ||
    !left.some((token) => MODAL_FORMS.test(token.text))
  )
    return undefined;
  return [...left, word("und"), ...right.slice(0, -1), word(lemma)];
}

/** Present and past forms of the modals of MODALS in the active ("können", "muss", "konnten" …). */
const MODAL_FORMS =
  /^(?:kann|kannst|können|könnt|muss|musst|müssen|müsst|darf|darfst|dürfen|dürft|soll|sollst|sollen|sollt|konnte\w*|musste\w*|durfte\w*|sollte\w*)$/;

/**
 * Verbs that form no werden-passive (no accusative object) but share a participle with one that
 * does: "gehört" (gehören, hören). "Geschrei ist gehört worden" is the passive of "hören";
 * "gewährt" (währen, gewähren); "angehört" (angehören, anhören: "Das Kind wird angehört").
 */
const NO_PASSIVE_VERBS: ReadonlySet<string> = new Set(["gehören", "währen", "angehören"]);

/**
 * The verbs whose past participle `participle` is, without those that form no passive when
 * another verb remains ("gehört": hören, not gehören).
 */
function passiveLemmas(participle: Token | undefined): string[] {
  const lemmas = [...new Set(pastParticipleLemmas(participle))].filter(
    (lemma) => participleOf(lemma) === participle?.text,
  );
  const passive = lemmas.filter((lemma) => !NO_PASSIVE_VERBS.has(lemma));
  return passive.length > 0 ? passive : lemmas;
}

/**
 * A comma segment without a verb that restricts what the clause says: "jedoch nur bis 500 Euro",
 * "allerdings nur für 6 Monate", "nur in seiner Heimat nicht". It opens with a lower-case word
 * that is no determiner, pronoun, als or wie: a noun phrase ("…, ein Fischer aus Galiläa", "…,
 * als Zeuge") would be an apposition to the subject, whose case the active changes. No von/durch (an agent: "…, und zwar
 * vom Amt"), no punctuation.
 */
function isRestrictingAddition(tail: readonly Token[]): boolean {
  const first = tail[0];
  if (first === undefined || first.kind !== "w" || tail.length < 2 || isCapitalised(first.text)) return false;
  // "und zwar sofort" restricts; "und die Miete" would join a phrase. "als Zeuge", "wie ein
  // Kind": the phrase agrees in case with the subject, which the active changes.
  const joined = /^(?:und|oder|sowie)$/.test(first.text) && tail[1]?.text !== "zwar";
  if (DETERMINERS.has(first.text) || SUBJECT_PRONOUNS.has(first.text) || joined) return false;
  if (/^(?:als|wie)$/.test(first.text)) return false;
  // "…, beispielsweise durch Pfändung Ihres Kontos": after a word of example "durch" says how.
  const example =
    /^(?:beispielsweise|insbesondere)$/.test(first.text) ||
    (first.text === "zum" && tail[1]?.text === "Beispiel");
  return tail.every(
    (token) =>
      token.kind !== "p" &&
      !/^(?:von|vom)$/.test(token.text) &&
      (token.text !== "durch" || example) &&
      !isFiniteVerbToken(token) &&
      !isNonFiniteVerb(token) &&
      pastParticipleLemmas(token).length === 0,
  );
}

/** Longest prepositional phrase after the verb that is moved back in front of it. */
const MAX_EXTRAPOSED = 5;

/**
 * A prepositional phrase after the final participle (Bible style: "Geschrei ist in Rama gehört
 * worden", "…, gerettet worden wegen des Glaubens", "Sein Name wird gerufen in Israel", "Wir
 * wurden getröstet durch Gott") goes before the participle, where the active needs it: "… wegen
 * des Glaubens gerettet worden". Not von (it may say where from: "auferweckt von den Toten"), not
 * a phrase with a verb or punctuation.
 */
function phraseBeforeVerb(tokens: readonly Token[]): Token[] | undefined {
  for (let start = tokens.length - 2; start >= tokens.length - 1 - MAX_EXTRAPOSED && start > 1; start -= 1) {
    const preposition = tokens[start]?.text.toLowerCase() ?? "";
    const known =
      PREPOSITIONS.has(preposition) ||
      CONTRACTED.test(preposition) ||
      EXTRA_LEADING_PREPOSITIONS.has(preposition) ||
      /^(?:während|trotz|aufgrund|infolge|statt|anstatt|anhand|mithilfe)$/.test(preposition);
    // A late "von" may say where from ("auferweckt von den Toten"); a late "durch" is read like
    // one before the participle ("getröstet durch Gott" -> "Gott hat uns … getröstet").
    if (!known || /^(?:von|vom)$/.test(preposition)) continue;
    // "gewarnt durch sie": a pronoun after a late "durch" may be the agent or the means; unsure.
    if (
      preposition === "durch" &&
      tokens[start + 1]?.text !== "Gott" &&
      phraseLength(tokens, start + 1) === 0
    )
      return undefined;
    const phrase = tokens.slice(start);
    if (phrase.some((token) => token.kind === "p" || isFiniteVerbToken(token) || isNonFiniteVerb(token)))
      return undefined;
    const auxiliary = /^(?:werden|worden)$/.test(tokens[start - 1]?.text ?? "") ? 1 : 0;
    const participleAt = start - 1 - auxiliary;
    const participle = tokens[participleAt];
    if (participleAt < 2 || pastParticipleLemmas(participle).length === 0) return undefined;
    if (
      !tokens
        .slice(0, participleAt)
        .some((token) => PASSIVE_AUX.has(token.text) || PERFEKT_AUX.has(token.text))
    )
      return undefined;
    const moved = phrase.map((token, index) => (index === 0 ? { ...token, space: true } : token));
    return [...tokens.slice(0, participleAt), ...moved, ...tokens.slice(participleAt, start)];
  }
  return undefined;
}

/** Verbs after which a "durch" phrase is the way, not the agent ("durch das Fenster geworfen"). */
const PATH_VERBS: ReadonlySet<string> = new Set([
  "führen",
  "leiten",
  "werfen",
  "bringen",
  "tragen",
  "schicken",
  "senden",
  "ziehen",
  "treiben",
  "jagen",
  "schieben",
  "stoßen",
  "fahren",
  "transportieren",
  "schleppen",
  "reichen",
  "sehen",
  "beobachten",
  "hören",
  "rufen",
  "schießen",
  "lassen",
  "fallen",
]);
/** Particles of direction that keep a verb of PATH_VERBS one ("hinausführen", "wegtragen"). */
const DIRECTION_PARTICLE =
  /^(?:hinaus|heraus|hinein|herein|hindurch|hinab|herab|hinauf|herauf|hinüber|herüber|hinunter|herunter|hin|her|weg|fort|zurück|heim|davon|mit)/;

function isPathVerb(lemma: string): boolean {
  if (PATH_VERBS.has(lemma)) return true;
  const particle = lemma.match(DIRECTION_PARTICLE)?.[0];
  return particle !== undefined && PATH_VERBS.has(lemma.slice(particle.length));
}

/** Verbs whose "von" phrase is a feeling that seizes someone ("von Angst ergriffen"). */
const FEELING_VERBS: ReadonlySet<string> = new Set([
  "erfüllen",
  "ergreifen",
  "packen",
  "überkommen",
  "überwältigen",
  "befallen",
  "erfassen",
]);
/** Strong adjective endings, dative -> nominative, by the noun's gender. */
const STRONG_NOMINATIVE: Readonly<Record<string, readonly [string, string]>> = {
  m: ["em", "er"],
  n: ["em", "es"],
  f: ["er", "e"],
};

/**
 * The feeling after "von" with a verb of seizing, also without an article: "von Ehrfurcht" ->
 * "Ehrfurcht", "von fassungslosem Erstaunen" -> "fassungsloses Erstaunen", "von einer sehr großen
 * Freude" -> "eine sehr große Freude". A singular noun the lexicon knows; at most two adjectives.
 */
function feelingAgent(tokens: readonly Token[], from: number, to: number): Agent | undefined {
  const start = tokens.findIndex((token, index) => index >= from && index < to && token.text === "von");
  if (start < 0) return undefined;
  const nounIndex = tokens.findIndex(
    (token, index) => index > start && index < to && isCapitalised(token.text),
  );
  const noun = tokens[nounIndex];
  if (noun === undefined || nounIndex > start + 4) return undefined;
  const between = tokens.slice(start + 1, nounIndex);
  const intensifier = between.findIndex((token) => token.text === "sehr");
  const words = between.filter((token) => token.text !== "sehr");
  const end = nounIndex + 1;
  if (/^(?:einer|einem|der|dem)$/.test(words[0]?.text ?? "")) {
    const agent = agentFrom([...words, noun], start, end);
    if (agent === undefined || agent.number !== "singular") return undefined;
    if (intensifier >= 0) agent.tokens.splice(intensifier, 0, word("sehr"));
    return agent;
  }
  const readings = nounReadings(noun).filter(
    (reading) => reading.number === "singular" && reading.cases.includes("nom"),
  );
  const genders = new Set(readings.map((reading) => reading.gender));
  const [gender] = [...genders];
  const endings = STRONG_NOMINATIVE[gender ?? ""];
  if (genders.size !== 1 || endings === undefined || intensifier > 0 || words.length > 2) return undefined;
  const [dative, nominative] = endings;
  const adjectives: Token[] = [];
  for (const adjective of words) {
    if (isCapitalised(adjective.text) || !adjective.text.endsWith(dative)) return undefined;
    adjectives.push({ ...adjective, text: adjective.text.slice(0, -dative.length) + nominative });
  }
  const phrase = [...(intensifier === 0 ? [word("sehr")] : []), ...adjectives, noun];
  return { start, end, tokens: phrase, person: 3, number: "singular" };
}

function phraseLengthAfterContraction(tokens: readonly Token[], start: number, to: number): number {
  for (let index = start; index < to && index <= start + 2; index += 1) {
    const token = tokens[index];
    if (
      token !== undefined &&
      token.kind === "w" &&
      token.text.charAt(0) !== token.text.charAt(0).toLowerCase()
    ) {
      // "vom Heiligen Geist", "vom Medizinischen Dienst": a name's adjective before its noun goes
      // with it; any other capitalised word before a capital: unsure.
      const next = tokens[index + 1];
      if (index + 1 < to && next?.kind === "w" && isCapitalised(next.text)) {
        if (isNameAdjective(token, next) && !isCapitalised(tokens[index + 2]?.text ?? ""))
          return index - start + 2;
        return 0;
      }
      return index - start + 1;
    }
  }
  return 0;
}

/** Determiners that mark a plural noun phrase in the dative ("von den Soldaten", "von seinen Jüngern"). */
const PLURAL_DATIVE = /^(?:den|meinen|deinen|seinen|ihren|unseren|euren|diesen|jenen|allen|vielen|keinen)$/;
/** Articles that mark a singular noun phrase in the dative / accusative. */
const SINGULAR_DATIVE: ReadonlySet<string> = new Set(["dem", "einem", "der", "einer"]);
const SINGULAR_ACCUSATIVE: ReadonlySet<string> = new Set(["das", "den", "ein", "einen", "eine"]);

/** Endings of nouns that are always feminine ("Einlegung", "Beistandschaft", "Zuständigkeit"). */
const FEMININE_ENDING = /\p{Ll}(?:ung|heit|keit|schaft|tät)$/u;

function agentFrom(
  phrase: Token[],
  start: number,
  end: number,
  grammaticalCase: "dat" | "akk" = "dat",
): Agent | undefined {
  const noun = phrase.at(-1);
  // "durch die Einlegung", "durch die Beistandschaft": a feminine noun the lexicon lacks (its
  // ending says the gender) has the same form in nom and akk.
  const unknownUng =
    grammaticalCase === "akk" &&
    phrase.length === 2 &&
    /^(?:die|eine)$/i.test(phrase[0]?.text ?? "") &&
    FEMININE_ENDING.test(noun?.text ?? "") &&
    nounReadings(noun).length === 0 &&
    readingsOf(noun?.text ?? "").length === 0;
  if (unknownUng) return { start, end, tokens: [...phrase], person: 3, number: "singular" };
  const nominative = inflectPhrase(phrase, grammaticalCase, "nom");
  if (nominative === undefined || noun === undefined) return undefined;
  const numbers = new Set(
    nounReadings(noun)
      .filter(
        (reading) =>
          reading.cases.includes(grammaticalCase) ||
          (grammaticalCase === "dat" &&
            reading.number === "singular" &&
            reading.gender !== "f" &&
            reading.cases.includes("nom")),
      )
      .map((reading) => reading.number),
  );
  // "durch das Jobcenter": the article decides when the noun has the same form in both numbers.
  const article = phrase[0]?.text.toLowerCase() ?? "";
  const byArticle = (grammaticalCase === "dat" ? SINGULAR_DATIVE : SINGULAR_ACCUSATIVE).has(article);
  // "von den Soldaten": a dative "den" is plural ("Soldaten" is also a singular form).
  const pluralArticle = grammaticalCase === "dat" && PLURAL_DATIVE.test(article) && numbers.has("plural");
  if (numbers.size !== 1 && !(byArticle && numbers.has("singular")) && !pluralArticle) return undefined;
  const [number = "singular"] = byArticle
    ? ["singular" as const]
    : pluralArticle
      ? ["plural" as const]
      : [...numbers];
  return { start, end, tokens: nominative, person: 3, number };
}

/** A noun the lexicon reads only as a genitive ("Gottes"). */
function genitiveOnlyNoun(token: Token): boolean {
  const readings = nounReadings(token);
  return readings.length > 0 && readings.every((reading) => reading.cases.every((c) => c === "gen"));
}

/** Determiners of a feminine or plural genitive ("der Unterkunft", "einer Frau", "seiner Brüder"). */
const FEMININE_OR_PLURAL_GENITIVE =
  /^(?:der|einer|meiner|deiner|seiner|ihrer|Ihrer|unserer|eurer|dieser|jener|aller)$/;
/** Women, families and persons ("der Mutter", "der Siegerin", "der Familie"): nouns that receive. */
const FEMININE_PERSON =
  /^(?:Mutter|Tochter|Schwester|Frau|Familie|Person|Oma|Großmutter|Tante|Nichte|Witwe)$|\p{Ll}in$/u;

/** A male person before "Herr …": "Ihr Sohn, Herr Jonas Berger, …". */
const MALE_PERSON = /^(?:Sohn|Vater|Bruder|Ehemann|Mann|Onkel|Neffe|Enkel|Großvater|Opa|Betreuer|Vermieter)$/;

/** A feminine person, or an adjective used as a noun ("der Versicherten"): maybe a dative object. */
function mayReceive(noun: Token | undefined): boolean {
  const text = noun?.text ?? "";
  return (
    FEMININE_PERSON.test(text) ||
    readingsOf(text.toLowerCase()).some((reading) => reading.partOfSpeech === "adjective")
  );
}

/**
 * Auxiliaries that a rewrite put after a subject read after them ("Dann wird der Grad der
 * Behinderung festgestellt" read as "Der Grad wird der Behinderung …"): what follows them stood
 * after the subject in the source and may be its genitive, not a dative of the verb.
 */
const MOVED_AUX = new WeakSet<Token>();

function movedAux(aux: Token): Token {
  const copy = { ...aux };
  MOVED_AUX.add(copy);
  return copy;
}

/** Verbs with a genitive object ("Der Mann wurde der Tat beschuldigt"): no dative there. */
const GENITIVE_OBJECT_VERBS: ReadonlySet<string> = new Set([
  "beschuldigen",
  "bezichtigen",
  "verdächtigen",
  "überführen",
  "anklagen",
  "entheben",
  "verweisen",
  "würdigen",
  "berauben",
  "entbinden",
]);

/** Words after a noun phrase that take it as their object ("der Höhe nach", "der Form halber"). */
const POSTPOSITIONS = /^(?:nach|halber|wegen|zufolge|entsprechend|gemäß|gegenüber|zuliebe|entgegen)$/;

/**
 * Length of a feminine singular dative that opens the rest of a passive after its auxiliary
 * ("Ihrer Hausarztpraxis", "der Krankenkasse Ihres Mannes" with a sure genitive), or 0. Right after
 * the auxiliary "der"/"Ihrer" + a feminine singular noun cannot be a genitive attribute: no noun
 * stands before it. Not before a postposition ("der Höhe nach") or another "der" phrase.
 */
function feminineDativeLength(rest: readonly Token[], coordinated = false): number {
  const first = rest[0]?.text ?? "";
  if (first === "aller" || !FEMININE_OR_PLURAL_GENITIVE.test(first)) return 0;
  let length = phraseLength(rest, 0);
  const noun = rest[length - 1];
  if (length === 0 || noun === undefined) return 0;
  // "Ihrer Betreuerin": a woman's noun the lexicon may lack.
  const readings = nounReadings(noun);
  const feminine =
    readings.length > 0
      ? readings.every((reading) => reading.gender === "f") &&
        readings.some((reading) => reading.number === "singular" && reading.cases.includes("dat"))
      : FEMININE_PERSON.test(noun.text);
  if (!feminine) return 0;
  if (GENITIVE_DETERMINER.test(rest[length]?.text ?? "")) {
    const genitive = phraseLength(rest, length);
    if (genitive === 0) return 0;
    length += genitive;
  }
  length += takenNameRun(rest, length);
  const next = rest[length]?.text ?? "";
  // "der Klinik am Park", "der Stadt und dem Land": a phrase or a second dative after the noun may
  // belong to it; unsure, the clause stays whole (`coordinated`: the caller reads "und" + a second
  // dative itself). A date or a purpose ("der Familienkasse zur
  // Prüfung", "am 3. Mai") belongs to the verb.
  if (
    (!POSTPOSITIONS.test(next) &&
      (PREPOSITIONS.has(next) || CONTRACTED.test(next)) &&
      !adverbialPhrase(rest, length)) ||
    (!coordinated && /^(?:und|oder|sowie|bzw)$/.test(next))
  )
    return -1;
  const blocked =
    POSTPOSITIONS.test(next) ||
    FEMININE_OR_PLURAL_GENITIVE.test(next) ||
    GENITIVE_DETERMINER.test(next) ||
    rest[length]?.kind === "p";
  return blocked ? 0 : length;
}

/**
 * A prepositional phrase at `at` that belongs to the verb, not to a recipient noun before it: a
 * date ("am 3. Mai", "bis zum 1. Juli"), a purpose in -ung ("zur Prüfung", "zur Kenntnisnahme"),
 * "per Post".
 */
function adverbialPhrase(tokens: readonly Token[], at: number): boolean {
  const preposition = tokens[at]?.text ?? "";
  const after = tokens[at + 1]?.text ?? "";
  if (preposition === "per") return true;
  if (/^(?:zur|zum)$/.test(preposition) && /(?:ung|[Kk]enntnis(?:nahme)?|[Ss]tellungnahme)$/.test(after))
    return true;
  const dateAt = preposition === "bis" && tokens[at + 1]?.text === "zum" ? at + 2 : at + 1;
  return dateEnd(tokens, dateAt) > dateAt || WEEKDAY_NAMES.includes(tokens[dateAt]?.text ?? "");
}

/**
 * "der Stadt Köln", "der Firma Schmidt GmbH", "der Deutschen Rentenversicherung Bund", "der Ärztin
 * Frau Dr. Meier": the name, legal form or title after a noun goes with it; the number of its
 * tokens at `at` (capitalised words, "Dr."/"Prof."), or 0.
 */
function takenNameRun(tokens: readonly Token[], at: number): number {
  let end = at;
  while (end < at + 5) {
    const token = tokens[end];
    if (token === undefined || token.kind !== "w") break;
    if (/^(?:Dr|Prof)$/.test(token.text) && tokens[end + 1]?.text === ".") {
      end += 2;
      continue;
    }
    if (
      !isCapitalised(token.text) ||
      /^(?:Sie|Ihnen|Ihr\p{Ll}*|Euch|Eu(?:er|re)\p{Ll}*)$/u.test(token.text) ||
      isFiniteVerbToken(token) ||
      isNonFiniteVerb(token)
    )
      break;
    end += 1;
  }
  return end - at;
}

/** Determiners that can only be genitive before a noun ("des Krieges", "eines Einspruchs"). */
const GENITIVE_DETERMINER = /^(?:des|eines|meines|deines|seines|ihres|Ihres|unseres|eures|jedes|keines)$/;

/**
 * Length of a von-phrase or genitive at `at` that belongs to the noun before it ("von einem
 * Einspruch", "vom Frieden", "des Krieges", "der Stadt Lindenfeld"): 0 when none starts there,
 * undefined when it cannot be read or another follows.
 */
function attributeLength(tokens: readonly Token[], at: number, to: number): number | undefined {
  const von = tokens[at]?.text ?? "";
  // "durch das Feuer des Krieges": a genitive attribute. "von der Wohngeldstelle der Stadt
  // Lindenfeld": right after the agent, "der"/"einer" + noun is read as its genitive too, as a
  // reader reads it (a dative object there would be ambiguous in the source already).
  const genitive = GENITIVE_DETERMINER.test(von);
  if (genitive || von === "der" || von === "einer") {
    const length = phraseLength(tokens, at);
    if (length === 0 || at + length > to) return genitive ? undefined : 0;
    const noun = tokens[at + length - 1];
    // "vom Amt der Antrag": a masculine nominative is the subject, no attribute. "von der Stadt der
    // Mutter überwiesen": a woman or family after the agent is as likely who receives (dative).
    const nominative = nounReadings(noun).some(
      (reading) => reading.gender === "m" && reading.number === "singular" && reading.cases.includes("nom"),
    );
    if (!genitive && (nominative || mayReceive(noun))) return 0;
    const names = nameAfterNoun(tokens, at + length, to, noun);
    return names === undefined ? undefined : length + names;
  }
  if (von !== "von" && von !== "vom") return 0;
  const length =
    von === "vom" ? phraseLengthAfterContraction(tokens, at + 1, to) : phraseLength(tokens, at + 1);
  if (length === 0 || at + 1 + length > to) return undefined;
  if (/^(?:von|vom)$/.test(tokens[at + 1 + length]?.text ?? "")) return undefined;
  return 1 + length;
}

/** The token opens a passive: wird/wurde …, a present modal or werden before a final "werden", ist/war before a final "worden". */
function isPassiveAux(tokens: readonly Token[], token: Token | undefined): boolean {
  const text = token?.text ?? "";
  const last = tokens.at(-1)?.text;
  return (
    PASSIVE_AUX.has(text) ||
    (MODALS[text] !== undefined && last === "werden") ||
    (PERFEKT_AUX.has(text) && last === "worden")
  );
}

const MAX_LEADING_PHRASE = 20;
/** Prepositions of time that open letters' sentences ("Ab dem 1. Mai wird …", "Bis Ende Mai …"). */
const EXTRA_LEADING_PREPOSITIONS: ReadonlySet<string> = new Set([
  "ab",
  "bis",
  "wegen",
  "nach",
  "innerhalb",
  "aufgrund",
  "laut",
  "gemäß",
  "trotz",
  "während",
  "seit",
  // "Pro Einkauf wird ein Beitrag erhoben": per unit, as fees are written.
  "pro",
]);

/**
 * End of a leading prepositional phrase before the auxiliary ("An der Stelle ist …", "Mit dem Maß
 * werdet ihr …", "Ab dem 1. Mai wird …"): a preposition, then words, numbers and date dots only.
 */
function leadingPhraseEnd(
  tokens: readonly Token[],
  isAux: (token: Token) => boolean = (token) => isPassiveAux(tokens, token),
): number | undefined {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  // "Von der Kasse werden …" names the agent: not a phrase to keep.
  const preposition =
    PREPOSITIONS.has(first) || CONTRACTED.test(first) || EXTRA_LEADING_PREPOSITIONS.has(first);
  // "Von der Rente werden Beiträge abgezogen": with a verb of taking away, "von" says where from.
  if (
    !preposition ||
    first === "durch" ||
    (/^(?:von|vom)$/.test(first) && !takesSourceVon(tokens) && !freedFromDebt(tokens))
  )
    return undefined;
  for (let index = 1; index < tokens.length && index <= MAX_LEADING_PHRASE; index += 1) {
    const token = tokens[index];
    if (token === undefined) return undefined;
    if (isAux(token)) return index > 1 ? index : undefined;
    // "Aufgrund des von Ihnen erteilten Mandats wird …": a declined participle before its noun is
    // an attribute, no verb of its own.
    const attribute =
      DECLINED_WORD.test(token.text) &&
      isCapitalised(tokens[index + 1]?.text ?? "") &&
      !isAux(tokens[index + 1] as Token);
    if (
      (token.kind === "p" && !isDateDot(tokens, index)) ||
      (!attribute && (isFiniteVerbToken(token) || isNonFiniteVerb(token)))
    )
      return undefined;
  }
  return undefined;
}

/** Determiners that can only be dative: "dem Mann", "einem Kind", "seinem Sohn". */
const DATIVE_DETERMINER = /^(?:dem|einem|meinem|deinem|seinem|ihrem|unserem|eurem|diesem|jedem)$/i;

/**
 * The dative that opens a passive clause: a dative pronoun ("Ihnen", "ihm") or a noun phrase with a
 * dative-only determiner ("dem Josef", "seinem Sohn"); its length, 0 for none.
 */
function leadingDativeLength(tokens: readonly Token[]): number {
  const first = tokens[0];
  if (first === undefined) return 0;
  if (DATIVE_PRONOUNS.has(first.text.toLowerCase())) return 1;
  if (!DATIVE_DETERMINER.test(first.text)) return 0;
  const length = phraseLength([{ ...first, text: first.text.toLowerCase() }, ...tokens.slice(1)], 0);
  if (length > 1) return length;
  // "Jedem (einzelnen) von euch wurde die Gnade gegeben": "jedem" as a pronoun, with "einzelnen"
  // and a von-phrase of a pronoun that names the group (no agent).
  if (/^jedem$/i.test(first.text)) {
    let end = tokens[1]?.text === "einzelnen" ? 2 : 1;
    if (
      /^(?:von)$/.test(tokens[end]?.text ?? "") &&
      /^(?:uns|euch|ihnen|Ihnen)$/.test(tokens[end + 1]?.text ?? "")
    )
      end += 2;
    if (isPassiveAux(tokens, tokens[end])) return end;
  }
  // "dem Josef": a name after the article counts as the noun too.
  return isName(tokens[1]) ? 2 : 0;
}

/** "Ihrem Antrag": a capital possessive left at the start of a clause is the formal "Ihr" (the
 * pipeline lowers the other "ihr" forms there). */
const FORMAL_POSSESSIVE = /^Ihr(?:e|en|em|er|es)?$/;

/**
 * "Ihnen wird das Geld überwiesen." -> the subject first ("das Geld wird Ihnen überwiesen"), then
 * the ordinary rewrite; "Euch wird geöffnet." / "Ihm wurde geholfen." (no subject) -> "Man öffnet
 * euch." / "Man hat ihm geholfen." (only with a writer, verbs as in the agentless passive). A dative
 * noun phrase stays before the object: "Dem Josef wurde eine Weisung gegeben" -> "Man hat dem Josef
 * eine Weisung gegeben".
 */
function dativePronounFirst(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man" },
): Token[] | undefined {
  const length = leadingDativeLength(tokens);
  const pronoun = tokens[0];
  const aux = tokens[length];
  if (length === 0 || pronoun === undefined || aux === undefined) return undefined;
  if (
    !(/^(?:wird|wurde|werden|wurden)$/.test(aux.text) || MODALS[aux.text] !== undefined) ||
    !isPassiveAux(tokens, aux)
  )
    return undefined;
  const phrase = length > 1;
  const dative = phrase
    ? [
        {
          ...pronoun,
          text: FORMAL_POSSESSIVE.test(pronoun.text) ? pronoun.text : pronoun.text.toLowerCase(),
        },
        ...tokens.slice(1, length),
      ]
    : [{ ...pronoun, text: pronoun.text === "Ihnen" ? "Ihnen" : pronoun.text.toLowerCase() }];
  // "Ihnen wurde bereits ein Termin mitgeteilt": adverbs before the subject go after the pronoun.
  let skip = 0;
  while (skip < 2 && MIDFIELD_ADVERBS.has(tokens[length + 1 + skip]?.text ?? "")) skip += 1;
  const adverbs = tokens.slice(length + 1, length + 1 + skip);
  const rest = tokens.slice(length + 1 + skip);
  const subject = subjectAt(rest, 0, true);
  if (subject !== undefined && subject.end <= rest.length - 1) {
    const subjectTokens = rest.slice(0, subject.end);
    if (phrase)
      return passiveToActive(
        [...subjectTokens, aux, ...adverbs, ...rest.slice(subject.end)],
        options,
        dative,
      );
    return passiveToActive(
      [...subjectTokens, aux, ...dative, ...adverbs, ...rest.slice(subject.end)],
      options,
    );
  }
  // "Ihm wurde aber im Traum eine Weisung gegeben": particles and one prepositional phrase before
  // the subject stay with the dative before the object ("Man hat ihm aber im Traum eine Weisung gegeben").
  const between = middleBeforeSubject(tokens, length + 1);
  if (between > 0) {
    const after = tokens.slice(length + 1 + between);
    const late = subjectAt(after, 0, true);
    if (late !== undefined && late.end <= after.length - 1)
      return passiveToActive(
        [...after.slice(0, late.end), movedAux(aux), ...after.slice(late.end)],
        options,
        [...dative, ...tokens.slice(length + 1, length + 1 + between)],
      );
  }
  // Impersonal passive: no subject, a singular auxiliary, the participle last; or "wird"/a present
  // modal with "… PARTICIPLE werden" ("Ihm wird vergeben werden" -> "Man wird ihm vergeben").
  if (options.writer === undefined) return undefined;
  const withWerden =
    tokens.at(-1)?.text === "werden" && (aux.text === "wird" || MODALS[aux.text] !== undefined);
  if (!withWerden && !/^(?:wird|wurde)$/.test(aux.text)) return undefined;
  const participle = tokens.at(withWerden ? -2 : -1);
  const lemmas = passiveLemmas(participle);
  const [lemma] = lemmas;
  if (participle === undefined || lemma === undefined || lemmas.length !== 1) return undefined;
  const middle = tokens.slice(length + 1, withWerden ? -2 : -1);
  // "Ihm wurde im Traum geholfen", "dem wird im Überfluss gegeben": a capitalised word inside a
  // prepositional phrase is no subject ("Ihm wurde Brot gegeben" has one: not impersonal).
  if (
    ADJECTIVAL_PARTICIPLES.has(participle.text) ||
    middle.some(
      (token, index) =>
        token.kind === "p" ||
        isFiniteVerbToken(token) ||
        isNonFiniteVerb(token) ||
        /^(?:von|vom|durch)$/.test(token.text) ||
        (/^\p{Lu}/u.test(token.text) && !insidePrepositionalPhrase(middle, index)),
    )
  )
    return undefined;
  const writer = impersonalWriter(tokens, lemma, options.writer);
  if (withWerden) {
    const form = finiteFormOf(
      MODALS[aux.text] ?? "werden",
      modalTense(aux.text),
      writer.person,
      writer.number,
    );
    if (form === undefined) return undefined;
    return [word(writer.text), word(form.replace("ß", "ss")), ...dative, ...middle, word(lemma)];
  }
  return activeMainClause([word(writer.text)], writer, lemma, participle, aux.text === "wurde", [
    ...dative,
    ...middle,
  ]);
}

/**
 * The capitalised word at `index` ends a prepositional phrase: a preposition (or "im", "zum" …)
 * before it with only lower-case words (article, adjectives) between ("im Traum", "in der Stadt").
 */
function insidePrepositionalPhrase(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= 0 && at >= index - 4; at -= 1) {
    const token = tokens[at] as Token;
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) || CONTRACTED.test(lower)) return !/^(?:von|vom|durch)$/.test(lower);
    if (token.kind !== "w" || isCapitalised(token.text)) return false;
  }
  return false;
}

/** Particles that may stand between a fronted dative's auxiliary and the subject ("Ihm wurde aber …"). */
const MIDFIELD_PARTICLES: ReadonlySet<string> = new Set([
  ...MIDFIELD_ADVERBS,
  "aber",
  "also",
  "nun",
  "jedoch",
  "deshalb",
  "darum",
  "daher",
]);

/**
 * Length of the words between a fronted dative's auxiliary and the subject that the active keeps
 * before its object: particles (MIDFIELD_PARTICLES) and at most one prepositional phrase with an
 * article ("im Traum", "am Morgen", "in einem Brief"; not von/durch, which may name the agent).
 * 0 when there is no such phrase (particles alone are dativePronounFirst's own case).
 */
function middleBeforeSubject(tokens: readonly Token[], start: number): number {
  let at = start;
  let phrase = false;
  while (at < tokens.length - 1) {
    const text = tokens[at]?.text ?? "";
    if (MIDFIELD_PARTICLES.has(text)) {
      at += 1;
      continue;
    }
    if (phrase || /^(?:von|vom|durch)$/.test(text)) break;
    let length = CONTRACTED.test(text)
      ? phraseLength([word("dem"), ...tokens.slice(at + 1)], 0)
      : PREPOSITIONS.has(text)
        ? phraseLength(tokens, at + 1) + 1
        : 0;
    // "ab dem 1. Oktober 2026", "am 3. Mai": a date after the preposition; "für die Zeit vom 1.
    // Oktober bis 30. September": a date span after the phrase's noun.
    const dateStart =
      CONTRACTED.test(text) || PREPOSITIONS.has(text) ? at + (tokens[at + 1]?.text === "dem" ? 2 : 1) : -1;
    if (length < 2 && dateStart > 0 && dateEnd(tokens, dateStart) > dateStart)
      length = dateEnd(tokens, dateStart) - at;
    if (length >= 2) length = dateAttributeEnd(tokens, at + length) - at;
    if (length < 2) break;
    at += length;
    phrase = true;
  }
  return phrase ? at - start : 0;
}

/** Legal remedies the reader of a letter may take, with the verbs of the passive ("Widerspruch erheben"). */
const READER_RIGHTS: Readonly<Record<string, readonly string[]>> = {
  Widerspruch: ["erheben", "einlegen", "einreichen"],
  Einspruch: ["erheben", "einlegen", "einreichen"],
  Beschwerde: ["erheben", "einlegen", "einreichen"],
  Klage: ["erheben", "einreichen"],
  Antrag: ["stellen", "einreichen"],
  Anträge: ["stellen", "einreichen"],
};
/** The plainer verb for the same action: "Widerspruch erheben" -> "Widerspruch einlegen". */
const PLAIN_RIGHT_VERB: Readonly<Record<string, string>> = { erheben: "einlegen" };
const READER_MODALS: Readonly<Record<string, string>> = {
  kann: "können",
  können: "können",
  darf: "dürfen",
  dürfen: "dürfen",
};

/**
 * Letters: what the reader may do, in the modal passive without agent, is said to the reader.
 * "Gegen diesen Bescheid kann innerhalb eines Monats Widerspruch erhoben werden." -> "Sie können
 * gegen diesen Bescheid innerhalb eines Monats Widerspruch einlegen."; "Ein Antrag kann bis zum
 * 31. März gestellt werden." -> "Sie können einen Antrag bis zum 31. März stellen." Only
 * können/dürfen, only remedies of READER_RIGHTS with their verbs.
 */
function readerRightToActive(tokens: readonly Token[]): Token[] | undefined {
  if (tokens.at(-1)?.text !== "werden") return undefined;
  const participle = tokens.at(-2);
  const [lemma, other] = passiveLemmas(participle);
  if (lemma === undefined || other !== undefined) return undefined;
  const modalIndex = tokens.findIndex((token) => READER_MODALS[token.text] !== undefined);
  const modal = READER_MODALS[tokens[modalIndex]?.text ?? ""];
  if (modal === undefined || modalIndex < 1) return undefined;
  const remedy = tokens.findIndex((token) => READER_RIGHTS[token.text]?.includes(lemma) === true);
  // "Eine Höherstufung kann beantragt werden": what may be applied for, the reader applies for.
  const applying = lemma === "beantragen" && remedy < 0;
  const lead = tokens[0];
  // "Dann kann eine Höherstufung beantragt werden" -> "Dann können Sie eine Höherstufung beantragen".
  if (applying && modalIndex === 1 && lead !== undefined && PASSIVE_LEADS.has(lead.text.toLowerCase())) {
    const subject = subjectAt(tokens, 2, true);
    if (subject === undefined || subject.end !== tokens.length - 2) return undefined;
    const object = inflectPhrase(tokens.slice(2, subject.end), "nom", "akk");
    return object === undefined ? undefined : [lead, word(modal), word("Sie"), ...object, word(lemma)];
  }
  const applied = applying ? subjectAt(tokens, 0, true) : undefined;
  const objectIndex = applied === undefined ? remedy : applied.end - 1;
  if (objectIndex < 0) return undefined;
  for (let index = 0; index < tokens.length - 2; index += 1) {
    const token = tokens[index];
    if (index === modalIndex || token === undefined) continue;
    if (
      (token.kind === "p" && !isDateDot(tokens, index)) ||
      isFiniteVerbToken(token) ||
      isNonFiniteVerb(token) ||
      /^(?:vom|durch)$/.test(token.text) ||
      (token.text === "von" &&
        !isAttributeVon(tokens, index) &&
        !/^(?:innerhalb|außerhalb)$/.test(tokens[index - 1]?.text ?? ""))
    )
      return undefined;
  }
  // "Widerspruch erheben" -> "Widerspruch einlegen" ("Klage erheben" stays).
  const plain = tokens[objectIndex]?.text === "Klage" ? undefined : PLAIN_RIGHT_VERB[lemma];
  const verb = word(plain ?? lemma);
  const middle = tokens.slice(modalIndex + 1, -2);
  if (objectIndex < modalIndex) {
    // "Ein Antrag (auf Weiterbewilligung) kann … gestellt werden": the remedy is the subject.
    const subject = subjectAt(tokens, 0, true);
    if (subject === undefined || objectIndex !== subject.end - 1) return undefined;
    if (attachedPhraseEnd(tokens, subject.end) !== modalIndex) return undefined;
    const object = inflectPhrase(tokens.slice(0, subject.end), "nom", "akk");
    if (object === undefined) return undefined;
    return [word("Sie"), word(modal), ...object, ...tokens.slice(subject.end, modalIndex), ...middle, verb];
  }
  // The remedy after the modal is a bare noun ("Widerspruch", "Klage"): the same in the accusative.
  // Also with an adjective between ("ein neuer Antrag" stayed nominative: "Sie können ein neuer Antrag stellen").
  if (
    tokens
      .slice(modalIndex + 1, objectIndex)
      .some((token) => /^(?:der|dem|den|ein|einem|einen|kein|keinen|keinem)$/i.test(token.text))
  )
    return undefined;
  if (modalIndex === 1 && lead !== undefined && PASSIVE_LEADS.has(lead.text.toLowerCase()))
    return [lead, word(modal), word("Sie"), ...middle, verb];
  // "Gegen diesen Bescheid kann …": the leading phrase follows "Sie können".
  if (leadingPhraseEnd(tokens) !== modalIndex || lead === undefined) return undefined;
  const phrase = [{ ...lead, text: lead.text.toLowerCase() }, ...tokens.slice(1, modalIndex)];
  return [word("Sie"), word(modal), ...phrase, ...middle, verb];
}

/**
 * "Durch den Einspruch wird die Frist nicht aufgeschoben." -> "Der Einspruch schiebt die Frist
 * nicht auf.": a leading durch/von phrase moves behind the subject and is read as the agent. Only
 * when it is the agent of the active (not "man"/"wir" with the phrase left as a means).
 */
function leadingAgentToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
  beforeObject: readonly Token[],
): Token[] | undefined {
  const first = tokens[0];
  if (first === undefined || !/^(?:durch|von|vom)$/i.test(first.text)) return undefined;
  let end = 0;
  for (let index = 1; index < tokens.length && index <= MAX_LEADING_PHRASE; index += 1) {
    const token = tokens[index] as Token;
    if (isPassiveAux(tokens, token)) {
      end = index;
      break;
    }
    if (
      (token.kind === "p" && !isDateDot(tokens, index)) ||
      isFiniteVerbToken(token) ||
      isNonFiniteVerb(token)
    )
      return undefined;
  }
  if (end < 2) return undefined;
  const aux = tokens[end] as Token;
  const rest = tokens.slice(end + 1);
  const subject = subjectAt(rest, 0, options.formal ?? true);
  if (subject === undefined || rest[0]?.text === "Sie" || subject.end >= rest.length) return undefined;
  const phrase = [{ ...first, text: first.text.toLowerCase() }, ...tokens.slice(1, end)];
  const active = passiveToActive(
    [...rest.slice(0, subject.end), movedAux(aux), ...phrase, ...rest.slice(subject.end)],
    options,
    beforeObject,
  );
  // The phrase must have become the agent: the active no longer holds its preposition.
  const agentRead =
    active !== undefined &&
    !/^(?:man|wir|sie)$/i.test(active[0]?.text ?? "") &&
    active.filter((token) => token.text.toLowerCase() === phrase[0]?.text).length <
      tokens.filter((token) => token.text.toLowerCase() === phrase[0]?.text).length;
  return agentRead ? active : undefined;
}

/**
 * "Über Ihren Antrag wird in den nächsten Wochen entschieden." -> "Über Ihren Antrag entscheiden wir
 * in den nächsten Wochen.": an impersonal passive after a leading phrase, with only adverbs and
 * prepositional phrases after wird/wurde (no noun phrase that could be a subject or object).
 */
function impersonalAfterPhrase(
  tokens: readonly Token[],
  phraseEnd: number,
  options: { writer?: "wir" | "man" },
): Token[] | undefined {
  const aux = tokens[phraseEnd];
  // "Dann muss nach Aktenlage entschieden werden" -> "Dann müssen wir nach Aktenlage entscheiden":
  // a singular modal before a final "werden" keeps its tense, the verb goes last as an infinitive.
  const modal =
    aux !== undefined && /^(?:kann|muss|darf|soll|konnte|musste|durfte|sollte)$/.test(aux.text)
      ? MODALS[aux.text]
      : undefined;
  if (modal !== undefined && (tokens.at(-1)?.text !== "werden" || tokens.length - 2 <= phraseEnd + 1))
    return undefined;
  // "Im Rahmen der Überprüfung ist festgestellt worden" -> "… haben wir festgestellt".
  const perfekt = aux !== undefined && /^(?:ist|war)$/.test(aux.text) && tokens.at(-1)?.text === "worden";
  const participle = modal === undefined && !perfekt ? tokens.at(-1) : tokens.at(-2);
  if (
    options.writer === undefined ||
    aux === undefined ||
    (modal === undefined && !perfekt && !/^(?:wird|wurde)$/.test(aux.text))
  )
    return undefined;
  const lemmas = passiveLemmas(participle);
  const [lemma] = lemmas;
  if (participle === undefined || lemma === undefined || lemmas.length !== 1) return undefined;
  if (ADJECTIVAL_PARTICIPLES.has(participle.text) || infinitiveLemmas(participle).length > 0)
    return undefined;
  const middle = tokens.slice(phraseEnd + 1, modal === undefined && !perfekt ? -1 : -2);
  // "… mit Ihnen ein Kooperationsplan erstellt werden": a determiner outside a prepositional
  // phrase may open the subject, which would keep its nominative after the verb; "der" only
  // before a masculine noun ("nach den Empfehlungen der Ständigen Impfkommission" is a genitive).
  if (nominativeInMiddle(tokens, phraseEnd + 1) && !onlyGenitiveDer(tokens, phraseEnd + 1)) return undefined;
  if (!onlyPhrasesAndAdverbs(middle)) return undefined;
  const writer = impersonalWriter(tokens, lemma, options.writer);
  if (modal !== undefined) {
    const form = finiteFormOf(modal, modalTense(aux.text), writer.person, writer.number);
    if (form === undefined) return undefined;
    return [
      ...tokens.slice(0, phraseEnd),
      word(form.replace("ß", "ss")),
      word(writer.text),
      ...middle,
      word(lemma),
    ];
  }
  const active = activeMainClause(
    [word(writer.text)],
    writer,
    lemma,
    participle,
    aux.text === "wurde" || perfekt,
    middle,
  );
  if (active === undefined) return undefined;
  // Verb second: the leading phrase, the finite verb, then the agent.
  return [...tokens.slice(0, phraseEnd), active[1] as Token, active[0] as Token, ...active.slice(2)];
}

/**
 * Every noun stands in a prepositional phrase (a preposition before it, with only its article and
 * adjectives between; no von/durch) and every other word is an adverb: "in den nächsten Wochen",
 * "in unserem Auftrag nicht". No noun phrase that could be a subject or object.
 */
function onlyPhrasesAndAdverbs(middle: readonly Token[]): boolean {
  let inPhrase = false;
  for (const [index, token] of middle.entries()) {
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) || CONTRACTED.test(lower)) {
      if (/^(?:von|vom|durch)$/.test(lower)) return false;
      inPhrase = true;
      continue;
    }
    if (token.kind === "p" && !isDateDot(middle, index)) return false;
    if (isFiniteVerbToken(token) || isNonFiniteVerb(token) || SUBJECT_PRONOUNS.has(lower)) return false;
    if (isCapitalised(token.text)) {
      if (!inPhrase) return false;
      continue;
    }
    // An article or adjective inside the phrase keeps it open; another word (an adverb) closes it.
    const inner = FUNCTION_WORDS.has(lower) || readingsOf(lower).some((r) => r.partOfSpeech === "adjective");
    if (
      !inPhrase &&
      FUNCTION_WORDS.has(lower) &&
      !/^(?:nicht|auch|noch|nur|schon|bald|sofort|dann|jetzt)$/.test(lower)
    )
      return false;
    inPhrase = inPhrase && inner;
  }
  return true;
}

/**
 * "Es wird von Ihrer Krankenkasse in unserem Auftrag ausgezahlt." -> "Ihre Krankenkasse zahlt es in
 * unserem Auftrag aus.": with an agent, a verb an office does to a thing (ADMINISTRATIVE_VERBS, not
 * an announcing one: "Es wird vom Amt darauf hingewiesen" is impersonal) and only prepositional
 * phrases and adverbs besides, "es" is the subject pronoun of a thing named before. wird/wurde only.
 */
function esSubjectToActive(tokens: readonly Token[]): Token[] | undefined {
  const aux = tokens[1];
  const participle = tokens.at(-1);
  if (aux === undefined || participle === undefined || !/^(?:wird|wurde)$/.test(aux.text)) return undefined;
  const lemmas = passiveLemmas(participle);
  const [lemma] = lemmas;
  if (
    lemma === undefined ||
    lemmas.length !== 1 ||
    !ADMINISTRATIVE_VERBS.has(lemma) ||
    ANNOUNCING_VERBS.has(lemma)
  )
    return undefined;
  if (ADJECTIVAL_PARTICIPLES.has(participle.text) || infinitiveLemmas(participle).length > 0)
    return undefined;
  const agent = findAgent(tokens, 2, tokens.length - 1);
  if (agent === undefined || /^(?:und|oder|noch|sowie|sondern|bzw)$/.test(tokens[agent.end]?.text ?? ""))
    return undefined;
  const middle = [...tokens.slice(2, agent.start), ...tokens.slice(agent.end, -1)];
  // "um Spenden gebeten", "darauf hingewiesen": a pronoun adverb or "um" phrase is the verb's object.
  if (middle.some((token) => token.text === "um" || PRONOMINAL_ADVERB.test(token.text))) return undefined;
  if (!onlyPhrasesAndAdverbs(middle)) return undefined;
  const es = { ...(tokens[0] as Token), text: "es" };
  return activeMainClause(agent.tokens, agent, lemma, participle, aux.text === "wurde", [es, ...middle]);
}

/** Determiners that open a nominative subject and are no genitive ("der", "des", "einer" may be). */
const SUBJECT_DETERMINER =
  /^(?:die|das|ein|eine|kein|keine|mein|meine|dein|deine|sein|seine|Ihr|Ihre|unser|unsere|dieser|diese|dieses)$/;

/** Adverbs of time after a preposition ("bis heute", "ab sofort", "seit gestern"). */
const TIME_ADVERB = /^(?:heute|jetzt|sofort|morgen|gestern|dahin|damals|zuletzt)$/;

/**
 * End of a prepositional phrase at `start` (not von/durch: an agent) with an optional article,
 * up to three lower-case adjectives and one noun, when a subject opening with SUBJECT_DETERMINER
 * follows: "innerhalb der genannten Frist | keine Stellungnahme", "beim Versorgungsamt | ein Antrag".
 */
function prepositionalPhraseBeforeSubject(
  tokens: readonly Token[],
  start: number,
  formal: boolean,
): number | undefined {
  const preposition = tokens[start]?.text ?? "";
  const contracted = CONTRACTED.test(preposition);
  if (
    !(PREPOSITIONS.has(preposition) || contracted || EXTRA_LEADING_PREPOSITIONS.has(preposition)) ||
    /^(?:von|vom|durch)$/.test(preposition)
  )
    return undefined;
  // "bis heute | keine Entschuldigung", "ab sofort | die neue Miete": an adverb of time after the preposition.
  if (
    TIME_ADVERB.test(tokens[start + 1]?.text ?? "") &&
    SUBJECT_DETERMINER.test(tokens[start + 2]?.text ?? "") &&
    subjectAt(tokens, start + 2, formal) !== undefined
  )
    return start + 2;
  let at = start + 1;
  const determiner = tokens[at]?.text ?? "";
  // "bei Ihrem Kind": the polite possessive is a determiner too.
  if (
    !contracted &&
    (DETERMINERS.has(determiner) || FORMAL_POSSESSIVE.test(determiner) || DATIVE_QUANTIFIER.test(determiner))
  )
    at += 1;
  while (
    at < start + 5 &&
    tokens[at]?.kind === "w" &&
    !isCapitalised(tokens[at]?.text ?? "") &&
    readingsOf(tokens[at]?.text ?? "").some((reading) => reading.partOfSpeech === "adjective")
  )
    at += 1;
  const noun = tokens[at];
  if (noun?.kind !== "w" || !isCapitalised(noun.text) || FUNCTION_WORDS.has(noun.text.toLowerCase()))
    return phrasesBeforeSubject(tokens, start, formal);
  const next = tokens[at + 1];
  if (bareSubjectBeforeVerbs(tokens, at)) return at + 1;
  if (next === undefined || !SUBJECT_DETERMINER.test(next.text))
    return phrasesBeforeSubject(tokens, start, formal);
  return subjectAt(tokens, at + 1, formal) === undefined ? undefined : at + 1;
}

/** Plural quantifiers in the dative, in a prepositional phrase like a determiner ("bei mehreren Kindern"). */
const DATIVE_QUANTIFIER = /^(?:mehreren|vielen|einigen|allen|wenigen|manchen)$/;

/**
 * "bei Ihrem Kind | Kopfläuse festgestellt": the noun after the phrase's noun at `noun` is a bare
 * plural subject, the last word before the participle (werden/worden after it). Not after a noun
 * that takes a name ("in der Gruppe Igel": Igel is the group), nor a genitive-like second noun.
 */
function bareSubjectBeforeVerbs(tokens: readonly Token[], noun: number): boolean {
  const subject = tokens[noun + 1];
  const verbs = /^(?:werden|worden)$/.test(tokens.at(-1)?.text ?? "") ? 2 : 1;
  if (subject === undefined || noun + 2 !== tokens.length - verbs) return false;
  if (NAME_TAKING_NOUN.test(tokens[noun]?.text ?? "") || !isCapitalised(subject.text)) return false;
  if (FUNCTION_WORDS.has(subject.text.toLowerCase())) return false;
  const readings = nounReadings(subject);
  return (
    readings.length > 0 &&
    readings.every((reading) => reading.number === "plural") &&
    readings.some((reading) => reading.cases.includes("nom") && reading.cases.includes("akk"))
  );
}

const MAX_PHRASES_BEFORE_SUBJECT = 20;

/**
 * Several phrases after the preposition at `start` before the subject: "für Ihren Hund Bruno
 * gemäß Paragraf 2 der Hundesteuersatzung der Stadt Kassel ab dem 1. Januar 2026 | eine jährliche
 * Hundesteuer". The subject is the first SUBJECT_DETERMINER right after a noun, a name or a number
 * (not after a preposition or article); no verb, punctuation (but a date's dot) or von/durch
 * (an agent) before it.
 */
function phrasesBeforeSubject(tokens: readonly Token[], start: number, formal: boolean): number | undefined {
  for (let at = start + 1; at < tokens.length && at <= start + MAX_PHRASES_BEFORE_SUBJECT; at += 1) {
    const token = tokens[at] as Token;
    const before = tokens[at - 1] as Token;
    if (token.kind === "p" && !isDateDot(tokens, at)) return undefined;
    if ((/^(?:von|vom|durch)$/.test(token.text) && !isAttributeVon(tokens, at)) || isFiniteVerbToken(token))
      return undefined;
    if (
      isNonFiniteVerb(token) &&
      !(DETERMINERS.has(before.text.toLowerCase()) && declinedAttribute(tokens, at))
    )
      return undefined;
    const afterNoun =
      before.kind === "n" ||
      (before.kind === "w" && isCapitalised(before.text) && !FUNCTION_WORDS.has(before.text.toLowerCase()));
    if (SUBJECT_DETERMINER.test(token.text) && afterNoun)
      return subjectAt(tokens, at, formal) === undefined ? undefined : at;
  }
  return undefined;
}

/**
 * "Geimpft wird nach den aktuellen Empfehlungen" -> "Man impft nach den aktuellen Empfehlungen": an
 * impersonal passive with its participle first, read like "Dann wird … geimpft" (only
 * prepositional phrases and adverbs after the auxiliary, see impersonalAfterPhrase).
 */
function participleFirstToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man" },
): Token[] | undefined {
  const [first, aux] = tokens;
  if (first === undefined || aux === undefined || !/^(?:wird|wurde)$/.test(aux.text) || tokens.length < 4)
    return undefined;
  const participle = { ...first, text: first.text.toLowerCase() };
  if (first.kind !== "w" || passiveLemmas(participle).length !== 1) return undefined;
  // "Gepfändet wird Ihr Guthaben auf dem Girokonto …" -> "Man pfändet Ihr Guthaben …": with a
  // subject after the auxiliary, read like "Dann wird Ihr Guthaben … gepfändet". The participle
  // first stresses the act and leaves its doer open (often a decision's, as here a court's), so "man".
  const withSubject =
    subjectAt(tokens, 2, true) !== undefined && !/^(?:es|das|dies)$/i.test(tokens[2]?.text ?? "");
  const active = withSubject
    ? passiveToActive([word("dann"), aux, ...tokens.slice(2), participle], {
        ...options,
        writer: options.writer === undefined ? undefined : "man",
      })
    : impersonalAfterPhrase([word("dann"), aux, ...tokens.slice(2), participle], 1, options);
  // Only the one-word "man" goes first again (an agent of its own has more words: unsure).
  if (withSubject && (active?.[0]?.text !== "dann" || active[2]?.text !== "man")) return undefined;
  const [, verb, agent, ...rest] = active ?? [];
  if (verb === undefined || agent === undefined) return undefined;
  return [{ ...agent, text: agent.text.charAt(0).toUpperCase() + agent.text.slice(1) }, verb, ...rest];
}

/** Writers of the agentless active and their person/number. */
const WRITERS: Readonly<Record<string, { person: Person; number: GrammaticalNumber }>> = {
  wir: WIR,
  man: MAN,
  Sie: READER,
};

/**
 * "wenn die berechtigte Person selbst befördert wird": "selbst"/"selber" right after the subject of
 * a verb-final passive belongs to it; after the object of the active it would read as the agent's
 * ("wenn man die berechtigte Person selbst befördert"), so such a clause stays passive.
 */
export function intensifiedSubject(tokens: readonly Token[], subjectEnd: number): boolean {
  return /^(?:selbst|selber)$/.test(tokens[subjectEnd]?.text ?? "");
}

/**
 * A verb-final present passive with its subject first, as in a subordinate clause: "keine Schäden
 * festgestellt werden" -> "wir keine Schäden feststellen". Only when the main-clause rewrite has
 * no agent of its own (wir/man/Sie first) and no modal.
 */
function verbFinalPassiveToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
): Token[] | undefined {
  const aux = tokens.at(-1);
  const participle = tokens.at(-2);
  if (aux === undefined || !/^(?:wird|werden)$/.test(aux.text)) return undefined;
  const subject = subjectAt(tokens, 0, options.formal ?? true);
  if (subject === undefined || subject.end > tokens.length - 2) return undefined;
  if (intensifiedSubject(tokens, subject.end)) return undefined;
  const main = [...tokens.slice(0, subject.end), aux, ...tokens.slice(subject.end, -1)];
  const active = passiveToActive(main, options);
  const writer = WRITERS[active?.[0]?.text ?? ""];
  const [lemma, other] = passiveLemmas(participle);
  if (active === undefined || writer === undefined || lemma === undefined || other !== undefined)
    return undefined;
  const form = finiteFormOf(lemma, "praesens", writer.person, writer.number);
  if (form === undefined) return undefined;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  if (active[1]?.text !== verb) return undefined;
  const middle = particle === undefined ? active.slice(2) : active.slice(2, -1);
  if (particle !== undefined && active.at(-1)?.text !== particle) return undefined;
  return [active[0] as Token, ...middle, word(`${particle ?? ""}${verb}`)];
}

/** Verbs of the writer's own announcements in the impersonal passive ("Es wird darauf hingewiesen"). */
const ANNOUNCING_VERBS: ReadonlySet<string> = new Set([
  "hinweisen",
  "mitteilen",
  "bitten",
  "informieren",
  "feststellen",
]);

/**
 * "Es wird darauf hingewiesen" -> "Wir weisen darauf hin" (letters) / "Man weist darauf hin":
 * the impersonal passive of an announcing verb, without subject, noun or agent in between.
 */
function impersonalToActive(
  aux: Token,
  rest: readonly Token[],
  options: { writer?: "wir" | "man" },
): Token[] | undefined {
  const participle = rest.at(-1);
  const [lemma, other] = passiveLemmas(participle);
  if (participle === undefined || lemma === undefined || other !== undefined) return undefined;
  if (!ANNOUNCING_VERBS.has(lemma) || !/^(?:wird|wurde)$/.test(aux.text)) return undefined;
  const middle = rest.slice(0, -1);
  if (
    middle.some(
      (token) =>
        token.kind !== "w" ||
        isFiniteVerbToken(token) ||
        isNonFiniteVerb(token) ||
        /^(?:von|vom|durch)$/.test(token.text) ||
        (isCapitalised(token.text) && token.text !== "Ihnen" && token.text !== "Sie"),
    )
  )
    return undefined;
  const writer = options.writer === "wir" ? WIR : MAN;
  return activeMainClause([word(writer.text)], writer, lemma, participle, aux.text === "wurde", middle);
}

/** Conditions after the passive that do not change it ("…, sofern keine Schäden …"). */
const TRAILING_SUBORDINATORS: ReadonlySet<string> = new Set(["wenn", "sofern", "falls"]);
/**
 * Subordinators of a clause after the passive that stays as it is (wenn/sofern/falls have their
 * own branch; a dass/ob clause may be the passive's own subject or object, so it is left alone).
 */
const TRAILING_CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  // "wie" with the verb last: "…, wie schlimm sie auch ist", "…, wie es im Gesetz steht".
  [...SUBORDINATORS, "als", "bis", "seit", "seitdem", "sobald", "solange", "wie"].filter(
    (opener) => !TRAILING_SUBORDINATORS.has(opener) && !/^(?:dass|ob)$/.test(opener),
  ),
);

/** Pronoun subjects standing alone and their accusative ("Jeder wird gesalzen" -> "Man salzt jeden"). */
const STANDALONE_ACCUSATIVE: Readonly<Record<string, string>> = {
  jeder: "jeden",
  jede: "jede",
  jedes: "jedes",
  alle: "alle",
  beide: "beide",
  viele: "viele",
  einige: "einige",
  dieser: "diesen",
  // "Diese wird von Ihnen erteilt" -> "Sie geben diese": the same form in the accusative.
  diese: "diese",
  dieses: "dieses",
  etwas: "etwas",
  nichts: "nichts",
  alles: "alles",
  jemand: "jemanden",
  niemand: "niemanden",
};

/** Indefinite pronouns that stand alone as a subject, with their number ("alle wurden …", "etwas wurde …"). */
const STANDALONE_SUBJECTS: Readonly<Record<string, GrammaticalNumber>> = {
  etwas: "singular",
  nichts: "singular",
  alles: "singular",
  jeder: "singular",
  alle: "plural",
  beide: "plural",
  viele: "plural",
  jemand: "singular",
  niemand: "singular",
};

/**
 * "Etwas wurde … gesagt", "Da wurden alle … ergriffen": an indefinite pronoun alone as the subject
 * (the next word is no noun or adjective it could belong to: not "alle Menschen"). Its number.
 */
function standaloneSubject(tokens: readonly Token[], start: number): GrammaticalNumber | undefined {
  const number = STANDALONE_SUBJECTS[tokens[start]?.text.toLowerCase() ?? ""];
  const next = tokens[start + 1];
  if (number === undefined || next === undefined || next.kind !== "w" || isCapitalised(next.text))
    return undefined;
  const attributive = readingsOf(next.text).some((reading) => reading.partOfSpeech === "adjective");
  return attributive ? undefined : number;
}

/**
 * A number and one capitalised word ("20 Gerechte", "10 Menschen") or a number alone ("nur 40"):
 * a plural subject whose accusative is the same form. Not "1", not a word the lexicon reads only
 * as a singular noun.
 */
function countedSubjectEnd(tokens: readonly Token[], start: number): number | undefined {
  const number = tokens[start];
  const counted = tokens[start + 1];
  if (number?.kind !== "n" || !/^\d+$/.test(number.text) || number.text === "1") return undefined;
  if (counted?.kind !== "w") return undefined;
  // "Vielleicht werden dort nur 40 gefunden": the number alone, its noun left out.
  if (!isCapitalised(counted.text)) return start + 1;
  const readings = nounReadings(counted);
  // "20 Gerechte": a nominalised adjective counts like a plural noun.
  const plural =
    readings.length === 0 ||
    readings.some((reading) => reading.number === "plural") ||
    readingsOf(counted.text.toLowerCase()).some((reading) => reading.partOfSpeech === "adjective");
  if (!plural) return undefined;
  return start + 2;
}

/**
 * A noun that can be a plural nominative, a compound the lexicon lacks by its last part
 * ("Zahlungseingänge": Eingänge).
 */
function pluralNominative(noun: Token): boolean {
  const plural = (token: Token) =>
    nounReadings(token).some((reading) => reading.number === "plural" && reading.cases.includes("nom"));
  if (plural(noun)) return true;
  const last = splitCompound(noun.text).at(-1);
  if (nounReadings(noun).length > 0 || last === undefined || last === noun.text) return false;
  return plural({ ...noun, text: last.charAt(0).toUpperCase() + last.slice(1) });
}

/**
 * "die durch Ihr Ausbleiben verursachten Kosten": a participle in -ten that is also a past tense
 * form, declined before its noun (a capitalised word), inside an attribute that a determiner opened.
 */
function declinedBeforeNoun(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const noun = tokens[index + 1];
  return (
    token !== undefined &&
    index > 1 &&
    PLURAL_SAME_FORM.test(tokens[0]?.text.toLowerCase() ?? "") &&
    noun?.kind === "w" &&
    isCapitalised(noun.text) &&
    !FUNCTION_WORDS.has(noun.text.toLowerCase()) &&
    readingsOf(token.text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected)
  );
}

/**
 * A plural subject with attributes (see pluralAttributeSubjectEnd) that starts at `start` after the
 * auxiliary `aux` and runs up to the participle: its end, or undefined.
 */
function attributedSubjectEnd(tokens: readonly Token[], start: number, aux: Token): number | undefined {
  const verbsAt = tokens.length - (/^(?:werden|worden)$/.test(tokens.at(-1)?.text ?? "") ? 2 : 1);
  if (verbsAt - start < 3) return undefined;
  const span = tokens.slice(start, verbsAt);
  const end = pluralAttributeSubjectEnd([...span, aux, ...tokens.slice(verbsAt)]);
  return end === span.length ? verbsAt : undefined;
}

/** Determiners of a plural noun phrase whose accusative is the same form ("die", "Ihre", "keine"). */
const PLURAL_SAME_FORM =
  /^(?:die|diese|alle|keine|meine|deine|seine|ihre|Ihre|unsere|eure|solche|weitere|beide)$/;
const MAX_ATTRIBUTE_SUBJECT = 10;

/**
 * A plural subject with attributes the simple reading does not take, ending right before the
 * auxiliary: "Die von Ihnen geltend gemachten Fahrtkosten", "Unvollständige Anträge". In the
 * plural the accusative has the same form, so the phrase moves as it is. Its end, or undefined.
 */
function pluralAttributeSubjectEnd(tokens: readonly Token[]): number | undefined {
  const first = tokens[0];
  if (first === undefined || first.kind !== "w") return undefined;
  let aux = -1;
  for (let index = 1; index < tokens.length && index <= MAX_ATTRIBUTE_SUBJECT; index += 1) {
    const token = tokens[index] as Token;
    if (isPassiveAux(tokens, token)) {
      aux = index;
      break;
    }
    // "Die von Ihnen gezahlten Kosten von 2.340 Euro können …": a prepositional phrase after the
    // noun up to the auxiliary stays attached (the subject ends at the noun).
    const noun = tokens[index - 1] as Token;
    if (
      index > 2 &&
      PREPOSITIONS.has(token.text) &&
      isCapitalised(noun.text) &&
      !FUNCTION_WORDS.has(noun.text.toLowerCase()) &&
      isPassiveAux(tokens, tokens[attachedPhraseEnd(tokens, index)])
    ) {
      aux = index;
      break;
    }
    if (token.kind === "p" || (isFiniteVerbToken(token) && !declinedBeforeNoun(tokens, index)))
      return undefined;
    // Inside the attribute only a preposition's or article's noun and "Ihnen" are capitalised.
    const before = tokens[index - 1]?.text.toLowerCase() ?? "";
    if (
      index < tokens.length - 1 &&
      isCapitalised(token.text) &&
      !isPassiveAux(tokens, tokens[index + 1]) &&
      !(
        PREPOSITIONS.has(tokens[index + 1]?.text ?? "") &&
        isPassiveAux(tokens, tokens[attachedPhraseEnd(tokens, index + 1)])
      ) &&
      token.text !== "Ihnen" &&
      !PREPOSITIONS.has(before) &&
      !CONTRACTED.test(before) &&
      !FUNCTION_WORDS.has(before)
    )
      return undefined;
  }
  const noun = tokens[aux - 1];
  const attribute = tokens[aux - 2];
  if (aux < 2 || noun === undefined || attribute === undefined) return undefined;
  if (!pluralNominative(noun)) return undefined;
  // The word before the noun is an inflected adjective or participle, not a function word.
  if (
    aux > 2 &&
    (attribute.kind !== "w" ||
      isCapitalised(attribute.text) ||
      FUNCTION_WORDS.has(attribute.text) ||
      !/e[n]?$/.test(attribute.text) ||
      (isFiniteVerbToken(attribute) && !declinedBeforeNoun(tokens, aux - 2)))
  )
    return undefined;
  if (PLURAL_SAME_FORM.test(first.text.toLowerCase() === "ihre" ? first.text : first.text.toLowerCase()))
    return aux > 2 ? aux : undefined;
  // No determiner: "Unvollständige Anträge" (an adjective, capitalised by its position, and the noun).
  const adjective = first.text.toLowerCase();
  // "Verspätet eingehende Wahlbriefe": an uninflected adjective before the inflected one.
  // "Nicht angemeldete Gegenstände": "nicht" before the participle belongs to it.
  if (
    aux === 3 &&
    (adjective === "nicht" ||
      readingsOf(adjective).some(
        (reading) => reading.partOfSpeech === "adjective" && reading.inflected === false,
      )) &&
    readingsOf(attribute.text).some(
      (reading) => reading.partOfSpeech === "adjective" && reading.inflected === true,
    )
  )
    return aux;
  return aux === 2 &&
    /e$/.test(adjective) &&
    readingsOf(adjective).some((reading) => reading.partOfSpeech === "adjective")
    ? aux
    : undefined;
}

/** Words at least this frequent after "Stadt", "Gemeinde" … are no town's name ("Anfang", "Ende"). */
const TOWN_NAME_ZIPF = 3.5;

/**
 * The name right after a noun at `at`: the town after a place noun ("der Stadt Lindenfeld"), names
 * ("dem Propheten Jeremia"), a company's or group's name ("der Firma Haustechnik Lemke"). 0 when
 * none; undefined when another capitalised word after a noun that takes a name may be its name
 * ("von der Gruppe Igel"): where the phrase ends is unsure.
 */
function nameAfterNoun(
  tokens: readonly Token[],
  at: number,
  to: number,
  noun: Token | undefined,
): number | undefined {
  const next = tokens[at];
  // A town's name is a rare word ("Lindenfeld", which the lexicon reads as a compound), alone
  // ("der Stadt Anfang Mai": a frequent noun, and a capital after it).
  const after = tokens[at + 1];
  const town =
    PLACE_NOUN.test(noun?.text ?? "") &&
    at < to &&
    next?.kind === "w" &&
    isCapitalised(next.text) &&
    !FUNCTION_WORDS.has(next.text.toLowerCase()) &&
    zipfFrequency(next.text) < TOWN_NAME_ZIPF &&
    !(at + 1 < to && after?.kind === "w" && isCapitalised(after.text));
  if (town) return 1;
  const names = nameRun(tokens, at, to) || appositionNameLength(tokens, at, to);
  if (names === 0 && NAME_TAKING_NOUN.test(noun?.text ?? "") && at < to && isNounLike(next)) return undefined;
  return names;
}

/** How many names (up to two: "Jesus Christus") start at `start` before `to`; 0 when the run goes on with a capital. */
function nameRun(tokens: readonly Token[], start: number, to: number): number {
  let end = start;
  while (end < to && end < start + 2 && isName(tokens[end])) end += 1;
  const next = tokens[end];
  if (end < to && next?.kind === "w" && isCapitalised(next.text)) return 0;
  return end - start;
}

/** Longest close apposition that names a company or group: "Haustechnik Lemke", "Müller GmbH". */
const MAX_APPOSITION_NAME = 3;

/**
 * Capitalised words at `start` (up to three, no function words) whose last is a name the lexicon
 * does not know or a legal form, with no capital after them: their number, or 0.
 */
function appositionNameLength(tokens: readonly Token[], start: number, to: number): number {
  for (let end = start + 1; end <= Math.min(to, start + MAX_APPOSITION_NAME); end += 1) {
    const last = tokens[end - 1];
    if (last === undefined || last.kind !== "w") return 0;
    const legal = LEGAL_FORM.test(last.text);
    if (!legal && !isNounLike(last)) return 0;
    if (
      (legal || isName(last)) &&
      !((end < to && isNounLike(tokens[end])) || LEGAL_FORM.test(tokens[end]?.text ?? ""))
    )
      return end - start;
  }
  return 0;
}

/** A lower-case word the lexicon does not know, shaped like a participle ("hinausgeworfen", "weggetragen"). */
function unknownParticiple(token: Token | undefined): boolean {
  return (
    token?.kind === "w" &&
    !isCapitalised(token.text) &&
    /ge\p{Ll}{2,}(?:t|en)$/u.test(token.text) &&
    readingsOf(token.text).length === 0
  );
}

/** A capitalised word the lexicon does not know at all: a name ("Jesus", "Barabbas"). */
function isName(token: Token | undefined): boolean {
  return (
    token?.kind === "w" &&
    isCapitalised(token.text) &&
    !FUNCTION_WORDS.has(token.text.toLowerCase()) &&
    !SUBJECT_PRONOUNS.has(token.text.toLowerCase()) &&
    readingsOf(token.text).length === 0 &&
    readingsOf(token.text.toLowerCase()).length === 0
  );
}

/** Determiners that may open a nominative phrase ("der Schlüssel", "ein Sohn", "sein Name"). */
const NOMINATIVE_DETERMINER =
  /^(?:der|die|das|ein|eine|kein|keine|mein|meine|dein|deine|sein|seine|ihr|ihre|Ihr|Ihre|unser|unsere|euer|eure|dieser|diese|dieses|alle|beide)$/;

/**
 * A phrase from `from` on that may be a nominative: a determiner that can be nominative, not
 * after a preposition ("in die Wüste"), or a capitalised word right after the auxiliary ("Maria
 * wurde Söhne geboren").
 */
function nominativeInMiddle(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const before = tokens[index - 1]?.text.toLowerCase() ?? "";
    if (PREPOSITIONS.has(before) || CONTRACTED.test(before)) continue;
    if (NOMINATIVE_DETERMINER.test(token.text)) return true;
    if (index === from && token.kind === "w" && isCapitalised(token.text)) return true;
  }
  return false;
}

/**
 * Every determiner from `from` on that nominativeInMiddle may read as a nominative is "der" after
 * a noun, before (adjectives and) a feminine or plural noun: a genitive ("die Empfehlungen der
 * Kommission").
 */
function onlyGenitiveDer(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const before = tokens[index - 1]?.text.toLowerCase() ?? "";
    if (PREPOSITIONS.has(before) || CONTRACTED.test(before)) continue;
    if (!NOMINATIVE_DETERMINER.test(token.text)) continue;
    if (token.text !== "der" || !isCapitalised(tokens[index - 1]?.text ?? "")) return false;
    let noun = index + 1;
    while (noun < tokens.length && noun < index + 4 && !isCapitalised(tokens[noun]?.text ?? "")) noun += 1;
    const readings = nounReadings(tokens[noun]);
    if (
      readings.length === 0 ||
      readings.some((reading) => reading.gender === "m" && reading.number === "singular")
    )
      return false;
  }
  return true;
}

/** Conjunctions that join two subject phrases ("Der Antrag und die Unterlagen wurden …"). */
const SUBJECT_CONJUNCTIONS = /^(?:und|oder|sowie)$/;
/**
 * Two joined phrases take a plural verb, and a singular one too ("Jede Verfehlung und jede
 * Lästerung kann vergeben werden"); "man" or "wir" is the active's subject either way.
 */
const COORDINATED_AGREEMENTS: Agreement[] = [
  { person: 3, number: "plural" },
  { person: 3, number: "singular" },
];

/**
 * "Ihr Antrag und Ihre Unterlagen wurden …", "Der Mann oder die Frau wird …": the first subject
 * phrase (ending at `firstEnd`) is followed by und/oder/sowie and a second noun phrase that ends
 * right before the passive's auxiliary. Its end, or undefined. Not with a personal pronoun in
 * either phrase ("Er und sie"; their object forms differ) and not for more than two phrases.
 */
function coordinatedSubjectEnd(tokens: readonly Token[], firstEnd: number): number | undefined {
  const end = joinedPhraseEnd(tokens, 0, firstEnd);
  return end !== undefined && isPassiveAux(tokens, tokens[end]) ? end : undefined;
}

/** The end of a second noun phrase joined by und/oder/sowie to the phrase from `start` to `firstEnd`. */
function joinedPhraseEnd(tokens: readonly Token[], start: number, firstEnd: number): number | undefined {
  if (!SUBJECT_CONJUNCTIONS.test(tokens[firstEnd]?.text ?? "")) return undefined;
  if (firstEnd === start + 1 && SUBJECT_PRONOUNS.has(tokens[start]?.text.toLowerCase() ?? ""))
    return undefined;
  const second = subjectAt(tokens, firstEnd + 1, true);
  // "Daueraufträge und Lastschriften werden …": two bare plurals (the same form as objects).
  const barePlurals =
    firstEnd === start + 1 &&
    second?.end === firstEnd + 2 &&
    [tokens[start], tokens[firstEnd + 1]].every(
      (noun) => noun !== undefined && isCapitalised(noun.text) && pluralNominative(noun),
    );
  return second === undefined || (second.end - firstEnd < 3 && !barePlurals) ? undefined : second.end;
}

/** The two joined subject phrases as objects: "der Antrag und die Unterlagen" -> "den Antrag und die Unterlagen". */
function coordinatedObject(tokens: readonly Token[], firstEnd: number, end: number): Token[] | undefined {
  const first = subjectAsObject(tokens.slice(0, firstEnd), false);
  const second = subjectAsObject(tokens.slice(firstEnd + 1, end), false);
  if (first === undefined || second === undefined) return undefined;
  return [...first, tokens[firstEnd] as Token, ...second];
}

/**
 * The subject of a passive as the object of the active: "der Antrag" -> "den Antrag", "jeder" ->
 * "jeden"; "20 Gerechte" and a name ("Jesus") keep their form.
 */
function subjectAsObject(subject: readonly Token[], keepsForm: boolean): Token[] | undefined {
  if (keepsForm) return [...subject];
  const [only] = subject;
  const standalone = subject.length === 1 ? STANDALONE_ACCUSATIVE[only?.text.toLowerCase() ?? ""] : undefined;
  if (only !== undefined && standalone !== undefined) return [{ ...only, text: standalone }];
  // "der Entlassbrief" -> "den Entlassbrief": a compound the lexicon lacks goes by its last part.
  const inflected = inflectByHead(subject, "nom", "akk");
  if (inflected !== undefined) return inflected;
  // "Minderjährige", "Angehörige": a bare nominalised adjective in -e has the same accusative.
  if (
    subject.length === 1 &&
    only !== undefined &&
    isCapitalised(only.text) &&
    only.text.endsWith("e") &&
    readingsOf(only.text.toLowerCase()).some(
      (reading) => reading.partOfSpeech === "adjective" && reading.inflected === true,
    )
  )
    return [...subject];
  // "die Gotteslästerung", "jede Lästerung": a noun the lexicon lacks after a determiner whose
  // accusative is its nominative (feminine, neuter or plural); adjectives there keep their ending too.
  const last = subject.at(-1);
  if (
    subject.length >= 2 &&
    SAME_FORM_DETERMINER.test(subject[0]?.text ?? "") &&
    last !== undefined &&
    isCapitalised(last.text) &&
    nounReadings(last).length === 0 &&
    subject.slice(1, -1).every((token) => token.kind === "w" && !isCapitalised(token.text))
  )
    return [...subject];
  // "jeder Baum" -> "jeden Baum" (the noun form must also be an accusative: not "jeder Mensch").
  const [determiner, noun] = subject;
  const jeder = STANDALONE_ACCUSATIVE[determiner?.text.toLowerCase() ?? ""];
  const accusative = nounReadings(noun).some(
    (reading) => reading.number === "singular" && reading.cases.includes("akk"),
  );
  if (
    subject.length !== 2 ||
    determiner === undefined ||
    noun === undefined ||
    !/^jede[rs]?$/i.test(determiner.text)
  )
    return undefined;
  return jeder === undefined || !accusative ? undefined : [{ ...determiner, text: jeder }, noun];
}

/** The negative article for an indefinite one: "ein Bußgeld … nicht" -> "kein Bußgeld". */
const NEGATIVE_FOR_INDEFINITE: Readonly<Record<string, string>> = {
  ein: "kein",
  eine: "keine",
  einen: "keinen",
};
/** The accusative negative article before a bare noun, by gender. */
const NEGATIVE_BY_GENDER: Readonly<Record<string, string>> = { m: "keinen", f: "keine", n: "kein" };

/**
 * "Ein Bußgeld wird nicht erhoben" -> "Man erhebt kein Bußgeld", "Kosten werden nicht erhoben" ->
 * "Man erhebt keine Kosten" (not "Man erhebt Kosten nicht"): an indefinite object ("ein" or a bare
 * noun) with "nicht" right before the closing verbs (or "nicht mehr") takes the negation as "kein".
 * `plural`: the passive auxiliary was plural, so a bare noun is a plural ("keine Gebühren").
 * Undefined when the object is no such phrase or "nicht" negates something else ("nicht
 * rechtzeitig").
 */
function negatedIndefiniteObject(
  object: readonly Token[],
  first: Token | undefined,
  rest: readonly Token[],
  plural: boolean,
): Token[] | undefined {
  if (rest[0]?.text !== "nicht" || !(rest.length === 1 || (rest.length === 2 && rest[1]?.text === "mehr")))
    return undefined;
  const at = first === undefined ? -1 : object.indexOf(first);
  if (first === undefined || at < 0) return undefined;
  const negative = NEGATIVE_FOR_INDEFINITE[first.text.toLowerCase()];
  if (negative !== undefined) return object.with(at, { ...first, text: negative });
  const readings = nounReadings(first).filter(
    (reading) => reading.number === (plural ? "plural" : "singular"),
  );
  const genders = new Set(readings.map((reading) => reading.gender ?? ""));
  const [gender] = genders;
  const bare = plural ? "keine" : genders.size === 1 ? NEGATIVE_BY_GENDER[gender ?? ""] : undefined;
  if (readings.length === 0 || bare === undefined) return undefined;
  return [...object.slice(0, at), word(bare), { ...first, space: true }, ...object.slice(at + 1)];
}

/** Determiners whose accusative is the nominative form: feminine, neuter or plural only ("die", "jedes", not "ein"). */
const SAME_FORM_DETERMINER =
  /^(?:die|das|eine|jede|jedes|diese|dieses|keine|meine|deine|seine|ihre|Ihre|unsere|eure|alle|beide)$/i;

/** Nouns that open a room or floor apposition ("im Bürgeramt, Zimmer 214,"). */
const PLACE_APPOSITION = /^(?:Zimmer|Raum|Etage|Stock|Gebäude|Haus|Eingang|Flur|Stockwerk)$/;
const MAX_APPOSITION = 6;

/**
 * Indices of comma pairs around an apposition inside the clause: a date after a weekday
 * ("Dienstag, 12. August 2025,") or a room after a place ("im Bürgeramt, Zimmer 214,").
 * Only words and numbers between the commas, and the clause goes on after the second.
 */
/**
 * ", geboren am 20. Juli 2026,", ", wohnhaft in Kassel,": a past participle (or "wohnhaft") and a
 * prepositional phrase without a verb between two commas after a name or noun, inside the clause;
 * the indexes of both commas, or undefined.
 */
const MAX_INSERTION = 10;

function participleInsertion(tokens: readonly Token[]): { open: number; close: number } | undefined {
  for (let open = 1; open < tokens.length; open += 1) {
    if (tokens[open]?.text !== ",") continue;
    const close = tokens.findIndex((token, index) => index > open && token.text === ",");
    if (close < 0 || close >= tokens.length - 1 || close - open > MAX_INSERTION) return undefined;
    if (!isCapitalised(tokens[open - 1]?.text ?? "") || !participlePhrase(tokens.slice(open + 1, close)))
      return undefined;
    return { open, close };
  }
  return undefined;
}

/** Longest prepositional phrase between a list's comma and its und/oder ("per Post", "mit der Post"). */
const MAX_LIST_PHRASE = 5;

/**
 * The comma at `open` joins prepositional phrases that und/oder closes: "während der Sprechzeiten,
 * per Post oder über das Serviceportal". After the comma a preposition, words only (no verb, no
 * mark) up to und/oder, then another preposition.
 */
function prepositionalListComma(tokens: readonly Token[], open: number): boolean {
  const before = tokens[open - 1];
  const isPreposition = (token: Token | undefined) =>
    PREPOSITIONS.has(token?.text ?? "") ||
    CONTRACTED.test(token?.text ?? "") ||
    EXTRA_LEADING_PREPOSITIONS.has(token?.text ?? "") ||
    token?.text === "per";
  if (before?.kind !== "w" || isFiniteVerbToken(before) || isNonFiniteVerb(before)) return false;
  if (!isPreposition(tokens[open + 1])) return false;
  for (let at = open + 2; at < tokens.length && at <= open + 1 + MAX_LIST_PHRASE; at += 1) {
    const token = tokens[at] as Token;
    if (/^(?:und|oder)$/.test(token.text)) return at > open + 2 && isPreposition(tokens[at + 1]);
    if (token.kind === "p" || isFiniteVerbToken(token) || isNonFiniteVerb(token)) return false;
  }
  return false;
}

function appositionCommas(tokens: readonly Token[]): number[] {
  const found: number[] = [];
  for (let open = 1; open < tokens.length; open += 1) {
    if (tokens[open]?.text !== ",") continue;
    // "beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, erhoben":
    // a postal address (after an office's name) inside the clause.
    const address = addressCommas(tokens, open);
    if (address !== undefined) {
      found.push(...address);
      open = address.at(-1) ?? open;
      continue;
    }
    // "schriftlich, online oder persönlich": a comma in a list of adverbs closed by und/oder.
    const plain = (token: Token | undefined) =>
      token?.kind === "w" &&
      !isCapitalised(token.text) &&
      !FUNCTION_WORDS.has(token.text) &&
      !isFiniteVerbToken(token) &&
      !isNonFiniteVerb(token);
    if (
      plain(tokens[open - 1]) &&
      plain(tokens[open + 1]) &&
      /^(?:und|oder)$/.test(tokens[open + 2]?.text ?? "") &&
      plain(tokens[open + 3])
    ) {
      found.push(open);
      continue;
    }
    // "nicht im Verfahren gegen diesen Bescheid, sondern nur gegenüber dem Finanzamt": the comma
    // of "nicht …, sondern …" inside the clause.
    if (
      tokens[open + 1]?.text === "sondern" &&
      tokens.slice(0, open).some((token) => token.text === "nicht") &&
      // The verbs come after both parts ("…, sondern nur auf Antrag" after the verb is an addition).
      isNonFiniteVerb(tokens.at(-1)) &&
      !isNonFiniteVerb(tokens[open - 1]) &&
      !tokens.slice(open + 2, -1).some((token) => token.kind === "p" || isFiniteVerbToken(token))
    ) {
      found.push(open);
      continue;
    }
    // "persönlich während der Sprechzeiten, per Post oder über das Serviceportal": a comma in a
    // list of prepositional phrases closed by und/oder before another preposition.
    if (prepositionalListComma(tokens, open)) {
      found.push(open);
      continue;
    }
    let close = open + 1;
    while (close < tokens.length && close <= open + MAX_APPOSITION && tokens[close]?.text !== ",") close += 1;
    if (tokens[close]?.text !== "," || close === open + 1 || close >= tokens.length - 1) continue;
    const inner = tokens.slice(open + 1, close);
    const onlyWords = inner.every(
      (token, at) =>
        token.kind === "n" || (token.kind === "w" && !isFiniteVerbToken(token)) || isDateDot(inner, at),
    );
    const date = WEEKDAY_NAMES.includes(tokens[open - 1]?.text ?? "") && inner[0]?.kind === "n";
    const room = PLACE_APPOSITION.test(inner[0]?.text ?? "") && inner[1]?.kind === "n" && inner.length === 2;
    // "bis zum 26. September 2025, 15:00 Uhr, …": the clock time after a date.
    const time =
      tokens[open - 1]?.kind === "n" &&
      inner.length === 2 &&
      /^\d{1,2}[:.]\d{2}$/.test(inner[0]?.text ?? "") &&
      inner[1]?.text === "Uhr";
    // "in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, …": a street and its number after a name.
    const street =
      inner.length >= 2 &&
      inner.length <= 4 &&
      inner.at(-1)?.kind === "n" &&
      isCapitalised(tokens[open - 1]?.text ?? "") &&
      inner
        .slice(0, -1)
        .every(
          (token) => token.kind === "w" && (isCapitalised(token.text) || /^(?:am|an|der)$/.test(token.text)),
        );
    // "durch Ihre Tochter, Frau Marion Lindqvist, …": a title and a name after a person's noun.
    const before = tokens[open - 1]?.text ?? "";
    const person =
      inner.length >= 2 &&
      inner.length <= 4 &&
      inner.slice(1).every((token) => token.kind === "w" && isCapitalised(token.text)) &&
      ((inner[0]?.text === "Frau" && FEMININE_PERSON.test(before)) ||
        (/^(?:Herr|Herrn)$/.test(inner[0]?.text ?? "") && MALE_PERSON.test(before)));
    if (onlyWords && (date || room || time || street || person)) {
      found.push(open, close);
      open = close;
    }
  }
  return found;
}

/**
 * A von/durch agent at `at`, right after a leading adverb's auxiliary and before a subject that
 * opens with a determiner: the clause with the agent moved behind the subject's phrases, rewritten
 * (only when that reads the same agent: its last word comes right after the finite verb).
 */
function frontedAgentToActive(
  tokens: readonly Token[],
  at: number,
  options: { writer?: "wir" | "man"; formal?: boolean; readerInCondition?: boolean },
  beforeObject: readonly Token[],
): Token[] | undefined {
  if (!/^(?:von|vom|durch)$/.test(tokens[at]?.text ?? "")) return undefined;
  const verbs = tokens.length - (/^(?:werden|worden)$/.test(tokens.at(-1)?.text ?? "") ? 2 : 1);
  const agent = findAgent(tokens, at, verbs);
  if (agent === undefined || agent.start !== at || agent.end >= verbs) return undefined;
  if (!SUBJECT_DETERMINER.test(tokens[agent.end]?.text ?? "")) return undefined;
  if (subjectAt(tokens, agent.end, options.formal ?? true) === undefined) return undefined;
  // No second von/durch after it that the rewrite could take for the agent instead.
  if (tokens.slice(agent.end, verbs).some((token) => /^(?:von|vom|durch)$/.test(token.text)))
    return undefined;
  const moved = [
    ...tokens.slice(0, at),
    ...tokens.slice(agent.end, verbs),
    ...tokens.slice(at, agent.end),
    ...tokens.slice(verbs),
  ];
  const active = passiveToActive(moved, options, beforeObject);
  const last = agent.tokens.at(-1)?.text;
  const verbAt = active?.findIndex((token, index) => index > 0 && isFiniteVerbToken(token)) ?? -1;
  if (active === undefined || verbAt < 1 || last === undefined) return undefined;
  const agentEnd = active.findIndex((token, index) => index > verbAt && token.text === last);
  if (agentEnd < 0 || active.slice(verbAt + 1, agentEnd).some((token) => token.kind === "p"))
    return undefined;
  return active;
}

/**
 * Rewrites a main clause "SUBJECT wird/wurde ... von AGENT ... PARTICIPLE" into the active.
 * Conditions: the clause starts with a simple subject that agrees with the auxiliary; the last
 * token is a past participle of a known verb; no other verb; the agent is a simple phrase or a
 * pronoun. Returns undefined otherwise.
 */
export function passiveToActive(
  tokens: readonly Token[],
  /**
   * formal: the text addresses its reader with "Sie" (false: "Sie" at the start is "they");
   * readerInCondition: a condition in a letter, where what the reader does with papers and
   * remedies (READER_VERBS) is done by "Sie": "Wird kein Einspruch eingelegt, …" -> "Vielleicht
   * legen Sie keinen Einspruch ein."
   */
  options: { writer?: "wir" | "man"; formal?: boolean; readerInCondition?: boolean } = {},
  /** Adverbs that stood before the subject; they go before the object. */
  beforeObject: readonly Token[] = [],
  /** The first word is a name in the subject slot after a leading adverb ("Da wurde Jesus … gefunden"). */
  nameFirst = false,
): Token[] | undefined {
  // Every rewrite below needs a form of "werden" (the auxiliary of the passive, "worden" of its
  // Perfekt, "werden" after a modal) or the "geboren" of bornToComeIntoWorld among these tokens
  // (each branch tests its auxiliary, the others recurse on a part of the tokens): a clause
  // without one stays as it is, and is not read further.
  if (!tokens.some((token) => PASSIVE_MARKERS.has(token.text.toLowerCase()))) return undefined;
  // "für Ihr Kind Mia, geboren am 20. Juli 2026, …": a participle phrase between commas goes out
  // while the clause is rewritten and back after the word it followed.
  const insertion = participleInsertion(tokens);
  if (insertion !== undefined) {
    const mark = tokens[insertion.open - 1] as Token;
    const active = passiveToActive(
      [...tokens.slice(0, insertion.open), ...tokens.slice(insertion.close + 1)],
      options,
      beforeObject,
      nameFirst,
    );
    if (active === undefined || active.filter((token) => token === mark).length !== 1) return undefined;
    return active.flatMap((token) =>
      token === mark ? [token, ...tokens.slice(insertion.open, insertion.close + 1)] : [token],
    );
  }
  // "am Dienstag, 12. August 2025, um 9:30 Uhr im Bürgeramt, Zimmer 214, …": commas around an
  // apposition are no clause boundary; the clause is rewritten without them, then they go back.
  const appositions = appositionCommas(tokens);
  if (appositions.length > 0) {
    const marks = appositions.map((index) => tokens[index - 1] as Token);
    const active = passiveToActive(
      tokens.filter((_, index) => !appositions.includes(index)),
      options,
      beforeObject,
      nameFirst,
    );
    if (active === undefined) return undefined;
    // The mark itself, or (in an agent the rewrite built anew: "durch Ihre Tochter, Frau …") the
    // one token with its text.
    const markAt = marks.map((mark) => {
      const same = active.indexOf(mark);
      if (same >= 0) return same;
      const texts = active.flatMap((token, index) => (token.text === mark.text ? [index] : []));
      return texts.length === 1 && tokens.filter((token) => token.text === mark.text).length === 1
        ? (texts[0] as number)
        : -1;
    });
    if (markAt.some((index) => index < 0)) return undefined;
    return active.flatMap((token, index) =>
      markAt.includes(index) ? [token, tokens[appositions[markAt.indexOf(index)] ?? 0] as Token] : [token],
    );
  }
  // "Sie werden gebeten, die Unterlagen vorzulegen." -> "Wir bitten Sie, die Unterlagen vorzulegen."
  // "Jede Verfehlung kann vergeben werden - wie schlimm sie auch ist": a full passive before a
  // spaced dash turns active, the aside after the dash stays as it is.
  const dash = tokens.findIndex((token) => token.kind === "p" && /^[-–—]$/.test(token.text) && token.space);
  if (dash > 2 && tokens[dash + 1]?.kind === "w") {
    const head = passiveToActive(tokens.slice(0, dash), options, beforeObject, nameFirst);
    return head === undefined ? undefined : [...head, ...tokens.slice(dash)];
  }
  const comma = tokens.findIndex((token) => token.kind === "p" && token.text === ",");
  // "Um das Verfahren zu beschleunigen, werden Sie gebeten, …" -> "…, bitten wir Sie, …": a leading
  // um-zu clause fills the first place like an adverb; the rest is rewritten after it.
  if (comma > 2 && /^um$/i.test(tokens[0]?.text ?? "") && isZuInfinitiveClause(tokens.slice(1, comma))) {
    const active = passiveToActive([word("dann"), ...tokens.slice(comma + 1)], options, beforeObject);
    return active?.[0]?.text === "dann" ? [...tokens.slice(0, comma + 1), ...active.slice(1)] : undefined;
  }
  const clauses = comma > 0 ? coordinatedClausesToActive(tokens, comma, options, beforeObject) : undefined;
  if (clauses !== undefined) return clauses;
  if (comma > 0) {
    const tail = tokens.slice(comma);
    // "…, sofern keine Schäden festgestellt werden": a trailing condition stays (its own passive
    // turns active too: "…, sofern wir keine Schäden feststellen").
    const trailing =
      TRAILING_SUBORDINATORS.has(tail[1]?.text ?? "") &&
      !tail.slice(1).some((token) => token.kind === "p" && token.text === ",");
    // "…, da die Entfernung nicht 42, sondern 35 Kilometer beträgt": a reason after the passive
    // stays as it is (verb last, so a subordinate clause, not "da" = "then").
    // "…, die keine anderen Leistungen bekommen": a relative clause on a noun of the passive stays
    // as it is (after the active's verb part, like any relative clause in the Nachfeld).
    const relative =
      /^(?:der|die|das|dem|den|denen|deren|dessen)$/.test(tail[1]?.text ?? "") &&
      isCapitalised(tokens[comma - 2]?.text ?? "") &&
      !isFiniteVerbToken(tail[2]) &&
      isFiniteVerbToken(tail.at(-1)) &&
      !tail.slice(1).some((token) => token.kind === "p") &&
      tail.length > 3;
    // "…, je nachdem es einer nötig hatte", "…, als die Sonne aufging": any other subordinate
    // clause after the passive (one comma segment, verb last) stays as it is too.
    const opener = tail[1]?.text ?? "";
    const subordinate =
      (TRAILING_CLAUSE_OPENERS.has(opener) || (opener === "je" && tail[2]?.text === "nachdem")) &&
      isFiniteVerbToken(tail.at(-1)) &&
      !tail.slice(1).some((token) => token.kind === "p") &&
      tail.length > 3;
    // "…, jedoch nur bis 500 Euro", "…, nur in seiner Heimat nicht": a verbless addition that
    // restricts the statement stays after the active clause.
    const addition = isRestrictingAddition(tail.slice(1));
    const reason =
      relative ||
      subordinate ||
      addition ||
      (/^(?:da|weil)$/.test(tail[1]?.text ?? "") && isFiniteVerbToken(tail.at(-1)) && tail.length > 3);
    if (reason) {
      const head = passiveToActive(tokens.slice(0, comma), options, beforeObject);
      return head === undefined ? undefined : [...head, ...tail];
    }
    if (!isZuInfinitiveClause(tail.slice(1)) && !trailing) return undefined;
    const head = passiveToActive(tokens.slice(0, comma), options, beforeObject);
    const condition = trailing ? verbFinalPassiveToActive(tail.slice(2), options) : undefined;
    const rest = condition === undefined ? tail : [...tail.slice(0, 2), ...condition];
    return head === undefined ? undefined : [...head, ...rest];
  }
  // "Jesus wurde in Betlehem geboren" -> "Jesus ist in Betlehem auf die Welt gekommen".
  const born = beforeObject.length === 0 ? bornToComeIntoWorld(tokens, options.formal ?? false) : undefined;
  if (born !== undefined) return born;
  // "Wurde er geheilt?" -> "Hat man ihn geheilt?": read like "Dann wurde er geheilt", the verb stays first.
  const question = verbFirstToActive(tokens, options, beforeObject);
  if (question !== undefined) return question;
  // "Jeder Baum wird gefällt und ins Feuer geworfen" -> "Man fällt jeden Baum und wirft ihn ins Feuer".
  const coordinated = coordinatedParticiplesToActive(tokens, options);
  if (coordinated !== undefined) return coordinated;
  // "Ihr seid aus Gnade gerettet worden wegen des Glaubens": the phrase after the verb goes before it.
  const extraposed = phraseBeforeVerb(tokens);
  if (extraposed !== undefined) return passiveToActive(extraposed, options, beforeObject, nameFirst);
  if (options.writer === "wir") {
    const right = readerRightToActive(tokens);
    if (right !== undefined) return right;
  }
  // "Denn …", "Und …": the conjunction stays first. "Doch kann dann … nicht gewählt werden":
  // doch/jedoch before the verb fill the first place like an adverb.
  const conjunction = tokens[0];
  const adverbial = /^(?:doch|jedoch)$/i.test(conjunction?.text ?? "") && isPassiveAux(tokens, tokens[1]);
  if (
    conjunction !== undefined &&
    LEADING_CONJUNCTIONS.has(conjunction.text.toLowerCase()) &&
    !adverbial &&
    tokens.length > 3
  ) {
    const active = passiveToActive(tokens.slice(1), options, beforeObject);
    if (active === undefined) return undefined;
    const [head, ...tail] = active;
    if (head === undefined) return undefined;
    // The clause's first word was capitalised only by its position ("Man", "Wir"; "Sie" stays).
    const lowered = /^(?:Man|Wir)$/.test(head.text) ? { ...head, text: head.text.toLowerCase() } : head;
    return [conjunction, lowered, ...tail];
  }
  // "Nur dann kann der Parkausweis ausgestellt werden." -> "Nur dann können wir den Parkausweis
  // ausstellen.": a focus particle before "dann" fills the first place with it.
  const focusParticle = tokens[0];
  if (
    focusParticle !== undefined &&
    /^(?:nur|erst|auch|gerade)$/i.test(focusParticle.text) &&
    tokens[1]?.text === "dann" &&
    tokens.length > 4
  ) {
    const active = passiveToActive([word("dann"), ...tokens.slice(2)], options, beforeObject);
    if (active?.[0]?.text === "dann") return [focusParticle, tokens[1], ...active.slice(1)];
  }
  // "Ab dem 1. Mai wird Ihr Bürgergeld erhöht." -> "Ab dem 1. Mai erhöhen wir Ihr Bürgergeld.": a
  // leading prepositional phrase stays first, like a leading adverb.
  const phraseEnd = leadingPhraseEnd(tokens);
  if (phraseEnd !== undefined) {
    const active = passiveToActive([word("dann"), ...tokens.slice(phraseEnd)], options, beforeObject);
    if (active === undefined || active[0]?.text !== "dann")
      return beforeObject.length === 0 ? impersonalAfterPhrase(tokens, phraseEnd, options) : undefined;
    return [...tokens.slice(0, phraseEnd), ...active.slice(1)];
  }
  const participleFirst = beforeObject.length === 0 ? participleFirstToActive(tokens, options) : undefined;
  if (participleFirst !== undefined) return participleFirst;
  const agentFirst = leadingAgentToActive(tokens, options, beforeObject);
  if (agentFirst !== undefined) return agentFirst;
  // "Dann werden die Kosten von der Kasse übernommen." -> "Dann übernimmt die Kasse die Kosten."
  const lead = tokens[0];
  // "Davon wird das hälftige Kindergeld abgezogen": a pronoun adverb leads like an adverb.
  if (
    lead !== undefined &&
    (PASSIVE_LEADS.has(lead.text.toLowerCase()) || PRONOMINAL_ADVERB.test(lead.text) || adverbial) &&
    isPassiveAux(tokens, tokens[1])
  ) {
    const aux = tokens[1] as Token;
    // "Vielleicht werden dort nur 10 Gerechte gefunden": up to two adverbs before the subject stay before the object.
    let skip = 0;
    while (skip < 2 && MIDFIELD_ADVERBS.has(tokens[2 + skip]?.text ?? "")) skip += 1;
    const adverbSkip = skip;
    // "Dann ist durch Ihre Tochter die Bestellung … angeregt worden": an agent right after the
    // auxiliary, before the subject, is read after it ("Dann hat Ihre Tochter die Bestellung …
    // angeregt").
    const fronted = frontedAgentToActive(tokens, 2 + skip, options, beforeObject);
    if (fronted !== undefined) return fronted;
    // "Dann wurde für Sie ein Termin reserviert": a preposition with a personal pronoun before the
    // subject stays before the object ("Dann haben wir für Sie einen Termin reserviert").
    if (
      PREPOSITIONS.has(tokens[2 + skip]?.text ?? "") &&
      /^(?:Sie|sie|ihn|uns|euch|dich|mich|ihm|ihr|Ihnen|ihnen|mir|dir)$/.test(tokens[3 + skip]?.text ?? "") &&
      subjectAt(tokens, 4 + skip, options.formal ?? true) !== undefined &&
      !/^(?:von|durch)$/.test(tokens[2 + skip]?.text ?? "")
    )
      skip += 2;
    // "Vielleicht wird innerhalb der Frist keine Stellungnahme abgegeben", "Vielleicht ist beim
    // Versorgungsamt ein Antrag gestellt worden": a prepositional phrase (article, adjectives, one
    // noun) before a subject that opens with a determiner that is no genitive stays before the
    // object ("Vielleicht geben Sie innerhalb der Frist keine Stellungnahme ab").
    const phraseAfter = prepositionalPhraseBeforeSubject(tokens, 2 + skip, options.formal ?? true);
    if (phraseAfter !== undefined) skip = phraseAfter - 2;
    // "Für Ihren Hund wird ab dem 1. Januar 2026 eine Hundesteuer festgesetzt": a date phrase
    // before the subject stays before the object ("… setzen wir ab dem 1. Januar 2026 eine …").
    const datePhrase = /^(?:ab|seit|bis|am|vom|zum)$/.test(tokens[2 + skip]?.text ?? "")
      ? dateEnd(tokens, 3 + skip + (tokens[3 + skip]?.text === "dem" ? 1 : 0))
      : 0;
    if (
      datePhrase > 3 + skip + (tokens[3 + skip]?.text === "dem" ? 1 : 0) &&
      subjectAt(tokens, datePhrase, options.formal ?? true) !== undefined
    )
      skip = datePhrase - 2;
    // "Dann wird Ihnen das Geld überwiesen": a dative pronoun before a subject stays before the
    // object too ("Dann überweisen wir Ihnen das Geld").
    if (DATIVE_PRONOUNS.has(tokens[2 + skip]?.text.toLowerCase() ?? "")) {
      // "Dann wird Ihnen anliegend der Mahnbescheid zugestellt": an adverb after the pronoun stays too.
      const adverb =
        MIDFIELD_ADVERBS.has(tokens[3 + skip]?.text ?? "") &&
        subjectAt(tokens, 4 + skip, options.formal ?? true) !== undefined;
      if (adverb) skip += 1;
      const subject = subjectAt(tokens, 3 + skip, options.formal ?? true);
      // "Dann wird Ihnen ab dem 1. November 2025 der Pflegegrad 2 zuerkannt": a date phrase may follow.
      const dateAt = 4 + skip + (tokens[4 + skip]?.text === "dem" ? 1 : 0);
      const afterDate = /^(?:ab|seit|bis|am|vom|zum)$/.test(tokens[3 + skip]?.text ?? "")
        ? dateEnd(tokens, dateAt)
        : 0;
      if (subject !== undefined && subject.end <= tokens.length - 1) skip += 1;
      else if (afterDate > dateAt && subjectAt(tokens, afterDate, options.formal ?? true) !== undefined)
        skip = afterDate - 2;
      // "Dann können Ihnen die durch Ihr Ausbleiben verursachten Kosten auferlegt werden".
      else if (attributedSubjectEnd(tokens, 3 + skip, aux) !== undefined) skip += 1;
    }
    const adverbs = tokens.slice(2, 2 + skip);
    const rest = tokens.slice(2 + skip);
    // "Dann wird ihm niemals vergeben werden" -> "Dann wird man ihm niemals vergeben".
    // "Dort wird Ihnen beim Ausfüllen geholfen" -> "Dort hilft man Ihnen beim Ausfüllen" (the polite "Ihnen" too).
    const dative = skip === 0 && DATIVE_PRONOUNS.has(rest[0]?.text.toLowerCase() ?? "");
    const name = !dative && isName(rest[0]) && rest.length > 2;
    // "Dann können Ihnen die durch Ihr Ausbleiben verursachten Kosten …": a plural subject with an
    // attribute the simple reading does not take, up to the participle.
    const attributedEnd = attributedSubjectEnd(rest, 0, aux);
    const single = attributedEnd ?? subjectAt(rest, 0, true)?.end;
    // "Dann wurden der Mann und die Frau gerettet": both joined phrases are the subject.
    const plain =
      single === undefined || attributedEnd !== undefined
        ? single
        : (joinedPhraseEnd(rest, 0, single) ?? single);
    // "Auf Ihrem Girokonto wurden regelmäßige Zahlungseingänge … verbucht": a declined adjective
    // and a plural noun after a plural auxiliary.
    const adjectivePlural =
      /^(?:werden|wurden)$/.test(aux.text) &&
      rest[0]?.kind === "w" &&
      !isCapitalised(rest[0].text) &&
      /e$/.test(rest[0].text) &&
      readingsOf(rest[0].text).some((reading) => reading.partOfSpeech === "adjective" && reading.inflected) &&
      rest[1]?.kind === "w" &&
      isCapitalised(rest[1].text) &&
      pluralNominative(rest[1]);
    const subjectEnd = dative
      ? 1
      : (countedSubjectEnd(rest, 0) ??
        (name || standaloneSubject(rest, 0) !== undefined
          ? 1
          : (plain ?? (adjectivePlural ? 2 : undefined))));
    // "Dann wird nach Aktenlage entschieden": no subject, like after a leading phrase (with a
    // phrase of its own: "Hier wird gebaut" stays). Adverbs may come first ("Doch kann dann ohne
    // Ausweisdokument nicht gewählt werden").
    if (subjectEnd === undefined) {
      // "Dabei wurde festgestellt:" -> "Dabei hat man festgestellt:": a pronoun adverb and an
      // announcing verb alone; the act it points back to may be someone else's, so "man".
      const announced =
        tokens.length === 3 &&
        PRONOMINAL_ADVERB.test(lead.text) &&
        passiveLemmas(tokens[2]).some((lemma) => ANNOUNCING_VERBS.has(lemma));
      if (announced && options.writer !== undefined)
        return impersonalAfterPhrase(tokens, 1, { ...options, writer: "man" });
      return beforeObject.length === 0 && skip === adverbSkip && tokens.length > 4
        ? impersonalAfterPhrase(tokens, 1, options)
        : undefined;
    }
    const active = passiveToActive(
      [...rest.slice(0, subjectEnd), movedAux(aux), ...rest.slice(subjectEnd)],
      options,
      adverbs,
      name,
    );
    if (active === undefined) return undefined;
    // The active clause starts with its subject (agent) and then the finite verb: move the verb up.
    const agentLength = active.findIndex(
      (token, index) => index > 0 && (finiteReadings(token).length > 0 || token.text === "muss"),
    );
    if (agentLength < 1) return undefined;
    const verb = active[agentLength] as Token;
    return [lead, verb, ...active.slice(0, agentLength), ...active.slice(agentLength + 1)];
  }
  // "Wer kann dann gerettet werden?" -> "Wen kann man dann retten?": read with "er", then "wen" first.
  if (
    /^wer$/i.test(lead?.text ?? "") &&
    isPassiveAux(tokens, tokens[1]) &&
    !tokens.some((t) => t.text === "ihn")
  ) {
    const active = passiveToActive(
      [{ ...(lead as Token), text: "er" }, ...tokens.slice(1)],
      options,
      beforeObject,
    );
    const verbAt = active?.findIndex((token, index) => index > 0 && isFiniteVerbToken(token)) ?? -1;
    if (active === undefined || verbAt < 1 || active[verbAt + 1]?.text !== "ihn") return undefined;
    const agent = active
      .slice(0, verbAt)
      .map((token) => (token.text === "Man" ? { ...token, text: "man" } : token));
    const wen = { ...(lead as Token), text: lead?.text === "Wer" ? "Wen" : "wen" };
    return [wen, active[verbAt] as Token, ...agent, ...active.slice(verbAt + 2)];
  }
  // "Es werden die Ergebnisse vorgestellt": "Es" holds the place of the subject after the verb.
  if (lead?.text.toLowerCase() === "es" && isPassiveAux(tokens, tokens[1]) && options.writer !== undefined) {
    const aux = tokens[1] as Token;
    const rest = tokens.slice(2);
    const subject = subjectAt(rest, 0, options.formal ?? true);
    // "Es ist auch nichts verborgen worden" -> "Man hat auch nichts verborgen": an indefinite
    // pronoun (nichts, etwas, alles, alle …) after up to two adverbs is the subject. After
    // nichts/etwas/alles a lower-case word is no attribute ("nichts Neues"), also a participle.
    let skip = 0;
    while (skip < 2 && MIDFIELD_ADVERBS.has(rest[skip]?.text ?? "")) skip += 1;
    const next = rest[skip + 1];
    const indefinite =
      standaloneSubject(rest, skip) !== undefined ||
      (/^(?:nichts|etwas|alles)$/.test(rest[skip]?.text ?? "") &&
        next?.kind === "w" &&
        !isCapitalised(next.text));
    if (subject === undefined && indefinite)
      return passiveToActive(
        [...rest.slice(skip, skip + 1), movedAux(aux), ...rest.slice(skip + 1)],
        options,
        rest.slice(0, skip),
      );
    if (subject === undefined) return esSubjectToActive(tokens) ?? impersonalToActive(aux, rest, options);
    if (rest[0]?.text === "Sie") return undefined;
    return passiveToActive(
      [...rest.slice(0, subject.end), movedAux(aux), ...rest.slice(subject.end)],
      options,
    );
  }
  const dative = dativePronounFirst(tokens, options);
  if (dative !== undefined || leadingDativeLength(tokens) > 0) return dative;
  const attributed =
    countedSubjectEnd(tokens, 0) === undefined ? pluralAttributeSubjectEnd(tokens) : undefined;
  const counted = countedSubjectEnd(tokens, 0) ?? attributed;
  const standalone = standaloneSubject(tokens, 0);
  const keepsForm = counted !== undefined || (nameFirst && isName(tokens[0]));
  let subject = keepsForm
    ? {
        end: counted ?? 1,
        agreements: [{ person: 3 as const, number: counted ? ("plural" as const) : ("singular" as const) }],
      }
    : standalone !== undefined
      ? { end: 1, agreements: [{ person: 3 as const, number: standalone }] }
      : subjectAt(tokens, 0, true);
  if (subject === undefined) return undefined;
  // "Einwendungen können … geltend gemacht werden": a bare noun in -ungen the lexicon lacks is a plural.
  // (also where it was taken for a name after a leading adverb: "Dann werden Einwendungen …")
  const ungenPlural =
    counted === undefined &&
    subject.end === 1 &&
    /^\p{Lu}\p{Ll}+ungen$/u.test(tokens[0]?.text ?? "") &&
    nounReadings(tokens[0]).length === 0;
  if (ungenPlural) subject = { end: 1, agreements: [{ person: 3, number: "plural" }] };
  // "Ihr Antrag und Ihre Unterlagen wurden geprüft": two phrases joined right before the auxiliary.
  const firstEnd = subject.end;
  const joinedEnd =
    keepsForm || standalone !== undefined ? undefined : coordinatedSubjectEnd(tokens, firstEnd);
  if (joinedEnd !== undefined) subject = { end: joinedEnd, agreements: COORDINATED_AGREEMENTS };
  // "Ihr Antrag auf Bürgergeld vom 3. Februar wurde …": in a verb-second clause the whole
  // prefield is the subject; its head is inflected, the attached phrase stays as it is.
  const auxIndex = attachedPhraseEnd(tokens, subject.end);
  const aux = tokens[auxIndex];
  // The verb lexicon spells "muss" in the old way ("muß").
  // Indicative readings only: "Sein Name werde gerufen" is a wish, not a statement.
  const auxReadings = finiteReadings(aux?.text === "muss" ? { ...aux, text: "muß" } : aux).filter(
    (reading) => reading.tense === "praesens" || reading.tense === "praeteritum",
  );
  // "Sein Name werde gerufen in Israel!" (a wish, Konjunktiv I) -> "Man soll seinen Namen in Israel rufen!"
  const wish =
    aux?.text === "werde" &&
    tokens.at(-1)?.text !== "werden" &&
    tokens[0]?.text.toLowerCase() !== "ich" &&
    subject.agreements.every((agreement) => agreement.person === 3 && agreement.number === "singular");
  if (aux === undefined || (!wish && !agrees(auxReadings, subject.agreements))) return undefined;
  // "Der Antrag muss geprüft werden." -> "Man muss den Antrag prüfen." (present modals only)
  // "Ihr Antrag wird geprüft werden." -> "Wir werden Ihren Antrag prüfen." (future: werden + infinitive)
  const last = tokens.at(-1)?.text;
  const modal = MODALS[aux.text] ?? (FUTURE_AUX.has(aux.text) && last === "werden" ? "werden" : undefined);
  if (modal !== undefined && (last !== "werden" || tokens.length - 2 <= auxIndex)) return undefined;
  // "Ihr Antrag ist geprüft worden." -> "Wir haben Ihren Antrag geprüft."
  const perfekt = PERFEKT_AUX.has(aux.text) && last === "worden" && tokens.length - 2 > auxIndex;
  if (modal === undefined && !perfekt && !PASSIVE_AUX.has(aux.text)) return undefined;
  const verbEnd = modal === undefined && !perfekt ? tokens.length : tokens.length - 1;
  const participle = tokens[verbEnd - 1];
  const lemmas = passiveLemmas(participle);
  if (participle === undefined || lemmas.length !== 1) return undefined;
  // "Dann werde ich dem Ort vergeben": a present werden with a form that is also an infinitive is
  // the future active ("vergeben", "bekommen", "verlassen").
  if (
    /^(?:wird|werden|werde|wirst|werdet)$/.test(aux.text) &&
    modal === undefined &&
    infinitiveLemmas(participle).length > 0
  )
    return undefined;
  const [lemma = ""] = lemmas;
  const middleEnd = verbEnd - 1;
  for (let index = auxIndex + 1; index < middleEnd; index += 1) {
    const token = tokens[index];
    if (ADVERBIAL_PARTICIPLES.has(token?.text ?? "")) continue;
    // "wie folgt festgesetzt": a set phrase, no verb of its own.
    if (token?.text === "folgt" && tokens[index - 1]?.text === "wie") continue;
    // "des maßgebenden Regelbedarfs", "von einem sorgeberechtigten Elternteil": between an article
    // and its noun a declined word is an attribute, no verb.
    const attribute =
      DETERMINERS.has(tokens[index - 1]?.text.toLowerCase() ?? "") && declinedAttribute(tokens, index);
    // "unter 0761 76707-0": a hyphen inside a phone number.
    const numberHyphen =
      token?.text === "-" && tokens[index - 1]?.kind === "n" && tokens[index + 1]?.kind === "n";
    if (
      (token?.kind === "p" && !isDateDot(tokens, index) && !numberHyphen && !isTitleDot(tokens, index)) ||
      isFiniteVerbToken(token) ||
      (!attribute && isNonFiniteVerb(token) && token?.text !== "zu") ||
      (!attribute && unknownParticiple(token))
    )
      return undefined;
  }
  // "Er wird hinausgeworfen wie die Rebe und vertrocknet": a last verb after "und" is a verb of
  // its own (coordinated participles are coordinatedParticiplesToActive's).
  if (/^(?:und|oder|sowie)$/.test(tokens[middleEnd - 1]?.text ?? "")) return undefined;
  // "Sie wurde von ihrer Krankheit geheilt", "von seinen Sünden befreit": "von" may say where from.
  // "von der Arbeit freigestellt": after a verb of release, "von" says from what unless it names one who acts.
  // "von euch genommen", "von Ihnen verlangt": after these verbs a pronoun says from whom.
  const sourceVon = tokens.some(
    (token, index) =>
      index > auxIndex &&
      index < middleEnd &&
      /^(?:von|vom)$/.test(token.text) &&
      (AMBIGUOUS_VON_VERBS.has(lemma) ||
        (RELEASE_VERBS.has(lemma) && !vonNamesActor(tokens, index + 1)) ||
        (PRONOUN_SOURCE_VERBS.has(lemma) &&
          DATIVE_PRONOUNS.has(tokens[index + 1]?.text.toLowerCase() ?? ""))),
  );
  if (sourceVon) return undefined;
  let agent =
    findAgent(tokens, auxIndex + 1, middleEnd) ??
    (FEELING_VERBS.has(lemma) ? feelingAgent(tokens, auxIndex + 1, middleEnd) : undefined);
  // "nicht durch ein Schlachtopfer noch durch ein Speiseopfer": coordinated agents; unsure.
  if (agent !== undefined && /^(?:und|oder|noch|sowie|sondern|bzw)$/.test(tokens[agent.end]?.text ?? ""))
    return undefined;
  // "Das Volk wurde durch das Meer geführt": with a verb of moving or seeing, "durch" says the way.
  if (agent !== undefined && tokens[agent.start]?.text === "durch" && isPathVerb(lemma)) agent = undefined;
  // "nur durch das Jobcenter": the focus word belongs to the agent ("Nur das Jobcenter kann …").
  const focus = agent === undefined ? undefined : tokens[agent.start - 1];
  if (agent !== undefined && focus !== undefined && agent.start - 1 > auxIndex && FOCUS_WORDS.has(focus.text))
    agent = { ...agent, start: agent.start - 1, tokens: [{ ...focus, space: true }, ...agent.tokens] };
  if (agent === undefined) {
    // No agent: "Ihr Antrag wird geprüft." -> "Wir prüfen Ihren Antrag." (letters from an office,
    // verbs of administrative action) or "Man prüft den Antrag." Not for es/das/dies (impersonal
    // passive), "von"/"durch" phrases we could not read, or participles that are adjectives here.
    if (
      options.writer === undefined ||
      !agentlessAllowed(tokens, subject.end, lemma, participle.text, auxIndex)
    )
      return undefined;
    // In a letter the reader files "Ihr Antrag": "Ihr Antrag wurde am 3. März gestellt" -> "Sie haben …".
    const readerActs =
      (READER_VERBS.has(lemma) &&
        ((options.writer === "wir" && /^Ihre?$/.test(tokens[0]?.text ?? "")) ||
          options.readerInCondition === true)) ||
      (READER_CONDITION_VERBS.has(lemma) &&
        options.readerInCondition === true &&
        ![...beforeObject, ...tokens].some((token) => /^(?:Ihnen|ihnen|ihm|mir|dir)$/.test(token.text))) ||
      // "Dieses Vermögen wurde in Ihrem Antrag nicht angegeben" -> "Sie haben … nicht angegeben".
      (options.writer === "wir" && READER_FORM_VERBS.has(lemma) && inReadersForm(tokens)) ||
      // "Eine Entschuldigung wurde nicht vorgelegt." -> "Sie haben keine Entschuldigung vorgelegt.";
      // "…, sind die Forderungen bis heute nicht beglichen worden" -> "… haben Sie … nicht beglichen":
      // in a letter, the reader's duty that was not done is the reader's (not "man").
      (options.writer === "wir" && readersMissedDuty(tokens, lemma, aux.text, subject.end, beforeObject)) ||
      // "Wird der Betrag nicht fristgerecht gezahlt, …" -> "Vielleicht zahlen Sie den Betrag nicht
      // pünktlich." Not when someone else is paid ("an den Vermieter") or pays ("durch Ihren
      // Arbeitgeber"), or the reader receives.
      (options.readerInCondition === true &&
        READER_PAYMENT_VERBS.has(lemma) &&
        OWED_BY_READER.test(tokens[subject.end - 1]?.text ?? "") &&
        ![...beforeObject, ...tokens].some(
          (token, index, all) =>
            /^(?:Ihnen|ihnen|ihm|ihr|Sie|durch|seitens)$/.test(token.text) ||
            (token.text === "an" && all[index + 1]?.text !== "uns"),
        ));
    if (
      options.writer === "wir" &&
      !readerActs &&
      !ADMINISTRATIVE_VERBS.has(lemma) &&
      tokens.some((token) => token.text === "uns")
    )
      return undefined;
    // "Die Kaution wird zurückgezahlt": what the writer holds for the reader, the writer pays back.
    const held = lemma === "zurückzahlen" && HELD_FOR_READER.test(tokens[subject.end - 1]?.text ?? "");
    // "Für die Beurkundung wird eine Gebühr erhoben": the office levies fees ("Widerspruch erheben"
    // is the reader's, so "erheben" is no administrative verb of its own).
    const levied = lemma === "erheben" && OWED_BY_READER.test(tokens[subject.end - 1]?.text ?? "");
    // "Eine gezahlte Leistung muss erstattet werden": a benefit the office paid is paid back by the
    // reader, not by "wir" (unless the reader receives it: "Das Geld wird Ihnen erstattet").
    const repaid =
      REPAY_VERBS.has(lemma) &&
      BENEFIT_PAID.test(tokens[subject.end - 1]?.text ?? "") &&
      !tokens.some((token) => /^(?:Ihnen|ihnen)$/.test(token.text));
    // "Künftig wird der Lohn direkt gezahlt": an employer pays wages, not the office.
    const head = tokens[subject.end - 1]?.text ?? "";
    const owed = (PAYMENT_VERBS.has(lemma) && (OWED_BY_READER.test(head) || WAGES.test(head))) || repaid;
    // "Die Unterlagen wurden uns zugesandt": someone else acted on us; "wir" would make it
    // reflexive ("Wir haben uns die Unterlagen geschickt").
    const toUs = tokens.some((token) => token.text === "uns");
    const writer = readerActs
      ? READER
      : options.writer === "wir" &&
          (ADMINISTRATIVE_VERBS.has(lemma) || held || levied) &&
          !owed &&
          !agentAdverb(tokens) &&
          !toUs
        ? WIR
        : MAN;
    agent = { start: auxIndex + 1, end: auxIndex + 1, ...writer, tokens: [word(writer.text)] };
  }
  // "Die Person wird selbst befördert": "selbst" after the auxiliary may belong to the subject.
  if (subject.end === auxIndex && intensifiedSubject(tokens, auxIndex + 1)) return undefined;
  const head =
    joinedEnd === undefined
      ? subjectAsObject(tokens.slice(0, subject.end), keepsForm || ungenPlural)
      : coordinatedObject(tokens, firstEnd, joinedEnd);
  if (head === undefined) return undefined;
  // "Die von Ihnen … gemachten Fahrtkosten", "Unvollständige Anträge": the capital was the position's.
  if (attributed !== undefined && !/^Ihre/.test(head[0]?.text ?? ""))
    head[0] = { ...(head[0] as Token), text: (head[0] as Token).text.toLowerCase() };
  // "Sie wird gewarnt" with a singular verb is "she", not the reader: "Man warnt sie." In a text
  // that does not address its reader, "Sie wurden aufgefordert" is "they": "Man hat sie aufgefordert".
  if (
    subject.end === 1 &&
    tokens[0]?.text === "Sie" &&
    (/^(?:wird|wurde|ist|war|muss|kann|soll|darf)$/.test(aux.text) || options.formal === false)
  )
    head[0] = { ...(head[0] as Token), text: "sie" };
  let object = [...beforeObject, ...head, ...tokens.slice(subject.end, auxIndex)];
  let rest = [...tokens.slice(auxIndex + 1, agent.start), ...tokens.slice(agent.end, middleEnd)];
  // "Die Leistungen werden Ihnen gezahlt" -> "Wir zahlen Ihnen die Leistungen": a dative pronoun
  // comes before a noun object.
  const first = rest[0];
  // "Man hat ihnen etwas erzählt", but "Man hat es ihnen erzählt" (a personal pronoun first).
  const personalObject =
    object.length === 1 && /^(?:mich|dich|ihn|sie|es|uns|euch|Sie)$/.test(object[0]?.text ?? "");
  if (first !== undefined && DATIVE_PRONOUNS.has(first.text.toLowerCase()) && !personalObject) {
    object = [first, ...object];
    rest = rest.slice(1);
  }
  // "Der Arztbrief wurde Ihrer Hausarztpraxis übermittelt" -> "Man hat Ihrer Hausarztpraxis den
  // Arztbrief übermittelt": a feminine dative goes before a noun object too; after it, it would
  // read as the object's genitive ("den Arztbrief Ihrer Hausarztpraxis").
  const feminineDative =
    personalObject || MOVED_AUX.has(aux) || GENITIVE_OBJECT_VERBS.has(lemma) ? 0 : feminineDativeLength(rest);
  if (feminineDative < 0) return undefined;
  if (feminineDative > 0) {
    object = [...rest.slice(0, feminineDative), ...object];
    rest = rest.slice(feminineDative);
  }
  const negated = negatedIndefiniteObject(
    object,
    head[0],
    rest,
    /^(?:werden|wurden|sind|waren|können|müssen|dürfen|sollen|konnten|mussten|durften|sollten)$/.test(
      aux.text,
    ),
  );
  if (negated !== undefined) {
    object = negated;
    rest = rest.slice(1);
  }
  if (modal !== undefined || wish) {
    const form = finiteFormOf(modal ?? "sollen", modalTense(aux.text), agent.person, agent.number);
    if (form === undefined) return undefined;
    return [...agent.tokens, word(form.replace("ß", "ss")), ...object, ...rest, word(lemma)];
  }
  const past = aux.text.startsWith("wurde") || perfekt;
  return activeMainClause(agent.tokens, agent, lemma, participle, past, [...object, ...rest]);
}

/**
 * "Er ist gerecht, und ihm wurde geholfen" -> "Er ist gerecht, und man hat ihm geholfen": two main
 * clauses joined by a comma and und/aber/oder/denn/doch, each rewritten on its own (a clause that
 * is not a full passive stays as it is). Not after a subordinate clause, not with a second comma.
 */
function coordinatedClausesToActive(
  tokens: readonly Token[],
  comma: number,
  options: { writer?: "wir" | "man"; formal?: boolean },
  beforeObject: readonly Token[],
): Token[] | undefined {
  const head = tokens.slice(0, comma);
  const tail = tokens.slice(comma + 1);
  const joint = tail[0]?.text ?? "";
  if (!LEADING_CONJUNCTIONS.has(joint) || tail.length < 3) return undefined;
  if (tail.some((token) => token.kind === "p") || head.some((token) => token.kind === "p")) return undefined;
  // "…, und zwar vom Amt": no verb, no clause of its own (its von phrase is the agent).
  if (!tail.slice(1).some(isFiniteVerbToken)) return undefined;
  if (SUBORDINATORS.has(head[0]?.text.toLowerCase() ?? "") || !head.some(isFiniteVerbToken)) return undefined;
  const headActive = passiveToActive(head, options, beforeObject);
  const tailActive = passiveToActive(tail, options);
  if (headActive === undefined && tailActive === undefined) return undefined;
  return [...(headActive ?? head), tokens[comma] as Token, ...(tailActive ?? tail)];
}

/** Forms of werden before "geboren" and what they become with "auf die Welt kommen". */
const BORN_PRESENT: Readonly<Record<string, string>> = {
  wird: "kommt",
  werden: "kommen",
  wirst: "kommst",
  werdet: "kommt",
};
/** Präteritum "wurde geboren" -> Perfekt "ist … auf die Welt gekommen" (Leichte Sprache tells in the Perfekt). */
const BORN_PAST: Readonly<Record<string, string>> = {
  wurde: "ist",
  wurden: "sind",
  wurdest: "bist",
  wurdet: "seid",
};

/**
 * "geboren werden" is no action anyone does (no "man"): "Jesus wurde in Betlehem geboren" -> "Jesus
 * ist in Betlehem auf die Welt gekommen", "Ein Kind ist geboren worden" -> "Ein Kind ist auf die
 * Welt gekommen", "Es wird geboren werden" -> "Es wird auf die Welt kommen". The clause ends in
 * "geboren" (+ worden/werden), has one form of werden (or sein/a modal) and no other verb.
 */
function bornToComeIntoWorld(tokens: readonly Token[], formal: boolean): Token[] | undefined {
  const last = tokens.at(-1)?.text;
  const tail = last === "worden" || last === "werden" ? 2 : 1;
  if (tokens.at(-tail)?.text !== "geboren" || tokens.length < tail + 2) return undefined;
  const body = tokens.slice(0, -tail);
  const auxIndexes = body.flatMap((token, index) =>
    isFiniteVerbToken(token) || MODALS[token.text.toLowerCase()] !== undefined ? [index] : [],
  );
  if (auxIndexes.length !== 1) return undefined;
  const auxIndex = auxIndexes[0] as number;
  const aux = body[auxIndex] as Token;
  const lower = aux.text.toLowerCase();
  if (body.some((token, index) => index !== auxIndex && (token.kind === "p" || isNonFiniteVerb(token))))
    return undefined;
  // "Ihnen wurden Töchter geboren", "dem Abraham wurde ein Sohn geboren": born to someone, which
  // "auf die Welt kommen" cannot say.
  const dative = body.some((token, index) => {
    const afterPreposition = PREPOSITIONS.has(body[index - 1]?.text.toLowerCase() ?? "");
    const pronoun =
      DATIVE_PRONOUNS.has(token.text.toLowerCase()) ||
      (token.text === "ihr" && !/^(?:wurdet|werdet|seid)$/.test(lower));
    return !afterPreposition && (pronoun || /^(?:dem|einem)$/i.test(token.text));
  });
  // "Maria wurde ein Sohn geboren", "Der Frau wurde ein Sohn geboren": a name or phrase before the
  // auxiliary and another that may be the nominative after it; the first is the dative.
  const first = body[0]?.text ?? "";
  if (
    auxIndex > 0 &&
    (isName(body[0]) || /^(?:der|einer)$/i.test(first)) &&
    nominativeInMiddle(body, auxIndex + 1)
  )
    return undefined;
  if (dative) return tail === 1 ? bornToPronoun(body, auxIndex, formal) : undefined;
  const capital = (text: string) =>
    isCapitalised(aux.text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  const world = [word("auf"), word("die"), word("Welt")];
  const withAux = (text: string, ending: readonly Token[]) => [
    ...body.slice(0, auxIndex),
    { ...aux, text: capital(text) },
    ...body.slice(auxIndex + 1),
    ...world,
    ...ending,
  ];
  if (tail === 1) {
    const present = BORN_PRESENT[lower];
    if (present !== undefined) return withAux(present, []);
    const past = BORN_PAST[lower];
    if (past === undefined) return undefined;
    const ich = lower === "wurde" && tokens.some((token) => token.text === "ich");
    return withAux(ich ? "bin" : past, [word("gekommen")]);
  }
  // "ist … geboren worden" -> "ist … auf die Welt gekommen"; "wird/muss … geboren werden" -> "… kommen".
  if (last === "worden" && PERFEKT_AUX.has(lower)) return withAux(lower, [word("gekommen")]);
  if (last === "werden" && (FUTURE_AUX.has(lower) || MODALS[lower] !== undefined) && lower !== "werde")
    return withAux(lower, [word("kommen")]);
  return undefined;
}

/** A dative pronoun that a child is born to, as the subject of "bekommen", with its person and number. */
const BORN_TO: Readonly<Record<string, readonly [string, Person, GrammaticalNumber]>> = {
  mir: ["ich", 1, "singular"],
  dir: ["du", 2, "singular"],
  ihm: ["er", 3, "singular"],
  uns: ["wir", 1, "plural"],
  euch: ["ihr", 2, "plural"],
  ihnen: ["sie", 3, "plural"],
};

/**
 * "Ihnen wurden Töchter geboren" -> "Sie haben Töchter bekommen", "Ihm wird ein Sohn geboren" ->
 * "Er bekommt einen Sohn": a dative pronoun first, wurde/wird, then one noun phrase (the child)
 * right before "geboren". "Ihnen" at the start is "Sie" only in a text that addresses its reader.
 */
function bornToPronoun(body: readonly Token[], auxIndex: number, formal: boolean): Token[] | undefined {
  const [pronoun] = body;
  const aux = body[auxIndex];
  const born = BORN_TO[pronoun?.text.toLowerCase() ?? ""];
  if (pronoun === undefined || aux === undefined || born === undefined || auxIndex !== 1) return undefined;
  const past = /^(?:wurde|wurden)$/.test(aux.text);
  if (!past && !/^(?:wird|werden)$/.test(aux.text)) return undefined;
  const child = subjectAt(body, 2, false);
  if (child === undefined || child.end !== body.length || SUBJECT_PRONOUNS.has(body[2]?.text ?? ""))
    return undefined;
  const object = inflectPhrase(body.slice(2), "nom", "akk");
  const [subject, person, number] = born;
  const verb = finiteFormOf(past ? "haben" : "bekommen", "praesens", person, number);
  if (object === undefined || verb === undefined) return undefined;
  const text =
    pronoun.text === "Ihnen" && formal ? "Sie" : capitaliseIf(subject, isCapitalised(pronoun.text));
  return [{ ...pronoun, text }, { ...aux, text: verb }, ...object, ...(past ? [word("bekommen")] : [])];
}

const capitaliseIf = (text: string, capital: boolean) =>
  capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/**
 * A clause that starts with the passive's finite verb (a question: "Wurde er geheilt?", "Kann der
 * Antrag geprüft werden?"): the active of "dann" + the clause, with its verb first again
 * ("Hat man ihn geheilt?", "Kann man den Antrag prüfen?").
 */
function verbFirstToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man"; formal?: boolean },
  beforeObject: readonly Token[],
): Token[] | undefined {
  const [first, ...rest] = tokens;
  if (first === undefined || first.kind !== "w" || rest.length < 2) return undefined;
  const lower = first.text.toLowerCase();
  if (!PASSIVE_AUX.has(lower) && !PERFEKT_AUX.has(lower) && MODALS[lower] === undefined) return undefined;
  const active = passiveToActive([word("dann"), { ...first, text: lower }, ...rest], options, beforeObject);
  const verb = active?.[1];
  if (active === undefined || active[0]?.text !== "dann" || verb === undefined) return undefined;
  const text = isCapitalised(first.text) ? verb.text.charAt(0).toUpperCase() + verb.text.slice(1) : verb.text;
  return [{ ...verb, text, space: first.space }, ...active.slice(2)];
}

/** The clause ends like a passive opened by `aux`: "… geprüft" (wird/wurde) or "… geprüft werden" (a modal). */
function endsPassive(tokens: readonly Token[], aux: Token | undefined): boolean {
  const modal = MODALS[aux?.text ?? ""] !== undefined;
  if (!(modal || PASSIVE_AUX.has(aux?.text ?? ""))) return false;
  if (modal && tokens.at(-1)?.text !== "werden") return false;
  const participle = tokens.at(modal ? -2 : -1);
  return pastParticipleLemmas(participle).some((lemma) => participleOf(lemma) === participle?.text);
}

/**
 * Two passives that share their subject become two clauses, each with the subject, so that each
 * can turn active: "Dann kann Ihr Antrag nicht bearbeitet werden und muss vielleicht abgelehnt
 * werden." -> "Dann kann Ihr Antrag nicht bearbeitet werden." + "Vielleicht muss Ihr Antrag dann
 * abgelehnt werden." Only "und", no other punctuation, both sides ending in their participle.
 */
export function splitCoordinatedPassive(clause: Clause, formal: boolean): Clause[] | undefined {
  const { tokens } = clause;
  if (clause.end !== "." && clause.end !== "!") return undefined;
  const joint = tokens.findIndex((token) => token.text === "und");
  if (joint < 3 || tokens.some((token, index) => token.kind === "p" && !isDateDot(tokens, index)))
    return undefined;
  const left = tokens.slice(0, joint);
  const right = tokens.slice(joint + 1);
  if (right.some((token) => token.text === "und") || !endsPassive(right, right[0])) return undefined;
  const lead = left[0];
  // The left side as it reads with the "werden" a shared modal passive leaves out.
  const probe =
    right.at(-1)?.text === "werden" && left.at(-1)?.text !== "werden" ? [...left, word("werden")] : left;
  const hasLead =
    lead !== undefined && PASSIVE_LEADS.has(lead.text.toLowerCase()) && isPassiveAux(probe, probe[1]);
  const start = hasLead ? 2 : 0;
  const subject = subjectAt(left, start, formal);
  if (subject === undefined) return undefined;
  const aux = left[hasLead ? 1 : subject.end];
  // "Die Miete kann nicht übernommen und muss zurückgezahlt werden": the first modal's "werden" is
  // left out; each clause gets its own.
  const elliptic = probe !== left && MODALS[aux?.text ?? ""] !== undefined && endsPassive(probe, aux);
  if (!endsPassive(left, aux) && !elliptic) return undefined;
  const second = right[0] as Token;
  const readings = finiteReadings(second.text === "muss" ? { ...second, text: "muß" } : second);
  if (!agrees(readings, subject.agreements)) return undefined;
  // A sentence-initial article moves behind the verb: "Der Antrag" -> "… muss der Antrag …".
  const subjectTokens = left
    .slice(start, subject.end)
    .map((token, index) =>
      index === 0 && start === 0 && !/^(?:Ihre?[mnrs]?|Sie)$/.test(token.text)
        ? { ...token, text: token.text.toLowerCase(), space: true }
        : { ...token, space: true },
    );
  const adverb = right[1];
  const ownLead = adverb !== undefined && PASSIVE_LEADS.has(adverb.text.toLowerCase()) && right.length > 3;
  let rightClause: Token[];
  if (ownLead) {
    // "und muss vielleicht abgelehnt werden" -> "Vielleicht muss Ihr Antrag (dann/sonst) abgelehnt werden"
    const kept = hasLead && /^(?:dann|sonst)$/i.test(lead.text) ? [word(lead.text.toLowerCase())] : [];
    rightClause = [adverb, second, ...subjectTokens, ...kept, ...right.slice(2)];
  } else if (hasLead) rightClause = [lead, second, ...subjectTokens, ...right.slice(1)];
  else rightClause = [...subjectTokens, second, ...right.slice(1)];
  return [
    { tokens: elliptic ? probe : left, end: "." },
    { tokens: rightClause, end: clause.end },
  ];
}

/**
 * "die Unterlagen vorzulegen", "uns zu informieren", "am 17. März zu erscheinen": no punctuation
 * but a date's dot, no finite verb, a zu-infinitive last.
 */
export function isZuInfinitiveClause(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1);
  if (last === undefined || tokens.some((token, index) => token.kind === "p" && !isDateDot(tokens, index)))
    return false;
  const zuInfinitive =
    (tokens.at(-2)?.text === "zu" && infinitiveLemmas(last).length > 0) ||
    (FUSED_ZU.test(last.text) && !isFiniteVerbToken(last));
  return (
    zuInfinitive && !tokens.slice(0, -1).some((token) => isFiniteVerbToken(token) && !isNonFiniteVerb(token))
  );
}

/**
 * End of a state participle or a chain of them joined by und/oder at `index` ("(vollständig)
 * geräumt und gereinigt", "ausgefüllt und unterschrieben"), or undefined. The chain stands before
 * the zu-infinitive or before a phrase with a preposition, never before another verb.
 */
function stateParticipleEnd(tokens: readonly Token[], index: number, verbStart: number): number | undefined {
  const token = tokens[index];
  // "unterschrieben" is also a plural Präteritum ("wir unterschrieben"), never in this middle
  // field; "verkauft" (er verkauft) stays out.
  const participle =
    token !== undefined &&
    finiteReadings(token).every((reading) => reading.number === "plural") &&
    pastParticipleLemmas(token).some((lemma) => participleOf(lemma) === token.text);
  if (!participle) return undefined;
  const next = tokens[index + 1]?.text ?? "";
  if (/^(?:und|oder)$/.test(next)) return stateParticipleEnd(tokens, index + 2, verbStart);
  if (index + 1 === verbStart) return index + 1;
  const lower = next.toLowerCase();
  return PREPOSITIONS.has(lower) || lower in CONTRACTED_PREPOSITIONS || lower === "bis"
    ? index + 1
    : undefined;
}

/**
 * A declined word before a capitalised noun ("bekannte Konto", "bescheinigten Arbeitsunfähigkeit"):
 * an attribute, whatever verb forms it shares.
 */
function declinedAttribute(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const noun = tokens[index + 1];
  if (token?.attributive) return true;
  return (
    token !== undefined &&
    token.kind === "w" &&
    !isCapitalised(token.text) &&
    !FUNCTION_WORDS.has(token.text) &&
    /(?:e|en|em|er|es)$/.test(token.text) &&
    !/zu\p{Ll}+en$/u.test(token.text) &&
    noun?.kind === "w" &&
    isCapitalised(noun.text)
  );
}

/**
 * Length of a prepositional attribute after the subject, up to ist/sind ("Änderungen in Ihren
 * persönlichen Verhältnissen sind …", "Einwendungen gegen die Abrechnung sind …"), or 0: a
 * preposition, then words without verbs or punctuation, the last one a noun.
 */
function prepositionalAttributeLength(tokens: readonly Token[], start: number): number {
  if (!PREPOSITIONS.has(tokens[start]?.text.toLowerCase() ?? "")) return 0;
  if (/^(?:von|vom|durch)$/i.test(tokens[start]?.text ?? "") && !vonAttribute(tokens, start)) return 0;
  for (let index = start + 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined || token.kind === "p") return 0;
    if (/^(?:ist|sind)$/.test(token.text))
      return index > start + 1 && isCapitalised(tokens[index - 1]?.text ?? "") ? index - start : 0;
    if (!declinedAttribute(tokens, index) && (isFiniteVerbToken(token) || isNonFiniteVerb(token))) return 0;
  }
  return 0;
}

/**
 * "ist nicht zu ändern": with "nicht" these verbs say what cannot be done, not what need not; "ist
 * nicht einzunehmen" a ban ("Sie müssen … nicht einnehmen" would only free the reader from it).
 * Without "nicht" they command like OBLIGATION_VERBS, which holds them too.
 */
const POSSIBLE_ONLY: ReadonlySet<string> = new Set([
  // "Zu Unrecht erhaltene Leistungen sind zu erstatten", "Der Ausweis ist persönlich abzuholen".
  "erstatten",
  "abholen",
  "ändern",
  "wiederholen",
  // A doctor's or a leaflet's instructions: "Die Tabletten sind morgens einzunehmen", "Die Salbe ist
  // dünn aufzutragen", "Körperliche Anstrengungen sind zu vermeiden", "Das Medikament ist kühl zu
  // lagern".
  "einnehmen",
  "anwenden",
  "auftragen",
  "vermeiden",
  "aufbewahren",
  "lagern",
  // "Ihr Führerschein ist bis zum 19. Januar 2027 umzutauschen", "Der Ausweis ist rechtzeitig zu
  // verlängern", "Hunde sind an der Leine zu führen"; "Die Akte ist nicht zu entfernen" forbids.
  "umtauschen",
  "erneuern",
  "verlängern",
  "entfernen",
  "beseitigen",
  "führen",
]);
/** Verbs that "ist … zu V" commands in letters ("Der Widerspruch ist … einzulegen"). */
const OBLIGATION_VERBS: ReadonlySet<string> = new Set([
  "einlegen",
  "erklären",
  "einreichen",
  "vorlegen",
  "beachten",
  "zahlen",
  "bezahlen",
  "zurückzahlen",
  "entrichten",
  "überweisen",
  "abgeben",
  "ausfüllen",
  "unterschreiben",
  "mitteilen",
  "melden",
  "anmelden",
  "ummelden",
  // "Stirbt der Hund, ist er innerhalb von zwei Wochen abzumelden."
  "abmelden",
  "beantragen",
  "begründen",
  "richten",
  "schicken",
  "senden",
  "zurücksenden",
  "nachweisen",
  "übergeben",
  "zurückgeben",
  "räumen",
  "angeben",
  "mitbringen",
  "nachreichen",
  "vorzeigen",
  "beifügen",
  "beilegen",
  "verwenden",
  "benutzen",
  "einhalten",
  "stellen",
  "durchführen",
  "tragen",
  "leisten",
  // "Die Fluchtwege sind jederzeit freizuhalten", "Die Unterlagen sind bereitzuhalten".
  "freihalten",
  "bereithalten",
  // "Eine Ortsabwesenheit ist vorher mit Ihrer Integrationsfachkraft abzustimmen", "Änderungen sind
  // unverzüglich anzuzeigen", "Die Forderung ist bis zum 30. Mai zu begleichen".
  "abstimmen",
  "anzeigen",
  "begleichen",
  "beibringen",
  // "Dann ist halbjährlich ein Beratungsbesuch … abzurufen": calling in a service.
  "abrufen",
  // "Der Sperrmüll ist bis 7 Uhr bereitzustellen", "Die Bücher sind bis Freitag zurückzubringen",
  // "Der Müll ist getrennt in die Tonnen zu werfen".
  "zurückbringen",
  "bereitstellen",
  "werfen",
  "einwerfen",
  ...POSSIBLE_ONLY,
]);

/**
 * Verbs of calling in a service: a durch-phrase names who delivers it ("ein Beratungsbesuch durch
 * einen zugelassenen Pflegedienst abzurufen"), not who must call it in.
 */
const SERVICE_CALL_VERBS: ReadonlySet<string> = new Set(["abrufen"]);

/** Services a reader calls in: "Beratungsbesuch", "Hausbesuch", "Beratung". */
const CALLED_SERVICE = /(?:^|\p{Ll})(?:[Bb]esuch|[Bb]esuche|[Bb]eratung|[Bb]eratungen)$/u;

/**
 * "Die Salbe ist dünn anzuwenden": a medicine or a care product the reader uses. "anwenden" with any
 * other subject is an office applying a rule ("Die Härtefallregelung ist in Ihrem Fall anzuwenden"),
 * not the reader's duty.
 */
const APPLIED_PRODUCT =
  /(?:^|\p{Ll})(?:[Ss]alben?|[Cc]remes?|Gels?|[Tt]ropfen|[Ss]prays?|[Mm]edikamente?|[Aa]rzneimittel|[Tt]abletten?|[Kk]apseln?|[Zz]äpfchen|[Pp]flaster|[Ll]otionen?|[Pp]uder|[Ss]hampoos?|[Pp]räparate?|[Ii]nhalator(?:en)?|[Ii]nsulin|[Tt]inkturen?|[Ss]aft|[Ss]äfte|[Ee]mulsionen?)$/u;

/**
 * The comma after an undeclined adjective in a list of manners that "oder"/"und" closes before the
 * verb: "Der Widerspruch ist schriftlich, in elektronischer Form oder zur Niederschrift … einzulegen."
 * Not a comma before an insertion ("ist, wie vereinbart, zu zahlen") or after a noun.
 */
function mannerListComma(tokens: readonly Token[], index: number, end: number): boolean {
  const before = tokens[index - 1];
  if (tokens[index]?.text !== "," || before === undefined || before.kind !== "w") return false;
  if (isCapitalised(before.text) || isFiniteVerbToken(before) || isNonFiniteVerb(before)) return false;
  const readings = readingsOf(before.text);
  if (
    readings.length === 0 ||
    !readings.every((reading) => reading.partOfSpeech === "adjective" && !reading.inflected)
  )
    return false;
  for (let at = index + 1; at < end; at += 1) {
    const token = tokens[at];
    if (token?.text === "oder" || token?.text === "und") return true;
    if (token === undefined || (token.kind === "p" && token.text !== ",")) return false;
  }
  return false;
}

const FUSED_ZU = /^(ab|an|auf|aus|ein|mit|nach|vor|zurück|um|bei|weg|durch|fest|dar)zu(\p{Ll}+en)$/u;

/**
 * "Dem Antrag sind ein gültiger Pass, ein aktueller Aufenthaltstitel sowie Nachweise über Einkommen
 * und Sprachkenntnisse beizufügen": after a fronted "sind", a list of noun phrases (commas, then
 * und/sowie/oder) fills the span up to the verb; each phrase's head goes to the accusative ("einen
 * gültigen Pass"), its attribute stays. Undefined unless every part reads so (no verb, no other
 * punctuation; one adverb may follow the last conjunction: "sowie gegebenenfalls eine …").
 */
/** Adverbs that may stand before a list's last phrase ("sowie gegebenenfalls eine Bescheinigung"). */
const LIST_ADVERB = /^(?:vielleicht|gegebenenfalls|eventuell|auch|außerdem|zusätzlich)$/;

/**
 * "ärztliche Unterlagen", "vorhandene ärztliche Unterlagen": adjectives before a noun that may only
 * be plural, from `start`; the end of the phrase, or undefined.
 */
function bareAdjectivePlural(tokens: readonly Token[], start: number, end: number): number | undefined {
  let at = start;
  while (
    at < end &&
    readingsOf(tokens[at]?.text ?? "").some((reading) => reading.partOfSpeech === "adjective")
  )
    at += 1;
  const readings = nounReadings(tokens[at]);
  return at > start && readings.length > 0 && readings.every((reading) => reading.number === "plural")
    ? at + 1
    : undefined;
}

function listObject(tokens: readonly Token[], start: number, verbStart: number): Token[] | undefined {
  const commas: number[] = [];
  for (let index = start; index < verbStart; index += 1) {
    const token = tokens[index] as Token;
    if (token.text === ",") commas.push(index);
    else if (token.kind === "p" || isFiniteVerbToken(token) || isNonFiniteVerb(token)) return undefined;
  }
  const lastStart = (commas.at(-1) ?? start - 1) + 1;
  const join = tokens.findIndex(
    (token, index) => index > lastStart && index < verbStart && SUBJECT_CONJUNCTIONS.test(token.text),
  );
  if (join === -1) return undefined;
  const parts: [number, number][] = [];
  let from = start;
  for (const comma of commas) {
    parts.push([from, comma]);
    from = comma + 1;
  }
  parts.push([from, join]);
  // "sowie gegebenenfalls eine Bescheinigung": an adverb before the last phrase stays before it.
  const afterJoin = tokens[join + 1];
  const adverb = LIST_ADVERB.test(afterJoin?.text ?? "") ? 1 : 0;
  parts.push([join + 1 + adverb, verbStart]);
  const out: Token[] = [];
  for (const [index, [partStart, partEnd]] of parts.entries()) {
    // Each part opens with a determiner or a known noun ("Nachweise über …"), or with adjectives
    // before a plural noun ("vorhandene ärztliche Unterlagen": the same form in both cases).
    const plural = bareAdjectivePlural(tokens, partStart, partEnd);
    const head = plural === undefined ? subjectAt(tokens, partStart, true) : { end: plural };
    const opens =
      DETERMINERS.has(tokens[partStart]?.text ?? "") ||
      nounReadings(tokens[partStart]).length > 0 ||
      plural !== undefined;
    if (head === undefined || head.end > partEnd || !opens) return undefined;
    const object =
      plural === undefined
        ? inflectPhrase(tokens.slice(partStart, head.end), "nom", "akk")
        : tokens.slice(partStart, head.end);
    const rest = tokens.slice(head.end, partEnd);
    // An attribute after the head: a genitive or a prepositional phrase, nothing else.
    // An agent ("von Ihnen") is no attribute.
    if (
      object === undefined ||
      (rest.length > 0 &&
        !/^(?:des|der|eines|einer)$/.test(rest[0]?.text ?? "") &&
        !PREPOSITIONS.has(rest[0]?.text ?? "")) ||
      (/^(?:von|vom|durch)$/.test(rest[0]?.text ?? "") &&
        DATIVE_PRONOUNS.has(rest[1]?.text.toLowerCase() ?? ""))
    )
      return undefined;
    if (index === parts.length - 1)
      out.push(tokens[join] as Token, ...tokens.slice(join + 1, join + 1 + adverb));
    else if (index > 0) out.push(tokens[partStart - 1] as Token);
    out.push(...object, ...rest);
  }
  return out;
}

/** Nouns of documents that prove something ("Attest", "Bescheinigung", "Nachweis", "Vorlage"). */
const DOCUMENT_NOUN =
  /(?:attest|bescheinigung|bestätigung|nachweis|nachweise|vorlage|beleg|belege|unterlagen)$/;

/**
 * End of "ein ärztliches Attest", "Vorlage einer Bescheinigung" after "durch" at `start`: an
 * indefinite article or none, undeclined or declined adjectives, a document noun last before
 * `end` or before a genitive ("Vorlage des Mietvertrags"); else undefined.
 */
function documentPhraseEnd(tokens: readonly Token[], start: number, end: number): number | undefined {
  let at = /^(?:ein|eine|einen)$/.test(tokens[start]?.text ?? "") ? start + 1 : start;
  while (at < end && tokens[at]?.kind === "w" && /^\p{Ll}+e[nrs]?$/u.test(tokens[at]?.text ?? "")) at += 1;
  const noun = tokens[at];
  if (noun === undefined || !isCapitalised(noun.text) || !DOCUMENT_NOUN.test(noun.text.toLowerCase()))
    return undefined;
  return at + 1 <= end ? at + 1 : undefined;
}

/**
 * The zu-infinitive of a verb of obligation that ends `tokens` before `end` ("einzureichen",
 * "freizuhalten", "zu zahlen"): its lemma and where it starts; else undefined.
 */
function obligationZuInfinitive(
  tokens: readonly Token[],
  end: number,
): { lemma: string; start: number } | undefined {
  const last = tokens[end - 1];
  if (last === undefined || last.kind !== "w") return undefined;
  let lemma = "";
  let start = end - 1;
  const fused = FUSED_ZU.exec(last.text);
  // "freizuhalten", "bereitzuhalten": a particle FUSED_ZU does not list, as the lexicon reads it.
  const zuReading = readingsOf(last.text).find(
    (reading) => reading.partOfSpeech === "verb" && reading.form === "zuInfinitive",
  );
  if (fused) lemma = `${fused[1]}${fused[2]}`;
  else if (zuReading !== undefined) lemma = zuReading.lemma;
  else if (tokens[end - 2]?.text === "zu") {
    lemma = last.text;
    start = end - 2;
  }
  if (!OBLIGATION_VERBS.has(lemma) || !infinitiveLemmas(word(lemma)).includes(lemma)) return undefined;
  return { lemma, start };
}

/** A zu-infinitive's look, for a cheap first test: "zu" or "einzureichen", "freizuhalten". */
const ZU_LOOK = /^zu$|.zu\p{Ll}+en$/u;

/**
 * "Der Einspruch ist schriftlich einzureichen oder dort zur Niederschrift zu erklären." -> "Sie
 * müssen den Einspruch schriftlich einreichen oder dort zur Niederschrift erklären.": two
 * zu-infinitives of obligation joined by "und"/"oder" after a subject first. Each conjunct must
 * turn active on its own ("Der Einspruch ist dort zur Niederschrift zu erklären" too), with no
 * comma in the second; a sentence that names the reader's side ("auf Ihr Konto", "Ihnen") stays,
 * since what is paid there is owed to the reader. A second conjunct with its own phrase first
 * ("Die Tabletten sind einzunehmen oder die Salbe aufzutragen") is checked with that phrase as its
 * subject and gives "… oder die Salbe auftragen". A deadline stays in its conjunct ("bis zum 30.
 * Juni zahlen oder in Raten bezahlen"): splitDeadline does not give it a sentence that would
 * cover both acts.
 */
function coordinatedSeinZu(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man" },
): Token[] | undefined {
  // A cheap test before any lexicon work: a coordinator and two zu-infinitive-looking words.
  if (
    !tokens.some((token) => token.text === "und" || token.text === "oder") ||
    tokens.filter((token) => ZU_LOOK.test(token.text)).length < 2
  )
    return undefined;
  const join = tokens.findLastIndex(
    (token, index) =>
      /^(?:und|oder)$/.test(token.text) && obligationZuInfinitive(tokens, index) !== undefined,
  );
  if (join < 3 || frontedAux(tokens) !== undefined) return undefined;
  const aux = tokens.findIndex((token) => /^(?:ist|sind)$/.test(token.text));
  const second = tokens.slice(join + 1);
  const ending = obligationZuInfinitive(second, second.length);
  if (
    aux < 1 ||
    aux > join ||
    ending === undefined ||
    second.some((token, index) => token.kind === "p" && !isDateDot(second, index)) ||
    tokens.some(
      (token, index) => /^(?:Ihnen|Ihre?[mnrs]?)$/.test(token.text) && tokens[index - 1]?.text !== "von",
    )
  )
    return undefined;
  const first = seinZuToActive(tokens.slice(0, join), options);
  if (first === undefined) return undefined;
  // "oder die Salbe aufzutragen": its own subject, with ist/sind as it needs.
  const own = DETERMINERS.has(second[0]?.text ?? "") ? subjectAt(second, 0, true) : undefined;
  if (own !== undefined) {
    const singular = own.agreements?.every((agreement) => agreement.number === "singular");
    if (singular === undefined || own.end > ending.start) return undefined;
    const alone = seinZuToActive(
      [...second.slice(0, own.end), word(singular ? "ist" : "sind"), ...second.slice(own.end)],
      options,
    );
    // The active clause is agent, modal, then the rest ("Sie müssen die Salbe auftragen").
    if (alone === undefined || !/^(?:Sie|man)$/.test(alone[0]?.text ?? "")) return undefined;
    return [...first, tokens[join] as Token, ...alone.slice(2)];
  }
  if (seinZuToActive([...tokens.slice(0, aux + 1), ...second], options) === undefined) return undefined;
  return [...first, tokens[join] as Token, ...second.slice(0, ending.start), word(ending.lemma)];
}

/**
 * "Der Widerspruch ist innerhalb von einem Monat einzulegen." -> "Sie müssen den Widerspruch
 * innerhalb von einem Monat einlegen." (letters: the reader) or "Man muss …". Only ist/sind +
 * a final zu-infinitive of a verb of obligation; "ist … zu erreichen" (can) stays.
 */
export function seinZuToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man" } = {},
): Token[] | undefined {
  if (options.writer === undefined) return undefined;
  // Every rewrite below ends in a zu-infinitive of these tokens as obligationZuInfinitive reads it
  // (fused with its particle, after "zu", or the lexicon's): without one nothing fires.
  if (!tokens.some((token) => token.text === "zu" || FUSED_ZU.test(token.text) || isZuInfinitive(token)))
    return undefined;
  // "Denn die Fluchtwege sind freizuhalten" -> "Denn man muss die Fluchtwege freihalten": a leading
  // coordinator, as in passiveToActive.
  const conjunction = tokens[0];
  if (
    conjunction !== undefined &&
    LEADING_CONJUNCTIONS.has(conjunction.text.toLowerCase()) &&
    tokens.length > 3
  ) {
    const [head, ...tail] = seinZuToActive(tokens.slice(1), options) ?? [];
    if (head === undefined) return undefined;
    const lowered = /^(?:Man|Wir)$/.test(head.text) ? { ...head, text: head.text.toLowerCase() } : head;
    return [conjunction, lowered, ...tail];
  }
  // "Dann ist eine Behandlung … durchzuführen, die nach acht Tagen zu wiederholen ist": a relative
  // clause after the verbs, kept whole when its noun is unsure, stays after the active clause.
  const comma = tokens.findLastIndex((token) => token.text === ",");
  const relative = tokens.slice(comma + 1);
  const pronounAt = PREPOSITIONS.has(relative[0]?.text ?? "") ? 1 : 0;
  if (
    comma > 0 &&
    RELATIVE_PRONOUNS.has(relative[pronounAt]?.text ?? "") &&
    isFiniteVerbToken(relative.at(-1)) &&
    !isNonFiniteVerb(relative[pronounAt + 1])
  ) {
    const main = seinZuToActive(tokens.slice(0, comma), options);
    return main === undefined ? undefined : [...main, ...tokens.slice(comma)];
  }
  const coordinated = coordinatedSeinZu(tokens, options);
  if (coordinated !== undefined) return coordinated;
  const ending = obligationZuInfinitive(tokens, tokens.length);
  if (ending === undefined) return undefined;
  const { lemma, start: verbStart } = ending;
  // "Die Entscheidung ist nicht mehr zu ändern", "Der Fehler ist leicht zu beheben": what can be
  // done, not what must.
  if (
    tokens.some(
      (token, index) =>
        /^(?:kaum|leicht|schwer|schwerlich)$/.test(token.text) ||
        (token.text === "nicht" && (tokens[index + 1]?.text === "mehr" || POSSIBLE_ONLY.has(lemma))),
    )
  )
    return undefined;
  // "Die Zahlung ist auf Ihr Konto zu erstatten", "Die Kosten sind Ihrer Tochter zu erstatten": a
  // refund to the reader's side.
  if (
    lemma === "erstatten" &&
    (tokens.some((token) => /^Ihre?[mnrs]?$/.test(token.text)) ||
      !tokens.some((token) => OWED_BY_READER.test(token.text) || BENEFIT_PAID.test(token.text)))
  )
    return undefined;
  // "Das Geld ist Ihnen zu erstatten": the reader receives, someone else must ("auf das Ihnen
  // bekannte Konto" is only an attribute, "von Ihnen" the reader as agent).
  if (
    tokens.some(
      (token, index) =>
        /^(?:Ihnen|ihnen)$/.test(token.text) &&
        tokens[index - 1]?.text !== "von" &&
        !declinedAttribute(tokens, index + 1),
    )
  )
    return undefined;
  const frontAux = frontedAux(tokens);
  // "In diesem Fall ist uns eine ärztliche Bescheinigung vorzulegen": an unstressed dative pronoun
  // before the subject stays before the object ("… müssen Sie uns eine … Bescheinigung vorlegen").
  const dative =
    frontAux !== undefined && /^(?:uns|mir|ihm|ihnen|Ihnen)$/.test(tokens[frontAux + 1]?.text ?? "")
      ? (tokens[frontAux + 1] as Token)
      : undefined;
  const afterAux = frontAux === undefined ? 0 : frontAux + (dative === undefined ? 1 : 2);
  // "Dann ist rechtzeitig eine neue Verordnung einzureichen": adverbs between the fronted auxiliary
  // and the subject stay before the object ("Dann müssen Sie rechtzeitig eine neue …").
  let adverbCount = 0;
  while (
    frontAux !== undefined &&
    adverbCount < 2 &&
    SEIN_ZU_ADVERBS.has(tokens[afterAux + adverbCount]?.text ?? "")
  )
    adverbCount += 1;
  const adverbs = tokens.slice(afterAux, afterAux + adverbCount);
  const start = afterAux + adverbCount;
  // "Bei Fristversäumnis ist Klage zu erheben": a bare noun after a fronted phrase, too unsure;
  // a plural with "sind" is the subject ("Zusätzlich sind Gebühren … zu zahlen").
  // The reader's own ("Nach unseren Unterlagen ist Ihr Führerschein … umzutauschen") has its
  // determiner.
  if (
    frontAux !== undefined &&
    isCapitalised(tokens[start]?.text ?? "") &&
    tokens[start]?.text !== "Folgendes" &&
    !/^Ihre?[mnrs]?$/.test(tokens[start]?.text ?? "") &&
    !(
      tokens[frontAux]?.text === "sind" &&
      nounReadings(tokens[start]).some((reading) => reading.number === "plural")
    )
  )
    return undefined;
  // "Dann ist dies telefonisch mitzuteilen": after a leading adverb, "dies" points back to the case.
  const pointer =
    frontAux === 1 &&
    tokens[1]?.text === "ist" &&
    /^(?:dies|das)$/.test(tokens[start]?.text ?? "") &&
    !isCapitalised(tokens[start + 1]?.text ?? "");
  // "Dem Antrag sind ein gültiger Pass, … sowie Nachweise … beizufügen": a list is the subject.
  // "Dem Antrag ist Folgendes beizufügen:" (a list taken out as bullets) is said the same way.
  const list =
    frontAux !== undefined && tokens[frontAux]?.text === "sind"
      ? listObject(tokens, start, verbStart)
      : frontAux !== undefined &&
          tokens[frontAux]?.text === "ist" &&
          verbStart === start + 1 &&
          tokens[start]?.text === "Folgendes"
        ? [tokens[start] as Token]
        : undefined;
  // "Urkunden sind nur mit einer Übersetzung einzureichen": "nur" before a manner or a condition
  // limits what is allowed ("Sie dürfen … nur mit … einreichen"; "Sie müssen … nur mit …" said that
  // less is needed). Before an amount it says that less is needed ("Der Beitrag ist nur einmal zu
  // zahlen": "Sie müssen … nur einmal zahlen"), and "nur noch" what is left to do.
  const onlyAllowed = tokens.some(
    (token, index) =>
      token.text === "nur" &&
      (PREPOSITIONS.has(tokens[index + 1]?.text ?? "") ||
        /^(?:schriftlich|persönlich|online|elektronisch|dann|wenn)$/.test(tokens[index + 1]?.text ?? "")),
  );
  const modalWord = (plural: boolean): string =>
    onlyAllowed ? (plural ? "dürfen" : "darf") : plural ? "müssen" : "muss";
  if (list !== undefined) {
    if (lemma === "anwenden") return undefined;
    const modal = modalWord(options.writer === "wir");
    const agent = options.writer === "wir" ? word("Sie") : word("man");
    return [
      ...tokens.slice(0, frontAux),
      word(modal),
      agent,
      ...(dative ? [dative] : []),
      ...adverbs,
      ...list,
      word(lemma),
    ];
  }
  const subject = pointer
    ? { end: start + 1, agreements: undefined }
    : (adjectivePluralSubject(tokens, start) ?? subjectAt(tokens, start, true));
  // A plural without an article reads the same as an accusative; the adjective loses its capital.
  const bare = !pointer && subject !== undefined && subject.agreements === undefined;
  if (
    subject === undefined || subject.end !== start + 1 || pointer
      ? false
      : /^(?:es|das|dies|was|wer|man)$/i.test(tokens[start]?.text ?? "")
  )
    return undefined;
  if (subject === undefined) return undefined;
  // "Die Daten sind jederzeit abzurufen" says what can be done; only a visit or counselling called
  // in is a duty ("ein Beratungsbesuch … abzurufen").
  if (lemma === "abrufen" && (pointer || !CALLED_SERVICE.test(tokens[subject.end - 1]?.text ?? "")))
    return undefined;
  // "Die Härtefallregelung ist in Ihrem Fall anzuwenden": only a medicine is the reader's to apply.
  if (lemma === "anwenden" && (pointer || !APPLIED_PRODUCT.test(tokens[subject.end - 1]?.text ?? "")))
    return undefined;
  // "Einwendungen gegen die Abrechnung sind …": a noun in -ungen the lexicon lacks is a plural of a
  // noun in -ung (the same form in every case).
  const ungPlural =
    !pointer &&
    subject.end === start + 1 &&
    /^\p{Lu}\p{Ll}+ungen$/u.test(tokens[start]?.text ?? "") &&
    nounReadings(tokens[start]).length === 0;
  // "Die Verlängerung des Aufenthaltstitels ist … zu beantragen": the subject's genitive goes along.
  const attribute =
    frontAux === undefined
      ? genitiveAttributeLength(tokens, subject.end) ||
        prepositionalAttributeLength(tokens, subject.end) ||
        prefieldAttributeLength(tokens, subject.end)
      : 0;
  const aux = tokens[frontAux ?? subject.end + attribute];
  if (
    aux === undefined ||
    !/^(?:ist|sind)$/.test(aux.text) ||
    (ungPlural
      ? aux.text !== "sind"
      : subject.agreements !== undefined && !agrees(finiteReadings(aux), subject.agreements))
  )
    return undefined;
  const middleStart = frontAux === undefined ? subject.end + attribute + 1 : subject.end;
  const dropped = new Set<number>();
  for (let index = middleStart; index < verbStart; index += 1) {
    const token = tokens[index];
    // "geräumt und gereinigt zu übergeben", "ausgefüllt und unterschrieben bis zum 31. August
    // zurückzusenden": participles that say in which state are kept.
    const state = stateParticipleEnd(tokens, index, verbStart);
    if (state !== undefined) {
      index = state - 1;
      continue;
    }
    // "auf das Ihnen bekannte Konto", "der bisher bescheinigten Arbeitsunfähigkeit": a declined
    // attribute before its noun is no verb of its own.
    if (declinedAttribute(tokens, index)) continue;
    // "bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einzulegen": an address between commas.
    const address =
      postalAddressEnd(tokens, index) ??
      officeBeforeVerb(tokens, index, verbStart) ??
      streetBeforeVerb(tokens, index, verbStart) ??
      townBeforeVerb(tokens, index, verbStart);
    if (address !== undefined) {
      index = address;
      continue;
    }
    // "schriftlich, elektronisch oder zur Niederschrift": the comma of a list of manners.
    if (mannerListComma(tokens, index, verbStart)) continue;
    // "die Steuernummer 21/815/08150": a slash inside a number.
    const numberSlash =
      token?.text === "/" && tokens[index - 1]?.kind === "n" && tokens[index + 1]?.kind === "n";
    if (
      (token?.kind === "p" && !isDateDot(tokens, index) && !numberSlash) ||
      isFiniteVerbToken(token) ||
      isNonFiniteVerb(token)
    )
      return undefined;
    // "Die Kosten sind von Ihnen zu tragen": in a letter the reader is the one who must; the
    // phrase goes, "Sie" becomes the subject. Other agents we do not rewrite.
    if (readerAgent(tokens, index, options.writer)) {
      dropped.add(index).add(index + 1);
      index += 1;
      continue;
    }
    // "durch ein ärztliches Attest nachzuweisen": a document is the means, not who acts.
    const means = token?.text === "durch" ? documentPhraseEnd(tokens, index + 1, verbStart) : undefined;
    if (means !== undefined) {
      index = means - 1;
      continue;
    }
    if (token?.text === "durch" && SERVICE_CALL_VERBS.has(lemma)) continue;
    // "innerhalb von" is a deadline.
    if (/^(?:vom|durch|zu)$/.test(token?.text ?? "")) return undefined;
    if (
      token?.text === "von" &&
      !/^(?:innerhalb|außerhalb)$/.test(tokens[index - 1]?.text ?? "") &&
      !vonAttribute(tokens, index)
    )
      return undefined;
  }
  const inflected =
    pointer || ungPlural
      ? tokens.slice(start, subject.end)
      : bare
        ? tokens
            .slice(start, subject.end)
            .map((token, index) => (index === 0 ? { ...token, text: token.text.toLowerCase() } : token))
        : inflectPhrase(tokens.slice(start, subject.end), "nom", "akk");
  if (inflected === undefined) return undefined;
  const head = [...inflected, ...tokens.slice(subject.end, subject.end + attribute)];
  const agent = options.writer === "wir" ? word("Sie") : word("man");
  const modal = modalWord(options.writer === "wir");
  const middle = tokens
    .slice(middleStart, verbStart)
    .filter((_, offset) => !dropped.has(middleStart + offset));
  // "Der Umzug ist der Wohngeldstelle anzuzeigen": right after ist/sind "der" + a feminine noun is
  // who receives, not a genitive ("von der Wohngeld·stelle" would say who moved); it goes before
  // the object ("Sie müssen der Wohngeld·stelle den Umzug anzeigen"). With a verb that takes no
  // such dative the clause stays.
  const recipient = frontAux === undefined ? recipientLength(middle) : 0;
  // -1: a recipient the reading is unsure of ("der Klinik am Park"); the clause stays. So does a
  // feminine "der" phrase that a genitive follows before a verb that takes a recipient ("der
  // Leitung der Schule vorzulegen" would become "von der Leitung …").
  if (recipient < 0 || (recipient > 0 && !DATIVE_OBLIGATION_VERBS.has(lemma))) return undefined;
  if (
    recipient === 0 &&
    DATIVE_OBLIGATION_VERBS.has(lemma) &&
    FEMININE_OR_PLURAL_GENITIVE.test(middle[0]?.text ?? "") &&
    /^(?:der|des|eines|einer)$/.test(middle[phraseLength(middle, 0)]?.text ?? "")
  )
    return undefined;
  // "Die Tabletten sind die Salbe aufzutragen" (a conjunct cut off with a copied subject): a phrase
  // of its own in the middle is another subject or object.
  if (ownPhraseIn(middle, recipient)) return undefined;
  if (frontAux !== undefined)
    return [
      ...tokens.slice(0, frontAux),
      word(modal),
      agent,
      ...(dative ? [dative] : []),
      ...adverbs,
      ...head,
      ...middle,
      word(lemma),
    ];
  // "Änderungen … sind uns mitzuteilen" -> "Sie müssen uns Änderungen … mitteilen": an unstressed
  // pronoun stands before the object.
  const pronoun = /^(?:uns|mir|ihm|ihr|ihnen|Ihnen)$/.test(middle[0]?.text ?? "") ? 1 : 0;
  const before = Math.max(pronoun, recipient);
  return [agent, word(modal), ...middle.slice(0, before), ...head, ...middle.slice(before), word(lemma)];
}

/** Obligation verbs whose dative names who receives ("der Wohngeldstelle anzuzeigen"). */
const DATIVE_OBLIGATION_VERBS: ReadonlySet<string> = new Set([
  "anzeigen",
  "mitteilen",
  "melden",
  "vorlegen",
  "vorzeigen",
  "übergeben",
  "zurückgeben",
  "abgeben",
  "erstatten",
  "schicken",
  "senden",
  "zurücksenden",
  "einreichen",
  "nachreichen",
  "nachweisen",
  "zahlen",
  "bezahlen",
  "zurückzahlen",
  "überweisen",
  "beifügen",
  "beilegen",
  "erklären",
]);

/**
 * Length of the dative that opens the middle of "ist … zu V": "der Wohngeldstelle" (see
 * feminineDativeLength), "den Behörden" (a dative plural), "der Polizei und der Versicherung";
 * 0 for none, -1 when one may stand there but its end is unsure.
 */
function recipientLength(middle: readonly Token[]): number {
  const one = (at: number): number => {
    const rest = middle.slice(at);
    const feminine = feminineDativeLength(rest, true);
    if (feminine !== 0 || !/^(?:den|diesen|Ihren)$/.test(rest[0]?.text ?? "")) return feminine;
    const length = phraseLength(rest, 0);
    const readings = nounReadings(rest[length - 1]);
    const plural =
      readings.length > 0 &&
      readings.every((reading) => reading.number === "plural" && reading.cases.includes("dat"));
    return length > 0 && plural && !POSTPOSITIONS.test(rest[length]?.text ?? "") ? length : 0;
  };
  const length = one(0);
  if (length <= 0 || !/^(?:und|oder)$/.test(middle[length]?.text ?? "")) return length;
  const more = one(length + 1);
  return more > 0 ? length + 1 + more : -1;
}

/** Determiners of a nominative or accusative phrase ("die Salbe", "einen Nachweis", "Ihre Quittung"). */
const OWN_PHRASE_DETERMINER =
  /^(?:die|das|den|ein|eine|einen|kein|keine|keinen|Ihr|Ihre|Ihren|sein|seine|seinen|ihr|ihre|ihren|diese|diesen|jede|jeden)$/;

/**
 * A noun phrase of its own in the middle of "ist … zu V" from `from` on: a nominative/accusative
 * determiner + noun that no preposition or coordinator leads ("an die Adresse", "und die
 * Pflegekasse" are parts of other phrases); a dative plural ("den Behörden") is none, nor a span
 * of time ("mindestens eine Woche vorher", "jeden Monat"), which says when.
 */
function ownPhraseIn(middle: readonly Token[], from: number): boolean {
  return middle.some((token, index) => {
    if (index < from || !OWN_PHRASE_DETERMINER.test(token.text)) return false;
    const before = middle[index - 1]?.text ?? "";
    if (PREPOSITIONS.has(before.toLowerCase()) || /^(?:und|oder|sowie|,)$/.test(before)) return false;
    const length = phraseLength(middle, index);
    if (length === 0) return false;
    if (
      length === 2 &&
      /^(?:ein|eine|einen|jede|jeden)$/.test(token.text) &&
      TIME_NOUNS.has(middle[index + 1]?.text ?? "")
    )
      return false;
    const readings = nounReadings(middle[index + length - 1]);
    const dativePlural =
      /en$/.test(token.text) &&
      readings.length > 0 &&
      readings.every((reading) => reading.number === "plural" && reading.cases.includes("dat"));
    return !dativePlural;
  });
}

/**
 * "von" that cannot name the agent of "ist … zu V": an amount, a range or a measure's "von"
 * (isAttributeVon: "Der Gesamtbetrag von 143,50 Euro ist … zu überweisen") or the genitive written
 * with von between a noun and "diesem/dieser/dieses" ("nach Rechtskraft von diesem Bescheid").
 * "vom Mieter", "von Ihnen", "von einem Arzt" may be agents.
 */
function vonAttribute(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.text !== "von") return false;
  if (isAttributeVon(tokens, index)) return true;
  const before = tokens[index - 1];
  return (
    before?.kind === "w" &&
    isCapitalised(before.text) &&
    /^dies(?:em|er|es)$/.test(tokens[index + 1]?.text ?? "")
  );
}

/** "von Ihnen" in a letter (the writer is "wir"): the reader, who becomes the subject "Sie". */
function readerAgent(tokens: readonly Token[], index: number, writer: "wir" | "man" | undefined): boolean {
  return writer === "wir" && tokens[index]?.text === "von" && tokens[index + 1]?.text === "Ihnen";
}

/**
 * Length of a genitive attribute with des/eines at `start` ("des Aufenthaltstitels"), its noun
 * in the genitive, or 0.
 */
function genitiveAttributeLength(tokens: readonly Token[], start: number): number {
  if (!/^(?:des|eines)$/.test(tokens[start]?.text ?? "")) return 0;
  const length = phraseLength(tokens, start);
  const noun = tokens[start + length - 1];
  return length > 1 && nounReadings(noun).some((reading) => reading.cases.includes("gen")) ? length : 0;
}

/**
 * "Änderungen der Zahl der Personen sind … mitzuteilen": genitive attributes with "der"/"einer"
 * (also a dative object's form elsewhere) belong to the subject when they fill the first place up
 * to ist/sind, words only, without a verb form, ending in a noun.
 */
function prefieldAttributeLength(tokens: readonly Token[], start: number): number {
  if (!/^(?:der|des|einer|eines)$/.test(tokens[start]?.text ?? "")) return 0;
  const aux = tokens.findIndex((token, index) => index > start && /^(?:ist|sind)$/.test(token.text));
  const attribute = tokens.slice(start, aux);
  const last = attribute.at(-1);
  if (
    aux < 0 ||
    last === undefined ||
    nounReadings(last).length === 0 ||
    attribute.some(
      (token) =>
        token.kind !== "w" ||
        (!isCapitalised(token.text) && (isFiniteVerbToken(token) || isNonFiniteVerb(token))),
    )
  )
    return 0;
  return attribute.length;
}

/**
 * "Bei der Überweisung ist die Steuernummer anzugeben", "Dann ist dies mitzuteilen": the index of
 * ist/sind after a leading prepositional phrase (as leadingPhraseEnd reads it) or after a
 * leading adverb, or undefined.
 */
/**
 * "Fremdsprachige Urkunden sind … einzureichen": an adjective and a plural noun right before "sind"
 * (a bare plural the general subject reader leaves alone: it may be part of a list).
 */
function adjectivePluralSubject(
  tokens: readonly Token[],
  start: number,
): { end: number; agreements: undefined } | undefined {
  const [adjective, noun, aux] = [tokens[start], tokens[start + 1], tokens[start + 2]];
  if (start !== 0 || aux?.text !== "sind" || adjective === undefined || noun === undefined) return undefined;
  const plural = nounReadings(noun).some((reading) => reading.number === "plural");
  const isAdjective = readingsOf(adjective.text.toLowerCase()).some(
    (reading) => reading.partOfSpeech === "adjective",
  );
  return /^\p{L}\p{Ll}+(?:e|en)$/u.test(adjective.text) && isAdjective && plural
    ? { end: start + 2, agreements: undefined }
    : undefined;
}

/** Pronoun adverbs of purpose that may open a duty ("Dafür ist … zu verwenden"). */
const FRONTED_PURPOSE = /^(?:dafür|hierfür|hierzu|dazu|dabei|hierbei)$/;

function frontedAux(tokens: readonly Token[]): number | undefined {
  const first = tokens[0]?.text.toLowerCase() ?? "";
  // "Dann ist dies mitzuteilen": a leading adverb (not the ambiguous "so" / "da").
  if (LEADING_ADVERBS.has(first) && first !== "so" && first !== "da")
    return /^(?:ist|sind)$/.test(tokens[1]?.text ?? "") ? 1 : undefined;
  // "Von Ihnen ist … anzugeben" names the one who must; "Gegen diesen Bescheid ist Widerspruch
  // einzulegen" tells a right, not a duty: both left alone.
  if (first === "gegen" || /^(?:von|vom)$/.test(first)) return undefined;
  // "Dafür ist der beigefügte Vordruck zu verwenden": a pronoun adverb of purpose first.
  if (FRONTED_PURPOSE.test(first)) return /^(?:ist|sind)$/.test(tokens[1]?.text ?? "") ? 1 : undefined;
  // "Dem Antrag ist eine Kopie beizufügen": a fronted dative noun ("dem" is never a subject).
  if (
    /^(?:dem|diesem|ihrem)$/.test(first) &&
    isCapitalised(tokens[1]?.text ?? "") &&
    nounReadings(tokens[1]).length > 0 &&
    /^(?:ist|sind)$/.test(tokens[2]?.text ?? "")
  )
    return 2;
  return leadingPhraseEnd(tokens, (token) => /^(?:ist|sind)$/.test(token.text));
}

/** Words an office named between commas may have ("Stadt Kassel, Steueramt, einzulegen"). */
const MAX_OFFICE_WORDS = 4;

/**
 * "bei der Stadt Kassel, Steueramt, einzulegen": the office of an authority between commas, right
 * before the verb at the end; the index of the closing comma, or undefined.
 */
function officeBeforeVerb(tokens: readonly Token[], comma: number, verbStart: number): number | undefined {
  if (tokens[comma]?.text !== "," || tokens[verbStart - 1]?.text !== ",") return undefined;
  const words = tokens.slice(comma + 1, verbStart - 1);
  if (words.length === 0 || words.length > MAX_OFFICE_WORDS) return undefined;
  const nameLike = (token: Token) =>
    token.kind === "w" && isCapitalised(token.text) && !isFiniteVerbToken(token);
  return words.every(nameLike) ? verbStart - 1 : undefined;
}

/** A German postcode ("10704"). */
const POSTCODE = /^\d{5}$/;

/** The last word of a street name ("Creiler Platz", "Hauptstraße"). */
const STREET = /(?:straße|strasse|weg|platz|allee|gasse|ring|damm|ufer|markt)$/i;

/**
 * "beim Bürgermeister der Stadt Marl, Creiler Platz 1, einzulegen": a street with its house number
 * between commas, right before the verb (not "Zimmer 3"); the index of the closing comma.
 */
function streetBeforeVerb(tokens: readonly Token[], comma: number, verbStart: number): number | undefined {
  if (tokens[comma]?.text !== "," || tokens[verbStart - 1]?.text !== ",") return undefined;
  const words = tokens.slice(comma + 1, verbStart - 2);
  const house = tokens[verbStart - 2];
  if (
    words.length === 0 ||
    words.length > 3 ||
    house === undefined ||
    (house.kind !== "n" && house.kind !== "u")
  )
    return undefined;
  const nameLike = (token: Token) => token.kind === "w" && isCapitalised(token.text);
  return words.every(nameLike) && STREET.test(words.at(-1)?.text ?? "") ? verbStart - 1 : undefined;
}

/**
 * "bei der Deutschen Rentenversicherung Bund, 10704 Berlin, einzulegen": a postcode with its town
 * between commas, right before the verb; the index of the closing comma.
 */
function townBeforeVerb(tokens: readonly Token[], comma: number, verbStart: number): number | undefined {
  if (tokens[comma]?.text !== "," || tokens[verbStart - 1]?.text !== ",") return undefined;
  const [postcode, ...town] = tokens.slice(comma + 1, verbStart - 1);
  return POSTCODE.test(postcode?.text ?? "") &&
    town.length > 0 &&
    town.length <= 2 &&
    town.every((token) => token.kind === "w" && isCapitalised(token.text))
    ? verbStart - 1
    : undefined;
}

/**
 * The commas of a postal address that starts at `comma`, an office's name before it allowed
 * (", Steueramt, Obere Königsstraße 8, 34117 Kassel,", ", Ruhrallee 1-3, 44139 Dortmund,"), when
 * the clause goes on after it; undefined otherwise.
 */
function addressCommas(tokens: readonly Token[], comma: number): number[] | undefined {
  const direct = postalAddressEnd(tokens, comma);
  if (direct !== undefined)
    return direct < tokens.length - 1 ? marksBetween(tokens, comma, direct) : undefined;
  let office = comma + 1;
  while (office <= comma + 3 && tokens[office]?.kind === "w" && isCapitalised(tokens[office]?.text ?? ""))
    office += 1;
  if (office === comma + 1 || tokens[office]?.text !== ",") return undefined;
  const end = postalAddressEnd(tokens, office);
  return end !== undefined && end < tokens.length - 1 ? marksBetween(tokens, comma, end) : undefined;
}

/**
 * The closing comma of a postal address that starts at `comma`, with at most three capitalised
 * words of an office before it (", Steueramt, Obere Königsstraße 8, 34117 Kassel,"), or undefined.
 */
export function postalAddressClose(tokens: readonly Token[], comma: number): number | undefined {
  const direct = postalAddressEnd(tokens, comma);
  if (direct !== undefined) return direct;
  let office = comma + 1;
  while (office <= comma + 3 && tokens[office]?.kind === "w" && isCapitalised(tokens[office]?.text ?? ""))
    office += 1;
  return office === comma + 1 || tokens[office]?.text !== "," ? undefined : postalAddressEnd(tokens, office);
}

/** The punctuation from `from` to `to`: the address's commas and the hyphen of "1-3". */
function marksBetween(tokens: readonly Token[], from: number, to: number): number[] {
  const marks: number[] = [];
  for (let index = from; index <= to; index += 1) if (tokens[index]?.kind === "p") marks.push(index);
  return marks;
}

/**
 * ", Kopstadtplatz 24, 45127 Essen,": a street with its number and a postcode with its town between
 * commas, starting at the first comma; the index of the closing comma, or undefined.
 */
function postalAddressEnd(tokens: readonly Token[], comma: number): number | undefined {
  if (tokens[comma]?.text !== ",") return undefined;
  let index = comma + 1;
  while (tokens[index]?.kind === "w" && isCapitalised(tokens[index]?.text ?? "")) index += 1;
  const house = tokens[index];
  if (index === comma + 1 || house === undefined || (house.kind !== "n" && house.kind !== "u"))
    return undefined;
  // "Ruhrallee 1-3": a range of house numbers.
  if (tokens[index + 1]?.text === "-" && tokens[index + 2]?.kind === "n") index += 2;
  if (tokens[index + 1]?.text !== "," || !POSTCODE.test(tokens[index + 2]?.text ?? "")) return undefined;
  index += 3;
  const town = index;
  while (tokens[index]?.kind === "w" && isCapitalised(tokens[index]?.text ?? "")) index += 1;
  return index > town && tokens[index]?.text === "," ? index : undefined;
}

/** Verbs of giving in the bekommen-passive ("Sie bekommen das Geld überwiesen"). */
const GIVING_VERBS: ReadonlySet<string> = new Set([
  "überweisen",
  "zuschicken",
  "zusenden",
  "schicken",
  "senden",
  "erstatten",
  "auszahlen",
  "zahlen",
  "bezahlen",
  "schenken",
  "mitteilen",
  "erklären",
  "zeigen",
  "ersetzen",
  "gutschreiben",
  "bewilligen",
  "genehmigen",
]);
const RECEIVING_VERBS: ReadonlySet<string> = new Set(["bekommen", "erhalten", "kriegen"]);

/**
 * The bekommen-passive: "Sie bekommen das Geld überwiesen." -> "Wir überweisen Ihnen das Geld."
 * (letters; "man" elsewhere), "Sie erhielten die Kosten von der Kasse erstattet." -> "Die Kasse
 * hat Ihnen die Kosten erstattet." Only verbs of giving, the participle last, the receiver as the
 * subject first or after a leading adverb ("Dann bekommen Sie …").
 */
export function bekommenPassiveToActive(
  tokens: readonly Token[],
  options: { writer?: "wir" | "man" } = {},
): Token[] | undefined {
  // The passive's finite verb is a form of bekommen, erhalten or kriegen among these tokens (the
  // leading adverb's recursion only moves them): without one nothing fires.
  if (!tokens.some((token) => finiteReadings(token).some((reading) => RECEIVING_VERBS.has(reading.lemma))))
    return undefined;
  const lead = tokens[0];
  if (lead !== undefined && PASSIVE_LEADS.has(lead.text.toLowerCase())) {
    const verb = tokens[1];
    const rest = tokens.slice(2);
    const subject = subjectAt(rest, 0, true);
    if (verb === undefined || subject === undefined) return undefined;
    const active = bekommenPassiveToActive(
      [...rest.slice(0, subject.end), verb, ...rest.slice(subject.end)],
      options,
    );
    if (active === undefined) return undefined;
    const verbIndex = active.findIndex((token, index) => index > 0 && finiteReadings(token).length > 0);
    if (verbIndex < 1) return undefined;
    return [lead, active[verbIndex] as Token, ...active.slice(0, verbIndex), ...active.slice(verbIndex + 1)];
  }
  const subject = subjectAt(tokens, 0, true);
  const verb = tokens[subject?.end ?? -1];
  if (subject === undefined || verb === undefined) return undefined;
  const readings = finiteReadings(verb).filter(
    (reading) =>
      RECEIVING_VERBS.has(reading.lemma) && (reading.tense === "praesens" || reading.tense === "praeteritum"),
  );
  if (!agrees(readings, subject.agreements)) return undefined;
  const participle = tokens.at(-1);
  const lemmas = [...new Set(pastParticipleLemmas(participle))].filter(
    (lemma) => participleOf(lemma) === participle?.text && GIVING_VERBS.has(lemma),
  );
  const [lemma] = lemmas;
  if (participle === undefined || lemma === undefined || lemmas.length !== 1) return undefined;
  const middleEnd = tokens.length - 1;
  for (let index = subject.end + 1; index < middleEnd; index += 1) {
    const token = tokens[index];
    if (
      (token?.kind === "p" && !isDateDot(tokens, index)) ||
      isFiniteVerbToken(token) ||
      (isNonFiniteVerb(token) && token?.text !== "zu")
    )
      return undefined;
  }
  let agent = findAgent(tokens, subject.end + 1, middleEnd);
  if (agent === undefined) {
    if (options.writer === undefined || tokens.some((token) => /^(?:von|vom|durch)$/.test(token.text)))
      return undefined;
    const writer = options.writer === "wir" ? WIR : MAN;
    agent = { start: subject.end + 1, end: subject.end + 1, ...writer, tokens: [word(writer.text)] };
  }
  const receiver = inflectPhrase(tokens.slice(0, subject.end), "nom", "dat");
  if (receiver === undefined) return undefined;
  const rest = [...tokens.slice(subject.end + 1, agent.start), ...tokens.slice(agent.end, middleEnd)];
  const past = readings.every((reading) => reading.tense === "praeteritum");
  return activeMainClause(agent.tokens, agent, lemma, participle, past, [...receiver, ...rest]);
}

/**
 * The active main clause of a passive: in the past the Perfekt with "haben" (the active clause has
 * an object: "Wir haben … geprüft"), otherwise the present with a separable particle at the end
 * ("Wir ziehen … ab").
 */
function activeMainClause(
  subject: readonly Token[],
  agreement: { person: Person; number: GrammaticalNumber },
  lemma: string,
  participle: Token,
  past: boolean,
  middle: readonly Token[],
): Token[] | undefined {
  if (past) {
    const haben = finiteFormOf("haben", "praesens", agreement.person, agreement.number);
    if (haben === undefined) return undefined;
    return [...subject, word(haben), ...middle, { ...participle, space: true }];
  }
  const form = finiteFormOf(lemma, "praesens", agreement.person, agreement.number);
  if (form === undefined) return undefined;
  const [verb, particle] = mainClauseForm(form, lemma, participleOf(lemma));
  return [...subject, word(verb), ...middle, ...(particle ? [word(particle)] : [])];
}
