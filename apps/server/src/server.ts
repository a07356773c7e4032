import { buildApp } from "./app.ts";
import { loadConfig } from "./config/env.ts";
import { openMigratedDatabase } from "./db/database.ts";
import { createShutdown } from "./lib/shutdown.ts";
import { warmUpEngine } from "./lib/warm-up.ts";
import { seedGlossary } from "./services/glossary/seed-glossary.ts";

async function main(): Promise<void> {
  const result = loadConfig(process.env);
  if (!result.ok) {
    process.stderr.write(`Ungültige Konfiguration:\n${result.problems.map((p) => `  - ${p}`).join("\n")}\n`);
    process.exit(1);
  }
  const { config } = result;
  const database = await openMigratedDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, { database });
  const seeded = await seedGlossary(database);
  app.log.info({ entries: seeded.upserted, problems: seeded.problems }, "glossary seeded");
  const shutdown = createShutdown(app);
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
  setImmediate(() => app.log.info({ ms: warmUpEngine() }, "engine data loaded"));
}

await main();
