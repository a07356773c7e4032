// "Sie haben die Unterlagen bis zum 3. Mai vorzulegen." -> "Sie müssen die Unterlagen bis zum 3. Mai
// vorlegen.": "haben … zu V" as an obligation is the modal "müssen" (Duden: "haben" + zu-infinitive).
import { INDEFINITE_ARTICLE_FORMS } from "../language/articles.ts";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { zuInfinitive } from "./infinitive-complement.ts";
import { isNonFiniteVerb } from "./lexicon-access.ts";
import { QUESTION_WORDS } from "./split-question.ts";
import { type Token, word } from "./tokens.ts";

/** Present forms of "haben" and the same form of "müssen". */
const MUESSEN: Readonly<Record<string, string>> = {
  habe: "muss",
  hast: "musst",
  hat: "muss",
  haben: "müssen",
  habt: "müsst",
};

/**
 * Words that make "haben … zu V" something else: a quantity ("nichts zu befürchten", "viel zu tun")
 * or a noun the infinitive belongs to ("ein Recht zu erfahren", "keine Zeit zu warten").
 */
const NOT_AN_OBLIGATION =
  /^(?:nichts|viel|wenig|etwas|genug|einiges|alles|mehr|weniger|nix|Recht|Rechte|Möglichkeit|Gelegenheit|Zeit|Lust|Angst|Mut|Pflicht|Aufgabe|Grund|Gründe|Anlass|Chance|Ziel|Absicht|Interesse|Mühe|Schwierigkeiten|Probleme|Kraft|Erlaubnis|Befugnis|Anspruch|Hoffnung|Gewohnheit|Wunsch|Angebot|Vorschlag|Frage|Fragen)$/;

/**
 * One main clause with a present form of "haben" as its only finite verb and a zu-infinitive as its
 * last word, nothing between them that is a comma or makes the phrase another one (see above):
 * "haben" becomes the same form of "müssen", "zu V" the bare infinitive.
 */
export function habenZuToModal(tokens: readonly Token[]): Token[] | undefined {
  const finite = tokens.findIndex((token) => MUESSEN[token.text] !== undefined);
  const haben = tokens[finite];
  if (haben === undefined || finite > 6) return undefined;
  const rest = tokens.slice(finite + 1);
  const parsed = zuInfinitive(rest);
  if (
    parsed === undefined ||
    parsed.before.length === 0 ||
    tokens.some((token) => token.kind === "p" && token.text !== ".") ||
    tokens.slice(0, finite).some((token) => MUESSEN[token.text.toLowerCase()] !== undefined) ||
    tokens.some((token) => NOT_AN_OBLIGATION.test(token.text)) ||
    // "Sie haben das Haus nicht zu betreten", "keine Tiere zu halten" is a ban, not "müssen nicht";
    // "eine Wohnung zu vermieten" is an offer; "gut/leicht zu reden haben" an idiom.
    tokens.some((token) => NEGATION_WORDS.has(token.text.toLowerCase())) ||
    tokens.some((token) => INDEFINITE_ARTICLE_FORMS.includes(token.text.toLowerCase())) ||
    /^(?:gut|leicht)$/.test(parsed.before.at(-1)?.text ?? "") ||
    /^(?:vermieten|verkaufen|verschenken|anbieten|bieten|verleihen)$/.test(parsed.infinitive) ||
    // "Was hast du hier zu suchen?", "Damit hat er zu tun": questions and "zu tun haben" are no
    // duty, nor is the legal "etwas (nicht) zu vertreten haben" (be (not) to blame for it).
    QUESTION_WORDS.has(tokens[0]?.text.toLowerCase() ?? "") ||
    /^(?:tun|schaffen|vertreten)$/.test(parsed.infinitive) ||
    // "Sie haben vergessen zu zahlen": "haben" is the auxiliary of another verb.
    parsed.before.some((token) => isNonFiniteVerb(token))
  )
    return undefined;
  return [
    ...tokens.slice(0, finite),
    { ...haben, text: MUESSEN[haben.text] ?? haben.text },
    ...parsed.before,
    word(parsed.infinitive),
  ];
}
