// A precomputed open-addressing hash table stored as text, one slot per line.
// Building a Map of 100k+ words costs up to a second on a busy machine; this layout loads with
// one split() and still answers in O(1): the build script puts every key at the slot its hash
// points to (linear probing), so a lookup hashes the key and compares a line or two.
// A filled line is "key\tpayload"; an empty line is a free slot.

const MAX_LOAD = 0.7;
const TAB = 9;

/** FNV-1a over UTF-16 code units; identical at build time and at run time. */
export function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Lays out (key, payload) entries as table lines; keys must be unique and free of tabs and newlines. */
export function layOutHashedTable(entries: ReadonlyArray<readonly [string, string]>): string[] {
  let size = 1;
  while (size * MAX_LOAD < entries.length) size *= 2;
  const slots: string[] = new Array<string>(size).fill("");
  for (const [key, payload] of entries) {
    let slot = hashWord(key) & (size - 1);
    while (slots[slot] !== "") slot = (slot + 1) & (size - 1);
    slots[slot] = `${key}\t${payload}`;
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

  /** The payload stored for a key, or undefined. */
  get(key: string): string | undefined {
    let slot = hashWord(key) & this.mask;
    for (let probes = 0; probes <= this.mask; probes += 1) {
      const line = this.lines[slot];
      if (line === undefined || line === "") return undefined;
      if (line.charCodeAt(key.length) === TAB && line.startsWith(key)) return line.slice(key.length + 1);
      slot = (slot + 1) & this.mask;
    }
    return undefined;
  }
}

/** Loads a hashed table shipped as a (gzip) text file. */
export function parseHashedTable(text: string): HashedWordTable {
  return new HashedWordTable(text.split("\n"));
}
