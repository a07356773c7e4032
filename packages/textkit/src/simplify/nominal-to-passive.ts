// Nominal style with "erfolgen" -> passive, as a route to the active voice: "Die Bearbeitung Ihres
// Antrags erfolgt nach Eingang der Unterlagen." -> "Ihr Antrag wird nach Eingang der Unterlagen
// bearbeitet." (then passive-to-active: "Wir bearbeiten Ihren Antrag …"). The action noun names the
// verb (Bearbeitung -> bearbeiten), its genitive or von-phrase becomes the subject.
import { finiteFormOf, participleOf } from "../lexicon/morphology/verb-helpers.ts";
import type { GrammaticalNumber } from "../lexicon/morphology/word-info.ts";
import { infinitiveLemmas, nounReadings } from "./lexicon-access.ts";
import { inflectPhrase, phraseLength } from "./noun-phrase.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";

/** The finite forms of "erfolgen" and the passive auxiliary each takes, by number of the new subject. */
const ERFOLGEN: Readonly<Record<string, { singular: string; plural: string }>> = {
  erfolgt: { singular: "wird", plural: "werden" },
  erfolgen: { singular: "wird", plural: "werden" },
  erfolgte: { singular: "wurde", plural: "wurden" },
  erfolgten: { singular: "wurde", plural: "wurden" },
};
const MODALS = /^(?:kann|können|muss|müssen|soll|sollen|darf|dürfen)$/;

type Phrase = { start: number; end: number };

/**
 * Heads of a genitive that names who acts, not what is acted on ("Die Prüfung des Finanzamts",
 * "Die Bestätigung des Arztes", "Die Überweisung der Rentenversicherung").
 */
const ACTOR =
  /(?:[Aa]mt|[Bb]ehörde|[Kk]asse|[Vv]ersicherung|[Aa]rzt|[Ää]rztin|[Gg]eber|[Mm]ieter|[Cc]enter|[Gg]ericht|[Ss]tadt|[Gg]emeinde|[Vv]erwaltung|[Ss]telle|[Aa]gentur|[Bb]ank|[Hh]ändler|[Ff]irma|[Ss]chule|[Vv]erein|[Ss]taat)$/u;

/**
 * Action nouns of office letters whose verb takes the object as its accusative (Bearbeitung ->
 * bearbeiten). A closed list: not every noun in -ung names an action on its genitive ("die Rechnung
 * der Firma", "die Sitzung des Ausschusses").
 */
const ACTION_NOUNS = new Set([
  "Bearbeitung",
  "Prüfung",
  "Überprüfung",
  "Auszahlung",
  "Zahlung",
  "Überweisung",
  "Erstattung",
  "Festsetzung",
  "Berechnung",
  "Verteilung",
  "Abrechnung",
  "Bewilligung",
  "Zustellung",
  "Anrechnung",
  "Kürzung",
  "Übermittlung",
  "Weiterleitung",
  "Reinigung",
  "Abholung",
  "Lieferung",
  "Zusendung",
  "Anpassung",
  "Ausstellung",
  "Bestätigung",
]);

/**
 * Action nouns of "geben" (Vergabe -> vergeben, Ausgabe -> ausgeben, Rückgabe -> zurückgeben);
 * "Ausgabe" not of money (MONEY: "die Ausgabe des Geldes" is no "Geld ausgeben", spending).
 */
const GIVING_NOUNS: Readonly<Record<string, string>> = {
  Vergabe: "vergeben",
  Ausgabe: "ausgeben",
  Abgabe: "abgeben",
  Rückgabe: "zurückgeben",
  Weitergabe: "weitergeben",
};

/** Money: handed out it is spent ("Geld ausgeben"). */
const MONEY = /(?:[Gg]eld|[Mm]ittel|[Bb]etrag|[Bb]eträge|[Ss]umme|[Ss]ummen|Euro)$/;

/** "die Bearbeitung" (article + action noun, nothing between) starting at `start`. */
function actionNoun(tokens: readonly Token[], start: number): { verb: string; end: number } | undefined {
  const article = tokens[start]?.text.toLowerCase();
  const noun = tokens[start + 1];
  const giving = GIVING_NOUNS[noun?.text ?? ""];
  if (
    (article !== "die" && article !== "eine") ||
    noun === undefined ||
    (!ACTION_NOUNS.has(noun.text) && giving === undefined)
  )
    return undefined;
  const verb = giving ?? `${noun.text.slice(0, -3).toLowerCase()}en`;
  if (!infinitiveLemmas(word(verb)).includes(verb)) return undefined;
  return { verb, end: start + 2 };
}

