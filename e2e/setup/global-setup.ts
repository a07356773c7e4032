import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM helper without types
import { ensureWebBuild } from "../../scripts/web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("Server wurde nicht rechtzeitig bereit.");
}

/**
 * Builds the web app if stale and starts the real server on a free port with a fresh embedded
 * database; the journeys reach it through `inject("baseUrl")`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leicht-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    RATE_LIMIT_PER_MINUTE: "5000",
  };
  // Browser journeys run on the embedded database; the API tests cover PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilReady(baseUrl, child);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
