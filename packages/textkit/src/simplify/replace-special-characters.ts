// Special characters -> words: "§ 44" -> "Paragraf 44", "&" -> "und", "und/oder" -> "oder",
// "9–12 Uhr" -> "9 bis 12 Uhr", "€" -> "Euro", gender forms "Bürger*innen" -> "Bürgerinnen und Bürger".

import { ampersandInName, slashInName } from "../language/name-signs.ts";
import { asidesAfterSentence, SENTENCE_END } from "./aside-sentences.ts";
import type { Clause } from "./clause-tools.ts";
import { COORDINATORS, SUBORDINATORS } from "./word-classes.ts";

/** "(kurz AufenthG)", "(abgekürzt: StGB)": a short name after "kurz", not "(kurz vor Ihrem Termin)". */
const SHORT_NAME_REMARK = /^(?:kurz|abgekürzt|Abkürzung):?\s+\p{Lu}\S*\p{Lu}\S*$/u;

const WORD_SLASH =
  /(?<![\p{L}\p{N}/.:])(\p{Ll}{2,}|\p{Lu}\p{Ll}+)\/(\p{Ll}{2,}|\p{Lu}\p{Ll}+)(?![\p{L}\p{N}/])/gu;
const GENDER = /(?<![\p{L}])(\p{Lu}\p{Ll}+er)(?:\*|:|_|\/-?|\(|I)innen\)?(?![\p{L}])/gu;

/** A range of clock times: "9:00–12:00 Uhr", "8.30 - 12 Uhr", "8:00–12:00" (colon times need no "Uhr"). */
const TIME_RANGE =
  /(?<![\p{N}.:])(\d{1,2}(?:[:.]\d{2})?)\s?[–-]\s?(\d{1,2}(?:[:.]\d{2})?)(?=\s?Uhr\b)|(?<![\p{N}.:])(\d{1,2}:\d{2})\s?[–-]\s?(\d{1,2}:\d{2})(?![\p{N}])/gu;

/**
 * Replaces special characters where the replacement is certain. With `leicht` it also removes
 * quotation marks, short parentheses and dashes, which Leichte Sprache avoids and Einfache Sprache
 * allows. A slash between two plain words becomes "oder" ("Mieter/Vermieter"), except
 * in links, dates and fractions.
 */
