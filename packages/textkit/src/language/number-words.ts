// German cardinal number words and their values ("sieben" 7, "dreihundertfünfundzwanzig" 325).

/** Words for 0 to 19; "ein" only counts inside a compound ("einundzwanzig", "einhundert"). */
const BELOW_TWENTY: ReadonlyMap<string, number> = new Map([
  ["null", 0],
  ["eins", 1],
  ["ein", 1],
  ["zwei", 2],
  ["drei", 3],
  ["vier", 4],
  ["fünf", 5],
  ["sechs", 6],
  ["sieben", 7],
  ["acht", 8],
  ["neun", 9],
  ["zehn", 10],
  ["elf", 11],
  ["zwölf", 12],
  ["dreizehn", 13],
  ["vierzehn", 14],
  ["fünfzehn", 15],
  ["sechzehn", 16],
  ["siebzehn", 17],
  ["achtzehn", 18],
  ["neunzehn", 19],
]);
/** Tens, with the Swiss spelling "dreissig". */
const TENS: ReadonlyMap<string, number> = new Map([
  ["zwanzig", 20],
  ["dreißig", 30],
  ["dreissig", 30],
  ["vierzig", 40],
  ["fünfzig", 50],
  ["sechzig", 60],
  ["siebzig", 70],
  ["achtzig", 80],
  ["neunzig", 90],
]);

function parseBelowHundred(word: string): number | undefined {
  if (word === "") return 0;
  const unit = BELOW_TWENTY.get(word);
  if (unit !== undefined) return unit;
  const tens = TENS.get(word);
  if (tens !== undefined) return tens;
  const und = word.indexOf("und");
  if (und <= 0) return undefined;
  const left = BELOW_TWENTY.get(word.slice(0, und));
  const right = TENS.get(word.slice(und + 3));
  return left !== undefined && left < 10 && right !== undefined ? left + right : undefined;
}

function parseBelowThousand(word: string): number | undefined {
  const at = word.indexOf("hundert");
  if (at < 0) return parseBelowHundred(word);
  const head = word.slice(0, at);
  const count = head === "" ? 1 : BELOW_TWENTY.get(head);
  const rest = parseBelowHundred(word.slice(at + 7));
  return count !== undefined && count > 0 && count < 10 && rest !== undefined
    ? count * 100 + rest
    : undefined;
}

/**
 * The value of a German cardinal number word in lower case ("sieben" 7, "dreihundertfünfundzwanzig"
 * 325, "zweitausend" 2000), or undefined. The article forms "ein", "eine" are not numbers here.
 */
export function parseNumberWord(lower: string): number | undefined {
  if (lower.length < 3 || lower.length > 60 || lower === "ein") return undefined;
  const at = lower.indexOf("tausend");
  if (at < 0) return parseBelowThousand(lower);
  const head = lower.slice(0, at);
  const count = head === "" ? 1 : parseBelowThousand(head);
  const rest = parseBelowThousand(lower.slice(at + 7));
  return count !== undefined && count > 0 && rest !== undefined ? count * 1000 + rest : undefined;
}
