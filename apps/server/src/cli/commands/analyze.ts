import { analyzeText } from "@leicht/textkit";
import { parseOptions, readStdin, runJsonl, writeJson } from "../io.ts";

/**
 * `leicht analyze`: readability of German text.
 * Plain text on stdin → one JSON report. `--format jsonl`: each line {"id","text"} → one line
 * {"id","average_readability_score","ger_language_level","estimated_grade_level","display_value","metrics"}.
 */
export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    format: { type: "string", default: "text" },
    sentences: { type: "boolean", default: false },
  });
  if (values.format === "jsonl") {
    await runJsonl(({ text }) => {
      const { average_readability_score, ger_language_level, estimated_grade_level, display_value, metrics } =
        analyzeText(text);
      return { average_readability_score, ger_language_level, estimated_grade_level, display_value, metrics };
    });
    return 0;
  }
  if (values.format !== "text") {
    process.stderr.write(`Unbekanntes Format: ${String(values.format)} (erlaubt: text, jsonl)\n`);
    return 2;
  }
  writeJson(analyzeText(await readStdin(), { includeSentences: values.sentences === true }));
  return 0;
}
