import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTargets, tempDir } from "../testing/databases.ts";
import { openMigratedDatabase, rowsOf } from "./database.ts";
import { contactMessages } from "./schema.ts";

describe.each(databaseTargets())("database on $name", (target) => {
  it("applies migrations twice without changing anything", async () => {
    const test = await target.open();
    try {
      const tables = async () =>
        rowsOf(
          await test.database.orm.execute(
            sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
          ),
        );
      const before = await tables();
      await test.database.migrate();
      await test.database.migrate();
      expect(await tables()).toEqual(before);
      expect(before.length).toBeGreaterThan(0);
    } finally {
      await test.dispose();
    }
  });
});

describe("PGlite in DATA_DIR", () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps data written before a restart", async () => {
    const first = await openMigratedDatabase({ dataDir });
    await first.orm
      .insert(contactMessages)
      .values({ name: "Anna", email: "anna@example.org", subject: "Hallo", message: "Bleibt das?" });
    await first.close();
    const second = await openMigratedDatabase({ dataDir });
    const rows = await second.orm.select().from(contactMessages);
    await second.close();
    expect(rows.map((row) => row.message)).toEqual(["Bleibt das?"]);
  });
});
