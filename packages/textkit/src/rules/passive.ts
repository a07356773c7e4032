// Rule 4: no passive. A form of "werden" and a past participle in the same clause segment, in
// either order (LanguageTool PASSIV). A participle that is also an infinitive ("bekommen",
// "erhalten") counts only with "worden" or a past form of werden, so the future
// ("wird bekommen") passes; lexicalised adjectives ("wird bekannt") pass. A participle directly
// before another verb form than werden belongs to that verb ("geboren hätte", "gesehen haben",
// "geöffnet sehen"); "schwach zu werden" is "to become"; an infinitive-participle before "würde"
// is the würde-Konjunktiv ("was geschehen würde"). A participle with its own haben/sein across
// und/oder/aber from the werden-form is a Perfekt ("Gott hat ihn gezogen und er wurde groß").
import { clauseSegments } from "./engine/clauses.ts";
import { Fact } from "./engine/word-facts.ts";
import { WERDEN_FORMS } from "./engine/word-lists.ts";
import type { SentenceRule, Token } from "./types.ts";

/** Participles that are ordinary adjectives after "werden" (to become). */
const ADJECTIVAL_PARTICIPLES: ReadonlySet<string> = new Set([
  "bekannt",
  "verwandt",
  "bestimmt",
  "gewohnt",
  "verrückt",
  "erfahren",
  "verschieden",
  "beliebt",
  "gelassen",
  "entfernt",
  "berühmt",
  "geeignet",
  "gesund",
  "verliebt",
  "verlobt",
  "verheiratet",
  "geschieden",
  "besorgt",
  "erwachsen",
  "gescheit",
  "geworden",
  "gewesen",
  "gehabt",
]);
const PAST_WERDEN: ReadonlySet<string> = new Set(["wurde", "wurden", "wurdest", "wurdet", "worden"]);
const WUERDE_FORMS: ReadonlySet<string> = new Set(["würde", "würden", "würdest", "würdet"]);

/** The participle is followed directly by a verb form that is not werden: it belongs to that verb. */
function belongsToOtherVerb(next: Token | undefined): boolean {
  if (next === undefined || next.before !== "" || next.isCapitalised || WERDEN_FORMS.has(next.lower))
    return false;
  return (next.facts.flags & (Fact.finite | Fact.infinitive)) !== 0;
}

/** "schwach zu werden": werden as "to become" after an adjective and "zu", not a passive. */
function isCopula(tokens: readonly Token[], index: number): boolean {
  const zu = tokens[index - 1];
  const before = tokens[index - 2];
  if (zu?.lower !== "zu" || zu.before !== "" || before === undefined) return false;
  const { flags } = before.facts;
  return (flags & Fact.adjective) !== 0 && (flags & Fact.pastParticiple) === 0;
}

function isParticiple(token: Token, hasPastWerden: boolean, next: Token | undefined): boolean {
  if (token.isCapitalised && token.index > 0) return false;
  const { flags } = token.facts;
  if (ADJECTIVAL_PARTICIPLES.has(token.lower)) return false;
  // Participles missing from the lexicon ("abgeschickt") count right before "worden".
  const isUnknownBeforeWorden =
    flags === 0 && next?.lower === "worden" && /^(?:\p{Ll}+ge|ge)\p{Ll}+(?:t|en)$/u.test(token.lower);
  if (isUnknownBeforeWorden) return true;
  if ((flags & Fact.pastParticiple) === 0 || belongsToOtherVerb(next)) return false;
  const isAmbiguous = (flags & (Fact.infinitive | Fact.finite)) !== 0;
  // "unterschrieben werden", "abgeschickt worden": the participle right before werden.
  const beforeWerden =
    next !== undefined &&
    next.before === "" &&
    WERDEN_FORMS.has(next.lower) &&
    !((flags & Fact.infinitive) !== 0 && WUERDE_FORMS.has(next.lower));
  return !isAmbiguous || hasPastWerden || beforeWerden;
}

const COORDINATORS: ReadonlySet<string> = new Set(["und", "oder", "aber", "sondern", "denn"]);
const HABEN_SEIN =
  /^(?:hat|habe|hast|haben|habt|hatte|hatten|hattest|hattet|ist|bin|bist|sind|seid|war|waren|warst|wart)$/;

/**
 * "Da hat Gott Jesus an sich gezogen und Jesus wurde wieder größer": a coordinator between the
 * participle and the werden-form, and a form of haben/sein on the participle's side of it: the
 * participle is a Perfekt of its own clause, the werden-form a copula.
 */
function belongsToPerfektAcrossCoordinator(
  tokens: readonly Token[],
  from: number,
  participle: number,
  werden: number,
): boolean {
  const low = Math.min(participle, werden);
  const high = Math.max(participle, werden);
  let coordinator = -1;
  for (let index = low + 1; index < high; index += 1)
    if (COORDINATORS.has(tokens[index]?.lower ?? ""))
      coordinator = participle < werden ? (coordinator < 0 ? index : coordinator) : index;
  if (coordinator < 0) return false;
  let start = from;
  if (participle < werden) {
    for (let index = participle - 1; index >= from; index -= 1)
      if (COORDINATORS.has(tokens[index]?.lower ?? "")) {
        start = index + 1;
        break;
      }
  } else start = coordinator + 1;
  for (let index = start; index < participle; index += 1)
    if (HABEN_SEIN.test(tokens[index]?.lower ?? "")) return true;
  return false;
}

export const passive: SentenceRule = {
  id: "passive",
  scope: "sentence",
  messages: {
    default: {
      de: "Passiv („{auxiliary} … {participle}“). Schreiben Sie aktiv: Wer macht etwas?",
      leicht: "Schreiben Sie: Wer macht etwas? Zum Beispiel: Das Amt prüft den Antrag.",
    },
  },
  check(sentence, _context, report) {
    const { tokens } = sentence;
    for (const [from, to] of clauseSegments(sentence)) {
      let werden: Token | undefined;
      let hasPastWerden = false;
      for (let index = from; index <= to; index += 1) {
        const token = tokens[index];
        if (token === undefined || !WERDEN_FORMS.has(token.lower)) continue;
        if ((token.isCapitalised && index > 0) || isCopula(tokens, index)) continue;
        werden ??= token;
        if (PAST_WERDEN.has(token.lower)) hasPastWerden = true;
      }
      if (werden === undefined) continue;
      for (let index = from; index <= to; index += 1) {
        const token = tokens[index];
        if (token === undefined || token === werden || !isParticiple(token, hasPastWerden, tokens[index + 1]))
          continue;
        if (belongsToPerfektAcrossCoordinator(tokens, from, index, werden.index)) continue;
        report({
          start: Math.min(werden.start, token.start),
          end: Math.max(werden.end, token.end),
          values: { auxiliary: werden.text, participle: token.text },
        });
        break;
      }
    }
  },
};
