// Whether a text comes from an office (Amt, Behörde, Jobcenter, Kasse, Gericht): glossary
// explanations may then say "vom Amt"; a bank's, an employer's, a school's or a clinic's letter
// gets the general wording ("Eine Genehmigung ist eine Erlaubnis." rather than "… vom Amt.").

/**
 * Words that name an office or its acts: "Finanzamt", "Ämter", "Behörde", "Jobcenter",
 * "Festsetzungsbescheid" (not "Bescheid geben/sagen/wissen"), "Widerspruch",
 * "Rechtsbehelfsbelehrung", the social insurers ("Gesundheitskasse", not "Sparkasse").
 * "Insgesamt" and "Gesamt" are no offices.
 */
const OFFICE_WORD =
  /(?<![\p{L}-])(?:(?!(?:Insgesamt|Gesamt|Samt)(?!\p{L}))\p{Lu}\p{Ll}*amt(?:es|s)?|Amt(?:es|s)?|\p{Lu}?\p{Ll}*[Ää]mter(?:n)?|(?:\p{Lu}\p{Ll}*b|B)ehörden?|Polizei\p{Ll}*|Bußgeld\p{Ll}*|Beitragsservice|Jobcenter|Agentur für Arbeit|(?!Sparkasse)\p{Lu}\p{Ll}*kasse|Rentenversicherung|Berufsgenossenschaft|Landkreis(?:es)?|Stadtverwaltung|Gemeindeverwaltung|(?:\p{Lu}\p{Ll}*g|G)ericht(?:s|es)?|Rechtsbehelfsbelehrung|Widerspruch|(?<!(?:geben|gebe|gibt|gab|sagen|sage|sagt|weiß|wissen)\s+(?:\p{L}+\s+){0,2})(?:\p{Lu}\p{Ll}*b|B)escheid(?:s|es|e)?(?!\s+(?:geben|gegeben|sagen|gesagt|wissen|weiß|gewusst)))(?!\p{L})/u;

/**
 * What each alternative of OFFICE_WORD has in the letters from its start up to the first
 * non-letter ("Finanzamt", "Ämter", "Behörde", "Krankenkasse", "Amtsgericht", "Bescheid";
 * "Agentur" of "Agentur für Arbeit").
 */
const OFFICE_CORE =
  /amt|Amt|mter|ehörde|Polizei|Bußgeld|Beitragsservice|Jobcenter|Agentur|kasse|Rentenversicherung|Berufsgenossenschaft|Landkreis|Stadtverwaltung|Gemeindeverwaltung|ericht|Rechtsbehelfsbelehrung|Widerspruch|escheid/;
/** A run of letters where OFFICE_WORD may start (no letter or hyphen before it). */
const WORD_START = /(?<![\p{L}-])\p{L}+/gu;
const OFFICE_WORD_AT = new RegExp(OFFICE_WORD.source, "uy");

/**
 * OFFICE_WORD.test(text), tried only where it can match: each of its alternatives starts a run of
 * letters (WORD_START) and has its OFFICE_CORE in that run. (Its word patterns, tried at every
 * position of a page, took a millisecond per text.)
 */
function hasOfficeWord(text: string): boolean {
  for (const run of text.matchAll(WORD_START)) {
    if (!OFFICE_CORE.test(run[0])) continue;
    OFFICE_WORD_AT.lastIndex = run.index;
    if (OFFICE_WORD_AT.test(text)) return true;
  }
  return false;
}

/** How a sender that is no office names itself in its letter: "unserer Klinik", "Ihre Sparkasse". */
const OWN_OTHER =
  /(?<!\p{L})(?:unser|unsere|unserer|unserem|unseren|Ihre|Ihr)\s+(?:Bank|Sparkasse|Volksbank|Klinik|Krankenhaus|Praxis|Firma|Unternehmen|Betrieb|Volkshochschule|Hausverwaltung|Filiale|Kanzlei)(?!\p{L})/u;

