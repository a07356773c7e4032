// Words that look like compounds but whose parts mislead a reader: they stay whole.

/**
 * Lexicalised or opaque words whose parts are words of another meaning: "Jung·geselle" (no young
 * journeyman), "Brom·beeren" (no bromine), "Murmel·tier", "Maul·tier", "Augen·blick",
 * "Hand·schuh", "Bürgers·teig", "Kick·starter". A small stop-list: no rule tells them from
 * "Augen·arzt" or "Hand·tasche".
 */
const OPAQUE_STEMS: ReadonlySet<string> = new Set([
  "augenblick",
  "bürgersteig",
  "brombeer",
  "handschuh",
  "junggesell",
  "kickstarter",
  "maultier",
  "murmeltier",
]);

/** Case and plural endings after an opaque stem ("Augenblicke", "Junggesellen", "Bürgersteigs"). */
const ENDING = /^(?:|e|en|er|es|n|s|ern)$/u;

/** The word is an opaque stem with at most a case or plural ending. */
export function isOpaqueCompound(word: string): boolean {
  const lower = word.toLowerCase();
  for (const stem of OPAQUE_STEMS) {
    if (lower.startsWith(stem) && ENDING.test(lower.slice(stem.length))) return true;
  }
  return false;
}