export function replaceSpecialCharacters(
  text: string,
  options: {
    leicht: boolean;
    /** Leichte Sprache with its quotation marks kept (to see where a quotation is open: open-quotations.ts). */
    keepQuotes?: boolean;
  },
): string {
  let out = text
    .replace(/§§\s*/g, "Paragrafen ")
    // "im Sinne des § 2", "nach dem § 5": after an article the weak noun takes its ending.
    .replace(/\b((?:d|ein|dies)(?:es|em|en)) §\s*(?=\d)/g, "$1 Paragrafen ")
    .replace(/§\s*/g, "Paragraf ")
    // "Hausverwaltung Meyer & Söhne" keeps its sign: it is a name (see name-signs.ts).
    .replace(/\s&\s/g, (whole, at: number, text: string) => (ampersandInName(text, at) ? whole : " und "));
  // The patterns below need a dash, "innen" or a slash: without one the text needs no scan (a
  // quick test; their Unicode classes make a scan slow).
  if (/[–-]/.test(out))
    out = out
      .replace(
        /(\p{N})\s?[–-]\s?(\p{N}+)(?=\s*(?:Uhr|Euro|€|Jahre|Tage|Wochen|Monate|Stunden|Minuten|Prozent|%))/gu,
        "$1 bis $2",
      )
      // Clock times with minutes: "9:00–12:00 Uhr", "8.30 - 12 Uhr", "Mo 8:00–12:00".
      .replace(TIME_RANGE, (_whole, from?: string, to?: string, colonFrom?: string, colonTo?: string) =>
        from !== undefined ? `${from} bis ${to}` : `${colonFrom} bis ${colonTo}`,
      );
  out = out
    .replace(/(\p{N})\s?€/gu, "$1 Euro")
    .replace(/€\s?(\p{N})/gu, "Euro $1")
    .replace(/\bund\/oder\b/g, "oder");
  if (out.includes("innen")) out = out.replace(GENDER, (_whole, base: string) => `${base}innen und ${base}`);
  // "Ihr Team Reha/Leistung" keeps its slash: it names a unit (see name-signs.ts).
  if (out.includes("/"))
    out = out.replace(WORD_SLASH, (whole, left: string, right: string, at: number, text: string) =>
      slashInName(text, at, left, right) ? whole : `${left} oder ${right}`,
    );
  out = out.replace(/…/g, "...");
  if (options.leicht) {
    // An aside that is a clause or a list of nouns follows its sentence (aside-sentences.ts).
    out = asidesAfterSentence(spelledOutAfterSentence(definedAbbreviationsWritten(out)))
      // A line framed by dashes in a letter's head ("Amtsgericht Kellinghusen" / "– Betreuungsgericht –")
      // loses them and stays a line: as an aside it was joined to the lines around it with commas.
      .replace(/^([ \t]*)[–—][ \t]+([^\n]*?)[ \t]+[–—][ \t]*$/gm, "$1$2")
      // Dashes around an aside become commas; Einfache Sprache keeps them (its rules allow them).
      .replace(/\s+[–—]\s+/g, ", ")
      // A dash that closes an aside before a comma: "Rabbi, das heißt Lehrer –, wo wohnst du?"
      .replace(/\s*[–—](?=[,;:!?])/g, "")
      // Editorial braces and substitution brackets (alternative readings in Bible translations:
      // "die Macht ⸂unseres Gottes⸃") carry no text of their own.
      .replace(/[{}⸂⸃]/g, "")
      // A legal citation in parentheses at the end of a sentence is said in a sentence of its own,
      // as the legal-basis step says "nach Paragraf …": "… zu zahlen (Paragraf 24 Sozialgesetzbuch 4)."
      // -> "… zu zahlen. Das steht in Paragraf 24 Sozialgesetzbuch 4."
      .replace(
        CITATION_AT_SENTENCE_END,
        (_whole, cited: string, end: string) => `. Das steht in ${cited}${end}`,
      )
      // A short parenthesis inside a sentence is dropped (Leichte Sprache keeps the main content);
      // one with a number, date or link stays, its brackets become commas.
      // So does an example: "Nachweis (zum Beispiel Meldebescheinigung)" -> "Nachweis, zum Beispiel
      // Meldebescheinigung," (dropped, the reader lost what to bring).
      // A short name the text uses again ("Pfändungsschutzkonto (P-Konto)", later "auf einem
      // P-Konto") stays as ", kurz P-Konto,": dropped, the later use would be unexplained.
      // At the end of a sentence a remark of two or more words stays too, after a comma: "Die
      // Beratung ist kostenlos (auch für Menschen ohne Versicherung)." -> "…, auch für Menschen …".
      // Not a cross-reference ("(siehe unten)", "(vgl. oben)") or a short name the text does not
      // use again ("(kurz AufenthG)", "(abgekürzt: StGB)"): dropped as before.
      .replace(/ \(([^()\n]{1,80})\)(?=[ ,.;:!?])/g, (whole, inner: string, offset: number, text: string) =>
        usedAgain(inner, text.slice(offset + whole.length))
          ? `, kurz ${inner},`
          : /[\p{N}@/]/u.test(inner) ||
              inner.split(/\s+/).length > 8 ||
              EXAMPLE_OPENER.test(inner) ||
              (/^[.!?]/.test(text.slice(offset + whole.length)) &&
                /^\p{Ll}\S*\s+\S/u.test(inner) &&
                !/^(?:siehe|vgl\.|s\.)\s/.test(inner) &&
                !SHORT_NAME_REMARK.test(inner))
            ? `, ${inner},`
            : "",
      )
      .replace(/,([.;:!?])/g, "$1")
      .replace(/,,/g, ",")
      .replace(options.keepQuotes === true ? /(?!)/g : /[„“”‚‘«»"]/g, "")
      .replace(/[ \t]{2,}/g, " ")
      .replace(/ ([,.;:!?])/g, "$1");
  }
  return out;
}

/** A short name in capitals ("P-Konto", "BAföG") that `rest` uses again as a word of its own. */
function usedAgain(inner: string, rest: string): boolean {
  // Letters and hyphens only (no escaping needed), two capitals or a capital and a hyphen.
  if (!/^[\p{L}-]{2,12}$/u.test(inner) || !/\p{Lu}.*(?:\p{Lu}|-)/u.test(inner)) return false;
  return new RegExp(`(?<![\\p{L}-])${inner}(?![\\p{L}-])`, "u").test(rest);
}

/** "(Paragraf 24 Absatz 1 Sozialgesetzbuch 4)." before the sentence end ("vgl." only compares: stays). */
const CITATION_AT_SENTENCE_END = / \(((?:Paragraf|Paragrafen|Artikel)\s+\d[^()\n]{0,70})\)([.!])/g;

/** A parenthesis that gives examples (after expand-abbreviations: "z. B." is "zum Beispiel"). */
const EXAMPLE_OPENER = /^(?:zum Beispiel|beispielsweise|etwa|vor allem|insbesondere|unter anderem) \p{L}/u;

/**
 * A long word and its abbreviation in parentheses: "Unterhaltsvorschussgesetz (UVG)",
 * "Einkommensteuergesetz (EStG)". The abbreviation has two capitals and its letters, the first
 * one first, stand in order in the word.
 */
const DEFINED_ABBREVIATION = /(?<![\p{L}\p{N}-])(\p{Lu}\p{Ll}{7,}) \((\p{Lu}\p{L}{1,9})\)/gu;

/**
 * Leichte Sprache drops the parenthesis that defines an abbreviation, so the reader cannot know
 * what a later bare use stands for ("… nach § 1 Abs. 3 UVG"): a later use becomes the word again
 * ("nach Paragraf 1 Absatz 3 Unterhaltsvorschussgesetz"). Only right after a cited number ("§ 1
 * UVG", "Abs. 3a UVG"): elsewhere the short name may name the benefit, not the law ("Das BAföG
 * wird als Zuschuss gezahlt"), and "des UVG" would need the genitive ending.
 */
function definedAbbreviationsWritten(text: string): string {
  if (!text.includes(" (")) return text;
  let out = text;
  for (const match of text.matchAll(DEFINED_ABBREVIATION)) {
    const [whole, word = "", abbreviation = ""] = match;
    if (
      !/\p{Lu}.*\p{Lu}/u.test(abbreviation) ||
      !lettersInOrder(abbreviation.toLowerCase(), word.toLowerCase())
    )
      continue;
    const at = out.indexOf(whole);
    if (at < 0) continue;
    const after = at + whole.length;
    const use = new RegExp(`(?<=\\d\\p{Ll}? )${abbreviation}(?![\\p{L}\\p{N}-])`, "gu");
    out = out.slice(0, after) + out.slice(after).replace(use, word);
  }
  return out;
}

/** A word and a short parenthesis after it, before a space or punctuation. */
const PARENTHESIS_AFTER_WORD = /(\S+) \(([^()\n]{1,80})\)(?=[ ,.;:!?])/gu;

/**
 * Leichte Sprache: a parenthesis that spells out the abbreviation before it leaves the sentence
 * and says so in one of its own after it: "… das Merkzeichen „aG“ (außergewöhnliche
 * Gehbehinderung) eingetragen ist." -> "… das Merkzeichen „aG“ eingetragen ist. Die Abkürzung aG
 * steht für außergewöhnliche Gehbehinderung." (the reader finds "aG" on the card; dropped with the
 * other short parentheses, its meaning was lost).
 */
function spelledOutAfterSentence(text: string): string {
  if (!text.includes(" (")) return text;
  let out = "";
  let start = 0;
  const ends = [...text.matchAll(SENTENCE_END)].map((end) => (end[0] === "\n" ? end.index : end.index + 1));
  for (const cut of [...ends, text.length]) {
    if (cut < start) continue;
    const notes: string[] = [];
    out += text.slice(start, cut).replace(PARENTHESIS_AFTER_WORD, (whole, before: string, inner: string) => {
      if (!spellsOut(before, inner)) return whole;
      notes.push(` Die Abkürzung ${before.replace(/[„“”‚‘’«»"]/gu, "")} steht für ${inner}.`);
      return before;
    });
    out += notes.join("");
    start = cut;
  }
  return out;
}

/**
 * "„aG“ (außergewöhnliche Gehbehinderung)", "GdB (Grad der Behinderung)": a short abbreviation
 * (two capitals, a capital after a small letter, or up to three letters in quotation marks) and
 * words in the parenthesis that spell it out. Not a word with its abbreviation after it
 * ("Impfkommission (STIKO)").
 */
function spellsOut(before: string, inner: string): boolean {
  const quoted = /^[„"‚‘«»].*[“”"‘’«»]$/u.test(before);
  const plain = before.replace(/[„“”‚‘’«»"]/gu, "");
  if (!/^\p{L}{1,6}$/u.test(plain)) return false;
  const abbreviation =
    /\p{Lu}.*\p{Lu}/u.test(plain) || /\p{Ll}\p{Lu}/u.test(plain) || (quoted && plain.length <= 3);
  return (
    abbreviation &&
    /^\p{L}[\p{L}\s-]*$/u.test(inner) &&
    !/^\p{Lu}{2,}$/u.test(inner) &&
    (lettersInOrder(plain.toLowerCase(), inner.toLowerCase()) || quotedCode(quoted, plain, inner))
  );
}

/**
 * A code of capitals in quotation marks and the words that say what it means, though not letter by
 * letter: "das Merkzeichen „G“ (erhebliche Beeinträchtigung der Bewegungsfähigkeit)". Not a
 * quoted word ("„Ja“ (bitte ankreuzen)") or a single word in the parenthesis.
 */
function quotedCode(quoted: boolean, plain: string, inner: string): boolean {
  return quoted && /^\p{Lu}{1,3}$/u.test(plain) && /^\p{L}+(?:[\s-]+\p{L}+)+$/u.test(inner.trim());
}

/**
 * The abbreviation's letters, the first one first, in order in the words ("gdb" in "grad der
 * behinderung"): "ARGE (heute Jobcenter)" or "IBAN (Kontonummer)" only say what it is.
 */
function lettersInOrder(abbreviation: string, words: string): boolean {
  if (abbreviation[0] !== words[0]) return false;
  let at = 0;
  for (const letter of abbreviation) {
    at = words.indexOf(letter, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/**
 * A semicolon that the clause splitter left (no finite verb on one side) becomes a comma, a final
 * one a full stop: "… über die Nacht; auch die Sterne" -> "… über die Nacht, auch die Sterne";
 * "Sie sammelte bis zum Abend;" -> "Sie sammelte bis zum Abend." Leichte Sprache only.
 */
export function leftoverSemicolons(clause: Clause, leicht = true): Clause {
  if (!leicht || !clause.tokens.some((token) => token.kind === "p" && token.text === ";")) return clause;
  const last = clause.tokens.at(-1);
  const final = last?.kind === "p" && last.text === ";" && clause.end === "";
  const body = final ? clause.tokens.slice(0, -1) : clause.tokens;
  // "…; Und ich werde …" (a capital after the semicolon in verse) -> "…, und ich werde …".
  const tokens = body.map((token, index) => {
    if (token.kind === "p" && token.text === ";") return { ...token, text: "," };
    const lower = token.text.toLowerCase();
    const afterSemicolon = body[index - 1]?.text === ";";
    return afterSemicolon && (COORDINATORS.has(lower) || SUBORDINATORS.has(lower))
      ? { ...token, text: lower }
      : token;
  });
  return { ...clause, tokens, end: final ? "." : clause.end };
}
