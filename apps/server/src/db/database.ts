import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/**
 * The one database handle: PGlite in DATA_DIR without DATABASE_URL, a PostgreSQL pool with it.
 * Same schema, migrations and queries on both.
 */
export type Database = {
  readonly kind: "pglite" | "postgres";
  /** The current ORM; read it per use, because an embedded database is reopened after a failure. */
  readonly orm: Orm;
  migrate(): Promise<void>;
  /** true when a trivial query answers within the time-out. */
  probe(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database probe timed out")), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  return {
    kind: "postgres",
    orm,
    async migrate() {
      await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
    },
    async probe(timeoutMs = 2000) {
      try {
        await withTimeout(pool.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

async function createPglite(dataDir: string): Promise<PGlite> {
  if (dataDir !== "memory://") mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

async function openPglite(dataDir: string): Promise<Database> {
  let client = await createPglite(dataDir);
  let orm = drizzlePglite({ client, schema }) as unknown as Orm;
  let closing = false;
  let reopening: Promise<void> | undefined;
  const reopen = async () => {
    client = await createPglite(dataDir);
    orm = drizzlePglite({ client, schema }) as unknown as Orm;
  };
  return {
    kind: "pglite",
    get orm() {
      return orm;
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    async probe(timeoutMs = 2000) {
      try {
        if (reopening) {
          await reopening;
          reopening = undefined;
        } else if (client.closed && !closing) {
          // The embedded database failed or was closed under us: report it, and open it again
          // from DATA_DIR in the background so the next probe finds it back.
          reopening = reopen();
          reopening.catch(() => {
            reopening = undefined;
          });
          return false;
        }
        await withTimeout(client.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      if (!client.closed) await client.close();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir === "memory://" ? "memory://" : path.join(options.dataDir, "pglite"));
}

/** Runs the checked-in migrations; applying them again changes nothing. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  await database.migrate();
  await database.orm.execute(sql`select 1`);
  return database;
}

/** Rows of a raw `execute` result; both drivers answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
