import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openMigratedDatabase } from "../db/database.ts";

/**
 * Database targets for tests: always PGlite; PostgreSQL too when DATABASE_URL is set (CI sets it).
 * Each opened test database is fresh: a temporary PGlite directory or a new PostgreSQL database.
 */
export type TestDatabaseTarget = { name: "pglite" | "postgres"; open: () => Promise<TestDatabase> };
export type TestDatabase = {
  database: Database;
  options: { databaseUrl?: string; dataDir: string };
  dispose: () => Promise<void>;
};

export function tempDir(prefix = "leicht-test-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

async function openPgliteTarget(): Promise<TestDatabase> {
  const dataDir = tempDir();
  const database = await openMigratedDatabase({ dataDir });
  return {
    database,
    options: { dataDir },
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTarget(baseUrl: string): Promise<TestDatabase> {
  const name = `leicht_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = tempDir();
  const database = await openMigratedDatabase({ databaseUrl, dataDir });
  return {
    database,
    options: { databaseUrl, dataDir },
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: openPgliteTarget }];
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) targets.push({ name: "postgres", open: () => openPostgresTarget(baseUrl) });
  return targets;
}
