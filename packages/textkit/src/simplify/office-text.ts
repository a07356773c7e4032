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

/** How a sender that is no office names itself in its letter: "unserer Klinik", "Ihre Sparkasse". */
const OWN_OTHER =
  /(?<!\p{L})(?:unser|unsere|unserer|unserem|unseren|Ihre|Ihr)\s+(?:Bank|Sparkasse|Volksbank|Klinik|Krankenhaus|Praxis|Firma|Unternehmen|Betrieb|Volkshochschule|Hausverwaltung|Filiale|Kanzlei)(?!\p{L})/u;

/** A sender that is no office, in the letter's head or signature: a company, a bank, a clinic. */
const OTHER_SENDER =
  /(?<!\p{L})(?:\p{Lu}[\p{L}-]*\s+(?:GmbH|AG|KG|eG|mbH|e\.\s?V\.)|(?:Sparkasse|Volksbank|Volkshochschule|Klinikum|Klinik|Krankenhaus|Praxis)(?:\s+\p{Lu}|\s*,|\s*$)|Personalabteilung|Geschäftsführung)(?!\p{L})/mu;

/** The start of a letter's own text and the closing formula (its head and signature lie outside). */
const SALUTATION = /^(?:Sehr geehrte|Liebe|Lieber|Hallo|Guten Tag)\b/m;
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
  return OFFICE_WORD.test(text) && !OWN_OTHER.test(text) && !OTHER_SENDER.test(senderParts(text));
}
