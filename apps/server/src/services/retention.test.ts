import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorLogs, contactMessages } from "../db/schema.ts";
import { databaseTargets, type TestDatabase } from "../testing/databases.ts";
import { purgeExpiredData } from "./retention.ts";

describe.each(databaseTargets())("purgeExpiredData on $name", (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("deletes error reports after 30 days and contact messages after 365 days, keeps the rest", async () => {
    const orm = db.database.orm;
    const now = new Date("2026-11-22T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await orm.insert(clientErrorLogs).values([
      { clientKey: "a", message: "alt", report: {}, receivedAt: daysAgo(31) },
      { clientKey: "b", message: "frisch", report: {}, receivedAt: daysAgo(29) },
    ]);
    const contact = { name: "N", email: "n@beispiel.de", subject: "S", message: "Nachricht mit Inhalt" };
    await orm.insert(contactMessages).values([
      { ...contact, subject: "alt", createdAt: daysAgo(366) },
      { ...contact, subject: "frisch", createdAt: daysAgo(300) },
    ]);

    expect(await purgeExpiredData(db.database, now)).toEqual({ clientErrorLogs: 1, contactMessages: 1 });
    expect((await orm.select().from(clientErrorLogs)).map((row) => row.message)).toEqual(["frisch"]);
    expect((await orm.select().from(contactMessages)).map((row) => row.subject)).toEqual(["frisch"]);
    expect(await purgeExpiredData(db.database, now)).toEqual({ clientErrorLogs: 0, contactMessages: 0 });
  });
});