/** The genitive phrase or "von" + dative phrase after the action noun, as a nominative subject. */
function objectAsSubject(
  tokens: readonly Token[],
  start: number,
): { phrase: Phrase; subject: Token[]; number: GrammaticalNumber } | undefined {
  const von = tokens[start]?.text === "von";
  const from = von ? start + 1 : start;
  const length = phraseLength(tokens, from);
  if (length === 0) return undefined;
  const end = from + length;
  const subject = inflectPhrase(tokens.slice(from, end), von ? "dat" : "gen", "nom");
  const noun = subject?.at(-1);
  if (subject === undefined || noun === undefined || ACTOR.test(noun.text)) return undefined;
  const numbers = new Set(
    nounReadings(noun)
      .filter((reading) => reading.cases.includes("nom"))
      .map((reading) => reading.number),
  );
  const [number] = numbers.size === 1 ? [...numbers] : [];
  if (number === undefined) return undefined;
  return { phrase: { start, end }, subject, number };
}

/**
 * "Die Bearbeitung Ihres Antrags erfolgt, sobald …" -> "Ihr Antrag wird bearbeitet, sobald …";
 * "Dann erfolgt die Auszahlung des Betrags." -> "Dann wird der Betrag ausgezahlt."; "Die Zahlung
 * der Miete kann auch bar erfolgen." -> "Die Miete kann auch bar gezahlt werden." Only an action
 * noun in -ung whose verb the lexicon knows, right after its article, with a genitive or
 * von-phrase (without one the actor and the object are both unknown: "Die Festsetzung erfolgt …"
 * stays), no negation ("keine Mitteilung"), present or Präteritum or a modal. Undefined otherwise.
 */
export function erfolgenToPassive(tokens: readonly Token[]): Token[] | undefined {
  const form = tokens.findIndex((token) => ERFOLGEN[token.text] !== undefined);
  const modalAt = tokens.findIndex((token) => MODALS.test(token.text));
  // "… kann auch bar erfolgen": the modal is the finite verb, "erfolgen" its infinitive.
  const modal =
    form >= 0 && tokens[form]?.text === "erfolgen" && modalAt >= 0 && modalAt < form ? modalAt : -1;
  const direct = modal >= 0 ? -1 : form;
  const finite = direct >= 0 ? direct : modal;
  // Not at the start: "Erfolgt keine Mitteilung, …" is a condition.
  if (finite < 1) return undefined;
  const punctuation = tokens.at(-1)?.kind === "p" && tokens.at(-1)?.text !== "," ? 1 : 0;
  const comma = tokens.findIndex((token, index) => index > finite && token.text === ",");
  const restEnd = comma > 0 ? comma : tokens.length - punctuation;
  if (modal >= 0 && tokens[restEnd - 1]?.text !== "erfolgen") return undefined;
  // Subject first ("Die Bearbeitung … erfolgt") or after the verb ("Dann erfolgt die Bearbeitung …").
  const inverted = actionNoun(tokens, 0) === undefined;
  const nounAt = inverted ? finite + 1 : 0;
  const action = actionNoun(tokens, nounAt);
  if (action === undefined) return undefined;
  const object = objectAsSubject(tokens, action.end);
  if (object === undefined || (!inverted && object.phrase.end !== finite)) return undefined;
  if (action.verb === "ausgeben" && MONEY.test(object.subject.at(-1)?.text ?? "")) return undefined;
  const participle = participleOf(action.verb);
  if (participle === undefined || participle.includes(" ")) return undefined;
  const verb = tokens[finite] as Token;
  let auxiliary: string;
  let tail: Token[];
  if (direct >= 0) {
    const forms = ERFOLGEN[verb.text];
    if (forms === undefined) return undefined;
    auxiliary = forms[object.number];
    tail = [word(participle)];
  } else {
    const form = finiteFormOf(modalLemma(verb.text), "praesens", 3, object.number);
    if (form === undefined) return undefined;
    auxiliary = form;
    tail = [word(participle), word("werden")];
  }
  const middleStart = inverted ? object.phrase.end : finite + 1;
  const middleEnd = direct >= 0 ? restEnd : restEnd - 1;
  const middle = tokens.slice(middleStart, middleEnd);
  // A negation; "durch Lastschrift" / "von Ihrem Konto", which the passive step would take for the agent.
  if (middle.some((token) => /^(?:nicht|kein\w*|nie|durch|von|vom)$/.test(token.text))) return undefined;
  const subject = object.subject;
  const head = inverted
    ? [...tokens.slice(0, finite), { ...verb, text: auxiliary }, ...subject]
    : [...subject, { ...verb, text: auxiliary }];
  const first = head[0];
  if (first !== undefined && isCapitalised(tokens[0]?.text ?? ""))
    head[0] = { ...first, text: capitaliseFirst(first.text) };
  return [...head, ...middle, ...tail, ...tokens.slice(restEnd)];
}

function modalLemma(form: string): string {
  if (/^(?:kann|können)$/.test(form)) return "können";
  if (/^(?:muss|müssen)$/.test(form)) return "müssen";
  if (/^(?:soll|sollen)$/.test(form)) return "sollen";
  return "dürfen";
}

