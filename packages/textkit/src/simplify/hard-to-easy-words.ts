// Hard word -> easy, frequent word with the same meaning in nearly every context (office letters,
// everyday texts, Bible translations). Hand-checked pairs; words with several senses ("Botschaft":
// message or embassy, "erwidern": answer or return a greeting) and the terms the glossary explains
// (Vorschrift, Pflicht, Klage …) are left out on purpose. Used by replace-synonyms.ts.

/**
 * Nouns: hard lemma -> easy lemma of the SAME gender, so articles and adjectives stay correct
 * ("in der Finsternis" -> "in der Dunkelheit"); the easy noun is inflected for case and number.
 */
export const NOUN_PAIRS: ReadonlyArray<readonly [string, string]> = [
  // feminine: darkness, feelings, people
  ["Finsternis", "Dunkelheit"],
  ["Zuversicht", "Hoffnung"],
  ["Trübsal", "Trauer"],
  ["Wonne", "Freude"],
  ["Pein", "Qual"],
  ["Niederkunft", "Geburt"],
  ["Abstammung", "Herkunft"],
  ["Gattin", "Frau"],
  ["Gemahlin", "Frau"],
  ["Gefährtin", "Freundin"],
  ["Lebensgefährtin", "Partnerin"],
  ["Obrigkeit", "Regierung"],
  ["Sippe", "Familie"],
  ["Hinterlist", "List"],
  ["Leuchte", "Lampe"],
  ["Herberge", "Unterkunft"],
  // feminine: office letters
  ["Angelegenheit", "Sache"],
  ["Erkrankung", "Krankheit"],
  ["Beantwortung", "Antwort"],
  ["Rückantwort", "Antwort"],
  ["Entrichtung", "Zahlung"],
  ["Erwerbstätigkeit", "Arbeit"],
  ["Rückfrage", "Frage"],
  ["Rückmeldung", "Antwort"],
  ["Inanspruchnahme", "Nutzung"],
  ["Abschrift", "Kopie"],
  ["Beeinträchtigung", "Einschränkung"],
  ["Benachrichtigung", "Nachricht"],
  // Glossary terms whose entry names the easy word as the same thing: "Eine Voraussetzung ist eine
  // Bedingung" ("unter bestimmten Voraussetzungen" -> "unter bestimmten Bedingungen"); "Reha" is a
  // form of the Rehabilitation entry, so its explanation still comes with it.
  ["Voraussetzung", "Bedingung"],
  ["Rehabilitation", "Reha"],
  // feminine: general texts
  ["Fragestellung", "Frage"],
  ["Aufgabenstellung", "Aufgabe"],
  ["Befürchtung", "Angst"],
  ["Besorgnis", "Sorge"],
  // masculine
  ["Ausspruch", "Spruch"],
  ["Gemahl", "Mann"],
  ["Zwist", "Streit"],
  ["Groll", "Ärger"],
  ["Unmut", "Ärger"],
  ["Missetäter", "Verbrecher"],
  ["Übeltäter", "Verbrecher"],
  ["Pfad", "Weg"],
  ["Knecht", "Diener"],
  ["Unrat", "Dreck"],
  ["Ankauf", "Kauf"],
  ["Kaufpreis", "Preis"],
  ["Erdboden", "Boden"],
  ["Kontrahent", "Gegner"],
  ["Widersacher", "Gegner"],
  // neuter
  ["Erbarmen", "Mitleid"],
  ["Antlitz", "Gesicht"],
  ["Gelübde", "Versprechen"],
  ["Gestade", "Ufer"],
  ["Gebrechen", "Leiden"],
  ["Unheil", "Unglück"],
  ["Bildnis", "Bild"],
  ["Mahl", "Essen"],
  ["Gastmahl", "Fest"],
  ["Festmahl", "Fest"],
  ["Lichtbild", "Foto"],
  ["Kraftfahrzeug", "Auto"],
];

/**
 * Easy nouns the noun lexicon lacks: gender and the 8 forms (nominative, genitive, dative,
 * accusative singular, then plural), as the lexicon gives them.
 */
export const EASY_NOUN_ENTRIES: ReadonlyMap<string, { gender: "m" | "f" | "n"; forms: readonly string[] }> =
  new Map([
    ["Reha", { gender: "f", forms: ["Reha", "Reha", "Reha", "Reha", "Rehas", "Rehas", "Rehas", "Rehas"] }],
  ]);

