import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app.ts";
import { databaseTargets } from "../testing/databases.ts";

const target = databaseTargets()[0];
const payload = { message: "Fehler im Test" };
const url = "/api/v1/log/client-errors";

describe("origin check on unsafe API requests", () => {
  let test: TestApp;
  beforeAll(async () => {
    if (!target) throw new Error("no database target");
    test = await createTestApp(target, { PUBLIC_URL: "https://leicht.example" });
  });
  afterAll(async () => {
    await test.close();
  });

  it("refuses a POST from a foreign site with a German 403 and stores nothing", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload,
      headers: { origin: "https://boese.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "forbidden",
      message: "Diese Anfrage kommt von einer fremden Webseite und wurde deshalb abgelehnt.",
    });
  });

  it("accepts our public origin, the host the request was sent to, and requests without Origin", async () => {
    const ours = await test.app.inject({
      method: "POST",
      url,
      payload,
      headers: { origin: "https://leicht.example" },
    });
    expect(ours.statusCode).toBe(202);
    const sameHost = await test.app.inject({
      method: "POST",
      url,
      payload,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(sameHost.statusCode).toBe(202);
    const noOrigin = await test.app.inject({ method: "POST", url, payload });
    expect(noOrigin.statusCode).toBe(202);
  });

  it("leaves safe methods alone", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/v1/site",
      headers: { origin: "https://boese.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});
