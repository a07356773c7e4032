import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/user-data/statistics";

describe.each(databaseTargets())("GET /api/v1/user-data/statistics on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target, { ANON_MAX_CHARS_PER_REQUEST: "5000", ANON_CHARS_PER_MONTH: "20000" });
  });
  afterAll(async () => {
    await test.close();
  });

  it("starts at zero and counts words and pages of charged translations once per text", async () => {
    const empty = await test.app.inject({ method: "GET", url });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ number_of_words: 0, number_of_pages: 0, number_of_explanations: 0 });
    const text = `${"Das ist ein Satz mit sieben Wörtern. ".repeat(100)}`.trim();
    for (const language_level of ["leichte-sprache-sonnet", "einfache-sprache-2"]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/v1/translate",
        payload: { text, language_level },
        remoteAddress: "10.3.0.1",
      });
      expect(response.statusCode).toBe(200);
    }
    const after = await test.app.inject({ method: "GET", url });
    expect(after.json()).toEqual({
      number_of_words: 700,
      number_of_pages: Math.floor([...text].length / 1800),
      number_of_explanations: 0,
    });
    expect(after.headers["cache-control"]).toBe("public, max-age=60");
  });
});