/**
 * Nouns replaced only in the plural, where articles, adjectives and pronouns show no gender: "bei
 * Schwierigkeiten" -> "bei Problemen", "Ihre Verbindlichkeiten" -> "Ihre Schulden" (feminine
 * "Schwierigkeit", neuter "Problem": "eine Schwierigkeit" stays). The easy lemma is inflected in the
 * plural only.
 */
export const PLURAL_NOUN_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["Schwierigkeit", "Problem"],
  ["Verbindlichkeit", "Schuld"],
];

/**
 * Adjectives (also used as adverbs): hard lemma -> easy lemma; a declined form keeps its ending
 * ("erforderlichen" -> "nötigen"). Easy lemmas are regular (no own declension stem).
 */
export const ADJECTIVE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  // office letters
  ["erforderlich", "nötig"],
  ["notwendig", "nötig"],
  ["unerlässlich", "nötig"],
  ["etwaig", "möglich"],
  ["sonstig", "ander"],
  ["derzeitig", "jetzig"],
  ["vorig", "letzt"],
  ["kostenfrei", "kostenlos"],
  ["gebührenfrei", "kostenlos"],
  ["fehlerhaft", "falsch"],
  ["unzutreffend", "falsch"],
  ["zutreffend", "richtig"],
  ["voraussichtlich", "wahrscheinlich"],
  ["gänzlich", "ganz"],
  ["schwerwiegend", "schwer"],
  ["nachstehend", "folgend"],
  ["untenstehend", "folgend"],
  ["zulässig", "erlaubt"],
  ["unzulässig", "nicht erlaubt"],
  ["unverzichtbar", "nötig"],
  ["defekt", "kaputt"],
  ["wahrheitsgemäß", "ehrlich"],
  // general texts
  ["signifikant", "deutlich"],
  ["bedeutsam", "wichtig"],
  ["essenziell", "wichtig"],
  ["essentiell", "wichtig"],
  ["diffizil", "schwierig"],
  ["simultan", "gleichzeitig"],
  ["permanent", "ständig"],
  ["kontinuierlich", "ständig"],
  ["gewillt", "bereit"],
  ["gravierend", "schwer"],
  ["wohlhabend", "reich"],
  ["bedürftig", "arm"],
  // everyday and Bible texts
  ["heftig", "stark"],
  ["betagt", "alt"],
  ["töricht", "dumm"],
  ["furchtsam", "ängstlich"],
  ["zornig", "wütend"],
  ["grimmig", "wütend"],
  ["gütig", "freundlich"],
  ["emsig", "fleißig"],
  ["geschwind", "schnell"],
  ["flink", "schnell"],
  ["rasch", "schnell"],
  ["aufrichtig", "ehrlich"],
  ["wehmütig", "traurig"],
  ["sanftmütig", "sanft"],
  ["langmütig", "geduldig"],
  ["gülden", "golden"],
  ["gebrechlich", "schwach"],
  ["kraftlos", "schwach"],
];

/**
 * Adjectives replaced only in a declined form: the base form is also an adverb the easy word
 * cannot replace ("anderweitig versichert" stays; "anderweitige Einkünfte" -> "andere Einkünfte").
 * The uninflected forms of some are in PLAIN_SYNONYMS ("erforderlich" -> "nötig").
 */
export const DECLINED_ADJECTIVE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["anderweitig", "ander"],
  ["gegenwärtig", "jetzig"],
  ["ehemalig", "früher"],
  ["sämtlich", "all"],
  ["ordnungsgemäß", "richtig"],
  ["fristgerecht", "pünktlich"],
  // "Die Preise sind nicht vergleichbar" (cannot be compared) is not "nicht ähnlich", and
  // "vergleichbar mit" is no "ähnlich mit"; "ein vergleichbarer Fall" is "ein ähnlicher Fall".
  ["vergleichbar", "ähnlich"],
  // the participle as an adjective: "das verheißene Land" -> "das versprochene Land"
  ["verheißen", "versprochen"],
];

/**
 * Easy adjectives whose comparative is not lemma + "er" ("stark" -> "stärker"): a hard form in
 * "-er" may be a comparative ("heftiger" -> not "starker"), so it stays.
 */
