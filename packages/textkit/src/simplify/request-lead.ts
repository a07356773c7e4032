// "Auf Ihren Antrag vom 4. November 2025 hat der Medizinische Dienst Sie … begutachtet." opens a
// letter's decision with what the reader did and when. Leichte and Einfache Sprache say that first,
// in a sentence of its own: "Sie haben am 4. November 2025 einen Antrag gestellt." / "Darum hat der
// Medizinische Dienst Sie … begutachtet." ("Darum ergeht folgender Bescheid:" -> "Darum bekommen Sie
// diesen Bescheid:"). Runs on the whole text after dates are written out.
import { MONTH_NAMES } from "../language/month-names.ts";

const DATE = `\\d{1,2}\\. (?:${MONTH_NAMES.join("|")}) \\d{4}`;
/** "auf Wohngeld", "auf Kinderzuschlag", "auf Leistungen der Pflegeversicherung": up to four words, no punctuation. */
const WHAT = "auf (?:[\\p{L}·-]+ ){0,3}?[\\p{L}·-]+";
/** Lower-case words after the date that go on the phrase instead of starting the decision's verb. */
const NOT_A_VERB =
  "(?:und|oder|sowie|sowohl|samt|nebst|mit|zu|zur|zum|für|über|bei|in|im|an|am|nach|gegen|hin|bzw|betreffend|bezüglich|wegen|den|dem|der|die|das|des|ein|eine|einen|einem|einer)";
/**
 * At the start of a sentence or line (lower case after a salutation's comma): "Auf Ihren Antrag" / "Aufgrund Ihres Antrags" / "Auf Grund
 * Ihres Antrags" (or Widerspruch), maybe "auf …" before or after "vom DATE", maybe "hin", then a
 * lower-case word: the finite verb of the decision (a comma or a capital there means the phrase
 * goes on, and the sentence stays as it is).
 */
const REQUEST_LEAD = new RegExp(
  `(^|[.!?:]\\s+|\\n\\s*)(?:([Aa])uf Ihren (Antrag|Widerspruch)|([Aa])(?:ufgrund|uf Grund) Ihres (Antrag|Widerspruch)s)( ${WHAT})? vom (${DATE})( ${WHAT})?(?: hin)? (?!${NOT_A_VERB}[\\s,.])(?=\\p{Ll})`,
  "gu",
);

export function requestLead(text: string): string {
  return text
    .replace(
      REQUEST_LEAD,
      (
        whole,
        before: string,
        a1: string | undefined,
        on: string | undefined,
        a2: string | undefined,
        of: string | undefined,
        what1?: string,
        date?: string,
        what2?: string,
      ) => {
        if (what1 !== undefined && what2 !== undefined) return whole;
        // Lower case only at the start of a line: a letter's first line after the salutation.
        if ((a1 ?? a2) === "a" && !/(?:^|\n)[ \t]*$/.test(before)) return whole;
        const what = what1 ?? what2 ?? "";
        const act =
          (on ?? of) === "Antrag"
            ? `einen Antrag${what} gestellt`
            : what === ""
              ? "Widerspruch eingelegt"
              : undefined;
        if (act === undefined) return whole;
        return `${before}Sie haben am ${date} ${act}. Darum `;
      },
    )
    .replace(/(?<=Darum )ergeht folgender Bescheid(?=:)/g, "bekommen Sie diesen Bescheid");
}
