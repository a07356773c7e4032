// `npm start`: build the web app if needed, then run the server (TypeScript through tsx).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
ensureWebBuild();
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