export const IRREGULAR_COMPARATIVES: ReadonlySet<string> = new Set([
  "alt",
  "arm",
  "dumm",
  "schwach",
  "stark",
]);

/**
 * Verbs: hard -> easy infinitive, neither separable and with the same objects, so every finite
 * form maps to one form ("vernichtete" -> "zerstörte"); participles only with the same auxiliary.
 */
export const VERB_PAIRS: ReadonlyArray<readonly [string, string]> = [
  // office letters (the first nine are the original list)
  ["erhalten", "bekommen"],
  ["benötigen", "brauchen"],
  ["übersenden", "schicken"],
  ["zusenden", "schicken"],
  ["beabsichtigen", "planen"],
  ["gewähren", "geben"],
  ["ersuchen", "bitten"],
  ["erteilen", "geben"],
  ["verwenden", "benutzen"],
  ["übermitteln", "schicken"],
  ["entsenden", "schicken"],
  ["entrichten", "zahlen"],
  ["begleichen", "bezahlen"],
  ["benachrichtigen", "informieren"],
  ["veräußern", "verkaufen"],
  ["gestatten", "erlauben"],
  ["untersagen", "verbieten"],
  ["erörtern", "besprechen"],
  ["erachten", "halten"],
  ["versäumen", "verpassen"],
  ["verfassen", "schreiben"],
  ["vervollständigen", "ergänzen"],
  ["erläutern", "erklären"],
  ["verdeutlichen", "erklären"],
  ["veranschaulichen", "zeigen"],
  ["beinhalten", "enthalten"],
  ["überprüfen", "prüfen"],
  ["unterbinden", "verhindern"],
  ["vereiteln", "verhindern"],
  ["tangieren", "betreffen"],
  ["modifizieren", "ändern"],
  ["erlernen", "lernen"],
  ["erproben", "testen"],
  ["verabreichen", "geben"],
  ["bekunden", "zeigen"],
  ["erlangen", "bekommen"],
  // "Wir haben Ihren Wunsch berücksichtigt" -> "beachtet", "nicht mehr berücksichtigen" -> "beachten"
  ["berücksichtigen", "beachten"],
  // everyday and Bible texts
  ["vernichten", "zerstören"],
  ["vertilgen", "zerstören"],
  ["verheeren", "zerstören"],
  ["verwüsten", "zerstören"],
  ["erbauen", "bauen"],
  ["erblicken", "sehen"],
  ["entgegnen", "antworten"],
  ["verweilen", "bleiben"],
  ["harren", "warten"],
  ["jauchzen", "jubeln"],
  ["erschlagen", "töten"],
  ["versterben", "sterben"],
  ["geloben", "versprechen"],
  ["verspeisen", "essen"],
  ["erzürnen", "ärgern"],
  ["preisen", "loben"],
  ["hadern", "streiten"],
  ["peinigen", "quälen"],
  ["wähnen", "glauben"],
  ["entwenden", "stehlen"],
  ["beschwichtigen", "beruhigen"],
  ["besänftigen", "beruhigen"],
  ["verabscheuen", "hassen"],
  ["verheißen", "versprechen"],
  ["erretten", "retten"],
  // "seine Güte währt ewig" -> "dauert ewig"; the participle "gewährt" is also gewähren's and stays
  ["währen", "dauern"],
  ["verdorren", "vertrocknen"],
];

/**
 * Verbs whose easy partner is separable ("festnehmen"): only the participle is replaced, where the
 * particle stays in the word ("Er wurde verhaftet" -> "Er wurde festgenommen"); finite forms would
 * need the particle moved to the end of the clause and stay. The same for a separable hard verb
 * ("stellt … sicher" has its particle apart; "sicherzustellen" would need "zu sichern").
 */
export const SEPARABLE_VERB_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["verhaften", "festnehmen"],
  ["verspotten", "auslachen"],
  ["erwachen", "aufwachen"],
  // "wegen einer Behinderung beeinträchtigt ist" -> "eingeschränkt ist"
  ["beeinträchtigen", "einschränken"],
  // "an Ihre Pflegekasse weitergeleitet" -> "weitergegeben" (the hard verb is separable too)
  ["weiterleiten", "weitergeben"],
  // "wenn die Pflege durch Angehörige sichergestellt ist" -> "gesichert ist"; only where something
  // is ensured (replace-synonyms.ts: not "Die Polizei hat Drogen sichergestellt", seized)
  ["sicherstellen", "sichern"],
];

