// `leicht translate --level leicht|einfach [--separator mediopunkt|hyphen|none] [--format text|jsonl]
//  [--explanations none|default|more] [--no-bold]`
// Text on stdin -> formatted text on stdout; with --format jsonl, {"id","text"} lines -> result lines.
import { type CompoundSeparator, type SimplifyLevel, translateText } from "@leicht/textkit";
import { parseOptions, readStdin, runJsonl } from "../io.ts";

const LEVELS: readonly SimplifyLevel[] = ["leicht", "einfach"];
const SEPARATORS: readonly CompoundSeparator[] = ["mediopunkt", "hyphen", "none"];
const EXPLANATIONS = ["none", "default", "more"] as const;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`--${name} muss eines von ${allowed.join(", ")} sein (bekommen: ${value}).`);
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    level: { type: "string" },
    separator: { type: "string" },
    format: { type: "string" },
    explanations: { type: "string" },
    "no-bold": { type: "boolean" },
  });
  const level = oneOf(values.level, LEVELS, "level", "leicht");
  const separator = oneOf(
    values.separator,
    SEPARATORS,
    "separator",
    level === "leicht" ? "mediopunkt" : "none",
  );
  const format = oneOf(values.format, ["text", "jsonl"] as const, "format", "text");
  const explanations = oneOf(values.explanations, EXPLANATIONS, "explanations", "default");
  const options = { level, separator, explanations, boldNegations: values["no-bold"] !== true };
  if (format === "jsonl") {
    await runJsonl(({ text }) => {
      const result = translateText(text, options);
      return {
        simplified_text: result.simplified_text,
        formatted_text: result.formatted_text,
        complexity: result.complexity,
        rule_report: result.rule_report,
        simplification_model_version: result.simplification_model_version,
      };
    });
    return 0;
  }
  const result = translateText(await readStdin(), options);
  process.stdout.write(result.formatted_text === "" ? "" : `${result.formatted_text}\n`);
  return 0;
}
