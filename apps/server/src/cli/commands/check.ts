// `leicht check --profile leicht|einfach [--format json|jsonl]`: checks text against the rules.
// json: the whole of stdin is one text -> the full result. jsonl: lines {"id","text"} ->
// {"id","conformity","findings":[...]}.
import { checkText } from "@leicht/textkit";
import { parseOptions, readStdin, runJsonl, writeJson } from "../io.ts";

const PROFILES = new Set(["leicht", "einfach"]);
const FORMATS = new Set(["json", "jsonl"]);

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    profile: { type: "string", default: "leicht" },
    format: { type: "string", default: "json" },
  });
  const profile = values.profile ?? "leicht";
  const format = values.format ?? "json";
  if (!PROFILES.has(profile)) {
    process.stderr.write(`Unbekanntes Profil: ${profile} (erlaubt: leicht, einfach)\n`);
    return 2;
  }
  if (!FORMATS.has(format)) {
    process.stderr.write(`Unbekanntes Format: ${format} (erlaubt: json, jsonl)\n`);
    return 2;
  }
  const checkProfile = profile === "einfach" ? "einfach" : "leicht";
  if (format === "jsonl") {
    await runJsonl(({ text }) => {
      const result = checkText(text, { profile: checkProfile });
      return { conformity: result.conformity, findings: result.findings };
    });
    return 0;
  }
  writeJson(checkText(await readStdin(), { profile: checkProfile }));
  return 0;
}
