import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/app.ts";
import { databaseTargets, tempDir } from "./testing/databases.ts";

const dist = tempDir("leicht-dist-");
mkdirSync(path.join(dist, "assets"), { recursive: true });
writeFileSync(path.join(dist, "index.html"), "<!doctype html><html lang=de><title>Leicht</title></html>");
writeFileSync(path.join(dist, "assets", "index-AbCdEf12.js"), "console.log(1)");

describe.each(databaseTargets())("app on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers unknown API paths with a JSON 404 in German", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/v1/gibt-es-nicht",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "Diese Adresse gibt es nicht." },
    });
  });

  it("serves index.html for other HTML requests (client-side routes)", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/glossar/Bescheid",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<title>Leicht</title>");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("does not answer non-HTML requests for unknown paths with HTML", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/nicht-da.json",
      headers: { accept: "application/json" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it("caches hashed assets for a year and index.html not at all", async () => {
    const asset = await test.app.inject({ method: "GET", url: "/assets/index-AbCdEf12.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await test.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("reports liveness and readiness", async () => {
    expect((await test.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await test.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: target.name });
  });

  it("exposes Prometheus metrics", async () => {
    await test.app.inject({ method: "GET", url: "/healthz" });
    const response = await test.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toMatch(
      /leicht_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(response.body).toContain("leicht_process_resident_memory_bytes");
  });

  it("sends a request id back", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "abc-123" },
    });
    expect(response.headers["x-request-id"]).toBe("abc-123");
  });
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
