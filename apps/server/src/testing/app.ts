import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../app.ts";
import { testConfig } from "../config/env.ts";
import type { TestDatabase, TestDatabaseTarget } from "./databases.ts";

export type TestApp = { app: FastifyInstance; db: TestDatabase; close: () => Promise<void> };

/** A full app on a fresh test database; config overrides as environment strings. */
export async function createTestApp(
  target: TestDatabaseTarget,
  overrides: Record<string, string> = {},
  deps: Omit<AppDependencies, "database"> = {},
): Promise<TestApp> {
  const db = await target.open();
  const config = testConfig({ DATA_DIR: db.options.dataDir, ...overrides });
  const app = await buildApp(config, { ...deps, database: db.database });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}
