// Builds the web app when its build is missing or older than any of its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const builtIndex = path.join(webDir, "dist/index.html");
const sources = [
  path.join(webDir, "src"),
  path.join(webDir, "public"),
  path.join(webDir, "index.html"),
  path.join(webDir, "vite.config.ts"),
  path.join(root, "packages/contracts/src"),
  path.join(root, "package-lock.json"),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isWebBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

export function ensureWebBuild({ log = console.log } = {}) {
  if (!isWebBuildStale()) return false;
  log("Baue die Web-App (apps/web) …");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", webDir, "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
      // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error("Der Build der Web-App ist fehlgeschlagen.");
  return true;
}
