import { type ParseArgsConfig, parseArgs } from "node:util";

/** Reads all of standard input as UTF-8 text. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function writeJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export type JsonlInput = { id: unknown; text: string };

/**
 * Processes JSONL from stdin line by line: each `{"id","text"}` line is mapped by `handle`;
 * a line that cannot be read yields `{"id", "error"}` instead of stopping the run.
 */
export async function runJsonl(handle: (input: JsonlInput) => Promise<object> | object): Promise<void> {
  const { createInterface } = await import("node:readline");
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    let id: unknown = null;
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error("Zeile ist kein gültiges JSON.");
      }
      if (typeof parsed !== "object" || parsed === null) throw new Error("Zeile ist kein JSON-Objekt.");
      const record = parsed as Record<string, unknown>;
      id = record.id ?? null;
      if (typeof record.text !== "string") throw new Error('Feld "text" fehlt oder ist kein Text.');
      const result = await handle({ id, text: record.text });
      process.stdout.write(`${JSON.stringify({ id, ...result })}\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stdout.write(`${JSON.stringify({ id, line: lineNumber, error: message })}\n`);
    }
  }
}

/** Thrown for `--help`: main prints the message to stdout and exits 0. */
export class HelpRequested extends Error {}

function optionList(options: NonNullable<ParseArgsConfig["options"]>): string {
  return Object.entries(options)
    .map(([name, option]) => `--${name}${option.type === "string" ? " <wert>" : ""}`)
    .join(", ");
}

/** Parses command options with node's parseArgs; unknown options throw with a clear German message. */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T) {
  if (args.includes("--help") || args.includes("-h"))
    throw new HelpRequested(`Optionen: ${optionList(options)}`);
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      throw new Error(`Unbekannte Option. Erlaubt sind: ${optionList(options)}`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
      throw new Error(`Eine Option hat keinen gültigen Wert. Erlaubt sind: ${optionList(options)}`);
    throw error;
  }
}
