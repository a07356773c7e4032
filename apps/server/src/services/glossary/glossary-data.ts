import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The glossary data shipped with textkit: packages/textkit/data/glossary/<domain>.json. */
export const glossaryDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../packages/textkit/data/glossary",
);

const GlossaryFileEntrySchema = z.object({
  term: z.string().trim().min(1),
  domain: z.string().optional(),
  explanation_leicht: z.string().trim().min(1),
  explanation_einfach: z.string().trim().min(1),
  synonyms: z.array(z.string()).default([]),
  forms: z.array(z.string()).default([]),
  source: z.string().optional(),
  source_url: z.string().optional(),
});
export type GlossaryFileEntry = z.infer<typeof GlossaryFileEntrySchema>;

/** Lower case in NFC with outer space removed: the one lookup key of terms and forms. */
export function normaliseTerm(term: string): string {
  return term.normalize("NFC").trim().toLowerCase();
}

export type GlossaryDataProblem = { file: string; index: number; message: string };

/**
 * Every entry of every *.json file in `dir`, files in name order. Malformed entries are skipped
 * and reported, so one bad line never stops the server from starting.
 */
export function readGlossaryData(dir: string = glossaryDataDir): {
  entries: GlossaryFileEntry[];
  problems: GlossaryDataProblem[];
} {
  const entries: GlossaryFileEntry[] = [];
  const problems: GlossaryDataProblem[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return { entries, problems: [{ file: dir, index: -1, message: "Ordner nicht lesbar" }] };
  }
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch {
      problems.push({ file, index: -1, message: "kein gültiges JSON" });
      continue;
    }
    const list = Array.isArray(data) ? data : [];
    list.forEach((item, index) => {
      const parsed = GlossaryFileEntrySchema.safeParse(item);
      if (parsed.success) entries.push({ domain: file.replace(/\.json$/, ""), ...parsed.data });
      else problems.push({ file, index, message: parsed.error.issues[0]?.message ?? "ungültig" });
    });
  }
  return { entries, problems };
}
