// jWordSplitter word lists -> data/compound-parts-de.txt.gz (one lower-case part per line)
// and data/compound-exceptions-de.txt (one exception per line, "|" marks the joints).
import { join } from "node:path";
import { readListFile, writeGzipText, writeText } from "./io.ts";

/**
 * Our additions: words of office letters the parts list lacks, so that their compounds are not
 * left whole (Rechtsbehelfs|belehrung, Staats|angehörigkeit, Mutterschafts|geld) or cut inside a
 * lexicalised word (Lastschrift|mandat, not Last|schrift|mandat); "urkunds" is the modifier form
 * of Urkunde (Urkunds|beamten); Vorschuss (Unterhalts|vorschuss|gesetz).
 */
const OWN_PARTS = [
  "angehörigkeit",
  "angehörigkeiten",
  "belehrung",
  "belehrungen",
  "lastschrift",
  "lastschriften",
  "mutterschaft",
  "rechtsbehelf",
  "rechtsbehelfe",
  "rechtsbehelfen",
  "urkunds",
  "vorschuss",
  "vorschüsse",
  "vorschüssen",
  "vorschusses",
];

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
  for (const word of [...dictionary, ...extra, ...OWN_PARTS]) parts.add(word.toLowerCase());
  return [...parts].sort();
}

/**
 * Our exceptions for letter words the parts list cuts wrongly: "Antragsteller" is "Antrag" +
 * "steller", not "Antrags" + "teller"; the gender-neutral "Antragstellende" is left whole by the
 * splitter (a participle head after a noun is not separated: Kulturschaffende).
 */
const OWN_EXCEPTIONS = [
  "Antrag|steller",
  "Antrag|stellers",
  "Antrag|stellern",
  "Antrag|stellende",
  "Antrag|stellenden",
];

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
