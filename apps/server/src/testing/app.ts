import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
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

/**
 * Registers beforeAll/afterAll in the enclosing describe: a test app on `target` for its tests, closed after them.
 * The returned object reads the running app, so tests use it like a TestApp.
 */
export function testAppForSuite(
  target: TestDatabaseTarget | undefined,
  overrides: Record<string, string> = {},
  deps: Omit<AppDependencies, "database"> = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    if (!target) throw new Error("no database target");
    current = await createTestApp(target, overrides, deps);
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = (): TestApp => {
    if (!current) throw new Error("the test app is not running (call testAppForSuite inside a describe)");
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    close: () => running().close(),
  };
}
