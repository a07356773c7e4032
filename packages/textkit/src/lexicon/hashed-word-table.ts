// A precomputed open-addressing hash table stored as text, one slot per line.
// Building a Map of 300k words costs ~300 ms; this layout loads with one split() and still
// answers in O(1): the build script places every word at the slot its hash points to
// (linear probing), so a lookup hashes the word and compares a few lines.
// A filled line is one value character (code = value + VALUE_OFFSET) followed by the word.

const VALUE_OFFSET = 0x100;
const MAX_LOAD = 0.7;

/** FNV-1a over UTF-16 code units; identical at build time and at run time. */
export function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Lays out entries (word, small non-negative integer value) as table lines. Used by the build. */
export function layOutHashedTable(entries: ReadonlyArray<readonly [string, number]>): string[] {
  let size = 1;
  while (size * MAX_LOAD < entries.length) size *= 2;
  const slots: string[] = new Array<string>(size).fill("");
  for (const [word, value] of entries) {
    let slot = hashWord(word) & (size - 1);
    while (slots[slot] !== "") slot = (slot + 1) & (size - 1);
    slots[slot] = String.fromCharCode(value + VALUE_OFFSET) + word;
  }
  return slots;
}

/** Read side of the table; `lines` is the text of the data file split at "\n". */
export class HashedWordTable {
  private readonly lines: readonly string[];
  private readonly mask: number;

  constructor(lines: readonly string[]) {
    let size = 1;
    while (size * 2 <= lines.length) size *= 2;
    this.lines = lines;
    this.mask = size - 1;
  }

  get(word: string): number | undefined {
    let slot = hashWord(word) & this.mask;
    for (let probes = 0; probes <= this.mask; probes += 1) {
      const line = this.lines[slot];
      if (line === undefined || line === "") return undefined;
      if (line.length === word.length + 1 && line.startsWith(word, 1)) {
        return line.charCodeAt(0) - VALUE_OFFSET;
      }
      slot = (slot + 1) & this.mask;
    }
    return undefined;
  }
}
