import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema.ts";
import { outboxDir } from "../../services/mailer.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../testing/smtp-server.ts";

const url = "/api/v1/contact";

const valid = {
  name: "Erika Mustermann",
  email: "erika@beispiel.de",
  subject: "Frage zu Leichter Sprache",
  message: "Guten Tag, wie kann ich einen Bescheid in Leichte Sprache übersetzen lassen?",
  website: "",
};

let nextAddress = 1;
/** Each test posts from its own address, so the per-client rate limit only meets the test that wants it. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.20.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

async function post(app: FastifyInstance, payload: unknown, remoteAddress = freshAddress()) {
  return app.inject({ method: "POST", url, payload: payload as Record<string, unknown>, remoteAddress });
}

function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(outboxDir(dataDir)).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}

describe.each(databaseTargets())("POST /api/v1/contact on $name", (target) => {
  describe("without SMTP_URL (outbox)", () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp(target, { CONTACT_EMAIL: "team@leicht.test" });
    });
    afterAll(async () => {
      await test.close();
    });

    it("stores the message and writes the mail as an .eml file into DATA_DIR/outbox", async () => {
      const response = await post(test.app, valid);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true });

      const rows = await test.db.database.orm.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: valid.name,
        email: valid.email,
        subject: valid.subject,
        message: valid.message,
        mailStatus: "sent",
        attempts: 1,
        mailError: null,
      });
      expect(rows[0]?.mailedAt).toBeInstanceOf(Date);

      const files = outboxFiles(test.db.options.dataDir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outboxDir(test.db.options.dataDir), files[0] ?? ""), "utf8");
      expect(eml).toMatch(/^To: team@leicht\.test$/m);
      expect(eml).toMatch(/^Reply-To: Erika Mustermann <erika@beispiel\.de>$/m);
      expect(eml).toMatch(/^From: Leicht <noreply@localhost>$/m);
      expect(eml).toContain("Kontaktformular: Frage zu Leichter Sprache");
      expect(eml).toContain("Erika Mustermann");
    });

    it("rejects a missing name, a bad address and a short message with a German 400 naming the field", async () => {
      const noName = await post(test.app, { ...valid, name: "   " });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().error.code).toBe("validation_failed");
      expect(noName.json().error.message).toBe(
        "Ungültige Eingabe im Feld „name“: Bitte geben Sie Ihren Namen ein.",
      );

      const badEmail = await post(test.app, { ...valid, email: "erika(at)beispiel" });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error.message).toMatch(/„email“.*gültige E-Mail-Adresse/);
      expect(badEmail.json().error.details.fields).toEqual(["email"]);

      const short = await post(test.app, { ...valid, message: "Hallo" });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toMatch(/„message“.*mindestens 10 Zeichen/);

      const long = await post(test.app, { ...valid, message: "a".repeat(5001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toMatch(/höchstens 5000 Zeichen/);

      const missing = await post(test.app, { email: valid.email });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details.fields).toEqual(
        expect.arrayContaining(["name", "subject", "message"]),
      );
    });

    it("refuses line breaks in the subject, which would end up in a mail header", async () => {
      const response = await post(test.app, { ...valid, subject: "Hallo\r\nBcc: opfer@beispiel.de" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/„subject“.*Zeilenumbrüche/);
    });

    it("answers a filled honeypot like a success but stores and sends nothing", async () => {
      const rowsBefore = (await test.db.database.orm.select().from(contactMessages)).length;
      const filesBefore = outboxFiles(test.db.options.dataDir).length;
      const response = await post(test.app, { ...valid, website: "https://spam.example" });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true });
      expect((await test.db.database.orm.select().from(contactMessages)).length).toBe(rowsBefore);
      expect(outboxFiles(test.db.options.dataDir).length).toBe(filesBefore);
    });

    it("allows 5 messages per client in 10 minutes, then answers 429 in German", async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await post(test.app, { ...valid, website: "bot" }, address)).statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      const limited = await post(test.app, valid, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: "rate_limited" });
      expect(limited.json().error.message).toMatch(/^Zu viele Anfragen/);
      expect((await post(test.app, { ...valid, website: "bot" })).statusCode).toBe(202);
    });
  });

  describe("with SMTP_URL", () => {
    let smtp: FakeSmtpServer;
    let test: TestApp;
    beforeAll(async () => {
      smtp = await startFakeSmtpServer();
      test = await createTestApp(target, {
        SMTP_URL: smtp.url,
        CONTACT_EMAIL: "team@leicht.test",
        MAIL_FROM: "Leicht <kontakt@leicht.test>",
      });
    });
    afterAll(async () => {
      await test.close();
      await smtp.close();
    });

    it("sends the mail through the SMTP server and marks it sent", async () => {
      const response = await post(test.app, valid);
      expect(response.statusCode).toBe(202);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.from).toBe("kontakt@leicht.test");
      expect(mail?.to).toEqual(["team@leicht.test"]);
      expect(mail?.data).toContain("Reply-To: Erika Mustermann <erika@beispiel.de>");
      expect(mail?.data).toContain("Kontaktformular: Frage zu Leichter Sprache");
      const rows = await test.db.database.orm.select().from(contactMessages);
      expect(rows.map((row) => row.mailStatus)).toEqual(["sent"]);
      expect(outboxFiles(test.db.options.dataDir)).toEqual([]);
    });

    it("keeps the message with mailStatus failed when the SMTP server refuses it", async () => {
      smtp.rejectWith = "554 5.7.1 Abgelehnt";
      try {
        const response = await post(test.app, { ...valid, subject: "Zweite Nachricht" });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ received: true });
      } finally {
        smtp.rejectWith = undefined;
      }
      const rows = await test.db.database.orm.select().from(contactMessages);
      const failed = rows.find((row) => row.subject === "Zweite Nachricht");
      expect(failed).toMatchObject({ mailStatus: "failed", attempts: 1, mailedAt: null });
      expect(failed?.mailError).toMatch(/554/);
      expect(failed?.message).toBe(valid.message);
    });
  });
});