/**
 * Function-verb phrases of the office style and the verb each stands for: "findet keine
 * Berücksichtigung" (= wird nicht berücksichtigt), "kommt/gelangt zur Auszahlung" (= wird
 * ausgezahlt). Closed lists: with other nouns the phrase means what it says ("Er findet keine
 * Wohnung", "Sie kommt zur Beratung"); only verbs with an accusative object, which form a personal
 * passive ("zustimmen" takes the dative: "Der Vorschlag wird nicht zugestimmt" is wrong).
 */
const FINDEN_NOUNS = new Set([
  "Berücksichtigung",
  "Anwendung",
  "Beachtung",
  "Verwendung",
  "Erwähnung",
  "Unterstützung",
  "Anerkennung",
]);
const KOMMEN_NOUNS = new Set([
  "Anwendung",
  "Auszahlung",
  "Anrechnung",
  "Erstattung",
  "Verteilung",
  "Durchführung",
  "Ausführung",
]);
const FUNCTION_VERBS: Readonly<
  Record<string, { verb: "finden" | "kommen"; number: GrammaticalNumber; past: boolean }>
> = {
  findet: { verb: "finden", number: "singular", past: false },
  finden: { verb: "finden", number: "plural", past: false },
  fand: { verb: "finden", number: "singular", past: true },
  fanden: { verb: "finden", number: "plural", past: true },
  kommt: { verb: "kommen", number: "singular", past: false },
  kommen: { verb: "kommen", number: "plural", past: false },
  kam: { verb: "kommen", number: "singular", past: true },
  kamen: { verb: "kommen", number: "plural", past: true },
  gelangt: { verb: "kommen", number: "singular", past: false },
  gelangen: { verb: "kommen", number: "plural", past: false },
  gelangte: { verb: "kommen", number: "singular", past: true },
  gelangten: { verb: "kommen", number: "plural", past: true },
};

/**
 * "Ihr Einkommen findet keine Berücksichtigung." -> "Ihr Einkommen wird nicht berücksichtigt.";
 * "Diese Regel kommt nicht zur Anwendung." -> "Diese Regel wird nicht angewendet."; "Der Betrag
 * kann im Mai zur Auszahlung kommen." -> "Der Betrag kann im Mai ausgezahlt werden." The phrase
 * ends the clause; the subject stays. Before the noun only "keine", the verb or an adverb of
 * extent: "findet entsprechende Anwendung", "findet große Anerkennung" stay (an adjective would be
 * left without its noun). Undefined otherwise.
 */
export function functionVerbToPassive(tokens: readonly Token[]): Token[] | undefined {
  const punctuation = tokens.at(-1)?.kind === "p" ? 1 : 0;
  const end = tokens.length - punctuation;
  if (tokens.slice(0, end).some((token) => token.kind === "p")) return undefined;
  const last = tokens[end - 1];
  const infinitive = last !== undefined && /^(?:finden|kommen|gelangen)$/.test(last.text);
  const nounAt = infinitive ? end - 2 : end - 1;
  const noun = tokens[nounAt];
  const before = tokens[nounAt - 1]?.text ?? "";
  if (noun === undefined || nounAt < 2) return undefined;
  const kind = infinitive
    ? last?.text === "finden"
      ? "finden"
      : "kommen"
    : FUNCTION_VERBS[tokens.find((token, index) => index > 0 && FUNCTION_VERBS[token.text])?.text ?? ""]
        ?.verb;
  if (kind === undefined) return undefined;
  const fits =
    kind === "finden"
      ? FINDEN_NOUNS.has(noun.text) &&
        (before === "keine" ||
          FUNCTION_VERBS[before] !== undefined ||
          /^(?:teilweise|ganz|vollständig)$/.test(before))
      : KOMMEN_NOUNS.has(noun.text) && before === "zur";
  if (!fits) return undefined;
  const verb = `${noun.text.slice(0, -3).toLowerCase()}en`;
  const participle = participleOf(verb);
  if (participle === undefined || participle.includes(" ")) return undefined;
  const negated = before === "keine";
  const dropped = before === "keine" || before === "zur" ? nounAt - 1 : nounAt;
  const middle = tokens.slice(0, dropped);
  const tail = [
    ...(negated ? [word("nicht")] : []),
    word(participle),
    ...(infinitive ? [word("werden")] : []),
  ];
  if (infinitive) {
    // A modal or "wird" stays finite: "kann … berücksichtigt werden".
    if (!middle.some((token) => MODALS.test(token.text) || /^(?:wird|werden)$/.test(token.text)))
      return undefined;
    return [...middle, ...tail, ...tokens.slice(end)];
  }
  const finite = middle.findIndex((token, index) => index > 0 && FUNCTION_VERBS[token.text] !== undefined);
  const form = FUNCTION_VERBS[middle[finite]?.text ?? ""];
  if (form === undefined) return undefined;
  const auxiliary = form.past
    ? form.number === "singular"
      ? "wurde"
      : "wurden"
    : form.number === "singular"
      ? "wird"
      : "werden";
  return [
    ...middle.slice(0, finite),
    { ...(middle[finite] as Token), text: auxiliary },
    ...middle.slice(finite + 1),
    ...tail,
    ...tokens.slice(end),
  ];
}
