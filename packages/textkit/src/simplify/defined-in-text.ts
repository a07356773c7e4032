// Whether a text defines a term itself, so that a glossary explanation would only repeat it.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words that open the definition after "ist": an article, not a date or an adjective. */
const IS_A = String.raw`(?:ein|eine|einer|der|die|das)\s+(?!\d)`;
/** After "sind" a bare plural noun defines too: "Sperrmüll sind Gegenstände …". */
const ARE = String.raw`(?:ein|eine|der|die|das|alle)\s+(?!\d)|\p{Lu}`;
/** An article that opens the sentence. */
const ARTICLE = String.raw`(?:(?:Der|Die|Das|Ein|Eine)\s+)?`;

/** The ways a sentence defines a word ("<W>" marks its place; case as written). */
const DEFINITIONS: readonly string[] = [
  // "Wohngeld ist ein Zuschuss zur Miete …", "Sperrmüll sind Gegenstände aus dem Haushalt, …"
  String.raw`^${ARTICLE}<W>\s+ist\s+${IS_A}`,
  String.raw`^${ARTICLE}<W>\s+sind\s+(?:${ARE})`,
  // "Mobilität bedeutet …", "Gegenwart nennt man …"
  String.raw`^${ARTICLE}<W>\s+(?:bedeutet|bedeuten|heißt|heißen|meint|nennt man|bezeichnet man)\b`,
  // "Menschen mit … von mindestens 50 gelten als schwerbehindert.", "Wer … hat, gilt als …": a
  // class, not one thing ("Die Frist gilt als gewahrt, wenn …" defines no Frist).
  String.raw`\b(?:gelten|galten)\b[^.!?]{0,80}?\bals\s+<W>(?!\p{L})`,
  String.raw`^(?:Wer|Jede[rs]?|Ein|Eine)\b[^.!?]{0,80}?\b(?:gilt|galt)\b[^.!?]{0,40}?\bals\s+<W>(?!\p{L})`,
  // "Als schwerbehindert gilt, wer …", "Als Sperrmüll bezeichnet man …" ("Als Nachweis gelten zum
  // Beispiel …" only gives examples).
  String.raw`\b[Aa]ls\s+<W>\s+(?:gilt|gelten|zählt|zählen),?\s+(?:wer|was|jede[rs]?|alle|alles)\b`,
  String.raw`\b[Aa]ls\s+<W>\s+(?:bezeichnet|bezeichnen|versteht)\s+man\b`,
  // "Diese Menschen nennt man Flüchtlinge.", "… bezeichnet man als Sperrmüll."
  String.raw`\b(?:nennt|nennen|bezeichnet|bezeichnen)\s+man\s+(?:[\p{L}-]+\s+){0,3}?(?:als\s+)?<W>(?!\p{L})`,
  // "Unter Sperrmüll versteht man …"
  String.raw`\b[Uu]nter\s+(?:(?:einem|einer|der|dem|den)\s+)?<W>\s+versteht\s+man\b`,
];

/** A word as written and with a capital (it may open the sentence: "Schwerbehindert ist, wer …"). */
const withCapital = (word: string): string[] => [word, word.charAt(0).toUpperCase() + word.slice(1)];

/**
 * Whether one of the texts (the sentence with the word, the sentence after it) defines one of
 * the words itself: "Menschen mit einem Grad der Behinderung von mindestens 50 gelten als
 * schwerbehindert." needs no "Als schwerbehindert gilt, wer …" after it, and the heading
 * "Sperrmüll anmelden" none when the next sentence says "Sperrmüll sind Gegenstände …". A word
 * that only occurs there ("Der Sperrmüll ist am Dienstag.", "Die Anmeldung ist kostenlos.") is no
 * definition.
 */
export function definedInText(texts: readonly string[], words: readonly string[]): boolean {
  const alternatives = [...new Set(words.filter((word) => word.length > 0).flatMap(withCapital))]
    .map(escapeRegExp)
    .join("|");
  if (alternatives === "") return false;
  const patterns = definitionsOf(alternatives);
  return texts.some((text) => {
    const trimmed = text.trim();
    return patterns.some((pattern) => pattern.test(trimmed));
  });
}

/** The definition patterns per set of words (glossary terms and their forms: a fixed set). */
const patternCache = new Map<string, RegExp[]>();
const PATTERN_CACHE_LIMIT = 5_000;

function definitionsOf(alternatives: string): RegExp[] {
  let patterns = patternCache.get(alternatives);
  if (patterns === undefined) {
    patterns = DEFINITIONS.map(
      (definition) => new RegExp(definition.replace("<W>", `(?:${alternatives})`), "u"),
    );
    if (patternCache.size >= PATTERN_CACHE_LIMIT) patternCache.clear();
    patternCache.set(alternatives, patterns);
  }
  return patterns;
}
