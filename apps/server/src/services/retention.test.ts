import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorLogs, contactMessages, usageBalances, usageCharges, usageLedger } from "../db/schema.ts";
import { databaseTargets, type TestDatabase } from "../testing/databases.ts";
import { EXPIRED_SUBJECT, purgeExpiredData } from "./retention.ts";

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

    await orm.insert(usageBalances).values([
      { subjectKind: "ip", subjectId: "alt-ip", month: "2025-10", used: 100, updatedAt: daysAgo(400) },
      { subjectKind: "anon", subjectId: "frisch-anon", month: "2026-11", used: 50, updatedAt: daysAgo(1) },
      { subjectKind: "user", subjectId: "u-1", month: "2025-10", used: 70, updatedAt: daysAgo(400) },
    ]);
    await orm.insert(usageLedger).values([
      {
        subjectKind: "ip",
        subjectId: "alt-ip",
        month: "2025-10",
        characters: 100,
        words: 15,
        createdAt: daysAgo(400),
      },
      {
        subjectKind: "anon",
        subjectId: "frisch-anon",
        month: "2026-11",
        characters: 50,
        words: 8,
        createdAt: daysAgo(1),
      },
      {
        subjectKind: "user",
        subjectId: "u-1",
        month: "2025-10",
        characters: 70,
        words: 10,
        createdAt: daysAgo(400),
      },
    ]);
    await orm.insert(usageCharges).values([
      { subjectKind: "ip", subjectId: "x", hashedEntry: "alt", chargedAt: daysAgo(2) },
      { subjectKind: "ip", subjectId: "x", hashedEntry: "frisch", chargedAt: now },
    ]);

    expect(await purgeExpiredData(db.database, now)).toEqual({
      clientErrorLogs: 1,
      contactMessages: 1,
      anonymousBalances: 1,
      anonymousLedgerRows: 1,
      chargeMarks: 1,
    });
    expect((await orm.select().from(clientErrorLogs)).map((row) => row.message)).toEqual(["frisch"]);
    expect((await orm.select().from(contactMessages)).map((row) => row.subject)).toEqual(["frisch"]);
    expect((await orm.select().from(usageBalances)).map((row) => row.subjectId).sort()).toEqual([
      "frisch-anon",
      "u-1",
    ]);
    const ledger = await orm.select().from(usageLedger);
    expect(ledger.map((row) => row.subjectId).sort()).toEqual([EXPIRED_SUBJECT, "frisch-anon", "u-1"].sort());
    expect(ledger.reduce((sum, row) => sum + row.words, 0)).toBe(33);
    expect((await orm.select().from(usageCharges)).map((row) => row.hashedEntry)).toEqual(["frisch"]);
    expect(await purgeExpiredData(db.database, now)).toEqual({
      clientErrorLogs: 0,
      contactMessages: 0,
      anonymousBalances: 0,
      anonymousLedgerRows: 0,
      chargeMarks: 0,
    });
  });
});
