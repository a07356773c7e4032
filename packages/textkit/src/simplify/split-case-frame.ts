// Court and enforcement letters open with the case they belong to: "In der Strafsache gegen Herrn
// Marco Feldmann wegen Körperverletzung lädt man Sie als Zeugin zur Hauptverhandlung." -> "Es geht
// um die Strafsache gegen Herrn Marco Feldmann wegen Körperverletzung." + "Man lädt Sie als Zeugin
// zur Hauptverhandlung." (splitCaseFrame). A file number between commas gets its own sentence:
// "Uns wurde ein Beschluss vom Amtsgericht Nürnberg vom 27. Januar 2026, Aktenzeichen 4 M 1187/26,
// zugestellt." -> "Uns wurde ein Beschluss … vom 27. Januar 2026 zugestellt." + "Das Aktenzeichen
// ist 4 M 1187/26." (splitFileNumber).
import type { Clause } from "./clause-tools.ts";
import { finiteReadings, nounReadings } from "./lexicon-access.ts";
import { capitaliseFirst, isCapitalised, type Token, word } from "./tokens.ts";

/** The case nouns: "Strafsache", "Zwangsvollstreckungssache", "Mahnverfahren", "Rechtsstreit". */
const CASE_NOUN = /^(?:\p{Lu}[\p{L}·]*(?:sache|verfahren|streit)|Sache|Verfahren)$/u;
/** What the case is about: the parties and the charge. */
const FRAME_PREPOSITION = /^(?:gegen|wegen|für|betreffend)$/;
/** Words inside the frame besides capitalised names and nouns, numbers and commas. */
const FRAME_WORDS = /^(?:der|des|dem|den|die|das|einer|eines|einem|und|von|vom|gegen|wegen|für|betreffend)$/;
/** The subject right after the finite verb: a pronoun only (a noun phrase there may be the object). */
const SUBJECT_PRONOUN = /^(?:ich|wir|man|Sie|er|es)$/;
/** A firm's legal form: "der Vodafix GmbH" after the case noun is its genitive. */
const LEGAL_FORM = /^(?:GmbH|AG|KG|SE|mbH|eG|OHG|UG)$/;
const MAX_FRAME_TOKENS = 16;

/** The article for "Es geht um …" by the case noun's gender: "die Strafsache", "den Rechtsstreit". */
function accusativeArticle(noun: Token): string | undefined {
  const genders = new Set(
    nounReadings(noun)
      .filter((reading) => reading.number === "singular")
      .map((reading) => reading.gender),
  );
  if (genders.size !== 1) return undefined;
  const [gender] = [...genders];
  return gender === "f" ? "die" : gender === "n" ? "das" : gender === "m" ? "den" : undefined;
}

/**
 * "In der Strafsache gegen … wegen … VERB PRONOUN …" -> ["Es geht um die Strafsache gegen …
 * wegen ….", "PRONOUN VERB …"]. Only with a party ("gegen Sie", "der Stadtwerke Bochum GmbH") in
 * the frame, a finite verb right after it and a pronoun subject right after the verb ("hat das
 * Gericht …" stays: "das Gericht" might be the object). A firm's genitive becomes "von der … GmbH".
 * Undefined otherwise.
 */
export function splitCaseFrame(clause: Clause): Clause[] | undefined {
  const tokens = clause.tokens;
  const [preposition, article, noun] = tokens;
  if (
    preposition?.text.toLowerCase() !== "in" ||
    (article?.text !== "der" && article?.text !== "dem") ||
    noun === undefined ||
    !CASE_NOUN.test(noun.text)
  )
    return undefined;
  const caseArticle = accusativeArticle(noun);
  if (caseArticle === undefined) return undefined;
  let verb = 3;
  while (verb < tokens.length && verb < 3 + MAX_FRAME_TOKENS) {
    const token = tokens[verb] as Token;
    const inFrame =
      token.text === "," ||
      token.kind === "n" ||
      FRAME_WORDS.test(token.text) ||
      (token.kind === "w" && isCapitalised(token.text));
    if (!inFrame) break;
    verb += 1;
  }
  const frame = tokens.slice(3, verb);
  const finite = tokens[verb];
  const subject = tokens[verb + 1];
  if (
    finite === undefined ||
    subject === undefined ||
    finiteReadings(finite).length === 0 ||
    !SUBJECT_PRONOUN.test(subject.text) ||
    frame.length === 0 ||
    frame.at(-1)?.text === ","
  )
    return undefined;
  // A party or a charge: "gegen Sie", "wegen Körperverletzung", a firm's genitive "der Stadtwerke
  // Bochum GmbH" before "gegen".
  const against = frame.findIndex((token) => token.text === "gegen");
  const party = against < 0 ? frame : frame.slice(0, against);
  const genitiveFirm = frame[0]?.text === "der" && party.some((token) => LEGAL_FORM.test(token.text));
  if (!genitiveFirm && !frame.some((token) => FRAME_PREPOSITION.test(token.text))) return undefined;
  // "der Vodafix GmbH, Rheinallee 9, 40210 Düsseldorf," -> "von der Vodafix GmbH, …": the address
  // stays with the firm.
  const about = genitiveFirm ? [word("von"), ...frame] : frame;
  const rest = tokens.slice(verb + 2);
  const pronoun = subject.text === "Sie" ? "Sie" : capitaliseFirst(subject.text);
  return [
    { tokens: [word("Es"), word("geht"), word("um"), word(caseArticle), noun, ...about], end: "." },
    { ...clause, tokens: [{ ...subject, text: pronoun }, finite, ...rest] },
  ];
}

/** The names of a file number: "Aktenzeichen 4 M 1187/26", "Geschäftszeichen II-3/2026". */
const FILE_NUMBER = /^(?:Aktenzeichen|Geschäftszeichen|Kassenzeichen)$/;
const MAX_NUMBER_TOKENS = 8;

/**
 * "…, Aktenzeichen 4 M 1187/26, zugestellt." -> the clause without it + "Das Aktenzeichen ist 4 M
 * 1187/26." The number holds a digit and no word of the lexicon in lower case, between commas (or
 * a comma and the clause end); not at the clause start. Undefined otherwise.
 */
export function splitFileNumber(clause: Clause): Clause[] | undefined {
  const tokens = clause.tokens;
  const name = tokens.findIndex((token, index) => index > 2 && FILE_NUMBER.test(token.text));
  if (name < 0 || tokens[name - 1]?.text !== ",") return undefined;
  const close = tokens.findIndex((token, index) => index > name && token.text === ",");
  const end = close < 0 ? tokens.length : close;
  const number = tokens.slice(name + 1, end);
  if (
    number.length === 0 ||
    number.length > MAX_NUMBER_TOKENS ||
    !number.some((token) => /\d/.test(token.text)) ||
    number.some((token) => token.kind === "w" && !isCapitalised(token.text) && token.text.length > 1)
  )
    return undefined;
  const kept = [...tokens.slice(0, name - 1), ...tokens.slice(close < 0 ? end : end + 1)];
  // The clause must go on after the number (its verb), or end with it.
  if (kept.length < 3) return undefined;
  return [
    { ...clause, tokens: kept },
    { tokens: [word("Das"), tokens[name] as Token, word("ist"), ...number], end: "." },
  ];
}
