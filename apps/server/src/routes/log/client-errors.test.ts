import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorLogs } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const url = "/api/v1/log/client-errors";

describe.each(databaseTargets())("POST /api/v1/log/client-errors on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target);
  });
  afterAll(async () => {
    await test.close();
  });

  it("stores the report with secrets hidden at any depth and strings truncated", async () => {
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: {
        errorType: "NetworkError",
        message: "x".repeat(3000),
        request: {
          method: "POST",
          url: "/api/v1/translate",
          headers: { Authorization: "Bearer geheim-1", "x-api-key": "geheim-2", accept: "application/json" },
          data: {
            text: "Hallo",
            profile: { password: "geheim-3", deep: [{ api_key: "geheim-4", creditcard: "geheim-5" }] },
          },
        },
        response: { status: 500, body: { token: "geheim-6" } },
        code: 500,
        timestamp: "2026-11-22T10:00:00Z",
        userAgent: "Testbrowser",
        url: "http://localhost:3000/",
      },
    });
    expect(response.statusCode).toBe(202);
    const rows = await test.db.database.orm.select().from(clientErrorLogs);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    const stored = JSON.stringify(row?.report);
    expect(stored).not.toMatch(/geheim/);
    expect(stored).toContain("application/json");
    expect(stored).toContain("Hallo");
    expect(row?.message?.length).toBeLessThan(1100);
    expect(row?.errorType).toBe("NetworkError");
    expect(row?.code).toBe("500");
  });

  it("rejects a body over the size limit with 413 and stores nothing", async () => {
    const before = (await test.db.database.orm.select().from(clientErrorLogs)).length;
    const response = await test.app.inject({
      method: "POST",
      url,
      payload: { message: "y".repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
    expect((await test.db.database.orm.select().from(clientErrorLogs)).length).toBe(before);
  });

  it("rejects malformed reports with a German 400", async () => {
    const response = await test.app.inject({ method: "POST", url, payload: { errorType: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/errorType/);
    const broken = await test.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: "{kaputt",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe("Die Anfrage enthält kein gültiges JSON.");
  });

  it("rate-limits a client that floods it (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const response = await test.app.inject({
        method: "POST",
        url,
        payload: { message: `m${i}` },
        remoteAddress: "10.9.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await test.app.inject({
      method: "POST",
      url,
      payload: { message: "m" },
      remoteAddress: "10.9.9.9",
    });
    expect(limited.json().error.code).toBe("rate_limited");
    const other = await test.app.inject({
      method: "POST",
      url,
      payload: { message: "m" },
      remoteAddress: "10.9.9.8",
    });
    expect(other.statusCode).toBe(202);
  });
});
