// jWordSplitter word lists -> data/compound-parts-de.txt.gz (one lower-case part per line)
// and data/compound-exceptions-de.txt (one exception per line, "|" marks the joints).
import { join } from "node:path";
import { readListFile, writeGzipText, writeText } from "./io.ts";

function readParts(dir: string): string[] {
  const removals = readListFile(join(dir, "removals.txt")).map((pattern) => new RegExp(pattern));
  const dictionary = readListFile(join(dir, "languagetool-dict.txt")).filter(
    (word) => !removals.some((pattern) => pattern.test(word)),
  );
  const extra = [
    ...readListFile(join(dir, "additions.txt")),
    ...readListFile(join(dir, "germanPrefixes.txt")),
  ];
  const parts = new Set<string>();
  for (const word of [...dictionary, ...extra]) parts.add(word.toLowerCase());
  return [...parts].sort();
}

/**
 * Our exceptions for letter words the parts list cuts wrongly: "Antragsteller" is "Antrag" +
 * "steller", not "Antrags" + "teller".
 */
const OWN_EXCEPTIONS = ["Antrag|steller", "Antrag|stellers", "Antrag|stellern"];

/** Expands "Achs|ende/NS" into Achs|ende, Achs|enden, Achs|endes; adds OWN_EXCEPTIONS. */
function readExceptions(dir: string): string[] {
  const result: string[] = [...OWN_EXCEPTIONS];
  for (const line of readListFile(join(dir, "exceptionsGerman.txt"))) {
    const [entry = "", flags = ""] = line.split("/");
    result.push(entry);
    if (flags.includes("N")) result.push(`${entry}n`);
    if (flags.includes("S")) result.push(`${entry}s`);
  }
  return result;
}

export function buildCompoundData(contentDir: string, dataDir: string): string {
  const dir = join(contentDir, "jwordsplitter");
  const parts = readParts(dir);
  const exceptions = readExceptions(dir);
  const partBytes = writeGzipText(join(dataDir, "compound-parts-de.txt.gz"), `${parts.join("\n")}\n`);
  const exceptionBytes = writeText(join(dataDir, "compound-exceptions-de.txt"), `${exceptions.join("\n")}\n`);
  return `compound-parts-de.txt.gz: ${parts.length} parts, ${partBytes} bytes; compound-exceptions-de.txt: ${exceptions.length} entries, ${exceptionBytes} bytes`;
}
