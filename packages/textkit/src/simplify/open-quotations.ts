// Where a quotation is still open. Leichte Sprache drops quotation marks before the text is cut into
// sentences, so the sentences no longer show that "Der Ort ist weit weg und es ist schon dunkel."
// and "Schick die Leute nach Hause!" are one speech ("… und sagten: „Der Ort … dunkel. Schick die
// Leute nach Hause!“"). The text rewritten with its marks kept is read alongside the one without:
// an explanation does not go between two sentences of one quotation (see placeExplanations).

/** Double quotation marks; single ones ("‚…‘", also an apostrophe) never open or close here. */
const DOUBLE = /[„“”«»"]/;
const SINGLE = /[‚‘]/;
/** Marks that close an open quotation (and open one when none is open: "“Kraftwerk Mensch”"). */
const CLOSING = /[“”«»"]/;

/**
 * For offsets of `without` (the rewritten text without quotation marks): is a quotation open after
 * them, once the closing marks that follow have been read? `withMarks` is the same text rewritten
 * with its marks kept. Undefined when the two differ in more than marks and spaces (nothing known).
 */
export function openQuotations(withMarks: string, without: string): ((end: number) => boolean) | undefined {
  // For each offset of `without`: the offset in `withMarks` and the depth of quotation there.
  const positions = new Int32Array(without.length + 1);
  const depths = new Int32Array(without.length + 1);
  let i = 0;
  let j = 0;
  let depth = 0;
  while (i < without.length) {
    const c = without.charAt(i);
    const d = withMarks.charAt(j);
    if (d !== "" && DOUBLE.test(d)) {
      depth = !CLOSING.test(d) || depth === 0 ? depth + 1 : depth - 1;
      j += 1;
      // Einfache Sprache keeps the marks: the same mark in both texts.
      if (c === d) {
        i += 1;
        positions[i] = j;
        depths[i] = depth;
      }
    } else if (d !== "" && SINGLE.test(d) && c !== d) j += 1;
    else if (c === d) {
      // A new paragraph closes what the last one left open.
      if (c === "\n" && /\n[ \t]*$/.test(without.slice(Math.max(0, i - 8), i))) depth = 0;
      i += 1;
      j += 1;
      positions[i] = j;
      depths[i] = depth;
    } else if (/\s/.test(d)) j += 1;
    else if (/\s/.test(c)) {
      i += 1;
      positions[i] = j;
      depths[i] = depth;
    } else return undefined;
  }
  return (end: number) => {
    if (end < 0 || end > without.length) return false;
    let open = depths[end] ?? 0;
    // "… holen können! “ Doch …": the marks right after the sentence close it.
    for (let at = positions[end] ?? 0; at < withMarks.length && open > 0; at += 1) {
      const d = withMarks.charAt(at);
      if (d === " " || d === "\t" || SINGLE.test(d)) continue;
      if (!CLOSING.test(d)) break;
      open -= 1;
    }
    return open > 0;
  };
}
