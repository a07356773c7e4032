/**
 * The `leicht` command line: each command lives in ./commands/<name>.ts and exports
 * `run(args): Promise<number>` (the exit code).
 */
import { HelpRequested } from "./io.ts";

const commands = {
  analyze: "Lesbarkeit eines Textes messen (stdin → JSON)",
  check: "Text gegen die Regeln prüfen (stdin → JSON)",
  translate: "Text in Leichte oder Einfache Sprache übersetzen (stdin → Text)",
  eval: "Übersetzung gegen Referenzpaare auswerten (--data datei.jsonl)",
} as const;

type CommandName = keyof typeof commands;

function usage(): string {
  const lines = Object.entries(commands).map(([name, text]) => `  ${name.padEnd(10)} ${text}`);
  return `Aufruf: leicht <befehl> [optionen]\n\nBefehle:\n${lines.join("\n")}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h") {
    process.stdout.write(usage());
    return name ? 0 : 1;
  }
  if (!(name in commands)) {
    process.stderr.write(`Unbekannter Befehl: ${name}\n\n${usage()}`);
    return 2;
  }
  try {
    const module = (await import(`./commands/${name as CommandName}.ts`)) as {
      run: (args: string[]) => Promise<number>;
    };
    return await module.run(rest);
  } catch (error) {
    if (error instanceof HelpRequested) {
      process.stdout.write(
        `Aufruf: leicht ${name} [optionen]\n${commands[name as CommandName]}\n${error.message}\n`,
      );
      return 0;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Fehler: ${message}\n`);
    return 1;
  }
}
