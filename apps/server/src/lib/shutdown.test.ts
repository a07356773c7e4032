import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../config/env.ts";
import { databaseTargets } from "../testing/databases.ts";
import { createShutdown } from "./shutdown.ts";

describe("graceful shutdown", () => {
  const target = databaseTargets()[0];

  it("lets an in-flight request finish, then stops accepting and closes the database", async () => {
    if (!target) throw new Error("no target");
    const db = await target.open();
    const app = await buildApp(testConfig({ DATA_DIR: db.options.dataDir }), { database: db.database });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get("/slow", async () => {
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exitCodes: number[] = [];
    const closing = createShutdown(app, (code) => {
      exitCodes.push(code);
    })("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
    expect(exitCodes).toEqual([0]);
    expect(await db.database.probe(500)).toBe(false);
    await db.dispose();
  });
});
