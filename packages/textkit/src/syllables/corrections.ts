/**
 * Corrections for what the hyphenation patterns miss when syllables are counted.
 * Convention (also of the gold list): every vowel letter or vowel digraph is a syllable nucleus,
 * so "i" before a vowel is syllabic: Fa-mi-li-e, Na-ti-on, I-de-en.
 */

/** Words ending in an unstressed "-ie" that is two syllables (Fa-mi-li-e), unlike Me-lo-die. */
const HIATUS_IE_ENDINGS = [
  "familie",
  "lilie",
  "petersilie",
  "linie",
  "serie",
  "materie",
  "studie",
  "aktie",
  "arie",
  "bestie",
  "hostie",
  "prämie",
  "grazie",
  "akazie",
  "geranie",
  "kastanie",
  "begonie",
  "pinie",
  "tragödie",
  "komödie",
  "arterie",
  "mumie",
  "orgie",
  "folie",
  "glorie",
  "historie",
  "hortensie",
  "magnolie",
  "dahlie",
  "zinnie",
  "kurie",
  "spezie",
  "ferie",
  "medie",
  "provinzie",
  "pelargonie",
  "immobilie",
  "bakterie",
  "fossilie",
  "reptilie",
  "insignie",
  "kastanie",
  "ingredienzie",
];

/**
 * Extra syllable starts in a lower-case word, where the patterns keep a digraph together that is
 * spoken as two vowels: final "-ien" after a consonant (Ener-gi-en, The-o-ri-en), final "-een"
 * (I-de-en, Al-le-en), and the "-ie" words above.
 */
export function hiatusBreaks(word: string): number[] {
  const length = word.length;
  const extra: number[] = [];
  if (length >= 5 && word.endsWith("ien") && !word.endsWith("schien") && !isVowel(word.charAt(length - 4))) {
    if (hasVowel(word, 0, length - 3)) extra.push(length - 2);
  }
  if (length >= 4 && word.endsWith("een") && !isVowel(word.charAt(length - 4))) extra.push(length - 2);
  if (word.endsWith("ie")) {
    for (const ending of HIATUS_IE_ENDINGS) {
      if (word.endsWith(ending)) {
        extra.push(length - 1);
        break;
      }
    }
  }
  return extra;
}

/**
 * English loan endings whose letters overcount (silent "e", "ea" as one vowel): ending → syllables.
 * A word ending in one of these counts the syllables before it plus this number.
 */
export const LOANWORD_ENDINGS: ReadonlyMap<string, number> = new Map([
  ["homepage", 2],
  ["webpage", 2],
  ["website", 2],
  ["update", 2],
  ["upgrade", 2],
  ["online", 2],
  ["offline", 2],
  ["hotline", 2],
  ["deadline", 2],
  ["headline", 2],
  ["timeline", 2],
  ["pipeline", 2],
  ["airline", 2],
  ["smartphone", 2],
  ["iphone", 2],
  ["software", 2],
  ["hardware", 2],
  ["freeware", 2],
  ["service", 2],
  ["services", 2],
  ["office", 2],
  ["team", 1],
  ["teams", 1],
  ["jeans", 1],
  ["leasing", 2],
  ["coach", 1],
  ["coaching", 2],
  ["toast", 1],
  ["steak", 1],
  ["steaks", 1],
  ["feature", 2],
  ["features", 2],
  ["download", 2],
  ["downloads", 2],
  ["upload", 2],
  ["uploads", 2],
  ["goethe", 2],
  ["live", 1],
  ["teenager", 3],
  ["shake", 1],
  ["image", 2],
  ["homeoffice", 3],
  ["care", 1],
  ["skate", 1],
  ["game", 1],
  ["games", 1],
]);

const VOWELS = "aeiouyäöüáàâéèêíìîóòôúùûæœ";

export function isVowel(char: string): boolean {
  return char.length === 1 && VOWELS.includes(char);
}

function hasVowel(word: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) if (isVowel(word.charAt(index))) return true;
  return false;
}