/**
 * A sender that is no office, in the letter's head or signature: a company ("Müller Logistik
 * GmbH", "Allianz Versicherungs-AG"), a bank ("Sparkasse Nordstadt"), a clinic or practice
 * ("Praxis Dr. Sommer", "Hausarztpraxis Dr. Sommer"), a school's or a club's board.
 */
const OTHER_SENDER =
  /(?<!\p{L})(?:\p{Lu}[\p{L}-]*\s+(?:GmbH|AG|KG|eG|mbH|e\.\s?V\.)(?!\p{L})|\p{Lu}\p{L}*-(?:AG|GmbH)(?!\p{L})|(?:Sparkasse|Volksbank|Volkshochschule|Klinikum|Klinik|Krankenhaus|Praxis|\p{Lu}\p{Ll}+praxis)(?=\s+\p{Lu}|\s*,|\s*$)|(?:Personalabteilung|Geschäftsführung|Schulleitung|Vereinsvorstand)(?!\p{L}))/mu;

/** What each alternative of OTHER_SENDER has: "GmbH", "AG", "e. V.", "Sparkasse", "Hausarztpraxis" … */
const OTHER_SENDER_CORE =
  /GmbH|AG|KG|eG|mbH|V\.|Sparkasse|Volksbank|Volkshochschule|Klinik|Krankenhaus|Praxis|praxis|Personalabteilung|Geschäftsführung|Schulleitung|Vereinsvorstand/;

/** OTHER_SENDER.test(text); without one of its cores its patterns are not tried (they are slow). */
function otherSender(text: string): boolean {
  return OTHER_SENDER_CORE.test(text) && OTHER_SENDER.test(text);
}

/** An office signing or heading its letter, beside the OFFICE_WORDs: "Gemeinde Wittenbach", "Der Bürgermeister". */
const OFFICE_SENDER =
  /(?<!\p{L})(?:Gemeinde|Stadt|Landrat\p{Ll}*|Bürgermeister\p{Ll}*|Oberbürgermeister\p{Ll}*|Rathaus|Gerichtsvollzieher\p{Ll}*|Kreisverwaltung)(?!\p{L})/u;

/** A private letter's writer: "ich", "mein" (and no "wir" of an institution). */
const FIRST_SINGULAR = /(?<!\p{L})(?:ich|mich|mir|mein\p{Ll}*)(?!\p{L})/iu;
const FIRST_PLURAL = /(?<!\p{L})(?:wir|uns|unser\p{Ll}*)(?!\p{L})/iu;

/** The start of a letter's own text and the closing formula (its head and signature lie outside). */
// "Sehr geehrter Herr …" too (a "\\b" after "geehrte" missed it, and with it the letter's head).
const SALUTATION = /^(?:Sehr geehrte[rn]?|Liebe[rs]?|Hallo|Guten Tag)(?!\p{L})/mu;
const CLOSING =
  /^(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Mit besten Grüßen|Herzliche Grüße)\b/m;

/** The letter's head (before the salutation) and signature (from the closing formula on). */
function senderParts(text: string): string {
  const salutation = SALUTATION.exec(text)?.index ?? 0;
  const closing = CLOSING.exec(text)?.index ?? text.length;
  return `${text.slice(0, salutation)}\n${text.slice(closing)}`;
}

/**
 * Whether the text is from an office: it names one or one of its acts, and it is not signed by
 * (or written in the name of) a bank, a company, a clinic … ("Müller Logistik GmbH,
 * Personalabteilung" under an employer's letter; a GmbH named in the text is a third party: the
 * Jobcenter's letter about the reader's employer stays an office's).
 */
export function fromOffice(text: string): boolean {
  const sender = senderParts(text);
  if (!hasOfficeWord(text) || OWN_OTHER.test(text) || otherSender(sender)) return false;
  // A private letter that tells of an office ("Gestern war ich beim Jobcenter." … "Viele Grüße
  // Anna") is no office's: its writer says "ich", never "wir", and no office signs it.
  const officeSigns = hasOfficeWord(sender) || OFFICE_SENDER.test(sender);
  return !(FIRST_SINGULAR.test(text) && !FIRST_PLURAL.test(text) && !officeSigns);
}