/**
 * Uninflected words (adverbs, pronoun forms) with a plain equivalent that keeps the word order.
 * Kept apart from PLAIN_SYNONYMS, which the complexity model counts as formal words.
 */
export const MORE_PLAIN_WORDS: ReadonlyMap<string, string> = new Map([
  // "truly", "soon", "again"
  ["wahrlich", "wirklich"],
  ["fürwahr", "wirklich"],
  ["sogleich", "sofort"],
  ["abermals", "wieder"],
  ["erneut", "wieder"],
  // frequency and time
  ["stets", "immer"],
  ["fortwährend", "immer"],
  ["zuweilen", "manchmal"],
  ["mitunter", "manchmal"],
  ["bisweilen", "manchmal"],
  ["oftmals", "oft"],
  ["zumeist", "meistens"],
  ["allmählich", "langsam"],
  ["sukzessive", "nach und nach"],
  ["sodann", "dann"],
  ["alsdann", "dann"],
  ["hernach", "danach"],
  ["anschließend", "danach"],
  ["zuvor", "vorher"],
  ["ehedem", "früher"],
  ["vorüber", "vorbei"],
  ["einstmals", "früher"],
  ["nunmehr", "jetzt"],
  ["zwischenzeitlich", "inzwischen"],
  ["künftig", "in Zukunft"],
  ["fortan", "ab jetzt"],
  ["erstmals", "zum ersten Mal"],
  ["erstmalig", "zum ersten Mal"],
  ["letztmalig", "zum letzten Mal"],
  ["baldmöglichst", "so bald wie möglich"],
  ["schnellstmöglich", "so schnell wie möglich"],
  ["allezeit", "immer"],
  ["immerdar", "immer"],
  ["immerfort", "immer"],
  ["nimmermehr", "nie mehr"],
  ["nimmer", "nie"],
  // place
  ["allda", "dort"],
  ["daselbst", "dort"],
  ["ebendort", "dort"],
  // degree, probability
  ["beinahe", "fast"],
  ["nahezu", "fast"],
  ["überaus", "sehr"],
  ["äußerst", "sehr"],
  ["vollends", "ganz"],
  ["vermutlich", "wahrscheinlich"],
  ["eventuell", "vielleicht"],
  ["womöglich", "vielleicht"],
  ["ohnehin", "sowieso"],
  ["gleichfalls", "auch"],
  ["größtenteils", "meistens"],
  ["optimalerweise", "am besten"],
  ["seinetwegen", "wegen ihm"],
  ["mitsamt", "mit"],
  // negation kept
  ["keineswegs", "gar nicht"],
  ["mitnichten", "auf keinen Fall"],
  // connectives (adverbs, so the verb stays second)
  ["gleichwohl", "trotzdem"],
  ["überdies", "außerdem"],
  ["somit", "also"],
  ["folglich", "also"],
  ["mithin", "also"],
  ["andernfalls", "sonst"],
  ["anderenfalls", "sonst"],
  // pronominal adverbs with "hier-"
  ["hierbei", "dabei"],
  ["hierfür", "dafür"],
  ["hierzu", "dazu"],
  ["hiervon", "davon"],
  ["hierüber", "darüber"],
  ["hierauf", "darauf"],
  // old short forms of "unser" ("Gott, unserm Vater")
  ["unserm", "unserem"],
  ["unsern", "unseren"],
  ["unsrem", "unserem"],
  ["unsren", "unseren"],
  ["unsre", "unsere"],
  ["unsrer", "unserer"],
  ["unsres", "unseres"],
  // "etliche" -> "einige"
  ["etliche", "einige"],
  ["etlichen", "einigen"],
]);

/**
 * Verb forms whose lemma has several senses but the form only one: "sandte"/"gesandt" is always
 * "send (someone)", never "broadcast" (that is "sendete"/"gesendet").
 */
export const UNAMBIGUOUS_VERB_FORMS: ReadonlyMap<string, string> = new Map([
  ["gesandt", "geschickt"],
  ["sandte", "schickte"],
  ["sandten", "schickten"],
  ["sandtest", "schicktest"],
  ["sandtet", "schicktet"],
]);
