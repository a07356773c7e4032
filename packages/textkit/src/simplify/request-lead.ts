// "Auf Ihren Antrag vom 4. November 2025 hat der Medizinische Dienst Sie … begutachtet." opens a
// letter's decision with what the reader did and when. Leichte and Einfache Sprache say that first,
// in a sentence of its own: "Sie haben am 4. November 2025 einen Antrag gestellt." / "Darum hat der
// Medizinische Dienst Sie … begutachtet." ("Darum ergeht folgender Bescheid:" -> "Darum bekommen Sie
// diesen Bescheid:"). Only before a decision made on the request ("bewilligen wir", "hat … begutachtet"),
// not before one not made or another verb ("… können wir nicht eingehen", "… ist die Frist
// abgelaufen"): "Darum" would name the request as its cause. Runs on the whole text after dates are
// written out.
import { MONTH_NAMES } from "../language/month-names.ts";

const DATE = `\\d{1,2}\\. (?:${MONTH_NAMES.join("|")}) \\d{4}`;
/** "auf Wohngeld", "auf Kinderzuschlag", "auf Leistungen der Pflegeversicherung": up to four words, no punctuation. */
const WHAT = "auf (?:[\\p{L}·-]+ ){0,3}?[\\p{L}·-]+";
/**
 * At the start of a sentence or line (lower case after a salutation's comma): "Auf Ihren Antrag" /
 * "Aufgrund Ihres Antrags" / "Auf Grund Ihres Antrags" (or Widerspruch), maybe "auf …" before or
 * after "vom DATE", maybe "hin", then the decision's finite verb (checked in `decides`).
 */
const REQUEST_LEAD = new RegExp(
  `(^|[.!?]\\s+|\\n\\s*)(?:([Aa])uf Ihren (Antrag|Widerspruch)|([Aa])(?:ufgrund|uf Grund) Ihres (Antrag|Widerspruch)s)( ${WHAT})? vom (${DATE})( ${WHAT})?(?: hin)? (?=\\p{Ll})`,
  "gu",
);

/** The finite verb right after the lead: a decision the office makes on the request, or an auxiliary. */
const DECISION_VERB =
  /^(?:bewilligen|bewillige|gewähren|gewähre|erkennen|erteilen|übernehmen|erstatten|setzen|stellen|prüfen|ergeht|erhalten|bekommen|hat|haben|wird|wurde|wurden|werden)$/;
/** The rest must name such a decision ("bewilligen wir", "hat … begutachtet", "wird … gewährt"). */
const DECISION =
  /(?<![\p{L}])(?:bewillig\p{L}*|gewähr\p{L}*|begutachtet|zuerkannt|erkennen|anerkannt|erteil\p{L}*|ergeht|festgesetzt|setzen|ausgestellt|stellen|übernehmen|übernommen|erstatten|erstattet|prüfen|geprüft|festgestellt|durchgeführt|erhalten|bekommen)(?![\p{L}])/u;
/** A decision not made, delayed or regretted: "Darum" would give the request as its cause. */
const NOT_DECIDED =
  /(?<![\p{L}])(?:nicht|kein\p{L}*|noch(?! einmal| mal)|bisher|leider|nie|schon|bereits)(?![\p{L}])/u;

/**
 * The rest of the sentence after the lead, up to its end ("." not after a digit, "!", "?", ":" or
 * a line break), and whether it states a decision on the request ("… bewilligen wir Ihnen …").
 */
function decides(rest: string): boolean {
  const end = rest.search(/(?<!\d)\.(?=\s|$)|[!?:\n]/);
  const sentence = end < 0 ? rest : rest.slice(0, end);
  const stop = end < 0 ? "" : (rest[end] ?? "");
  const first = /^\p{Ll}+/u.exec(sentence)?.[0] ?? "";
  return (
    (stop === "." || stop === ":" || stop === "\n" || stop === "") &&
    DECISION_VERB.test(first) &&
    DECISION.test(sentence) &&
    !NOT_DECIDED.test(sentence)
  );
}

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
        what1: string | undefined,
        date: string | undefined,
        what2: string | undefined,
        offset: number,
        text: string,
      ) => {
        if (what1 !== undefined && what2 !== undefined) return whole;
        if (!decides(text.slice(offset + whole.length))) return whole;
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
