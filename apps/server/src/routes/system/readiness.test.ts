import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config/env.ts";
import { openMigratedDatabase } from "../../db/database.ts";
import { createTestApp } from "../../testing/app.ts";
import { databaseTargets, tempDir } from "../../testing/databases.ts";

describe("readiness follows the database", () => {
  it("PGlite: 503 when the embedded database fails, 200 again once reopened, without a restart", async () => {
    const target = databaseTargets()[0];
    if (!target) throw new Error("no PGlite target");
    const test = await createTestApp(target);
    try {
      expect((await test.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await (test.app.db.orm as unknown as { $client: PGlite }).$client.close();
      expect((await test.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
      expect((await test.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      const stored = await test.app.inject({
        method: "POST",
        url: "/api/v1/log/client-errors",
        payload: { message: "wieder da" },
      });
      expect(stored.statusCode).toBe(202);
    } finally {
      await test.close();
    }
  });

  const baseUrl = process.env.DATABASE_URL;
  it.runIf(Boolean(baseUrl))(
    "PostgreSQL: 503 while the server is unreachable, 200 once it is back",
    async () => {
      const upstream = new URL(baseUrl ?? "");
      const sockets = new Set<net.Socket>();
      const proxy = net.createServer((client) => {
        const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
        sockets.add(client).add(server);
        client.pipe(server).pipe(client);
        const drop = () => {
          client.destroy();
          server.destroy();
        };
        client.on("error", drop);
        server.on("error", drop);
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      const port = (proxy.address() as net.AddressInfo).port;
      const viaProxy = new URL(upstream);
      viaProxy.port = String(port);
      const dataDir = tempDir();
      const database = await openMigratedDatabase({ databaseUrl: viaProxy.toString(), dataDir });
      const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database });
      try {
        expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
        await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
        let status = 0;
        for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
          status = (await app.inject({ method: "GET", url: "/readyz" })).statusCode;
        }
        expect(status).toBe(200);
      } finally {
        await app.close();
        proxy.close();
      }
    },
  );
});
