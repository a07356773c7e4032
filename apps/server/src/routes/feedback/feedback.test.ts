import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/feedback";

describe.each(databaseTargets())("POST /api/v1/feedback on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target);
  });
  afterAll(async () => {
    await test.close();
  });

  it("stores a quick rating and a detailed comment; the client's userId is not trusted", async () => {
    const quick = await test.app.inject({
      method: "POST",
      url,
      payload: { name: "", email: "", userId: "fremd", starRating: 5, feedback: "Quick rating" },
    });
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toEqual({ received: true });
    const detailed = await test.app.inject({
      method: "POST",
      url,
      payload: {
        name: "Ada",
        email: "ada@beispiel.de",
        starRating: 2,
        feedback: "Die Sätze sind noch zu lang.",
      },
    });
    expect(detailed.statusCode).toBe(201);
    const nul = await test.app.inject({
      method: "POST",
      url,
      payload: { starRating: 1, feedback: "Null\u0000Byte" },
    });
    expect(nul.statusCode).toBe(201);
    const rows = await test.db.database.orm.select().from(feedback);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.starRating === 1)?.feedback).toBe("NullByte");
    expect(rows.every((row) => row.userId === null)).toBe(true);
    expect(rows.find((row) => row.starRating === 2)).toMatchObject({ name: "Ada", email: "ada@beispiel.de" });
    expect(rows.find((row) => row.starRating === 5)).toMatchObject({ name: null, email: null });
  });

  it("requires a comment for 1 to 3 stars and stars from 1 to 5, in German", async () => {
    const blank = await test.app.inject({ method: "POST", url, payload: { starRating: 2, feedback: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toMatch(/Bitte schreiben Sie Ihr Feedback/);
    const quickLow = await test.app.inject({
      method: "POST",
      url,
      payload: { starRating: 3, feedback: "Quick rating" },
    });
    expect(quickLow.statusCode).toBe(400);
    expect(quickLow.json().error.message).toBe("Bitte schreiben Sie Ihr Feedback.");
    for (const starRating of [0, 6, 2.5, "5"]) {
      const response = await test.app.inject({
        method: "POST",
        url,
        payload: { starRating, feedback: "gut" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/starRating/);
    }
    const email = await test.app.inject({
      method: "POST",
      url,
      payload: { starRating: 4, feedback: "ok", email: "kein" },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.message).toMatch(/email/);
    expect(await test.db.database.orm.select().from(feedback)).toHaveLength(3);
  });
});
