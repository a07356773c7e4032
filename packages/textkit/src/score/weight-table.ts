/**
 * Parses a fitted weight table ("key weight" per line, as the fit script writes them into
 * `letter-ngram-weights.ts` and `word-vector-weights.ts`) into a map; lines without a space are skipped.
 */
export function parseWeightTable(text: string): Map<string, number> {
  const table = new Map<string, number>();
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0) table.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return table;
}
